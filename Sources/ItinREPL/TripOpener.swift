import ItineraryCore
import ReorderCommands

/// Opens the trip a session starts on: a file, or the sample trip.
public enum TripOpener {
  /// The document at `path`, or the sample trip when `path` is `nil`; on
  /// failure, the sentences that say why.
  public static func open(path: String?) -> Result<TripDocument, OpenFailure> {
    let renderer = ProblemRenderer()
    do {
      guard let path else { return .success(try SampleTrip.document()) }
      return .success(try TripDocument.open(atPath: path))
    } catch {
      switch error {
      case .unreadable(let access):
        return .failure(OpenFailure(lines: [renderer.sentence(for: access)]))
      case .invalid(let problems):
        let name = path.map(SpokenText.clean) ?? "The sample trip"
        let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
        let lines = ["Can't open \(name): it has \(count)."] + problems.map(renderer.sentence(for:))
        return .failure(OpenFailure(lines: lines))
      }
    }
  }
}

/// Why a trip could not be opened, as sentences to say.
public struct OpenFailure: Error, Hashable, Sendable {
  public var lines: [String]
}
