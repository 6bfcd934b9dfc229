import Foundation
import ItineraryCore
import ReorderCommands

// Reads commands from standard input, one to a line, and prints the sentence
// the editor's announcement gives, on the sample trip, in the language of the
// first argument (en, es, de, fr; English without one).
var editor = Editor(trip: try SampleTrip.document().trip)
let language = CommandLine.arguments.dropFirst().first ?? "en"
var renderer = AnnouncementRenderer(catalog: Catalog.shipped(language: language) ?? .english)
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
  case "quit": exit(0)
  default: break
  }
  if let announcement { print(renderer.text(for: announcement)) }
  fflush(nil)
}
