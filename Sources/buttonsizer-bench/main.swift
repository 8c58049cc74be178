// buttonsizer-bench: the cost of measuring against the cost of shaping, measured in one run.
// `make bench` builds it in release mode and runs it: times (medians, the machine named) and ratios
// against baselines measured in the same run. `make bench-instructions` runs it under callgrind for
// instruction counts per label, which do not move with the noise of a shared machine.
import ButtonSizer
import GlyphMetrics
#if canImport(Glibc)
import Glibc
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
func value(after flag: String) -> String? {
    arguments.firstIndex(of: flag).flatMap { arguments.index(after: $0) < arguments.count ? arguments[$0 + 1] : nil }
}
let quick = arguments.contains("--quick")  // fewer rounds and lines, for a smoke test
let inProcessOnly = arguments.contains("--in-process")  // skip the batch and start-up runs (for profiling)
let sweepOnly = arguments.contains("--sweep")  // only the Dynamic Type sweep rows (times or instructions)
let rounds = quick ? 3 : 9
let repeatedLines = quick ? 10_000 : 100_000
let alternatingLines = quick ? 6_000 : 60_000
let wrappingLines = quick ? 2_000 : 20_000
let memoryLines = quick ? 50_000 : 1_000_000
let spawnRuns = quick ? 5 : 31
let batchRuns = quick ? 1 : 3
/// The scaling targets are about two workers (this machine's cores, and the common CI runner).
let batchWorkers = 2

// MARK: - Corpus

struct Label {
    var language: String
    var text: String
    /// The bundled font that draws most of the label: what a raw shaper would be given.
    var primaryFont: String
}

func primaryFontFile(_ language: String) -> String {
    switch language {
    case "zh-Hans", "ja", "ko": "NotoSansCJK-Regular.ttc"
    case "ar": "NotoSansArabic-Regular.ttf"
    case "he": "NotoSansHebrew-Regular.ttf"
    case "hi": "NotoSansDevanagari-Regular.ttf"
    case "th": "NotoSansThai-Regular.ttf"
    default: "Inter-Regular.otf"
    }
}

