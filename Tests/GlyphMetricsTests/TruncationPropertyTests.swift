import ButtonSizer
import GlyphMetrics
import Testing

/// Single-line truncation, checked as properties on random strings (fixed seeds; every failure message
/// names the seed and case so it can be replayed) plus a few hand-computed cases.
@Suite struct TruncationPropertyTests {
    static let ellipsis: Character = "\u{2026}"
    static let tolerance = 1e-9

    /// The width of `text` measured on its own, without a limit.
    static func width(_ text: String) throws -> Double { try Fixture.width(text, FontSpec(name: "Inter", size: 17)) }

    static func fits(_ text: String, _ maxWidth: Double) throws -> Bool {
        try width(text) <= maxWidth + tolerance
    }

    /// Index of the first non-whitespace grapheme at or after `i` (or `count`).
    static func nextSolid(_ g: [Character], from i: Int) -> Int {
        var j = i
        while j < g.count && g[j].isWhitespace { j += 1 }
        return j
    }

    /// Index of the last non-whitespace grapheme before `i` (or -1).
    static func previousSolid(_ g: [Character], before i: Int) -> Int {
        var j = i - 1
        while j >= 0 && g[j].isWhitespace { j -= 1 }
        return j
    }

    @Test(arguments: [LineBreakMode.truncatingTail, .truncatingHead, .truncatingMiddle],
          [UInt64(0x5EED_0001), 0xC0FF_EE42])
    func randomTruncationProperties(mode: LineBreakMode, seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        var outcomes: [Outcome: Int] = [:]
        for caseNumber in 0..<60 {
            let text = randomText(&rng, maxPieces: 24)
            let full = try Self.width(text)
            let maxWidth = Double.random(in: 0...(full * 1.1), using: &rng)
            let where_ = "seed 0x\(String(seed, radix: 16)) case \(caseNumber) mode \(mode) width \(maxWidth) text \(text.debugDescription)"
            outcomes[try Self.check(text: text, maxWidth: maxWidth, mode: mode, fullWidth: full, where_), default: 0] += 1
        }
        // The random widths exercise every outcome, mostly real truncation.
        #expect(outcomes[.truncated, default: 0] >= 30 && outcomes[.whole] != nil && outcomes[.empty] != nil,
                "seed 0x\(String(seed, radix: 16)): \(outcomes)")
    }

    enum Outcome: Hashable { case whole, empty, truncated }

    /// Checks one truncation against the properties every mode shares and its own ellipsis position.
    @discardableResult
    static func check(text: String, maxWidth: Double, mode: LineBreakMode, fullWidth: Double,
                      _ where_: String) throws -> Outcome {
        let g = Array(text)
        let n = g.count
        let measured = try Fixture.measurer.measure(TextRequest(text: text, font: FontSpec(name: "Inter", size: 17),
                                                                maxWidth: maxWidth, maxLines: 1, lineBreakMode: mode))
        try #require(measured.lines.count == 1, "\(where_)")
        let line = measured.lines[0]
        let shown = line.text

        // 1. It fits, re-measured as its own string, and the reported width is that string's width.
        #expect(try fits(shown, maxWidth), "does not fit: \(shown.debugDescription) — \(where_)")
        #expect(approx(line.width, try width(shown)), "\(where_)")

        if fullWidth <= maxWidth + tolerance {
            #expect(shown == text && !measured.isTruncated && line.visibleRanges == [0..<n], "\(where_)")
            return .whole
        }
        // Trailing whitespace that does not fit hangs past the edge: the rest shows whole.
        let kept = g.count - (g.reversed().firstIndex { !$0.isWhitespace } ?? g.count)
        if kept < n, try fits(String(g[0..<kept]), maxWidth) {
            #expect(shown == String(g[0..<kept]) && !measured.isTruncated, "hanging whitespace — \(where_)")
            #expect(line.visibleRanges == (kept == 0 ? [] : [0..<kept]), "\(where_)")
            return .whole
        }
        #expect(measured.isTruncated, "\(where_)")

        // 2. Nothing fits, not even "…": an empty line (the chosen policy).
        if shown.isEmpty {
            #expect(try !fits("\u{2026}", maxWidth), "empty line although … fits — \(where_)")
            #expect(line.visibleRanges.isEmpty, "\(where_)")
            return .empty
        }

        // 3. Exactly one ellipsis, placed by the mode; the rest is whole graphemes of the original.
        let parts = shown.split(separator: ellipsis, omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            Issue.record("expected exactly one … in \(shown.debugDescription) — \(where_)")
            return .truncated
        }
        let before = Array(parts[0]), after = Array(parts[1])
        switch mode {
        case .truncatingTail: #expect(after.isEmpty, "tail: … must end the line — \(where_)")
        case .truncatingHead: #expect(before.isEmpty, "head: … must start the line — \(where_)")
        default: break
        }
        // Grapheme-whole prefix / suffix (comparing Characters, so a split cluster would not match).
        #expect(before.count <= n && Array(g[0..<before.count]) == before, "not a prefix — \(where_)")
        #expect(after.count <= n && Array(g[(n - after.count)...]) == after, "not a suffix — \(where_)")
        #expect(before.count + after.count < n, "\(where_)")
        // 4. Whitespace beside the ellipsis is dropped.
        #expect(before.last.map { !$0.isWhitespace } ?? true, "space before … — \(where_)")
        #expect(after.first.map { !$0.isWhitespace } ?? true, "space after … — \(where_)")
        // visibleRanges agree with the text.
        let expectedRanges = (before.isEmpty ? [] : [0..<before.count]) + (after.isEmpty ? [] : [(n - after.count)..<n])
        #expect(line.visibleRanges == expectedRanges, "\(line.visibleRanges) ≠ \(expectedRanges) — \(where_)")

        // 5. One more grapheme would not fit: the next-longer candidate (skipping whitespace, which would
        //    be dropped again) is re-measured. When it would reach the other part, the candidate is the
        //    whole text without ellipsis, which did not fit.
        func candidate(prefix: Int, suffixStart: Int) -> String {
            prefix >= suffixStart ? text : String(g[0..<prefix]) + "\u{2026}" + String(g[suffixStart...])
        }
        let suffixStart = n - after.count
        let longerPrefix = candidate(prefix: nextSolid(g, from: before.count) + 1, suffixStart: suffixStart)
        let longerSuffix = candidate(prefix: before.count, suffixStart: max(0, previousSolid(g, before: suffixStart)))
        switch mode {
        case .truncatingTail:
            #expect(try !fits(longerPrefix, maxWidth), "\(longerPrefix.debugDescription) also fits — \(where_)")
        case .truncatingHead:
            #expect(try !fits(longerSuffix, maxWidth), "\(longerSuffix.debugDescription) also fits — \(where_)")
        default:
            // Middle grows its gap one grapheme at a time on the wider side (Pango), so the previous step
            // had one grapheme more on one side, which did not fit.
            #expect(try !fits(longerPrefix, maxWidth) || !fits(longerSuffix, maxWidth),
                    "both \(longerPrefix.debugDescription) and \(longerSuffix.debugDescription) fit — \(where_)")
        }
        return .truncated
    }

    // MARK: - Hand-computed cases

    // Inter 17 pt, hb-shape units (unitsPerEm 2816), each string shaped whole:
    //   "Hello World" 15204 = 91.78 pt, "Hello…" 9052 = 54.65, "Hello W…" 12244 = 73.92, "Hello W" 10204 = 61.60,
    //   "Hello" 6740 = 40.69, "…World" 9984 = 60.27, "…orld" 7456 = 45.01, "He…rld" 9500 = 57.35,
    //   "Hel…rld" 10168 = 61.38.
    // Width 60. Tail: "Hello…" fits, "Hello W…" does not ("Hello …" would end in a space, dropped).
    // Head: "…World" does not fit, "…orld" does. Clipping keeps whole graphemes without "…": "Hello W"
    // does not fit, "Hello " loses its space. Middle (Pango's balanced gap, by hand from the per-glyph
    // advances H 2084 e 1640 l 668 l 668 o 1680 ␣ 792 W 2528 o 1680 r 1048 l 668 d 1748): the gap opens
    // after "Hello " (6 graphemes ≤ half of 15204), then shrinks the wider side each step:
    // "Hello…orld" → "Hell…orld" → "Hell…rld" → "Hel…rld" (61.38, no) → "He…rld" (57.35, fits).
    @Test(arguments: [
        (LineBreakMode.truncatingTail, "Hello\u{2026}", [0..<5]),
        (.truncatingHead, "\u{2026}orld", [7..<11]),
        (.truncatingMiddle, "He\u{2026}rld", [0..<2, 8..<11]),
        (.clipping, "Hello", [0..<5]),
    ])
    func helloWorldAt60Points(mode: LineBreakMode, expected: String, ranges: [Range<Int>]) throws {
        let m = try Fixture.measurer.measure(TextRequest(text: "Hello World", font: Fixture.inter17, maxWidth: 60,
                                                         lineBreakMode: mode))
        #expect(m.displayedText == expected && m.isTruncated && m.lines[0].visibleRanges == ranges)
        if mode.isTruncating {
            try Self.check(text: "Hello World", maxWidth: 60, mode: mode, fullWidth: 15204.0 * 17 / 2816, "\(mode)")
        }
    }

    /// Width smaller than "…" (2312 × 17 / 2816 = 13.957 pt): an empty line, truncated, in every
    /// truncating mode; width 0 as well.
    @Test(arguments: [LineBreakMode.truncatingTail, .truncatingHead, .truncatingMiddle], [0.0, 13.9])
    func narrowerThanEllipsisGivesAnEmptyLine(mode: LineBreakMode, width: Double) throws {
        let m = try Fixture.measurer.measure(TextRequest(text: "Hello", font: Fixture.inter17, maxWidth: width,
                                                         lineBreakMode: mode))
        #expect(m.lines.count == 1 && m.displayedText == "" && m.width == 0 && m.isTruncated)
        #expect(m.lines[0].visibleRanges.isEmpty)
    }

    /// Exactly the ellipsis' width: "…" alone is shown (tail), nothing of the text.
    @Test func exactlyTheEllipsisWidth() throws {
        let m = try Fixture.measurer.measure(TextRequest(text: "Hello", font: Fixture.inter17,
                                                         maxWidth: 2312.0 * 17 / 2816, lineBreakMode: .truncatingTail))
        #expect(m.displayedText == "\u{2026}" && m.isTruncated && m.lines[0].visibleRanges.isEmpty)
    }

    /// Grapheme clusters stay whole: a family emoji (ZWJ sequence), a flag and e + combining acute are
    /// never cut. "e\u{301}" repeated: every kept prefix has whole pairs of scalars.
    @Test func clustersAreNeverSplit() throws {
        let text = String(repeating: "e\u{301}", count: 12)
        for width in stride(from: 24.0, through: 80, by: 3.5) {  // "é…" = (1640 + 2312) × 17 / 2816 = 23.86 pt
            let m = try Fixture.measurer.measure(TextRequest(text: text, font: Fixture.inter17, maxWidth: width))
            let kept = m.displayedText.unicodeScalars.filter { $0 != "\u{2026}" }
            #expect(kept.count % 2 == 0 && kept.count > 0, "width \(width): \(m.displayedText.debugDescription)")
        }
    }

    /// Truncation with a fallback font before the cut: "统计统计统计" is 6 × 17 = 102 pt in Noto Sans CJK SC
    /// (1000 units each at 1000 upem). At 60 pt, tail: "…" is in Inter, so it is its own run, 2312 units =
    /// 13.957 pt; 2 ideographs (34 pt) + … = 47.957 pt fit, 3 (51 + 13.957 = 64.957) do not.
    @Test func truncatesFallbackText() throws {
        let m = try Fixture.measurer.measure(TextRequest(text: "统计统计统计", font: FontSpec(name: "Inter", size: 17),
                                                         maxWidth: 60))
        #expect(m.displayedText == "统计\u{2026}" && m.isTruncated)
        #expect(approx(m.width, 34 + 2312.0 * 17 / 2816))
    }
}
