/// The trip itin-a11y opens when no file is given, so that every command can
/// be tried at once: a five-day baseball road trip through four cities.
///
/// It has four games, travel legs between them (the drive to Minneapolis may
/// be on any of three days; the flight home has no game after it), custom
/// items on every day, and a Sunday with no game.
public enum SampleTrip {
  /// The sample in the trip file format, as `save as` would write it.
  public static let json = #"""
    {
      "format": 1,
      "title": "Midwest ballpark road trip",
      "days": [
        { "label": "Friday, June 5", "city": "Chicago" },
        { "label": "Saturday, June 6", "city": "Milwaukee" },
        { "label": "Sunday, June 7" },
        { "label": "Monday, June 8", "city": "Minneapolis" },
        { "label": "Tuesday, June 9", "city": "Kansas City" }
      ],
      "items": [
        { "id": "lunch", "kind": "custom", "title": "Lunch at Lou Malnati's", "day": 1, "sortOrder": 1 },
        { "id": "cubs", "kind": "game", "title": "Brewers at Cubs", "day": 1, "sortOrder": 2 },
        { "id": "wrigleyville", "kind": "custom", "title": "Drinks in Wrigleyville", "day": 1, "sortOrder": 3 },
        { "id": "to-milwaukee", "kind": "travel", "title": "Drive to Milwaukee", "from": "Chicago", "to": "Milwaukee", "after": "cubs", "before": "brewers", "day": 2, "sortOrder": 1 },
        { "id": "brewery", "kind": "custom", "title": "Brewery tour", "day": 2, "sortOrder": 2 },
        { "id": "brewers", "kind": "game", "title": "Cubs at Brewers", "day": 2, "sortOrder": 3 },
        { "id": "custard", "kind": "custom", "title": "Frozen custard at Kopp's", "day": 3, "sortOrder": 1 },
        { "id": "to-minneapolis", "kind": "travel", "title": "Drive to Minneapolis", "from": "Milwaukee", "to": "Minneapolis", "after": "brewers", "before": "twins", "day": 3, "sortOrder": 2 },
        { "id": "falls", "kind": "custom", "title": "Walk at Minnehaha Falls", "day": 3, "sortOrder": 3 },
        { "id": "museum", "kind": "custom", "title": "Mill City Museum", "day": 4, "sortOrder": 1 },
        { "id": "twins", "kind": "game", "title": "Royals at Twins", "day": 4, "sortOrder": 2 },
        { "id": "to-kansas-city", "kind": "travel", "title": "Fly to Kansas City", "from": "Minneapolis", "to": "Kansas City", "after": "twins", "before": "royals", "day": 5, "sortOrder": 1 },
        { "id": "barbecue", "kind": "custom", "title": "Barbecue at Joe's", "day": 5, "sortOrder": 2 },
        { "id": "royals", "kind": "game", "title": "Twins at Royals", "day": 5, "sortOrder": 3 },
        { "id": "fly-home", "kind": "travel", "title": "Fly home to Chicago", "from": "Kansas City", "to": "Chicago", "after": "royals", "day": 5, "sortOrder": 4 }
      ]
    }

    """#

  /// The sample as a document, read and checked like any file.
  public static func document() throws(TripFileError) -> TripDocument {
    try TripDocument(bytes: Array(json.utf8))
  }
}
