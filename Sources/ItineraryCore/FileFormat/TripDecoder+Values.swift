/// The reading of one field's value: the format's number, a string, a
/// number.
extension TripDecoder {
  mutating func checkFormat(_ node: JSONNode?, root: JSONNode) -> Bool {
    guard let node else {
      report(.file, at: root, .missingField("format"))
      return true
    }
    guard case .number(let literal) = node.value else {
      report(
        .file, at: node, .wrongType(field: "format", expected: .wholeNumber, found: node.typeName))
      return true
    }
    guard Double(literal) == Double(TripDocument.formatVersion) else {
      report(.file, at: node, .unsupportedFormat(literal))
      return false
    }
    return true
  }

  /// A string field, or `nil`.
  ///
  /// A problem is reported when the field is required and missing, or is not
  /// a string. An optional field may also be `null`.
  mutating func string(
    _ node: JSONNode?, _ field: String, subject: FileProblem.Subject, in parent: JSONNode,
    required: Bool
  ) -> String? {
    guard let node else {
      if required { report(subject, at: parent, .missingField(field)) }
      return nil
    }
    switch node.value {
    case .string(let text): return text
    case .null where !required: return nil
    default:
      report(subject, at: node, .wrongType(field: field, expected: .string, found: node.typeName))
      return nil
    }
  }

  mutating func number(
    _ node: JSONNode?, _ field: String, subject: FileProblem.Subject, in parent: JSONNode,
    whole: Bool
  ) -> Double? {
    let expected: JSONType = whole ? .wholeNumber : .number
    guard let node else {
      report(subject, at: parent, .missingField(field))
      return nil
    }
    guard case .number(let literal) = node.value else {
      report(subject, at: node, .wrongType(field: field, expected: expected, found: node.typeName))
      return nil
    }
    guard let value = Double(literal), value.isFinite else {
      report(subject, at: node, .numberTooLarge(field: field))
      return nil
    }
    if whole, Int(exactly: value) == nil {
      report(subject, at: node, .wrongType(field: field, expected: .wholeNumber, found: .number))
      return nil
    }
    return value
  }
}
