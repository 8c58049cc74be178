import ButtonSizer
import GlyphMetrics
import Testing

/// Multi-line heights on iOS (uikit-measured-rules D4), replayed with the SF-metrics test font
/// (Tests/Fixtures/Fonts/ButtonSizerTestSFMetrics.ttf: unitsPerEm 2048, ascender 1950, descender −494,
/// line gap 0, SF's D1 metrics; `ttx -t hhea` shows them), so lineHeight = 2444/2048 × size:
/// 15 pt 17.900391, 17 pt 20.287109, 30 pt 35.800781.
///
/// The six measured points, in SF, and the rule ``LineSpacing/roundedPitch`` (height = (n − 1) × L +
/// lineHeight on the pixel grid, L = round(lineHeight + leading), leading 0 for `systemFont(ofSize:)`,
/// HIG leading − lineHeight for a text style, so L = the style's HIG leading, ios-type-system.md §1):
///
/// | measured | font as replayed | L | rule | stacked n × lineHeight |
/// |---|---|---|---|---|
/// | 17 pt, 3 lines @3x = 60.333 | system 17 | 20 | 40 + 20.287 → 60.333 | 60.861 → 61 |
/// | subheadline 15 pt, 2 lines @2x = 38 | subheadline at L (15/20) | 20 | 20 + 17.900 → 38 | 35.801 → 36 |
/// | 17 pt semibold, 1 line = 20.333 | headline at L (17/22) | — | 20.287 → 20.333 | 20.333 |
/// | 17 pt semibold, 2 lines = 42.333 | headline at L | 22 | 22 + 20.287 → 42.333 | 40.574 → 40.667 |
/// | 15 pt, 1/2/3 lines = 18/38/58 | subheadline at L | 20 | 18 / 38 / 58 | 18 / 36 / 54 |
/// | 30 pt (AX), 2 lines = 72 | system 30 | 36 | 36 + 35.801 → 72 | 71.602 → 71.667 |
///
/// D4 does not say which fonts the 15 pt and 17 pt semibold points used: they are replayed as the
/// subheadline and headline text styles (the only reading under which one rule gives all six; as
/// `systemFont(ofSize:)` the rule gives 36 / 54 and 40.333). The pitch of a text-style font is read
/// from the HIG table, so the test font stands in for SF there too.
@Suite struct MultiLineHeightTests {
    static let font = String(#filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast(2)
        .joined(separator: "/") + "/Fixtures/Fonts/ButtonSizerTestSFMetrics.ttf"
    static let rounded = try! TextMeasurer(library: Fixture.library, policies: TextPolicies(lineSpacing: .roundedPitch))
    static let stacked = try! TextMeasurer(library: Fixture.library, policies: TextPolicies(lineSpacing: .stacked))

    /// `n` forced lines ("A", "A\nB"…) in the test font, their height on the `scale` grid.
    static func height(_ n: Int, size: Double, style: TextStyle? = nil, scale: Double,
                       measurer: TextMeasurer = rounded) throws -> Double {
        var font = FontSpec(name: Self.font, size: size)
        font.textStyle = style
        font.contentSize = style == nil ? nil : .large
        let text = ["A", "B", "C", "D"].prefix(n).joined(separator: "\n")
        let measured = try measurer.measure(TextRequest(text: text, font: font, maxLines: 0, lineBreakMode: .wordWrapping))
        #expect(measured.lines.count == n)
        return measured.size(scale: scale).height
    }

    @Test func theFontHasSFsLineHeight() throws {
        let measured = try Self.rounded.measure(TextRequest(text: "A", font: FontSpec(name: Self.font, size: 17)))
        #expect(measured.lineHeight == 2444.0 / 2048 * 17)
    }

    struct Point: Sendable, CustomTestStringConvertible {
        var lines: Int
        var size: Double
        var style: TextStyle?
        var scale: Double
        var measured: Double
        var stacked: Double
        var testDescription: String { "\(style.map { "\($0)" } ?? "system") \(formatPoints(size)) pt, \(lines) lines @\(formatPoints(scale))x" }
    }

    static let points = [
        Point(lines: 3, size: 17, style: nil, scale: 3, measured: 181.0 / 3, stacked: 61),
        Point(lines: 2, size: 15, style: .subheadline, scale: 2, measured: 38, stacked: 36),
        Point(lines: 1, size: 17, style: .headline, scale: 3, measured: 61.0 / 3, stacked: 61.0 / 3),
        Point(lines: 2, size: 17, style: .headline, scale: 3, measured: 127.0 / 3, stacked: 122.0 / 3),
        Point(lines: 1, size: 15, style: .subheadline, scale: 2, measured: 18, stacked: 18),
        Point(lines: 3, size: 15, style: .subheadline, scale: 2, measured: 58, stacked: 54),
        Point(lines: 2, size: 30, style: nil, scale: 3, measured: 72, stacked: 215.0 / 3),
    ]

    @Test(arguments: points)
    func theRoundedPitchReproducesTheMeasuredHeight(point: Point) throws {
        let height = try Self.height(point.lines, size: point.size, style: point.style, scale: point.scale)
        #expect(abs(height - point.measured) < 1e-9)
    }

    /// The old rule, still available (``LineSpacing/stacked``), and its error against the measurement.
    @Test(arguments: points)
    func theStackedRuleIsTheOldOne(point: Point) throws {
        let height = try Self.height(point.lines, size: point.size, style: point.style, scale: point.scale,
                                     measurer: Self.stacked)
        #expect(abs(height - point.stacked) < 1e-9)
    }

    /// The lines are placed L apart: in a layout the second baseline is the first + L (subheadline at L: 20).
    @Test func linesArePlacedAPitchApart() throws {
        var font = FontSpec(name: Self.font, size: 15)
        (font.textStyle, font.contentSize) = (.subheadline, .large)
        let spec = ButtonSpec(title: "A\nB", titleFont: font, profile: .configuration(.init()))
        let layout = try ButtonSizer(measurer: Self.rounded).answer(spec).layout
        let lines = try #require(layout.title?.placedLines)
        #expect(lines.count == 2)
        #expect(abs(lines[1].origin.y - lines[0].origin.y - 20) < 1e-9)
    }
}
