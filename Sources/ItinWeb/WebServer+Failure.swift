import ReorderCommands

extension WebServer {
  /// Why a server cannot start, said as one sentence.
  public enum Failure: Error, Sendable {
    /// Another session has the file open: what the REPL says through a pipe.
    case held([String])
    case portInUse(Int)
    case wildcard(String)
    /// The host leads to an address that is not this computer's loopback.
    case notLoopback(String, address: String)
    /// The host is no address.
    case unknownHost(String)
    /// The host leads to an address of no interface of this computer's.
    case notThisComputer(String, address: String)
    case cannotBind(address: String, reason: String)
    /// The network's certificate could not be read, or made and kept.
    case certificate(ServeCertificate.Problem)

    public func sentence(in catalog: Catalog) -> String {
      let text = WebText(catalog: catalog)
      // A name given with its root's dot ("localhost.") ends no sentence twice.
      func named(_ host: String) -> String {
        host.count > 1 && host.hasSuffix(".") ? String(host.dropLast()) : host
      }
      switch self {
      case .held(let lines): return lines.joined(separator: " ")
      case .portInUse(let port): return text(.portInUse, ["port": String(port)])
      case .wildcard(let host): return text(.wildcardHost, ["host": named(host)])
      case .notLoopback(let host, let address):
        return text(.notLoopback, ["host": named(host), "address": address])
      case .unknownHost(let host): return text(.unknownHost, ["host": named(host)])
      case .notThisComputer(let host, let address):
        return text(.notThisComputer, ["host": named(host), "address": address])
      case .cannotBind(let address, let reason):
        return text(.cannotServe, ["address": address, "reason": reason])
      case .certificate(.unreadable(let path)):
        return text(.certificateUnreadable, ["path": path])
      case .certificate(.notACertificate(let path)):
        return text(.notACertificate, ["path": path])
      case .certificate(.cannotKeep(let path)):
        return text(.cannotKeepCertificate, ["path": path])
      case .certificate(.notAKey(let path)):
        return text(.notAKey, ["path": path])
      case .certificate(.notPrivate(let path)):
        return text(.keyNotPrivate, ["path": path])
      case .certificate(.notYours(let path)):
        return text(.keyNotYours, ["path": path])
      }
    }
  }
}
