import Crypto
import Foundation
import ItinSession
import ItineraryCore
import SwiftASN1
import X509

/// The certificate serve shows a companion's device on the network: one
/// the user gives, or one made on the first start for the address served,
/// and kept, so that a device that trusted it once trusts it again.
///
/// Its fingerprint, said when serve starts, is what the companion compares
/// with what their browser shows before trusting it.
public struct ServeCertificate: Sendable {
  /// The certificate, in PEM.
  public var certificate: String
  /// Its private key, in PEM.
  public var key: String
  /// The SHA-256 fingerprint of the certificate, as Chromium's viewer
  /// shows it: pairs of hexadecimal digits, spaces between (a screen
  /// reader reads a colon aloud).
  public var fingerprint: String

  /// Why a certificate cannot be had, said as one sentence.
  public enum Problem: Error, Sendable, Equatable {
    case unreadable(path: String)
    case notACertificate(path: String)
    case cannotKeep(path: String)
    /// A private key that is not one in PEM, or not the certificate's.
    case notAKey(path: String)
    /// A private key, or the folder it is kept in, that other people on
    /// this computer can read or write.
    case notPrivate(path: String)
    /// A private key, or the folder it is kept in, that another user owns.
    case notYours(path: String)
  }

  /// The names of the kept certificate and key in their folder.
  static let certificateName = "serve-certificate.pem"
  static let keyName = "serve-key.pem"

  /// Why `path`, a private key, may not be trusted: another user owns it,
  /// or others may read or write it; `nil` when it is this user's alone,
  /// or is not there.
  static func exposure(of path: String) -> Problem? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    if status.st_uid != geteuid() { return .notYours(path: path) }
    if status.st_mode & 0o077 != 0 { return .notPrivate(path: path) }
    return nil
  }

  /// A certificate and its key, from PEM files the user gives.
  public static func given(certificate: String, key: String) throws(Problem) -> ServeCertificate {
    // A key others can read is no secret: refused, as ssh refuses it.
    if let problem = exposure(of: key) { throw problem }
    guard let certificateText = try? String(contentsOfFile: certificate, encoding: .utf8) else {
      throw .unreadable(path: certificate)
    }
    guard let keyText = try? String(contentsOfFile: key, encoding: .utf8) else {
      throw .unreadable(path: key)
    }
    guard let parsed = try? Certificate(pemEncoded: certificateText) else {
      throw .notACertificate(path: certificate)
    }
    return ServeCertificate(
      certificate: certificateText, key: keyText, fingerprint: fingerprint(of: parsed))
  }

  /// The certificate kept in `folder` for `address`, or a new one made for
  /// it and kept there (the key readable by its owner alone).
  public static func kept(for address: String, in folder: String) throws(Problem)
    -> ServeCertificate
  {
    let certificatePath = folder + "/" + certificateName
    let keyPath = folder + "/" + keyName
    try keepPrivate(folder)
    if let problem = exposure(of: keyPath) { throw problem }
    if let text = try? String(contentsOfFile: certificatePath, encoding: .utf8),
      let key = try? String(contentsOfFile: keyPath, encoding: .utf8),
      (try? P256.Signing.PrivateKey(pemRepresentation: key)) != nil,
      let parsed = try? Certificate(pemEncoded: text), covers(parsed, address),
      parsed.notValidAfter > Date().addingTimeInterval(7 * 24 * 3600)
    {
      return ServeCertificate(certificate: text, key: key, fingerprint: fingerprint(of: parsed))
    }
    guard let made = try? make(for: address) else { throw .cannotKeep(path: certificatePath) }
    // The key is made 0600 as it is created, never readable for a moment.
    guard write(made.key, to: keyPath), write(made.certificate, to: certificatePath)
    else { throw .cannotKeep(path: certificatePath) }
    return made
  }

  /// Makes `folder` private: made with mode 0700 where it is missing.
  ///
  /// Where it is there, this user's, and open to others, it is closed to
  /// them. Another user's folder is refused.
  static func keepPrivate(_ folder: String) throws(Problem) {
    var status = stat()
    if lstat(folder, &status) != 0 {
      guard
        (try? FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: true,
          attributes: [.posixPermissions: 0o700])) != nil
      else { throw .cannotKeep(path: folder) }
      return
    }
    guard status.st_mode & S_IFMT == S_IFDIR else { throw .cannotKeep(path: folder) }
    guard status.st_uid == geteuid() else { throw .notYours(path: folder) }
    if status.st_mode & 0o077 != 0, chmod(folder, 0o700) != 0 {
      throw .notPrivate(path: folder)
    }
  }

  /// Writes `text` to a new private file at `path` (mode 0600 from its
  /// creation, a link never followed), as the recovery journal is
  /// written; whether it was.
  private static func write(_ text: String, to path: String) -> Bool {
    guard let descriptor = StateFolder.openPrivateFile(path, truncating: true) else { return false }
    defer { close(descriptor) }
    return FileIO.writeAll(Array(text.utf8), to: descriptor) == nil
  }

  /// A new certificate of its own for `address`, good for a year.
  static func make(for address: String) throws -> ServeCertificate {
    let key = P256.Signing.PrivateKey()
    let name = try DistinguishedName {
      CommonName("itin-a11y serve")
    }
    let now = Date()
    let certificate = try Certificate(
      version: .v3, serialNumber: Certificate.SerialNumber(),
      publicKey: Certificate.PublicKey(key.publicKey),
      notValidBefore: now.addingTimeInterval(-3600),
      notValidAfter: now.addingTimeInterval(365 * 24 * 3600), issuer: name, subject: name,
      signatureAlgorithm: .ecdsaWithSHA256,
      extensions: try Certificate.Extensions {
        Critical(BasicConstraints.notCertificateAuthority)
        Critical(KeyUsage(digitalSignature: true))
        try ExtendedKeyUsage([.serverAuth])
        SubjectAlternativeNames(alternativeName(for: address).map { [$0] } ?? [])
      },
      issuerPrivateKey: Certificate.PrivateKey(key))
    return ServeCertificate(
      certificate: try certificate.serializeAsPEM().pemString, key: key.pemRepresentation,
      fingerprint: fingerprint(of: certificate))
  }

  /// The certificate's name for an IP address.
  private static func alternativeName(for address: String) -> GeneralName? {
    guard case .success(let bytes) = LoopbackHost.numeric(address) else { return nil }
    return .ipAddress(ASN1OctetString(contentBytes: ArraySlice(bytes)))
  }

  /// Whether a kept certificate names `address`.
  private static func covers(_ certificate: Certificate, _ address: String) -> Bool {
    guard let wanted = alternativeName(for: address),
      let names = try? certificate.extensions.subjectAlternativeNames
    else { return false }
    return names.contains(wanted)
  }

  static func fingerprint(of certificate: Certificate) -> String {
    var serializer = DER.Serializer()
    guard (try? serializer.serialize(certificate)) != nil else { return "" }
    return SHA256.hash(data: serializer.serializedBytes)
      .map { String($0, radix: 16, uppercase: true).leftPadded(to: 2) }.joined(separator: " ")
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
