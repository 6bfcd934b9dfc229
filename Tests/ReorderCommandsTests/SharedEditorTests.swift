import Foundation
import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

/// Devices sharing one list: each change made on one is a step the others
/// take in, in one order everywhere.
@Suite("Two devices, one list: steps between devices")
struct SharedEditorTests {
  /// Two devices on the sample trip: Lucía's phone and Marco's laptop.
  static func devices() throws -> (SharedEditor, SharedEditor) {
    let trip = try Sample.trip()
    return (
      SharedEditor(Editor(trip: trip), device: "phone", author: "Lucía"),
      SharedEditor(Editor(trip: trip), device: "laptop", author: "Marco")
    )
  }

  /// What a device says of what it heard.
  static func sentences(_ heard: [SharedEditor.Heard], on device: SharedEditor) -> [String] {
    heard.map(device.renderer.text(of:))
  }

  @Test("A step made on one device is made on the other and said with its author's name")
  func stepIsMadeAndSaid() throws {
    var (phone, laptop) = try Self.devices()
    _ = phone.perform(.move(.down, on: "lunch"))
    let sent = phone.takeUnsent()
    #expect(sent.count == 1)
    #expect(sent.first?.author == "Lucía")
    #expect(sent.first?.revision == 1)
    let heard = laptop.receive(sent)
    #expect(
      Self.sentences(heard, on: laptop) == [
        "Lucía moved Lunch at Lou Malnati's to position 2 of day 1."
      ])
    #expect(laptop.editor.trip == phone.editor.trip)
    // A repeat changes nothing and says nothing.
    #expect(laptop.receive(sent).isEmpty)
    #expect(laptop.editor.trip == phone.editor.trip)
    #expect(phone.takeUnsent().isEmpty)
  }

  @Test("A step is Codable: sent as JSON, it is taken in as made")
  func stepsAreCodable() throws {
    var (phone, laptop) = try Self.devices()
    _ = phone.perform(.move(.toDay(3), on: "lunch"))
    _ = phone.perform(.edit(.rename("Deep dish"), on: "lunch"))
    _ = phone.undo()
    let sent = phone.takeUnsent()
    let data = try JSONEncoder().encode(sent)
    let read = try JSONDecoder().decode([SharedStep].self, from: data)
    #expect(read == sent)
    #expect(read.map(\.kind) == [.made, .made, .undid(sent[1].id)])
    laptop.receive(read)
    #expect(laptop.editor.trip == phone.editor.trip)
    #expect(laptop.editor.trip.item("lunch")?.title == "Lunch at Lou Malnati's")
  }

  @Test("Two moves of one item at once: one is made everywhere, the other taken back and said")
  func conflictingMoves() throws {
    var (phone, laptop) = try Self.devices()
    _ = phone.perform(.move(.toDay(3), on: "lunch"))
    _ = laptop.perform(.move(.toDay(2), on: "lunch"))
    let fromPhone = phone.takeUnsent()
    let fromLaptop = laptop.takeUnsent()
    // Same revision: the laptop's name comes first, so its move is made.
    let heardOnPhone = phone.receive(fromLaptop)
    let heardOnLaptop = laptop.receive(fromPhone)
    #expect(phone.editor.trip == laptop.editor.trip)
    #expect(phone.editor.trip.position(of: "lunch")?.day == 2)
    #expect(
      Self.sentences(heardOnPhone, on: phone) == [
        "Marco moved Lunch at Lou Malnati's to position 4 of day 2.",
        "Your change to Lunch at Lou Malnati's was taken back. Marco changed it first.",
      ])
    #expect(
      Self.sentences(heardOnLaptop, on: laptop) == [
        "Lucía's change to Lunch at Lou Malnati's was not made. You changed it first."
      ])
    // An app shows the steps not made apart: each device has one.
    #expect(heardOnPhone.map(\.isRefusal) == [false, true])
    #expect(heardOnLaptop.map(\.isRefusal) == [true])
    // The step taken back is no one's to undo: Lucía has nothing to undo.
    #expect(phone.undo() == .nothingOfYoursToUndo)
  }

  @Test("Moves of two items into one gap at once both land, one just before the other")
  func movesIntoOneGap() throws {
    var (phone, laptop) = try Self.devices()
    _ = phone.perform(.move(.toPosition(Position(day: 3, rank: 2)), on: "lunch"))
    _ = laptop.perform(.move(.toPosition(Position(day: 3, rank: 2)), on: "museum"))
    let fromPhone = phone.takeUnsent()
    phone.receive(laptop.takeUnsent())
    let heard = laptop.receive(fromPhone)
    #expect(phone.editor.trip == laptop.editor.trip)
    #expect(identicalPlacements(phone.editor.trip, laptop.editor.trip))
    #expect(phone.editor.trip.position(of: "lunch")?.day == 3)
    #expect(phone.editor.trip.position(of: "museum")?.day == 3)
    #expect(heard.count == 1)
    #expect(heard.first?.person == "Lucía")
  }

  @Test("Adds at once on two devices both land on every device")
  func addsAtOnce() throws {
    var (phone, laptop) = try Self.devices()
    _ = phone.perform(.edit(.create(title: "Pizza", .day(1)), on: nil))
    _ = laptop.perform(.edit(.create(title: "Tacos", .day(1)), on: nil))
    let fromPhone = phone.takeUnsent()
    phone.receive(laptop.takeUnsent())
    laptop.receive(fromPhone)
    #expect(phone.editor.trip == laptop.editor.trip)
    #expect(
      phone.editor.trip.items(onDay: 1).map(\.title).suffix(2).sorted() == ["Pizza", "Tacos"])
  }

  @Test("Each person's undo takes back their own step, though another's came after it")
  func undoIsOwn() throws {
    var (phone, laptop) = try Self.devices()
    _ = phone.perform(.move(.toDay(3), on: "lunch"))
    laptop.receive(phone.takeUnsent())
    _ = laptop.perform(.move(.toDay(2), on: "museum"))
    phone.receive(laptop.takeUnsent())
    let said = phone.undo()
    #expect(
      phone.renderer.text(for: said)
        == "Undid move of Lunch at Lou Malnati's. Back at position 1 of day 1.")
    let heard = laptop.receive(phone.takeUnsent())
    #expect(
      Self.sentences(heard, on: laptop) == [
        "Lucía undid a move. Lunch at Lou Malnati's is back at position 1 of day 1."
      ])
    #expect(phone.editor.trip == laptop.editor.trip)
    #expect(laptop.editor.trip.position(of: "museum")?.day == 2)
    // Her redo, on her device, makes it again everywhere.
    _ = phone.redo()
    laptop.receive(phone.takeUnsent())
    #expect(laptop.editor.trip.position(of: "lunch")?.day == 3)
    #expect(phone.editor.trip == laptop.editor.trip)
  }

  @Test("The app's rule is a check of every step taken in, as of every move made here")
  func ruleChecksSteps() throws {
    var (phone, laptop) = try Self.devices()
    // Only the laptop has the rule: a step it refuses, the phone must too
    // to agree, so every device is given the same rule.
    let rule = MoveRuleFunction { item, position, _ in
      item.id == "lunch" && position.day == 4 ? "lunch stays off day 4" : nil
    }
    phone.moveRule = rule
    laptop.moveRule = rule
    var sneaky = phone
    sneaky.moveRule = nil
    _ = sneaky.perform(.move(.toDay(4), on: "lunch"))
    let heard = laptop.receive(sneaky.takeUnsent())
    #expect(
      Self.sentences(heard, on: laptop) == [
        "Lucía's change to Lunch at Lou Malnati's was not made. Lunch stays off day 4."
      ])
    #expect(laptop.editor.trip.position(of: "lunch")?.day == 1)
    // Her undo of the step never made there changes nothing there, and
    // says nothing.
    _ = sneaky.undo()
    #expect(laptop.receive(sneaky.takeUnsent()).isEmpty)
    #expect(laptop.editor.trip.position(of: "lunch")?.day == 1)
  }

  @Test(
    "Three devices over a channel that delays, reorders and repeats end with one list, each undo its own",
    arguments: 0..<8)
  func threeDevicesConverge(batch: UInt64) throws {
    var random = SplitMix64(seed: 9100 + batch)
    // What the devices heard: others' steps made, others' not made, and
    // their own taken back. A run that heard none of the last two did not
    // test what it is for.
    var heard: [String: Int] = [:]
    for _ in 0..<10 {
      let trip = try RandomTrip.make(using: &random)
      var devices = ["Ana", "Ben", "Cai"].map {
        SharedEditor(Editor(trip: trip), device: $0.lowercased(), author: $0)
      }
      var channel = Channel()
      for tick in 0..<80 {
        let who = Int.random(in: 0..<devices.count, using: &random)
        let command = EditorPropertyTests.randomCommand(for: devices[who].editor, using: &random)
        _ = devices[who].perform(command)
        expectInvariants(devices[who].editor.trip)
        channel.send(devices[who].takeUnsent(), from: who, to: devices.count, at: tick, &random)
        for (to, steps) in channel.arrivals(at: tick, &random) {
          for told in devices[to].receive(steps) {
            let sentence = devices[to].renderer.text(of: told)
            #expect(sentence.hasSuffix("."), "\(sentence)")
            switch told.announcement {
            case .stepNotMade: heard["not made", default: 0] += 1
            case .stepTakenBack: heard["taken back", default: 0] += 1
            default: heard["made", default: 0] += 1
            }
          }
          expectInvariants(devices[to].editor.trip)
        }
      }
      try Self.settle(&devices, &channel, &random)
      // Each person's undo takes back their own newest step, or is
      // refused naming another's in its way; never another's step.
      for index in devices.indices {
        let author = devices[index].author
        let own = devices[index].editor.history.undoStep(of: author)
        let redoBefore = devices[index].editor.history.redoSteps.count
        let said = devices[index].undo()
        if devices[index].editor.history.redoSteps.count > redoBefore {
          let undone = try #require(devices[index].editor.history.redoSteps.last)
          #expect(undone.author == author)
          #expect(undone.item == own?.item)
        } else if case .undoBlocked(let step, let blocking) = said {
          #expect(step.author == author)
          #expect(blocking.author != author)
        } else {
          #expect(own == nil, "\(said)")
        }
        channel.send(devices[index].takeUnsent(), from: index, to: devices.count, at: 100, &random)
      }
      try Self.settle(&devices, &channel, &random)
    }
    #expect(heard["made", default: 0] > 100, "\(heard)")
    #expect(heard["not made", default: 0] > 0, "\(heard)")
    #expect(heard["taken back", default: 0] > 0, "\(heard)")
  }

  /// Drops every grab, delivers everything in flight, in any order, and
  /// checks that every device has the same list and the same history.
  static func settle(
    _ devices: inout [SharedEditor], _ channel: inout Channel, _ random: inout SplitMix64
  ) throws {
    for index in devices.indices where devices[index].editor.grab != nil {
      _ = devices[index].perform(.cancel)
      channel.send(devices[index].takeUnsent(), from: index, to: devices.count, at: 99, &random)
    }
    for (to, steps) in channel.arrivals(at: .max, &random) {
      devices[to].receive(steps)
    }
    let first = devices[0]
    for device in devices.dropFirst() {
      #expect(device.editor.trip == first.editor.trip)
      #expect(identicalPlacements(device.editor.trip, first.editor.trip))
      #expect(device.steps == first.steps)
      #expect(
        device.editor.history.undoSteps.map(\.author)
          == first.editor.history.undoSteps.map(\.author))
    }
    expectInvariants(first.editor.trip)
  }
}

/// Messages between devices that arrive late, out of order, and some twice.
struct Channel {
  private var inFlight: [(at: Int, to: Int, steps: [SharedStep])] = []

  /// Sends `steps` from device `from` to every other, each after a delay
  /// of its own, and some twice.
  mutating func send(
    _ steps: [SharedStep], from: Int, to count: Int, at tick: Int, _ random: inout SplitMix64
  ) {
    guard !steps.isEmpty else { return }
    for to in 0..<count where to != from {
      inFlight.append((tick + Int.random(in: 0...6, using: &random), to, steps))
      if Int.random(in: 0..<4, using: &random) == 0 {
        inFlight.append((tick + Int.random(in: 0...12, using: &random), to, steps))
      }
    }
  }

  /// The messages due by `tick`, in a shuffled order.
  mutating func arrivals(at tick: Int, _ random: inout SplitMix64) -> [(Int, [SharedStep])] {
    let due = inFlight.filter { $0.at <= tick }.shuffled(using: &random)
    inFlight.removeAll { $0.at <= tick }
    return due.map { ($0.to, $0.steps) }
  }
}
