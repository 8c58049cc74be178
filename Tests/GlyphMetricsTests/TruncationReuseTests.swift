import ButtonSizer
@testable import GlyphMetrics
import Testing

/// Truncation and wrapping read a kept piece's width (a prefix, a suffix, a line) from the whole text's
/// advances where the shaping marks its cuts clean (`ShapedText.keeps`, `Typesetter.reusesShaping`),
/// instead of shaping every piece they try as its own string: the answers must be, to the bit, those of
/// a measurer that keeps nothing (no caches, no shaped words, every piece shaped). LineWidthsTests
/// compares wrapped answers the same way.
@Suite struct TruncationReuseTests {
    /// Primary fonts: Inter (kerning and contextual alternates: HarfBuzz marks some cuts unsafe), Noto
    /// with letter spacing, Liberation without kerning and with negative spacing, the system font (a
    /// metric font at the tight track), and the Arabic and Devanagari faces as primaries (joining forms,
    /// conjuncts).
    static let fonts: [FontSpec] = [ScalableLineTests.fonts[0], ScalableLineTests.fonts[1], ScalableLineTests.fonts[2],
                                    FontSpec.system(size: 17), Fixture.file("NotoSansArabic-Regular.ttf"),
                                    Fixture.file("NotoSansDevanagari-Regular.ttf", size: 15)]

    /// Every label the shaped-word test walks, on one line truncated at the tail (at widths from wider
    /// than most titles to narrower than "…"), in the middle and clipped, and on the last of two lines:
    /// each measured after the labels before it by one measurer (its words kept, so titles are put
    /// together from words as the service shapes them), and by a measurer that keeps nothing.
    @Test(arguments: fonts) func truncatedAsWhenEveryPrefixIsShaped(font: FontSpec) throws {
        let measurer = try TextMeasurer(library: Fixture.library)
        let uncached = try TextMeasurer(library: Fixture.library, cacheCapacity: 0)
        var differing: [String] = [], truncated = 0
        let requests: [(lines: Int, mode: LineBreakMode, widths: [Double])] = [
            (1, .truncatingTail, [140, 97.5, 60, 33.3, 12, 3]), (1, .truncatingMiddle, [140, 45]),
            (1, .clipping, [140, 45]), (2, .truncatingTail, [70]),
        ]
        for (language, text) in ShapedWordTests.labels {
            for (lines, mode, widths) in requests {
                for width in widths {
                    let request = TextRequest(text: text, font: font, maxWidth: width, maxLines: lines,
                                              lineBreakMode: mode, language: language)
                    let measured = try measurer.measure(request), expected = try uncached.measure(request)
                    if measured.isTruncated { truncated += 1 }
                    if measured != expected
                        || measured.lines.map(\.width.bitPattern) != expected.lines.map(\.width.bitPattern) {
                        differing.append("\(text) \(mode) at \(width)")
                    }
                }
            }
        }
        #expect(differing.isEmpty, "\(differing.count) differ, first: \(differing.prefix(5))")
        #expect(truncated > ShapedWordTests.labels.count)
    }

    /// The faces whose pieces are shaped alone: kerning and contextual alternates (Inter), plain kerning,
    /// joining (Arabic), a right-to-left script, conjuncts (Devanagari), a script without spaces (Thai).
    static let pieceFaces = ["Inter-Regular.otf", "Inter-Bold.otf", "NotoSans-Regular.ttf", "LiberationSans-Regular.ttf",
                             "NotoSansArabic-Regular.ttf", "NotoSansHebrew-Regular.ttf", "NotoSansDevanagari-Regular.ttf",
                             "NotoSansThai-Regular.ttf"]

