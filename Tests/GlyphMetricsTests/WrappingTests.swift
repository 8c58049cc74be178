import ButtonSizer
import GlyphMetrics
import Testing
import ButtonSizerTesting

/// Wrapping onto several lines. Hand-computed widths use hb-shape 6.0.0 sums (see ShapingWidthTests):
/// Inter 17 pt, unitsPerEm 2816, points = units × 17 / 2816.
@Suite struct WrappingTests {
    static func wrap(_ text: String, width: Double?, lines: Int = 0, mode: LineBreakMode = .wordWrapping,
                     font: FontSpec = Fixture.inter17, measurer: TextMeasurer = Fixture.measurer) throws -> MeasuredText {
        try measurer.measure(TextRequest(text: text, font: font, maxWidth: width, maxLines: lines, lineBreakMode: mode))
    }

    static func texts(_ m: MeasuredText) -> [String] { m.lines.map(\.text) }

    // "Hello World" 15204 units = 91.78 pt; "Hello " 7532 = 45.47 (hb-shape 6.0.0:
    // `hb-shape --no-glyph-names Fonts/Inter-Regular.otf "Hello "`, advances summed); "World" 7672 = 46.32.
    // Width 60: two lines. The first keeps the space it broke at in its width (A1), not in its text.
    @Test func wordWrapsAtTheSpace() throws {
        let m = try Self.wrap("Hello World", width: 60)
        #expect(Self.texts(m) == ["Hello", "World"])
        #expect(!m.isTruncated)
        #expect(approx(m.lines[0].width, 7532 * 17 / 2816))
        #expect(approx(m.lines[1].width, 7672 * 17 / 2816))
        #expect(approx(m.width, 7672 * 17 / 2816))
        // An Inter line, (2728 + 680) / 2816 × 17 = 20.574, and a pitch of round(20.574) = 21 (D4).
        #expect(approx(m.height, 21 + 3408 * 17 / 2816))
        #expect(m.lines[0].visibleRanges == [0..<5])
        #expect(m.lines[1].visibleRanges == [6..<11])
    }

    // A1 (label_multiline, high certainty): a line broken at a space keeps that space in its width; the
    // last line does not. UIKit's "The quick brown fox jumps over the lazy dog near the river bank" at
    // 200 pt. hb-shape 6.0.0 sums (`hb-shape --no-glyph-names Fonts/Inter-Regular.otf "jumps over the lazy dog "`):
    // "The quick brown fox " 27804, "jumps over the lazy dog " 32576 (196.66 pt), "near the river bank" 25092.
    @Test func wrappedLinesKeepTheirBreakSpace() throws {
        let m = try Self.wrap("The quick brown fox jumps over the lazy dog near the river bank", width: 200)
        #expect(Self.texts(m) == ["The quick brown fox", "jumps over the lazy dog", "near the river bank"])
        #expect(approx(m.lines[0].width, 27804 * 17 / 2816))
        #expect(approx(m.lines[1].width, 32576 * 17 / 2816))
        #expect(approx(m.lines[2].width, 25092 * 17 / 2816))
        #expect(m.size(scale: 2).width == 197)  // UIKit's rule in Inter; 192 without the space
    }

    // Issue #10 item 5: a line that ends at a soft hyphen (U+00AD) shows a hyphen (Inter has U+2010) and
    // counts it: hb-shape (as above) "Down‐" 8596 = 51.89 pt, "load" 5684; the whole word 13272 = 80.12 pt
    // does not fit 60. Unbroken, the soft hyphen is invisible: "Down\u{AD}load" shapes to 13272, as "Download".
    @Test func softHyphenShowsAHyphenWhereItBreaks() throws {
        let m = try Self.wrap("Down\u{AD}load", width: 60)
        #expect(Self.texts(m) == ["Down\u{2010}", "load"])
        #expect(approx(m.lines[0].width, 8596 * 17 / 2816))
        #expect(approx(m.lines[1].width, 5684 * 17 / 2816))
    }

    @Test func unbrokenSoftHyphenIsInvisible() throws {
        let m = try Self.wrap("Down\u{AD}load", width: nil)
        #expect(Self.texts(m) == ["Down\u{AD}load"])
        #expect(approx(m.width, 13272 * 17 / 2816))
    }

