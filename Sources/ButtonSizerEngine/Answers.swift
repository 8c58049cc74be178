import ButtonSizer
import GlyphMetrics
import JSONText

/// A measured label and the request it answers.
public struct MeasureAnswer: Sendable {
    /// The request measured.
    public var request: MeasureRequest
    /// Width, height, lines, fonts and truncation, in points.
    public var measured: MeasuredText

    /// An answer from the request and what was measured for it.
    public init(request: MeasureRequest, measured: MeasuredText) {
        self.request = request
        self.measured = measured
    }
}

/// A laid-out button: the spec and the core's one-pass answer (intrinsic size, layout, truncation
/// report, trace, stable size), for every output form.
public struct ButtonAnswer: Sendable {
    /// The button laid out.
    public var spec: ButtonSpec
    /// What the pass found, in points.
    public var answer: LayoutAnswer

    /// The verdict on the layout (lint's status).
    public var status: LayoutStatus { LayoutStatus(answer.layout) }

    /// One pass (`ButtonSizer.answer(_:proposal:state:glyphs:minimumWidthWhenWhole:)`): each text measured
    /// once per distinct request, at the request's content size when it sets one.
    /// - Parameters:
    ///   - request: the button and the size asked for.
    ///   - measurer: what the texts are measured with.
    ///   - glyphs: whether the lines carry their glyph runs (for drawing).
    public init(_ request: LayoutRequest, measurer: any TextMeasuring, glyphs: Bool = false) throws {
        spec = try request.sizedSpec()
        answer = try ButtonSizer(measurer: measurer).answer(spec, proposal: request.proposal, glyphs: glyphs,
                                                            minimumWidthWhenWhole: request.minimumWidthWhenWhole)
    }

    /// The answer as the library's `LayoutReport` (what `layout --json` writes).
    public var layoutReport: LayoutReport { LayoutReport(spec: spec, answer: answer) }
}

/// `layout --content-size all`: the request at every content size category, as if `--content-size`
/// named each in turn (text style sizes, configuration presets and scaled sizes all follow it).
public struct ContentSizeSweepRequest: Sendable {
    /// One layout request per category, smallest first.
    public var requests: [(ContentSizeCategory, LayoutRequest)]

    /// The requests the options describe, one per category (every one made before any is answered): the
    /// options read once, at the smallest category; each other category changes only what follows it
    /// (`LayoutRequest.at(_:_:)`: the title font and the spec's category).
    public init(_ values: OptionValues) throws(RequestError) {
        let categories = ContentSizeCategory.allCases
        var first = values
        first.set(Options.contentSize, .category(categories[0]))
        let smallest = try LayoutRequest(first)
        requests = [(categories[0], smallest)]
        for category in categories.dropFirst() { requests.append((category, try smallest.at(category, values))) }
    }
}

/// A button laid out at every content size category.
public struct ContentSizeSweepAnswer: Sendable {
    /// Each category's answer, smallest first.
    public var rows: [(ContentSizeCategory, ButtonAnswer)]

    /// The smallest category at which the title no longer shows whole, or nil.
    public var firstTruncating: ContentSizeCategory? {
        rows.first { $0.1.answer.truncation.isTruncated }?.0
    }

    /// The smallest category whose status is not `fits`, with that status, or nil.
    public var firstProblem: (ContentSizeCategory, LayoutStatus)? {
        rows.lazy.map { ($0.0, $0.1.status) }.first { $0.1 != .fits }
    }
}

/// A drawn button: the file's bytes, its format and the layout drawn.
public struct Picture: Sendable {
    /// SVG or PNG.
    public var format: RenderRequest.Format
    /// The SVG text's UTF-8 bytes or the PNG file.
    public var bytes: [UInt8]
    /// The layout the picture shows.
    public var layout: ButtonAnswer

    /// The HTTP content type: `image/svg+xml` or `image/png`.
    public var contentType: String { format == .svg ? "image/svg+xml" : "image/png" }
}

extension Answer {
    /// The answer's JSON object, as `--json`, a batch line's `"result"` and the service write it:
    /// measure's object, `LayoutReport`'s, the sweep's `{"contentSizes", "firstTruncates",
    /// "firstProblem"}`; a picture as `{"contentType", "bytes"}` (the byte count).
    public func write(to out: inout JSONWriter) {
        switch self {
        case .measure(let answer): out.write(answer)
        case .layout(let answer): out.write(answer.layoutReport)
        case .sweep(let answer): answer.write(to: &out)
        case .picture(let picture):
            out.beginObject()
            out.member("contentType", picture.contentType)
            out.member("bytes", picture.bytes.count)
            out.endObject()
        }
    }

    /// The answer's JSON object as compact text on one line (no line end).
    public var jsonText: String {
        var out = JSONWriter()
        write(to: &out)
        return out.text
    }
}

extension ContentSizeSweepAnswer {
    /// `{"contentSizes": [{"category", "titlePointSize", "fits", "status", "intrinsicSize", "size",
    /// "displayedTitle"}], "firstTruncates", "firstProblem"}`.
    func write(to out: inout JSONWriter) {
        out.beginObject()
        out.key("contentSizes")
        out.beginArray()
        for (category, result) in rows {
            out.beginObject()
            out.member("category", category.rawValue)
            out.member("titlePointSize", result.spec.titleFont.size)
            out.member("fits", result.status == .fits)
            out.member("status", result.status.rawValue)
            out.key("intrinsicSize")
            out.write(result.answer.intrinsicSize)
            out.key("size")
            out.write(result.answer.size)
            out.member("displayedTitle", result.answer.layout.title?.displayedText ?? "")
            out.endObject()
        }
        out.endArray()
        out.member("firstTruncates", firstTruncating?.rawValue)
        out.member("firstProblem", firstProblem?.0.rawValue)
        out.endObject()
    }
}
