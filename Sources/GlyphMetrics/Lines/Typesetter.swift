import ButtonSizer

/// One laid-out line before it becomes a `MeasuredLine`.
struct SetLine {
    var text: String
    var width: Double
    /// Grapheme ranges of the source text shown on the line.
    var visibleRanges: [Range<Int>]
    var truncated: Bool
    /// The line ends inside a word, broken between grapheme clusters (``MeasuredLine/breaksWord``).
    var breaksWord = false
    /// Laid out at the font's tight track (A11, ``MeasuredText/isTightened``).
    var tightened = false
    /// The pieces shaped apart (``MeasuredLine/pieces``); `nil` for `text` as one piece.
    var pieces: [LinePiece]? = nil
}

/// Breaks and truncates shaped text into lines, in one font at one size. Decisions use the advances
/// of the whole text shaped once; every line is then measured as its own string (kerning and joining
/// at the cut included) and moved back a step in the rare case that the real width does not fit. A
/// kept prefix whose own shaping the whole text's gives (``ShapedText/keepsPrefix(_:)``) is read from it.
struct Typesetter {
    let shaper: Shaper
    let face: FontFace
    let size: Double
    /// Points after every grapheme: the user's letter spacing, plus ``tightening`` at the tight track.
    var letterSpacing: Double
    let kerning: Bool
    let policies: TextPolicies
    let lineBreakers: LineBreakers
    /// The ICU locale whose line-break rules wrap the text.
    let locale: String
    /// The text's language: fallback cascade and HarfBuzz `locl`.
    let style: TextStyle
    /// Points per grapheme the tight track takes off (≤ 0), when this typesetter works at it.
    var tightening = 0.0
    /// The widths of lines of this text measured before at other widths, when the measurer keeps them
    /// (``LineWidths``); wrapping asks it before shaping a line as its own string.
    var lineWidths: LineWidths? = nil
    /// Whether a kept prefix (truncation's, a line shown whole) is measured from the whole text's
    /// advances where its shaping says they are the prefix's own (``ShapedText/keepsPrefix(_:)``),
    /// rather than shaped as its own string: issue 39's "shape once". Off in a measurer that keeps
    /// nothing, the reference every prefix shaped alone is compared with (TruncationReuseTests).
    var reusesShaping = false

    /// Floating-point slack for "fits": widths are sums of many terms (``MeasuredText/fitTolerance``,
    /// which the result of the typesetter's first case promises to its callers).
    static let tolerance = MeasuredText.fitTolerance

    func shape(_ text: String) -> ShapedText {
        shaper.shape(text, primary: face, kerning: kerning, pointSize: size, style: style)
    }

    /// The advance width of a grapheme range in points: `units × size / unitsPerEm`, the units of a
    /// font summed as integers first (so a one-font text is exact to one rounding, as CoreText's
    /// 17359 × 17 / 2048), plus letter spacing after every grapheme.
    func width(_ shaped: ShapedText, _ range: Range<Int>) -> Double {
        Self.width(shaped, range, size: size, letterSpacing: letterSpacing)
    }

    /// ``width(_:_:)`` at `size` points with `letterSpacing` points after every grapheme: the one
    /// formula, also for a one-line answer rescaled to another size (``ScalableLine``).
    /// A tab moves the pen to the next stop (``TabStops``), measured from the range's start.
    static func width(_ shaped: ShapedText, _ range: Range<Int>, size: Double, letterSpacing: Double) -> Double {
        guard !shaped.tabs.isEmpty else { return advanceSum(shaped, range, size: size, letterSpacing: letterSpacing) }
        var x = 0.0, start = range.lowerBound
        for tab in shaped.tabs where range.contains(tab) {
            x += advanceSum(shaped, start..<tab, size: size, letterSpacing: letterSpacing)
            x = TabStops.next(after: x)
            start = tab + 1
        }
        return x + advanceSum(shaped, start..<range.upperBound, size: size, letterSpacing: letterSpacing)
    }

    /// The advances of `range` added, and `letterSpacing` after each grapheme (no tab stops).
    private static func advanceSum(_ shaped: ShapedText, _ range: Range<Int>, size: Double,
                                   letterSpacing: Double) -> Double {
        var sum = AdvanceSum()
        sum.add(shaped.advances[range], size: size)
        return sum.points(size: size, letterSpacing: letterSpacing)
    }

