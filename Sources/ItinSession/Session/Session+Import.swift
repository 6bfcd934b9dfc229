import ItinExport
import ItineraryCore
import ReorderCommands

extension Session {
  /// `import PATH.ics`: a new trip from a calendar.
  ///
  /// It has no file until `save as`; with unsaved changes, it is asked
  /// about first, as `new trip` is. A calendar that cannot be read changes
  /// nothing. Between two dates (`from DATE to DATE`, a date without its
  /// year the next such one), only the events that fall within them.
  mutating func importCalendar(
    from path: String, between first: TypedDate? = nil, and last: TypedDate? = nil
  ) -> Reply {
    let dates: ClosedRange<TripDate>?
    switch importDates(for: path, first, last) {
    case .failure(.grabWaiting(let waiting)): return reply(saying: waiting)
    case .failure(.refused(let refusal)): return refusal
    case .success(let asked): dates = asked
    }
    let read =
      CalendarImport.readAway.flatMap { $0.path == path && $0.dates == dates ? $0.reading : nil }
      ?? CalendarImport.reading(path: path, catalog: renderer.catalog, dates: dates)
    switch read {
    case .failure(let failure): return Reply(lines: failure.lines)
    case .success(let reading):
      let fresh = TripDocument(trip: reading.trip)
      let file = Session.name(of: path)
      guard !hasUnsavedChanges else {
        return Reply(lines: [
          ask(
            .importTrip(fresh, file: file, notes: reading.notes),
            text.importQuestion(fileName, importing: file))
        ])
      }
      return beginImported(fresh, file: file, notes: reading.notes)
    }
  }

  /// The dates an import of `path` asks for: none, or from the first to
  /// the last (a date without its year the next such one); or what refuses
  /// it before a calendar is read: a grab waiting, a path outside the
  /// folder the session is kept to, dates that are not dates.
  func importDates(for path: String, _ first: TypedDate?, _ last: TypedDate?) -> Result<
    ClosedRange<TripDate>?, ImportRefusal
  > {
    if let waiting = editor.waitingForGrab(.open) { return .failure(.grabWaiting(waiting)) }
    if let refusal = outsideConfinement(path) { return .failure(.refused(refusal)) }
    guard let first, let last else { return .success(nil) }
    guard let from = first.date(from: today), let to = last.date(from: today) else {
      return .failure(.refused(Reply(lines: [text(.importBadDates)])))
    }
    guard from <= to else {
      return .failure(.refused(Reply(lines: [text(.importDatesBackwards)])))
    }
    return .success(from...to)
  }

  /// Puts an imported trip in the session, as a new trip, and says so:
  /// what it holds, then what was converted, cut or left out on the way.
  mutating func beginImported(_ fresh: TripDocument, file: String, notes: CalendarNotes) -> Reply {
    var reply = begin(fresh)
    let said = ([text.imported(file, trip: fresh.trip)] + text.importNotes(notes))
      .joined(separator: " ")
    reply.lines = [line(said, hinting: .saveAs)]
    return reply
  }
}

/// Reading a calendar file into a trip, for `import` and `--import`.
public enum CalendarImport {
  /// The trip the calendar at `path` holds, or what to say instead.
  public static func read(path: String, catalog: Catalog) -> Result<Trip, OpenFailure> {
    reading(path: path, catalog: catalog).map(\.trip)
  }

  /// The trip the calendar at `path` holds, with what was converted, cut
  /// or left out on the way, or what to say instead.
  ///
  /// With `dates`, only the events within them (``CalendarReader``).
  /// `shell`: asked by `--import`, whose refusals name its flags.
  public static func reading(
    path: String, catalog: Catalog, dates: ClosedRange<TripDate>? = nil, shell: Bool = false
  ) -> Result<CalendarReading, OpenFailure> {
    let text = SessionText(catalog: catalog)
    let name = Session.name(of: path)
    guard path.lowercased().hasSuffix(".ics") else {
      return .failure(OpenFailure(lines: [text.importNotICS(name)]))
    }
    let bytes: [UInt8]
    do {
      bytes = try FileIO.read(path, limit: CalendarReader.maximumBytes)
    } catch {
      return .failure(OpenFailure(lines: [ProblemRenderer(catalog: catalog).sentence(for: error)]))
    }
    let title = String((name as String).dropLast(4))
    do throws(CalendarProblem) {
      return .success(try CalendarReader().reading(from: bytes, title: title, dates: dates))
    } catch {
      return .failure(
        OpenFailure(
          lines: [text.importProblem(error, file: name, between: dates != nil, shell: shell)]))
    }
  }

