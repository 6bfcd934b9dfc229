import Foundation
import Testing
import TripTestSupport

@testable import ItinWeb

/// The network's certificate and key, against another user of this
/// computer: the key is this user's alone from the moment it is made, and
/// a key or folder others can read, or another user owns, is refused.
@Suite("serve: the network's key is this user's alone", .serialized)
struct ServeCertificateTests {
  static let address = "192.0.2.7"

  /// The mode bits of `path`, and its owner.
  static func mode(_ path: String) -> (mode: mode_t, owner: uid_t)? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return (status.st_mode & 0o777, status.st_uid)
  }

  @Test("A state folder open to others is closed to them before the key is made there, 0600")
  func foldersTightened() throws {
    let folder = Scratch.folder("serve-key-open") + "/state"
    try FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
    let previous = umask(0)
    defer { umask(previous) }
    _ = try WebServer.TLS.kept(folder: folder).certificate(for: ServeCertificateTests.address)
    #expect(ServeCertificateTests.mode(folder)?.mode == 0o700)
    #expect(
      ServeCertificateTests.mode(folder + "/" + ServeCertificate.keyName)?.mode == 0o600)
    // A missing folder is made 0700.
    let fresh = Scratch.folder("serve-key-fresh") + "/a/b"
    _ = try WebServer.TLS.kept(folder: fresh).certificate(for: ServeCertificateTests.address)
    #expect(ServeCertificateTests.mode(fresh)?.mode == 0o700)
  }

  @Test("A key others can read is refused, kept or given, with a sentence saying how to close it")
  func readableKeyRefused() throws {
    let folder = Scratch.folder("serve-key-readable")
    _ = try WebServer.TLS.kept(folder: folder).certificate(for: ServeCertificateTests.address)
    let key = folder + "/" + ServeCertificate.keyName
    chmod(key, 0o644)
    #expect(throws: ServeCertificate.Problem.notPrivate(path: key)) {
      try WebServer.TLS.kept(folder: folder).certificate(for: ServeCertificateTests.address)
    }
    #expect(throws: ServeCertificate.Problem.notPrivate(path: key)) {
      try WebServer.TLS.given(
        certificate: folder + "/" + ServeCertificate.certificateName, key: key
      )
      .certificate(for: ServeCertificateTests.address)
    }
    let sentence = WebServer.Failure.certificate(.notPrivate(path: key)).sentence(in: .english)
    #expect(sentence.contains("chmod 600 \(key)"))
  }

  @Test("A key or a state folder another user owns is refused")
  func othersKeyRefused() throws {
    try #require(geteuid() == 0, "giving a file to another user needs root, as CI runs")
    let folder = Scratch.folder("serve-key-owned")
    _ = try WebServer.TLS.kept(folder: folder).certificate(for: ServeCertificateTests.address)
    let key = folder + "/" + ServeCertificate.keyName
    #expect(chown(key, 65534, 65534) == 0)
    #expect(throws: ServeCertificate.Problem.notYours(path: key)) {
      try WebServer.TLS.kept(folder: folder).certificate(for: ServeCertificateTests.address)
    }
    #expect(chown(folder, 65534, 65534) == 0)
    #expect(throws: ServeCertificate.Problem.notYours(path: folder)) {
      try WebServer.TLS.kept(folder: folder).certificate(for: ServeCertificateTests.address)
    }
  }

  @Test("A broken key is a sentence naming it, never the TLS library's error")
  func brokenKey() throws {
    let folder = Scratch.folder("serve-key-broken")
    let made = try WebServer.TLS.kept(folder: folder).certificate(
      for: ServeCertificateTests.address)
    let certificate = folder + "/given.pem"
    let key = folder + "/given-key.pem"
    try made.certificate.write(toFile: certificate, atomically: true, encoding: .utf8)
    try "-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----\n".write(
      toFile: key, atomically: true, encoding: .utf8)
    chmod(key, 0o600)
    #expect(throws: ServeCertificate.Problem.notAKey(path: key)) {
      try WebServer.TLS.given(certificate: certificate, key: key)
        .certificate(for: ServeCertificateTests.address)
    }
    #expect(
      WebServer.Failure.certificate(.notAKey(path: key)).sentence(in: .english)
        == WebText()(.notAKey, ["path": key]))
    // A broken key kept in the state folder is made anew.
    try "broken".write(
      toFile: folder + "/" + ServeCertificate.keyName, atomically: true, encoding: .utf8)
    chmod(folder + "/" + ServeCertificate.keyName, 0o600)
    let remade = try WebServer.TLS.kept(folder: folder).certificate(
      for: ServeCertificateTests.address)
    #expect(remade.fingerprint != made.fingerprint)
  }

  @Test("TLS 1.2 takes only suites with forward secrecy and authenticated encryption")
  func ciphers() {
    let names = WebServer.networkCiphers.map { String(describing: $0) }
    #expect(!WebServer.networkCiphers.isEmpty)
    #expect(!WebServer.networkCiphers.contains(.TLS_ECDHE_ECDSA_WITH_AES_128_CBC_SHA), "\(names)")
    #expect(!WebServer.networkCiphers.contains(.TLS_RSA_WITH_AES_128_CBC_SHA))
  }
}
