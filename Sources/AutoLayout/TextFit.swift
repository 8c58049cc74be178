import ButtonSizer
import InterfaceBuilder

/// Whether a text fits the frame Auto Layout gave its view.
public enum TextFitStatus: String, Sendable, Hashable {
    /// The text fits at its own font size.
    case fits
    /// The text needs more than the frame gives for its lines: a one-line text wider than the frame, or
    /// wrapped lines taller than the frame.
    case truncates
    /// A label limited to `numberOfLines` > 1 whose text needs more lines at the frame's width.
    case wrapsPastLimit = "wraps-past-limit"
    /// It fits only because `adjustsFontSizeToFit` draws it smaller (down to `minimumScaleFactor`).
    case shrinks
}

/// A text checked against its view's solved frame (points).
public struct TextFit: Sendable, Hashable {
    /// The verdict.
    public var status: TextFitStatus
    /// The width the text needs on one line at its font size, points (unrounded).
    public var width: Double
    /// The lines it takes at the frame's width (one for a one-line text).
    public var lines: Int
    /// The height those lines need, points.
    public var height: Double
    /// The part of ``height`` glyphs can reach, points: from the first line's top (its ascender) to the last
    /// line's descender. The last line's leading below it is blank (docs/screen-lint.md, "Clipped").
    public var glyphHeight: Double
    /// The room the frame gives the text: width and height, points.
    public var available: IBSize
    /// The font as measured (`NunitoSans 16`, `system 17`).
    public var font: String
    /// `shrinks`: the point size it is drawn at and the drawn text's size (points).
    public var drawnFontSize: Double?
    /// `shrinks`: the drawn text's width and height, points.
    public var drawn: IBSize?
    /// A one-line control's text (``TextFitting/line(_:font:available:)``) with more than white space after a
    /// line break, which the control does not show: its one line ends at the break.
    public var hiddenAfterLineBreak = false

    /// Points the text lacks across (one-line) or down (wrapped): 0 when it fits.
    public var lacking: Double {
        lines <= 1 ? max(0, width - available.width) : max(0, height - available.height)
    }
}

/// Checks texts against solved frames with the measurer and the font rules Auto Layout sized them with
/// (docs/screen-lint.md: the verdicts). A pixel of slack (1/scale pt) is allowed, as frames are rounded to it.
public struct TextFitting: Sendable {
    /// Measures the texts.
    public let measurer: any TextMeasuring
    /// The document the views are of (its fonts' stand-ins and toolsVersion).
    public let document: InterfaceBuilderDocument
    /// The device's scale (pixels per point).
    public let scale: Double
    /// The content size category text-style fonts are at.
    public let contentSize: ContentSizeCategory

    /// A checker for `document`'s texts on a device of `scale`, text-style fonts at `contentSize`.
    public init(measurer: any TextMeasuring, document: InterfaceBuilderDocument, scale: Double, contentSize: ContentSizeCategory = .large) {
        self.measurer = measurer
        self.document = document
        self.scale = scale
        self.contentSize = contentSize
        sizes = IntrinsicSizes(measurer: measurer, document: document, scale: scale, usesPlaceholders: false, contentSize: contentSize)
    }

    /// The font rules and measuring Auto Layout sized the views with, made once (not per text: each made its own
    /// store of fonts that do not load).
    private let sizes: IntrinsicSizes

    /// The font a view's text is measured in (its font description, else `fallback`).
    public func font(of view: IBView, default fallback: FontSpec) -> FontSpec {
        sizes.fontSpec(view.font, default: fallback)
    }

    /// The font a label's `text` is drawn in: its font description, else, when `text` is its attributed text, that
    /// text's first fragment's, else (or where its size is 0, left to UIKit) the default of its context: a table
    /// cell's built-in labels their style's text styles, any other label system 17 (the font Auto Layout sized it in).
    public func labelFont(of view: IBView, text: String? = nil) -> FontSpec {
        sizes.labelFont(view, attributed: text != nil && text == view.attributedText?.text)
    }

    /// A label's `text` in a frame of `size`: one line (`numberOfLines` 1) must be as wide as the text;
    /// wrapped lines must number at most `numberOfLines` (else `wraps-past-limit`) and fit the height
    /// (else `truncates`). A label that adjusts its font size `shrinks` when a scale down to its
    /// `minimumScaleFactor` (or `minimumFontSize`) makes it fit.
    /// - Throws: when the text cannot be measured (the font neither loads nor has a stand-in).
    public func label(_ view: IBView, text: String, size: IBSize) throws -> TextFit {
        let font = labelFont(of: view, text: text)
        let lines = view.numberOfLines ?? 1
        let paragraph = ParagraphLines(view.attributedText?.fragments ?? [])
        var fit = try check(text: text, font: font, lines: lines, size: size, paragraph: paragraph)
        guard fit.status != .fits, view.adjustsFontSizeToFit else { return fit }
        let minimum = max(view.minimumScaleFactor ?? 0, (view.minimumFontSize ?? 0) / max(font.size, 1))
        guard minimum > 0, minimum < 1 else { return fit }
        // The largest scale that fits, to 1/64 of the size (UIKit searches the same way, and draws the
        // label at the scale found; docs/screen-lint.md).
        var low = minimum, high = 1.0
        var smallest = font
        smallest.size = font.size * minimum
        let atMinimum = try check(text: text, font: smallest, lines: lines, size: size, paragraph: paragraph)
        guard atMinimum.status == .fits else { return fit }
        var best = atMinimum
        for _ in 0..<6 {
            let middle = (low + high) / 2
            var scaled = font
            scaled.size = font.size * middle
            let trial = try check(text: text, font: scaled, lines: lines, size: size, paragraph: paragraph)
            if trial.status == .fits { low = middle; best = trial } else { high = middle }
        }
        fit.status = .shrinks
        fit.drawnFontSize = (font.size * low * 100).rounded() / 100
        fit.drawn = IBSize(width: best.width, height: best.height)
        return fit
    }

