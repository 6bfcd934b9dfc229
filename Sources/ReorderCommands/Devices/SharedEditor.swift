import ItineraryCore

/// An editor of a list several devices change at once: each change made
/// here becomes a ``SharedStep`` to send to the others, and the others'
/// steps are taken in with the same checks as a change made here.
///
/// Every device starts from the same list and takes every step in one
/// order (``SharedStep/comesBefore(_:)``), however late, often or out of
/// turn the steps arrive: once each device has every step, each has the
/// same list. A step that no longer fits when its turn comes (another
/// device moved its item first, or it would break the trip's rules or the
/// app's) is not made, on any device, and is said: the device that made it
/// hears its change taken back.
///
/// Each person's undo and redo take back their own steps, on whichever
/// device they made them.
///
/// ```swift
/// let trip = try SampleTrip.document().trip
/// var phone = SharedEditor(Editor(trip: trip), device: "phone", author: "Lucía")
/// var laptop = SharedEditor(Editor(trip: trip), device: "laptop", author: "Marco")
/// _ = phone.perform(.move(.down, on: "lunch"))
/// let heard = laptop.receive(phone.takeUnsent()).map(laptop.renderer.text(of:))
/// print(heard.joined(separator: " "))
/// // Lucía moved Lunch at Lou Malnati's to position 2 of day 1.
/// ```
public struct SharedEditor: Sendable {
  /// This device's name, unique among the devices sharing the list.
  public let device: String
  /// The list as this device has it now, with its focus, selection and
  /// grab: read it, and change it through ``perform(_:)``.
  public internal(set) var editor: Editor
  /// The list as every device started it.
  let start: Editor
  /// Every step made here or taken in, in the order every device takes
  /// them.
  public internal(set) var steps: [SharedStep] = []
  /// Each step of `steps` as it was made here: as it was sent, as it fits
  /// the list it came to, or `nil` when it did not fit.
  var taken: [HistoryStep?] = []
  /// The names of every step made here or received.
  var known: Set<SharedStep.ID> = []
  /// The highest revision made here or received.
  var clock = 0
  /// How many steps this device made.
  var made = 0
  /// Steps received while an item is held here: taken in at the drop or
  /// cancel.
  var waiting: [SharedStep] = []
  /// Steps received before an earlier step of their own device, by device
  /// and count: each is taken in once every step its device made before
  /// it is here.
  var early: [String: [Int: SharedStep]] = [:]
  /// For each other device, how many of its steps, from its first, are
  /// here.
  var arrivedInTurn: [String: Int] = [:]
  /// Steps made here and not yet taken by ``takeUnsent()``.
  var unsent: [SharedStep] = []
  /// What this device has not yet been told of others' steps.
  var unheard: [Heard] = []

  /// An editor of the list `editor` holds, shared by this device.
  ///
  /// Every device sharing the list starts from an editor on the same trip.
  /// The editor's undo steps, and any grab, stay behind: what is shared
  /// starts here.
  ///
  /// - Parameters:
  ///   - editor: The list as every device starts it, with this device's
  ///     renderer and rule.
  ///   - device: This device's name, unique among the devices: a step's
  ///     name on every device starts with it.
  ///   - author: The person using this device: each step says it, and
  ///     their undo takes back their own.
  public init(_ editor: Editor, device: String, author: String) {
    var start = editor
    if start.grab != nil { _ = start.cancel() }
    start.history = History(limit: editor.history.limit)
    start.author = author
    self.start = start
    self.editor = start
    self.device = device
    self.author = author
  }

  /// The person using this device, whom each step made here names.
  public var author: String {
    didSet { editor.author = author }
  }

  /// The words this device's listener hears.
  public var renderer: AnnouncementRenderer {
    get { editor.renderer }
    set { editor.renderer = newValue }
  }

  /// The app's own rule of where items may go.
  ///
  /// It is obeyed by this device's moves and by every step taken in: give
  /// each device the same rule.
  public var moveRule: (any MoveRule)? {
    get { editor.moveRule }
    set { editor.moveRule = newValue }
  }

