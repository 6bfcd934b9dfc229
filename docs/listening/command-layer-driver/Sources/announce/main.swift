import Foundation
import ItineraryCore
import ReorderCommands

// Reads commands from standard input, one to a line, and prints the sentence
// the editor's announcement gives, on the sample trip, in the language of the
// first argument (en, es, de, fr; English without one).
var editor = Editor(trip: try SampleTrip.document().trip)
let language = CommandLine.arguments.dropFirst().first ?? "en"
var renderer = AnnouncementRenderer(catalog: Catalog.shipped(language: language) ?? .english)
// A pointer drag: `drag ID…` picks items up, `over DAY POSITION` and `off`
// move over targets (saying what DragSpeech gives), `rest` says what is
// pending, `release` drops where it is over, `abandon` cancels.
var drag: DragSpeech?
var target: Move?
while let line = readLine() {
  let words = line.split(separator: " ").map(String.init)
  let argument = words.dropFirst().first ?? ""
  var announcement: Announcement?
  switch words.first ?? "" {
  case "up": announcement = editor.perform(.up)
  case "down": announcement = editor.perform(.down)
  case "top": announcement = editor.perform(.toTop)
  case "bottom": announcement = editor.perform(.toBottom)
  case "day": announcement = editor.perform(.toDay(Int(argument) ?? 0))
  case "focus": announcement = editor.focus(on: ItemID(argument))
  case "undo": announcement = editor.undo()
  case "redo": announcement = editor.redo()
  case "grab": announcement = editor.grabFocused()
  case "drop": announcement = editor.drop()
  case "cancel": announcement = editor.cancel()
  case "where": announcement = editor.whereIsFocus()
  case "select": announcement = editor.select(argument.isEmpty ? nil : ItemID(argument))
  case "selection": announcement = editor.whatIsSelected()
  case "verbosity": renderer.verbosity = Verbosity(rawValue: argument) ?? .normal
  case "actions":
    let menu = editor.actionMenu(renderer: renderer)
    for (number, action) in menu.available.enumerated() { print("\(number + 1). \(action.label).") }
    for entry in menu.unavailable { print(entry.reason) }
  case "drag":
    let speech = DragSpeech(
      dragging: words.dropFirst().map { ItemID($0) }, in: editor, renderer: renderer)
    drag = speech
    target = nil
    print(speech.pickUp.text)
  case "over", "off":
    let numbers = words.dropFirst().compactMap { Int($0) }
    target =
      numbers.count == 2 ? .toPosition(Position(day: numbers[0], rank: numbers[1])) : nil
    if let said = drag?.hover(over: target, in: editor) { print(said.text) }
  case "rest":
    if let said = drag?.takePending() { print(said.text) }
  case "release":
    if var speech = drag, let target {
      print(speech.dropped(editor.perform(target, on: speech.items)).text)
      drag = nil
    }
  case "abandon":
    if var speech = drag { print(speech.cancel(in: editor).text) }
    drag = nil
  case "quit": exit(0)
  default: break
  }
  if let announcement { print(renderer.text(for: announcement)) }
  fflush(nil)
}
