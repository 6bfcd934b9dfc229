#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program run as a child process, with pipes for its input and output.
struct Child {
  let pid: pid_t
  /// Writes to the child's standard input.
  let input: Int32
  /// Reads the child's standard output.
  let output: Int32

  /// Starts `path` with `arguments`; `nil` if it cannot be started.
  static func start(_ path: String, _ arguments: [String]) -> Child? {
    var toChild: [Int32] = [0, 0]
    var fromChild: [Int32] = [0, 0]
    guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
    posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
    for descriptor in toChild + fromChild {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer {
      for argument in argv { free(argument) }
    }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, path, &actions, nil, argv, environ)
    close(toChild[0])
    close(fromChild[1])
    guard status == 0 else {
      close(toChild[1])
      close(fromChild[0])
      return nil
    }
    return Child(pid: pid, input: toChild[1], output: fromChild[0])
  }

  func write(_ text: String) {
    var bytes = Array(text.utf8)
    _ = bytes.withUnsafeMutableBytes { Glibc.write(input, $0.baseAddress, $0.count) }
  }

  func closeInput() {
    close(input)
  }

  /// Reads until a newline or the end of output, and returns what was read.
  func readLine() -> [UInt8] {
    var line: [UInt8] = []
    var byte: UInt8 = 0
    while read(output, &byte, 1) == 1 {
      if byte == UInt8(ascii: "\n") { break }
      line.append(byte)
    }
    return line
  }

  /// Reads everything left, then waits for the child to exit.
  ///
  /// Close the input first.
  @discardableResult
  func finish() -> [UInt8] {
    var all: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
      if count <= 0 { break }
      all += buffer[0..<count]
    }
    close(output)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return all
  }
}

/// The path of a program found on `PATH`, if any.
func which(_ name: String) -> String? {
  let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
  for folder in path.split(separator: ":") {
    let candidate = folder + "/" + name
    if access(candidate, X_OK) == 0 { return candidate }
  }
  return nil
}
