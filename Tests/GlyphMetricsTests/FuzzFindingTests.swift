import ButtonSizer
import GlyphMetrics
import Testing

/// Findings of `make fuzz`, each with the input that failed, so they stay fixed.
@Suite struct FuzzFindingTests {
    /// measure target: at 1 pt with −1 pt letter spacing a line's width summed to −73.37 pt while the
    /// same text measured again reported 0 (MeasuredText.width counts from 0). Lines are now never
    /// narrower than 0; the same happened with a mutated font whose advances were negative.
    @Test func negativeLetterSpacingNeverGivesANegativeWidth() throws {
        let text = "llo World Hello World" + String(repeating: "_", count: 55) + " Hello World Hello World Hello W\u{0}orld"
        let font = Fixture.file("NotoSansThai-Regular.ttf", size: 1, letterSpacing: -1)
        let m = try Fixture.measurer.measure(TextRequest(text: text, font: font, maxWidth: 0, maxLines: 1,
                                                         lineBreakMode: .truncatingTail))
        #expect(m.lines.allSatisfy { $0.width >= 0 })
        let again = try Fixture.measurer.width(of: m.lines[0].text, font: font)
        #expect(m.lines[0].width == again)
        #expect(m.width == again)
    }

    /// layout target: a classic-based button (ZUIButton) with `maxLines` 0 and a title with a forced
    /// break ("\0\0\n\u{8}Add ") was sized for one line and showed "\0\0\n\u{8}…Add " truncated at its
    /// intrinsic size. The intrinsic size now has one line per paragraph when the limit allows it.
    @Test(arguments: [ButtonProfile.zui(.init(classic: .init(contentEdgeInsets: EdgeInsets(top: 17, left: 8, bottom: 4)),
                                              spacing: 12, direction: .rowReverse)),
                      .classic(.init()), .labelAlignment(.init())])
    func forcedBreaksWithoutALineLimitAreWholeAtTheIntrinsicSize(profile: ButtonProfile) throws {
        var spec = ButtonSpec(title: "\0\0\n\u{8}Add ", titleFont: Fixture.file("NotoSansArabic-Regular.ttf"),
                              imageSize: Size(width: 12, height: 17), profile: profile, scale: 1)
        spec.contentHorizontalAlignment = .fill
        spec.maxLines = 0
        let sizer = ButtonSizer(measurer: Fixture.measurer)
        let intrinsic = try sizer.intrinsicContentSize(spec)
        let layout = try sizer.layout(spec, in: intrinsic)
        #expect(!layout.isTruncated, "\(layout.title?.displayedText ?? "")")
        #expect(layout.title?.lines.count == 2)
        // With the default one line, the policy is unchanged: the first paragraph and "…".
        spec.maxLines = nil
        #expect(try sizer.layout(spec, in: sizer.intrinsicContentSize(spec)).title?.lines.count == 1)
    }
}

@Suite struct LongTextTruncationTests {
    /// Hostile-input test: a 100 kB title truncated to 200 pt took 88 s in a debug build (every one of
    /// its 100,000 candidate cuts summed the advances of the text it kept: quadratic). The estimates
    /// now come from prefix widths, O(1) per candidate.
    @Test(arguments: [LineBreakMode.truncatingMiddle, .truncatingTail, .truncatingHead, .clipping])
    func truncatingALongTextIsLinear(mode: LineBreakMode) throws {
        let unit = "Lorem ipsum dolor sit amet, 登录 👩‍💻 e\u{301} "
        let text = String(repeating: unit, count: 100_000 / unit.utf8.count + 1)
        let elapsed = try ContinuousClock().measure {
            let m = try Fixture.measurer.measure(TextRequest(text: text, font: Fixture.inter17, maxWidth: 200,
                                                             lineBreakMode: mode))
            #expect(m.isTruncated)
            #expect(m.width <= 200)
        }
        #expect(elapsed < .seconds(5), "took \(elapsed)")
    }
}

@Suite struct CYLFuzzFindingTests {
    /// layout target: a fitted CYLButton with `maxLines` 3 and a three-paragraph title was sized for
    /// the first paragraph and "…", so the second paragraph wrapped and the title showed "…" at its
    /// intrinsic size. Its size now has one line per paragraph when the limit allows, as classic.
    @Test func threeParagraphsInThreeLinesAreWholeAtTheIntrinsicSize() throws {
        let title = "\u{7}\t\u{5}\u{3}\0\0d\u{2}\n\u{3}\u{1}\0\0\u{15}\u{FFFD}\u{FFFD}\u{FFFD}\0Sho-\0\0\u{2}\0\0\0\0\0\0\0\0\0\u{7F}\u{7F} cSzBr\n\u{10}"
        var spec = ButtonSpec(title: title, titleFont: Fixture.file("Inter-Regular.otf", size: 4),
                              imageSize: Size(width: 0, height: 24), profile: .cyl(.init(sizing: .fitted)), scale: 3)
        spec.lineBreakMode = .truncatingTail
        spec.maxLines = 3
        spec.policies.originRounding = .unrounded
        let sizer = ButtonSizer(measurer: Fixture.measurer)
        let layout = try sizer.layout(spec, in: sizer.intrinsicContentSize(spec))
        #expect(!layout.isTruncated, "\(layout.title?.displayedText.debugDescription ?? "")")
        #expect(layout.title?.lines.count == 3)
    }
}

