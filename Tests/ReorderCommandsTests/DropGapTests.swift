import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

/// A drag of rows dropped into a day's gap, read from the items' places.
@Suite("A drop into a day's gap: between the rows around it, as the list of rows reads it")
struct DropGapTests {
  @Test("A drop into a day's gap puts the item between the rows on either side of the gap")
  func dropsLandInTheirGap() throws {
    let trip = try SampleTrip.document().trip
    let days = 1...trip.dayCount
    let movable = days.flatMap { trip.items(onDay: $0) }.filter { !$0.isFixed }.map(\.id)
    var checked = 0
    for id in movable {
      for day in days {
        let ids = trip.items(onDay: day).map(\.id)
        for gap in 0...ids.count {
          var editor = Editor(trip: trip)
          let steps = editor.history.undoSteps.count
          _ = editor.perform(
            ItineraryRows.move(of: [id], intoGap: gap, ofDay: day, in: trip), on: [id])
          // Refused by a rule, or where it was: nothing to check.
          guard editor.history.undoSteps.count > steps else { continue }
          let expected =
            ids.prefix(gap).filter { $0 != id } + [id] + ids.dropFirst(gap).filter { $0 != id }
          #expect(
            editor.trip.items(onDay: day).map(\.id) == expected, "\(id), gap \(gap) of day \(day)")
          checked += 1
        }
      }
    }
    #expect(checked > 20)
  }

  @Test("A drop's move, worked out from the items' places, is the list of rows' reading of it")
  func dropsReadAsTheRowsRead() throws {
    let trip = try SampleTrip.document().trip
    let rows = ItineraryRows(trip: trip)
    let ids = (1...trip.dayCount).flatMap { trip.items(onDay: $0) }.map(\.id)
    // One item, two side by side, and two apart.
    let groups =
      ids.map { [$0] } + zip(ids, ids.dropFirst()).map { [$0, $1] }
      + zip(ids, ids.dropFirst(3)).map { [$0, $1] }
    var checked = 0
    for group in groups {
      for day in 1...trip.dayCount {
        for gap in 0...trip.itemCount(onDay: day) {
          let dayRow = try #require(rows.offset(ofDay: day))
          let read = try #require(
            rows.move(fromOffsets: group.compactMap(rows.offset(of:)), toOffset: dayRow + 1 + gap))
          #expect(
            ItineraryRows.move(of: group, intoGap: gap, ofDay: day, in: trip) == read.move,
            "\(group), gap \(gap) of day \(day)")
          checked += 1
        }
      }
    }
    #expect(checked > 100)
  }
}
