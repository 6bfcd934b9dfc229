import ItineraryCore

/// What a listener hears while a pointer drag is over the list: a short
/// sentence for each target, as React Aria, dnd-kit and hello-pangea give.
///
/// Make one when the drag picks its items up, and say its ``pickUp``. Each
/// time the target under the pointer may have changed (a drop delegate's
/// `dropSessionDidUpdate`, a list's hover), give ``hover(over:in:)`` the
/// move a drop there would make, or `nil` outside the days, and post what
/// it returns:
///
/// - "Over position 3 of day 2, after Brewers at Cubs." where the items
///   may go, naming the items they would stand beside;
/// - "Can't drop here. It must stay within days 1 and 2." where they may
///   not, with the reason a move would give;
/// - "Where it started. A drop changes nothing." and "Not over a day. A
///   drop puts it back."
///
/// It keeps the rules peers learnt the hard way: a sentence only when the
/// target changes, never the same sentence twice in a row, the count of
/// items the one picked up (the sentences of a drag of 3 say 3 items to
/// the end, whatever the selection becomes), and a drop or a cancel flushes
/// what is pending, so that a late timer says nothing stale. Every hover
/// sentence is ``AnnouncementPriority/default``: the next target's may cut
/// it off.
///
/// An app that waits for the pointer to rest before speaking posts
/// ``takePending()`` from its timer instead of what ``hover(over:in:)``
/// returns.
public struct DragSpeech: Sendable {
  /// The items picked up, in trip order.
  public let items: [ItemID]
  /// How many items were picked up: what every sentence of the drag counts.
  public let count: Int
  /// The words, and the language of the titles: the editor's renderer at
  /// pick-up unless another is given.
  public var renderer: AnnouncementRenderer
  /// The language the trip's titles are written in, when it is not the
  /// sentences'.
  public var titlesLanguage: String?
  /// What picking the items up says: "Grabbed Lunch at Lou Malnati's at
  /// position 1 of day 1." A fixed item among them is said as the move it
  /// would be: "Can't move Brewers at Cubs. Games are fixed."
  public let pickUp: SpokenAnnouncement
  /// Whether the items were picked up.
  ///
  /// `false` when one of them is fixed (``pickUp`` then says why), or when
  /// none is in the trip. A pointer interface lifts the items only when it
  /// is `true`.
  public let pickedUp: Bool
  /// The newest sentence ``hover(over:in:)`` gave that ``takePending()``
  /// has not taken; a drop or a cancel empties it.
  public private(set) var pending: SpokenAnnouncement?

  /// The outcome of the last target, to say nothing while it stays.
  private var target: Announcement?
  /// The last sentence ``hover(over:in:)`` gave.
  private var lastGiven: String?
  /// The last sentence ``takePending()`` gave.
  private var lastTaken: String?

  /// A drag that picks up `ids` in `editor`.
  public init(
    dragging ids: [ItemID], in editor: Editor, renderer: AnnouncementRenderer? = nil,
    titlesLanguage: String? = nil
  ) {
    let renderer = renderer ?? editor.renderer
    let trip = editor.trip
    let together = Trip.Together(Set(ids), in: trip)
    let members = together?.members.map(\.item) ?? []
    self.items = members.map(\.id)
    self.count = Set(ids).count
    self.renderer = renderer
    self.titlesLanguage = titlesLanguage
    let picked: Announcement
    var pickedUp = false
    if let fixed = members.first(where: \.isFixed), let reason = fixed.fixedReason {
      picked = .refused(
        ItemReference(fixed), move: nil, reason: reason, at: editor.spot(of: fixed.id))
    } else if members.count == 1 {
      picked = .grabbed(ItemReference(members[0]), at: editor.spot(of: members[0].id))
      pickedUp = true
    } else if let together {
      picked = .itemsGrabbed(members.map(ItemReference.init), at: editor.block(of: together))
      pickedUp = true
    } else {
      picked = ids.first.map(Announcement.noSuchItem) ?? .noItems
    }
    self.pickUp = renderer.spoken(for: picked, titlesLanguage: titlesLanguage)
    self.pickedUp = pickedUp
  }

  /// The sentence for the target a drop would now reach, the move it would
  /// make (`nil` outside the days), when it is new; `nil` while the target
  /// is the same, or when its sentence is the last one given.
  ///
  /// `editor` is the one the drag started in; the drag changes nothing in
  /// it, and the target is worked out with ``Editor/preview(_:on:)-(Move,ItemID?)``
  /// of the items picked up, whatever is selected.
  @discardableResult
  public mutating func hover(over move: Move?, in editor: Editor) -> SpokenAnnouncement? {
    let now = move.map { outcome(of: $0, in: editor) } ?? .dragOverNothing(count: count)
    guard now != target else { return nil }
    target = now
    let spoken = renderer.spoken(for: now, titlesLanguage: titlesLanguage)
    guard spoken.text != lastGiven else { return nil }
    lastGiven = spoken.text
    pending = spoken
    return spoken
  }

  /// The pending sentence, once: for an app that speaks when the pointer
  /// rests.
  ///
  /// `nil` when there is none, or when it is the one taken last.
  public mutating func takePending() -> SpokenAnnouncement? {
    guard let taken = pending else { return nil }
    pending = nil
    guard taken.text != lastTaken else { return nil }
    lastTaken = taken.text
    return taken
  }

  /// Ends the drag with a drop the app made: flushes what is pending, and
  /// gives the drop's outcome (the move's announcement) to post.
  public mutating func dropped(_ outcome: Announcement) -> SpokenAnnouncement {
    end()
    return renderer.spoken(for: outcome, titlesLanguage: titlesLanguage)
  }

  /// Ends the drag with nothing dropped: flushes what is pending, and says
  /// the items are back.
  ///
  /// For example: "Cancelled. Lunch at Lou Malnati's is back at position 1
  /// of day 1."
  public mutating func cancel(in editor: Editor) -> SpokenAnnouncement {
    end()
    let trip = editor.trip
    let references = items.compactMap { trip.item($0).map(ItemReference.init) }
    let said: Announcement =
      references.count == 1
      ? .cancelled(references[0], at: editor.spot(of: references[0].id))
      : .itemsCancelled(references)
    return renderer.spoken(for: said, titlesLanguage: titlesLanguage)
  }

  private mutating func end() {
    pending = nil
    target = nil
    lastGiven = nil
  }

  /// What a drop that makes `move` would say, as a target.
  private func outcome(of move: Move, in editor: Editor) -> Announcement {
    switch editor.preview(move, on: items) {
    case .moves(_, _, let to), .movesTogether(_, let to):
      // The items either side of the gap, among the day's items less those
      // dragged: found by rank, at the same cost on a day of any length.
      let trip = editor.trip
      let draggedRanks = items.compactMap { trip.position(of: $0) }.filter { $0.day == to.day }
        .map(\.rank).sorted()
      func other(_ index: Int) -> ItemReference? {
        guard index >= 0 else { return nil }
        var rank = index + 1
        for dragged in draggedRanks where dragged <= rank { rank += 1 }
        return trip.item(at: Position(day: to.day, rank: rank)).map(ItemReference.init)
      }
      return .dragOver(
        count: count, at: to, after: other(to.rank - 2), before: other(to.rank - 1))
    case .doesNotMove(.alreadyThere), .doesNotMove(.itemsAlreadyThere):
      return .dragOverStart(count: count)
    case .doesNotMove(let refusal):
      return .dragCannotDrop(count: count, refusal: refusal)
    }
  }
}
