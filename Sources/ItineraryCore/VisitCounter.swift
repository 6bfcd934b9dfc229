/// Counts the items the core looks at, in debug builds: each sortOrder a
/// search compares, each item an insert or a remove shifts, each item a
/// whole-day pass or a whole-trip comparison reads.
///
/// It is how the tests guard the cost of a command without timing it: the
/// count for a move must not grow with the number of days or items a trip
/// has. A release build counts nothing and pays nothing.
package enum VisitCounter {
  /// The tally of the task that is counting, if any.
  @TaskLocal package static var current: Tally?

  /// A count, read after the work it counted.
  package final class Tally: @unchecked Sendable {
    package private(set) var visits = 0

    package init() {}

    fileprivate func add(_ count: Int) {
      visits += count
    }
  }

  /// Counts `body`'s visits.
  package static func counting<T>(_ body: () throws -> T) rethrows -> (T, visits: Int) {
    let tally = Tally()
    let result = try $current.withValue(tally) { try body() }
    return (result, tally.visits)
  }

  /// Adds to the count of the task that is counting.
  @inline(__always)
  package static func visit(_ count: Int) {
    #if DEBUG
    current?.add(count)
    #endif
  }
}
