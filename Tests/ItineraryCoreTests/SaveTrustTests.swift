import Foundation
import ItineraryCore
import Testing
import TripTestSupport

/// What an attacker's probe (issue 33) found saves doing to files they
/// should not touch, or doing wrong to the file they should.
@Suite("Saving writes the file that was read, and keeps what the file was")
struct SaveTrustTests {
  /// The trip with lunch moved: bytes that differ from the sample's.
  func moved(_ document: TripDocument) throws -> Trip {
    var trip = document.trip
    _ = try trip.move("lunch", to: Position(day: 2, rank: 1))
    return trip
  }

  @Test("A link whose target climbs with .. after a linked folder saves the file it names")
  func dotDotAfterLinkedFolder() throws {
    // T/home/trips -> ../data/trips; T/data/trips/current.json ->
    // ../archive/trip.json, which is T/data/archive/trip.json, not
    // T/home/archive/trip.json as ".." taken as text would have it.
    let root = try TemporaryFolder()
    let manager = FileManager.default
    for folder in ["data/trips", "data/archive", "home/archive"] {
      try manager.createDirectory(
        atPath: root.file(folder), withIntermediateDirectories: true)
    }
    try manager.createSymbolicLink(
      atPath: root.file("home/trips"), withDestinationPath: "../data/trips")
    let real = root.file("data/archive/trip.json")
    _ = manager.createFile(atPath: real, contents: Data(SampleTrip.json.utf8))
    try manager.createSymbolicLink(
      atPath: root.file("data/trips/current.json"), withDestinationPath: "../archive/trip.json")
    let precious = root.file("home/archive/trip.json")
    _ = manager.createFile(atPath: precious, contents: Data("precious\n".utf8))

    let path = root.file("home/trips/current.json")
    let document = try TripDocument.open(atPath: path)
    let saved = try document.save(try moved(document), toPath: path)

    #expect(manager.contents(atPath: precious) == Data("precious\n".utf8))
    #expect(manager.contents(atPath: real) == Data(saved.bytes))
    #expect(
      try manager.destinationOfSymbolicLink(atPath: root.file("data/trips/current.json"))
        == "../archive/trip.json")
    #expect(ResolvedPath.of(path) == ResolvedPath.of(real))
    #expect(
      ResolvedPath.of(root.file("home/trips/../archive/x.json"))
        == root.file("data/archive/x.json").resolvedFolder)
  }

  @Test("A named pipe is refused, never read or replaced")
  func namedPipe() throws {
    let folder = try TemporaryFolder()
    let pipe = folder.file("trip.json")
    #expect(mkfifo(pipe, 0o644) == 0)
    let document = try TripDocument(bytes: Array(SampleTrip.json.utf8))
    #expect(
      throws: SaveError.access(
        FileAccessError(path: pipe, operation: .write, reason: .notARegularFile))
    ) {
      _ = try document.save(try moved(document), toPath: pipe)
    }
    // Opening does not wait for a writer that will never come.
    #expect(
      throws: TripFileError.unreadable(
        FileAccessError(path: pipe, operation: .read, reason: .notARegularFile))
    ) {
      _ = try TripDocument.open(atPath: pipe)
    }
    var status = stat()
    #expect(lstat(pipe, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO)
    #expect(folder.contents == ["trip.json"])
  }

  @Test("A file with two names (hard links) is written in place: both names see the new trip")
  func hardLinks() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("trip.json")
    let other = folder.file("shared.json")
    _ = FileManager.default.createFile(atPath: path, contents: Data(SampleTrip.json.utf8))
    #expect(link(path, other) == 0)
    var before = stat()
    _ = stat(path, &before)

    let document = try TripDocument.open(atPath: path)
    let saved = try document.save(try moved(document), toPath: path)

    var after = stat()
    _ = stat(path, &after)
    #expect(after.st_ino == before.st_ino)
    #expect(after.st_nlink == 2)
    #expect(FileManager.default.contents(atPath: other) == Data(saved.bytes))
    #expect(folder.contents == ["shared.json", "trip.json"])
  }

  @Test("A write in place that fails part way puts the old bytes back")
  func inPlaceFailure() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("trip.json")
    _ = FileManager.default.createFile(atPath: path, contents: Data(SampleTrip.json.utf8))
    #expect(link(path, folder.file("shared.json")) == 0)
    let document = try TripDocument.open(atPath: path)
    let trip = try moved(document)
    let size = try document.saved(trip).bytes.count
    // The copy beside it is written whole; the write in place stops after 100 bytes.
    #expect(throws: SaveError.self) {
      try FileFaults.withFaults(.failingWrites(after: size + 100, with: ENOSPC)) {
        _ = try document.save(trip, toPath: path)
      }
    }
    #expect(FileManager.default.contents(atPath: path) == Data(SampleTrip.json.utf8))
    #expect(folder.contents == ["shared.json", "trip.json"])
  }

  @Test("A save keeps the file's owner, group and mode")
  func ownerAndGroup() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("trip.json")
    _ = FileManager.default.createFile(atPath: path, contents: Data(SampleTrip.json.utf8))
    // Root can give the file away; another user keeps their own.
    let owner = geteuid() == 0 ? 65534 : geteuid()
    let group = geteuid() == 0 ? 65534 : getegid()
    #expect(chown(path, owner, group) == 0)
    #expect(chmod(path, 0o660) == 0)

    let document = try TripDocument.open(atPath: path)
    _ = try document.save(try moved(document), toPath: path)

    var status = stat()
    #expect(stat(path, &status) == 0)
    #expect(status.st_uid == owner)
    #expect(status.st_gid == group)
    #expect(status.st_mode & 0o7777 == 0o660)
  }

  @Test("A read-only file is replaced only when asked to, and keeps its mode")
  func readOnlyFile() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("trip.json")
    _ = FileManager.default.createFile(atPath: path, contents: Data(SampleTrip.json.utf8))
    #expect(chmod(path, 0o444) == 0)
    let document = try TripDocument.open(atPath: path)
    let trip = try moved(document)
    #expect(
      throws: SaveError.access(
        FileAccessError(path: path, operation: .write, reason: .readOnlyFile))
    ) {
      _ = try document.save(trip, toPath: path)
    }
    #expect(FileManager.default.contents(atPath: path) == Data(SampleTrip.json.utf8))

    let saved = try document.save(trip, toPath: path, replacingReadOnlyFile: true)
    #expect(FileManager.default.contents(atPath: path) == Data(saved.bytes))
    var status = stat()
    #expect(stat(path, &status) == 0 && status.st_mode & 0o777 == 0o444)
    #expect(folder.contents == ["trip.json"])
  }

  @Test("Two spellings of one file are one file; a missing file is named in its folder's real path")
  func sameFile() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("trip.json")
    _ = FileManager.default.createFile(atPath: path, contents: Data(SampleTrip.json.utf8))
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("link.json"), withDestinationPath: "trip.json")
    #expect(link(path, folder.file("hard.json")) == 0)
    #expect(ResolvedPath.sameFile(path, folder.file("link.json")))
    #expect(ResolvedPath.sameFile(path, folder.file("hard.json")))
    #expect(ResolvedPath.sameFile(path, folder.path + "/./sub/../trip.json") == false)
    #expect(ResolvedPath.sameFile(path, folder.path + "/./trip.json"))
    #expect(!ResolvedPath.sameFile(path, folder.file("other.json")))
    // A dangling link names the file it would create.
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("dangling.json"), withDestinationPath: "new.json")
    #expect(ResolvedPath.of(folder.file("dangling.json")) == folder.file("new.json").resolvedFolder)
  }
}

