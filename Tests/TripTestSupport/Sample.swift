import Foundation
import ItineraryCore

/// The sample trip, which every test target starts from; each target adds
/// what it makes of it (an editor, a session).
///
/// By day: 1 Lunch at Lou Malnati's, Brewers at Cubs (game), Drinks in
/// Wrigleyville · 2 Drive to Milwaukee (after cubs, before brewers), Brewery
/// tour, Cubs at Brewers (game) · 3 Frozen custard at Kopp's, Drive to
/// Minneapolis (after brewers, before twins), Walk at Minnehaha Falls · 4 Mill
/// City Museum, Royals at Twins (game) · 5 Fly to Kansas City (after twins,
/// before royals), Barbecue at Joe's, Twins at Royals (game), Fly home to
/// Chicago (after royals).
public enum Sample {
  /// The sample trip's document; it is part of the program and always opens.
  public static let document: TripDocument = {
    do {
      return try SampleTrip.document()
    } catch {
      preconditionFailure("The sample trip does not open: \(error)")
    }
  }()

  /// The sample trip.
  public static func trip() throws -> Trip {
    document.trip
  }
}

extension Sample {
  /// Writes the sample trip's file at `path`, in place of what is there,
  /// and gives the path back.
  @discardableResult
  public static func write(to path: String) -> String {
    _ = FileManager.default.createFile(atPath: path, contents: Data(SampleTrip.json.utf8))
    return path
  }

  /// The sample trip's file, named `name`, in a new scratch folder whose
  /// name begins with `prefix`.
  public static func file(in prefix: String, named name: String = "trip.json") -> String {
    write(to: Scratch.folder(prefix) + "/" + name)
  }
}
