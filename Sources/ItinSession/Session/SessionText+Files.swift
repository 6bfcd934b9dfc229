import ItineraryCore
import ReorderCommands

/// The sentences about files: opening, saving, questions before a file is
/// replaced or left, the recovery journal, and another session on the same file.
extension SessionText {

  /// What the session calls a trip with no file.
  var sampleTrip: String { self(.sampleTrip) }

  /// A sentence that may start with a file's name: a file's name is said
  /// as it is written ("trip.json"), the sample trip with a capital.
  func fileFirst(_ sentence: String) -> String {
    sentence.hasPrefix(sampleTrip) ? SessionText.capitalized(sentence) : sentence
  }

  /// "New trip Cascadia, 1 day.".
  func newTrip(_ trip: Trip) -> String {
    self(
      .newTrip,
      [
        "title": SpokenText.clean(trip.title), "size": renderer.days(trip.dayCount),
      ])
  }

  func newTripQuestion(_ name: String, title: String) -> String {
    unsaved(name) + " " + self(.newTripAnyway, ["title": title])
  }

  var noNewTrip: String { self(.noNewTrip) }
  func noFileYet(_ title: String) -> String { self(.noFileYet, ["title": title]) }
  var blankTripTitle: String { self(.blankTripTitle) }

  func opened(_ name: String, _ trip: Trip) -> String {
    self(
      .opened,
      [
        "file": name, "title": SpokenText.clean(trip.title),
        "size": TripOverview(catalog: catalog).size(of: trip),
      ])
  }

  func saved(_ name: String) -> String {
    self(.saved, ["file": name])
  }

  var sampleHasNoFile: String { self(.sampleHasNoFile) }
  var saveMismatch: String { self(.saveMismatch) }

  func unsaved(_ name: String) -> String {
    self(.unsaved, ["file": name])
  }

  func notSaved(_ name: String) -> String {
    self(.notSaved, ["file": name])
  }

  func quitQuestion(_ name: String) -> String {
    unsaved(name) + " " + self(.quitAnyway)
  }

  func openQuestion(_ name: String, opening other: String) -> String {
    unsaved(name) + " " + self(.openAnyway, ["file": other])
  }

  func replaceQuestion(_ name: String) -> String {
    fileFirst(self(.replaceQuestion, ["file": name]))
  }

  func outsideReplay(_ name: String) -> String {
    self(.outsideReplay, ["file": name])
  }

  func readOnlyQuestion(_ name: String) -> String {
    fileFirst(self(.readOnlyQuestion, ["file": name]))
  }

  func changedOnDisk(_ name: String, since event: FileEvent) -> String {
    fileFirst(self(event == .opened ? .changedOnDiskOpened : .changedOnDiskSaved, ["file": name]))
  }

  func overwriteQuestion(_ name: String, since event: FileEvent) -> String {
    changedOnDisk(name, since: event) + " " + self(.replaceWithTrip)
  }

  func notOverwritten(_ name: String, since event: FileEvent) -> String {
    self(event == .opened ? .notOverwrittenOpened : .notOverwrittenSaved, ["file": name])
  }

  /// A file that cannot be opened, and why: one line a problem.
  func cannotOpen(_ name: String, _ error: TripFileError) -> [String] {
    problems.lines(for: error) {
      fileFirst(self(.cannotOpen, ["file": name, "problem": $0]))
    }
  }

  // Recovery

  func recoveryQuestion(_ name: String, count: Int, fileChanged: Bool) -> String {
    fileFirst(
      self(
        fileChanged ? .recoveryQuestionFileChanged : .recoveryQuestion, count: count,
        ["file": name]))
  }

  func recoveryPending(count: Int) -> String {
    self(.recoveryPending, count: count)
  }

  func restored(count: Int) -> String {
    self(.restored, count: count)
  }

  func discarded(count: Int) -> String {
    self(.discarded, count: count)
  }

  func recoveryDoesNotFit(_ name: String) -> String {
    self(.recoveryDoesNotFit, ["file": name])
  }

  /// Some of the steps restored: how many of how many.
  func restoredOf(_ restored: Int, count: Int) -> String {
    self(
      .restoredOf, count: count,
      ["restored": catalog.number(restored), "count": catalog.number(count)])
  }

  /// The steps that no longer fit, named (three at most, then how many
  /// more), and where they are kept.
  func notRestored(_ steps: [String], file: String, folder: String) -> String {
    var named = Array(steps.prefix(3))
    if steps.count > 3 { named.append(self(.stepsMore, count: steps.count - 3)) }
    return self(
      .notRestored, count: steps.count,
      [
        "count": String(steps.count), "file": file, "folder": folder,
        "steps": AnnouncementRenderer(catalog: catalog).list(named),
      ])
  }

  func recoveryUnreadable(_ name: String) -> String {
    self(.recoveryUnreadable, ["file": name])
  }

  func recoveryPartLost(_ name: String, readable count: Int) -> String {
    self(.recoveryPartLost, count: count, ["file": name])
  }

  var recoveryOff: String { self(.recoveryOff) }
  var recoveryBack: String { self(.recoveryBack) }

  func recoveryKept(_ name: String) -> String {
    self(.recoveryKept, ["file": name])
  }

  // Another session on the same file

  func heldQuestion(_ name: String) -> String {
    self(.heldQuestion, ["file": name])
  }

  func heldRefusal(_ name: String) -> String {
    self(.heldRefusal, ["file": name])
  }

  func heldAtStart(_ name: String) -> String {
    heldRefusal(name) + " " + self(.heldAtStart)
  }

  func heldSaveRefusal(_ name: String) -> String {
    self(.heldSaveRefusal, ["file": name])
  }
}
