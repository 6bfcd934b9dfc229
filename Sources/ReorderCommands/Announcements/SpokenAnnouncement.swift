import ItineraryCore

/// An announcement as a platform posts it: the sentence, the language of
/// each part, and how urgently it should be heard.
///
/// On Apple platforms, post it as an attributed string: the sentence's
/// language as `accessibilitySpeechLanguage` of the whole, each of
/// ``otherLanguageParts`` with its own, and ``priority`` as
/// `accessibilitySpeechAnnouncementPriority` (UIKit) or the announcement's
/// priority (SwiftUI's `AccessibilityNotification.Announcement`), so that a
/// German title inside an English sentence is read with a German voice, and
/// a refusal is not cut off by the next move.
public struct SpokenAnnouncement: Hashable, Sendable {
  /// The sentence, as ``AnnouncementRenderer/text(for:)`` says it.
  public var text: String
  /// The sentence's language, a BCP 47 tag ("en").
  public var language: String
  /// Where the names from the trip (titles) stand in ``text``.
  public var titles: [Range<String.Index>]
  /// The parts of ``text`` in another language than the sentence: the
  /// titles, when the trip's titles are in one.
  public var otherLanguageParts: [LanguagePart]
  /// How urgently it should be heard.
  public var priority: AnnouncementPriority

  public init(
    text: String, language: String, titles: [Range<String.Index>],
    otherLanguageParts: [LanguagePart], priority: AnnouncementPriority
  ) {
    self.text = text
    self.language = language
    self.titles = titles
    self.otherLanguageParts = otherLanguageParts
    self.priority = priority
  }
}

/// A part of a sentence in a language of its own.
public struct LanguagePart: Hashable, Sendable {
  /// Where it stands in the sentence.
  public var range: Range<String.Index>
  /// Its language, a BCP 47 tag ("de").
  public var language: String

  public init(range: Range<String.Index>, language: String) {
    self.range = range
    self.language = language
  }
}

/// How urgently an announcement should be heard, as the platforms' speech
/// priorities (low, default, high) have it.
public enum AnnouncementPriority: Hashable, Sendable, Comparable {
  /// May be dropped when other speech is going on.
  case low
  /// Said in turn; the next announcement may interrupt it, as the next move
  /// of a fast series does.
  case `default`
  /// Not to be interrupted: the command did not do what was asked (a
  /// refusal, nothing to undo, a stale action), and the listener must hear
  /// why.
  case high
}

extension Announcement {
  /// How urgently the announcement should be heard: ``AnnouncementPriority/high``
  /// when the command did not do what was asked, ``AnnouncementPriority/default``
  /// for a change or a place.
  ///
  /// A move to where the item already is (a drag dropped where it started)
  /// did what was asked, which changes nothing: it is said as a place, at
  /// the default priority, not as a failure.
  public var priority: AnnouncementPriority {
    switch self {
    case .moved, .undone, .redone, .grabbed, .dropped, .cancelled, .location, .selectedLocation,
      .added, .removed, .timed, .created, .rekinded,
      .deleted, .renamed, .selected, .unselected, .selectionCleared, .selection, .itemsMoved,
      .itemsGrabbed, .itemsDropped, .itemsCancelled, .itemsUndone, .itemsRedone, .alreadyThere,
      .itemsAlreadyThere, .choosingDay, .dragOver, .dragOverStart, .dragOverNothing,
      .dragCannotDrop, .choosingTime, .started, .dayAdded, .dayRemoved, .dayIs, .zoneSet,
      .tripUndone,
      .tripRedone, .grabbedLocation:
      .default
    case .refused, .alreadyTitled, .alreadyTimed, .alreadyRekinded, .editRefused, .nothingToUndo,
      .nothingToRedo, .nothingOfYoursToUndo, .nothingOfYoursToRedo, .undoBlocked, .redoBlocked,
      .alreadyGrabbed,
      .nothingGrabbed, .notWhileGrabbed, .staleAction, .staleEdit, .noItems, .noSuchItem,
      .alreadySelected, .notSelected, .selectRefused, .itemsRefused,
      .itemsStaleAction, .notWhileItemsGrabbed, .alreadyStarted, .dayAlready, .zoneAlready,
      .tripChangeRefused, .stepNotMade, .stepTakenBack:
      .high
    }
  }
}

extension AnnouncementRenderer {
  /// An announcement as data for the platform: the sentence of
  /// ``text(for:)``, where its titles stand, their language when the trip's
  /// titles are in another than the sentence's, and its priority.
  ///
  /// - Parameters:
  ///   - announcement: What happened.
  ///   - language: The sentence's language; `nil`, the default, for the
  ///     language of the renderer's catalog, whose templates the sentence is
  ///     made from. Give one only for templates of your own in another.
  ///   - titlesLanguage: The language the trip's titles are written in, when
  ///     it is not the sentence's; `nil` when it is, or is not known.
  /// - Returns: The sentence with its parts and priority.
  public func spoken(
    for announcement: Announcement, language: String? = nil, titlesLanguage: String? = nil
  ) -> SpokenAnnouncement {
    let language = language ?? catalog.language
    var marking = self
    marking.marksNames = true
    let marked = marking.text(for: announcement)
    var text = ""
    text.reserveCapacity(marked.utf8.count)
    var titles: [Range<String.Index>] = []
    var start: String.Index?
    for scalar in marked.unicodeScalars {
      switch scalar {
      case AnnouncementRenderer.nameStart: start = text.endIndex
      case AnnouncementRenderer.nameEnd:
        if let opened = start { titles.append(opened..<text.endIndex) }
        start = nil
      default: text.unicodeScalars.append(scalar)
      }
    }
    // Ranges into the text as it grew are ranges into the text made.
    titles = titles.compactMap { range in
      guard let lower = range.lowerBound.samePosition(in: text),
        let upper = range.upperBound.samePosition(in: text)
      else { return nil }
      return lower..<upper
    }
    let parts =
      titlesLanguage.flatMap { other in
        other == language ? nil : titles.map { LanguagePart(range: $0, language: other) }
      } ?? []
    return SpokenAnnouncement(
      text: text, language: language, titles: titles, otherLanguageParts: parts,
      priority: announcement.priority)
  }

  /// Around each name from the trip while ``marksNames`` is set: characters
  /// of Unicode's private use area, which titles never say (they are
  /// cleaned of them).
  static let nameStart: Unicode.Scalar = "\u{F0000}"
  static let nameEnd: Unicode.Scalar = "\u{F0001}"
}
