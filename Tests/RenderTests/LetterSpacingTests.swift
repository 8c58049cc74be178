import ButtonSizer
@testable import GlyphMetrics
import Testing

/// Drawn glyphs carry letter spacing the way measurement counts it: after every grapheme cluster,
/// never inside one (issue #16, item 7).
@Suite("letter spacing in drawn glyphs")
struct LetterSpacingTests {
    /// `hb-shape Fonts/NotoSansDevanagari-Regular.ttf "कि"` (HarfBuzz 6.0.0):
    /// `[ivowelsign03deva=0+259|kadeva=0+762]`, unitsPerEm 1000. One cluster, one grapheme: the vowel
    /// sign is drawn first, the consonant right after it, and the 4 pt of spacing come after both.
    @Test("Devanagari कि at 20 pt with 4 pt spacing: glyphs at the shaped positions, spacing after the grapheme")
    func devanagariCluster() throws {
        let font = FontSpec(name: "Noto Sans Devanagari", size: 20, letterSpacing: 4)
        let glyphs = try hermeticMeasurer().glyphs(for: "कि", font: font)
        let shaped = [0, 259.0 * 20 / 1000]  // pen positions from hb-shape's advances, in points
        try #require(glyphs.count == 2)
        #expect(abs(glyphs[0].x - shaped[0]) < 1e-9)
        #expect(abs(glyphs[1].x - shaped[1]) < 1e-9)
    }

    /// `hb-shape Fonts/Inter-Regular.otf "HH"`: `[uni0048=0+2084|uni0048=1+2084]`, unitsPerEm 2816.
    /// Two graphemes: the second H starts one advance plus one spacing after the first.
    @Test("Latin HH at 17 pt with 4 pt spacing: the second glyph moves by one spacing")
    func latinGraphemes() throws {
        let font = FontSpec(name: "Inter", size: 17, letterSpacing: 4)
        let glyphs = try hermeticMeasurer().glyphs(for: "HH", font: font)
        try #require(glyphs.count == 2)
        #expect(abs(glyphs[1].x - (2084.0 * 17 / 2816 + 4)) < 1e-9)
    }
}
