internal import CFreeType

/// A glyph's anti-aliased coverage (0 = none, 255 = full), placed on the device-pixel grid.
public struct GlyphBitmap: Sendable {
    /// The column of the bitmap's top-left pixel.
    public var left: Int
    /// The row of the bitmap's top-left pixel.
    public var top: Int
    /// Columns, in pixels.
    public var width: Int
    /// Rows, in pixels.
    public var height: Int
    /// `width × height` bytes, rows from the top.
    public var coverage: [UInt8]
    /// For a colour glyph (emoji), `width × height` RGBA pixels with straight alpha, drawn as they are
    /// instead of the text colour through `coverage`.
    public var colors: [RGBA]? = nil
}

/// A colour glyph as the font stores it: an RGBA bitmap of one strike (CBDT, sbix), straight alpha.
public struct ColorGlyph: Sendable {
    /// The strike's pixels per em: the bitmap is drawn at `size / pixelsPerEm` points per pixel.
    public var pixelsPerEm: Double
    /// The bitmap's top-left corner from the glyph origin, in strike pixels, y down.
    public var left: Int
    /// The bitmap's top edge from the glyph origin, in strike pixels, y down (negative above the baseline).
    public var top: Int
    /// The bitmap, in strike pixels, straight alpha.
    public var image: RGBAImage
}

extension FontFace {
    /// Renders glyph `glyph` at `pixelSize` pixels per em with its origin on the baseline at
    /// (`x`, `y`) device pixels (y down), anti-aliased with 8-bit coverage; `nil` when it draws nothing.
    ///
    /// The glyph is loaded unscaled and unhinted (`FT_Load_Glyph` with `FT_LOAD_NO_SCALE`), scaled
    /// linearly by `FT_Outline_Transform` (so fractional pixel sizes are exact and the shared face
    /// keeps no size state), moved by the origin's fraction of a pixel (`FT_Outline_Translate`) and
    /// rendered by `FT_Render_Glyph` in `FT_RENDER_MODE_NORMAL`.
    /// - Throws: ``GlyphMetricsError/library(_:)`` naming the FreeType function that failed.
    public func bitmap(glyph: UInt32, pixelSize: Double, x: Double, y: Double) throws -> GlyphBitmap? {
        if hasColorGlyphs, let color = try colorGlyph(glyph) {
            return color.scaled(pixelSize: pixelSize, x: x, y: y)
        }
        let column = x.rounded(.down), row = y.rounded(.down)
        // 16.16 fixed point: font units to 26.6 pixels.
        let scale = FT_Fixed((pixelSize * 64 / Double(tables.unitsPerEm) * 65536).rounded())
        return try freeType.withLock { slot throws(GlyphMetricsError) -> GlyphBitmap? in
            let ft = try freeTypeFace(&slot)
            let error = FT_Load_Glyph(ft.face, FT_UInt(glyph), FT_Int32(FT_LOAD_NO_SCALE))
            guard error == 0 else {
                throw .library(LibraryError(function: "FT_Load_Glyph", freeTypeCode: error))
            }
            let slot = ft.face.pointee.glyph!
            guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE, slot.pointee.outline.n_points > 0 else { return nil }
            var matrix = FT_Matrix(xx: scale, xy: 0, yx: 0, yy: scale)
            FT_Outline_Transform(&slot.pointee.outline, &matrix)
            // FreeType's y grows upwards: a pen lower on the page is a negative shift.
            FT_Outline_Translate(&slot.pointee.outline, FT_Pos(((x - column) * 64).rounded()),
                                 FT_Pos(-((y - row) * 64).rounded()))
            let renderError = FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL)
            guard renderError == 0 else {
                throw .library(LibraryError(function: "FT_Render_Glyph", freeTypeCode: renderError))
            }
            let bitmap = slot.pointee.bitmap
            let width = Int(bitmap.width), height = Int(bitmap.rows)
            guard width > 0, height > 0, let buffer = bitmap.buffer,
                  bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) else { return nil }
            var coverage = [UInt8](repeating: 0, count: width * height)
            let pitch = Int(bitmap.pitch)
            // A negative pitch means the rows are stored bottom-up, starting at the last row.
            let first = pitch >= 0 ? buffer : buffer + (height - 1) * -pitch
            for r in 0..<height {
                let source = first + r * pitch
                for c in 0..<width { coverage[r * width + c] = source[c] }
            }
            return GlyphBitmap(left: Int(column) + Int(slot.pointee.bitmap_left),
                               top: Int(row) - Int(slot.pointee.bitmap_top),
                               width: width, height: height, coverage: coverage)
        }
    }
}

