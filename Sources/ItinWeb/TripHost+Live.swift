// The web server needs Hummingbird, which the REPL trait brings: without
// it, an app on the libraries builds this target as nothing.
#if REPL
import ItineraryCore
import ReorderCommands

/// Every page of the server hears, as it happens, what another page
/// changed: the rows it touched, drawn in place with the same patches as an
/// answer, and what it said, in each page's own language.
extension TripHost {
  /// A page listening for the changes others make.
  struct Listener {
    /// The name the page gave itself, whose own changes it is not told.
    let page: String?
    let catalog: Catalog
    let continuation: AsyncStream<[UInt8]>.Continuation
  }

  /// The changes others make, for the page `page`, in `catalog`'s language.
  ///
  /// Each is a server-sent event, `data: {"since": REVISION, "answer":
  /// ANSWER}`, the answer as a change's own is, from the trip at revision
  /// `since`. The stream ends when the page goes.
  package func listen(page: String?, in catalog: Catalog) -> AsyncStream<[UInt8]> {
    let (stream, continuation) = AsyncStream<[UInt8]>.makeStream(
      bufferingPolicy: .bufferingNewest(TripHost.eventsKept))
    let id = nextListener
    nextListener += 1
    listeners[id] = Listener(page: page, catalog: catalog, continuation: continuation)
    continuation.onTermination = { _ in
      Task { await self.stopListening(id) }
    }
    // A comment first: the page knows it is heard from now on.
    continuation.yield(Array(": listening\n\n".utf8))
    return stream
  }

  /// How many pages listen now.
  package var listenerCount: Int { listeners.count }

  /// The most events a page that has not read them is kept: one that falls
  /// further behind asks for the whole trip, as its revision is then not
  /// the one the next event starts from.
  static let eventsKept = 64

  private func stopListening(_ id: Int) {
    listeners[id] = nil
  }

  /// Tells every page but `page` what a change since `before` did, when it
  /// changed the trip: the rows it touched, and `announcement` said in
  /// each page's language (else `lines`, as the change said them).
  func tellOthers(
    _ announcement: Announcement?, lines: [String], since before: Snapshot, from page: String?
  ) {
    guard !listeners.isEmpty, session.editor.revision != before.revision else { return }
    // Made once for each language the pages speak, not once for each page.
    var events: [String: [UInt8]] = [:]
    for listener in listeners.values where page == nil || listener.page != page {
      let language = listener.catalog.language
      if events[language] == nil {
        events[language] = event(announcement, lines: lines, since: before, in: listener.catalog)
      }
      listener.continuation.yield(events[language] ?? [])
    }
  }

  /// The event of a change since `before`, in `catalog`'s language.
  private func event(
    _ announcement: Announcement?, lines: [String], since before: Snapshot, in catalog: Catalog
  ) -> [UInt8] {
    let said =
      announcement.map { [AnnouncementRenderer(catalog: catalog).text(for: $0)] } ?? lines
    let answer = answer(said: said, assertive: false, since: before, in: catalog)
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
#endif
