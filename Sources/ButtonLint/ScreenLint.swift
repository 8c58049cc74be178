import ButtonSizer
import ButtonSizerEngine
import GlyphMetrics
import InterfaceBuilder
import JSONText
import Localization

/// `lint --screens`: the rows of `ScreensAnswer` (every text of every screen per locale and device) in
/// each output form — a table grouped by document and scene, JSON, HTML with a picture of each failing
/// screen, SARIF and GitHub/Xcode annotations at the translation and at the view (docs/screen-lint.md).
public enum ScreenLint {
    /// The output forms.
    public enum Format: String, Sendable, CaseIterable {
        /// Aligned columns, grouped by document and scene, a summary per document.
        case table
        /// `{"rows":[…],"summary":{…},"errors":[…]}`.
        case json
        /// One self-contained page: per scene, the failing rows and the screen drawn from the solved frames.
        case html
        /// SARIF 2.1.0 for code scanning.
        case sarif
        /// GitHub workflow commands.
        case github
        /// Xcode's `file:line: error:` lines.
        case xcode
    }

    /// Where the app's code gives an outlet a text (`nameLabel.text = …`), read from `sourceFiles` by
    /// `CodeTitleScanner`: pass it as `ScreensRequest.textsSetInCode` so such texts are `unchecked` with the place.
    /// An assignment through another object (`cell.titleLabel.text = …`) has no owner (the scanner cannot tell the
    /// object's class) and its place says so.
    @Sendable public static func textsSetInCode(_ sourceFiles: [String]) -> [ScreensRequest.CodeText] {
        CodeTitleScanner.scan(files: sourceFiles).assignments.map { assignment in
            ScreensRequest.CodeText(property: assignment.property, owner: assignment.isThroughOtherObject ? nil : assignment.owner,
                                    place: "\(lastPathComponent(assignment.file)):\(assignment.line)"
                                        + (assignment.isThroughOtherObject ? " (another object's \(assignment.property))" : ""))
        }
    }

    /// Where the app's code makes a table's rows size themselves (`tableView.rowHeight = UITableView.automaticDimension`),
    /// read from `sourceFiles` by `CodeTitleScanner`: pass it as `ScreensRequest.automaticRowHeightsInCode`, so such a
    /// table's wrapping labels are checked against their lines, not the row height the document stores.
    @Sendable public static func automaticRowHeightsInCode(_ sourceFiles: [String]) -> [ScreensRequest.CodeText] {
        CodeTitleScanner.automaticRowHeights(files: sourceFiles).map { assignment in
            ScreensRequest.CodeText(property: assignment.property, owner: assignment.isThroughOtherObject ? nil : assignment.owner,
                                    place: "\(lastPathComponent(assignment.file)):\(assignment.line)")
        }
    }

    /// The answer written in `format`.
    public static func write(_ answer: ScreensAnswer, format: Format) -> String {
        switch format {
        case .table: table(answer)
        case .json: json(answer).text + "\n"
        case .html: html(answer)
        case .sarif: sarif(answer).text + "\n"
        case .github: annotations(answer, github: true)
        case .xcode: annotations(answer, github: false)
        }
    }

    /// Whether the run fails: any row whose status is a failure, or a document that could not be solved.
    public static func fails(_ answer: ScreensAnswer) -> Bool {
        !answer.errors.isEmpty || answer.rows.contains { $0.status.isFailure }
    }

    /// Rows per status of each document, in status order: `Main.storyboard: 3 truncates, 1 overlaps, 40 fits`.
    public static func summary(_ answer: ScreensAnswer) -> [(document: String, counts: [(ScreenStatus, Int)])] {
        var order: [String] = []
        var counts: [String: [ScreenStatus: Int]] = [:]
        for row in answer.rows {
            if counts[row.document] == nil { order.append(row.document) }
            counts[row.document, default: [:]][row.status, default: 0] += 1
        }
        return order.map { document in
            (document, ScreenStatus.allCases.compactMap { status in counts[document]?[status].map { (status, $0) } })
        }
    }

    static func summaryLine(_ counts: [(ScreenStatus, Int)]) -> String {
        counts.map { "\($0.1) \($0.0.rawValue)" }.joined(separator: ", ")
    }

    static func viewText(_ row: ScreenRow) -> String {
        "\(row.text.viewClass) \(row.text.objectID)" + (row.text.segment.map { " segment \($0)" } ?? "")
    }

    /// The device, with the content size when it is not the default (`retina4_7 AX3`).
    static func deviceText(_ row: ScreenRow) -> String {
        row.device + (row.contentSize == "L" || row.contentSize == "*" ? "" : " " + row.contentSize)
    }

    static func translationPlace(_ row: ScreenRow) -> String? {
        row.translationFile.map { $0 + (row.translationLine.map { ":\($0)" } ?? "") }
    }