let sourceRoot = String(#filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/")
let corpusPath = sourceRoot + "/Benchmarks/corpus.tsv"
func readCorpus(_ path: String) -> [Label] {
    guard let file = fopen(path, "r") else { fatalError("cannot open \(path)") }
    defer { fclose(file) }
    var labels: [Label] = []
    var line: UnsafeMutablePointer<CChar>?
    var capacity = 0
    while getline(&line, &capacity, file) > 0, let line {
        let text = String(cString: line).trimmingCharacters(in: "\n")
        let parts = text.split(separator: "\t", maxSplits: 1)
        guard parts.count == 2 else { continue }
        labels.append(Label(language: String(parts[0]), text: String(parts[1]),
                            primaryFont: BundledFonts.path(primaryFontFile(String(parts[0])))))
    }
    free(line)
    return labels
}

let labels = readCorpus(corpusPath)
let languages = Set(labels.map(\.language))

if let path = value(after: "--write-fixture") {  // regenerates the batch byte-identity test's input
    BatchInput.write(BatchInput.fixture(labels), to: path)
    exit(0)
}
if let directory = value(after: "--write-batch-inputs") {  // the batch rows' inputs, to count whole processes
    for input in [BatchInput.distinct(labels), BatchInput.repeated(labels, count: repeatedLines),
                  BatchInput.alternating(labels, count: alternatingLines)] {
        BatchInput.write(input, to: directory + "/" + input.name + ".jsonl")
    }
    writeCatalogBatchInputs(to: directory)
    exit(0)
}

var buffer = [CChar](repeating: 0, count: 4096)
let exeLength = readlink("/proc/self/exe", &buffer, buffer.count - 1)
let exePath = String(decoding: buffer[..<max(0, exeLength)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
let binDirectory = exePath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
let tool = binDirectory + "/buttonsizer"

if arguments.contains("--lint") {  // only the lint rows (whole processes, no in-process work)
    // `--lint-catalog`: only the catalog's rows.
    let rows = arguments.contains("--lint-catalog") ? [] : lintRows(quick: quick)
    let catalog = catalogLint(baseline: value(after: "--baseline-tool"), runs: quick ? 1 : 5)
    print("ButtonSizer lint benchmark (\(buildKindName) build)")
    print("")
    if !rows.isEmpty {
        printLintRows(rows)
        print("")
    }
    printCatalogLint(catalog)
    print("")
    print("| target | measured | |")
    print("|---|---:|---|")
    printLintTarget(rows)
    printCatalogLintTargets(catalog)
    exit(rows.contains(where: \.failed) || catalog.failed ? 1 : 0)
}

if arguments.contains("--layout") {  // only the Auto Layout rows (`--only layoutSolve,layoutResolve,layoutTexts`: those)
    let only = value(after: "--only").map { Set($0.split(separator: ",").map(String.init)) }
    // One real app, whole: Pocket Casts' 178 documents (the corpus' round 4).
    let corpus = LayoutCorpus(path: sourceRoot + "/Tests/Fixtures/AutoLayoutCorpus/pocket-casts-ios", labels: labels)
    let layoutMeasurer = try TextMeasurer(library: FontLibrary(scope: .hermetic))
    print("ButtonSizer Auto Layout benchmark (\(buildKindName) build)")
    let cold = try layoutTimes(corpus, measurer: layoutMeasurer, rounds: rounds, only: only, cold: true)
    var warmOnly = only ?? ["layoutSolve", "layoutResolve"]
    warmOnly.remove("layoutTexts")
    let warm = try layoutTimes(corpus, measurer: layoutMeasurer, rounds: rounds, only: warmOnly, cold: false)
    printLayoutRows(cold: cold, warm: warm, corpus, rounds: rounds)
    exit(0)
}

if arguments.contains("--screens") {  // only the screen-lint row (issue 37)
    let corpus = LayoutCorpus(path: sourceRoot + "/Tests/Fixtures/AutoLayoutCorpus", labels: labels)
    let screenMeasurer = try TextMeasurer(library: FontLibrary(scope: .hermetic))
    let devices = screenDevices()
    print("ButtonSizer screen lint benchmark (\(buildKindName) build)")
    let times = try screenTimes(corpus, measurer: screenMeasurer, devices: devices, rounds: rounds)
    printScreenRows(times, corpus, devices: devices, rounds: rounds)
    print("")
    let processRuns = quick ? 1 : 5
    printScreenLintProcessRow(try screenLintProcessRow(runs: processRuns), runs: processRuns)
    exit(0)
}

// Peak memory first, while this process is small: Linux starts a spawned child's peak resident
// memory at its parent's (the child shares the parent's memory until it execs).
let measuresProcesses = !inProcessOnly && !arguments.contains(where: { $0.hasPrefix("--profile") || $0 == "--phase"
    || $0 == "--instructions" })
let batchMemory: ChildRun? = measuresProcesses ? {
    let path = "/tmp/buttonsizer-bench-\(getpid())-memory.jsonl"
    BatchInput.write(BatchInput.repeated(labels, count: memoryLines), to: path)
    defer { unlink(path) }
    return runChild([tool, "batch", "--hermetic", "--input", path])
}() : nil

// MARK: - In-process work, one round each: the same functions are timed and counted

// The rows named …WithoutWords measure with the shaped-word cache off (ShapedWords): the code path
// before it, as the baseline of the same run.
if value(after: "--phase")?.hasSuffix("WithoutWords") == true { setenv("BUTTONSIZER_SHAPED_WORDS", "0", 1) }

let inter = FontSpec(name: BundledFonts.defaultFontPath, size: 17)
let measurer = try TextMeasurer(library: FontLibrary(scope: .hermetic))
let requests = labels.map { TextRequest(text: $0.text, font: inter, maxWidth: nil, maxLines: 1) }
/// The same titles in `--font system` with no SF given: the metric-compatible system font (issue 31).
let systemRequests = labels.map { TextRequest(text: $0.text, font: .system(size: 17), maxWidth: nil, maxLines: 1) }
/// The same titles as labels at the widths a screen gives them (issue 39 item 3): a 375 pt iPhone screen less
/// 16 pt margins on each side (343 pt), one line truncated at the tail and wrapping (`numberOfLines = 0`),
/// and wrapping in a half-screen column (160 pt), each measured cold as the cold row is.
let screenWidth = 343.0, columnWidth = 160.0
let labelOneLineRequests = labels.map {
    TextRequest(text: $0.text, font: inter, maxWidth: screenWidth, maxLines: 1, lineBreakMode: .truncatingTail)
}
let labelWrappingRequests = labels.map {
    TextRequest(text: $0.text, font: inter, maxWidth: screenWidth, maxLines: 0, lineBreakMode: .wordWrapping)
}
let labelColumnRequests = labels.map {
    TextRequest(text: $0.text, font: inter, maxWidth: columnWidth, maxLines: 0, lineBreakMode: .wordWrapping)
}
let floor = HarfBuzzFloor()
let sizer = ButtonSizer(measurer: measurer)
let specs = labels.map { label in
    ButtonSpec(title: label.text, titleFont: inter, imageSize: Size(width: 20, height: 20),
               profile: .configuration(ConfigurationParameters(
                   imagePadding: 8, contentInsets: DirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16))))
}
let bounds = Size(width: 200, height: 44)

// MARK: - Dynamic Type sweep

// Every title at all 12 content size categories of `body` (14…53 pt), cold (text caches cleared first)
// and warm: (a) in the static bundled Inter, where one shaping (in font units) serves every size;
// (b) in a variable font with `opsz` 6…72 (the committed test font), where each optical size is its
// own face and needs its own shaping. Each is compared with a single-size (17 pt, L) measure in the same
// font. A sweep is one `measure(_:contentSizes:scaledSizes:)` call per title, all 12 sizes at once.
// A sweep asks 12 × 1458 distinct questions; the result cache is two generations per shard (an
// approximate LRU), so a cyclic working set must fit in half of each shard with room for the spread of
// keys over shards: this measurer is sized for one sweep at a time (4 × its questions) and emptied before
// each font (the default 20,000 would thrash and answer most warm requests as misses).
let sweepMeasurer = try TextMeasurer(library: FontLibrary(scope: .hermetic), cacheCapacity: 4 * 12 * labels.count)
let opszFont = FontSpec(name: sourceRoot + "/Tests/Fixtures/Fonts/ButtonSizerTestOpsz.ttf", size: 17)
let categories = ContentSizeCategory.allCases

/// One font's sweep questions: each title in `body` at L (17 pt), and each title to be asked at the
/// 12 categories (its font's text style `body` gives the sizes).
struct SweepRequests {
    var single: [TextRequest]
    var sweep: [TextRequest]

    init(_ font: FontSpec) throws {
        var body = font
        body.textStyle = .body
        sweep = labels.map { TextRequest(text: $0.text, font: body, maxWidth: nil, maxLines: 1) }
        single = try sweep.map { request in
            var sized = request
            sized.font = try body.at(.large)
            return sized
        }
    }
}
let staticRequests = try SweepRequests(inter), opszRequests = try SweepRequests(opszFont)

/// The warm-up of a counted sweep round: the text caches emptied, then every question asked once (fonts
/// open, fallback decisions made; a warm round then finds every answer).
@MainActor func prepareSweep(_ requests: SweepRequests, allSizes: Bool = true) throws {
    sweepMeasurer.clearCache()
    if allSizes {
        for request in requests.sweep { _ = try sweepMeasurer.measure(request, contentSizes: categories) }
    } else {
        for request in requests.single { _ = try sweepMeasurer.measure(request) }
    }
}

@MainActor @inline(never) func sweepSingleSizeRound(_ requests: SweepRequests, cold: Bool) throws -> Double {
    if cold { sweepMeasurer.clearCache() }
    var total = 0.0
    for request in requests.single { total += try sweepMeasurer.measure(request).width }
    return total
}

@MainActor @inline(never) func sweepAllSizesRound(_ requests: SweepRequests, cold: Bool) throws -> Double {
    if cold { sweepMeasurer.clearCache() }
    var total = 0.0
    for request in requests.sweep {
        for answer in try sweepMeasurer.measure(request, contentSizes: categories) { total += answer.width }
    }
    return total
}

/// `$BUTTONSIZER_BENCH_LANGUAGE` (a corpus language, `de`): the indices of that language's labels, the only ones
/// the floor and shaped-word phases count, for one language's row (`--phase` under callgrind; docs/performance.md).
let countedLabels: [Int]? = getenv("BUTTONSIZER_BENCH_LANGUAGE").map { variable in
    let language = String(cString: variable)
    return labels.indices.filter { labels[$0].language == language }
}
/// The labels the floor counts: chosen before its round, which counts only `hb_shape`'s work.
let floorLabels = countedLabels.map { $0.map { labels[$0] } } ?? labels

// Each round is its own function that is never inlined, so callgrind can count exactly its
// instructions (`--toggle-collect=*roundName*`); each is called only from a closure (a function passed
// as a value gets a thunk whose name matches too, and would toggle counting off again) and only for
// the counted round (warm-ups repeat the loop instead). Each returns a value that is consumed.
@MainActor @inline(never) func floorRound() -> Double {
    var total = 0
    for label in floorLabels { total += floor.advance(label.text, fontPath: label.primaryFont) }
    return Double(total)
}

/// A cold round: the text caches emptied, then every label measured (open fonts and per-code-point
/// fallback decisions stay: they belong to the fonts, not to the labels).
/// (One function for both cold rows, the titles in Inter and in the metric system font, each counted
/// in its own process: two copies were merged into one by the compiler, under neither name.)
@MainActor @inline(never) func coldRound(_ requests: [TextRequest]) throws -> Double {
    measurer.clearCache()
    var total = 0.0
    for request in requests { total += try measurer.measure(request).width }
    return total
}

// The warm and layout rounds read each request or spec in place from a buffer (`for x in array`, or
// `array[i]`, copies each one out of the array first: retains and releases the callee never asked
// for). No closure: callgrind would toggle counting off inside one whose name contains the round's.
let requestBuffer = inPlace(requests), specBuffer = inPlace(specs)
func inPlace<T>(_ array: [T]) -> UnsafeMutableBufferPointer<T> {
    let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: array.count)  // lives as long as the bench
    _ = buffer.initialize(from: array)
    return buffer
}

@MainActor @inline(never) func warmRound() throws -> Double {
    var total = 0.0
    for index in requestBuffer.indices { total += try measurer.measure(requestBuffer[index]).width }
    return total
}

/// The layout row, as a caller holding its specs in an array writes it: each spec copied out of the
/// array (one reference: a spec's fields are one stored object), laid out, the layout freed.
@MainActor @inline(never) func layoutRound() throws -> Double {
    var total = 0.0
    for spec in specs { total += try sizer.layout(spec, in: bounds).titleRect?.width ?? 0 }
    return total
}

/// What `buttonsizer layout --json` computes for each button: the layout in the same bounds with
/// its full report (trace, intrinsic size, truncation report with the bisection for the minimum
/// width): not the layout target's row, which is the frames a caller asking for a layout gets.
@MainActor @inline(never) func reportRound() throws -> Double {
    var total = 0.0
    for index in specBuffer.indices {
        total += try sizer.answer(specBuffer[index], proposal: .bounds(bounds)).truncation.minimumWidth ?? 0
    }
    return total
}

/// What every command that lays out runs (`buttonsizer layout --json`, batch, the service, lint):
/// `ButtonSizer.answer` (intrinsic size, `sizeThatFits` under the width limit, layout, truncation
/// report with its minimum width, trace) for a new title, the text caches emptied first as in the cold
/// round, so each row compares with the cold measure of the same titles. The specs are the layout
/// row's configuration buttons under `max-width` 200: one-line (`lines 1`, tail truncation) and
/// wrapping (the configuration's own `lines 0`, word wrapping).
let answerProposal = LayoutProposal.maxWidth(200)
let oneLineSpecBuffer = inPlace(specs.map { spec in
    var oneLine = spec
    oneLine.maxLines = 1
    oneLine.lineBreakMode = .truncatingTail
    return oneLine
})
/// The same titles in at most two lines, word-wrapped, as Benchmarks/lint-catalog lays out its `region.B*` and
/// `region.S*` keys: the form whose minimum width the search starts from the measurer's estimate (issue 39 item 2).
let twoLineSpecBuffer = inPlace(specs.map { spec in
    var twoLine = spec
    twoLine.maxLines = 2
    twoLine.lineBreakMode = .wordWrapping
    return twoLine
})

/// (One function for both answer rows, each counted in its own process, as ``coldRound(_:)``.)
@MainActor @inline(never) func answerRound(_ specs: UnsafeMutableBufferPointer<ButtonSpec>) throws -> Double {
    measurer.clearCache()
    var total = 0.0
    for index in specs.indices {
        total += try sizer.answer(specs[index], proposal: answerProposal).truncation.minimumWidth ?? 0
    }
    return total
}

/// One label measured: the counted part of the rounds that set up each label's caches themselves
/// (callgrind counts from each entry to its exit).
@MainActor @inline(never) func countedMeasure(_ request: TextRequest) throws -> Double { try measurer.measure(request).width }

/// The first label of a catalog, for every label: each measured with every text cache emptied before it
/// (the shaped-word cache too), so no word was seen before.
@MainActor func firstLabelRound() throws -> Double {
    var total = 0.0
    for request in requests {
        measurer.clearCache()
        total += try countedMeasure(request)
    }
    return total
}

@MainActor func answerAll(_ specs: UnsafeMutableBufferPointer<ButtonSpec>) throws {
    for index in specs.indices { _ = try sizer.answer(specs[index], proposal: answerProposal) }
}

/// Every label as a new title of a catalog whose other titles were measured: the caches emptied, the
/// other half of the corpus (every other label) measured, then this half (each label new to the
/// result and text caches; its words seen in the other half or earlier in this one); then the halves
/// swapped. Each label is counted once.
/// (`counting`: only those labels are counted, the others measured as well, uncounted.)
@MainActor func seenWordsRound(counting: Set<Int>? = nil) throws -> Double {
    let counting = counting ?? countedLabels.map(Set.init)
    var total = 0.0
    for half in 0..<2 {
        measurer.clearCache()
        for index in requests.indices where index % 2 != half { _ = try measurer.measure(requests[index]) }
        for index in requests.indices where index % 2 == half {
            if counting?.contains(index) ?? true {
                total += try countedMeasure(requests[index])
            } else {
                _ = try measurer.measure(requests[index])
            }
        }
    }
    return total
}

/// The labels whose runs of several words ``seenWordsRound(counting:)`` puts together wholly from kept
/// words (none shaped by HarfBuzz): found by running the round once, natively.
@MainActor func labelsWithEveryWordSeen() throws -> Set<Int> {
    var indices = Set<Int>()
    for half in 0..<2 {
        measurer.clearCache()
        for index in requests.indices where index % 2 != half { _ = try measurer.measure(requests[index]) }
        for index in requests.indices where index % 2 == half {
            let before = measurer.shapedWordReuse
            _ = try measurer.measure(requests[index])
            let after = measurer.shapedWordReuse
            if after.shaped == before.shaped && after.reused > before.reused { indices.insert(index) }
        }
    }
    return indices
}
var everyWordSeen: Set<Int> = []

/// The floor of the labels `indices`.
@MainActor @inline(never) func floorOfLabels(_ indices: Set<Int>) -> Double {
    var total = 0
    for index in labels.indices where indices.contains(index) {
        total += floor.advance(labels[index].text, fontPath: labels[index].primaryFont)
    }
    return Double(total)
}

/// The shaped-word cache's hit rate over `round` (words reused ÷ words in runs of several words).
@MainActor func wordHitRate(_ round: () throws -> Double) throws -> String {
    let before = measurer.shapedWordReuse
    _ = try round()
    let after = measurer.shapedWordReuse
    let reused = after.reused - before.reused, shaped = after.shaped - before.shaped
    return "\(reused) of \(reused + shaped) words reused (\(fixed(100 * Double(reused) / Double(max(1, reused + shaped)), 1)) %)"
}

@MainActor func measureAll() throws { for request in requests { _ = try measurer.measure(request) } }

/// The rounds `make bench-instructions` counts, each after a warm-up that leaves the state it needs
/// (fonts open, titles measured).
/// (`function`: the counted function's name; a sweep phase's `round` is counted from its first call.)
typealias Phase = (name: String, label: String, function: String, prepare: () throws -> Void, round: () throws -> Double)
/// The shaped-word rows (ShapedWords), beside the cold row.
let wordPhases: [Phase] = [
    ("coldWithoutWords", "cold, the shaped-word cache off (the code path before it)", "coldRound", measureAll,
     { try coldRound(requests) }),
    ("firstLabel", "first label of a catalog: every text cache emptied before each label", "countedMeasure",
     measureAll, { try firstLabelRound() }),
    ("firstLabelWithoutWords", "first label of a catalog, the shaped-word cache off", "countedMeasure",
     measureAll, { try firstLabelRound() }),
    ("seenWords", "new label, its words seen in the catalog's other labels", "countedMeasure",
     measureAll, { try seenWordsRound() }),
    ("seenAllWords", "new label whose every word was seen (the seenWords labels joined wholly)", "countedMeasure",
     { everyWordSeen = try labelsWithEveryWordSeen() }, { try seenWordsRound(counting: everyWordSeen) }),
    ("floorSeenAllWords", "floor: raw hb_shape of the same labels", "floorOfLabels",
     { everyWordSeen = try labelsWithEveryWordSeen() }, { floorOfLabels(everyWordSeen) }),
]
let phases: [Phase] = [
    ("floor", "floor: raw hb_shape in the label's primary font", "floorRound",
     { for label in labels { _ = floor.advance(label.text, fontPath: label.primaryFont) } }, { floorRound() }),
    ("cold", "cold: measure, text caches cleared, fallback from Inter", "coldRound", measureAll, { try coldRound(requests) }),
] + wordPhases + [
    ("labelOneLine", "label, one line (lines 1, tail), 343 pt wide, cold", "coldRound",
     { for request in labelOneLineRequests { _ = try measurer.measure(request) } }, { try coldRound(labelOneLineRequests) }),
    ("labelWrapping", "label, wrapping (lines 0, word), 343 pt wide, cold", "coldRound",
     { for request in labelWrappingRequests { _ = try measurer.measure(request) } }, { try coldRound(labelWrappingRequests) }),
    ("labelColumn", "label, wrapping (lines 0, word), 160 pt column, cold", "coldRound",
     { for request in labelColumnRequests { _ = try measurer.measure(request) } }, { try coldRound(labelColumnRequests) }),
    ("coldSystem", "cold: the same in --font system without SF (metric font)", "coldRound",
     { for request in systemRequests { _ = try measurer.measure(request) } }, { try coldRound(systemRequests) }),
    ("warm", "warm: measure, same labels again", "warmRound", measureAll, { try warmRound() }),
    ("layout", "layout: configuration button, warm title", "layoutRound",
     { for spec in specs { _ = try sizer.layout(spec, in: bounds) } }, { try layoutRound() }),
    ("report", "layout with its report (answer: trace, truncation, minimum width), warm title", "reportRound",
     { for spec in specs { _ = try sizer.answer(spec, proposal: .bounds(bounds)) } }, { try reportRound() }),
    ("answerOneLine", "answer: one-line configuration button, max-width 200, cold title", "answerRound",
     { try answerAll(oneLineSpecBuffer) }, { try answerRound(oneLineSpecBuffer) }),
    ("answerWrapping", "answer: wrapping configuration button, max-width 200, cold title", "answerRound",
     { try answerAll(specBuffer) }, { try answerRound(specBuffer) }),
    ("answerTwoLines", "answer: configuration button in two lines (word wrap), max-width 200, cold title", "answerRound",
     { try answerAll(twoLineSpecBuffer) }, { try answerRound(twoLineSpecBuffer) }),
] + [("static", "static Inter", staticRequests), ("opsz", "opsz font", opszRequests)].flatMap { kind, name, requests in
    [("\(kind)SingleCold", "sweep, \(name): cold single size (17 pt)", "sweepSingleSizeRound",
      { try prepareSweep(requests) }, { try sweepSingleSizeRound(requests, cold: true) }),
     ("\(kind)SweepCold", "sweep, \(name): cold, 12 sizes", "sweepAllSizesRound",
      { try prepareSweep(requests) }, { try sweepAllSizesRound(requests, cold: true) }),
     ("\(kind)SingleWarm", "sweep, \(name): warm single size (17 pt)", "sweepSingleSizeRound",
      { try prepareSweep(requests, allSizes: false) }, { try sweepSingleSizeRound(requests, cold: false) }),
     ("\(kind)SweepWarm", "sweep, \(name): warm, 12 sizes", "sweepAllSizesRound",
      { try prepareSweep(requests) }, { try sweepAllSizesRound(requests, cold: false) })]
}

if arguments.contains("--word-cache") {  // the shaped-word cache's hit rates alone (native, quick)
    print("shaped-word cache: cold round \(try wordHitRate { try coldRound(requests) }); "
          + "new labels \(try wordHitRate { try seenWordsRound() }); "
          + "labels with every word seen: \(try labelsWithEveryWordSeen().count) of \(labels.count)")
    exit(0)
}

if let name = value(after: "--phase") {  // one counted round, run under callgrind by --instructions
    guard let phase = phases.first(where: { $0.name == name }) else { fatalError("unknown phase \(name)") }
    try phase.prepare()
    print(try phase.round())
    exit(0)
}

let buildKind = buildKindName
let cpu = firstLine(of: "/proc/cpuinfo", startingWith: "model name") ?? "unknown CPU"
let cores = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))


