import JSONText
import ButtonSizer
import ButtonSizerRequests
import GlyphMetrics

/// `buttonsizer measure`: one label's width, height, lines and truncation.
enum MeasureCommand {

    static func run<Out: TextOutputStream>(_ raw: [String], stdout: inout Out) throws {
        let values = try ButtonSizerCLI.options(raw, .measure)
        let request = try MeasureRequest(values)
        let measured = try ButtonSizerCLI.measurer(values).measure(request.text)
        if values.has(Options.json) {
            stdout.write(json(measured, request: request).text + "\n")
        } else {
            stdout.write(human(measured, scale: request.scale))
        }
    }

    /// The answer to a measure request as JSON: the one encoder `measure --json` and `batch` share.
    static func json(_ measured: MeasuredText, request: MeasureRequest) -> JSON {
        .object([
            ("text", .string(request.text.text)),
            ("width", .number(measured.width)),
            ("height", .number(measured.height)),
            ("size", JSON(measured.size(scale: request.scale))),
            ("scale", .number(request.scale)),
            ("ascender", .number(measured.ascender)),
            // Auto Layout's firstBaselineAnchor below the label's top: the ascender to the nearest pixel (A7).
            ("firstBaselineAnchor", .number(roundToPixel(measured.ascender, scale: request.scale))),
            ("descender", .number(measured.descender)),
            ("leading", .number(measured.leading)),
            ("lineHeight", .number(measured.lineHeight)),
            ("fonts", .array(measured.fonts.map(JSON.string))),
            ("font", measured.font.flatMap { try? JSONNodeEncoder().encode($0) }.map(JSON.init) ?? .null),
            ("language", request.text.language.map(JSON.string) ?? .null),
            ("missingGlyphs", .array(measured.missingGlyphs.map {
                .object([("text", .string($0.text)), ("offset", .number(Double($0.offset)))])
            })),
            ("displayed", .string(measured.displayedText)),
            ("truncated", .bool(measured.isTruncated)),
            ("tightened", .bool(measured.isTightened)),
            ("lines", .array(measured.lines.map { line in
                .object([("text", .string(line.text)), ("width", .number(line.width)),
                         ("visibleRanges", .array(line.visibleRanges.map {
                             .array([.number(Double($0.lowerBound)), .number(Double($0.upperBound))])
                         }))])
            })),
        ])
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
