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
    let name = SpokenText.clean(path)
    let renderer = ProblemRenderer()
    do {
      let document = try TripDocument.open(atPath: path)
      let trip = document.trip
      let days = trip.dayCount == 1 ? "1 day" : "\(trip.dayCount) days"
      let items = trip.items.count == 1 ? "1 item" : "\(trip.items.count) items"
      return Result(lines: ["\(name) is a valid trip: \(days), \(items)."], isValid: true)
    } catch {
      switch error {
      case .unreadable(let access):
        return Result(lines: [renderer.sentence(for: access)], isValid: false)
      case .invalid(let problems):
        let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
        let lines =
          ["\(name) is not a valid trip: \(count)."] + problems.map(renderer.sentence(for:))
        return Result(lines: lines, isValid: false)
      }
    }
  }
}
