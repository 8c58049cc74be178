/// The size to lay a button out in, for ``ButtonSizer/answer(_:proposal:state:glyphs:)``.
public enum LayoutProposal: Sendable, Hashable {
    /// `intrinsicContentSize`.
    case intrinsic
    /// A given size (the button's bounds), in points.
    case bounds(Size)
    /// `sizeThatFits` with this width (points), never wider than it: what `sizeToFit` cannot do.
    case maxWidth(Double)
}

/// Everything one layout request reports, from one pass (``ButtonSizer/answer(_:proposal:state:glyphs:)``).
public struct LayoutAnswer: Sendable, Hashable {
    /// `intrinsicContentSize`, in points on the pixel grid.
    public var intrinsicSize: Size
    /// The size laid out in, in points: the bounds asked for, or the size the pass chose.
    public var size: Size
    /// The size with its terms: `sizeThatFits` for a ``LayoutProposal/maxWidth(_:)``, else the intrinsic size.
    public var trace: SizeTrace
    /// Frames, displayed text, line origins and baselines in ``size``.
    public var layout: ButtonLayout
    /// Truncation at ``size``'s width and the smallest width that shows the title whole.
    public var truncation: TruncationReport
    /// The largest size over the state titles; `nil` when the spec has none.
    public var stableSize: Size?
}

/// One request's computation: the spec validated once and, when the pass computes several answers
/// (``ButtonSizer/answer(_:proposal:state:glyphs:)``: the intrinsic size, the size for a proposal,
/// the layout, the truncation report's ~40 layouts and the stable size), every measurement
/// remembered, so each distinct text request is measured once. A pass that answers one question
/// (a layout, a size) remembers nothing: it measures each text once anyway.
struct LayoutPass {
    let spec: ButtonSpec
    let measurer: any TextMeasuring
    /// The answers so far, when the pass computes several; `nil` for one.
    let memo: MeasurementMemo?

    init(_ sizer: ButtonSizer, _ spec: ButtonSpec, remembering: Bool = false) throws {
        try spec.validate()
        self.spec = spec
        self.measurer = sizer.measurer
        self.memo = remembering ? MeasurementMemo() : nil
    }

    private func engine(_ state: ButtonState, terms: Bool = false) -> ProfileEngine {
        ProfileEngine(LayoutContext(spec: spec.leftToRightSpace, measurer: measurer, memo: memo, state: state,
                                    recordsTerms: terms))
    }

    /// `sizeThatFits` when `proposed` is given (already checked), else `intrinsicContentSize`; with
    /// each term when `terms` is set, else only the size (no term labels are built).
    func sizeTrace(proposed: Size?, state: ButtonState, terms: Bool) throws -> SizeTrace {
        let width = proposed.flatMap { $0.width.isFinite ? $0.width : nil }
        return try engine(state, terms: terms).sizeTrace(proposed == nil ? .intrinsic : .fitting(width: width))
    }

    func layout(in bounds: Size, state: ButtonState, glyphs: Bool = false) throws -> ButtonLayout {
        var layout = try engine(state).layout(in: bounds)
        if spec.layoutDirection == .rightToLeft { layout = layout.mirrored }
        if glyphs {
            layout.title = try layout.title.map { try drawn($0, rect: layout.titleRect, font: spec.titleFont) }
            layout.subtitle = try layout.subtitle.map {
                try drawn($0, rect: layout.subtitleRect, font: spec.effectiveSubtitleFont)
            }
        }
        return layout
    }

    func stableSize(proposed: Size?) throws -> Size {
        var size = Size.zero
        for state in ButtonState.allCases {
            let s = try sizeTrace(proposed: proposed, state: state, terms: false).size
            size = Size(width: max(size.width, s.width), height: max(size.height, s.height))
        }
        return size
    }

    /// `text` with each line's glyph runs. A pre-measured text (no font metrics in the layout) is placed
    /// with the metrics of its font.
    private func drawn(_ text: TextLayout, rect: Rect?, font: FontSpec) throws -> TextLayout {
        var text = text
        let lines = try text.lines.map { try measurer.glyphs(line: $0, font: font, language: spec.language) }
        if text.placedLines.count != text.lines.count, let rect, let first = lines.first {
            text.placedLines = text.placeLines(in: rect, ascender: first.ascender, lineHeight: first.lineHeight,
                                               blockHeight: first.lineHeight * Double(text.lines.count))
        }
        for index in text.placedLines.indices { text.placedLines[index].runs = lines[index].runs }
        return text
    }
}

/// The answers of a measurer so far in one ``LayoutPass``. A pass asks few distinct questions (a
/// title and subtitle at a few widths; the truncation report's bisection one width per step), so
/// they are kept in a list and compared field by field, cheapest first: no hashing (a `TextRequest`'s
/// `Hashable` runs SipHash over the text, the font name and more, which costs more than a warm
/// measurement). A pass runs on one thread, so nothing is locked.
final class MeasurementMemo {
    private var answers: [(request: TextRequest, measured: MeasuredText)] = []

    /// `request` measured by `measurer`, or the answer it gave to the same request in this pass.
    func measure(_ request: TextRequest, with measurer: any TextMeasuring) throws -> MeasuredText {
        for answer in answers where Self.same(answer.request, request) { return answer.measured }
        let measured = try measurer.measure(request)
        answers.append((request, measured))
        return measured
    }

    /// Whether two requests ask the same: every field equal, the text byte for byte (Swift's `==` on
    /// strings is canonical equivalence, and "é" and "e\u{301}" can measure differently).
    private static func same(_ a: TextRequest, _ b: TextRequest) -> Bool {
        a.maxWidth == b.maxWidth && a.maxLines == b.maxLines && a.lineBreakMode == b.lineBreakMode
            && a.text.utf8.count == b.text.utf8.count && a.text.utf8.elementsEqual(b.text.utf8)
            && a.font == b.font && a.language == b.language
    }
}
