import ButtonSizer
import GlyphMetrics

/// The SVG back end: one `<path>` of real glyph outlines per inked glyph (an `<image>` of its PNG
/// bitmap for a colour glyph), clipped to its text frame; the image as a rounded `<rect>`; guides in a
/// `<g class="guides">`. Units are points.
extension ButtonScene {
    func svg() throws -> String {
        typealias N = SVGWriter
        let palette = options.palette
        let m = options.margin
        let width = bounds.width + 2 * m, height = bounds.height + 2 * m
        var svg = SVGWriter()
        svg.open("svg", ["xmlns": "http://www.w3.org/2000/svg", "version": "1.1",
                         "width": N.number(width), "height": N.number(height),
                         "viewBox": "\(N.number(-m)) \(N.number(-m)) \(N.number(width)) \(N.number(height))"])
        svg.element("title", content: label)
        if !texts.isEmpty {
            svg.open("defs")
            for text in texts {
                svg.open("clipPath", ["id": "\(text.role)-clip"])
                svg.element("rect", rect(text.frame))
                svg.close()
            }
            svg.close()
        }
        svg.element("rect", ["class": "page", "x": N.number(-m), "y": N.number(-m), "width": N.number(width),
                             "height": N.number(height), "fill": palette.page.hexString])
        let cornerRadius = N.number(max(0, min(self.cornerRadius, bounds.width / 2, bounds.height / 2)))
        svg.element("rect", ["class": "button", "x": "0", "y": "0", "width": N.number(bounds.width),
                             "height": N.number(bounds.height), "rx": cornerRadius, "ry": cornerRadius,
                             "fill": palette.button.hexString])
        if let image {
            let radius = N.number(max(0, min(imageCornerRadius, image.width / 2, image.height / 2)))
            svg.element("rect", ["class": "image", "x": N.number(image.x), "y": N.number(image.y),
                                 "width": N.number(max(0, image.width)), "height": N.number(max(0, image.height)),
                                 "rx": radius, "ry": radius, "fill": palette.image.hexString])
        }
        // The border: a 1-pixel line (at any zoom) just inside the bounds.
        let inner = Rect(x: 0.5, y: 0.5, width: max(0, bounds.width - 1), height: max(0, bounds.height - 1))
        svg.element("rect", ["class": "border", "x": N.number(inner.x), "y": N.number(inner.y),
                             "width": N.number(inner.width), "height": N.number(inner.height), "fill": "none",
                             "stroke": palette.border.hexString, "stroke-width": "1",
                             "vector-effect": "non-scaling-stroke"])
        for text in texts {
            svg.open("g", ["class": text.role, "clip-path": "url(#\(text.role)-clip)",
                           "fill": text.color.hexString, "fill-opacity": opacity(text.color)])
            for glyph in text.glyphs {
                if glyph.face.hasColorGlyphs, let color = try glyph.face.colorGlyph(glyph.id) {
                    // A colour glyph (emoji) has no outline: its strike bitmap, embedded as a PNG.
                    let k = glyph.size / color.pixelsPerEm
                    svg.element("image", ["x": N.number(glyph.x + Double(color.left) * k),
                                          "y": N.number(glyph.y + Double(color.top) * k),
                                          "width": N.number(Double(color.image.width) * k),
                                          "height": N.number(Double(color.image.height) * k),
                                          "href": "data:image/png;base64," + base64(try PNG.encode(color.image))])
                    continue
                }
                let path = try glyph.face.outline(glyph: glyph.id, size: glyph.size)
                guard !path.isEmpty else { continue }
                svg.element("path", ["d": path.offsetBy(dx: glyph.x, dy: glyph.y).svgData])
            }
            svg.close()
        }
        if options.guides { guides(&svg) }
        svg.close()
        return svg.text
    }

    private func guides(_ svg: inout SVGWriter) {
        typealias N = SVGWriter
        let palette = options.palette
        svg.open("g", ["class": "guides", "fill": "none", "stroke-width": "1"])
        for text in texts {
            let frame = text.frame
            svg.element("rect", ["class": "\(text.role)-frame", "x": N.number(frame.x), "y": N.number(frame.y),
                                 "width": N.number(max(0, frame.width)), "height": N.number(max(0, frame.height)),
                                 "stroke": palette.textFrame.hexString, "stroke-opacity": opacity(palette.textFrame),
                                 "vector-effect": "non-scaling-stroke"])
        }
        if let content {
            svg.element("rect", ["class": "content", "x": N.number(content.x), "y": N.number(content.y),
                                 "width": N.number(max(0, content.width)), "height": N.number(max(0, content.height)),
                                 "stroke": palette.content.hexString, "stroke-dasharray": "3 2",
                                 "vector-effect": "non-scaling-stroke"])
        }
        for baseline in texts.flatMap(\.baselines) {
            svg.element("line", ["class": "baseline", "x1": "0", "y1": N.number(baseline),
                                 "x2": N.number(bounds.width), "y2": N.number(baseline),
                                 "stroke": palette.baseline.hexString, "vector-effect": "non-scaling-stroke"])
        }
        svg.close()
    }

    private func rect(_ r: Rect) -> KeyValuePairs<String, String> {
        ["x": SVGWriter.number(r.x), "y": SVGWriter.number(r.y),
         "width": SVGWriter.number(max(0, r.width)), "height": SVGWriter.number(max(0, r.height))]
    }

    private func opacity(_ color: RGBA) -> String { SVGWriter.number(Double(color.a) / 255) }
}
