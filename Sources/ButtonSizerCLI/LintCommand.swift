import ButtonLint
import ButtonSizer
import ButtonPreview
import GlyphMetrics
import JSONText
import Localization
#if canImport(Glibc)
import Glibc
#endif

/// `buttonsizer lint`: the command-line face of ``ButtonLint``: reads the files, spreads the rows over
/// the cores, writes the chosen formats and turns the result into an exit code.
enum LintCommand {
    static let usage = """
        usage: buttonsizer lint --config CONFIG.json [--format table|json|junit|github|xcode|html] [--json]
               [--junit FILE] [--report FILE.html] [--pseudo] [--strict] [--fail-on-missing]
               [--write-baseline FILE] [--baseline FILE] [--workers N] [--hermetic] [--allow-substitution] CATALOG…
          CATALOG: .xcstrings, .strings (in xx.lproj/) or Android strings.xml (in values-xx/) files
          CONFIG: {"defaultLocale": "en", "defaults": {LAYOUT FIELDS}, "placeholders": {"%@": "Christopher"},
                   "placeholdersByKey": {"KEY PATTERN": {…}}, "buttons": [{"keys": ["checkout.*"], LAYOUT FIELDS}]}
          LAYOUT FIELDS: the layout command's flags without '--' (profile, size, bounds, max-width, image, lines…);
                   every button needs bounds or max-width
        """

    static func run<Out: TextOutputStream, Err: TextOutputStream>(_ raw: [String], stdout: inout Out,
                                                                  stderr: inout Err) throws -> Bool {
        let arguments = try Arguments(raw, options: ["config", "junit", "report", "workers", "format", "baseline", "write-baseline"],
                                      flags: ["json", "pseudo", "fail-on-missing", "strict", "hermetic", "allow-substitution"])
        guard let configPath = arguments["config"] else { throw UsageError("--config is required") }
        guard !arguments.positionals.isEmpty else { throw UsageError("name at least one CATALOG file") }
        var format = try arguments.choice("format", formats) ?? .table
        if arguments.has("json") {
            guard arguments["format"] == nil || format == .json else { throw UsageError("give --json or --format, not both") }
            format = .json
        }
        let workers = try arguments.integer("workers", minimum: 1) ?? Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        let gate = LintGate(strict: arguments.has("strict"), failOnMissing: arguments.has("fail-on-missing"))
        let config = try loadConfig(configPath)
        var baseline: LintBaseline?
        if let path = arguments["baseline"] {
            let text = try readTextFile(path, what: "baseline")
            baseline = try diagnosing { try LintBaseline(text: text, path: path) }
        }
        let strings = try diagnosing {
            try CatalogReader.readAll(paths: arguments.positionals, defaultLocale: config.defaultLocale)
        }
        let measurer = try FontOptions.measurer(arguments)
        let wantsPreviews = arguments["report"] != nil || format == .html
        let preview: @Sendable (ButtonLayout) -> String? = { try? ButtonRenderer(measurer: measurer).svg($0) }
        let linter = Linter(config: config, measurer: measurer, preview: wantsPreviews ? preview : nil)

        let (rows, unchecked, skipped) = linter.rows(strings, pseudoLocales: arguments.has("pseudo") ? LintRows.pseudoLocales : [])
        var run = LintRun(findings: parallelMap(rows, workers: workers, linter.check),
                          uncheckedKeys: unchecked, skippedCombinations: skipped)
        baseline?.apply(to: &run)

        stdout.write(format.write(run, gate: gate))
        if let path = arguments["junit"] { try FileOutput.write(Array(LintFormat.junit.write(run, gate: gate).utf8), to: path) }
        if let path = arguments["report"] { try FileOutput.write(Array(LintFormat.html.write(run, gate: gate).utf8), to: path) }
        if let path = arguments["write-baseline"] { try FileOutput.write(Array(LintBaseline(run).text.utf8), to: path) }
        stderr.write(run.summary(gate) + "\n")
        return arguments["write-baseline"] != nil || run.failing(gate).isEmpty
    }

    static let formats: KeyValuePairs<String, LintFormat> = [
        "table": .table, "json": .json, "junit": .junit, "github": .github, "xcode": .xcode, "html": .html,
    ]

    static func loadConfig(_ path: String) throws -> LintConfig {
        let text = try readTextFile(path, what: "config")
        return try diagnosing { try LintConfig(text: text, path: path, decoder: LayoutFields()) }
    }

    /// Catalog and config errors as compiler diagnostics (`path:line: error: …`), which Xcode and
    /// editors pick up, and exit 1.
    static func diagnosing<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as CatalogError {
            throw Diagnostic("\(error.file)" + (error.line.map { ":\($0)" } ?? "") + ": error: \(error.message)")
        } catch let error as LintConfigError {
            throw Diagnostic(error.description)
        }
    }
}

/// A failure already written as `path:line: error: …` lines: printed without the `Error: ` prefix, exit 1.
struct Diagnostic: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// The lint config's layout fields, decoded as the `layout` command decodes its flags.
struct LayoutFields: LintFieldDecoder {
    /// Fields for the whole run (fonts found once for every button) or filled in by lint (the title).
    static let excluded: Set<String> = ["title", "json", "hermetic", "allow-substitution"]

    var fieldNames: [String] { LayoutCommand.options.union(LayoutCommand.flags).subtracting(Self.excluded).sorted() }

    func decode(_ fields: [(String, JSON)]) throws -> LintButtonLayout {
        let arguments = try BatchCommand.commandArguments(
            fields + [("title", .string(""))], options: LayoutCommand.options, flags: LayoutCommand.flags, positional: nil)
        let spec = try LayoutCommand.spec(arguments)
        var sizing: LintSizing?
        if let bounds = arguments["bounds"] {
            guard arguments["max-width"] == nil else { throw UsageError("give bounds or max-width, not both") }
            sizing = .bounds(try LayoutCommand.parseSize(bounds, flag: "bounds"))
        } else if let width = try arguments.number("max-width", nonNegative: true) {
            sizing = .maxWidth(width)
        }
        let direction: LayoutDirection? = switch fields.last(where: { $0.0 == "rtl" })?.1 {
        case .bool(true)?: .rightToLeft
        case .bool(false)?: .leftToRight
        default: nil
        }
        return LintButtonLayout(spec: spec, sizing: sizing, direction: direction)
    }
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
