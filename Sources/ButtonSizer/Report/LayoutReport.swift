/// Everything `buttonsizer layout --json` reports about one button, as a `Codable` value: encoded,
/// it is the same JSON object, key for key and in the same order (nil values as `null`).
///
/// ```swift
/// let report = try sizer.report(ButtonSpec.configuration(.filled(), title: "Add to cart"))
/// report.size            // the intrinsic size, when no bounds are given
/// report.truncated       // false
/// ```
public struct LayoutReport: Sendable, Hashable, Codable {
    /// One displayed line of the title.
    public struct Line: Sendable, Hashable, Codable {
        /// The text shown, with "…" where shortened.
        public var text: String
        /// Unrounded points.
        public var width: Double

        /// Creates a line from its displayed text and its width in points, unrounded.
        public init(text: String, width: Double) {
            self.text = text
            self.width = width
        }
    }

    /// One run of an attributed title as shown (``ButtonSpec/attributedTitle``, ``MeasuredRun``).
    public struct Run: Sendable, Hashable, Codable {
        /// The run's text shown, with "…" where the line was cut in it.
        public var text: String
        /// Its width in points, unrounded, kern included.
        public var width: Double
        /// Its font as given: a family, a file or `system`.
        public var font: String
        /// Its point size.
        public var size: Double
        /// Its weight, 1…1000.
        public var weight: Int
        /// Points it is raised from the baseline (negative: lowered).
        public var baselineOffset: Double

        /// The report of `shown`.
        public init(_ shown: MeasuredRun) {
            text = shown.line.text
            width = shown.line.width
            font = shown.run.font.name
            size = shown.run.font.size
            weight = shown.run.font.weight
            baselineOffset = shown.run.baselineOffset
        }
    }

    /// Baselines from the button's top (points).
    public struct Baselines: Sendable, Hashable, Codable {
        /// Where the title's first line is drawn.
        public var first: Double?
        /// Where the last displayed line (the subtitle's, when there is one) is drawn.
        public var last: Double?
        /// Auto Layout's `firstBaselineAnchor` (``ButtonLayout/firstBaselineAnchor``).
        public var firstAnchor: Double?

