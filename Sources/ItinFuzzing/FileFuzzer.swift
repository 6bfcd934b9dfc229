import ItineraryCore
import ReorderCommands

/// Feeds fuzzer bytes to the trip file reader, and stops the process at the
/// first broken promise.
///
/// A refused file must say why in sentences fit to speak. An accepted one
/// must save unchanged to the same bytes, read back as the same trip, and
/// after moves save to bytes that read back as the moved trip and that,
/// with the moves undone, are the first bytes again.
public enum FileFuzzer {
  public static func run(_ bytes: [UInt8]) {
    let document: TripDocument
    do {
      document = try TripDocument(bytes: bytes)
    } catch {
      let lines = ProblemRenderer().lines(for: error) { "The file has \($0)." }
      for line in lines
      where line.isEmpty || line.unicodeScalars.contains(where: { $0.value < 0x20 }) {
        fatalError("A problem not fit to speak: \(line.debugDescription)")
      }
      if lines.isEmpty { fatalError("A refused file with no reason") }
      return
    }
    do {
      guard try document.bytes(saving: document.trip) == bytes else {
        fatalError("Saving an unchanged trip changed the bytes")
      }
      var editor = Editor(trip: document.trip)
      var moves = 0
      for item in document.trip.items.prefix(8) where !item.isFixed {
        if case .moved = editor.perform(.toBottom, on: item.id) { moves += 1 }
        if case .moved = editor.perform(.up, on: item.id) { moves += 1 }
      }
      let saved = try document.saved(editor.trip)
      let reread = try TripDocument(bytes: saved.bytes)
      guard reread.trip == editor.trip else { fatalError("A saved trip read back otherwise") }
      for _ in 0..<moves { _ = editor.undo() }
      guard try saved.bytes(saving: editor.trip) == bytes else {
        fatalError("Undoing every move did not give the first bytes back")
      }
    } catch {
      fatalError("A valid trip did not save: \(error)")
    }
  }
}