    /// A one-line text (a placeholder, a segment title) in `available` points of width. The control draws
    /// one line, and a line break ends it: the text before the first break is checked, and what follows, unless
    /// it is white space only (GoMap's Display.storyboard ends a placeholder with a line break and a space),
    /// is not shown (``TextFit/hiddenAfterLineBreak``: truncates).
    /// - Throws: when the text cannot be measured.
    public func line(_ text: String, font: FontSpec, available: Double) throws -> TextFit {
        let size = IBSize(width: available, height: .infinity)
        guard let lineBreak = text.firstIndex(where: \.isNewline) else { return try check(text: text, font: font, lines: 1, size: size) }
        var fit = try check(text: String(text[..<lineBreak]), font: font, lines: 1, size: size)
        if !text[lineBreak...].allSatisfy(\.isWhitespace) {
            fit.hiddenAfterLineBreak = true
            fit.status = .truncates
        }
        return fit
    }

    /// A button's `title` in a frame of `size`: it truncates when the frame is narrower (beyond a pixel) than the
    /// narrowest width at which the ButtonSizer core shows it whole, insets and image included (the truncation
    /// report's; `width` is that need, ∞ when it shows whole at no width up to the longest accepted). A classic button's
    /// 30-pt minimum width is its size, not its title's need: GoMap's custom 22 × 22 "🔽" button was once said to
    /// need 30 pt (against its intrinsic width), and its title font to be the system 15 where a custom button's is 18.
    /// - Throws: when the title cannot be measured.
    public func button(_ view: IBView, title: String, size: IBSize) throws -> TextFit {
        var sizes = self.sizes
        sizes.texts = [view.id: title]
        let need = sizes.buttonTitleNeed(view, width: max(0, size.width))  // a frame of an unsatisfiable layout can be negative
        var fit = try line(title, font: need.font, available: .infinity)
        fit.hiddenAfterLineBreak = false  // the button lays its title out: the status is read from its need alone
        fit.width = need.minimumWidth ?? .infinity
        fit.available = size
        fit.status = fit.width > size.width + 1 / scale ? .truncates : .fits
        return fit
    }

    /// `paragraph`: the label's paragraph line heights, which the wrapped lines' height takes (as Auto Layout's
    /// intrinsic height did).
    private func check(text: String, font: FontSpec, lines limit: Int, size: IBSize,
                       paragraph: ParagraphLines = ParagraphLines([])) throws -> TextFit {
        var notes: [String] = []
        let slack = 1 / scale
        let explicitBreaks = text.contains("\n")
        let oneLine = limit == 1 && !explicitBreaks
        // The requests Auto Layout sized the label with (IntrinsicSizes.label), so the measurer's cache answers
        // them: one line with no width limit; wrapped lines unlimited in width first.
        let single = try sizes.measure(oneLine ? TextRequest(text: text, font: font, maxLines: 1)
                                               : TextRequest(text: text, font: font, maxLines: limit, lineBreakMode: .wordWrapping),
                                       notes: &notes)
        let name = font.name == FontSpec.systemFontName ? "system \(formatSize(font.size))" : "\(font.name) \(formatSize(font.size))"
        let singleHeight = paragraph.height(single)
        var fit = TextFit(status: .fits, width: single.width, lines: single.lines.count, height: singleHeight,
                          glyphHeight: max(0, singleHeight - single.leading), available: size, font: name)
        if oneLine {
            if single.width > size.width + slack { fit.status = .truncates }
            return fit
        }
        let wrapped = try sizes.measure(TextRequest(text: text, font: font, maxWidth: max(size.width, 1), maxLines: limit,
                                                    lineBreakMode: .wordWrapping), notes: &notes)
        fit.lines = wrapped.lines.count
        fit.height = paragraph.height(wrapped)
        fit.glyphHeight = max(0, fit.height - wrapped.leading)
        if limit > 0 && wrapped.isTruncated {
            // More lines than the limit: how many it would take (measured only for a failure).
            let all = try sizes.measure(TextRequest(text: text, font: font, maxWidth: max(size.width, 1), maxLines: 0,
                                                    lineBreakMode: .wordWrapping), notes: &notes)
            fit.lines = all.lines.count
            fit.height = paragraph.height(all)
            fit.glyphHeight = max(0, fit.height - all.leading)
            fit.status = limit == 1 ? .truncates : .wrapsPastLimit
        } else if fit.height > size.height + slack {
            fit.status = .truncates
        }
        return fit
    }

    private func formatSize(_ size: Double) -> String {
        size == size.rounded() ? String(Int(size)) : String(size)
    }
}
