import ButtonSizer
import Testing
import ButtonSizerTesting

/// Classic UIButton (uikit-semantics §4). Fake measurer: 10 pt per grapheme, line height 20; scale 2.
@Suite struct ClassicTests {
    // MARK: Device measurements (§4): button 335 wide, image 32 wide, title 54 wide, centred.

    enum TitleSource: String, CaseIterable { case premeasured, measured }

    /// The title is 54 pt wide either pre-measured or through the fake at 9 pt per grapheme ("Button" = 6 × 9).
    func deviceSpec(_ source: TitleSource, image: EdgeInsets = .zero, title: EdgeInsets = .zero) -> (ButtonSizer, ButtonSpec) {
        var s = spec("Button", image: square(32),
                     profile: .classic(ClassicParameters(imageEdgeInsets: image, titleEdgeInsets: title)))
        switch source {
        case .premeasured:
            s.titleSize = Size(width: 54, height: 20)
            return (ButtonSizer(measurer: UnusedMeasurer()), s)
        case .measured:
            return (ButtonSizer(measurer: FakeMeasurer(advance: 9)), s)
        }
    }

    @Test(arguments: TitleSource.allCases)
    func deviceMeasurementCentred(source: TitleSource) throws {
        let (sizer, s) = deviceSpec(source)
        let l = try sizer.layout(s, in: Size(width: 335, height: 44))
        // content 32 + 54 = 86 wide, centred: (335 − 86) / 2 = 124.5; title follows the image: 124.5 + 32 = 156.5
        #expect(l.imageRect?.x == 124.5)
        #expect(l.titleRect?.x == 156.5)
    }

    @Test(arguments: TitleSource.allCases)
    func deviceMeasurementImageInsetLeft50(source: TitleSource) throws {
        let (sizer, s) = deviceSpec(source, image: EdgeInsets(left: 50))
        let l = try sizer.layout(s, in: Size(width: 335, height: 44))
        // imageBox: x 50, width 335 − 50 − 54 (title) = 231 → 50 + (231 − 32) / 2 = 149.5
        #expect(l.imageRect?.x == 149.5)
        // the title does not move: 156.5
        #expect(l.titleRect?.x == 156.5)
    }

    @Test(arguments: TitleSource.allCases)
    func deviceMeasurementTitleInsetRight100(source: TitleSource) throws {
        let (sizer, s) = deviceSpec(source, title: EdgeInsets(right: 100))
        let l = try sizer.layout(s, in: Size(width: 335, height: 44))
        // titleBox: x 32 (after the image), width 335 − 32 − 100 = 203 → 32 + (203 − 54) / 2 = 106.5
        #expect(l.titleRect?.x == 106.5)
        #expect(l.imageRect?.x == 124.5)  // imageBox still loses only the title's 54 pt
    }

    // MARK: Size (contentEdgeInsets + image + single-line title; the 6 pt text-only padding)

    struct SizeCase: CustomTestStringConvertible, Sendable {
        var name: String
        var image: Size?
        var params: ClassicParameters
        var expected: Size
        var testDescription: String { name }
    }

