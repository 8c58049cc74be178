import ButtonSizer
import ButtonSizerEngine
import GlyphMetrics

extension LintFormat {
    /// `lint --report`: one self-contained HTML page, a row per string with its button drawn inline,
    /// problems first and highlighted, so a person sees at a glance what breaks.
    static func html(_ run: LintRun, gate: LintGate) -> String {
        let findings = run.findings
        var html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>ButtonSizer lint</title>
            <style>
            body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; color: #1c1c1e; }
            table { border-collapse: collapse; }
            th, td { border-bottom: 1px solid #d1d1d6; padding: 6px 10px; text-align: left; vertical-align: middle; }
            tr.error td { background: #ffe5e5; }
            tr.warning td, tr.notice td { background: #fff6d6; }
            td.status { font-weight: 600; }
            td.num { text-align: right; font-variant-numeric: tabular-nums; }
            img { display: block; }
            </style></head><body>
            <h1>ButtonSizer lint</h1>
            <p>\(xmlEscaped(run.summary(gate)))</p>
            <table><thead><tr><th>Status</th><th>Locale</th><th>Key</th><th>Preview</th><th>Displayed</th>
            <th>Text</th><th>Overflow</th><th>Minimum width</th><th>Base text</th><th>Font</th><th>File</th></tr></thead><tbody>

            """
        for finding in findings {
            let level = gate.fails(finding) && !finding.isBaselined ? "error"
                : finding.status == .fits ? "fits" : gate.level(finding) == .warning ? "warning" : "notice"
            let preview = finding.preview.map {
                "<img alt=\"\(xmlEscaped(finding.displayed))\" src=\"data:image/svg+xml;base64,\(base64(Array($0.utf8)))\">"
            } ?? ""
            // The graphemes no font draws, by code point: the preview shows them only as .notdef boxes.
            let undrawn = finding.missingGlyphs.isEmpty ? ""
                : "<br><small>no font draws \(xmlEscaped(finding.missingGlyphs.map(\.codePoints).joined(separator: ", ")))</small>"
            html += "<tr class=\"\(level)\"><td class=\"status\">\(xmlEscaped(statusText(finding)))\(undrawn)</td>"
                + "<td>\(xmlEscaped(finding.string.locale))</td><td>\(xmlEscaped(finding.label))</td>"
                + "<td>\(preview)</td><td>\(xmlEscaped(finding.error ?? finding.displayed.replacingNewlines))</td>"
                + "<td>\(xmlEscaped(finding.text ?? ""))</td>"
                + "<td class=\"num\">\(xmlEscaped(finding.lacking.map { "+" + formatPoints($0) + " pt" } ?? (finding.overflow.isZero ? "" : finding.overflow.description)))</td>"
                + "<td class=\"num\">\(finding.minimumWidth.map { formatPoints($0) + " pt" } ?? "")</td>"
                + "<td>\(xmlEscaped(finding.baseText ?? ""))</td><td>\(xmlEscaped(finding.font ?? ""))</td>"
                + "<td>\(xmlEscaped((finding.document ?? finding.string.source) + (finding.scene.map { " › \($0)" } ?? "")))</td></tr>\n"
        }
        return html + "</tbody></table></body></html>\n"
    }
}
