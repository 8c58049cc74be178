/// Text measured for layout: the measurement, and its frame size rounded up to the pixel grid. The
/// ``TextLayout`` a ``ButtonLayout`` reports is made from it once, when its frame is known
/// (``layout(in:alignment:)``). A class: the engines pass it around (optionals, tuples with frames)
/// and a reference copies in one retain.
final class TextBlock {
    let text: String
    /// The measurement; `nil` for a pre-measured title (``ButtonSpec/titleSize``: a size, one line).
    let measured: MeasuredText?
    /// The unrounded size of the displayed text.
    let measuredSize: Size
    let isTruncated: Bool
    let lineBreakMode: LineBreakMode
    let maxLines: Int
    /// `ceilToPixel` of the measured size; the width never exceeds the room it was measured in.
    let size: Size
    /// The width it was measured in (points); `nil` for no limit.
    let room: Double?

    init(text: String, measured: MeasuredText?, measuredSize: Size, isTruncated: Bool, lineBreakMode: LineBreakMode,
         maxLines: Int, size: Size, room: Double?) {
        self.text = text
        self.measured = measured
        self.measuredSize = measuredSize
        self.isTruncated = isTruncated
        self.lineBreakMode = lineBreakMode
        self.maxLines = maxLines
        self.size = size
        self.room = room
    }

    /// Whether the text was laid out at the tight track (``MeasuredText/isTightened``).
    var isTightened: Bool { measured?.isTightened ?? false }
    /// The font's ascender (points); `nil` for a pre-measured title.
    var ascender: Double? { measured?.ascender }

    /// The baseline of the first or last line placed in `rect` (as ``layout(in:alignment:)`` places
    /// it); `nil` for a pre-measured title, whose lines are not placed.
    func baseline(last: Bool, in rect: Rect) -> Double? {
        guard let measured else { return nil }
        return TextLayout.baseline(last ? measured.lines.count - 1 : 0, in: rect, ascender: measured.ascender,
                                   lineHeight: measured.lineHeight, blockHeight: measuredSize.height)
    }

    /// The text as displayed in `rect`, its lines aligned per `alignment` and placed (vertically
    /// centred) when the font metrics are known.
    func layout(in rect: Rect, alignment: LineAlignment) -> TextLayout {
        guard let measured else {
            return TextLayout(text: text, lines: [MeasuredLine(text: text, width: measuredSize.width)],
                              isTruncated: isTruncated, measuredSize: measuredSize, ascender: nil, lineHeight: nil,
                              lineBreakMode: lineBreakMode, maxLines: 1, alignment: alignment)
        }
        let lines = measured.lines, lineHeight = measured.lineHeight
        return TextLayout(text: text, lines: lines, isTruncated: isTruncated, measuredSize: measuredSize,
                          ascender: measured.ascender, lineHeight: lineHeight, lineBreakMode: lineBreakMode,
                          maxLines: maxLines, isTightened: measured.isTightened, alignment: alignment,
                          placedLines: TextLayout.place(lines, alignment: alignment, in: rect, ascender: measured.ascender,
                                                        lineHeight: lineHeight, blockHeight: measuredSize.height),
                          font: measured.font, missingGlyphs: measured.missingGlyphs)
    }
}

/// Horizontal alignment after resolving leading/trailing, in left-to-right space.
enum HAlign {
    case left, center, right, fill
}

