import ItineraryCore

/// "Did you mean": the titles a name that matched none is a typing slip of.
extension ItemMatcher {
  /// The items whose titles `name` is a typing slip of, for "Did you mean".
  ///
  /// The folded name is compared with each title, and, for a name of one
  /// word, with each word of a title; one edit for a name of up to four
  /// letters, two for a longer one, a swap of two letters counting as one.
  /// The nearest titles are given, in trip order, when there are at most
  /// two of them (more is no help to a listener), and only when the name
  /// matched nothing: a look at every title, as a refusal is rare.
  static func nearest(to name: String, in trip: Trip) -> [ItemID] {
    ItemMatcher(trip: trip).nearest(to: name, in: trip)
  }

  /// ``nearest(to:in:)`` with the titles this matcher holds folded, none
  /// folded again: `trip` must be the trip the matcher was made for, or
  /// that trip with items moved and its edits recorded.
  func nearest(to name: String, in trip: Trip) -> [ItemID] {
    // Folded titles are their words joined by single spaces: the bytes
    // ``fold(_:into:)`` gives are the words joined, and are compared as
    // they are, not made into strings first.
    // The name just matched is folded already: the same bytes, the same key.
    var key: [UInt8] = []
    if let last = lastName, last.name.utf8.elementsEqual(name.utf8) {
      key = last.key
    } else {
      ItemMatcher.fold(name, into: &key)
    }
    let letters = ItemMatcher.scalars(key[...])
    guard (3...40).contains(letters.count) else { return [] }
    let allowed = letters.count <= 4 ? 1 : 2
    let oneWord = !key.contains(ItemMatcher.space)
    let suggester = CommandSuggester()
    var best = allowed + 1
    var found: [ItemID] = []
    VisitCounter.visit(trip.items.count)
    for slot in trip.slotsInTripOrder {
      let title = self.key(of: titleOfIndex?[slot] ?? Int32(slot))
      func distance(_ candidate: ArraySlice<UInt8>) -> Int {
        // Each edit changes the length by one at most: a word of ASCII
        // longer or shorter by more than the edits allowed is too far,
        // found without its scalars.
        if abs(candidate.count - letters.count) > allowed,
          !candidate.contains(where: { $0 >= 0x80 })
        {
          return allowed + 1
        }
        return suggester.distance(letters, ItemMatcher.scalars(candidate), limit: allowed)
      }
      var nearest = distance(title)
      if oneWord {
        for word in title.split(separator: ItemMatcher.space) {
          nearest = min(nearest, distance(word))
        }
      }
      if nearest < best {
        best = nearest
        found = [trip.items[slot].id]
      } else if nearest == best, best <= allowed {
        found.append(trip.items[slot].id)
      }
    }
    return best <= allowed && found.count <= 2 ? found : []
  }

  /// The scalars of folded bytes: each byte one for ASCII.
  private static func scalars(_ bytes: ArraySlice<UInt8>) -> [Unicode.Scalar] {
    if !bytes.contains(where: { $0 >= 0x80 }) { return bytes.map { Unicode.Scalar($0) } }
    return Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
  }
}