  /// `itin-a11y --import trip.ics --output trip.json`: the calendar read and
  /// the trip written as a trip file, never over a file unless `replacing`.
  ///
  /// With `dates` (`--from` and `--to`), only the events within them.
  public static func run(
    calendar: String, output: String, replacing: Bool, dates: ClosedRange<TripDate>? = nil,
    catalog: Catalog = .english
  ) -> ExportRun.Outcome {
    let text = SessionText(catalog: catalog)
    if output == calendar || ResolvedPath.sameFile(output, calendar) {
      return ExportRun.Outcome(
        lines: [text(.importIsTheCalendar, ["file": Session.name(of: output)])], succeeded: false)
    }
    let trip: Trip
    let notes: CalendarNotes
    switch reading(path: calendar, catalog: catalog, dates: dates, shell: true) {
    case .failure(let failure): return ExportRun.Outcome(lines: failure.lines, succeeded: false)
    case .success(let reading):
      trip = reading.trip
      notes = reading.notes
    }
    let name = Session.name(of: output)
    if !replacing, FileIO.exists(output) {
      return ExportRun.Outcome(lines: [text.exportExists(name)], succeeded: false)
    }
    do {
      _ = try TripDocument(trip: trip).save(trip, toPath: output)
    } catch {
      switch error {
      case .access(let error):
        return ExportRun.Outcome(
          lines: [ProblemRenderer(catalog: catalog).sentence(for: error)], succeeded: false)
      case .mismatch:
        return ExportRun.Outcome(lines: [text.saveMismatch], succeeded: false)
      }
    }
    return ExportRun.Outcome(
      lines: [
        ([text.importedTo(Session.name(of: calendar), output: name, trip: trip)]
          + text.importNotes(notes)).joined(separator: " ")
      ],
      succeeded: true)
  }
}

extension SessionText {
  func imported(_ name: String, trip: Trip) -> String {
    self(
      .imported,
      [
        "file": name, "title": SpokenText.clean(trip.title),
        "size": TripOverview(catalog: catalog).size(of: trip),
      ])
  }

  func importedTo(_ name: String, output: String, trip: Trip) -> String {
    self(
      .importedTo,
      [
        "file": name, "output": output, "title": SpokenText.clean(trip.title),
        "size": TripOverview(catalog: catalog).size(of: trip),
      ])
  }

  func importNotICS(_ name: String) -> String { self(.importNotICS, ["file": name]) }

  /// What reading a calendar did beside making its items, in three
  /// sentences at most: the zone its times are in, with those converted
  /// into it, and those kept as written, each naming three of its zones
  /// at most (``zoneList(_:)``); then the events left out for a date
  /// that is not one or for ending before they begin, the repeats cut, the dates left out or
  /// added and the stays put on each night, with counts.
  package func importNotes(_ notes: CalendarNotes) -> [String] {
    let renderer = AnnouncementRenderer(catalog: catalog)
    let zone = notes.zone.map(ZoneRules.city(of:)) ?? ""
    func clause(_ message: SessionMessage, _ count: Int, _ zones: [String] = []) -> String? {
      guard count > 0 else { return nil }
      return self(
        message, count: count,
        [
          "count": String(count), "zone": zone,
          "zones": zoneList(zones),
        ])
    }
    func sentence(_ clauses: [String?]) -> String? {
      let said = clauses.compactMap { $0 }
      return said.isEmpty ? nil : SessionText.sentence(renderer.list(said))
    }
    // Each names a list of zones of its own: said apart, never joined by a
    // semicolon, which Orca reads aloud ("semi").
    let converted = sentence([clause(.importedConverted, notes.converted, notes.convertedFrom)])
    let kept = sentence([clause(.importedKept, notes.keptAsWritten, notes.unknownZones)])
    var times = [converted, kept].compactMap { $0 }.joined(separator: " ")
    if times.isEmpty, notes.zone != nil { times = self(.importedZone, ["zone": zone]) }
    let dates = sentence([
      clause(.importedOutside, notes.outsideDates),
      clause(.importedBroken, notes.brokenDates),
      clause(.importedEndsBeforeStart, notes.endsBeforeStart),
      clause(.importedEndlessCut, notes.endlessCut), clause(.importedExcluded, notes.excluded),
      clause(.importedAdded, notes.added), clause(.importedStays, notes.stays),
    ])
    return [times.isEmpty ? nil : times, dates].compactMap { $0 }
  }

  /// Zones named in a sentence: each of three at most, else the first
  /// three and how many more, so that a calendar naming thousands is said
  /// in a breath.
  func zoneList(_ zones: [String]) -> String {
    var named = zones.prefix(3).map(SpokenText.shortened)
    if zones.count > 3 { named.append(self(.importedZonesMore, count: zones.count - 3)) }
    return AnnouncementRenderer(catalog: catalog).list(named)
  }

  var notImported: String { self(.notImported) }

  /// Unsaved changes, then whether to import anyway.
  func importQuestion(_ name: String, importing file: String) -> String {
    unsaved(name) + " " + self(.importAnyway, ["file": file])
  }

  /// What a calendar that was not read says: the line, when there is one.
  ///
  /// `between`: dates were asked for; `shell`: asked by `--import`.
  func importProblem(
    _ problem: CalendarProblem, file: String, between: Bool = false, shell: Bool = false
  ) -> String {
    switch problem {
    case .notACalendar: self(.importNotCalendar, ["file": file])
    case .tooLarge: self(.importTooLarge, ["file": file])
    case .tooManyEvents: self(.importTooManyEvents, ["file": file])
    case .tooManyItems: self(.importTooManyItems, ["file": file])
    case .noEvents:
      self(between ? .importNoEventsBetween : .importNoEvents, ["file": file])
    case .tooManyDays:
      self(
        between ? .importTooManyDaysBetween : shell ? .importTooManyDaysShell : .importTooManyDays,
        ["file": file])
    case .eventWithoutDate(let line): self(.importNoDate, ["file": file, "line": String(line)])
    case .badDate(let line): self(.importBadDate, ["file": file, "line": String(line)])
    case .endlessRepeat(let line): self(.importEndless, ["file": file, "line": String(line)])
    case .pastLatestDate(let line):
      self(.importPastLatestDate, ["file": file, "line": String(line)])
    }
  }
}
