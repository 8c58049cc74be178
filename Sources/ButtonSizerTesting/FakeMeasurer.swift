import ButtonSizer

/// A measurer with round numbers so every expected value can be computed by hand:
/// every grapheme (space and "…" included) is `advance` points wide (10), ascender 16, descender −4,
/// leading 0 → line height 20. Greedy wrapping at spaces (a word longer than the line breaks between
/// graphemes, and the line reports `breaksWord`); "\n" breaks in wrapping modes. Truncation keeps the longest text that fits with a
/// one-grapheme "…"; middle keeps ⌈k/2⌉ graphemes before it and ⌊k/2⌋ after; spaces next to "…" are
/// dropped. Truncating/clipping modes use one line unless `maxLines` > 1 (then lines 1…N−1 wrap and the
/// rest is shortened on line N).
///
/// For layout-arithmetic tests (yours and ButtonSizer's): with it a title of 8 graphemes is 80 pt
/// wide and 20 pt tall, so a button's expected size is a sum you can write in the test. It measures
/// nothing real: use `TextMeasurer` with the bundled fonts for what a device shows.
public struct FakeMeasurer: TextMeasuring, Sendable {
    /// The width of every grapheme, in points.
    public var advance: Double
    /// The ascender, in points (above the baseline).
    public var ascender: Double
    /// The descender, in points (negative: below the baseline).
    public var descender: Double
    /// The leading, in points.
    public var leading: Double

    /// A measurer with round metrics (defaults: 10 pt per grapheme, ascender 16, descender −4, leading 0).
    public init(advance: Double = 10, ascender: Double = 16, descender: Double = -4, leading: Double = 0) {
        self.advance = advance
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
    }

    /// The text's lines, widths and truncation by the rules above.
    public func measure(_ request: TextRequest) throws -> MeasuredText {
        let limit = request.maxWidth ?? .infinity
        var lines: [String] = []
        var broken: [Bool] = []  // per line: ends inside a word
        var truncated = false
        if request.lineBreakMode.isWrapping {
            for paragraph in request.text.split(separator: "\n", omittingEmptySubsequences: false) {
                let wrapped = wrap(Array(paragraph), limit, byChar: request.lineBreakMode == .charWrapping)
                lines += wrapped.map(\.text)
                broken += wrapped.map(\.breaksWord)
            }
            if request.maxLines > 0, lines.count > request.maxLines {
                lines = Array(lines.prefix(request.maxLines))
                truncated = true
            }
        } else {
            let chars = Array(request.text)
            let wrapped = request.maxLines > 1 ? wrap(chars, limit, byChar: false) : []
            if !wrapped.isEmpty && wrapped.count <= request.maxLines {
                lines = wrapped.map(\.text)
                broken = wrapped.map(\.breaksWord)
            } else {
                let kept = wrapped.prefix(max(request.maxLines - 1, 0))
                let restStart = wrapped.count > kept.count ? (wrapped.dropFirst(kept.count).first?.start ?? 0) : 0
                let (last, cut) = shorten(Array(chars[restStart...]), limit, request.lineBreakMode)
                lines = kept.map(\.text) + [last]
                broken = kept.map(\.breaksWord) + [false]
                truncated = cut
            }
        }
        return MeasuredText(lines: lines.indices.map {
                                MeasuredLine(text: lines[$0], width: width(lines[$0]),
                                             breaksWord: $0 < broken.count && broken[$0])
                            },
                            ascender: ascender, descender: descender, leading: leading, isTruncated: truncated)
    }

    /// `text`'s width on one line: its grapheme count × ``advance``, in points.
    public func width(_ text: String) -> Double { Double(text.count) * advance }

    /// Greedy word wrap; each line with the offset of its first grapheme, without trailing spaces, and
    /// whether it ends inside a word broken because it is longer than the line.
    private func wrap(_ chars: [Character], _ limit: Double, byChar: Bool) -> [(text: String, start: Int, breaksWord: Bool)] {
        let perLine = limit.isFinite ? max(1, Int((limit / advance).rounded(.down))) : Int.max
        var tokens: [(start: Int, end: Int, cut: Bool)] = []  // words (or single graphemes), spaces excluded
        var i = 0
        while i < chars.count {
            if chars[i] == " " { i += 1; continue }
            var j = i
            while j < chars.count, chars[j] != " ", !byChar || j == i { j += 1 }
            var s = i
            while j - s > perLine { tokens.append((s, s + perLine, true)); s += perLine }
            tokens.append((s, j, false))
            i = j
        }
        var lines: [(start: Int, end: Int, cut: Bool)] = []
        for token in tokens {
            if let last = lines.last, !last.cut, token.end - last.start <= perLine {
                lines[lines.count - 1].end = token.end
                lines[lines.count - 1].cut = token.cut
            } else {
                lines.append(token)
            }
        }
        if lines.isEmpty { return [("", 0, false)] }
        return lines.map { (String(chars[$0.start..<$0.end]), $0.start, $0.cut) }
    }

    /// One line shortened to `limit` per `mode`; whether anything was cut.
    private func shorten(_ chars: [Character], _ limit: Double, _ mode: LineBreakMode) -> (String, Bool) {
        if Double(chars.count) * advance <= limit { return (String(chars), false) }
        if mode == .clipping || mode.isWrapping {
            return (String(chars.prefix(Int((limit / advance).rounded(.down)))), true)
        }
        guard limit >= advance else { return ("", true) }
        let k = Int(((limit - advance) / advance).rounded(.down))
        let head = String(chars.prefix((k + 1) / 2))
        let tail = String(chars.suffix(k / 2))
        switch mode {
        case .truncatingHead: return ("…" + trimLeading(String(chars.suffix(k))), true)
        case .truncatingTail: return (trimTrailing(String(chars.prefix(k))) + "…", true)
        default: return (trimTrailing(head) + "…" + trimLeading(tail), true)
        }
    }

    private func trimTrailing(_ s: String) -> String { String(s.reversed().drop { $0 == " " }.reversed()) }
    private func trimLeading(_ s: String) -> String { String(s.drop { $0 == " " }) }
}
