/// Text measured for layout: what a ``TextLayout`` reports of it, and its frame size rounded up to
/// the pixel grid. One immutable object per text: the engines pass it around (optionals, tuples with
/// frames) and the ``ButtonLayout`` keeps it (a ``TextLayout`` is a block placed in a frame), each
/// copy one retain.
final class TextBlock: Sendable {
    /// The fields, as measured. The metrics a layout reads (ascender, line height, line count) are
    /// plain values here: read through the measurement, each read retained and released it.
    struct Fields: Sendable {
        var text: String
        /// The lines with their font.
        var content: Content
        var isTruncated: Bool
        /// The unrounded size of the displayed text.
        var measuredSize: Size
        /// The font's ascender and line height (points); `nil` for a pre-measured title.
        var ascender: Double?
        var lineHeight: Double?
        /// The distance between baselines (``MeasuredText/linePitch``, else the line height); `nil` for a pre-measured title.
        var linePitch: Double?
        /// How many lines ``lines`` holds.
        var lineCount: Int
        /// Whether the lines were laid out at the tight track (``MeasuredText/isTightened``).
        var isTightened: Bool
        var lineBreakMode: LineBreakMode
        var maxLines: Int
        /// `ceilToPixel` of the measured size; the width never exceeds the room it was measured in.
        var size: Size
        /// The width it was measured in (points); `nil` for no limit.
        var room: Double?

        /// The lines as displayed (``TextLayout/lines``).
        var lines: [MeasuredLine] {
            get {
                switch content {
                case .measured(let measured): measured.lines
                case .given(let given): given.lines
                }
            }
            set {
                given.lines = newValue
                lineCount = newValue.count
            }
        }
        /// The font as the measurer resolved it; `nil` for a pre-measured title.
        var font: ResolvedFont? {
            switch content {
            case .measured(let measured): measured.font
            case .given(let given): given.font
            }
        }
        /// The grapheme clusters no available font draws.
        var missingGlyphs: [MissingGlyph] {
            switch content {
            case .measured(let measured): measured.missingGlyphs
            case .given(let given): given.missingGlyphs
            }
        }
        /// The content as separate values, to change one (``TextLayout``'s setters).
        var given: Given {
            get { Given(lines: lines, font: font, missingGlyphs: missingGlyphs) }
            set { content = .given(newValue) }
        }
    }

    /// A text's lines with their font: the measurement as the measurer gave it (one reference, kept
    /// as it is), or separate values.
    enum Content: Sendable {
        case measured(MeasuredText)
        case given(Given)
    }

    /// Lines and font given one by one: a pre-measured title (one line, no font), or a layout whose
    /// text was changed through a setter.
    struct Given: Sendable {
        var lines: [MeasuredLine]
        var font: ResolvedFont?
        var missingGlyphs: [MissingGlyph]
    }

    let fields: Fields

    init(_ fields: Fields) { self.fields = fields }

    // The fields the engines read (see ``Fields``).
    var size: Size { fields.size }
    var room: Double? { fields.room }
    var measuredSize: Size { fields.measuredSize }
    var isTightened: Bool { fields.isTightened }
    var ascender: Double? { fields.ascender }

    /// The baseline of the first or last line placed in `rect` (as ``placedLines(in:alignment:)``
    /// places it); `nil` for a pre-measured title, whose lines are not placed.
    func baseline(last: Bool, in rect: Rect) -> Double? {
        guard let ascender = fields.ascender, let pitch = fields.linePitch else { return nil }
        return TextLayout.baseline(last ? fields.lineCount - 1 : 0, in: rect, ascender: ascender,
                                   lineHeight: pitch, blockHeight: fields.measuredSize.height)
    }

