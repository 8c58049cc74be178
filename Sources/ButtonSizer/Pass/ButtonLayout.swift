/// Where a button's image and text go inside its bounds, in the button's coordinates (points,
/// origin at the bounds' top left). Frame sizes are rounded up to the pixel grid, origins per
/// ``LayoutPolicies/originRounding``; baselines are not rounded.
public struct ButtonLayout: Sendable, Hashable {
    /// The size laid out in, in points: the bounds asked for, or the size the pass chose.
    public var bounds: Size
    /// `nil` without an image.
    public var imageRect: Rect?
    /// The title label's frame; `nil` without a title.
    public var titleRect: Rect?
    /// `nil` without a subtitle.
    public var subtitleRect: Rect?
    /// The title as displayed (wrapped, possibly truncated).
    public var title: TextLayout?
    /// The subtitle as displayed (wrapped, possibly truncated); `nil` without a subtitle.
    public var subtitle: TextLayout?
    /// Baseline of the title's first line, in button coordinates (`nil` without a title or with a
    /// pre-measured title size, whose font metrics are unknown). The text is centred vertically in its frame.
    public var firstBaseline: Double?
    /// Baseline of the last displayed line (the subtitle's when there is one).
    public var lastBaseline: Double?
    /// Auto Layout's `firstBaselineAnchor` of the title label, in button coordinates: the label's top
    /// plus its font's ascender rounded to the nearest device pixel (uikit-measured-rules A7: @2x
    /// 26.66 → 26.5, 12.38 → 12.5). It differs from the drawn ``firstBaseline`` by that rounding
    /// and by the centring of the text in a taller frame. `nil` when ``firstBaseline`` is.
    public var firstBaselineAnchor: Double?
    /// The image view's corner radius, when the profile sets one (AlternativeButton).
    public var imageCornerRadius: Double?
    /// The button background's corner radius (points, unrounded), when the profile has one: a
    /// configuration's, from its ``CornerStyle`` and the bounds' height.
    public var cornerRadius: Double?
    /// The intermediate rectangles of the computation, in order (e.g. "content", "titleBox", "imageBox");
    /// only in a layout made for pictures (`glyphs: true`, whose guides draw the content box), else
    /// empty: a layout asked for its frames builds no more than they need.
    public var steps: [LayoutStep]
    /// The elements that reach past the bounds (image, title, subtitle, in that order), and by how much.
    public var overflowingElements: [ElementOverflow] = []
    /// The title and subtitle where they reach into the content insets (the bounds inset by the
    /// configuration's `contentInsets` or the classic `contentEdgeInsets`) by a device pixel or more,
    /// with the points past each edge of that content rectangle; empty when they keep inside it, and
    /// for the profiles without content insets (AlternativeButton, CYLButton). Less than a pixel is the
    /// origin's rounding, which UIKit does too.
    public var insetOverflowingElements: [ElementOverflow] = []

    /// How far the content reaches past each edge of the bounds: the largest element overflow per edge.
    public var overflow: Overflow { overflowingElements.reduce(.zero) { $0.union($1.overflow) } }

    /// Whether a word of the title or subtitle was broken between grapheme clusters because it is
    /// wider than its line.
    public var breaksWord: Bool { (title?.breaksWord ?? false) || (subtitle?.breaksWord ?? false) }

    /// The grapheme clusters of the title, then the subtitle, that no available font draws.
    public var missingGlyphs: [MissingGlyph] { (title?.missingGlyphs ?? []) + (subtitle?.missingGlyphs ?? []) }

    /// Whether the title or subtitle lost text.
    public var isTruncated: Bool { (title?.isTruncated ?? false) || (subtitle?.isTruncated ?? false) }

    /// The frames that exist, for checks: image, title, subtitle.
    public var frames: [Rect] { [imageRect, titleRect, subtitleRect].compactMap { $0 } }
}

/// A piece of text as laid out.
///
/// It holds the text as measured in one shared object and the frame its lines are placed in, so
/// copying or freeing a layout retains or releases one reference; ``placedLines`` are worked out when
/// read. Setting a property keeps the lines where they were placed; setting one of the text's (all
/// but ``alignment`` and ``placedLines``) makes a new object with the change.
public struct TextLayout: Sendable, Hashable {
    /// The text as measured (shared with the engine that placed it).
    private var block: TextBlock
    /// The frame the lines are placed in, in button coordinates (points).
    private var frame: Rect
    private var lineAlignment: LineAlignment
    /// The placed lines when they were set (with glyph runs, mirrored, or by a setter); `nil` while
    /// they are the block's lines placed in ``frame``.
    private var placed: [PlacedLine]?

