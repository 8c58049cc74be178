import ButtonSizer
import ButtonSizerCLI
import ButtonSizerEngine
import ButtonSizerServer
import GlyphMetrics
import JSONText
import MicroHTTP
import Dispatch
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The HTTP API against a real server on an ephemeral loopback port: every route, every error status,
/// the font path restriction, the body and connection limits (issue #12).
@Suite(.serialized) struct ServiceAPITests {
    /// A server on 127.0.0.1, port chosen by the system, bundled fonts only.
    final class Running {
        let measurer: TextMeasurer
        let server: HTTPServer
        var port: Int { server.port }

        /// - Parameter adjust: changes to the server's configuration (the limits under test).
        init(maxBodyBytes: Int = 1 << 20, maxConnections: Int = 64, answering: (any RequestAnswering)? = nil,
             adjust: (inout HTTPServer.Configuration) -> Void = { _ in }) throws {
            measurer = try TextMeasurer(library: FontLibrary(scope: .hermetic))
            let answering = answering ?? Engine(measurer: measurer, fontDirectories: [BundledFonts.directory])
            let service = ButtonSizerService(answering: answering, maxBodyBytes: maxBodyBytes, batchWorkers: 2)
            var configuration = HTTPServer.Configuration(host: "127.0.0.1", port: 0, threads: 2, maxConnections: maxConnections,
                                                         requestTimeout: 5, maxBodyBytes: maxBodyBytes)
            adjust(&configuration)
            server = try HTTPServer(configuration: configuration, handler: service.handle)
        }

        deinit { server.stop(waitingUpTo: 1) }
    }

    /// What `batch` answers for the same fields: the service must give the same result object.
    func batchResult(_ line: String, _ measurer: TextMeasurer) -> String {
        let answer = String(decoding: Engine(measurer: measurer).answerLine(Array(line.utf8), lineNumber: 1).json, as: UTF8.self)
        let marker = ",\"result\":"
        let start = answer.split(separator: marker, maxSplits: 1).last ?? ""
        return String(start.dropLast())  // the closing brace of the answer object
    }

    @Test("POST /v1/measure answers batch's result object for the same fields")
    func measure() throws {
        let running = try Running()
        let response = try request(running.port, "POST", "/v1/measure",
                                   json: #"{"text":"Continue shopping","font":"Inter","width":80,"line-break":"middle"}"#)
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "application/json")
        let expected = batchResult(#"{"command":"measure","text":"Continue shopping","font":"Inter","width":80,"line-break":"middle"}"#,
                                   running.measurer)
        #expect(response.text == expected + "\n")
        #expect(response.text.contains("\"displayed\":\"Con…ing\""))
    }

    @Test("POST /v1/layout answers batch's result object for the same fields")
    func layout() throws {
        let running = try Running()
        let fields = #""title":"Download the latest version","profile":"classic","image":"24x24","bounds":"200x44""#
        let response = try request(running.port, "POST", "/v1/layout", json: "{\(fields)}")
        #expect(response.status == 200)
        #expect(response.text == batchResult("{\"command\":\"layout\",\(fields)}", running.measurer) + "\n")
    }

    @Test("POST /v1/render gives SVG by default and PNG with format=png")
    func render() throws {
        let running = try Running()
        let body = #"{"title":"Add to cart","image":"20x20","padding":8}"#
        let svg = try request(running.port, "POST", "/v1/render", json: body)
        #expect(svg.status == 200)
        #expect(svg.headers["content-type"] == "image/svg+xml")
        #expect(svg.text.hasPrefix("<?xml"))
        #expect(svg.text.contains("<path d=\"M"))
        let png = try request(running.port, "POST", "/v1/render?format=png", json: body)
        #expect(png.status == 200)
        #expect(png.headers["content-type"] == "image/png")
        let image = try PNG.decode(png.body)
        let layout = try request(running.port, "POST", "/v1/layout", json: body).text
        // @2x: the picture is twice the laid-out size in points (an odd pixel count is a half point: 81 px, 40.5).
        func points(_ pixels: Int) -> String { pixels % 2 == 0 ? "\(pixels / 2)" : "\(Double(pixels) / 2)" }
        #expect(layout.contains("\"size\":{\"width\":\(points(image.width)),\"height\":\(points(image.height))}"))
        let bad = try request(running.port, "POST", "/v1/render?format=gif", json: body)
        #expect(bad.status == 400)
        #expect(bad.text.contains("\"field\":\"format\""))
    }

