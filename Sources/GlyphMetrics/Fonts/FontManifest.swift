#if canImport(Glibc)
import Glibc
#endif

/// The hermetic font set's files outside `Fonts/`: named files of pinned Debian font packages
/// (`Fonts/debian-fonts.tsv`), too large to copy into the repository (full CJK, colour emoji).
///
/// A hermetic ``FontLibrary`` adds exactly these files to the bundled ones. A file that is missing or
/// has another size than listed is an error naming its package, never a silent substitute. The sha256
/// of every file is checked by `make deps` (`scripts/font-manifest.sh --check`): hashing 55 MB on
/// every start would cost each `buttonsizer` process about a second.
public struct FontManifest: Sendable, Hashable {
    /// One file of a Debian package.
    public struct Entry: Sendable, Hashable {
        /// The scripts the file is there for ("Bengali", "Emoji"…).
        public var script: String
        /// The Debian package that installs the file.
        public var package: String
        /// The package version the file was taken from (`dpkg-query -W`).
        public var version: String
        /// The absolute path the package installs the file at.
        public var path: String
        /// The file's size in bytes.
        public var bytes: Int
        /// The file's SHA-256, lowercase hex.
        public var sha256: String
    }

    /// The manifest's file name inside the bundled fonts directory.
    public static let fileName = "debian-fonts.tsv"

    /// One entry per font file of the hermetic set, in the manifest's row order.
    public var entries: [Entry]

    /// Parses the manifest text: `#` comment lines, then one tab-separated row per file
    /// (script, package, version, path, bytes, sha256).
    /// - Throws: ``GlyphMetricsError/invalidArgument(name:value:reason:)`` naming the file and line.
    public init(parsing text: String, file: String) throws {
        var entries: [Entry] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 6, let bytes = Int(fields[4]), fields[3].hasPrefix("/"),
                  fields[5].count == 64 else {
                throw GlyphMetricsError.invalidArgument(
                    name: "font manifest line", value: "\(file):\(number + 1)",
                    reason: "expected script, package, version, absolute path, bytes, sha256 separated by tabs")
            }
            entries.append(Entry(script: fields[0], package: fields[1], version: fields[2], path: fields[3],
                                 bytes: bytes, sha256: fields[5]))
        }
        self.entries = entries
    }

    /// The manifest in `directory`, or `nil` when the directory has none (a custom fonts directory).
    public static func load(directory: String) throws -> FontManifest? {
        let path = directory + "/" + fileName
        guard let bytes = readFile(path) else { return nil }
        return try FontManifest(parsing: String(decoding: bytes, as: UTF8.self), file: path)
    }

    /// The first file that is missing or has another size than listed, as an error naming its package.
    public func firstProblem() -> GlyphMetricsError? {
        for entry in entries {
            var status = stat()
            guard stat(entry.path, &status) == 0 else {
                return .missingFontFile(path: entry.path, package: entry.package, version: entry.version,
                                        problem: "is not installed")
            }
            if Int(status.st_size) != entry.bytes {
                return .missingFontFile(path: entry.path, package: entry.package, version: entry.version,
                                        problem: "is \(status.st_size) bytes, not \(entry.bytes): another version of the package is installed")
            }
        }
        return nil
    }

    /// A short stable hash of the manifest (FNV-1a, 64 bits), so each font set gets its own
    /// fontconfig cache.
    var fingerprint: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for entry in entries {
            for byte in (entry.path + "\t" + entry.sha256 + "\n").utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        return String(hash, radix: 16)
    }
}
