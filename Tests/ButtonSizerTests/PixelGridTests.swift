import ButtonSizer
import Testing

@Suite struct PixelGridTests {
    // UIKit's reported sizes (uikit-semantics §2): a 17 pt system line is 2444/2048 × 17 = 20.287109375 pt;
    // UILabel reports 20.5 at @2x (ceil(40.57…) / 2 = 41 / 2) and 20.333… at @3x (ceil(60.86…) / 3 = 61 / 3).
    @Test(arguments: [
        (20.287109375, 1.0, 21.0),
        (20.287109375, 2.0, 20.5),
        (20.287109375, 3.0, 61.0 / 3.0),
        (20.5, 2.0, 20.5),          // already on the @2x grid: stays
        (61.0 / 3.0, 3.0, 61.0 / 3.0), // on the @3x grid up to floating-point noise: stays
        (0.0, 2.0, 0.0),
        (0.0001, 3.0, 1.0 / 3.0),
    ])
    func ceilToPixelRoundsUpToTheGrid(value: Double, scale: Double, expected: Double) {
        #expect(abs(ceilToPixel(value, scale: scale) - expected) < 1e-12)
    }

    // A centred origin: (335 − 86) / 2 = 124.5 is on the @2x grid and stays; at @1x it rounds up to 125.
    @Test(arguments: [
        (124.5, 2.0, 124.5),
        (124.5, 1.0, 125.0),
        (124.4, 1.0, 124.0),
        (10.1, 3.0, 10.0),       // 30.3 px → 30 px
        (10.2, 3.0, 31.0 / 3.0), // 30.6 px → 31 px
    ])
    func roundToPixelPicksTheNearestPixel(value: Double, scale: Double, expected: Double) {
        #expect(abs(roundToPixel(value, scale: scale) - expected) < 1e-12)
    }
}