    /// ``advanceSum(_:_:size:letterSpacing:)`` over graphemes given in parts, in order: the same
    /// arithmetic, so the same bits as over one text holding them all.
    struct AdvanceSum {
        private var points = 0.0, units: Int64 = 0, unitsPerEm: Int32 = 0, count = 0

        /// Adds graphemes' advances: font units summed as integers while the face's unitsPerEm stays.
        mutating func add(_ advances: ArraySlice<ShapedGrapheme>, size: Double) {
            for advance in advances {
                if advance.unitsPerEm != unitsPerEm {
                    if units != 0 { points += Double(units) * size / Double(unitsPerEm) }
                    (units, unitsPerEm) = (0, advance.unitsPerEm)
                }
                units += Int64(advance.units)
            }
            count += advances.count
        }

        /// The width in points at `size`, `letterSpacing` points after each grapheme.
        func points(size: Double, letterSpacing: Double) -> Double {
            var total = points
            if units != 0 { total += Double(units) * size / Double(unitsPerEm) }
            return total + letterSpacing * Double(count)
        }
    }

    /// The width of `text` shaped as its own string, in points.
    func width(of text: String) -> Double {
        let shaped = shape(text)
        return width(shaped, 0..<shaped.count)
    }

    /// The width of a line piece shaped as its own string, in points: at the user's letter spacing
    /// plus the piece's tracking, as a preview draws it (``TextMeasurer/glyphs(pieces:font:language:)``).
    func width(of piece: LinePiece) -> Double {
        let shaped = shape(piece.text)
        return width(shaped, 0..<shaped.count) + (piece.tracking - tightening) * Double(shaped.count)
    }

    /// Graphemes `range` of `shaped` as a piece of a line set by this typesetter (at its tight track
    /// when it works at one).
    private func piece(_ shaped: ShapedText, _ range: Range<Int>) -> LinePiece {
        LinePiece(text: shaped.string(range), tracking: tightening)
    }

    func fits(_ width: Double, _ maxWidth: Double) -> Bool { Self.fits(width, maxWidth) }

    /// Whether `width` fits in `maxWidth` (points), with ``tolerance``.
    static func fits(_ width: Double, _ maxWidth: Double) -> Bool { width <= maxWidth + tolerance }

    // MARK: - Lines

    /// ``lines(_:maxWidth:maxLines:mode:)`` as an answer's lines (never narrower than nothing: negative
    /// letter spacing, or a font's negative advances, can sum below zero), and whether one of them is
    /// truncated, and tightened.
    func measuredLines(_ shaped: ShapedText, maxWidth: Double, maxLines: Int,
                       mode: LineBreakMode) throws -> (lines: [MeasuredLine], isTruncated: Bool, isTightened: Bool) {
        if let full = fittingWidth(shaped, maxWidth: maxWidth) {  // the common case, made directly
            return ([MeasuredLine(text: shaped.text, width: max(0, full), visibleRanges: [0..<shaped.count])], false, false)
        }
        let lines = try lines(shaped, maxWidth: maxWidth, maxLines: maxLines, mode: mode)
        return (lines.map { MeasuredLine(text: $0.text, width: max(0, $0.width), visibleRanges: $0.visibleRanges,
                                         breaksWord: $0.breaksWord, pieces: $0.pieces) },
                lines.contains { $0.truncated }, lines.contains { $0.tightened })
    }

    /// The width of `shaped` in the common case, one line without breaks that fits `maxWidth`: no
    /// line-break iterator needed. Else nil. (``ScalableLine`` answers this case at other sizes and
    /// widths without a typesetter: keep them in step.)
    func fittingWidth(_ shaped: ShapedText, maxWidth: Double) -> Double? {
        guard shaped.count > 0, !Self.hasNewline(shaped) else { return nil }
        let full = width(shaped, 0..<shaped.count)
        return fits(full, maxWidth) ? full : nil
    }

    /// Whether ``lines(_:maxWidth:maxLines:mode:)`` of `shaped` (no newline) on one line in a truncating
    /// mode keeps every grapheme: it fits, or fits without its trailing whitespace, or fits at the tight
    /// track; decided as that function decides before it truncates, without truncating.
    func showsWholeOnOneLine(_ shaped: ShapedText, maxWidth: Double) -> Bool {
        let count = shaped.count
        guard count > 0, !fits(width(shaped, 0..<count), maxWidth) else { return true }
        let end = trimmedEnd(shaped, 0..<count)
        if end < count && fits(width(shaped, 0..<end), maxWidth) { return true }
        // ``shorten(_:_:mode:maxWidth:forced:)``: only the tight track can show it whole.
        guard let tight, end > 0 else { return false }
        return tight.fits(tight.pieceWidth(shaped, 0..<end), Self.budget(maxWidth))
    }

