import ItineraryCore

/// Sentences about an item at a spot, and the details a verbose one adds.
extension AnnouncementRenderer {
  /// A sentence about an item at a spot, at the renderer's verbosity:
  /// `terse`, or `normal` with the spot's details after it when verbose.
  ///
  /// `extra` adds values to the title, position and day; with
  /// `fittingTitle`, a normal sentence is kept to ``maximumMoveWords``.
  func about(
    _ item: ItemReference, at spot: DetailedPosition, normal: CommandMessage, terse: CommandMessage,
    adding extra: Template.Values = [:], fittingTitle: Bool = false, fitting: CommandMessage? = nil,
    withDetails: Bool = true
  ) -> String {
    let values = self.values(item, at: spot).merging(extra)
    if verbosity == .terse { return fill(terse, values) }
    var sentence = fill(normal, values)
    if let message = fitting ?? (fittingTitle ? .moved : nil) {
      sentence = fitted(item, at: spot, sentence: sentence, message: message)
    }
    return verbosity == .verbose && withDetails ? sentence + details(of: spot) : sentence
  }

  /// A normal move (or add) announcement of at most ``maximumMoveWords``
  /// words: a long title keeps its first words.
  func fitted(
    _ item: ItemReference, at spot: DetailedPosition, sentence: String, message: CommandMessage
  )
    -> String
  {
    let excess = SpokenText.wordCount(sentence) - AnnouncementRenderer.maximumMoveWords
    guard excess > 0 else { return sentence }
    var values = self.values(item, at: spot)
    values["title"] = marked(
      AnnouncementRenderer.title(SpokenText.clean(item.title), droppingWords: excess))
    return fill(message, values)
  }

  /// The values every sentence about an item at a spot may use.
  func values(_ item: ItemReference, at spot: DetailedPosition) -> Template.Values {
    [
      "title": name(item), "position": String(spot.position.rank),
      "day": String(spot.position.day),
    ]
  }

  /// The verbose details of a spot, each a sentence with a leading space.
  ///
  /// For example: " Saturday, June 6, Milwaukee. 3 items in day 2. After
  /// Drive to Milwaukee, before Cubs at Brewers." It is what a verbose
  /// sentence adds; a renderer of an app's own adds it after its own.
  public func details(of spot: DetailedPosition) -> String {
    var sentences: [String] = []
    if let time = spot.time {
      sentences.append(fill(.detailTime, ["time": clock(time)]))
    }
    // A label the sentence said already, as the group's name, is not said again.
    var label = spot.dayLabel
    if let given = label, groupName(ofDay: spot.position.day) == SpokenText.clean(given) {
      label = nil
    }
    let place = SpokenText.phrase([label ?? spot.dayDate.map(date), spot.dayCity])
    if !place.isEmpty {
      sentences.append(fill(.detailDay, ["label": place]))
    }
    let day = String(spot.position.day)
    sentences.append(
      fill(
        .detailItemCount, count: spot.itemsInDay,
        ["count": String(spot.itemsInDay), "day": day]))
    switch (spot.previous, spot.next) {
    case (let previous?, let next?):
      sentences.append(fill(.detailBetween, ["previous": name(previous), "next": name(next)]))
    case (let previous?, nil):
      sentences.append(fill(.detailAfter, ["previous": name(previous)]))
    case (nil, let next?):
      sentences.append(fill(.detailBefore, ["next": name(next)]))
    case (nil, nil):
      break
    }
    return sentences.map { " " + $0 }.joined()
  }

  /// A title, safe to say.
  func name(_ item: ItemReference) -> String {
    guard titleWordsDropped > 0 else { return marked(SpokenText.clean(item.title)) }
    return marked(
      AnnouncementRenderer.title(SpokenText.clean(item.title), droppingWords: titleWordsDropped))
  }

  /// An item's name with `excess` more words dropped from its end, when
  /// it keeps one word at least; `nil` when it cannot lose that many.
  func name(_ item: ItemReference, droppingWords excess: Int) -> String? {
    let title = SpokenText.clean(item.title)
    guard SpokenText.wordCount(title) - titleWordsDropped - 1 >= excess else { return nil }
    return marked(AnnouncementRenderer.title(title, droppingWords: titleWordsDropped + excess))
  }

  /// A name, between markers when ``marksNames`` is set.
  func marked(_ name: String) -> String {
    guard marksNames else { return name }
    var scalars = String.UnicodeScalarView()
    scalars.append(AnnouncementRenderer.nameStart)
    scalars.append(
      contentsOf: name.unicodeScalars.lazy.filter {
        $0 != AnnouncementRenderer.nameStart && $0 != AnnouncementRenderer.nameEnd
      })
    scalars.append(AnnouncementRenderer.nameEnd)
    return String(scalars)
  }

  /// A message's template with its values filled in.
  func fill(_ message: CommandMessage, _ values: Template.Values = [:]) -> String {
    if !groupNames.isEmpty, let named = named(message, count: nil, values) {
      return Template.fill(named.template, with: named.values)
    }
    return Template.fill(template(for: message), with: values)
  }

  /// A message that counts, in the plural form `count` takes, with its
  /// values filled in.
  func fill(_ message: CommandMessage, count: Int, _ values: Template.Values) -> String {
    if !groupNames.isEmpty, let named = named(message, count: count, values) {
      return Template.fill(named.template, with: named.values)
    }
    return Template.fill(template(for: message, count: count), with: values)
  }
}
