/// The size to lay a button out in, for ``ButtonSizer/answer(_:proposal:state:glyphs:minimumWidthWhenWhole:)``.
public enum LayoutProposal: Sendable, Hashable {
    /// `intrinsicContentSize`.
    case intrinsic
    /// A given size (the button's bounds), in points.
    case bounds(Size)
    /// `sizeThatFits` with this width (points), never wider than it: what `sizeToFit` cannot do.
    /// `height` (points): the bounds' height when something else fixes it, as a height constraint
    /// does in Auto Layout; `nil`: the height that fits.
    case maxWidth(Double, height: Double? = nil)
}

/// Everything one layout request reports, from one pass (``ButtonSizer/answer(_:proposal:state:glyphs:minimumWidthWhenWhole:)``).
public struct LayoutAnswer: Sendable, Hashable {
    /// `intrinsicContentSize`, in points on the pixel grid.
    public var intrinsicSize: Size
    /// The size laid out in, in points: the bounds asked for, or the size the pass chose.
    public var size: Size
    /// The size with its terms: `sizeThatFits` for a ``LayoutProposal/maxWidth(_:height:)``, else the intrinsic size.
    public var trace: SizeTrace
    /// Frames, displayed text, line origins and baselines in ``size``.
    public var layout: ButtonLayout
    /// Truncation at ``size``'s width and the smallest width that shows the title whole.
    public var truncation: TruncationReport
    /// The largest size over the state titles; `nil` when the spec has none.
    public var stableSize: Size?
}

/// One request's computation: the spec validated once and shared by every engine and context of the
/// pass (by reference: a spec is one stored object), with what changes in left-to-right space
/// (the profile and the horizontal alignment, see Direction.swift) worked out once, and, when the pass
/// computes several answers (``ButtonSizer/answer(_:proposal:state:glyphs:minimumWidthWhenWhole:)``: the intrinsic size, the
/// size for a proposal, the layout, the truncation report's search and the stable size), every
/// measurement remembered (``MeasurementMemo``), so each distinct text request is measured once. A
/// pass that answers one question (a layout, a size) remembers nothing, and allocates nothing of its
/// own: it measures each text once anyway. A pass runs on one thread.
struct LayoutPass {
    /// The spec as given. Its `profile`, `contentHorizontalAlignment` and `layoutDirection` are not
    /// read by the engines: they use ``profile`` and ``hAlign``, in left-to-right space. The plain
    /// values the engines read are copied out of it below (reading them through the spec retains it).
    let spec: ButtonSpec
    /// The profile in left-to-right space when it differs from the spec's (absolute sides swapped in
    /// a right-to-left layout), held by reference: a pass is copied into every context and engine,
    /// and a profile held inline (up to ~150 bytes of parameters) was copied with it.
    private let mirroredProfile: MirroredProfile?
    /// Whether the spec was right-to-left: its layouts are mirrored.
    let rightToLeft: Bool
    /// The sizer's measurer.
    private let measurer: any TextMeasuring
    /// The content's horizontal alignment in left-to-right space (``LayoutContext/hAlign``).
    let hAlign: HAlign
    /// The image size rounded up to the pixel grid; `nil` without an image or with a zero side.
    let image: Size?
    /// The origin rounding in effect: the policy when set, else the profile's measured rule.
    let originRounding: OriginRounding
    /// The spec's scale, vertical alignment, content size category and policies.
    let scale: Double
    let vAlign: ContentVerticalAlignment
    let contentSizeCategory: ContentSizeCategory
    let policies: LayoutPolicies
    /// The title's line break mode and line limit in effect (``ButtonSpec/effectiveLineBreakMode``,
    /// ``ButtonSpec/effectiveMaxLines``).
    let lineBreakMode: LineBreakMode
    let maxLines: Int
    /// The title label's `textAlignment` in left-to-right space (``ButtonProfile/lineAlignment``).
    let lineAlignment: LineAlignment
    /// Whether the spec has a non-empty subtitle.
    let hasSubtitle: Bool
    /// The answers so far, when the pass remembers them.
    private let memo: MeasurementMemo?
    /// Set on the copy the truncation report's search lays out with (``probingTitle()``), which needs to
    /// know only whether the title shows whole: a one-line title that would not is not truncated (only
    /// asked ``TextMeasuring/showsWhole(_:)``) and stands in truncated (``LayoutContext/title(maxWidth:lineBreakMode:maxLines:)``).
    private(set) var probesTitle = false
    /// How wide a wrapping title without a line limit stands in, unset, when the search lays the button
    /// out to learn what any lines of it would show (``LayoutPass/truncationReport(width:state:laidOut:intrinsicWidth:searching:)``).
    private(set) var standInWidth: StandInWidth?

