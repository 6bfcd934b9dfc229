/// The members of a JSON object by name, the first of each: what the decoder
/// asks of an item, a day or the trip.
///
/// A trip's objects have a handful of members, looked up by comparing names;
/// a big object (only a strange file has one) gets an index, so that a file
/// with thousands of fields in one object is not read in quadratic time.
struct Fields {
  private let members: [JSONNode.Member]
  private let index: [String: Int]?

  init(_ members: [JSONNode.Member]) {
    self.members = members
    if members.count > 16 {
      var index: [String: Int] = [:]
      for (position, member) in members.enumerated() where index[member.key] == nil {
        index[member.key] = position
      }
      self.index = index
    } else {
      self.index = nil
    }
  }

  /// Where the first member named `key` stands.
  func firstIndex(of key: String) -> Int? {
    if let index { return index[key] }
    return members.firstIndex { $0.key == key }
  }

  subscript(key: String) -> JSONNode? {
    firstIndex(of: key).map { members[$0].value }
  }
}
