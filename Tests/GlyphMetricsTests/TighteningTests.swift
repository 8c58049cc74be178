import ButtonSizer
import GlyphMetrics
import Testing

/// Tightening before truncation (uikit-measured-rules A11) on the `trak` test fonts of
/// Tests/Fixtures/Fonts (scripts/make-test-fonts.py; unitsPerEm 1000). At 17 pt the tight track (−1)
/// is −40 units and the normal track (0) 0 (Tests/Fixtures/Fonts/README.md), so tightening takes
/// 40 × 17 / 1000 = 0.68 pt off every grapheme; "…" is not tightened.
/// Widths: `hb-shape --font-ptem=17 --no-glyph-names Tests/Fixtures/Fonts/ButtonSizerTestTrakSTAT.ttf "Continue shopping"`,
/// x advances summed: "Continue shopping" 8957 (152.269 pt), "Continue sh" 5631, "Continue sho" 6236, "…" 791.
@Suite struct TighteningTests {
    static let trakSTAT = VariableFontTests.trakSTAT
    static let text = "Continue shopping"  // 17 graphemes: tight 152.269 − 17 × 0.68 = 140.709 pt

    static func measure(_ file: String, width: Double, mode: LineBreakMode = .truncatingTail) throws -> MeasuredText {
        try Fixture.measurer.measure(TextRequest(text: text, font: FontSpec(name: file, size: 17), maxWidth: width,
                                                 lineBreakMode: mode))
    }

    /// Overflowing but fitting once tight (140.709 ≤ the budget 145 or 141): drawn whole, squeezed to
    /// the budget, not truncated.
    @Test(arguments: [145.0, 141.0])
    func fitsOnceTightened(width: Double) throws {
        let m = try Self.measure(Self.trakSTAT, width: width)
        #expect(m.displayedText == Self.text)
        #expect(!m.isTruncated)
        #expect(m.isTightened)
        #expect(m.width == width.rounded(.down))
    }

    /// At 140.9 the budget is 140 < 140.709: truncated, at the tight track. At 110: "Continue sh" tight
    /// (5631 × 0.017 − 11 × 0.68 = 88.247) + "…" (791 × 0.017 = 13.447) = 101.694 fits; "Continue sho"
    /// (6236 × 0.017 − 12 × 0.68 + 13.447 = 111.299) does not.
    @Test func truncatesAtTheTightTrack() throws {
        let m = try Self.measure(Self.trakSTAT, width: 110)
        #expect(m.displayedText == "Continue sh\u{2026}")
        #expect(approx(m.width, 5631 * 0.017 - 11 * 0.68 + 791 * 0.017))
        #expect(m.isTruncated)
        #expect(m.isTightened)
        let edge = try Self.measure(Self.trakSTAT, width: 140.9)
        #expect(edge.isTruncated)
        #expect(edge.isTightened)
    }

    /// The same `trak` without `STAT` does not apply (CoreText's condition), so nothing tightens; nor
    /// does a font without `trak` (Inter), nor a line that fits, nor clipping.
    @Test func onlyFontsWithATightTrackTighten() throws {
        let noSTAT = try Self.measure(VariableFontTests.trak, width: 145)
        #expect(noSTAT.isTruncated)
        #expect(!noSTAT.isTightened)
        let inter = try Fixture.measurer.measure(TextRequest(text: Self.text, font: Fixture.inter17, maxWidth: 100))
        #expect(!inter.isTightened)
        #expect(try !Self.measure(Self.trakSTAT, width: 160).isTightened)
        #expect(try !Self.measure(Self.trakSTAT, width: 145, mode: .clipping).isTightened)
    }
}
