import Foundation

/// Finding a zone by what people type: its IANA name in any case, or the
/// city it is named after.
extension ZoneRules {
  /// The IANA name of the zone `typed` names, or `nil` when it names none.
  ///
  /// `Europe/Lisbon` as it is; then any case of it (`europe/lisbon`); then
  /// the city a zone is named after, in any case, with spaces or
  /// underscores and with or without accents (`lisbon`, `New York`,
  /// `Zürich`), among the zones the system lists by country (its
  /// `zone1970.tab` and `zone.tab`) and `UTC`.
  ///
  /// Each name typed is looked for once, and the tables once
  /// (`ZoneLookup`).
  public static func resolve(_ typed: String) -> String? {
    ZoneLookup.shared.resolve(typed)
  }

  /// The zones the system lists by country, in the order of its tables,
  /// and `UTC`.
  public static var listedNames: [String] { ZoneLookup.shared.listedNames }

  /// The zones `folder`'s tables list by country, read now, and `UTC`.
  static func readListedNames(in folder: String) -> [String] {
    var names: [String] = []
    var seen: Set<String> = []
    for table in ["zone1970.tab", "zone.tab"] {
      guard let data = FileManager.default.contents(atPath: folder + "/" + table) else {
        continue
      }
      for line in String(decoding: data, as: UTF8.self).split(separator: "\n")
      where !line.hasPrefix("#") {
        let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard columns.count >= 3 else { continue }
        let name = String(columns[2])
        if seen.insert(name).inserted { names.append(name) }
      }
    }
    if seen.insert("UTC").inserted { names.append("UTC") }
    return names
  }
}
