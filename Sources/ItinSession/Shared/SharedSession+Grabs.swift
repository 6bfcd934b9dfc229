import ItineraryCore
import ReorderCommands

/// A keyboard grab is one seat's: dropped or put back there alone; another
/// seat's change ends it where its item stands, and its holder's next key of
/// it is refused, saying who changed the trip; it never goes on somewhere
/// the holder did not hear.
extension SharedSession {
  /// A grab another person's change ended, waiting to be told to its holder.
  struct EndedGrab: Sendable {
    var item: ItemReference
    /// Who changed the trip.
    var person: String?
    /// Whose the grab was: whether their undo would put it back.
    var holder: String?
  }

  /// The seat whose grab is under way, when one is.
  public var grabSeat: Seat? { grabHolder?.seat }

  /// The refusal of a drop or a cancel from `seat` of a grab another seat
  /// holds, naming its holder; `nil` when it is `seat`'s, or none is under
  /// way.
  func grabRefusal(from seat: Seat, in catalog: Catalog) -> String? {
    guard let holder = grabHolder, holder.seat != seat, let grab = session.editor.grab else {
      return nil
    }
    return SessionText(catalog: catalog)(
      .grabNotYours,
      [
        "person": SharedSession.spoken(holder.person, in: catalog),
        "title": SpokenText.clean(grab.item.title),
      ])
  }

  /// Ends the grab another seat holds, before a change by `person` from
  /// `seat`, and returns the holder's seat.
  ///
  /// Its moves stay, as its holder's step, and the holder is told at its
  /// next key of the grab.
  mutating func endGrab(ofOthersThan seat: Seat, by person: String?) -> Seat? {
    guard let holder = grabHolder, holder.seat != seat, let grab = session.editor.grab else {
      return nil
    }
    let changing = session.person
    session.person = holder.person
    let undoCount = session.editor.history.undoSteps.count
    _ = session.change { $0.drop() }
    recordSteps(since: undoCount, by: holder.person)
    session.person = changing
    ended[holder.seat] = EndedGrab(item: grab.item, person: person, holder: holder.person)
    grabHolder = nil
    return holder.seat
  }

  /// What the holder at `seat` hears of another's change that ended its
  /// grab, in `catalog`'s language: where the item is now; `nil` when no
  /// change ended one there.
  public func endedGrabSentence(for seat: Seat, in catalog: Catalog) -> String? {
    ended[seat].map { sentence(of: $0, in: catalog) }
  }

  /// What a grab's holder hears of another's change that ended it.
  func sentence(of ended: EndedGrab, in catalog: Catalog) -> String {
    let trip = session.trip
    let title = SpokenText.clean(trip.item(ended.item.id)?.title ?? ended.item.title)
    let who = SharedSession.spoken(ended.person, in: catalog)
    let text = SessionText(catalog: catalog)
    guard let position = trip.position(of: ended.item.id) else {
      return text(.grabEndedGone, ["person": who, "title": title])
    }
    // Undo is promised only when the holder's undo would take their step
    // back: another's change of the same item stands in its way.
    var trial = session.editor
    trial.author = ended.holder
    let undoes: Bool =
      switch trial.undo() {
      case .undoBlocked, .nothingToUndo, .nothingOfYoursToUndo: false
      default: true
      }
    return text(
      undoes ? .grabEnded : .grabEndedStays,
      [
        "person": who, "title": title, "position": String(position.rank),
        "day": String(position.day),
      ])
  }

  /// `seat` goes away (a page closed or reloaded): its grab is dropped
  /// where it stands, its moves kept as one step; returns what the drop
  /// says.
  public mutating func leave(_ seat: Seat, in catalog: Catalog) -> [String] {
    ended[seat] = nil
    focuses[seat] = nil
    guard let holder = grabHolder, holder.seat == seat, session.editor.grab != nil else {
      return []
    }
    session.switchLanguage(to: catalog)
    let changing = session.person
    session.person = holder.person
    defer { session.person = changing }
    grabHolder = nil
    return session.change { $0.drop() }.reply.lines
  }

  /// Every seat of `holders` goes (their keys taken back); returns what is
  /// said of it at `heir`.
  ///
  /// A grab one holds is dropped where it stands, as its holder's step, and
  /// a question they asked is asked again at `heir`, whose person `person`
  /// answers it now.
  public mutating func takeBack(
    holders: Set<String>, to heir: Seat, by person: String?, in catalog: Catalog
  ) -> [String] {
    for seat in ended.keys where holders.contains(seat.holder) { ended[seat] = nil }
    for seat in focuses.keys where holders.contains(seat.holder) { focuses[seat] = nil }
    var said: [String] = []
    if let holder = grabHolder, holders.contains(holder.seat.holder) {
      said += leave(holder.seat, in: catalog)
    }
    if let asker, holders.contains(asker.holder), let question = session.waitingQuestion {
      self.asker = (heir.holder, person)
      said.append(question)
    }
    return said
  }

  /// Ends the session: a grab under way is dropped first, its moves kept as
  /// one step the recovery journal keeps; returns what is left to say.
  public mutating func stop(in catalog: Catalog) -> [String] {
    session.switchLanguage(to: catalog)
    if session.editor.grab != nil { _ = session.change { $0.drop() } }
    grabHolder = nil
    return session.stop()
  }
}
