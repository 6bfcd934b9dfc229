import ItineraryCore
import ReorderCommands

extension Session {
  /// `ideas`: the trip's ideas by title, numbered; a bare number then adds
  /// one after the focused item.
  mutating func ideasList() -> Reply {
    let ideas = sortedIdeas()
    guard !ideas.isEmpty else { return Reply(lines: [SessionText.noIdeas]) }
    numbered = .ideas(ideas.map(\.id))
    var lines = [SessionText.ideasHeading(ideas.count)]
    lines += ideas.enumerated().map {
      SessionText.entry($0.offset + 1, SessionText.idea($0.element, renderer: renderer))
    }
    return Reply(lines: lines + hint(.ideaNumbers))
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
    if case .nextTo(let other, let after)? = place, case .none = match(other) {
      return add(named: name + (after ? " after " : " before ") + other, nil)
    }
    let (found, exact) = IdeaMatcher.match(name, in: sortedIdeas())
    if !exact, let onPlan = itemTitled(name) {
      return Reply(lines: [SessionText.alreadyOnThePlan(onPlan.title, at: onPlan.position)])
    }
    guard !trip.ideas.isEmpty else { return Reply(lines: [SessionText.noIdeasToAdd]) }
    switch found.count {
    case 0: return Reply(lines: [SessionText.noIdeaMatch(name)])
    case 1: return add(found[0], place)
    default:
      numbered = .matches(found.map(\.id), then: .add(place))
      var lines = [SessionText.ideaMatches(found.count, name)]
      lines += found.enumerated().map {
        SessionText.entry($0.offset + 1, SpokenText.clean($0.element.title))
      }
      return Reply(lines: lines + hint(.matches))
    }
  }

  /// Puts an idea of the trip where `place` says: after the focused item
  /// when it says nothing.
  mutating func add(_ idea: Idea, _ place: NamedMove?) -> Reply {
    switch destination(of: place) {
    case .success(let destination): return say(editor.perform(.add(idea, destination)))
    case .failure(let reply): return Reply(lines: reply.lines)
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
  mutating func new(_ typed: String, _ place: NamedMove?) -> Reply {
    if case .nextTo(let other, let after)? = place, case .none = match(other) {
      return new(typed + (after ? " after " : " before ") + other, nil)
    }
    let title = SpeakableText.clean(typed)
    switch destination(of: place) {
    case .success(let destination):
      return say(editor.perform(.create(title: title, destination)))
    case .failure(let reply): return Reply(lines: reply.lines)
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
      // An empty trip's first item goes to day 1.
      if let focus = editor.focus { return .success(.after(focus)) }
      return .success(.day(1))
    case .toPositionInDay(let rank)?:
      let day = editor.focus.flatMap { trip.position(of: $0)?.day } ?? 1
      return .success(.position(Position(day: day, rank: rank)))
    case .nextTo(let other, let after)?:
      switch match(other) {
      case .one(let id): return .success(after ? .after(id) : .before(id))
      case .none: return .failure(EditReply(lines: [SessionText.noMatch(other)]))
      case .tooMany(let count):
        return .failure(EditReply(lines: [SessionText.matches(count, other)]))
      case .many(let ids):
        return .failure(
          EditReply(lines: [line(SessionText.matches(ids.count, other), hinting: .moreOfName)]))
      }
    }
  }

  /// A reply that ends an edit before it is tried.
  struct EditReply: Error {
    var lines: [String]
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
