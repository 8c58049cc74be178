import ButtonSizer
import Foundation
import GlyphMetrics
import Testing

/// The metric-compatible system font (`--font system` without SF): SF's measured advances and vertical
/// metrics, Inter's outlines. Expected widths are iOS's own advances, copied from
/// sf-ios-advances.json (Vercantez/openuikit golden/font_metrics_ios.json @ 32cc00a, entry ids given),
/// added by hand in the comments; heights are uikit-measured-rules D1's fractions of the size.
@Suite struct MetricSystemFontTests {
    static let measurer = try! TextMeasurer(library: Fixture.library, systemFont: SystemFont(option: nil, environment: nil))

    static func measure(_ text: String, size: Double = 17, weight: Int = 400, italic: Bool = false,
                        kerning: Bool = true) throws -> MeasuredText {
        var font = FontSpec.system(size: size, weight: weight, italic: italic)
        font.kerning = kerning
        return try measurer.measure(TextRequest(text: text, font: font))
    }

    /// HarfBuzz positions are 1/65536 em: each glyph is within 1/131072 em of the measured advance.
    static let tolerance = 0.001

    // "Hello" (kerning off: the advance sum is the whole width), one line per entry:
    // system-regular-17.0: 12.185546875 + 9.2802734375 + 3.8681640625 × 2 + 9.6123046875 = 38.814453125
    // system-black-17.0: 13.580078125 + 10.28466796875 + 5.2958984375 × 2 + 10.591796875 = 45.04833984375
    // system-ultraLight-17.0: 11.387022256851196 + 9.372410893440247 + 3.1771331429481506 × 2
    //   + 9.566235959529877 = 36.67993539571762
    // italic-regular-17.0: 12.2021484375 + 9.330078125 + 3.8515625 × 2 + 9.62890625 = 38.8642578125
    // system-regular-34.0: 24.1552734375 + 17.796875 + 7.3212890625 × 2 + 18.427734375 = 75.0224609375
    @Test(arguments: [(17.0, 400, false, 38.814453125), (17, 900, false, 45.04833984375),
                      (17, 100, false, 36.67993539571762), (17, 400, true, 38.8642578125),
                      (34, 400, false, 75.0224609375)])
    func aCoveredStringIsTheSumOfItsMeasuredAdvances(size: Double, weight: Int, italic: Bool, expected: Double) throws {
        let width = try Self.measure("Hello", size: size, weight: weight, italic: italic, kerning: false).width
        #expect(abs(width - expected) < Self.tolerance)
    }

    // Every UIKit weight resolves (ultraLight … black: 100 … 900), none refused, each measured as
    // itself: "l" at 17 pt from system-ultraLight-17.0 … system-black-17.0.
    @Test(arguments: [(100, 3.1771331429481506), (200, 3.3265563249588013), (300, 3.6328350901603699),
                      (400, 3.8681640625), (500, 4.1299386024475098), (600, 4.3202567100524902),
                      (700, 4.58203125), (800, 4.9627546072006226), (900, 5.2958984375)])
    func everyWeightResolves(weight: Int, advance: Double) throws {
        let measured = try Self.measure("l", weight: weight)
        #expect(abs(measured.width - advance) < Self.tolerance)
        #expect(measured.font?.systemFont == "metrics")
        #expect(measured.font?.weight == weight)
    }

    // D1: ascender 1950/2048, descender −494/2048, line height 2444/2048 of the size, leading 0.
    @Test(arguments: [11.0, 15, 17, 28, 34.5])
    func verticalMetricsAreSFs(size: Double) throws {
        let measured = try Self.measure("Hg", size: size)
        #expect(measured.ascender == 1950 / 2048 * size)
        #expect(measured.descender == -494 / 2048 * size)
        #expect(measured.leading == 0)
        #expect(measured.lineHeight == 2444 / 2048 * size)
    }

    // A4: 17 pt line height 20.287109375 ceiled to the @3x grid is 20.333…; B4: ceiled to whole points 21.
    @Test func labelHeightsComeOutAsOnTheDevice() throws {
        let measured = try Self.measure("Configure")
        #expect(measured.lineHeight == 20.287109375)
        #expect(measured.size(scale: 3).height == 61.0 / 3)
        #expect(measured.lineHeight.rounded(.up) == 21)
    }

    // An accented letter measures as its base letter (canonical decomposition), composed or not.
    @Test(arguments: ["é", "e\u{301}"])
    func anAccentedLetterMeasuresAsItsBase(text: String) throws {
        #expect(try Self.measure(text).width == (try Self.measure("e").width))
    }

    // A letter outside the table gets Inter's advance × (SF ÷ Inter on the covered characters): between
    // Inter's own width and the same scaled by 0.8…1.0 (SF is 3–6 % narrower than Inter).
    @Test func anUncoveredLetterIsScaledFromTheStandIn() throws {
        let metric = try Self.measure("ß").width
        let inter = try Fixture.width("ß")
        #expect(metric < inter)
        #expect(metric > 0.8 * inter)
    }

    // Between measured sizes the designs blend and the tracking moves linearly: 16.5 pt lies between the
    // 16 and 17 pt widths (system-regular-16.0 "e" 8.828125, system-regular-17.0 9.2802734375).
    @Test func aSizeBetweenMeasuredOnesLiesBetweenThem() throws {
        let (low, mid, high) = (try Self.measure("e", size: 16).width, try Self.measure("e", size: 16.5).width,
                                try Self.measure("e", size: 17).width)
        #expect(low < mid)
        #expect(mid < high)
    }

    // The metric font and a plain Inter request share no cache entry: the same text in the same
    // measurer, Inter first, then the system font, then Inter again.
    @Test func aMetricRequestSharesNoCacheWithInter() throws {
        let measurer = try TextMeasurer(library: Fixture.library, systemFont: SystemFont(option: nil, environment: nil))
        let inter = try Fixture.width("Hello", measurer: measurer)
        let system = try measurer.measure(TextRequest(text: "Hello", font: .system(size: 17))).width
        #expect(abs(system - 38.814453125) < Self.tolerance)
        #expect(try Fixture.width("Hello", measurer: measurer) == inter)
    }

    // Truncation uses the metric widths, the ellipsis too: a title cut to 60 pt fits in 60 pt.
    @Test func truncationUsesTheMetricWidths() throws {
        let request = TextRequest(text: "Add to Wishlist and more", font: .system(size: 17), maxWidth: 60, maxLines: 1)
        let measured = try Self.measurer.measure(request)
        #expect(measured.isTruncated)
        #expect(measured.width <= 60)
    }
}