    static let sizeCases: [SizeCase] = [
        // "Follow" = 6 × 10 = 60 wide, 20 tall; text only, zero insets: 20 + 6 + 6 = 32
        SizeCase(name: "text only", image: nil, params: .init(), expected: Size(width: 60, height: 32)),
        // image 24 + title 60 = 84; height max(24, 20) = 24 (no padding with an image by default)
        SizeCase(name: "image", image: square(24), params: .init(), expected: Size(width: 84, height: 24)),
        // policy withImage: max(24, 20 + 12) = 32
        SizeCase(name: "image, padding with image", image: square(24),
                 params: .init(titlePadding: .withImage), expected: Size(width: 84, height: 32)),
        // policy never: 20
        SizeCase(name: "text only, padding never", image: nil, params: .init(titlePadding: .never),
                 expected: Size(width: 60, height: 20)),
        // a 100 × 40 background image: max(60, 100) × max(20, 40), the 12-pt padding left out = 100 × 40
        SizeCase(name: "background image larger", image: nil, params: .init(backgroundImageSize: Size(width: 100, height: 40)),
                 expected: Size(width: 100, height: 40)),
        // a 22 × 22 background image under the 60 × 20 title: 60 × 22 (not 60 × 32: no padding with a background)
        SizeCase(name: "background image smaller", image: nil, params: .init(backgroundImageSize: square(22)),
                 expected: Size(width: 60, height: 22)),
        // contentEdgeInsets (4, 8, 4, 8): 8 + 60 + 8 = 76; 4 + 20 + 4 = 28 (no padding: insets not zero)
        SizeCase(name: "content insets", image: nil,
                 params: .init(contentEdgeInsets: EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)),
                 expected: Size(width: 76, height: 28)),
        // image and title edge insets move the rects only: still 84 × 24
        SizeCase(name: "image/title insets ignored", image: square(24),
                 params: .init(imageEdgeInsets: EdgeInsets(top: 3, left: 10, bottom: 0, right: 5),
                               titleEdgeInsets: EdgeInsets(top: 0, left: 7, bottom: 2, right: 9)),
                 expected: Size(width: 84, height: 24)),
    ]

    @Test(arguments: sizeCases)
    func intrinsicSize(c: SizeCase) throws {
        let s = spec("Follow", image: c.image, profile: .classic(c.params))
        #expect(try fake.intrinsicContentSize(s) == c.expected)
        // sizeThatFits ignores the proposal
        #expect(try fake.sizeThatFits(s, proposed: Size(width: 30, height: 10)) == c.expected)
    }

    @Test func traceListsEachTerm() throws {
        let s = spec("Follow", image: square(24),
                     profile: .classic(.init(contentEdgeInsets: EdgeInsets(top: 4, left: 8, bottom: 4, right: 8))))
        let trace = try fake.sizeTrace(s)
        // width: left 8 + image 24 + title 60 + right 8 + rounding 0 = 100
        #expect(trace.terms(.width).map(\.points) == [8, 24, 60, 8, 0])
        // height: top 4 + max(image 24, title 20) + bottom 4 + rounding 0 = 32
        #expect(trace.terms(.height).map(\.points) == [4, 24, 4, 0])
        #expect(trace.size == Size(width: 100, height: 32))
        #expect(trace.description.contains("contentEdgeInsets.left 8"))
    }

    // MARK: Alignment (button 335 × 44, image 32 × 32, title "Button" 6 × 9 = 54 × 20)

    struct AlignCase: CustomTestStringConvertible, Sendable {
        var h: ContentHorizontalAlignment
        var v: ContentVerticalAlignment
        var image: Rect
        var title: Rect
        var testDescription: String { "\(h)/\(v)" }
    }

    static let alignCases: [AlignCase] = [
        // left: image at 0; title box starts after the image: 32. Centred vertically: (44 − 32)/2 = 6, (44 − 20)/2 = 12
        AlignCase(h: .left, v: .center, image: rect(0, 6, 32, 32), title: rect(32, 12, 54, 20)),
        // right: title 335 − 54 = 281; imageBox width 335 − 54 = 281 → image 281 − 32 = 249
        AlignCase(h: .right, v: .center, image: rect(249, 6, 32, 32), title: rect(281, 12, 54, 20)),
        // fill: the image stretches over its box (281 wide); the title keeps its width at the box's end (281)
        AlignCase(h: .fill, v: .center, image: rect(0, 6, 281, 32), title: rect(281, 12, 54, 20)),
        // leading/trailing in LTR are left/right
        AlignCase(h: .leading, v: .center, image: rect(0, 6, 32, 32), title: rect(32, 12, 54, 20)),
        AlignCase(h: .trailing, v: .center, image: rect(249, 6, 32, 32), title: rect(281, 12, 54, 20)),
        // top: y 0; bottom: 44 − 32 = 12 and 44 − 20 = 24
        AlignCase(h: .center, v: .top, image: rect(124.5, 0, 32, 32), title: rect(156.5, 0, 54, 20)),
        AlignCase(h: .center, v: .bottom, image: rect(124.5, 12, 32, 32), title: rect(156.5, 24, 54, 20)),
        // vertical fill: the image takes the full 44; the title stays centred at 12
        AlignCase(h: .center, v: .fill, image: rect(124.5, 0, 32, 44), title: rect(156.5, 12, 54, 20)),
    ]

    @Test(arguments: alignCases)
    func alignment(c: AlignCase) throws {
        let s = spec("Button", image: square(32), profile: .classic(.init()), h: c.h, v: c.v)
        let l = try ButtonSizer(measurer: FakeMeasurer(advance: 9)).layout(s, in: Size(width: 335, height: 44))
        #expect(l.imageRect == c.image)
        #expect(l.titleRect == c.title)
    }

    // MARK: Truncation by clamping (default truncating middle)

    @Test(arguments: [
        // "Hello World" = 110 > 80: k = (80 − 10) / 10 = 7 graphemes kept, 4 before "…", 3 after
        (LineBreakMode?.none, 80.0, "Hell…rld"),
        (.truncatingTail, 80.0, "Hello W…"),
        (.truncatingHead, 80.0, "…o World"),
        // at 70, k = 6: "Hello " loses its trailing space next to the ellipsis
        (.truncatingTail, 70.0, "Hello…"),
        // clipping: the first 8 graphemes, no ellipsis
        (.clipping, 80.0, "Hello Wo"),
    ])
    func truncatesWhenClamped(mode: LineBreakMode?, width: Double, shown: String) throws {
        var s = spec("Hello World", profile: .classic(.init()))
        s.lineBreakMode = mode
        let l = try fake.layout(s, in: Size(width: width, height: 32))
        #expect(l.title?.displayedText == shown)
        #expect(l.isTruncated)
        // the label hugs the line it draws (B8), 10 pt a grapheme, centred: "Hello…" at 70 is 60 wide at x 5
        let drawn = Double(shown.count) * 10
        #expect(l.titleRect == rect((width - drawn) / 2, 6, drawn, 20))
    }

    @Test func positiveTitleInsetsTruncateAtIntrinsicSize() throws {
        // documented UIKit behaviour: title insets do not grow the button, so 10 + 10 pt clip the title
        let s = spec("Follow", profile: .classic(.init(titleEdgeInsets: EdgeInsets(left: 10, right: 10))))
        let size = try fake.intrinsicContentSize(s)
        #expect(size == Size(width: 60, height: 32))
        let l = try fake.layout(s, in: size)
        // box 60 − 20 = 40: k = 3 → "Fo…w"
        #expect(l.title?.displayedText == "Fo…w")
        #expect(l.titleRect == rect(10, 6, 40, 20))
    }

    @Test func imageClampedToContent() throws {
        // image 40 × 40 in a 30 × 30 button with no title: clamped, aspect not kept
        let s = spec("", image: Size(width: 40, height: 40), profile: .classic(.init()))
        let l = try fake.layout(s, in: Size(width: 30, height: 20))
        #expect(l.imageRect == rect(0, 0, 30, 20))
        #expect(l.titleRect == nil)
    }

    @Test func traceStepsShowTheBoxes() throws {
        let (sizer, s) = deviceSpec(.measured)
        let steps = try sizer.layout(s, in: Size(width: 335, height: 44), glyphs: true).steps  // steps: for pictures
        // content = bounds; titleBox = content with left += 32; imageBox = content with right += 54
        #expect(steps.map(\.name) == ["content", "titleBox", "imageBox"])
        #expect(steps.map(\.rect) == [rect(0, 0, 335, 44), rect(32, 0, 303, 44), rect(0, 0, 281, 44)])
    }

    @Test func stepsAreBuiltOnlyForPictures() throws {
        let (sizer, s) = deviceSpec(.measured)
        #expect(try sizer.layout(s, in: Size(width: 335, height: 44)).steps.isEmpty)
    }

    @Test func multiLineTitleWrapsInsideTheClampedFrameWithoutGrowingTheButton() throws {
        var s = spec("Hello World", profile: .classic(.init()))
        s.lineBreakMode = .wordWrapping
        s.maxLines = 2
        // the size is still single-line: 110 × (20 + 12)
        #expect(try fake.intrinsicContentSize(s) == Size(width: 110, height: 32))
        // at 80 × 60 the title is clamped to 80 and wraps: "Hello" | "World", 40 tall, centred at (60 − 40)/2 = 10;
        // the label hugs the 50 pt it draws (B8), centred at (80 − 50)/2 = 15
        let l = try fake.layout(s, in: Size(width: 80, height: 60))
        #expect(l.title?.displayedText == "Hello\nWorld")
        #expect(l.titleRect == rect(15, 10, 50, 40))
        #expect(!l.isTruncated)
        // baselines: 10 + 16 = 26 and 26 + 20 = 46
        #expect(l.firstBaseline == 26)
        #expect(l.lastBaseline == 46)
    }

    @Test func baselinesInButtonCoordinates() throws {
        // title frame y = (44 − 20) / 2 = 12, text exactly 20 tall: baseline 12 + ascender 16 = 28
        let l = try fake.layout(spec("Follow", profile: .classic(.init())), in: Size(width: 335, height: 44))
        #expect(l.firstBaseline == 28)
        #expect(l.lastBaseline == 28)
    }
}
