/// One run of an attributed title (`NSAttributedString` attributes over a range): text in its own font,
/// size, weight, kern (``FontSpec/letterSpacing``) and baseline offset.
public struct TitleRun: Sendable, Hashable {
    /// The run's text; not empty, no line break (an attributed title is measured on one line).
    public var text: String
    /// `.font` and `.kern`: the family or file, size in points, weight, slant, the points added after
    /// every character of the run (``FontSpec/letterSpacing``, the run's last character included) and
    /// whether the font's own kerning applies within the run.
    public var font: FontSpec
    /// `.baselineOffset`, in points: positive raises the run above the line's baseline, negative lowers it.
    public var baselineOffset: Double

    /// A run of `text` in `font`, `baselineOffset` points above the baseline.
    public init(text: String, font: FontSpec, baselineOffset: Double = 0) {
        self.text = text
        self.font = font
        self.baselineOffset = baselineOffset
    }
}

/// An attributed title (`setAttributedTitle(_:for:)`, `UIButton.Configuration.attributedTitle`): runs
/// laid out on one line as CoreText lays out an attributed string (uikit-measured-rules D9):
/// - each run is shaped by itself, so the font's kerning and ligatures apply within a run and never
///   across a run boundary;
/// - a run's kern is added after every character of it, its last included;
/// - the line box is the runs' largest ascender over their largest descender (and largest line gap);
/// - a baseline offset grows the box: a run raised by *o* points reaches *o* higher, one lowered
///   reaches *o* lower; an offset never shrinks it.
/// The runs' fonts win over the button's title font (D9).
public struct AttributedTitle: Sendable, Hashable {
    /// The runs, in text order.
    public var runs: [TitleRun]

    /// A title of `runs`, in text order.
    public init(runs: [TitleRun]) { self.runs = runs }

    /// The title's text: the runs' texts joined.
    public var text: String { runs.map(\.text).joined() }
}

/// An attributed title's run as displayed on the measured line: the run and its own measured line (its
/// text shown, "…" where the line was cut in this run, its width in points).
public struct MeasuredRun: Sendable, Hashable {
    /// The run as given.
    public var run: TitleRun
    /// The run measured by itself, as shown: its text, width in points (kern included) and pieces.
    public var line: MeasuredLine

    /// The run `run` shown as `line`.
    public init(run: TitleRun, line: MeasuredLine) {
        self.run = run
        self.line = line
    }
}

extension AttributedTitle {
    /// Throws ``ButtonSpecError`` naming the first run (1-based) that cannot
    /// be measured (`attributedTitle (title-runs) run 2 text`): no text, a line break, a font value outside ``ValueRule``'s limits, a baseline offset
    /// that is not a finite length.
    public func validate() throws {
        if runs.isEmpty { throw ButtonSpecError(field: "attributedTitle", problem: "has no runs") }
        for (index, run) in runs.enumerated() {
            if run.text.isEmpty { throw Self.error(index, "text", "is empty") }
            if run.text.contains(where: \.isNewline) {
                throw Self.error(index, "text", "has a line break (an attributed title is measured on one line)")
            }
            try checkFont(run.font, Self.field(index, "font"))
            try ValueRule.length.check(run.baselineOffset, Self.field(index, "baselineOffset"))
        }
    }

    /// The name of field `field` of run `index` (0-based; named 1-based, with the option's name: `attributedTitle (title-runs) run 2 font`).
    public static func field(_ index: Int, _ field: String) -> String { "attributedTitle (title-runs) run \(index + 1) \(field)" }

    static func error(_ index: Int, _ field: String, _ problem: String) -> ButtonSpecError {
        ButtonSpecError(field: self.field(index, field), problem: problem)
    }
}

