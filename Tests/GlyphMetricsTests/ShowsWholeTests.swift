import ButtonSizer
@testable import GlyphMetrics
import Testing

/// `TextMeasurer.showsWhole` tells whether a one-line request keeps all its text without truncating
/// it (the truncation report's search asks it at widths where a title may not fit): its answer must be
/// what measuring says (`isTruncated`), for every font kind (static, variable, `opsz`, the `trak` font
/// that tightens, the system font), trailing whitespace, fallback fonts and widths around each
/// title's own width, asked of a measurer that has not measured it and of one that has.
@Suite struct ShowsWholeTests {
    /// Rooms around `width`: a pixel, a hair and 4 % either side, the width itself, and far narrower.
    static func rooms(_ width: Double) -> [Double] {
        [0, 1, width / 2, width * 0.96, width - 0.5, width - 1e-4, width, width + 1e-7, width + 0.5, width * 1.04]
    }

    @Test func agreesWithMeasuring() throws {
        let reference = try TextMeasurer(library: Fixture.library, cacheCapacity: 0)
        var checked = 0, whole = 0
        for font in ScalableLineTests.fonts {
            for title in ScalableLineTests.titles where !title.contains("\n") {
                let language = title.hasPrefix("统") ? "ja" : nil
                let width = try reference.measure(TextRequest(text: title, font: font, language: language)).width
                for mode in [LineBreakMode.truncatingTail, .truncatingHead, .truncatingMiddle] {
                    for room in Self.rooms(width) {
                        let request = TextRequest(text: title, font: font, maxWidth: room, lineBreakMode: mode, language: language)
                        let expected = !(try reference.measure(request).isTruncated)
                        let fresh = try TextMeasurer(library: Fixture.library)
                        #expect(try fresh.showsWhole(request) == expected, "\(title) \(font.name) \(room) \(mode)")
                        _ = try fresh.measure(request)  // now from the result cache
                        #expect(try fresh.showsWhole(request) == expected, "\(title) \(font.name) \(room) \(mode), known")
                        checked += 1
                        if expected { whole += 1 }
                    }
                }
            }
        }
        // Both answers occur (the widths straddle each title's own).
        #expect(whole > 0)
        #expect(whole < checked)
    }

    /// The trak font is drawn whole at its tight track a little narrower than its own width: `showsWhole`
    /// says so without truncating (the case a width comparison alone would get wrong).
    @Test func tightTrackShowsWhole() throws {
        let font = FontSpec(name: ScalableLineTests.fixtures + "/ButtonSizerTestTrakSTAT.ttf", size: 17)
        let reference = try TextMeasurer(library: Fixture.library, cacheCapacity: 0)
        let title = "Continue shopping"
        let width = try reference.measure(TextRequest(text: title, font: font)).width
        // The narrowest whole width the reference finds, a hundredth of a point at a time below the text's own.
        var room = width
        while room > 0, !(try reference.measure(TextRequest(text: title, font: font, maxWidth: room - 0.01)).isTruncated) {
            room -= 0.01
        }
        #expect(room < width - 0.5)
        let measurer = try TextMeasurer(library: Fixture.library)
        #expect(try measurer.showsWhole(TextRequest(text: title, font: font, maxWidth: room)))
        #expect(try !measurer.showsWhole(TextRequest(text: title, font: font, maxWidth: room - 0.5)))
    }
}
