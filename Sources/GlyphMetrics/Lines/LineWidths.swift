import ButtonSizer

// Why this file: an answer sets a wrapping title at about a dozen widths (its size under the limit, its
// layout, and the truncation report's search for the minimum width; issue 39). At each width the
// typesetter measures every line as its own string (kerning and joining at the cut, CoreText's way),
// and most lines come again at the next width: building each line's string and finding its shaping
// again was a fifth of a wrapping answer. `LineWidths` keeps those widths for the text set last.

/// The widths of the lines of one text set by one typesetter, by the graphemes each line shows: a line
/// measured at one width is not shaped again at the next. Kept by the measurer for the last text it
/// set at a second width (``TextMeasurer``), and asked by the typesetter (``Typesetter/lineWidths``).
/// Shared between threads (the measurer's other callers may set the same text): the widths are
/// behind a lock, and a width is measured outside it.
final class LineWidths: Sendable {
    /// What a line's width depends on besides its graphemes: the text, the face, the size (points),
    /// the letter spacing (points), kerning, and the style (language, Han forms).
    let text: String
    let face: FontFace
    let size: Double
    let letterSpacing: Double
    let kerning: Bool
    let style: TextStyle

    /// A line: graphemes `start..<end` of the text, the last one drawn as a hyphen when `hyphen` (a break
    /// after a soft hyphen, ``Typesetter``'s `lineText`).
    struct Line: Hashable {
        var start: Int
        var end: Int
        var hyphen: Bool
    }

    private let widths = SpinLocked<[Line: Double]>([:])

    /// Widths for `text` as `typesetter` sets it.
    init(_ text: String, _ typesetter: Typesetter) {
        self.text = text
        self.face = typesetter.face
        self.size = typesetter.size
        self.letterSpacing = typesetter.letterSpacing
        self.kerning = typesetter.kerning
        self.style = typesetter.style
    }

    /// Whether these are the widths of `text` set by `typesetter`.
    func isFor(_ text: String, _ typesetter: Typesetter) -> Bool {
        face === typesetter.face && size == typesetter.size && letterSpacing == typesetter.letterSpacing
            && kerning == typesetter.kerning && style == typesetter.style && exactlyEqual(self.text, text)
    }

    /// The width of `line` in points: kept, else `measure()` (run without the lock) and kept.
    func width(_ line: Line, measure: () -> Double) -> Double {
        if let known = widths.withLock({ $0[line] }) { return known }
        let width = measure()
        widths.withLock { $0[line] = width }
        return width
    }
}
