import GlyphMetrics
import Testing

@Suite("PNG through libpng")
struct PNGCodecTests {
    @Test("an RGBA picture survives encoding and decoding byte for byte")
    func roundTrip() throws {
        var pixels: [UInt8] = []
        for index in 0..<6 {  // 3×2 pixels, every channel different, one half-transparent
            pixels += [UInt8(index * 40), UInt8(255 - index * 30), UInt8(index * 7 + 1), index == 4 ? 128 : 255]
        }
        let image = RGBAImage(width: 3, height: 2, pixels: pixels)
        let png = try PNG.encode(image)
        #expect(Array(png.prefix(8)) == [137, 80, 78, 71, 13, 10, 26, 10])  // the PNG signature
        let decoded = try PNG.decode(png)
        #expect(decoded.width == 3)
        #expect(decoded.height == 2)
        #expect(decoded.pixels == pixels)
        #expect(decoded[1, 1] == RGBA(r: 160, g: 135, b: 29, a: 128))
    }

    @Test("bytes that are not a PNG are a library error naming the libpng function")
    func garbage() {
        #expect {
            try PNG.decode([1, 2, 3, 4, 5, 6, 7, 8, 9])
        } throws: { error in
            guard case let .library(failure)? = error as? GlyphMetricsError else { return false }
            return failure.function == "png_image_begin_read_from_memory" && !failure.message.isEmpty
        }
    }

    @Test("an empty picture cannot be encoded")
    func empty() {
        #expect(throws: GlyphMetricsError.self) { try PNG.encode(RGBAImage(width: 0, height: 5)) }
    }
}
