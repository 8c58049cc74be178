import ButtonSizer
import GlyphMetrics
import Testing
import ButtonSizerTesting

/// Single-line truncation, checked as properties on random strings (fixed seeds; every failure message
/// names the seed and case so it can be replayed) plus a few hand-computed cases.
@Suite struct TruncationPropertyTests {
    static let ellipsis: Character = "\u{2026}"
    static let tolerance = 1e-9

    static func fits(_ text: String, _ maxWidth: Double) throws -> Bool {
        try width(text) <= maxWidth + tolerance
    }

    /// `text` without whitespace at its end / start.
    static func trimEnd(_ g: ArraySlice<Character>) -> String { String(g.reversed().drop { $0.isWhitespace }.reversed()) }
    static func trimStart(_ g: ArraySlice<Character>) -> String { String(g.drop { $0.isWhitespace }) }

    /// The largest count in 0...`most`, scanning up from 0, whose width fits `limit`.
    static func longest(_ most: Int, limit: Double, _ width: (Int) throws -> Double) rethrows -> Int {
        var count = 0
        while count < most, try width(count + 1) <= limit + tolerance { count += 1 }
        return count
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
        #expect(outcomes[.truncated, default: 0] >= 30, "seed 0x\(String(seed, radix: 16)): \(outcomes)")
        #expect(outcomes[.whole] != nil, "seed 0x\(String(seed, radix: 16)): \(outcomes)")
        #expect(outcomes[.empty] != nil, "seed 0x\(String(seed, radix: 16)): \(outcomes)")
    }

    enum Outcome: Hashable { case whole, empty, truncated }

    /// Checks one truncation against UIKit's rule (A9, A10, issue #10 item 4), computed here from
    /// widths of the pieces measured one by one: B = floor(width); the kept text and "…" are shaped
    /// apart and added; tail keeps the longest prefix with prefix + … ≤ B, head the longest suffix,
    /// middle the longest head with head + …/2 ≤ B/2 and then the longest tail with head + … + tail ≤ B;
    /// whitespace beside "…" is dropped afterwards.
    @discardableResult
    static func check(text: String, maxWidth: Double, mode: LineBreakMode, fullWidth: Double,
                      _ where_: String) throws -> Outcome {
        let g = Array(text)
        let n = g.count
        let measured = try Fixture.measurer.measure(TextRequest(text: text, font: FontSpec(name: "Inter", size: 17),
                                                                maxWidth: maxWidth, maxLines: 1, lineBreakMode: mode))
        try #require(measured.lines.count == 1, "\(where_)")
        let line = measured.lines[0]

        if fullWidth <= maxWidth + tolerance {
            #expect(line.text == text, "\(where_)")
            #expect(!measured.isTruncated, "\(where_)")
            return .whole
        }
        // Trailing whitespace that does not fit hangs past the edge: the rest shows whole.
        let kept = g.count - (g.reversed().firstIndex { !$0.isWhitespace } ?? g.count)
        if kept < n, try fits(String(g[0..<kept]), maxWidth) {
            #expect(line.text == String(g[0..<kept]), "hanging whitespace — \(where_)")
            #expect(!measured.isTruncated, "\(where_)")
            return .whole
        }
        #expect(measured.isTruncated, "\(where_)")
        let budget = (maxWidth + tolerance).rounded(.down)
        let ellipsis = try width(String(Self.ellipsis))
        guard ellipsis <= budget + tolerance else {
            #expect(line.text == "", "nothing fits, not even …: an empty line — \(where_)")
            #expect(line.width == 0, "\(where_)")
            return .empty
        }
        func prefix(_ k: Int) throws -> Double { try width(String(g[0..<k])) }
        func suffix(_ k: Int) throws -> Double { try width(String(g[(n - k)...])) }
        var head = 0, tail = 0
        switch mode {
        case .truncatingHead:
            tail = try longest(n - 1, limit: budget - ellipsis, suffix)
        case .truncatingMiddle:
            head = try longest(n - 1, limit: (budget - ellipsis) / 2, prefix)
            let headWidth = try prefix(head)
            tail = try longest(n - 1 - head, limit: budget - ellipsis - headWidth, suffix)
        default:
            head = try longest(n - 1, limit: budget - ellipsis, prefix)
        }
        let before = trimEnd(g[0..<head]), after = trimStart(g[(n - tail)...])
        #expect(line.text == before + String(Self.ellipsis) + after, "\(where_)")
        // The displayed width is the sum of the pieces shaped apart, within the budget.
        let pieces = try width(before) + ellipsis + width(after)
        #expect(approx(line.width, pieces), "\(line.width) ≠ \(pieces) — \(where_)")
        #expect(line.width <= budget + tolerance, "\(where_)")
        let expectedRanges = (before.isEmpty ? [] : [0..<before.count])
            + (after.isEmpty ? [] : [(n - after.count)..<n])
        #expect(line.visibleRanges == expectedRanges, "\(line.visibleRanges) ≠ \(expectedRanges) — \(where_)")
        return .truncated
    }