    /// `block` laid out in `frame`, its lines aligned per `alignment`.
    init(_ block: TextBlock, in frame: Rect, alignment: LineAlignment) {
        self.block = block
        self.frame = frame
        self.lineAlignment = alignment
    }

    /// The width the text was measured in (points); `nil` for no limit.
    var room: Double? { block.room }

    /// Changes a field in a new block, the lines kept where they were placed.
    private mutating func update(_ change: (inout TextBlock.Fields) -> Void) {
        placed = placedLines
        var fields = block.fields
        change(&fields)
        block = TextBlock(fields)
    }

    /// The text asked for.
    public var text: String {
        get { block.fields.text }
        set { update { $0.text = newValue } }
    }
    /// The lines as displayed (with "…" where shortened).
    public var lines: [MeasuredLine] {
        get { block.fields.lines }
        set { update { $0.lines = newValue } }
    }
    /// Whether text was lost: shortened with "…", clipped, or lines dropped past the line limit.
    public var isTruncated: Bool {
        get { block.fields.isTruncated }
        set { update { $0.isTruncated = newValue } }
    }
    /// The unrounded size of the displayed text.
    public var measuredSize: Size {
        get { block.fields.measuredSize }
        set { update { $0.measuredSize = newValue } }
    }
    /// Font metrics of the lines (points); `nil` for a pre-measured size.
    public var ascender: Double? {
        get { block.fields.ascender }
        set { update { $0.ascender = newValue } }
    }
    /// The height of one line in points (ascender − descender + line gap), unrounded; `nil` for a pre-measured size.
    public var lineHeight: Double? {
        get { block.fields.lineHeight }
        set { update { $0.lineHeight = newValue } }
    }
    /// The line break mode and line limit it was laid out with.
    public var lineBreakMode: LineBreakMode {
        get { block.fields.lineBreakMode }
        set { update { $0.lineBreakMode = newValue } }
    }
    /// The most lines the text may take (UILabel's `numberOfLines`); 0 for no limit.
    public var maxLines: Int {
        get { block.fields.maxLines }
        set { update { $0.maxLines = newValue } }
    }
    /// Whether an overflowing line was laid out with the font's tight track (A11), see
    /// ``MeasuredText/isTightened``.
    public var isTightened: Bool {
        get { block.fields.isTightened }
        set { update { $0.isTightened = newValue } }
    }
    /// How the lines sit in the frame: UILabel's `textAlignment`, resolved to a side.
    public var alignment: LineAlignment {
        get { lineAlignment }
        set {
            placed = placedLines
            lineAlignment = newValue
        }
    }
    /// Where each displayed line is drawn, one per line of ``lines``; empty for a pre-measured text laid
    /// out without glyphs (its font metrics are unknown).
    public var placedLines: [PlacedLine] {
        get { placed ?? block.placedLines(in: frame, alignment: lineAlignment) }
        set { placed = newValue }
    }
    /// The font as the measurer resolved it (``MeasuredText/font``); `nil` for a pre-measured text.
    public var font: ResolvedFont? {
        get { block.fields.font }
        set { update { $0.given.font = newValue } }
    }
    /// The grapheme clusters no available font draws (``MeasuredText/missingGlyphs``); empty for a
    /// pre-measured size.
    public var missingGlyphs: [MissingGlyph] {
        get { block.fields.missingGlyphs }
        set { update { $0.given.missingGlyphs = newValue } }
    }

    /// The point size the lines are drawn at when the label shrinks its font to fit (``ButtonSpec/titleShrinking``);
    /// `nil` when it does not shrink (or for a pre-measured title).
    public var drawnPointSize: Double? {
        if case .measured(let measured) = block.fields.content { return measured.drawnPointSize }
        return nil
    }

    /// An attributed title's runs as displayed (``MeasuredText/runs``); empty for plain text.
    public var runs: [MeasuredRun] {
        if case .measured(let measured) = block.fields.content { return measured.runs }
        return []
    }

    /// The displayed text, lines joined by "\n".
    public var displayedText: String {
        let lines = self.lines
        return lines.count == 1 ? lines[0].text : joinedStrings(lines.map(\.text), separator: "\n")
    }
    /// Whether a line ends inside a word (see ``MeasuredLine/breaksWord``).
    public var breaksWord: Bool { lines.contains(where: \.breaksWord) }

