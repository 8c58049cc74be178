/// The one place where ButtonSizer rounds. Everything else stays unrounded.
///
/// UIKit reports text and view sizes rounded *up* to the device pixel grid (a 17 pt system line,
/// 20.287109375 pt tall, is 20.5 pt at @2x and 20.333… pt at @3x). Origins of centred frames land on
/// the pixel grid too; the exact rule there is not documented, so ButtonSizer rounds origins to
/// the *nearest* pixel (the documented policy, see docs/layout-policies.md "Rounding").
public enum PixelGrid {
    /// Slack that keeps a value already on the grid (up to floating-point noise) where it is.
    public static let epsilon = 1e-9

    /// The screen scales UIKit devices use.
    public static let supportedScales: [Double] = [1, 2, 3]
}

/// Rounds a length in points up to the pixel grid of `scale` (1, 2 or 3):
/// `ceil(value × scale − ε) / scale`.
///
/// `ceilToPixel(20.287109375, scale: 2) == 20.5`; `ceilToPixel(20.287109375, scale: 3) == 61 / 3`.
public func ceilToPixel(_ value: Double, scale: Double) -> Double {
    (value * scale - PixelGrid.epsilon).rounded(.up) / scale
}

/// Rounds a coordinate in points to the nearest pixel of `scale`, halves towards +∞:
/// `floor(value × scale + 0.5) / scale`. Used for frame origins; sizes use ``ceilToPixel(_:scale:)``.
public func roundToPixel(_ value: Double, scale: Double) -> Double {
    (value * scale + 0.5).rounded(.down) / scale
}

/// Rounds a coordinate in points down to the pixel grid of `scale`: `floor(value × scale + ε) / scale`
/// (`UIButton.Configuration`'s content origin). `floorToPixel(92.5, scale: 3) == 277 / 3`.
public func floorToPixel(_ value: Double, scale: Double) -> Double {
    (value * scale + PixelGrid.epsilon).rounded(.down) / scale
}

/// Rounds a coordinate in points to the nearest pixel of `scale`, halves towards −∞:
/// `ceil(value × scale − 0.5) / scale`.
public func roundToPixelTiesDown(_ value: Double, scale: Double) -> Double {
    (value * scale - 0.5).rounded(.up) / scale
}