if arguments.contains("--instructions") {
    guard let valgrind = which("valgrind") else { fatalError("valgrind is not installed (Debian: valgrind)") }
    // Swift seeds its hash per process; a fixed seed makes dictionary probes, and so the counts, repeat.
    setenv("SWIFT_DETERMINISTIC_HASHING", "1", 1)
    print("ButtonSizer instructions per label (\(buildKind) build, valgrind --tool=callgrind, deterministic hashing)")
    print("corpus: \(labels.count) button titles in \(languages.count) languages; one counted round after a warm-up")
    print("")
    print("| measurement | instructions per label |")
    print("|---|---:|")
    var perLabel: [String: Double] = [:]
    // `--only floor,cold,answerOneLine`: those rows alone (while working on one of them).
    let only = value(after: "--only").map { Set($0.split(separator: ",").map(String.init)) }
    let everyWordSeenCount = sweepOnly ? 0 : try labelsWithEveryWordSeen().count
    for phase in phases where (!sweepOnly || phase.function.hasPrefix("sweep")) && only?.contains(phase.name) ?? true {
        let items = phase.name.hasSuffix("eenAllWords") ? everyWordSeenCount : labels.count
        let out = "/tmp/buttonsizer-bench-\(getpid())-\(phase.name).callgrind"
        let run = runChild([valgrind, "--tool=callgrind", "--callgrind-out-file=" + out, "--collect-atstart=no",
                            "--toggle-collect=*\(phase.function)*", exePath, "--phase", phase.name])
        let totals = firstLine(of: out, startingWith: "totals:").flatMap { Double($0) }
        unlink(out)
        guard run.status == 0, let totals else { fatalError("callgrind run of phase \(phase.name) failed") }
        perLabel[phase.name] = totals / Double(max(1, items))
        print("| \(phase.label)\(items == labels.count ? "" : " (\(items) labels)") | \(fixed(totals / Double(max(1, items)), 0)) |")
    }
    print("")
    print("| target (instructions) | measured | |")
    print("|---|---:|---|")
    if let floorI = perLabel["floor"], let cold = perLabel["cold"], let warm = perLabel["warm"], let layout = perLabel["layout"] {
        print("| cold ≤ 1.5 × floor | cold/floor = \(fixed(cold / floorI)) | \(verdict(cold <= 1.5 * floorI)) |")
        if let system = perLabel["coldSystem"] {
            print("| metric system font cold ≤ 1.1 × cold | coldSystem/cold = \(fixed(system / cold)) | \(verdict(system <= 1.1 * cold)) |")
        }
        print("| warm ≤ 1,500 per label | \(fixed(warm, 0)) | \(verdict(warm <= 1500)) |")
        if let seen = perLabel["seenWords"], let first = perLabel["firstLabel"],
           let firstWithout = perLabel["firstLabelWithoutWords"], let coldWithout = perLabel["coldWithoutWords"] {
            print("| new label, words seen ≤ 1.0 × floor | seenWords/floor = \(fixed(seen / floorI)) | \(verdict(seen <= floorI)) |")
            if let all = perLabel["seenAllWords"], let allFloor = perLabel["floorSeenAllWords"] {
                print("| new label, every word seen ≤ 1.0 × floor | seenAllWords/floorSeenAllWords = \(fixed(all / allFloor)) | "
                      + "\(verdict(all <= allFloor)) |")
            }
            print("| nothing to reuse ≤ 1.05 × the same without the word cache | firstLabel/firstLabelWithoutWords = "
                  + "\(fixed(first / firstWithout)) | \(verdict(first <= 1.05 * firstWithout)) |")
            print("| cold ≤ 1.05 × cold without the word cache | cold/coldWithoutWords = \(fixed(cold / coldWithout)) | "
                  + "\(verdict(cold <= 1.05 * coldWithout)) |")
        }
        print("| layout ≤ 2,500 above a warm measure | layout − warm = \(fixed(layout - warm, 0)) | "
              + "\(verdict(layout - warm <= 2500)) |")
    }
    // Issue 39's targets: one typesetting per answer.
    for (phase, name, limit) in [("answerOneLine", "one-line", 1.5), ("answerWrapping", "wrapping", 2.0)] {
        guard let answer = perLabel[phase], let cold = perLabel["cold"] else { continue }
        print("| answer, \(name), ≤ \(fixed(limit, 1)) × the cold measure of its title | answer/cold = \(fixed(answer / cold)) | "
              + "\(verdict(answer <= limit * cold)) |")
    }
    for (phase, name) in [("answerTwoLines", "answer, two lines"), ("labelOneLine", "label, one line, 343 pt"),
                          ("labelWrapping", "label, wrapping, 343 pt"), ("labelColumn", "label, wrapping, 160 pt column")] {
        guard let label = perLabel[phase], let cold = perLabel["cold"] else { continue }
        print("| \(name), against the cold measure of its title (no target yet) | \(phase)/cold = \(fixed(label / cold)) | |")
    }
    for kind in ["static", "opsz"] {
        guard let single = perLabel[kind + "SingleCold"], let sweep = perLabel[kind + "SweepCold"],
              let warmSingle = perLabel[kind + "SingleWarm"], let warmSweep = perLabel[kind + "SweepWarm"] else { continue }
        let (target, limit) = kind == "static" ? ("2 × one cold measure", 2.0) : ("12 × one cold measure", 12.0)
        print("| \(kind) sweep, cold ≤ \(target) | sweep/(\(Int(limit)) × single) = \(fixed(sweep / (limit * single))) "
              + "| \(verdict(sweep <= limit * single)) |")
        print("| \(kind) sweep, warm ≤ 12 × one warm measure | sweep/(12 × single) = \(fixed(warmSweep / (12 * warmSingle))) "
              + "| \(verdict(warmSweep <= 12 * warmSingle)) |")
    }
    if !sweepOnly {
        print("")
        print("shaped-word cache (native run, not counted): cold round \(try wordHitRate { try coldRound(requests) }); "
              + "new labels \(try wordHitRate { try seenWordsRound() })")
    }
    exit(0)
}

