import ButtonSizer
import Testing

/// A `TextLayout` keeps its text as measured and its frame, and places its lines when read; setting a
/// property keeps the lines where they were placed. Fake measurer: 10 pt per grapheme, ascender 16,
/// line height 20; scale 2.
@Suite struct TextLayoutTests {
    /// "Save" (40 × 20) in a configuration without an image, insets 4/8/4/8, laid out in 56 × 28:
    /// title frame (8, 4, 40, 20), one line, left-aligned (automatic beside a leading image slot).
    static func title() throws -> TextLayout {
        let profile = ButtonProfile.configuration(ConfigurationParameters(
            contentInsets: DirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)))
        let layout = try fake.layout(spec("Save", profile: profile), in: Size(width: 56, height: 28))
        return try #require(layout.title)
    }

    @Test func linesArePlacedInTheFrame() throws {
        // Baseline: frame top 4 + (20 − 20) / 2 + ascender 16 = 20; left edge of the frame: 8.
        #expect(try Self.title().placedLines == [PlacedLine(origin: Point(x: 8, y: 20), width: 40)])
    }

    @Test func settingTheAlignmentKeepsThePlacedLines() throws {
        var title = try Self.title()
        title.alignment = .right
        #expect(title.alignment == .right)
        #expect(title.placedLines == [PlacedLine(origin: Point(x: 8, y: 20), width: 40)])
    }

    @Test func settingTheLinesKeepsTheOtherProperties() throws {
        var title = try Self.title()
        title.lines = [MeasuredLine(text: "Go", width: 20)]
        #expect(title.lines == [MeasuredLine(text: "Go", width: 20)])
        #expect(title.text == "Save")
        #expect(title.ascender == 16)
        #expect(title.lineHeight == 20)
        #expect(title.placedLines == [PlacedLine(origin: Point(x: 8, y: 20), width: 40)])
    }

    @Test func equalLayoutsHashAlike() throws {
        let title = try Self.title()
        var same = title
        same.alignment = title.alignment  // now holds its placed lines instead of working them out
        #expect(same == title)
        #expect(same.hashValue == title.hashValue)
    }

    @Test func placedLinesTakePartInEquality() throws {
        let title = try Self.title()
        var moved = title
        moved.placedLines = [PlacedLine(origin: Point(x: 9, y: 20), width: 40)]
        #expect(moved != title)
    }
}
