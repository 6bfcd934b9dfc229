/// Fills `{name}` placeholders in a message's text.
enum Template {
  /// `template` with each `{name}` replaced by `values[name]`.
  ///
  /// A placeholder
  /// with no value, or a brace with no partner, is kept as written, so a
  /// mistyped replacement shows itself instead of vanishing.
  static func fill(_ template: String, with values: [String: String]) -> String {
    guard template.contains("{") else { return template }
    var result = ""
    var rest = template[...]
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      let afterOpen = rest.index(after: open)
      guard let close = rest[afterOpen...].firstIndex(of: "}") else { break }
      let name = String(rest[afterOpen..<close])
      if let value = values[name] {
        result += value
      } else {
        result += rest[open...close]
      }
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }
}
