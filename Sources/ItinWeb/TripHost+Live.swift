import ItinSession
import ItineraryCore
import ReorderCommands

/// Every page of the server, and serve's terminal, hears what another
/// person changed: a page as it happens, the rows it touched drawn in place
/// with the same patches as an answer; and then, once that person's quick
/// changes pause, what they did, said with their name, in each one's own
/// language ("Ana moved Fado to position 2 of day 3.", "Ana made 3 changes
/// on day 2.").
extension TripHost {
  /// A page, or serve's terminal, listening for the changes others make.
  struct Listener {
    /// The name the page gave itself, whose own changes it is not told.
    let page: String?
    /// Whose page it is: its Undo and Redo are theirs.
    var person: String? = nil
    let catalog: Catalog
    /// Whether it hears only what others did, as sentences (serve's
    /// terminal), or every change as an event too (a page).
    let toldOnly: Bool
    /// Whether a terminal hears only how many changes others made.
    var brief = false
    let continuation: AsyncStream<[UInt8]>.Continuation
  }

  /// One person's changes not yet told: how many, on which days, the
  /// items they touched, and the last, said alone when it is the only one
  /// or when every change moved the same one item.
  struct Run {
    var count = 0
    var days: Set<Int> = []
    /// The items the changes touched.
    var items: Set<String> = []
    /// Whether every change moved its items (an undo or redo of a move
    /// too), and none added, removed, renamed or changed a day.
    var onlyMoves = true
    /// The trip's revision after the last change.
    var revision = 0
    var announcement: Announcement?
    var lines: [String] = []
    /// The pages the changes came from, which are not told them.
    var pages: Set<String> = []
    /// Counts the changes, so that only the last one's wait tells them.
    var generation = 0
  }

  /// How long a person's changes are gathered after their last.
  ///
  /// A change is told once they pause this long, with those before it. A key held
  /// down repeats about every half second, and a listener pressing a key
  /// again after hearing its answer about every second: both are one run.
  static let gathering = Duration.milliseconds(1500)

  /// The changes others make, for the page `page`, in `catalog`'s language.
  ///
  /// The stream opens with a comment, `: listening`, and `data: {"at":
  /// REVISION}`, the revision the trip is at as it opens: a page that shows
  /// another revision has missed a change, and reads the trip again. Each
  /// change is then a server-sent event, `data: {"since": REVISION,
  /// "answer": ANSWER}`, the answer as a change's own is, from the trip at
  /// revision `since`, its sentence with who made it. Once a person's quick
  /// changes pause, `data: {"told": {"said": SENTENCE, "brief": SENTENCE,
  /// "count": N}}` says what they did: the change itself when it was one,
  /// the last when all moved one item (it says where the item ended), else
  /// how many ("Ana made 3 changes on day 2."); `brief` always the count.
  /// The stream ends when the page goes.
  package func listen(page: String?, person: String? = nil, in catalog: Catalog)
    -> AsyncStream<[UInt8]>
  {
    let (stream, id) = listen(page: page, in: catalog, toldOnly: false)
    listeners[id]?.person = person
    joined(person, page: id)
    // A comment first: the page knows it is heard from now on. Then the
    // revision the stream starts from: a page that shows another missed a
    // change before its stream opened (or while it was away), and reads
    // the whole trip again.
    listeners[id]?.continuation.yield(
      Array(": listening\n\ndata: {\"at\":\"\(session.editor.revision)\"}\n\n".utf8))
    return stream
  }

  /// What others do, told as sentences for the terminal whose own changes
  /// come from `page`.
  ///
  /// Each is a line of UTF-8: the change itself when it was one or all
  /// moved one item, else how many (`brief`: always how many). A line
  /// about changes ends in a NUL and the revision it tells of
  /// (``terminalNotice(_:)`` reads it).
  package func listenAtTerminal(page: String, in catalog: Catalog, brief: Bool)
    -> AsyncStream<[UInt8]>
  {
    listen(page: page, in: catalog, toldOnly: true, brief: brief).stream
  }

