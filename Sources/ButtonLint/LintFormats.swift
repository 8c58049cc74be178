import ButtonSizer
import ButtonSizerEngine
import GlyphMetrics
import JSONText

extension LintFormat {
    /// The run written in this form; `gate` decides which rows are errors.
    public func write(_ run: LintRun, gate: LintGate) -> String {
        switch self {
        case .table: LintFormat.table(run)
        case .json: LintFormat.json(run, gate: gate).text + "\n"
        case .junit: LintFormat.junit(run, gate: gate)
        case .github: LintFormat.annotations(run, gate: gate, style: .github)
        case .xcode: LintFormat.annotations(run, gate: gate, style: .xcode)
        case .html: LintFormat.html(run, gate: gate)
        case .sarif: LintFormat.sarif(run, gate: gate).text + "\n"
        }
    }

    /// The STATUS column: the status, `(baseline)` for a known failure, `(needs review)`, `(tightened)`,
    /// `(set in code at File.swift:85)`.
    static func statusText(_ finding: LintFinding) -> String {
        finding.status.rawValue + (finding.isBaselined ? " (baseline)" : "") + (finding.needsReview ? " (needs review)" : "")
            + (finding.isTightened ? " (tightened)" : "") + (finding.codeSetNote.map { " (\($0))" } ?? "")
    }

    /// A group of `missing` or `stale` findings of one file and locale.
    typealias FoldedGroup = (status: LintStatus, file: String, locale: String, keys: [String])

    /// The `missing` and `stale` findings (many lines that say little each) in groups of one status, file
    /// and locale, in order of first appearance, and whether a finding is in a group of two or more: those
    /// are shown as one line in the table and the annotations (JSON and SARIF list them all); a group
    /// of one is shown as its row.
    struct Folding {
        /// The groups of two or more.
        private(set) var groups: [FoldedGroup] = []
        private var index: [String: Int] = [:]
        private var isBig: [Bool] = []

        init(_ findings: [LintFinding]) {
            var all: [FoldedGroup] = []
            for finding in findings {
                guard let id = Self.id(finding) else { continue }
                if let group = index[id] {
                    all[group].keys.append(finding.label)
                } else {
                    index[id] = all.count
                    all.append((finding.status, finding.string.source, finding.string.locale, [finding.label]))
                }
            }
            isBig = all.map { $0.keys.count > 1 }
            groups = all.filter { $0.keys.count > 1 }
        }

        /// Whether `finding` is shown in its group's line.
        func isFolded(_ finding: LintFinding) -> Bool {
            guard let id = Self.id(finding), let group = index[id] else { return false }
            return isBig[group]
        }

        private static func id(_ finding: LintFinding) -> String? {
            guard (finding.status == .missing || finding.status == .stale) && !finding.isBaselined else { return nil }
            return finding.status.rawValue + "\u{0}" + finding.string.source + "\u{0}" + finding.string.locale
        }
    }

    /// One line for a folded group: "12 translations missing: a, b, c, …" (the first few keys).
    static func foldedMessage(_ group: FoldedGroup) -> String {
        let what = group.status == .missing ? "missing" : "stale (their objects are no longer in the base document)"
        let shown = group.keys.prefix(3).joined(separator: ", ") + (group.keys.count > 3 ? ", …" : "")
        return "\(group.keys.count) translation\(group.keys.count == 1 ? "" : "s") \(what) in \(group.locale): \(shown)"
    }

    /// The FILE column: the row's document and scene (`Login.storyboard › LoginViewController`), or the
    /// catalog, without the folder every row's file shares.
    static func fileCell(_ finding: LintFinding, dropping prefix: Int) -> String {
        let file = finding.document ?? finding.string.source
        return String(file.dropFirst(prefix)) + (finding.scene.map { " › \($0)" } ?? "")  // dropFirst stops at the end
    }

    /// The length of the folder (with its "/") that every file the table shows starts with.
    static func commonFolder(_ findings: [LintFinding]) -> Int {
        var files: [String] = []
        files.reserveCapacity(findings.count)
        let findings = findings.span  // read in place (LintRun.summary says why)
        for index in findings.indices {
            let folded = findings[index].status == .missing || findings[index].status == .stale
            files.append(folded ? findings[index].string.source : findings[index].document ?? findings[index].string.source)
        }
        return commonFolderLength(files)
    }

