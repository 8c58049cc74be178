import ButtonSizer
import Testing
import ButtonSizerTesting

/// The classic `UIButton` rules measured on real UIKit (uikit-measured-rules B1–B8), replayed with
/// pre-measured title sizes or measurers whose numbers are stated here, so every expected value is
/// the reference's own or a hand calculation.
@Suite struct ClassicRuleTests {
    /// B1: the classic title label's default font is 15 pt (the titleLabel-based profiles);
    /// AlternativeButton's own label stays 17.
    @Test(arguments: [
        (ButtonProfile.classic(.init()), 15.0), (.zui(.init()), 15.0), (.cyl(.init()), 15.0),
        (.labelAlignment(.init()), 15.0), (.alternative(.init()), 17.0),
    ])
    func defaultTitleFont(profile: ButtonProfile, size: Double) {
        #expect(ButtonSpec(title: "Plain Button", profile: profile).titleFont.size == size)
    }

    /// B2 (button_basic): label intrinsic 138.5 × 19 → button 139 × 31; in 200 × 44 the label frame
    /// is (30.5, 12.5, 139, 19): (200 − 139) / 2 = 30.5, (44 − 19) / 2 = 12.5. Also 105.5 → 106.
    @Test func buttonBasicReplay() throws {
        var s = spec("Plain Button", profile: .classic(.init()))
        s.titleSize = Size(width: 138.5, height: 19)
        let sizer = ButtonSizer(measurer: UnusedMeasurer())
        #expect(try sizer.intrinsicContentSize(s) == Size(width: 139, height: 31))
        #expect(try sizer.layout(s, in: Size(width: 200, height: 44)).titleRect == rect(30.5, 12.5, 139, 19))
        s.titleSize = Size(width: 105.5, height: 19)
        #expect(try sizer.intrinsicContentSize(s).width == 106)
    }

    /// A width limit with a height the caller fixes (a height constraint): the width is the size that
    /// fits, never wider than the limit; the height is the one given, not the 31 that fits. B2's title
    /// (138.5 × 19 → 139 × 31): under 200 it is 139 wide; under 100, 100; in 44 its label sits at
    /// (44 − 19) / 2 = 12.5.
    @Test func aMaxWidthWithAFixedHeight() throws {
        var s = spec("Plain Button", profile: .classic(.init()))
        s.titleSize = Size(width: 138.5, height: 19)
        let sizer = ButtonSizer(measurer: UnusedMeasurer())
        #expect(try sizer.answer(s, proposal: .maxWidth(200)).size == Size(width: 139, height: 31))
        let fixed = try sizer.answer(s, proposal: .maxWidth(200, height: 44))
        #expect(fixed.size == Size(width: 139, height: 44))
        #expect(fixed.layout.titleRect?.y == 12.5)
        #expect(try sizer.answer(s, proposal: .maxWidth(100, height: 44)).size == Size(width: 100, height: 44))
        #expect(throws: ButtonSpecError.self) { try sizer.answer(s, proposal: .maxWidth(100, height: -1)) }
    }

    /// B4: the title box is the line height ceiled to a whole point; without an image the width is at
    /// least 30; an empty title keeps one line box. A fake font with a 17.9 pt line (SF 15 pt: 17.900391)
    /// and 9.05 pt graphemes: no title → 30 × (18 + 12) = 30 × 30; "Done" 36.2 → 36.5 @2x → 37 × 30.
    /// A 20.287 pt line (SF 17 pt) → 21 → 33 tall.
    @Test(arguments: [("", 17.9, Size(width: 30, height: 30)), ("Done", 17.9, Size(width: 37, height: 30)),
                      ("Done", 20.287109375, Size(width: 37, height: 33))])
    func lineBoxAndMinimumWidth(title: String, lineHeight: Double, size: Size) throws {
        let sizer = ButtonSizer(measurer: FakeMeasurer(advance: 9.05, ascender: lineHeight - 4))
        #expect(try sizer.intrinsicContentSize(spec(title, profile: .classic(.init()))) == size)
    }

    /// B5: with an image, a half-point title width rounds down: "Go" 20.5 (2 × 10.25) + a 20 pt image
    /// = 40 (not 41). Without the image the same title is ceiled: 21, and the 30 pt minimum applies.
    @Test func halfPointTitleBesideAnImage() throws {
        let sizer = ButtonSizer(measurer: FakeMeasurer(advance: 10.25))
        #expect(try sizer.intrinsicContentSize(spec("Go", image: square(20), profile: .classic(.init()))).width == 40)
        #expect(try sizer.intrinsicContentSize(spec("Go", profile: .classic(.init()))).width == 30)
        let layout = try sizer.layout(spec("Go", image: square(20), profile: .classic(.init())),
                                      in: Size(width: 40, height: 20))
        #expect(layout.titleRect?.width == 20)
        #expect(layout.title?.isTruncated == false)  // the half point is not a truncation
    }

