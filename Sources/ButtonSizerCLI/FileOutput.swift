#if canImport(Glibc)
import Glibc
#endif

/// A file that could not be written: a runtime failure (exit 1) naming the path and the reason.
struct FileOutputError: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "cannot write '\(path)': \(reason)" }
}

/// Writes bytes to a file: first to a temporary file beside it, then renamed over it, so a failure
/// never leaves a half-written picture behind.
enum FileOutput {
    static func write(_ bytes: [UInt8], to path: String) throws {
        let temporary = "\(path).tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw FileOutputError(path: path, reason: lastError()) }
        var failure = bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
        if close(descriptor) != 0 && failure == nil { failure = lastError() }
        if failure == nil && rename(temporary, path) != 0 { failure = lastError() }
        if let failure {
            unlink(temporary)
            throw FileOutputError(path: path, reason: failure)
        }
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
