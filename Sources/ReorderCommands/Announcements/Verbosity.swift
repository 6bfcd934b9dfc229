/// How much an announcement says.
public enum Verbosity: String, CaseIterable, Hashable, Sendable {
  /// The least: the title is left out where the focus makes it clear.
  case terse
  /// The full sentences: "Lunch moved to position 3 of day 2."
  case normal
  /// The normal sentence, then the day's label, its item count and the
  /// neighbours.
  case verbose
}