    /// A FILE cell's parts: the file and the scene.
    private struct FileCellKey: Hashable { var file: String, scene: String? }

    /// The length of the folder (with its "/") that every one of `files` starts with, 0 when none.
    /// A file already seen is not split again: a catalog's rows share a few files, and splitting each
    /// row's path into folders (by characters) was ~36,000 instructions a row, an eighth of linting
    /// Benchmarks/lint-catalog (docs/performance.md, issue 39).
    static func commonFolderLength(_ files: some Sequence<String>) -> Int {
        var common: [Substring]?
        var seen: Set<String> = []
        var last: String?
        // Rows come file by file: the file of the row before is compared first, which costs less than hashing it.
        for file in files where file != last {
            last = file
            guard seen.insert(file).inserted else { continue }
            let folders = file.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            common = common.map { Array(zip($0, folders).prefix { $0 == $1 }.map(\.0)) } ?? Array(folders)
        }
        guard let common, !common.isEmpty else { return 0 }
        return common.map(\.count).reduce(0, +) + common.count
    }

    /// A finding's row of the table, with its FILE cell.
    private static func tableRow(_ finding: LintFinding, file: String) -> [String] {
        let overflow: String
        if let lacking = finding.lacking {
            overflow = "+" + formatPoints(lacking) + " pt"
        } else if finding.status == .layout(.overflowsHeight) || finding.status == .layout(.overflowsWidth) {
            overflow = finding.overflow.description
        } else if finding.status == .layout(.overflowsInsets) {
            overflow = finding.insetOverflowingElements.map { "\($0.element.rawValue) \($0.overflow)" }
                .joined(separator: "; ") + " into insets"
        } else {
            overflow = ""
        }
        return [
            statusText(finding), overflow, finding.minimumWidth.map { formatPoints($0) + " pt" } ?? "",
            // Keys are escaped whole; a displayed title keeps its line breaks as ⏎ (where it wraps).
            finding.string.locale.escapingControlCharacters, shortened(finding.label.escapingControlCharacters),
            file, finding.font ?? "",
            finding.baseText.map(displayedCell) ?? "", displayedCell(finding.error ?? finding.displayed),
        ]
    }

    static func table(_ run: LintRun) -> String {
        var rows = [["STATUS", "OVERFLOW", "MIN WIDTH", "LOCALE", "KEY", "FILE", "FONT", "BASE", "DISPLAYED"]]
        rows.reserveCapacity(run.findings.count + 1)
        let prefix = commonFolder(run.findings)
        // A file's cell is made once: a catalog's rows share a few files, and cutting each row's path by
        // characters was ~2,900 instructions a row of Benchmarks/lint-catalog.
        var fileCells: [FileCellKey: String] = [:]
        let folding = Folding(run.findings)
        for finding in run.findings where !folding.isFolded(finding) {
            let key = FileCellKey(file: finding.document ?? finding.string.source, scene: finding.scene)
            let file: String
            if let cell = fileCells[key] {
                file = cell
            } else {
                file = fileCell(finding, dropping: prefix).escapingControlCharacters
                fileCells[key] = file
            }
            rows.append(tableRow(finding, file: file))
        }
        for group in folding.groups {
            let file = String(group.file.dropFirst(min(prefix, group.file.count)))
            rows.append([group.status.rawValue, "", "", group.locale.escapingControlCharacters, "\(group.keys.count) keys",
                         file.escapingControlCharacters, "", "", "(--format json lists them)"])
        }
        var out = alignedColumns(rows)
        for entry in run.nowPassing { out += "now passing (remove from the baseline): \(entry.description)\n" }
        return out
    }

    /// A displayed title as a table cell: escaped, its line breaks as ⏎ (split only where it has one).
    static func displayedCell(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\n")) else { return text.escapingControlCharacters }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0).escapingControlCharacters }.joined(separator: " ⏎ ")
    }

    /// The table's KEY column shows at most this many characters of a key (keys can be whole
    /// paragraphs when the source text is the key); the JSON and the annotations have it whole.
    static let keyColumnLimit = 48

    static func shortened(_ label: String) -> String {
        // No more bytes than the limit is no more characters: only longer keys have their characters counted.
        label.utf8.count <= keyColumnLimit || label.count <= keyColumnLimit ? label : String(label.prefix(keyColumnLimit - 1)) + "…"
    }

