import ButtonPreview
import ButtonSizer
import ButtonSizerRequests
import ButtonSizerServer
import GlyphMetrics
import JSONText

/// The requests of the HTTP service (`buttonsizer serve`), decoded and answered exactly as `batch`
/// decodes and answers its lines: one JSON object whose fields are the command's flags without "--",
/// the same messages for bad values, the same result objects.
public struct ServiceRequests: RequestAnswering {
    public let measurer: TextMeasurer
    /// Directories whose font files a request may name by path: the bundled fonts and every --font-dir.
    public let fontDirectories: [String]

    public init(measurer: TextMeasurer, fontDirectories: [String]) {
        self.measurer = measurer
        self.fontDirectories = fontDirectories
    }

    public func answer(command: String, body: [UInt8]) throws(Failure) -> String {
        try Self.answer(command: command, body: body, measurer: measurer, fontDirectories: fontDirectories)
    }

    public func render(body: [UInt8], png: Bool, guides: Bool) throws(Failure) -> (bytes: [UInt8], contentType: String) {
        try Self.render(body: body, png: png, guides: guides, measurer: measurer, fontDirectories: fontDirectories)
    }

    /// The answer to one batch line, as `batch` writes it (see the static ``batchAnswer(line:lineNumber:measurer:fontDirectories:)``).
    public func batchAnswer(line: [UInt8], lineNumber: Int) -> [UInt8] {
        Self.batchAnswer(line: line, lineNumber: lineNumber, measurer: measurer, fontDirectories: fontDirectories)
    }

    public func fonts() throws(Failure) -> String { try Self.fonts(measurer: measurer) }

    public func isReady() -> Bool {
        (try? measurer.face(for: FontSpec(name: BundledFonts.defaultFontPath, size: 17))) != nil
    }

    public func cacheStatistics() -> CacheStatistics {
        CacheStatistics(shapedTexts: measurer.cachedTextCount, results: measurer.cachedResultCount,
                        hits: measurer.resultCacheHits, misses: measurer.resultCacheMisses)
    }

    public typealias Failure = ServiceFailure

    /// The result object of a `measure` or `layout` request (the `"result"` of a batch answer), as JSON text.
    /// - Parameter fontDirectories: directories whose font files a request may name by path (absolute,
    ///   or relative to one of them); any other path is refused without being opened.
    public static func answer(command: String, body: [UInt8], measurer: TextMeasurer,
                              fontDirectories: [String]) throws(Failure) -> String {
        let fields = try checkedFields(body, fontDirectories: fontDirectories)
        do {
            return try BatchCommand.respond([("command", .text(command))] + fields.map { ($0.0, OptionInput($0.1)) },
                                            measurer: measurer).text
        } catch {
            throw failure(error)
        }
    }

    /// A picture of a `layout` request: SVG text or PNG bytes, with the content type.
    public static func render(body: [UInt8], png: Bool, guides: Bool = false, measurer: TextMeasurer,
                              fontDirectories: [String]) throws(Failure) -> (bytes: [UInt8], contentType: String) {
        let fields = try checkedFields(body, fontDirectories: fontDirectories)
        do {
            let request = try LayoutRequest(BatchCommand.decode(fields.map { ($0.0, OptionInput($0.1)) }, command: .layout))
            let result = try LayoutCommand.layout(request, measurer: measurer, glyphs: true)
            let renderer = ButtonRenderer(measurer: measurer)
            let options = RenderOptions(guides: guides)
            if png {
                return (try renderer.png(result.layout, scale: result.spec.scale, options: options), "image/png")
            }
            return (Array(try renderer.svg(result.layout, options: options).utf8), "image/svg+xml")
        } catch {
            throw failure(error)
        }
    }

    /// The answer to one batch line as `buttonsizer batch` gives it, UTF-8 JSON without a line end
    /// (`{"line", "id", "ok", "result"}` or `{"line", "id", "ok": false, "error"}`); a line naming a font file outside `fontDirectories`
    /// gets an error and the file is not opened.
    public static func batchAnswer(line: [UInt8], lineNumber: Int, measurer: TextMeasurer,
                                   fontDirectories: [String]) -> [UInt8] {
        var out = JSONWriter()
        if let refusal = refusedFontPath(line, fontDirectories: fontDirectories) {
            let id = (try? JSON.parse(String(decoding: line, as: UTF8.self), source: "request"))?["id"] ?? .null
            BatchCommand.write(lineNumber: lineNumber, id: id, .failure(RuntimeError(refusal.message)), to: &out)
        } else {
            _ = BatchCommand.answer(line, lineNumber: lineNumber, measurer: measurer, to: &out)
        }
        return out.bytes
    }

