import ArgumentParser
import Foundation
import ItinExport
import ItinREPL
import ItinSession
import ItineraryCore
import ReorderCommands

extension ItinA11y {
  /// What the arguments ask for: an import, an export, a new trip, or a
  /// session.
  func run() throws {
    if let importFile, let output {
      let first = from.flatMap(TripDate.init(fileText:))
      let last = to.flatMap(TripDate.init(fileText:))
      let outcome = CalendarImport.run(
        calendar: TypedPath.resolve(importFile), output: TypedPath.resolve(output),
        replacing: force, dates: first.flatMap { first in last.map { first...$0 } },
        catalog: Launch.language(asked: language))
      outcome.lines.forEach(Launch.say)
      if !outcome.succeeded { throw ExitCode(1) }
      return
    }
    if let export, let file {
      let catalog = Launch.language(asked: language)
      let outcome = ExportRun.run(
        file: TypedPath.resolve(file), to: TypedPath.resolve(export),
        format: format.flatMap(ExportFormat.init(name:)), replacing: force, catalog: catalog,
        braillePage: braillePage)
      outcome.lines.forEach(Launch.say)
      if !outcome.succeeded { throw ExitCode(1) }
      return
    }
    var file = file
    if let newFile {
      let path = TypedPath.resolve(newFile)
      switch NewTripFile.make(path: path, title: title, catalog: Launch.language(asked: language)) {
      case .success(let lines): lines.forEach(Launch.say)
      case .failure(let failure):
        failure.lines.forEach(Launch.say)
        throw ExitCode(1)
      }
      file = path
    }
    try Launch(
      file: file.map { TypedPath.resolve($0) }, check: check.map { TypedPath.resolve($0) },
      replay: replay.map { TypedPath.resolve($0) },
      verbosity: verbosity,
      prompt: Launch.prompt(asked: prompt, environment: ProcessInfo.processInfo.environment),
      record: record.map { TypedPath.resolve($0) },
      replaceRecord: replaceRecord, openAnyway: openAnyway, noHistory: noHistory,
      catalog: Launch.language(asked: language), isNew: newFile != nil,
      today: today.flatMap(TripDate.init(fileText:))
    ).run()
  }

  /// The braille page `--cells` and `--lines` ask for, 40 by 25 unless
  /// asked; validated before.
  private var braillePage: BraillePage {
    BraillePage(cells: cells.flatMap { Int($0) } ?? 40, lines: lines.flatMap { Int($0) } ?? 25)
      ?? .standard
  }
}
