import ButtonSizerEngine
import GlyphMetrics
import JSONText
import MicroHTTP

/// The HTTP API of `buttonsizer serve`: routes, content types, errors, limits and metrics, as a pure
/// function from ``HTTPRequest`` to ``HTTPResponse`` (the server calls it; tests and the fuzz target
/// call it directly).
///
/// | route | method | body → answer |
/// |---|---|---|
/// | `/v1/measure`, `/v1/layout` | POST | a JSON object with the command's fields → its result object |
/// | `/v1/render?format=svg\|png[&guides=1]` | POST | a layout object → the picture |
/// | `/v1/batch` | POST | JSON Lines → JSON Lines, in order, an error per bad line, streamed |
/// | `/v1/fonts` | GET | the font families |
/// | `/healthz` | GET | 200 when the default font loads and the server is not stopping, else 503 |
/// | `/metrics` | GET | Prometheus text |
/// | `/` | GET | the preview page |
///
/// Errors are JSON `{"error": …, "field": …}`: 400 for a bad request (the CLI's message), 404, 405
/// with `Allow`, 413 over the body limit, 415 for a wrong content type, 503 with `Retry-After` when
/// the connection limit is reached.
///
/// A batch body is read whole (it is bounded by the body limit), then its answers are streamed: the
/// response is an ``HTTPResponse/stream`` whose lines go out in input order as soon as each one and
/// those before it are computed (on `batchWorkers` threads), not once the last one is done.
public final class ButtonSizerService: Sendable {
    private let answering: any RequestAnswering
    private let metrics = ServiceMetrics()
    /// The body limit the server enforces, named in 413 answers.
    public let maxBodyBytes: Int
    /// Threads answering the lines of one batch request.
    public let batchWorkers: Int

    /// - Parameters:
    ///   - answering: what measures, lays out and draws.
    ///   - maxBodyBytes: the body limit the server enforces (named in 413 answers).
    ///   - batchWorkers: threads answering the lines of one batch request (at least 1).
    public init(answering: any RequestAnswering, maxBodyBytes: Int, batchWorkers: Int = 1) {
        self.answering = answering
        self.maxBodyBytes = maxBodyBytes
        self.batchWorkers = max(1, batchWorkers)
    }

    private enum Body {
        case none
        case json
        case jsonLines
    }

    private struct Route {
        var path: String
        var method: String
        var body: Body
        var answer: @Sendable (ButtonSizerService, HTTPRequest) -> HTTPResponse
    }

    private static let routes: [Route] = [
        Route(path: "/v1/measure", method: "POST", body: .json) { service, request in
            service.json { () throws(RequestError) in try service.answering.answer(json: request.body, command: .measure).jsonText }
        },
        Route(path: "/v1/layout", method: "POST", body: .json) { service, request in
            service.json { () throws(RequestError) in try service.answering.answer(json: request.body, command: .layout).jsonText }
        },
        Route(path: "/v1/render", method: "POST", body: .json) { service, request in
            let format = request.query["format"] ?? "svg"
            guard let chosen = RenderRequest.Format(rawValue: format) else {
                return error(400, "format must be svg or png, not '\(format)'", field: "format")
            }
            do throws(RequestError) {
                let picture = try service.answering.picture(json: request.body, format: chosen,
                                                            guides: ["1", "true"].contains(request.query["guides"] ?? ""))
                return HTTPResponse(status: 200, headers: [.init("Content-Type", picture.contentType)], body: picture.bytes)
            } catch {
                return ButtonSizerService.error(400, error.description, field: error.field)
            }
        },
        Route(path: "/v1/batch", method: "POST", body: .jsonLines) { service, request in
            let answering = service.answering
            let answers = BatchAnswers(lines: BatchAnswers.lines(of: request.body), workers: service.batchWorkers) { line in
                answering.batchAnswer(line: line.bytes, lineNumber: line.number)
            }
            return HTTPResponse(status: 200, headers: [.init("Content-Type", "application/x-ndjson")],
                                stream: HTTPBodyStream(next: answers.next, finish: answers.cancel))
        },
        Route(path: "/v1/fonts", method: "GET", body: .none) { service, _ in
            service.json { () throws(RequestError) in try service.answering.fontFamilies().text }
        },
        Route(path: "/healthz", method: "GET", body: .none) { service, request in
            if request.serverDraining { return error(503, "the server is stopping", field: nil, retryAfter: true) }
            return service.answering.isReady()
                ? HTTPResponse(status: 200, headers: [.init("Content-Type", "application/json")], body: Array("{\"status\":\"ok\",\"version\":\"\(Engine<TextMeasurer>.version)\"}\n".utf8))
                : error(503, "the default font does not load", field: nil, retryAfter: true)
        },
        Route(path: "/metrics", method: "GET", body: .none) { service, _ in
            HTTPResponse(status: 200, headers: [.init("Content-Type", "text/plain; version=0.0.4; charset=utf-8")],
                         body: Array(service.metrics.text(cache: service.answering.cacheStatistics()).utf8))
        },
        Route(path: "/", method: "GET", body: .none) { _, _ in
            HTTPResponse(status: 200, headers: [.init("Content-Type", "text/html; charset=utf-8"),
                                                .init("Content-Security-Policy", PreviewPage.contentSecurityPolicy)],
                         body: Array(PreviewPage.html.utf8))
        },
    ]

