import ItineraryCore
import ReorderCommands

/// A calendar itin-a11y exported, read back field by field.
extension Parsed {
  /// A calendar itin-a11y exported: the trip it says, field by field.
  func exportedTrip(start: TripDate, line: Int) throws(CalendarProblem) -> Trip? {
    guard let days = first("X-ITIN-DAYS").flatMap({ Int($0.value) }), days >= 1,
      days <= Trip.maximumDayCount
    else { return nil }
    if Trip.firstDayPastTheCalendar(start: start, dayCount: days) != nil {
      throw .pastLatestDate(line: line)
    }
    var dayList = Array(repeating: Day(), count: days)
    for line in properties where line.name == "X-ITIN-DAY" {
      let fields = CalendarReader.fields(line.value)
      guard (3...4).contains(fields.count), let number = Int(fields[0]), (1...days).contains(number)
      else { continue }
      // A day's own zone, a fourth field, when this computer knows it.
      let zone = fields.count == 4 ? fields[3] : nil
      dayList[number - 1] = Day(
        label: fields[1].isEmpty ? nil : fields[1], city: fields[2].isEmpty ? nil : fields[2],
        zone: zone.flatMap { ZoneRules.named($0)?.name })
    }
    var items: [Item] = []
    for event in events {
      guard let item = event.first("X-ITIN-ITEM").map({ CalendarReader.fields($0.value) }),
        let place = event.first("X-ITIN-PLACE")?.value.split(separator: ";"), place.count == 2,
        let day = Int(place[0]), let rank = Int(place[1]),
        let kind = Parsed.kind(item), item.count >= 3
      else { return nil }
      let when = try Parsed.when(of: event)
      items.append(
        Item(
          id: ItemID(item[0]), title: item[1], kind: kind,
          placement: Placement(day: day, sortOrder: Double(rank)), time: when.time))
    }
    let ideas = properties.filter { $0.name == "X-ITIN-IDEA" }.compactMap { line -> Idea? in
      let fields = CalendarReader.fields(line.value)
      guard fields.count >= 3, let kind = Parsed.kind(fields) else { return nil }
      return Idea(id: ItemID(fields[0]), title: fields[1], kind: kind)
    }
    let title = first("X-ITIN-TITLE").map { CalendarReader.text($0.value) } ?? "Trip"
    guard
      var trip = try? Trip(title: title, days: dayList, items: items, ideas: ideas, start: start)
    else { return nil }
    if let zone = first("X-ITIN-ZONE").map({ CalendarReader.text($0.value) }) {
      _ = try? trip.setZone(zone)
    }
    return trip
  }

  /// An item's kind from its fields: id, title, kind, then for travel its
  /// cities and anchors.
  private static func kind(_ fields: [String]) -> Item.Kind? {
    switch fields.count >= 3 ? fields[2] : "" {
    case "game": .game
    case "fixed": .fixed
    case "custom": .custom
    case "travel" where fields.count >= 7:
      .travel(
        Travel(
          from: fields[3], to: fields[4], after: fields[5].isEmpty ? nil : ItemID(fields[5]),
          before: fields[6].isEmpty ? nil : ItemID(fields[6])))
    default: nil
    }
  }
}