    /// The lines placed in `rect` (vertically centred), aligned per `alignment`; none for a
    /// pre-measured title, whose font metrics are unknown.
    func placedLines(in rect: Rect, alignment: LineAlignment) -> [PlacedLine] {
        guard let ascender = fields.ascender, let pitch = fields.linePitch else { return [] }
        return TextLayout.place(fields.lines, alignment: alignment, in: rect, ascender: ascender,
                                lineHeight: pitch, blockHeight: fields.measuredSize.height)
    }
}

/// Horizontal alignment after resolving leading/trailing, in left-to-right space.
enum HAlign {
    case left, center, right, fill
}

/// One computation's inputs, in left-to-right space (see Direction.swift): the pass (its spec,
/// profile and measurer; the spec is one reference, so copying a context or an engine that holds one
/// copies no spec), the state's title, whether size terms are wanted, and the rounding helpers.
struct LayoutContext {
    /// Text wider than its room by less than this many points still fits (guards against
    /// floating-point noise when a rounded width is measured again).
    static let measureSlack = 1e-6

    let pass: LayoutPass
    /// Whether sizes are traced term by term (``TraceBuilder``), or only summed.
    let recordsTerms: Bool
    /// Whether layouts carry their intermediate boxes (``ButtonLayout/steps``): for pictures.
    let recordsSteps: Bool
    let titleText: String

    init(pass: consuming LayoutPass, state: ButtonState, recordsTerms: Bool = false, recordsSteps: Bool = false) {
        self.titleText = pass.title(for: state)  // before the pass moves in
        self.pass = pass
        self.recordsTerms = recordsTerms
        self.recordsSteps = recordsSteps
    }

    /// The content's horizontal alignment in left-to-right space (``LayoutPass/hAlign``).
    var hAlign: HAlign { pass.hAlign }
    /// The image size rounded up to the pixel grid; `nil` without an image or with a zero side.
    var image: Size? { pass.image }
    /// The spec as given; its profile and horizontal alignment in left-to-right space are
    /// ``LayoutPass/profile`` and ``hAlign``.
    var spec: ButtonSpec { pass.spec }
    var scale: Double { pass.scale }
    var vAlign: ContentVerticalAlignment { pass.vAlign }
    var lineBreakMode: LineBreakMode { pass.lineBreakMode }
    var maxLines: Int { pass.maxLines }
    var hasTitle: Bool { !titleText.isEmpty }
    var scaleLabel: String { SizeTerm.scaleLabel(scale) }

    /// A size trace builder at this scale that records terms when they are wanted.
    func traceBuilder() -> TraceBuilder { TraceBuilder(scale: scale, recordsTerms: recordsTerms) }

    /// `request` measured by the pass (remembered when the pass computes several answers).
    func measure(_ request: TextRequest) throws -> MeasuredText {
        try pass.measure(request)
    }

    /// A size rounded up to the pixel grid (the one size policy).
    func ceil(_ value: Double) -> Double { ceilToPixel(value, scale: scale) }

    /// The origin rounding in effect (``LayoutPass/originRounding``).
    var originRounding: OriginRounding { pass.originRounding }

    /// An origin coordinate per ``originRounding``.
    func origin(_ value: Double) -> Double {
        switch originRounding {
        case .floor: floorToPixel(value, scale: scale)
        case .nearestPixel: roundToPixel(value, scale: scale)
        case .nearestTiesDown: roundToPixelTiesDown(value, scale: scale)
        case .unrounded: value
        }
    }

    /// `rect` with its origin rounded (its size is already on the grid or set by a box).
    func rounded(_ rect: Rect) -> Rect {
        Rect(x: origin(rect.x), y: origin(rect.y), width: rect.width, height: rect.height)
    }