// MARK: - Times

struct SweepTimes { var coldSingle, coldSweep, warmSingle, warmSweep: Double }

/// One font's sweep rows, timed with the rounds `make bench-instructions` counts (`clock`: wall time
/// unless told, as in ``nowNanoseconds(_:)``).
@MainActor func sweepTimes(_ requests: SweepRequests, clock: clockid_t = CLOCK_MONOTONIC) throws -> SweepTimes {
    func time(_ round: () throws -> Double) throws -> Double {
        try medianNanosecondsPerItem(items: labels.count, rounds: rounds, sink: &sink, clock: clock, round)
    }
    let coldSingle = try time { try sweepSingleSizeRound(requests, cold: true) }
    let coldSweep = try time { try sweepAllSizesRound(requests, cold: true) }
    try prepareSweep(requests, allSizes: false)
    // Twelve warm single-size rounds timed as one, so the round lasts as long as a warm sweep's: on a
    // loaded machine a round is preempted more often the longer it runs, and rounds of unequal length
    // would compare the scheduler's slices rather than the code (the ratio is to 12 single measures).
    let warmSingle = try medianNanosecondsPerItem(items: 12 * labels.count, rounds: rounds, sink: &sink, clock: clock) {
        var total = 0.0
        for _ in 0..<12 { total += try sweepSingleSizeRound(requests, cold: false) }
        return total
    }
    try prepareSweep(requests)
    let warmSweep = try time { try sweepAllSizesRound(requests, cold: false) }
    return SweepTimes(coldSingle: coldSingle, coldSweep: coldSweep, warmSingle: warmSingle, warmSweep: warmSweep)
}