    static func json(_ run: LintRun, gate: LintGate) -> JSON {
        // The same `{top, bottom, leading, trailing}` object as the layout JSON's (LayoutReport.Edges).
        func overflow(_ o: Overflow) -> JSON {
            (try? JSONNodeEncoder().encode(LayoutReport.Edges(o))).map(JSON.init) ?? .null
        }
        return .object([
            ("findings", .array(run.findings.map { finding in
                // An Interface Builder button's own place and notes, only on its rows (catalog rows keep their form).
                let button: [(String, JSON)] = finding.buttonSource.map { source in
                    [("buttonSource", .string(source)), ("buttonLine", .optional(finding.buttonLine) { .number(Double($0)) })]
                } ?? []
                let notes: [(String, JSON)] = finding.notes.isEmpty ? [] : [("notes", .array(finding.notes.map(JSON.string)))]
                return .object([
                    ("key", .string(finding.string.key)),
                    ("locale", .string(finding.string.locale)),
                    ("variant", .optional(finding.string.variant, JSON.string)),
                    ("source", .string(finding.string.source)),
                    ("line", .optional(finding.string.line) { .number(Double($0)) }),
                    ("state", .optional(finding.string.state, JSON.string)),
                    ("status", .string(finding.status.rawValue)),
                    ("severity", .string(gate.fails(finding) ? "error" : gate.level(finding) == .none ? "none" : "warning")),
                    ("baselined", .bool(finding.isBaselined)),
                    ("template", .optional(finding.string.value, JSON.string)),
                    ("text", .optional(finding.text, JSON.string)),
                    ("samples", .array(finding.samples.map {
                        .object([("placeholder", .string($0.placeholder)), ("value", .string($0.value))])
                    })),
                    ("displayed", .string(finding.displayed)),
                    ("width", .optional(finding.width, JSON.number)),
                    ("overflow", .optional(finding.lacking, JSON.number)),
                    ("minimumWidth", .optional(finding.minimumWidth, JSON.number)),
                    ("boundsOverflow", overflow(finding.overflow)),
                    ("overflowingElements", .array(finding.overflowingElements.map {
                        .object([("element", .string($0.element.rawValue)), ("overflow", overflow($0.overflow))])
                    })),
                    ("insetOverflowingElements", .array(finding.insetOverflowingElements.map {
                        .object([("element", .string($0.element.rawValue)), ("overflow", overflow($0.overflow))])
                    })),
                    ("breaksWord", .bool(finding.breaksWord)),
                    ("tightened", .bool(finding.isTightened)),
                    ("missingGlyphs", .array(finding.missingGlyphs.map {
                        .object([("text", .string($0.text)), ("codePoints", .string($0.codePoints))])
                    })),
                    ("contentSize", .optional(finding.contentSize, JSON.string)),
                    ("error", .optional(finding.error, JSON.string)),
                    ("document", .optional(finding.document, JSON.string)),
                    ("scene", .optional(finding.scene, JSON.string)),
                    ("font", .optional(finding.font, JSON.string)),
                    ("baseText", .optional(finding.baseText, JSON.string)),
                    ("codeSets", .array(finding.codeSets.map {
                        .object([("file", .string($0.file)), ("line", .number(Double($0.line))), ("key", .optional($0.key, JSON.string))])
                    })),
                ] + button + notes)
            })),
            ("nowPassing", .array(run.nowPassing.map {
                .object([("key", .string($0.key)), ("locale", .string($0.locale)),
                         ("variant", .optional($0.variant, JSON.string)), ("contentSize", .optional($0.contentSize, JSON.string)),
                         ("status", .string($0.status))])
            })),
            ("summary", .object([
                ("checked", .number(Double(run.findings.count))),
                ("failing", .number(Double(run.failing(gate).count))),
                ("baselined", .number(Double(run.findings.filter(\.isBaselined).count))),
                ("missing", .number(Double(run.count(.missing)))),
                ("needsReview", .number(Double(run.findings.filter(\.needsReview).count))),
                ("uncheckedKeys", .number(Double(run.uncheckedKeys))),
                ("skippedCombinations", .number(Double(run.skippedCombinations))),
            ])),
        ])
    }

