import ButtonSizer
#if canImport(Glibc)
import Glibc
#endif

/// The fonts shipped in the package's `Fonts/` directory.
public enum BundledFonts {
    /// Where the bundled fonts are: the first of ``searchPlaces`` that exists (`$BUTTONSIZER_FONTS`,
    /// which `--bundled-fonts-dir` sets; `../share/buttonsizer/Fonts` beside the executable, where `make install`
    /// puts them; the `Fonts/` directory of the source tree this module was built from), else the
    /// source tree's (``checkDirectory()`` then names every place looked).
    public static let directory: String = {
        let places = searchPlaces
        // A directory the user named is used even when it is missing, so the error says so.
        if let named = places.first, named.source == overrideSource { return named.path }
        return places.first { access($0.path, R_OK) == 0 }?.path ?? places.last?.path ?? "Fonts"
    }()

    private static let overrideSource = "--bundled-fonts-dir or $BUTTONSIZER_FONTS"

    /// The places ``directory`` is looked for, in order, each with what names it.
    public static var searchPlaces: [(source: String, path: String)] {
        var places: [(source: String, path: String)] = []  // labelled: no element-wise cast on return
        if let override = getenv("BUTTONSIZER_FONTS").map({ String(cString: $0) }), !override.isEmpty {
            places.append((overrideSource, override))
        }
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if length > 0 {
            let executable = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            places.append(("next to the executable", parent(parent(executable)) + "/share/buttonsizer/Fonts"))
        }
        // #filePath is …/Sources/GlyphMetrics/Fonts/BundledFonts.swift.
        places.append(("the source tree", parent(parent(parent(parent(String(#filePath))))) + "/Fonts"))
        return places
    }

    /// `path` without its last component ("/a/b/c" → "/a/b", "c" → ""). Not split and `joined`:
    /// this runs at every start, and the standard library's unspecialized `joined` costs a scan of
    /// every conformance record in the binary the first time (#17, start-up).
    private static func parent(_ path: String) -> String {
        // Searched as bytes: "/" is ASCII, and a Character search costs grapheme breaking at every start.
        path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[..<$0]) } ?? ""
    }

    /// Throws when ``directory`` does not exist, naming every place looked, in order.
    public static func checkDirectory() throws {
        guard access(directory, R_OK) != 0 else { return }
        let places = searchPlaces
        let looked = (places.first?.source == overrideSource ? Array(places.prefix(1)) : places).map { "\($0.path) (\($0.source))" }.joined(separator: ", ")
        throw GlyphMetricsError.invalidArgument(
            name: "fonts directory", value: directory,
            reason: "no bundled fonts found; looked in \(looked). Install with `make install`, or give --bundled-fonts-dir DIR")
    }

    /// Inter, the bundled family whose outlines draw the metric-compatible system font (the default font when
    /// none is named is the system font, `FontSpec.defaultFamily`; Inter is measured as itself only when named).
    public static let defaultFamily = "Inter"

    /// The path of a hermetic font file by its file name: a file in ``directory``, else a file of the
    /// hermetic set's Debian packages (``FontManifest``, e.g. "NotoSansCJK-Regular.ttc").
    /// A `#N` suffix (a face of a collection) is kept: "NotoSansCJK-Regular.ttc#2".
    public static func path(_ fileName: String) -> String {
        let bundled = directory + "/" + fileName
        let face = FaceID(parsing: fileName)
        if access(directory + "/" + face.path, F_OK) == 0 { return bundled }
        guard let entry = manifest?.entries.first(where: { $0.path.hasSuffix("/" + face.path) }) else { return bundled }
        return face.index == 0 && !fileName.hasSuffix("#0") ? entry.path : "\(entry.path)#\(face.index)"
    }

    /// The path of Inter Regular, the file of the system font stand-in's regular face (``path(_:)`` of "Inter-Regular.otf", looked up
    /// once: every request without a font names it).
    public static let defaultFontPath = path("Inter-Regular.otf")

    /// The manifest of ``directory``'s Debian package files, or nil when there is none or it is unreadable.
    public static let manifest: FontManifest? = try? FontManifest.load(directory: directory)
}
