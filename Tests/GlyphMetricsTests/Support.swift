import ButtonSizer
import GlyphMetrics
import Testing
import ButtonSizerTesting

/// Shared fixtures. Every measurer here is hermetic: it sees only the fonts in `Fonts/`, so installed
/// system fonts cannot change a result.
enum Fixture {
    /// One hermetic library for the whole suite (fontconfig is set up once).
    static let library = FontLibrary(scope: .hermetic)
    static let measurer: TextMeasurer = try! TextMeasurer(library: library)
    static let noOrphanMeasurer: TextMeasurer =
        try! TextMeasurer(library: library, policies: TextPolicies(avoidsOrphans: false))

    static func path(_ file: String) -> String { BundledFonts.path(file) }

    /// A font given by its bundled file, so no fontconfig choice is involved.
    static func file(_ file: String, size: Double = 17, letterSpacing: Double = 0, kerning: Bool = true) -> FontSpec {
        FontSpec(name: path(file), size: size, letterSpacing: letterSpacing, kerning: kerning)
    }

    static let inter17 = file("Inter-Regular.otf")

    /// The width of `text` on one line with no limit, in points.
    static func width(_ text: String, _ font: FontSpec = inter17, measurer: TextMeasurer = measurer) throws -> Double {
        try measurer.measure(TextRequest(text: text, font: font, maxWidth: nil, maxLines: 1)).width
    }
}

/// `a ≈ b` within a relative tolerance (widths are sums of many doubles).
func approx(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// The file names (last path component) of `MeasuredText.fonts`.
func fileNames(_ paths: [String]) -> [String] {
    paths.map { String($0.split(separator: "/").last ?? "") }
}

/// Graphemes random strings are built from: Latin with kerning pairs, spaces, a combining accent,
/// an emoji ZWJ sequence and a flag (no bundled font has them: .notdef), CJK and Thai through
/// fallback fonts. No "…", so an ellipsis in displayed text is always the truncation's.
let randomAlphabet: [String] = [
    "A", "V", "W", "T", "o", "y", "a", "e", "i", "l", "m", "r", "F", "f", ".", ",",
    " ", " ", " ", "  ",
    "e\u{301}", "\u{1F469}\u{200D}\u{1F4BB}", "\u{1F1EB}\u{1F1F7}", "统", "计", "こ", "สวั", "ดี",
]

func randomText(_ rng: inout SplitMix64, maxPieces: Int) -> String {
    let count = Int.random(in: 1...maxPieces, using: &rng)
    return (0..<count).map { _ in randomAlphabet.randomElement(using: &rng)! }.joined()
}
