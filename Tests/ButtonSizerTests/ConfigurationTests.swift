import ButtonSizer
import Testing

/// UIButton.Configuration (uikit-semantics §5). Fake measurer: 10 pt per grapheme, line height 20; scale 2.
/// Common: contentInsets top 4, leading 8, bottom 4, trailing 8; imagePadding 6; image 24 × 24; title "Save" 40 × 20.
@Suite struct ConfigurationTests {
    static let insets = DirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)

    static func config(_ placement: ImagePlacement, reservation: Double = 0, titlePadding: Double = 0,
                       alignment: TitleAlignment = .automatic) -> ButtonProfile {
        .configuration(ConfigurationParameters(imagePlacement: placement, imagePadding: 6, titlePadding: titlePadding,
                                               contentInsets: insets, imageReservation: reservation,
                                               titleAlignment: alignment))
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var profile: ButtonProfile
        var image: Size? = square(24)
        var subtitle: String? = nil
        var size: Size
        var imageRect: Rect?
        var titleRect: Rect
        var subtitleRect: Rect? = nil
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // W = 8 + 24 + 6 + 40 + 8 = 86; H = 4 + max(24, 20) + 4 = 32.
        // content (8, 4, 70, 24); image slot at 8; text area x = 8 + 24 + 6 = 38; title y = 4 + (24 − 20)/2 = 6
        Case(name: "leading", profile: config(.leading), size: Size(width: 86, height: 32),
             imageRect: rect(8, 4, 24, 24), titleRect: rect(38, 6, 40, 20)),
        // mirrored order: title at 8, image at 78 − 24 = 54
        Case(name: "trailing", profile: config(.trailing), size: Size(width: 86, height: 32),
             imageRect: rect(54, 4, 24, 24), titleRect: rect(8, 6, 40, 20)),
        // W = 8 + max(24, 40) + 8 = 56; H = 4 + 24 + 6 + 20 + 4 = 58.
        // image centred across the 40 wide block: 8 + (40 − 24)/2 = 16; title at y 4 + 24 + 6 = 34
        Case(name: "top", profile: config(.top), size: Size(width: 56, height: 58),
             imageRect: rect(16, 4, 24, 24), titleRect: rect(8, 34, 40, 20)),
        // title first at y 4, image at 4 + 20 + 6 = 30
        Case(name: "bottom", profile: config(.bottom), size: Size(width: 56, height: 58),
             imageRect: rect(16, 30, 24, 24), titleRect: rect(8, 4, 40, 20)),
        // reservation 40: W = 8 + 40 + 6 + 40 + 8 = 102; image centred in its slot: 8 + (40 − 24)/2 = 16;
        // title at 8 + 40 + 6 = 54
        Case(name: "leading, reservation 40", profile: config(.leading, reservation: 40),
             size: Size(width: 102, height: 32), imageRect: rect(16, 4, 24, 24), titleRect: rect(54, 6, 40, 20)),
        // reservation on the vertical axis: H = 4 + 40 + 6 + 20 + 4 = 74; image y = 4 + (40 − 24)/2 = 12;
        // title y = 4 + 40 + 6 = 50
        Case(name: "top, reservation 40", profile: config(.top, reservation: 40),
             size: Size(width: 56, height: 74), imageRect: rect(16, 12, 24, 24), titleRect: rect(8, 50, 40, 20)),
        // no image: no padding, no slot: W = 8 + 40 + 8 = 56, H = 4 + 20 + 4 = 28
        Case(name: "no image", profile: config(.leading), image: nil, size: Size(width: 56, height: 28),
             imageRect: nil, titleRect: rect(8, 4, 40, 20)),
        // subtitle "Now" (30 × 20), titlePadding 2: text 40 wide, 20 + 2 + 20 = 42 tall;
        // W = 8 + 24 + 6 + 40 + 8 = 86; H = 4 + max(24, 42) + 4 = 50.
        // image y = 4 + (42 − 24)/2 = 13; title (38, 4); subtitle (38, 4 + 20 + 2 = 26), leading-aligned
        Case(name: "leading, subtitle", profile: config(.leading, titlePadding: 2), subtitle: "Now",
             size: Size(width: 86, height: 50), imageRect: rect(8, 13, 24, 24), titleRect: rect(38, 4, 40, 20),
             subtitleRect: rect(38, 26, 30, 20)),
        // top placement centres title and subtitle (automatic): W = 56; H = 4 + 24 + 6 + 42 + 4 = 80;
        // subtitle x = 8 + (40 − 30)/2 = 13, y = 34 + 20 + 2 = 56
        Case(name: "top, subtitle", profile: config(.top, titlePadding: 2), subtitle: "Now",
             size: Size(width: 56, height: 80), imageRect: rect(16, 4, 24, 24), titleRect: rect(8, 34, 40, 20),
             subtitleRect: rect(13, 56, 30, 20)),
        // trailing title alignment: subtitle at 38 + 40 − 30 = 48
        Case(name: "leading, subtitle, trailing-aligned", profile: config(.leading, titlePadding: 2, alignment: .trailing),
             subtitle: "Now", size: Size(width: 86, height: 50), imageRect: rect(8, 13, 24, 24),
             titleRect: rect(38, 4, 40, 20), subtitleRect: rect(48, 26, 30, 20)),
    ]

    @Test(arguments: cases)
    func sizeAndLayoutAtIntrinsicSize(c: Case) throws {
        var s = spec("Save", image: c.image, profile: c.profile)
        s.subtitle = c.subtitle
        let size = try fake.intrinsicContentSize(s)
        #expect(size == c.size)
        let l = try fake.layout(s, in: size)
        #expect(l.imageRect == c.imageRect)
        #expect(l.titleRect == c.titleRect)
        #expect(l.subtitleRect == c.subtitleRect)
        #expect(!l.isTruncated)
    }

    // MARK: sizeThatFits: the title wraps to the width left after insets, image and padding.

    @Test(arguments: [
        // proposed 120: room 120 − 8 − 24 − 6 − 8 = 74. "Save all changes" wraps greedily:
        // "Save all" = 80 > 74 → "Save" | "all" | "changes" (40, 30, 70): text 70 × 60.
        // W = 8 + 24 + 6 + 70 + 8 = 116 (narrower than proposed); H = 4 + max(24, 60) + 4 = 68
        (LineBreakMode?.none, Optional<Int>.none, Size(width: 116, height: 68), "Save\nall\nchanges", false),
        // max 2 lines: "Save" | "all", the rest dropped: text 40 × 40 → W 86, H 48
        (nil, 2, Size(width: 86, height: 48), "Save\nall", true),
        // truncating tail forces one line: k = (74 − 10)/10 = 6 → "Save a…" (70): W 116, H 32
        (.truncatingTail, nil, Size(width: 116, height: 32), "Save a…", true),
        // tail with max 2 lines: line 1 wraps ("Save"), the rest on line 2 shortened: "all changes" (110) →
        // k = 6 → "all ch…" (70). W 116, H = 4 + 40 + 4 = 48
        (.truncatingTail, 2, Size(width: 116, height: 48), "Save\nall ch…", true),
    ])
    func sizeThatFitsWrapsTheTitle(mode: LineBreakMode?, maxLines: Int?, expected: Size, shown: String,
                                   truncated: Bool) throws {
        var s = spec("Save all changes", image: square(24), profile: Self.config(.leading))
        s.lineBreakMode = mode
        s.maxLines = maxLines
        let size = try fake.sizeThatFits(s, proposed: Size(width: 120, height: 500))
        #expect(size == expected)
        let l = try fake.layout(s, in: size)
        #expect(l.title?.displayedText == shown)
        #expect(l.isTruncated == truncated)
        // intrinsic: one line, 160 wide: W = 8 + 24 + 6 + 160 + 8 = 206
        #expect(try fake.intrinsicContentSize(s).width == 206)
    }

    @Test func fillStretchesTheBlockAndTitleAlignmentApplies() throws {
        // bounds 200 × 40, fill: block = content (8, 4, 184, 32); text area x = 38, width 184 − 30 = 154;
        // title leading at 38; image in its slot at y = 4 + (32 − 24)/2 = 8
        let s = spec("Save", image: square(24), profile: Self.config(.leading), h: .fill, v: .fill)
        let l = try fake.layout(s, in: Size(width: 200, height: 40))
        #expect(l.imageRect == rect(8, 8, 24, 24))
        #expect(l.titleRect == rect(38, 10, 40, 20))
        // C8: the title alignment moves text inside the text block (as wide as the widest text, beside the
        // image), not across the stretched text area: a lone centred title stays at 38
        let centred = spec("Save", image: square(24), profile: Self.config(.leading, alignment: .center), h: .fill)
        #expect(try fake.layout(centred, in: Size(width: 200, height: 40)).titleRect?.x == 38)
    }

    @Test(arguments: [
        // bounds 200 × 40, block 70 × 24: left → x 8; right → 192 − 70 = 122; centre → 8 + (184 − 70)/2 = 65
        (ContentHorizontalAlignment.left, 8.0), (.right, 122.0), (.center, 65.0), (.leading, 8.0), (.trailing, 122.0),
    ])
    func contentAlignmentMovesTheBlock(h: ContentHorizontalAlignment, imageX: Double) throws {
        let s = spec("Save", image: square(24), profile: Self.config(.leading), h: h)
        let l = try fake.layout(s, in: Size(width: 200, height: 40))
        #expect(l.imageRect?.x == imageX)
        #expect(l.titleRect?.x == imageX + 30)  // image 24 + padding 6
    }

    @Test func multiLineBaselines() throws {
        // "Save all changes" at proposed 120 → 3 lines, H 68; text area 60 tall at y 4:
        // first baseline 4 + 16 = 20; last = 20 + 2 × 20 = 60
        let s = spec("Save all changes", image: square(24), profile: Self.config(.leading))
        let size = try fake.sizeThatFits(s, proposed: Size(width: 120, height: 0))
        let l = try fake.layout(s, in: size)
        #expect(l.firstBaseline == 20)
        #expect(l.lastBaseline == 60)
    }

    @Test func traceShowsPadding() throws {
        let trace = try fake.sizeTrace(spec("Save", image: square(24), profile: Self.config(.leading)))
        // 8 + 24 + 6 + 40 + 8 + rounding 0
        #expect(trace.terms(.width).map(\.points) == [8, 24, 6, 40, 8, 0])
        #expect(trace.terms(.width).contains { $0.label == "imagePadding" })
    }
}
