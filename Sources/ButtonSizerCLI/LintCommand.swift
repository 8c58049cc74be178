import ButtonLint
import ButtonSizer
import ButtonPreview
import ButtonSizerRequests
import GlyphMetrics
import JSONText
import Localization
#if canImport(Glibc)
import Glibc
#endif

/// `buttonsizer lint`: the command-line face of ``ButtonLint``: reads the files, spreads the rows over
/// the cores, writes the chosen formats and turns the result into an exit code.
enum LintCommand {

    static func run<Out: TextOutputStream, Err: TextOutputStream>(_ raw: [String], stdout: inout Out,
                                                                  stderr: inout Err) throws -> Bool {
        let arguments = try ButtonSizerCLI.options(raw, .lint)
        guard let configPath = arguments[Options.config] else { throw RequestError.missing("--config CONFIG.json", hint: "") }
        guard !arguments.positionals.isEmpty else { throw RequestError.arguments("name at least one CATALOG file") }
        var format = arguments[Options.lintFormat] ?? .table
        if arguments.has(Options.json) {
            guard arguments[Options.lintFormat] == nil || format == .json else {
                throw RequestError.conflict(arguments.spelled(Options.json), arguments.spelled(Options.lintFormat))
            }
            format = .json
        }
        let workers = arguments[Options.workers] ?? Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        let gate = LintGate(strict: arguments.has(Options.strict), failOnMissing: arguments.has(Options.failOnMissing),
                            allowMissingGlyphs: arguments.has(Options.allowMissingGlyphs))
        let config = try loadConfig(configPath)
        var baseline: LintBaseline?
        if let path = arguments[Options.baseline] {
            let text = try readTextFile(path, what: "baseline")
            baseline = try diagnosing { try LintBaseline(text: text, path: path) }
        }
        let strings = try diagnosing {
            try CatalogReader.readAll(paths: arguments.positionals, defaultLocale: config.defaultLocale)
        }
        let measurer = try ButtonSizerCLI.measurer(arguments)
        let wantsPreviews = arguments[Options.report] != nil || format == .html
        let preview: @Sendable (ButtonLayout) -> String? = { try? ButtonRenderer(measurer: measurer).svg($0) }
        let linter = Linter(config: config, measurer: measurer, preview: wantsPreviews ? preview : nil)

        let (rows, unchecked, skipped) = linter.rows(strings, pseudoLocales: arguments.has(Options.pseudo) ? LintRows.pseudoLocales : [])
        var run = LintRun(findings: parallelMap(rows, workers: workers, linter.check),
                          uncheckedKeys: unchecked, skippedCombinations: skipped)
        baseline?.apply(to: &run)

        stdout.write(format.write(run, gate: gate))
        if let path = arguments[Options.junit] { try FileOutput.write(Array(LintFormat.junit.write(run, gate: gate).utf8), to: path) }
        if let path = arguments[Options.report] { try FileOutput.write(Array(LintFormat.html.write(run, gate: gate).utf8), to: path) }
        if let path = arguments[Options.writeBaseline] { try FileOutput.write(Array(LintBaseline(run).text.utf8), to: path) }
        stderr.write(run.summary(gate) + "\n")
        return arguments[Options.writeBaseline] != nil || run.failing(gate).isEmpty
    }

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

/// The lint config's layout fields, decoded through the option table into a ``LayoutRequest`` as a
/// batch `layout` line is.
struct LayoutFields: LintFieldDecoder {
    /// Filled in by lint for each string.
    static let excluded: Set<String> = ["title"]

    var fieldNames: [String] {
        Options.options(for: .layout).filter { $0.scope == .request && !Self.excluded.contains($0.name) }.map(\.name).sorted()
    }

    func decode(_ fields: [(String, JSON)]) throws -> LintButtonLayout {
        var values = try OptionValues(fields: fields.map { ($0.0, OptionInput($0.1)) }, command: .layout) { option in
            "applies to the whole run: use buttonsizer lint \(option.flag)"
        }
        values.set(Options.title, "")
        let request = try LayoutRequest(values)
        let sizing: LintSizing? = switch request.proposal {
        case .bounds(let size): .bounds(size)
        case .maxWidth(let width): .maxWidth(width)
        case .intrinsic: nil
        }
        let direction: LayoutDirection? = values[Options.rtl].map { $0 ? .rightToLeft : .leftToRight }
        return LintButtonLayout(spec: request.spec, sizing: sizing, direction: direction)
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
