import ButtonSizer
import GlyphMetrics
@testable import ButtonPreview
import Testing

@Suite("PNG previews")
struct PNGPictureTests {
    let preview: Previewer
    let palette = RenderOptions.Palette()

    init() throws { preview = try Previewer() }

    /// Renders to PNG and decodes it again with libpng, so every check reads the file's pixels.
    func decodedPNG(_ layout: ButtonLayout, scale: Double, options: RenderOptions = RenderOptions()) throws -> RGBAImage {
        try PNG.decode(preview.renderer.png(layout, scale: scale, options: options))
    }

    @Test("the pixel size is the bounds rounded up to the pixel grid", arguments: [
        // 200.2 × 44.3 pt: ceil(200.2 s) × ceil(44.3 s) pixels.
        (1.0, 201, 45), (2.0, 401, 89), (3.0, 601, 133),
    ])
    func pixelSize(scale: Double, width: Int, height: Int) throws {
        let layout = try preview.sizer.layout(configurationSpec(title: "Add to cart"), in: Size(width: 200.2, height: 44.3), glyphs: true)
        let image = try decodedPNG(layout, scale: scale)
        #expect(image.width == width)
        #expect(image.height == height)
        #expect(ButtonRenderer.pixelSize(of: layout, scale: scale) == (width, height))
    }

    @Test("the intrinsic 151×41 pt button of the README is 302×82 px at @2x")
    func intrinsicSize() throws {
        let spec = configurationSpec(title: "Add to cart", image: Size(width: 20, height: 20), padding: 8)
        let layout = try preview.intrinsicLayout(spec)
        let image = try decodedPNG(layout, scale: 2)
        #expect(image.width == 302)
        #expect(image.height == 82)
    }