    /// Lays out `shaped` in lines no wider than `maxWidth` (∞ for no limit), at most `maxLines`
    /// (0 for no limit), as UILabel does with `mode`.
    func lines(_ shaped: ShapedText, maxWidth: Double, maxLines: Int, mode: LineBreakMode) throws -> [SetLine] {
        let count = shaped.count
        guard count > 0 else { return [SetLine(text: "", width: 0, visibleRanges: [], truncated: false)] }
        if let full = fittingWidth(shaped, maxWidth: maxWidth) {
            return [SetLine(text: shaped.text, width: full, visibleRanges: [0..<count], truncated: false)]
        }
        let hasBreaks = Self.hasNewline(shaped)
        if !hasBreaks {
            // Trailing whitespace counts when it fits (UIKit sizes "Title " with the space) and hangs
            // past the edge when it does not: the line then shows the text without it.
            let end = trimmedEnd(shaped, 0..<count)
            if end < count && fits(width(shaped, 0..<end), maxWidth) {
                return [line(shaped, 0..<end, maxWidth: maxWidth, soft: false)]
            }
            if maxLines == 1 && !mode.isWrapping {
                return [shorten(shaped, 0..<count, mode: mode, maxWidth: maxWidth, forced: false)]
            }
        }
        let breaks = try opportunities(shaped, mode: mode)
        let positions = prefixWidths(shaped)
        var lines: [SetLine] = []
        var ends: [(end: Int, mandatory: Bool)] = []
        var start = 0
        var next = 0  // index into `breaks` of the first opportunity after `start`
        while start < count {
            while next < breaks.count && breaks[next].index <= start { next += 1 }
            var (end, mandatory) = lineEnd(shaped, positions, breaks, from: start, next: next, maxWidth: maxWidth)
            // Shaped alone, a line can be wider than its share of the whole text (kerning across the
            // break: Inter's "AVA" cut from "AVAV…"). Move back an opportunity, else a grapheme, until it fits.
            var before = next  // breaks[next..<before]: the opportunities inside start..<end
            while before < breaks.count && breaks[before].index < end { before += 1 }
            while end > start + 1, !fits(lineWidth(shaped, start..<end, soft: true), maxWidth) {
                if before > next { before -= 1; end = breaks[before].index } else { end -= 1 }
                mandatory = false
            }
            let isLastAllowed = maxLines > 0 && lines.count == maxLines - 1
            if isLastAllowed && end < count {
                lines.append(lastLine(shaped, breaks, from: start, wrappedEnd: end, maxWidth: maxWidth, mode: mode))
                return lines
            }
            var set = line(shaped, start..<end, maxWidth: maxWidth, soft: !mandatory && end < count)
            set.breaksWord = end < count && !isOpportunity(end, breaks)
            lines.append(set)
            ends.append((end, mandatory))
            start = end
        }
        if policies.avoidsOrphans && mode == .wordWrapping {
            avoidOrphans(&lines, ends: ends, shaped, breaks, maxWidth: maxWidth)
        }
        return lines
    }

