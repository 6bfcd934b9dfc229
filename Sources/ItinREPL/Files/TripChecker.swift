import ItineraryCore
import ReorderCommands

/// Says whether a trip file is valid, for `itin-a11y --check FILE`.
///
/// The file is only read.
public struct TripChecker: Sendable {
  /// What a check found.
  public struct Result: Hashable, Sendable {
    /// The lines to print: an outcome first, then one problem to a line.
    public var lines: [String]
    /// Whether the file is a valid trip.
    public var isValid: Bool
  }

  public init() {}

  public func check(path: String) -> Result {
    let name = SpokenText.shortened(path)
    do {
      let trip = try TripDocument.open(atPath: path).trip
      return Result(
        lines: ["\(name) is a valid trip: \(TripOverview().size(of: trip))."], isValid: true)
    } catch {
      let lines = ProblemRenderer().lines(for: error) { "\(name) is not a valid trip: \($0)." }
      return Result(lines: lines, isValid: false)
    }
  }
}