    /// Whether two text layouts show the same: every property equal, ``placedLines`` included.
    public static func == (a: TextLayout, b: TextLayout) -> Bool {
        if a.block === b.block, a.frame == b.frame, a.lineAlignment == b.lineAlignment, a.placed == nil, b.placed == nil {
            return true
        }
        return a.text == b.text && a.lines == b.lines && a.isTruncated == b.isTruncated
            && a.measuredSize == b.measuredSize && a.ascender == b.ascender && a.lineHeight == b.lineHeight
            && a.lineBreakMode == b.lineBreakMode && a.maxLines == b.maxLines && a.isTightened == b.isTightened
            && a.alignment == b.alignment && a.placedLines == b.placedLines && a.font == b.font
            && a.missingGlyphs == b.missingGlyphs
    }

    /// Hashes the properties `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(lines)
        hasher.combine(isTruncated)
        hasher.combine(measuredSize)
        hasher.combine(ascender)
        hasher.combine(lineHeight)
        hasher.combine(lineBreakMode)
        hasher.combine(maxLines)
        hasher.combine(isTightened)
        hasher.combine(alignment)
        hasher.combine(placedLines)
        hasher.combine(font)
        hasher.combine(missingGlyphs)
    }
}

/// A label's `textAlignment` resolved to a side of its frame.
public enum LineAlignment: String, Sendable, Hashable, Codable, CaseIterable {
    /// Each line starts at the frame's left edge.
    case left
    /// Each line is centred in the frame.
    case center
    /// Each line ends at the frame's right edge.
    case right
}

/// One displayed line as drawn: where its baseline starts, and (when the layout was asked for them)
/// the glyphs that draw it.
public struct PlacedLine: Sendable, Hashable {
    /// The left end of the line's baseline, in button coordinates (points, unrounded).
    public var origin: Point
    /// The line's advance width in points (``MeasuredLine/width``).
    public var width: Double
    /// The glyphs, positioned from ``origin``; empty unless laid out with `glyphs: true`.
    public var runs: [GlyphRun]

    /// A line whose baseline starts at `origin` (button coordinates, points), `width` points wide.
    public init(origin: Point, width: Double, runs: [GlyphRun] = []) {
        self.origin = origin
        self.width = width
        self.runs = runs
    }
}

/// One intermediate rectangle of a layout, for the trace.
public struct LayoutStep: Sendable, Hashable, CustomStringConvertible {
    /// What the rectangle is, e.g. "content", "titleBox" or "imageBox".
    public var name: String
    /// The rectangle at this step, in button coordinates (points).
    public var rect: Rect

    /// Creates a step named `name` for `rect` (button coordinates, points).
    public init(name: String, rect: Rect) {
        self.name = name
        self.rect = rect
    }

    public var description: String { "\(name) \(rect)" }
}

/// Whether and where a title is truncated at a given button width, and the width that avoids it.
public struct TruncationReport: Sendable, Hashable {
    /// The button width examined (points); the height is the profile's height for that width.
    public var width: Double
    /// Whether the title lost text at this width (shortened, clipped or past the line limit).
    public var isTruncated: Bool
    /// Where text was lost; `nil` when nothing was.
    public var place: TruncationPlace?
    /// The title as displayed.
    public var visibleText: String
    /// The title's lines as displayed at this width, widths in points, unrounded.
    public var lines: [MeasuredLine]
    /// The title frame's width at this button width (points).
    public var titleWidth: Double?
    /// The smallest button width on the pixel grid at which the title is shown whole (not truncated
    /// and inside the bounds horizontally); `nil` when no width up to 2²⁰ points does. Found on the
    /// pixel grid (the intrinsic width and the pixel below it first, then bisection), assuming a
    /// wider button never shows less.
    public var minimumWidth: Double?
}

/// Where a title lost text.
public enum TruncationPlace: String, Sendable, Hashable, Codable, CaseIterable {
    /// Text replaced by "…" at the start, middle or end of the line (`byTruncatingHead`, `Middle`, `Tail`).
    case head, middle, tail
    /// Cut at the edge without an ellipsis (`byClipping`, or a pre-measured title that does not fit).
    case clipped
    /// Wrapped lines past the line limit were dropped.
    case lineLimit = "line-limit"
}