/// One computation's inputs, in left-to-right space (see Direction.swift): the pass (its spec,
/// profile and measurer, shared by reference, so copying a context or an engine that
/// holds one copies no spec), the state's title, whether size terms are wanted, and the rounding helpers.
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
    let hAlign: HAlign
    /// The image size rounded up to the pixel grid; `nil` without an image or with a zero side.
    let image: Size?

    init(pass: LayoutPass, state: ButtonState, recordsTerms: Bool = false, recordsSteps: Bool = false) {
        self.pass = pass
        self.recordsTerms = recordsTerms
        self.recordsSteps = recordsSteps
        self.titleText = pass.title(for: state)
        self.hAlign = pass.hAlign
        self.image = pass.image
    }

    /// The spec as given; its profile and horizontal alignment in left-to-right space are
    /// ``LayoutPass/profile`` and ``hAlign``.
    var spec: ButtonSpec { pass.spec }
    var scale: Double { spec.scale }
    var vAlign: ContentVerticalAlignment { spec.contentVerticalAlignment }
    var lineBreakMode: LineBreakMode { spec.effectiveLineBreakMode }
    var maxLines: Int { spec.effectiveMaxLines }
    var hasTitle: Bool { !titleText.isEmpty }
    var scaleLabel: String { "@\(formatPoints(scale))x" }

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
            return premeasuredBlock(premeasured, room: room, lineBreakMode: mode, maxLines: lines)
        }
        return try block(spec.request(titleText, subtitle: false, maxWidth: room.map { $0 + Self.measureSlack },
                                      maxLines: lines, lineBreakMode: mode), room: room)
    }

    /// The subtitle measured like the title; `nil` when there is none.
    func subtitle(maxWidth: Double?) throws -> TextBlock? {
        // The subtitle's font is worked out (a Dynamic Type lookup) only when there is a subtitle.
        guard let subtitle = spec.subtitle, !subtitle.isEmpty else { return nil }
        let room = maxWidth.map { Swift.max(0, $0) }
        return try block(spec.request(subtitle, subtitle: true, maxWidth: room.map { $0 + Self.measureSlack },
                                      maxLines: maxLines, lineBreakMode: lineBreakMode), room: room)
    }

    /// `request` measured, in a block `room` points wide at most (`nil`: unlimited; the request's
    /// width is the room plus ``measureSlack``).
    @inline(__always)
    private func block(_ request: TextRequest, room: Double?) throws -> TextBlock {
        let measured = try measure(request), measuredSize = measured.size
        return TextBlock(text: request.text, measured: measured, measuredSize: measuredSize,
                         isTruncated: measured.isTruncated, lineBreakMode: request.lineBreakMode,
                         maxLines: request.maxLines, size: blockSize(measuredSize, room: room), room: room)
    }

    /// A pre-measured title (``ButtonSpec/titleSize``): one line of that size, truncated when wider than `room`.
    private func premeasuredBlock(_ size: Size, room: Double?, lineBreakMode mode: LineBreakMode,
                                  maxLines lines: Int) -> TextBlock {
        TextBlock(text: titleText, measured: nil, measuredSize: size,
                  isTruncated: !(room.map { size.width <= $0 + Self.measureSlack } ?? true),
                  lineBreakMode: mode, maxLines: lines, size: blockSize(size, room: room), room: room)
    }

    /// A text's frame size: `measured` rounded up to the pixel grid, never wider than `room`.
    private func blockSize(_ measured: Size, room: Double?) -> Size {
        var width = ceil(measured.width)
        if let room { width = Swift.min(width, room) }
        return Size(width: width, height: ceil(measured.height))
    }

    /// Assembles a ``ButtonLayout``: places each line of the title and subtitle in its frame
    /// (``placeLines(_:in:ascender:lineHeight:blockHeight:)``), and takes the baselines from them.
    /// The steps (intermediate boxes) are built only for a layout made for pictures (``recordsSteps``).
    func makeLayout(bounds: Size, image: Rect?, title: (Rect, TextBlock)?, subtitle: (Rect, TextBlock)? = nil,
                    imageCornerRadius: Double? = nil, cornerRadius: Double? = nil,
                    steps: @autoclosure () -> [LayoutStep]) -> ButtonLayout {
        let overflowing = overflows(bounds: bounds, image: image, title: title, subtitle: subtitle)
        let titleRect = title?.0, subtitleRect = subtitle?.0
        var firstBaselineAnchor: Double?
        if let titleRect, let ascender = title?.1.ascender {
            firstBaselineAnchor = titleRect.y + roundToPixel(ascender, scale: scale)
        }
        let alignment = lineAlignment
        // The baselines are those of the placed lines, taken from the blocks: the text layouts are
        // made in place in the result.
        let lastBaseline = subtitle != nil ? subtitle.flatMap { $0.1.baseline(last: true, in: $0.0) }
            : title.flatMap { $0.1.baseline(last: true, in: $0.0) }
        return ButtonLayout(bounds: bounds, imageRect: image, titleRect: titleRect, subtitleRect: subtitleRect,
                            title: title.map { $0.1.layout(in: $0.0, alignment: alignment) },
                            subtitle: subtitle.map { $0.1.layout(in: $0.0, alignment: alignment) },
                            firstBaseline: title.flatMap { $0.1.baseline(last: false, in: $0.0) },
                            lastBaseline: lastBaseline, firstBaselineAnchor: firstBaselineAnchor,
                            imageCornerRadius: imageCornerRadius, cornerRadius: cornerRadius,
                            steps: recordsSteps ? steps() : [], overflowingElements: overflowing)
    }

    /// The title label's `textAlignment`, in left-to-right space: the configuration's `titleAlignment`
    /// (resolved as its frames are); centred for AlternativeButton and CYLButton, whose title sits
    /// centred under the image; UILabel's natural alignment (left here, right once mirrored) for the
    /// classic-based profiles.
    var lineAlignment: LineAlignment {
        switch pass.profile {
        case .configuration(let params):
            switch params.resolvedTitleAlignment {
            case .left, .fill: .left
            case .center: .center
            case .right: .right
            }
        case .alternative, .cyl: .center
        case .classic, .zui, .labelAlignment: .left
        }
    }
}

extension TextLayout {
    /// Each line's origin in `rect`: the block of lines (`blockHeight` points) centred vertically, lines
    /// `lineHeight` apart, the first baseline `ascender` below the block's top; horizontally per ``alignment``.
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
