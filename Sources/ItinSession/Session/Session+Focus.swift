import ItineraryCore
import ReorderCommands

extension Session {
  /// `next` and `previous`: the item after or before the focus, in trip
  /// order, across days.
  mutating func focusNeighbour(following: Bool) -> Reply {
    guard let focus = editor.focus, let item = trip.item(focus),
      let position = trip.position(of: focus)
    else { return reply(saying: .noItems) }
    guard let neighbour = neighbour(of: position, following: following) else {
      let title = SpokenText.clean(item.title)
      return Reply(lines: [following ? text.noNext(title) : text.noPrevious(title)])
    }
    return reply(saying: editor.focus(on: neighbour))
  }

  /// `first` and `last`: the first or last item of the trip.
  mutating func focusEnd(last: Bool) -> Reply {
    guard let days = trip.dayNumbers else { return reply(saying: .noItems) }
    let order = last ? Array(days.reversed()) : Array(days)
    for day in order where trip.itemCount(onDay: day) > 0 {
      let rank = last ? trip.itemCount(onDay: day) : 1
      if let item = trip.item(at: Position(day: day, rank: rank)) {
        return reply(saying: editor.focus(on: item.id))
      }
    }
    return reply(saying: .noItems)
  }

  /// `day N`: the first item of day N.
  mutating func focusDay(_ day: Int) -> Reply {
    guard trip.hasDay(day) else { return Reply(lines: [text.noSuchDay(day, in: trip)]) }
    guard let item = trip.item(at: Position(day: day, rank: 1)) else {
      // The focus cannot stand on it: the day is kept in view, for `new`.
      dayInView = day
      return Reply(lines: [text.emptyDayInView(day)])
    }
    return reply(saying: editor.focus(on: item.id))
  }

  /// `focus NAME`.
  mutating func focus(named name: String) -> Reply {
    resolve(name, then: .focus)
  }

  /// `move before NAME` and `move after NAME`.
  mutating func moveNextTo(_ name: String, after: Bool) -> Reply {
    resolve(name, then: .moveNextTo(after: after))
  }

  /// What a name means: one item, used at once; several, read out as a
  /// numbered list to choose from; none, said so.
  mutating func resolve(_ name: String, then use: MatchUse) -> Reply {
    // "it" and "this" are the focused item; "the Brewery tour" is the
    // Brewery tour when no title starts with "the".
    let words = name.lowercased().split(whereSeparator: \.isWhitespace)
    if words == ["it"] || words == ["this"], let focus = editor.focus {
      return self.use(focus, for: use)
    }
    var found = match(name)
    if case .none = found, words.count > 1, words.first == "the" {
      found = match(words.dropFirst().joined(separator: " "))
    }
    // A game cannot be selected: among several matches, `select` offers
    // only the others.
    if case .select = use, case .many(let ids) = found {
      let selectable = ids.filter { trip.item($0).map { !$0.isFixed } ?? false }
      if selectable.count == 1 {
        found = .one(selectable[0])
      } else if selectable.count > 1 {
        found = .many(selectable)
      }
    }
    switch found {
    case .none:
      return Reply(lines: [noMatch(name)])
    case .one(let id):
      return self.use(id, for: use)
    case .tooMany(let count):
      return Reply(lines: [line(text.matches(count, name), hinting: .moreOfName)])
    case .many(let ids) where ids.count > ItemMatcher.mostListed:
      return Reply(lines: [line(text.matches(ids.count, name), hinting: .moreOfName)])
    case .many(let ids):
      conversation.numbered = .matches(ids, then: use)
      var lines = [text.matches(ids.count, name)] + hint(.matches)
      for (index, id) in ids.enumerated() {
        guard let item = trip.item(id), let position = trip.position(of: id) else { continue }
        lines.append(text.match(index + 1, item, at: position))
      }
      return Reply(lines: lines)
    }
  }

  /// "No item matches NAME.", and the titles it is a typing slip of.
  func noMatch(_ name: String) -> String {
    // The matcher the name was just looked up by holds every title folded.
    let matcher =
      titleMatcher.flatMap {
        $0.generation == editorGeneration && $0.edits == editor.editCount ? $0.matcher : nil
      } ?? ItemMatcher(trip: trip)
    let nearest = matcher.nearest(to: name, in: trip).compactMap {
      trip.item($0).map { SpokenText.clean($0.title) }
    }
    return text.noMatch(name, nearest: nearest)
  }

  /// What `name` matches, by the matcher of this trip's titles, made the
  /// first time a name is matched and again after another trip is opened.
  mutating func match(_ name: String) -> ItemMatcher.Match {
    var matcher =
      titleMatcher.flatMap {
        $0.generation == editorGeneration && $0.edits == editor.editCount ? $0.matcher : nil
      }
      ?? ItemMatcher(trip: trip)
    // Taken out while it is used, so that the indexes it makes are not copied.
    titleMatcher = nil
    let found = matcher.match(name, in: trip)
    titleMatcher = (editorGeneration, editor.editCount, matcher)
    return found
  }

  /// Focuses, or moves next to, an item a name or a number chose.
  mutating func use(_ id: ItemID, for use: MatchUse) -> Reply {
    switch use {
    case .add(let place):
      guard let idea = trip.idea(id) else { return reply(saying: .noSuchItem(id)) }
      return add(idea, place)
    case .focus: return reply(saying: editor.focus(on: id))
    case .select: return reply(saying: editor.select(id))
    case .unselect: return reply(saying: editor.unselect(id, focusing: false))
    case .moveNextTo(let after):
      return reply(saying: editor.perform(after ? .after(id) : .before(id)))
    case .move(let move):
      // The move is of the named item: focus it first, unless a grab waits.
      let focused = editor.focus(on: id)
      switch focused {
      case .location, .selectedLocation: break
      default: return reply(saying: focused)
      }
      switch move {
      case .move(let move): return reply(saying: editor.perform(move))
      case .toPositionInDay(let rank): return moveToPosition(rank)
      case .nextTo(let other, let after): return moveNextTo(other, after: after)
      }
    }
  }

  /// The item one slot after or before a position, across days; empty days
  /// are passed over.
  private func neighbour(of position: Position, following: Bool) -> ItemID? {
    if following {
      if let item = trip.item(at: Position(day: position.day, rank: position.rank + 1)) {
        return item.id
      }
      guard let days = trip.dayNumbers, position.day < days.upperBound else { return nil }
      for day in (position.day + 1)...days.upperBound {
        if let item = trip.item(at: Position(day: day, rank: 1)) { return item.id }
      }
      return nil
    }
    if position.rank > 1 {
      return trip.item(at: Position(day: position.day, rank: position.rank - 1))?.id
    }
    for day in stride(from: position.day - 1, through: 1, by: -1) {
      let count = trip.itemCount(onDay: day)
      if count > 0, let item = trip.item(at: Position(day: day, rank: count)) { return item.id }
    }
    return nil
  }
}
