import ItinSession
import ItineraryCore
import ReorderCommands

/// The trip as the page shows it, in one language.
///
/// It is what the server sends and all the page knows: the page decides
/// nothing from it, it renders it.
package struct TripView: Encodable, Sendable {
  package var language: String
  package var title: String
  package var summary: String
  /// Every day, in order.
  package var days: [DayView]
  package var ideas: [IdeaView]
  package var status: StatusView
  /// The page's own words, by their names without `web.`.
  package var words: [String: String]
  /// The people a stored trip is shared with, the owner first, on its
  /// owner's page.
  ///
  /// `nil` on any other page.
  package var people: [String]? = nil
}

/// One day, or the rows of it that changed: its heading, how many items it
/// has, and items from the rank `first`, each with the line `list` reads.
package struct DayView: Encodable, Sendable {
  package var day: Int
  /// The day's heading, with its count: left out of an answer that did not
  /// change the count, as the page has it already.
  package var heading: String?
  /// The day named without its count, as a list of days names it: "Day 2,
  /// Saturday, June 6, Milwaukee".
  ///
  /// Left out with the heading.
  package var place: String?
  package var count: Int
  package var first: Int
  package var items: [ItemView]
}

package struct ItemView: Encodable, Sendable {
  package var id: String
  package var title: String
  /// What `list` says of the item: "2. Brewery tour, custom."
  package var line: String
  /// A fixed item (a game, a flight) never moves: no drag, and its menu
  /// says why.
  package var fixed: Bool
  package var selected: Bool
}

package struct IdeaView: Encodable, Sendable {
  package var id: String
  package var title: String
  /// "Brewery tour, custom.", as an idea is read.
  package var line: String
}

/// What changes with every answer besides the days: the history, the grab,
/// the focus, a question waiting.
package struct StatusView: Encodable, Sendable {
  package var canUndo: Bool
  package var canRedo: Bool
  package var undoLabel: String?
  package var redoLabel: String?
  /// The items held by a keyboard grab, in trip order.
  package var grabbed: [String]
  package var focus: String?
  /// A yes-or-no question waiting, said as it was asked.
  package var question: String?
  package var dayCount: Int
  /// The editor's revision, which every change moves on: as text, for it
  /// may be larger than a script's numbers hold exactly.
  package var revision: String
}

/// The answer to a change: what to say, and what to draw again.
package struct WebAnswer: Encodable, Sendable {
  /// The lines the REPL would say, in order.
  package var said: [String]
  /// Whether the first line is said at once (a refusal, a warning), not
  /// after what is being said.
  package var assertive: Bool
  /// For a drag's target: whether a drop there would move the items.
  package var allowed: Bool? = nil
  /// For a drag picked up: the items it carries.
  package var dragged: [String]? = nil
  /// The rows that changed, a day at a time, or every day when `full`.
  package var days: [DayView]
  package var full: Bool
  /// The ideas, when they changed.
  package var ideas: [IdeaView]?
  /// The trip's size, when it changed: the page has it already otherwise.
  package var summary: String?
  package var status: StatusView
  /// After an address given or taken back on the owner's page: the
  /// people the trip is shared with now, the owner first.
  package var people: [String]? = nil
  /// An address just given, to copy.
  package var address: String? = nil

  package init(
    said: [String], assertive: Bool, days: [DayView], full: Bool, ideas: [IdeaView]?,
    summary: String?, status: StatusView
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

/// An item's menu in its groups: within the day, to another day, the
/// selection, editing.
package struct MenuView: Encodable, Sendable {
  package struct Entry: Encodable, Sendable {
    package var id: String
    package var label: String
    /// "Move to day…": the page asks for a day and a position first.
    package var choosesDay: Bool
    /// "Rename…" or "Set the time…": the page opens its dialog for
    /// `rename` or `time`, as F2 and T do.
    package var edits: String? = nil
    /// "Undo" and what it takes back: the page sends an undo, as the Undo
    /// button does.
    package var undoes: Bool = false
  }
  package struct Group: Encodable, Sendable {
    package var name: String
    package var entries: [Entry]
  }
  package var title: String
  package var groups: [Group]
  /// Why the moves that are not offered would fail, each once.
  package var reasons: [String]
  /// The days "Move to day…" offers, as runs of days side by side.
  ///
  /// Each run is its first and last day, `[[1, 3], [5, 364]]`: a long
  /// trip's 364 days are one run, not 364 numbers in every menu.
  package var dayRuns: [[Int]]
  /// The revision the menu was made at: an entry chosen from it once the
  /// trip has changed is refused.
  package var revision: String
}

/// The positions a dialog offers on one day.
package struct PositionsView: Encodable, Sendable {
  package var day: Int
  package var positions: [Int]
}

/// What a page may ask of the server, by the name its request gives.
package enum WebAct: String, Decodable, Sendable {
  case move, action, grab, drop, cancel, undo, redo, save, answer, new, day, start, time, rename
  case toggleSelect = "toggle-select"
  case addIdea = "add-idea"
  case addDay = "add-day"
  case dragStart = "drag-start"
  case dragOver = "drag-over"
  case dragDrop = "drag-drop"
  case dragCancel = "drag-cancel"
  /// The page goes away: its grab and its drag end.
  case leave
  /// On the owner's page of a stored trip: an address given to the person
  /// named (`text`), or taken back.
  case invite, uninvite
}

/// What the page asks the server to do: one user action.
package struct WebRequest: Decodable, Equatable, Sendable {
  /// What the page asks; a request with any other `act` is not decoded.
  package var act: WebAct
  package var id: String?
  /// For `move`: `up`, `down`, `top`, `bottom`, `day` (with `day` and
  /// `position`); for `day`: `label`, `city` or `remove`.
  package var move: String?
  /// For `action`: a menu entry's id.
  package var action: String?
  package var day: Int?
  /// A position on `day`, from 1; for a drag, the gap it is over, from 0.
  package var position: Int?
  package var yes: Bool?
  /// For a drag: the idea dragged from the panel, not an item.
  package var idea: String?
  /// For `new` and `rename`, a title; for `time`, a time as typed.
  package var text: String?
  /// The revision of the trip the page shows: another (a change from
  /// another page, an answer lost) gets the whole trip back.
  package var revision: String?
  /// For `action`: the revision the menu was made at (``MenuView/revision``).
  package var menuRevision: String?

  /// The largest number a request may carry, either way: far past any
  /// trip's days or positions, and far from any overflow.
  package static let largestNumber = 1_000_000

  /// Whether the request's numbers are within ``largestNumber``.
  package var numbersAreWithinBounds: Bool {
    [day, position].allSatisfy { number in
      number.map { (-WebRequest.largestNumber...WebRequest.largestNumber).contains($0) } ?? true
    }
  }
}