    /// The state's title measured in `maxWidth` points (`nil`: unlimited); `nil` when there is no title.
    func title(maxWidth: Double?, lineBreakMode: LineBreakMode? = nil, maxLines: Int? = nil) throws -> TextBlock? {
        guard hasTitle else { return nil }
        let mode = lineBreakMode ?? self.lineBreakMode, lines = maxLines ?? self.maxLines
        let room = maxWidth.map { Swift.max(0, $0) }
        if let premeasured = spec.titleSize, titleText == spec.title {
            return premeasuredBlock(premeasured, room: room, lineBreakMode: mode)
        }
        if let runs = spec.attributedTitle, titleText == runs.text {  // a state title or translation of its own is plain
            let measured = try pass.measure(runs, maxWidth: room.map { $0 + Self.measureSlack }, lineBreakMode: mode)
            return block(measured, text: titleText, lineBreakMode: mode, maxLines: 1, room: room)
        }
        // Standing in for a title the report's search asks only whether it shows whole: wrapping
        // without a line limit nothing is truncated (``TextRequest/maxLines``), and the block is as wide
        // as the search asks (``LayoutPass/StandInWidth``); no request is made.
        let probes = pass.probesTitle && spec.titleShrinking == nil
        if probes, let room, lines == 0, mode.isWrapping, let standIn = pass.standInWidth {
            return self.standIn(width: standIn.width(room: room, scale: scale), isTruncated: false,
                                lineBreakMode: mode, maxLines: lines)
        }
        let request = spec.request(titleText, subtitle: false, maxWidth: room.map { $0 + Self.measureSlack },
                                   maxLines: lines, lineBreakMode: mode)
        // One line that does not show whole is truncated, as wide as its room.
        if probes, let room, lines == 1, mode.isTruncating, try !pass.showsWhole(request) {
            return standIn(width: room, isTruncated: true, lineBreakMode: mode, maxLines: lines)
        }
        return try block(request, room: room, shrinking: spec.titleShrinking)
    }

    /// About the narrowest room (points) in which the state's title shows whole in its lines, 2 or more
    /// (``TextMeasuring/narrowestWholeWidth(_:)``), for the truncation report's search to start from; `nil`
    /// when the measurer cannot tell, and for a title measured otherwise (pre-measured, attributed, shrunk).
    func titleNarrowestWholeWidth() throws -> Double? {
        guard hasTitle, maxLines >= 2, spec.titleSize == nil, spec.titleShrinking == nil,
              spec.attributedTitle?.text != titleText else { return nil }
        let request = spec.request(titleText, subtitle: false, maxWidth: nil, maxLines: maxLines, lineBreakMode: lineBreakMode)
        return try pass.narrowestWholeWidth(request)
    }

    /// A title for the truncation report's search (``LayoutPass/probesTitle``), `width` points wide,
    /// without lines: its layout is asked only whether the title shows whole, which reads only
    /// whether it is truncated and where its frame is across.
    private func standIn(width: Double, isTruncated: Bool, lineBreakMode: LineBreakMode, maxLines: Int) -> TextBlock {
        TextBlock(.init(text: titleText, content: .given(.init(lines: [], font: nil, missingGlyphs: [])),
                        isTruncated: isTruncated, measuredSize: Size(width: width, height: 0), ascender: nil,
                        lineHeight: nil, linePitch: nil, lineCount: 0, isTightened: false, lineBreakMode: lineBreakMode,
                        maxLines: maxLines, size: Size(width: width, height: 0), room: width))
    }

    /// The subtitle measured like the title; `nil` when there is none.
    func subtitle(maxWidth: Double?) throws -> TextBlock? {
        // The subtitle's font is worked out (a Dynamic Type lookup) only when there is a subtitle.
        guard pass.hasSubtitle, let subtitle = spec.subtitle else { return nil }
        let room = maxWidth.map { Swift.max(0, $0) }
        return try block(spec.request(subtitle, subtitle: true, maxWidth: room.map { $0 + Self.measureSlack },
                                      maxLines: maxLines, lineBreakMode: lineBreakMode), room: room)
    }