var sink = 0.0
if sweepOnly {  // the sweep rows alone, timed (`--sweep`): in wall time, then in the thread's CPU time
    for (clock, name) in [(CLOCK_MONOTONIC, "wall"), (CLOCK_THREAD_CPUTIME_ID, "CPU")] {
        let staticTimes = try sweepTimes(staticRequests, clock: clock), opszTimes = try sweepTimes(opszRequests, clock: clock)
        print("sweep \(name) ns per label: static \(staticTimes) opsz \(opszTimes)")
        print("\(name): static cold sweep/single \(fixed(staticTimes.coldSweep / staticTimes.coldSingle)) (≤ 2); "
              + "opsz cold sweep/(12 × single) \(fixed(opszTimes.coldSweep / (12 * opszTimes.coldSingle))) (≤ 1); "
              + "warm sweep/(12 × single) static \(fixed(staticTimes.warmSweep / (12 * staticTimes.warmSingle))), "
              + "opsz \(fixed(opszTimes.warmSweep / (12 * opszTimes.warmSingle))) (≤ 1)")
    }
    exit(0)
}


let floorNs = medianNanosecondsPerItem(items: labels.count, rounds: rounds, sink: &sink) { floorRound() }
let coldNs = try medianNanosecondsPerItem(items: labels.count, rounds: rounds, sink: &sink) { try coldRound(requests) }
let warmNs = try medianNanosecondsPerItem(items: labels.count, rounds: rounds, sink: &sink) { try warmRound() }

