/// The ids of a list of items and ideas, each hashed once: which ids more
/// than one of them has, and the first item with an id.
///
/// A trip's checks (``Trip/problems(days:items:ideas:)``) need each id's
/// count and a few anchors looked up. Ids of ASCII, as nearly all are, are
/// hashed with FNV-1a on their bytes, a few steps a byte, where the
/// standard hash of a string costs several times more; equal ids of ASCII
/// are equal bytes. Should any id not be ASCII, every id is hashed the
/// standard way, which hashes ids that are equal as strings (by their
/// canonical form: "\u{212A}" is "K") alike.
struct IDCounts {
  /// Each item's id, then each idea's: the entries.
  private let ids: [ItemID]
  /// How many of the entries are items.
  private let itemCount: Int
  /// Whether every id is ASCII, and hashed on its bytes.
  private var isASCII = true
  /// Open addressing: each slot empty (0) or the first entry with an id,
  /// plus one.
  private var slots: [Int32] = []
  /// How many different ids there are.
  private(set) var distinctCount = 0
  /// For each entry, how many entries share its id and the first of them,
  /// once some id is had twice; empty until then.
  private var groups: [(count: Int, first: Int)] = []

  init(items: [Item], ideas: [Idea]) {
    var ids: [ItemID] = []
    ids.reserveCapacity(items.count + ideas.count)
    for index in items.indices { ids.append(items[index].id) }
    for index in ideas.indices { ids.append(ideas[index].id) }
    self.ids = ids
    itemCount = items.count
    if !insertAll() {
      isASCII = false
      insertAll()
    }
  }

  /// Puts every entry in the table, each after those before it, so that
  /// an id's first entry is its first item when an item has it; `false`,
  /// having stopped, at an id that is not ASCII while every id is taken as
  /// ASCII.
  @discardableResult
  private mutating func insertAll() -> Bool {
    var capacity = 8
    while capacity < ids.count * 2 { capacity *= 2 }
    slots = Array(repeating: 0, count: capacity)
    distinctCount = 0
    groups = []
    for entry in ids.indices {
      guard let hash = hash(ids[entry]) else { return false }
      var slot = hash & (capacity - 1)
      while true {
        let occupant = Int(slots[slot])
        if occupant == 0 {
          slots[slot] = Int32(entry + 1)
          distinctCount += 1
          break
        }
        if ids[occupant - 1] == ids[entry] {
          if groups.isEmpty { groups = (0..<ids.count).map { (1, $0) } }
          groups[occupant - 1].count += 1
          groups[entry].first = occupant - 1
          break
        }
        slot = (slot + 1) & (capacity - 1)
      }
    }
    // Each entry of a shared id has its count too, not only the first.
    for entry in groups.indices where groups[entry].first != entry {
      groups[entry].count = groups[groups[entry].first].count
    }
    return true
  }

  /// The hash of an id: FNV-1a of its bytes while every id is ASCII, `nil`
  /// for one that is not; the standard hash otherwise.
  private func hash(_ id: ItemID) -> Int? {
    guard isASCII else { return id.hashValue }
    let hash = id.rawValue.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      var all: UInt8 = 0
      for byte in bytes {
        all |= byte
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      }
      return all < 0x80 ? hash ^ (hash >> 29) : nil
    }
    return hash.flatMap { $0 }.map { Int(truncatingIfNeeded: $0) }
  }

  /// Whether some id is had by more than one item or idea.
  var sharesIDs: Bool { distinctCount < ids.count }

  /// How many items and ideas have the id of the item at `index`.
  func count(ofItem index: Int) -> Int {
    groups.isEmpty ? 1 : groups[index].count
  }

  /// Whether the item at `index` is the first item with its id.
  func isFirst(item index: Int) -> Bool {
    groups.isEmpty || groups[index].first == index
  }

  /// How many items and ideas have the id of the idea at `index`, and
  /// whether it is the first of them: an idea whose id no item has, and no
  /// idea before it.
  func count(ofIdea index: Int) -> (count: Int, isFirst: Bool) {
    let entry = itemCount + index
    return groups.isEmpty ? (1, true) : (groups[entry].count, groups[entry].first == entry)
  }

  /// The index of the first item with this id, if an item has it.
  func firstItem(withID id: ItemID) -> Int? {
    guard let hash = hash(id) else {
      // Not ASCII, among ids that are: it may still equal one as a string
      // ("\u{212A}" is "K"), found by looking at each.
      return ids.firstIndex(of: id).flatMap { $0 < itemCount ? $0 : nil }
    }
    var slot = hash & (slots.count - 1)
    while slots[slot] != 0 {
      let entry = Int(slots[slot]) - 1
      if ids[entry] == id { return entry < itemCount ? entry : nil }
      slot = (slot + 1) & (slots.count - 1)
    }
    return nil
  }
}
