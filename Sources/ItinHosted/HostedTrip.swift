import Foundation
import ItinSession
import ItinWeb
import ItineraryCore
import ReorderCommands

/// One stored trip, open in this process: its shared session, as `serve`
/// has it, with every change kept in the store before anyone hears of it.
///
/// Its requests are answered one at a time, in the order they come: a
/// change is made, stored as one transaction (the trip's file, its next
/// revision, and the change's steps), and only then answered and told to
/// the other pages. A change the store cannot keep is taken back, and its
/// page hears that nothing changed.
actor HostedTrip: PageTrip {
  /// The trip's name in the store.
  nonisolated let id: String
  let host: TripHost
  let store: TripStore
  /// This process's name, the holder of the trip's lease.
  let process: String
  /// The address browsers reach the service at, which a person's address
  /// starts with.
  let publicAddress: String
  /// The trip's file as the store has it.
  private var document: TripDocument
  /// The store's revision of the trip.
  private(set) var revision: Int
  /// How many of the session's steps the store has.
  private var stepsKept = 0
  /// The session's revision the store has: a request that changed
  /// nothing (a refusal, a question) writes nothing, and is not encoded.
  private var revisionKept: Int?
  /// Whether another process has changed the trip since it was opened
  /// here: it is opened again from the store, and its pages read it whole.
  private(set) var isBehind = false
  /// Whether a request is being answered, and those waiting their turn.
  private var busy = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// The trip `id` as the store has it, opened in this process, whose
  /// name is `process`.
  static func open(
    _ id: String, in store: TripStore, as process: String, reachedAt publicAddress: String
  ) async throws(StoreProblem) -> HostedTrip {
    let stored = try await store.trip(id)
    let document: TripDocument
    do {
      document = try TripDocument(bytes: stored.document)
    } catch {
      throw .notATrip
    }
    return await HostedTrip(
      id: id, document: document, revision: stored.revision, store: store, process: process,
      publicAddress: publicAddress)
  }

  private init(
    id: String, document: TripDocument, revision: Int, store: TripStore, process: String,
    publicAddress: String
  ) async {
    self.publicAddress = publicAddress
    self.id = id
    self.document = document
    self.revision = revision
    self.store = store
    self.process = process
    host = TripHost(session: Session(document: document, path: nil))
    _ = await host.start()
  }

  /// Runs `work` once every request before it is answered.
  func inTurn<Result: Sendable>(_ work: () async -> Result) async -> Result {
    if busy {
      await withCheckedContinuation { waiting.append($0) }
    }
    busy = true
    defer {
      if waiting.isEmpty {
        busy = false
      } else {
        waiting.removeFirst().resume()
      }
    }
    return await work()
  }

  func trip(in catalog: Catalog, for person: String?, page: String?) async -> TripView {
    var view = await inTurn { await host.trip(in: catalog, for: person, page: page) }
    view.people = await people(for: person)
    return view
  }

  func menu(for id: ItemID, in catalog: Catalog, for person: String?) async -> MenuView? {
    await inTurn { await host.menu(for: id, in: catalog, for: person) }
  }

  func positions(for id: ItemID, onDay day: Int) async -> PositionsView? {
    await inTurn { await host.positions(for: id, onDay: day) }
  }

  func followed(after: Int, generation: Int?) async -> TripHost.Followed {
    await inTurn { await host.followed(after: after, generation: generation) }
  }

  func listen(page: String?, person: String?, in catalog: Catalog) async -> AsyncStream<
    [UInt8]
  > {
    await inTurn { await host.listen(page: page, person: person, in: catalog) }
  }

  func perform(
    _ request: WebRequest, from page: String?, by person: String?, in catalog: Catalog
  ) async -> WebAnswer? {
    await inTurn {
      if request.act == .invite || request.act == .uninvite {
        return await share(request, from: page, by: person, in: catalog)
      }
      // Every change is kept as it is made: Save has nothing to do.
      if request.act == .save {
        return await host.answer(
          saying: HostedText(catalog: catalog)(.kept), to: page, of: person, in: catalog)
      }
      await host.holdTelling()
      guard let answer = await host.perform(request, from: page, by: person, in: catalog) else {
        await host.tellKept()
        return nil
      }
      if await keep(by: person) {
        await host.tellKept()
        return answer
      }
      await host.takeBackUnkept()
      return await host.answer(
        saying: HostedText(catalog: catalog)(.notKept), to: page, of: person, in: catalog)
    }
  }

  /// Stores the trip as it stands, when it changed, and says whether the
  /// store has it now.
  ///
  /// The store keeps its file, its next revision, and the steps made since
  /// it last kept one, as `person`'s.
  private func keep(by person: String?) async -> Bool {
    let now = await host.kept(after: stepsKept)
    if now.revision == revisionKept, now.steps.isEmpty { return true }
    guard let saved = try? document.saved(now.trip) else { return false }
    if saved.bytes == document.bytes, now.steps.isEmpty {
      revisionKept = now.revision
      return true
    }
    let steps = (try? JSONEncoder().encode(now.steps)).map { String(decoding: $0, as: UTF8.self) }
    func record() async throws(StoreProblem) -> Int {
      try await store.record(
        id, from: revision, document: saved.bytes, step: steps ?? "[]", author: person ?? "",
        holder: process)
    }
    do {
      revision = try await record()
    } catch .notHolder(_) {
      // The lease ran out while the store could not be reached: taken
      // again when no other process took it meanwhile.
      guard (try? await store.claim(id, as: process, seconds: HostedPages.leaseSeconds)) == true,
        let recorded = try? await record()
      else {
        isBehind = true
        return false
      }
      revision = recorded
    } catch .stale(_, _) {
      // Another process changed the trip: this session is behind it.
      isBehind = true
      return false
    } catch {
      return false
    }
    document = saved
    stepsKept += now.steps.count
    revisionKept = now.revision
    return true
  }

  /// Lets every page go: their streams end, and each reads the trip again
  /// where it is served next.
  func close() async {
    await host.letPagesGo()
  }
}

extension HostedTrip {
  /// Takes back the pages numbered `numbers`: their streams end, their
  /// drags end, and a grab of theirs is dropped where it stands.
  func takeBack(_ numbers: Set<Int>) async {
    // In turn: a change waiting for the store, taken back, would take this
    // back with it.
    await inTurn { _ = await host.takeBack(keys: numbers, terminalPerson: "", in: .english) }
  }
}
