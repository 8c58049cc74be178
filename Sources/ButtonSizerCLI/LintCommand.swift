import ButtonSizer
import ButtonSizerRequests
import GlyphMetrics
import JSONText
import Localization
#if canImport(Glibc)
import Glibc
#endif

/// `buttonsizer lint`: every translation of every configured button title, laid out as the button
/// lays it out, reported as fitting, truncating, wrapping past its line limit, or missing.
enum LintCommand {
    static let usage = """
        usage: buttonsizer lint --config CONFIG.json [--json] [--junit FILE] [--report FILE.html] [--pseudo]
               [--fail-on-missing] [--workers N] [--hermetic] [--allow-substitution] CATALOG…
          CATALOG: .xcstrings, .strings (in xx.lproj/) or Android strings.xml (in values-xx/) files
          CONFIG: {"defaultLocale": "en", "defaults": {LAYOUT FIELDS}, "buttons": [{"keys": ["checkout.*"], LAYOUT FIELDS}]}
          LAYOUT FIELDS: the layout command's flags without '--' (profile, size, bounds, max-width, image, lines…)
        """

    enum Status: String, Comparable, Sendable {
        case truncates, wrapsPastLimit = "wraps-past-limit", missing, fits

        /// Worst first.
        static func < (a: Status, b: Status) -> Bool { a.rank < b.rank }
        private var rank: Int { [.truncates: 0, .wrapsPastLimit: 1, .missing: 2, .fits: 3][self] ?? 4 }
        var fails: Bool { self == .truncates || self == .wrapsPastLimit }
    }

    struct Finding: Sendable {
        var string: LocalizedString
        var status: Status
        var displayed: String
        var width: Double?
        /// Points the title lacks: the minimum width minus the width it has.
        var overflow: Double?
        var minimumWidth: Double?
        var error: String?
        /// The button drawn as SVG, for the HTML report.
        var preview: String?
    }

    static func run<Out: TextOutputStream, Err: TextOutputStream>(_ raw: [String], stdout: inout Out,
                                                                  stderr: inout Err) throws -> Bool {
        let arguments = try OptionValues(arguments: raw, command: .lint)
        guard let configPath = arguments[Options.config] else { throw RequestError.missing("--config CONFIG.json", hint: "") }
        guard !arguments.positionals.isEmpty else { throw RequestError.arguments("name at least one CATALOG file") }
        let config = try LintConfig(path: configPath)
        let workers = arguments[Options.workers] ?? Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        let measurer = try arguments.measurer()

        var strings: [LocalizedString]
        do {
            strings = try CatalogReader.readAll(paths: arguments.positionals, defaultLocale: config.defaultLocale)
        } catch {
            throw RuntimeError("\(error)")
        }
        if arguments.has(Options.pseudo) { strings += pseudoStrings(strings, sourceLocale: config.defaultLocale) }

        let checked = strings.compactMap { string in config.button(for: string.key).map { (string, $0) } }
        let unchecked = Set(strings.map(\.key)).subtracting(checked.map(\.0.key)).count
        let withPreviews = arguments[Options.report] != nil
        let findings = parallelMap(checked, workers: workers) { string, fields in
            check(string, fields: config.defaults.merging(fields), measurer: measurer, preview: withPreviews)
        }.sorted { ($0.status, -($0.overflow ?? 0), $0.string.key, $0.string.locale)
            < ($1.status, -($1.overflow ?? 0), $1.string.key, $1.string.locale) }

        if arguments.has(Options.json) {
            stdout.write(json(findings, unchecked: unchecked).text + "\n")
        } else {
            stdout.write(table(findings))
        }
        if let path = arguments[Options.junit] { try FileOutput.write(Array(junit(findings).utf8), to: path) }
        if let path = arguments[Options.report] {
            try FileOutput.write(Array(LintReport.html(findings, unchecked: unchecked).utf8), to: path)
        }
        let failing = findings.filter { $0.status.fails || $0.error != nil }.count
        let missing = findings.filter { $0.status == .missing }.count
        stderr.write("lint: \(findings.count) strings checked, \(failing) truncate or wrap past their limit, "
                     + "\(missing) missing, \(unchecked) keys not in the config\n")
        return failing == 0 && !(arguments.has(Options.failOnMissing) && missing > 0)
    }

