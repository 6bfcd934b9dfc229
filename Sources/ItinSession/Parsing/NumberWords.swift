/// Numbers said as words, zero to ninety-nine: "three", "twenty-one".
enum NumberWords {
  private static let units = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen",
  ]
  private static let tens = [
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "ninety": 90,
  ]

  /// Every number word and its value, "zero" to "ninety-nine", made once:
  /// a line's words are looked up here, not compared with each word in turn.
  private static let values: [String: Int] = {
    var values = Dictionary(uniqueKeysWithValues: units.enumerated().map { ($1, $0) })
    for (ten, value) in tens {
      values[ten] = value
      for unit in 1...9 { values[ten + "-" + units[unit]] = value + unit }
    }
    return values
  }()

  /// The value of a number word, case folded; a tens word and a unit may be
  /// joined by a hyphen.
  static func value(of word: String) -> Int? {
    values[word]
  }

  /// Whether two words are one number said in two: "twenty" and "one".
  static func join(_ first: String, _ second: String) -> Bool {
    // Every tens word ends in "ty": most words are passed over unlooked-up.
    guard first.utf8.last == UInt8(ascii: "y"), first.utf8.dropLast().last == UInt8(ascii: "t"),
      tens[first] != nil, let unit = values[second]
    else { return false }
    return (1...9).contains(unit)
  }
}