    /// `request` measured, in a block `room` points wide at most (`nil`: unlimited; the request's
    /// width is the room plus ``measureSlack``).
    /// With `shrinking`, the text is measured as a label with `adjustsFontSizeToFitWidth` draws it.
    @inline(__always)
    private func block(_ request: TextRequest, room: Double?, shrinking: FontShrinking? = nil) throws -> TextBlock {
        let measured = try shrinking.map { try $0.measure(request, with: measure) } ?? measure(request)
        return block(measured, text: request.text, lineBreakMode: request.lineBreakMode, maxLines: request.maxLines, room: room)
    }

    /// `measured` (the measurement of `text`) as a block `room` points wide at most.
    @inline(__always)
    private func block(_ measured: MeasuredText, text: String, lineBreakMode: LineBreakMode, maxLines: Int,
                       room: Double?) -> TextBlock {
        let measuredSize = measured.size
        return TextBlock(.init(text: text, content: .measured(measured), isTruncated: measured.isTruncated,
                               measuredSize: measuredSize, ascender: measured.ascender,
                               lineHeight: measured.lineHeight, linePitch: measured.linePitch ?? measured.lineHeight,
                               lineCount: measured.lines.count,
                               isTightened: measured.isTightened, lineBreakMode: lineBreakMode,
                               maxLines: maxLines, size: blockSize(measuredSize, room: room), room: room))
    }

    /// A pre-measured title (``ButtonSpec/titleSize``): one line of that size, truncated when wider than `room`.
    private func premeasuredBlock(_ size: Size, room: Double?, lineBreakMode mode: LineBreakMode) -> TextBlock {
        let line = TextBlock.Given(lines: [MeasuredLine(text: titleText, width: size.width)], font: nil, missingGlyphs: [])
        return TextBlock(.init(text: titleText, content: .given(line),
                               isTruncated: !(room.map { size.width <= $0 + Self.measureSlack } ?? true),
                               measuredSize: size, ascender: nil, lineHeight: nil, linePitch: nil, lineCount: 1, isTightened: false,
                               lineBreakMode: mode, maxLines: 1, size: blockSize(size, room: room), room: room))
    }

    /// A text's frame size: `measured` rounded up to the pixel grid, never wider than `room`.
    private func blockSize(_ measured: Size, room: Double?) -> Size {
        var width = ceil(measured.width)
        if let room { width = Swift.min(width, room) }
        return Size(width: width, height: ceil(measured.height))
    }

    /// Assembles a ``ButtonLayout``: the title and subtitle blocks in their frames (their lines are
    /// placed when read), and the baselines of those lines.
    /// The steps (intermediate boxes) are built only for a layout made for pictures (``recordsSteps``).
    /// `content` is the content rectangle (bounds minus content insets) of the profiles that have one,
    /// for ``ButtonLayout/insetOverflowingElements``.
    func makeLayout(bounds: Size, content: Rect? = nil, image: Rect?, title: (Rect, TextBlock)?,
                    subtitle: (Rect, TextBlock)? = nil, imageCornerRadius: Double? = nil, cornerRadius: Double? = nil,
                    steps: @autoclosure () -> [LayoutStep]) -> ButtonLayout {
        let alignment = pass.lineAlignment
        let titleRect = title?.0, subtitleRect = subtitle?.0
        let overflowing = overflows(bounds: bounds, image: image, title: title, subtitle: subtitle)
        let intoInsets = content.map { insetOverflows(content: $0, title: title, subtitle: subtitle) } ?? []
        var firstBaselineAnchor: Double?
        if let titleRect, let ascender = title?.1.ascender {
            firstBaselineAnchor = titleRect.y + roundToPixel(ascender, scale: scale)
        }
        // The baselines are those of the placed lines, taken from the blocks.
        let lastBaseline = subtitle != nil ? subtitle.flatMap { $0.1.baseline(last: true, in: $0.0) }
            : title.flatMap { $0.1.baseline(last: true, in: $0.0) }
        return ButtonLayout(bounds: bounds, imageRect: image, titleRect: titleRect, subtitleRect: subtitleRect,
                            title: title.map { TextLayout($0.1, in: $0.0, alignment: alignment) },
                            subtitle: subtitle.map { TextLayout($0.1, in: $0.0, alignment: alignment) },
                            firstBaseline: title.flatMap { $0.1.baseline(last: false, in: $0.0) },
                            lastBaseline: lastBaseline, firstBaselineAnchor: firstBaselineAnchor,
                            imageCornerRadius: imageCornerRadius, cornerRadius: cornerRadius,
                            steps: recordsSteps ? steps() : [], overflowingElements: overflowing,
                            insetOverflowingElements: intoInsets)
    }

}