extension String {
  /// The path with its folder's links followed (the temporary folder itself
  /// may be a link, as /tmp is on some systems).
  fileprivate var resolvedFolder: String {
    let url = URL(fileURLWithPath: self)
    let folder = url.deletingLastPathComponent().path
    guard let real = realpath(folder, nil) else { return self }
    defer { free(real) }
    return String(cString: real) + "/" + url.lastPathComponent
  }
}

/// Extended attributes read and set the way `setfattr` and `getfattr` do.
enum Attributes {
  private typealias GetCall =
    @convention(c) (
      UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?, Int
    ) -> Int
  private typealias SetCall =
    @convention(c) (
      UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeRawPointer?, Int, Int32
    ) -> Int32

  private static let getCall = dlsym(dlopen(nil, RTLD_NOW), "getxattr").map {
    unsafeBitCast($0, to: GetCall.self)
  }
  private static let setCall = dlsym(dlopen(nil, RTLD_NOW), "setxattr").map {
    unsafeBitCast($0, to: SetCall.self)
  }

  static func set(_ name: String, _ value: [UInt8], on path: String) -> Bool {
    value.withUnsafeBytes { setCall?(path, name, $0.baseAddress, $0.count, 0) } == 0
  }

  static func get(_ name: String, of path: String) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { getCall?(path, name, $0.baseAddress, $0.count) }
    guard let count, count >= 0 else { return nil }
    return Array(buffer[..<count])
  }

  /// A POSIX access control list as Linux keeps it: version 2, then each
  /// entry's tag, permissions and id, little-endian.
  static func accessList(_ entries: [(tag: UInt16, permissions: UInt16, id: UInt32)]) -> [UInt8] {
    var bytes: [UInt8] = [2, 0, 0, 0]
    for entry in entries {
      bytes += withUnsafeBytes(of: entry.tag.littleEndian, Array.init)
      bytes += withUnsafeBytes(of: entry.permissions.littleEndian, Array.init)
      bytes += withUnsafeBytes(of: entry.id.littleEndian, Array.init)
    }
    return bytes
  }

  static let userObject: UInt16 = 0x01
  static let user: UInt16 = 0x02
  static let groupObject: UInt16 = 0x04
  static let mask: UInt16 = 0x10
  static let other: UInt16 = 0x20
  static let noID = UInt32.max
}

