// buttonsizer-bench: the cost of measuring against the cost of shaping, measured in one run.
// `make bench` builds it in release mode and runs it. Ratios, not absolute times, are the targets:
// every baseline is measured in the same run on the same machine.
import ButtonSizer
import GlyphMetrics
#if canImport(Glibc)
import Glibc
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
let quick = arguments.contains("--quick")  // fewer rounds and lines, for a smoke test
let inProcessOnly = arguments.contains("--in-process")  // skip the batch and start-up runs (for profiling)
let rounds = quick ? 3 : 9
let batchLines = quick ? 10_000 : 100_000
let memoryLines = quick ? 50_000 : 1_000_000
let spawnRuns = quick ? 5 : 31

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

// MARK: - In-process measurements

let inter = FontSpec(name: BundledFonts.path("Inter-Regular.otf"), size: 17)
let measurer = try TextMeasurer(library: FontLibrary(scope: .hermetic))
let requests = labels.map { TextRequest(text: $0.text, font: inter, maxWidth: nil, maxLines: 1) }
var sink = 0.0

let floor = HarfBuzzFloor()
let floorNs = medianNanosecondsPerItem(items: labels.count, rounds: rounds, sink: &sink) {
    var total = 0
    for label in labels { total += floor.advance(label.text, fontPath: label.primaryFont) }
    return Double(total)
}

// Cold: text caches emptied before every round (open fonts and per-code-point fallback decisions
// stay: they belong to the fonts, not to the labels).
let coldNs = try medianNanosecondsPerItem(items: labels.count, rounds: rounds, sink: &sink) {
    measurer.clearCache()
    var total = 0.0
    for request in requests { total += try measurer.measure(request).width }
    return total
}

let warmNs = try medianNanosecondsPerItem(items: labels.count, rounds: rounds, sink: &sink) {
    var total = 0.0
    for request in requests { total += try measurer.measure(request).width }
    return total
}

if arguments.contains("--profile-cold") {  // a long cold loop to profile
    var total = 0.0
    for _ in 0..<40 {
        measurer.clearCache()
        for request in requests { total += try measurer.measure(request).width }
    }
    print(total)
    exit(0)
}
if arguments.contains("--profile-warm") {  // a long warm loop to profile
    var total = 0.0
    for _ in 0..<2000 { for request in requests { total += try measurer.measure(request).width } }
    print(total)
    exit(0)
}

let sizer = ButtonSizer(measurer: measurer)
let specs = labels.map { label in
    ButtonSpec(title: label.text, titleFont: inter, imageSize: Size(width: 20, height: 20),
               profile: .configuration(ConfigurationParameters(
                   imagePadding: 8, contentInsets: DirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16))))
}
let bounds = Size(width: 200, height: 44)
for spec in specs { _ = try sizer.layout(spec, in: bounds) }  // titles warm
if arguments.contains("--profile-layout") {  // a long layout loop to profile
    var total = 0.0
    for _ in 0..<300 { for spec in specs { total += try sizer.layout(spec, in: bounds).titleRect?.width ?? 0 } }
    print(total)
    exit(0)
}
let layoutNs = try medianNanosecondsPerItem(items: specs.count, rounds: rounds, sink: &sink) {
    var total = 0.0
    for spec in specs { total += try sizer.layout(spec, in: bounds).titleRect?.width ?? 0 }
    return total
}

// MARK: - Dynamic Type sweep

// Every title at all 12 content size categories of `body` (14…53 pt), cold (text caches cleared first)
// and warm: (a) in the static bundled Inter, where one shaping (in font units) serves every size;
// (b) in a variable font with `opsz` 6…72 (the committed test font), where each optical size is its
// own face and needs its own shaping. Each is compared with a single-size (17 pt) measure in the same font.
let bodySizes = ContentSizeCategory.allCases.map { DynamicType.metrics(.body, $0).pointSize }
let opszFont = FontSpec(name: sourceRoot + "/Tests/Fixtures/Fonts/ButtonSizerTestOpsz.ttf", size: 17)

struct SweepTimes { var coldSingle, coldSweep, warmSingle, warmSweep: Double }

