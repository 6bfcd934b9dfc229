import ReorderCommands

/// The words of `itin-a11y serve` and of its page, by their keys in the
/// catalogs (`web.` beside the REPL's `session.`).
///
/// Each is in every catalog of `Catalogs/`; a test checks that the English
/// catalog's `web.` messages are exactly these.
public enum WebMessage: String, CaseIterable, Sendable {
  case open = "web.open"
  /// `serve --open`: the page is opening in the browser.
  case opening = "web.opening"
  /// `serve --open`, and no browser could be started.
  case noBrowser = "web.noBrowser"
  case portInUse = "web.portInUse"
  case portRange = "web.portRange"
  case cannotServe = "web.cannotServe"
  /// The network's address, served over TLS, and its certificate.
  case network = "web.network"
  case certificateUnreadable = "web.certificateUnreadable"
  case notACertificate = "web.notACertificate"
  case cannotKeepCertificate = "web.cannotKeepCertificate"
  case certificateAndKey = "web.certificateAndKey"
  case wildcardHost = "web.wildcardHost"
  case notLoopback = "web.notLoopback"
  case unknownHost = "web.unknownHost"
  case notThisComputer = "web.notThisComputer"
  case invite = "web.invite"
  case inviteFor = "web.inviteFor"
  /// The owner's page of a stored trip: the people it is shared with.
  case people = "web.people"
  /// The field of the name to give an address to.
  case personName = "web.personName"
  /// The button that gives one.
  case invitePerson = "web.invitePerson"
  /// The button that takes a person's address back.
  case uninvitePerson = "web.uninvitePerson"
  case guest = "web.guest"
  /// `others each`, `others brief` and `others` at serve's terminal.
  case othersSaidEach = "web.othersSaidEach"
  case othersSaidBrief = "web.othersSaidBrief"
  case othersUsage = "web.othersUsage"
  /// `help`, `help invite` and `help others` at serve's terminal.
  case helpServe = "web.helpServe"
  case usedAddress = "web.usedAddress"
  /// Too many secrets never said were given: every address waiting was
  /// taken back.
  case guessesRetired = "web.guessesRetired"
  case stopped = "web.stopped"
  case noToken = "web.noToken"
  case wrongHost = "web.wrongHost"
  case foreignOrigin = "web.foreignOrigin"
  case badRequest = "web.badRequest"
  case unreachable = "web.unreachable"
  case undo = "web.undo"
  case redo = "web.redo"
  case save = "web.save"
  case ideas = "web.ideas"
  case noIdeas = "web.noIdeas"
  case moveItem = "web.moveItem"
  /// A drop refused: the trip changed while the item was dragged.
  case dragStale = "web.dragStale"
  case dragStaleItems = "web.dragStaleItems"
  case addIdea = "web.addIdea"
  case chooseDay = "web.chooseDay"
  case chooseDayForIdea = "web.chooseDayForIdea"
  case day = "web.day"
  case positionOption = "web.positionOption"
  case move = "web.move"
  case add = "web.add"
  case cancel = "web.cancel"
  case yes = "web.yes"
  case no = "web.no"
  case language = "web.language"
  /// The picker of how others' changes are said: each, or how many.
  case others = "web.others"
  case othersEach = "web.othersEach"
  case othersBrief = "web.othersBrief"
  case notAvailable = "web.notAvailable"
  case keysHeading = "web.keysHeading"
  case keysArrows = "web.keys.arrows"
  case keysMove = "web.keys.move"
  case keysGrab = "web.keys.grab"
  case keysSelect = "web.keys.select"
  case keysMenu = "web.keys.menu"
  case keysUndo = "web.keys.undo"
  case keysDrag = "web.keys.drag"
  case keysEdit = "web.keys.edit"
  /// What a finger does, for a phone's screen reader: no keys.
  case keysTouch = "web.keys.touch"
  /// The Move menu's own entries: the edits an item's keys make, and a
  /// way out with no key.
  case menuRename = "web.menuRename"
  case menuTime = "web.menuTime"
  case menuClose = "web.menuClose"
  /// The Move menu's first entry after the person's own change of the
  /// item: "Undo move of Lunch to day 3".
  case menuUndo = "web.menuUndo"
  case plan = "web.plan"
  case newItem = "web.newItem"
  case newTime = "web.newTime"
  case addDay = "web.addDay"
  case timeOf = "web.timeOf"
  case time = "web.time"
  case renameOf = "web.renameOf"
  case newTitle = "web.newTitle"
  case ok = "web.ok"
  case dayText = "web.dayText"
  case setLabel = "web.setLabel"
  case setCity = "web.setCity"
  case removeDay = "web.removeDay"
  case start = "web.start"
  case setStart = "web.setStart"
  /// `uninvite NAME` at serve's terminal.
  case uninvited = "web.uninvited"
  case uninviteUnknown = "web.uninviteUnknown"
  case uninviteUsage = "web.uninviteUsage"
  case uninviteSelf = "web.uninviteSelf"
  /// The network's private key: not one, open to others, or another's.
  case notAKey = "web.notAKey"
  case keyNotPrivate = "web.keyNotPrivate"
  case keyNotYours = "web.keyNotYours"
  /// A person's first page opened, their last gone; serve stopped.
  case joined = "web.joined"
  case left = "web.left"
  case serveStopped = "web.serveStopped"

  /// The name the page's script knows the message by: its key without
  /// `web.`.
  var pageName: String { String(rawValue.dropFirst(4)) }
}

/// The web messages of one catalog, filled.
public struct WebText: Sendable {
  public let catalog: Catalog

  public init(catalog: Catalog = .english) {
    self.catalog = catalog
  }

  /// A message of the catalog, filled: the English one if the catalog
  /// somehow lacks it.
  public func callAsFunction(
    _ message: WebMessage, _ values: KeyValuePairs<String, String> = [:]
  ) -> String {
    catalog.text(for: message.rawValue, filling: values)
      ?? Catalog.english.text(for: message.rawValue, filling: values) ?? ""
  }

  /// Every message the page shows itself, unfilled, by its page name.
  var page: [String: String] {
    var words: [String: String] = [:]
    for message in WebMessage.allCases {
      words[message.pageName] =
        catalog.text(for: message.rawValue) ?? Catalog.english.text(for: message.rawValue) ?? ""
    }
    return words
  }
}
