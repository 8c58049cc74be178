import ButtonPreview
import ButtonSizer
import Foundation
import GlyphMetrics
import Testing

/// Emoji are drawn from Noto Color Emoji's colour bitmaps (CBDT strikes, FreeType `FT_LOAD_COLOR`): in
/// PNG previews as coloured pixels, in SVG as an embedded PNG image.
@Suite("emoji in previews")
struct EmojiPictureTests {
    let preview: Previewer

    init() throws { preview = try Previewer() }

    /// Warm (red well above blue), as the yellow thumb is: no colour of the preview itself is (the greys
    /// of text and placeholder, the fill #e8f0fe and the border #7fa3d9 are blue or neutral).
    static func isColoured(_ pixel: RGBA) -> Bool { Int(pixel.r) - Int(pixel.b) > 80 }

    @Test("the emoji's advance box holds its warm colours, and nothing else in the button is warm")
    func colouredPixelsInsideTheEmojiBox() throws {
        let spec = configurationSpec(title: "👍")
        let layout = try preview.intrinsicLayout(spec)
        let frame = try #require(layout.titleRect)
        let lineWidth = try #require(layout.title?.lines.first?.width)
        // One advance of Noto Color Emoji: 2550/2048 em (hmtx) at 17 pt.
        #expect(abs(lineWidth - 2550.0 * 17 / 2048) < 1e-9)
        let scale = 2.0
        let image = try PNG.decode(preview.renderer.png(layout, scale: scale))
        let left = Int(((frame.minX + (frame.width - lineWidth) / 2) * scale).rounded(.down))
        let right = Int(((frame.minX + (frame.width + lineWidth) / 2) * scale).rounded(.up))
        let box = (columns: left..<right, rows: Int(frame.minY * scale)..<Int((frame.maxY * scale).rounded(.up)))
        var inside = 0, outside = 0
        for y in 0..<image.height {
            for x in 0..<image.width where Self.isColoured(image[x, y]) {
                if box.columns.contains(x) && box.rows.contains(y) { inside += 1 } else { outside += 1 }
            }
        }
        // The box is about 42 × 42 px; the thumb fills a good part of it.
        #expect(inside > 200, "\(inside) coloured pixels in the emoji box")
        #expect(outside == 0)
    }

    @Test("SVG: the emoji is an <image> of its PNG bitmap inside the title group, the size of its strike scaled to 17 pt")
    func svgEmbedsTheBitmap() throws {
        let spec = configurationSpec(title: "Like 👍")
        let layout = try preview.intrinsicLayout(spec)
        let nodes = try parseXML(try preview.renderer.svg(layout))
        let images = nodes.filter { $0.name == "image" }
        #expect(images.count == 1)
        let image = try #require(images.first)
        #expect(image.ancestors.last == "g")
        let href = try #require(image.attributes["href"])
        #expect(href.hasPrefix("data:image/png;base64,"))
        let png = try #require(Data(base64Encoded: String(href.dropFirst("data:image/png;base64,".count))))
        let bitmap = try PNG.decode([UInt8](png))
        // Noto Color Emoji's one strike is 109 ppem with 136 × 128 px bitmaps (FreeType available_sizes);
        // drawn at 17 pt, a strike pixel is 17/109 pt.
        #expect(bitmap.width == 136)
        #expect(bitmap.height == 128)
        #expect(abs((image.number("width") ?? 0) - 136 * 17 / 109) < 0.01)
        // "Like" stays glyph outlines.
        #expect(nodes.filter { $0.name == "path" && $0.ancestors.contains("g") }.count >= 4)
    }
}
