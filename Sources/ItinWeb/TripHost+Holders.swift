// The web server needs Hummingbird, which the REPL trait brings: without
// it, an app on the libraries builds this target as nothing.
#if REPL
import ItinSession
import ItineraryCore
import ReorderCommands

/// What belongs to whom: a question is answered only where it was asked, a
/// grab is dropped or put back only by the page that holds it, and a key's
/// pages, streams and drags are bounded and go when the key is taken back.
///
/// A page is named by its key's number, a slash and the tab it names itself
/// (``WebServer/page(of:tab:)``); serve's terminal is ``terminalPage``, a
/// name no page can take. A question belongs to the key (or the terminal)
/// that asked it, so that a reload of the page that asked still answers it;
/// a grab to the tab that began it.
extension TripHost {
  /// The most event streams one key may hold open: a further one ends its
  /// oldest (whose page reconnects, if it is still open).
  static let streamsPerKey = 8
  /// The most pointer drags one key's tabs may have under way, and all
  /// pages together: a further one ends the oldest.
  static let dragsPerKey = 4
  static let dragsInAll = 256

  /// The key part of a page's name: what comes before its slash, or the
  /// whole name (serve's terminal, a library's own page).
  static func holder(of page: String) -> Substring {
    page.firstIndex(of: "/").map { page[..<$0] } ?? page[...]
  }

  // MARK: Questions

  /// The refusal of the request `act` from `page` while a question it did
  /// not ask waits.
  ///
  /// The refusal names who answers; it is `nil` when the request may go on.
  func questionRefusal(for act: WebAct, from page: String, in catalog: Catalog) -> String? {
    guard session.isAsking, let asker = questionAsker, asker.holder != TripHost.holder(of: page)
    else { return nil }
    switch act {
    case .answer:
      return WebText(catalog: catalog)(.questionNotYours, ["person": asker.name(in: catalog)])
    case .leave, .dragStart, .dragOver, .dragCancel:
      return nil
    default:
      return WebText(catalog: catalog)(.waitForAnswer, ["person": asker.name(in: catalog)])
    }
  }

  /// Notes who asked the question now waiting, once a request from `page`
  /// by `person` is answered: a question it raised is theirs to answer.
  func noteQuestion(from page: String, by person: String?) {
    guard session.isAsking else {
      questionAsker = nil
      return
    }
    if questionAsker == nil {
      questionAsker = Asker(holder: String(TripHost.holder(of: page)), person: person)
    }
  }

  /// Whether `page` may see the question waiting: the key or terminal that
  /// asked it does; a library's own call, with no page, does too.
  func showsQuestion(to page: String?) -> Bool {
    guard let asker = questionAsker, let page else { return true }
    return asker.holder == TripHost.holder(of: page)
  }

  /// Who asked a question: a key's number, or the terminal, and their name.
  struct Asker {
    var holder: String
    var person: String?

    func name(in catalog: Catalog) -> String {
      person.flatMap(WebServer.personName(typed:))
        ?? AnnouncementRenderer(catalog: catalog).someone
    }
  }

  // MARK: Grabs

  /// The refusal of a drop or a cancel from `page` of a grab another page
  /// holds, naming its holder; `nil` when it is `page`'s, or none is under
  /// way.
  func grabRefusal(from page: String, in catalog: Catalog) -> String? {
    guard let owner = grabOwner, owner != page, let grab = session.editor.grab else {
      return nil
    }
    let who =
      grabPerson.flatMap(WebServer.personName(typed:))
      ?? AnnouncementRenderer(catalog: catalog).someone
    let title = SpokenText.clean(grab.item.title)
    return WebText(catalog: catalog)(.grabNotYours, ["person": who, "title": title])
  }

  // MARK: Bounds

  /// Makes room for a new drag of `page`: the oldest of its key's past
  /// ``dragsPerKey``, and the oldest of all past ``dragsInAll``, end.
  func admitDrag(of page: String) {
    let holder = TripHost.holder(of: page)
    let same = drags.filter { TripHost.holder(of: $0.key) == holder }
    if same.count >= TripHost.dragsPerKey,
      let oldest = same.min(by: { $0.value.order < $1.value.order })
    {
      drags[oldest.key] = nil
    }
    if drags.count >= TripHost.dragsInAll,
      let oldest = drags.min(by: { $0.value.order < $1.value.order })
    {
      drags[oldest.key] = nil
    }
    dragsBegun += 1
  }

  /// Makes room for a new event stream of `page`: the oldest of its key's
  /// past ``streamsPerKey`` ends.
  func admitStream(of page: String?) {
    guard let page else { return }
    let holder = TripHost.holder(of: page)
    let same = listeners.filter { $0.value.page.map(TripHost.holder(of:)) == holder }
    guard same.count >= TripHost.streamsPerKey, let oldest = same.keys.min() else { return }
    listeners[oldest]?.continuation.finish()
    listeners[oldest] = nil
  }

  // MARK: Keys taken back

  /// Ends everything of the keys numbered `keys`, and says what the
  /// terminal hears of it.
  ///
  /// Their event streams end, their drags end, their grab is dropped
  /// where it stands (as its holder's step), and a question they asked is
  /// asked again at serve's terminal, which answers it now.
  package func takeBack(keys: Set<Int>, terminalPerson: String, in catalog: Catalog) -> [String] {
    let holders = Set(keys.map(String.init))
    func taken(_ page: String?) -> Bool {
      page.map { holders.contains(String(TripHost.holder(of: $0))) } ?? false
    }
    for (id, listener) in listeners where taken(listener.page) {
      listener.continuation.finish()
      listeners[id] = nil
    }
    for page in drags.keys where taken(page) { drags[page] = nil }
    for page in endedGrabs.keys where taken(page) { endedGrabs[page] = nil }
    var said: [String] = []
    if taken(grabOwner), session.editor.grab != nil {
      let changing = session.person
      session.person = grabPerson
      session.switchLanguage(to: catalog)
      said += session.change { $0.drop() }.reply.lines
      session.person = changing
      grabOwner = nil
      grabPerson = nil
    }
    if let asker = questionAsker, holders.contains(asker.holder),
      let question = session.waitingQuestion
    {
      questionAsker = Asker(holder: TripHost.terminalPage, person: terminalPerson)
      said.append(question)
    }
    return said
  }
}
#endif
