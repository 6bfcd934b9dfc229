/// Every command the session knows, by its first word: the vocabulary that
/// help, suggestions and completion share.
public enum CommandName: String, CaseIterable, Hashable, Sendable {
  case up, down, top, bottom, move
  case grab, drop, cancel
  case undo, redo, history, changes
  case actions
  case ideas, add, new, remove, delete, rename
  case select, unselect, selection, clear
  case `where`, next, previous, first, last, day, focus
  case list, verbosity, `repeat`
  case open, save
  case help, quit

  /// The command a first word names, case already folded: its name, or a
  /// synonym such as `prev`, `exit` or `q`.
  init?(word: String) {
    switch word {
    case "prev": self = .previous
    case "go": self = .focus
    case "exit", "q": self = .quit
    case "save!": self = .save
    default:
      guard let name = CommandName.byWord[word] else { return nil }
      self = name
    }
  }

  /// Every command by the word that names it: one lookup for a line's
  /// first word, not a comparison with each name in turn.
  private static let byWord = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

  /// How the command is typed, as help says it.
  public var usage: String {
    switch self {
    case .up: "up, or move up"
    case .down: "down, or move down"
    case .top: "top, or move to top"
    case .bottom: "bottom, or move to bottom"
    case .move:
      "move to day N, move to day N position P, move to position P, move before NAME, or move after NAME"
    case .actions: "actions, or actions all, then a number"
    case .ideas: "ideas, then a number"
    case .add:
      "add NAME, add NAME to day N, add NAME to day N position P, add NAME before OTHER, or add NAME after OTHER"
    case .new: "new TITLE, new TITLE to day N, or new TITLE to day N position P"
    case .rename: "rename TITLE"
    case .select: "select, or select NAME"
    case .unselect: "unselect, or unselect NAME"
    case .clear: "clear, or clear selection"
    case .day: "day N"
    case .focus: "focus NAME"
    case .undo: "undo, undo N, or undo all"
    case .redo: "redo, redo N, or redo all"
    case .list: "list, list day N, or list all"
    case .verbosity: "verbosity terse, normal or verbose"
    case .open: "open PATH"
    case .save: "save, save anyway, or save as PATH"
    case .help: "help, or help COMMAND"
    case .quit: "quit"
    default: rawValue
    }
  }

  /// Whether the command is its name alone, with nothing typed after it.
  var takesNothing: Bool { usage == rawValue }

  /// What the command does, in a sentence or two.
  public var summary: String {
    switch self {
    case .up:
      "Moves the focused item one slot earlier. From the top of a day, it goes to the end of the day before."
    case .down:
      "Moves the focused item one slot later. From the end of a day, it goes to the top of the next day."
    case .top: "Moves the focused item to the first position it may take in its day."
    case .bottom: "Moves the focused item to the last position it may take in its day."
    case .move:
      "Moves the focused item to the end of another day, to a position of a day or of its own day, or next to another item. A name first moves that item instead, as in move Dinner to day 2."
    case .grab:
      "Picks up the focused item. Each move is said as you make it. Then drop keeps the moves as one step, and cancel puts the item back."
    case .drop: "Puts down the grabbed item where it is, as one step to undo."
    case .cancel: "Puts the grabbed item, and everything it moved, back where they were."
    case .undo:
      "Undoes the last step and says where the item is now. Undo 3 undoes three steps, and undo all every one."
    case .redo: "Redoes the last step undone. Redo 3 redoes three, and redo all every one."
    case .history:
      "Reads the steps you can undo, newest first, and where the file was opened or saved among them."
    case .changes:
      "Says which items moved since the file was opened or saved, newest first, and where each is now."
    case .actions:
      "Reads the moves the focused item can make now, numbered. Type a number to make one. Actions all also reads the moves it cannot make, and why."
    case .ideas:
      "Reads the ideas: items on no day. Type a number to add that idea after the focused item."
    case .add:
      "Puts the idea with that name right after the focused item, or at the end of a day, at a position, or next to another item. A travel idea must stay between its games."
    case .new:
      "Makes a new item with that title right after the focused item, or at the end of a day, at a position of a day, or before or after another item. Put a title that holds words such as to day or after in quotes."
    case .remove: "Takes the focused item off its day. It becomes an idea, and add puts it back."
    case .delete: "Deletes the focused item from the trip. Undo brings it back."
    case .rename: "Gives the focused item a new title."
    case .select:
      "Adds the focused item, or the item with that name, to the selection, and focuses it. While two or more are selected and the focus is on one of them, top, bottom, move, grab, up and down move them all, side by side, as one step."
    case .unselect: "Takes the focused item, or the item with that name, out of the selection."
    case .selection: "Says how many items are selected, and which."
    case .clear: "Empties the selection."
    case .where: "Says the focused item, its kind and its position."
    case .next: "Moves the focus to the next item in the trip."
    case .previous: "Moves the focus to the item before it in the trip."
    case .first: "Moves the focus to the first item of the trip."
    case .last: "Moves the focus to the last item of the trip."
    case .day: "Moves the focus to the first item of day N. Go to day N does the same."
    case .focus:
      "Moves the focus to the item with that title. The start of the title, or of a word in it, is enough. Go to NAME does the same."
    case .list:
      "Reads the focused item's day, another day, or the whole trip, one item to a line. After a day's list, type a number to focus that item."
    case .verbosity:
      "Sets how much is said. Terse leaves out the title where the focus makes it clear. Verbose adds the day, the count and the neighbours."
    case .repeat: "Says the last answer again."
    case .open: "Opens a trip file instead of this trip."
    case .save:
      "Saves the trip to its file, or to a new file, never half-written. If the file changed on disk, save asks first on a terminal and refuses through a pipe; save anyway replaces it."
    case .help: "Lists the commands, or tells about one."
    case .quit: "Leaves itin-a11y. With unsaved changes on a terminal, it asks first."
    }
  }
}