if arguments.contains("--profile-cold") {  // a long cold loop to profile
    var total = 0.0
    for _ in 0..<40 { total += try coldRound(requests) }
    print(total)
    exit(0)
}
if arguments.contains("--profile-warm") {  // a long warm loop to profile
    var total = 0.0
    for _ in 0..<2000 { total += try warmRound() }
    print(total)
    exit(0)
}

for spec in specs { _ = try sizer.layout(spec, in: bounds) }  // titles warm
if arguments.contains("--profile-layout") {  // a long layout loop to profile
    var total = 0.0
    for _ in 0..<300 { total += try layoutRound() }
    print(total)
    exit(0)
}
let layoutNs = try medianNanosecondsPerItem(items: specs.count, rounds: rounds, sink: &sink) { try layoutRound() }

let staticSweep = try sweepTimes(staticRequests)
let opszSweep = try sweepTimes(opszRequests)

if inProcessOnly {
    print("floor \(floorNs) cold \(coldNs) warm \(warmNs) layout \(layoutNs) ns per label")
    print("sweep static \(staticSweep) opsz \(opszSweep)")
    exit(0)
}

// MARK: - Whole processes


/// One batch input run with 1 and with `batchWorkers` workers, `batchRuns` times each in turn
/// (so drifting machine load touches both alike); median seconds of each.
struct BatchRow {
    var name: String
    var lines: Int
    var one: Double
    var many: Double
    /// CPU seconds (all threads) with 1 and with `batchWorkers` workers: the work, whatever the wall
    /// clock says on a busy machine; equal when the parallel version adds no work.
    var oneCPU: Double
    var manyCPU: Double
    var failed: Bool
    var scaling: Double { one / many }
}

