import ButtonSizer
import GlyphMetrics

/// Draws a laid-out button as a preview picture: SVG with the title as real glyph outlines, or an
/// anti-aliased PNG rendered by FreeType.
///
/// The picture shows the button's bounds (a light fill with the layout's `ButtonLayout.cornerRadius`
/// and a 1-pixel border around the bounds), the image as a grey
/// placeholder with the layout's corner radius, and the title and subtitle lines clipped to their
/// frames, as UILabel clips. With ``RenderOptions/guides`` it adds the content rectangle (inside the
/// content insets, dashed), the text frames and each line's baseline (red). Everything geometric
/// (frames, line origins and alignment, baselines, glyph positions) comes from the layout, which must
/// be made with `glyphs: true`; the renderer only draws it.
///
/// ```swift
/// let measurer = try TextMeasurer(library: FontLibrary(scope: .hermetic))
/// let layout = try ButtonSizer(measurer: measurer).layout(spec, in: size, glyphs: true)
/// let renderer = ButtonRenderer(measurer: measurer)
/// let png = try renderer.png(layout, scale: 2, options: RenderOptions(guides: true))
/// ```
///
/// Safe to call from many threads: FreeType faces are used under their lock.
public struct ButtonRenderer: Sendable {
    /// The measurer whose fonts and shaping draw the text (use the one that laid the button out).
    public let measurer: TextMeasurer

    /// A renderer drawing text with `measurer`'s fonts and shaping (the measurer that laid the button out).
    public init(measurer: TextMeasurer) {
        self.measurer = measurer
    }

    /// An SVG document (UTF-8 text) of `layout`, one user unit per point.
    /// - Throws: `GlyphMetricsError` for a layout without glyph runs, an unknown font, an invalid margin
    ///   or a FreeType failure.
    public func svg(_ layout: ButtonLayout, options: RenderOptions = RenderOptions()) throws -> String {
        try ButtonScene(layout: layout, options: options, measurer: measurer).svg()
    }

    /// The picture of `layout` in device pixels at `scale` (pixels per point); its size is
    /// ``pixelSize(of:scale:margin:)``.
    /// - Throws: `GlyphMetricsError` for a layout without glyph runs, an unknown font, a scale outside
    ///   (0, 16], a picture larger than 16384 pixels a side, or a FreeType failure.
    public func image(_ layout: ButtonLayout, scale: Double, options: RenderOptions = RenderOptions()) throws -> RGBAImage {
        try ButtonScene(layout: layout, options: options, measurer: measurer).image(scale: scale)
    }

    /// ``image(_:scale:options:)`` encoded as an 8-bit RGBA PNG (libpng).
    public func png(_ layout: ButtonLayout, scale: Double, options: RenderOptions = RenderOptions()) throws -> [UInt8] {
        try PNG.encode(image(layout, scale: scale, options: options))
    }

    /// The pixel size of a picture: the layout's bounds rounded up to the pixel grid of `scale`
    /// (`ceilToPixel(_:scale:)`), plus `margin` points (rounded up to whole pixels) on each side.
    public static func pixelSize(of layout: ButtonLayout, scale: Double, margin: Double = 0) -> (width: Int, height: Int) {
        let size = ButtonScene.pixelSize(bounds: layout.bounds, scale: scale, margin: margin)
        return (size.width, size.height)
    }
}
