#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How long itin-a11y takes to give its first answer, beside how long
/// `sqlite3 :memory: .quit` takes to start and end, measured in turns.
enum Startup {
  struct Result {
    var runs: Int
    /// From starting `echo where | itin-a11y` to reading its first line.
    var firstAnswer: Double
    /// `sqlite3 :memory: .quit`, start to exit; `nil` without sqlite3.
    var sqlite: Double?
    var answer: String
  }

  static func measure(itinA11y path: String, runs: Int) -> Result? {
    let sqlite = which("sqlite3")
    var answers: [Double] = []
    var sqliteTimes: [Double] = []
    var heard = ""
    for _ in 0..<runs {
      let start = now()
      guard let child = Child.start(path, []) else { return nil }
      child.write("where\n")
      child.closeInput()
      let line = child.readLine()
      answers.append(Double(now() - start))
      child.finish()
      heard = String(decoding: line, as: UTF8.self)
      if let sqlite {
        let start = now()
        guard let child = Child.start(sqlite, [":memory:", ".quit"]) else { continue }
        child.closeInput()
        child.finish()
        sqliteTimes.append(Double(now() - start))
      }
    }
    return Result(
      runs: runs, firstAnswer: median(answers),
      sqlite: sqliteTimes.isEmpty ? nil : median(sqliteTimes), answer: heard)
  }
}
