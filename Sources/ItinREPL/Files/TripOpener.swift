import ItineraryCore
import ReorderCommands

/// Opens the trip a session starts on: a file, or the sample trip.
public enum TripOpener {
  /// The document at `path`, or the sample trip when `path` is `nil`; on
  /// failure, the sentences that say why, in `catalog`'s language.
  public static func open(path: String?, catalog: Catalog = .english) -> Result<
    TripDocument, OpenFailure
  > {
    do throws(TripFileError) {
      guard let path else { return .success(try SampleTrip.document()) }
      return .success(try TripDocument.open(atPath: path))
    } catch {
      let text = SessionText(catalog: catalog)
      let name = path.map(SpokenText.shortened) ?? text.sampleTrip
      return .failure(OpenFailure(lines: text.cannotOpen(name, error)))
    }
  }
}

/// Why a trip could not be opened, as sentences to say.
public struct OpenFailure: Error, Hashable, Sendable {
  public var lines: [String]
}
