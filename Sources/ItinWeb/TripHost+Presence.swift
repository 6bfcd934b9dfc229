import ItineraryCore
import ReorderCommands

/// Who is here: a person's first page to listen says they joined, their
/// last page gone (and not back within ``leavingGrace``) says they left,
/// and every page hears at once when serve stops.
///
/// Each is told as others' changes are, a `told` event ("Ana joined the
/// trip."), to the pages and serve's terminal, never to the person's own.
extension TripHost {
  /// How long a person's pages may all be gone before they are said to
  /// have left: a reload comes back well within it.
  static let leavingGrace = Duration.seconds(3)

  /// Whether `person` has a page listening, but the one numbered `except`.
  func isListening(_ person: String, except: Int? = nil) -> Bool {
    listeners.contains { $0.key != except && !$0.value.toldOnly && $0.value.person == person }
  }

  /// Says that `person` joined, when the page numbered `id` is their first.
  func joined(_ person: String?, page id: Int) {
    guard let person, !isListening(person, except: id) else { return }
    tellPresence(.joined, of: person, except: id)
  }

  /// Says that `person` left, once their last page is gone and none came
  /// back within ``leavingGrace``.
  func mayHaveLeft(_ person: String?) {
    guard let person, !isListening(person) else { return }
    Task {
      try? await Task.sleep(for: TripHost.leavingGrace)
      self.leftIfGone(person)
    }
  }

  private func leftIfGone(_ person: String) {
    guard !isListening(person) else { return }
    tellPresence(.left, of: person, except: nil)
  }

  /// Tells every page and the terminal, but the page numbered `except` and
  /// the person's own pages, that `person` joined or left.
  private func tellPresence(_ message: WebMessage, of person: String, except: Int?) {
    let name = WebServer.personName(typed: person) ?? person
    for (id, listener) in listeners where id != except && listener.person != person {
      let sentence = WebText(catalog: listener.catalog)(message, ["person": name])
      send(TripHost.told(sentence, toldOnly: listener.toldOnly), to: id)
    }
  }

  /// Tells every page at once that serve is stopping, by `person`, and ends
  /// every stream.
  package func tellStopping(by person: String) {
    for (id, listener) in listeners {
      let sentence = WebText(catalog: listener.catalog)(.serveStopped, ["person": person])
      if !listener.toldOnly { send(TripHost.told(sentence, toldOnly: false), to: id) }
      listeners[id]?.continuation.finish()
    }
    listeners.removeAll()
  }

  /// Tells serve's terminal alone `message`, in its language.
  package func tellTerminal(_ message: WebMessage, _ values: KeyValuePairs<String, String> = [:]) {
    for (id, listener) in listeners where listener.toldOnly {
      let sentence = WebText(catalog: listener.catalog)(message, values)
      send(TripHost.told(sentence, toldOnly: true), to: id)
    }
  }

  /// A sentence as a `told` event, or as a terminal's line.
  static func told(_ sentence: String, toldOnly: Bool) -> [UInt8] {
    if toldOnly { return Array(sentence.utf8) }
    var json = JSONWriter(capacity: 256)
    json.append(ascii: "data: {\"told\":{\"said\":")
    json.appendString(sentence)
    json.append(ascii: ",\"brief\":")
    json.appendString(sentence)
    json.append(ascii: ",\"count\":0}}\n\n")
    return json.bytes
  }
}
