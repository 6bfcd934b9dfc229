import Foundation
import ItineraryCore
import Testing
import TripTestSupport

/// A folder of its own for one test, removed afterwards.
struct TemporaryFolder: ~Copyable {
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("itin-a11y-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  func file(_ name: String) -> String {
    (path as NSString).appendingPathComponent(name)
  }

  var contents: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }
}

@Suite("Saving writes only what changed, atomically")
struct SaveTests {
  @Test("Saving with no change writes the same bytes", arguments: [specExample, SampleTrip.json])
  func unchangedSave(text: String) throws {
    let document = try TripDocument(bytes: Array(text.utf8))
    #expect(try document.bytes(saving: document.trip) == Array(text.utf8))
    #expect(!document.hasChanges(in: document.trip))
  }

  @Test(
    "A move rewrites only the moved item's day and sortOrder; everything else stays to the byte")
  func onlyChangedValues() throws {
    let text = """
      {"zeta": [1, {"deep": true}], "format": 1.0, "title": "T",
       "days": [{"label": "One", "weather": "sunny"}, {"city": "B"}],
       "items": [
        {"sortOrder": 2.50, "id": "a", "kind": "custom", "title": "A", "day": 1, "note": "keep me"},
        {"id": "b", "kind": "custom", "title": "B", "day": 1, "sortOrder": 1E1},
        {"id": "c", "kind": "custom", "title": "C", "day": 2, "sortOrder": -0}
       ], "extra": null}
      """
    let document = try TripDocument(bytes: Array(text.utf8))
    var trip = document.trip
    try trip.move("a", to: Position(day: 2, rank: 1))
    #expect(document.hasChanges(in: trip))
    let saved = String(decoding: try document.bytes(saving: trip), as: UTF8.self)
    // Day 2 holds only c, at -0: a goes before it, one below, at -1.
    let expected =
      text
      .replacingOccurrences(
        of: #"{"sortOrder": 2.50, "id": "a", "kind": "custom", "title": "A", "day": 1,"#,
        with: #"{"sortOrder": -1, "id": "a", "kind": "custom", "title": "A", "day": 2,"#)
    #expect(saved == expected)
    let reread = try TripDocument(bytes: Array(saved.utf8))
    #expect(reread.trip == trip)
  }

  @Test("Unknown fields at every level survive a move and a save")
  func unknownFieldsSurvive() throws {
    let text = specExample.replacingOccurrences(
      of: "\"format\": 1,", with: "\"format\": 1, \"app\": {\"v\": [1, 2]},"
    )
    .replacingOccurrences(of: #""city": "Chicago""#, with: #""city": "Chicago", "tz": "CT""#)
    .replacingOccurrences(
      of: #""id": "dinner","#, with: #""id": "dinner", "price": 42.00, "tags": ["food"],"#)
    var document = try TripDocument(bytes: Array(text.utf8))
    var trip = document.trip
    try trip.move("dinner", to: Position(day: 2, rank: 1))
    document = try document.saved(trip)
    let saved = String(decoding: document.bytes, as: UTF8.self)
    for kept in [#""app": {"v": [1, 2]}"#, #""tz": "CT""#, #""price": 42.00, "tags": ["food"]"#] {
      #expect(saved.contains(kept))
    }
  }

  @Test("Moves undone and saved give a file byte-identical to the one before")
  func undoneMovesSaveIdentically() throws {
    var random = SplitMix64(seed: 11)
    let document = try SampleTrip.document()
    var trip = document.trip
    var done: [[PlacementChange]] = []
    while done.count < 200 {
      guard let item = trip.items.randomElement(using: &random),
        let days = trip.validDays(for: item.id),
        !item.isFixed
      else { continue }
      let day = Int.random(in: days, using: &random)
      guard let ranks = trip.validPositions(for: item.id, onDay: day) else { continue }
      done.append(
        try trip.move(item.id, to: Position(day: day, rank: Int.random(in: ranks, using: &random))))
    }
    #expect(try document.bytes(saving: trip) != document.bytes)
    for changes in done.reversed() { try trip.restore(changes) }
    #expect(try document.bytes(saving: trip) == document.bytes)
  }

  @Test("Saving again and again after random moves always reads back as the trip in memory")
  func repeatedSaves() throws {
    var random = SplitMix64(seed: 5)
    for _ in 0..<60 {
      var document = TripDocument(trip: try RandomTrip.make(using: &random))
      var trip = document.trip
      for _ in 0..<8 {
        for _ in 0..<Int.random(in: 0...6, using: &random) {
          guard let item = trip.items.filter({ !$0.isFixed }).randomElement(using: &random),
            let days = trip.validDays(for: item.id)
          else { break }
          let day = Int.random(in: days, using: &random)
          guard let ranks = trip.validPositions(for: item.id, onDay: day) else { continue }
          try trip.move(
            item.id, to: Position(day: day, rank: Int.random(in: ranks, using: &random)))
        }
        document = try document.saved(trip)
        let reread = try TripDocument(bytes: document.bytes)
        #expect(reread.trip == trip)
        #expect(identicalPlacements(reread.trip, trip))
        #expect(
          try reread.bytes(saving: reread.trip) == document.bytes,
          "saving what was read gives the same bytes")
      }
    }
  }

  @Test("A trip made in code is written in the house style and reads back the same")
  func canonicalWriter() throws {
    let trip = try Trip(
      title: "Quotes \" and \\ and\nnew lines, café ⚾",
      days: [Day(label: "Friday", city: "Chicago"), Day(), Day(city: "Tab\there")],
      items: [
        Fixture.game("g", day: 1, 1), Fixture.custom("c", day: 2, 0.1),
        Fixture.travel("t", after: "g", before: nil, day: 3, -2.5e-8),
        Item(
          id: "odd \u{1}id", title: "Control \u{7} title", kind: .custom,
          placement: Placement(day: 1, sortOrder: 1e300)),
      ])
    let document = TripDocument(trip: trip)
    let reread = try TripDocument(bytes: document.bytes)
    #expect(reread.trip == trip)
    #expect(identicalPlacements(reread.trip, trip))
    #expect(reread.bytes == document.bytes)
    let text = String(decoding: document.bytes, as: UTF8.self)
    #expect(
      text.hasPrefix(
        "{\n  \"format\": 1,\n  \"title\": \"Quotes \\\" and \\\\ and\\nnew lines, café ⚾\",\n"))
    #expect(
      text.contains(
        #"    { "id": "g", "kind": "game", "title": "Game g", "day": 1, "sortOrder": 1 },"#))
    #expect(text.contains(#"{ "id": "odd \u0001id""#))
    #expect(text.hasSuffix("  ]\n}\n"))
  }

  @Test("Random trips written in code read back the same")
  func canonicalRoundTrip() throws {
    var random = SplitMix64(seed: 21)
    for _ in 0..<200 {
      let trip = try RandomTrip.make(using: &random)
      let reread = try TripDocument(bytes: TripDocument(trip: trip).bytes).trip
      #expect(reread == trip)
      #expect(identicalPlacements(reread, trip))
    }
  }

  @Test("Saving a trip that is not the document's trip is refused")
  func mismatch() throws {
    let document = try TripDocument(bytes: Array(specExample.utf8))
    let other = try SampleTrip.document().trip
    #expect(throws: DocumentMismatch.self) { try document.bytes(saving: other) }
  }

  @Test("Saving to a file replaces it whole, keeps its permissions and leaves no temporary file")
  func atomicSaveToFile() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("trip.json")
    #expect(FileManager.default.createFile(atPath: path, contents: Data(specExample.utf8)))
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
    var document = try TripDocument.open(atPath: path)
    var trip = document.trip
    try trip.move("dinner", to: Position(day: 2, rank: 1))
    document = try document.save(trip, toPath: path)
    #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) == document.bytes)
    #expect(try TripDocument.open(atPath: path).trip == trip)
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    #expect(folder.contents == ["trip.json"])
  }

  @Test("Save as to a new file creates it")
  func saveAsNewFile() throws {
    let folder = try TemporaryFolder()
    let document = try SampleTrip.document()
    _ = try document.save(document.trip, toPath: folder.file("copy.json"))
    #expect(
      try Array(Data(contentsOf: URL(fileURLWithPath: folder.file("copy.json"))))
        == Array(SampleTrip.json.utf8))
  }

