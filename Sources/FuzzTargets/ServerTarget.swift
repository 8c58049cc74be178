import ButtonSizerEngine
import ButtonSizerServer
import GlyphMetrics
import JSONText
import MicroHTTP

/// The HTTP request handler (route + headers + body bytes + the server's flags: body too large,
/// draining → response), without a socket (``HTTPTarget`` has one): every
/// request gets a response with a known status; errors are `{"error", "field"}` JSON; a 2xx answer
/// comes only from a known route with its method; JSON answers parse; no font file outside the
/// bundled fonts is ever named in a successful answer.
enum ServerTarget {
    static let service = ButtonSizerService(
        answering: Engine(measurer: Shared.measurer, fontDirectories: [BundledFonts.directory]),
        maxBodyBytes: 1 << 16)
    static let paths = ["/v1/measure", "/v1/layout", "/v1/render", "/v1/batch", "/v1/fonts", "/healthz", "/metrics",
                        "/", "/v1", "/v1/measure/", "//v1/measure", "/%2e%2e/etc/passwd", ""]
    static let statuses: Set<Int> = [200, 400, 404, 405, 413, 415, 503]

    static func run(_ bytes: [UInt8]) throws(FuzzFinding) {
        var input = FuzzInput(bytes)
        let method = input.pick(["POST", "GET", "HEAD", "PUT", "DELETE", "OPTIONS", ""])
        let path = input.pick(paths)
        var query: [String: String] = [:]
        if input.bool() { query["format"] = input.pick(["svg", "png", "gif", "", "SVG"]) }
        let contentType = input.pick(["application/json", "application/json; charset=utf-8", "application/x-ndjson",
                                      "text/plain", "", "APPLICATION/JSON", "application/jsonl"])
        // Read before the body, which takes the rest of the bytes: rare values, so most inputs are plain.
        let flags = input.byte()
        let request = HTTPRequest(method: method, path: path, query: query,
                                  headers: contentType.isEmpty ? [:] : ["content-type": contentType],
                                  body: Array(input.text().utf8), bodyTooLarge: flags == 0xEE,
                                  overConnectionLimit: false, serverDraining: flags == 0xDD)
        let response = service.handle(request)
        let body = response.completeBody()  // a batch answer is streamed
        let what = "\(method) \(path) \(quoted(contentType)) \(quoted(String(decoding: request.body, as: UTF8.self))) → \(response.status)"
        try expect(statuses.contains(response.status), "\(what): unexpected status")
        let type = response.header("Content-Type") ?? ""
        if response.status != 200 {
            try expect(type == "application/json", "\(what): an error that is not JSON")
            let text = String(decoding: body, as: UTF8.self)
            try expect(text.hasPrefix("{\"error\":") && text.contains(",\"field\":"), "\(what): not an error object")
            try expect((try? JSONReader.parse(body, source: "response")) != nil, "\(what): invalid JSON")
            return
        }
        try expect(paths.prefix(8).contains(path), "\(what): 200 from an unknown route")
        if type == "application/json" {
            try expect((try? JSONReader.parse(body, source: "response")) != nil, "\(what): invalid JSON")
        }
        if path == "/v1/batch" {
            // One answer per request line (blank lines skipped), in order, each an object with its line number.
            let answers = body.split(separator: UInt8(ascii: "\n"))
            let lines = request.body.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                .enumerated().filter { !$0.element.allSatisfy { [32, 9, 13].contains($0) } }.map { $0.offset + 1 }
            try expect(answers.count == lines.count, "\(what): \(answers.count) answers to \(lines.count) lines")
            for (answer, number) in zip(answers, lines) {
                let line = (try? JSONReader.parse(Array(answer), source: "answer"))?["line"].map(JSON.init)
                try expect(line == .number(Double(number)), "\(what): answer \(number) out of order")
            }
        }
        if path == "/v1/measure" || path == "/v1/layout" {
            // The bundled fonts are allowed wherever the checkout is (a clone under /tmp included).
            let text = String(decoding: body, as: UTF8.self).replacing(BundledFonts.directory + "/", with: "")
            try expect(!text.contains("/etc/") && !text.contains("\"/tmp/"), "\(what): a font outside the allowed directories")
        }
    }
}
