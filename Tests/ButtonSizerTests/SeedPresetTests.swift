import ButtonSizer
import Testing

/// The four seed buttons (uikit-semantics §6), each against its published formula.
/// Fake measurer: 10 pt per grapheme, line height 20; scale 2.
@Suite struct SeedPresetTests {
    // MARK: AlternativeButton: W = max(titleW, 64) + 12, H = 64 + titleH + 18

    @Test(arguments: [
        // "Profile" 70 wide: W = 70 + 12 = 82, H = 64 + 20 + 18 = 102; image x (82 − 64)/2 = 9, y 6;
        // title x (82 − 70)/2 = 6, y 102 − 6 − 20 = 76
        ("Profile", Size(width: 82, height: 102), rect(9, 6, 64, 64), rect(6, 76, 70, 20)),
        // "Me" 20 wide: W = 64 + 12 = 76; image x 6; title x (76 − 20)/2 = 28
        ("Me", Size(width: 76, height: 102), rect(6, 6, 64, 64), rect(28, 76, 20, 20)),
    ])
    func alternative(title: String, size: Size, image: Rect, titleRect: Rect) throws {
        let s = spec(title, image: square(100), profile: .alternative(.init()))
        #expect(try fake.intrinsicContentSize(s) == size)
        let l = try fake.layout(s, in: size)
        #expect(l.imageRect == image)
        #expect(l.titleRect == titleRect)
        #expect(l.imageCornerRadius == 32)  // 64 / 2: a circle
    }

    @Test func alternativeTitleOverflowsInsteadOfTruncating() throws {
        // at 50 wide "Profile" (70) keeps its width: x = (50 − 70)/2 = −10, not truncated
        let s = spec("Profile", profile: .alternative(.init(imageSide: 40, margin: 4, imageCornerRadius: 3)))
        let l = try fake.layout(s, in: Size(width: 50, height: 80))
        #expect(l.titleRect == rect(-10, 80 - 4 - 20, 70, 20))
        #expect(!l.isTruncated)
        #expect(l.imageCornerRadius == 3)
        // the title is whole (inside the bounds) from 70 pt on
        #expect(try fake.truncationReport(s, width: 50).minimumWidth == 70)
        // custom constants: W = max(70, 40) + 8 = 78, H = 40 + 20 + 12 = 72
        #expect(try fake.intrinsicContentSize(s) == Size(width: 78, height: 72))
    }

    // MARK: ZUIButton: "Like" (40 × 20), image 20 × 20, spacing 10

    static func zui(_ direction: ZUIDirection, spacing: Double = 10, fitsWithSpacing: Bool = true) -> ButtonProfile {
        .zui(ZUIParameters(spacing: spacing, direction: direction, sizeThatFitsIncludesSpacing: fitsWithSpacing))
    }

    @Test(arguments: [
        // classic at 70 wide: titleBox (20, 50) → title 20 + (50 − 40)/2 = 25; imageBox width 70 − 40 = 30 →
        // image (30 − 20)/2 = 5. Row: image 5 − 5 = 0, title 25 + 5 = 30 (gap 30 − 20 = 10)
        (ZUIDirection.row, rect(0, 0, 20, 20), rect(30, 0, 40, 20)),
        // RowReverse: title at the classic image x 5, − 5 = 0; image at 5 + 40 = 45, + 5 = 50 (gap 50 − 40 = 10)
        (.rowReverse, rect(50, 0, 20, 20), rect(0, 0, 40, 20)),
    ])
    func zuiLayout(direction: ZUIDirection, image: Rect, title: Rect) throws {
        let s = spec("Like", image: square(20), profile: Self.zui(direction))
        // intrinsic: classic 20 + 40 = 60, + spacing 10 = 70; height max(20, 20) = 20
        let size = try fake.intrinsicContentSize(s)
        #expect(size == Size(width: 70, height: 20))
        let l = try fake.layout(s, in: size)
        #expect(l.imageRect == image)
        #expect(l.titleRect == title)
    }

    /// Issue 30's fuzz finding: with a negative spacing the seed's intrinsic width (classic + spacing) is
    /// narrower than the classic content, so at that size UIKit clamps the title rect and truncates it.
    @Test func zuiNegativeSpacingTakesRoomFromTheTitle() throws {
        let s = spec("Like", image: square(20), profile: Self.zui(.row, spacing: -2))
        // intrinsic: classic 20 + 40 = 60, + spacing −2 = 58
        let size = try fake.intrinsicContentSize(s)
        #expect(size == Size(width: 58, height: 20))
        // at 58 the classic title box is 58 − 20 = 38 < 40
        #expect(try fake.layout(s, in: size).isTruncated)
    }

