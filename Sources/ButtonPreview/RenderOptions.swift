import ButtonSizer
import GlyphMetrics

/// How ``ButtonRenderer`` draws a preview: guides, a margin and colours. (Where the lines go is the
/// layout's: `TextLayout.placedLines`.)
public struct RenderOptions: Sendable, Hashable {
    /// The colours of a preview.
    public struct Palette: Sendable, Hashable {
        /// Around the button (the margin) and under it.
        public var page = RGBA.white
        /// The button's fill, inside its border.
        public var button = RGBA(hex: 0xE8F0FE)
        /// The button's 1-pixel border.
        public var border = RGBA(hex: 0x7FA3D9)
        /// The image placeholder.
        public var image = RGBA(hex: 0xAEAEB2)
        /// The title's text colour.
        public var title = RGBA(hex: 0x1C1C1E)
        /// The subtitle's text colour.
        public var subtitle = RGBA(hex: 0x636366)
        /// Guides: the content rectangle (inside the content insets), dashed.
        public var content = RGBA(hex: 0x34A853)
        /// Guides: the text frames.
        public var textFrame = RGBA(r: 0xFF, g: 0x95, b: 0x00, a: 160)
        /// Guides: each line's baseline.
        public var baseline = RGBA(hex: 0xFF3B30)

        /// The default palette: a light blue button with a blue border on white, near-black title, grey subtitle.
        public init() {}
    }

    /// Whether to draw the content rectangle (dashed), the text frames and the baselines.
    public var guides: Bool
    /// Room around the button, in points.
    public var margin: Double
    /// The colours of the page, the button, its text and the guides.
    public var palette: Palette

    /// Options; by default no guides, no margin (points) and the default palette.
    public init(guides: Bool = false, margin: Double = 0, palette: Palette = Palette()) {
        self.guides = guides
        self.margin = margin
        self.palette = palette
    }
}
