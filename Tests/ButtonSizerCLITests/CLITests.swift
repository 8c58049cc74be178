import JSONText
import ButtonSizer
import ButtonSizerCLI
import Foundation
import GlyphMetrics
import Testing

/// The command-line contract through `ButtonSizerCLI.run`: exit codes, where output goes, and the JSON.
/// Every command that measures passes `--hermetic`, so only the bundled fonts are seen.
@Suite struct CLITests {
    struct Result {
        var code: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ arguments: [String]) -> Result {
        var out = "", err = ""
        let code = ButtonSizerCLI.run(arguments, stdout: &out, stderr: &err)
        return Result(code: code, stdout: out, stderr: err)
    }

    static func json(_ arguments: [String]) throws -> [String: Any] {
        let result = run(arguments)
        try #require(result.code == 0, "\(arguments): \(result.stderr)")
        #expect(result.stderr.isEmpty)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        return try #require(object as? [String: Any])
    }

    static func number(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }

    // MARK: - measure --json

    // "Hello" in Inter 17 pt: 6740 units (hb-shape 6.0.0) × 17 / 2816 = 40.688920… pt; line height
    // (2728 + 680) × 17 / 2816 = 20.573863… pt; @2x (the default scale) 82 px → 41, 42 px → 21.
    // Numbers are written with up to six decimals, so compare within 1e-6.
    @Test func measureJSONHasEveryKey() throws {
        let j = try Self.json(["measure", "--hermetic", "--json", "--font", "Inter", "Hello"])
        for key in ["text", "width", "height", "size", "scale", "ascender", "descender", "leading", "lineHeight",
                    "fonts", "displayed", "truncated", "lines"] {
            #expect(j[key] != nil, "missing key \(key)")
        }
        #expect(abs(Self.number(j["width"])! - 6740.0 * 17 / 2816) < 1e-6)
        #expect(abs(Self.number(j["height"])! - 3408.0 * 17 / 2816) < 1e-6)
        #expect(abs(Self.number(j["lineHeight"])! - 3408.0 * 17 / 2816) < 1e-6)
        #expect(abs(Self.number(j["ascender"])! - 2728.0 * 17 / 2816) < 1e-6)
        #expect(abs(Self.number(j["descender"])! + 680.0 * 17 / 2816) < 1e-6)
        #expect(Self.number(j["leading"]) == 0)
        #expect(Self.number(j["scale"]) == 2)
        let size = try #require(j["size"] as? [String: Any])
        #expect(Self.number(size["width"]) == 41)
        #expect(Self.number(size["height"]) == 21)
        let fonts = try #require(j["fonts"] as? [String])
        #expect(fonts.count == 1)
        #expect(fonts.first?.hasSuffix("/Inter-Regular.otf") == true)
        #expect(j["displayed"] as? String == "Hello")
        #expect(j["truncated"] as? Bool == false)
        #expect(j["text"] as? String == "Hello")
        let lines = try #require(j["lines"] as? [[String: Any]])
        #expect(lines.count == 1)
        #expect(lines.first?["text"] as? String == "Hello")
        #expect((lines[0]["visibleRanges"] as? [[Int]]) == [[0, 5]])
    }

    // Issue 38 item 2: with no --font, measure resolves the system font (UIKit's default), not Inter: the JSON's
    // font says "systemFont": "metrics", and "Continue shopping" is SF's measured 17 pt advances (Fonts/sf-metrics.tsv,
    // system-regular text design, tracking 0 at 17 pt) 17309 units × 17 / 2048 = 143.678223 pt (Inter's would be
    // 25064 × 17 / 2816 = 151.309659), its line 2444 × 17 / 2048 = 20.287109 (uikit-measured-rules D1).
    @Test func measureWithoutAFontIsTheSystemFont() throws {
        let j = try Self.json(["measure", "--hermetic", "--json", "Continue shopping"])
        let font = try #require(j["font"] as? [String: Any])
        #expect(font["systemFont"] as? String == "metrics")
        #expect(abs(Self.number(j["width"])! - 17309.0 * 17 / 2048) < 1e-6)
        #expect(abs(Self.number(j["lineHeight"])! - 2444.0 * 17 / 2048) < 1e-6)
    }