  @Test(
    "Saving into a missing folder, onto a folder, or under a file fails with the reason and writes nothing"
  )
  func saveFailures() throws {
    let folder = try TemporaryFolder()
    let document = try SampleTrip.document()
    let cases: [(String, FileAccessError.Reason)] = [
      (folder.file("missing/trip.json"), .noSuchFolder),
      (folder.path, .isAFolder),
      (folder.file("plain/trip.json"), .notAFolder),
    ]
    #expect(FileManager.default.createFile(atPath: folder.file("plain"), contents: Data("x".utf8)))
    for (path, reason) in cases {
      #expect(
        throws: SaveError.access(FileAccessError(path: path, operation: .write, reason: reason))
      ) {
        try document.save(document.trip, toPath: path)
      }
    }
    #expect(folder.contents == ["plain"])
  }

  @Test("Opening a missing file, a folder, or a broken file says why, and never changes the file")
  func openFailures() throws {
    let folder = try TemporaryFolder()
    let missing = folder.file("nope.json")
    #expect(
      throws: TripFileError.unreadable(
        FileAccessError(path: missing, operation: .read, reason: .noSuchFile))
    ) {
      try TripDocument.open(atPath: missing)
    }
    #expect(
      throws: TripFileError.unreadable(
        FileAccessError(path: folder.path, operation: .read, reason: .isAFolder))
    ) {
      try TripDocument.open(atPath: folder.path)
    }
    let broken = folder.file("broken.json")
    let bytes = Data("{\"format\": 1,".utf8)
    #expect(FileManager.default.createFile(atPath: broken, contents: bytes))
    #expect(throws: TripFileError.self) { try TripDocument.open(atPath: broken) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: broken)) == bytes)
  }

  @Test(
    "Saving onto a symbolic link writes its target atomically and keeps the link",
    arguments: [true, false])
  func saveThroughLink(relative: Bool) throws {
    let linkFolder = try TemporaryFolder()
    let targetFolder = try TemporaryFolder()
    let target = targetFolder.file("real.json")
    _ = FileManager.default.createFile(atPath: target, contents: Data(SampleTrip.json.utf8))
    let link = linkFolder.file("trip.json")
    let destination =
      relative ? "../" + (targetFolder.path as NSString).lastPathComponent + "/real.json" : target
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: destination)
    // A link to the link: both are kept.
    let outer = linkFolder.file("outer.json")
    try FileManager.default.createSymbolicLink(atPath: outer, withDestinationPath: "trip.json")

    let document = try TripDocument.open(atPath: outer)
    var trip = document.trip
    _ = try trip.move("lunch", to: Position(day: 2, rank: 1))
    let saved = try document.save(trip, toPath: outer)

    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: outer) == "trip.json")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == destination)
    #expect(FileManager.default.contents(atPath: target) == Data(saved.bytes))
    #expect(try TripDocument.open(atPath: link).trip == trip)
    #expect(linkFolder.contents == ["outer.json", "trip.json"])
    #expect(targetFolder.contents == ["real.json"])
    #expect(!saved.hasChangedOnDisk(atPath: outer))
  }

  @Test("A loop of links is refused with its reason, and nothing is written")
  func linkLoop() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createSymbolicLink(atPath: folder.file("a"), withDestinationPath: "b")
    try FileManager.default.createSymbolicLink(atPath: folder.file("b"), withDestinationPath: "a")
    let document = try TripDocument(bytes: Array(SampleTrip.json.utf8))
    #expect(
      throws: SaveError.access(
        FileAccessError(path: folder.file("a"), operation: .write, reason: .linkLoop))
    ) {
      _ = try document.save(document.trip, toPath: folder.file("a"))
    }
    #expect(folder.contents == ["a", "b"])
  }
}
