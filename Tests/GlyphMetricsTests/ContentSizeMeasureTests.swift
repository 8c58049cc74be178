import ButtonSizer
@testable import GlyphMetrics
import Testing

/// `measure(_:contentSizes:scaledSizes:)`, the sweep API: one request at many content size categories
/// must answer exactly what `measure(_:)` answers at each category, to the last bit, from a measurer
/// with no caches at all (no kept answers, no one-line rescaling, no shared instance shaping), for a
/// static font, a variable font with `wght`, one with `opsz`, one with `trak` + `STAT`, and the system font.
@Suite struct ContentSizeMeasureTests {
    static let categories = ContentSizeCategory.allCases

    /// Each font with a text style, so a category gives its size (`FontSpec.at`).
    static let fonts: [FontSpec] = [
        FontSpec.preferred(.body, name: Fixture.path("Inter-Regular.otf")),
        FontSpec.preferred(.headline, name: ScalableLineTests.fixtures + "/ButtonSizerTestVar.ttf"),
        FontSpec.preferred(.body, name: ScalableLineTests.fixtures + "/ButtonSizerTestOpsz.ttf"),
        FontSpec.preferred(.callout, name: ScalableLineTests.fixtures + "/ButtonSizerTestTrakSTAT.ttf"),
        FontSpec.preferred(.body),  // the system font: 14…53 pt, across its 20 pt Text/Display split
    ]

    /// `request` measured at each category by `measure(_:)`.
    static func separately(_ request: TextRequest, _ measurer: TextMeasurer,
                           scaledSizes: ScaledSizes? = nil) throws -> [MeasuredText] {
        try categories.map { category in
            var sized = request
            sized.font = try request.font.at(category, scaledSizes: scaledSizes)
            return try measurer.measure(sized)
        }
    }

    /// Every title of `ScalableLineTests` in every font and room.
    static func requests(_ fonts: [FontSpec] = fonts) -> [TextRequest] {
        fonts.flatMap { font in
            ScalableLineTests.titles.flatMap { title in
                ScalableLineTests.rooms.map { maxWidth, maxLines, mode in
                    TextRequest(text: title, font: font, maxWidth: maxWidth, maxLines: maxLines, lineBreakMode: mode,
                                language: title.hasPrefix("统") ? "ja" : nil)
                }
            }
        }
    }

    @Test func sweptAnswersEqualSeparateMeasures() throws {
        let swept = try TextMeasurer(library: Fixture.library)
        let separate = try TextMeasurer(library: Fixture.library, cacheCapacity: 0)
        let requests = Self.requests()
        let expected = try requests.map { try Self.separately($0, separate) }
        func differences() throws -> [String] {
            try zip(requests, expected).filter { try swept.measure($0, contentSizes: Self.categories) != $1 }
                .map { "\($0.0.font.name) \($0.0.lineBreakMode) \(String(describing: $0.0.maxWidth)): \($0.0.text)" }
        }
        let cold = try differences()
        #expect(cold.isEmpty, "\(cold.count) of \(requests.count) sweeps differ: \(cold.prefix(5))")
        // One entry per request, holding its 12 sizes.
        #expect(swept.cachedResultCount == requests.count)
        #expect(swept.resultCacheHits == 0)
        let warm = try differences()
        #expect(warm.isEmpty, "\(warm.count) of \(requests.count) warm sweeps differ: \(warm.prefix(5))")
        #expect(swept.resultCacheHits == requests.count * Self.categories.count)
        #expect(swept.resultCacheMisses == requests.count * Self.categories.count)
    }

    // The sizes of a sweep answered by `measure(_:)` are the sweep's, and the other way round.
    @Test func singleSizeMeasuresAndSweepsShareAnswers() throws {
        let measurer = try TextMeasurer(library: Fixture.library)
        let separate = try TextMeasurer(library: Fixture.library, cacheCapacity: 0)
        let requests = Self.requests([Self.fonts[0], Self.fonts[2]])
        for request in requests {
            // Three categories asked one at a time first: the sweep finds them and measures the other nine.
            for category in [ContentSizeCategory.large, .extraSmall, .accessibilityLarge] {
                var sized = request
                sized.font = try request.font.at(category)
                _ = try measurer.measure(sized)
            }
            #expect(try measurer.measure(request, contentSizes: Self.categories) == Self.separately(request, separate))
        }
        #expect(measurer.resultCacheHits == 3 * requests.count)
        for request in requests {
            for category in Self.categories {
                var sized = request
                sized.font = try request.font.at(category)
                _ = try measurer.measure(sized)
            }
        }
        #expect(measurer.resultCacheHits == 15 * requests.count)
    }

    // A custom font scaled with UIFontMetrics: the sizes the user measured (any doubles), nothing invented.
    @Test func scaledSizesGiveTheSizes() throws {
        let scaled = try ScaledSizes(parsing: "xS=9.5,L=17,AX5=48.25")
        let measurer = try TextMeasurer(library: Fixture.library)
        let separate = try TextMeasurer(library: Fixture.library, cacheCapacity: 0)
        for request in Self.requests([Fixture.inter17, FontSpec(name: ScalableLineTests.fixtures + "/ButtonSizerTestOpsz.ttf", size: 17)]) {
            let swept = try measurer.measure(request, contentSizes: scaled.categories, scaledSizes: scaled)
            #expect(swept.map(\.font?.pointSize) == [9.5, 17, 48.25])
            let expected = try scaled.categories.map { category in
                var sized = request
                sized.font = try request.font.at(category, scaledSizes: scaled)
                return try separate.measure(sized)
            }
            #expect(swept == expected)
        }
    }

    @Test func aCategoryWithoutASizeIsAnError() throws {
        let request = TextRequest(text: "Continue", font: Fixture.inter17)
        #expect(throws: ButtonSpecError.self) { try Fixture.measurer.measure(request, contentSizes: [.large]) }
        let scaled = try ScaledSizes(parsing: "L=17")
        #expect(throws: ButtonSpecError.self) {
            try Fixture.measurer.measure(request, contentSizes: [.large, .extraLarge], scaledSizes: scaled)
        }
    }

    @Test func anInvalidRequestIsAnErrorAtEverySize() throws {
        var request = TextRequest(text: "Continue", font: FontSpec.preferred(.body, name: Fixture.path("Inter-Regular.otf")))
        request.maxWidth = -.infinity
        #expect(throws: GlyphMetricsError.self) { try Fixture.measurer.measure(request, contentSizes: [.large]) }
        let scaled = ScaledSizes([.large: .nan])
        #expect(throws: GlyphMetricsError.self) {
            try Fixture.measurer.measure(TextRequest(text: "Continue", font: Fixture.inter17), contentSizes: [.large],
                                         scaledSizes: scaled)
        }
    }
}
