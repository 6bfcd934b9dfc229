import Foundation

/// A file's extended attributes: its access control list
/// (`system.posix_acl_access`), a user's tags (`user.*`), a security
/// label, which a save by a new file must give the new file.
enum ExtendedAttributes {
  /// Gives the file at `destination` exactly the extended attributes of
  /// the file at `source`; false when that cannot be done.
  ///
  /// Any attribute `destination` has that `source` has not (one taken from
  /// its folder's default list) is taken away. When this fails, the caller
  /// keeps the old file and writes into it instead. A file system without
  /// extended attributes has none to give.
  static func copy(from source: String, to destination: String) -> Bool {
    guard let wanted = names(of: source), let present = names(of: destination) else {
      return false
    }
    for name in present where !wanted.contains(name) {
      guard remove(name, from: destination) else { return false }
    }
    for name in wanted {
      guard let value = value(of: name, in: source), set(name, value, on: destination) else {
        return false
      }
    }
    return true
  }

  /// The names of a file's attributes; empty where the file system has
  /// none, `nil` when they cannot be read.
  private static func names(of path: String) -> [String]? {
    var buffer = [CChar](repeating: 0, count: 1024)
    while true {
      let count = buffer.withUnsafeMutableBufferPointer { list(path, $0.baseAddress, $0.count) }
      if count >= 0 {
        return buffer[..<count].split(separator: 0).map {
          String(decoding: $0.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
      }
      switch errno {
      case ENOTSUP: return []
      case ERANGE where buffer.count < 1 << 20:
        buffer = [CChar](repeating: 0, count: buffer.count * 4)
      default: return nil
      }
    }
  }

  private static func value(of name: String, in path: String) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: 256)
    while true {
      let count = buffer.withUnsafeMutableBytes { get(path, name, $0.baseAddress, $0.count) }
      if count >= 0 { return Array(buffer[..<count]) }
      guard errno == ERANGE, buffer.count < 1 << 20 else { return nil }
      buffer = [UInt8](repeating: 0, count: buffer.count * 4)
    }
  }

  #if os(Linux)
  // Glibc's module leaves out <sys/xattr.h>: its four calls are found by
  // name in the C library, as C functions.
  private typealias ListCall =
    @convention(c) (
      UnsafePointer<CChar>?, UnsafeMutablePointer<CChar>?, Int
    ) -> Int
  private typealias GetCall =
    @convention(c) (
      UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?, Int
    ) -> Int
  private typealias SetCall =
    @convention(c) (
      UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeRawPointer?, Int, Int32
    ) -> Int32
  private typealias RemoveCall =
    @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Int32

  private static func call<Call>(_ name: String, as type: Call.Type) -> Call? {
    dlsym(dlopen(nil, RTLD_NOW), name).map { unsafeBitCast($0, to: type) }
  }

  private static let listCall = call("listxattr", as: ListCall.self)
  private static let getCall = call("getxattr", as: GetCall.self)
  private static let setCall = call("setxattr", as: SetCall.self)
  private static let removeCall = call("removexattr", as: RemoveCall.self)

  private static func list(_ path: String, _ buffer: UnsafeMutablePointer<CChar>?, _ size: Int)
    -> Int
  {
    guard let listCall else { return 0 }
    return listCall(path, buffer, size)
  }

  private static func get(
    _ path: String, _ name: String, _ buffer: UnsafeMutableRawPointer?, _ size: Int
  ) -> Int {
    getCall?(path, name, buffer, size) ?? -1
  }

  private static func set(_ name: String, _ value: [UInt8], on path: String) -> Bool {
    value.withUnsafeBytes { setCall?(path, name, $0.baseAddress, $0.count, 0) } == 0
  }

  private static func remove(_ name: String, from path: String) -> Bool {
    removeCall?(path, name) == 0
  }
  #elseif canImport(Darwin)
  private static func list(_ path: String, _ buffer: UnsafeMutablePointer<CChar>?, _ size: Int)
    -> Int
  {
    listxattr(path, buffer, size, 0)
  }

  private static func get(
    _ path: String, _ name: String, _ buffer: UnsafeMutableRawPointer?, _ size: Int
  )
    -> Int
  {
    getxattr(path, name, buffer, size, 0, 0)
  }

  private static func set(_ name: String, _ value: [UInt8], on path: String) -> Bool {
    value.withUnsafeBytes { setxattr(path, name, $0.baseAddress, $0.count, 0, 0) } == 0
  }

  private static func remove(_ name: String, from path: String) -> Bool {
    removexattr(path, name, 0) == 0
  }
  #else
  private static func list(_ path: String, _ buffer: UnsafeMutablePointer<CChar>?, _ size: Int)
    -> Int
  {
    0
  }

  private static func get(
    _ path: String, _ name: String, _ buffer: UnsafeMutableRawPointer?, _ size: Int
  )
    -> Int
  {
    -1
  }

  private static func set(_ name: String, _ value: [UInt8], on path: String) -> Bool { false }
  private static func remove(_ name: String, from path: String) -> Bool { false }
  #endif
}
