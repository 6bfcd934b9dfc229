import Foundation

/// The system's zone data as read, remembered: each name's rules, found
/// or not, each name typed and the zone it names, and the zones the
/// system lists by country.
///
/// A calendar may name thousands of zones that are none, or a zone
/// thousands of times: each name is looked for in the zone data once,
/// and the tables of zones by country are read once. At most
/// ``capacity`` names are remembered; past it all are forgotten, and read
/// again as they are asked for. A change of `TZDIR` forgets them too.
package final class ZoneLookup: @unchecked Sendable {
  /// The lookup ``ZoneRules/named(_:)`` and ``ZoneRules/resolve(_:)`` use.
  package static let shared = ZoneLookup()

  /// The most names remembered, found or not, in each of the two kinds
  /// (a zone's name, a name as typed).
  package let capacity: Int

  /// A zone the system lists: its name, and its name and its city folded
  /// for comparing (``ZoneLookup/folded(_:)``).
  private typealias Listed = (name: String, folded: String, city: String)

  private let lock = NSLock()
  // All below only with the lock held.
  private var directory: String?
  private var rules: [String: ZoneRules?] = [:]
  private var resolved: [String: String?] = [:]
  private var listed: [Listed]?
  private var fileReads = 0
  private var tableReadCount = 0

  /// A lookup that remembers at most `capacity` names of each kind.
  package init(capacity: Int = 2_048) {
    self.capacity = max(1, capacity)
  }

  /// How many times the zone data was read: a zone's file looked for, or
  /// the tables of zones by country.
  package var reads: Int { locked { fileReads + tableReadCount } }

  /// How many times the tables of zones by country were read.
  package var tableReads: Int { locked { tableReadCount } }

  /// How many names are remembered, of both kinds.
  package var remembered: Int { locked { rules.count + resolved.count } }

  /// The rules of the zone `name` names, as ``ZoneRules/named(_:)`` finds
  /// them; its file is read the first time it is asked for.
  package func rules(named name: String) -> ZoneRules? {
    guard ZoneRules.isWellFormed(name), !ZoneRules.isNotAZone(name) else { return nil }
    let folder = ZoneRules.directory
    if let known = locked({ () -> ZoneRules?? in
      forget(unless: folder)
      return rules[name]
    }) {
      return known
    }
    let found = ZoneRules.read(name, in: folder)
    locked {
      forget(unless: folder)
      fileReads += 1
      if rules.count >= capacity { rules.removeAll() }
      rules[name] = found
    }
    return found
  }

  /// The IANA name of the zone `typed` names, as ``ZoneRules/resolve(_:)``
  /// finds it; the first time it is asked for.
  package func resolve(_ typed: String) -> String? {
    let folder = ZoneRules.directory
    if let known = locked({ () -> String?? in
      forget(unless: folder)
      return resolved[typed]
    }) {
      return known
    }
    let found = find(typed, in: folder)
    locked {
      forget(unless: folder)
      if resolved.count >= capacity { resolved.removeAll() }
      resolved[typed] = found
    }
    return found
  }

  /// The zones the system lists by country, in the order of its tables,
  /// and `UTC`: read once.
  package var listedNames: [String] { listedZones(in: ZoneRules.directory).map(\.name) }

  /// The zone `typed` names: its name as it is, in any case, or its city.
  private func find(_ typed: String, in folder: String) -> String? {
    let trimmed = typed.trimmingCharacters(in: .whitespaces)
    if ZoneRules.isWellFormed(trimmed), rules(named: trimmed) != nil { return trimmed }
    let key = ZoneLookup.folded(trimmed)
    guard !key.isEmpty else { return nil }
    let zones = listedZones(in: folder)
    if let zone = zones.first(where: { $0.folded == key }) { return zone.name }
    return zones.first { $0.city == key }?.name
  }

  /// The zones listed in `folder`'s tables, read the first time.
  private func listedZones(in folder: String) -> [Listed] {
    if let known = locked({ () -> [Listed]? in
      forget(unless: folder)
      return listed
    }) {
      return known
    }
    let zones = ZoneRules.readListedNames(in: folder).map { name in
      (name, ZoneLookup.folded(name), ZoneLookup.folded(ZoneRules.city(of: name)))
    }
    locked {
      forget(unless: folder)
      tableReadCount += 1
      listed = zones
    }
    return zones
  }

  /// Text folded for comparing names: lower case, no accents, spaces as
  /// underscores.
  static func folded(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .replacingOccurrences(of: " ", with: "_")
  }

  /// Forgets all when the zone data is another folder's, with the lock held.
  private func forget(unless folder: String) {
    guard directory != folder else { return }
    directory = folder
    rules.removeAll()
    resolved.removeAll()
    listed = nil
  }

  private func locked<Value>(_ body: () -> Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}