extension TextMeasuring {
    /// `title` measured on one line as CoreText lays it out (see ``AttributedTitle``): each run measured
    /// by itself (``measure(_:)``, no width limit), the widths added, the line box from the runs' metrics
    /// and baseline offsets. A line wider than `maxWidth` (points) is shortened: runs that fit are kept
    /// whole and the run where the width runs out is truncated by itself in its font (tail; head with
    /// ``LineBreakMode/truncatingHead``, which keeps the last runs; middle within a title of one run,
    /// else tail), the runs after it dropped; when not even "…" fits after the runs before it, the cut
    /// moves into the run before. Clipping keeps the whole line; a wrapping mode does not
    /// wrap an attributed title here, it truncates its tail (marked truncated, never "fits").
    /// - Throws: ``ButtonSpecError`` naming the run (`attributedTitle (title-runs) run 2 font`) when a run's font
    ///   cannot be resolved; what ``AttributedTitle/validate()`` throws.
    public func measure(_ title: AttributedTitle, maxWidth: Double?, lineBreakMode: LineBreakMode,
                        language: String?) throws -> MeasuredText {
        try title.validate()
        let whole = try title.runs.indices.map { index in
            try measure(title, run: index, TextRequest(text: title.runs[index].text, font: title.runs[index].font, language: language))
        }
        var shown = zip(title.runs, whole).map { MeasuredRun(run: $0, line: $1.lines[0]) }
        let fullWidth = shown.reduce(0) { $0 + $1.line.width }
        var isTruncated = false
        if let maxWidth, fullWidth > maxWidth + 1e-9 {
            isTruncated = true
            if lineBreakMode != .clipping {
                shown = try shortened(title, shown, maxWidth: maxWidth, lineBreakMode: lineBreakMode, language: language)
            }
        }
        return MeasuredText(attributed: title, whole: whole, shown: shown, isTruncated: isTruncated)
    }

    /// The runs of `title` shown in `maxWidth` points (`shown`: every run whole, too wide): in the order
    /// truncation works (from the end for head truncation), the runs that fit stay whole; the text from
    /// the first run that does not fit is then truncated in that run's font with that run's room, so the
    /// kept text and "…" are the longest that fit (CoreText removes glyphs until line + token fits). When
    /// not even "…" fits after the runs kept, the cut moves back one run.
    private func shortened(_ title: AttributedTitle, _ shown: [MeasuredRun], maxWidth: Double, lineBreakMode: LineBreakMode,
                           language: String?) throws -> [MeasuredRun] {
        let fromEnd = lineBreakMode == .truncatingHead
        let mode: LineBreakMode = title.runs.count == 1 && lineBreakMode.isTruncating ? lineBreakMode
            : fromEnd ? .truncatingHead : .truncatingTail
        let order = fromEnd ? Array(shown.indices.reversed()) : Array(shown.indices)
        var before = [0.0]  // before[q]: the width of the runs order[0..<q]
        for index in order { before.append(before[before.count - 1] + shown[index].line.width) }
        guard var q = order.indices.first(where: { before[$0 + 1] > maxWidth + 1e-9 }) else { return shown }
        while true {
            let index = order[q], run = title.runs[index]
            // The rest of the title from this run on (to its start, from the end), in this run's font.
            let rest = fromEnd ? title.runs[...index] : title.runs[index...]
            let restText = rest.map(\.text).joined(), own = run.text.count, offset = fromEnd ? restText.count - own : 0
            let request = TextRequest(text: restText, font: run.font, maxWidth: max(0, maxWidth - before[q]), maxLines: 1,
                                      lineBreakMode: mode, language: language)
            var line = try measure(title, run: index, request).lines[0]
            let inRun = line.visibleRanges.allSatisfy { $0.lowerBound >= offset && $0.upperBound <= offset + own }
            let keptWhole = order[..<q].map { shown[$0] }
            // Something of the run shows (a measurer that reports no ranges: text besides "…").
            let showsText = line.visibleRanges.isEmpty ? line.text.contains { $0 != "\u{2026}" }
                : line.visibleRanges.contains { !$0.isEmpty }
            if inRun, q == 0 || showsText {
                line.visibleRanges = line.visibleRanges.map { ($0.lowerBound - offset)..<($0.upperBound - offset) }
                let kept = keptWhole + [MeasuredRun(run: run, line: line)]
                return fromEnd ? kept.reversed() : kept
            }
            // This run's font would keep text of the runs beyond it: keep this run whole (and no more).
            if !inRun { return fromEnd ? (keptWhole + [shown[index]]).reversed() : keptWhole + [shown[index]] }
            q -= 1
        }
    }

