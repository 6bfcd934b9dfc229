import Foundation
import Hummingbird
import HummingbirdTLS
import Logging
import NIOCore
import NIOSSL
import ServiceLifecycle

/// A companion's device on the same network: serve is told one address of
/// this computer's (never a wildcard) and serves it over TLS only, beside
/// loopback as ever. A plain HTTP request to it fails its handshake.
extension WebServer {
  /// The certificate a device on the network is shown.
  public enum TLS: Sendable {
    /// A certificate and its key, PEM files the user gives.
    case given(certificate: String, key: String)
    /// One made on the first start for the address served, and kept in
    /// `folder` for the next (the program's state folder).
    case kept(folder: String)

    func certificate(for address: String) throws(ServeCertificate.Problem) -> ServeCertificate {
      let made: ServeCertificate
      let keyPath: String
      switch self {
      case .given(let certificate, let key):
        made = try ServeCertificate.given(certificate: certificate, key: key)
        keyPath = key
      case .kept(let folder):
        made = try ServeCertificate.kept(for: address, in: folder)
        keyPath = folder + "/" + ServeCertificate.keyName
      }
      // Read as TLS will read it, before anything is served: a broken key
      // is a sentence, not a failure of the server's.
      guard (try? NIOSSLPrivateKey(bytes: Array(made.key.utf8), format: .pem)) != nil,
        (try? NIOSSLCertificate.fromPEMBytes(Array(made.certificate.utf8)))?.isEmpty == false
      else { throw .notAKey(path: keyPath) }
      return made
    }
  }

  /// The TLS 1.2 cipher suites the network's address takes.
  static let networkCiphers: [NIOTLSCipher] = [
    .TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256, .TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384,
    .TLS_ECDHE_ECDSA_WITH_CHACHA20_POLY1305_SHA256, .TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256,
    .TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384, .TLS_ECDHE_RSA_WITH_CHACHA20_POLY1305_SHA256,
  ]

  /// The application that serves `address` over TLS, with `certificate`,
  /// its connections counted by `guarding` with loopback's; `running` is
  /// called once it is bound and said.
  func networkApplication(
    _ address: String, certificate: ServeCertificate, guarding: ConnectionGuard, said: Said,
    say: @escaping @Sendable (String) -> Void, running: @escaping @Sendable () -> Void
  ) throws -> some Service {
    let served = networkServed
    var configuration = TLSConfiguration.makeServerConfiguration(
      certificateChain: try NIOSSLCertificate.fromPEMBytes(Array(certificate.certificate.utf8))
        .map { .certificate($0) },
      privateKey: .privateKey(
        try NIOSSLPrivateKey(bytes: Array(certificate.key.utf8), format: .pem)))
    configuration.minimumTLSVersion = .tlsv12
    // TLS 1.2 with forward secrecy and authenticated encryption only: no
    // CBC suite, no SHA-1. TLS 1.3's suites are all of that kind.
    configuration.cipherSuiteValues = WebServer.networkCiphers
    let text = WebText(catalog: catalog)
    let fingerprint = certificate.fingerprint
    return Application(
      router: router(served: served),
      server: try .tls(
        .http1(configuration: .init(additionalChannelHandlers: [guarding.handler()])),
        tlsConfiguration: configuration),
      configuration: .init(address: .hostname(address, port: port), serverName: nil),
      onServerRunning: { channel in
        served.set(host: address, port: channel.localAddress?.port ?? 0)
        // Said after loopback's address, the terminal's own, whichever is
        // bound first.
        said.afterLoopback {
          if let origin = served.origin {
            say(text(.network, ["address": origin, "fingerprint": fingerprint]))
          }
          running()
        }
      },
      logger: WebServer.silent)
  }
}

/// Counts the addresses said, for the terminal to take commands after the
/// last, and says the network's after loopback's.
final class Said: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  private var loopbackSaid = false
  private var waiting: (@Sendable () -> Void)?

  /// Runs `saying` once loopback's address is said: now, or then.
  func afterLoopback(_ saying: @escaping @Sendable () -> Void) {
    let now = lock.withLock {
      if !loopbackSaid { waiting = saying }
      return loopbackSaid
    }
    if now { saying() }
  }

  /// Loopback's address is said: what waited for it is said now.
  func loopbackIsSaid() {
    let next = lock.withLock {
      loopbackSaid = true
      defer { waiting = nil }
      return waiting
    }
    next?()
  }

  /// Counts one more; whether it is the last of `total`.
  func one(of total: Int) -> Bool {
    lock.withLock {
      count += 1
      return count == total
    }
  }
}
