import ItineraryCore

extension WebRequest {
  /// A request read from the JSON body the page sent, or `nil` for one
  /// the server does not take: not an object, an `act` it does not know,
  /// or a field of the wrong type (a number with a fraction for a day).
  ///
  /// Read by the library's own JSON reader, not by `JSONDecoder`, whose
  /// generic paths cost more than the move the request asks for. Fields
  /// it does not know are passed over; a field given twice is its last.
  package init?(json bytes: [UInt8]) {
    guard let node = try? JSONReader.read(bytes), case .object(let members) = node.value else {
      return nil
    }
    var act: WebAct?
    var request = WebRequest(act: .leave)
    for member in members {
      let value = member.value.value
      switch member.key {
      case "act":
        guard case .string(let text) = value, let known = WebAct(rawValue: text) else { return nil }
        act = known
      case "id": guard WebRequest.read(value, into: &request.id) else { return nil }
      case "move": guard WebRequest.read(value, into: &request.move) else { return nil }
      case "action": guard WebRequest.read(value, into: &request.action) else { return nil }
      case "idea": guard WebRequest.read(value, into: &request.idea) else { return nil }
      case "text": guard WebRequest.read(value, into: &request.text) else { return nil }
      case "revision": guard WebRequest.read(value, into: &request.revision) else { return nil }
      case "menuRevision":
        guard WebRequest.read(value, into: &request.menuRevision) else { return nil }
      case "day": guard WebRequest.read(value, into: &request.day) else { return nil }
      case "position": guard WebRequest.read(value, into: &request.position) else { return nil }
      case "yes":
        switch value {
        case .bool(let yes): request.yes = yes
        case .null: request.yes = nil
        default: return nil
        }
      default: continue
      }
    }
    guard let act else { return nil }
    request.act = act
    self = request
  }

  /// A request that asks `act`, with nothing else given.
  init(act: WebAct) {
    self.act = act
  }

  /// Reads a text field: a string, or `null` for none; whether it was one.
  private static func read(_ value: JSONNode.Value, into field: inout String?) -> Bool {
    switch value {
    case .string(let text): field = text
    case .null: field = nil
    default: return false
    }
    return true
  }

  /// Reads a whole-number field: a number with no fraction or exponent
  /// that fits an `Int`, or `null` for none; whether it was one.
  private static func read(_ value: JSONNode.Value, into field: inout Int?) -> Bool {
    switch value {
    case .number(let literal):
      guard let number = Int(literal) else { return false }
      field = number
    case .null: field = nil
    default: return false
    }
    return true
  }
}
