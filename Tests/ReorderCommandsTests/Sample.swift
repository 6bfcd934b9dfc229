import ItineraryCore
import ReorderCommands

/// Editors on the sample trip, and the words they say.
///
/// The sample trip, by day: 1 Lunch at Lou Malnati's, Brewers at Cubs (game),
/// Drinks in Wrigleyville · 2 Drive to Milwaukee (after cubs, before
/// brewers), Brewery tour, Cubs at Brewers (game) · 3 Frozen custard at
/// Kopp's, Drive to Minneapolis (after brewers, before twins), Walk at
/// Minnehaha Falls · 4 Mill City Museum, Royals at Twins (game) · 5 Fly to
/// Kansas City (after twins, before royals), Barbecue at Joe's, Twins at
/// Royals (game), Fly home to Chicago (after royals).
enum Sample {
  static func trip() throws -> Trip {
    try SampleTrip.document().trip
  }

  static func editor(historyLimit: Int? = nil) throws -> Editor {
    Editor(trip: try trip(), historyLimit: historyLimit)
  }
}

/// The sentence for an announcement at a verbosity.
func said(_ announcement: Announcement, _ verbosity: Verbosity = .normal) -> String {
  AnnouncementRenderer(verbosity: verbosity).text(for: announcement)
}

extension Editor {
  /// Performs a move and returns its normal sentence.
  mutating func say(_ move: Move, on id: ItemID? = nil) -> String {
    said(perform(move, on: id))
  }

  /// Performs a command and returns its normal sentence.
  mutating func say(_ command: Command) -> String {
    said(perform(command))
  }

  /// Where an item is now.
  func position(of id: ItemID) -> Position? {
    trip.position(of: id)
  }
}
