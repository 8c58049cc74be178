import ButtonSizer
@testable import GlyphMetrics
import Testing

/// A text measured without a width limit answers the same request under a limit it fits, as one
/// `ButtonSizer.answer` asks (intrinsic size, then the width it is laid out in; issue 39 item 2): the
/// answers must be the very ones a measurer without any cache gives, to the last bit, whether the
/// text fits the limit, fits only without its trailing space, or is truncated, wrapped or tightened.
@Suite struct UnlimitedAnswerReuseTests {
    @Test(arguments: ScalableLineTests.fonts) func limitedAnswersAfterTheUnlimitedOne(font: FontSpec) throws {
        let measurer = try TextMeasurer(library: Fixture.library)
        let uncached = try TextMeasurer(library: Fixture.library, cacheCapacity: 0)
        var differing: [String] = []
        for text in ScalableLineTests.titles + ["", " ", "Title  ", "AVAVAV"] {
            for (lines, mode) in [(1, LineBreakMode.truncatingTail), (0, .wordWrapping), (2, .truncatingMiddle), (1, .clipping)] {
                let unlimited = TextRequest(text: text, font: font, maxWidth: nil, maxLines: lines, lineBreakMode: mode)
                let whole = try measurer.measure(unlimited)
                // The exact width, a hair either side, a pixel either side, and rooms that cut it.
                let widths = [whole.width, whole.width + 1e-7, whole.width - 1e-7, whole.width + 0.5, whole.width - 0.5,
                              whole.width / 2, 0, 1000].map { max(0, $0) }
                for width in widths {
                    var limited = unlimited
                    limited.maxWidth = width
                    let measured = try measurer.measure(limited), expected = try uncached.measure(limited)
                    if measured != expected || measured.lines.map(\.width.bitPattern) != expected.lines.map(\.width.bitPattern) {
                        differing.append("\(text) \(mode) at \(width)")
                    }
                }
            }
        }
        #expect(differing.isEmpty, "\(differing.count) differ, first: \(differing.prefix(5))")
    }
}