    /// The answer to one request; every answer is counted in the metrics by route and status (a
    /// streamed answer when its stream finishes).
    public func handle(_ request: HTTPRequest) -> HTTPResponse {
        let started = monotonicSeconds()
        metrics.inFlight.add(1, ordering: .relaxed)
        let route = Self.routes.first { $0.path == request.path }
        var response = respond(request, route: route)
        let status = response.status
        let done: @Sendable () -> Void = { [metrics] in
            metrics.inFlight.subtract(1, ordering: .relaxed)
            metrics.record(route: route?.path ?? "other", status: status, seconds: monotonicSeconds() - started)
        }
        if let stream = response.stream {
            response.stream = stream.whenFinished(done)
        } else {
            done()
        }
        return response
    }

    private func respond(_ request: HTTPRequest, route: Route?) -> HTTPResponse {
        if request.overConnectionLimit {
            return Self.error(503, "too many connections; try again shortly", field: nil, retryAfter: true)
        }
        guard let route else { return Self.error(404, "no route \(request.path)", field: nil) }
        let method = request.method == "HEAD" && route.method == "GET" ? "GET" : request.method
        guard method == route.method else {
            var response = Self.error(405, "\(request.path) takes \(route.method), not \(request.method)", field: nil)
            response.headers.append(.init("Allow", route.method == "GET" ? "GET, HEAD" : route.method))
            return response
        }
        if request.bodyTooLarge {
            return Self.error(413, "the body is larger than \(maxBodyBytes) bytes (--max-body)", field: nil)
        }
        if let refusal = Self.contentTypeRefusal(request, route.body) { return refusal }
        return route.answer(self, request)
    }

    private static func contentTypeRefusal(_ request: HTTPRequest, _ body: Body) -> HTTPResponse? {
        let accepted: [String]
        switch body {
        case .none: return nil
        case .json: accepted = ["application/json"]
        case .jsonLines: accepted = ["application/x-ndjson", "application/jsonl", "application/json-lines", "application/json"]
        }
        let given = request.headers["content-type"] ?? ""
        let mediaType = String(given.prefix { $0 != ";" }).trimmingSpaces.lowercased()
        guard !accepted.contains(mediaType) else { return nil }
        return error(415, "Content-Type must be \(accepted.joined(separator: " or ")), not '\(given)'",
                     field: nil)
    }

    /// A JSON answer, or a 400 naming the request error's field (the engine's, never read from the message).
    private func json(_ body: () throws(RequestError) -> String) -> HTTPResponse {
        do {
            return HTTPResponse(status: 200, headers: [.init("Content-Type", "application/json")],
                                body: Array((try body() + "\n").utf8))
        } catch {
            return Self.error(400, error.description, field: error.field)
        }
    }

    /// `{"error": message, "field": field}` with `status`.
    static func error(_ status: Int, _ message: String, field: String?, retryAfter: Bool = false) -> HTTPResponse {
        let text = JSON.object([("error", .string(message)), ("field", .optional(field, JSON.string))]).text + "\n"
        var headers = [HTTPResponse.Header("Content-Type", "application/json")]
        if retryAfter { headers.append(.init("Retry-After", "1")) }
        return HTTPResponse(status: status, headers: headers, body: Array(text.utf8))
    }
}
