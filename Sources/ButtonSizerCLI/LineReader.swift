#if canImport(Glibc)
import Glibc
#endif

/// Reads a file descriptor line by line as raw bytes (so invalid UTF-8 reaches the caller, who can
/// report it for that line), with "\n" or "\r\n" endings removed.
final class LineReader {
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

    init(descriptor: Int32, ownsDescriptor: Bool) {
        self.descriptor = descriptor
        self.ownsDescriptor = ownsDescriptor
    }

    /// Opens `path` for reading; "-" is standard input.
    convenience init(path: String) throws {
        if path == "-" {
            self.init(descriptor: STDIN_FILENO, ownsDescriptor: false)
            return
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw RuntimeError("cannot open input '\(path)': \(String(cString: strerror(errno)))")
        }
        self.init(descriptor: descriptor, ownsDescriptor: true)
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
    func next() throws -> [UInt8]? {
        while true {
            if let newline = buffer[max(start, scanned)...].firstIndex(of: UInt8(ascii: "\n")) {
                var end = newline
                if end > start && buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                let line = Array(buffer[start..<end])
                bytesRead += newline + 1 - start
                start = newline + 1
                scanned = start
                return line
            }
            scanned = buffer.count
            if finished {
                guard start < buffer.count else { return nil }
                let line = Array(buffer[start...])
                bytesRead += buffer.count - start
                start = buffer.count
                return line
            }
            if start > 0 {
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
}

/// A runtime failure with one clear line (exit 1).
struct RuntimeError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