    @Test func zuiSpacingOnlyWithBothImageAndTitle() throws {
        // no image: classic 40 × (20 + 12) = 40 × 32, no spacing
        #expect(try fake.intrinsicContentSize(spec("Like", profile: Self.zui(.row))) == Size(width: 40, height: 32))
        // no title: the image alone, 20 × 20
        #expect(try fake.intrinsicContentSize(spec("", image: square(20), profile: Self.zui(.row)))
            == Size(width: 20, height: 20))
    }

    @Test func zuiSizeThatFitsPolicy() throws {
        // default: includes the spacing (70); the seed's literal UIKit sizeThatFits omits it (60)
        let proposal = Size(width: 10, height: 10)
        #expect(try fake.sizeThatFits(spec("Like", image: square(20), profile: Self.zui(.row)), proposed: proposal)
            == Size(width: 70, height: 20))
        #expect(try fake.sizeThatFits(spec("Like", image: square(20), profile: Self.zui(.row, fitsWithSpacing: false)),
                                      proposed: proposal) == Size(width: 60, height: 20))
    }

    @Test func zuiSizeToFitKeepsTheLeftEdge() throws {
        // super.sizeToFit: (100, 200, 60, 20), centre (130, 210); bounds 70 keep the centre: x = 95;
        // centre.x += 5 → x = 100: the left edge stays, the width grows by the spacing
        let s = spec("Like", image: square(20), profile: Self.zui(.row))
        #expect(try fake.sizeToFitFrame(s, from: rect(100, 200, 10, 10)) == rect(100, 200, 70, 20))
        // other profiles: UIView.sizeToFit keeps the origin and takes sizeThatFits
        #expect(try fake.sizeToFitFrame(spec("Like", profile: .classic(.init())), from: rect(5, 6, 1, 1))
            == rect(5, 6, 40, 32))
    }

    // MARK: CYLButton: imageRect = (0, 0, W, W), titleRect = (0, W, W, H − W)

    @Test(arguments: [
        // fitted: W = max(40, 40) = 40, H = 40 + 20 = 60
        ("Home", Size(width: 40, height: 60), Size(width: 40, height: 60), "Home"),
        // at 60 × 100: image 60 × 60, title strip (0, 60, 60, 40); "Settings" (80) middle-truncated at 60:
        // k = (60 − 10)/10 = 5 → "Set" + "…" + "gs"
        ("Settings", Size(width: 80, height: 100), Size(width: 60, height: 100), "Set…gs"),
    ])
    func cyl(title: String, intrinsic: Size, bounds: Size, shown: String) throws {
        let s = spec(title, image: square(40), profile: .cyl(.init()))
        #expect(try fake.intrinsicContentSize(s) == intrinsic)  // "Settings": W = max(40, 80) = 80, H = 80 + 20
        let l = try fake.layout(s, in: bounds)
        let w = bounds.width
        #expect(l.imageRect == rect(0, 0, w, w))
        #expect(l.titleRect == rect(0, w, w, bounds.height - w))
        #expect(l.title?.displayedText == shown)
    }

    @Test func cylTitleTextIsCentredInItsStrip() throws {
        // strip (0, 60, 60, 40), text 20 tall: top 60 + (40 − 20)/2 = 70, baseline 70 + 16 = 86
        let l = try fake.layout(spec("Home", image: square(40), profile: .cyl(.init())), in: Size(width: 60, height: 100))
        #expect(l.firstBaseline == 86)
    }

    @Test func cylInheritedSizingIsClassic() throws {
        // image beside the title: 40 + 40 = 80, max(40, 20) = 40
        let s = spec("Home", image: square(40), profile: .cyl(.init(sizing: .inherited)))
        #expect(try fake.intrinsicContentSize(s) == Size(width: 80, height: 40))
    }

    // MARK: UIButtonWithLabelAlignment: classic, then title x = 0 (left), y = 0 (up)

    @Test(arguments: [
        // in an 80 × 32 button: "Hi" (20) would be centred at 30; "Hello World" (110) is clamped to 80 at 0
        ("Hi", false, false, rect(30, 6, 20, 20)),
        ("Hi", true, false, rect(0, 6, 20, 20)),
        ("Hi", true, true, rect(0, 0, 20, 20)),
        ("Hi", false, true, rect(30, 0, 20, 20)),
        ("Hello World", true, false, rect(0, 6, 80, 20)),
    ])
    func labelAlignment(title: String, leading: Bool, top: Bool, expected: Rect) throws {
        let s = spec(title, profile: .labelAlignment(.init(leading: leading, top: top)))
        #expect(try fake.layout(s, in: Size(width: 80, height: 32)).titleRect == expected)
    }

    @Test func alignedTitlesStartAtTheSameEdgeTruncatedOrNot() throws {
        // the seed's point: side by side, truncated or not, aligned titles start at x 0 …
        let aligned = try ["Hi", "Hello World"].map {
            try fake.layout(spec($0, profile: .labelAlignment(.init())), in: Size(width: 80, height: 32))
        }
        #expect(aligned.map { $0.titleRect?.x } == [0, 0])
        #expect(aligned.map(\.isTruncated) == [false, true])
        // … while the classic button centres only the one that fits (30 vs 0)
        let classic = try ["Hi", "Hello World"].map {
            try fake.layout(spec($0, profile: .classic(.init())), in: Size(width: 80, height: 32)).titleRect?.x
        }
        #expect(classic == [30, 0])
    }
}
