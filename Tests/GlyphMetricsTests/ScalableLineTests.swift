import ButtonSizer
@testable import GlyphMetrics
import Testing

/// A text measured at one size answers other sizes and widths where it still fits on one line
/// (`ScalableLine`): the answers must be the very ones a measurer without any cache gives, to the
/// last bit, for every font kind (static, variable, `opsz`, `trak`, the system font's Text/Display
/// split), fallback fonts, letter spacing, wrapping and truncation.
@Suite struct ScalableLineTests {
    static let fixtures = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        .dropLast(2).joined(separator: "/") + "/Fixtures/Fonts"
    /// The 12 sizes of `body` (xS … AX5), in the order a sweep asks them.
    static let bodySizes: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]

    static let titles = [
        "Continue shopping", "OK", "Add to cart", "Title ", " Leading space", "AVAVAV WAVE Ty.", "Café au lait",
        "统计こんにちは", "สวัสดีครับ", "مرحبا بالعالم", "Save \u{1F600} now", "Two\nlines", "e\u{301}\u{301}",
        "Download the latest version of the app to continue where you left off",
    ]

    static let fonts: [FontSpec] = [
        Fixture.file("Inter-Regular.otf"),
        Fixture.file("NotoSans-Regular.ttf", letterSpacing: 0.5),
        Fixture.file("LiberationSans-Regular.ttf", letterSpacing: -0.3, kerning: false),
        FontSpec(name: fixtures + "/ButtonSizerTestVar.ttf", size: 17, weight: 700),
        FontSpec(name: fixtures + "/ButtonSizerTestOpsz.ttf", size: 17),
        FontSpec(name: fixtures + "/ButtonSizerTestTrakSTAT.ttf", size: 17),
        FontSpec.system(size: 17),
        // Swept by category: the content size follows the size (`FontSpec.at`).
        FontSpec.preferred(.body, name: Fixture.path("Inter-Regular.otf")),
    ]

    /// (maxWidth, maxLines, mode): no limit, and rooms a title fits at small sizes and not at large ones.
    static let rooms: [(Double?, Int, LineBreakMode)] = [
        (nil, 1, .truncatingTail), (150, 1, .truncatingTail), (150, 0, .wordWrapping), (120, 2, .truncatingMiddle),
        (90, 1, .clipping), (200, 3, .truncatingHead),
    ]

    /// Every title in every font and room at the 12 sizes, in the order a sweep asks them.
    static func requests() throws -> [TextRequest] {
        var requests: [TextRequest] = []
        for font in fonts {
            for title in titles {
                for (maxWidth, maxLines, mode) in rooms {
                    for (size, category) in zip(bodySizes, ContentSizeCategory.allCases) {
                        var request = TextRequest(text: title, font: font, maxWidth: maxWidth, maxLines: maxLines,
                                                  lineBreakMode: mode, language: title.hasPrefix("统") ? "ja" : nil)
                        request.font = font.textStyle == nil ? font : try font.at(category)
                        request.font.size = size
                        requests.append(request)
                    }
                }
            }
        }
        return requests
    }

    @Test func sweptAnswersEqualSeparateMeasures() throws {
        let swept = try TextMeasurer(library: Fixture.library)
        let separate = try TextMeasurer(library: Fixture.library, cacheCapacity: 0)
        let requests = try Self.requests()
        func differences() throws -> [String] {
            try requests.filter { try swept.measure($0) != separate.measure($0) }
                .map { "\($0.font.name) \($0.font.size) pt \($0.lineBreakMode) \(String(describing: $0.maxWidth)): \($0.text)" }
        }
        let first = try differences()
        #expect(first.isEmpty, "\(first.count) of \(requests.count) differ: \(first.prefix(5))")
        // Many of the answers came from a one-line answer at another size or width, not from the typesetter.
        let scaled = swept.scalableLineAnswers
        #expect(scaled > requests.count / 4)
        // Again: every answer is kept (by size, in the result cache) and still the same.
        let second = try differences()
        #expect(second.isEmpty, "\(second.count) of \(requests.count) differ the second time: \(second.prefix(5))")
        #expect(swept.scalableLineAnswers == scaled)
        #expect(swept.resultCacheHits == requests.count)
    }

    static func sweep(_ font: FontSpec, _ text: String = "Continue shopping") throws -> Int {
        let measurer = try TextMeasurer(library: Fixture.library)
        for size in bodySizes {
            var sized = font
            sized.size = size
            _ = try measurer.measure(TextRequest(text: text, font: sized))
        }
        return measurer.scalableLineAnswers
    }

    // One shaping serves all 12 sizes: the first two are measured (the second keeps the line: a title
    // asked at a second size or width), the other 10 scaled.
    @Test func aStaticFontSweepsFromOneLine() throws {
        #expect(try Self.sweep(Fixture.inter17) == 10)
    }

    // wght is the same at every size: one instance, one line.
    @Test func aVariableFontWithoutOpszSweepsFromOneLine() throws {
        #expect(try Self.sweep(Self.fonts[3]) == 10)
    }

    // Each size is its own optical-size instance, shaped apart.
    @Test func anOpszFontMeasuresEverySize() throws {
        #expect(try Self.sweep(Self.fonts[4]) == 0)
    }

    // trak with STAT tracks each size by its own amount.
    @Test func anAppliedTrakMeasuresEverySize() throws {
        #expect(try Self.sweep(Self.fonts[5]) == 0)
    }

    // The metric-compatible system font (no SF given) has SF's optical sizes and tracking: every size
    // has its own advances, so each is measured (as an opsz font's are).
    @Test func theMetricSystemFontMeasuresEverySize() throws {
        #expect(try Self.sweep(Self.fonts[6]) == 0)
    }

    // A line break is never one line: every size goes to the typesetter.
    @Test func aTextWithALineBreakMeasuresEverySize() throws {
        #expect(try Self.sweep(Fixture.inter17, "Two\nlines") == 0)
    }

    // The line kept at 14 pt answers a narrower room where the text still fits, and not one where it does not:
    // hb-shape Fonts/Inter-Regular.otf "Continue shopping" → 25064 units (unitsPerEm 2816), 124.61 pt at 14 pt.
    @Test func aRoomTheTextFitsIsAnsweredFromTheLine() throws {
        let measurer = try TextMeasurer(library: Fixture.library)
        let font = Fixture.file("Inter-Regular.otf", size: 14)
        // (Two limits: after an unlimited measure, a limit the text fits is answered from that answer instead,
        // without a line kept; UnlimitedAnswerReuseTests.)
        _ = try measurer.measure(TextRequest(text: "Continue shopping", font: font, maxWidth: 300))
        _ = try measurer.measure(TextRequest(text: "Continue shopping", font: font, maxWidth: 200))  // keeps the line
        let fits = try measurer.measure(TextRequest(text: "Continue shopping", font: font, maxWidth: 125))
        #expect(measurer.scalableLineAnswers == 1)
        #expect(fits.width == 25064.0 * 14 / 2816)
        let cut = try measurer.measure(TextRequest(text: "Continue shopping", font: font, maxWidth: 124))
        #expect(measurer.scalableLineAnswers == 1)
        #expect(cut.isTruncated)
    }
}

/// An `opsz` font opens one instance per optical size asked; the library keeps a bounded number open.
@Suite struct OpenInstanceBoundTests {
    @Test func opticalSizeInstancesAreBounded() throws {
        let library = FontLibrary(scope: .hermetic)
        let measurer = try TextMeasurer(library: library)
        let font = FontSpec(name: ScalableLineTests.fixtures + "/ButtonSizerTestOpsz.ttf", size: 6)
        // 300 sizes 6, 6.2 … 65.8 pt: each inside the test font's opsz axis (6…72), so 300 instances.
        var widths: [Double] = []
        for step in 0..<300 {
            var sized = font
            sized.size = 6 + Double(step) / 5
            widths.append(try measurer.measure(TextRequest(text: "Continue shopping", font: sized)).width)
            #expect(library.openInstanceCount <= FontLibrary.maximumOpenInstances)
        }
        // The 6 pt instance, closed at the 257th, is reopened (a measurer without caches asks the library
        // again) and measures what it did.
        let uncached = try TextMeasurer(library: library, cacheCapacity: 0)
        #expect(try uncached.measure(TextRequest(text: "Continue shopping", font: font)).width == widths[0])
    }
}
