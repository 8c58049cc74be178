import ButtonPreview
import ButtonSizer
import GlyphMetrics
import JSONText

/// One request of a command the engine answers, decoded from a command line or a JSON object
/// through the option table (``Options``).
public enum Request: Sendable {
    /// A label to measure (`measure`, a batch `measure` line, `POST /v1/measure`).
    case measure(MeasureRequest)
    /// A button to lay out (`layout`, a batch `layout` line, `POST /v1/layout`, a lint row).
    case layout(LayoutRequest)
    /// A button laid out at every content size category (`layout --content-size all`).
    case sweep(ContentSizeSweepRequest)
    /// A button to lay out and draw (`render`, `POST /v1/render`).
    case render(RenderRequest)

    /// The request a command line's values describe (`values.command` is measure or layout; a render
    /// request also needs its format: ``RenderRequest/init(_:format:guides:output:)``).
    /// - Throws: ``RequestError`` naming the option that is missing or refused.
    public init(_ values: OptionValues) throws(RequestError) {
        switch values.command {
        case .measure: self = .measure(try MeasureRequest(values))
        case .layout where values[Options.contentSize] == .all: self = .sweep(try ContentSizeSweepRequest(values))
        case .layout: self = .layout(try LayoutRequest(values))
        default: throw .arguments("\(values.command.rawValue) is not a request the engine answers")
        }
    }

    /// A JSON request without a `"command"` string (the message batch has always given).
    static let missingCommand = RequestError.failed("missing \"command\": \"measure\" or \"layout\"", field: "command")

    /// The commands a JSON request may name in `"command"`.
    public static let jsonCommands: [Command] = [.measure, .layout]

    /// The request a JSON object's members describe (a batch line, a service body): the members are
    /// the command's options without `--`; `id` is the caller's and is skipped.
    /// - Parameters:
    ///   - members: the object's members, in order.
    ///   - command: the command the route names (`POST /v1/layout`); nil: the `"command"` member names it.
    ///   - table: the options known (a run-wide one in it is refused with `runWideHint`).
    ///   - runWideHint: what to say about a field only the command line takes (`hermetic`).
    /// - Throws: ``RequestError``: a member given twice (`id` too), no or an unknown command, a field
    ///   the command does not take, a value out of range.
    public init(json members: [JSONNode.Member], command: Command? = nil, table: OptionTable = Options.table,
                runWideHint: (OptionInfo) -> String = { _ in "is not a request field" }) throws(RequestError) {
        for (index, member) in members.enumerated() where members[..<index].contains(where: { $0.key == member.key }) {
            throw RequestError(.repeated("field '\(member.key)'"), field: member.key)
        }
        var named: Command?
        var fields: [(String, OptionInput)] = []
        fields.reserveCapacity(members.count)
        for member in members {
            switch member.key {
            case "id": continue
            case "command":
                guard case .string(let name) = member.value.kind else { throw Self.missingCommand }
                guard let chosen = Command(rawValue: name), Self.jsonCommands.contains(chosen) else {
                    throw RequestError(.unknownCommand(name, suggestion: closestMatch(to: name, in: Self.jsonCommands.map(\.rawValue))),
                                       field: "command")
                }
                named = chosen
            default:
                fields.append((member.key, OptionInput(member.value)))
            }
        }
        if let command, let named, named != command {
            throw RequestError(.invalidValue("field 'command'", problem: "is '\(named.rawValue)', but this route answers \(command.rawValue)"),
                               field: "command")
        }
        guard let chosen = command ?? named else { throw Self.missingCommand }
        try self.init(try OptionValues(fields: fields, command: chosen, table: table, runWideHint: runWideHint))
    }
}

/// What the engine answers a ``Request`` with.
public enum Answer: Sendable {
    /// A measured label.
    case measure(MeasureAnswer)
    /// A laid-out button.
    case layout(ButtonAnswer)
    /// A button laid out at every content size category.
    case sweep(ContentSizeSweepAnswer)
    /// A drawn button.
    case picture(Picture)
}

