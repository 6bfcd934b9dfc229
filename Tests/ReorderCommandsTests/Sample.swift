import ItineraryCore
import ReorderCommands
import TripTestSupport

/// Editors on the sample trip (``Sample`` in TripTestSupport), and the
/// words they say.
extension Sample {
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