extension TextLayout {
    /// Each line's origin in `rect`: the block of lines (`blockHeight` points) centred vertically, lines
    /// `lineHeight` apart (the line pitch), the first baseline `ascender` below the block's top; horizontally per ``alignment``.
    func placeLines(in rect: Rect, ascender: Double, lineHeight: Double, blockHeight: Double) -> [PlacedLine] {
        Self.place(lines, alignment: alignment, in: rect, ascender: ascender, lineHeight: lineHeight,
                   blockHeight: blockHeight)
    }

    /// ``placeLines(in:ascender:lineHeight:blockHeight:)`` for `lines` aligned per `alignment`, before
    /// a layout holds them (one array, allocated at its final size).
    static func place(_ lines: [MeasuredLine], alignment: LineAlignment, in rect: Rect, ascender: Double,
                      lineHeight: Double, blockHeight: Double) -> [PlacedLine] {
        var placed: [PlacedLine] = []
        placed.reserveCapacity(lines.count)
        for (index, line) in lines.enumerated() {
            let x = switch alignment {
            case .left: rect.minX
            case .center: rect.minX + (rect.width - line.width) / 2
            case .right: rect.maxX - line.width
            }
            placed.append(PlacedLine(origin: Point(x: x, y: baseline(index, in: rect, ascender: ascender, lineHeight: lineHeight,
                                                                   blockHeight: blockHeight)),
                                     width: line.width))
        }
        return placed
    }

    /// The baseline of line `index` (0 is the first) placed in `rect` (y, button coordinates).
    static func baseline(_ index: Int, in rect: Rect, ascender: Double, lineHeight: Double, blockHeight: Double) -> Double {
        let top = rect.y + (rect.height - blockHeight) / 2
        return top + ascender + Double(index) * lineHeight
    }
}

/// Chameleon's `place`: puts `size` in `box` per the alignments, clamping it to the box (where classic
/// truncation comes from). With `stretches` (the image), fill takes the box's size; otherwise (the
/// title keeps its size) horizontal fill puts it at the box's right end, vertical fill centres it.
func place(_ size: Size, in box: Rect, h: HAlign, v: ContentVerticalAlignment, stretches: Bool) -> Rect {
    let horizontal: AxisAlignment = switch h {
    case .left: .start
    case .center: .center
    case .right: .end
    case .fill: stretches ? .fill : .end
    }
    let vertical: AxisAlignment = switch v {
    case .top: .start
    case .center: .center
    case .bottom: .end
    case .fill: stretches ? .fill : .center
    }
    let (x, width) = placeOnAxis(size.width, from: box.x, length: box.width, horizontal)
    let (y, height) = placeOnAxis(size.height, from: box.y, length: box.height, vertical)
    return Rect(x: x, y: y, width: width, height: height)
}

private enum AxisAlignment { case start, center, end, fill }

/// One axis of ``place(_:in:h:v:stretches:)``: the origin and the extent, clamped to the box.
private func placeOnAxis(_ extent: Double, from origin: Double, length: Double,
                         _ alignment: AxisAlignment) -> (origin: Double, extent: Double) {
    let clamped = max(0, min(extent, length))
    switch alignment {
    case .start: return (origin, clamped)
    case .center: return (origin + (length - clamped) / 2, clamped)
    case .end: return (origin + length - clamped, clamped)
    case .fill: return (origin, max(0, length))
    }
}