    /// The narrowest width limit (points) at which `shaped` (one paragraph: no newline, no tab) sets in at
    /// most `maxLines` (2 or more) lines, as the lines' advances add up: the greedy breaking of
    /// ``lines(_:maxWidth:maxLines:mode:)`` (as ``lineEnd(_:_:_:from:next:maxWidth:)``: the furthest
    /// opportunity that fits, a word wider than the line broken between graphemes), without shaping each
    /// line as its own string or narrowing the track. An estimate, then: a line shaped alone can be a
    /// little wider (kerning at its edges), and a font with a tight track fits more. `nil` in other cases.
    ///
    /// The line count only grows as the limit narrows, and it changes only where the limit crosses the
    /// width of some line: a bisection over limits, then the widest line set in the narrowest that fits.
    /// Each setting reads widths from arrays made once (each opportunity's line end without its trailing
    /// whitespace, and its hyphen): ~400 instructions a setting, 18,700 an estimate on the catalog's
    /// two-line titles (9,700 of them ICU's break iterator), where ``lineEnd(_:_:_:from:next:maxWidth:)``
    /// looks at the graphemes again for every line it tries (~3,500 a setting, 68,000 an estimate).
    func narrowestWholeWidth(_ shaped: ShapedText, maxLines: Int, mode: LineBreakMode) throws -> Double? {
        let count = shaped.count
        guard maxLines >= 2, count > 0, shaped.tabs.isEmpty, !Self.hasNewline(shaped) else { return nil }
        let breaks = try opportunities(shaped, mode: mode)
        let positions = prefixWidths(shaped)
        let shownEnds = breaks.map { trimmedEnd(shaped, 0..<$0.index) }
        let hyphens = breaks.map { !$0.mandatory && breaksAtSoftHyphen(shaped, 0..<$0.index) ? hyphenWidth : 0 }
        // The widest line when set in `maxWidth`, nil when more than `maxLines` lines are needed.
        func widestLine(_ maxWidth: Double) -> Double? {
            var start = 0, next = 0, lines = 0, widest = 0.0
            while start < count {
                lines += 1
                guard lines <= maxLines else { return nil }
                while next < breaks.count && breaks[next].index <= start { next += 1 }
                var end: Int?, width = 0.0
                var index = next
                while index < breaks.count {
                    let shown = positions[max(start, shownEnds[index])] - positions[start]
                    guard fits(shown + hyphens[index], maxWidth) else { break }
                    (end, width) = (breaks[index].index, shown)
                    if breaks[index].mandatory { break }
                    index += 1
                }
                if end == nil {  // the first word does not fit: broken between graphemes
                    let wordEnd = next < breaks.count ? breaks[next].index : count
                    var graphemes = start + 1
                    while graphemes < wordEnd && fits(positions[graphemes + 1] - positions[start], maxWidth) { graphemes += 1 }
                    (end, width) = (graphemes, positions[graphemes] - positions[start])
                }
                widest = max(widest, width)
                start = end ?? count
            }
            return widest
        }
        guard var fitting = widestLine(.infinity) else { return nil }
        var tooNarrow = 0.0
        // A hundredth of a point is finer than any pixel grid. A setting that fits is as wide as its widest
        // line (or the limit, where a grapheme wider than the limit fills a line all the same).
        while fitting - tooNarrow > 0.01 {
            let middle = (fitting + tooNarrow) / 2
            if let widest = widestLine(middle) { fitting = min(widest, middle) } else { tooNarrow = middle }
        }
        return widestLine(fitting)
    }

    /// Whether a grapheme of `shaped` is a newline (``ShapedText/hasLineBreak``, without grapheme breaking).
    static func hasNewline(_ shaped: ShapedText) -> Bool { shaped.hasLineBreak }

    /// Whether a grapheme of `text` is a newline (``hasLineBreak(_:)``).
    static func hasNewline(_ text: String) -> Bool { hasLineBreak(text) }

    /// Where the line starting at `start` ends: the furthest opportunity that fits, not past a
    /// mandatory break; a word wider than the line breaks between graphemes (at least one per line).
    private func lineEnd(_ shaped: ShapedText, _ positions: [Double], _ breaks: [LineBreakers.Opportunity],
                         from start: Int, next: Int, maxWidth: Double) -> (Int, Bool) {
        var best: LineBreakers.Opportunity?
        var index = next
        while index < breaks.count {
            let candidate = breaks[index]
            let end = trimmedEnd(shaped, start..<candidate.index)
            let hyphen = !candidate.mandatory && breaksAtSoftHyphen(shaped, start..<candidate.index) ? hyphenWidth : 0
            guard fits(span(shaped, positions, start..<end) + hyphen, maxWidth) else { break }
            best = candidate
            if candidate.mandatory { break }
            index += 1
        }
        if let best { return (best.index, best.mandatory) }
        // The first word does not fit: break it between graphemes.
        let wordEnd = next < breaks.count ? breaks[next].index : shaped.count
        var end = start + 1
        while end < wordEnd && fits(span(shaped, positions, start..<end + 1), maxWidth) { end += 1 }
        return (end, false)
    }

