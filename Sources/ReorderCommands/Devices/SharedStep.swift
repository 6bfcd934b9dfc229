import ItineraryCore

/// One step of a list several devices change, as one device sends it to
/// the others: who made it, where it stands in every device's order, and
/// the change it made.
///
/// A ``SharedEditor`` makes one for each change its device makes, and
/// takes in those of the others with ``SharedEditor/receive(_:)``. It is
/// `Codable`, with stable keys, for whatever carries it: a socket, a file,
/// a server in between.
public struct SharedStep: Hashable, Sendable, Identifiable {
  /// A step's name on every device: the device that made it and how many
  /// steps that device had made, itself included.
  public struct ID: Hashable, Sendable, Comparable, Codable {
    /// The device that made the step.
    public var device: String
    /// The step's count among its device's steps, from 1.
    public var number: Int

    public init(device: String, number: Int) {
      self.device = device
      self.number = number
    }

    public static func < (lhs: ID, rhs: ID) -> Bool {
      (lhs.device, lhs.number) < (rhs.device, rhs.number)
    }
  }

  /// What a step did to the history of its device's person.
  public enum Kind: Hashable, Sendable {
    /// A new change: a move, an edit, a change to the days.
    case made
    /// An undo, taking back the step named.
    case undid(ID)
    /// A redo, making the step named again.
    case redid(ID)
  }

  /// The step's name on every device.
  public var id: ID
  /// Where the step stands in every device's order: one more than the
  /// highest revision its device had made or taken in when it was made.
  ///
  /// Steps are taken in order of revision, and of ``id`` among steps of
  /// one revision, on every device alike: steps made at once on two
  /// devices, neither knowing the other's, come in the same order
  /// everywhere, so every device ends with the same list.
  public var revision: Int
  /// The person who made the step, as the others hear it said.
  public var author: String?
  /// A new change, an undo or a redo.
  public var kind: Kind
  /// The change, as the step's device made it: for an undo, the change
  /// that takes the step back.
  public var change: HistoryStep

  public init(id: ID, revision: Int, author: String?, kind: Kind, change: HistoryStep) {
    self.id = id
    self.revision = revision
    self.author = author
    self.kind = kind
    self.change = change
  }

  /// Whether this step is taken before `other` on every device.
  public func comesBefore(_ other: SharedStep) -> Bool {
    (revision, id) < (other.revision, other.id)
  }
}

extension SharedStep: Codable {
  private enum CodingKeys: String, CodingKey {
    case device, number, revision, author, undid, redid, change
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let device = try container.decode(String.self, forKey: .device)
    id = ID(device: device, number: try container.decode(Int.self, forKey: .number))
    revision = try container.decode(Int.self, forKey: .revision)
    author = try container.decodeIfPresent(String.self, forKey: .author)
    change = try container.decode(HistoryStep.self, forKey: .change)
    if let undid = try container.decodeIfPresent(ID.self, forKey: .undid) {
      kind = .undid(undid)
    } else if let redid = try container.decodeIfPresent(ID.self, forKey: .redid) {
      kind = .redid(redid)
    } else {
      kind = .made
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id.device, forKey: .device)
    try container.encode(id.number, forKey: .number)
    try container.encode(revision, forKey: .revision)
    try container.encodeIfPresent(author, forKey: .author)
    switch kind {
    case .made: break
    case .undid(let step): try container.encode(step, forKey: .undid)
    case .redid(let step): try container.encode(step, forKey: .redid)
    }
    try container.encode(change, forKey: .change)
  }
}
