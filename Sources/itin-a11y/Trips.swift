import ArgumentParser
import Foundation
import ItinHosted
import ItinSession
import ItinWeb
import ItineraryCore
import ReorderCommands

/// `itin-a11y trips --store URL ACTION …`: the trips a hosted service keeps
/// in PostgreSQL, and the people each is shared with.
struct Trips: ParsableCommand, SpokenUsage {
  static let usage =
    "--store and the database's URL, an action (add, list, export, invite or uninvite) and what it takes, and the options below"

  static let configuration = CommandConfiguration(
    commandName: "itin-a11y trips",
    abstract: "Keep trips in a PostgreSQL store for a hosted service, and share each with people.",
    discussion: """
      add FILE --owner NAME stores a trip file and says its owner's address. list says every \
      trip and who it is shared with. export TRIP FILE writes a trip back to a trip file. invite \
      TRIP NAME gives NAME a new address, and uninvite TRIP NAME takes it back. An address opens \
      its trip once, as serve's do. The store keeps only a hash of each address.
      """)

  /// What to do with the store.
  enum Action: String, ExpressibleByArgument, CaseIterable {
    case add, list, export, invite, uninvite
  }

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The PostgreSQL database, as postgresql://USER@HOST:PORT/DATABASE.", valueName: "url"))
  var store: String

  /// Optional to the parser, so that a command with none hears what it
  /// may be, rather than the parser's name for it.
  @Argument(help: "add, list, export, invite or uninvite.")
  var action: Action?

  @Argument(
    help: "The trip file to add; the trip for export, invite and uninvite: its name, or its title.")
  var first: String?

  @Argument(help: "The file to export to; the name to invite or uninvite.")
  var second: String?

  @Option(name: .long, help: ArgumentHelp("The trip's owner, for add.", valueName: "name"))
  var owner: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The address the hosted service is reached at, which the people's addresses start with.",
      valueName: "url"))
  var `public` = "http://localhost:8080"

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The language of what is said, one of \(Catalog.shippedLanguages.joined(separator: ", ")).",
      valueName: "language"))
  var language: String?

  @Flag(name: .long, help: "Replace the file export writes to.")
  var force = false

  func validate() throws {
    let text = HostedText(catalog: Launch.language(asked: language))
    guard StoreAddress(url: store) != nil else { throw ValidationError(text(.badStore)) }
    // The people's addresses start with it: a browser must open them.
    guard HostServer.parts(of: self.public) != nil else {
      throw ValidationError(text(.badPublic))
    }
    guard let action else { throw ValidationError(text(.noAction)) }
    switch action {
    case .add:
      guard first != nil, second == nil, owner.flatMap(WebServer.personName(typed:)) != nil else {
        throw ValidationError(text(.usageAdd))
      }
    case .list:
      guard first == nil else { throw ValidationError(text(.usageList)) }
    case .export:
      guard first != nil, second != nil else {
        throw ValidationError(text(.usageExport))
      }
    case .invite, .uninvite:
      guard first != nil, second.flatMap(WebServer.personName(typed:)) != nil else {
        throw ValidationError(text(.usageName, ["action": action.rawValue]))
      }
    }
  }

  func run() throws {
    let catalog = Launch.language(asked: language)
    guard let address = StoreAddress(url: store) else { throw ExitCode(64) }
    let command = self
    let (lines, failed) = blocking { () async -> ([String], Bool) in
      do throws(StoreProblem) {
        return try await TripStore.with(address) { store in
          try await command.lines(with: store, in: catalog)
        }
      } catch {
        return ([HostedText(catalog: catalog).sentence(for: error, at: address)], true)
      }
    }
    if failed {
      lines.forEach(Launch.sayError)
      throw ExitCode(1)
    }
    lines.forEach(Launch.say)
  }

  /// What the action says, done on `store`, and whether it failed.
  func lines(with store: TripStore, in catalog: Catalog) async throws(StoreProblem) -> (
    lines: [String], failed: Bool
  ) {
    let text = HostedText(catalog: catalog)
    let web = WebText(catalog: catalog)
    let renderer = AnnouncementRenderer(catalog: catalog)
    // `validate()` has refused a command with no action.
    guard let action else { return ([text(.noAction)], true) }
    switch action {
    case .add:
      let path = TypedPath.resolve(first ?? "")
      let bytes: [UInt8]
      do {
        bytes = try FileIO.read(path, limit: TripDocument.maximumFileSize)
      } catch {
        return ([ProblemRenderer(catalog: catalog).sentence(for: error)], true)
      }
      let person = owner.flatMap(WebServer.personName(typed:)) ?? ""
      let (trip, key) = try await store.add(tripFile: bytes, owner: person)
      let said = text(
        .added,
        [
          "title": SpokenText.clean(trip.title), "trip": trip.id, "person": person,
          "address": address(of: key),
        ])
      return ([said], false)
    case .list:
      let trips = try await store.list()
      guard !trips.isEmpty else { return ([text(.none)], false) }
      let said = trips.map { trip in
        text(
          .trip,
          [
            "trip": trip.id, "title": SpokenText.clean(trip.title),
            "people": renderer.list(trip.people),
          ])
      }
      return (said, false)
    case .export:
      let trip = try await store.trip(named: first ?? "")
      let path = TypedPath.resolve(second ?? "")
      let bytes = try await store.export(trip)
      if !force, FileIO.exists(path) {
        return ([SessionText(catalog: catalog).exportExists(Session.name(of: path))], true)
      }
      do {
        try FileIO.writeAtomically(bytes, to: path)
      } catch {
        return ([ProblemRenderer(catalog: catalog).sentence(for: error)], true)
      }
      return ([text(.exported, ["trip": trip, "file": Session.name(of: path)])], false)
    case .invite:
      let person = second.flatMap(WebServer.personName(typed:)) ?? ""
      let key = try await store.invite(person, to: try await store.trip(named: first ?? ""))
      return ([web(.inviteFor, ["person": person, "address": address(of: key)])], false)
    case .uninvite:
      let person = second.flatMap(WebServer.personName(typed:)) ?? ""
      let trip = try await store.trip(named: first ?? "")
      try await store.uninvite(person, from: trip)
      return ([text(.uninvited, ["person": person, "trip": trip])], false)
    }
  }

  /// A person's address: the service's, then the key's words.
  func address(of key: SpokenSecret) -> String {
    let base = self.public.hasSuffix("/") ? String(self.public.dropLast()) : self.public
    return base + "/" + key.text
  }
}
