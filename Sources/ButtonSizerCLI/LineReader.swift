#if canImport(Glibc)
import Glibc
#endif

/// Reads a file descriptor line by line as raw bytes (so invalid UTF-8 reaches the caller, who can
/// report it for that line), with "\n" or "\r\n" endings removed. A line longer than
/// `maximumLineLength` is not kept in memory: it is skipped to its end and reported as too long, so
/// an input without newlines cannot grow memory without bound.
final class LineReader {
    /// One line of input.
    enum Line {
        case bytes([UInt8])
        /// A line over the limit, with its length in bytes; its content was dropped.
        case tooLong(length: Int)
    }

    /// The longest line kept by default: 64 MiB.
    static let defaultMaximumLineLength = 64 << 20
    let maximumLineLength: Int

    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private var buffer: [UInt8] = []
    private var start = 0
    /// Where to look for the next newline: bytes before it are known not to hold one, so a long
    /// line read in many chunks is scanned once, not once per chunk.
    private var scanned = 0
    private var finished = false
    /// Bytes consumed so far, for progress reports.
    private(set) var bytesRead = 0

    init(descriptor: Int32, ownsDescriptor: Bool, maximumLineLength: Int = LineReader.defaultMaximumLineLength) {
        self.descriptor = descriptor
        self.ownsDescriptor = ownsDescriptor
        self.maximumLineLength = maximumLineLength
    }

    /// Opens `path` for reading; "-" is standard input.
    convenience init(path: String, maximumLineLength: Int = LineReader.defaultMaximumLineLength) throws {
        if path == "-" {
            self.init(descriptor: STDIN_FILENO, ownsDescriptor: false, maximumLineLength: maximumLineLength)
            return
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw RuntimeError("cannot open input '\(path)': \(String(cString: strerror(errno)))")
        }
        self.init(descriptor: descriptor, ownsDescriptor: true, maximumLineLength: maximumLineLength)
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
    }

    /// The size of the input in bytes when it is a regular file.
    var fileSize: Int? {
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    /// The next line, or nil at the end of the input.
    func next() throws -> Line? {
        var dropped = 0  // bytes of an overlong line already thrown away
        while true {
            if let newline = buffer[max(start, scanned)...].firstIndex(of: UInt8(ascii: "\n")) {
                return take(upTo: newline, dropped: dropped, consumed: newline + 1)
            }
            scanned = buffer.count
            if finished {
                guard start < buffer.count || dropped > 0 else { return nil }
                return take(upTo: buffer.count, dropped: dropped, consumed: buffer.count)
            }
            if buffer.count - start > maximumLineLength {
                // Over the limit: drop what is buffered and keep reading to the line's end.
                dropped += buffer.count - start
                bytesRead += buffer.count - start
                buffer.removeAll(keepingCapacity: true)
                (start, scanned) = (0, 0)
            } else if start > 0 {
                buffer.removeFirst(start)
                scanned -= start
                start = 0
            }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw RuntimeError("cannot read input: \(String(cString: strerror(errno)))")
            }
            if count == 0 { finished = true } else { buffer.append(contentsOf: chunk[..<count]) }
        }
    }

    /// The line in `buffer[start..<end]` (after `dropped` bytes already thrown away), consuming the
    /// buffer up to `consumed`.
    private func take(upTo end: Int, dropped: Int, consumed: Int) -> Line {
        defer {
            bytesRead += consumed - start
            start = consumed
            scanned = start
        }
        let length = dropped + end - start
        guard length <= maximumLineLength else { return .tooLong(length: length) }
        var stop = end
        if stop > start && buffer[stop - 1] == UInt8(ascii: "\r") { stop -= 1 }
        return .bytes(Array(buffer[start..<stop]))
    }
}

/// A runtime failure with one clear line (exit 1).
struct RuntimeError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