    /// At its intrinsic width a classic button shows its title whole (B5: a title beside an image up to half a point
    /// wider than its frame is not truncated for it), whatever floating-point noise the subtraction leaves. An image
    /// IB lists 87.666664123535156 wide (GoMap's Bing logo, a float) is 263/3 = 87.666…7 on the @3x grid; "Hello" at
    /// 10.02 a grapheme is 50.1, rounded to 50 beside it; the button is ceil@3x(137.666…) = 413/3 = 137.666…6, and
    /// 413/3 − 263/3 leaves 49.999999999999986 for the 50-pt title. That was read as narrower than the title: it was
    /// typeset again in 49.99… (50.1 does not fit) and truncated, and the minimum width put a pixel above the
    /// intrinsic one (lint --screens said GoMap's "Bing attribution" needed 211 of its 210.67 pt).
    @Test func theTitleShowsWholeAtTheIntrinsicWidthBesideAnOffGridImage() throws {
        let sizer = ButtonSizer(measurer: FakeMeasurer(advance: 10.02))
        let s = spec("Hello", image: Size(width: 87.666664123535156, height: 19), profile: .classic(.init()), scale: 3)
        let width = try sizer.intrinsicContentSize(s).width
        #expect(width == 413.0 / 3)
        let layout = try sizer.layout(s, in: Size(width: width, height: 20))
        #expect(layout.title?.isTruncated == false)
        #expect(layout.title?.displayedText == "Hello")
        #expect(try sizer.truncationReport(s, width: width).minimumWidth == width)
    }

    /// B7: explicit contentEdgeInsets replace the +12: height = max(content, one line box) + top +
    /// bottom, even image-only or empty; width = content + left + right. Fake line 20 pt.
    @Test(arguments: [
        ("", nil, Size(width: 10, height: 20 + 6)),                      // empty: one line box
        ("", Size(width: 12, height: 12), Size(width: 22, height: 26)),  // image smaller than the line box
        ("", Size(width: 24, height: 24), Size(width: 34, height: 30)),  // image taller
        ("Hi", nil, Size(width: 30, height: 26)),                        // 20 + 10, no 30 pt minimum
    ])
    func explicitInsets(title: String, image: Size?, size: Size) throws {
        let insets = EdgeInsets(top: 3, left: 5, bottom: 3, right: 5)
        let s = spec(title, image: image, profile: .classic(.init(contentEdgeInsets: insets)))
        #expect(try fake.intrinsicContentSize(s) == size)
    }

    /// A7 (constraints_baseline, @2x): the first-baseline anchor is the label's top plus the ascender
    /// rounded to the nearest device pixel (26.66 → 26.5, 12.38 → 12.5), reported beside the drawn
    /// baseline. Text-only classic at its intrinsic size: the label sits at y 6 and fills its frame
    /// only when the line is whole points; with ascender 26.66 and descender −4 the line is 30.66,
    /// the frame 31, the text centred 0.17 lower: drawn 6 + 0.17 + 26.66 = 32.83, anchor 6 + 26.5 = 32.5.
    @Test(arguments: [(26.66, 26.5), (12.38, 12.5)])
    func firstBaselineAnchor(ascender: Double, rounded: Double) throws {
        let sizer = ButtonSizer(measurer: FakeMeasurer(ascender: ascender))
        let s = spec("Abc", profile: .classic(.init()))
        let layout = try sizer.layout(s, in: try sizer.intrinsicContentSize(s))
        let top = try #require(layout.titleRect?.y)
        #expect(top == 6)
        #expect(close(layout.firstBaselineAnchor, top + rounded))
        let lineHeight = ascender + 4, frame = (lineHeight).rounded(.up)
        #expect(close(layout.firstBaseline, top + (frame - lineHeight) / 2 + ascender))
    }

    /// B8 (button_states width sweep, 14 pt title of 309.16 pt): the title truncates in the middle and
    /// the label hugs the truncated line, its width ceiled to whole points and centred: 80 → x 2.5,
    /// width 75; 150 → 2 / 146; 200 → 0.5 / 199. The drawn line widths are stated by the measurer
    /// (any width in (74, 75] gives 75). A title that fits once tightened (A11) takes the whole
    /// content width at x 0.
    @Test(arguments: [(80.0, 74.6, 2.5, 75.0), (150, 145.2, 2, 146), (200, 198.4, 0.5, 199)])
    func truncatedTitleHugsItsLine(width: Double, drawn: Double, x: Double, labelWidth: Double) throws {
        let sizer = ButtonSizer(measurer: SweepMeasurer(truncatedWidth: drawn, tightFits: false))
        let layout = try sizer.layout(spec(SweepMeasurer.title, profile: .classic(.init())),
                                      in: Size(width: width, height: 44))
        #expect(layout.titleRect?.x == x)
        #expect(layout.titleRect?.width == labelWidth)
        #expect(layout.isTruncated)
    }

    @Test func tightenedTitleTakesTheContentWidth() throws {
        let sizer = ButtonSizer(measurer: SweepMeasurer(truncatedWidth: 300, tightFits: true))
        let layout = try sizer.layout(spec(SweepMeasurer.title, profile: .classic(.init())),
                                      in: Size(width: 300, height: 44))
        #expect(layout.titleRect?.x == 0)
        #expect(layout.titleRect?.width == 300)
        #expect(layout.isTruncated == false)
        #expect(layout.title?.isTightened == true)
    }
}

/// A 14 pt title 309.16 pt wide on one line (button_states); in less room it draws one line of
/// `truncatedWidth` points, truncated in the middle, or (`tightFits`) whole and tightened.
private struct SweepMeasurer: TextMeasuring {
    static let title = "Very long title that does not fit the width"
    var truncatedWidth: Double
    var tightFits: Bool

    func measure(_ request: TextRequest) throws -> MeasuredText {
        let natural = 309.16
        let room = request.maxWidth ?? .infinity
        let fits = natural <= room
        let line = fits ? MeasuredLine(text: request.text, width: natural)
            : MeasuredLine(text: tightFits ? request.text : "Very…width", width: truncatedWidth)
        return MeasuredText(lines: request.text.isEmpty ? [] : [line], ascender: 13.3, descender: -3.4,
                            leading: 0, isTruncated: !fits && !tightFits, isTightened: !fits && tightFits)
    }
}
