import ButtonSizer

extension ButtonSizer {
    /// A sizer that measures with the bundled fonts only (Inter, Noto, Liberation; see Fonts/README.md),
    /// so results do not depend on the machine: `try ButtonSizer()`.
    /// - Throws: ``GlyphMetricsError`` when the bundled fonts cannot be loaded.
    public init() throws {
        self.init(measurer: try TextMeasurer(library: FontLibrary(scope: .hermetic)))
    }
}

extension TextMeasurer {
    /// Measures one label in one call, as `UILabel.sizeThatFits` would: `text` in `font`, at most
    /// `width` points wide (`nil`: no limit) and `lines` lines (0: no limit), shortened per `lineBreakMode`.
    ///
    /// ```swift
    /// let label = try TextMeasurer().measure("Continue", font: FontSpec(name: "Inter", size: 17), width: 60)
    /// label.displayedText    // "Conti…"
    /// ```
    /// - Throws: ``GlyphMetricsError`` for an unknown font or an invalid argument.
    public func measure(_ text: String, font: FontSpec, width: Double? = nil, lines: Int = 1,
                        lineBreakMode: LineBreakMode = .truncatingTail) throws -> MeasuredText {
        try measure(TextRequest(text: text, font: font, maxWidth: width, maxLines: lines, lineBreakMode: lineBreakMode))
    }
}
