import ArgumentParser
import ItinExport
import ItinREPL
import ItinSession
import ItineraryCore
import ReorderCommands

extension ItinA11y {
  /// Refuses arguments that do not go together, each with one sentence in
  /// the language asked for.
  func validate() throws {
    let sentence = ArgumentSentence(catalog: Launch.language(asked: language))
    if let language, !language.isEmpty, Catalog.shipped(language: language) == nil {
      throw sentence.refusal(
        .argumentNoSuchLanguage,
        ["language": ArgumentSentence.echo(language), "languages": sentence.languages])
    }
    // A name that holds a hidden control character would be said cleaned
    // and written as typed: two names. Refused, as the REPL refuses it.
    for path in [file, check, record, replay, newFile, export, importFile, output] {
      if let path, TypedPath.hidesCharacters(path) { throw sentence.refusal(.pathHidden) }
    }
    if check != nil, file != nil { throw sentence.refusal(.argumentFileAndCheck) }
    if check != nil, record != nil { throw sentence.refusal(.argumentCheckAndRecord) }
    if replay != nil, file != nil || check != nil || record != nil {
      throw sentence.refusal(.argumentReplayAlone)
    }
    if replaceRecord, record == nil { throw sentence.refusal(.argumentReplaceRecord) }
    if newFile != nil, file != nil || check != nil || replay != nil {
      throw sentence.refusal(.argumentNewAndFile)
    }
    if title != nil, newFile == nil { throw sentence.refusal(.argumentTitleAlone) }
    if let today, TripDate(fileText: today) == nil {
      throw sentence.refusal(.argumentBadToday, ["date": ArgumentSentence.echo(today)])
    }
    if from != nil || to != nil {
      guard importFile != nil, from != nil, to != nil else {
        throw sentence.refusal(.argumentDatesAlone)
      }
      for (option, value) in [("--from", from), ("--to", to)] {
        if let value, TripDate(fileText: value) == nil {
          throw sentence.refusal(
            .argumentBadDate, ["option": option, "date": ArgumentSentence.echo(date: value)])
        }
      }
      if let first = from.flatMap(TripDate.init(fileText:)),
        let last = to.flatMap(TripDate.init(fileText:)), first > last
      {
        throw sentence.refusal(.argumentDatesBackwards)
      }
    }
    if importFile != nil {
      if file != nil || check != nil || replay != nil || record != nil || newFile != nil
        || export != nil || format != nil
      {
        throw sentence.refusal(.argumentImportAlone)
      }
      if output == nil { throw sentence.refusal(.argumentImportNeedsOutput) }
    } else if output != nil {
      throw sentence.refusal(.argumentOutputAlone)
    } else if export != nil {
      if check != nil || replay != nil || record != nil || newFile != nil {
        throw sentence.refusal(.argumentExportAlone)
      }
      if file == nil { throw sentence.refusal(.argumentExportNeedsFile) }
    } else if format != nil || force {
      throw sentence.refusal(.argumentFormatAlone)
    }
    if cells != nil || lines != nil {
      let named =
        format.flatMap(ExportFormat.init(name:)) ?? export.flatMap(ExportFormat.init(path:))
      if export == nil || named != .brf { throw sentence.refusal(.argumentBrailleAlone) }
    }
    if let cells, Int(cells).map(BraillePage.cellRange.contains) != true {
      throw sentence.refusal(
        .argumentBrailleSize, ["option": "--cells", "low": "12", "high": "100"])
    }
    if let lines, Int(lines).map(BraillePage.lineRange.contains) != true {
      throw sentence.refusal(
        .argumentBrailleSize, ["option": "--lines", "low": "4", "high": "100"])
    }
    if format?.trimmingCharacters(in: .whitespaces).isEmpty == true {
      throw sentence.refusal(.argumentFormatEmpty)
    }
    if let format, ExportFormat(name: format) == nil {
      throw sentence.refusal(.argumentNoSuchFormat, ["format": ArgumentSentence.echo(format)])
    }
  }
}
