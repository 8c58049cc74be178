import Dispatch
import Synchronization

/// The answers to a `/v1/batch` body, computed on `workers` background threads and handed out in
/// input order as soon as each one and all before it are ready: the first lines go out while later
/// ones are still being computed.
///
/// Memory stays bounded by the body: the workers run at most `window` lines ahead of the last answer
/// handed out, so a client that reads slowly stops the work instead of piling up answers. A worker
/// that reaches the window (or the end) stops; handing answers out starts workers again.
final class BatchAnswers: Sendable {
    /// A request line: its number in the body (1-based, blank lines counted) and its bytes.
    struct Line: Sendable {
        var number: Int
        var bytes: [UInt8]
    }

    private struct State {
        /// Answers computed and not yet handed out, by line index.
        var ready: [Int: [UInt8]] = [:]
        /// The index of the next answer to hand out.
        var cursor = 0
        /// The index of the next line to compute.
        var next = 0
        /// Workers running now.
        var running = 0
        var cancelled = false
    }

    private let lines: [Line]
    private let workers: Int
    private let window: Int
    private let answer: @Sendable (Line) -> [UInt8]
    private let state = Mutex(State())
    /// Signalled once per answer stored, so ``next()`` can wait for the one at the cursor.
    private let stored = DispatchSemaphore(value: 0)

    /// Starts answering.
    /// - Parameters:
    ///   - lines: the request lines, in order.
    ///   - workers: background threads (at least 1).
    ///   - window: how many lines the workers may run ahead of the reader (at least 1).
    ///   - answer: one line's answer, UTF-8 JSON text without a line end.
    init(lines: [Line], workers: Int, window: Int = 256, answer: @escaping @Sendable (Line) -> [UInt8]) {
        self.lines = lines
        self.workers = max(1, workers)
        self.window = max(1, window)
        self.answer = answer
        startWorkers()
    }

    /// The request lines of a JSON Lines body, as `buttonsizer batch` reads them: split at "\n" (a
    /// "\r" before it dropped), a final line end starting no further request, lines of only spaces,
    /// tabs and "\r" skipped while still counted.
    static func lines(of body: [UInt8]) -> [Line] {
        var lines = body.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines.enumerated().compactMap { index, line in
            let bytes = line.last == UInt8(ascii: "\r") ? Array(line.dropLast()) : Array(line)
            let blank = bytes.allSatisfy { [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains($0) }
            return blank ? nil : Line(number: index + 1, bytes: bytes)
        }
    }

    /// Every answer ready at the cursor, one line each ("\n" after each); waits while the next one is
    /// still being computed; nil when all have been handed out (or after ``cancel()``).
    func next() -> [UInt8]? {
        while true {
            let taken = state.withLock { state -> [[UInt8]]? in
                guard !state.cancelled, state.cursor < lines.count else { return nil }
                var taken: [[UInt8]] = []
                while let text = state.ready.removeValue(forKey: state.cursor) {
                    taken.append(text)
                    state.cursor += 1
                }
                return taken
            }
            guard let taken else { return nil }
            if taken.isEmpty {
                stored.wait()
                continue
            }
            startWorkers()
            var bytes: [UInt8] = []
            for answer in taken {
                bytes += answer
                bytes.append(UInt8(ascii: "\n"))
            }
            return bytes
        }
    }

    /// Stops the work: running workers finish their current line and stop; ``next()`` returns nil.
    func cancel() {
        state.withLock { $0.cancelled = true }
        stored.signal()
    }

    /// Starts workers up to `workers` while there are lines inside the window to compute.
    private func startWorkers() {
        let count = state.withLock { state -> Int in
            let waiting = min(lines.count, state.cursor + window) - state.next
            let count = state.cancelled ? 0 : max(0, min(workers - state.running, waiting))
            state.running += count
            return count
        }
        for _ in 0..<count {
            DispatchQueue.global().async { [self] in work() }
        }
    }

    /// One worker: computes the next line inside the window until there is none.
    private func work() {
        while true {
            let index = state.withLock { state -> Int? in
                guard !state.cancelled, state.next < min(lines.count, state.cursor + window) else {
                    state.running -= 1
                    return nil
                }
                defer { state.next += 1 }
                return state.next
            }
            guard let index else { return }
            let text = answer(lines[index])
            state.withLock { $0.ready[index] = text }
            stored.signal()
        }
    }
}
