import ItineraryCore

/// A change to the trip's start or its days, made with
/// ``Editor/perform(_:)-(TripChange)``.
///
/// ```swift
/// var editor = Editor(trip: try SampleTrip.document().trip)
/// let renderer = AnnouncementRenderer()
/// print(renderer.text(for: editor.perform(.start(TripDate(year: 2027, month: 6, day: 5)))))
/// // Trip starts Saturday, June 5, 2027.
/// print(renderer.text(for: editor.perform(.addDay(.after(5)))))
/// // Added day 6, Thursday, June 10.
/// print(renderer.text(for: editor.perform(.removeDay(2))))
/// // Can't remove day 2. It holds Cubs at Brewers.
/// print(renderer.text(for: editor.undo()))
/// // Undid adding day 6.
/// ```
public enum TripChange: Hashable, Sendable {
  /// Gives the trip its first date, or takes it away (`nil`).
  case start(TripDate?)
  /// Puts an empty day in.
  case addDay(DayPlace)
  /// Takes a day out: its items become ideas; refused while it holds a
  /// fixed item, or when it is the trip's only day.
  case removeDay(Int)
  /// Gives a day a label, or takes it away (`nil`).
  case label(String?, day: Int)
  /// Gives a day a city, or takes it away (`nil`).
  case city(String?, day: Int)
  /// Gives the trip (`day` `nil`) a time zone, an IANA name such as
  /// `Europe/Lisbon`, or takes it away (`nil`); or gives a day its own
  /// zone, or the trip's again (`nil`).
  case zone(String?, day: Int?)

  /// Where a day is added.
  public enum DayPlace: Hashable, Sendable {
    /// After the last day.
    case atEnd
    /// Just before day N, which becomes day N + 1.
    case before(Int)
    /// Just after day N.
    case after(Int)
  }
}
