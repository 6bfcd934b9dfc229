import ItineraryCore
import ReorderCommands

extension Session {
  /// `ideas`: the trip's ideas by title, numbered; a bare number then adds
  /// one after the focused item.
  mutating func ideasList() -> Reply {
    let ideas = sortedIdeas()
    guard !ideas.isEmpty else { return Reply(lines: [text.noIdeas]) }
    conversation.numbered = .ideas(ideas.map(\.id))
    // How many, then what to type, then the entries: a listener who has
    // heard enough may stop at any line.
    var lines = [text.ideasHeading(ideas.count)] + hint(.ideaNumbers)
    lines += ideas.enumerated().map {
      text.entry($0.offset + 1, text.idea($0.element, renderer: renderer))
    }
    return Reply(lines: lines)
  }

  /// The ideas in the order `ideas` reads them: by title, then by id.
  func sortedIdeas() -> [Idea] {
    trip.ideas.sorted {
      let (left, right) = ($0.title.lowercased(), $1.title.lowercased())
      return left != right ? left < right : $0.id < $1.id
    }
  }

  /// `add NAME …`: the idea a name matches, put where `place` says.
  ///
  /// A name whose place names no item is a name with "before" or "after"
  /// in it; a name of an item on the plan, and of no idea, is said to be
  /// there already.
  mutating func add(named name: String, _ place: NamedMove?) -> Reply {
    // The other item is looked up once, here, and what it found kept.
    let placed = destination(of: place)
    if case .failure(let reply) = placed, let whole = reply.wholeName(name, place) {
      return add(named: whole, nil)
    }
    let (found, exact) = IdeaMatcher.match(name, in: sortedIdeas())
    if !exact, let onPlan = itemTitled(name) {
      return Reply(lines: [text.alreadyOnThePlan(onPlan.title, at: onPlan.position)])
    }
    guard !trip.ideas.isEmpty else { return Reply(lines: [text.noIdeasToAdd]) }
    switch found.count {
    case 0: return Reply(lines: [text.noIdeaMatch(name)])
    case 1: return add(found[0], placed)
    default:
      conversation.numbered = .matches(found.map(\.id), then: .add(place))
      var lines = [text.ideaMatches(found.count, name)] + hint(.matches)
      lines += found.enumerated().map {
        text.entry($0.offset + 1, SpokenText.clean($0.element.title))
      }
      return Reply(lines: lines)
    }
  }

  /// Puts an idea of the trip where `place` says: after the focused item
  /// when it says nothing.
  mutating func add(_ idea: Idea, _ place: NamedMove?) -> Reply {
    add(idea, destination(of: place))
  }

  private mutating func add(_ idea: Idea, _ placed: Result<Destination, EditReply>) -> Reply {
    switch placed {
    case .success(let destination): return landed(editor.perform(.add(idea, destination)))
    case .failure(let reply): return said(reply)
    }
  }

  /// The item on the plan whose title is exactly `name`, case and
  /// punctuation aside, if one is.
  private mutating func itemTitled(_ name: String) -> (title: String, position: Position)? {
    guard case .one(let id) = match(name), let item = trip.item(id),
      ItemMatcher.words(item.title) == ItemMatcher.words(name),
      let position = trip.position(of: id)
    else { return nil }
    return (SpokenText.clean(item.title), position)
  }

  /// `new TITLE …`: a new custom item where `place` says; the title is
  /// kept as it is said, control codes taken out.
  ///
  /// A place that names no item is part of the title: `new Dinner after the
  /// game` makes "Dinner after the game".
  mutating func new(_ typed: String, _ place: NamedMove?, kind: NewItemKind = .custom) -> Reply {
    switch destination(of: place) {
    case .success(let destination):
      let title = TextCleaning.clean(typed)
      var kind = kind
      if case .travel(let from, let to) = kind {
        kind = .travel(from: TextCleaning.clean(from), to: TextCleaning.clean(to))
      }
      let made = editor.perform(.create(title: title, destination, kind: kind))
      var reply = landed(made)
      // What was understood is said: the words after the title were its
      // place, "after the Met", not part of its title.
      if case .nextTo(_, let after)? = place, made.isAdd, !reply.lines.isEmpty,
        let other = destination.neighbour.flatMap(trip.item)
      {
        reply.lines[0] += " " + text.placedNextTo(SpokenText.clean(other.title), after: after)
      }
      return reply
    case .failure(let reply):
      if let whole = reply.wholeName(typed, place) { return new(whole, nil, kind: kind) }
      return said(reply)
    }
  }

