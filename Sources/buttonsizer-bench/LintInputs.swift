import ButtonSizerEngine
import GlyphMetrics
import JSONText
import Localization
#if canImport(Glibc)
import Glibc
#endif

/// The lint row: whole `buttonsizer lint --hermetic --workers 1` processes pinned to one core on the
/// Interface Builder app fixtures (every storyboard parsed, every translation laid out), beside
/// `lint --list-buttons` on the same files (parse and discovery only) as the baseline of the same run.
struct LintRow {
    var name: String
    var documents: Int
    /// Median seconds of the parse-only and the full runs, and the full run's CPU seconds.
    var parse: Double
    var lint: Double
    var lintCPU: Double
    var failed: Bool
}

#if DEBUG
let buildKindName = "debug"
#else
let buildKindName = "release"
#endif

/// The app fixtures of Tests/Fixtures/IB (real apps, with their translations).
let lintAppFolders = ["duckduckgo-ios", "home-assistant-ios"].map { sourceRoot + "/Tests/Fixtures/IB/" + $0 }

/// `paths` linted `runs` times in turn with the parse-only run (so drifting load touches both alike),
/// on one core (`taskset -c 0` when installed) with one worker.
func lintRow(_ name: String, paths: [String], documents: Int, runs: Int) -> LintRow {
    let pin = which("taskset").map { [$0, "-c", "0"] } ?? []
    var parse: [ChildRun] = [], lint: [ChildRun] = []
    for _ in 0..<runs {
        parse.append(runChild(pin + [tool, "lint", "--hermetic", "--list-buttons", "--workers", "1"] + paths))
        lint.append(runChild(pin + [tool, "lint", "--hermetic", "--workers", "1"] + paths))
    }
    return LintRow(name: name, documents: documents, parse: median(parse.map(\.seconds)), lint: median(lint.map(\.seconds)),
                   lintCPU: median(lint.map(\.cpuSeconds)), failed: (parse + lint).contains { $0.status != 0 })
}

/// A larger app made of `copies` copies of each app fixture folder under a scratch folder (each copy its
/// own project, so every document keeps its own translations); returns the scratch folder.
func copiedApps(_ copies: Int) -> String {
    let folder = "/tmp/buttonsizer-bench-\(getpid())-apps"
    for index in 0..<copies {
        for app in lintAppFolders {
            let target = folder + "/\(index)"
            _ = runChild(["/bin/mkdir", "-p", target])
            _ = runChild(["/bin/cp", "-R", app, target + "/"])
        }
    }
    return folder
}

/// The lint rows: the two app fixtures as they are, and a larger app of 50 copies of each (5 with `quick`).
func lintRows(quick: Bool) -> [LintRow] {
    let runs = quick ? 1 : 5, copies = quick ? 5 : 50
    let scratch = copiedApps(copies)
    defer { _ = runChild(["/bin/rm", "-rf", scratch]) }
    return [
        lintRow("DuckDuckGo HomeRow + Home Assistant Onboarding", paths: lintAppFolders, documents: lintAppFolders.count, runs: runs),
        lintRow("\(copies) copies of each", paths: [scratch], documents: copies * lintAppFolders.count, runs: runs),
    ]
}

func printLintRows(_ rows: [LintRow]) {
    print("lint: whole `buttonsizer lint --hermetic --workers 1` processes on one core (taskset -c 0) on the Interface Builder")
    print("app fixtures (every document parsed, every translation laid out), median of the runs in turn with the baseline:")
    print("read and solved, `lint --list-buttons` on the same files (discovery, reading, and each document with buttons laid out by Auto Layout for their widths; no title checked)")
    print("")
    print("| input | IB documents | read and solved | lint | lint / read | lint CPU s |")
    print("|---|---:|---:|---:|---:|---:|")
    for row in rows {
        print("| \(row.name) | \(row.documents) | \(fixed(row.parse * 1000, 1)) ms | \(fixed(row.lint * 1000, 1)) ms | "
              + "\(fixed(row.lint / row.parse)) | \(fixed(row.lintCPU, 3)) |")
    }
    if rows.contains(where: \.failed) { print("\nwarning: a lint run exited with a non-zero status") }
}

/// The issue's target: the app lints in under a second on one core.
func printLintTarget(_ rows: [LintRow]) {
    guard let app = rows.first else { return }
    print("| lint of the app fixtures < 1 s on one core | \(fixed(app.lint * 1000, 1)) ms (\(app.documents) IB documents) | "
          + "\(verdict(app.lint < 1)) |")
}

