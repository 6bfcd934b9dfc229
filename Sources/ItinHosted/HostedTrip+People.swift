import ItinSession
import ItinWeb
import ReorderCommands

/// The owner's page of a stored trip gives people addresses and takes them
/// back, as `itin-a11y trips invite` and `uninvite` do.
extension HostedTrip {
  /// The people the trip is shared with, its owner first, when `person`
  /// owns it; `nil` for anyone else's page, which shows no people.
  func people(for person: String?) async -> [String]? {
    guard let person, let people = try? await store.people(of: id), people.first == person else {
      return nil
    }
    return people
  }

  /// Gives the person `request` names an address (`invite`), or takes
  /// theirs back (`uninvite`), for the owner's page; refused for another.
  func share(
    _ request: WebRequest, from page: String?, by person: String?, in catalog: Catalog
  ) async -> WebAnswer {
    let text = HostedText(catalog: catalog)
    func saying(_ sentence: String) async -> WebAnswer {
      await host.answer(saying: sentence, to: page, of: person, in: catalog)
    }
    let people: [String]
    do {
      people = try await store.people(of: id)
    } catch {
      return await saying(text.sentence(for: error, at: store.address))
    }
    guard let owner = people.first, person == owner else {
      return await saying(text(.ownerOnly, ["owner": people.first ?? ""]))
    }
    guard let name = request.text.flatMap(WebServer.personName(typed:)) else {
      return await saying(text(.inviteName))
    }
    var answer: WebAnswer
    do {
      if request.act == .invite {
        let key = try await store.invite(name, to: id)
        let address = publicAddress + "/" + key.text
        answer = await saying(
          WebText(catalog: catalog)(.inviteFor, ["person": name, "address": address]))
        answer.address = address
      } else {
        try await store.uninvite(name, from: id)
        answer = await saying(text(.uninvited, ["person": name, "trip": id]))
      }
      answer.assertive = false
      answer.people = try await store.people(of: id)
    } catch {
      return await saying(text.sentence(for: error, at: store.address))
    }
    return answer
  }
}
