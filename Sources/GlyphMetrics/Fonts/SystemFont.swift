#if canImport(Glibc)
import Glibc
#endif

/// Where `--font system` (`FontSpec.systemFontName`) comes from, in this order: the path given to
/// the measurer (`--system-font PATH`), else `$BUTTONSIZER_SYSTEM_FONT`, else the bundled
/// metric-compatible system font: SF's advances and vertical metrics as measured on iOS
/// (`SystemFontMetrics`), drawn with Inter's outlines (docs/system-font.md). Nothing of Apple's
/// is bundled or downloaded, only measurements.
///
/// The path is a font file (the variable `SF-Pro.ttf` or `SFNS.ttf`: weight, slant and optical size
/// come from its axes) or a folder of static `SF-Pro-Text-*` and `SF-Pro-Display-*` files, of which
/// Text serves sizes below 20 pt and Display 20 pt and up, as iOS did before the variable font.
public struct SystemFont: Sendable, Hashable, CustomStringConvertible {
    /// Where the system font's path came from.
    public enum Origin: String, Sendable, Hashable {
        /// Given to the measurer (`--system-font`).
        case option
        /// `$BUTTONSIZER_SYSTEM_FONT`.
        case environment
        /// Nothing given: the metric-compatible system font (SF's measurements, Inter's outlines).
        case standIn
    }

    /// The SF Pro file or folder; nil for the stand-in.
    public let path: String?
    /// Where the font was named: the option, the environment, or nowhere (the stand-in).
    public let origin: Origin

    /// The environment variable that names the system font.
    public static let environmentVariable = "BUTTONSIZER_SYSTEM_FONT"
    /// The point size from which a folder of static files uses SF Pro Display instead of Text.
    public static let displayFromPointSize = 20.0
    /// The family whose outlines draw the metric-compatible system font.
    public static let standInFamily = BundledFonts.defaultFamily
    /// How answers name the metric-compatible system font (`"systemFont": "metrics"`).
    public static let metricsName = "metrics"

    /// The system font from an explicit `option`, else the `environment` value, else the stand-in
    /// (empty strings count as absent).
    public init(option: String?, environment: String?) {
        if let option, !option.isEmpty {
            (path, origin) = (option, .option)
        } else if let environment, !environment.isEmpty {
            (path, origin) = (environment, .environment)
        } else {
            (path, origin) = (nil, .standIn)
        }
    }

    /// The system font from `option`, else this process's `$BUTTONSIZER_SYSTEM_FONT`, else the stand-in.
    public init(option: String? = nil) {
        self.init(option: option, environment: getenv(Self.environmentVariable).map { String(cString: $0) })
    }

    /// "metrics" (the metric-compatible system font), or the path given.
    public var description: String { path ?? Self.metricsName }

    /// The face for `weight`, slant and `pointSize`, and a note when `allowSubstitution` let another
    /// style stand in.
    /// - Throws: ``GlyphMetricsError/unreadableFont(path:reason:)`` when the path is neither a font
    ///   nor a folder with SF Pro files, ``GlyphMetricsError/unavailableStyle(family:requested:available:)``.
    func face(weight: Int, italic: Bool, pointSize: Double, library: FontLibrary,
              allowSubstitution: Bool) throws -> (face: FontFace, substitution: String?) {
        guard let path else {
            // Every weight and slant measures as SF's; Inter's nearest upright face draws it.
            let drawing = try Self.pick(in: library.bundledDirectory, prefixes: [Self.standInFamily + "-"],
                                        family: Self.standInFamily, weight: weight, italic: false, library: library,
                                        allowSubstitution: true).face
            return (try library.metricFace(drawnBy: drawing.path, weight: weight, italic: italic), nil)
        }
        guard Self.isDirectory(path) else {
            let face = try library.face(path: path)
            return try Self.check(face, family: face.familyName, weight: weight, italic: italic,
                                  allowSubstitution: allowSubstitution, available: { [face.styleDescription] })
        }
        let display = pointSize >= Self.displayFromPointSize
        return try Self.pick(in: path, prefixes: display ? ["SF-Pro-Display-", "SFProDisplay-"] : ["SF-Pro-Text-", "SFProText-"],
                             family: display ? "SF Pro Display" : "SF Pro Text", weight: weight, italic: italic,
                             library: library, allowSubstitution: allowSubstitution)
    }

    /// The face among `folder`'s files named `prefix…` that provides the style; else the nearest
    /// (same slant first, then the closest weight) when substitution is allowed.
    private static func pick(in folder: String, prefixes: [String], family: String, weight: Int, italic: Bool,
                             library: FontLibrary, allowSubstitution: Bool) throws -> (face: FontFace, substitution: String?) {
        let files = fontFiles(in: folder).filter { name in prefixes.contains { name.hasPrefix($0) } }
        let faces = files.compactMap { try? library.face(path: folder + "/" + $0) }
        guard !faces.isEmpty else {
            throw GlyphMetricsError.unreadableFont(
                path: folder, reason: "no \(prefixes[0])*.otf or .ttf files in the folder (expected static \(family) files)")
        }
        if let exact = faces.first(where: { $0.provides(weight: weight, italic: italic) }) { return (exact, nil) }
        let nearest = faces.min { a, b in
            (a.isItalic != italic ? 1 : 0, abs(a.weight - weight), a.path) < (b.isItalic != italic ? 1 : 0, abs(b.weight - weight), b.path)
        }!
        return try check(nearest, family: family, weight: weight, italic: italic, allowSubstitution: allowSubstitution,
                         available: { faces.map(\.styleDescription).sorted() })
    }

    /// `face` when it provides the style; else the substitution note, or the error listing `available`.
    static func check(_ face: FontFace, family: String, weight: Int, italic: Bool, allowSubstitution: Bool,
                      available: () -> [String]) throws -> (face: FontFace, substitution: String?) {
        if face.provides(weight: weight, italic: italic) { return (face, nil) }
        let requested = styleName(weight: Double(weight), italic: italic)
        guard allowSubstitution else {
            throw GlyphMetricsError.unavailableStyle(family: family, requested: requested, available: available())
        }
        return (face, "\(family) has no \(requested) face; substituted \(face.styleDescription) (\(face))")
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The `.otf`/`.ttf` file names in `folder`, sorted.
    private static func fontFiles(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            let lower = name.lowercased()
            if lower.hasSuffix(".otf") || lower.hasSuffix(".ttf") { names.append(name) }
        }
        return names.sorted()
    }
}