/// `input` written to a scratch file and answered by `batch --hermetic` with each of `runs` (a binary and
/// its workers), `batchRuns` times in turn (so drifting machine load touches all alike): each one's runs.
func timedBatches(_ input: BatchInput.Input, _ runs: [(binary: String, workers: Int)]) -> [[ChildRun]] {
    let path = "/tmp/buttonsizer-bench-\(getpid())-\(input.name).jsonl"
    BatchInput.write(input, to: path)
    defer { unlink(path) }
    var results = [[ChildRun]](repeating: [], count: runs.count)
    for _ in 0..<batchRuns {
        for (slot, run) in runs.enumerated() {
            results[slot].append(runChild([run.binary, "batch", "--hermetic", "--workers", String(run.workers), "--input", path]))
        }
    }
    return results
}

/// `iterators` limits ICU's line-break pool (1 is the single shared iterator the pool replaced).
func batchRow(_ input: BatchInput.Input, iterators: Int? = nil) -> BatchRow {
    if let iterators { setenv("BUTTONSIZER_LINE_BREAK_ITERATORS", String(iterators), 1) }
    defer { unsetenv("BUTTONSIZER_LINE_BREAK_ITERATORS") }
    let runs = timedBatches(input, [(tool, 1), (tool, batchWorkers)])
    return BatchRow(name: input.name + (iterators.map { ", \($0) ICU iterator" } ?? ""), lines: input.count,
                    one: median(runs[0].map(\.seconds)), many: median(runs[1].map(\.seconds)),
                    oneCPU: median(runs[0].map(\.cpuSeconds)), manyCPU: median(runs[1].map(\.cpuSeconds)),
                    failed: runs.joined().contains { $0.status != 0 })
}

let batchRows = [
    batchRow(BatchInput.distinct(quick ? labels.enumerated().filter { $0.offset % 20 == 0 }.map(\.element) : labels)),
    batchRow(BatchInput.repeated(labels, count: repeatedLines)),
    batchRow(BatchInput.alternating(labels, count: alternatingLines)),
    batchRow(BatchInput.wrapping(labels, count: wrappingLines)),
    batchRow(BatchInput.wrapping(labels, count: wrappingLines), iterators: 1),
]

/// `--baseline-tool PATH`: another build of `buttonsizer` (e.g. the commit an issue was filed at, built by
/// scripts/build-baseline.sh), run on the same inputs with the same workers, in turn with this one.
struct BaselineRow {
    var name: String
    var lines: Int
    var baseline: Double
    var current: Double
    var failed: Bool
    var speedup: Double { baseline / current }
}

let baselineTool = value(after: "--baseline-tool")
let baselineRows: [BaselineRow] = baselineTool.map { baseline in
    let inputs = [BatchInput.distinct(labels), BatchInput.repeated(labels, count: repeatedLines),
                  BatchInput.alternating(labels, count: alternatingLines)]
    return inputs.map { input in
        let runs = timedBatches(input, [(baseline, batchWorkers), (tool, batchWorkers)])
        return BaselineRow(name: input.name, lines: input.count, baseline: median(runs[0].map(\.seconds)),
                           current: median(runs[1].map(\.seconds)), failed: runs.joined().contains { $0.status != 0 })
    }
} ?? []

let lintResults = lintRows(quick: quick)
let catalogLintResult = catalogLint(baseline: baselineTool, runs: quick ? 1 : 3)
let sample = "Add to cart"
var toolRuns: [Double] = [], hbRuns: [Double] = []
let hbShape = which("hb-shape")
for _ in 0..<spawnRuns {
    toolRuns.append(runChild([tool, "measure", "--font", inter.name, sample]).seconds)
    if let hbShape { hbRuns.append(runChild([hbShape, inter.name, sample]).seconds) }
}

// MARK: - Report

