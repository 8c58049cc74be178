import ButtonSizer
import Testing

/// Pixel rounding at 1x/2x/3x (uikit-semantics §2): sizes ceil to the pixel grid, origins to the
/// nearest pixel. Fake measurer with 10.25 pt graphemes and a 20.3 pt line (ascender 16.3).
@Suite struct RoundingTests {
    static let sizer = ButtonSizer(measurer: FakeMeasurer(advance: 10.25, ascender: 16.3))

    @Test(arguments: [
        // "Abc" = 30.75 wide, 20.3 tall; text-only classic adds 12 to the height.
        // @1x: ceil(30.75) = 31, ceil(20.3) = 21 → 31 × 33
        (1.0, 31.0, 21.0),
        // @2x: 61.5 px → 62 px = 31; 40.6 px → 41 px = 20.5 → 31 × 32.5
        (2.0, 31.0, 20.5),
        // @3x: 92.25 px → 93 px = 31; 60.9 px → 61 px = 20.333… → 31 × 32.333…
        (3.0, 31.0, 61.0 / 3),
    ])
    func titleSizeCeilsToThePixelGrid(scale: Double, width: Double, titleHeight: Double) throws {
        let s = spec("Abc", profile: .classic(.init()), scale: scale)
        let size = try Self.sizer.intrinsicContentSize(s)
        #expect(close(size, Size(width: width, height: titleHeight + 12)))
        let l = try Self.sizer.layout(s, in: size)
        #expect(close(l.titleRect?.width, width))
        #expect(close(l.titleRect?.height, titleHeight))
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
        // contentEdgeInsets.left 0.1: 0.1 + 31 = 31.1 → @1x 32 (rounding term 0.9), @2x 31.5 (0.4),
        // @3x 31 + 1/3 (0.2333…)
        (1.0, 32.0), (2.0, 31.5), (3.0, 31 + 1.0 / 3),
    ])
    func totalRoundsUpAndTheTraceShowsIt(scale: Double, width: Double) throws {
        let s = spec("Abc", profile: .classic(.init(contentEdgeInsets: EdgeInsets(left: 0.1))), scale: scale)
        let trace = try Self.sizer.sizeTrace(s)
        #expect(close(trace.size.width, width))
        let rounding = trace.terms(.width).last
        #expect(rounding?.isPixelRounding == true)
        #expect(close(rounding?.points, width - 31.1))
    }

    @Test func imageSizeCeilsToo() throws {
        // an image 20.2 wide @2x is 20.5; @3x 60.6 px → 61 px = 20.333…
        let at2 = spec("", image: Size(width: 20.2, height: 20), profile: .classic(.init()), scale: 2)
        #expect(try Self.sizer.intrinsicContentSize(at2) == Size(width: 20.5, height: 20))
        var at3 = at2
        at3.scale = 3
        #expect(close(try Self.sizer.intrinsicContentSize(at3).width, 61.0 / 3))
    }

    @Test func baselinesAreNotRounded() throws {
        // @2x: frame 20.5 tall at y (40 − 20.5)/2 = 9.75 → 10 (19.5 px → 20 px); text 20.3 centred in it:
        // top 10 + 0.1 = 10.1; baseline 10.1 + 16.3 = 26.4
        let l = try Self.sizer.layout(spec("Abc", profile: .classic(.init())), in: Size(width: 50, height: 40))
        #expect(l.titleRect?.y == 10)
        #expect(close(l.firstBaseline, 26.4))
    }
}