    /// The width of `text` shaped alone, or 0 for nothing.
    static func width(_ text: String) throws -> Double {
        text.isEmpty ? 0 : try Fixture.width(text, FontSpec(name: "Inter", size: 17))
    }

    // MARK: - Hand-computed cases

    // Inter 17 pt (unitsPerEm 2816), each piece shaped alone with hb-shape 6.0.0 and its advances summed:
    //   `hb-shape --no-glyph-names Fonts/Inter-Regular.otf "He"` → 3724 (and so on):
    //   "Hello World" 15204 = 91.78 pt, "…" 2312 = 13.957, "Hello " 7532 = 45.47, "Hello W" 10204 = 61.60,
    //   "World" 7672 = 46.31, "orld" 5144 = 31.05, "He" 3724 = 22.48, "Hel" 4392 = 26.51, "rld" 3464 = 20.91.
    // Width 60, budget B = 60. Tail: prefix ≤ 60 − 13.957 = 46.04 → "Hello " (45.47), shown "Hello…".
    // Head: suffix ≤ 46.04 → "orld" ("World" is 46.31). Middle: head ≤ (60 − 13.957) / 2 = 23.02 → "He";
    // tail ≤ 60 − 13.957 − 22.48 = 23.56 → "rld" ("orld" 31.05 does not). Clipping: the longest prefix
    // within 60 is "Hello " ("Hello W" 61.60 is not), shown without its space.
    @Test(arguments: [
        (LineBreakMode.truncatingTail, "Hello\u{2026}", [0..<5], 6740 + 2312),
        (.truncatingHead, "\u{2026}orld", [7..<11], 2312 + 5144),
        (.truncatingMiddle, "He\u{2026}rld", [0..<2, 8..<11], 3724 + 2312 + 3464),
        (.clipping, "Hello", [0..<5], 6740),
    ])
    func helloWorldAt60Points(mode: LineBreakMode, expected: String, ranges: [Range<Int>], units: Int) throws {
        let m = try Fixture.measurer.measure(TextRequest(text: "Hello World", font: Fixture.inter17, maxWidth: 60,
                                                         lineBreakMode: mode))
        #expect(m.displayedText == expected)
        #expect(m.isTruncated)
        #expect(m.lines[0].visibleRanges == ranges)
        #expect(approx(m.width, Double(units) * 17 / 2816))
    }

    // A sweep of widths for every truncating mode, the rule computed here from hb-shape sums alone:
    // `hb-shape --no-glyph-names Fonts/Inter-Regular.otf "Continue shopping"` cut to each prefix and
    // suffix (hb-shape 6.0.0, x advances summed), "…" 2312, Inter 17 pt, upem 2816.
    static let prefixUnits = [0, 2048, 3728, 5376, 6400, 7068, 8716, 10352, 11992, 12784, 14256, 15920, 17600,
                              19316, 21032, 21700, 23348, 25064]
    static let suffixUnits = [0, 1716, 3364, 4032, 5748, 7464, 9144, 10808, 12280, 13072, 14712, 16348, 17996,
                              18664, 19688, 21336, 23016, 25064]

    @Test(arguments: [LineBreakMode.truncatingTail, .truncatingHead, .truncatingMiddle])
    func continueShoppingSweep(mode: LineBreakMode) throws {
        let text = Array("Continue shopping"), n = text.count
        func points(_ units: Int) -> Double { Double(units) * 17 / 2816 }
        let ellipsis = points(2312)
        for step in 28...300 {
            let width = Double(step) / 2  // 14 … 150 pt
            let budget = width.rounded(.down)
            func longest(_ most: Int, _ table: [Int], _ limit: Double) -> Int {
                (0...most).last { points(table[$0]) <= limit + 1e-9 } ?? 0
            }
            var head = 0, tail = 0
            switch mode {
            case .truncatingHead: tail = longest(n - 1, Self.suffixUnits, budget - ellipsis)
            case .truncatingMiddle:
                head = longest(n - 1, Self.prefixUnits, (budget - ellipsis) / 2)
                tail = longest(n - 1 - head, Self.suffixUnits, budget - ellipsis - points(Self.prefixUnits[head]))
            default: head = longest(n - 1, Self.prefixUnits, budget - ellipsis)
            }
            // The only space is at index 8: drop it beside "…".
            if head == 9 { head = 8 }
            if tail == 9 { tail = 8 }
            let expected = budget < ellipsis ? ""
                : String(text[0..<head]) + "\u{2026}" + String(text[(n - tail)...])
            let expectedWidth = budget < ellipsis ? 0
                : points(Self.prefixUnits[head]) + ellipsis + points(Self.suffixUnits[tail])
            let m = try Fixture.measurer.measure(TextRequest(text: String(text), font: Fixture.inter17,
                                                             maxWidth: width, lineBreakMode: mode))
            #expect(m.displayedText == expected, "\(mode) at \(width)")
            #expect(approx(m.width, expectedWidth), "\(mode) at \(width): \(m.width) ≠ \(expectedWidth)")
        }
    }