    /// Every piece the shaper marks as kept (`ShapedText.keeps`) of every label, in faces of every kind,
    /// shaped as its own string by a shaper that keeps nothing: the same graphemes, advances and
    /// unitsPerEm (font units, to the bit). Prefixes (`keepsPrefix`: truncation's kept text, a first
    /// line) at every cut, and pieces from a clean start (a wrapped line after the first, a kept suffix)
    /// starting after a space (where word wrapping starts a line) or at every fifth grapheme (character
    /// wrapping, Thai) and ending before a space, at every third grapheme or at the text's end. The labels
    /// go through one word-keeping shaper in order, so most are put together from kept words and shaped
    /// stretches, whose flags the marks are made of. In Inter most cuts are marked (HarfBuzz flags few
    /// unsafe to break: a kerning pair, a contextual alternate), which is what the reuse is for.
    @Test(arguments: pieceFaces)
    func keptPiecesShapeAsAlone(file: String) throws {
        let face = try Fixture.library.face(path: Fixture.path(file))
        let shaper = Shaper(library: Fixture.library, cacheCapacity: 50_000)
        let reference = Shaper(library: Fixture.library, cacheCapacity: 0)
        var differing: [String] = []
        var prefixes = (kept: 0, tried: 0), pieces = (kept: 0, tried: 0)
        for (language, text) in ShapedWordTests.labels {
            let style = TextStyle(language: language, defaultHanForm: .simplifiedChinese)
            let shaped = shaper.shape(text, primary: face, kerning: true, pointSize: 17, style: style)
            let count = shaped.count
            var ranges = (1..<max(1, min(count, 64))).map { 0..<$0 }
            for start in 1..<max(1, min(count, 64)) where shaped.isWhitespace(start - 1) || start % 5 == 0 {
                for end in start + 1...count where end == count || shaped.isWhitespace(end) || end % 3 == 0 {
                    ranges.append(start..<end)
                }
            }
            for range in ranges {
                if range.lowerBound == 0 { prefixes.tried += 1 } else { pieces.tried += 1 }
                guard shaped.keeps(range) else { continue }
                if range.lowerBound == 0 { prefixes.kept += 1 } else { pieces.kept += 1 }
                let alone = reference.shape(shaped.string(range), primary: face, kerning: true, pointSize: 17, style: style)
                let own = shaped.advances[range]
                // The piece's UTF-8 offsets count from its start.
                let offset = range.lowerBound == 0 ? 0 : shaped.advances[range.lowerBound - 1].end
                if alone.count != range.count || !zip(alone.advances, own).allSatisfy({
                    $0.units == $1.units && $0.unitsPerEm == $1.unitsPerEm && $0.end == $1.end - offset
                }) {
                    differing.append("\(text) \(range)")
                }
            }
        }
        #expect(differing.isEmpty, "\(differing.count) differ, first: \(differing.prefix(5))")
        // Not an empty check: in Inter more than half the prefixes are kept, and about a third of the pieces
        // (a piece past the 64th grapheme, across a kerned cut or starting at a neutral grapheme is not).
        if file.hasPrefix("Inter") {
            #expect(prefixes.kept * 2 > prefixes.tried, "\(prefixes.kept) of \(prefixes.tried) prefixes kept")
            #expect(pieces.kept * 4 > pieces.tried, "\(pieces.kept) of \(pieces.tried) pieces kept")
        }
    }

    /// Every piece whose end the shaping does not mark clean (a prefix, to every grapheme, or a piece
    /// starting after a space: a truncated last line) and that has a clean start inside
    /// (`ShapedText.lastCleanStart`): shaped as its own string by a shaper that keeps nothing, it gives
    /// the whole text's graphemes up to that start followed by the rest shaped alone (font units, to the
    /// bit) — what `Typesetter` reads instead of shaping the piece.
    @Test(arguments: pieceFaces)
    func uncleanPiecesShapeAsTheirKeptHeadAndEdge(file: String) throws {
        let face = try Fixture.library.face(path: Fixture.path(file))
        let shaper = Shaper(library: Fixture.library, cacheCapacity: 50_000)
        let reference = Shaper(library: Fixture.library, cacheCapacity: 0)
        var differing: [String] = [], joined = 0
        for (language, text) in ShapedWordTests.labels {
            let style = TextStyle(language: language, defaultHanForm: .simplifiedChinese)
            let shaped = shaper.shape(text, primary: face, kerning: true, pointSize: 17, style: style)
            let count = shaped.count
            var ranges = (1..<max(1, min(count, 64))).map { 0..<$0 }
            for start in 1..<max(1, min(count, 64)) where shaped.isWhitespace(start - 1) {
                ranges += (start + 1..<max(start + 1, min(count, 64))).map { start..<$0 }
            }
            for range in ranges where !shaped.keeps(range) {
                guard let start = shaped.lastCleanStart(in: range) else { continue }
                joined += 1
                func alone(_ piece: Range<Int>) -> [ShapedGrapheme] {
                    reference.shape(shaped.string(piece), primary: face, kerning: true, pointSize: 17, style: style).advances
                }
                let expected = alone(range), edge = alone(start..<range.upperBound)
                let parts = Array(shaped.advances[range.lowerBound..<start]) + edge
                if expected.count != parts.count
                    || !zip(expected, parts).allSatisfy({ $0.units == $1.units && $0.unitsPerEm == $1.unitsPerEm }) {
                    differing.append("\(text) \(range) from \(start)")
                }
            }
        }
        #expect(differing.isEmpty, "\(differing.count) differ, first: \(differing.prefix(5))")
        // Not an empty check: Inter kerns many pairs, so many cuts are not clean and have a clean start before them.
        if file.hasPrefix("Inter") { #expect(joined > 1_000, "\(joined) pieces joined") }
    }
}
