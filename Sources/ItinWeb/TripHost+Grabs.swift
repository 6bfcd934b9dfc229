import ItinSession
import ItineraryCore
import ReorderCommands

/// A grab another person's change ended is told at once to its holder's
/// page (or the terminal), who may be about to press a key of it: the
/// shared session says where the item is now, and refuses that key.
extension TripHost {
  /// Tells the holder at `seat` that another's change ended its grab.
  func tellEndedGrab(to seat: SharedSession.Seat) {
    if held({ self.tellEndedGrab(to: seat) }) { return }
    for (id, listener) in listeners where listener.page.map(TripHost.seat(of:)) == seat {
      guard let sentence = shared.endedGrabSentence(for: seat, in: listener.catalog) else {
        continue
      }
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
}