    // Truncation and fallback through the CLI: "Hello World" at 60 pt, middle → "He…rld" (hand-computed in
    // GlyphMetricsTests.TruncationPropertyTests); "统计" falls back to Noto Sans CJK SC (face 2 of
    // fonts-noto-cjk's collection: Han with no language), 2 × 17 = 34 pt.
    @Test func measureJSONTruncationAndFallback() throws {
        let middle = try Self.json(["measure", "--hermetic", "--json", "--font", "Inter", "--width", "60", "--line-break", "middle",
                                    "Hello World"])
        #expect(middle["displayed"] as? String == "He\u{2026}rld")
        #expect(middle["truncated"] as? Bool == true)
        let cjk = try Self.json(["measure", "--hermetic", "--json", "--font", "Inter", "统计"])
        #expect(Self.number(cjk["width"]) == 34)
        #expect((cjk["fonts"] as? [String])?.last?.hasSuffix("/NotoSansCJK-Regular.ttc#2") == true)
        // Two lines: the line height and one line pitch, L = round(20.574) = 21 (LineSpacing.roundedPitch, D4).
        let two = try Self.json(["measure", "--hermetic", "--json", "--font", "Inter", "--lines", "0", "--width", "60", "--line-break",
                                 "word", "Hello World"])
        #expect((two["lines"] as? [Any])?.count == 2)
        #expect(abs(Self.number(two["height"])! - (21 + 3408.0 * 17 / 2816)) < 1e-6)
    }

    // Font flags: AVATAR (Inter) is 10376 units kerned, 11224 with kern off; letter spacing 1 adds 6 × 1 pt.
    // Scale 3: 10376 × 17 / 2816 = 62.639… → 188 px → 62.666…
    @Test func fontFlags() throws {
        let kerned = try Self.json(["measure", "--hermetic", "--json", "--font", "Inter", "AVATAR"])
        #expect(abs(Self.number(kerned["width"])! - 10376.0 * 17 / 2816) < 1e-6)
        let unkerned = try Self.json(["measure", "--hermetic", "--json", "--font", "Inter", "--no-kerning", "AVATAR"])
        #expect(abs(Self.number(unkerned["width"])! - 11224.0 * 17 / 2816) < 1e-6)
        let spaced = try Self.json(["measure", "--hermetic", "--json", "--font", "Inter", "--letter-spacing", "1", "AVATAR"])
        #expect(abs(Self.number(spaced["width"])! - (10376.0 * 17 / 2816 + 6)) < 1e-6)
        let scaled = try Self.json(["measure", "--hermetic", "--json", "--font", "Inter", "--scale", "3", "AVATAR"])
        let size = try #require(scaled["size"] as? [String: Any])
        #expect(abs(Self.number(size["width"])! - 188.0 / 3) < 1e-6)
        let bold = try Self.json(["measure", "--hermetic", "--json", "--font", "Noto Sans", "--weight", "bold", "x"])
        #expect((bold["fonts"] as? [String])?.first?.hasSuffix("/NotoSans-Bold.ttf") == true)
    }

    // `--name=value` is the same as `--name value`; after `--` everything is text, even "--json".
    @Test func optionForms() throws {
        let spaced = Self.run(["measure", "--hermetic", "--json", "--size", "20", "--width", "50", "Hello World"])
        let equals = Self.run(["measure", "--hermetic", "--json", "--size=20", "--width=50", "Hello World"])
        #expect(spaced.code == 0)
        #expect(spaced.stdout == equals.stdout)
        #expect(!spaced.stdout.isEmpty)
        // "Hello" at 20 pt: 6740 × 20 / 2816 = 47.869…
        let j = try Self.json(["measure", "--hermetic", "--json", "--font", "Inter", "--size=20", "Hello"])
        #expect(abs(Self.number(j["width"])! - 6740.0 * 20 / 2816) < 1e-6)
        let dashed = try Self.json(["measure", "--hermetic", "--json", "--", "--json"])
        #expect(dashed["text"] as? String == "--json")
        #expect(dashed["displayed"] as? String == "--json")
        // Human-readable output without --json.
        let human = Self.run(["measure", "--hermetic", "--font", "Inter", "Hello"])
        #expect(human.code == 0)
        #expect(human.stdout.contains("displayed: Hello"))
        #expect(human.stdout.contains("width 40.68892 pt"))
    }

    // MARK: - Exit codes

    @Test(arguments: [
        ["measure", "--hermetic", "--size", "abc", "Hello"],
        ["measure", "--hermetic", "--size", "nan", "Hello"],
        ["measure", "--hermetic", "--size=NaN", "Hello"],
        ["measure", "--hermetic", "--size", "inf", "Hello"],
        ["measure", "--hermetic", "--size", "-3", "Hello"],
        ["measure", "--hermetic", "--size", "0", "Hello"],
        ["measure", "--hermetic", "--width", "-1", "Hello"],
        ["measure", "--hermetic", "--lines", "-1", "Hello"],
        ["measure", "--hermetic", "--lines", "two", "Hello"],
        ["measure", "--hermetic", "--line-break", "sideways", "Hello"],
        ["measure", "--hermetic", "--weight", "heavyish", "Hello"],
        ["measure", "--hermetic", "--scale", "4", "Hello"],
        ["measure", "--hermetic", "--bogus", "Hello"],
        ["measure", "--hermetic", "--json=yes", "Hello"],
        ["measure", "--hermetic"],
        ["measure", "--hermetic", "two", "texts"],
        ["measure", "--hermetic", "Hello", "--size"],
        ["fonts", "--hermetic", "extra"],
    ])
    func usageErrorsExit64(arguments: [String]) {
        let r = Self.run(arguments)
        #expect(r.code == 64)
        #expect(r.code == ButtonSizerCLI.exitUsage)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.hasPrefix("Error: "))
        #expect(r.stderr.contains("usage: buttonsizer \(arguments[0])"), "\(r.stderr)")
    }

