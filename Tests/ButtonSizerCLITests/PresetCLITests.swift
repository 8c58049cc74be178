import ButtonSizer
import ButtonSizerCLI
import GlyphMetrics
import Foundation
import Testing

/// `--style`, `--button-size`, `--role`, `--content-size`, `--corner-style` on `layout` (batch and lint
/// configs take the same fields), in Inter (named; the default is the system font): ascender 2728, descender −680, upem 2816 (Fonts/README.md), so
/// a line is 3408 × size / 2816 pt: 17 pt → 20.57 → 21 @2x; 15 pt → 18.15 → 18.5; 33 pt → 39.94 → 40.
@Suite struct PresetCLITests {
    static func layout(_ extra: [String]) throws -> [String: Any] {
        try CLITests.json(["layout", "--hermetic", "--json", "--font", "Inter", "--title", "Hi"] + extra)
    }

    static func term(_ j: [String: Any], _ label: String) -> Double? {
        let trace = j["trace"] as? [[String: Any]] ?? []
        return CLITests.number(trace.first { ($0["term"] as? String) == label }?["points"])
    }

    static func height(_ j: [String: Any]) -> Double? {
        CLITests.number((j["intrinsicSize"] as? [String: Any])?["height"])
    }

    @Test(arguments: [("mini", 5.0, 10.0, 28.5), ("small", 5, 10, 28.5), ("medium", 7, 12, 35), ("large", 15, 20, 51)])
    func buttonSizeGivesInsetsAndFont(size: String, vertical: Double, horizontal: Double, height: Double) throws {
        // height = top + line height of the size's title style (15 pt small/mini, 17 pt medium/large) + bottom
        let j = try Self.layout(["--style", "filled", "--button-size", size])
        #expect(Self.term(j, "contentInsets.top") == vertical)
        #expect(Self.term(j, "contentInsets.leading") == horizontal)
        #expect(Self.height(j) == height)
    }

    @Test func contentSizeGrowsFontAndInsets() throws {
        // AX2: body 33 pt → 40 tall; leading/trailing 12 + 2 × 2 = 16
        let j = try Self.layout(["--content-size", "AX2"])
        #expect(Self.height(j) == 54.0)  // 7 + 40 + 7
        #expect(Self.term(j, "contentInsets.leading") == 16)
    }

    @Test func explicitFlagsOverrideThePreset() throws {
        let j = try Self.layout(["--button-size", "large", "--content-size", "AX5", "--insets", "1,2,3,4", "--size", "15"])
        #expect(Self.term(j, "contentInsets.leading") == 2)   // never expanded
        #expect(Self.term(j, "contentInsets.trailing") == 4)
        #expect(Self.height(j) == 1 + 18.5 + 3)
    }

    @Test func primaryRoleIsSemibold() throws {
        let j = try Self.layout(["--role", "primary"])
        let measured = try CLITests.json(["measure", "--hermetic", "--json", "--font", "Inter", "--weight", "semibold", "Hi"])
        let line = (j["lines"] as? [[String: Any]])?.first
        #expect(CLITests.number(line?["width"]) == CLITests.number(measured["width"]))
    }

    @Test(arguments: [("dynamic", 17.0), ("capsule", 17.5), ("small", 4.375), ("large", 8.75)])
    func cornerRadiusIsReported(style: String, radius: Double) throws {
        // 35 pt tall: dynamic min(17.5, 17) = 17; capsule 17.5; small 0.125 × 35; large 0.25 × 35
        let j = try Self.layout(["--corner-style", style])
        #expect(CLITests.number(j["cornerRadius"]) == radius)
    }

    @Test func fixedCornerRadius() throws {
        let j = try Self.layout(["--corner-style", "fixed", "--corner-radius", "4"])
        #expect(CLITests.number(j["cornerRadius"]) == 4)
    }

    @Test func classicHasNoCornerRadius() throws {
        #expect(try Self.layout(["--profile", "classic"])["cornerRadius"] is NSNull)
    }

    @Test(arguments: [["--button-size", "huge"], ["--style", "fancy"], ["--content-size", "AX9"], ["--role", "boss"]])
    func badPresetWordsAreUsageErrors(arguments: [String]) {
        let result = CLITests.run(["layout", "--hermetic", "--title", "Hi"] + arguments)
        #expect(result.code == 64)
        #expect(result.stderr.contains(arguments[0]))
    }