extension FontFace {
    /// The colour bitmap of `glyph` (an emoji of Noto Color Emoji), from the font's largest strike:
    /// `FT_Select_Size` then `FT_Load_Glyph` with `FT_LOAD_COLOR`, which gives premultiplied BGRA;
    /// `nil` when the face has no strikes or the glyph no colour bitmap.
    /// - Throws: ``GlyphMetricsError/library(_:)`` naming the FreeType function that failed.
    public func colorGlyph(_ glyph: UInt32) throws -> ColorGlyph? {
        try freeType.withLock { slot throws(GlyphMetricsError) -> ColorGlyph? in
            let ft = try freeTypeFace(&slot)
            let face = ft.face
            let strikes = Int(face.pointee.num_fixed_sizes)
            guard strikes > 0, let sizes = face.pointee.available_sizes else { return nil }
            let largest = (0..<strikes).max { sizes[$0].y_ppem < sizes[$1].y_ppem } ?? 0
            let selectError = FT_Select_Size(face, FT_Int(largest))
            guard selectError == 0 else {
                throw .library(LibraryError(function: "FT_Select_Size", freeTypeCode: selectError))
            }
            let error = FT_Load_Glyph(face, FT_UInt(glyph), FT_Int32(FT_LOAD_COLOR))
            guard error == 0 else { throw .library(LibraryError(function: "FT_Load_Glyph", freeTypeCode: error)) }
            let slot = face.pointee.glyph!
            let bitmap = slot.pointee.bitmap
            let width = Int(bitmap.width), height = Int(bitmap.rows)
            guard width > 0, height > 0, let buffer = bitmap.buffer,
                  bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue) else { return nil }
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            let pitch = Int(bitmap.pitch)
            let first = pitch >= 0 ? buffer : buffer + (height - 1) * -pitch
            for r in 0..<height {
                let source = first + r * pitch
                for c in 0..<width {
                    let (b, g, red, a) = (source[c * 4], source[c * 4 + 1], source[c * 4 + 2], source[c * 4 + 3])
                    // Premultiplied to straight alpha.
                    func straight(_ v: UInt8) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (Int(v) * 255 + Int(a) / 2) / Int(a))) }
                    let offset = (r * width + c) * 4
                    (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3]) =
                        (straight(red), straight(g), straight(b), a)
                }
            }
            return ColorGlyph(pixelsPerEm: Double(sizes[largest].y_ppem) / 64,
                              left: Int(slot.pointee.bitmap_left), top: -Int(slot.pointee.bitmap_top),
                              image: RGBAImage(width: width, height: height, pixels: pixels))
        }
    }
}

extension ColorGlyph {
    /// The glyph resampled to `pixelSize` pixels per em with its origin at (`x`, `y`) device pixels:
    /// each device pixel averages the strike pixels under it (premultiplied, so edges stay clean).
    func scaled(pixelSize: Double, x: Double, y: Double) -> GlyphBitmap? {
        let factor = pixelSize / pixelsPerEm
        guard factor > 0, factor.isFinite else { return nil }
        let minX = x + Double(left) * factor, minY = y + Double(top) * factor
        let maxX = minX + Double(image.width) * factor, maxY = minY + Double(image.height) * factor
        let left = Int(minX.rounded(.down)), top = Int(minY.rounded(.down))
        let width = Int(maxX.rounded(.up)) - left, height = Int(maxY.rounded(.up)) - top
        guard width > 0, height > 0 else { return nil }
        var colors = [RGBA](repeating: .clear, count: width * height)
        for row in 0..<height {
            // The strike rows and columns under this device pixel.
            let sy0 = (Double(top + row) - minY) / factor, sy1 = (Double(top + row + 1) - minY) / factor
            for column in 0..<width {
                let sx0 = (Double(left + column) - minX) / factor, sx1 = (Double(left + column + 1) - minX) / factor
                var sum = (r: 0.0, g: 0.0, b: 0.0, a: 0.0), area = 0.0
                for sy in max(0, Int(sy0.rounded(.down)))..<min(image.height, Int(sy1.rounded(.up))) {
                    let h = min(sy1, Double(sy + 1)) - max(sy0, Double(sy))
                    for sx in max(0, Int(sx0.rounded(.down)))..<min(image.width, Int(sx1.rounded(.up))) {
                        let w = min(sx1, Double(sx + 1)) - max(sx0, Double(sx))
                        let offset = (sy * image.width + sx) * 4
                        let alpha = Double(image.pixels[offset + 3]) / 255 * w * h
                        sum.r += Double(image.pixels[offset]) * alpha
                        sum.g += Double(image.pixels[offset + 1]) * alpha
                        sum.b += Double(image.pixels[offset + 2]) * alpha
                        sum.a += alpha
                    }
                }
                area = (sx1 - sx0) * (sy1 - sy0)
                guard sum.a > 0, area > 0 else { continue }
                func channel(_ v: Double) -> UInt8 { UInt8(min(255, max(0, (v / sum.a).rounded()))) }
                colors[row * width + column] = RGBA(r: channel(sum.r), g: channel(sum.g), b: channel(sum.b),
                                                    a: UInt8(min(255, (sum.a / area * 255).rounded())))
            }
        }
        return GlyphBitmap(left: left, top: top, width: width, height: height,
                           coverage: colors.map { $0.a }, colors: colors)
    }
}
