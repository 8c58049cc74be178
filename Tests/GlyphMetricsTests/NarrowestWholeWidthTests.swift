import ButtonSizer
import GlyphMetrics
import Testing

/// The measurer's estimate of the narrowest width limit at which a text shows whole in its lines, where the
/// truncation report's search for a wrapping title's minimum width starts. Widths from hb-shape 6.0.0
/// sums as WrappingTests has them: Inter 17 pt, unitsPerEm 2816.
@Suite struct NarrowestWholeWidthTests {
    static func estimate(_ text: String, lines: Int, mode: LineBreakMode = .wordWrapping) throws -> Double? {
        try Fixture.measurer.narrowestWholeWidth(TextRequest(text: text, font: Fixture.inter17, maxWidth: 30,
                                                             maxLines: lines, lineBreakMode: mode))
    }

    // "Hello World" in two lines is "Hello" over "World": the wider, "World", 7672 units = 46.32 pt
    // ("Hello " with its space is 7532, so "Hello" is narrower). The request's own limit (30) is set aside.
    @Test(arguments: [LineBreakMode.wordWrapping, .truncatingTail])
    func twoWordsInTwoLinesTakeTheWiderWord(mode: LineBreakMode) throws {
        let width = try #require(try Self.estimate("Hello World", lines: 2, mode: mode))
        #expect(abs(width - 7672.0 * 17 / 2816) < 1e-6)
    }

    // At that width the typesetter sets the text whole in two lines, and a hundredth of a point less it does not.
    @Test func theTypesetterAgreesAtTheEstimate() throws {
        let width = try #require(try Self.estimate("Hello World", lines: 2))
        func truncated(_ limit: Double) throws -> Bool {
            try Fixture.measurer.measure(TextRequest(text: "Hello World", font: Fixture.inter17, maxWidth: limit,
                                                     maxLines: 2, lineBreakMode: .wordWrapping)).isTruncated
        }
        #expect(try !truncated(width))
        #expect(try truncated(width - 0.01))
    }

    @Test func oneLineOrANewlineHasNoEstimate() throws {
        #expect(try Self.estimate("Hello World", lines: 1) == nil)
        #expect(try Self.estimate("Hello World", lines: 0) == nil)
        #expect(try Self.estimate("Hello\nWorld", lines: 2) == nil)
    }
}
