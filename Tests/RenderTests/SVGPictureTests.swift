import ButtonSizer
import GlyphMetrics
@testable import ButtonPreview
import Testing

@Suite("SVG previews")
struct SVGPictureTests {
    let preview: Previewer

    init() throws { preview = try Previewer() }

    @Test("well-formed XML with one <path> per inked glyph, inside the clipped title group")
    func pathsPerGlyph() throws {
        let layout = try preview.intrinsicLayout(configurationSpec(title: "Add to cart", image: Size(width: 20, height: 20), padding: 8))
        let nodes = try parseXML(try preview.renderer.svg(layout))
        #expect(nodes.first?.name == "svg")
        #expect(nodes.first?.attributes["width"] == "151")
        #expect(nodes.first?.attributes["height"] == "41")
        let paths = nodes.filter { $0.name == "path" }
        #expect(paths.count == 9)  // "Add to cart": 11 characters, 2 spaces without outlines
        #expect(paths.allSatisfy { $0.ancestors.last == "g" })
        #expect(paths.allSatisfy { !($0.attributes["d"] ?? "").isEmpty })
        let group = try #require(nodes.first { $0.name == "g" && $0.attributes["class"] == "title" })
        #expect(group.attributes["clip-path"] == "url(#title-clip)")
        let clip = try #require(nodes.first { $0.name == "rect" && $0.ancestors.last == "clipPath" })
        let frame = try #require(layout.titleRect)
        #expect(clip.number("x") == frame.x)
        #expect(clip.number("width") == frame.width)
    }

    @Test("a subtitle adds its own glyphs and clip")
    func subtitle() throws {
        let layout = try preview.intrinsicLayout(configurationSpec(title: "Add", subtitle: "to cart"))
        let nodes = try parseXML(try preview.renderer.svg(layout))
        let paths = nodes.filter { $0.name == "path" && $0.ancestors.last == "g" }
        #expect(paths.count == 3 + 6)  // "Add" and "to cart"
        #expect(nodes.contains { $0.name == "clipPath" && $0.attributes["id"] == "subtitle-clip" })
    }

    @Test("the image is a <rect> at the image frame with the layout's corner radius as rx")
    func imageRect() throws {
        let spec = ButtonSpec(title: "Favourites", titleFont: inter17, profile: .alternative(.init(imageSide: 40)))
        let layout = try preview.intrinsicLayout(spec)
        let frame = try #require(layout.imageRect)
        let nodes = try parseXML(try preview.renderer.svg(layout))
        let image = try #require(nodes.first { $0.attributes["class"] == "image" })
        #expect(image.name == "rect")
        #expect(image.number("rx") == 20)  // AlternativeButton: side / 2
        #expect(image.number("ry") == 20)  // side / 2
        #expect(image.number("x") == frame.x)
        #expect(image.number("y") == 6)  // the 6 pt margin
        #expect(image.number("width") == 40)
        #expect(image.number("height") == 40)
    }

    @Test("an H's outline spans cap height to baseline, at the layout's baseline")
    func outlinePlacement() throws {
        let layout = try preview.intrinsicLayout(configurationSpec(title: "H"))
        let baseline = try #require(layout.firstBaseline)
        let nodes = try parseXML(try preview.renderer.svg(layout))
        let path = try #require(nodes.first { $0.name == "path" })
        let ys = pathPoints(path.attributes["d"] ?? "").map(\.y)
        // Coordinates are written to a thousandth of a point.
        #expect(abs((ys.min() ?? 0) - (baseline - interCapHeight17)) <= 0.0011)
        #expect(abs((ys.max() ?? 0) - baseline) <= 0.0011)
    }

    @Test("markup characters in the title are escaped")
    func escaping() throws {
        let title = "Tom & \"Jerry\" <3 'x'"
        let layout = try preview.intrinsicLayout(configurationSpec(title: title))
        let nodes = try parseXML(try preview.renderer.svg(layout))
        let description = try #require(nodes.first { $0.name == "title" })
        #expect(description.text.contains("\"\(title)\""))
    }

    @Test("guides: a baseline <line> per line at the layout's baselines and the dashed content <rect>")
    func guides() throws {
        let spec = ButtonSpec(title: "Continue shopping for the holidays", subtitle: "Free delivery over 20 €",
                              titleFont: inter17,
                              profile: .configuration(.init(imagePlacement: .top,
                                                            contentInsets: .init(top: 8, leading: 8, bottom: 8, trailing: 8))),
                              maxLines: 0)
        let layout = try preview.sizer.layout(spec, in: Size(width: 120.5, height: 143.5), glyphs: true)
        let lineCount = (layout.title?.lines.count ?? 0) + (layout.subtitle?.lines.count ?? 0)
        try #require(lineCount >= 4, "title and subtitle must wrap for this test")
        let nodes = try parseXML(try preview.renderer.svg(layout, options: RenderOptions(guides: true)))
        let baselines = nodes.filter { $0.attributes["class"] == "baseline" }
        #expect(baselines.count == lineCount)
        #expect(abs((baselines.first?.number("y1") ?? 0) - (layout.firstBaseline ?? -1)) <= 0.0005)
        #expect(abs((baselines.last?.number("y1") ?? 0) - (layout.lastBaseline ?? -1)) <= 0.0005)
        let content = try #require(nodes.first { $0.attributes["class"] == "content" })
        // 120.5 × 143.5 inset by 8 on every side.
        #expect(content.number("x") == 8)
        #expect(content.number("y") == 8)
        #expect(content.number("width") == 104.5)
        #expect(content.number("height") == 127.5)
        #expect(content.attributes["stroke-dasharray"] != nil)

        let plain = try parseXML(try preview.renderer.svg(layout))
        #expect(!plain.contains { $0.attributes["class"] == "guides" || $0.attributes["class"] == "baseline" })
    }
}
