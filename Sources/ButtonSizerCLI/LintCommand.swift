import AutoLayout
import ButtonLint
import ButtonSizer
import ButtonPreview
import ButtonSizerEngine
import GlyphMetrics
import InterfaceBuilder
import JSONText
import Localization
#if canImport(Glibc)
import Glibc
#endif

/// `buttonsizer lint`: the command-line face of ``ButtonLint``: reads the files, spreads the rows over
/// the cores, writes the chosen formats and turns the result into an exit code.
enum LintCommand {

    /// `--device` values (comma-joined when repeated) as devices: ids, `WxH` or named sets; none: each document's own.
    static func devices(_ given: String?) throws(RequestError) -> [LayoutDevice] {
        var devices: [LayoutDevice] = []
        for text in (given ?? "").split(separator: ",") {
            for device in try ScreensRequest.devices(String(text)) where !devices.contains(device) { devices.append(device) }
        }
        return devices
    }

    /// `--content-size` values (comma-joined when repeated) as categories, each once, in the order given; `all`: every
    /// one; none: empty (`lint --screens` lays out at Large, `frames` at each document's stored frames' category).
    /// Both read it here, so both spell, check and refuse it alike.
    /// - Throws: ``RequestError`` naming `--content-size` and the word as typed when it is no category.
    static func contentSizes(_ given: String?) throws(RequestError) -> [ContentSizeCategory] {
        var contentSizes: [ContentSizeCategory] = []
        for word in (given ?? "").split(separator: ",") {
            if word.lowercased() == "all" { return ContentSizeCategory.allCases }
            guard let category = ContentSizeCategory(name: String(word)) else {
                throw RequestError(.invalidValue("--content-size \(word)", problem: "must be one of \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")) or all"),
                                   field: "content-size")
            }
            if !contentSizes.contains(category) { contentSizes.append(category) }
        }
        return contentSizes
    }

    /// `lint --screens`: every text of every screen per locale, device and content size (``Engine/screens(_:)``),
    /// written in the chosen format; false (exit 1) when a row fails or a document could not be solved.
    static func screens<Out: TextOutputStream, Err: TextOutputStream>(_ arguments: OptionValues, stdout: inout Out,
                                                                      stderr: inout Err) throws -> Bool {
        for option in [RunWideOptions.baseline, RunWideOptions.writeBaseline, RunWideOptions.junit]
        where arguments[option] != nil {
            throw RequestError.arguments("--\(option.info.name) is not for lint --screens")
        }
        for flag in [RunWideOptions.listButtons, RunWideOptions.calibrate, RunWideOptions.pseudo] where arguments.has(flag) {
            throw RequestError.arguments("--\(flag.info.name) is not for lint --screens")
        }
        for path in arguments.positionals {
            var status = stat()
            guard stat(path, &status) == 0 else { throw Diagnostic("lint: '\(path)': no such file or folder", exitCode: 2) }
        }
        var format: ScreenLint.Format = .table
        if arguments.has(RunWideOptions.json) {
            format = .json
        } else if arguments.isGiven(RunWideOptions.lintFormat) {
            let asked = arguments[RunWideOptions.lintFormat]
            guard let known = ScreenLint.Format(rawValue: asked.rawValue) else {
                throw RequestError(.invalidValue("--format \(asked.rawValue)", problem: "is not a lint --screens format (table, json, html, sarif, github, xcode)"),
                                   field: "format")
            }
            format = known
        }
        let devices = try devices(arguments[RunWideOptions.device])
        let locales = arguments[RunWideOptions.lintLocale].map { $0.split(separator: ",").map(String.init) }
        // The config's development language and its `defaults` content-size sweep; --content-size wins over the
        // sweep (docs/screen-lint.md, "The config"). Fields screen lint does not use are named, not refused.
        let config = try arguments[RunWideOptions.config].map { path in
            let text = try readTextFile(path, what: "config")
            let config = try diagnosing { try ScreenLintConfig(text: text, path: path) }
            for note in config.notes(path: path) { stderr.write(note + "\n") }
            return (path: path, config: config)
        }
        var contentSizes = try contentSizes(arguments[RunWideOptions.lintContentSize])
        if let config, !config.config.contentSizes.isEmpty {
            if contentSizes.isEmpty {
                contentSizes = config.config.contentSizes
            } else {
                stderr.write("lint: --content-size given: the content-sizes of \(config.path)'s defaults are not used\n")
            }
        }
        let appFonts = AppFonts(folders: arguments.positionals)
        stderr.write(appFontsReport(appFonts, command: "lint"))
        let engine = Engine(measurer: try ButtonSizerCLI.measurer(arguments, fontDirectories: appFonts.files))
        let answer = engine.screens(ScreensRequest(paths: arguments.positionals, devices: devices, locales: locales,
                                                   baseLocale: config?.config.baseLocale ?? "en", contentSizes: contentSizes,
                                                   textsSetInCode: ScreenLint.textsSetInCode,
                                                   automaticRowHeightsInCode: ScreenLint.automaticRowHeightsInCode))
        for path in answer.otherPlatforms { stderr.write("lint: \(path): not an iOS document; its screens are not laid out\n") }
        stdout.write(ScreenLint.write(answer, format: format))
        if format != .table {
            for error in answer.errors { stderr.write("\(error.file):\(error.line): error: \(error.message)\n") }
        }
        if let path = arguments[RunWideOptions.report] {
            try FileOutput.write(Array(ScreenLint.write(answer, format: .html).utf8), to: path)
        }
        return !ScreenLint.fails(answer)
    }

    static func run<Out: TextOutputStream, Err: TextOutputStream>(_ raw: [String], stdout: inout Out,
                                                                  stderr: inout Err) throws -> Bool {
        let arguments = try ButtonSizerCLI.options(raw, .lint)
        guard !arguments.positionals.isEmpty else {
            throw RequestError.arguments("name at least one app folder, .storyboard/.xib or CATALOG file")
        }
        if arguments.has(RunWideOptions.screens) { return try screens(arguments, stdout: &stdout, stderr: &stderr) }
        for option in [RunWideOptions.device, RunWideOptions.lintContentSize] where arguments[option] != nil {
            throw RequestError.arguments("--\(option.info.name) is for lint --screens (and frames)")
        }
        var format = arguments[RunWideOptions.lintFormat]
        if arguments.has(RunWideOptions.json) {
            guard !arguments.isGiven(RunWideOptions.lintFormat) || format == .json else {
                throw arguments.conflict(RunWideOptions.json, RunWideOptions.lintFormat.option)
            }
            format = .json
        }
        let workers = arguments[RunWideOptions.workers]
        let gate = LintGate(strict: arguments.has(RunWideOptions.strict), failOnMissing: arguments.has(RunWideOptions.failOnMissing),
                            allowMissingGlyphs: arguments.has(RunWideOptions.allowMissingGlyphs))
        // A path that does not exist is said so before anything else (a typo is not a missing config).
        for path in arguments.positionals {
            var status = stat()
            guard stat(path, &status) == 0 else { throw Diagnostic("lint: '\(path)': no such file or folder", exitCode: 2) }
        }
        // Interface Builder documents and their translations first: with them a config is optional.
        let hasDocuments = arguments.positionals.contains { path in
            InterfaceBuilderProject.isDocument(path) || isDirectory(path)
        }
        let configPath = arguments[RunWideOptions.config]
        guard configPath != nil || hasDocuments else {
            throw RequestError.missing("--config CONFIG.json", field: "config", hint: "or name an app folder or .storyboard/.xib files")
        }
        let config = try configPath.map { try loadConfig($0, requiresButtons: !hasDocuments) }
        let defaultLocale = config?.defaultLocale ?? "en"
        let project = hasDocuments ? InterfaceBuilderProject(paths: arguments.positionals, defaultLocale: defaultLocale)
            : InterfaceBuilderProject(files: [], otherCatalogs: arguments.positionals, errors: [])
        for error in project.errors { stderr.write(diagnostic(error) + "\n") }
        guard project.emptyFolders.isEmpty else {
            throw Diagnostic(project.emptyFolders.map { "lint: '\($0)': no storyboard, xib or string catalog in this folder" }
                .joined(separator: "\n"), exitCode: 2)
        }
        // Nothing skipped in silence: each document not read, and each identical copy, is named.
        for skipped in project.skippedDocuments { stderr.write("lint: skipped \(skipped.path): \(skipped.reason)\n") }
        for copy in project.identicalCopies {
            stderr.write("lint: \(copy.copy) is a byte-identical copy of \(copy.of): checked as its own document\n")
        }
        // Titles set in code: the app's sources scanned, the catalogs no document owns read for the keys they pass.
        let code = CodeTitles(project: project, defaultLocale: defaultLocale)
        for error in code.errors { stderr.write(diagnostic(error) + "\n") }
        // The app's own fonts (files under its folders, its Info.plist UIAppFonts) are measured with by default.
        let appFonts = AppFonts(folders: hasDocuments ? arguments.positionals : [])
        stderr.write(appFontsReport(appFonts))
        let measurer = try ButtonSizerCLI.measurer(arguments, fontDirectories: appFonts.files)
        // Each button without a width constraint of its own is sized by Auto Layout's solve of its document.
        let engine = Engine(measurer: measurer)
        let interfaceBuilder = InterfaceBuilderLint(files: project.files, config: config,
                                                    code: code.assignments, localizable: code.localizable,
                                                    widthRooms: { document, ids in
                                                        Result { () throws(FramesError) in try engine.widthRooms(of: document, objectIDs: ids) }
                                                    })
        if arguments.has(RunWideOptions.listButtons) {
            guard !arguments.has(RunWideOptions.calibrate) else {
                throw arguments.conflict(RunWideOptions.listButtons, RunWideOptions.calibrate)
            }
            stdout.write(format == .json ? listing(interfaceBuilder, errors: project.errors).text + "\n" : listingTable(interfaceBuilder))
            return project.errors.isEmpty
        }
        if arguments.has(RunWideOptions.calibrate) {
            // Every view too, solved by the engine's frames path (the solve `buttonsizer frames` shows).
            let frames = engine.frames(FramesRequest(paths: arguments.positionals))
            let calibration = LintCalibration(lint: interfaceBuilder, engine: engine, locale: defaultLocale,
                                              views: FrameCalibration(frames: frames))
            let font = measurer.systemFont
            stdout.write(format == .json ? calibration.json(systemFont: font.description, standIn: font.origin == .standIn).text + "\n"
                         : calibration.table(systemFont: font.description, standIn: font.origin == .standIn))
            return project.errors.isEmpty
        }

        var baseline: LintBaseline?
        if let path = arguments[RunWideOptions.baseline] {
            let text = try readTextFile(path, what: "baseline")
            baseline = try diagnosing { try LintBaseline(text: text, path: path) }
        }
        // Other catalogs are checked by the config's buttons (without a config there is nothing to check them by).
        let catalogs = config == nil ? [] : project.otherCatalogs
        let strings = try diagnosing { try CatalogReader.readAll(paths: catalogs, defaultLocale: defaultLocale) }
        let wantsPreviews = arguments[RunWideOptions.report] != nil || format == .html
        var combined = config ?? LintConfig(defaultLocale: defaultLocale, buttons: [])
        combined.buttons = interfaceBuilder.buttons + combined.buttons
        let linter = Linter(config: combined, measurer: measurer, drawsPictures: wantsPreviews)

        let pseudo = arguments.has(RunWideOptions.pseudo) ? LintRows.pseudoLocales : []
        var (rows, unchecked, skipped) = linter.rows(interfaceBuilder.strings + strings, pseudoLocales: pseudo)
        // A font that is not there is one error with the fix, and its buttons' rows are not measured.
        let missingFonts = linter.missingFonts()
        for font in missingFonts { stderr.write("lint: error: \(font.message)\n") }
        let missingNames = Set(missingFonts.map(\.name))
        if !missingNames.isEmpty {
            rows.removeAll { row in
                linter.config.button(for: row.string.key).map { $0.fonts.contains { missingNames.contains($0.name) } } ?? false
            }
        }
        let locales = (arguments[RunWideOptions.lintLocale] ?? "").split(separator: ",").map(String.init)
        if !locales.isEmpty { rows.removeAll { !locales.contains($0.string.locale) } }
        var stale = interfaceBuilder.staleFindings
        if !locales.isEmpty { stale.removeAll { !locales.contains($0.string.locale) } }
        var run = LintRun(findings: parallelMap(rows, workers: workers, linter.check) + stale,
                          uncheckedKeys: unchecked + interfaceBuilder.uncheckedKeys, skippedCombinations: skipped)
        run.skippedButtons = interfaceBuilder.skipped.count + missingFonts.reduce(0) { $0 + $1.buttons.count }
        run.hasConfig = config != nil
        if hasDocuments {
            run.documentsRead = project.files.count
            run.skippedDocuments = project.skippedDocuments.count
        }
        baseline?.apply(to: &run)

        stdout.write(format.write(run, gate: gate))
        if let path = arguments[RunWideOptions.junit] { try FileOutput.write(Array(LintFormat.junit.write(run, gate: gate).utf8), to: path) }
        if let path = arguments[RunWideOptions.report] { try FileOutput.write(Array(LintFormat.html.write(run, gate: gate).utf8), to: path) }
        if let path = arguments[RunWideOptions.writeBaseline] { try FileOutput.write(Array(LintBaseline(run).text.utf8), to: path) }
        if config == nil && !project.otherCatalogs.isEmpty {
            stderr.write("lint: \(project.otherCatalogs.count) catalogs translate no storyboard or xib: "
                         + (code.localizable.isEmpty ? "not read" : "only the keys code gives the buttons' outlets were checked")
                         + " (a --config says which of their keys are buttons)\n")
        }
        if interfaceBuilder.codeSetTitles > 0 {
            stderr.write("lint: \(interfaceBuilder.codeSetTitles) titles set in code found at the buttons' outlets, "
                         + "\(interfaceBuilder.codeSetKeysChecked) of their literal localization keys checked in their buttons\n")
        }
        stderr.write(run.summary(gate) + "\n")
        return project.errors.isEmpty && code.errors.isEmpty && missingFonts.isEmpty
            && (arguments[RunWideOptions.writeBaseline] != nil || run.failing(gate).isEmpty)
    }

    /// Which fonts the app brings, said once by `command` (lint, frames): how many files, their names, and each Info.plist's UIAppFonts that
    /// names no file under the folders (a warning: that font is measured only if installed or in --font-dir).
    static func appFontsReport(_ fonts: AppFonts, command: String = "lint") -> String {
        var out = ""
        for error in fonts.errors { out += "\(error.file)" + (error.line.map { ":\($0)" } ?? "") + ": warning: \(error.message)\n" }
        if !fonts.files.isEmpty {
            let names = fonts.files.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
            let listed = Set(fonts.declared.compactMap(\.file))
            let plists = Set(fonts.declared.map(\.plist)).sorted()
            out += "\(command): the app's fonts: \(fonts.files.count) file\(fonts.files.count == 1 ? "" : "s") (\(names.joined(separator: ", ")))"
                + (plists.isEmpty ? "" : "; \(listed.count) listed in UIAppFonts of \(plists.joined(separator: ", "))") + "\n"
        }
        for entry in fonts.declared where entry.file == nil {
            out += "\(entry.plist):\(entry.line): warning: UIAppFonts lists '\(entry.name)', but no file of that name is under the folders "
                + "(give its folder with --font-dir DIR)\n"
        }
        return out
    }

    static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// `lint --list-buttons --json`: each button with its request (the layout fields as a lint config
    /// or a batch `layout` line spells them), where each field came from and its translations.
    static func listing(_ lint: InterfaceBuilderLint, errors: [CatalogError]) -> JSON {
        .object([
            ("buttons", .array(lint.listed.map { button in
                var translations: [(String, JSON)] = []
                for (locale, value) in button.translations where !translations.contains(where: { $0.0 == locale }) {
                    translations.append((locale, value.map(JSON.string) ?? .null))
                }
                return .object([
                    ("file", .string(button.file)), ("line", .number(Double(button.line))), ("objectID", .string(button.objectID)),
                    ("title", .string(button.title)), ("keys", .array(button.keys.map(JSON.string))),
                    ("request", .object(button.fields.map { ($0.name, $0.value.json) })),
                    ("sources", .object(button.fields.map { ($0.name, .string(button.sources[$0.name] ?? "default")) })),
                    ("translations", .object(translations)),
                    ("notes", .array(button.notes.map(JSON.string))),
                ])
            })),
            ("skipped", .array(lint.skipped.map {
                .object([("file", .string($0.file)), ("line", .number(Double($0.line))), ("objectID", .string($0.objectID)),
                         ("reason", .string($0.reason))])
            })),
            ("errors", .array(errors.map {
                .object([("file", .string($0.file)), ("line", .optional($0.line) { .number(Double($0)) }), ("message", .string($0.message))])
            })),
        ])
    }

    /// `lint --list-buttons`: a line per button (where, id, title, size, font, translated locales), then the skipped ones.
    static func listingTable(_ lint: InterfaceBuilderLint) -> String {
        func field(_ button: InterfaceBuilderLint.Listed, _ name: String) -> String? {
            button.fields.last { $0.name == name }.map { $0.value.json.stringValue ?? $0.value.json.text }
        }
        var rows = [["BUTTON", "ID", "TITLE", "SIZE", "FONT", "TRANSLATIONS"]]
        for button in lint.listed {
            let height = field(button, "height").map { ", height \($0) (\(button.sources["height"] ?? ""))" } ?? ""
            let size = field(button, "bounds").map { "bounds \($0)" } ?? field(button, "max-width").map { "max-width \($0)" } ?? ""
            let font = [field(button, "font"), field(button, "text-style") ?? field(button, "size"), field(button, "weight")]
                .compactMap { $0 }.joined(separator: " ") + (button.fields.contains { $0.name == "title-runs" } ? " + title runs" : "")
            let locales = button.translations.map { $0.locale + ($0.value == nil ? " (missing)" : "") }
            rows.append(["\(button.file):\(button.line)", button.objectID, button.title.escapingControlCharacters,
                         size + " (\(button.sources[button.fields.contains { $0.name == "bounds" } ? "bounds" : "max-width"] ?? ""))" + height,
                         font, locales.joined(separator: ", ")])
        }
        var out = alignedColumns(rows)
        for skip in lint.skipped { out += "skipped \(skip.file):\(skip.line) \(skip.objectID): \(skip.reason)\n" }
        out += "\(lint.listed.count) buttons to check, \(lint.skipped.count) skipped\n"
        return out
    }

    static func loadConfig(_ path: String, requiresButtons: Bool = true) throws -> LintConfig {
        let text = try readTextFile(path, what: "config")
        return try diagnosing { try LintConfig(text: text, path: path, requiresButtons: requiresButtons) }
    }

    /// A catalog or document error as a compiler diagnostic: `path:line: error: message`.
    static func diagnostic(_ error: CatalogError) -> String {
        "\(error.file)" + (error.line.map { ":\($0)" } ?? "") + ": error: \(error.message)"
    }

    /// Catalog and config errors as compiler diagnostics (`path:line: error: …`), which Xcode and
    /// editors pick up, and exit 1.
    static func diagnosing<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as CatalogError {
            throw Diagnostic(diagnostic(error))
        } catch let error as LintConfigError {
            throw Diagnostic(error.description)
        }
    }
}