    /// Lays out one translation with its button's fields (defaults first, so the button's win).
    static func check(_ string: LocalizedString, fields: OptionValues, measurer: TextMeasurer,
                      preview: Bool = false) -> Finding {
        guard let value = string.value else {
            return Finding(string: string, status: .missing, displayed: "")
        }
        do {
            var fields = fields
            fields.set(Options.title, value)
            if isRightToLeft(string.locale) && fields[Options.rtl] == nil { fields.set(Options.rtl, true) }
            let result = try LayoutCommand.layout(try LayoutRequest(fields), measurer: measurer, glyphs: preview)
            let status: Status = !result.layout.isTruncated ? .fits
                : result.report.place == .lineLimit ? .wrapsPastLimit : .truncates
            let overflow = status == .fits ? nil : result.report.minimumWidth.map { $0 - result.size.width }
            let svg = preview ? try ButtonRenderer(measurer: measurer).svg(result.layout) : nil
            return Finding(string: string, status: status, displayed: result.layout.title?.displayedText ?? "",
                           width: result.size.width, overflow: overflow, minimumWidth: result.report.minimumWidth,
                           preview: svg)
        } catch {
            return Finding(string: string, status: .truncates, displayed: "", error: "\(error)")
        }
    }

    /// Right-to-left languages are laid out mirrored unless the button says otherwise.
    static func isRightToLeft(_ locale: String) -> Bool {
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? locale
        return ["ar", "he", "fa", "ur", "yi", "ps", "sd", "ug", "ckb", "dv"].contains(language.lowercased())
    }

    /// The source-language strings again as the pseudo-locale en-XA: accented and about 40 % longer.
    static func pseudoStrings(_ strings: [LocalizedString], sourceLocale: String) -> [LocalizedString] {
        strings.filter { $0.locale == sourceLocale && $0.value != nil }.map { source in
            var pseudo = source
            pseudo.locale = "en-XA"
            pseudo.value = source.value.map(PseudoLocalization.pseudo)
            return pseudo
        }
    }

    // MARK: - Output

    static func label(_ finding: Finding) -> String {
        finding.string.key + (finding.string.variant.map { " [\($0)]" } ?? "")
    }

