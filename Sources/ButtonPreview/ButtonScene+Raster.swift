import ButtonSizer
import GlyphMetrics

/// The raster back end: the scene drawn at `scale` device pixels per point, glyphs rendered by
/// FreeType and clipped to their text frames.
extension ButtonScene {
    /// The largest picture side, in pixels.
    static let maximumPixelSide = 16_384

    /// The picture's size in pixels: the bounds rounded up to the pixel grid (``ceilToPixel(_:scale:)``)
    /// plus the margin, itself rounded up to whole pixels, on each side.
    static func pixelSize(bounds: Size, scale: Double, margin: Double) -> (width: Int, height: Int, margin: Int) {
        let marginPixels = Int((margin * scale - PixelGrid.epsilon).rounded(.up))
        func pixels(_ points: Double) -> Int { Int((ceilToPixel(max(0, points), scale: scale) * scale).rounded()) }
        return (pixels(bounds.width) + 2 * marginPixels, pixels(bounds.height) + 2 * marginPixels, marginPixels)
    }

    func image(scale: Double) throws -> RGBAImage {
        guard scale.isFinite, scale > 0, scale <= 16 else {
            throw GlyphMetricsError.invalidArgument(name: "scale", value: "\(scale)", reason: "must be above 0 and at most 16")
        }
        let size = Self.pixelSize(bounds: bounds, scale: scale, margin: options.margin)
        guard size.width <= Self.maximumPixelSide, size.height <= Self.maximumPixelSide,
              size.width * size.height <= PNG.maximumPixelCount else {
            throw GlyphMetricsError.invalidArgument(
                name: "picture size", value: "\(size.width)×\(size.height) px",
                reason: "must be at most \(Self.maximumPixelSide) px a side and \(PNG.maximumPixelCount) px in all")
        }
        let palette = options.palette
        let origin = Double(size.margin)
        func px(_ points: Double) -> Double { origin + points * scale }
        func pixelRect(_ r: Rect) -> PixelRect {
            PixelRect(minX: Int(px(r.minX).rounded()), minY: Int(px(r.minY).rounded()),
                      maxX: Int(px(r.maxX).rounded()), maxY: Int(px(r.maxY).rounded()))
        }
        var image = RGBAImage(width: size.width, height: size.height, fill: palette.page)
        let buttonPixels = PixelRect(minX: size.margin, minY: size.margin,
                                     maxX: size.width - size.margin, maxY: size.height - size.margin)
        image.fillRoundedRect(minX: origin, minY: origin, maxX: px(bounds.width), maxY: px(bounds.height),
                              radius: cornerRadius * scale, color: palette.button)
        if let rect = self.image {
            image.fillRoundedRect(minX: px(rect.minX), minY: px(rect.minY), maxX: px(rect.maxX), maxY: px(rect.maxY),
                                  radius: imageCornerRadius * scale, color: palette.image)
        }
        image.strokeRect(buttonPixels, color: palette.border)
        for text in texts {
            let clip = pixelRect(text.frame)
            for glyph in text.glyphs {
                guard let bitmap = try glyph.face.bitmap(glyph: glyph.id, pixelSize: glyph.size * scale,
                                                         x: px(glyph.x), y: px(glyph.y)) else { continue }
                image.composite(bitmap, color: text.color, clip: clip)
            }
        }
        if options.guides {
            let step = max(1, Int(scale.rounded()))
            for text in texts {
                image.strokeRect(pixelRect(text.frame), color: palette.textFrame)
            }
            if let content {
                image.strokeRect(pixelRect(content), color: palette.content, dash: Dash(on: 3 * step, off: 2 * step))
            }
            // The pixel row the baseline falls in: below the ink when the baseline is on the pixel grid.
            for baseline in texts.flatMap(\.baselines) {
                image.horizontalLine(y: Int(px(baseline).rounded(.down)),
                                     columns: buttonPixels.minX..<buttonPixels.maxX, color: palette.baseline)
            }
        }
        return image
    }
}