    // A13 (low certainty, policy `multilineTruncation: .tail`): the remainder on line N is tail-truncated
    // whatever the mode; by default (`.sameMode`) word wrapping shows the wrapped line and drops the rest.
    // Numbers as in maxLinesTruncatesTheLastLine: "three four" 13108 + "…" 2312 fits 100.
    @Test(arguments: [LineBreakMode.wordWrapping, .truncatingMiddle, .truncatingHead])
    func tailPolicyTruncatesTheLastLineAtItsTail(mode: LineBreakMode) throws {
        let measurer = try TextMeasurer(library: Fixture.library, policies: TextPolicies(multilineTruncation: .tail))
        let m = try Self.wrap("one two three four five six", width: 100, lines: 2, mode: mode, measurer: measurer)
        #expect(Self.texts(m) == ["one two", "three four\u{2026}"])
        #expect(approx(m.lines[1].width, 15420 * 17 / 2816))
        let byDefault = try Self.wrap("one two three four five six", width: 100, lines: 2, mode: .wordWrapping)
        #expect(Self.texts(byDefault) == ["one two", "three four"])
    }

    // Mandatory breaks: LF, CR LF (one grapheme), U+2028 LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR,
    // with no width limit. A blank line between two LFs is kept.
    @Test(arguments: ["Hello\nWorld", "Hello\r\nWorld", "Hello\u{2028}World", "Hello\u{2029}World"])
    func forcedBreaks(_ text: String) throws {
        let m = try Self.wrap(text, width: nil)
        #expect(Self.texts(m) == ["Hello", "World"])
        #expect(!m.isTruncated)
        #expect(approx(m.lines[0].width, 6740 * 17 / 2816))
        #expect(approx(m.lines[1].width, 7672 * 17 / 2816))
        #expect(approx(m.height, 21 + 3408 * 17 / 2816))  // a line and a pitch of 21 (D4)
    }

    @Test func blankLineIsKept() throws {
        let m = try Self.wrap("a\n\nb", width: nil)
        #expect(Self.texts(m) == ["a", "", "b"])
        #expect(m.lines[1].width == 0)
    }

    // Character wrapping breaks between graphemes, not at the space: "Hello W" shaped alone is 10204
    // units = 61.60 pt ≤ 62 (W is not kerned against a following "o"); "Hello Wo" 11740 = 70.87 pt does
    // not fit. "orld" 5144 = 31.05 pt.
    @Test func charWrapping() throws {
        let m = try Self.wrap("Hello World", width: 62, mode: .charWrapping)
        #expect(Self.texts(m) == ["Hello W", "orld"])
        #expect(approx(m.lines[0].width, 10204 * 17 / 2816))
        #expect(approx(m.lines[1].width, 5144 * 17 / 2816))
    }

    // maxLines 2, tail: line 1 wraps normally ("one two" 10700 = 64.60 pt; "one two three" 18492 = 111.63
    // does not fit 100); the whole remainder "three four five six" goes on line 2 and is cut at its tail,
    // the kept text and "…" shaped apart: "three four" 13108 + "…" 2312 = 15420 = 93.09 pt fits the
    // budget of 100, "three four f" 14916 + 2312 = 17228 = 104.0 does not.
    @Test func maxLinesTruncatesTheLastLine() throws {
        let m = try Self.wrap("one two three four five six", width: 100, lines: 2, mode: .truncatingTail)
        #expect(Self.texts(m) == ["one two", "three four\u{2026}"])
        #expect(m.isTruncated)
        #expect(approx(m.lines[1].width, 15420 * 17 / 2816))
        #expect(m.lines[1].visibleRanges == [8..<18])
        // The same text with no line limit: line 1 is the same, so lines 1…N−1 wrap normally.
        let unlimited = try Self.wrap("one two three four five six", width: 100)
        #expect(unlimited.lines.first?.text == "one two")
        #expect(unlimited.lines.count > 2)
        #expect(!unlimited.isTruncated)
        // Enough lines: nothing truncated.
        let roomy = try Self.wrap("one two three four five six", width: 100, lines: 10, mode: .truncatingTail)
        #expect(Self.texts(roomy) == Self.texts(unlimited))
        #expect(!roomy.isTruncated)
    }

