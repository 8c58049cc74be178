import ButtonSizer
import Testing
import ButtonSizerTesting

/// Right-to-left layouts (uikit-semantics §4–5): leading/trailing and directional insets mirror;
/// absolute insets and left/right keep their side. Scale 2.
@Suite struct RTLTests {
    @Test func classicDeviceCaseMirrors() throws {
        let sizer = ButtonSizer(measurer: FakeMeasurer(advance: 9))  // "Button" 54 wide
        let s = spec("Button", image: square(32), profile: .classic(.init()), direction: .rightToLeft)
        let l = try sizer.layout(s, in: Size(width: 335, height: 44))
        // LTR image 124.5 … 156.5, title 156.5 … 210.5; mirrored: image 335 − 156.5 = 178.5, title 335 − 210.5 = 124.5
        #expect(l.imageRect?.x == 178.5)
        #expect(l.titleRect?.x == 124.5)
    }

    @Test func classicAbsoluteInsetKeepsItsSide() throws {
        // imageEdgeInsets.left 50 moves the image right by (50 − 0)/2 = 25 in both directions:
        // LTR 124.5 → 149.5 (device), RTL 178.5 → 203.5
        let sizer = ButtonSizer(measurer: FakeMeasurer(advance: 9))
        let s = spec("Button", image: square(32), profile: .classic(.init(imageEdgeInsets: EdgeInsets(left: 50))),
                     direction: .rightToLeft)
        #expect(try sizer.layout(s, in: Size(width: 335, height: 44)).imageRect?.x == 203.5)
    }

    @Test(arguments: [
        // leading resolves to the right in RTL, and the image leads (rightmost): image 335 − 32 = 303,
        // title 303 − 54 = 249
        (ContentHorizontalAlignment.leading, 303.0, 249.0),
        // absolute left stays left; the image still leads, right of the title: title 0, image 0 + 54 = 54
        (.left, 54.0, 0.0),
    ])
    func classicAlignmentInRTL(h: ContentHorizontalAlignment, imageX: Double, titleX: Double) throws {
        let sizer = ButtonSizer(measurer: FakeMeasurer(advance: 9))
        let s = spec("Button", image: square(32), profile: .classic(.init()), h: h, direction: .rightToLeft)
        let l = try sizer.layout(s, in: Size(width: 335, height: 44))
        #expect(l.imageRect?.x == imageX)
        #expect(l.titleRect?.x == titleX)
    }

    @Test func configurationDirectionalInsetsMirror() throws {
        // LTR (ConfigurationTests "leading", insets leading 8 / trailing 20): W = 8 + 24 + 6 + 40 + 20 = 98,
        // image 8, title 38. RTL: image 98 − 8 − 24 = 66, title 98 − 38 − 40 = 20
        let profile = ButtonProfile.configuration(.init(imagePadding: 6,
                                                        contentInsets: DirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 20)))
        let s = spec("Save", image: square(24), profile: profile, direction: .rightToLeft)
        let size = try fake.intrinsicContentSize(s)
        #expect(size == Size(width: 98, height: 32))
        let l = try fake.layout(s, in: size)
        #expect(l.imageRect == rect(66, 4, 24, 24))
        #expect(l.titleRect == rect(20, 6, 40, 20))
    }

    @Test func roundingTiesMirror() throws {
        // @1x, 51 wide, "Hi" 20 wide, no image: LTR x = (51 − 20)/2 = 15.5 → 16 (tie to the right);
        // RTL is the mirror: 51 − 16 − 20 = 15 (tie to the trailing side, the left)
        let ltr = spec("Hi", profile: .classic(.init()), scale: 1)
        var rtl = ltr
        rtl.layoutDirection = .rightToLeft
        #expect(try fake.layout(ltr, in: Size(width: 51, height: 32)).titleRect?.x == 16)
        #expect(try fake.layout(rtl, in: Size(width: 51, height: 32)).titleRect?.x == 15)
    }

    @Test func labelAlignmentLeadingPinsToTheRightInRTL() throws {
        // "Hi" in 80 wide: x 0 in LTR → 80 − 20 = 60 in RTL
        let s = spec("Hi", profile: .labelAlignment(.init()), direction: .rightToLeft)
        #expect(try fake.layout(s, in: Size(width: 80, height: 32)).titleRect?.x == 60)
    }
}
