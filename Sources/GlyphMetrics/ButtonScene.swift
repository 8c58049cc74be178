import ButtonSizer

/// What a preview shows, in points from the button's top left (y down): computed once from a layout,
/// then drawn by the SVG and the PNG back ends, so the two pictures agree.
struct ButtonScene {
    /// A title or subtitle: its frame (the clip), colour, glyphs and baselines.
    struct Text {
        var role: String
        var frame: Rect
        var color: RGBA
        var glyphs: [Glyph]
        /// Each line's baseline, in button coordinates.
        var baselines: [Double]
    }

    /// A glyph with its origin on the baseline, in button coordinates.
    struct Glyph {
        var face: FontFace
        var id: UInt32
        /// The font size in points.
        var size: Double
        var x: Double
        var y: Double
    }

    var bounds: Size
    var image: Rect?
    var imageCornerRadius: Double
    /// The background's corner radius (points; 0 for square corners).
    var cornerRadius: Double
    var texts: [Text]
    /// The rectangle inside the content insets (the layout's "content" step), when the profile has one.
    var content: Rect?
    var options: RenderOptions
    /// A one-line description for the SVG's `<title>`.
    var label: String

    init(layout: ButtonLayout, titleFont: FontSpec, subtitleFont: FontSpec?, options: RenderOptions,
         measurer: TextMeasurer) throws {
        guard options.margin.isFinite, options.margin >= 0, options.margin <= 10_000 else {
            throw GlyphMetricsError.invalidArgument(name: "margin", value: "\(options.margin)",
                                                    reason: "must be 0 to 10000 points")
        }
        bounds = layout.bounds
        image = layout.imageRect
        imageCornerRadius = layout.imageCornerRadius ?? 0
        cornerRadius = layout.cornerRadius ?? 0
        content = layout.steps.first { $0.name == "content" }?.rect
        self.options = options
        texts = []
        if let frame = layout.titleRect, let title = layout.title {
            texts.append(try Self.text(title, role: "title", frame: frame, font: titleFont,
                                       color: options.palette.title, alignment: options.textAlignment, measurer: measurer))
        }
        if let frame = layout.subtitleRect, let subtitle = layout.subtitle {
            texts.append(try Self.text(subtitle, role: "subtitle", frame: frame, font: subtitleFont ?? titleFont,
                                       color: options.palette.subtitle, alignment: options.textAlignment,
                                       measurer: measurer))
        }
        let shown = [layout.title, layout.subtitle].compactMap { $0?.displayedText }
        label = "buttonsizer preview \(formatPoints(bounds.width))×\(formatPoints(bounds.height)) pt"
            + (shown.isEmpty ? "" : ": " + shown.map { "\"\($0)\"" }.joined(separator: " / "))
    }

    /// Places each line as the layout does: the block of lines centred vertically in the frame, lines
    /// `lineHeight` apart, the first baseline `ascender` below the block's top (``ButtonLayout/firstBaseline``'s
    /// rule); horizontally per `alignment`. A pre-measured text (no metrics in the layout) uses the font's.
    private static func text(_ text: TextLayout, role: String, frame: Rect, font: FontSpec, color: RGBA,
                             alignment: RenderOptions.TextAlignment, measurer: TextMeasurer) throws -> Text {
        let metrics = try measurer.face(for: font).metrics(size: font.size)
        let ascender = text.ascender ?? metrics.ascender
        let lineHeight = text.lineHeight ?? metrics.lineHeight
        let blockHeight = text.lineHeight == nil ? lineHeight * Double(text.lines.count) : text.measuredSize.height
        let top = frame.y + (frame.height - blockHeight) / 2
        var glyphs: [Glyph] = []
        var baselines: [Double] = []
        for (index, line) in text.lines.enumerated() {
            let baseline = top + ascender + Double(index) * lineHeight
            baselines.append(baseline)
            guard !line.text.isEmpty else { continue }
            let x = switch alignment {
            case .left: frame.minX
            case .center: frame.minX + (frame.width - line.width) / 2
            case .right: frame.maxX - line.width
            }
            for glyph in try measurer.glyphs(for: line.text, font: font) {
                glyphs.append(Glyph(face: glyph.face, id: glyph.glyph, size: font.size,
                                    x: x + glyph.x, y: baseline + glyph.y))
            }
        }
        return Text(role: role, frame: frame, color: color, glyphs: glyphs, baselines: baselines)
    }
}