    /// The widths a title's block can take in its room: `ceilToPixel` of its lines' width, never wider
    /// than the room (``LayoutContext``'s block size), so a pixel width up to the room, or the room.
    enum StandInWidth {
        /// No width.
        case zero
        /// The widest pixel width in the room.
        case pixelsInRoom
        /// The room.
        case room

        /// The block's width in `room` points at `scale`.
        func width(room: Double, scale: Double) -> Double {
            switch self {
            case .zero: return 0
            case .room: return room
            case .pixelsInRoom:
                var pixels = (room * scale).rounded(.down)
                if pixels / scale > room { pixels -= 1 }  // the product rounded up to a whole pixel
                return max(0, pixels) / scale
            }
        }
    }

    /// Validates `spec` and keeps it (one reference); `sizer` is borrowed (only its measurer is kept).
    init(_ sizer: borrowing ButtonSizer, _ spec: ButtonSpec, remembering: Bool = false) throws {
        try spec.validate()
        self.spec = spec
        let direction = spec.layoutDirection, specProfile = spec.profile
        self.rightToLeft = direction == .rightToLeft
        self.mirroredProfile = rightToLeft ? MirroredProfile(specProfile.mirroringAbsoluteSides) : nil
        let profile = mirroredProfile?.profile ?? specProfile
        self.lineAlignment = profile.lineAlignment
        self.measurer = sizer.measurer
        self.memo = remembering ? MeasurementMemo() : nil
        self.hAlign = spec.contentHorizontalAlignment.leftToRightSpace(direction)
        self.policies = spec.policies
        self.originRounding = policies.originRounding ?? (profile.isConfiguration ? .floor : .nearestPixel)
        self.scale = spec.scale
        self.vAlign = spec.contentVerticalAlignment
        self.contentSizeCategory = spec.contentSizeCategory
        self.lineBreakMode = spec.effectiveLineBreakMode(profile: profile)
        self.maxLines = spec.effectiveMaxLines(profile: profile)
        self.hasSubtitle = !(spec.subtitle?.isEmpty ?? true)
        if case .configuration(let parameters) = profile, parameters.showsActivityIndicator {
            // The spinner's square: the title font's line height (D8), on the grid as an image's size is.
            let side = ceilToPixel(try measurer.measure(TextRequest(text: "", font: spec.titleFont)).lineHeight,
                                   scale: scale)
            image = Size(width: side, height: side)
        } else if let size = spec.imageSize, size.width > 0, size.height > 0 {
            image = Size(width: ceilToPixel(size.width, scale: scale), height: ceilToPixel(size.height, scale: scale))
        } else {
            image = nil
        }
    }

    /// The profile in left-to-right space (absolute sides swapped when right-to-left).
    var profile: ButtonProfile { mirroredProfile?.profile ?? spec.profile }

    /// A right-to-left spec's profile in left-to-right space (``LayoutPass/profile``).
    private final class MirroredProfile: Sendable {
        let profile: ButtonProfile
        init(_ profile: ButtonProfile) { self.profile = profile }
    }

    /// The title shown in `state` (``ButtonSpec/title(for:)``; no lookup without state titles).
    func title(for state: ButtonState) -> String {
        spec.stateTitles.isEmpty ? spec.title : spec.title(for: state)
    }

    /// `request` measured, or the answer the measurer gave to the same request earlier in this pass.
    func measure(_ request: TextRequest) throws -> MeasuredText {
        guard let memo else { return try measurer.measure(request) }
        return try memo.measured(request, by: measurer)
    }

    /// The measurer's ``TextMeasuring/narrowestWholeWidth(_:)`` of `request`.
    func narrowestWholeWidth(_ request: TextRequest) throws -> Double? { try measurer.narrowestWholeWidth(request) }

    /// Whether `request` shows whole: the remembered answer's, else the measurer's ``TextMeasuring/showsWhole(_:)``.
    func showsWhole(_ request: TextRequest) throws -> Bool {
        if let known = memo?.known(request) { return !known.isTruncated }
        return try measurer.showsWhole(request)
    }

    /// This pass for the truncation report's search (``probesTitle``), with the title standing in
    /// `standIn` wide when it wraps without a line limit (``standInWidth``).
    func probingTitle(standIn: StandInWidth? = nil) -> LayoutPass {
        var probing = self
        probing.probesTitle = true
        probing.standInWidth = standIn
        return probing
    }

    /// An attributed title measured by the sizer's measurer (each run is a request the measurer keeps).
    func measure(_ title: AttributedTitle, maxWidth: Double?, lineBreakMode: LineBreakMode) throws -> MeasuredText {
        try measurer.measure(title, maxWidth: maxWidth, lineBreakMode: lineBreakMode, language: spec.language)
    }

    /// A context for `state`, holding this pass (moved into it where the pass is not used after).
    consuming func context(_ state: ButtonState, terms: Bool = false, steps: Bool = false) -> LayoutContext {
        LayoutContext(pass: self, state: state, recordsTerms: terms, recordsSteps: steps)
    }

