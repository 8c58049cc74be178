import ButtonSizer
import GlyphMetrics
import JSONText

/// The engine's byte writer is an `AnswerWriter`: the library's answers
/// (`LayoutReport.write(to:)`, `ResolvedFont.write(to:)`) write their one key
/// list straight into a batch answer's bytes, without `Codable`'s containers, coding paths and boxed
/// values (which cost more than the measuring of a cached label); their `Encodable` form runs the same list.
extension JSONWriter: AnswerWriter {}

extension JSONWriter {
    /// `["…", …]`.
    mutating func write(_ strings: [String]) {
        beginArray()
        for string in strings { self.string(string) }
        endArray()
    }

    /// The answer to a measure request as JSON: the one writer `measure --json` and `batch` share.
    mutating func write(_ answer: MeasureAnswer) {
        let (measured, request) = (answer.measured, answer.request)
        beginObject()
        member("text", request.text.text)
        member("width", measured.width)
        member("height", measured.height)
        key("size")
        write(measured.size(scale: request.scale))
        member("scale", request.scale)
        member("ascender", measured.ascender)
        // Auto Layout's firstBaselineAnchor below the label's top: the ascender to the nearest pixel (A7).
        member("firstBaselineAnchor", roundToPixel(measured.ascender, scale: request.scale))
        member("descender", measured.descender)
        member("leading", measured.leading)
        member("lineHeight", measured.lineHeight)
        key("fonts")
        write(measured.fonts)
        key("font")
        write(measured.font)
        member("language", request.text.language)
        key("missingGlyphs")
        write(measured.missingGlyphs)
        member("displayed", measured.displayedText)
        member("truncated", measured.isTruncated)
        member("tightened", measured.isTightened)
        if let points = measured.drawnPointSize { member("drawnPointSize", points) }
        key("lines")
        beginArray()
        for line in measured.lines {
            beginObject()
            member("text", line.text)
            member("width", line.width)
            key("visibleRanges")
            beginArray()
            for range in line.visibleRanges {
                beginArray()
                number(range.lowerBound)
                number(range.upperBound)
                endArray()
            }
            endArray()
            endObject()
        }
        endArray()
        endObject()
    }

    /// `LayoutReport`'s object, as `layout --json` and a batch layout line give it.
    mutating func write(_ report: LayoutReport) {
        report.write(to: &self)
    }
}
