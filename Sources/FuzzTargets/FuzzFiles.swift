#if canImport(Glibc)
import Glibc
#endif

/// Corpus files, for replaying them outside the fuzzer (the replay tool and the tests).
public enum FuzzFiles {
    /// The regular files in `path` (sorted by name), or `path` itself when it is a file.
    public static func list(_ path: String) -> [String] {
        guard let directory = opendir(path) else { return [path] }
        defer { closedir(directory) }
        var files: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if !name.hasPrefix(".") { files.append(path + "/" + name) }
        }
        return files.sorted()
    }

    /// The whole file, or nil when it cannot be read.
    public static func read(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[..<count]
        }
        return ferror(file) == 0 ? bytes : nil
    }

    /// Where the targets' scratch files go: `$TMPDIR` (`make test` gives the suite a folder of its own,
    /// removed afterwards), else /tmp.
    static var temporaryDirectory: String {
        guard let value = getenv("TMPDIR"), value.pointee != 0 else { return "/tmp" }
        return String(cString: value)
    }
}
