// The floor of a change sent through the page: Hummingbird answering the
// page's POST with a small JSON body and nothing behind it, built as
// itin-a11y is shipped. `itin-bench --web-instructions` counts what a
// request costs it beside what the same request costs `itin-a11y serve`.
#if REPL
import Hummingbird
import Logging

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@main
struct Floor {
  static func main() async throws {
    let router = Router()
    // The body is read, as serve reads a change; the answer is a line said.
    router.post("/api/do") { request, _ -> Response in
      _ = try await request.body.collect(upTo: 64 * 1024)
      return Response(
        status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
        body: .init(
          byteBuffer: ByteBuffer(string: #"{"said":["Dinner moved to position 2 of day 1."]}"#)))
    }
    let application = Application(
      router: router,
      configuration: .init(address: .hostname("127.0.0.1", port: 0), serverName: nil),
      onServerRunning: { channel in
        print("http://127.0.0.1:" + String(channel.localAddress?.port ?? 0))
        fflush(nil)
      },
      logger: Logger(label: "itin-bench-floor") { _ in SwiftLogNoOpLogHandler() })
    try await application.runService()
  }
}
#else
@main
struct Floor {
  static func main() {
    print("itin-bench-floor needs the REPL trait, which brings the web server.")
  }
}
#endif
