import Glibc

extension CatalogReader {
    /// Reads a whole file with `stat`, `open` and `read` (no Foundation).
    ///
    /// Errors, without a line: `no such file` (including anything `stat` cannot see: a dangling link, a
    /// directory without search permission on the way), `is a directory`, `cannot read the file`.
    package static func readBytes(_ path: String) throws(CatalogError) -> [UInt8] {
        var status = stat()
        guard stat(path, &status) == 0 else { throw CatalogError(file: path, message: "no such file") }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw CatalogError(file: path, message: "is a directory") }
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw CatalogError(file: path, message: "cannot read the file") }
        defer { Glibc.close(descriptor) }
        var bytes: [UInt8] = []
        // The size is a hint only: files in /proc report 0, and a file may change while it is read.
        bytes.reserveCapacity(max(0, Int(status.st_size)))
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw CatalogError(file: path, message: "cannot read the file")
            }
            bytes += chunk[..<count]
        }
    }
}
