import ItineraryCore
import ReorderCommands

/// A question is its asker's: answered only by the holder of the seat that
/// asked it, while the others read and wait, hearing who answers.
extension SharedSession {
  /// The refusal of `request` from a seat of `holder` while a question it
  /// did not ask waits, naming who answers; `nil` when it may go on.
  func questionRefusal(for request: SeatRequest, from holder: String, in catalog: Catalog)
    -> String?
  {
    guard session.isAsking, let asker, asker.holder != holder else { return nil }
    switch request {
    case .answers:
      return SessionText(catalog: catalog)(
        .questionNotYours, ["person": SharedSession.spoken(asker.person, in: catalog)])
    case .points, .reads:
      return nil
    default:
      return waitSentence(in: catalog)
    }
  }

  /// "Can't change the trip yet. Sam is answering a question first."
  func waitSentence(in catalog: Catalog) -> String {
    SessionText(catalog: catalog)(
      .waitForAnswer, ["person": SharedSession.spoken(asker?.person, in: catalog)])
  }

  /// Notes who asked the question now waiting, once a request from a seat
  /// of `holder` by `person` is answered: a question it raised is theirs.
  mutating func noteQuestion(from holder: String, by person: String?) {
    guard session.isAsking else {
      asker = nil
      return
    }
    if asker == nil { asker = (holder, person) }
  }

  /// Notes that a question the session asks on its own (at its start: a
  /// journal to restore) is `seat`'s, whose person is `person`.
  public mutating func noteQuestion(askedAt seat: Seat, by person: String?) {
    noteQuestion(from: seat.holder, by: person)
  }

  /// Whether `seat` may see the question waiting: the seats of the holder
  /// who asked it do; a library's own call, with no seat, does too.
  public func showsQuestion(to seat: Seat?) -> Bool {
    guard let asker, let seat else { return true }
    return asker.holder == seat.holder
  }

  /// Whether a question waits that `seat`'s holder did not ask.
  public func waitsForAnother(at seat: Seat) -> Bool {
    session.isAsking && !showsQuestion(to: seat)
  }
}

extension SharedSession {
  /// What the session says before anything is asked (another session
  /// holding the file, a journal to restore); a question it asks is
  /// `seat`'s, whose person is `person`, and only that seat's holder
  /// answers it.
  public mutating func start(at seat: Seat, by person: String?) -> Reply {
    let reply = session.start()
    noteQuestion(from: seat.holder, by: person)
    return reply
  }
}