    // A10: the budget is floor(width). "Continue shopping" at 86.5 pt: hb-shape (as above) gives
    // "Continu" 10352 = 62.49 pt, "Continue" 11992 = 72.39 pt; + "…" 13.957: 76.45 and 86.35. 86.35
    // fits 86.5 but not the budget 86, so UIKit shows "Continu…" (issue #15).
    @Test func budgetIsTheWidthFloored() throws {
        let m = try Fixture.measurer.measure(TextRequest(text: "Continue shopping", font: Fixture.inter17,
                                                         maxWidth: 86.5, lineBreakMode: .truncatingTail))
        #expect(m.displayedText == "Continu\u{2026}")
        #expect(approx(m.width, Double(10352 + 2312) * 17 / 2816))
        let wider = try Fixture.measurer.measure(TextRequest(text: "Continue shopping", font: Fixture.inter17,
                                                             maxWidth: 87, lineBreakMode: .truncatingTail))
        #expect(wider.displayedText == "Continue\u{2026}")
    }

    // Issue #10 item 4: "…" is shaped by itself and appended, so Inter's kerning of V against "…" does
    // not count. hb-shape (as above): "WAV" 6128, "WA" 4416, "WAVE" 7812, "…" 2312; shaped together
    // "WAV…" would be 8168 = 49.31 pt. Apart, "WAV" + "…" = 8440 = 50.95 pt: it fits a budget of 51 and
    // not of 50, where "WA…" (6728 = 40.62 pt) is shown although "WAV…" joined (49.31) would fit.
    // One more grapheme: "WAVE" + "…" = 10124 = 61.12 pt does not fit 51.
    @Test(arguments: [(51.5, "WAV\u{2026}", 6128 + 2312), (50.9, "WA\u{2026}", 4416 + 2312)])
    func waveTypeEllipsisShapedApart(width: Double, expected: String, units: Int) throws {
        let m = try Fixture.measurer.measure(TextRequest(text: "WAVE Type", font: Fixture.inter17, maxWidth: width,
                                                         lineBreakMode: .truncatingTail))
        #expect(m.displayedText == expected)
        #expect(approx(m.width, Double(units) * 17 / 2816))
    }

    // "AV AV AV", pieces from hb-shape (as above): "A" 1904, "AV" 3616, "AV " 4408, "AV A" 6312,
    // "AV AV" 8024, suffixes "AV" 3616, " AV" 4408, "V AV" 6312; "…" 2312.
    // Tail at 52.5 (B 52): "AV A" + … = 8624 = 52.06 pt > 52, so the prefix is "AV " and the shown text
    // "AV…" = 3616 + 2312 = 35.79 pt. At 53 (B 53): "AV A…" = 52.06 pt; "AV AV…" 10336 = 62.40 does not fit.
    // Middle at 53: head ≤ (53 − 13.957) / 2 = 19.52 pt = 3234 units → "A" (1904; "AV" 3616 is more);
    // tail ≤ 53 − 13.957 − 11.49 = 27.55 pt = 4564 units → " AV" (4408; "V AV" 6312 is more), its space
    // dropped: "A…AV" = 1904 + 2312 + 3616 = 7832 units = 47.28 pt.
    @Test(arguments: [
        (LineBreakMode.truncatingTail, 52.5, "AV\u{2026}", 3616 + 2312),
        (.truncatingTail, 53.0, "AV A\u{2026}", 6312 + 2312),
        (.truncatingMiddle, 53.0, "A\u{2026}AV", 1904 + 2312 + 3616),
    ])
    func avAvAvPiecesShapedApart(mode: LineBreakMode, width: Double, expected: String, units: Int) throws {
        let m = try Fixture.measurer.measure(TextRequest(text: "AV AV AV", font: Fixture.inter17, maxWidth: width,
                                                         lineBreakMode: mode))
        #expect(m.displayedText == expected)
        #expect(approx(m.width, Double(units) * 17 / 2816))
    }