        /// Creates the baselines, in points from the button's top; `nil` where unknown (no title, or pre-measured).
        public init(first: Double?, last: Double?, firstAnchor: Double?) {
            self.first = first
            self.last = last
            self.firstAnchor = firstAnchor
        }

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(first, forKey: .first)
            try c.encode(last, forKey: .last)
            try c.encode(firstAnchor, forKey: .firstAnchor)
        }
    }

    /// Points past each edge of the bounds (``Overflow``); 0 where nothing reaches past.
    public struct Edges: Sendable, Hashable, Codable {
        /// Points past the top edge; 0 when inside.
        public var top: Double
        /// Points past the bottom edge; 0 when inside.
        public var bottom: Double
        /// Points past the leading edge (the right in right-to-left); 0 when inside.
        public var leading: Double
        /// Points past the trailing edge (the left in right-to-left); 0 when inside.
        public var trailing: Double

        /// Creates the edges from an overflow, edge for edge (points).
        public init(_ overflow: Overflow) {
            top = overflow.top
            bottom = overflow.bottom
            leading = overflow.leading
            trailing = overflow.trailing
        }
    }

    /// One element that reaches past the bounds (``ElementOverflow``), with its edges.
    public struct OverflowingElement: Sendable, Hashable, Codable {
        /// ``ButtonElement``'s raw value: "image", "title" or "subtitle".
        public var element: String
        /// Points the element reaches past the top edge; 0 when inside.
        public var top: Double
        /// Points the element reaches past the bottom edge; 0 when inside.
        public var bottom: Double
        /// Points the element reaches past the leading edge; 0 when inside.
        public var leading: Double
        /// Points the element reaches past the trailing edge; 0 when inside.
        public var trailing: Double

        /// Creates the entry of one element that reaches past the bounds, with its edges in points.
        public init(_ element: ElementOverflow) {
            self.element = element.element.rawValue
            top = element.overflow.top
            bottom = element.overflow.bottom
            leading = element.overflow.leading
            trailing = element.overflow.trailing
        }
    }

    /// One term of the size (``SizeTerm``).
    public struct Term: Sendable, Hashable, Codable {
        /// "width" or "height".
        public var axis: String
        /// What the term is ("contentInsets.leading", "pixel rounding (ceil @2x)").
        public var term: String
        /// What the term adds to its axis, in points (negative for a negative inset or spacing).
        public var points: Double

        /// Creates a term from its axis ("width" or "height"), its label and the points it adds.
        public init(axis: String, term: String, points: Double) {
            self.axis = axis
            self.term = term
            self.points = points
        }
    }

    /// ``ButtonProfile/name``.
    public var profile: String
    /// The screen scale (1, 2 or 3).
    public var scale: Double
    /// `intrinsicContentSize` (points).
    public var intrinsicSize: Size
    /// The size laid out in (points): the bounds asked for, `sizeThatFits` under a maximum width, or
    /// the intrinsic size.
    public var size: Size
    /// The largest size over the state titles, or `nil` without state titles.
    public var stableSize: Size?
    /// The image view's frame in points, in button coordinates; `nil` without an image.
    public var imageRect: Rect?
    /// The title label's frame in points (size rounded up to the pixel grid); `nil` without a title.
    public var titleRect: Rect?
    /// The subtitle label's frame in points (size rounded up to the pixel grid); `nil` without a subtitle.
    public var subtitleRect: Rect?
    /// ``ButtonLayout/imageCornerRadius``.
    public var imageCornerRadius: Double?
    /// ``ButtonLayout/cornerRadius``: the background's radius (configurations).
    public var cornerRadius: Double?
    /// The title as displayed, lines joined by "\n" ("" without a title).
    public var displayedTitle: String
    /// The subtitle as displayed, lines joined by "\n"; `nil` without a subtitle.
    public var displayedSubtitle: String?
    /// Whether the title or subtitle lost text.
    public var truncated: Bool
    /// Whether the title was drawn squeezed with its font's tight track instead of truncated.
    public var tightened: Bool
    /// Where the title lost text, or `nil`.
    public var truncation: TruncationPlace?
    /// The narrowest pixel-grid width at which the title shows whole (``TruncationReport/minimumWidth``).
    public var minimumWidth: Double?
    /// The title's displayed lines, each with its width in points, unrounded.
    public var lines: [Line]
    /// Whether a displayed line ends inside a word (``ButtonLayout/breaksWord``).
    public var breaksWord: Bool
    /// How far the content reaches past each edge (``ButtonLayout/overflow``).
    public var overflow: Edges
    /// Each element that reaches past the bounds.
    public var overflowingElements: [OverflowingElement]
    /// The title and subtitle where they reach into the content insets (``ButtonLayout/insetOverflowingElements``),
    /// with the points past each edge of the content rectangle.
    public var insetOverflowingElements: [OverflowingElement]
    /// The verdict (``LayoutStatus``): lint's status for this layout, `fits` only when everything
    /// shows whole inside the bounds and the insets.
    public var status: LayoutStatus
    /// The first and last baselines and the first-baseline anchor, in points from the button's top.
    public var baselines: Baselines
    /// Every term of the size, summing to it per axis.
    public var trace: [Term]
    /// The title's and subtitle's fonts as resolved (file, coordinates, tracking, Dynamic Type…); nil
    /// without the text or for a pre-measured one.
    public var titleFont: ResolvedFont?
    /// The subtitle's font as resolved; `nil` without a subtitle or for a pre-measured one.
    public var subtitleFont: ResolvedFont?
    /// The BCP 47 tag the title and subtitle were measured in (``ButtonSpec/language``): it picks the CJK
    /// fallback face, the line-break rules and HarfBuzz's `locl` forms; `nil` when none was given.
    public var language: String?
    /// The title's grapheme clusters no available font draws (``MeasuredText/missingGlyphs``), each with
    /// its grapheme offset in the title; empty when every one is drawn.
    public var titleMissingGlyphs: [MissingGlyph]
    /// The subtitle's grapheme clusters no available font draws; empty without a subtitle.
    public var subtitleMissingGlyphs: [MissingGlyph]
    /// The point size the title is drawn at (``TextLayout/drawnPointSize``) when the spec shrinks it to
    /// fit (``ButtonSpec/titleShrinking``); `nil`, and no key in the JSON, when it does not.
    public var titleDrawnPointSize: Double?
    /// An attributed title's runs as shown (``TextLayout/runs``); `nil`, and no key in the JSON, for a plain title.
    public var titleRuns: [Run]?

    /// The report of one pass's answer (``ButtonSizer/answer(_:proposal:state:glyphs:minimumWidthWhenWhole:)``);
    /// ``ButtonSizer/report(_:proposal:)`` does both in one call.
    public init(spec: ButtonSpec, answer: LayoutAnswer) {
        self.init(spec: spec, intrinsicSize: answer.intrinsicSize, layout: answer.layout, stableSize: answer.stableSize,
                  truncation: answer.truncation, trace: answer.trace)
    }

    /// Assembles a report from its pieces.
    public init(spec: ButtonSpec, intrinsicSize: Size, layout: ButtonLayout, stableSize: Size?,
                truncation: TruncationReport, trace: SizeTrace) {
        profile = spec.profile.name
        scale = spec.scale
        self.intrinsicSize = intrinsicSize
        size = layout.bounds
        self.stableSize = stableSize
        imageRect = layout.imageRect
        titleRect = layout.titleRect
        subtitleRect = layout.subtitleRect
        imageCornerRadius = layout.imageCornerRadius
        cornerRadius = layout.cornerRadius
        displayedTitle = layout.title?.displayedText ?? ""
        displayedSubtitle = layout.subtitle?.displayedText
        truncated = layout.isTruncated
        tightened = layout.title?.isTightened ?? false
        self.truncation = truncation.place
        minimumWidth = truncation.minimumWidth
        lines = (layout.title?.lines ?? []).map { Line(text: $0.text, width: $0.width) }
        breaksWord = layout.breaksWord
        overflow = Edges(layout.overflow)
        overflowingElements = layout.overflowingElements.map(OverflowingElement.init)
        insetOverflowingElements = layout.insetOverflowingElements.map(OverflowingElement.init)
        status = LayoutStatus(layout)
        baselines = Baselines(first: layout.firstBaseline, last: layout.lastBaseline,
                              firstAnchor: layout.firstBaselineAnchor)
        self.trace = trace.terms.map { Term(axis: $0.axis.rawValue, term: $0.label, points: $0.points) }
        titleFont = layout.title?.font
        subtitleFont = layout.subtitle?.font
        language = spec.language
        titleMissingGlyphs = layout.title?.missingGlyphs ?? []
        subtitleMissingGlyphs = layout.subtitle?.missingGlyphs ?? []
        titleDrawnPointSize = layout.title?.drawnPointSize
        titleRuns = layout.title.flatMap { $0.runs.isEmpty ? nil : $0.runs.map(Run.init) }
    }

    private enum CodingKeys: String, CodingKey {
        case profile, scale, intrinsicSize, size, stableSize, imageRect, titleRect, subtitleRect, imageCornerRadius,
             cornerRadius, displayedTitle, displayedSubtitle, truncated, tightened, truncation, minimumWidth, lines, breaksWord,
             overflow, overflowingElements, insetOverflowingElements, status, baselines, trace, titleFont, subtitleFont, language, titleMissingGlyphs,
             subtitleMissingGlyphs, titleDrawnPointSize, titleRuns
    }

    /// Encodes what ``write(to:)`` writes, key for key: the report's one key list.
    public func encode(to encoder: any Encoder) throws {
        try EncodedAnswer { write(to: &$0) }.encode(to: encoder)
    }
}

