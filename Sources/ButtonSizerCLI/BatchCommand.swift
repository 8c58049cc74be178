import ButtonSizer
import ButtonSizerEngine
import Dispatch
import GlyphMetrics
import JSONText
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// `buttonsizer batch`: answers JSON Lines requests (`measure` and `layout`, the same fields as the
/// commands' flags) in input order, on every core, streaming: memory stays flat however long the input.
enum BatchCommand {

    /// Lines handled per round: enough to keep every worker busy, few enough to keep memory flat.
    static let chunkSize = 2048

    static func run<Out: TextOutputStream, Err: TextOutputStream>(_ raw: [String], stdout: inout Out,
                                                                  stderr: inout Err) throws -> Bool {
        let values = try ButtonSizerCLI.options(raw, .batch)
        guard values.positionals.isEmpty else {
            throw RequestError.arguments("batch reads requests from --input or stdin, not arguments")
        }
        let workers = values[RunWideOptions.workers]
        let inputPath = values[RunWideOptions.input]
        let reader = try LineReader(path: inputPath, maximumLineLength: values[RunWideOptions.maxLineBytes])
        let engine = Engine(measurer: try ButtonSizerCLI.measurer(values), options: CommandLineOptions.table)
        var output = try values[RunWideOptions.batchOutput.option].map { try FileStream(path: $0) }
        guard values[RunWideOptions.expect] != nil || (!values.has(RunWideOptions.record) && !values.isGiven(RunWideOptions.tolerance)) else {
            throw RequestError.missing("--expect GOLDEN.jsonl", field: "expect", hint: "--record and --tolerance need it")
        }
        let tolerance = values[RunWideOptions.tolerance]
        var golden = try values.has(RunWideOptions.record) ? nil : values[RunWideOptions.expect].map { try BatchGolden(path: $0, tolerance: tolerance) }
        var recording = try values.has(RunWideOptions.record) ? values[RunWideOptions.expect].map { try FileStream(path: $0) } : nil
        let progress = inputPath != "-" && isatty(STDERR_FILENO) == 1 ? Progress(total: reader.fileSize) : nil
        let started = monotonicSeconds()

        // A pipeline: while the workers answer one chunk, this thread reads the next and writes the
        // previous one's answers, so reading and writing cost the workers nothing. The next chunk's job
        // starts before this thread waits for the running one: a worker that finds no block left in a
        // chunk goes on to the next at once, rather than idling until the other finishes its last block
        // (`slots` keeps the threads of the two jobs to `workers`).
        var lineNumber = 0, failed = 0, blank = 0
        var running: BlockJob<AnsweredBlock>?
        let slots = DispatchSemaphore(value: workers)
        while true {
            var chunk: [LineReader.Line] = []
            while chunk.count < chunkSize, let line = try reader.next() { chunk.append(line) }
            let next = chunk.isEmpty ? nil : answerAll(chunk, firstLine: lineNumber + 1, engine: engine, workers: workers,
                                                       slots: slots, maximumLineLength: reader.maximumLineLength)
            let finished = running?.wait()
            running = next
            lineNumber += chunk.count
            for block in finished ?? [] {
                if output != nil { output?.write(utf8: block.json) } else { stdout.write(utf8: block.json) }
                recording?.write(utf8: block.json)
                failed += block.failed
                blank += block.blank
                if golden != nil {  // one answer per line: compact JSON escapes every newline
                    for answer in block.json.split(separator: UInt8(ascii: "\n")) {
                        golden?.check(String(decoding: answer, as: UTF8.self))
                    }
                }
            }
            progress?.update(lines: lineNumber, bytes: reader.bytesRead, to: &stderr)
            if chunk.isEmpty { break }
        }
        progress?.finish(to: &stderr)
        try output?.close()
        try recording?.close()
        let matched = golden?.finish() ?? true
        for line in golden?.report ?? [] { stderr.write(line + "\n") }
        let seconds = monotonicSeconds() - started
        let rate = seconds > 0 ? Int(Double(lineNumber) / seconds) : lineNumber
        let answered = lineNumber - blank
        stderr.write("batch: \(answered) lines, \(answered - failed) ok, \(failed) failed, "
                     + (blank > 0 ? "\(blank) blank skipped, " : "")
                     + "\(formatPoints((seconds * 100).rounded() / 100)) s (\(rate) lines/s, \(workers) workers)\n")
        if let golden {
            stderr.write(matched ? "batch: every answer matches \(golden.path)\n"
                         : "batch: \(golden.report.count) differences from \(golden.path)\n")
        }
        if let path = values[RunWideOptions.expect], recording != nil { stderr.write("batch: recorded \(lineNumber - blank) answers in \(path)\n") }
        return failed == 0 && matched
    }