/// The engine: answers typed requests with typed answers, the one way every front end (the
/// command line, `batch`, the HTTP service, lint, the fuzz targets) measures, lays out and draws.
///
/// Generic over its measurer: the front ends measure with GlyphMetrics' `TextMeasurer` (real fonts);
/// tests lay out with a fake `TextMeasuring` (round numbers) through the same engine. Drawing needs a
/// `TextMeasurer`'s faces: with another measurer a render request is an error.
public struct Engine<Measurer: TextMeasuring>: Sendable {
    /// What text is measured with.
    public let measurer: Measurer
    /// Directories a JSON request may name font files in (the service's bundled fonts and `--font-dir`s),
    /// or nil for any path (the command line and `batch` read what their user names).
    public let fontDirectories: [String]?
    /// The options JSON requests are read against: the engine's, or the command line's, which also knows
    /// the run-wide options, so that a batch line naming `hermetic` is told to give it to the command.
    public let options: OptionTable
    /// Batch lines read before, by their form (``answerLine(_:lineNumber:to:)``).
    let templates = RequestTemplates()

    /// The package's version (`buttonsizer --version`, the service's `/healthz`).
    public static var version: String { ButtonSizerVersion.string }

    /// An engine measuring with `measurer`; JSON requests may name font files only inside
    /// `fontDirectories` when given, and are read against `options`.
    public init(measurer: Measurer, fontDirectories: [String]? = nil, options: OptionTable = Options.table) {
        self.measurer = measurer
        self.fontDirectories = fontDirectories
        self.options = options
    }

    /// The answer to `request`: one pass measures, lays out, reports truncation and the size trace.
    /// - Throws: ``RequestError``: a font that does not load (``RequestError/field`` `font`), axes
    ///   the font lacks (`variations`), a button that cannot be laid out (the spec's field).
    public func answer(_ request: Request) throws(RequestError) -> Answer {
        do {
            switch request {
            case .measure(let request):
                return .measure(MeasureAnswer(request: request,
                                              measured: try measurer.measure(request.text, shrinking: request.shrinking)))
            case .layout(let request):
                return .layout(try ButtonAnswer(request, measurer: measurer))
            case .sweep(let sweep):
                var rows: [(ContentSizeCategory, ButtonAnswer)] = []
                for (category, request) in sweep.requests { rows.append((category, try ButtonAnswer(request, measurer: measurer))) }
                return .sweep(ContentSizeSweepAnswer(rows: rows))
            case .render(let request):
                guard let measurer = measurer as? TextMeasurer else {
                    throw RequestError.failed("drawing needs real fonts (a TextMeasurer), not \(Measurer.self)")
                }
                let laidOut = try ButtonAnswer(request.layout, measurer: measurer, glyphs: true)
                let renderer = ButtonRenderer(measurer: measurer)
                let options = RenderOptions(guides: request.guides)
                switch request.format {
                case .svg:
                    return .picture(Picture(format: .svg, bytes: Array(try renderer.svg(laidOut.answer.layout, options: options).utf8),
                                            layout: laidOut))
                case .png:
                    return .picture(Picture(format: .png, bytes: try renderer.png(laidOut.answer.layout, scale: laidOut.spec.scale,
                                                                                   options: options), layout: laidOut))
                }
            }
        } catch {
            throw Self.requestError(error)
        }
    }

    /// The layout of one button (``answer(_:)`` of a layout request): lint's rows, the service's `/v1/layout`.
    /// - Parameters:
    ///   - request: the button, the size asked for, and the content size it is laid out at.
    ///   - glyphs: whether the lines carry their glyph runs (a title's ink, a picture).
    /// - Throws: ``RequestError`` as ``answer(_:)``.
    public func layout(_ request: LayoutRequest, glyphs: Bool = false) throws(RequestError) -> ButtonAnswer {
        do {
            return try ButtonAnswer(request, measurer: measurer, glyphs: glyphs)
        } catch {
            throw Self.requestError(error)
        }
    }

    /// `request` laid out and drawn as `format` (no guides): the picture and the layout drawn (lint's
    /// HTML report shows one per row).
    /// - Throws: ``RequestError`` as ``answer(_:)``.
    public func picture(of request: LayoutRequest, format: RenderRequest.Format) throws(RequestError) -> Picture {
        guard case .picture(let picture) = try answer(.render(RenderRequest(layout: request, format: format))) else {
            throw .failed("a render request is answered with a picture")  // answer(_:) draws every render request
        }
        return picture
    }

