import ButtonSizer
import GlyphMetrics
import Testing

/// `adjustsFontSizeToFitWidth` + `minimumScaleFactor` (uikit-measured-rules D3) with the bundled Inter.
///
/// D3's real-iOS case, in SF: "Shrink me please", 20 pt, 80 pt wide: minimumScaleFactor 0.6 → drawn at
/// the floor 12 pt as "Shrink me pl…"; 0.9 → 18 pt "Shrink…". Inter's advances (hb-shape 6.0.0,
/// `hb-shape --output-format=json Fonts/Inter-Regular.otf TEXT`, advances summed; unitsPerEm 2816):
/// "Shrink me please" 22752, "Shrink me ple" 18052, "Shrink me pl" 16412, "Shrink m" 11596,
/// "Shrink " 9148, "…" 2312. So at 20 pt the title is 161.59 pt: it does not fit 80 pt and shrinks.
@Suite struct FontShrinkingTests {
    static let text = "Shrink me please"

    static func measured(_ factor: Double, width: Double = 80, search: FontShrinking.Search = .continuous) throws -> MeasuredText {
        try Fixture.measurer.measure(TextRequest(text: text, font: Fixture.file("Inter-Regular.otf", size: 20), maxWidth: width),
                                     shrinking: FontShrinking(minimumScaleFactor: factor, search: search))
    }

    /// 0.6: the floor is 12 pt, where the title is 22752 × 12 / 2816 = 96.95 pt, still too wide: drawn at
    /// the floor and tail-truncated. The budget floor(80) = 80 pt is 80 × 2816 / 12 = 18773 units:
    /// "Shrink me pl" + "…" = 18724 fits, "Shrink me ple" + "…" = 20364 does not. As on iOS.
    @Test func atTheFloorTheTitleTruncates() throws {
        let measured = try Self.measured(0.6)
        #expect(measured.drawnPointSize == 12)
        #expect(measured.isTruncated)
        #expect(measured.displayedText == "Shrink me pl…")
    }

    /// 0.9: the floor is 18 pt, budget 80 × 2816 / 18 = 12516 units: "Shrink m" + "…" = 13908 does not
    /// fit, "Shrink " + "…" = 11460 does, and the space beside the ellipsis is dropped. As on iOS.
    @Test func aHighFloorTruncatesMore() throws {
        let measured = try Self.measured(0.9)
        #expect(measured.drawnPointSize == 18)
        #expect(measured.displayedText == "Shrink…")
    }

    /// The metrics (line height, ascender) and the reported font stay the unshrunk 20 pt font's: the
    /// label keeps its frame and its baseline (`baselineAdjustment` `.alignBaselines`).
    @Test func theMetricsStayUnshrunk() throws {
        let full = try Fixture.measurer.measure(TextRequest(text: Self.text, font: Fixture.file("Inter-Regular.otf", size: 20)))
        let measured = try Self.measured(0.6)
        #expect(measured.lineHeight == full.lineHeight)
        #expect(measured.ascender == full.ascender)
        #expect(measured.font?.pointSize == 20)
    }

    /// 0.4: the floor 8 pt fits (64.6 pt), so the size is searched: the title fits while
    /// 22752 × s / 2816 ≤ 80, s ≤ 80 × 2816 / 22752 = 9.90155 pt. Continuous (1/1000 pt steps above
    /// the floor): 9.901; whole points: 9 (72.7 pt; 10 pt is 80.8).
    @Test(arguments: [(FontShrinking.Search.continuous, 9.901), (.wholePoints, 9)])
    func betweenTheFloorAndTheSizeTheLargestThatFitsIsDrawn(search: FontShrinking.Search, expected: Double) throws {
        let measured = try Self.measured(0.4, search: search)
        let drawn = try #require(measured.drawnPointSize)
        #expect(abs(drawn - expected) < 1e-9)
        #expect(!measured.isTruncated)
        #expect(measured.displayedText == Self.text)
        #expect(approx(measured.width, 22752 * drawn / 2816))
    }

    /// Text that fits is drawn at its own size; a request without a width limit, or of several lines, is
    /// not shrunk either (drawn at its size).
    @Test func textThatFitsIsNotShrunk() throws {
        let wide = try Self.measured(0.5, width: 200)
        #expect(wide.drawnPointSize == 20)
        #expect(approx(wide.width, 22752 * 20 / 2816.0))
        let wrapping = try Fixture.measurer.measure(
            TextRequest(text: Self.text, font: Fixture.file("Inter-Regular.otf", size: 20), maxWidth: 80, maxLines: 0,
                        lineBreakMode: .wordWrapping), shrinking: FontShrinking(minimumScaleFactor: 0.5))
        #expect(wrapping.drawnPointSize == 20)
        #expect(wrapping.lines.count > 1)
    }
}