  /// Where an add goes: the focused item's next slot when nothing is said;
  /// a name is looked up, and one that matches no item, or several, is
  /// said and nothing is added.
  private mutating func destination(of place: NamedMove?) -> Result<Destination, EditReply> {
    switch place {
    case .move(.toDay(let day))?: return .success(.day(day))
    case .move(.toPosition(let position))?: return .success(.position(position))
    case nil, .move?:
      // The empty day in view, then after the focused item; an empty trip's
      // first item goes to day 1.
      if let day = dayInView, trip.hasDay(day) { return .success(.day(day)) }
      if let focus = editor.focus { return .success(.after(focus)) }
      return .success(.day(1))
    case .toPositionInDay(let rank)?:
      let day = editor.focus.flatMap { trip.position(of: $0)?.day } ?? 1
      return .success(.position(Position(day: day, rank: rank)))
    case .nextTo(let other, let after)?:
      switch match(other) {
      case .one(let id): return .success(after ? .after(id) : .before(id))
      case .none:
        return .failure(EditReply(lines: [noMatch(other)], namesNoItem: true))
      case .tooMany(let count):
        return .failure(EditReply(lines: [text.matches(count, other)]))
      case .many(let ids):
        return .failure(
          EditReply(lines: [text.matches(ids.count, other)], hint: .moreOfName))
      }
    }
  }

  /// What an add or a new item said: once it is on a day, it has the
  /// focus, and the empty day is no longer in view.
  private mutating func landed(_ said: Announcement) -> Reply {
    switch said {
    case .added, .created: dayInView = nil
    default: break
    }
    return reply(saying: said)
  }

  /// A reply that ends an edit, said: its hint is given only when it is.
  private mutating func said(_ reply: EditReply) -> Reply {
    guard let hint = reply.hint, let first = reply.lines.first else {
      return Reply(lines: reply.lines)
    }
    return Reply(lines: [line(first, hinting: hint)] + reply.lines.dropFirst())
  }

  /// A reply that ends an edit before it is tried.
  struct EditReply: Error {
    var lines: [String]
    /// Whether the place's `before` or `after` named no item.
    var namesNoItem = false
    /// A hint joined to the line when it is said, the first time.
    var hint: SessionText.Hint?

    /// The name with its place, when the place named no item: then its
    /// `before` or `after` was part of the name.
    func wholeName(_ name: String, _ place: NamedMove?) -> String? {
      guard namesNoItem, case .nextTo(let other, let after)? = place else { return nil }
      return name + (after ? " after " : " before ") + other
    }
  }
}

/// Finds the ideas a typed name means, as `add NAME` does: an exact title,
/// case, accents and punctuation ignored; else titles that start with the
/// name; else titles with a word starting with each word of the name.
///
/// Ideas are few, and each name looks at them all.
enum IdeaMatcher {
  /// The ideas `name` means, and whether they are titled exactly so.
  static func match(_ name: String, in ideas: [Idea]) -> (ideas: [Idea], exact: Bool) {
    var key: [UInt8] = []
    ItemMatcher.fold(name, into: &key)
    guard !key.isEmpty else { return ([], false) }
    let folded = ideas.map { idea -> [UInt8] in
      var bytes: [UInt8] = []
      ItemMatcher.fold(idea.title, into: &bytes)
      return bytes
    }
    let exact = zip(ideas, folded).filter { $1 == key }.map(\.0)
    if !exact.isEmpty { return (exact, true) }
    let starting = zip(ideas, folded).filter { $1.starts(with: key) }.map(\.0)
    if !starting.isEmpty { return (starting, false) }
    let space = UInt8(ascii: " ")
    let wanted = key.split(separator: space)
    let words = zip(ideas, folded).filter { _, title in
      let words = title.split(separator: space)
      return wanted.allSatisfy { part in words.contains { $0.starts(with: part) } }
    }.map(\.0)
    return (words, false)
  }
}

extension Destination {
  /// The item an add goes next to, for `after` and `before`.
  fileprivate var neighbour: ItemID? {
    switch self {
    case .after(let id), .before(let id): id
    default: nil
    }
  }
}

extension Announcement {
  /// Whether it says an item was added or made.
  fileprivate var isAdd: Bool {
    switch self {
    case .added, .created: true
    default: false
    }
  }
}