/// The catalog lint rows (issue 27): whole `buttonsizer lint --hermetic --config lint.json` processes on
/// Benchmarks/lint-catalog (14,700 real strings in 50 locales, one row each; its README says where they
/// come from), with 1 worker pinned to one core (`taskset -c 0`) and with 2 workers, and the same with a
/// baseline build (`--baseline-tool`) on one core, `runs` times each in turn; medians, and the peak
/// resident memory. Lint exits 1 here (the catalog has titles that truncate): only other statuses fail.
struct CatalogLintRow {
    var rows = 14_700
    var one: ChildRun
    var two: ChildRun
    var baselineOne: ChildRun?
    /// Issue 39's baselines, one worker on one core: a `batch` process measuring each row's text at the
    /// config's font (one line, no limit), and one laying each row out as lint lays it (its `layout` answer).
    var measure: ChildRun
    var layout: ChildRun
    var failed: Bool
}

/// The catalog's rows as `batch` lines: `measure` lines (each text in the config's font: its size and
/// weight) and `layout` lines (the config's `defaults` overridden by the first button whose key pattern
/// matches, as lint chooses: LintConfig.button(for:)). lint.json's fields are the batch fields of the same
/// names; its key patterns are `prefix*` globs.
func catalogBatchLines(folder: String, catalogs: [String]) -> (measure: [String], layout: [String]) {
    guard let bytes = readBytes(folder + "/lint.json"),
          let config = try? JSONReader.parse(bytes, source: "lint.json"),
          let defaults = config["defaults"]?.members, case .array(let buttons)? = config["buttons"]?.kind,
          let strings = try? CatalogReader.readAll(paths: catalogs) else { return ([], []) }
    func matches(_ button: JSONNode, _ key: String) -> Bool {
        guard case .array(let patterns)? = button["keys"]?.kind else { return false }
        return patterns.contains { $0.string.map { key.hasPrefix($0.hasSuffix("*") ? String($0.dropLast()) : $0) } ?? false }
    }
    func fields(_ members: [JSONNode.Member]) -> String {
        members.map { "\"\($0.key)\":\(JSON($0.value).text)" }.joined(separator: ",")
    }
    let font = fields(defaults.filter { $0.key == "size" || $0.key == "weight" })
    var measure: [String] = [], layout: [String] = []
    for string in strings {
        guard let text = string.value?.jsonEscaped else { continue }
        let own = (buttons.first { matches($0, string.key) }?.members ?? []).filter { $0.key != "keys" }
        let merged = defaults.filter { field in !own.contains { $0.key == field.key } } + own
        measure.append(#"{"id":\#(measure.count),"command":"measure","text":"\#(text)",\#(font)}"#)
        layout.append(#"{"id":\#(layout.count),"command":"layout","title":"\#(text)",\#(fields(merged))}"#)
    }
    return (measure, layout)
}

/// The bytes of the file at `path`, or nil when it cannot be read.
func readBytes(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 65_536)
    while case let count = fread(&buffer, 1, buffer.count, file), count > 0 { bytes += buffer[..<count] }
    return bytes
}

/// Benchmarks/lint-catalog and its 50 catalogs' paths.
func lintCatalog() -> (folder: String, catalogs: [String]) {
    let folder = sourceRoot + "/Benchmarks/lint-catalog"
    let catalogs = ((try? listDirectory(folder)) ?? []).filter { $0.hasSuffix(".lproj") }.sorted()
        .map { folder + "/" + $0 + "/Localizable.strings" }
    return (folder, catalogs)
}

/// Writes the catalog rows' `batch` inputs (``catalogBatchLines(folder:catalogs:)``) as
/// `PREFIXmeasure.jsonl` and `PREFIXlayout.jsonl` in `directory` (to count whole processes, and for the
/// timed catalog rows); returns their paths and line count.
@discardableResult
func writeCatalogBatchInputs(to directory: String, prefix: String = "catalog-") -> (measure: String, layout: String, count: Int) {
    let (folder, catalogs) = lintCatalog()
    let lines = catalogBatchLines(folder: folder, catalogs: catalogs)
    let paths = [("measure", lines.measure), ("layout", lines.layout)].map { name, lines in
        let path = directory + "/" + prefix + name + ".jsonl"
        BatchInput.write(BatchInput.Input(name: name, count: lines.count) { lines[$0] }, to: path)
        return path
    }
    return (paths[0], paths[1], lines.layout.count)
}

func catalogLint(baseline: String?, runs: Int) -> CatalogLintRow {
    let (folder, catalogs) = lintCatalog()
    let pin = which("taskset").map { [$0, "-c", "0"] } ?? []
    func lint(_ binary: String, workers: Int, pinned: Bool) -> ChildRun {
        runChild((pinned ? pin : []) + [binary, "lint", "--hermetic", "--workers", String(workers),
                                        "--config", folder + "/lint.json"] + catalogs)
    }
    let written = writeCatalogBatchInputs(to: "/tmp", prefix: "buttonsizer-bench-\(getpid())-catalog-")
    let inputs = [written.measure, written.layout]
    defer { inputs.forEach { unlink($0) } }
    func batch(_ input: String) -> ChildRun { runChild(pin + [tool, "batch", "--hermetic", "--workers", "1", "--input", input]) }
    var one: [ChildRun] = [], two: [ChildRun] = [], base: [ChildRun] = [], measure: [ChildRun] = [], layout: [ChildRun] = []
    for _ in 0..<runs {
        one.append(lint(tool, workers: 1, pinned: true))
        two.append(lint(tool, workers: 2, pinned: false))
        if let baseline { base.append(lint(baseline, workers: 1, pinned: true)) }
        measure.append(batch(inputs[0]))
        layout.append(batch(inputs[1]))
    }
    /// The run of median time, so its CPU seconds and peak memory go with it.
    func middle(_ runs: [ChildRun]) -> ChildRun { runs.sorted { $0.seconds < $1.seconds }[runs.count / 2] }
    let exitedBadly = (one + two + base).contains { $0.status != 0 && $0.status != 1 << 8 }
        || (measure + layout).contains { $0.status != 0 }
    return CatalogLintRow(one: middle(one), two: middle(two), baselineOne: base.isEmpty ? nil : middle(base),
                          measure: middle(measure), layout: middle(layout),
                          failed: exitedBadly || catalogs.count != 50 || written.count != 14_700)
}

func printCatalogLint(_ row: CatalogLintRow) {
    print("lint of Benchmarks/lint-catalog (\(row.rows) rows, 50 locales): whole `buttonsizer lint --hermetic` processes, median run")
    print("")
    print("| build | workers | seconds | rows/s | CPU s | peak memory |")
    print("|---|---:|---:|---:|---:|---:|")
    func line(_ build: String, _ workers: String, _ run: ChildRun) {
        print("| \(build) | \(workers) | \(fixed(run.seconds)) | \(Int(Double(row.rows) / run.seconds)) | \(fixed(run.cpuSeconds)) | "
              + "\(fixed(Double(run.maxResidentKilobytes) / 1024, 1)) MB |")
    }
    line("this build", "1 (taskset -c 0)", row.one)
    line("this build", "2", row.two)
    if let base = row.baselineOne { line("baseline", "1 (taskset -c 0)", base) }
    print("")
    print("The same rows as whole `buttonsizer batch --hermetic --workers 1` processes on one core: each text measured (one line,")
    print("the config's font), and each laid out as lint lays it (a `layout` line: the config's fields for its key)")
    print("")
    print("| process | seconds | rows/s | × measuring |")
    print("|---|---:|---:|---:|")
    for (name, run) in [("batch, measure", row.measure), ("batch, layout", row.layout), ("lint, 1 worker", row.one)] {
        print("| \(name) | \(fixed(run.seconds)) | \(Int(Double(row.rows) / run.seconds)) | \(fixed(run.seconds / row.measure.seconds)) |")
    }
    if row.failed { print("\nwarning: a catalog lint run failed (exit status other than 0 or 1, or catalogs missing)") }
}

func printCatalogLintTargets(_ row: CatalogLintRow) {
    if let base = row.baselineOne {
        let speedup = base.seconds / row.one.seconds
        print("| catalog lint ≥ 3 × faster than the baseline, 1 worker | × \(fixed(speedup)) | \(verdict(speedup >= 3)) |")
    }
    let layout = row.layout.seconds / row.measure.seconds, lint = row.one.seconds / row.measure.seconds
    print("| catalog layout answers ≤ 1.5 × measuring the same texts, 1 worker (issue 39) | × \(fixed(layout)) | \(verdict(layout <= 1.5)) |")
    print("| catalog lint ≤ 2 × measuring the same texts, 1 worker (issue 39) | × \(fixed(lint)) | \(verdict(lint <= 2)) |")
    let scaling = row.one.seconds / row.two.seconds
    print("| catalog lint ≥ 1.75 × faster with 2 workers than 1 | × \(fixed(scaling)) | \(verdict(scaling >= 1.75)) |")
}

/// The names in `path`, without "." and "..".
func listDirectory(_ path: String) throws -> [String] {
    guard let directory = opendir(path) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if name != "." && name != ".." { names.append(name) }
    }
    return names
}

