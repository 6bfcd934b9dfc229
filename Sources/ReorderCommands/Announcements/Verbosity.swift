/// How much an announcement says.
public enum Verbosity: String, CaseIterable, Hashable, Sendable {
  /// The least: the title is left out where the focus makes it clear.
  case terse
  /// The sentences of SPEC section 4, word for word.
  case normal
  /// The normal sentence, then the day's label, its item count and the
  /// neighbours.
  case verbose
}