    /// Any error of a layout as a ``RequestError``: font errors about the option that named the font,
    /// a spec's about its field when the table has it.
    static func requestError(_ error: any Error) -> RequestError {
        switch error {
        case let error as RequestError: error
        case let error as GlyphMetricsError: failure(error)
        case let error as ButtonSpecError:
            RequestError.failed("\(error)", field: Options.table.option(named: error.field, for: .layout) != nil ? error.field : nil)
        default: RequestError.failed("\(error)")
        }
    }

    /// A font error as a request error about the option that named the font: `variations` for axes
    /// the font lacks (a usage error), `font` for a family or file that does not load.
    static func failure(_ error: GlyphMetricsError) -> RequestError {
        switch error {
        case .invalidVariation: RequestError(.refusedByFont("\(error)"), field: "variations")
        case .unknownFamily, .unavailableStyle, .unreadableFont, .faceIndexOutOfRange, .missingFontFile:
            .failed("\(error)", field: "font")
        case .library, .invalidArgument: .failed("\(error)")
        }
    }

    /// The request one JSON object (a service body) describes for `command`, after checking that it
    /// names no font file outside ``fontDirectories``.
    /// - Throws: ``RequestError``: invalid UTF-8 or JSON, not an object, a refused font path, and
    ///   everything ``Request/init(json:command:table:runWideHint:)`` throws.
    public func request(json body: [UInt8], command: Command) throws(RequestError) -> Request {
        guard String(validating: body, as: UTF8.self) != nil else { throw .failed("the body is not valid UTF-8") }
        let parsed: JSONNode
        do {
            parsed = try JSONReader.parse(body, source: "request")
        } catch {
            throw .failed("invalid JSON: \(error.message)")
        }
        guard let members = parsed.members else { throw .failed("the body must be a JSON object") }
        if let refusal = refusedFontPath(members) { throw refusal }
        return try Request(json: members, command: command, table: options)
    }

    /// The answer to one JSON object (a service body) for `command` (``request(json:command:)``, then ``answer(_:)``).
    public func answer(json body: [UInt8], command: Command) throws(RequestError) -> Answer {
        try answer(request(json: body, command: command))
    }

    /// A picture of the button one JSON layout object describes (`POST /v1/render`).
    /// - Throws: ``RequestError`` as ``answer(json:command:)``; `content-size` `all` (a sweep draws no one picture).
    public func picture(json body: [UInt8], format: RenderRequest.Format, guides: Bool) throws(RequestError) -> Picture {
        let layout: LayoutRequest
        switch try request(json: body, command: .layout) {
        case .layout(let request): layout = request
        default: throw RequestError(.invalidValue("field 'content-size'", problem: "all sweeps the categories in layout only; render draws one"),
                                    field: "content-size")
        }
        guard case .picture(let picture) = try answer(.render(RenderRequest(layout: layout, format: format, guides: guides))) else {
            throw .failed("a render request is answered with a picture")  // answer(_:) draws every render request
        }
        return picture
    }

    // MARK: - Batch lines

    /// What a batch line names as a run-wide option: where it goes instead.
    func batchHint(_ option: OptionInfo) -> String {
        options.options(for: .batch).contains { $0.name == option.name }
            ? "applies to the whole batch: use buttonsizer batch \(option.flag)"
            : "is not a request field (batch answers JSON)"
    }