/// A failure already written as `path:line: error: …` lines: printed without the `Error: ` prefix, exit 1
/// (2 for lint inputs that are not there: a path that does not exist, a folder with nothing to check).
struct Diagnostic: Error, CustomStringConvertible {
    var description: String
    var exitCode: Int32
    init(_ description: String, exitCode: Int32 = ButtonSizerCLI.exitFailure) {
        self.description = description
        self.exitCode = exitCode
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

/// What the app's sources say about titles set in code: every assignment ``CodeTitleScanner`` finds in
/// the project's Swift and Objective-C files, and (when a button's outlet is given a literal key) the
/// strings of the catalogs no document owns, where those keys are looked up.
/// A file that cannot be read is an error naming it; the others are still read.
struct CodeTitles {
    var assignments: [CodeTitleScanner.Assignment] = []
    var localizable: [LocalizedString] = []
    var errors: [CatalogError] = []

    init(project: InterfaceBuilderProject, defaultLocale: String) {
        (assignments, errors) = CodeTitleScanner.scan(files: project.sourceFiles)
        // The catalogs are read only when a button's outlet is given a literal key.
        let outlets = Set(project.files.flatMap { file in
            let buttons = Set(file.document.allViews.filter { $0.view.element == "button" }.map(\.view.id))
            return file.document.outlets.filter { buttons.contains($0.destination) }.compactMap(\.property)
        })
        guard assignments.contains(where: { $0.key != nil && outlets.contains($0.property) }) else { return }
        for path in project.otherCatalogs {
            do {
                localizable += try CatalogReader.read(path: path, defaultLocale: defaultLocale)
            } catch {
                errors.append(error)
            }
        }
    }
}
