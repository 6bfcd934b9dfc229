import ItineraryCore
import ReorderCommands
import Testing

@Suite("File problems are said as one short sentence each, naming the item")
struct ProblemRendererTests {
  let renderer = ProblemRenderer()

  @Test(
    "Each kind of file problem has its sentence",
    arguments: [
      (FileProblem(subject: .file, line: nil, kind: .empty), "The file is empty."),
      (
        FileProblem(subject: .file, line: 3, kind: .notJSON(.expectedCommaOrBrace, column: 5)),
        "Line 3, column 5 is not valid JSON, expected a comma or a closing brace."
      ),
      (
        FileProblem(subject: .file, line: 9, kind: .notJSON(.unexpectedEnd, column: 1)),
        "Line 9, column 1 is not valid JSON, the file ends too soon."
      ),
      (
        FileProblem(subject: .file, line: 1, kind: .notATrip(found: .array)),
        "The file is JSON but not a trip. It holds a list instead of an object."
      ),
      (
        FileProblem(subject: .file, line: 1, kind: .missingField("items")),
        "The file at line 1 has no items."
      ),
      (
        FileProblem(subject: .file, line: 2, kind: .unsupportedFormat("2")),
        "The file is format 2, newer than this version reads. It reads format 1."
      ),
      (
        FileProblem(subject: .file, line: 2, kind: .unsupportedFormat("0")),
        "The file is format 0. Only format 1 is read."
      ),
      (
        FileProblem(
          subject: .item("dinner"), line: 7,
          kind: .wrongType(field: "day", expected: .wholeNumber, found: .string)),
        "Item dinner at line 7 has day as text. It must be a whole number."
      ),
      (
        FileProblem(subject: .item("dinner"), line: 7, kind: .unknownKind("meal")),
        "Item dinner at line 7 has kind meal, which is unknown. It must be game, fixed, travel or custom."
      ),
      (
        FileProblem(subject: .itemNumber(2), line: 7, kind: .missingField("id")),
        "Item 2 at line 7 has no id."
      ),
      (
        FileProblem(subject: .itemNumber(2), line: 7, kind: .emptyID),
        "Item 2 at line 7 has an empty id."
      ),
      (
        FileProblem(subject: .day(2), line: 4, kind: .duplicateField("city")),
        "Day 2 at line 4 has city written twice."
      ),
      (
        FileProblem(subject: .item("x"), line: 5, kind: .numberTooLarge(field: "sortOrder")),
        "Item x at line 5 has a number too large in sortOrder."
      ),
      (
        FileProblem(
          subject: .item("dinner"), line: 7,
          kind: .rule(.dayOutOfRange("dinner", day: 5, dayCount: 3))),
        "Item dinner at line 7. Day 5 is out of range, the trip has days 1 to 3."
      ),
      (
        FileProblem(
          subject: .item("cubs"), line: 6,
          kind: .rule(.sharedSortOrder(["cubs", "dinner", "x"], day: 1, sortOrder: 2))),
        "Item cubs at line 6. It shares sortOrder 2 on day 1 with dinner and x."
      ),
      (
        FileProblem(
          subject: .item("drive"), line: 8,
          kind: .rule(.anchorNotFound("drive", anchor: .after, named: "cubz"))),
        "Item drive at line 8. Its after names cubz, which is not in the trip."
      ),
      (
        FileProblem(
          subject: .item("drive"), line: 8,
          kind: .rule(.anchorNotAGame("drive", anchor: .before, named: "dinner"))),
        "Item drive at line 8. Its before names dinner, which is not a game or a fixed item."
      ),
      (
        FileProblem(
          subject: .item("drive"), line: 8, kind: .rule(.mustComeAfter("drive", game: "cubs"))),
        "Item drive at line 8. It is placed before cubs, but must come after it."
      ),
      (
        FileProblem(
          subject: .item("drive"), line: 8, kind: .rule(.mustComeBefore("drive", game: "brewers"))),
        "Item drive at line 8. It is placed after brewers, but must come before it."
      ),
      (
        FileProblem(subject: .item("cubs"), line: 6, kind: .rule(.duplicateID("cubs", count: 2))),
        "Item cubs at line 6. This id is used by 2 items."
      ),
      (
        FileProblem(
          subject: .file, line: 3,
          kind: .rule(.startTooLate(TripDate(year: 9999, month: 12, day: 30) ?? .epoch, day: 2))),
        "The file at line 3. It starts 9999-12-30, so day 2 would fall after 9999-12-30, the last date a trip can have."
      ),
    ])
  func sentences(problem: FileProblem, sentence: String) {
    #expect(renderer.sentence(for: problem) == sentence)
  }

  @Test("Access errors say what could not be done and why")
  func accessErrors() {
    #expect(
      renderer.sentence(
        for: FileAccessError(path: "trip.json", operation: .read, reason: .noSuchFile))
        == "Can't open trip.json. There is no such file.")
    #expect(
      renderer.sentence(
        for: FileAccessError(path: "out/trip.json", operation: .write, reason: .noSuchFolder))
        == "Can't save to out/trip.json. The folder does not exist.")
    #expect(
      renderer.sentence(for: FileAccessError(path: "/", operation: .write, reason: .diskFull))
        == "Can't save to /. The disk is full.")
  }

  @Test("Text from a file never brings an escape code or a control character into a sentence")
  func hostileText() {
    let id = ItemID("evil\u{1B}[31mred\u{7}\n\u{9B}2J")
    let sentence = renderer.sentence(
      for: FileProblem(subject: .item(id), line: 1, kind: .unknownKind("\u{1B}]0;title\u{7}")))
    #expect(
      !sentence.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    #expect(
      sentence
        == "Item evilred at line 1 has a kind that is unknown. It must be game, fixed, travel or custom."
    )
  }

  @Test("An id or a field with nothing to say once cleaned leaves no gap in the sentence")
  func unspeakableText() {
    #expect(
      renderer.sentence(
        for: FileProblem(subject: .item("\u{1B}[0m"), line: 2, kind: .duplicateField("\u{7}")))
        == "An item at line 2 has a field written twice.")
  }

  @Test("Very long text from a file is cut, so a sentence stays short")
  func longText() {
    let sentence = renderer.sentence(
      for: TripProblem.emptyTitle(ItemID(String(repeating: "x", count: 10_000))))
    #expect(sentence.count < 120)
  }

  @Test("Every sentence ends with a full stop")
  func fullStops() {
    let problems: [TripProblem] = [
      .noDays, .emptyID(itemNumber: 3), .emptyTitle("a"), .sortOrderNotFinite("a"),
      .dayOutOfRange("a", day: 2, dayCount: 1), .dayOutOfRange("a", day: 2, dayCount: 0),
    ]
    for problem in problems {
      #expect(renderer.sentence(for: problem).hasSuffix("."))
    }
    #expect(renderer.sentence(for: .noDays) == "The trip. It has no days.")
    #expect(
      renderer.sentence(for: .dayOutOfRange("a", day: 2, dayCount: 1))
        == "Item a. Day 2 is out of range, the trip has only day 1.")
  }
}
