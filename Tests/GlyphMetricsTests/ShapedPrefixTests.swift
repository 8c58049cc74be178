import ButtonSizer
@testable import GlyphMetrics
import Testing

/// Truncation reads the width of the text it keeps from the whole text's advances where HarfBuzz says
/// that is exact (`ShapedText.isClearPrefix`, issue 39 item 2): the identity is checked against
/// shaping each prefix by itself, on every label the shaped-word test walks, and the truncated lines
/// against the typesetter that shapes every kept text again.
@Suite struct ShapedPrefixTests {
    /// Each label shaped by a word-reusing shaper (so prefixes of texts put together from kept words
    /// are checked too): every prefix it calls clear, shaped alone by a shaper that keeps nothing,
    /// has the same advances (font units, per grapheme) and tabs. In every face of the shaped-word
    /// test, every clear cut of each label in the bundled Inter, three per label in the others.
    @Test(arguments: ShapedWordTests.faces) func clearPrefixesShapeAloneAsInTheText(path: String) throws {
        let face = try Fixture.library.face(path: path, index: 0,
                                            coordinates: path.hasSuffix("Var.ttf") ? [650, 90] : nil)
        let reference = Shaper(library: Fixture.library, cacheCapacity: 0)
        let shaper = Shaper(library: Fixture.library, cacheCapacity: 50_000)
        let every = path == BundledFonts.defaultFontPath
        var differing: [String] = [], clear = 0, cuts = 0
        for (language, text) in ShapedWordTests.labels {
            let style = TextStyle(language: language, defaultHanForm: .simplifiedChinese)
            let shaped = shaper.shape(text, primary: face, kerning: true, pointSize: 17, style: style)
            guard shaped.count > 1 else { continue }
            cuts += shaped.count - 1
            var clearCuts = (1..<shaped.count).filter(shaped.isClearPrefix)
            clear += clearCuts.count
            if !every, clearCuts.count > 3 {
                clearCuts = [clearCuts[0], clearCuts[clearCuts.count / 2], clearCuts[clearCuts.count - 1]]
            }
            for cut in clearCuts {
                let alone = reference.shape(shaped.string(0..<cut), primary: face, kerning: true, pointSize: 17, style: style)
                let head = Array(shaped.advances[0..<cut])
                if alone.advances.map(\.units) != head.map(\.units) || alone.advances.map(\.unitsPerEm) != head.map(\.unitsPerEm)
                    || alone.tabs != shaped.tabs.filter({ $0 < cut }) {
                    differing.append("\(text) at \(cut)")
                }
            }
        }
        #expect(differing.isEmpty, "\(differing.count) prefixes differ, first: \(differing.prefix(5))")
        if every {  // 13,830 of 44,164 in Inter at 30b3f1c: its kerning pairs, and kept words, are not clear
            #expect(clear * 4 > cuts, "\(clear) of \(cuts) cuts clear")
        }
    }

    /// Every label truncated (tail, middle, head, clipped) at several widths, at the user's letter
    /// spacing and with the tight track of a `trak` font, by the typesetter that reads clear prefixes
    /// from the text and by one that shapes every kept text again: the same lines, widths to the bit.
    @Test(arguments: [BundledFonts.defaultFontPath, ScalableLineTests.fixtures + "/ButtonSizerTestTrakSTAT.ttf"])
    func truncatesAsShapingEachKeptText(path: String) throws {
        let face = try Fixture.library.face(path: path, index: 0)
        let shaper = Shaper(library: Fixture.library, cacheCapacity: 50_000)
        var differing: [String] = [], reused = 0
        for letterSpacing in [0.0, 1.5] {
            for (language, text) in ShapedWordTests.labels {
                let style = TextStyle(language: language, defaultHanForm: .simplifiedChinese)
                let typesetter = Typesetter(shaper: shaper, face: face, size: 17, letterSpacing: letterSpacing, kerning: true,
                                            policies: TextPolicies(), lineBreakers: LineBreakers(), locale: language ?? "en",
                                            style: style)
                var shaping = typesetter
                shaping.reusesClearPrefixes = false
                let shaped = typesetter.shape(text)
                guard shaped.count > 0 else { continue }
                for maxWidth in [30.0, 75.5, 120, 180] {
                    for mode in [LineBreakMode.truncatingTail, .truncatingMiddle, .truncatingHead, .clipping] {
                        let a = typesetter.shorten(shaped, 0..<shaped.count, mode: mode, maxWidth: maxWidth, forced: false)
                        let b = shaping.shorten(shaped, 0..<shaped.count, mode: mode, maxWidth: maxWidth, forced: false)
                        if a.text != b.text || a.width.bitPattern != b.width.bitPattern || a.visibleRanges != b.visibleRanges
                            || a.truncated != b.truncated || a.tightened != b.tightened
                            || a.pieces?.map(\.text) != b.pieces?.map(\.text) {
                            differing.append("\(text) at \(maxWidth) \(mode)")
                        }
                    }
                }
                if (1..<shaped.count).contains(where: shaped.isClearPrefix) { reused += 1 }
            }
        }
        #expect(differing.isEmpty, "\(differing.count) lines differ, first: \(differing.prefix(5))")
        #expect(reused > 1_000)
    }
}
