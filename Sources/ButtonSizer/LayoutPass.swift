import Synchronization

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

/// One request's computation: the spec validated once and every measurement remembered, so the
/// intrinsic size, the size for a proposal, the layout, the truncation report (about 40 layouts) and
/// the stable size measure each distinct text request once.
struct LayoutPass {
    let spec: ButtonSpec
    let measurer: MeasurementMemo

    init(_ sizer: ButtonSizer, _ spec: ButtonSpec) throws {
        try spec.validate()
        self.spec = spec
        self.measurer = MeasurementMemo(sizer.measurer)
    }

    private func engine(_ state: ButtonState) -> any ProfileLayout {
        ButtonSizer.engine(spec, state, measurer: measurer)
    }

    /// `sizeThatFits` when `proposed` is given (already checked), else `intrinsicContentSize`.
    func sizeTrace(proposed: Size?, state: ButtonState) throws -> SizeTrace {
        let width = proposed.flatMap { $0.width.isFinite ? $0.width : nil }
        return try engine(state).sizeTrace(proposed == nil ? .intrinsic : .fitting(width: width))
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
            let s = try sizeTrace(proposed: proposed, state: state).size
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

/// A measurer that remembers every answer of the one it wraps, for the length of a ``LayoutPass``.
final class MeasurementMemo: TextMeasuring {
    let base: any TextMeasuring
    private let answers = Mutex<[TextRequest: MeasuredText]>([:])

    init(_ base: any TextMeasuring) { self.base = base }

    func measure(_ request: TextRequest) throws -> MeasuredText {
        if let known = answers.withLock({ $0[request] }) { return known }
        let measured = try base.measure(request)
        answers.withLock { $0[request] = measured }
        return measured
    }

    func glyphs(pieces: [LinePiece], font: FontSpec, language: String?) throws -> LineGlyphs {
        try base.glyphs(pieces: pieces, font: font, language: language)
    }
}
