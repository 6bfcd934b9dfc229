import Foundation
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

/// Makes the file of a new trip: `itin-a11y --new PATH`.
public enum NewTripFile {
  /// Writes a trip of one day titled `title` (else "New trip") to `path`,
  /// which must not exist yet; the lines say what was made ("New trip
  /// Cascadia, 1 day."), or why nothing was.
  public static func make(path: String, title: String?, catalog: Catalog = .english) -> Result<
    [String], OpenFailure
  > {
    let text = SessionText(catalog: catalog)
    var status = stat()
    if lstat(path, &status) == 0 {
      return .failure(
        OpenFailure(lines: [text(.argumentNewExists, ["file": SpokenText.shortened(path)])]))
    }
    let named = title.map(TextCleaning.clean) ?? ""
    let given = TextCleaning.isBlank(named) ? text(.newTripTitle) : named
    guard let trip = try? Trip(title: given, days: [Day()], items: []) else {
      return .failure(OpenFailure(lines: [text.blankTripTitle]))
    }
    do throws(SaveError) {
      _ = try TripDocument(trip: trip).save(trip, toPath: path)
    } catch {
      switch error {
      case .access(let access):
        return .failure(
          OpenFailure(lines: [ProblemRenderer(catalog: catalog).sentence(for: access)]))
      case .mismatch: return .failure(OpenFailure(lines: [text.saveMismatch]))
      }
    }
    return .success([text.newTrip(trip)])
  }
}
