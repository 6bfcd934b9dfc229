/// Where itin-a11y keeps what it remembers between runs: the history of
/// typed lines and the recovery journals.
///
/// `$XDG_STATE_HOME/itin-a11y`, or `~/.local/state/itin-a11y`; `nil` when
/// neither names an absolute folder.
enum StateFolder {
  static func path(environment: [String: String]) -> String? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return state + "/itin-a11y"
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return home + "/.local/state/itin-a11y"
    }
    return nil
  }
}
