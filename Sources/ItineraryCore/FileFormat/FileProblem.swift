/// One thing wrong with a trip file: what it is about, the line it is on, and
/// what is wrong, with the facts a sentence needs.
public struct FileProblem: Hashable, Sendable {
  /// What part of the file a problem is about.
  public enum Subject: Hashable, Sendable {
    /// The file as a whole, or its top-level fields.
    case file
    /// The day at this place in `days`, from 1.
    case day(Int)
    /// The item with this id.
    case item(ItemID)
    /// The item at this place in `items`, from 1, when it has no usable id.
    case itemNumber(Int)
    /// The idea with this id.
    case idea(ItemID)
    /// The idea at this place in `ideas`, from 1, when it has no usable id.
    case ideaNumber(Int)
  }

  /// What is wrong.
  public enum Kind: Hashable, Sendable {
    /// The file holds nothing but white space.
    case empty
    /// The file is not JSON; `column` counts characters from 1.
    case notJSON(JSONSyntaxProblem, column: Int)
    /// The file is JSON, but its top level is not an object.
    case notATrip(found: JSONType)
    /// A field that must be there is not.
    case missingField(String)
    /// A field holds the wrong kind of value.
    case wrongType(field: String, expected: JSONType, found: JSONType)
    /// A field is written twice in one object.
    case duplicateField(String)
    /// The `format` is not 1; this is its literal text.
    case unsupportedFormat(String)
    /// The `kind` is not game, travel or custom.
    case unknownKind(String)
    /// A number is too large to hold, such as 1e999.
    case numberTooLarge(field: String)
    /// The id is the empty string.
    case emptyID
    /// The `time` is not a time of day written `HH:MM` on the 24-hour clock;
    /// this is its text.
    case badTime(String)
    /// The trip's `start` is not a date written `2027-04-10` that the
    /// calendar has; this is its text.
    case badStart(String)
    /// A `zone`, the trip's or a day's, is not a time zone of the system's
    /// zone data; this is its text.
    case badZone(String)
    /// A rule of the trip model is broken.
    case rule(TripProblem)
  }

  public var subject: Subject
  /// The line of the file the problem is on, from 1, where there is one.
  public var line: Int?
  public var kind: Kind

  public init(subject: Subject, line: Int?, kind: Kind) {
    self.subject = subject
    self.line = line
    self.kind = kind
  }
}

/// Why a trip could not be opened.
public enum TripFileError: Error, Hashable, Sendable {
  /// The file could not be read at all.
  case unreadable(FileAccessError)
  /// The file was read, and breaks these rules; the trip is refused whole.
  case invalid([FileProblem])
}
