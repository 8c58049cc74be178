/// An 8-bit RGBA colour with straight (not premultiplied) alpha.
public struct RGBA: Sendable, Hashable, CustomStringConvertible {
    /// Red, 0–255.
    public var r: UInt8
    /// Green, 0–255.
    public var g: UInt8
    /// Blue, 0–255.
    public var b: UInt8
    /// Opacity, 0 (transparent) to 255 (opaque), not premultiplied.
    public var a: UInt8

    /// A colour from its channels, 0–255, opaque unless `a` is given.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// `RGBA(hex: 0x1C1C1E)`: an opaque colour from 0xRRGGBB.
    public init(hex: UInt32) {
        self.init(r: UInt8(truncatingIfNeeded: hex >> 16), g: UInt8(truncatingIfNeeded: hex >> 8),
                  b: UInt8(truncatingIfNeeded: hex))
    }

    /// Opaque white.
    public static let white = RGBA(r: 255, g: 255, b: 255)
    /// Fully transparent black.
    public static let clear = RGBA(r: 0, g: 0, b: 0, a: 0)

    /// Perceived lightness, 0 (black) to 255 (white): Rec. 601 luma on the sRGB values.
    public var luma: Double { 0.299 * Double(r) + 0.587 * Double(g) + 0.114 * Double(b) }

    /// "#rrggbb", alpha ignored: the form SVG attributes take.
    public var hexString: String {
        let digits = Array("0123456789abcdef")
        return "#" + String([r, g, b].flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
    }

    public var description: String { a == 255 ? hexString : "\(hexString) alpha \(a)" }
}

/// An 8-bit RGBA picture in device pixels, rows from the top: what PNG previews are drawn into and
/// what ``PNG/decode(_:)`` returns.
public struct RGBAImage: Sendable, Hashable {
    /// Columns, in device pixels.
    public let width: Int
    /// Rows, in device pixels.
    public let height: Int
    /// `width × height × 4` bytes: R, G, B, A for each pixel, row by row from the top.
    public internal(set) var pixels: [UInt8]

    /// A picture filled with one colour.
    public init(width: Int, height: Int, fill: RGBA = .clear) {
        precondition(width >= 0 && height >= 0, "image size must not be negative")
        self.width = width
        self.height = height
        self.pixels = [UInt8](repeating: 0, count: width * height * 4)
        if fill != .clear {
            for offset in stride(from: 0, to: pixels.count, by: 4) {
                pixels[offset] = fill.r
                pixels[offset + 1] = fill.g
                pixels[offset + 2] = fill.b
                pixels[offset + 3] = fill.a
            }
        }
    }

    /// Wraps `pixels` (`width × height × 4` bytes, RGBA rows from the top).
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4,
                     "pixels must hold width × height × 4 bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel in column `x`, row `y` (from the top left).
    public subscript(x: Int, y: Int) -> RGBA {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside \(width)×\(height)")
        let offset = (y * width + x) * 4
        return RGBA(r: pixels[offset], g: pixels[offset + 1], b: pixels[offset + 2], a: pixels[offset + 3])
    }

    /// Blends `color` (source-over, straight alpha) over pixel (x, y) with `coverage` (0…1) of the pixel covered; outside pixels are ignored.
    public mutating func blend(x: Int, y: Int, color: RGBA, coverage: Double) {
        guard x >= 0, x < width, y >= 0, y < height, coverage > 0 else { return }
        let offset = (y * width + x) * 4
        let sourceAlpha = Double(color.a) / 255 * min(coverage, 1)
        let destinationAlpha = Double(pixels[offset + 3]) / 255
        let outAlpha = sourceAlpha + destinationAlpha * (1 - sourceAlpha)
        guard outAlpha > 0 else { return }
        for (channel, source) in [color.r, color.g, color.b].enumerated() {
            let destination = Double(pixels[offset + channel])
            let value = (Double(source) * sourceAlpha + destination * destinationAlpha * (1 - sourceAlpha)) / outAlpha
            pixels[offset + channel] = UInt8(min(255, max(0, value.rounded())))
        }
        pixels[offset + 3] = UInt8(min(255, (outAlpha * 255).rounded()))
    }
}