@MainActor func sweepTimes(_ font: FontSpec) throws -> SweepTimes {
    let single = labels.map { TextRequest(text: $0.text, font: font, maxWidth: nil, maxLines: 1) }
    let sweep = single.map { request in
        bodySizes.map { size in
            var sized = request
            sized.font.size = size
            return sized
        }
    }
    func run(_ batches: [[TextRequest]], cold: Bool) throws -> Double {
        try medianNanosecondsPerItem(items: labels.count, rounds: rounds, sink: &sink) {
            if cold { measurer.clearCache() }
            var total = 0.0
            for batch in batches { for request in batch { total += try measurer.measure(request).width } }
            return total
        }
    }
    let coldSingle = try run(single.map { [$0] }, cold: true)
    let coldSweep = try run(sweep, cold: true)
    _ = try run(single.map { [$0] }, cold: false)
    let warmSingle = try run(single.map { [$0] }, cold: false)
    _ = try run(sweep, cold: false)
    let warmSweep = try run(sweep, cold: false)
    return SweepTimes(coldSingle: coldSingle, coldSweep: coldSweep, warmSingle: warmSingle, warmSweep: warmSweep)
}

let staticSweep = try sweepTimes(inter)
let opszSweep = try sweepTimes(opszFont)

// MARK: - Whole processes

var buffer = [CChar](repeating: 0, count: 4096)
let exeLength = readlink("/proc/self/exe", &buffer, buffer.count - 1)
let binDirectory = String(decoding: buffer[..<max(0, exeLength)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    .split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
let tool = binDirectory + "/buttonsizer"
let workers = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))

/// A JSON Lines file of `count` measure requests cycling through the corpus at three sizes and widths.
func writeBatchInput(_ count: Int, labels: [Label]) -> String {
    let path = "/tmp/buttonsizer-bench-\(getpid())-\(count).jsonl"
    guard let file = fopen(path, "w") else { fatalError("cannot write \(path)") }
    for index in 0..<count {
        let label = labels[index % labels.count]
        let escaped = label.text.replacingQuotes
        let size = [15, 17, 20][index % 3]
        let width = [80, 120, 200][(index / 3) % 3]
        fputs("{\"id\":\(index),\"command\":\"measure\",\"text\":\"\(escaped)\",\"size\":\(size),\"width\":\(width)}\n", file)
    }
    fclose(file)
    return path
}

/// A JSON Lines file of `count` measure requests whose titles wrap: two corpus titles and a number
/// (every line a new text, so each one is shaped and broken by ICU), word-wrapped at 80 pt, no line limit.
func writeWrappingInput(_ count: Int, labels: [Label]) -> String {
    let path = "/tmp/buttonsizer-bench-\(getpid())-wrap-\(count).jsonl"
    guard let file = fopen(path, "w") else { fatalError("cannot write \(path)") }
    for index in 0..<count {
        let text = labels[index % labels.count].text + " " + labels[(index * 7 + 3) % labels.count].text + " \(index)"
        fputs("{\"id\":\(index),\"command\":\"measure\",\"text\":\"\(text.replacingQuotes)\",\"size\":17,"
              + "\"width\":80,\"lines\":0,\"line-break\":\"word\"}\n", file)
    }
    fclose(file)
    return path
}

/// Batch over `input` with 1 and with every worker, ICU's line-break pool limited to `iterators`
/// when given (1 is the single shared iterator the pool replaced).
func batchScaling(_ input: String, iterators: Int? = nil) -> (one: ChildRun, all: ChildRun) {
    if let iterators { setenv("BUTTONSIZER_LINE_BREAK_ITERATORS", String(iterators), 1) }
    defer { unsetenv("BUTTONSIZER_LINE_BREAK_ITERATORS") }
    return (runChild([tool, "batch", "--hermetic", "--workers", "1", "--input", input]),
            runChild([tool, "batch", "--hermetic", "--workers", String(workers), "--input", input]))
}

extension String {
    var replacingQuotes: String {
        var out = ""
        for character in self {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out.append(character)
            }
        }
        return out
    }
}

if inProcessOnly {
    print("floor \(floorNs) cold \(coldNs) warm \(warmNs) layout \(layoutNs) ns per label")
    print("sweep static \(staticSweep) opsz \(opszSweep)")
    exit(0)
}
let batchInput = writeBatchInput(batchLines, labels: labels)
let (batchOne, batchAll) = batchScaling(batchInput)
unlink(batchInput)
let wrapLines = batchLines / 5
let wrapInput = writeWrappingInput(wrapLines, labels: labels)
let wrapPooled = batchScaling(wrapInput)
let wrapSingle = batchScaling(wrapInput, iterators: 1)
unlink(wrapInput)
let memoryInput = writeBatchInput(memoryLines, labels: labels)
let batchMemory = runChild([tool, "batch", "--hermetic", "--input", memoryInput])
unlink(memoryInput)

let sample = "Add to cart"
var toolRuns: [Double] = [], hbRuns: [Double] = []
let hbShape = which("hb-shape")
for _ in 0..<spawnRuns {
    toolRuns.append(runChild([tool, "measure", "--font", inter.name, sample]).seconds)
    if let hbShape { hbRuns.append(runChild([hbShape, inter.name, sample]).seconds) }
}

