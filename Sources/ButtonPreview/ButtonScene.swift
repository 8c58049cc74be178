import ButtonSizer
import GlyphMetrics

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

    /// The scene of a layout made with glyphs (``ButtonSizer/layout(_:in:state:glyphs:)`` with
    /// `glyphs: true`): every line's origin, baseline and glyph runs come from the layout.
    init(layout: ButtonLayout, options: RenderOptions, measurer: TextMeasurer) throws {
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
            texts.append(try Self.text(title, role: "title", frame: frame, color: options.palette.title, measurer: measurer))
        }
        if let frame = layout.subtitleRect, let subtitle = layout.subtitle {
            texts.append(try Self.text(subtitle, role: "subtitle", frame: frame, color: options.palette.subtitle,
                                       measurer: measurer))
        }
        let shown = [layout.title, layout.subtitle].compactMap { $0?.displayedText }
        label = "buttonsizer preview \(formatPoints(bounds.width))×\(formatPoints(bounds.height)) pt"
            + (shown.isEmpty ? "" : ": " + shown.map { "\"\($0)\"" }.joined(separator: " / "))
    }

    /// The glyphs of each placed line at its origin, in button coordinates; the baselines are the lines'.
    private static func text(_ text: TextLayout, role: String, frame: Rect, color: RGBA,
                             measurer: TextMeasurer) throws -> Text {
        guard text.placedLines.count == text.lines.count,
              zip(text.lines, text.placedLines).allSatisfy({ $0.text.isEmpty || !$1.runs.isEmpty }) else {
            throw GlyphMetricsError.invalidArgument(
                name: "layout", value: role,
                reason: "has no glyph runs: lay the button out with glyphs (ButtonSizer.layout(_:in:glyphs: true))")
        }
        var glyphs: [Glyph] = []
        for line in text.placedLines {
            for run in line.runs {
                // The run's coordinates, all explicit: the face measured, not the default instance.
                let face = try measurer.face(run.face, size: run.size, variations: run.variations)
                for (id, position) in zip(run.glyphs, run.positions) {
                    glyphs.append(Glyph(face: face, id: id, size: run.size,
                                        x: line.origin.x + position.x, y: line.origin.y + position.y))
                }
            }
        }
        return Text(role: role, frame: frame, color: color, glyphs: glyphs, baselines: text.placedLines.map(\.origin.y))
    }
}