  private func listen(page: String?, in catalog: Catalog, toldOnly: Bool, brief: Bool = false)
    -> (stream: AsyncStream<[UInt8]>, id: Int)
  {
    if !toldOnly { admitStream(of: page) }
    let (stream, continuation) = AsyncStream<[UInt8]>.makeStream(
      bufferingPolicy: .bufferingNewest(TripHost.eventsKept))
    let id = nextListener
    nextListener += 1
    listeners[id] = Listener(
      page: page, catalog: catalog, toldOnly: toldOnly, brief: brief, continuation: continuation)
    continuation.onTermination = { _ in
      Task { await self.stopListening(id) }
    }
    return (stream, id)
  }

  /// How many pages listen now.
  package var listenerCount: Int { listeners.count }

  /// The most events a page that has not read them is kept: one that falls
  /// further behind is let go (``send(_:to:)``), and asks for the whole
  /// trip when its stream comes back.
  static let eventsKept = 32

  private func stopListening(_ id: Int) {
    let person = listeners[id]?.person
    listeners[id] = nil
    mayHaveLeft(person)
  }

  /// Tells every page but `page` what a change since `before` did, when it
  /// changed the trip: the rows it touched, and `announcement` said in
  /// each page's language with `person`'s name (else `lines`, as the change
  /// said them, after it); and, once `person` pauses, what they did.
  func tellOthers(
    _ announcement: Announcement?, lines: [String], since before: SharedSession.Before,
    from page: String?, by person: String?
  ) {
    if held({ self.tellOthers(announcement, lines: lines, since: before, from: page, by: person) })
    {
      return
    }
    guard !listeners.isEmpty, session.editor.revision != before.revision else { return }
    // Made once for each language and person the pages have, not once for
    // each page: its status (Undo, Redo) is its person's.
    var events: [String: [UInt8]] = [:]
    for (id, listener) in listeners
    where !listener.toldOnly && (page == nil || listener.page != page) {
      let seat = TripHost.seat(of: listener.page ?? "")
      // The question waiting shows only to the key that asked it.
      let asks = session.isAsking && shared.showsQuestion(to: seat)
      let key =
        listener.catalog.language + "\u{0}" + (listener.person ?? "") + (asks ? "\u{0}?" : "")
      if events[key] == nil {
        events[key] = event(
          announcement, lines: lines, since: before, by: person, in: listener.catalog,
          for: seat, person: listener.person)
      }
      send(events[key] ?? [], to: id)
    }
    gather(announcement, lines: lines, since: before, from: page, by: person)
  }

  /// Adds a change to `person`'s run, and tells the run once they pause.
  private func gather(
    _ announcement: Announcement?, lines: [String], since before: SharedSession.Before,
    from page: String?, by person: String?
  ) {
    let key = person ?? ""
    var run = runs[key] ?? Run()
    run.count += 1
    let taken = session.editor.history.steps(takenSince: before.undoCount)
    for one in taken {
      run.days.formUnion([one.step.from.day, one.step.to.day])
      run.items.insert(one.step.item.id.rawValue)
      run.items.formUnion(one.step.group.map(\.id.rawValue))
      if one.step.edit != nil || one.step.tripEdit != nil { run.onlyMoves = false }
    }
    // A change that took no step of the history (a day's name, say) is not
    // a move.
    if taken.isEmpty { run.onlyMoves = false }
    run.revision = session.editor.revision
    run.announcement = announcement
    run.lines = lines
    if let page { run.pages.insert(page) }
    run.generation += 1
    runs[key] = run
    let generation = run.generation
    Task {
      try? await Task.sleep(for: TripHost.gathering)
      self.tell(key, generation: generation)
    }
  }