/// Tabs and control characters (issue 30: the layout target's title was made of them). Inter Regular,
/// unitsPerEm 2816, at 17 pt: "b" advances 1748 units (its `hmtx`, as `hb-shape` prints it) =
/// 10.552556818… pt, "a" 1588 units = 9.5866… pt, "W" wider than 28 pt thrice.
@Suite struct TabAndControlCharacterTests {
    static let b = 1748 * 17 / 2816.0

    /// CoreText's default tab stops are every 28 pt: "a" ends at 9.59, the tab at 28, "b" after it.
    @Test func aTabReachesTheNextStop() throws {
        #expect(approx(try Fixture.width("a\tb"), 28 + Self.b))
    }

    @Test func twoTabsReachTwoStops() throws {
        #expect(approx(try Fixture.width("a\t\tb"), 56 + Self.b))
    }

    /// A tab at the start moves a whole interval; one after text past 28 pt goes to 56.
    @Test func aTabGoesToTheFirstStopStrictlyPastThePen() throws {
        #expect(try Fixture.width("\t") == 28)
        let www = try Fixture.width("WWW")
        #expect(www > 28 && www < 56)
        #expect(approx(try Fixture.width("WWW\tb"), 56 + Self.b))
    }

    /// Letter spacing follows every character but the tab, which ends at its stop.
    @Test func letterSpacingDoesNotMoveAStop() throws {
        let spaced = Fixture.file("Inter-Regular.otf", letterSpacing: 2)
        #expect(approx(try Fixture.width("a\tb", spaced), 28 + Self.b + 2))
    }

    /// Each wrapped line starts at 0: on the second line "world" (between 28 and 56 pt) takes the tab to 56;
    /// counted from the text's start, after "Hello " too, it would reach the stop at 112.
    @Test func aTabOnAWrappedLineCountsFromThatLine() throws {
        let m = try Fixture.measurer.measure(TextRequest(text: "Hello world\tb", font: Fixture.inter17, maxWidth: 70,
                                                         maxLines: 0, lineBreakMode: .wordWrapping))
        #expect(m.lines.map(\.text) == ["Hello", "world\tb"])
        let world = try Fixture.width("world")
        #expect(world < 56 && world > 28)
        #expect(approx(m.lines[1].width, 56 + Self.b))
    }

    /// A tab is not drawn: the glyph after it sits at the stop.
    @Test func aTabIsNotDrawnAndTheNextGlyphSitsAtTheStop() throws {
        let glyphs = try Fixture.measurer.glyphs(for: "a\tb", font: Fixture.inter17)
        #expect(glyphs.count == 2)
        #expect(glyphs.last?.x == 28)
    }

    /// Control characters other than line breaks and tabs take no room and are not drawn (TextKit's
    /// zero-advancement action); they are not missing glyphs either.
    @Test(arguments: ["\u{1}", "\u{3}", "\u{7}", "\u{1B}", "\u{7F}"])
    func aControlCharacterTakesNoRoom(control: String) throws {
        let m = try Fixture.measurer.measure(TextRequest(text: "a\(control)b", font: Fixture.inter17, maxWidth: nil,
                                                         maxLines: 1))
        #expect(m.width == (try Fixture.width("a")) + Self.b)
        #expect(m.missingGlyphs.isEmpty)
        #expect(try Fixture.measurer.glyphs(for: "a\(control)b", font: Fixture.inter17).count == 2)
    }
}

@Suite struct SoftHyphenLineTests {
    /// batch target: a wrapped line of only the spaces after a soft hyphen took the hyphen before it for
    /// its own end and cut the text backwards (a range with lowerBound > upperBound: a crash). Every
    /// width from 1 to 80 pt: the text is laid out, and only the line that ends at the soft hyphen shows
    /// a hyphen.
    @Test func aLineAfterASoftHyphenDoesNotEndWithIt() throws {
        let text = "Follase DefaultI \u{AD}   r800"
        for width in 1...80 {
            let m = try Fixture.measurer.measure(TextRequest(text: text, font: Fixture.inter17, maxWidth: Double(width),
                                                             maxLines: 0, lineBreakMode: .wordWrapping))
            let hyphenated = m.lines.filter { $0.text.hasSuffix("\u{2010}") || $0.text.hasSuffix("-") }
            #expect(hyphenated.count <= 1, "at \(width) pt: \(m.lines.map(\.text))")
        }
    }
}

@Suite struct SoftHyphenBeforeASpaceTests {
    /// measure target: a line broken at the space after a soft hyphen showed a hyphen (its trailing space
    /// trimmed, the soft hyphen looked like the break) and counted the space beside the soft hyphen rather
    /// than beside the hyphen, so its width was neither text's. Only a break right after it shows one.
    @Test func aBreakAtTheSpaceAfterASoftHyphenShowsNoHyphen() throws {
        let width = try Fixture.width("abc def") - 1  // "abc" and its space fit, "def" does not
        let m = try Fixture.measurer.measure(TextRequest(text: "abc\u{AD} def", font: Fixture.inter17, maxWidth: width,
                                                         maxLines: 0, lineBreakMode: .wordWrapping))
        #expect(m.lines.map(\.text) == ["abc\u{AD}", "def"])
    }

    @Test func aBreakAtASoftHyphenShowsAHyphen() throws {
        let width = try Fixture.width("abc\u{2010}") + 1
        let m = try Fixture.measurer.measure(TextRequest(text: "abc\u{AD}def", font: Fixture.inter17, maxWidth: width,
                                                         maxLines: 0, lineBreakMode: .wordWrapping))
        #expect(m.lines.map(\.text) == ["abc\u{2010}", "def"])
    }
}