    /// The answers to a run of lines: their JSON, one line each, and how many failed.
    struct AnsweredBlock: Sendable {
        var json: [UInt8] = []
        var failed = 0
        /// Blank lines, skipped without an answer.
        var blank = 0
    }

    /// A line of only spaces, tabs (or nothing) is no request: it gets no answer, and the line numbers
    /// of the others still count it.
    static func isBlank(_ line: some Collection<UInt8>) -> Bool {
        line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
    }

    /// Starts answering a chunk of lines on `workers` background threads, in blocks of 16 lines, each
    /// block's answers written into one buffer.
    static func answerAll(_ lines: [LineReader.Line], firstLine: Int, engine: Engine<TextMeasurer>, workers: Int,
                          slots: DispatchSemaphore, maximumLineLength: Int) -> BlockJob<AnsweredBlock> {
        BlockJob(count: lines.count, workers: workers, slots: slots) { range in
            var block = AnsweredBlock()
            var out = JSONWriter(capacity: range.count * 1024)
            for index in range {
                if case .bytes(let bytes) = lines[index], isBlank(bytes) {
                    block.blank += 1
                    continue
                }
                if !answer(lines[index], lineNumber: firstLine + index, engine: engine,
                           maximumLineLength: maximumLineLength, to: &out) {
                    block.failed += 1
                }
                out.endLine()
            }
            block.json = out.bytes
            return block
        }
    }

    /// Writes the answer to one line (``Engine/answerLine(_:lineNumber:to:)``); returns whether it is ok.
    static func answer(_ line: LineReader.Line, lineNumber: Int, engine: Engine<TextMeasurer>,
                       maximumLineLength: Int, to out: inout JSONWriter) -> Bool {
        switch line {
        case .bytes(let bytes):
            return engine.answerLine(bytes, lineNumber: lineNumber, to: &out)
        case .tooLong(let length):
            Engine<TextMeasurer>.writeLine(lineNumber: lineNumber, id: .null, .failure(.failed(
                "the line is \(length) bytes long; the limit is \(maximumLineLength) bytes (--max-line-bytes)", field: "max-line-bytes")),
                to: &out)
            return false
        }
    }
}

/// A file opened for writing, as a `TextOutputStream`; `failure` holds the first write error.
struct FileStream: UTF8OutputStream {
    private var stream: StandardStream
    let path: String

    init(path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else {
            throw RuntimeError("cannot open output '\(path)': \(String(cString: strerror(errno)))")
        }
        self.path = path
        stream = StandardStream(descriptor: descriptor)
    }

    var failure: String? { stream.failure }

    mutating func write(_ string: String) { stream.write(string) }

    mutating func write(utf8 bytes: [UInt8]) { stream.write(utf8: bytes) }

    /// Closes the file; throws when any write, or the close, failed.
    func close() throws {
        let closed = Glibc.close(stream.descriptor) == 0 ? nil : String(cString: strerror(errno))
        if let failure = failure ?? closed { throw RuntimeError("cannot write output '\(path)': \(failure)") }
    }
}

/// A progress bar on stderr: lines done, rate, and (for a file of known size) percent and ETA.
final class Progress {
    private let total: Int?
    private let started = monotonicSeconds()
    private var lastDrawn = 0.0

    init(total: Int?) { self.total = total }

    func update<Err: TextOutputStream>(lines: Int, bytes: Int, to stderr: inout Err) {
        let now = monotonicSeconds()
        guard now - lastDrawn >= 0.1 else { return }
        lastDrawn = now
        let elapsed = max(now - started, 1e-6)
        let rate = Double(lines) / elapsed
        var text = "\r\(lines) lines, \(Int(rate)) lines/s"
        if let total, total > 0 {
            let fraction = min(1, Double(bytes) / Double(total))
            let filled = Int(fraction * 30)
            let eta = fraction > 0 ? elapsed * (1 - fraction) / fraction : 0
            text = "\r[" + String(repeating: "#", count: filled) + String(repeating: ".", count: 30 - filled)
                + "] \(Int(fraction * 100))% " + text.dropFirst() + ", ETA \(Int(eta.rounded())) s"
        }
        stderr.write(text + "\u{1B}[K")
    }

    func finish<Err: TextOutputStream>(to stderr: inout Err) { stderr.write("\r\u{1B}[K") }
}

func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
