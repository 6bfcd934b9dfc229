import ItineraryCore
import Testing
import TripTestSupport

/// The file format, as docs/file-format.md gives it.
let specExample = """
  {
    "format": 1,
    "title": "Midwest ballpark weekend",
    "days": [ { "label": "Friday, June 5", "city": "Chicago" }, { "label": "Saturday, June 6" } ],
    "items": [
      { "id": "cubs", "kind": "game", "title": "Brewers at Cubs", "day": 1, "sortOrder": 2 },
      { "id": "dinner", "kind": "custom", "title": "Dinner at Lou Malnati's", "day": 1, "sortOrder": 1 },
      { "id": "drive", "kind": "travel", "title": "Drive to Milwaukee", "from": "Chicago",
        "to": "Milwaukee", "after": "cubs", "before": "brewers", "day": 1, "sortOrder": 3 },
      { "id": "brewers", "kind": "game", "title": "Cubs at Brewers", "day": 2, "sortOrder": 1 }
    ]
  }
  """

/// Reads a file's text, or returns its problems.
func problems(_ text: String) -> [FileProblem] {
  problems(Array(text.utf8))
}

func problems(_ bytes: [UInt8]) -> [FileProblem] {
  do {
    _ = try TripDocument(bytes: bytes)
    return []
  } catch {
    guard case .invalid(let problems) = error else { return [] }
    return problems
  }
}

/// The file format's example trip with one item's fields replaced, as JSON text.
func example(replacingItem id: String, with item: String) -> String {
  var lines = specExample.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  guard let index = lines.firstIndex(where: { $0.contains("\"id\": \"\(id)\"") }) else {
    return specExample
  }
  if id == "drive" { lines.remove(at: index + 1) }
  let comma = lines[index].hasSuffix(",") || id == "drive"
  lines[index] = "    " + item + (comma ? "," : "")
  return lines.joined(separator: "\n")
}

