import ButtonLint
import ButtonSizer
import ButtonSizerRequests
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
        if values[Options.contentSize] == .all {
            let rows = try sweep(values, measurer: try ButtonSizerCLI.measurer(values))
            stdout.write(values.has(Options.json) ? sweepJSON(rows).text + "\n" : sweepHuman(rows))
            return
        }
        let result = try layout(try LayoutRequest(values), measurer: try ButtonSizerCLI.measurer(values))
        if values.has(Options.json) {
            var out = JSONWriter()
            out.write(result.layoutReport)
            out.endLine()
            stdout.write(out.text)
        } else {
            stdout.write(result.human)
        }
    }

    /// `--content-size all`: the request laid out at every category, as if `--content-size` named each
    /// in turn (text style sizes, configuration presets and scaled sizes all follow it).
    static func sweep(_ values: OptionValues, measurer: any TextMeasuring) throws -> [(ContentSizeCategory, Result)] {
        try ContentSizeCategory.allCases.map { category in
            var one = values
            one.set(Options.contentSize, .category(category))
            return (category, try layout(try LayoutRequest(one), measurer: measurer))
        }
    }

    /// The smallest category at which the title no longer shows whole, or nil.
    static func firstTruncating(_ rows: [(ContentSizeCategory, Result)]) -> ContentSizeCategory? {
        rows.first { $0.1.report.isTruncated }?.0
    }

    /// The smallest category whose status is not `fits`, with that status, or nil.
    static func firstProblem(_ rows: [(ContentSizeCategory, Result)]) -> (ContentSizeCategory, LayoutStatus)? {
        rows.lazy.map { ($0.0, $0.1.status) }.first { $0.1 != .fits }
    }

    static func sweepJSON(_ rows: [(ContentSizeCategory, Result)]) -> JSON {
        .object([
            ("contentSizes", .array(rows.map { category, result in
                .object([("category", .string(category.rawValue)), ("titlePointSize", .number(result.spec.titleFont.size)),
                         ("fits", .bool(result.status == .fits)), ("status", .string(result.status.rawValue)),
                         ("intrinsicSize", JSON(result.intrinsic)),
                         ("size", JSON(result.size)), ("displayedTitle", .string(result.layout.title?.displayedText ?? ""))])
            })),
            ("firstTruncates", firstTruncating(rows).map { .string($0.rawValue) } ?? .null),
            ("firstProblem", firstProblem(rows).map { .string($0.0.rawValue) } ?? .null),
        ])
    }

    static func sweepHuman(_ rows: [(ContentSizeCategory, Result)]) -> String {
        let width = max(6, rows.map(\.1.status.rawValue.count).max() ?? 0) + 2
        var out = "content size  title pt  " + "status".padding(width) + "size (intrinsic)\n"
        for (category, result) in rows {
            out += category.rawValue.padding(14) + formatPoints(result.spec.titleFont.size).padding(10)
                + result.status.rawValue.padding(width) + "\(result.size) (\(result.intrinsic))\n"
        }
        if let (category, status) = firstProblem(rows) {
            out += "first \(status.rawValue) at \(category.rawValue)"
                + (firstTruncating(rows).map { $0 == category ? "" : "; first truncates at \($0.rawValue)" } ?? "") + "\n"
        } else {
            out += "fits at every size\n"
        }
        return out
    }

    /// Everything `layout` reports, computed once for both output forms.
    struct Result {
        var spec: ButtonSpec
        /// The verdict on ``layout`` (lint's status).
        var status: LayoutStatus { LayoutStatus(layout) }
        var intrinsic: Size
        var size: Size
        var layout: ButtonLayout
        var report: TruncationReport
        var trace: SizeTrace
        var stable: Size?
    }

    /// One pass (``ButtonSizer/answer(_:proposal:state:glyphs:)``): each text measured once per distinct request.
    /// - Parameter glyphs: whether the lines carry their glyph runs (for `render` and previews).
    static func layout(_ request: LayoutRequest, measurer: any TextMeasuring, glyphs: Bool = false) throws -> Result {
        let spec = request.spec
        let proposal = request.proposal
        let answer = try ButtonSizer(measurer: measurer).answer(spec, proposal: proposal, glyphs: glyphs)
        return Result(spec: spec, intrinsic: answer.intrinsicSize, size: answer.size, layout: answer.layout,
                      report: answer.truncation, trace: answer.trace, stable: answer.stableSize)
    }
}

extension LayoutCommand.Result {
    /// The answer as the library's ``LayoutReport``.
    var layoutReport: LayoutReport {
        LayoutReport(spec: spec, intrinsicSize: intrinsic, layout: layout, stableSize: stable, truncation: report,
                     trace: trace)
    }

    var human: String {
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