    // MARK: Table

    /// The length of the folder (with its "/") every document and translation file of the rows starts with.
    static func commonFolder(_ answer: ScreensAnswer) -> Int {
        LintFormat.commonFolderLength(answer.rows.lazy.flatMap { [$0.document] + ($0.translationFile.map { [$0] } ?? []) })
    }

    static func table(_ answer: ScreensAnswer) -> String {
        var out = ""
        let prefix = commonFolder(answer)
        func short(_ file: String) -> String { String(file.dropFirst(min(prefix, file.count))) }
        var document: String?, scene: String?
        var rows: [[String]] = []
        func flush() {
            if rows.count > 1 { out += alignedColumns(rows) }
            rows = [["STATUS", "LOCALE", "DEVICE", "VIEW", "LINE", "SHOWN", "BASE", "TRANSLATION", "WHY"]]
        }
        flush()
        for row in answer.rows {
            if row.document != document {
                flush()
                document = row.document
                scene = nil
                let counts = summary(answer).first { $0.document == row.document }?.counts ?? []
                out += (out.isEmpty ? "" : "\n") + "\(short(row.document)): \(summaryLine(counts))\n"
            }
            if row.scene != scene {
                flush()
                scene = row.scene
                out += "  \(row.scene)\n"
            }
            rows.append([row.status.rawValue + (row.other.map { " \($0)" } ?? ""), row.locale, deviceText(row), viewText(row),
                         String(row.text.line), LintFormat.displayedCell(row.shown ?? ""),
                         row.locale == "*" ? "" : LintFormat.displayedCell(row.text.baseText ?? ""),
                         translationPlace(row).map(short) ?? "", row.message.escapingControlCharacters])
        }
        flush()
        for error in answer.errors { out += "error: \(error.file)\(error.line > 0 ? ":\(error.line)" : ""): \(error.message)\n" }
        for other in answer.otherPlatforms { out += "not laid out (not an iOS document): \(other)\n" }
        return out
    }

    // MARK: JSON

    static func json(_ answer: ScreensAnswer) -> JSON {
        func rect(_ r: IBRect?) -> JSON {
            guard let r else { return .null }
            return .object([("x", .number(r.x)), ("y", .number(r.y)), ("width", .number(r.width)), ("height", .number(r.height))])
        }
        func optional(_ text: String?) -> JSON { text.map(JSON.string) ?? .null }
        let rows = answer.rows.map { row -> JSON in
            var members: [(String, JSON)] = [
                ("status", .string(row.status.rawValue)), ("document", .string(row.document)), ("scene", .string(row.scene)),
                ("objectID", .string(row.text.objectID)), ("class", .string(row.text.viewClass)), ("element", .string(row.text.element)), ("viewLine", .number(Double(row.text.line))),
                ("key", .string(row.text.key)), ("locale", .string(row.locale)), ("device", .string(row.device)),
                ("contentSize", .string(row.contentSize)),
                ("shown", optional(row.shown)), ("baseText", optional(row.text.baseText)),
                ("translationFile", optional(row.translationFile)),
                ("translationLine", row.translationLine.map { .number(Double($0)) } ?? .null),
                ("frame", rect(row.frame)), ("other", optional(row.other)), ("message", .string(row.message)),
            ]
            if let fit = row.fit {
                members.append(("fit", .object([
                    ("font", .string(fit.font)), ("width", .number(fit.width)), ("lines", .number(Double(fit.lines))),
                    ("height", .number(fit.height)), ("availableWidth", .number(fit.available.width)),
                    ("availableHeight", fit.available.height.isFinite ? .number(fit.available.height) : .null),
                    ("drawnFontSize", fit.drawnFontSize.map(JSON.number) ?? .null),
                ])))
            }
            members.append(("trace", .array(row.trace.map(JSON.string))))
            return .object(members)
        }
        let summary = summary(answer).map { entry in
            JSON.object([("document", .string(entry.document)),
                         ("counts", .object(entry.counts.map { ($0.0.rawValue, JSON.number(Double($0.1))) }))])
        }
        let errors = answer.errors.map { error in
            JSON.object([("file", .string(error.file)), ("line", .number(Double(error.line))), ("message", .string(error.message))])
        }
        return .object([("rows", .array(rows)), ("summary", .array(summary)), ("errors", .array(errors)),
                        ("otherPlatforms", .array(answer.otherPlatforms.map(JSON.string)))])
    }

    // MARK: Annotations and SARIF

    static func level(_ status: ScreenStatus) -> String {
        status.isFailure ? "error" : status == .fits ? "none" : "notice"
    }