    /// `sizeThatFits` when `proposed` is given (already checked), else `intrinsicContentSize`; with
    /// each term when `terms` is set, else only the size (no term labels are built).
    consuming func sizeTrace(proposed: Size?, state: ButtonState, terms: Bool) throws -> SizeTrace {
        let width = proposed.flatMap { $0.width.isFinite ? $0.width : nil }
        return try ProfileEngine.sizeTrace(context(state, terms: terms), proposed == nil ? .intrinsic : .fitting(width: width))
    }

    /// The layout in `bounds` (consuming: a pass that answers only this moves into its context).
    consuming func layout(in bounds: Size, state: ButtonState, glyphs: Bool = false) throws -> ButtonLayout {
        // The common case: the engine's layout returned as computed (straight into the caller's result).
        guard rightToLeft || glyphs else { return try ProfileEngine.layout(context(state), in: bounds) }
        // A layout for pictures (glyphs) also carries the intermediate boxes, which draw the guides.
        let computed = try ProfileEngine.layout((copy self).context(state, steps: glyphs), in: bounds)
        var layout = rightToLeft ? computed.mirrored : computed
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
        var text = text, font = font
        if let points = text.drawnPointSize { font.size = points }  // a shrunk title (adjustsFontSizeToFitWidth)
        let runs = text.runs
        let lines = try runs.isEmpty ? text.lines.map { try measurer.glyphs(line: $0, font: font, language: spec.language) }
            : [measurer.glyphs(runs: runs, ascender: text.ascender ?? 0,
                                      lineHeight: text.lineHeight ?? 0, language: spec.language)]
        if text.placedLines.count != text.lines.count, let rect, let first = lines.first {
            text.placedLines = text.placeLines(in: rect, ascender: first.ascender, lineHeight: first.lineHeight,
                                               blockHeight: first.lineHeight * Double(text.lines.count))
        }
        var placed = text.placedLines
        for index in placed.indices { placed[index].runs = lines[index].runs }
        text.placedLines = placed
        return text
    }
}

/// A pass's measurements, kept when it computes several answers. A pass asks few distinct questions
/// (a title and subtitle at a few widths; the truncation report's bisection one width per step), so
/// they are kept in a list and compared field by field, cheapest first: no hashing (a `TextRequest`'s
/// `Hashable` runs SipHash over the text, the font name and more, which costs more than a warm
/// measurement). Used by one pass, on one thread.
final class MeasurementMemo {
    // Requests, answers and widths in arrays of their own (an array of pairs copied the whole pair, request
    // and answer, out for each comparison), without the run-time exclusivity check of a class's stored
    // property (one pass, one thread; no access overlaps another): a one-line answer spent ~4,900
    // instructions of its ~119,000 looking answers up (docs/performance.md).
    @exclusivity(unchecked) private var requests: [TextRequest] = []
    @exclusivity(unchecked) private var answers: [MeasuredText] = []
    /// Each remembered request's `maxWidth`, the field the widths a pass tries differ in: compared
    /// first, from an array of plain values.
    @exclusivity(unchecked) private var answerWidths: [Double?] = []

    init() {
        // A one-line answer asks ~3 questions; a wrapping one's search ~10 widths (the arrays double past
        // 4). Four requests and four answers fit the allocator's small-block cache; sixteen of each did not.
        requests.reserveCapacity(4)
        answers.reserveCapacity(4)
        answerWidths.reserveCapacity(4)
    }

    /// `request` measured by `measurer`, or the answer it gave to the same request before.
    func measured(_ request: TextRequest, by measurer: any TextMeasuring) throws -> MeasuredText {
        if let known = known(request) { return known }
        let measured = try measurer.measure(request)
        requests.append(request)
        answers.append(measured)
        answerWidths.append(request.maxWidth)
        return measured
    }

    /// The answer given to `request` before, if any; under a width limit, also the answer given to it
    /// without the limit when that is one line showing the text whole within the limit: the measurer
    /// would give the same (``TextMeasuring/measure(_:)``'s promise). An answer asks for its title
    /// unlimited first (the intrinsic size), so a title that fits is not asked for again at the room
    /// it is sized in, the room it is laid out in, or the widths the truncation report's search tries.
    func known(_ request: TextRequest) -> MeasuredText? {
        for index in answerWidths.indices where answerWidths[index] == request.maxWidth
            && request.isSame(as: requests[index], .exact) { return answers[index] }
        guard let maxWidth = request.maxWidth else { return nil }
        for index in answerWidths.indices where answerWidths[index] == nil && request.isSame(as: requests[index], .anyWidth) {
            return answers[index].answersUnchanged(text: request.text, under: maxWidth) ? answers[index] : nil
        }
        return nil
    }
}