    @Test("POST /v1/batch answers as `buttonsizer batch` does: order, per-line errors, blank lines, past the window")
    func batch() throws {
        let running = try Running()
        // 300 good lines (more than the 256 the workers may run ahead of the client), and bad ones:
        // not JSON, a bad value, an unknown command, a blank line, a CRLF line end.
        var lines = (0..<300).map { "{\"id\":\($0),\"command\":\"measure\",\"text\":\"Item \($0)\"}" }
        lines[3] = "not json"
        lines[10] = #"{"id":"d","command":"measure","text":"x","size":-1}"#
        lines[11] = #"{"id":"e","command":"draw","text":"x"}"#
        lines[12] = "  "
        lines[13] = #"{"id":"f","command":"layout","title":"Two","bounds":"100x44"}"# + "\r"
        let body = lines.joined(separator: "\n") + "\n"
        let response = try request(running.port, "POST", "/v1/batch", body: Array(body.utf8),
                                   contentType: "application/x-ndjson")
        #expect(response.status == 200)
        #expect(response.headers["transfer-encoding"] == "chunked")
        #expect(response.headers["content-type"] == "application/x-ndjson")

        let input = "/tmp/buttonsizer-serve-batch-\(getpid()).jsonl"
        let file = fopen(input, "w")
        fputs(body, file)
        fclose(file)
        defer { unlink(input) }
        var expected = "", summary = ""
        _ = ButtonSizerCLI.run(["batch", "--hermetic", "--workers", "2", "--input", input], stdout: &expected, stderr: &summary)
        #expect(summary.contains("batch: 299 lines, 296 ok, 3 failed, 1 blank skipped"), "\(summary)")
        #expect(response.text == expected)
    }

    /// A batch answerer that holds the last line's answer until the test says the client has read the
    /// first answer (or 10 s pass), and says in that answer whether it was released.
    final class HeldLastLine: RequestAnswering {
        let last: Int
        let release = DispatchSemaphore(value: 0)
        init(last: Int) { self.last = last }

        func batchAnswer(line: [UInt8], lineNumber: Int) -> [UInt8] {
            guard lineNumber == last else { return Array("{\"line\":\(lineNumber)}".utf8) }
            let released = release.wait(timeout: .now() + 10) == .success
            return Array("{\"line\":\(lineNumber),\"released\":\(released)}".utf8)
        }

        func answer(json body: [UInt8], command: Command) throws(RequestError) -> Answer { throw .failed("unused") }
        func picture(json body: [UInt8], format: RenderRequest.Format, guides: Bool) throws(RequestError) -> Picture {
            throw .failed("unused")
        }
        func fontFamilies() throws(RequestError) -> JSON { throw .failed("unused") }
        func isReady() -> Bool { true }
        func cacheStatistics() -> CacheStatistics { CacheStatistics(shapedTexts: 0, results: 0, hits: 0, misses: 0) }
    }

    @Test("POST /v1/batch is streamed: the first answer reaches the client before the last line is computed")
    func batchStreams() throws {
        let held = HeldLastLine(last: 6)
        let running = try Running(answering: held)
        let body = Array((1...6).map { "{\"n\":\($0)}" }.joined(separator: "\n").utf8)
        let connection = try Connection(port: running.port)
        try connection.send(Array(("POST /v1/batch HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
                                   + "Content-Type: application/x-ndjson\r\nContent-Length: \(body.count)\r\n\r\n").utf8) + body)
        // Line 6 cannot be answered before this read returns: the first answer must come without it.
        let first = try connection.receive(until: Array("{\"line\":1}\n".utf8))
        held.release.signal()
        let response = try connection.receive(after: first)
        #expect(response.status == 200)
        #expect(response.text == (1...5).map { "{\"line\":\($0)}\n" }.joined() + "{\"line\":6,\"released\":true}\n")
    }

