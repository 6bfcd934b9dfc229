import Foundation
import HTTPTypes
import Hummingbird

/// Checks every request before it is answered: its Host, its page's key,
/// and for a change its origin; and gives every answer, a refusal and an
/// error included, headers that keep the page to itself.
package struct RequestCheck<Context: RequestContext>: RouterMiddleware {
  let address: ServedAddress
  let backend: any PageBackend

  /// Checks requests to `address`, whose pages' keys `backend` knows.
  package init(address: ServedAddress, backend: any PageBackend) {
    self.address = address
    self.backend = backend
  }

  /// The paths served to any request with the right Host: the same for
  /// every trip, and holding none of it.
  ///
  /// They are the page, its style, each of its scripts (``Page/scripts``),
  /// and an address's.
  static func isOpen(_ path: String) -> Bool {
    path == "/" || path == "/app.css" || Page.script(at: path) != nil || isAddress(path)
      || isTripPath(path)
  }

  /// Whether `path` is where a stored trip's page stands once its address
  /// is traded: `/trip/` and the trip's name, of letters, digits and
  /// hyphens.
  static func isTripPath(_ path: String) -> Bool {
    let bytes = path.utf8
    let prefix = "/trip/".utf8
    guard bytes.count > prefix.count, bytes.count <= 200, bytes.starts(with: prefix) else {
      return false
    }
    return bytes.dropFirst(prefix.count).allSatisfy {
      ASCII.isLetterOrDigit($0) || $0 == UInt8(ascii: "-")
    }
  }

  /// Whether `path` is an address's.
  ///
  /// That is a slash, then the secret's words as said or typed back:
  /// letters, with hyphens, dots, or spaces as `%20` between them, and
  /// perhaps the sentence's full stop. The page is served there too, and
  /// reads the secret from it.
  static func isAddress(_ path: String) -> Bool {
    let bytes = path.utf8
    guard bytes.count > 1, bytes.count <= 300, bytes.first == UInt8(ascii: "/") else {
      return false
    }
    return bytes.dropFirst().allSatisfy {
      ASCII.isLetterOrDigit($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
        || $0 == UInt8(ascii: "%")
    }
  }

  /// Where a page trades its address's token for its key: a change, from
  /// the page's own origin, that needs no key yet.
  package static var enterPath: String { "/api/enter" }

  /// The header that carries an address's token, as its lowercase name.
  package static var tokenField: String { "x-itin-token" }

  package func handle(
    _ request: Request, context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    var response: Response
    let (refusal, access) = await check(request)
    if let refusal {
      response = refusal
    } else {
      do {
        // The page found is the route's: its key is not looked up twice.
        response = try await PageAccess.$checked.withValue(access) {
          try await next(request, context)
        }
      } catch let error as any HTTPResponseError {
        // A path no route serves (404), a body too large (413): answered
        // here, so that they carry the same headers as every answer.
        response = try error.response(from: request, context: context)
      }
    }
    RequestCheck.protect(&response)
    return response
  }

  /// The headers every answer carries: only the page's own script, style
  /// and requests; no sniffing, no referrer, nothing cached.
  static func protect(_ response: inout Response) {
    response.headers[.contentSecurityPolicy] =
      "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
      + "img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    response.headers[.xContentTypeOptions] = "nosniff"
    if let referrerPolicy = HTTPField.Name("Referrer-Policy") {
      response.headers[referrerPolicy] = "no-referrer"
    }
    response.headers[.cacheControl] = "no-store"
  }

  /// The refusal a request gets, or `nil` when it may be answered; and
  /// the page it opens, when it needs one.
  func check(_ request: Request) async -> (refusal: Response?, access: PageAccess?) {
    // No DNS rebinding: another name that leads here is refused, and so is
    // a second Host (which the request's authority does not show).
    guard address.accepts(authority: request.head.authority),
      !request.headers.contains(where: { $0.name.canonicalName == "host" })
    else {
      return (
        WebServer.refusal(.wrongHost, request, values: ["address": address.origin ?? ""]), nil
      )
    }
    // The page, its scripts and its style, exactly these paths: anything
    // else (`//api/do` included, which the router reads as `/api/do`)
    // needs the page's key, but the trade of an address for one.
    if RequestCheck.isOpen(request.uri.path), request.method == .get {
      return (nil, nil)
    }
    let entering = request.uri.path == RequestCheck.enterPath && request.method == .post
    var access: PageAccess?
    if !entering {
      switch await backend.access(request) {
      case .success(let opened): access = opened
      case .failure(let refused): return (refused.response(to: request), nil)
      }
    }
    if request.method != .get, request.method != .head {
      // A change comes from the page's own origin, never another site's.
      let site = RequestCheck.header("sec-fetch-site", of: request)
      // JSON only: a form another site posts is not a change.
      guard address.accepts(origin: request.headers[.origin]),
        site == nil || site == "same-origin",
        RequestCheck.isJSON(request.headers[.contentType])
      else { return (WebServer.refusal(.foreignOrigin, request), nil) }
    }
    return (nil, access)
  }

  /// Whether a Content-Type names JSON: its media type, parameters aside,
  /// is `application/json` (`application/jsonfoo` is not).
  static func isJSON(_ contentType: String?) -> Bool {
    guard var contentType else { return false }
    return contentType.withUTF8 { bytes in
      let end = bytes.firstIndex(of: UInt8(ascii: ";")) ?? bytes.count
      let mediaType = ASCII.trimmed(bytes[..<end])
      let json = "application/json".utf8
      return mediaType.count == json.count
        && zip(mediaType, json).allSatisfy { ASCII.lowercased($0) == $1 }
    }
  }

  /// The value of the header named `name` (lowercase), if the request has it.
  package static func header(_ name: String, of request: Request) -> String? {
    request.headers.first { $0.name.canonicalName == name }?.value
  }
}