    // Orphan avoidance (TextPolicies.avoidsOrphans, on by default). "one two three": "one two" 10700 =
    // 64.60 pt, "one two three" 18492 = 111.63, "two three" 12732 = 76.86, "three" 7000 = 42.26.
    // Width 80: greedy gives "one two" / "three", an orphan; "two three" fits 80, so "two" moves down.
    // Width 70: "two three" does not fit, so nothing moves either way.
    @Test func orphanAvoidanceMovesAWord() throws {
        #expect(Self.texts(try Self.wrap("one two three", width: 80)) == ["one", "two three"])
        #expect(Self.texts(try Self.wrap("one two three", width: 80, measurer: Fixture.noOrphanMeasurer))
                == ["one two", "three"])
        #expect(Self.texts(try Self.wrap("one two three", width: 70)) == ["one two", "three"])
        #expect(Self.texts(try Self.wrap("one two three", width: 70, measurer: Fixture.noOrphanMeasurer))
                == ["one two", "three"])
        // Only word wrapping avoids orphans. Character wrapping at 80: "one two t" 12516 = 75.56 pt fits,
        // "one two th" 14212 = 85.80 does not; the rest is "hree" (5944 = 35.88 pt), which stays alone.
        #expect(Self.texts(try Self.wrap("one two three", width: 80, mode: .charWrapping)) == ["one two t", "hree"])
        // A forced break ends a paragraph: the single word after it is not an orphan to fix.
        #expect(Self.texts(try Self.wrap("one two\nthree", width: 80)) == ["one two", "three"])
    }

    // CJK breaks between ideographs without spaces: each is 1000/1000 em = 17 pt (Noto Sans CJK SC via
    // fallback), so 40 pt holds two.
    @Test func cjkBreaksWithoutSpaces() throws {
        let m = try Self.wrap("统计统计统计", width: 40, font: FontSpec(name: "Inter", size: 17))
        #expect(Self.texts(m) == ["统计", "统计", "统计"])
        #expect(m.lines.allSatisfy { approx($0.width, 34) })
        let kana = try Self.wrap("こんにちは", width: 40, font: FontSpec(name: "Inter", size: 17),
                                 measurer: Fixture.noOrphanMeasurer)
        #expect(Self.texts(kana) == ["こん", "にち", "は"])
    }

    // UAX #14 forbids a break before "。" (class CL): "统计。" = 51 pt does not fit 40, so line 1 is "统"
    // and "计。" go together.
    @Test func noBreakBeforeIdeographicFullStop() throws {
        let m = try Self.wrap("统计。统计", width: 40, font: FontSpec(name: "Inter", size: 17))
        #expect(Self.texts(m) == ["统", "计。", "统计"])
    }

    // Thai has no spaces; ICU's dictionary finds the words สวัสดี | ครับ. Noto Sans Thai (1000 upem):
    // "สวัสดี" 2252 units = 38.28 pt, "ครับ" 1706 = 29.00 pt, together 3958 = 67.29 pt. Width 50: two lines.
    @Test func thaiBreaksAtDictionaryWords() throws {
        for measurer in [Fixture.measurer, Fixture.noOrphanMeasurer] {
            let m = try Self.wrap("สวัสดีครับ", width: 50, font: FontSpec(name: "Inter", size: 17), measurer: measurer)
            #expect(Self.texts(m) == ["สวัสดี", "ครับ"])
            #expect(approx(m.lines[0].width, 2252 * 17 / 1000))
            #expect(approx(m.lines[1].width, 1706 * 17 / 1000))
        }
    }

    // A word wider than the line breaks between graphemes: "Supercalifragilistic" is 24392 units =
    // 147.25 pt. At 50 pt every line fits, the lines put together give the word back, and one more
    // grapheme would not fit on any line but the last.
    @Test func overlongWordBreaksAtGraphemes() throws {
        let word = "Supercalifragilistic"
        let m = try Self.wrap(word, width: 50)
        #expect(m.lines.count >= 3)
        #expect(m.lines.map(\.text).joined() == word)
        for (index, line) in m.lines.enumerated() {
            #expect(try Fixture.width(line.text) <= 50 + 1e-9, "line \(index) \(line.text) does not fit")
            if index + 1 < m.lines.count, let next = m.lines[index + 1].text.first {
                #expect(try Fixture.width(line.text + String(next)) > 50, "line \(index) could take \(next)")
            }
        }
        // Combining marks stay with their base: e + U+0301 twelve times, never split.
        let accents = try Self.wrap(String(repeating: "e\u{301}", count: 12), width: 30)
        #expect(accents.lines.count > 1)
        #expect(accents.lines.allSatisfy { $0.text.unicodeScalars.count % 2 == 0 })
        #expect(accents.lines.allSatisfy { !$0.text.isEmpty })
    }

    // Kerning across a line break must not count. In Inter, A is kerned against a following V (1712
    // instead of 1904 units) and V against a following A (1728). hb-shape: "AV" 3616 units = 21.83 pt,
    // "AVA" and "VAV" 5344 = 32.26 pt. At 31.5 pt only two letters fit on a line, although the
    // advances of "AVA" inside the longer text add up to 1712 + 1728 + 1712 = 5152 = 31.10 pt.
    @Test(arguments: [LineBreakMode.wordWrapping, .charWrapping])
    func kerningAcrossTheBreakDoesNotMakeALineTooWide(mode: LineBreakMode) throws {
        let m = try Self.wrap("AVAVAVAV", width: 31.5, mode: mode)
        #expect(Self.texts(m) == ["AV", "AV", "AV", "AV"])
        #expect(m.lines.allSatisfy { approx($0.width, 3616 * 17 / 2816) }, "\(m.lines.map(\.width))")
        #expect(m.width <= 31.5)
    }

    // MARK: - Random properties

    /// maxLines N with tail truncation: lines 1…N−1 are the lines the text wraps to without a limit, and
    /// line N is the start of the remainder (up to its next forced break), cut at its tail with "…",
    /// fitting, and never longer than that remainder.
    @Test(arguments: [UInt64(0x0071_11E5), 0xFEED_FACE])
    func randomMaxLinesTailProperties(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        var truncatedCases = 0
        for caseNumber in 0..<40 {
            let text = randomText(&rng, maxPieces: 40)
            let width = Double.random(in: 25...140, using: &rng)
            let maxLines = Int.random(in: 1...3, using: &rng)
            let where_ = "seed 0x\(String(seed, radix: 16)) case \(caseNumber) width \(width) lines \(maxLines) "
                + "text \(text.debugDescription)"
            let font = FontSpec(name: "Inter", size: 17)
            let limited = try Self.wrap(text, width: width, lines: maxLines, mode: .truncatingTail, font: font,
                                        measurer: Fixture.noOrphanMeasurer)
            let free = try Self.wrap(text, width: width, lines: 0, mode: .wordWrapping, font: font,
                                     measurer: Fixture.noOrphanMeasurer)
            #expect(limited.lines.count <= maxLines, "\(where_)")
            guard free.lines.count > maxLines else {
                #expect(Self.texts(limited) == Self.texts(free), "\(where_)")
                #expect(!limited.isTruncated, "\(where_)")
                continue
            }
            truncatedCases += 1
            #expect(limited.isTruncated, "\(where_)")
            #expect(limited.lines.count == maxLines, "\(where_)")
            #expect(Array(Self.texts(limited).dropLast()) == Array(Self.texts(free).prefix(maxLines - 1)), "\(where_)")
            let last = limited.lines[limited.lines.count - 1]
            #expect(try Fixture.width(last.text, font) <= width + 1e-9, "last line does not fit — \(where_)")
            if !last.text.isEmpty {
                #expect(last.text.hasSuffix("\u{2026}"), "last line \(last.text.debugDescription) — \(where_)")
                // What is kept is the start of the text that follows line N−1.
                let g = Array(text)
                let start = limited.lines.count >= 2 ? (limited.lines[limited.lines.count - 2].visibleRanges.last?.upperBound ?? 0) : 0
                if let kept = last.visibleRanges.first {
                    #expect(kept.lowerBound >= start, "\(where_)")
                    // max: a range that starts after it ends would trap; the line above already fails then.
                    #expect(g[start..<max(start, kept.lowerBound)].allSatisfy { $0.isWhitespace }, "\(where_)")
                    #expect(String(g[kept]) + "\u{2026}" == last.text, "\(where_)")
                }
            }
        }
        #expect(truncatedCases >= 15, "seed \(seed): only \(truncatedCases) truncated cases")
    }

    /// Every line fits when measured as its own string (except a line of one grapheme wider than the
    /// width), lines cover the text in order with only whitespace and newlines dropped, and the line
    /// limit holds. Character wrapping is also greedy: the next grapheme would not fit.
    @Test(arguments: [LineBreakMode.wordWrapping, .charWrapping], [UInt64(0x00C0_FFEE), 0xBAD_5EED])
    func randomWrappingProperties(mode: LineBreakMode, seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        var multiLine = 0
        for caseNumber in 0..<40 {
            var text = randomText(&rng, maxPieces: 40)
            if Bool.random(using: &rng) { text += "\n" + randomText(&rng, maxPieces: 10) }
            let width = Double.random(in: 20...160, using: &rng)
            let maxLines = [0, 0, 2, 3].randomElement(using: &rng)!
            let where_ = "seed 0x\(String(seed, radix: 16)) case \(caseNumber) \(mode) width \(width) lines \(maxLines) "
                + "text \(text.debugDescription)"
            let m = try Self.wrap(text, width: width, lines: maxLines, mode: mode, font: FontSpec(name: "Inter", size: 17),
                                  measurer: Fixture.noOrphanMeasurer)
            if m.lines.count > 1 { multiLine += 1 }
            if maxLines > 0 { #expect(m.lines.count <= maxLines, "\(where_)") }
            let g = Array(text)
            var covered = 0
            for (index, line) in m.lines.enumerated() {
                let own = try Fixture.width(line.text, FontSpec(name: "Inter", size: 17))
                // A line broken at a space counts that space when it still fits (A1).
                // (Not at a forced break, nor at the end of the text.)
                let end = line.visibleRanges.last?.upperBound ?? g.count
                let space = g[end...].prefix { $0.isWhitespace }
                let withSpace = try Fixture.width(line.text + String(space), FontSpec(name: "Inter", size: 17))
                let breaksAtSpace = !space.isEmpty && !space.contains(where: \.isNewline)
                    && end + space.count < g.count && withSpace <= width + 1e-9
                #expect(approx(line.width, breaksAtSpace ? withSpace : own),
                        "line \(index) width \(line.width) ≠ own \(own) / \(withSpace) — \(where_)")
                if line.text.count > 1 {
                    #expect(own <= width + 1e-9, "line \(index) \(line.text.debugDescription) is \(own) — \(where_)")
                }
                guard let range = line.visibleRanges.first else { continue }
                #expect(line.visibleRanges.count == 1, "line \(index) — \(where_)")
                #expect(String(g[range]) == line.text, "line \(index) — \(where_)")
                try #require(range.lowerBound >= covered, "lines out of order — \(where_)")
                let skipped = g[covered..<range.lowerBound].allSatisfy { $0.isWhitespace }
                #expect(skipped, "dropped text — \(where_)")
                covered = range.upperBound
                if mode == .charWrapping, index + 1 < m.lines.count,
                   let nextRange = m.lines[index + 1].visibleRanges.first,
                   !g[range.upperBound..<nextRange.lowerBound].contains(where: \.isNewline) {
                    let longer = String(g[range.lowerBound...nextRange.lowerBound])
                    #expect(try Fixture.width(longer, FontSpec(name: "Inter", size: 17)) > width - 1e-9,
                            "line \(index) could take one more grapheme — \(where_)")
                }
            }
            let restIsBlank = g[covered...].allSatisfy { $0.isWhitespace }
            if !m.isTruncated { #expect(restIsBlank, "lost the end — \(where_)") }
        }
        #expect(multiLine >= 20, "seed \(seed): too few multi-line cases (\(multiLine))")
    }
}

