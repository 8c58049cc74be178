import ButtonSizer
import ButtonSizerTesting
import Testing

/// Layout arithmetic of an attributed title (``ButtonSpec/attributedTitle``) with a fake measurer whose
/// numbers scale with the point size: every grapheme is size / 2 wide, ascender 0.8 × size, descender
/// −0.2 × size. So a 20 pt run has 10 pt graphemes and a 16 / −4 box; a 10 pt run 5 pt graphemes and 8 / −2.
@Suite struct AttributedTitleLayoutTests {
    struct SizedFake: TextMeasuring {
        func measure(_ request: TextRequest) throws -> MeasuredText {
            let size = request.font.size
            return try FakeMeasurer(advance: size / 2, ascender: 0.8 * size, descender: -0.2 * size).measure(request)
        }
    }

    static let sizer = ButtonSizer(measurer: SizedFake())

    static func spec(offset: Double = 0) -> ButtonSpec {
        var spec = ButtonSpec(title: "", titleFont: FontSpec(name: "Fake", size: 17), profile: .configuration(.init()))
        spec.attributedTitle = AttributedTitle(runs: [
            TitleRun(text: "Buy ", font: FontSpec(name: "Fake", size: 20)),
            TitleRun(text: "now", font: FontSpec(name: "Fake", size: 10), baselineOffset: offset),
        ])
        return spec
    }

    /// Width: "Buy " 4 × 10 + "now" 3 × 5 = 55 pt; the configuration adds its insets 12 + 12 → 79.
    /// Height: the box is the 20 pt run's 16 + 4 = 20 pt (the 10 pt run's 8 + 2 fits inside); + 7 + 7 → 34.
    /// The button's own 17 pt title font (graphemes 8.5 wide) is not used: the runs' fonts win (D9).
    @Test func theLayoutUsesTheRunsWidthAndLineBox() throws {
        let size = try Self.sizer.intrinsicContentSize(Self.spec())
        #expect(size == Size(width: 79, height: 34))
    }

    /// The 10 pt run raised 10 pt reaches 8 + 10 = 18 pt above the baseline, above the 20 pt run's 16:
    /// the box grows to 18 + 4 = 22 pt, the button to 36 pt; the width stays 79.
    @Test func aRaisedRunGrowsTheButton() throws {
        let size = try Self.sizer.intrinsicContentSize(Self.spec(offset: 10))
        #expect(size == Size(width: 79, height: 36))
    }

    /// In 60 pt the content has 60 − 24 = 36 pt: "Buy " (40) does not fit whole, so it is cut in its
    /// own run: the fake keeps the longest prefix that fits with "…" (10 pt): "Buy" + "…" = 40 > 36,
    /// "Bu" + "…" = 30 fits; "now" is dropped. The title reports truncation.
    @Test func aNarrowButtonTruncatesTheRuns() throws {
        let layout = try Self.sizer.layout(Self.spec(), in: Size(width: 60, height: 34))
        #expect(layout.title?.displayedText == "Bu\u{2026}")
        #expect(layout.title?.isTruncated == true)
    }

    /// A title set afterwards (a translation lint puts in) is not the runs' text: plain, in the button's
    /// 17 pt font: "Kaufen" 6 × 8.5 = 51 + 24 = 75 wide, its box 13.6 + 3.4 = 17 tall + 14 = 31.
    @Test func aTitleOtherThanTheRunsIsPlain() throws {
        var spec = Self.spec()
        spec.title = "Kaufen"
        #expect(try Self.sizer.intrinsicContentSize(spec) == Size(width: 75, height: 31))
    }

    /// Setting the runs sets the title to their text.
    @Test func theRunsSpellTheTitle() {
        #expect(Self.spec().title == "Buy now")
    }

    /// A run without text is refused, named by its 1-based position.
    @Test func anEmptyRunIsRefused() {
        var spec = Self.spec()
        spec.attributedTitle?.runs[1].text = ""
        #expect(throws: ButtonSpecError(field: "attributedTitle (title-runs) run 2 text", problem: "is empty")) {
            try Self.sizer.intrinsicContentSize(spec)
        }
    }
}
