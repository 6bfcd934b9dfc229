import Dispatch
import Foundation
import ItinFuzzing
import ItinSession
import ItinWeb
import ItineraryCore
import ReorderCommands

/// Feeds fuzzer bytes to what the server does with a page's requests, in
/// the process and without a socket, and stops the process at the first
/// broken promise: a crash (an overflow on a number from the page among
/// them), a line not fit to speak, a trip that breaks a rule, a game or
/// fixed item that moved or went, a selection that holds a game, or an
/// undo that does not give the trip and its file's bytes back.
///
/// The first byte picks the trip: even, the sample trip with two ideas;
/// odd, a trip the next bytes describe. The next picks the language; the
/// next, when a multiple of four, sends each request that carries a day or
/// a position again with each number at the edge of what a request holds
/// (`Int.max`, `Int.min`, the largest a request may have and one past it,
/// either way), since a mutation rarely writes such a number whole. The
/// rest is lines, each a request from page `a`, or from page `b` after
/// `b `:
/// - a JSON body of `POST /api/do`, as the page sends it;
/// - `menu ID`, `positions ID DAY`, `trip`: the page's reads;
/// - `choose ID ACTION`: the menu read, then its entry chosen with the
///   menu's revision, as the page does it.
///
/// The session is kept in a folder that does not exist, so nothing is
/// read or written.
public enum PageFuzzer {
  /// The sample trip with a custom idea and a travel idea.
  static let sample: TripDocument = {
    let json = SampleTrip.json.replacingOccurrences(
      of: #""items": ["#,
      with: #""ideas": [{"id": "i1", "kind": "custom", "title": "Architecture cruise"}, "#
        + #"{"id": "i2", "kind": "travel", "title": "Train to Saint Paul", "from": "Minneapolis", "#
        + #""to": "Saint Paul", "after": "twins"}], "items": ["#)
    do {
      return try TripDocument(bytes: Array(json.utf8))
    } catch {
      fatalError("The sample trip with ideas does not open: \(error)")
    }
  }()

  public static func run(_ bytes: [UInt8]) {
    var input = FuzzInput(bytes[...])
    let document = input.choose(0...1) == 0 ? sample : TripDocument(trip: input.trip())
    let catalog =
      Catalog.shipped(language: Catalog.shippedLanguages[input.choose(0...3)]) ?? .english
    let edges = input.choose(0...3) == 0
    var session = Session(document: document, path: nil)
    session.confinement = "/nonexistent/itin-fuzz-page-confinement"
    session.asksQuestions = true
    let host = TripHost(session: session)
    let start = document.trip
    var checked = -1
    let text = String(decoding: input.rest, as: UTF8.self)
    for line in text.split(separator: "\n").prefix(200) {
      var request = Substring(line)
      var page = "a"
      if request.hasPrefix("b ") {
        page = "b"
        request = request.dropFirst(2)
      }
      for said in answers(to: String(request), from: page, host: host, in: catalog, edges: edges) {
        check(said, for: String(line))
      }
      let editor = wait { await host.session.editor }
      if editor.revision != checked {
        SessionFuzzer.check(editor.trip, against: start)
        SessionFuzzer.check(editor)
        checked = editor.revision
      }
    }
    // The pages go away, a question is answered no, and every step is
    // undone: the trip and its file's bytes are as they were.
    for body in [#"{"act":"leave"}"#, #"{"act":"answer","yes":false}"#] {
      for page in ["a", "b"] { _ = answers(to: body, from: page, host: host, in: catalog) }
    }
    guard wait({ await host.session.editor.grab }) == nil else {
      fatalError("A grab outlived the pages that made it")
    }
    while wait({ await host.session.editor.history.canUndo }) {
      let steps = wait { await host.session.editor.history.undoSteps.count }
      _ = answers(to: #"{"act":"undo"}"#, from: "a", host: host, in: catalog)
      guard wait({ await host.session.editor.history.undoSteps.count }) < steps else {
        fatalError("An undo that could undo took no step back")
      }
    }
    let trip = wait { await host.session.trip }
    guard !document.hasChanges(in: trip) else {
      fatalError("Undoing every step did not give the trip back")
    }
    guard (try? document.bytes(saving: trip)) == document.bytes else {
      fatalError("Undoing every step did not give the file's bytes back")
    }
  }

  /// What the server says to one line of the input.
  static func answers(
    to line: String, from page: String, host: TripHost, in catalog: Catalog, edges: Bool = false
  ) -> [String] {
    let words = line.split(separator: " ").map(String.init)
    switch words.first {
    case "menu" where words.count == 2:
      guard let menu = wait({ await host.menu(for: ItemID(words[1]), in: catalog) }) else {
        return []
      }
      return [menu.title] + menu.groups.flatMap { [$0.name] + $0.entries.map(\.label) }
        + menu.reasons
    case "positions" where words.count == 3:
      guard let day = Int(words[2]) else { return [] }
      _ = wait { await host.positions(for: ItemID(words[1]), onDay: day) }
      return []
    case "trip":
      let trip = wait { await host.trip(in: catalog) }
      return [trip.title, trip.summary]
        + trip.days.flatMap { [$0.heading].compactMap { $0 } + $0.items.map(\.line) }
    case "choose" where words.count == 3:
      guard let menu = wait({ await host.menu(for: ItemID(words[1]), in: catalog) }) else {
        return []
      }
      let body =
        #"{"act":"action","id":"\#(words[1])","action":"\#(words[2])","menuRevision":"\#(menu.revision)"}"#
      return answers(to: body, from: page, host: host, in: catalog)
    default:
      // Read as the server reads a page's body.
      guard let request = WebRequest(json: Array(line.utf8)) else { return [] }
      var requests = [request]
      if edges {
        let largest = WebRequest.largestNumber
        for number in [Int.max, Int.min, largest, largest + 1, -largest, -largest - 1] {
          for field in [\WebRequest.day, \WebRequest.position] where request[keyPath: field] != nil
          {
            var edged = request
            edged[keyPath: field] = number
            requests.append(edged)
          }
        }
      }
      var said: [String] = []
      for request in requests {
        guard let answer = wait({ await host.perform(request, from: page, in: catalog) }) else {
          continue
        }
        // What the page is sent must be JSON that reads back.
        guard (try? JSONReader.read(answer.jsonBytes)) != nil else {
          fatalError("An answer that is not JSON, to \(line.debugDescription)")
        }
        said += answer.said
      }
      return said
    }
  }

  /// A sentence the page says must be fit to speak: not empty, no control
  /// code.
  static func check(_ said: String, for line: String) {
    if said.isEmpty || said.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
    {
      fatalError(
        "A line not fit to speak: \(said.debugDescription), the answer to \(line.debugDescription)")
    }
  }

  /// The value of an actor's call, waited for: libFuzzer calls in from a
  /// thread of its own, one input at a time.
  static func wait<Value: Sendable>(_ body: @escaping @Sendable () async -> Value) -> Value {
    let box = Box<Value>()
    let done = DispatchSemaphore(value: 0)
    Task {
      box.value = await body()
      done.signal()
    }
    done.wait()
    guard let value = box.value else { fatalError("A call gave nothing back") }
    return value
  }

  private final class Box<Value>: @unchecked Sendable {
    var value: Value?
  }
}
