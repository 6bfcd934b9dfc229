import Foundation
import ItinSession
import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

@testable import ItinWeb

/// The page's requests read, and the answers written, without Codable:
/// the same as `JSONDecoder` and `JSONEncoder` would have made them.
@Suite("serve: requests read and answers written as the encoder would")
struct WebJSONTests {
  /// `value` as JSON read back by Foundation, to compare by content.
  static func parsed(_ bytes: [UInt8]) throws -> NSObject {
    try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? NSObject)
  }

  static func encoded(_ value: some Encodable) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    return Array(try encoder.encode(value))
  }

  @Test(
    "Every answer of a walk is the JSON the encoder writes, titles with quotes and controls too")
  func answers() async throws {
    let json = SampleTrip.json.replacingOccurrences(
      of: "Lunch at Lou Malnati's", with: #"Lunch \"at\" Lou's\\ place/\tend é 🍕\u0001"#)
    let host = TripHost(
      session: Session(document: try TripDocument(bytes: Array(json.utf8)), path: nil))
    let requests = [
      #"{"act":"move","id":"lunch","move":"down"}"#, #"{"act":"move","id":"lunch","move":"up"}"#,
      #"{"act":"move","id":"cubs","move":"up"}"#, #"{"act":"undo"}"#, #"{"act":"redo"}"#,
      #"{"act":"grab","id":"lunch"}"#, #"{"act":"move","id":"lunch","move":"day","day":3}"#,
      #"{"act":"drop"}"#, #"{"act":"drag-start","id":"lunch"}"#,
      #"{"act":"drag-over","day":2,"position":1}"#, #"{"act":"drag-drop","day":2,"position":1}"#,
      #"{"act":"toggle-select","id":"lunch"}"#, #"{"act":"undo","revision":"0"}"#,
    ]
    var checked = 0
    for body in requests {
      let request = try #require(WebRequest(json: Array(body.utf8)), "\(body)")
      let answer = try #require(await host.perform(request, in: .english), "\(body)")
      #expect(try Self.parsed(answer.jsonBytes) == Self.parsed(Self.encoded(answer)), "\(body)")
      checked += 1
    }
    #expect(checked == requests.count)
    let trip = await host.trip(in: try #require(Catalog.shipped(language: "de")))
    #expect(try Self.parsed(trip.jsonBytes) == Self.parsed(Self.encoded(trip)))
    let menu = try #require(await host.menu(for: "lunch", in: .english))
    #expect(try Self.parsed(menu.jsonBytes) == Self.parsed(Self.encoded(menu)))
    let positions = try #require(await host.positions(for: "lunch", onDay: 2))
    #expect(try Self.parsed(positions.jsonBytes) == Self.parsed(Self.encoded(positions)))
    // A title's quote and backslash are escaped as JSON has them, its
    // slash is not (the tab and the control were cleaned from the title).
    let text = String(decoding: trip.jsonBytes, as: UTF8.self)
    #expect(text.contains(#"Lunch \"at\" Lou's\\ place/ end é 🍕"#), "\(text.prefix(400))")
  }

  @Test(
    "A request is read as the decoder reads it, and refused where it refuses",
    arguments: [
      #"{"act":"move","id":"lunch","move":"down"}"#,
      #"{"act":"move","id":"lunch","move":"day","day":3,"position":2,"revision":"12"}"#,
      #"{"act":"answer","yes":true}"#, #"{"act":"answer","yes":null}"#,
      #"{"act":"action","id":"a","action":"move-to-day-2","menuRevision":"4"}"#,
      #"{"act":"new","text":"Picnic \"in\" the park\n","day":1}"#,
      #"{"act":"add-idea","idea":"i1","day":2,"position":1}"#,
      #"{"act":"drag-over","day":-9223372036854775808,"position":9223372036854775807}"#,
      #"{"act":"leave","unknown":[1,{"x":2}]}"#, #"{"act":"undo","id":null}"#,
      #"{"act":"fly"}"#, #"{"id":"lunch"}"#, #"{"act":null}"#, #"{"act":"move","id":5}"#,
      #"{"act":"move","day":"3"}"#, #"{"act":"move","day":1.5}"#,
      #"{"act":"move","day":99999999999999999999}"#, #"{"act":"answer","yes":"yes"}"#,
      #"[{"act":"undo"}]"#, #""undo""#, "", "{", #"{"act":"undo"} x"#,
    ])
  func requests(body: String) throws {
    let decoded = try? JSONDecoder().decode(WebRequest.self, from: Data(body.utf8))
    #expect(WebRequest(json: Array(body.utf8)) == decoded)
  }
}