    /// A wrapped line as drawn: without its trailing whitespace, a soft hyphen at a `soft` break
    /// drawn as a hyphen. Its width is measured as its own string and, at a soft break after a space,
    /// keeps that space when it fits (A1: UIKit's `sizeThatFits` counts "jumps over the lazy dog␠").
    private func line(_ shaped: ShapedText, _ range: Range<Int>, maxWidth: Double, soft: Bool) -> SetLine {
        let shown = range.lowerBound..<trimmedEnd(shaped, range)
        let text = lineText(shaped, range, soft: soft)
        var lineWidth = lineWidth(shaped, range, soft: soft, text: text)
        let space = shown.upperBound..<range.upperBound
        if soft && !shown.isEmpty && !space.isEmpty && !space.contains(where: shaped.isNewline) {
            let withSpace = keptWidth(shaped, range)
                ?? known(LineWidths.Line(start: range.lowerBound, end: range.upperBound, hyphen: false)) {
                    width(of: shaped.string(range))
                }
            if fits(withSpace, maxWidth) { lineWidth = withSpace }
        }
        return SetLine(text: text, width: lineWidth, visibleRanges: shown.isEmpty ? [] : [shown], truncated: false)
    }

    /// The width of ``lineText(_:_:soft:)`` (`text` when the caller has it) shaped as its own string;
    /// a line that shows no hyphen is read from the whole text where its shaping keeps the line's
    /// graphemes (``keptWidth(_:_:)``).
    private func lineWidth(_ shaped: ShapedText, _ range: Range<Int>, soft: Bool, text: String? = nil) -> Double {
        let line = LineWidths.Line(start: range.lowerBound, end: trimmedEnd(shaped, range),
                                   hyphen: soft && breaksAtSoftHyphen(shaped, range))
        if !line.hyphen, let kept = keptWidth(shaped, line.start..<line.end) { return kept }
        return known(line) { width(of: text ?? lineText(shaped, range, soft: soft)) }
    }

    /// `line`'s width from ``lineWidths``, else `measure()` (kept there when there are line widths).
    private func known(_ line: LineWidths.Line, measure: () -> Double) -> Double {
        guard let lineWidths, tightening == 0 else { return measure() }
        return lineWidths.width(line, measure: measure)
    }

    /// The text a line shows: `range` without trailing whitespace; at a `soft` break right after a soft
    /// hyphen (U+00AD), the hyphen the font has (U+2010, else "-") in its place (a break at a space after
    /// one shows none). An unbroken soft hyphen stays in the text: HarfBuzz draws it invisible, with zero
    /// width.
    private func lineText(_ shaped: ShapedText, _ range: Range<Int>, soft: Bool) -> String {
        let end = trimmedEnd(shaped, range)
        guard soft && breaksAtSoftHyphen(shaped, range) else { return shaped.string(range.lowerBound..<end) }
        return shaped.string(range.lowerBound..<end - 1) + hyphen
    }

    /// Whether a line of graphemes `range` breaks right after a soft hyphen, and so shows a hyphen (a line
    /// broken at a space after one, or of only the spaces after one, shows none).
    private func breaksAtSoftHyphen(_ shaped: ShapedText, _ range: Range<Int>) -> Bool {
        !range.isEmpty && shaped.grapheme(range.upperBound - 1) == "\u{AD}"
    }

    /// The hyphen drawn at a soft-hyphen break: U+2010 when the font has it, else U+002D.
    private var hyphen: String { face.hasGlyph(for: "\u{2010}") ? "\u{2010}" : "-" }

    private var hyphenWidth: Double { width(of: hyphen) }

    /// The last allowed line when more text follows: truncating modes put the remainder there and
    /// shorten it; clipping cuts it; wrapping modes show the wrapped line and drop the rest.
    private func lastLine(_ shaped: ShapedText, _ breaks: [LineBreakers.Opportunity], from start: Int,
                          wrappedEnd: Int, maxWidth: Double, mode: LineBreakMode) -> SetLine {
        let count = shaped.count
        let firstBreak = breaks.first { $0.mandatory && $0.index > start }?.index ?? count
        let lastBreak = breaks.last { $0.mandatory && $0.index > start && $0.index < count }?.index ?? start
        var result: SetLine
        switch policies.lastLineMode(mode) {
        case .wordWrapping, .charWrapping:
            result = line(shaped, start..<wrappedEnd, maxWidth: maxWidth, soft: true)
        case .truncatingTail:
            result = shorten(shaped, start..<firstBreak, mode: .truncatingTail, maxWidth: maxWidth, forced: true)
        case .truncatingHead:
            result = shorten(shaped, lastBreak..<count, mode: .truncatingHead, maxWidth: maxWidth, forced: true)
        case .truncatingMiddle:
            result = shorten(shaped, start..<count, mode: .truncatingMiddle, maxWidth: maxWidth, forced: true)
        case .clipping:
            result = truncate(shaped, start..<firstBreak, mode: .clipping, maxWidth: maxWidth, forced: true)
        }
        result.truncated = true
        return result
    }