    /// Writes the answer to one JSON Lines request, `{"line", "id", "ok": true, "result"}` or
    /// `{"line", "id", "ok": false, "error"}` (compact, one line, no line end), and returns whether it
    /// is ok. Never throws: a bad line (invalid UTF-8 or JSON, a repeated member, an unknown field, a
    /// value out of range) is an answer too.
    /// - Parameters:
    ///   - line: the request's bytes, without the line ending.
    ///   - lineNumber: the 1-based line number reported back as `"line"`.
    ///   - out: the writer the answer is appended to.
    public func answerLine(_ line: [UInt8], lineNumber: Int, to out: inout JSONWriter) -> Bool {
        var id: JSON = .null
        let response: Result<Answer, RequestError>
        do throws(RequestError) {
            let request: JSONNode
            do {
                request = try JSONReader.parse(line, source: "request")
            } catch {
                // A line that is not UTF-8 says so first. Only a line that fails to parse can be one: the
                // reader checks every string's bytes, and JSON outside strings is ASCII.
                guard String(validating: line, as: UTF8.self) != nil else { throw .failed("the line is not valid UTF-8") }
                throw .failed("invalid JSON: \(error.message)")
            }
            guard let members = request.members else { throw .failed("a request must be a JSON object") }
            id = request["id"].map(JSON.init) ?? .null
            if let refusal = refusedFontPath(members) { throw refusal }
            let decoded = try templates.request(members) { () throws(RequestError) in
                try Request(json: members, table: options, runWideHint: batchHint)
            }
            response = .success(try answer(decoded))
        } catch {
            response = .failure(error)
        }
        Self.writeLine(lineNumber: lineNumber, id: id, response, to: &out)
        if case .failure = response { return false }
        return true
    }

    /// The answer to one batch line as ``answerLine(_:lineNumber:to:)`` writes it, as UTF-8 bytes.
    public func answerLine(_ line: [UInt8], lineNumber: Int) -> (json: [UInt8], ok: Bool) {
        var out = JSONWriter()
        let ok = answerLine(line, lineNumber: lineNumber, to: &out)
        return (out.bytes, ok)
    }

    /// `{"line", "id", "ok": true, "result"}` or `{"line", "id", "ok": false, "error"}`: a batch answer.
    public static func writeLine(lineNumber: Int, id: JSON, _ response: Result<Answer, RequestError>, to out: inout JSONWriter) {
        out.beginObject()
        out.member("line", lineNumber)
        out.key("id")
        out.value(id)
        switch response {
        case .success(let answer):
            out.member("ok", true)
            out.key("result")
            answer.write(to: &out)
        case .failure(let error):
            out.member("ok", false)
            out.member("error", error.description)
        }
        out.endObject()
    }

}

extension Engine where Measurer == TextMeasurer {
    // MARK: - Fonts

    /// Whether the bundled Inter Regular (which draws the default, system font) loads at 17 pt (the service's readiness check).
    public var defaultFontLoads: Bool {
        (try? measurer.face(for: FontSpec(name: BundledFonts.defaultFontPath, size: 17))) != nil
    }

    /// `{"families": [{"name", "styles", "bundled"}]}`: what `buttonsizer fonts` lists.
    public func fontFamilies() throws(RequestError) -> JSON {
        do {
            let families = try measurer.library.availableFamilies().map { family in
                JSON.object([("name", .string(family.name)), ("styles", .array(family.styles.map(JSON.string))),
                             ("bundled", .bool(family.isBundled))])
            }
            return JSON.object([("families", .array(families))])
        } catch let error as GlyphMetricsError {
            throw Self.failure(error)
        } catch {
            throw .failed("\(error)")
        }
    }

}

extension Engine {
    // MARK: - Font paths

    /// With ``fontDirectories``, a font named by path (any string value with a "/" of a member whose
    /// name contains "font", at any depth: a title run's `font` too) must lie inside one of them after
    /// removing "." and ".." lexically; the path is never opened before this check. Nil when allowed;
    /// the error's field is the top-level member that holds the path.
    func refusedFontPath(_ members: [JSONNode.Member]) -> RequestError? {
        guard let fontDirectories else { return nil }
        func refused(_ node: JSONNode, namedFont: Bool) -> String? {
            switch node.kind {
            case .string(let name) where namedFont && name.contains("/"):
                let path = FaceID(parsing: name).path  // the file that would be opened, read as the measurer reads it
                return fontDirectories.contains(where: { Self.isInside(path, directory: $0) }) ? nil : name
            case .object(let members):
                return members.lazy.compactMap { refused($0.value, namedFont: Self.mentionsFont($0.key)) }.first
            case .array(let elements):
                return elements.lazy.compactMap { refused($0, namedFont: namedFont) }.first
            default:
                return nil
            }
        }
        for member in members {
            guard let name = refused(member.value, namedFont: Self.mentionsFont(member.key)) else { continue }
            return .failed("font '\(name)' is not inside the bundled fonts or a --font-dir: "
                           + "name a family, or a font file inside those directories", field: member.key)
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
}
