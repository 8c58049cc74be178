#if canImport(Glibc)
import Glibc
#endif

/// Writes all of `bytes` to a file descriptor (retrying short writes and interruptions); returns
/// the reason when it cannot.
func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> String? {
    guard let base = bytes.baseAddress else { return nil }
    var offset = 0
    while offset < bytes.count {
        let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return String(cString: strerror(errno)) }
        offset += written
    }
    return nil
}

/// A text stream that also takes UTF-8 bytes as they are, without making a `String` of them
/// (batch writes its answers so).
protocol UTF8OutputStream: TextOutputStream {
    /// Writes `bytes`, valid UTF-8.
    mutating func write(utf8 bytes: [UInt8])
}

extension TextOutputStream {
    /// Writes valid UTF-8 `bytes`: as they are to a ``UTF8OutputStream``, else as a `String`.
    mutating func write(utf8 bytes: [UInt8]) {
        if var stream = self as? any UTF8OutputStream {
            stream.write(utf8: bytes)
            self = stream as! Self  // cannot fail: it was Self a line above
        } else {
            write(String(decoding: bytes, as: UTF8.self))
        }
    }
}

/// A file descriptor as a `TextOutputStream` (unbuffered `write(2)` calls). The first failure is
/// kept in `failure`, so a command can report it instead of losing output silently.
struct StandardStream: UTF8OutputStream {
    let descriptor: Int32
    private(set) var failure: String?

    init(descriptor: Int32) { self.descriptor = descriptor }

    static let output = StandardStream(descriptor: STDOUT_FILENO)
    static let error = StandardStream(descriptor: STDERR_FILENO)

    mutating func write(_ string: String) {
        guard failure == nil else { return }
        var string = string
        failure = string.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    mutating func write(utf8 bytes: [UInt8]) {
        guard failure == nil else { return }
        failure = bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }
}
