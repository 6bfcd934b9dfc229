import Foundation
import ItinExport
import ItinSession
import ItineraryCore
import ReorderCommands
import Testing

/// The examples of several people changing one list.
extension Snippets {
  func severalPeople() throws {
    // snippet: several-people
    var editor = Editor(trip: try SampleTrip.document().trip)
    editor.author = "Sam"
    _ = editor.perform(.down, on: "lunch")
    editor.author = "Ana"
    let moved = editor.perform(.toDay(3), on: "museum")
    // Everyone but Ana hears her move with her name.
    print(editor.renderer.text(for: moved, by: "Ana"))
    // Ana moved Mill City Museum to position 4 of day 3.
    // Sam's undo takes back his own move, not Ana's later one.
    editor.author = "Sam"
    print(editor.renderer.text(for: editor.undo()))
    // Undid move of Lunch at Lou Malnati's. Back at position 1 of day 1.
    // end snippet
  }

  func sharedSession() throws {
    // snippet: shared-session
    let session = Session(document: try SampleTrip.document(), path: nil)
    var shared = SharedSession(session: session)
    let sam = SharedSession.Seat(holder: "terminal")
    let ana = SharedSession.Seat(holder: "1", tab: "a")
    _ = shared.handle("focus museum", at: sam, by: "Sam", in: .english)
    _ = shared.handle("grab", at: sam, by: "Sam", in: .english)
    let drop = shared.perform(.endsGrab, at: ana, by: "Ana", in: .english) {
      $0.change { $0.drop() }.reply
    }
    if case .refused(let why) = drop { print(why) }
    // Can't drop Mill City Museum. Sam is holding it, and only Sam can drop it or put it back.
    // end snippet
  }

  func tripChange() throws {
    // snippet: trip-change
    var editor = Editor(trip: try SampleTrip.document().trip)
    let renderer = AnnouncementRenderer()
    print(renderer.text(for: editor.perform(.start(TripDate(year: 2027, month: 6, day: 5)))))
    // Trip starts Saturday, June 5, 2027.
    print(renderer.text(for: editor.perform(.addDay(.after(5)))))
    // Added day 6, Thursday, June 10.
    print(renderer.text(for: editor.perform(.removeDay(2))))
    // Can't remove day 2. It holds Cubs at Brewers.
    print(renderer.text(for: editor.undo()))
    // Undid adding day 6.
    // end snippet
  }

  func sharedEditor() throws {
    // snippet: shared-editor
    let trip = try SampleTrip.document().trip
    var phone = SharedEditor(Editor(trip: trip), device: "phone", author: "Lucía")
    var laptop = SharedEditor(Editor(trip: trip), device: "laptop", author: "Marco")
    _ = phone.perform(.move(.down, on: "lunch"))
    let heard = laptop.receive(phone.takeUnsent()).map(laptop.renderer.text(of:))
    print(heard.joined(separator: " "))
    // Lucía moved Lunch at Lou Malnati's to position 2 of day 1.
    // end snippet
  }

  func twoDevices() throws {
    // snippet: two-devices
    let trip = try SampleTrip.document().trip
    var phone = SharedEditor(Editor(trip: trip), device: "phone", author: "Lucía")
    var laptop = SharedEditor(Editor(trip: trip), device: "laptop", author: "Marco")

    // Both move the same stop at once, neither knowing of the other's move.
    _ = phone.perform(.move(.toDay(3), on: "lunch"))
    _ = laptop.perform(.move(.toDay(2), on: "lunch"))

    // The steps travel as JSON, by whatever carries them.
    let fromPhone = try JSONEncoder().encode(phone.takeUnsent())
    let fromLaptop = try JSONEncoder().encode(laptop.takeUnsent())
    let toPhone = try JSONDecoder().decode([SharedStep].self, from: fromLaptop)
    let onPhone = phone.receive(toPhone).map(phone.renderer.text(of:))
    print(onPhone.joined(separator: " "))
    // Marco moved Lunch at Lou Malnati's to position 4 of day 2. Your change to Lunch at Lou Malnati's was taken back. Marco changed it first.
    let toLaptop = try JSONDecoder().decode([SharedStep].self, from: fromPhone)
    let onLaptop = laptop.receive(toLaptop).map(laptop.renderer.text(of:))
    print(onLaptop.joined(separator: " "))
    // Lucía's change to Lunch at Lou Malnati's was not made. You changed it first.
    print(phone.editor.trip == laptop.editor.trip)
    // true

    // Each undo is its own: Marco's takes back his move, on both devices.
    print(laptop.renderer.text(for: laptop.undo()))
    // Undid move of Lunch at Lou Malnati's. Back at position 1 of day 1.
    let undone = phone.receive(laptop.takeUnsent()).map(phone.renderer.text(of:))
    print(undone.joined(separator: " "))
    // Marco undid a move. Lunch at Lou Malnati's is back at position 1 of day 1.
    // end snippet
  }
}
