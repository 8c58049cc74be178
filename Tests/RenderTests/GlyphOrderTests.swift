import ButtonSizer
@testable import GlyphMetrics
@testable import ButtonPreview
import Testing

@Suite("glyph order and outlines for previews")
struct GlyphOrderTests {
    @Test("UAX #9 rule L2 reverses runs of higher levels", arguments: [
        ([0, 0, 0], [0, 1, 2]),
        ([0, 1, 1, 0], [0, 2, 1, 3]),           // an RTL phrase inside an LTR line
        ([1, 1, 1], [2, 1, 0]),                 // an Arabic line whose spaces are a separate run
        ([1, 1, 2, 2, 1], [4, 2, 3, 1, 0]),     // LTR words inside an RTL line keep their order
    ])
    func visualOrder(levels: [Int], expected: [Int]) {
        #expect(Shaper.visualOrder(levels: levels) == expected)
    }

    @Test("an Arabic line reads right to left even where the spaces fall back to Inter")
    func arabicLine() throws {
        let measurer = try hermeticMeasurer()
        let first = try measurer.glyphs(for: "تسجيل", font: inter17)
        let line = try measurer.glyphs(for: "تسجيل الدخول", font: inter17)
        try #require(Set(line.map { $0.face.path }).count == 2, "the space must come from another font for this test")
        // The first word is on the right: the rightmost glyphs are its glyphs, in its own visual order.
        let rightmost = line.sorted { $0.x < $1.x }.suffix(first.count)
        #expect(rightmost.map(\.glyph) == first.map(\.glyph))
        #expect(line.map(\.x) == line.map(\.x).sorted())
    }

    @Test("an outline at unitsPerEm points is in font units: an H spans the cap height to the baseline")
    func outlineUnits() throws {
        let measurer = try hermeticMeasurer()
        let h = try #require(try measurer.glyphs(for: "H", font: inter17).first)
        let path = try h.face.outline(glyph: h.glyph, size: 2816)  // Inter: unitsPerEm 2816
        let ys = path.elements.compactMap { element -> Double? in
            if case let .line(p) = element { return p.y }
            if case let .move(p) = element { return p.y }
            return nil
        }
        #expect(ys.min() == -2048)  // sCapHeight, y down
        #expect(ys.max() == 0)
        #expect(path.elements.last == .close)
        let space = try #require(try measurer.glyphs(for: " ", font: inter17).first)
        #expect(try h.face.outline(glyph: space.glyph, size: 17).isEmpty)
    }

    @Test("SVG numbers are written to a thousandth without trailing zeros, and text is escaped")
    func svgText() {
        #expect(SVGWriter.number(12.5) == "12.5")
        #expect(SVGWriter.number(3) == "3")
        #expect(SVGWriter.number(-1.25) == "-1.25")
        #expect(SVGWriter.number(0.1236) == "0.124")
        #expect(SVGWriter.number(-0.0001) == "0")
        #expect(SVGWriter.number(2.05) == "2.05")
        #expect(SVGWriter.escape("a<b & \"c\" 'd'>\u{1}") == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;\u{FFFD}")
    }
}