    // MARK: - Truncation

    /// The truncation budget (A10): UIKit shortens a line to `floor(width)` whole points, while
    /// "fits without truncating" uses the exact width.
    static func budget(_ maxWidth: Double) -> Double { (maxWidth + tolerance).rounded(.down) }

    /// The width of "…" shaped by itself, in the font that draws it (the primary, else a fallback):
    /// CoreText appends the truncation token as its own line, so nothing kerns across the cut. The
    /// token is not tightened.
    var ellipsisWidth: Double { width(of: LinePiece.truncationToken) }

    /// This typesetter at the font's tight `trak` track, or `nil` when the font has none.
    var tight: Typesetter? {
        guard tightening == 0, let units = face.tighteningUnits(pointSize: size) else { return nil }
        var tight = self
        tight.tightening = units * size / Double(face.metrics.unitsPerEm)
        tight.letterSpacing += tight.tightening
        return tight
    }

    /// A line of truncating `mode` that overflows, as UIKit draws it (A11): when the font has a tight
    /// track, the line is laid out at it first; if the whole range then fits the budget it is drawn
    /// whole, squeezed to floor(maxWidth), else it is truncated at the tight track. Fonts without
    /// one truncate at once.
    func shorten(_ shaped: ShapedText, _ range: Range<Int>, mode: LineBreakMode, maxWidth: Double,
                 forced: Bool) -> SetLine {
        guard mode.isTruncating, let tight else {
            return truncate(shaped, range, mode: mode, maxWidth: maxWidth, forced: forced)
        }
        let budget = Self.budget(maxWidth)
        let shown = range.lowerBound..<trimmedEnd(shaped, range)
        if !forced, !shown.isEmpty, tight.fits(tight.pieceWidth(shaped, shown), budget) {
            return SetLine(text: shaped.string(shown), width: budget, visibleRanges: [shown],
                           truncated: false, tightened: true, pieces: [tight.piece(shaped, shown)])
        }
        var line = tight.truncate(shaped, range, mode: mode, maxWidth: maxWidth, forced: forced)
        line.tightened = true
        return line
    }

    /// The width of graphemes `range` of `shaped` shaped as their own string (0 when empty), in points.
    /// A prefix whose cut the shaping marks clean is read from the whole text's advances
    /// (``reusesShaping``): the same advances in the same order through the one width formula, so the
    /// same bits, without a shaping. Truncation asks for a prefix and the one a grapheme longer to fix
    /// where it cuts, then for the shown head: shaped, they were ~19 % of a one-line answer. A piece whose
    /// end is not clean (a kerning pair or contextual lookup across the cut) is read up to the last
    /// clean start inside it and only its edge from there is shaped (``ShapedText/lastCleanStart(in:)``),
    /// as browsers reshape a line's end (issue 39's "reshapes only a line edge").
    private func pieceWidth(_ shaped: ShapedText, _ range: Range<Int>) -> Double {
        if range.isEmpty { return 0 }
        if let kept = keptWidth(shaped, range) { return kept }
        if reusesShaping, shaped.tabs.isEmpty, let start = shaped.lastCleanStart(in: range) {
            let edge = shape(shaped.string(start..<range.upperBound))
            if edge.count == range.upperBound - start {  // the same graphemes (the text has no tab)
                var sum = AdvanceSum()
                sum.add(shaped.advances[range.lowerBound..<start], size: size)
                sum.add(edge.advances[...], size: size)
                return sum.points(size: size, letterSpacing: letterSpacing)
            }
        }
        return width(of: shaped.string(range))
    }

    /// The width of graphemes `range` as their own string, read from the whole text's advances where
    /// its shaping says they are the piece's own (``ShapedText/keeps(_:)``, ``reusesShaping``): the same
    /// advances in the same order through the one width formula, so the same bits; `nil` where it does
    /// not (the piece is to be shaped; an empty piece is kept only of an empty text: 0 wide either way).
    private func keptWidth(_ shaped: ShapedText, _ range: Range<Int>) -> Double? {
        reusesShaping && shaped.keeps(range) ? width(shaped, range) : nil
    }