    static func annotations(_ answer: ScreensAnswer, github: Bool) -> String {
        var out = ""
        func line(_ level: String, _ file: String, _ line: Int?, _ status: ScreenStatus, _ message: String) {
            if github {
                out += "::\(level) file=\(LintFormat.githubProperty(file))" + (line.map { ",line=\($0)" } ?? "")
                    + ",title=\(LintFormat.githubProperty("buttonsizer lint --screens: \(status.rawValue)"))::\(LintFormat.githubData(message))\n"
            } else {
                out += file + (line.map { ":\($0):1" } ?? "") + ": \(level == "notice" ? "note" : level): \(message.replacingNewlines)\n"
            }
        }
        // Unchecked rows are in the table, JSON and SARIF (as notes); an annotation for each would bury the failures.
        for row in answer.rows where row.status != .fits && row.status != .unchecked {
            let level = level(row.status)
            let message = "\(row.status.rawValue): \(viewText(row)) in \(row.scene), \(row.locale) on \(deviceText(row)): \(row.message)"
                + (row.locale != "*" ? " (shown “\(row.shown ?? "")”, base “\(row.text.baseText ?? "")”)" : "")
            // At the translation when there is one, and always at the view.
            if let file = row.translationFile { line(level, file, row.translationLine, row.status, message) }
            line(row.translationFile == nil ? level : "notice", row.document, row.text.line, row.status,
                 row.translationFile == nil ? message : "the view of \(row.locale) “\(row.text.key)”: \(row.status.rawValue)")
        }
        for error in answer.errors { line("error", error.file, error.line > 0 ? error.line : nil, .error, error.message) }
        return out
    }

    static let ruleDescriptions: [ScreenStatus: String] = [
        .error: "The screen could not be solved or the text measured.",
        .unsatisfiable: "A required constraint had to be broken to lay the screen out in this locale.",
        .truncates: "The text needs more room than Auto Layout gives its view: UIKit truncates it.",
        .wrapsPastLimit: "The text needs more lines than numberOfLines allows.",
        .clipped: "The view lies outside a superview that clips, or off the screen.",
        .overlaps: "The view overlaps a sibling it did not overlap in the base language.",
        .shrinks: "The text fits only drawn smaller (adjustsFontSizeToFitWidth).",
        .unchecked: "The text is not checked (set at run time, drawn by a custom class…).",
    ]