    @Test("an H is inked from the cap height down to the baseline, inside its line's box")
    func titleInk() throws {
        let spec = configurationSpec(title: "H")
        let layout = try preview.intrinsicLayout(spec)
        let frame = try #require(layout.titleRect)
        let baseline = try #require(layout.firstBaseline)
        let lineWidth = try #require(layout.title?.lines.first?.width)
        let scale = 2.0
        let image = try decodedPNG(layout, scale: scale)
        let ink = try #require(inkBox(image, columns: Int(frame.minX * scale)..<Int(frame.maxX * scale),
                                      rows: Int(frame.minY * scale)..<Int(frame.maxY * scale)))
        // Rows: the flat top of the H at baseline − cap height, the bottom at the baseline (±1 px of anti-aliasing).
        let top = (baseline - interCapHeight17) * scale, bottom = baseline * scale
        #expect(abs(Double(ink.rows.lowerBound) - top.rounded(.down)) <= 1, "ink top \(ink.rows), expected ≈ \(top)")
        #expect(abs(Double(ink.rows.upperBound + 1) - bottom.rounded(.up)) <= 1, "ink bottom \(ink.rows), expected ≈ \(bottom)")
        // Columns: within the centred line's advance box.
        let left = (frame.minX + (frame.width - lineWidth) / 2) * scale
        #expect(Double(ink.columns.lowerBound) >= left.rounded(.down))
        #expect(Double(ink.columns.upperBound) < (left + lineWidth * scale).rounded(.up))
        // The H's stems are solid: the ink's darkest pixel is (nearly) the title colour.
        let darkest = ink.rows.flatMap { y in ink.columns.map { image[$0, y].luma } }.min() ?? 255
        #expect(darkest < palette.title.luma + 10)
    }

    @Test("the empty parts show the button, the border and the image placeholder in their colours")
    func emptyParts() throws {
        let spec = configurationSpec(title: "Add to cart", image: Size(width: 20, height: 20), padding: 8)
        let layout = try preview.sizer.layout(spec, in: Size(width: 151, height: 41), glyphs: true)
        let image = try decodedPNG(layout, scale: 2)
        let imageRect = try #require(layout.imageRect)
        #expect(image[8, 40] == palette.button)          // (4, 20) pt: inside the insets, nothing drawn
        // (2, 2) pt lies outside the background's rounded corner: radius min(41 / 2, 17) = 17 (C9), centre
        // (17, 17), distance √(15² + 15²) ≈ 21.2 > 17, so the page shows through.
        #expect(layout.cornerRadius == 17)
        #expect(image[4, 4] == palette.page)
        #expect(image[301, 60] == palette.border)        // the last column
        #expect(image[0, 0] == palette.border)
        #expect(image[Int(imageRect.midX * 2), Int(imageRect.midY * 2)] == palette.image)
        // A square image (no corner radius) fills its corner pixel.
        #expect(image[Int(imageRect.minX * 2), Int(imageRect.minY * 2)] == palette.image)
    }

    @Test("with a margin, the pixels outside the button are the page colour")
    func margin() throws {
        let layout = try preview.sizer.layout(configurationSpec(title: "Add to cart"), in: Size(width: 100, height: 40), glyphs: true)
        let image = try decodedPNG(layout, scale: 2, options: RenderOptions(margin: 8))
        #expect(image.width == 232)  // (100 + 2 × 8) × 2
        #expect(image.height == 112)  // (40 + 2 × 8) × 2
        for (x, y) in [(0, 0), (15, 56), (231, 111), (216, 56), (100, 111)] {
            #expect(image[x, y] == palette.page, "pixel (\(x), \(y))")
        }
        #expect(image[16, 16] == palette.border)  // the button starts 8 pt = 16 px in
        #expect(image[215, 95] == palette.border)
    }

    @Test("a round image (AlternativeButton, side 40, radius 20) leaves its corners to the button")
    func roundImage() throws {
        let spec = ButtonSpec(title: "Favourites", titleFont: inter17, profile: .alternative(.init(imageSide: 40)))
        let layout = try preview.intrinsicLayout(spec)
        let rect = try #require(layout.imageRect)
        #expect(layout.imageCornerRadius == 20)
        let image = try decodedPNG(layout, scale: 2)
        // 1 px inside the corner is √2 × 39 ≈ 55 px from the centre, outside the 40 px radius.
        #expect(image[Int(rect.minX * 2) + 1, Int(rect.minY * 2) + 1] == palette.button)
        #expect(image[Int(rect.maxX * 2) - 2, Int(rect.maxY * 2) - 2] == palette.button)
        #expect(image[Int(rect.midX * 2), Int(rect.midY * 2)] == palette.image)
        // The middle of the top edge is on the circle: covered at least half.
        #expect(image[Int(rect.midX * 2), Int(rect.minY * 2) + 1].luma < (palette.button.luma + palette.image.luma) / 2)
    }

    @Test("title glyphs are clipped to the title frame, as UILabel clips")
    func clipping() throws {
        // A pre-measured title size narrower than the text: the frame is 40 pt wide, the glyphs are not.
        let title = "Download the latest version"
        let spec = ButtonSpec(title: title, titleFont: inter17, titleSize: Size(width: 40, height: 21),
                              profile: .classic(.init()))
        let layout = try preview.sizer.layout(spec, in: Size(width: 120, height: 44), glyphs: true)
        let frame = try #require(layout.titleRect)
        #expect(frame == Rect(x: 40, y: 11.5, width: 40, height: 21))  // centred in 120 × 44
        try #require(try preview.measurer.width(of: title, font: inter17) > 100, "the title must overflow its frame")
        let image = try decodedPNG(layout, scale: 2)
        #expect(inkBox(image, columns: 80..<160, rows: 0..<88) != nil)
        #expect(inkBox(image, columns: 160..<239, rows: 0..<88) == nil)  // right of the frame, left of the border
        #expect(inkBox(image, columns: 1..<80, rows: 0..<88) == nil)
    }

    @Test("guides: the baseline row is red and the content rectangle dashed green; without guides, neither")
    func guides() throws {
        let spec = configurationSpec(title: "H")
        let layout = try preview.sizer.layout(spec, in: Size(width: 100, height: 41), glyphs: true)
        let baselineRow = Int((try #require(layout.firstBaseline) * 2).rounded(.down))
        let plain = try decodedPNG(layout, scale: 2)
        let guided = try decodedPNG(layout, scale: 2, options: RenderOptions(guides: true))
        // (2 px, baseline): left of the text and of the content insets (16 pt).
        #expect(guided[2, baselineRow] == palette.baseline)
        #expect(plain[2, baselineRow] == palette.button)
        // The content rectangle (16, 10, 68, 21) pt starts with a dash at its top-left pixel (32, 20) px.
        #expect(guided[32, 20] == palette.content)
        #expect(plain[32, 20] == palette.button)
    }

    @Test("scales outside (0, 16] are rejected")
    func badScale() throws {
        let layout = try preview.sizer.layout(configurationSpec(title: "H"), in: Size(width: 40, height: 40), glyphs: true)
        for scale in [0, -1, .nan, 17] {
            #expect(throws: GlyphMetricsError.self) { try preview.renderer.png(layout, scale: scale) }
        }
    }
}