    /// Shortens `range` of `shaped` to one line, keeping whole grapheme clusters, as UIKit does:
    ///
    /// - the budget is B = floor(maxWidth) (A10); the kept text and "…" are shaped separately and
    ///   their widths added (no kerning across the cut, as `CTLineCreateTruncatedLine`);
    /// - tail: the longest prefix with prefix + … ≤ B; head: the longest suffix alike;
    /// - middle (A9): the head is the longest prefix with head + …/2 ≤ B/2, the tail the longest
    ///   suffix that fills the rest (head + … + tail ≤ B);
    /// - whitespace beside "…" is dropped afterwards; clipping keeps the longest prefix within the
    ///   exact width, without "…".
    ///
    /// `forced`: more text follows that cannot be shown, so the ellipsis appears even if the range
    /// fits. When not even "…" fits the budget, the line is empty.
    func truncate(_ shaped: ShapedText, _ range: Range<Int>, mode: LineBreakMode, maxWidth: Double,
                  forced: Bool) -> SetLine {
        let lower = range.lowerBound, upper = range.upperBound, n = range.count
        let positions = prefixWidths(shaped)
        if mode == .clipping {
            let kept = longest(upTo: n, limit: maxWidth,
                               estimate: { positions[lower + $0] - positions[lower] },
                               exact: { pieceWidth(shaped, lower..<lower + $0) })
            let shown = lower..<trimmedEnd(shaped, lower..<lower + kept)
            return SetLine(text: shaped.string(shown), width: pieceWidth(shaped, shown),
                           visibleRanges: shown.isEmpty ? [] : [shown], truncated: forced || kept < n)
        }
        let budget = Self.budget(maxWidth), ellipsis = ellipsisWidth
        guard ellipsis <= budget + Self.tolerance else {
            return SetLine(text: "", width: 0, visibleRanges: [], truncated: true)
        }
        let most = forced ? n : n - 1  // graphemes that may be kept: at least one goes unless forced
        func prefix(_ count: Int) -> Double { pieceWidth(shaped, lower..<lower + count) }
        func suffix(_ count: Int) -> Double { pieceWidth(shaped, upper - count..<upper) }
        func prefixEstimate(_ count: Int) -> Double { positions[lower + count] - positions[lower] }
        func suffixEstimate(_ count: Int) -> Double { positions[upper] - positions[upper - count] }
        var head = 0, tail = 0
        switch mode {
        case .truncatingHead:
            tail = longest(upTo: most, limit: budget - ellipsis, estimate: suffixEstimate, exact: suffix)
        case .truncatingMiddle:
            head = longest(upTo: most, limit: (budget - ellipsis) / 2, estimate: prefixEstimate, exact: prefix)
            let headWidth = prefix(head)
            tail = longest(upTo: most - head, limit: budget - ellipsis - headWidth,
                           estimate: suffixEstimate, exact: suffix)
        default:  // tail, and the last line of wrapping modes
            head = longest(upTo: most, limit: budget - ellipsis, estimate: prefixEstimate, exact: prefix)
        }
        let shownHead = lower..<trimmedEnd(shaped, lower..<lower + head)
        let shownTail = trimmedStart(shaped, upper - tail..<upper)..<upper
        let shown = [shownHead, shownTail].filter { !$0.isEmpty }
        // The pieces in order, head, "…", tail, each with its width as `width(of: piece)` has it, added up
        // in that order; a kept one's own tracking is this typesetter's (``piece(_:_:)``), so that is its
        // `pieceWidth` (a head may be read, not shaped); "…" is ``ellipsisWidth``, looked up once.
        var pieces: [LinePiece] = []
        pieces.reserveCapacity(3)
        var width = 0.0
        if !shownHead.isEmpty {
            pieces.append(piece(shaped, shownHead))
            width += pieceWidth(shaped, shownHead)
        }
        pieces.append(.truncationToken)
        width += ellipsis
        if !shownTail.isEmpty {
            pieces.append(piece(shaped, shownTail))
            width += pieceWidth(shaped, shownTail)
        }
        return SetLine(text: pieces.map(\.text).joined(), width: width, visibleRanges: shown, truncated: true, pieces: pieces)
    }

    /// The largest count in 0...`most` whose `exact` width fits `limit`, and after which one more
    /// grapheme would not. The whole-text `estimate` (exact but for kerning at the cut) finds the
    /// neighbourhood by bisection; the pieces shaped alone then settle it in a step or two.
    private func longest(upTo most: Int, limit: Double, estimate: (Int) -> Double,
                         exact: (Int) -> Double) -> Int {
        guard most > 0 else { return 0 }
        var low = 0, high = most  // estimate fits at low (0 graphemes); find the last that fits
        while low < high {
            let mid = (low + high + 1) / 2
            if fits(estimate(mid), limit) { low = mid } else { high = mid - 1 }
        }
        var count = low
        while count < most && fits(exact(count + 1), limit) { count += 1 }
        while count > 0 && !fits(exact(count), limit) { count -= 1 }
        return count
    }