  /// Performs a command, as ``Editor/perform(_:)-(Command)`` does: what
  /// changes the list becomes a step to send (``takeUnsent()``); an undo
  /// or a redo takes back or makes again the author's own.
  ///
  /// A drop or a cancel takes in the steps that arrived while the item was
  /// held: ``takeHeard()`` then says them.
  public mutating func perform(_ command: Command) -> Announcement {
    let before = editor.history.stamp
    let said = editor.perform(command)
    if editor.history.stamp != before {
      switch command {
      case .undo:
        if let kept = editor.history.redoSteps.last, let id = kept.shared {
          send(kept.reversed, as: .undid(id))
        }
      case .redo:
        if let step = editor.history.undoSteps.last, let id = step.shared {
          send(step, as: .redid(id))
        }
      default:
        if let step = editor.history.undoSteps.last {
          send(step, as: .made)
        }
      }
    }
    if editor.grab == nil, !waiting.isEmpty {
      let arrived = waiting
      waiting = []
      take(arrived)
      // What the steps that waited moved is said where it stands once the
      // drop is made too.
      unheard = unheard.map { heard in
        guard case .moved(let item, let move, let from, _) = heard.announcement,
          editor.trip.contains(item.id)
        else { return heard }
        var now = heard
        now.announcement = .moved(item, move: move, from: from, to: editor.spot(of: item.id))
        return now
      }
      // The steps that waited may have moved what was dropped: it is said
      // where it stands now.
      switch said {
      case .dropped(let item, _) where editor.trip.contains(item.id):
        return .dropped(item, at: editor.spot(of: item.id))
      case .itemsDropped(let items, _):
        return .itemsDropped(
          items, at: Trip.Together(items.map(\.id), in: editor.trip).flatMap(editor.block(of:)))
      default:
        break
      }
    }
    return said
  }

  /// Undoes the author's own newest step: ``perform(_:)`` with `.undo`.
  public mutating func undo() -> Announcement { perform(.undo) }

  /// Redoes the author's own step undone last: ``perform(_:)`` with
  /// `.redo`.
  public mutating func redo() -> Announcement { perform(.redo) }

  /// Takes in steps from other devices, in any order, any number of times
  /// each, and returns what this device's listener hears of them.
  ///
  /// A step already taken in is passed over. A step that arrives before an
  /// earlier step of its own device waits for it, unsaid: a device's step
  /// was made on its earlier ones, and taken alone it would be said as not
  /// made when it was. One that comes before steps taken already takes its
  /// turn among them: what follows it is taken again after it, and a step
  /// that no longer fits is undone and said. While an item is held here,
  /// steps wait for the drop or the cancel.
  @discardableResult
  public mutating func receive(_ arrived: [SharedStep]) -> [Heard] {
    // Each device's steps in its own order: a step once the one before it
    // is here, and then any that waited for it.
    var fresh: [SharedStep] = []
    for step in arrived where known.insert(step.id).inserted {
      clock = max(clock, step.revision)
      let device = step.id.device
      guard step.id.number == (arrivedInTurn[device] ?? 0) + 1 else {
        early[device, default: [:]][step.id.number] = step
        continue
      }
      fresh.append(step)
      var last = step.id.number
      while let next = early[device]?.removeValue(forKey: last + 1) {
        fresh.append(next)
        last += 1
      }
      arrivedInTurn[device] = last
    }
    if editor.grab != nil {
      waiting += fresh
    } else {
      take(fresh)
    }
    return takeHeard()
  }

  /// The steps made here since the last call, to send to every other
  /// device.
  public mutating func takeUnsent() -> [SharedStep] {
    defer { unsent = [] }
    return unsent
  }

  /// What this device's listener has not yet heard of others' steps,
  /// oldest first: what ``receive(_:)`` returns, and what a drop or a
  /// cancel took in.
  public mutating func takeHeard() -> [Heard] {
    defer { unheard = [] }
    return unheard
  }

  /// Records a change made here as the next step to send.
  private mutating func send(_ change: HistoryStep, as kind: SharedStep.Kind) {
    made += 1
    clock += 1
    let id = SharedStep.ID(device: device, number: made)
    var sent = change
    sent.shared = nil
    sent.author = nil
    if case .made = kind { editor.history.markNewest(as: id) }
    let step = SharedStep(id: id, revision: clock, author: author, kind: kind, change: sent)
    known.insert(id)
    steps.append(step)
    taken.append(sent)
    unsent.append(step)
  }
}
