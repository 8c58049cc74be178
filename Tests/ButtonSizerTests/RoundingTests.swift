import ButtonSizer
import Testing
import ButtonSizerTesting

/// Pixel rounding at 1x/2x/3x (uikit-semantics §2): sizes ceil to the pixel grid, origins to the
/// nearest pixel. Fake measurer with 10.25 pt graphemes and a 20.3 pt line (ascender 16.3).
@Suite struct RoundingTests {
    static let sizer = ButtonSizer(measurer: FakeMeasurer(advance: 10.25, ascender: 16.3))

    // The classic title box is in whole points at every scale (uikit-measured-rules B2, B4): "Abc" =
    // 30.75 wide → 31, its 20.3 pt line → 21; text-only adds 12: 31 × 33 (not 31 × 32.5 at @2x).
    @Test(arguments: [1.0, 2.0, 3.0])
    func classicTitleBoxIsInWholePoints(scale: Double) throws {
        let s = spec("Abc", profile: .classic(.init()), scale: scale)
        let size = try Self.sizer.intrinsicContentSize(s)
        #expect(size == Size(width: 31, height: 33))
        let l = try Self.sizer.layout(s, in: size)
        #expect(l.titleRect?.width == 31)
        #expect(l.titleRect?.height == 21)
    }

    @Test(arguments: [
        // bounds 50 wide: (50 − 31)/2 = 9.5. @1x → 10; @2x stays 9.5; @3x 28.5 px → 29 px = 9.666…
        (1.0, OriginRounding.nearestPixel, 10.0),
        (2.0, .nearestPixel, 9.5),
        (3.0, .nearestPixel, 29.0 / 3),
        (3.0, .unrounded, 9.5),
    ])
    func originsRoundToTheNearestPixel(scale: Double, policy: OriginRounding, x: Double) throws {
        var s = spec("Abc", profile: .classic(.init()), scale: scale)
        s.policies.originRounding = policy
        #expect(close(try Self.sizer.layout(s, in: Size(width: 50, height: 40)).titleRect?.x, x))
    }

    @Test(arguments: [
        // B7: each explicit inset rounds half-up to the pixel grid on its own. contentEdgeInsets.left 0.3:
        // @1x 0.3 px → 0; @2x 0.6 px → 1 px = 0.5; @3x 0.9 px → 1 px = 1/3. The width is 31 + that, with
        // nothing left for the final rounding; the height has no +12: one 21 pt line box + 0 + 0.
        (1.0, 0.0), (2.0, 0.5), (3.0, 1.0 / 3),
    ])
    func explicitInsetsRoundPerEdge(scale: Double, inset: Double) throws {
        let s = spec("Abc", profile: .classic(.init(contentEdgeInsets: EdgeInsets(left: 0.3))), scale: scale)
        let trace = try Self.sizer.sizeTrace(s)
        #expect(close(trace.size.width, 31 + inset))
        #expect(trace.size.height == 21)
        #expect(close(trace.terms(.width).first { $0.label == "contentEdgeInsets.left" }?.points, inset))
        let rounding = trace.terms(.width).last
        #expect(rounding?.isPixelRounding == true)
        #expect(close(rounding?.points, 0))
    }

    @Test func imageSizeCeilsToo() throws {
        // an image 20.2 wide @2x is 20.5; @3x 60.6 px → 61 px = 20.333… The height is the empty title's
        // line box, 20.3 → 21 pt, which is taller than the 20 pt image (B4, B7).
        let at2 = spec("", image: Size(width: 20.2, height: 20), profile: .classic(.init()), scale: 2)
        #expect(try Self.sizer.intrinsicContentSize(at2) == Size(width: 20.5, height: 21))
        var at3 = at2
        at3.scale = 3
        #expect(close(try Self.sizer.intrinsicContentSize(at3).width, 61.0 / 3))
    }

    @Test func baselinesAreNotRounded() throws {
        // @2x: frame 21 tall (whole points, B4) at y (40 − 21)/2 = 9.5; text 20.3 centred in it:
        // top 9.5 + 0.35 = 9.85; baseline 9.85 + 16.3 = 26.15
        let l = try Self.sizer.layout(spec("Abc", profile: .classic(.init())), in: Size(width: 50, height: 40))
        #expect(l.titleRect?.y == 9.5)
        #expect(close(l.firstBaseline, 26.15))
    }
}
