import ButtonSizer
import GlyphMetrics

/// The font flags shared by the commands: `--font`, `--size`, `--weight`, `--italic`,
/// `--letter-spacing`, `--no-kerning`, `--hermetic`, `--allow-substitution`.
enum FontOptions {
    static let options: Set<String> = ["font", "size", "weight", "letter-spacing"]
    static let flags: Set<String> = ["italic", "no-kerning", "hermetic", "allow-substitution"]
    static let usage = "[--font NAME|PATH] [--size PT] [--weight W] [--italic] [--letter-spacing PT] [--no-kerning] "
        + "[--hermetic] [--allow-substitution]"

    static let weights: KeyValuePairs<String, Int> = [
        "thin": 100, "extralight": 200, "ultralight": 200, "light": 300, "regular": 400, "normal": 400,
        "medium": 500, "semibold": 600, "demibold": 600, "bold": 700, "extrabold": 800, "heavy": 800, "black": 900,
    ]

    /// The font the flags name; the default is the bundled Inter at `defaultSize` (17 pt, UIKit's body
    /// size) and `defaultWeight`.
    static func spec(_ arguments: Arguments, defaultSize: Double = 17, defaultWeight: Int = 400) throws -> FontSpec {
        let weight = arguments["weight"] == nil ? defaultWeight : try weight(arguments["weight"])
        let italic = arguments.has("italic")
        var name = arguments["font"] ?? BundledFonts.defaultFamily
        // The default face by file: no fontconfig set-up needed for the common case.
        if arguments["font"] == nil && weight == 400 && !italic { name = BundledFonts.path("Inter-Regular.otf") }
        return FontSpec(name: name, size: try arguments.number("size", positive: true) ?? defaultSize,
                        weight: weight, italic: italic,
                        letterSpacing: try arguments.number("letter-spacing") ?? 0,
                        kerning: !arguments.has("no-kerning"))
    }

    static func weight(_ text: String?, flag: String = "weight") throws -> Int {
        guard let text else { return 400 }
        if let number = Int(text), (1...1000).contains(number) { return number }
        if let named = weights.first(where: { $0.key == text.lowercased() }) { return named.value }
        throw UsageError("--\(flag) must be 1…1000 or one of \(weights.map(\.key).joined(separator: ", ")), not '\(text)'")
    }

    static func measurer(_ arguments: Arguments) throws -> TextMeasurer {
        try TextMeasurer(library: FontLibrary(scope: arguments.has("hermetic") ? .hermetic : .system),
                         allowsSubstitution: arguments.has("allow-substitution"))
    }

    static let lineBreakModes: KeyValuePairs<String, LineBreakMode> = [
        "word": .wordWrapping, "char": .charWrapping, "clip": .clipping,
        "head": .truncatingHead, "tail": .truncatingTail, "middle": .truncatingMiddle,
        "bywordwrapping": .wordWrapping, "bycharwrapping": .charWrapping, "byclipping": .clipping,
        "bytruncatinghead": .truncatingHead, "bytruncatingtail": .truncatingTail,
        "bytruncatingmiddle": .truncatingMiddle,
    ]

    static func scale(_ arguments: Arguments) throws -> Double {
        guard let text = arguments["scale"] else { return 2 }
        guard let scale = Double(text), PixelGrid.supportedScales.contains(scale) else {
            throw UsageError("--scale must be 1, 2 or 3, not '\(text)'")
        }
        return scale
    }
}
