import ButtonSizer
import GlyphMetrics
import Testing

/// Whitespace at the end of a single line, and separators that no font needs to draw.
@Suite struct WhitespaceTests {
    // hb-shape 6.0.0: `hb-shape --output-format=json --no-glyph-names Fonts/Inter-Regular.otf "Hello "`
    // sums to 7532 units; "Hello" to 6740 (unitsPerEm 2816).
    static let helloSpace = 7532.0 * 17 / 2816   // 45.4687…
    static let hello = 6740.0 * 17 / 2816        // 40.6889…

    @Test func trailingSpaceCountsWhenItFits() throws {
        // UIKit sizes "Title " with the space (the padding trick), so the width includes it.
        let measured = try Fixture.measurer.measure(TextRequest(text: "Hello ", font: Fixture.inter17))
        #expect(approx(measured.width, Self.helloSpace))
        #expect(measured.displayedText == "Hello ")
        #expect(!measured.isTruncated)
    }

    @Test func trailingSpaceThatDoesNotFitHangs() throws {
        // 45 pt holds "Hello" (40.69) but not "Hello " (45.47): the space hangs, nothing is truncated.
        let measured = try Fixture.measurer.measure(TextRequest(text: "Hello ", font: Fixture.inter17, maxWidth: 45))
        #expect(measured.displayedText == "Hello")
        #expect(approx(measured.width, Self.hello))
        #expect(!measured.isTruncated)
    }

    @Test(arguments: ["\u{2028}", "\u{2029}", "\n", "\u{200D}", "\u{200F}"])
    func invisibleCharactersNeedNoFallbackFont(separator: String) throws {
        // Inter lacks these code points, but nothing is drawn for them: no fallback font is loaded.
        let measured = try Fixture.measurer.measure(
            TextRequest(text: "a" + separator + "b", font: Fixture.inter17, maxLines: 0, lineBreakMode: .wordWrapping))
        #expect(fileNames(measured.fonts) == ["Inter-Regular.otf"])
    }
}

/// Cache keys use the exact code points: canonically equal texts are distinct entries.
@Suite struct CacheKeyTests {
    @Test func canonicallyEqualTextsDoNotShareACacheEntry() throws {
        let measurer = try TextMeasurer(library: Fixture.library)
        let composed = "Caf\u{E9}", decomposed = "Cafe\u{301}"
        #expect(composed == decomposed)  // Swift's String equality: canonical equivalence
        let first = try measurer.measure(TextRequest(text: composed, font: Fixture.inter17))
        let second = try measurer.measure(TextRequest(text: decomposed, font: Fixture.inter17))
        // Each result shows its own code points: a shared entry would hand back the other's.
        #expect(Array(first.displayedText.unicodeScalars) == Array(composed.unicodeScalars))
        #expect(Array(second.displayedText.unicodeScalars) == Array(decomposed.unicodeScalars))
        #expect(measurer.cachedResultCount == 2)
    }

    /// A request's identity, which every cache key and memo uses (`TextRequest.isSame(as:_:)`), lists
    /// the fields of a request and its font by hand (to compare the text by its bytes, cheapest fields
    /// first, without copying): a field added to either must be decided on there, and added here.
    @Test func requestIdentityDecidesEveryRequestField() {
        let fields = Mirror(reflecting: TextRequest(text: "", font: Fixture.inter17)).children.compactMap(\.label)
        #expect(fields == ["text", "font", "maxWidth", "lineBreakMode", "maxLines", "language"])
    }

    @Test func requestIdentityDecidesEveryFontField() {
        let fields = Mirror(reflecting: Fixture.inter17).children.compactMap(\.label)
        #expect(fields == ["name", "size", "weight", "italic", "letterSpacing", "kerning", "variations", "textStyle",
                           "contentSize"])
    }

    /// The scopes the caches use: the result cache's entry holds every size of a request, a one-line
    /// answer also every room; a layout pass's memo only the same request.
    @Test func requestIdentityScopes() {
        let request = TextRequest(text: "Continue", font: Fixture.inter17, maxWidth: 100)
        var larger = request, wider = request
        larger.font.size = 20
        wider.maxWidth = 200
        #expect(request.isSame(as: request, .exact))
        #expect(!request.isSame(as: larger, .exact))
        #expect(request.isSame(as: larger, .anySize))
        #expect(!request.isSame(as: wider, .anySize))
        #expect(request.isSame(as: wider, .anySizeAndRoom))
        var decomposed = request
        decomposed.text = "Continue\u{301}"
        #expect(!request.isSame(as: decomposed, .anySizeAndRoom))
    }

    @Test func requestsThatDifferOnlyInLanguageDoNotShareACacheEntry() throws {
        let measurer = try TextMeasurer(library: Fixture.library)
        _ = try measurer.measure(TextRequest(text: "Hello", font: Fixture.inter17))
        _ = try measurer.measure(TextRequest(text: "Hello", font: Fixture.inter17, language: "de"))
        _ = try measurer.measure(TextRequest(text: "Hello", font: Fixture.inter17))
        #expect(measurer.cachedResultCount == 2)
    }
}

/// One-font widths are `units × size / unitsPerEm` to the last bit, as CoreText's 17359 × 17 / 2048.
@Suite struct ExactWidthTests {
    // Unit sums from hb-shape 6.0.0 (`hb-shape --output-format=json --no-glyph-names FONT TEXT`, Σ ax).
    @Test(arguments: [
        ("NotoSans-Regular.ttf", "office", 2595.0, 1000.0),
        ("NotoSansThai-Regular.ttf", "สวัสดี", 2252.0, 1000.0),
        ("LiberationSans-Regular.ttf", "WAVE", 5803.0, 2048.0),
        ("Inter-Regular.otf", "Continue shopping", 25064.0, 2816.0),
    ])
    func widthIsUnitsTimesSizeOverUnitsPerEm(file: String, text: String, units: Double, unitsPerEm: Double) throws {
        let measured = try Fixture.measurer.measure(TextRequest(text: text, font: Fixture.file(file)))
        #expect(measured.width == units * 17 / unitsPerEm)
    }
}
