import Foundation
import ItineraryCore
import ReorderCommands
import Testing
import TripTestSupport

/// Steps as they arrive: a device's own order, and an item held.
extension SharedEditorTests {
  @Test(
    "A device's steps that arrive out of their order wait for the earlier: none is said as not made"
  )
  func ownOrderWaits() throws {
    var (phone, laptop) = try Self.devices()
    _ = phone.perform(.move(.down, on: "lunch"))
    _ = phone.perform(.edit(.rename("Deep dish"), on: "lunch"))
    _ = phone.perform(.move(.toDay(3), on: "lunch"))
    let sent = phone.takeUnsent()
    #expect(sent.count == 3)
    // The second and third first: nothing is made or said yet.
    #expect(laptop.receive([sent[2], sent[1]]).isEmpty)
    #expect(laptop.editor.trip == (try Sample.trip()))
    // Then the first: all three, in their order, each said as made.
    let heard = Self.sentences(laptop.receive([sent[0], sent[2]]), on: laptop)
    #expect(heard.count == 3, "\(heard)")
    #expect(heard.allSatisfy { !$0.contains("not made") }, "\(heard)")
    #expect(laptop.receive(sent).isEmpty)
    #expect(heard.first == "Lucía moved Lunch at Lou Malnati's to position 2 of day 1.")
    #expect(laptop.editor.trip == phone.editor.trip)
  }

  @Test("A step received while an item is held waits for the drop")
  func waitsForTheDrop() throws {
    var (phone, laptop) = try Self.devices()
    _ = laptop.perform(.grabItem("museum"))
    _ = phone.perform(.move(.toDay(2), on: "lunch"))
    #expect(laptop.receive(phone.takeUnsent()).isEmpty)
    #expect(laptop.editor.trip.position(of: "lunch")?.day == 1)
    _ = laptop.perform(.move(.toDay(1), on: nil))
    // The drop is said where the item stands once the steps that waited
    // are in: Lunch went to day 2, so the museum is one place higher.
    let dropped = laptop.perform(.drop)
    #expect(
      laptop.renderer.text(for: dropped) == "Dropped Mill City Museum at position 3 of day 1.")
    let heard = laptop.takeHeard()
    #expect(heard.count == 1)
    #expect(laptop.editor.trip.position(of: "lunch")?.day == 2)
    phone.receive(laptop.takeUnsent())
    #expect(phone.editor.trip == laptop.editor.trip)
  }
}
