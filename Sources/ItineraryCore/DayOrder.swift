/// One day's items in order: their indexes into `Trip.items`, and beside
/// them their sortOrders.
///
/// A position is then a binary search in one small contiguous array of
/// numbers, and a move is one remove and one insert in each array: the cost
/// of a day, whatever the size of the trip.
struct DayOrder: Sendable {
  /// Indexes into `Trip.items`, by sortOrder.
  private(set) var indexes: [Int] = []
  /// The sortOrder of each item of `indexes`, ascending.
  private(set) var sortOrders: [Double] = []

  var count: Int { indexes.count }

  /// The first rank whose sortOrder is not below `sortOrder`.
  func insertionRank(of sortOrder: Double) -> Int {
    sortOrders.withUnsafeBufferPointer { orders in
      var low = 0
      var high = orders.count
      var probes = 0
      while low < high {
        let middle = (low + high) / 2
        if orders[middle] < sortOrder { low = middle + 1 } else { high = middle }
        probes += 1
      }
      VisitCounter.visit(probes)
      return low
    }
  }

  mutating func insert(_ index: Int, sortOrder: Double, at rank: Int) {
    VisitCounter.visit(count - rank + 1)
    indexes.insert(index, at: rank)
    sortOrders.insert(sortOrder, at: rank)
  }

  /// Inserts several items side by side, the first at `rank`.
  mutating func insert(_ indexes: [Int], sortOrders: [Double], at rank: Int) {
    VisitCounter.visit(count - rank + indexes.count)
    self.indexes.insert(contentsOf: indexes, at: rank)
    self.sortOrders.insert(contentsOf: sortOrders, at: rank)
  }

  mutating func remove(at rank: Int) {
    VisitCounter.visit(count - rank)
    indexes.remove(at: rank)
    sortOrders.remove(at: rank)
  }

  /// Gives the item at `rank` a new sortOrder, which must keep the order.
  mutating func setSortOrder(_ sortOrder: Double, at rank: Int) {
    VisitCounter.visit(1)
    sortOrders[rank] = sortOrder
  }

  /// Points the entry at `rank` to another index of `Trip.items`: the
  /// item moved there.
  mutating func setIndex(_ index: Int, at rank: Int) {
    VisitCounter.visit(1)
    indexes[rank] = index
  }

  /// Takes out every item whose index is in `leaving`.
  mutating func removeAll(_ leaving: Set<Int>) {
    VisitCounter.visit(count)
    var kept = 0
    for rank in indexes.indices where !leaving.contains(indexes[rank]) {
      indexes[kept] = indexes[rank]
      sortOrders[kept] = sortOrders[rank]
      kept += 1
    }
    indexes.removeLast(indexes.count - kept)
    sortOrders.removeLast(sortOrders.count - kept)
  }

  /// Adds many items at once, then sorts the day again.
  mutating func add(_ arriving: [(index: Int, sortOrder: Double)]) {
    VisitCounter.visit(count + arriving.count)
    var all = zip(indexes, sortOrders).map { (index: $0, sortOrder: $1) } + arriving
    all.sort { $0.sortOrder < $1.sortOrder }
    indexes = all.map(\.index)
    sortOrders = all.map(\.sortOrder)
  }
}
