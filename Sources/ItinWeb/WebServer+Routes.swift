import Foundation
import HTTPTypes
import Hummingbird
import ItinSession
import ItineraryCore
import NIOCore
import ReorderCommands

/// What the server answers, and how a refusal is said.
extension WebServer {
  func routes(_ router: Router<BasicRequestContext>, served: ServedAddress) {
    WebServer.routes(
      router, backend: ServedPages(tripHost: tripHost, keys: keys, served: served))
  }

  /// The routes of every page: the page's own files, and its requests,
  /// each to the trip its key opens.
  package static func routes(_ router: Router<BasicRequestContext>, backend: some PageBackend) {
    router.get("/") { _, _ in Page.response(Page.html, type: "text/html; charset=utf-8") }
    // The page's script: its entry (`/app.js`) and each module it imports,
    // at its name.
    for (name, text) in Page.scripts {
      router.get(RouterPath(stringLiteral: "/" + name)) { _, _ in
        Page.response(text, type: "text/javascript; charset=utf-8")
      }
    }
    router.get("/app.css") { _, _ in Page.response(Page.style, type: "text/css; charset=utf-8") }
    // An address said by serve: the page, which reads its secret from the
    // path. Its scripts and style are at the root.
    router.get("/:secret") { request, _ in
      guard RequestCheck<BasicRequestContext>.isAddress(request.uri.path) else {
        return WebServer.refusal(.badRequest, request)
      }
      return Page.response(Page.html, type: "text/html; charset=utf-8")
    }
    // A stored trip's page, reloaded: where the page stands once its
    // address is traded.
    router.get("/trip/:trip") { request, _ in
      guard RequestCheck<BasicRequestContext>.isTripPath(request.uri.path) else {
        return WebServer.refusal(.badRequest, request)
      }
      return Page.response(Page.html, type: "text/html; charset=utf-8")
    }
    router.get("/api/trip") { request, _ in
      let page: PageAccess
      switch await backend.page(of: request) {
      case .success(let opened): page = opened
      case .failure(let refused): return refused.response(to: request)
      }
      let tab = RequestCheck<BasicRequestContext>.header("x-itin-page", of: request)
      return Page.json(
        await page.trip.trip(
          in: WebServer.language(of: request), for: page.holder.person,
          page: WebServer.page(of: page.holder, tab: tab)))
    }
    router.get("/api/menu") { request, _ in
      let page: PageAccess
      switch await backend.page(of: request) {
      case .success(let opened): page = opened
      case .failure(let refused): return refused.response(to: request)
      }
      guard let id = request.uri.queryParameters["id"],
        let menu = await page.trip.menu(
          for: ItemID(rawValue: String(id)), in: WebServer.language(of: request),
          for: page.holder.person)
      else { return WebServer.refusal(.badRequest, request) }
      return Page.json(menu)
    }
    // What other pages change, as it happens: server-sent events, for as
    // long as the page is open (ended when the server stops).
    router.get(RouterPath(stringLiteral: WebServer.eventsPath)) { request, _ in
      let page: PageAccess
      switch await backend.page(of: request) {
      case .success(let opened): page = opened
      case .failure(let refused): return refused.response(to: request)
      }
      let tab =
        RequestCheck<BasicRequestContext>.header("x-itin-page", of: request)
        ?? request.uri.queryParameters["page"].map(String.init)
      let events = await page.trip.listen(
        page: WebServer.page(of: page.holder, tab: tab), person: page.holder.person,
        in: WebServer.language(of: request))
      return Response(
        status: .ok, headers: [.contentType: "text/event-stream; charset=utf-8"],
        body: ResponseBody(
          asyncSequence: events.cancelOnGracefulShutdown().map { ByteBuffer(bytes: $0) }))
    }
    // Every change, as the steps a device's editor takes in to follow the
    // trip: the start and all of them, or those after the count it has
    // (`after`), of the list it has (`generation`: another starts again).
    router.get("/api/steps") { request, _ in
      let page: PageAccess
      switch await backend.page(of: request) {
      case .success(let opened): page = opened
      case .failure(let refused): return refused.response(to: request)
      }
      let after = request.uri.queryParameters["after"].flatMap({ Int($0) }) ?? 0
      let generation = request.uri.queryParameters["generation"].flatMap({ Int($0) })
      let followed = await page.trip.followed(after: max(0, after), generation: generation)
      guard let bytes = try? JSONEncoder().encode(followed) else {
        return WebServer.refusal(.badRequest, request)
      }
      return Response(
        status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
        body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }
    router.get("/api/positions") { request, _ in
      let page: PageAccess
      switch await backend.page(of: request) {
      case .success(let opened): page = opened
      case .failure(let refused): return refused.response(to: request)
      }
      guard let id = request.uri.queryParameters["id"],
        let day = request.uri.queryParameters["day"].flatMap({ Int($0) }),
        let positions = await page.trip.positions(for: ItemID(rawValue: String(id)), onDay: day)
      else { return WebServer.refusal(.badRequest, request) }
      return Page.json(positions)
    }
    router.post(RouterPath(stringLiteral: RequestCheck<BasicRequestContext>.enterPath)) {
      request, _ in
      await backend.enter(request)
    }
    router.post("/api/do") { request, context in
      let body = try await request.body.collect(upTo: 64 * 1024)
      let page: PageAccess
      switch await backend.page(of: request) {
      case .success(let opened): page = opened
      case .failure(let refused): return refused.response(to: request)
      }
      guard let asked = WebRequest(json: Array(buffer: body)),
        let answer = await page.trip.perform(
          asked,
          from: WebServer.page(
            of: page.holder,
            tab: RequestCheck<BasicRequestContext>.header("x-itin-page", of: request)),
          by: page.holder.person, in: WebServer.language(of: request))
      else { return WebServer.refusal(.badRequest, request) }
      return Page.json(answer)
    }
  }

  /// The answer that gives a page its key, in the cookie `cookie`.
  ///
  /// The browser sends it back to this page only, never lets its script
  /// read it, and sends it over TLS only when `secure`. `trip`, when given,
  /// is the stored trip the key opens, where the page then stands.
  package static func entered(
    cookie: String, key: String, secure: Bool, trip: String? = nil
  ) -> Response {
    var response = Page.json(Entered(said: [], trip: trip))
    response.headers[.setCookie] =
      cookie + "=" + key + "; Path=/; HttpOnly; SameSite=Strict" + (secure ? "; Secure" : "")
    return response
  }

  /// The name of the page a request comes from: its key's number, a
  /// slash, and the tab the page names itself (`X-Itin-Page`), of at most
  /// 32 letters, digits, `-` and `_`.
  ///
  /// The header names a tab of the key's, never a person: whoever the
  /// page says it is, its powers are its key's, and no page's name is
  /// serve's terminal's (``TripHost/terminalPage``), which has no slash.
  static func page(of holder: PageKeys.Holder?, tab: String?) -> String {
    let cleaned = (tab ?? "").unicodeScalars.lazy
      .filter {
        $0.isASCII
          && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
      }
      .prefix(32)
    return String(holder?.number ?? 0) + "/" + String(String.UnicodeScalarView(cleaned))
  }

  /// Text from a field, as one line typed: its line breaks become spaces,
  /// its ends trimmed.
  static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).joined(separator: " ")
      .trimmingCharacters(in: .whitespaces)
  }

  /// The language a request asks for (`lang=`), else English.
  package static func language(of request: Request) -> Catalog {
    request.uri.queryParameters["lang"].flatMap { Catalog.shipped(language: String($0)) }
      ?? .english
  }

  /// A refusal: status 400 or 403, with its sentence to say.
  package static func refusal(
    _ message: WebMessage, _ request: Request, values: KeyValuePairs<String, String> = [:]
  )
    -> Response
  {
    let sentence = WebText(catalog: language(of: request))(message, values)
    let status: HTTPResponse.Status = message == .badRequest ? .badRequest : .forbidden
    var response = Page.json(SaidOnly(said: [sentence]))
    response.status = status
    return response
  }
}
