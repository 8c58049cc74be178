import ButtonSizer
import ButtonSizerEngine
import GlyphMetrics
import JSONText

/// `buttonsizer layout`: a button's intrinsic size, its size for bounds or a maximum width, the frames
/// of image, title and subtitle, truncation, the minimum width, baselines and the size trace.
enum LayoutCommand {
    static func run<Out: TextOutputStream>(_ raw: [String], stdout: inout Out) throws {
        let values = try ButtonSizerCLI.options(raw, .layout)
        guard values.positionals.isEmpty else {
            throw RequestError.arguments("layout takes the title as --title, not as '\(values.positionals[0])'")
        }
        let request = try Request(values)  // every usage error before the fonts load
        let answer = try ButtonSizerCLI.engine(values).answer(request)
        if values.has(RunWideOptions.json) {
            stdout.write(answer.jsonText + "\n")
        } else if case .sweep(let sweep) = answer {
            stdout.write(sweepHuman(sweep))
        } else if case .layout(let layout) = answer {
            stdout.write(layout.human)
        }
    }

    static func sweepHuman(_ sweep: ContentSizeSweepAnswer) -> String {
        let rows = sweep.rows
        let width = max(6, rows.map(\.1.status.rawValue.count).max() ?? 0) + 2
        var out = "content size  title pt  " + "status".padding(width) + "size (intrinsic)\n"
        for (category, result) in rows {
            out += category.rawValue.padding(14) + formatPoints(result.spec.titleFont.size).padding(10)
                + result.status.rawValue.padding(width) + "\(result.answer.size) (\(result.answer.intrinsicSize))\n"
        }
        if let (category, status) = sweep.firstProblem {
            out += "first \(status.rawValue) at \(category.rawValue)"
                + (sweep.firstTruncating.map { $0 == category ? "" : "; first truncates at \($0.rawValue)" } ?? "") + "\n"
        } else {
            out += "fits at every size\n"
        }
        return out
    }
}

extension ButtonAnswer {
    /// The answer as `layout` prints it for people.
    var human: String {
        let (intrinsic, size, layout, report, trace, stable) = (answer.intrinsicSize, answer.size, answer.layout,
                                                                answer.truncation, answer.trace, answer.stableSize)
        var out = "profile \(spec.profile.name) at @\(formatPoints(spec.scale))x: intrinsic size \(intrinsic) pt, "
            + "laid out in \(size) pt\n"
        out += "status \(status.rawValue)\n"
        if let stable { out += "stable size over state titles: \(stable) pt\n" }
        if let rect = layout.imageRect { out += "image    \(rect)\n" }
        if let rect = layout.titleRect {
            let lines = (layout.title?.lines ?? []).map(\.text).joined(separator: " ⏎ ")
            out += "title    \(rect)  \"\(lines)\"\(layout.title?.isTruncated == true ? " (truncated)" : "")"
                + "\(layout.title?.isTightened == true ? " (tightened)" : "")"
                + (layout.title?.drawnPointSize.map { " (drawn at \(formatPoints($0)) pt)" } ?? "") + "\n"
        }
        if let rect = layout.subtitleRect { out += "subtitle \(rect)  \"\(layout.subtitle?.displayedText ?? "")\"\n" }
        for (label, text) in [("title", layout.title), ("subtitle", layout.subtitle)] {
            if let line = MeasureCommand.missingGlyphsLine(text?.missingGlyphs ?? [], font: text?.font?.file,
                                                           label: "\(label) missing glyphs") { out += line + "\n" }
        }
        for note in layout.title?.font?.notes ?? [] { out += "title font: \(note)\n" }
        for note in layout.subtitle?.font?.notes ?? [] { out += "subtitle font: \(note)\n" }
        if let first = layout.firstBaseline {
            out += "baseline \(formatPoints(first)) drawn"
                + (layout.firstBaselineAnchor.map { ", \(formatPoints($0)) first-baseline anchor" } ?? "") + "\n"
        }
        if let radius = layout.cornerRadius { out += "corner radius \(formatPoints(radius))\n" }
        if let minimum = report.minimumWidth, report.isTruncated {
            out += "truncates (\(report.place?.rawValue ?? "")); fits whole from \(formatPoints(minimum)) pt wide\n"
        }
        for element in layout.overflowingElements {
            out += "overflow \(element.element.rawValue) past the bounds: \(element.overflow.description)\n"
        }
        for element in layout.insetOverflowingElements {
            out += "\(element.element.rawValue) into the content insets: \(element.overflow.description)\n"
        }
        if layout.breaksWord { out += "breaks a word between graphemes (it is wider than its line)\n" }
        for axis in [SizeTerm.Axis.width, .height] {
            let terms = trace.terms(axis)
            out += "\(axis.rawValue) = " + terms.map(\.description).joined(separator: " + ")
                + " = \(formatPoints(axis == .width ? trace.size.width : trace.size.height))\n"
        }
        return out
    }
}
