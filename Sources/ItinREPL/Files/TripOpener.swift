import ItineraryCore
import ReorderCommands

/// Opens the trip a session starts on: a file, or the sample trip.
public enum TripOpener {
  /// The document at `path`, or the sample trip when `path` is `nil`; on
  /// failure, the sentences that say why.
  public static func open(path: String?) -> Result<TripDocument, OpenFailure> {
    do {
      guard let path else { return .success(try SampleTrip.document()) }
      return .success(try TripDocument.open(atPath: path))
    } catch {
      let name = path.map(SpokenText.shortened) ?? "The sample trip"
      return .failure(
        OpenFailure(
          lines: ProblemRenderer().lines(for: error) { "Can't open \(name): it has \($0)." }))
    }
  }
}

/// Why a trip could not be opened, as sentences to say.
public struct OpenFailure: Error, Hashable, Sendable {
  public var lines: [String]
}