extension SaveTrustTests {
  @Test("A save keeps the file's access control list and other attributes, and adds none")
  func extendedAttributes() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("trip.json")
    _ = FileManager.default.createFile(atPath: path, contents: Data(SampleTrip.json.utf8))
    chmod(path, 0o640)
    // Another user may read and write the trip; its group only read it.
    let list = Attributes.accessList([
      (Attributes.userObject, 6, Attributes.noID), (Attributes.user, 6, 4321),
      (Attributes.groupObject, 4, Attributes.noID), (Attributes.mask, 6, Attributes.noID),
      (Attributes.other, 0, Attributes.noID),
    ])
    try #require(Attributes.set("system.posix_acl_access", list, on: path))
    try #require(Attributes.set("user.itin.note", Array("for the group".utf8), on: path))
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int

    let document = try TripDocument.open(atPath: path)
    _ = try document.save(try moved(document), toPath: path)

    #expect(Attributes.get("system.posix_acl_access", of: path) == list)
    #expect(Attributes.get("user.itin.note", of: path) == Array("for the group".utf8))
    #expect(
      try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == mode)

    // A folder's default list is for new files: a trip that had no list
    // does not take one by being saved.
    let plain = folder.file("plain.json")
    _ = FileManager.default.createFile(atPath: plain, contents: Data(SampleTrip.json.utf8))
    chmod(plain, 0o600)
    try #require(Attributes.set("system.posix_acl_default", list, on: folder.path))
    let other = try TripDocument.open(atPath: plain)
    _ = try other.save(try moved(other), toPath: plain)
    #expect(Attributes.get("system.posix_acl_access", of: plain) == nil)
    #expect(
      try FileManager.default.attributesOfItem(atPath: plain)[.posixPermissions] as? Int == 0o600)
  }
}
