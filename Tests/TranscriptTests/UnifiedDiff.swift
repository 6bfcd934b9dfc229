/// A unified diff of two lists of lines, as `diff -u` shows one, with three
/// lines of context around each change.
struct UnifiedDiff {
  var old: [String]
  var new: [String]
  var context = 3

  /// Each line of both lists, marked: " " in both, "-" only in the old, "+" only in the new.
  private var marked: [(mark: Character, text: String, oldLine: Int, newLine: Int)] {
    let difference = new.difference(from: old)
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in difference {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    var result: [(Character, String, Int, Int)] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, removed.contains(i) {
        result.append(("-", old[i], i, j))
        i += 1
      } else if j < new.count, inserted.contains(j) {
        result.append(("+", new[j], i, j))
        j += 1
      } else {
        result.append((" ", old[i], i, j))
        i += 1
        j += 1
      }
    }
    return result
  }

  /// The diff's lines, headed `--- expected` and `+++ actual`; empty when the lists are equal.
  var lines: [String] {
    let marked = marked
    let changes = marked.indices.filter { marked[$0].mark != " " }
    guard !changes.isEmpty else { return [] }
    var hunks: [ClosedRange<Int>] = []
    for change in changes {
      let range = max(change - context, 0)...min(change + context, marked.count - 1)
      if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
        hunks[hunks.count - 1] = last.lowerBound...range.upperBound
      } else {
        hunks.append(range)
      }
    }
    var output = ["--- expected", "+++ actual"]
    for hunk in hunks {
      let lines = marked[hunk]
      let oldCount = lines.filter { $0.mark != "+" }.count
      let newCount = lines.filter { $0.mark != "-" }.count
      let first = marked[hunk.lowerBound]
      let oldStart = oldCount == 0 ? first.oldLine : first.oldLine + 1
      let newStart = newCount == 0 ? first.newLine : first.newLine + 1
      output.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
      output += lines.map { String($0.mark) + $0.text }
    }
    return output
  }
}