// MARK: - Report

func fixed(_ value: Double, _ digits: Int = 2) -> String {
    guard value.isFinite else { return "n/a" }
    if digits == 0 { return String(Int(value.rounded())) }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = String(rounded)
    if let dot = text.firstIndex(of: ".") {
        let decimals = text.distance(from: dot, to: text.endIndex) - 1
        if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
    } else if digits > 0 {
        text += "." + String(repeating: "0", count: digits)
    }
    return text
}

func verdict(_ ok: Bool) -> String { ok ? "met" : "NOT met" }

let cpu = firstLine(of: "/proc/cpuinfo", startingWith: "model name") ?? "unknown CPU"
let memory = (firstLine(of: "/proc/meminfo", startingWith: "MemTotal") ?? "").split(separator: " ").first.map(String.init) ?? ""
print("ButtonSizer benchmark (release build) on \(cpu), \(workers) cores, \(Int((Double(memory) ?? 0) / 1_048_576)) GiB")
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
let scaling = batchOne.seconds / batchAll.seconds
let toolMedian = median(toolRuns), hbMedian = median(hbRuns)
print("| target | measured | |")
print("|---|---:|---|")
print("| cold ≤ 1.5 × floor | cold/floor = \(fixed(coldNs / floorNs)) | \(verdict(coldNs <= 1.5 * floorNs)) |")
print("| warm ≥ 20 × faster than floor | floor/warm = \(fixed(floorNs / warmNs, 1)) | \(verdict(floorNs / warmNs >= 20)) |")
print("| static sweep, cold ≤ 2 × one cold measure | sweep/single = \(fixed(staticSweep.coldSweep / staticSweep.coldSingle)) "
      + "| \(verdict(staticSweep.coldSweep <= 2 * staticSweep.coldSingle)) |")
print("| opsz sweep, cold ≤ 12 × one cold measure | sweep/(12 × single) = "
      + "\(fixed(opszSweep.coldSweep / (12 * opszSweep.coldSingle))) | \(verdict(opszSweep.coldSweep <= 12 * opszSweep.coldSingle)) |")
for (name, times) in [("static", staticSweep), ("opsz", opszSweep)] {
    print("| \(name) sweep, warm ≤ 12 × one warm measure | sweep/(12 × single) = \(fixed(times.warmSweep / (12 * times.warmSingle))) "
          + "| \(verdict(times.warmSweep <= 12 * times.warmSingle)) |")
}
print("| layout ≤ 1 µs above a warm measure | layout − warm = \(fixed(layoutNs - warmNs, 0)) ns | \(verdict(layoutNs - warmNs <= 1000)) |")
print("| batch ≥ 1.7 × faster with \(workers) workers than 1 | \(batchLines) lines: 1 worker \(fixed(batchOne.seconds)) s "
      + "(\(Int(Double(batchLines) / batchOne.seconds)) lines/s), \(workers) workers \(fixed(batchAll.seconds)) s "
      + "(\(Int(Double(batchLines) / batchAll.seconds)) lines/s): × \(fixed(scaling)) | \(verdict(scaling >= 1.7)) |")
for (name, run) in [("pooled ICU iterators", wrapPooled), ("one ICU iterator (before the pool)", wrapSingle)] {
    print("| batch, wrapping titles, \(name) | \(wrapLines) lines: 1 worker \(fixed(run.one.seconds)) s, "
          + "\(workers) workers \(fixed(run.all.seconds)) s: × \(fixed(run.one.seconds / run.all.seconds)) | |")
}
print("| peak memory < 200 MB on \(memoryLines) lines | \(fixed(Double(batchMemory.maxResidentKilobytes) / 1024, 1)) MB "
      + "(\(fixed(batchMemory.seconds, 1)) s) | \(verdict(batchMemory.maxResidentKilobytes < 200 * 1024)) |")
if hbShape != nil {
    print("| one `buttonsizer measure` ≤ 2 × `hb-shape` | \(fixed(toolMedian * 1000)) ms vs \(fixed(hbMedian * 1000)) ms: "
          + "× \(fixed(toolMedian / hbMedian)) | \(verdict(toolMedian <= 2 * hbMedian)) |")
} else {
    print("| one `buttonsizer measure` ≤ 2 × `hb-shape` | hb-shape not installed (Debian: libharfbuzz-bin) | skipped |")
}
if ([batchOne, batchAll, batchMemory, wrapPooled.one, wrapPooled.all, wrapSingle.one, wrapSingle.all]).contains(where: { $0.status != 0 }) {
    print("\nwarning: a batch run exited with a non-zero status")
}
if sink == 42 { print("") }  // keeps the measured work observable