    /// `{"families": [{"name", "styles", "bundled"}]}`: what `buttonsizer fonts` lists.
    public static func fonts(measurer: TextMeasurer) throws(Failure) -> String {
        do {
            let families = try measurer.library.availableFamilies().map { family in
                JSON.object([("name", .string(family.name)), ("styles", .array(family.styles.map(JSON.string))),
                             ("bundled", .bool(family.isBundled))])
            }
            return JSON.object([("families", .array(families))]).text
        } catch {
            throw failure(error)
        }
    }

    // MARK: - Decoding and checks

    /// The body's members, after checking that it is one JSON object and names no font file outside
    /// `fontDirectories`.
    static func checkedFields(_ body: [UInt8], fontDirectories: [String]) throws(Failure) -> [(String, JSON)] {
        guard let text = String(validating: body, as: UTF8.self) else { throw Failure(message: "the body is not valid UTF-8") }
        let parsed: JSON
        do {
            parsed = try JSON.parse(text, source: "request")
        } catch {
            throw Failure(message: "invalid JSON: \(error.message)")
        }
        guard case .object(let fields) = parsed else { throw Failure(message: "the body must be a JSON object") }
        if let refusal = refusedFontPath(fields, fontDirectories: fontDirectories) { throw refusal }
        return fields
    }

    private static func refusedFontPath(_ line: [UInt8], fontDirectories: [String]) -> Failure? {
        guard let text = String(validating: line, as: UTF8.self),
              case .object(let fields)? = try? JSON.parse(text, source: "request") else { return nil }
        return refusedFontPath(fields, fontDirectories: fontDirectories)
    }

    /// A font named by path (any value of a field whose name contains "font" with a "/" in it) must lie
    /// inside one of `fontDirectories` after removing "." and ".." lexically; the path is never opened
    /// before this check.
    static func refusedFontPath(_ fields: [(String, JSON)], fontDirectories: [String]) -> Failure? {
        for (key, value) in fields where mentionsFont(key) {
            guard let name = value.stringValue, name.contains("/") else { continue }
            let path = name.split(separator: "#").first.map(String.init) ?? name
            if !fontDirectories.contains(where: { isInside(path, directory: $0) }) {
                return Failure(message: "font '\(name)' is not inside the bundled fonts or a --font-dir: "
                               + "name a family, or a font file inside those directories", field: key)
            }
        }
        return nil
    }

    /// Whether a field's name contains "font" (as characters). Written out rather than with
    /// `String.contains(String)`, which comes from _StringProcessing: using it links that library and
    /// its regex parser into the `buttonsizer` executable, ~50 KB of data the loader relocates at every
    /// start (docs/performance.md, start-up).
    private static func mentionsFont(_ key: String) -> Bool {
        let characters = Array(key)
        return characters.indices.contains { characters[$0...].starts(with: "font") }
    }

    /// Whether `path` (absolute, or relative to `directory`) is inside `directory`, lexically.
    static func isInside(_ path: String, directory: String) -> Bool {
        func components(_ text: String) -> [Substring]? {
            var out: [Substring] = []
            for part in text.split(separator: "/") where part != "." {
                if part == ".." {
                    guard !out.isEmpty else { return nil }
                    out.removeLast()
                } else {
                    out.append(part)
                }
            }
            return out
        }
        guard let base = components(directory) else { return false }
        let full = path.hasPrefix("/") ? path : directory + "/" + path
        guard let parts = components(full), parts.count > base.count else { return false }
        return Array(parts.prefix(base.count)) == base
    }

    /// The CLI's message for `error`, and the field it names ("--max-width must…" → "max-width").
    static func failure(_ error: any Error) -> Failure {
        let message = "\(error)"
        return Failure(message: message, field: fieldName(in: message))
    }

    static func fieldName(in message: String) -> String? {
        let text = Array(message)
        for marker in ["--", "field '", "option '"].map(Array.init) where text.count > marker.count {
            for start in 0...(text.count - marker.count) where Array(text[start..<start + marker.count]) == marker {
                let name = text[(start + marker.count)...].prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
                if !name.isEmpty { return String(name) }
            }
        }
        return nil
    }
}