    /// JUnit XML: one test suite per locale, one test case per row with the catalog's `file` and `line`;
    /// a failing row is a failure, a warning or missing translation that does not fail is skipped with
    /// its message, a baselined row is skipped as known.
    static func junit(_ run: LintRun, gate: LintGate) -> String {
        let findings = run.findings
        var locales: [String] = []
        for finding in findings where !locales.contains(finding.string.locale) { locales.append(finding.string.locale) }
        locales.sort()
        let failing: (LintFinding) -> Bool = { gate.fails($0) && !$0.isBaselined }
        let skipped: (LintFinding) -> Bool = { !failing($0) && $0.status != .fits }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"buttonsizer lint\" tests=\"\(findings.count)\" failures=\"\(findings.filter(failing).count)\">\n"
        for locale in locales {
            let suite = findings.filter { $0.string.locale == locale }
            xml += "  <testsuite name=\"\(xmlEscaped(locale))\" tests=\"\(suite.count)\" failures=\"\(suite.filter(failing).count)\" "
                + "errors=\"0\" skipped=\"\(suite.filter(skipped).count)\">\n"
            for finding in suite {
                xml += "    <testcase classname=\"lint.\(xmlEscaped(locale))\" name=\"\(xmlEscaped(finding.label))\" "
                    + "file=\"\(xmlEscaped(finding.string.source))\""
                    + (finding.string.line.map { " line=\"\($0)\"" } ?? "") + ">"
                if failing(finding) {
                    xml += "<failure type=\"\(finding.status.rawValue)\" message=\"\(xmlEscaped(finding.message))\">"
                        + xmlEscaped("text: \(finding.text ?? "")\nsource: \(finding.string.source)"
                                    + (finding.string.line.map { ":\($0)" } ?? ""))
                        + "</failure>"
                } else if skipped(finding) {
                    let reason = finding.isBaselined ? "in the baseline: \(finding.message)" : finding.message
                    xml += "<skipped message=\"\(xmlEscaped(reason))\"/>"
                }
                xml += "</testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    enum AnnotationStyle { case github, xcode }

    /// One line per row that is not `fits` and not in the baseline: `error` when it fails under `gate`,
    /// else `warning` (`breaks-word`; `missing-glyphs` under `allowMissingGlyphs`) or `notice` (`missing`; Xcode has no notice and writes `note`).
    /// Then a notice (`note`) per baseline entry that passes now, without a file.
    static func annotations(_ run: LintRun, gate: LintGate, style: AnnotationStyle) -> String {
        var out = ""
        let folding = Folding(run.findings)
        for finding in run.findings where finding.status != .fits && !finding.isBaselined && !folding.isFolded(finding) {
            let level = switch gate.reported(finding) {
            case .error: "error"
            case .warning: "warning"
            case .notice, .none: "notice"
            }
            let file = finding.string.source, line = finding.string.line
            switch style {
            case .github:
                var properties = "file=\(githubProperty(file))"
                if let line { properties += ",line=\(line)" }
                properties += ",title=\(githubProperty("buttonsizer lint: \(finding.status.rawValue)"))"
                out += "::\(level) \(properties)::\(githubData(finding.message))\n"
            case .xcode:
                let location = file + (line.map { ":\($0):1" } ?? "")
                out += "\(location): \(level == "notice" ? "note" : level): \(finding.message.replacingNewlines)\n"
            }
            // The button itself (its storyboard or xib line), when the row's text comes from a translation file.
            if let button = finding.buttonSource {
                let message = "the button of \(finding.string.locale) “\(finding.string.key)” (\(file)" + (line.map { ":\($0)" } ?? "") + ")"
                switch style {
                case .github:
                    out += "::notice file=\(githubProperty(button))" + (finding.buttonLine.map { ",line=\($0)" } ?? "")
                        + ",title=\(githubProperty("buttonsizer lint: \(finding.status.rawValue)"))::\(githubData(message))\n"
                case .xcode:
                    out += button + (finding.buttonLine.map { ":\($0):1" } ?? "") + ": note: \(message.replacingNewlines)\n"
                }
            }
        }
        // Missing and stale translations: one line per file and locale.
        for group in folding.groups {
            let level = gate.fails(group.status) ? "error" : "notice"
            switch style {
            case .github:
                out += "::\(level) file=\(githubProperty(group.file)),title=\(githubProperty("buttonsizer lint: \(group.status.rawValue)"))"
                    + "::\(githubData(foldedMessage(group)))\n"
            case .xcode:
                out += "\(group.file): \(level == "notice" ? "note" : level): \(foldedMessage(group).replacingNewlines)\n"
            }
        }
        for entry in run.nowPassing {
            let message = "\(entry.description) is in the baseline but passes now: remove it from the baseline"
            switch style {
            case .github: out += "::notice title=buttonsizer lint%3A baseline::\(githubData(message))\n"
            case .xcode: out += "note: \(message)\n"
            }
        }
        return out
    }

    /// GitHub's workflow-command escaping of a message.
    static func githubData(_ text: String) -> String {
        escaping(text, ["%": "%25", "\r": "%0D", "\n": "%0A"])
    }

    /// GitHub's escaping of a property value (also `:` and `,`).
    static func githubProperty(_ text: String) -> String {
        escaping(githubData(text), [":": "%3A", ",": "%2C"])
    }

    /// `text` with each character that `escapes` names replaced by its escape (characters compared as
    /// Characters, so "\r\n" is neither "\r" nor "\n"). Not `String.replacing(_:with:)`, which comes
    /// from _StringProcessing: using it links that library and its regex parser into the `buttonsizer`
    /// executable, ~50 KB of data the loader relocates at every start (docs/performance.md, start-up).
    private static func escaping(_ text: String, _ escapes: [Character: String]) -> String {
        var escaped = ""
        for character in text {
            if let escape = escapes[character] { escaped += escape } else { escaped.append(character) }
        }
        return escaped
    }
}

/// `rows` as lines of columns two spaces apart, every column but the last padded to its widest cell.
public func alignedColumns(_ rows: [[String]]) -> String {
    // Each cell's characters are counted once (twice, and grapheme by grapheme, was 6 % of the
    // instructions of a catalog's lint at cdcdeff), by its UTF-8 length when that is its count.
    let lengths = rows.map { $0.map(characterCount) }
    let count = rows.reduce(0) { max($0, $1.count) }
    var widths = [Int](repeating: 0, count: count)
    for row in lengths { for (column, length) in row.enumerated() { widths[column] = max(widths[column], length) } }
    // Written as UTF-8 bytes, the padding as runs of spaces: appending each cell, and its padding cut
    // from a string of spaces by characters, to a `String` was ~20,000 instructions a row of a
    // catalog's lint, more than the rest of the table (docs/performance.md, issue 39).
    var bytes: [UInt8] = []
    bytes.reserveCapacity(rows.reduce(0) { total, row in row.reduce(total + 1) { $0 + $1.utf8.count } }
                          + rows.count * (widths.reduce(0, +) + 2 * count))
    for (row, rowLengths) in zip(rows, lengths) {
        for (column, cell) in row.enumerated() {
            bytes.append(contentsOf: cell.utf8)
            if column < row.count - 1 {
                bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: widths[column] - rowLengths[column] + 2))
            }
        }
        bytes.append(UInt8(ascii: "\n"))
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// `text.count`, by its UTF-8 length when that is its count (``Swift/String/isPlainASCII``).
func characterCount(_ text: String) -> Int { text.isPlainASCII ? text.utf8.count : text.count }

extension String {
    /// Whether every byte is ASCII other than CR: each byte is then one character (CR LF is one), so
    /// characters can be counted and compared as bytes.
    var isPlainASCII: Bool { utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D } }

    /// Padded with spaces to `width` characters, for columns.
    public func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
/// The forms `lint` writes a run in (`--format`); ButtonLint writes each (`LintFormat.write`).
public enum LintFormat: String, Sendable, CaseIterable {
    /// Columns, worst first, for people.
    case table
    /// Every finding and the summary.
    case json
    /// JUnit XML: a test suite per locale, a test case per row with `file` and `line`.
    case junit
    /// GitHub Actions workflow commands: `::error file=…,line=…,title=…::…` per row that is not `fits`.
    case github
    /// Compiler diagnostics Xcode shows in its issue navigator: `path:line:1: error: …`.
    case xcode
    /// One self-contained HTML page with every row's preview.
    case html
    /// SARIF 2.1.0 for GitHub code scanning: a rule per status, a result per row that is not `fits`.
    case sarif
}
