/// Why a font could not be found, opened or used. Each case names the input and what is wrong.
public enum GlyphMetricsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No installed or bundled family has this name.
    case unknownFamily(String, closest: [String])
    /// The family exists but not in the requested weight or style, and substitution was not allowed.
    case unavailableStyle(family: String, requested: String, available: [String])
    /// The file could not be read or is not a font FreeType understands.
    case unreadableFont(path: String, reason: String)
    /// The face index is past the number of faces in the collection.
    case faceIndexOutOfRange(path: String, index: Int, faceCount: Int)
    /// A C library call failed.
    case library(LibraryError)
    /// A request value is out of range (a NaN size, a negative width…).
    case invalidArgument(name: String, value: String, reason: String)
    /// A file of the hermetic font set's Debian packages (``FontManifest``) is missing or different.
    case missingFontFile(path: String, package: String, version: String, problem: String)
    /// A variation setting (`wght=950`, an unknown axis tag, a weight outside the `wght` axis) that
    /// the font's axes do not allow; the reason names the axes the font has.
    case invalidVariation(font: String, setting: String, reason: String)

    /// Whether this is ``invalidVariation(font:setting:reason:)``.
    public var isInvalidVariation: Bool {
        if case .invalidVariation = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case let .unknownFamily(name, closest):
            let hint = closest.isEmpty ? "" : "; closest: \(closest.joined(separator: ", "))"
            return "no font family named '\(name)'\(hint)"
        case let .unavailableStyle(family, requested, available):
            return "font family '\(family)' has no \(requested) face (available: \(available.joined(separator: ", "))); "
                + "allow substitution to use the nearest"
        case let .unreadableFont(path, reason):
            return "cannot use font file '\(path)': \(reason)"
        case let .faceIndexOutOfRange(path, index, count):
            return "font file '\(path)' has \(count) face\(count == 1 ? "" : "s"); face index \(index) does not exist"
        case let .library(error):
            return error.description
        case let .invalidArgument(name, value, reason):
            return "invalid \(name) '\(value)': \(reason)"
        case let .missingFontFile(path, package, version, problem):
            return "font file '\(path)' of the hermetic font set \(problem); it comes from the Debian package "
                + "\(package) \(version) (Fonts/\(FontManifest.fileName)): run `make deps` or "
                + "`apt-get install \(package)=\(version)`"
        case let .invalidVariation(font, setting, reason):
            return "invalid variation '\(setting)' for '\(font)': \(reason)"
        }
    }
}

/// A failed call into a C library (FreeType, fontconfig, ICU), with the function's name.
///
/// `FT_Error_String` returns NULL on Debian's FreeType build (error strings compiled out), so the
/// messages for the FreeType codes a font file can cause are kept here.
public struct LibraryError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The C function that failed (`FT_New_Face`, `FcConfigAppFontAddDir`, `ubrk_open`).
    public var function: String
    /// What went wrong, in words (FreeType's message for the code when it has one).
    public var message: String
    /// The library's error code, when it has one.
    public var code: Int32?

    /// An error from `function` with a message and, when the library gave one, its error code.
    public init(function: String, message: String, code: Int32? = nil) {
        self.function = function
        self.message = message
        self.code = code
    }

    /// A FreeType error: `LibraryError(function: "FT_New_Face", freeTypeCode: 1)` reads
    /// "FT_New_Face failed: cannot open resource (error 1)".
    public init(function: String, freeTypeCode code: Int32) {
        self.init(function: function, message: Self.freeTypeMessages[code] ?? "FreeType error", code: code)
    }

    /// An ICU failure, by ICU's status name (`u_errorName`) or why ICU could not be loaded; ICU has no
    /// FreeType code. `LibraryError(function: "ubrk_open", icuError: "U_ILLEGAL_ARGUMENT_ERROR", locale: "x")`
    /// reads "ubrk_open failed: U_ILLEGAL_ARGUMENT_ERROR (ICU, locale 'x')".
    public init(function: String, icuError: String, locale: String? = nil) {
        guard icuError.hasPrefix("U_") else {
            self.init(function: function, message: icuError)
            return
        }
        self.init(function: function, message: icuError + " (ICU" + (locale.map { ", locale '\($0)'" } ?? "") + ")")
    }

    public var description: String {
        "\(function) failed: \(message)" + (code.map { " (error \($0))" } ?? "")
    }

    static let freeTypeMessages: [Int32: String] = [
        0x01: "cannot open resource",
        0x02: "unknown file format",
        0x03: "broken file",
        0x04: "invalid FreeType version",
        0x06: "invalid argument",
        0x07: "unimplemented feature",
        0x08: "broken table",
        0x09: "broken offset within table",
        0x0A: "array allocation size too large",
        0x10: "invalid glyph index",
        0x11: "invalid character code",
        0x12: "unsupported glyph image format",
        0x13: "cannot render this glyph format",
        0x14: "invalid outline",
        0x15: "invalid composite glyph",
        0x17: "invalid pixel size",
        0x23: "invalid face handle",
        0x40: "out of memory",
        0x51: "cannot open stream",
        0x52: "invalid stream seek",
        0x53: "invalid stream skip",
        0x54: "invalid stream read",
        0x55: "invalid stream operation",
        0x56: "invalid frame operation",
        0x58: "invalid frame read",
        0x8E: "table missing",
        0x8F: "horizontal header (hhea) table missing",
        0x90: "locations (loca) table missing",
        0x91: "name table missing",
        0x92: "character map (cmap) table missing",
        0x93: "horizontal metrics (hmtx) table missing",
        0x94: "PostScript (post) table missing",
        0x95: "invalid horizontal metrics",
        0x96: "invalid character map (cmap) format",
        0xB9: "font header corrupted",
        0xBA: "font glyphs corrupted",
    ]
}
