internal import CFreeType
import ButtonSizer

extension FontFace {
    /// The outline of glyph `glyph` at `size` points, relative to its origin on the baseline, y down.
    ///
    /// Loaded unscaled and unhinted (`FT_Load_Glyph` with `FT_LOAD_NO_SCALE`) and decomposed with
    /// `FT_Outline_Decompose`, then scaled linearly by `size / unitsPerEm`, like the advances.
    /// A glyph without an outline (a space, a bitmap-only glyph) gives an empty path.
    /// - Throws: ``GlyphMetricsError/library(_:)`` naming the FreeType function that failed.
    public func outline(glyph: UInt32, size: Double) throws -> GlyphPath {
        let scale = size / Double(tables.unitsPerEm)  // the file's units (a metric font's metrics have others)
        return try freeType.withLock { slot throws(GlyphMetricsError) -> GlyphPath in
            let ft = try freeTypeFace(&slot)
            let error = FT_Load_Glyph(ft.face, FT_UInt(glyph), FT_Int32(FT_LOAD_NO_SCALE))
            guard error == 0 else {
                throw .library(LibraryError(function: "FT_Load_Glyph", freeTypeCode: error))
            }
            let slot = ft.face.pointee.glyph!
            guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return GlyphPath() }
            var builder = OutlineBuilder(scale: scale)
            var funcs = FT_Outline_Funcs(
                move_to: { to, user in OutlineBuilder.with(user) { $0.move(to!.pointee) } },
                line_to: { to, user in OutlineBuilder.with(user) { $0.line(to!.pointee) } },
                conic_to: { control, to, user in
                    OutlineBuilder.with(user) { $0.quad(control!.pointee, to!.pointee) }
                },
                cubic_to: { control1, control2, to, user in
                    OutlineBuilder.with(user) { $0.cubic(control1!.pointee, control2!.pointee, to!.pointee) }
                },
                shift: 0, delta: 0)
            let decomposeError = withUnsafeMutablePointer(to: &builder) { user in
                FT_Outline_Decompose(&slot.pointee.outline, &funcs, user)
            }
            guard decomposeError == 0 else {
                throw .library(LibraryError(function: "FT_Outline_Decompose", freeTypeCode: decomposeError))
            }
            return builder.finish()
        }
    }
}

/// Collects `FT_Outline_Decompose`'s callbacks into a ``GlyphPath``: font units (y up) to points (y down).
private struct OutlineBuilder {
    let scale: Double
    var path = GlyphPath()
    var open = false

    init(scale: Double) {
        self.scale = scale
    }

    static func with(_ user: UnsafeMutableRawPointer?, _ body: (inout OutlineBuilder) -> Void) -> Int32 {
        body(&user!.assumingMemoryBound(to: OutlineBuilder.self).pointee)
        return 0
    }

    func point(_ v: FT_Vector) -> Point { Point(x: Double(v.x) * scale, y: -Double(v.y) * scale) }

    mutating func move(_ to: FT_Vector) {
        if open { path.elements.append(.close) }
        path.elements.append(.move(point(to)))
        open = true
    }

    mutating func line(_ to: FT_Vector) { path.elements.append(.line(point(to))) }

    mutating func quad(_ control: FT_Vector, _ to: FT_Vector) {
        path.elements.append(.quad(point(control), point(to)))
    }

    mutating func cubic(_ control1: FT_Vector, _ control2: FT_Vector, _ to: FT_Vector) {
        path.elements.append(.cubic(point(control1), point(control2), point(to)))
    }

    mutating func finish() -> GlyphPath {
        if open { path.elements.append(.close) }
        open = false
        return path
    }
}