    static func table(_ findings: [Finding]) -> String {
        var rows = [["STATUS", "OVERFLOW", "MIN WIDTH", "LOCALE", "KEY", "DISPLAYED"]]
        for finding in findings {
            rows.append([
                finding.error == nil ? finding.status.rawValue : "error",
                finding.overflow.map { "+" + formatPoints($0) + " pt" } ?? "",
                finding.status == .fits || finding.status == .missing ? "" : finding.minimumWidth.map { formatPoints($0) + " pt" } ?? "",
                finding.string.locale, label(finding), finding.error ?? finding.displayed.replacingNewlines,
            ])
        }
        let widths = (0..<5).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            (0..<5).map { row[$0].padding(widths[$0]) }.joined(separator: "  ") + "  " + row[5]
        }.joined(separator: "\n") + "\n"
    }

    static func json(_ findings: [Finding], unchecked: Int) -> JSON {
        .object([
            ("findings", .array(findings.map { finding in
                .object([
                    ("key", .string(finding.string.key)),
                    ("locale", .string(finding.string.locale)),
                    ("variant", .optional(finding.string.variant, JSON.string)),
                    ("source", .string(finding.string.source)),
                    ("line", .optional(finding.string.line) { .number(Double($0)) }),
                    ("status", .string(finding.error == nil ? finding.status.rawValue : "error")),
                    ("text", .optional(finding.string.value, JSON.string)),
                    ("displayed", .string(finding.displayed)),
                    ("width", .optional(finding.width, JSON.number)),
                    ("overflow", .optional(finding.overflow, JSON.number)),
                    ("minimumWidth", .optional(finding.minimumWidth, JSON.number)),
                    ("error", .optional(finding.error, JSON.string)),
                ])
            })),
            ("summary", .object([
                ("checked", .number(Double(findings.count))),
                ("failing", .number(Double(findings.filter { $0.status.fails || $0.error != nil }.count))),
                ("missing", .number(Double(findings.filter { $0.status == .missing }.count))),
                ("uncheckedKeys", .number(Double(unchecked))),
            ])),
        ])
    }

    /// JUnit XML: one test suite per locale, one test case per string; truncation is a failure, a
    /// missing translation is skipped, so CI systems show each problem as its own test.
    static func junit(_ findings: [Finding]) -> String {
        var locales: [String] = []
        for finding in findings where !locales.contains(finding.string.locale) { locales.append(finding.string.locale) }
        locales.sort()
        func count(_ list: [Finding], _ test: (Finding) -> Bool) -> Int { list.filter(test).count }
        let failing: (Finding) -> Bool = { $0.status.fails || $0.error != nil }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"buttonsizer lint\" tests=\"\(findings.count)\" failures=\"\(count(findings, failing))\">\n"
        for locale in locales {
            let suite = findings.filter { $0.string.locale == locale }
            xml += "  <testsuite name=\"\(xmlEscaped(locale))\" tests=\"\(suite.count)\" failures=\"\(count(suite, failing))\" "
                + "errors=\"0\" skipped=\"\(count(suite) { $0.status == .missing })\">\n"
            for finding in suite {
                xml += "    <testcase classname=\"lint.\(xmlEscaped(locale))\" name=\"\(xmlEscaped(label(finding)))\">"
                if let error = finding.error {
                    xml += "<failure type=\"error\" message=\"\(xmlEscaped(error))\"/>"
                } else if finding.status.fails {
                    let message = "\(finding.status.rawValue): “\(finding.displayed.replacingNewlines)”"
                        + (finding.overflow.map { ", \(formatPoints($0)) pt too narrow" } ?? "")
                    xml += "<failure type=\"\(finding.status.rawValue)\" message=\"\(xmlEscaped(message))\">"
                        + xmlEscaped("text: \(finding.string.value ?? "")\nsource: \(finding.string.source)"
                                    + (finding.string.line.map { ":\($0)" } ?? "")
                                    + (finding.minimumWidth.map { "\nminimum width: \(formatPoints($0)) pt" } ?? ""))
                        + "</failure>"
                } else if finding.status == .missing {
                    xml += "<skipped message=\"missing translation\"/>"
                }
                xml += "</testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }
}

extension String {
    var replacingNewlines: String { split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ⏎ ") }
}

/// The lint configuration: which keys are buttons, and how each is laid out.
struct LintConfig: Sendable {
    var defaultLocale = "en"
    /// Layout fields every button starts from.
    var defaults = OptionValues(command: .layout, source: .json)
    /// Key patterns (`*` any run, `?` one character) and the layout fields of their buttons.
    var buttons: [(patterns: [String], fields: OptionValues)] = []

    init(path: String) throws {
        try self.init(text: try readTextFile(path, what: "config"), path: path)
    }

    /// The configuration in `text`, read from `path` (named in errors).
    init(text: String, path: String) throws {
        let root: JSONNode
        do { root = try JSONReader.parse(Array(text.utf8), source: "config '\(path)'") } catch { throw RuntimeError("\(error)") }
        guard let members = root.members else { throw RuntimeError("config '\(path)': must be a JSON object") }
        /// A button's layout fields through the option table; errors name the file and the button.
        func decode(_ fields: [JSONNode.Member], _ place: String) throws -> OptionValues {
            do {
                return try OptionValues(fields: fields.filter { $0.key != "title" }, command: .layout) { option in
                    "applies to the whole run: use buttonsizer lint \(option.flag)"
                }
            } catch {
                throw RuntimeError("config '\(path)': \(place): \(error)")
            }
        }
        for member in members {
            let value = member.value
            switch member.key {
            case "defaultLocale":
                guard let locale = value.string else { throw RuntimeError("config '\(path)': defaultLocale must be a string") }
                defaultLocale = locale
            case "defaults":
                guard let fields = value.members else { throw RuntimeError("config '\(path)': defaults must be an object") }
                defaults = try decode(fields, "defaults")
            case "buttons":
                guard case .array(let items) = value.kind else { throw RuntimeError("config '\(path)': buttons must be a list") }
                for (index, item) in items.enumerated() {
                    guard let fields = item.members, case .array(let keys)? = item["keys"]?.kind,
                          !keys.isEmpty, keys.allSatisfy({ $0.string != nil }) else {
                        throw RuntimeError("config '\(path)': buttons[\(index)] needs \"keys\": a list of key patterns")
                    }
                    buttons.append((keys.compactMap(\.string), try decode(fields.filter { $0.key != "keys" }, "buttons[\(index)]")))
                }
            default:
                throw RuntimeError("config '\(path)': unknown field '\(member.key)' (defaultLocale, defaults, buttons)")
            }
        }
        guard !buttons.isEmpty else { throw RuntimeError("config '\(path)': no buttons") }
    }

    /// The fields of the first button whose patterns match `key`.
    func button(for key: String) -> OptionValues? {
        buttons.first { $0.patterns.contains { globMatches($0, key) } }?.fields
    }
}

/// Shell-style matching of a whole key: `*` any run of characters, `?` one character.
func globMatches(_ pattern: String, _ text: String) -> Bool {
    let p = Array(pattern), t = Array(text)
    var pi = 0, ti = 0, star = -1, mark = 0
    while ti < t.count {
        if pi < p.count && (p[pi] == "?" || p[pi] == t[ti]) {
            pi += 1; ti += 1
        } else if pi < p.count && p[pi] == "*" {
            star = pi; mark = ti; pi += 1
        } else if star >= 0 {
            pi = star + 1; mark += 1; ti = mark
        } else {
            return false
        }
    }
    while pi < p.count && p[pi] == "*" { pi += 1 }
    return pi == p.count
}

/// A whole UTF-8 text file; errors name the file.
func readTextFile(_ path: String, what: String) throws -> String {
    let reader = try LineReader(path: path)
    var bytes: [UInt8] = []
    while let line = try reader.next() {
        guard case .bytes(let content) = line else {
            throw RuntimeError("\(what) '\(path)' has a line over \(reader.maximumLineLength) bytes")
        }
        bytes += content
        bytes.append(UInt8(ascii: "\n"))
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
        throw RuntimeError("\(what) '\(path)' is not valid UTF-8")
    }
    return text
}
