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
        let column = x.rounded(.down), row = y.rounded(.down)
        // 16.16 fixed point: font units to 26.6 pixels.
        let scale = FT_Fixed((pixelSize * 64 / Double(metrics.unitsPerEm) * 65536).rounded())
        return try freeType.withLock { ft throws(GlyphMetricsError) -> GlyphBitmap? in
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
