extension Session {
  /// Runs `body` with the path `typed` means, or refuses a path that holds
  /// a hidden control character (an escape sequence, a NUL, a direction
  /// mark).
  ///
  /// Such a name is said cleaned, so the sentence would name one file
  /// while another was written or read: "ab.txt" said, `a<ESC>[31mb.txt`
  /// written. The name said and the file touched are always the same.
  mutating func typed(_ typed: String, _ body: (inout Session, String) -> Reply) -> Reply {
    let path = TypedPath.resolve(typed)
    guard !TypedPath.hidesCharacters(path) else { return Reply(lines: [text(.pathHidden)]) }
    return body(&self, path)
  }
}
