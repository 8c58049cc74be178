@testable import GlyphMetrics
import Testing

/// A fallback face is chosen the same way whatever was measured before. The fonts (fonts-noto-core, which the
/// Makefile installs) are given in this order, as fontconfig may offer them: Noto Sans Grantha has Tamil's
/// letter VA (U+0BB5) but not its vowel sign E (U+0BC6); Noto Sans Tamil has both (their cmaps, checked here).
/// So "வ" alone is drawn by Grantha, the first font that has it, and "வெ" by Tamil, the first with the whole
/// cluster. Once the first decision was remembered for U+0BB5 whatever cluster it came from, "வெ" after "வ" was
/// drawn by Grantha with a .notdef, and lint reported GoMap's Tamil titles as missing glyphs.
@Suite struct FallbackDecisionTests {
    static let grantha = "/usr/share/fonts/truetype/noto/NotoSansGrantha-Regular.ttf"
    static let tamil = "/usr/share/fonts/truetype/noto/NotoSansTamil-Regular.ttf"

    /// A chain after Inter (which has no Tamil) offering Grantha, then Tamil. (A chain does not keep its library:
    /// the library given must outlive it.)
    static func chain(_ library: FontLibrary) throws -> FallbackChain {
        let primary = try library.face(path: BundledFonts.path("Inter-Regular.otf"))
        let candidates = [(grantha, "Noto Sans Grantha"), (tamil, "Noto Sans Tamil")].map {
            FallbackChain.Candidate(key: FaceKey(path: $0.0, index: 0), family: $0.1, isColor: false)
        }
        return FallbackChain(library: library, primary: primary,
                             cascade: FallbackCascade(language: nil, defaultHanForm: .simplifiedChinese), candidates: candidates)
    }

    @Test func theFontsHaveWhatTheTestSays() throws {
        let grantha = try Fixture.library.face(path: Self.grantha), tamil = try Fixture.library.face(path: Self.tamil)
        #expect(grantha.hasGlyph(for: "\u{0BB5}") && !grantha.hasGlyph(for: "\u{0BC6}"))
        #expect(tamil.hasGlyph(for: "\u{0BB5}") && tamil.hasGlyph(for: "\u{0BC6}"))
    }

    @Test(arguments: [["வ", "வெ"], ["வெ", "வ"]])
    func aClusterIsDrawnByAFontWithAllOfItInEitherOrder(order: [String]) throws {
        let library = FontLibrary(scope: .hermetic)  // a new library: no decision remembered from another test
        let chain = try Self.chain(library)
        var chosen: [String: String] = [:]
        for text in order { chosen[text] = chain.face(for: Character(text))?.path }
        #expect(chosen == ["வ": Self.grantha, "வெ": Self.tamil])
        withExtendedLifetime(library) {}
    }
}