    @Test("a batch stream finished early (client gone) stops and is counted once")
    func batchStreamFinishedEarly() throws {
        let held = HeldLastLine(last: 2)
        let service = ButtonSizerService(answering: held, maxBodyBytes: 1 << 20, batchWorkers: 2)
        let response = service.handle(HTTPRequest(method: "POST", path: "/v1/batch", headers: ["content-type": "application/x-ndjson"],
                                                  body: Array("{}\n{}\n{}\n".utf8)))
        let stream = try #require(response.stream)
        #expect(stream.next() == Array("{\"line\":1}\n".utf8))
        stream.finish()
        held.release.signal()
        #expect(stream.next() == nil)
        let metrics = String(decoding: service.handle(HTTPRequest(method: "GET", path: "/metrics")).body, as: UTF8.self)
        #expect(metrics.contains("buttonsizer_requests_total{route=\"/v1/batch\",status=\"200\"} 1\n"))
        #expect(metrics.contains("buttonsizer_requests_in_flight 1\n"))  // the /metrics request itself
    }

    @Test("GET /v1/fonts, /healthz, /metrics and / answer")
    func getRoutes() throws {
        let running = try Running()
        let fonts = try request(running.port, "GET", "/v1/fonts")
        #expect(fonts.status == 200)
        #expect(fonts.text.contains("{\"name\":\"Inter\""))
        let health = try request(running.port, "GET", "/healthz")
        #expect(health.status == 200)
        #expect(health.text == "{\"status\":\"ok\",\"version\":\"\(ButtonSizerVersion.string)\"}\n")
        _ = try request(running.port, "POST", "/v1/measure", json: #"{"text":"Hi"}"#)
        _ = try request(running.port, "POST", "/v1/measure", json: #"{"text":"Hi"}"#)
        let metrics = try request(running.port, "GET", "/metrics")
        #expect(metrics.status == 200)
        #expect(metrics.headers["content-type"]?.hasPrefix("text/plain; version=0.0.4") == true)
        #expect(metrics.text.contains("buttonsizer_requests_total{route=\"/v1/measure\",status=\"200\"} 2\n"))
        #expect(metrics.text.contains("buttonsizer_request_duration_seconds_count{route=\"/v1/measure\"} 2\n"))
        #expect(metrics.text.contains("buttonsizer_cache_hit_ratio 0.5\n"))  // "Hi" measured, then found
        let page = try request(running.port, "GET", "/")
        #expect(page.status == 200)
        #expect(page.headers["content-type"] == "text/html; charset=utf-8")
        #expect(page.text.hasPrefix("<!doctype html>"))
        // The page colours each status lint and `layout` give (LayoutStatus) by its severity: every one
        // is in its table, so no status is shown in the colour of "fits" by default.
        for status in LayoutStatus.allCases {
            let colour = switch status.severity {
            case .error: "error"
            case .warning: "warning"
            case .none: "fits"
            }
            #expect(page.text.contains("\"\(status.rawValue)\": \"\(colour)\""), "\(status)")
        }
    }

    /// The field comes from the engine's error, not from its message: "Nope--Sans" once answered `"field":"Sans"`.
    @Test func aFontThatDoesNotLoadAnswersTheFontField() throws {
        let engine = Engine(measurer: try TextMeasurer(library: FontLibrary(scope: .hermetic)), fontDirectories: [BundledFonts.directory])
        let service = ButtonSizerService(answering: engine, maxBodyBytes: 1 << 16)
        let response = service.handle(HTTPRequest(method: "POST", path: "/v1/measure", headers: ["content-type": "application/json"],
                                                  body: Array(#"{"text":"x","font":"Nope--Sans"}"#.utf8)))
        #expect(response.status == 400)
        let body = try JSONReader.parse(response.completeBody(), source: "response")
        #expect(body["field"]?.string == "font")
        #expect(body["error"]?.string?.contains("Nope--Sans") == true)
    }

    @Test("errors: 400 with the CLI's message and field, 404, 405 with Allow, 415")
    func errors() throws {
        let running = try Running()
        let bad = try request(running.port, "POST", "/v1/layout", json: #"{"title":"Add","max-width":"-3"}"#)
        #expect(bad.status == 400)
        #expect(bad.text == "{\"error\":\"field 'max-width' must not be negative (got -3)\",\"field\":\"max-width\"}\n")
        let unknown = try request(running.port, "POST", "/v1/measure", json: #"{"text":"a","colour":"red"}"#)
        #expect(unknown.status == 400)
        #expect(unknown.text.contains("\"field\":\"colour\""))
        let invalid = try request(running.port, "POST", "/v1/measure", json: "{")
        #expect(invalid.status == 400)
        #expect(invalid.text.hasPrefix("{\"error\":\"invalid JSON"))
        let missing = try request(running.port, "GET", "/v2/measure")
        #expect(missing.status == 404)
        let method = try request(running.port, "GET", "/v1/measure")
        #expect(method.status == 405)
        #expect(method.headers["allow"] == "POST")
        let postToGet = try request(running.port, "POST", "/healthz", json: "{}")
        #expect(postToGet.status == 405)
        #expect(postToGet.headers["allow"] == "GET, HEAD")
        let type = try request(running.port, "POST", "/v1/measure", body: Array(#"{"text":"a"}"#.utf8), contentType: "text/plain")
        #expect(type.status == 415)
    }

    @Test("a font path outside the bundled fonts and --font-dir is 400 and never opened", arguments: [
        "/etc/passwd", "../../../../etc/passwd", "\(BundledFonts.directory)/../Package.swift", "/tmp/x.ttf#0",
    ])
    func pathRestriction(path: String) throws {
        let running = try Running()
        let response = try request(running.port, "POST", "/v1/measure", json: "{\"text\":\"a\",\"font\":\"\(path)\"}")
        #expect(response.status == 400)
        #expect(response.text.contains("\"field\":\"font\""))
        let batch = try request(running.port, "POST", "/v1/batch",
                                body: Array("{\"command\":\"measure\",\"text\":\"a\",\"font\":\"\(path)\"}\n".utf8),
                                contentType: "application/x-ndjson")
        #expect(batch.text.contains("\"ok\":false,\"error\":\"font '"))
    }

    @Test("a font file inside the bundled fonts may be named by path")
    func bundledPath() throws {
        let running = try Running()
        let response = try request(running.port, "POST", "/v1/measure",
                                   json: "{\"text\":\"a\",\"font\":\"\(BundledFonts.path("NotoSans-Regular.ttf"))\"}")
        #expect(response.status == 200)
        #expect(response.text.contains("NotoSans-Regular.ttf"))
    }

    @Test("a body over --max-body is 413 and is not held")
    func bodyLimit() throws {
        let running = try Running(maxBodyBytes: 1024)
        let big = "{\"text\":\"" + String(repeating: "a", count: 2000) + "\"}"
        let declared = try request(running.port, "POST", "/v1/measure", json: big)
        #expect(declared.status == 413)
        #expect(declared.text.contains("1024 bytes"))
        let small = try request(running.port, "POST", "/v1/measure", json: #"{"text":"a"}"#)
        #expect(small.status == 200)
    }

    @Test("past --max-connections a request is 503 with Retry-After")
    func connectionLimit() throws {
        let running = try Running(maxConnections: 2)
        let idle = [try Connection(port: running.port), try Connection(port: running.port)]
        // Let the server accept the idle connections before the third one asks.
        var waited = 0
        while running.server.openConnections < 2 && waited < 200 { usleep(10_000); waited += 1 }
        let refused = try request(running.port, "GET", "/healthz")
        #expect(refused.status == 503)
        #expect(refused.headers["retry-after"] == "1")
        withExtendedLifetime(idle) {}
    }
}
