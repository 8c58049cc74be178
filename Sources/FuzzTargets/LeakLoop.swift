import ButtonSizer
import ButtonSizerEngine
import Dispatch
import GlyphMetrics
#if canImport(Glibc)
import Glibc
#endif

/// The leak check behind `make leaks`: loops that create, use and drop everything that owns C
/// handles (FontLibrary with its fontconfig configuration, faces opened by path, TextMeasurer with
/// fallback fonts and ICU line breaking) and whole batch runs through the engine, reporting the live heap
/// and RSS after a short and a long run. Memory that is still reachable but grows (a cache, a
/// cycle) shows as growth here; unreachable memory is reported by LeakSanitizer at exit.
public enum LeakLoop {
    public struct Sample: CustomStringConvertible, Sendable {
        public var iterations: Int
        /// Live heap bytes (the sanitizer allocator's count in an ASan build, else the RSS).
        public var heapBytes: Int
        public var rssBytes: Int
        public var description: String {
            "after \(iterations) iterations: heap \(heapBytes / 1024) KiB, RSS \(rssBytes / 1024) KiB"
        }
    }

    /// One iteration of the font loop: a new library and measurer, text through every path, dropped.
    public static func fontIteration() throws {
        let library = FontLibrary(scope: .hermetic)
        let measurer = try TextMeasurer(library: library)
        let font = FontSpec(name: "Inter", size: 17)
        for (text, mode) in [("Continue shopping", LineBreakMode.truncatingMiddle), ("登录 / ログイン / 로그인 สวัสดี", .truncatingTail),
                             ("The quick brown fox jumps over the lazy dog", .wordWrapping), ("تسجيل الدخول", .charWrapping)] {
            _ = try measurer.measure(TextRequest(text: text, font: font, maxWidth: 80, maxLines: mode.isWrapping ? 0 : 1,
                                                 lineBreakMode: mode))
        }
        _ = try measurer.measure(TextRequest(text: "Hello", font: FontSpec(name: BundledFonts.path("NotoSans-Regular.ttf"), size: 12)))
        _ = try measurer.glyphs(for: "AVA", font: font)
        _ = try library.face(path: BundledFonts.path("LiberationSans-Regular.ttf")).outline(glyph: 36, size: 17)
    }

    static let batchInput: String = (0..<20).map { i in
        i % 3 == 0 ? #"{"id": \#(i), "command": "measure", "text": "Continue shopping \#(i)", "width": 80, "line-break": "middle"}"#
            : i % 3 == 1 ? #"{"id": \#(i), "command": "layout", "title": "Add to cart", "image": "20x20", "bounds": "120x44"}"#
            : #"{"id": \#(i), "command": "measure", "text": "\ud800 bad"}"#
    }.joined(separator: "\n") + "\n"

    /// One iteration of the batch loop: what `buttonsizer batch --hermetic` does with 20 lines, through
    /// the engine: a new hermetic measurer, every line of the file answered on `workers` threads, dropped.
    public static func batchIteration(inputPath: String, workers: Int = 2) {
        guard let measurer = try? TextMeasurer(library: FontLibrary(scope: .hermetic)) else { return }
        let engine = Engine(measurer: measurer)
        let lines = (FuzzFiles.read(inputPath) ?? []).split(separator: UInt8(ascii: "\n")).map(Array.init)
        DispatchQueue.concurrentPerform(iterations: max(1, workers)) { worker in
            for index in stride(from: worker, to: lines.count, by: max(1, workers)) {
                _ = engine.answerLine(lines[index], lineNumber: index + 1)
            }
        }
    }

    /// Runs `body` `iterations` times and samples memory after `early` and after all iterations.
    public static func run(iterations: Int, early: Int, _ body: () throws -> Void) rethrows -> (Sample, Sample) {
        var first = sample(0)
        for i in 1...iterations {
            try body()
            if i == early { first = sample(i) }
        }
        return (first, sample(iterations))
    }

    /// Writes the batch input to a file and returns its path.
    public static func writeBatchInput() -> String {
        let path = FuzzFiles.temporaryDirectory + "/buttonsizer-leaks-\(getpid()).jsonl"
        if let file = fopen(path, "w") {
            fputs(batchInput, file)
            fclose(file)
        }
        return path
    }

    static func sample(_ iterations: Int) -> Sample {
        Sample(iterations: iterations, heapBytes: heapBytes(), rssBytes: rssBytes())
    }

    private typealias AllocatedBytes = @convention(c) () -> Int

    static func heapBytes() -> Int {
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__sanitizer_get_current_allocated_bytes") {
            return unsafeBitCast(symbol, to: AllocatedBytes.self)()
        }
        return rssBytes()  // without the sanitizer's allocator count, resident memory stands in
    }

    static func rssBytes() -> Int {
        guard let file = fopen("/proc/self/statm", "r") else { return 0 }
        defer { fclose(file) }
        var size = 0, resident = 0
        _ = withUnsafeMutablePointer(to: &size) { s in
            withUnsafeMutablePointer(to: &resident) { r in withVaList([s, r]) { vfscanf(file, "%ld %ld", $0) } }
        }
        return resident * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
