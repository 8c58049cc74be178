/// Text measured for layout: what is displayed, and its frame size rounded up to the pixel grid.
struct TextBlock {
    var layout: TextLayout
    /// `ceilToPixel` of the measured size; the width never exceeds the room it was measured in.
    var size: Size
    /// The width it was measured in (points); `nil` for no limit.
    var room: Double?
}

/// Horizontal alignment after resolving leading/trailing, in left-to-right space.
enum HAlign {
    case left, center, right, fill
}

/// One computation's inputs, already in left-to-right space (see ``ButtonSpec/leftToRightSpace``):
/// the spec, the measurer (and the pass's memo of its answers, when the pass computes several), the
/// state's title, whether size terms are wanted, and the rounding helpers.
struct LayoutContext {
    /// Text wider than its room by less than this many points still fits (guards against
    /// floating-point noise when a rounded width is measured again).
    static let measureSlack = 1e-6

    let spec: ButtonSpec
    let measurer: any TextMeasuring
    /// The answers of `measurer` so far in this pass; `nil` when the pass answers one question.
    let memo: MeasurementMemo?
    /// Whether sizes are traced term by term (``TraceBuilder``), or only summed.
    let recordsTerms: Bool
    let titleText: String
    let hAlign: HAlign
    /// The image size rounded up to the pixel grid; `nil` without an image or with a zero side.
    let image: Size?

    init(spec: ButtonSpec, measurer: any TextMeasuring, memo: MeasurementMemo? = nil, state: ButtonState,
         recordsTerms: Bool = false) {
        self.spec = spec
        self.measurer = measurer
        self.memo = memo
        self.recordsTerms = recordsTerms
        self.titleText = spec.title(for: state)
        self.hAlign = switch spec.contentHorizontalAlignment {
        case .left, .leading: .left
        case .right, .trailing: .right
        case .center: .center
        case .fill: .fill
        }
        if let size = spec.imageSize, size.width > 0, size.height > 0 {
            image = Size(width: ceilToPixel(size.width, scale: spec.scale),
                         height: ceilToPixel(size.height, scale: spec.scale))
        } else {
            image = nil
        }
    }

    var scale: Double { spec.scale }
    var vAlign: ContentVerticalAlignment { spec.contentVerticalAlignment }
    var lineBreakMode: LineBreakMode { spec.effectiveLineBreakMode }
    var maxLines: Int { spec.effectiveMaxLines }
    var hasTitle: Bool { !titleText.isEmpty }
    var scaleLabel: String { "@\(formatPoints(scale))x" }

    /// A size trace builder at this scale that records terms when they are wanted.
    func traceBuilder() -> TraceBuilder { TraceBuilder(scale: scale, recordsTerms: recordsTerms) }

    /// `request` measured, through the pass's memo when it has one.
    func measure(_ request: TextRequest) throws -> MeasuredText {
        if let memo { return try memo.measure(request, with: measurer) }
        return try measurer.measure(request)
    }

    /// A size rounded up to the pixel grid (the one size policy).
    func ceil(_ value: Double) -> Double { ceilToPixel(value, scale: scale) }

