import JSONText
import Localization

/// Known failures, so a team can gate on new ones only: one entry per failing row (key, locale,
/// variant, content size, status), written sorted, one entry per line, so the file diffs well and
/// shrinks as rows are fixed.
///
/// ```json
/// {
///   "version": 1,
///   "entries": [
///     {"key": "cart.add", "locale": "de", "variant": null, "contentSize": null, "status": "truncates"},
///     …
///   ]
/// }
/// ```
public struct LintBaseline: Sendable, Hashable {
    /// One known failure: the row it is (key, locale, variant, content size) and its status.
    public struct Entry: Sendable, Hashable, Comparable {
        /// The string's catalog key.
        public var key: String
        /// The row's locale, as the catalog names it (`de`, `pt-BR`).
        public var locale: String
        /// The plural or device variant (`plural.one`); `nil` for a string without variants.
        public var variant: String?
        /// The Dynamic Type content size the row failed at; `nil` for the configured font size.
        public var contentSize: String?
        /// The failing status's raw value (`truncates`, `breaks-word`…), as in ``LintStatus``.
        public var status: String
        /// The Interface Builder document of the row (``documentIdentity(_:)``: `#` and the object id
        /// added for a title set in code); `nil` for a catalog row, and in entries written before
        /// documents were recorded, which match a row in any document.
        public var document: String?

        /// An entry for the row `key`/`locale`/`variant`/`contentSize` (of `document`) failing with `status`.
        public init(key: String, locale: String, variant: String?, contentSize: String?, status: String, document: String? = nil) {
            self.key = key
            self.locale = locale
            self.variant = variant
            self.contentSize = contentSize
            self.status = status
            self.document = document
        }

        init(_ finding: LintFinding) {
            let document = Self.documentIdentity(finding.string)
            self.init(key: finding.string.key, locale: finding.string.locale, variant: finding.string.variant,
                      contentSize: finding.contentSize, status: finding.status.rawValue, document: document.isEmpty ? nil : document)
        }

        /// The document part of a row's identity: its document, `#` and the object id for a title set
        /// in code; empty for a catalog row.
        public static func documentIdentity(_ string: LocalizedString) -> String {
            (string.document ?? "") + (string.object.map { "#" + $0 } ?? "")
        }

        public static func < (a: Entry, b: Entry) -> Bool {
            (a.document ?? "", a.key, a.locale, a.variant ?? "", a.contentSize ?? "", a.status)
                < (b.document ?? "", b.key, b.locale, b.variant ?? "", b.contentSize ?? "", b.status)
        }

        /// `key (locale, variant, content size): status`, then `in DOCUMENT` for a document's row.
        public var description: String {
            let details = [locale, variant, contentSize].compactMap { $0 }.joined(separator: ", ")
            return "\(key) (\(details)): \(status)" + (document.map { " in \($0)" } ?? "")
        }
    }

    /// The known failures; empty for no baseline (every failure is new).
    public var entries: Set<Entry>

    /// A baseline of the given known failures (none by default).
    public init(entries: Set<Entry> = []) {
        self.entries = entries
    }

    /// The rows of `run` that are not `fits` (failures, warnings and missing translations alike, so one
    /// baseline serves `--strict` and `--fail-on-missing` runs too).
    public init(_ run: LintRun) {
        entries = Set(run.findings.filter { $0.status != .fits }.map(Entry.init))
    }

    /// The file's text: sorted, one entry per line, a final newline.
    public var text: String {
        let lines = entries.sorted().map { entry in
            "    " + JSON.object([
                ("key", .string(entry.key)), ("locale", .string(entry.locale)),
                ("variant", .optional(entry.variant, JSON.string)), ("contentSize", .optional(entry.contentSize, JSON.string)),
                ("status", .string(entry.status)),
            ] + (entry.document.map { [("document", JSON.string($0))] } ?? [])).text
        }
        return "{\n  \"version\": 1,\n  \"entries\": [\n" + lines.joined(separator: ",\n") + (lines.isEmpty ? "" : "\n") + "  ]\n}\n"
    }

    /// Reads a baseline written by ``text``.
    /// - Throws: ``LintConfigError`` naming the file, line and entry.
    public init(text: String, path: String) throws(LintConfigError) {
        func fail(_ line: Int?, _ jsonPath: String, _ message: String) -> LintConfigError {
            LintConfigError(file: path, problems: [.init(line: line, path: jsonPath, message: message)])
        }
        let root: JSONNode
        do { root = try JSONReader.parse(Array(text.utf8), source: path) } catch {
            throw fail(error.line, "", "invalid JSON: \(error.message)")
        }
        guard case .array(let items)? = root["entries"]?.kind else {
            throw fail(root.line, "entries", "a baseline needs \"entries\": a list (write one with --write-baseline)")
        }
        var entries: Set<Entry> = []
        for (index, item) in items.enumerated() {
            guard let key = item["key"]?.string, let locale = item["locale"]?.string, let status = item["status"]?.string,
                  LintStatus(rawValue: status) != nil else {
                throw fail(item.line, "entries[\(index)]", "needs \"key\", \"locale\" and a \"status\" lint reports")
            }
            entries.insert(Entry(key: key, locale: locale, variant: item["variant"]?.string,
                                 contentSize: item["contentSize"]?.string, status: status, document: item["document"]?.string))
        }
        self.entries = entries
    }

    /// Marks the findings the baseline knows and lists its entries that no finding matches any more.
    public func apply(to run: inout LintRun) {
        var matched: Set<Entry> = []
        for index in run.findings.indices {
            var entry = Entry(run.findings[index])
            if !entries.contains(entry) { entry.document = nil }  // an entry written without documents
            if entries.contains(entry) {
                run.findings[index].isBaselined = true
                matched.insert(entry)
            }
        }
        run.nowPassing = entries.subtracting(matched).sorted()
    }
}