    // CJK with positive kerning (2 pt of letter spacing, `NSAttributedString.Key.kern`, after every
    // grapheme, the ellipsis included): "统计" fall back to Noto Sans CJK JP, 1000 units at 1000 upem =
    // 17 pt each (`hb-shape --no-glyph-names Fonts/NotoSansCJKjp-Subset.otf 统计` → 1000 + 1000), so
    // 19 pt with the spacing; "…" is Inter's, 13.957 + 2 = 15.957 pt. At 75.5 (B 75): 3 ideographs +
    // "…" = 57 + 15.957 = 72.957 pt fit, 4 (91.957) do not.
    @Test func cjkWithPositiveKerning() throws {
        let font = FontSpec(name: "Inter", size: 17, letterSpacing: 2)
        let m = try Fixture.measurer.measure(TextRequest(text: "统计统计统计", font: font, maxWidth: 75.5,
                                                         lineBreakMode: .truncatingTail))
        #expect(m.displayedText == "统计统\u{2026}")
        #expect(approx(m.width, 3 * 19 + 2312.0 * 17 / 2816 + 2))
    }

    /// Width smaller than "…" (2312 × 17 / 2816 = 13.957 pt): an empty line, truncated, in every
    /// truncating mode; width 0 as well.
    @Test(arguments: [LineBreakMode.truncatingTail, .truncatingHead, .truncatingMiddle], [0.0, 13.9])
    func narrowerThanEllipsisGivesAnEmptyLine(mode: LineBreakMode, width: Double) throws {
        let m = try Fixture.measurer.measure(TextRequest(text: "Hello", font: Fixture.inter17, maxWidth: width,
                                                         lineBreakMode: mode))
        #expect(m.lines.count == 1)
        #expect(m.displayedText == "")
        #expect(m.width == 0)
        #expect(m.isTruncated)
        #expect(m.lines[0].visibleRanges.isEmpty)
    }

    /// The budget is floor(width): at exactly the ellipsis' width (13.957 pt) the budget is 13, so
    /// not even "…" fits and the line is empty; at 14 "…" alone is shown, nothing of the text.
    @Test(arguments: [(2312.0 * 17 / 2816, ""), (14.0, "\u{2026}")])
    func ellipsisAgainstTheBudget(width: Double, expected: String) throws {
        let m = try Fixture.measurer.measure(TextRequest(text: "Hello", font: Fixture.inter17,
                                                         maxWidth: width, lineBreakMode: .truncatingTail))
        #expect(m.displayedText == expected)
        #expect(m.isTruncated)
        #expect(m.lines[0].visibleRanges.isEmpty)
    }

    /// Grapheme clusters stay whole: a family emoji (ZWJ sequence), a flag and e + combining acute are
    /// never cut. "e\u{301}" repeated: every kept prefix has whole pairs of scalars.
    @Test func clustersAreNeverSplit() throws {
        let text = String(repeating: "e\u{301}", count: 12)
        for width in stride(from: 24.0, through: 80, by: 3.5) {  // "é…" = (1640 + 2312) × 17 / 2816 = 23.86 pt
            let m = try Fixture.measurer.measure(TextRequest(text: text, font: Fixture.inter17, maxWidth: width))
            let kept = m.displayedText.unicodeScalars.filter { $0 != "\u{2026}" }
            #expect(kept.count % 2 == 0, "width \(width): \(m.displayedText.debugDescription)")
            #expect(kept.count > 0, "width \(width): \(m.displayedText.debugDescription)")
        }
    }

    /// Truncation with a fallback font before the cut: "统计统计统计" is 6 × 17 = 102 pt in Noto Sans CJK SC
    /// (1000 units each at 1000 upem). At 60 pt, tail: "…" is in Inter, so it is its own run, 2312 units =
    /// 13.957 pt; 2 ideographs (34 pt) + … = 47.957 pt fit, 3 (51 + 13.957 = 64.957) do not.
    @Test func truncatesFallbackText() throws {
        let m = try Fixture.measurer.measure(TextRequest(text: "统计统计统计", font: FontSpec(name: "Inter", size: 17),
                                                         maxWidth: 60))
        #expect(m.displayedText == "统计\u{2026}")
        #expect(m.isTruncated)
        #expect(approx(m.width, 34 + 2312.0 * 17 / 2816))
    }
}
