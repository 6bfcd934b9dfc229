import ItineraryCore

/// Reads fuzzer bytes as choices: each call takes the next byte, and an
/// input that has run out chooses zero.
public struct FuzzInput {
  private var bytes: ArraySlice<UInt8>

  public init(_ bytes: ArraySlice<UInt8>) {
    self.bytes = bytes
  }

  /// A number in `range`, from the next byte.
  public mutating func choose(_ range: ClosedRange<Int>) -> Int {
    let byte = bytes.popFirst() ?? 0
    return range.lowerBound + Int(byte) % range.count
  }

  /// The bytes not read.
  public var rest: ArraySlice<UInt8> { bytes }

  /// A valid trip described by the next bytes: up to 8 days of up to 8
  /// items, games among them, travel legs anchored to the nearest games
  /// before and after, custom items, and sortOrders near and far apart.
  public mutating func trip() -> Trip {
    let dayCount = choose(1...8)
    var slots: [(placement: Placement, isGame: Bool)] = []
    for day in 1...dayCount {
      var sortOrder = Double(choose(0...4) - 2) * 1000
      for _ in 0..<choose(0...8) {
        slots.append((Placement(day: day, sortOrder: sortOrder), choose(0...3) == 0))
        switch choose(0...3) {
        case 0: sortOrder = sortOrder.nextUp
        case 1: sortOrder += 0.5
        default: sortOrder += Double(choose(1...100))
        }
      }
    }
    var items: [Item] = []
    for (index, slot) in slots.enumerated() {
      let id = ItemID("i\(index)")
      if slot.isGame {
        items.append(Item(id: id, title: "Game \(index)", kind: .game, placement: slot.placement))
      } else if choose(0...1) == 0 {
        items.append(
          Item(id: id, title: "Custom \(index)", kind: .custom, placement: slot.placement))
      } else {
        let after = slots[..<index].lastIndex { $0.isGame }
        let before = slots[(index + 1)...].firstIndex { $0.isGame }
        let travel = Travel(
          from: "City \(index)", to: "City \(index + 1)",
          after: after.map { ItemID("i\($0)") }, before: before.map { ItemID("i\($0)") })
        items.append(
          Item(id: id, title: "Travel \(index)", kind: .travel(travel), placement: slot.placement))
      }
    }
    let days = (1...dayCount).map { Day(label: "Day \($0)") }
    // Built to the rules; should one slip, the trip without its items still is one.
    if let trip = try? Trip(title: "Fuzzed trip", days: days, items: items) { return trip }
    fatalError("FuzzInput made a trip that breaks the rules: \(items)")
  }
}
