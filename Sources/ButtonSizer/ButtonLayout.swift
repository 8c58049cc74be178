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
public struct TextLayout: Sendable, Hashable {
    /// The text asked for.
    public var text: String
    /// The lines as displayed (with "…" where shortened).
    public var lines: [MeasuredLine]
    /// Whether text was lost: shortened with "…", clipped, or lines dropped past the line limit.
    public var isTruncated: Bool
    /// The unrounded size of the displayed text.
    public var measuredSize: Size
    /// Font metrics of the lines (points); `nil` for a pre-measured size.
    public var ascender: Double?
    /// The height of one line in points (ascender − descender + line gap), unrounded; `nil` for a pre-measured size.
    public var lineHeight: Double?
    /// The line break mode and line limit it was laid out with.
    public var lineBreakMode: LineBreakMode
    /// The most lines the text may take (UILabel's `numberOfLines`); 0 for no limit.
    public var maxLines: Int
    /// Whether an overflowing line was laid out with the font's tight track (A11), see
    /// ``MeasuredText/isTightened``.
    public var isTightened = false
    /// How the lines sit in the frame: UILabel's `textAlignment`, resolved to a side.
    public var alignment: LineAlignment = .left
    /// Where each displayed line is drawn, one per line of ``lines``; empty for a pre-measured text laid
    /// out without glyphs (its font metrics are unknown).
    public var placedLines: [PlacedLine] = []
    /// The font as the measurer resolved it (``MeasuredText/font``); `nil` for a pre-measured text.
    public var font: ResolvedFont?

    /// The displayed text, lines joined by "\n".
    public var displayedText: String { joinedStrings(lines.map(\.text), separator: "\n") }
    /// Whether a line ends inside a word (see ``MeasuredLine/breaksWord``).
    public var breaksWord: Bool { lines.contains(where: \.breaksWord) }
    /// The grapheme clusters no available font draws (``MeasuredText/missingGlyphs``); empty for a
    /// pre-measured size.
    public var missingGlyphs: [MissingGlyph] = []
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