/// `MeasuredLine.breaksWord`: a line that ends inside a word because the word is wider than the line.
@Suite struct BrokenWordTests {
    // "Hello" is 6740 units = 40.69 pt (hb-shape 6.0.0: `hb-shape Fonts/Inter-Regular.otf Hello`, advances
    // summed), wider than 40: the word breaks between graphemes and the first line says so.
    @Test func aWordWiderThanTheLineIsBroken() throws {
        let m = try WrappingTests.wrap("Hello", width: 40)
        #expect(m.lines.count == 2)
        #expect(m.lines.first?.breaksWord == true)
        #expect(m.lines.last?.breaksWord == false)
    }

    // "Hello World" in 60: both words fit a line (40.69 and 46.32 pt), so it breaks at the space.
    @Test func breakingAtASpaceBreaksNoWord() throws {
        let m = try WrappingTests.wrap("Hello World", width: 60)
        #expect(m.lines.map(\.breaksWord) == [false, false])
    }

    // Character wrapping breaks inside words by request.
    @Test func characterWrappingBreaksNoWord() throws {
        let m = try WrappingTests.wrap("Hello World", width: 62, mode: .charWrapping)
        #expect(m.lines.map(\.breaksWord) == [false, false])
    }

    // Ideographs may break between any two (UAX #14 class ID): a Japanese title wrapped over three
    // lines breaks no word.
    @Test func ideographsBreakBetweenCharacters() throws {
        let m = try WrappingTests.wrap("東京都庁前駅", width: 40)
        #expect(m.lines.count >= 2)
        #expect(m.lines.allSatisfy { !$0.breaksWord })
    }
}