  /// Tells `key`'s run, when `generation` is still its last change.
  private func tell(_ key: String, generation: Int) {
    guard let run = runs[key], run.generation == generation else { return }
    runs[key] = nil
    let person = key.isEmpty ? nil : key
    var told: [String: (said: String, brief: String)] = [:]
    for (id, listener) in listeners where !(listener.page.map(run.pages.contains) ?? false) {
      let language = listener.catalog.language
      if told[language] == nil {
        let renderer = AnnouncementRenderer(catalog: listener.catalog)
        let brief = renderer.gathered(count: run.count, days: run.days, by: person ?? "")
        let one =
          run.announcement.map { renderer.text(for: $0, by: person ?? "") }
          ?? renderer.text(said: run.lines.joined(separator: " "), by: person ?? "")
        // Several moves of one item are told as the last, which says where
        // it ended: "Ana moved Fado to position 1 of day 5."
        let oneItem =
          run.onlyMoves && run.items.count == 1
          && run.announcement.map(TripHost.saysWhereItEnded) == true
        told[language] = (run.count == 1 || oneItem ? one : brief, brief)
      }
      guard let sentences = told[language] else { continue }
      if listener.toldOnly {
        let line = listener.brief ? sentences.brief : sentences.said
        listener.continuation.yield(TripHost.terminalLine(line, revision: run.revision))
        continue
      }
      var json = JSONWriter(capacity: 256)
      json.append(ascii: "data: {\"told\":{\"said\":")
      json.appendString(sentences.said)
      json.append(ascii: ",\"brief\":")
      json.appendString(sentences.brief)
      json.append(ascii: ",\"count\":")
      json.append(run.count)
      json.append(ascii: "}}\n\n")
      send(json.bytes, to: id)
    }
  }

  /// A line for serve's terminal: the sentence, and after a NUL the
  /// revision of the trip it tells of, when it tells of changes, for the
  /// terminal to leave out what its `history` has listed since.
  static func terminalLine(_ sentence: String, revision: Int?) -> [UInt8] {
    guard let revision else { return Array(sentence.utf8) }
    return Array(sentence.utf8) + [0] + Array(String(revision).utf8)
  }

  /// A terminal's line read back: its sentence, and the revision it tells
  /// of.
  package static func terminalNotice(_ bytes: [UInt8]) -> (line: String, revision: Int?) {
    guard let nul = bytes.firstIndex(of: 0) else {
      return (String(decoding: bytes, as: UTF8.self), nil)
    }
    return (
      String(decoding: bytes[..<nul], as: UTF8.self),
      Int(String(decoding: bytes[(nul + 1)...], as: UTF8.self))
    )
  }

  /// Whether `announcement` says where its one item ended: a move, a drop,
  /// or an undo or redo of one.
  static func saysWhereItEnded(_ announcement: Announcement) -> Bool {
    switch announcement {
    case .moved, .dropped: true
    case .undone(let step, _), .redone(let step, _): step.edit == nil && step.tripEdit == nil
    default: false
    }
  }

  /// Sends an event to the page listening as `id`; a page that has fallen
  /// ``eventsKept`` events behind is let go, to ask for the whole trip
  /// when it comes back, rather than kept waiting in memory.
  func send(_ bytes: [UInt8], to id: Int) {
    guard let listener = listeners[id] else { return }
    if case .dropped = listener.continuation.yield(bytes), !listener.toldOnly {
      listener.continuation.finish()
      listeners[id] = nil
    }
  }

  /// The event of a change since `before`, in `catalog`'s language, for
  /// `viewer`'s page.
  private func event(
    _ announcement: Announcement?, lines: [String], since before: SharedSession.Before,
    by person: String?, in catalog: Catalog, for viewer: SharedSession.Seat,
    person viewerPerson: String?
  ) -> [UInt8] {
    let renderer = AnnouncementRenderer(catalog: catalog)
    let said =
      announcement.map { renderer.text(for: $0, by: person ?? "") }
      ?? renderer.text(said: lines.joined(separator: " "), by: person ?? "")
    let answer = answer(
      said: [said], assertive: false, since: before, in: catalog, for: (viewer, viewerPerson))
    var json = JSONWriter(capacity: 1024)
    json.append(ascii: "data: {\"since\":")
    json.appendString(String(before.revision))
    json.append(ascii: ",\"answer\":")
    answer.write(to: &json)
    // The JSON holds no line break (a string's are escaped): one line.
    json.append(ascii: "}\n\n")
    return json.bytes
  }
}
