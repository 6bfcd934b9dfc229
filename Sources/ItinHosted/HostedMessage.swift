import ReorderCommands

/// What `itin-a11y trips` and `itin-a11y host` say, by catalog key.
public enum HostedMessage: String, CaseIterable, Sendable {
  /// A trip stored, with its owner's address.
  case added = "hosted.added"
  /// One trip of the store, in `trips list`.
  case trip = "hosted.trip"
  /// `trips list` of an empty store.
  case none = "hosted.none"
  /// A trip written to a file.
  case exported = "hosted.exported"
  /// A person's address taken back.
  case uninvited = "hosted.uninvited"
  /// Where the store is, as said in a sentence.
  case store = "hosted.store"
  /// The store could not be reached.
  case unreachable = "hosted.unreachable"
  /// PostgreSQL refused the store's user: no such role, or the wrong
  /// password.
  case refusedUser = "hosted.refusedUser"
  /// PostgreSQL has no database of the store's name.
  case noDatabase = "hosted.noDatabase"
  /// `--store` is no PostgreSQL URL.
  case badStore = "hosted.badStore"
  /// The file to store is no trip file.
  case notATrip = "hosted.notATrip"
  /// No trip has that id.
  case noSuchTrip = "hosted.noSuchTrip"
  /// The trip is not shared with that name.
  case noSuchPerson = "hosted.noSuchPerson"
  /// The owner cannot be uninvited.
  case ownerStays = "hosted.ownerStays"
  /// A change made on a revision the trip has moved past.
  case stale = "hosted.stale"
  /// Another process holds the trip's lease.
  case notHolder = "hosted.notHolder"
  /// `trips add` without a file or an owner.
  case usageAdd = "hosted.usageAdd"
  /// `trips list` with more after it.
  case usageList = "hosted.usageList"
  /// `trips export` without a trip and a file.
  case usageExport = "hosted.usageExport"
  /// `trips invite` or `uninvite` without a trip and a name.
  case usageName = "hosted.usageName"
  /// `itin-a11y host` serving, and where.
  case serving = "hosted.serving"
  /// A change the store could not keep: taken back.
  case notKept = "hosted.notKept"
  /// Save on a stored trip's page: every change is kept already.
  case kept = "hosted.kept"
  /// A trip another process holds.
  case elsewhere = "hosted.elsewhere"
  /// `itin-a11y host` stopped.
  case stopped = "hosted.stopped"
  /// `itin-a11y host` without a store.
  case usageHost = "hosted.usageHost"
  /// `itin-a11y trips` with no action.
  case noAction = "hosted.noAction"
  /// `--public` is no web address.
  case badPublic = "hosted.badPublic"
  /// Someone not the owner asked to give or take back an address.
  case ownerOnly = "hosted.ownerOnly"
  /// An address asked for with no name.
  case inviteName = "hosted.inviteName"
  /// A change relayed to a process that went away before it answered.
  case lost = "hosted.lost"
  /// An address opened already, on a hosted page.
  case usedAddress = "hosted.usedAddress"
  /// A hosted page with no key of its trip.
  case noKey = "hosted.noKey"
  /// A title several trips have.
  case manyTitled = "hosted.manyTitled"
  /// `--bind` an address of every interface: no other process can reach
  /// it there.
  case wildcardBind = "hosted.wildcardBind"
}

/// The hosted service's words, in a catalog's language.
public struct HostedText: Sendable {
  public let catalog: Catalog

  public init(catalog: Catalog = .english) {
    self.catalog = catalog
  }

  /// A message of the catalog, filled: the English one if the catalog
  /// somehow lacks it.
  public func callAsFunction(
    _ message: HostedMessage, _ values: KeyValuePairs<String, String> = [:]
  ) -> String {
    catalog.text(for: message.rawValue, filling: values)
      ?? Catalog.english.text(for: message.rawValue, filling: values) ?? ""
  }

  /// The sentence for a problem of the store at `address`.
  public func sentence(for problem: StoreProblem, at address: StoreAddress) -> String {
    switch problem {
    case .unreachable: self(.unreachable, ["store": store(address)])
    case .refusedUser(let user): self(.refusedUser, ["store": store(address), "user": user])
    case .noDatabase(let database):
      self(
        .noDatabase,
        ["database": database, "host": address.host, "port": String(address.port)])
    case .notATrip: self(.notATrip)
    case .noSuchTrip(let trip): self(.noSuchTrip, ["trip": trip])
    case .noSuchPerson(let person, let trip): self(.noSuchPerson, ["person": person, "trip": trip])
    case .ownerStays(let person): self(.ownerStays, ["person": person])
    case .stale(let trip, let revision):
      self(.stale, ["trip": trip, "revision": String(revision)])
    case .notHolder(let trip): self(.notHolder, ["trip": trip])
    case .manyTitled(let title, let trips):
      self(
        .manyTitled,
        [
          "count": String(trips.count), "title": title,
          "trips": AnnouncementRenderer(catalog: catalog).list(trips),
        ])
    }
  }

  /// Where the store is, with no password and no colon to be read aloud.
  public func store(_ address: StoreAddress) -> String {
    self(
      .store,
      ["database": address.database, "host": address.host, "port": String(address.port)])
  }
}
