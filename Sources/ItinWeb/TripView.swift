import ItinREPL
import ItineraryCore
import ReorderCommands

/// The trip as the page shows it, in one language.
///
/// It is what the server sends and all the page knows: the page decides
/// nothing from it, it renders it.
struct TripView: Encodable, Sendable {
  var language: String
  var title: String
  var summary: String
  /// Every day, in order.
  var days: [DayView]
  var ideas: [IdeaView]
  var status: StatusView
  /// The page's own words, by their names without `web.`.
  var words: [String: String]
}

/// One day, or the rows of it that changed: its heading, how many items it
/// has, and items from the rank `first`, each with the line `list` reads.
struct DayView: Encodable, Sendable {
  var day: Int
  var heading: String
  var count: Int
  var first: Int
  var items: [ItemView]
}

struct ItemView: Encodable, Sendable {
  var id: String
  var title: String
  /// What `list` says of the item: "2. Brewery tour, custom."
  var line: String
  /// A fixed item (a game, a flight) never moves: no drag, and its menu
  /// says why.
  var fixed: Bool
  var selected: Bool
}

struct IdeaView: Encodable, Sendable {
  var id: String
  var title: String
  /// "Brewery tour, custom.", as an idea is read.
  var line: String
}

/// What changes with every answer besides the days: the history, the grab,
/// the focus, a question waiting.
struct StatusView: Encodable, Sendable {
  var canUndo: Bool
  var canRedo: Bool
  var undoLabel: String?
  var redoLabel: String?
  /// The items held by a keyboard grab, in trip order.
  var grabbed: [String]
  var focus: String?
  /// A yes-or-no question waiting, said as it was asked.
  var question: String?
  var dayCount: Int
  /// The editor's revision, which every change moves on: as text, for it
  /// may be larger than a script's numbers hold exactly.
  var revision: String
}

/// The answer to a change: what to say, and what to draw again.
struct WebAnswer: Encodable, Sendable {
  /// The lines the REPL would say, in order.
  var said: [String]
  /// Whether the first line is said at once (a refusal, a warning), not
  /// after what is being said.
  var assertive: Bool
  /// For a drag's target: whether a drop there would move the items.
  var allowed: Bool? = nil
  /// For a drag picked up: the items it carries.
  var dragged: [String]? = nil
  /// The rows that changed, a day at a time, or every day when `full`.
  var days: [DayView]
  var full: Bool
  /// The ideas, when they changed.
  var ideas: [IdeaView]?
  var summary: String
  var status: StatusView

  init(
    said: [String], assertive: Bool, days: [DayView], full: Bool, ideas: [IdeaView]?,
    summary: String, status: StatusView
  ) {
    self.said = said
    self.assertive = assertive
    self.days = days
    self.full = full
    self.ideas = ideas
    self.summary = summary
    self.status = status
  }
}

/// An item's menu, grouped as SPEC section 11 groups it.
struct MenuView: Encodable, Sendable {
  struct Entry: Encodable, Sendable {
    var id: String
    var label: String
    /// "Move to day…": the page asks for a day and a position first.
    var choosesDay: Bool
  }
  struct Group: Encodable, Sendable {
    var name: String
    var entries: [Entry]
  }
  var title: String
  var groups: [Group]
  /// Why the moves that are not offered would fail, each once.
  var reasons: [String]
  /// The days "Move to day…" offers.
  var days: [Int]
  /// The revision the menu was made at: an entry chosen from it once the
  /// trip has changed is refused.
  var revision: String
}

/// The positions a dialog offers on one day.
struct PositionsView: Encodable, Sendable {
  var day: Int
  var positions: [Int]
}

/// What the page asks the server to do: one user action.
struct WebRequest: Decodable, Sendable {
  /// The action's name: `move`, `action`, `grab`, `drop`, `cancel`,
  /// `undo`, `redo`, `toggle-select`, `save`, `answer`, `add-idea`, `new`,
  /// `add-day`, `day`, `start`, `time`, `rename`, `drag-start`,
  /// `drag-over`, `drag-drop`, `drag-cancel`, `leave` (the page goes
  /// away).
  var act: String
  var id: String?
  /// For `move`: `up`, `down`, `top`, `bottom`, `day` (with `day` and
  /// `position`); for `day`: `label`, `city` or `remove`.
  var move: String?
  /// For `action`: a menu entry's id.
  var action: String?
  var day: Int?
  /// A position on `day`, from 1; for a drag, the gap it is over, from 0.
  var position: Int?
  var yes: Bool?
  /// For a drag: the idea dragged from the panel, not an item.
  var idea: String?
  /// For `new` and `rename`, a title; for `time`, a time as typed.
  var text: String?
  /// The revision of the trip the page shows: another (a change from
  /// another page, an answer lost) gets the whole trip back.
  var revision: String?
  /// For `action`: the revision the menu was made at (``MenuView/revision``).
  var menuRevision: String?

  /// The largest number a request may carry, either way: far past any
  /// trip's days or positions, and far from any overflow.
  static let largestNumber = 1_000_000

  /// Whether the request's numbers are within ``largestNumber``.
  var numbersAreWithinBounds: Bool {
    [day, position].allSatisfy { number in
      number.map { (-WebRequest.largestNumber...WebRequest.largestNumber).contains($0) } ?? true
    }
  }
}
