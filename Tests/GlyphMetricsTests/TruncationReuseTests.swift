import ButtonSizer
@testable import GlyphMetrics
import Testing

/// Truncation reads a kept prefix's width from the whole text's advances where the shaping marks the
/// cut clean (`ShapedText.keepsPrefix`, `Typesetter.reusesShaping`), instead of shaping every prefix it
/// tries as its own string: the answers must be, to the bit, those of a measurer that keeps nothing
/// (no caches, no shaped words, every prefix shaped).
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

    /// Every prefix the shaper marks as kept (`keepsPrefix`) of every label, in faces of every kind,
    /// shaped as its own string by a shaper that keeps nothing: the same graphemes, advances and
    /// unitsPerEm (font units, to the bit). The labels go through one word-keeping shaper in order, so
    /// most are put together from kept words and shaped stretches, whose flags the mark is made of.
    /// In Inter most cuts are marked (HarfBuzz flags few unsafe to break: a kerning pair, a contextual
    /// alternate), which is what the reuse is for.
    @Test(arguments: ["Inter-Regular.otf", "Inter-Bold.otf", "NotoSans-Regular.ttf", "LiberationSans-Regular.ttf",
                      "NotoSansArabic-Regular.ttf", "NotoSansHebrew-Regular.ttf", "NotoSansDevanagari-Regular.ttf",
                      "NotoSansThai-Regular.ttf"])
    func keptPrefixesShapeAsAlone(file: String) throws {
        let face = try Fixture.library.face(path: Fixture.path(file))
        let shaper = Shaper(library: Fixture.library, cacheCapacity: 50_000)
        let reference = Shaper(library: Fixture.library, cacheCapacity: 0)
        var differing: [String] = [], kept = 0, cuts = 0
        for (language, text) in ShapedWordTests.labels {
            let style = TextStyle(language: language, defaultHanForm: .simplifiedChinese)
            let shaped = shaper.shape(text, primary: face, kerning: true, pointSize: 17, style: style)
            for count in 1..<max(1, min(shaped.count, 64)) {
                cuts += 1
                guard shaped.keepsPrefix(count) else { continue }
                kept += 1
                let alone = reference.shape(shaped.string(0..<count), primary: face, kerning: true, pointSize: 17,
                                            style: style)
                let own = shaped.advances[0..<count]
                if alone.count != count || !zip(alone.advances, own).allSatisfy({
                    $0.units == $1.units && $0.unitsPerEm == $1.unitsPerEm && $0.end == $1.end
                }) {
                    differing.append("\(text) at \(count)")
                }
            }
        }
        #expect(differing.isEmpty, "\(differing.count) of \(kept) differ, first: \(differing.prefix(5))")
        if file.hasPrefix("Inter") { #expect(kept * 2 > cuts, "\(kept) of \(cuts) cuts kept") }
    }
}