extension ButtonSizer {
    /// Sizes and lays out a button in one call and reports everything `buttonsizer layout --json` does.
    ///
    /// - Parameters:
    ///   - spec: the button.
    ///   - proposal: the size to lay out in: the intrinsic size (default), given bounds, or
    ///     `sizeThatFits` under a maximum width.
    /// - Throws: ``ButtonSpecError`` naming the field, or the measurer's error.
    public func report(_ spec: ButtonSpec, proposal: LayoutProposal = .intrinsic) throws -> LayoutReport {
        LayoutReport(spec: spec, answer: try answer(spec, proposal: proposal))
    }
}

/// How far a number in a layout may move before a golden comparison calls it a change.
public enum LayoutTolerance: Sendable, Hashable {
    /// Equal on the device's pixel grid: both values rounded up with ``ceilToPixel(_:scale:)`` at the
    /// report's scale are the same (frames, already on the grid, must match exactly; an unrounded line
    /// width may move within its pixel). The default.
    case pixelGrid
    /// Equal within this many points.
    case points(Double)
    /// Bit-for-bit equal.
    case exact

    /// Whether `actual` counts as `expected` at `scale` (1, 2 or 3).
    public func matches(_ expected: Double, _ actual: Double, scale: Double) -> Bool {
        if expected == actual { return true }
        switch self {
        case .pixelGrid: return ceilToPixel(expected, scale: scale) == ceilToPixel(actual, scale: scale)
        case .points(let points): return abs(expected - actual) <= points
        case .exact: return false
        }
    }
}