// MARK: Screen lint, whole processes (issue 39 item 3's last row)

/// The whole-process screen lint row: `buttonsizer lint --screens --hermetic --device phones --format json` on a real
/// app's screens with their translations (Tests/Fixtures/IB/home-assistant-ios: the Home Assistant onboarding
/// storyboard in 20 locales), pinned to one core, beside the baseline of the same run: one `buttonsizer batch
/// --hermetic --workers 1` process measuring the same texts, each checked row's shown text at its font's size, once.
struct ScreenLintProcessRow {
    var name: String
    var rows: Int
    var texts: Int
    var lint: ChildRun
    var measure: ChildRun
    var failed: Bool
}

func screenLintProcessRow(runs: Int) throws -> ScreenLintProcessRow {
    let app = sourceRoot + "/Tests/Fixtures/IB/home-assistant-ios"
    let engine = Engine(measurer: try TextMeasurer(library: FontLibrary(scope: .hermetic)))
    let answer = engine.screens(ScreensRequest(paths: [app], devices: try ScreensRequest.devices("phones")))
    var lines: [String] = []
    for row in answer.rows {
        guard let fit = row.fit, let shown = row.shown else { continue }
        let parts = fit.font.split(separator: " ")
        let size = parts.last.flatMap { Double($0) } ?? 17
        let family = parts.dropLast().joined(separator: " ")
        let font = family == "system" ? "" : #","font":"\#(family.jsonEscaped)""#
        let text = shown.jsonEscaped.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\\n")
        lines.append(#"{"id":\#(lines.count),"command":"measure","text":"\#(text)","size":\#(fixed(size, 2))\#(font)}"#)
    }
    let path = "/tmp/buttonsizer-bench-\(getpid())-screen-texts.jsonl"
    BatchInput.write(BatchInput.Input(name: "screen texts", count: lines.count) { lines[$0] }, to: path)
    defer { unlink(path) }
    let pin = which("taskset").map { [$0, "-c", "0"] } ?? []
    var lint: [ChildRun] = [], measure: [ChildRun] = []
    for _ in 0..<runs {
        measure.append(runChild(pin + [tool, "batch", "--hermetic", "--workers", "1", "--input", path]))
        lint.append(runChild(pin + [tool, "lint", "--screens", "--hermetic", "--device", "phones", "--format", "json", app]))
    }
    func middle(_ runs: [ChildRun]) -> ChildRun { runs.sorted { $0.seconds < $1.seconds }[runs.count / 2] }
    // lint exits 1 when a row fails (the app has truncating translations): only other statuses fail the row.
    let failed = measure.contains { $0.status != 0 } || lint.contains { $0.status != 0 && $0.status != 1 << 8 }
    return ScreenLintProcessRow(name: "Home Assistant onboarding (Tests/Fixtures/IB/home-assistant-ios), --device phones",
                                rows: answer.rows.count, texts: lines.count, lint: middle(lint), measure: middle(measure), failed: failed)
}

func printScreenLintProcessRow(_ row: ScreenLintProcessRow, runs: Int) {
    print("Screen lint, whole processes on one core (taskset -c 0), median of \(runs) runs in turn: `buttonsizer lint --screens --hermetic")
    print("--device phones --format json APP` against one `buttonsizer batch --hermetic --workers 1` process measuring the same")
    print("texts (each checked row's shown text at its font's size, once)")
    print("")
    print("| input | rows | texts measured | measuring the texts | lint --screens | lint / measuring | lint CPU s |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    print("| \(row.name) | \(row.rows) | \(row.texts) | \(fixed(row.measure.seconds * 1000, 1)) ms | \(fixed(row.lint.seconds * 1000, 1)) ms | "
          + "\(fixed(row.lint.seconds / row.measure.seconds)) | \(fixed(row.lint.cpuSeconds, 3)) |")
    if row.failed { print("\nwarning: a run exited with an unexpected status") }
}