    /// The origin rounding in effect: the policy when set, else the profile's measured rule.
    var originRounding: OriginRounding {
        if let rounding = spec.policies.originRounding { return rounding }
        if case .configuration = spec.profile { return .floor }
        return .nearestPixel
    }

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
        let premeasured = titleText == spec.title ? spec.titleSize : nil
        return try measure(titleText, font: spec.titleFont, premeasured: premeasured, maxWidth: maxWidth,
                           lineBreakMode: lineBreakMode ?? self.lineBreakMode, maxLines: maxLines ?? self.maxLines)
    }

    /// The subtitle measured like the title; `nil` when there is none.
    func subtitle(maxWidth: Double?) throws -> TextBlock? {
        // The subtitle's font is worked out (a Dynamic Type lookup) only when there is a subtitle.
        guard let subtitle = spec.subtitle, !subtitle.isEmpty else { return nil }
        return try measure(subtitle, font: spec.effectiveSubtitleFont, premeasured: nil,
                           maxWidth: maxWidth, lineBreakMode: lineBreakMode, maxLines: maxLines)
    }

    private func measure(_ text: String, font: FontSpec, premeasured: Size?, maxWidth: Double?,
                         lineBreakMode mode: LineBreakMode, maxLines lines: Int) throws -> TextBlock? {
        guard !text.isEmpty else { return nil }
        let room = maxWidth.map { Swift.max(0, $0) }
        let layout: TextLayout
        if let premeasured {
            let fits = room.map { premeasured.width <= $0 + Self.measureSlack } ?? true
            layout = TextLayout(text: text, lines: [MeasuredLine(text: text, width: premeasured.width)],
                                isTruncated: !fits, measuredSize: premeasured, ascender: nil, lineHeight: nil,
                                lineBreakMode: mode, maxLines: 1)
        } else {
            let request = TextRequest(text: text, font: font, maxWidth: room.map { $0 + Self.measureSlack },
                                      maxLines: lines, lineBreakMode: mode, language: spec.language)
            let measured = try measure(request)
            layout = TextLayout(text: text, lines: measured.lines, isTruncated: measured.isTruncated,
                                measuredSize: measured.size, ascender: measured.ascender,
                                lineHeight: measured.lineHeight, lineBreakMode: mode, maxLines: lines,
                                isTightened: measured.isTightened, font: measured.font,
                                missingGlyphs: measured.missingGlyphs)
        }
        var width = ceil(layout.measuredSize.width)
        if let room { width = Swift.min(width, room) }
        return TextBlock(layout: layout, size: Size(width: width, height: ceil(layout.measuredSize.height)), room: room)
    }

    /// Assembles a ``ButtonLayout``: places each line of the title and subtitle in its frame
    /// (``placeLines(_:in:ascender:lineHeight:blockHeight:)``), and takes the baselines from them.
    func makeLayout(bounds: Size, image: Rect?, title: (Rect, TextBlock)?, subtitle: (Rect, TextBlock)? = nil,
                    imageCornerRadius: Double? = nil, cornerRadius: Double? = nil, steps: [LayoutStep]) -> ButtonLayout {
        func placed(_ text: (Rect, TextBlock)?) -> TextLayout? {
            guard var layout = text?.1.layout, let rect = text?.0 else { return nil }
            layout.alignment = lineAlignment
            if let ascender = layout.ascender, let lineHeight = layout.lineHeight {
                layout.placedLines = layout.placeLines(in: rect, ascender: ascender, lineHeight: lineHeight,
                                                       blockHeight: layout.measuredSize.height)
            }
            return layout
        }
        let titleLayout = placed(title), subtitleLayout = placed(subtitle)
        var layout = ButtonLayout(bounds: bounds, imageRect: image, titleRect: title?.0, subtitleRect: subtitle?.0,
                            title: titleLayout, subtitle: subtitleLayout,
                            firstBaseline: titleLayout?.placedLines.first?.origin.y,
                            lastBaseline: (subtitleLayout ?? titleLayout)?.placedLines.last?.origin.y,
                            imageCornerRadius: imageCornerRadius, cornerRadius: cornerRadius,
                            steps: steps,
                            overflowingElements: overflows(bounds: bounds, image: image, title: title, subtitle: subtitle))
        if let (rect, block) = title, let ascender = block.layout.ascender {
            layout.firstBaselineAnchor = rect.y + roundToPixel(ascender, scale: scale)
        }
        return layout
    }

    /// The title label's `textAlignment`, in left-to-right space: the configuration's `titleAlignment`
    /// (resolved as its frames are); centred for AlternativeButton and CYLButton, whose title sits
    /// centred under the image; UILabel's natural alignment (left here, right once mirrored) for the
    /// classic-based profiles.
    var lineAlignment: LineAlignment {
        switch spec.profile {
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
        let top = rect.y + (rect.height - blockHeight) / 2
        return lines.enumerated().map { index, line in
            let x = switch alignment {
            case .left: rect.minX
            case .center: rect.minX + (rect.width - line.width) / 2
            case .right: rect.maxX - line.width
            }
            return PlacedLine(origin: Point(x: x, y: top + ascender + Double(index) * lineHeight), width: line.width)
        }
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
