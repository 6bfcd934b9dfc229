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

  /// The language the lines are said in.
  public var catalog: Catalog

  public init(catalog: Catalog = .english) {
    self.catalog = catalog
  }

  public func check(path: String) -> Result {
    let name = SpokenText.shortened(path)
    let text = SessionText(catalog: catalog)
    do {
      let trip = try TripDocument.open(atPath: path).trip
      let size = TripOverview(catalog: catalog).size(of: trip)
      return Result(lines: [text(.valid, ["file": name, "size": size])], isValid: true)
    } catch {
      let lines = ProblemRenderer(catalog: catalog).lines(for: error) {
        text(.notValid, ["file": name, "problem": $0])
      }
      return Result(lines: lines, isValid: false)
    }
  }
}