    static func sarif(_ answer: ScreensAnswer) -> JSON {
        let statuses = ScreenStatus.allCases.filter { $0 != .fits }
        let rules = statuses.map { status in
            JSON.object([("id", .string(status.rawValue)), ("name", .string(status.rawValue)),
                         ("shortDescription", .object([("text", .string(ruleDescriptions[status] ?? status.rawValue))])),
                         ("defaultConfiguration", .object([("level", .string(level(status) == "notice" ? "note" : level(status)))]))])
        }
        var results: [JSON] = []
        for row in answer.rows where row.status != .fits {
            let primary = row.translationFile.map { ($0, row.translationLine) } ?? (row.document, row.text.line)
            var message = LintFormat.sarifEscaped("\(viewText(row)) in \(row.scene), \(row.locale) on \(deviceText(row)): \(row.message)")
            var members: [(String, JSON)] = [
                ("ruleId", .string(row.status.rawValue)),
                ("ruleIndex", .number(Double(statuses.firstIndex(of: row.status) ?? 0))),
                ("level", .string(level(row.status) == "notice" ? "note" : level(row.status))),
            ]
            if row.translationFile != nil { message += " (the view: [\(LintFormat.sarifEscaped("\(row.document):\(row.text.line)"))](1))" }
            if let base = row.text.baseText, row.locale != "*" { message += LintFormat.sarifEscaped(" (base text “\(base.replacingNewlines)”)") }
            members.append(("message", .object([("text", .string(message))])))
            members.append(("locations", .array([LintFormat.sarifLocation(primary.0, line: primary.1 ?? 1)])))
            if row.translationFile != nil {
                members.append(("relatedLocations", .array([LintFormat.sarifLocation(row.document, line: row.text.line, id: 1)])))
            }
            let identity = [row.document, row.text.key, row.locale, row.device, row.contentSize]
            members.append(("partialFingerprints", .object([("buttonsizerScreenRow/v1", .string(identity.joined(separator: "|")))])))
            members.append(("properties", .object([("scene", .string(row.scene)), ("objectID", .string(row.text.objectID)),
                                                   ("device", .string(row.device)), ("locale", .string(row.locale))])))
            results.append(.object(members))
        }
        return .object([
            ("$schema", .string(LintFormat.sarifSchema)),
            ("version", .string(LintFormat.sarifVersion)),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([("name", .string("buttonsizer lint --screens")),
                                                      ("version", .string(ButtonSizerVersion.string)), ("rules", .array(rules))]))])),
                ("results", .array(results)),
            ])])),
        ])
    }

    // MARK: HTML

    /// One page: a summary per document, then per scene with a failing row its screen drawn from the solved
    /// frames (each failing view outlined in red, the other view of an overlap in orange) and its rows.
    static func html(_ answer: ScreensAnswer) -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>ButtonSizer screen lint</title>
            <style>
            body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; color: #1c1c1e; }
            table { border-collapse: collapse; margin-bottom: 16px; }
            th, td { border-bottom: 1px solid #d1d1d6; padding: 4px 8px; text-align: left; vertical-align: top; }
            tr.error td { background: #ffe5e5; } tr.notice td { background: #fff6d6; }
            figure { display: inline-block; margin: 0 16px 16px 0; } svg { border: 1px solid #8e8e93; background: #fff; }
            </style></head><body>
            <h1>ButtonSizer screen lint</h1>

            """
        for entry in summary(answer) {
            html += "<h2>\(xmlEscaped(entry.document))</h2><p>\(xmlEscaped(summaryLine(entry.counts)))</p>\n"
            let rows = answer.rows.filter { $0.document == entry.document }
            var scenes: [String] = []
            for row in rows where !scenes.contains(row.scene) { scenes.append(row.scene) }
            for scene in scenes {
                let sceneRows = rows.filter { $0.scene == scene }
                let failing = sceneRows.filter { $0.status != .fits }
                html += "<h3>\(xmlEscaped(scene))</h3>\n"
                // A picture per (locale, device) that fails: the views with frames, failures outlined.
                var pictures: [String] = []
                for row in failing where row.status.isFailure {
                    let id = row.locale + " " + deviceText(row)
                    if pictures.contains(id) { continue }
                    pictures.append(id)
                    let same = sceneRows.filter { $0.locale == row.locale && $0.device == row.device && $0.contentSize == row.contentSize }
                    html += "<figure>\(picture(same))<figcaption>\(xmlEscaped(id))</figcaption></figure>\n"
                }
                html += "<table><thead><tr><th>Status</th><th>Locale</th><th>Device</th><th>View</th><th>Shown</th><th>Base</th>"
                    + "<th>Why</th><th>Translation</th></tr></thead><tbody>\n"
                for row in failing {
                    html += "<tr class=\"\(level(row.status))\"><td>\(xmlEscaped(row.status.rawValue))</td><td>\(xmlEscaped(row.locale))</td>"
                        + "<td>\(xmlEscaped(deviceText(row)))</td><td>\(xmlEscaped(viewText(row))) (line \(row.text.line))</td>"
                        + "<td>\(xmlEscaped(row.shown ?? ""))</td><td>\(xmlEscaped(row.text.baseText ?? ""))</td>"
                        + "<td>\(xmlEscaped(row.message))"
                        + (row.trace.isEmpty ? "" : "<br><small>width held by: \(xmlEscaped(row.trace.prefix(4).joined(separator: "; ")))</small>")
                        + "</td><td>\(xmlEscaped(translationPlace(row) ?? ""))</td></tr>\n"
                }
                let fitting = sceneRows.count - failing.count
                html += "</tbody></table><p>\(fitting) row\(fitting == 1 ? "" : "s") fit.</p>\n"
            }
        }
        for error in answer.errors { html += "<p>error: \(xmlEscaped("\(error.file):\(error.line): \(error.message)"))</p>\n" }
        return html + "</body></html>\n"
    }

    /// The text views of one screen as an SVG: each framed, a failing one in red with its text.
    static func picture(_ rows: [ScreenRow]) -> String {
        let frames = rows.compactMap(\.frame)
        let width = max(100, frames.map { $0.x + $0.width }.max() ?? 0) + 8
        let height = max(100, frames.map { $0.y + $0.height }.max() ?? 0) + 8
        let scale = min(1, 320 / width)
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(points(width * scale))\" height=\"\(points(height * scale))\" "
            + "viewBox=\"0 0 \(points(width)) \(points(height))\">"
        var seen: Set<String> = []
        for row in rows {
            guard let frame = row.frame, seen.insert(row.text.objectID).inserted else { continue }
            let colour = row.status.isFailure ? "#d70015" : "#8e8e93"
            svg += "<rect x=\"\(points(frame.x))\" y=\"\(points(frame.y))\" width=\"\(points(frame.width))\" height=\"\(points(frame.height))\" "
                + "fill=\"none\" stroke=\"\(colour)\" stroke-width=\"\(row.status.isFailure ? 2 : 1)\"/>"
            svg += "<text x=\"\(points(frame.x + 2))\" y=\"\(points(frame.y + min(frame.height, 14) - 2))\" font-size=\"11\" fill=\"\(colour)\">"
                + "\(xmlEscaped(row.shown ?? ""))</text>"
        }
        return svg + "</svg>"
    }

    static func points(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
