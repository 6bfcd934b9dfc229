import HTTPTypes
import Hummingbird

/// Checks every request before it is answered: its Host, its token, and
/// for a change its origin; and gives every answer headers that keep the
/// page to itself.
struct RequestCheck<Context: RequestContext>: RouterMiddleware {
  let address: ServedAddress
  let token: ServeToken

  /// The paths served to any request with the right Host: the same for
  /// every trip, and holding none of it.
  static var openPaths: Set<String> { ["/", "/app.js", "/app.css"] }

  /// The header that carries the token, as its lowercase name.
  static var tokenField: String { "x-itin-token" }

  func handle(
    _ request: Request, context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    var response: Response
    if let refusal = refusal(of: request) {
      response = refusal
    } else {
      response = try await next(request, context)
    }
    response.headers[.contentSecurityPolicy] =
      "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
      + "img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    response.headers[.xContentTypeOptions] = "nosniff"
    if let referrerPolicy = HTTPField.Name("Referrer-Policy") {
      response.headers[referrerPolicy] = "no-referrer"
    }
    response.headers[.cacheControl] = "no-store"
    return response
  }

  /// The refusal a request gets, or `nil` when it may be answered.
  func refusal(of request: Request) -> Response? {
    // No DNS rebinding: another name that leads here is refused.
    guard request.head.authority == address.authority else {
      return WebServer.refusal(.wrongHost, request, values: ["address": address.origin])
    }
    // The page, its script and its style, exactly these paths: anything
    // else (`//api/do` included, which the router reads as `/api/do`)
    // needs the token.
    if RequestCheck.openPaths.contains(request.uri.path), request.method == .get {
      return nil
    }
    guard token.matches(RequestCheck.header(RequestCheck.tokenField, of: request)) else {
      return WebServer.refusal(.noToken, request)
    }
    if request.method != .get, request.method != .head {
      // A change comes from the page's own origin, never another site's.
      let site = RequestCheck.header("sec-fetch-site", of: request)
      // JSON only: a form another site posts is not a change.
      let type = request.headers[.contentType] ?? ""
      guard request.headers[.origin] == address.origin, site == nil || site == "same-origin",
        type.lowercased().hasPrefix("application/json")
      else { return WebServer.refusal(.foreignOrigin, request) }
    }
    return nil
  }

  /// The value of the header named `name` (lowercase), if the request has it.
  static func header(_ name: String, of request: Request) -> String? {
    request.headers.first { $0.name.canonicalName == name }?.value
  }
}
