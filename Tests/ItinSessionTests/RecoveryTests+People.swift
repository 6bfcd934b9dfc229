import ItinSession
import SessionTestSupport
import Testing
import TripTestSupport

extension RecoveryTests {
  @Test("An undo among another's moves, taken back beside the place it had, comes back as it was")
  func undoAmongOthersRestores() throws {
    let place = Place()
    var crashed = try place.session()
    // Drinks, last of day 1, goes to day 2; Sam's move of another item to
    // the end of day 1 takes the number of the place Drinks goes back to.
    crashed.person = "Ana"
    crashed.type("focus wrigleyville", "move to day 2")
    crashed.person = "Sam"
    crashed.type("focus museum", "move to day 1")
    crashed.person = "Ana"
    let undo = crashed.say("undo")
    #expect(undo == "Undid move of Drinks in Wrigleyville. Back at position 3 of day 1.")
    let lost = crashed.trip
    var session = try place.session()
    _ = session.recoveryOffer()
    #expect(session.say("y").hasPrefix("Restored"))
    #expect(session.trip == lost)
  }
}
