import JSONText
import ButtonSizer
import ButtonSizerRequests
import GlyphMetrics

/// `buttonsizer measure`: one label's width, height, lines and truncation.
enum MeasureCommand {

    static func run<Out: TextOutputStream>(_ raw: [String], stdout: inout Out) throws {
        let values = try ButtonSizerCLI.options(raw, .measure)
        let request = try MeasureRequest(values)
        let measured = try ButtonSizerCLI.measurer(values).measure(request.text, shrinking: request.shrinking)
        if values.has(Options.json) {
            var out = JSONWriter()
            write(measured, request: request, to: &out)
            out.endLine()
            stdout.write(out.text)
        } else {
            stdout.write(human(measured, scale: request.scale))
        }
    }

    /// The answer to a measure request as JSON: the one writer `measure --json` and `batch` share.
    static func write(_ measured: MeasuredText, request: MeasureRequest, to out: inout JSONWriter) {
        out.beginObject()
        out.member("text", request.text.text)
        out.member("width", measured.width)
        out.member("height", measured.height)
        out.key("size")
        out.write(measured.size(scale: request.scale))
        out.member("scale", request.scale)
        out.member("ascender", measured.ascender)
        // Auto Layout's firstBaselineAnchor below the label's top: the ascender to the nearest pixel (A7).
        out.member("firstBaselineAnchor", roundToPixel(measured.ascender, scale: request.scale))
        out.member("descender", measured.descender)
        out.member("leading", measured.leading)
        out.member("lineHeight", measured.lineHeight)
        out.key("fonts")
        out.write(measured.fonts)
        out.key("font")
        out.write(measured.font)
        out.member("language", request.text.language)
        out.key("missingGlyphs")
        out.write(measured.missingGlyphs)
        out.member("displayed", measured.displayedText)
        out.member("truncated", measured.isTruncated)
        out.member("tightened", measured.isTightened)
        if let points = measured.drawnPointSize { out.member("drawnPointSize", points) }
        out.key("lines")
        out.beginArray()
        for line in measured.lines {
            out.beginObject()
            out.member("text", line.text)
            out.member("width", line.width)
            out.key("visibleRanges")
            out.beginArray()
            for range in line.visibleRanges {
                out.beginArray()
                out.number(range.lowerBound)
                out.number(range.upperBound)
                out.endArray()
            }
            out.endArray()
            out.endObject()
        }
        out.endArray()
        out.endObject()
    }

    static func human(_ measured: MeasuredText, scale: Double) -> String {
        let size = measured.size(scale: scale)
        var out = "width \(formatPoints(measured.width)) pt, height \(formatPoints(measured.height)) pt"
            + " → \(size) pt at @\(formatPoints(scale))x\n"
        out += "ascender \(formatPoints(measured.ascender)), descender \(formatPoints(measured.descender)), "
            + "leading \(formatPoints(measured.leading)), line height \(formatPoints(measured.lineHeight))\n"
        out += "fonts: \(joinedStrings(measured.fonts, separator: ", "))\n"
        for note in measured.font?.notes ?? [] { out += note + "\n" }
        if let line = missingGlyphsLine(measured.missingGlyphs, font: measured.fonts.first) { out += line + "\n" }
        if measured.lines.count > 1 {
            for (index, line) in measured.lines.enumerated() {
                out += "line \(index + 1): \(line.text) (\(formatPoints(line.width)) pt)\n"
            }
        }
        out += "displayed: \(measured.displayedText)\(measured.isTruncated ? " (truncated)" : "")"
            + "\(measured.isTightened ? " (tightened)" : "")\n"
        if let points = measured.drawnPointSize, let size = measured.font?.pointSize {
            out += "drawn at \(formatPoints(points)) pt" + (points < size ? " (shrunk from \(formatPoints(size)) pt to fit)" : " (fits unshrunk)") + "\n"
        }
        return out
    }

    /// "missing glyphs: …" (after `label`) naming each grapheme no font draws (code points and offset), or
    /// nil when there is none; `font` is the primary font's path, whose .notdef box the width counts.
    static func missingGlyphsLine(_ missing: [MissingGlyph], font: String?, label: String = "missing glyphs") -> String? {
        guard !missing.isEmpty else { return nil }
        let listed = missing.map { "\($0.codePoints) at \($0.offset)" }
        let font = font.map { " of " + ($0.split(separator: "/").last.map(String.init) ?? $0) } ?? ""
        return "\(label): \(listed.joined(separator: ", ")) (no available font draws them; "
            + "the width counts the .notdef box\(font) for each)"
    }
}
