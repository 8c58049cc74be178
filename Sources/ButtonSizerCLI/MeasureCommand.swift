import JSONText
import ButtonSizer
import ButtonSizerEngine
import GlyphMetrics

/// `buttonsizer measure`: one label's width, height, lines and truncation.
enum MeasureCommand {

    static func run<Out: TextOutputStream>(_ raw: [String], stdout: inout Out) throws {
        let values = try ButtonSizerCLI.options(raw, .measure)
        let request = try MeasureRequest(values)
        guard case .measure(let answer) = try ButtonSizerCLI.engine(values).answer(.measure(request)) else { return }
        stdout.write(values.has(RunWideOptions.json) ? Answer.measure(answer).jsonText + "\n" : human(answer.measured, scale: request.scale))
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