    /// Issue 38 item 2: a preset that names no font lays its title out in the system font: filled large, body
    /// 17 pt; "Add to cart" is SF's measured advances (Fonts/sf-metrics.tsv) 10230 units × 17 / 2048 = 84.92 pt,
    /// less under 0.1 pt of kerning → 85 @2x, its line 2444 × 17 / 2048 = 20.29 → 20.5 (D1): 20 + 85 + 20 = 125
    /// wide, 15 + 20.5 + 15 = 50.5 tall (Inter's would be 131×51).
    @Test func aPresetWithoutAFontUsesTheSystemFont() throws {
        let j = try CLITests.json(["layout", "--hermetic", "--json", "--style", "filled", "--button-size", "large",
                                   "--title", "Add to cart"])
        let font = try #require(j["titleFont"] as? [String: Any])
        #expect(font["systemFont"] as? String == "metrics")
        #expect(font["textStyle"] as? String == "body")
        let size = try #require(j["intrinsicSize"] as? [String: Any])
        #expect(CLITests.number(size["width"]) == 125)
        #expect(CLITests.number(size["height"]) == 50.5)
    }

    @Test func batchTakesThePresetFields() throws {
        let request = #"{"id":1,"command":"layout","title":"Hi","font":"Inter","style":"borderedProminent","button-size":"large"}"#
        var out = "", err = ""
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("preset-batch-\(getpid()).jsonl")
        try (request + "\n").write(to: input, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: input) }
        #expect(ButtonSizerCLI.run(["batch", "--hermetic", "--input", input.path], stdout: &out, stderr: &err) == 0)
        #expect(out.contains(#""intrinsicSize":{"width":"#))
        #expect(out.contains(#""height":51}"#))
    }
}

/// `LayoutReport` is Codable with the command line's JSON: the CLI's output decodes (Foundation's
/// JSONDecoder) to the library's report for the same button.
@Test func cliLayoutJSONDecodesToTheLibrarysReport() throws {
    let result = CLITests.run(["layout", "--hermetic", "--json", "--style", "filled", "--button-size", "large",
                               "--title", "Add to cart", "--font", "Inter"])
    try #require(result.code == 0, "\(result.stderr)")
    let decoded = try JSONDecoder().decode(LayoutReport.self, from: Data(result.stdout.utf8))
    let spec = ButtonSpec.configuration(.filled(), size: .large, title: "Add to cart", fontFamily: "Inter")
    let report = try ButtonSizer().report(spec)
    #expect(decoded == report)
}

/// `layout --json` names the language the texts were measured in and each text's missing glyphs, as
/// `measure --json` does (issue #10). U+F8FF (private use, Apple's logo) and U+0378 (unassigned) are drawn by
/// no font; offsets counted by hand in grapheme clusters: "Pay " is 4, "A" is 1.
@Test func layoutJSONNamesTheLanguageAndTheMissingGlyphs() throws {
    let result = CLITests.run(["layout", "--hermetic", "--json", "--language", "zh-Hant", "--title", "Pay \u{F8FF}",
                               "--subtitle", "A\u{378}B"])
    try #require(result.code == 0, "\(result.stderr)")
    let report = try JSONDecoder().decode(LayoutReport.self, from: Data(result.stdout.utf8))
    #expect(report.language == "zh-Hant")
    #expect(report.titleMissingGlyphs == [MissingGlyph(text: "\u{F8FF}", offset: 4)])
    #expect(report.subtitleMissingGlyphs == [MissingGlyph(text: "\u{378}", offset: 1)])
    #expect(result.stdout.contains(#""titleMissingGlyphs":[{"text":"\#u{F8FF}","offset":4}]"#))
}

/// Without `--language` the key is null, and drawn text has no missing glyphs.
@Test func layoutJSONWithoutLanguageHasNullAndEmptyLists() throws {
    let result = CLITests.run(["layout", "--hermetic", "--json", "--title", "繼續"])
    try #require(result.code == 0, "\(result.stderr)")
    #expect(result.stdout.contains(#""language":null,"titleMissingGlyphs":[],"subtitleMissingGlyphs":[]"#))
}

/// The human output of `layout` says it too, a line per text, as `measure`'s does.
@Test func layoutHumanOutputNamesTheMissingGlyphs() throws {
    let result = CLITests.run(["layout", "--hermetic", "--title", "Pay \u{F8FF}", "--subtitle", "A\u{378}B"])
    try #require(result.code == 0, "\(result.stderr)")
    #expect(result.stdout.contains("\ntitle missing glyphs: U+F8FF at 4 (no available font draws them; "))
    #expect(result.stdout.contains("\nsubtitle missing glyphs: U+0378 at 1 (no available font draws them; "))
    #expect(!CLITests.run(["layout", "--hermetic", "--title", "Pay"]).stdout.contains("missing glyphs"))
}