    @Test(arguments: [[], ["frobnicate"]])
    func missingOrUnknownCommandExit64(arguments: [String]) {
        let r = Self.run(arguments)
        #expect(r.code == 64)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.hasPrefix("Error: "))
        #expect(r.stderr.contains("usage: buttonsizer"))
    }

    @Test func unknownFontExits1WithOneLine() {
        let r = Self.run(["measure", "--hermetic", "--font", "Intr", "Hello"])
        #expect(r.code == 1)
        #expect(r.stdout.isEmpty)
        // One line, naming the closest family first ("Inter" is one edit from "Intr").
        #expect(r.stderr.hasPrefix("Error: no font family named 'Intr'; closest: Inter"), "\(r.stderr)")
        #expect(r.stderr.filter { $0 == "\n" }.count == 1)
        #expect(r.stderr.hasSuffix("\n"))
        let missing = Self.run(["measure", "--hermetic", "--font", "/nonexistent/Font.otf", "Hello"])
        #expect(missing.code == 1)
        #expect(missing.stdout.isEmpty)
        #expect(missing.stderr.hasPrefix("Error: cannot use font file"))
        let weight = Self.run(["measure", "--hermetic", "--font", "Noto Sans", "--weight", "500", "Hello"])
        #expect(weight.code == 1)
        #expect(weight.stderr.contains("available: 400, 700"))
        let substituted = Self.run(["measure", "--hermetic", "--font", "Noto Sans", "--weight", "500",
                                    "--allow-substitution", "Hello"])
        #expect(substituted.code == 0)
    }

    @Test(arguments: [["--help"], ["-h"], ["help"], ["measure", "--help"], ["fonts", "--help"],
                      ["measure", "--size", "nan", "--help"]])
    func helpGoesToStdoutAndExits0(arguments: [String]) {
        let r = Self.run(arguments)
        #expect(r.code == 0)
        #expect(r.stderr.isEmpty)
        #expect(r.stdout.contains("usage: buttonsizer"))
    }

    // MARK: - fonts

    // The bundled families by their first fontconfig family name (Fonts/README.md "Files" table), then the
    // families of the Debian files in Fonts/debian-fonts.tsv, each naming its package.
    @Test func fontsHermeticListsTheBundledFamilies() {
        let r = Self.run(["fonts", "--hermetic"])
        #expect(r.code == 0)
        #expect(r.stderr.isEmpty)
        let rows = r.stdout.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        #expect(rows.prefix(7).map { $0[0] } == ["Inter", "Liberation Sans", "Noto Sans", "Noto Sans Arabic",
                                                 "Noto Sans Devanagari", "Noto Sans Hebrew", "Noto Sans Thai"])
        for row in rows.prefix(7) {
            #expect(row.count == 3, "\(row)")
            #expect(row.last == "bundled", "\(row)")  // with 3 columns, the last is the third
        }
        let debian = Dictionary(rows.dropFirst(7).map { ($0[0], $0.count == 3 ? $0[2] : "") }, uniquingKeysWith: { a, _ in a })
        #expect(debian["Noto Sans CJK TC"] == "fonts-noto-cjk")
        #expect(debian["Noto Sans Bengali"] == "fonts-noto-core")
        #expect(debian["Noto Color Emoji"] == "fonts-noto-color-emoji")
        #expect(rows.first?[1] == "400, 500, 600, 700")
        #expect(rows.dropFirst(2).first?[1] == "400, 700")
    }

    /// The engine's error kinds keep the command line's contract: a font that refuses `--variations` is a
    /// usage error (64) whose usage line comes without the pointer to the options; an unknown family a
    /// runtime failure (1).
    @Test func engineErrorsKeepTheirExitCodes() {
        let axes = Self.run(["measure", "--hermetic", "--variations", "XXXX=1", "x"])
        #expect(axes.code == 64)
        #expect(axes.stderr == "Error: invalid variation 'XXXX' for '\(BundledFonts.defaultFontPath)': the font has no variation axes\n"
                + "usage: buttonsizer measure [options] TEXT\n")
        let family = Self.run(["measure", "--hermetic", "--font", "Nope--Sans", "x"])
        #expect(family.code == 1)
        #expect(family.stderr.hasPrefix("Error: "))
        #expect(!family.stderr.contains("usage:"))
    }
}