@Suite("Reading trip files, and refusing broken ones whole")
struct FileFormatTests {
  @Test("The file format's example reads as the trip it describes")
  func specExampleReads() throws {
    let trip = try TripDocument(bytes: Array(specExample.utf8)).trip
    #expect(trip.title == "Midwest ballpark weekend")
    #expect(
      trip.days == [Day(label: "Friday, June 5", city: "Chicago"), Day(label: "Saturday, June 6")])
    #expect(trip.items.map(\.id) == ["cubs", "dinner", "drive", "brewers"])
    #expect(trip.position(of: "dinner") == Position(day: 1, rank: 1))
    #expect(trip.position(of: "drive") == Position(day: 1, rank: 3))
    #expect(
      trip.item("drive")?.kind
        == .travel(Travel(from: "Chicago", to: "Milwaukee", after: "cubs", before: "brewers")))
    #expect(trip.validDays(for: "drive") == 1...2)
  }

  @Test("An empty file, or only white space, is refused as empty", arguments: ["", "  \n\t "])
  func empty(text: String) {
    #expect(problems(text) == [FileProblem(subject: .file, line: nil, kind: .empty)])
  }

  @Test(
    "Text that is not JSON is refused with the line and column where reading stopped",
    arguments: [
      ("{\n  \"format\": 1\n  \"title\": \"x\"\n}", 3, JSONSyntaxProblem.expectedCommaOrBrace, 3),
      ("hello", 1, .expectedValue, 1),
      ("not json", 1, .expectedValue, 1),
      ("[true, fals]", 1, .expectedValue, 8),
    ])
  func notJSON(text: String, line: Int, problem: JSONSyntaxProblem, column: Int) {
    #expect(
      problems(text) == [
        FileProblem(subject: .file, line: line, kind: .notJSON(problem, column: column))
      ])
  }

  @Test("A truncated file is refused: the file ends too soon")
  func truncated() {
    let cut = String(specExample.prefix(specExample.count / 2))
    let found = problems(cut)
    #expect(found.count == 1)
    guard case .notJSON(.unexpectedEnd, _) = found.first?.kind else {
      Issue.record("expected the file to end too soon, got \(found)")
      return
    }
  }

  @Test("JSON that is not an object is not a trip")
  func notATrip() {
    #expect(
      problems("[1, 2]") == [FileProblem(subject: .file, line: 1, kind: .notATrip(found: .array))])
  }

  @Test("A future format is refused by its number, before anything else is read")
  func futureFormat() {
    let text = specExample.replacingOccurrences(of: "\"format\": 1", with: "\"format\": 2")
    #expect(problems(text) == [FileProblem(subject: .file, line: 2, kind: .unsupportedFormat("2"))])
    let missing = specExample.replacingOccurrences(of: "\"format\": 1,", with: "")
    #expect(problems(missing).map(\.kind) == [.missingField("format")])
    let missingAndMore = missing.replacingOccurrences(of: "\"day\": 2,", with: "\"day\": 7,")
    #expect(
      problems(missingAndMore).map(\.kind) == [
        .missingField("format"), .rule(.dayOutOfRange("brewers", day: 7, dayCount: 2)),
      ], "a missing format does not hide the other problems")
    let text2 = specExample.replacingOccurrences(of: "\"format\": 1", with: "\"format\": \"1\"")
    #expect(
      problems(text2).map(\.kind) == [
        .wrongType(field: "format", expected: .wholeNumber, found: .string)
      ])
  }

  @Test("Missing top-level fields are each named")
  func missingTopLevel() {
    let found = problems(#"{"format": 1}"#)
    #expect(
      found.map(\.kind) == [.missingField("title"), .missingField("days"), .missingField("items")])
    #expect(
      problems("{}").map(\.kind) == [
        .missingField("format"), .missingField("title"), .missingField("days"),
        .missingField("items"),
      ])
  }

  @Test("Duplicate ids are refused, naming the id")
  func duplicateIDs() {
    let text = example(
      replacingItem: "dinner",
      with: #"{ "id": "cubs", "kind": "custom", "title": "Dinner", "day": 1, "sortOrder": 1 }"#)
    #expect(
      problems(text) == [
        FileProblem(subject: .item("cubs"), line: 6, kind: .rule(.duplicateID("cubs", count: 2)))
      ])
  }

  @Test("Duplicate sortOrders on a day are refused, naming the items")
  func duplicateSortOrders() {
    let text = example(
      replacingItem: "dinner",
      with: #"{ "id": "dinner", "kind": "custom", "title": "Dinner", "day": 1, "sortOrder": 2.0 }"#)
    #expect(
      problems(text) == [
        FileProblem(
          subject: .item("cubs"), line: 6,
          kind: .rule(.sharedSortOrder(["cubs", "dinner"], day: 1, sortOrder: 2)))
      ])
  }

  @Test("An unknown kind is refused, naming the item and the kind")
  func unknownKind() {
    let text = example(
      replacingItem: "dinner",
      with: #"{ "id": "dinner", "kind": "meal", "title": "Dinner", "day": 1, "sortOrder": 1 }"#)
    #expect(
      problems(text) == [FileProblem(subject: .item("dinner"), line: 7, kind: .unknownKind("meal"))]
    )
  }

  @Test(
    "A day out of range is refused, naming the item, the day and the trip's days",
    arguments: ["0", "3", "-1", "4000000000", "-9223372036854775808"])
  func dayOutOfRange(day: String) throws {
    let text = example(
      replacingItem: "dinner",
      with:
        #"{ "id": "dinner", "kind": "custom", "title": "Dinner", "day": \#(day), "sortOrder": 1 }"#)
    let number = try #require(Int(day))
    #expect(
      problems(text) == [
        FileProblem(
          subject: .item("dinner"), line: 7,
          kind: .rule(.dayOutOfRange("dinner", day: number, dayCount: 2)))
      ])
  }

  @Test("Travel anchors that name no item, or an item that is not a game, are refused")
  func badAnchors() {
    let noItem = example(
      replacingItem: "drive",
      with:
        #"{ "id": "drive", "kind": "travel", "title": "Drive", "from": "A", "to": "B", "after": "cubz", "before": "dinner", "day": 1, "sortOrder": 3 }"#
    )
    #expect(
      problems(noItem).map(\.kind) == [
        .rule(.anchorNotFound("drive", anchor: .after, named: "cubz")),
        .rule(.anchorNotAGame("drive", anchor: .before, named: "dinner")),
      ])
    #expect(problems(noItem).allSatisfy { $0.subject == .item("drive") && $0.line == 8 })
  }

  @Test("Travel placed outside its bounds is refused, naming the game it breaks")
  func travelOutsideBounds() {
    let early = example(
      replacingItem: "drive",
      with:
        #"{ "id": "drive", "kind": "travel", "title": "Drive", "from": "A", "to": "B", "after": "cubs", "before": "brewers", "day": 1, "sortOrder": 1.5 }"#
    )
    #expect(problems(early).map(\.kind) == [.rule(.mustComeAfter("drive", game: "cubs"))])
    let late = example(
      replacingItem: "drive",
      with:
        #"{ "id": "drive", "kind": "travel", "title": "Drive", "from": "A", "to": "B", "after": "cubs", "before": "brewers", "day": 2, "sortOrder": 5 }"#
    )
    #expect(problems(late).map(\.kind) == [.rule(.mustComeBefore("drive", game: "brewers"))])
  }

  @Test(
    "Fields of the wrong type are refused, naming the item, the field and the type wanted",
    arguments: [
      (
        #""day": "1""#,
        FileProblem.Kind.wrongType(field: "day", expected: .wholeNumber, found: .string)
      ),
      (#""day": 1.5"#, .wrongType(field: "day", expected: .wholeNumber, found: .number)),
      (#""day": null"#, .wrongType(field: "day", expected: .wholeNumber, found: .null)),
      (#""sortOrder": true"#, .wrongType(field: "sortOrder", expected: .number, found: .bool)),
      (#""sortOrder": 1e999"#, .numberTooLarge(field: "sortOrder")),
      (#""title": 5"#, .wrongType(field: "title", expected: .string, found: .number)),
      (#""title": ["x"]"#, .wrongType(field: "title", expected: .string, found: .array)),
    ])
  func wrongTypes(field: String, kind: FileProblem.Kind) {
    var fields = [#""title": "Dinner""#, #""day": 1"#, #""sortOrder": 1"#]
    let name = field.split(separator: ":")[0]
    fields.removeAll { $0.hasPrefix(name + ":") }
    fields.append(field)
    let item = #"{ "id": "dinner", "kind": "custom", "# + fields.joined(separator: ", ") + " }"
    #expect(
      problems(example(replacingItem: "dinner", with: item)) == [
        FileProblem(subject: .item("dinner"), line: 7, kind: kind)
      ])
  }

  @Test(
    "Missing fields are refused, naming the item and the field",
    arguments: ["title", "kind", "day", "sortOrder"])
  func missingFields(field: String) {
    var fields = [#""kind": "custom""#, #""title": "Dinner""#, #""day": 1"#, #""sortOrder": 1"#]
    fields.removeAll { $0.hasPrefix("\"\(field)\"") }
    let item = #"{ "id": "dinner", "# + fields.joined(separator: ", ") + " }"
    #expect(
      problems(example(replacingItem: "dinner", with: item)) == [
        FileProblem(subject: .item("dinner"), line: 7, kind: .missingField(field))
      ])
  }

  @Test("A travel item needs its cities")
  func travelNeedsCities() {
    let text = example(
      replacingItem: "drive",
      with:
        #"{ "id": "drive", "kind": "travel", "title": "Drive", "after": "cubs", "before": "brewers", "day": 1, "sortOrder": 3 }"#
    )
    #expect(problems(text).map(\.kind) == [.missingField("from"), .missingField("to")])
  }

  @Test("An item with no usable id is named by its place in the list")
  func itemWithoutID() {
    let missing = example(
      replacingItem: "dinner",
      with: #"{ "kind": "custom", "title": "Dinner", "day": 1, "sortOrder": 1 }"#)
    #expect(
      problems(missing) == [
        FileProblem(subject: .itemNumber(2), line: 7, kind: .missingField("id"))
      ])
    let empty = example(
      replacingItem: "dinner",
      with: #"{ "id": "", "kind": "custom", "title": "Dinner", "day": 1, "sortOrder": 1 }"#)
    #expect(problems(empty) == [FileProblem(subject: .itemNumber(2), line: 7, kind: .emptyID)])
    let number = example(
      replacingItem: "dinner",
      with: #"{ "id": 7, "kind": "custom", "title": "Dinner", "day": 1, "sortOrder": 1 }"#)
    #expect(
      problems(number) == [
        FileProblem(
          subject: .itemNumber(2), line: 7,
          kind: .wrongType(field: "id", expected: .string, found: .number))
      ])
  }

  @Test("A field written twice is refused")
  func duplicateField() {
    let text = example(
      replacingItem: "dinner",
      with:
        #"{ "id": "dinner", "kind": "custom", "title": "Dinner", "day": 1, "day": 2, "sortOrder": 1 }"#
    )
    #expect(
      problems(text) == [
        FileProblem(subject: .item("dinner"), line: 7, kind: .duplicateField("day"))
      ])
  }

  @Test("Days must be objects with text labels and cities")
  func badDays() {
    let text = specExample.replacingOccurrences(
      of: #"{ "label": "Saturday, June 6" }"#, with: #"{ "label": 6 }, "Sunday""#)
    #expect(
      problems(text) == [
        FileProblem(
          subject: .day(2), line: 4,
          kind: .wrongType(field: "label", expected: .string, found: .number)),
        FileProblem(
          subject: .day(3), line: 4,
          kind: .wrongType(field: "day", expected: .object, found: .string)),
      ])
  }

  @Test("Every problem in a file is listed at once, in line order, each naming its item")
  func everyProblemAtOnce() {
    let text = """
      {
        "format": 1, "title": "Broken", "days": [ {} ],
        "items": [
          { "id": "a", "kind": "custom", "title": "A", "day": 2, "sortOrder": 1 },
          { "id": "b", "kind": "boat", "title": "B", "day": 1, "sortOrder": 1 },
          { "id": "c", "kind": "travel", "title": "C", "from": "X", "to": "Y", "after": "a", "day": 1, "sortOrder": 2 },
          { "id": "d", "kind": "custom", "title": "D", "day": 1, "sortOrder": "x" },
          { "id": "c", "kind": "game", "title": "C again", "day": 1, "sortOrder": 3 }
        ]
      }
      """
    let found = problems(text)
    #expect(found.map(\.subject) == [.item("a"), .item("b"), .item("c"), .item("c"), .item("d")])
    #expect(found.map(\.line) == [4, 5, 6, 6, 7])
    #expect(
      found.map(\.kind) == [
        .rule(.dayOutOfRange("a", day: 2, dayCount: 1)),
        .unknownKind("boat"),
        .rule(.duplicateID("c", count: 2)),
        .rule(.anchorNotAGame("c", anchor: .after, named: "a")),
        .wrongType(field: "sortOrder", expected: .number, found: .string),
      ])
  }

  @Test("A travel item with a field missing still has its anchors checked, in the same run")
  func brokenTravelAnchors() {
    let text = example(
      replacingItem: "drive",
      with:
        #"{ "id": "drive", "kind": "travel", "title": "Drive", "to": "Milwaukee", "after": "nowhere", "before": "dinner", "day": 1, "sortOrder": 3 }"#
    )
    #expect(
      problems(text).map(\.kind) == [
        .missingField("from"),
        .rule(.anchorNotFound("drive", anchor: .after, named: "nowhere")),
        .rule(.anchorNotAGame("drive", anchor: .before, named: "dinner")),
      ])
  }

  @Test("An item with a field wrong is still placed: its day and shared sortOrder are reported")
  func brokenItemStillPlaced() {
    let text = example(
      replacingItem: "dinner",
      with: #"{ "id": "dinner", "kind": "boat", "title": "Dinner", "day": 1, "sortOrder": 2 }"#)
    #expect(
      problems(text).map(\.kind) == [
        .rule(.sharedSortOrder(["cubs", "dinner"], day: 1, sortOrder: 2)),
        .unknownKind("boat"),
      ])
  }

  @Test(
    "A blank title is refused, naming the item",
    arguments: [#""""#, #""   ""#, #""\t \n""#, #""\u001b[31m\u001b[0m""#])
  func blankTitle(title: String) {
    let text = example(
      replacingItem: "dinner",
      with: #"{ "id": "dinner", "kind": "custom", "title": "# + title
        + #", "day": 1, "sortOrder": 1 }"#)
    #expect(
      problems(text) == [
        FileProblem(subject: .item("dinner"), line: 7, kind: .rule(.emptyTitle("dinner")))
      ])
  }

  @Test("A travel anchor naming an item that is itself broken is not reported twice")
  func noCascade() {
    let text = example(
      replacingItem: "cubs",
      with: #"{ "id": "cubs", "kind": "game", "title": "Brewers at Cubs", "day": 1 }"#)
    #expect(
      problems(text) == [
        FileProblem(subject: .item("cubs"), line: 6, kind: .missingField("sortOrder"))
      ])
  }

  @Test("Random bytes never crash the reader, and anything read is a valid trip")
  func randomBytes() {
    var random = SplitMix64(seed: 3)
    let sample = Array(specExample.utf8)
    for round in 0..<3000 {
      var bytes = sample
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let index = Int.random(in: 0..<bytes.count, using: &random)
        switch round % 3 {
        case 0: bytes[index] = UInt8.random(in: 0...255, using: &random)
        case 1: bytes.remove(at: index)
        default: bytes.insert(UInt8.random(in: 0x20...0x7E, using: &random), at: index)
        }
      }
      if let document = try? TripDocument(bytes: bytes) {
        expectInvariants(document.trip)
      } else {
        #expect(!problems(bytes).isEmpty)
      }
    }
  }
}