    /// `request` (text of run `index` of `title`, in its font) measured; an error names the run.
    private func measure(_ title: AttributedTitle, run index: Int, _ request: TextRequest) throws -> MeasuredText {
        do {
            return try measure(request)
        } catch let error as ButtonSpecError {
            throw AttributedTitle.error(index, "font", "\(error.field.isEmpty ? "" : error.field + " ")\(error.problem)")
        } catch {
            throw AttributedTitle.error(index, "font", "\(error)")
        }
    }

    /// The glyphs that draw an attributed title's line: each run's glyphs in its own font
    /// (``glyphs(line:font:language:)``), moved along by the widths of the runs before it and up by its
    /// baseline offset; `ascender` and `lineHeight` are the line box's (points).
    public func glyphs(runs: [MeasuredRun], ascender: Double, lineHeight: Double, language: String?) throws -> LineGlyphs {
        var drawn: [GlyphRun] = [], pen = 0.0
        for shown in runs {
            let glyphs = try glyphs(line: shown.line, font: shown.run.font, language: language)
            for var run in glyphs.runs {
                run.positions = run.positions.map { Point(x: $0.x + pen, y: $0.y - shown.run.baselineOffset) }
                drawn.append(run)
            }
            pen += shown.line.width
        }
        return LineGlyphs(runs: drawn, ascender: ascender, lineHeight: lineHeight, width: pen)
    }
}

extension MeasuredText {
    /// The one line of `title` showing `shown` (the runs as displayed), with the line box of every run
    /// of `title` (`whole[i]` is run *i* measured by itself): the largest ascender, raised by a positive
    /// baseline offset, over the largest descender, lowered by a negative one, and the largest line gap.
    init(attributed title: AttributedTitle, whole: [MeasuredText], shown: [MeasuredRun], isTruncated: Bool) {
        var ascender = -Double.infinity, descender = Double.infinity, leading = 0.0
        var fonts: [String] = [], missing: [MissingGlyph] = [], offset = 0
        for (run, measured) in zip(title.runs, whole) {
            ascender = max(ascender, measured.ascender + max(0, run.baselineOffset))
            descender = min(descender, measured.descender + min(0, run.baselineOffset))
            leading = max(leading, measured.leading)
            for font in measured.fonts where !fonts.contains(font) { fonts.append(font) }
            missing += measured.missingGlyphs.map { MissingGlyph(text: $0.text, offset: $0.offset + offset) }
            offset += run.text.count
        }
        // The line's grapheme ranges: each shown run's, moved by the graphemes of the runs before it.
        var ranges: [Range<Int>] = [], start = 0, next = 0
        for run in title.runs {
            if next < shown.count, shown[next].run == run {
                let visible = shown[next].line.visibleRanges.isEmpty ? [0..<run.text.count] : shown[next].line.visibleRanges
                for range in visible {
                    let moved = (range.lowerBound + start)..<(range.upperBound + start)
                    if let last = ranges.last, last.upperBound == moved.lowerBound {
                        ranges[ranges.count - 1] = last.lowerBound..<moved.upperBound
                    } else if !moved.isEmpty {
                        ranges.append(moved)
                    }
                }
                next += 1
            }
            start += run.text.count
        }
        let line = MeasuredLine(text: shown.map(\.line.text).joined(), width: shown.reduce(0) { $0 + $1.line.width },
                                visibleRanges: ranges, pieces: shown.flatMap(\.line.pieces))
        self.init(lines: [line], ascender: ascender, descender: descender, leading: leading, isTruncated: isTruncated,
                  fonts: fonts, font: whole.first?.font, missingGlyphs: missing)
        runs = shown
    }
}
