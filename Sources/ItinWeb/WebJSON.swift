import ItineraryCore

/// A value the server sends the page, written straight into JSON bytes.
///
/// Every answer is written this way, not by `JSONEncoder`: its generic
/// paths (a conformance looked up for each value, each key a string made
/// and hashed) cost several times the answer itself. The JSON is the same
/// as the encoder's: a missing optional is left out, and `/` is not
/// escaped.
package protocol WebJSON {
  func write(to json: inout JSONWriter)
}

extension WebJSON {
  /// The value as JSON bytes.
  package var jsonBytes: [UInt8] {
    var json = JSONWriter(capacity: 512)
    write(to: &json)
    return json.bytes
  }
}

/// Members of one object, written one after another.
struct JSONObject {
  private var first = true

  init(_ json: inout JSONWriter) {
    json.append(ascii: "{")
  }

  private mutating func key(_ name: StaticString, _ json: inout JSONWriter) {
    if !first { json.bytes.append(UInt8(ascii: ",")) }
    first = false
    json.bytes.append(UInt8(ascii: "\""))
    json.bytes.append(
      contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    json.bytes.append(UInt8(ascii: "\""))
    json.bytes.append(UInt8(ascii: ":"))
  }

  mutating func string(_ name: StaticString, _ value: String, _ json: inout JSONWriter) {
    key(name, &json)
    json.appendString(value)
  }

  mutating func string(_ name: StaticString, _ value: String?, _ json: inout JSONWriter) {
    guard let value else { return }
    string(name, value, &json)
  }

  mutating func int(_ name: StaticString, _ value: Int, _ json: inout JSONWriter) {
    key(name, &json)
    json.append(value)
  }

  mutating func bool(_ name: StaticString, _ value: Bool, _ json: inout JSONWriter) {
    key(name, &json)
    json.append(ascii: value ? "true" : "false")
  }

  mutating func bool(_ name: StaticString, _ value: Bool?, _ json: inout JSONWriter) {
    guard let value else { return }
    bool(name, value, &json)
  }

  /// A member that is an array, each element written by `element`.
  private mutating func array<Element>(
    _ name: StaticString, _ values: [Element], _ json: inout JSONWriter,
    element: (Element, inout JSONWriter) -> Void
  ) {
    key(name, &json)
    JSONObject.array(values, &json, element: element)
  }

  /// An array, each element written by `element`.
  private static func array<Element>(
    _ values: [Element], _ json: inout JSONWriter, element: (Element, inout JSONWriter) -> Void
  ) {
    json.append(ascii: "[")
    for (index, value) in values.enumerated() {
      if index > 0 { json.append(ascii: ",") }
      element(value, &json)
    }
    json.append(ascii: "]")
  }

  mutating func strings(_ name: StaticString, _ values: [String], _ json: inout JSONWriter) {
    array(name, values, &json) { $1.appendString($0) }
  }

  mutating func strings(_ name: StaticString, _ values: [String]?, _ json: inout JSONWriter) {
    guard let values else { return }
    strings(name, values, &json)
  }

  mutating func ints(_ name: StaticString, _ values: [Int], _ json: inout JSONWriter) {
    array(name, values, &json) { $1.append($0) }
  }

  /// Runs of numbers, each an array of its own: `[[1, 3], [5, 364]]`.
  mutating func runs(_ name: StaticString, _ runs: [[Int]], _ json: inout JSONWriter) {
    array(name, runs, &json) { run, json in
      JSONObject.array(run, &json) { $1.append($0) }
    }
  }

  mutating func value(_ name: StaticString, _ value: some WebJSON, _ json: inout JSONWriter) {
    key(name, &json)
    value.write(to: &json)
  }

  mutating func values(_ name: StaticString, _ values: [some WebJSON], _ json: inout JSONWriter) {
    array(name, values, &json) { $0.write(to: &$1) }
  }

  mutating func values(_ name: StaticString, _ values: [some WebJSON]?, _ json: inout JSONWriter) {
    guard let values else { return }
    self.values(name, values, &json)
  }

  /// A dictionary of words, its keys in their order (the encoder's is
  /// none in particular).
  mutating func words(_ name: StaticString, _ words: [String: String], _ json: inout JSONWriter) {
    key(name, &json)
    json.append(ascii: "{")
    for (index, key) in words.keys.sorted().enumerated() {
      if index > 0 { json.append(ascii: ",") }
      json.appendString(key)
      json.append(ascii: ":")
      json.appendString(words[key] ?? "")
    }
    json.append(ascii: "}")
  }

  func end(_ json: inout JSONWriter) {
    json.append(ascii: "}")
  }
}

extension WebAnswer: WebJSON {
  package func write(to json: inout JSONWriter) {
    var object = JSONObject(&json)
    object.strings("said", said, &json)
    object.bool("assertive", assertive, &json)
    object.bool("allowed", allowed, &json)
    object.strings("dragged", dragged, &json)
    object.values("days", days, &json)
    object.bool("full", full, &json)
    object.values("ideas", ideas, &json)
    object.string("summary", summary, &json)
    object.value("status", status, &json)
    object.strings("people", people, &json)
    object.string("address", address, &json)
    object.end(&json)
  }
}

extension StatusView: WebJSON {
  package func write(to json: inout JSONWriter) {
    var object = JSONObject(&json)
    object.bool("canUndo", canUndo, &json)
    object.bool("canRedo", canRedo, &json)
    object.string("undoLabel", undoLabel, &json)
    object.string("redoLabel", redoLabel, &json)
    object.strings("grabbed", grabbed, &json)
    object.string("focus", focus, &json)
    object.string("question", question, &json)
    object.int("dayCount", dayCount, &json)
    object.string("revision", revision, &json)
    object.end(&json)
  }
}

extension DayView: WebJSON {
  package func write(to json: inout JSONWriter) {
    var object = JSONObject(&json)
    object.int("day", day, &json)
    object.string("heading", heading, &json)
    object.string("place", place, &json)
    object.int("count", count, &json)
    object.int("first", first, &json)
    object.values("items", items, &json)
    object.end(&json)
  }
}

extension ItemView: WebJSON {
  package func write(to json: inout JSONWriter) {
    var object = JSONObject(&json)
    object.string("id", id, &json)
    object.string("title", title, &json)
    object.string("line", line, &json)
    object.bool("fixed", fixed, &json)
    object.bool("selected", selected, &json)
    object.end(&json)
  }
}

extension IdeaView: WebJSON {
  package func write(to json: inout JSONWriter) {
    var object = JSONObject(&json)
    object.string("id", id, &json)
    object.string("title", title, &json)
    object.string("line", line, &json)
    object.end(&json)
  }
}

extension TripView: WebJSON {
  package func write(to json: inout JSONWriter) {
    var object = JSONObject(&json)
    object.string("language", language, &json)
    object.string("title", title, &json)
    object.string("summary", summary, &json)
    object.values("days", days, &json)
    object.values("ideas", ideas, &json)
    object.value("status", status, &json)
    object.words("words", words, &json)
    object.strings("people", people, &json)
    object.end(&json)
  }
}

extension MenuView: WebJSON {
  package func write(to json: inout JSONWriter) {
    var object = JSONObject(&json)
    object.string("title", title, &json)
    object.values("groups", groups, &json)
    object.strings("reasons", reasons, &json)
    object.runs("dayRuns", dayRuns, &json)
    object.string("revision", revision, &json)
    object.end(&json)
  }
}

extension MenuView.Group: WebJSON {
  package func write(to json: inout JSONWriter) {
    var object = JSONObject(&json)
    object.string("name", name, &json)
    object.values("entries", entries, &json)
    object.end(&json)
  }
}

extension MenuView.Entry: WebJSON {
  package func write(to json: inout JSONWriter) {
    var object = JSONObject(&json)
    object.string("id", id, &json)
    object.string("label", label, &json)
    object.bool("choosesDay", choosesDay, &json)
    object.string("edits", edits, &json)
    object.bool("undoes", undoes, &json)
    object.end(&json)
  }
}

extension PositionsView: WebJSON {
  package func write(to json: inout JSONWriter) {
    var object = JSONObject(&json)
    object.int("day", day, &json)
    object.ints("positions", positions, &json)
    object.end(&json)
  }
}

/// Lines said and nothing else: a refusal, or the answer to a page's key.
package struct SaidOnly: WebJSON {
  package var said: [String]

  package init(said: [String]) { self.said = said }

  package func write(to json: inout JSONWriter) {
    var object = JSONObject(&json)
    object.strings("said", said, &json)
    object.end(&json)
  }
}

/// The answer to an address traded for a page's key: nothing to say, and
/// the stored trip the key opens, where a hosted service's page then
/// stands (`/trip/ID`).
package struct Entered: WebJSON {
  package var said: [String]
  package var trip: String?

  package func write(to json: inout JSONWriter) {
    var object = JSONObject(&json)
    object.strings("said", said, &json)
    object.string("trip", trip, &json)
    object.end(&json)
  }
}
