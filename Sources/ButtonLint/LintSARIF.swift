import ButtonSizer
import ButtonSizerEngine
import JSONText

extension LintFormat {
    /// The SARIF version written, and the OASIS schema it validates against.
    static let sarifVersion = "2.1.0"
    static let sarifSchema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// What each rule (a status other than `fits`) means, for code scanning's rule help.
    static let ruleDescriptions: [LintStatus: String] = [
        .error: "The button cannot be laid out (the message says why).",
        .layout(.missingGlyphs): "Some character of the title is in no available font: a device shows it as a box.",
        .layout(.truncates): "The title does not fit its button: UIKit shows it with an ellipsis or clipped.",
        .layout(.wrapsPastLimit): "The title wraps onto more lines than the button allows and the rest is dropped.",
        .layout(.overflowsHeight): "The title lines, subtitle or image reach past the top or bottom of the button.",
        .layout(.overflowsWidth): "The content reaches past the leading or trailing edge without being truncated.",
        .layout(.breaksWord): "A word wider than its line is broken between letters.",
        .missing: "A locale that translates the file has no translation of this title.",
        .stale: "A translation whose Interface Builder object is no longer in the base document.",
    ]

    /// SARIF 2.1.0 for GitHub code scanning: one run with a rule per status, a result per row that is
    /// not `fits` and not in the baseline, at the row's file and line (a translation, a catalog entry or
    /// the storyboard/xib). An Interface Builder row's button is a related location the message links
    /// to; a row without a line (a missing translation) is placed at its button, else at line 1, as
    /// code scanning needs a line. Levels are the annotations': `error` when the row fails under `gate`,
    /// else `warning` or `note`. Baseline entries that pass now are notifications of the invocation.
    static func sarif(_ run: LintRun, gate: LintGate) -> JSON {
        let statuses = LintStatus.allCases.filter { $0 != .fits }
        let rules = statuses.map { status in
            JSON.object([
                ("id", .string(status.rawValue)),
                ("name", .string(status.rawValue)),
                ("shortDescription", .object([("text", .string(ruleDescriptions[status] ?? status.rawValue))])),
                ("defaultConfiguration", .object([("level", .string(sarifLevel(LintGate().reported(status))))])),
            ])
        }
        var results: [JSON] = []
        for finding in run.findings where finding.status != .fits && !finding.isBaselined {
            let row = (file: finding.string.source, line: finding.string.line)
            let button = finding.buttonSource.map { (file: $0, line: finding.buttonLine) }
            // Code scanning needs a line: a row without one is shown at its button.
            let (primary, related) = row.line == nil && button?.line != nil ? (button!, row) : (row, button)
            var message = sarifEscaped(finding.message)
            var members: [(String, JSON)] = [
                ("ruleId", .string(finding.status.rawValue)),
                ("ruleIndex", .number(Double(statuses.firstIndex(of: finding.status) ?? 0))),
                ("level", .string(sarifLevel(gate.reported(finding)))),
            ]
            if let related {
                let what = related.file == button?.file ? "the button" : "the translation file"
                message += " (\(what): [\(sarifEscaped(related.file + (related.line.map { ":\($0)" } ?? "")))](1))"
            }
            // What was measured: the font, the document and scene, the base text beside a translation.
            let measured = [finding.font.map { "measured in \($0)" }, finding.baseText.map { "base text “\($0.replacingNewlines)”" }]
                .compactMap { $0 }
            if !measured.isEmpty { message += " (" + sarifEscaped(measured.joined(separator: "; ")) + ")" }
            members.append(("message", .object([("text", .string(message))])))
            members.append(("locations", .array([sarifLocation(primary.file, line: primary.line ?? 1)])))
            if let related {
                members.append(("relatedLocations", .array([sarifLocation(related.file, line: related.line, id: 1)])))
            }
            // Stable across edits that move lines: the row itself (its key, locale, variant and content size).
            // The document is part of it: copied documents share object ids, so keys.
            let identity = [finding.string.key, finding.string.locale, finding.string.variant ?? "", finding.contentSize ?? "",
                            LintBaseline.Entry.documentIdentity(finding.string)]
            members.append(("partialFingerprints", .object([("buttonsizerRow/v2", .string(identity.joined(separator: "|")))])))
            let properties: [(String, JSON)] = [("document", finding.document.map(JSON.string)), ("scene", finding.scene.map(JSON.string)),
                                                ("font", finding.font.map(JSON.string)), ("baseText", finding.baseText.map(JSON.string))]
                .compactMap { name, value in value.map { (name, $0) } }
            if !properties.isEmpty { members.append(("properties", .object(properties))) }
            results.append(.object(members))
        }
        let notifications = run.nowPassing.map { entry in
            JSON.object([("level", .string("note")),
                         ("message", .object([("text", .string("\(entry.description) is in the baseline but passes now: remove it from the baseline"))]))])
        }
        return .object([
            ("$schema", .string(sarifSchema)),
            ("version", .string(sarifVersion)),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string("buttonsizer lint")),
                    ("version", .string(ButtonSizerVersion.string)),
                    ("rules", .array(rules)),
                ]))])),
                ("invocations", .array([.object([("executionSuccessful", .bool(true)),
                                                  ("toolExecutionNotifications", .array(notifications))])])),
                ("results", .array(results)),
            ])])),
        ])
    }

    static func sarifLevel(_ severity: LintGate.Level) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .notice: "note"
        case .none: "none"
        }
    }

    /// A physical location: the file as a URI reference (a relative path as given, an absolute one as a
    /// `file://` URI), percent-encoded, and its line; `id` for a related location.
    static func sarifLocation(_ file: String, line: Int?, id: Int? = nil) -> JSON {
        var physical: [(String, JSON)] = [("artifactLocation", .object([("uri", .string(fileURI(file)))]))]
        if let line { physical.append(("region", .object([("startLine", .number(Double(max(1, line))))]))) }
        return .object((id.map { [("id", JSON.number(Double($0)))] } ?? []) + [("physicalLocation", .object(physical))])
    }

    /// `path` as a URI reference: bytes outside RFC 3986's unreserved characters, `/` and the
    /// sub-delimiters percent-encoded; an absolute path gets the `file://` scheme.
    static func fileURI(_ path: String) -> String {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/!$&'()*+,;=@".utf8)
        var uri = path.hasPrefix("/") ? "file://" : ""
        for byte in path.utf8 {
            if allowed.contains(byte) {
                uri.append(Character(Unicode.Scalar(byte)))
            } else {
                uri += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return uri
    }

    /// SARIF message text with its literal brackets escaped (`\[`, `\]`), so only the links lint adds are links.
    static func sarifEscaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "[" || character == "]" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