let memory = (firstLine(of: "/proc/meminfo", startingWith: "MemTotal") ?? "").split(separator: " ").first.map(String.init) ?? ""
print("ButtonSizer benchmark (\(buildKind) build) on \(cpu), \(cores) cores, \(Int((Double(memory) ?? 0) / 1_048_576)) GiB")
print("corpus: \(labels.count) button titles in \(languages.count) languages; median of \(rounds) rounds after a warm-up")
print("")
print("| measurement | ns per label |")
print("|---|---:|")
print("| floor: raw hb_shape in the label's primary font | \(fixed(floorNs, 0)) |")
print("| cold: measure, text caches cleared, fallback from Inter | \(fixed(coldNs, 0)) |")
print("| warm: measure, same labels again | \(fixed(warmNs, 0)) |")
print("| layout: configuration button, warm title | \(fixed(layoutNs, 0)) |")
for (name, times) in [("static Inter", staticSweep), ("variable font with opsz", opszSweep)] {
    print("| Dynamic Type sweep (body, 12 sizes), \(name): cold single size / cold sweep | "
          + "\(fixed(times.coldSingle, 0)) / \(fixed(times.coldSweep, 0)) |")
    print("| Dynamic Type sweep (body, 12 sizes), \(name): warm single size / warm sweep | "
          + "\(fixed(times.warmSingle, 0)) / \(fixed(times.warmSweep, 0)) |")
}
print("")
print("batch: whole `buttonsizer batch --hermetic` processes, median of \(batchRuns) runs each")
print("(distinct: every label × \(BatchInput.widths.count) widths × measure and \(BatchInput.profiles.count) profiles, "
      + "nothing repeated; repeated: \(labels.count) distinct measure lines cycled; alternating: measure and layout in turn;\n"
      + "wrapping: new titles wrapped by ICU, with its pool of line-break iterators and with one, the single lock the pool replaced)")
print("")
print("| input | lines | 1 worker | \(batchWorkers) workers | × | CPU s, 1 → \(batchWorkers) workers |")
print("|---|---:|---:|---:|---:|---:|")
for row in batchRows {
    print("| \(row.name) | \(row.lines) | \(fixed(row.one)) s (\(Int(Double(row.lines) / row.one)) lines/s) | "
          + "\(fixed(row.many)) s (\(Int(Double(row.lines) / row.many)) lines/s) | \(fixed(row.scaling)) | "
          + "\(fixed(row.oneCPU)) → \(fixed(row.manyCPU)) |")
}
if let baselineTool {
    print("")
    print("batch against the baseline build \(baselineTool), \(batchWorkers) workers each, median of \(batchRuns) runs in turn")
    print("")
    print("| input | lines | baseline | this build | × |")
    print("|---|---:|---:|---:|---:|")
    for row in baselineRows {
        print("| \(row.name) | \(row.lines) | \(fixed(row.baseline)) s (\(Int(Double(row.lines) / row.baseline)) lines/s) | "
              + "\(fixed(row.current)) s (\(Int(Double(row.lines) / row.current)) lines/s) | \(fixed(row.speedup)) |")
    }
}
print("")
printLintRows(lintResults)
print("")
printCatalogLint(catalogLintResult)
print("")
let toolMedian = median(toolRuns), hbMedian = median(hbRuns)
print("| target | measured | |")
print("|---|---:|---|")
print("| cold ≤ 1.5 × floor | cold/floor = \(fixed(coldNs / floorNs)) | \(verdict(coldNs <= 1.5 * floorNs)) |")
print("| warm ≤ 250 ns per label | \(fixed(warmNs, 0)) ns | \(verdict(warmNs <= 250)) |")
print("| static sweep, cold ≤ 2 × one cold measure | sweep/single = \(fixed(staticSweep.coldSweep / staticSweep.coldSingle)) "
      + "| \(verdict(staticSweep.coldSweep <= 2 * staticSweep.coldSingle)) |")
print("| opsz sweep, cold ≤ 12 × one cold measure | sweep/(12 × single) = "
      + "\(fixed(opszSweep.coldSweep / (12 * opszSweep.coldSingle))) | \(verdict(opszSweep.coldSweep <= 12 * opszSweep.coldSingle)) |")
for (name, times) in [("static", staticSweep), ("opsz", opszSweep)] {
    print("| \(name) sweep, warm ≤ 12 × one warm measure | sweep/(12 × single) = \(fixed(times.warmSweep / (12 * times.warmSingle))) "
          + "| \(verdict(times.warmSweep <= 12 * times.warmSingle)) |")
}
print("| layout ≤ 500 ns above a warm measure | layout − warm = \(fixed(layoutNs - warmNs, 0)) ns | "
      + "\(verdict(layoutNs - warmNs <= 500)) |")
for row in batchRows where row.name == "distinct" || row.name == "alternating" {
    print("| batch ≥ 1.75 × faster with \(batchWorkers) workers than 1, \(row.name) input | × \(fixed(row.scaling)) | "
          + "\(verdict(row.scaling >= 1.75)) |")
}
for row in baselineRows {
    print("| batch ≥ 2 × the baseline's lines/s, \(row.name) input | × \(fixed(row.speedup)) | \(verdict(row.speedup >= 2)) |")
}
printLintTarget(lintResults)
printCatalogLintTargets(catalogLintResult)
if let batchMemory {
    print("| peak memory < 200 MB on \(memoryLines) lines | \(fixed(Double(batchMemory.maxResidentKilobytes) / 1024, 1)) MB "
          + "(\(fixed(batchMemory.seconds, 1)) s) | \(verdict(batchMemory.maxResidentKilobytes < 200 * 1024)) |")
}
if hbShape != nil {
    print("| one `buttonsizer measure` ≤ 1.5 × `hb-shape` | \(fixed(toolMedian * 1000)) ms vs \(fixed(hbMedian * 1000)) ms: "
          + "× \(fixed(toolMedian / hbMedian)) | \(verdict(toolMedian <= 1.5 * hbMedian)) |")
} else {
    print("| one `buttonsizer measure` ≤ 1.5 × `hb-shape` | hb-shape not installed (Debian: libharfbuzz-bin) | skipped |")
}
if batchRows.contains(where: \.failed) || baselineRows.contains(where: \.failed) || batchMemory?.status != 0 {
    print("\nwarning: a batch run exited with a non-zero status")
}

if sink == 42 { print("") }  // keeps the measured work observable
