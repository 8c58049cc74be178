#if canImport(Glibc)
import Glibc
#endif

/// The fonts shipped in the package's `Fonts/` directory.
public enum BundledFonts {
    /// Where the bundled fonts are: `$BUTTONSIZER_FONTS` when set; else the `Fonts/` directory of the
    /// source tree this module was built from; else `../share/buttonsizer/Fonts` beside the executable.
    public static let directory: String = {
        if let override = getenv("BUTTONSIZER_FONTS").map({ String(cString: $0) }), !override.isEmpty {
            return override
        }
        // #filePath is …/Sources/GlyphMetrics/BundledFonts.swift.
        let sourceTree = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
            .dropLast(3).joined(separator: "/") + "/Fonts"
        if access(sourceTree, R_OK) == 0 { return sourceTree }
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if length > 0 {
            let executable = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let installed = executable.split(separator: "/", omittingEmptySubsequences: false)
                .dropLast(2).joined(separator: "/") + "/share/buttonsizer/Fonts"
            if access(installed, R_OK) == 0 { return installed }
        }
        return sourceTree
    }()

    /// The default font when none is named: Inter Regular, the closest free stand-in for the iOS system font.
    public static let defaultFamily = "Inter"

    /// The path of a hermetic font file by its file name: a file in ``directory``, else a file of the
    /// hermetic set's Debian packages (``FontManifest``, e.g. "NotoSansCJK-Regular.ttc").
    /// A `#N` suffix (a face of a collection) is kept: "NotoSansCJK-Regular.ttc#2".
    public static func path(_ fileName: String) -> String {
        let bundled = directory + "/" + fileName
        let (file, index) = TextMeasurer.splitFaceIndex(fileName)
        if access(directory + "/" + file, F_OK) == 0 { return bundled }
        guard let entry = manifest?.entries.first(where: { $0.path.hasSuffix("/" + file) }) else { return bundled }
        return index == 0 && !fileName.hasSuffix("#0") ? entry.path : "\(entry.path)#\(index)"
    }

    /// The manifest of ``directory``'s Debian package files, or nil when there is none or it is unreadable.
    public static let manifest: FontManifest? = try? FontManifest.load(directory: directory)
}
