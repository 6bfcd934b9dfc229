// The web server needs Hummingbird, which the REPL trait brings: without
// it, an app on the libraries builds this target as nothing.
#if REPL
import ItinSession
import ItineraryCore
import ReorderCommands

/// A keyboard grab is one person's: another's change ends it where its item
/// stands, and its holder's next key of the grab is refused, saying who
/// changed the trip; it never goes on somewhere the holder did not hear.
extension TripHost {
  /// A grab another person's change ended, waiting to be told to its holder.
  struct EndedGrab {
    var item: ItemReference
    /// Who changed the trip.
    var person: String?
    /// Whose the grab was: whether their undo would put it back.
    var holder: String?
  }

  /// Ends the grab another page (or the terminal) holds, before a change
  /// by `person` from `page`: its moves stay, as its holder's step, and the
  /// holder is told at its next key of the grab.
  func endGrab(ofOthersThan page: String?, by person: String?) {
    guard let owner = grabOwner, owner != page, let grab = session.editor.grab else { return }
    let changing = session.person
    session.person = grabPerson
    _ = session.change { $0.drop() }
    session.person = changing
    let ended = EndedGrab(item: grab.item, person: person, holder: grabPerson)
    endedGrabs[owner] = ended
    endedUntold = owner
    grabOwner = nil
    grabPerson = nil
  }

  /// Tells the holder of a grab another's change ended, once that change
  /// is made: where the item is now, not where it stood before it.
  func tellEndedGrab() {
    guard let owner = endedUntold, let ended = endedGrabs[owner] else { return }
    endedUntold = nil
    // Told at once to the holder, who may be about to press a key of it.
    for (id, listener) in listeners where listener.page == owner {
      let sentence = self.sentence(of: ended, in: listener.catalog)
      if listener.toldOnly {
        send(Array(sentence.utf8), to: id)
      } else {
        var json = JSONWriter(capacity: 256)
        json.append(ascii: "data: {\"ended\":")
        json.appendString(sentence)
        json.append(ascii: "}\n\n")
        send(json.bytes, to: id)
      }
    }
  }

  /// The sentence a grab's holder hears at its next key of it, when
  /// another's change ended it.
  ///
  /// It is `nil` when none did, and said once.
  func endedGrab(of page: String, endingWith key: Bool, in catalog: Catalog) -> String? {
    guard let ended = endedGrabs.removeValue(forKey: page), key else { return nil }
    return sentence(of: ended, in: catalog)
  }

  /// What a grab's holder hears of another's change that ended it.
  private func sentence(of ended: EndedGrab, in catalog: Catalog) -> String {
    let position = session.trip.position(of: ended.item.id)
    let renderer = AnnouncementRenderer(catalog: catalog)
    let title = SpokenText.clean(session.trip.item(ended.item.id)?.title ?? ended.item.title)
    let who = ended.person.flatMap(WebServer.personName(typed:)) ?? renderer.someone
    guard let position else {
      return WebText(catalog: catalog)(.grabEndedGone, ["person": who, "title": title])
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
    return WebText(catalog: catalog)(
      undoes ? .grabEnded : .grabEndedStays,
      [
        "person": who, "title": title, "position": String(position.rank),
        "day": String(position.day),
      ])
  }

  /// Whether a page's request changes the trip, and so ends a grab another
  /// holds first.
  static func changes(_ act: WebAct) -> Bool {
    switch act {
    case .move, .action, .grab, .undo, .redo, .toggleSelect, .addIdea, .dragDrop, .new, .addDay,
      .time, .rename, .day, .start:
      true
    default: false
    }
  }
}
#endif