    // MARK: - Helpers

    /// Widths of the first 0…count graphemes, in points (a tab to its stop from the text's start).
    private func prefixWidths(_ shaped: ShapedText) -> [Double] {
        var positions = [0.0]
        positions.reserveCapacity(shaped.count + 1)
        var points = 0.0, tabs = shaped.tabs[...]
        for (index, advance) in shaped.advances.enumerated() {
            if tabs.first == index {
                tabs.removeFirst()
                points = TabStops.next(after: points)
            } else {
                points += Double(advance.units) * size / Double(advance.unitsPerEm) + letterSpacing
            }
            positions.append(points)
        }
        return positions
    }

    /// The width of graphemes `range` on a line that starts with them: from the text's prefix widths,
    /// or, where a tab's stop depends on where the line starts, measured from the range's start.
    private func span(_ shaped: ShapedText, _ positions: [Double], _ range: Range<Int>) -> Double {
        shaped.tabs.isEmpty ? positions[range.upperBound] - positions[range.lowerBound] : width(shaped, range)
    }

    private func trimmedEnd(_ shaped: ShapedText, _ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound && shaped.isWhitespace(end - 1) { end -= 1 }
        return end
    }

    private func trimmedStart(_ shaped: ShapedText, _ range: Range<Int>) -> Int {
        var start = range.lowerBound
        while start < range.upperBound && shaped.isWhitespace(start) { start += 1 }
        return start
    }

    /// UAX #14 opportunities for word wrapping; every grapheme boundary for character wrapping.
    private func opportunities(_ shaped: ShapedText, mode: LineBreakMode) throws -> [LineBreakers.Opportunity] {
        let uax14 = try lineBreakers.opportunities(of: shaped.text, locale: locale)
        guard mode == .charWrapping else { return uax14 }
        let mandatory = Set(uax14.filter(\.mandatory).map(\.index))
        return (1...shaped.count).map { .init(index: $0, mandatory: mandatory.contains($0)) }
    }

    /// iOS's standard line-break strategy: a paragraph's last line of a single word takes the last
    /// word of the line above when both still fit.
    private func avoidOrphans(_ lines: inout [SetLine], ends: [(end: Int, mandatory: Bool)], _ shaped: ShapedText,
                              _ breaks: [LineBreakers.Opportunity], maxWidth: Double) {
        guard lines.count >= 2, lines.count == ends.count else { return }
        for index in 1..<lines.count {
            let isParagraphEnd = ends[index].mandatory || index == lines.count - 1
            guard isParagraphEnd, !ends[index - 1].mandatory else { continue }
            let start = index >= 2 ? ends[index - 2].end : 0
            let middle = ends[index - 1].end, end = ends[index].end
            guard softBreaks(breaks, inside: middle..<end).isEmpty,
                  let moved = softBreaks(breaks, inside: start..<middle).last else { continue }
            let lower = line(shaped, moved.index..<end, maxWidth: maxWidth,
                             soft: !ends[index].mandatory && end < shaped.count)
            guard fits(lower.width, maxWidth) else { continue }
            lines[index - 1] = line(shaped, start..<moved.index, maxWidth: maxWidth, soft: true)
            lines[index] = lower
        }
    }

    /// Whether a line may end before grapheme `index` (binary search: `breaks` is sorted).
    private func isOpportunity(_ index: Int, _ breaks: [LineBreakers.Opportunity]) -> Bool {
        var low = 0, high = breaks.count
        while low < high {
            let mid = (low + high) / 2
            if breaks[mid].index < index { low = mid + 1 } else { high = mid }
        }
        return low < breaks.count && breaks[low].index == index
    }

    /// The non-mandatory opportunities strictly inside `range` (binary search: `breaks` is sorted).
    private func softBreaks(_ breaks: [LineBreakers.Opportunity], inside range: Range<Int>) -> [LineBreakers.Opportunity] {
        var low = 0, high = breaks.count
        while low < high {
            let mid = (low + high) / 2
            if breaks[mid].index <= range.lowerBound { low = mid + 1 } else { high = mid }
        }
        var found: [LineBreakers.Opportunity] = []
        while low < breaks.count && breaks[low].index < range.upperBound {
            if !breaks[low].mandatory { found.append(breaks[low]) }
            low += 1
        }
        return found
    }
}
