import ButtonSizer
import JSONText

extension JSON {
    init(_ size: Size) {
        self = .object([("width", .number(size.width)), ("height", .number(size.height))])
    }
}

/// The library's answers written straight into a batch answer's bytes, without `Codable` (whose
/// containers, coding paths and boxed values cost more than the measuring of a cached label). Each
/// writes what the type's `Encodable` conformance encodes, key for key and number for number: the
/// library's encoding stays the definition, and `AnswerWritingTests` compares the two over the corpus.
extension JSONWriter {
    /// `{"width","height"}`, or `null`.
    mutating func write(_ size: Size?) {
        guard let size else { return null() }
        beginObject()
        member("width", size.width)
        member("height", size.height)
        endObject()
    }

    /// `{"x","y","width","height"}`, or `null`.
    mutating func write(_ rect: Rect?) {
        guard let rect else { return null() }
        beginObject()
        member("x", rect.x)
        member("y", rect.y)
        member("width", rect.width)
        member("height", rect.height)
        endObject()
    }

    /// `ResolvedFont`'s object (`file`, `faceIndex` … `substitution`; `variations` as `{tag: value}`
    /// in axis order), or `null`.
    mutating func write(_ font: ResolvedFont?) {
        guard let font else { return null() }
        beginObject()
        member("file", font.file)
        member("faceIndex", font.faceIndex)
        member("pointSize", font.pointSize)
        member("weight", font.weight)
        member("italic", font.italic)
        key("variations")
        beginObject()
        let variations = font.variations
        for (index, setting) in variations.enumerated()
        where !variations[..<index].contains(where: { $0.tag == setting.tag }) {
            // A tag given twice keeps its first place and its last value, as a keyed container does.
            key(setting.tag)
            number(variations.last { $0.tag == setting.tag }?.value ?? setting.value)
        }
        endObject()
        member("tracking", font.tracking)
        member("textStyle", font.textStyle?.rawValue)
        member("contentSize", font.contentSize?.rawValue)
        member("systemFont", font.systemFont)
        member("substitution", font.substitution)
        endObject()
    }

    /// `[{"text","offset"}]`.
    mutating func write(_ missing: [MissingGlyph]) {
        beginArray()
        for glyph in missing {
            beginObject()
            member("text", glyph.text)
            member("offset", glyph.offset)
            endObject()
        }
        endArray()
    }

    /// `["…", …]`.
    mutating func write(_ strings: [String]) {
        beginArray()
        for string in strings { self.string(string) }
        endArray()
    }

    /// The `top`, `bottom`, `leading` and `trailing` members of an overflow.
    private mutating func writeEdges(top: Double, bottom: Double, leading: Double, trailing: Double) {
        member("top", top)
        member("bottom", bottom)
        member("leading", leading)
        member("trailing", trailing)
    }

    /// `[{"element", "top", "bottom", "leading", "trailing"}]`.
    private mutating func write(_ elements: [LayoutReport.OverflowingElement]) {
        beginArray()
        for element in elements {
            beginObject()
            member("element", element.element)
            writeEdges(top: element.top, bottom: element.bottom, leading: element.leading, trailing: element.trailing)
            endObject()
        }
        endArray()
    }

    /// `LayoutReport`'s object, as `layout --json` and a batch layout line give it.
    mutating func write(_ report: LayoutReport) {
        beginObject()
        member("profile", report.profile)
        member("scale", report.scale)
        key("intrinsicSize")
        write(report.intrinsicSize)
        key("size")
        write(report.size)
        key("stableSize")
        write(report.stableSize)
        key("imageRect")
        write(report.imageRect)
        key("titleRect")
        write(report.titleRect)
        key("subtitleRect")
        write(report.subtitleRect)
        member("imageCornerRadius", report.imageCornerRadius)
        member("cornerRadius", report.cornerRadius)
        member("displayedTitle", report.displayedTitle)
        member("displayedSubtitle", report.displayedSubtitle)
        member("truncated", report.truncated)
        member("tightened", report.tightened)
        member("truncation", report.truncation?.rawValue)
        member("minimumWidth", report.minimumWidth)
        key("lines")
        beginArray()
        for line in report.lines {
            beginObject()
            member("text", line.text)
            member("width", line.width)
            endObject()
        }
        endArray()
        member("breaksWord", report.breaksWord)
        key("overflow")
        beginObject()
        writeEdges(top: report.overflow.top, bottom: report.overflow.bottom, leading: report.overflow.leading,
                   trailing: report.overflow.trailing)
        endObject()
        key("overflowingElements")
        write(report.overflowingElements)
        key("insetOverflowingElements")
        write(report.insetOverflowingElements)
        member("status", report.status.rawValue)
        key("baselines")
        beginObject()
        member("first", report.baselines.first)
        member("last", report.baselines.last)
        member("firstAnchor", report.baselines.firstAnchor)
        endObject()
        key("trace")
        beginArray()
        for term in report.trace {
            beginObject()
            member("axis", term.axis)
            member("term", term.term)
            member("points", term.points)
            endObject()
        }
        endArray()
        key("titleFont")
        write(report.titleFont)
        key("subtitleFont")
        write(report.subtitleFont)
        member("language", report.language)
        key("titleMissingGlyphs")
        write(report.titleMissingGlyphs)
        key("subtitleMissingGlyphs")
        write(report.subtitleMissingGlyphs)
        if let points = report.titleDrawnPointSize { member("titleDrawnPointSize", points) }
        if let runs = report.titleRuns { writeRuns(runs) }
        endObject()
    }
}

extension JSONWriter {
    /// `"titleRuns": [{text, width, font, size, weight, baselineOffset}, …]` (an attributed title's runs).
    mutating func writeRuns(_ runs: [LayoutReport.Run]) {
        key("titleRuns")
        beginArray()
        for run in runs {
            beginObject()
            member("text", run.text)
            member("width", run.width)
            member("font", run.font)
            member("size", run.size)
            member("weight", run.weight)
            member("baselineOffset", run.baselineOffset)
            endObject()
        }
        endArray()
    }
}
