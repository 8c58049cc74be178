import ButtonSizer
import GlyphMetrics
import ButtonPreview
import Testing

/// `render` draws the outlines `measure` measured: a variable font's weight reaches the SVG path.
@Suite struct VariableFontRenderTests {
    static let font = fixtureFont("ButtonSizerTestVar.ttf")

    // Glyph "l" of the test font starts at x = 173 units at wght 400, 147 at 100 and 225 at 900 (the
    // script scales x by 0.85 and 1.3; fontTools: glyf['l'] = (173, 0) …). At 1000 pt one unit is one
    // point, and a classic button at its intrinsic size puts the title at x = 0, so the path starts there.
    @Test(arguments: [(100, 147.0), (400, 173.0), (900, 225.0)])
    func svgPathFollowsTheWeight(weight: Int, x: Double) throws {
        let measurer = try hermeticMeasurer()
        let sizer = ButtonSizer(measurer: measurer)
        let spec = ButtonSpec(title: "l", titleFont: FontSpec(name: Self.font, size: 1000, weight: weight),
                              profile: .classic(.init()))
        let layout = try sizer.layout(spec, in: try sizer.intrinsicContentSize(spec), glyphs: true)
        let nodes = try parseXML(try ButtonRenderer(measurer: measurer).svg(layout))
        let path = try #require(nodes.first { $0.name == "path" }?.attributes["d"])
        let start = path.dropFirst().prefix { $0 != " " }
        #expect(Double(start) == x)
    }
}
