internal import CPNG

/// PNG encoding and decoding of 8-bit RGBA pictures, through libpng's simplified API (`png_image_*`).
public enum PNG {
    /// The largest picture `decode` accepts, in pixels (a guard against hostile headers).
    public static let maximumPixelCount = 1 << 26

    /// Encodes `image` as an 8-bit RGBA PNG (`png_image_write_to_memory`).
    /// - Throws: ``GlyphMetricsError/invalidArgument(name:value:reason:)`` for an empty picture,
    ///   ``GlyphMetricsError/library(_:)`` with libpng's message when it fails.
    public static func encode(_ image: RGBAImage) throws -> [UInt8] {
        guard image.width > 0, image.height > 0 else {
            throw GlyphMetricsError.invalidArgument(name: "image size", value: "\(image.width)×\(image.height)",
                                                    reason: "a PNG needs at least one pixel")
        }
        var control = Self.control(width: image.width, height: image.height)
        let stride = png_int_32(image.width * 4)
        var size: png_alloc_size_t = 0
        // First pass: the size (libpng compresses to count the bytes); second: the bytes.
        let sized = image.pixels.withUnsafeBytes { pixels in
            png_image_write_to_memory(&control, nil, &size, 0, pixels.baseAddress, stride, nil)
        }
        guard sized != 0, size > 0 else { throw failure(control, "png_image_write_to_memory") }
        var bytes = [UInt8](repeating: 0, count: Int(size))
        control = Self.control(width: image.width, height: image.height)
        let written = bytes.withUnsafeMutableBytes { memory in
            image.pixels.withUnsafeBytes { pixels in
                png_image_write_to_memory(&control, memory.baseAddress, &size, 0, pixels.baseAddress, stride, nil)
            }
        }
        guard written != 0 else { throw failure(control, "png_image_write_to_memory") }
        bytes.removeLast(bytes.count - min(bytes.count, Int(size)))
        return bytes
    }

    /// Decodes a PNG of any colour type into 8-bit RGBA (`png_image_begin_read_from_memory`,
    /// `png_image_finish_read`).
    /// - Throws: ``GlyphMetricsError/library(_:)`` with libpng's message for bytes that are not a
    ///   valid PNG; ``GlyphMetricsError/invalidArgument(name:value:reason:)`` for a picture larger than
    ///   ``maximumPixelCount``.
    public static func decode(_ bytes: [UInt8]) throws -> RGBAImage {
        var control = png_image()
        control.version = cpng_image_version()
        let begun = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&control, $0.baseAddress, $0.count) }
        guard begun != 0 else { throw failure(control, "png_image_begin_read_from_memory") }
        let width = Int(control.width), height = Int(control.height)
        guard width * height <= maximumPixelCount else {
            png_image_free(&control)
            throw GlyphMetricsError.invalidArgument(name: "PNG size", value: "\(width)×\(height)",
                                                    reason: "more than \(maximumPixelCount) pixels")
        }
        control.format = cpng_format_rgba()
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes {
            png_image_finish_read(&control, nil, $0.baseAddress, png_int_32(width * 4), nil)
        }
        guard finished != 0 else { throw failure(control, "png_image_finish_read") }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    private static func control(width: Int, height: Int) -> png_image {
        var control = png_image()
        control.version = cpng_image_version()
        control.width = png_uint_32(width)
        control.height = png_uint_32(height)
        control.format = cpng_format_rgba()
        return control
    }

    /// libpng's message (kept in the `png_image` after a failure) as a typed error.
    private static func failure(_ control: png_image, _ function: String) -> GlyphMetricsError {
        let message = withUnsafeBytes(of: control.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return .library(LibraryError(function: function, message: message.isEmpty ? "libpng error" : message))
    }
}
