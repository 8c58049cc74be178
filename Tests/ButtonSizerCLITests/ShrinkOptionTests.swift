import ButtonSizerCLI
import Foundation
import Testing

/// `--minimum-scale-factor` (uikit-measured-rules D3) through every front end: measure and layout on the
/// command line, a batch line, the lint config. Inter widths as in GlyphMetricsTests' FontShrinkingTests
/// (hb-shape 6.0.0 sums, unitsPerEm 2816): "Shrink me please" 22752 units, 161.59 pt at 20 pt.
@Suite struct ShrinkOptionTests {
    static func object(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func measureReportsTheDrawnPointSize() throws {
        let result = CLITests.run(["measure", "--hermetic", "--json", "--font", "Inter", "--size", "20", "--width", "80",
                                   "--minimum-scale-factor", "0.6", "Shrink me please"])
        #expect(result.code == 0, "\(result.stderr)")
        let answer = try Self.object(result.stdout)
        #expect(CLITests.number(answer["drawnPointSize"]) == 12)
        #expect(answer["displayed"] as? String == "Shrink me pl…")
        // Without the option the key is absent (the answer keeps its shape).
        let plain = try Self.object(CLITests.run(["measure", "--hermetic", "--json", "Shrink me please"]).stdout)
        #expect(plain["drawnPointSize"] == nil)
    }

    /// A classic button 80 pt wide with a 20 pt tail-truncating title: drawn at the 12 pt floor,
    /// truncated, while the intrinsic width stays the unshrunk ceil(161.59) = 162 pt (B2: whole points).
    @Test func layoutShrinksTheTitleButNotTheIntrinsicSize() throws {
        let result = CLITests.run(["layout", "--hermetic", "--json", "--font", "Inter", "--profile", "classic", "--line-break", "tail",
                                   "--size", "20", "--bounds", "80x44", "--minimum-scale-factor", "0.6",
                                   "--title", "Shrink me please"])
        #expect(result.code == 0, "\(result.stderr)")
        let report = try Self.object(result.stdout)
        #expect(CLITests.number(report["titleDrawnPointSize"]) == 12)
        #expect(report["displayedTitle"] as? String == "Shrink me pl…")
        let intrinsic = try #require(report["intrinsicSize"] as? [String: Any])
        #expect(CLITests.number(intrinsic["width"]) == 162)
        #expect(report["status"] as? String == "truncates")
    }

    /// With 0.4 the title fits at 80 × 2816 / 22752 = 9.90155 → 9.901 pt: `fits`, not truncated.
    @Test func aBatchLineShrinksToFit() throws {
        let root = try LintGateTests.directory(["in.jsonl": #"{"id": 1, "command": "layout", "font": "Inter", "profile": "classic", "line-break": "tail", "size": 20, "bounds": "80x44", "minimum-scale-factor": 0.4, "title": "Shrink me please"}"# + "\n"])
        let result = CLITests.run(["batch", "--hermetic", "--input", root + "/in.jsonl"])
        let line = try Self.object(String(result.stdout.split(separator: "\n").first ?? ""))
        let report = try #require(line["result"] as? [String: Any])
        #expect(CLITests.number(report["titleDrawnPointSize"]) == 9.901)
        #expect(report["status"] as? String == "fits")
    }

    /// A lint config's `minimum-scale-factor` lets a title that would truncate fit by shrinking: the
    /// row fits (exit 0); without it the row truncates (exit 1).
    @Test func lintConfigShrinksTitles() throws {
        let root = try LintGateTests.directory([
            "en.lproj/Localizable.strings": "\"shrink\" = \"Shrink me please\";\n",
            "shrinks.json": #"{"defaults": {"profile": "classic", "line-break": "tail", "size": 20, "minimum-scale-factor": 0.4}, "buttons": [{"keys": ["shrink"], "bounds": "80x44"}]}"#,
            "plain.json": #"{"defaults": {"profile": "classic", "line-break": "tail", "size": 20}, "buttons": [{"keys": ["shrink"], "bounds": "80x44"}]}"#,
        ])
        let strings = root + "/en.lproj/Localizable.strings"
        let shrinks = CLITests.run(["lint", "--hermetic", "--json", "--config", root + "/shrinks.json", strings])
        #expect(shrinks.code == 0, "\(shrinks.stdout)\(shrinks.stderr)")
        #expect(try LintGateTests.findings(shrinks.stdout).first?["status"] as? String == "fits")
        let plain = CLITests.run(["lint", "--hermetic", "--json", "--config", root + "/plain.json", strings])
        #expect(plain.code == 1)
        #expect(try LintGateTests.findings(plain.stdout).first?["status"] as? String == "truncates")
    }

    @Test(arguments: ["0", "1.5", "-0.2"])
    func aFactorOutsideZeroToOneIsRefused(factor: String) {
        let result = CLITests.run(["measure", "--hermetic", "--minimum-scale-factor", factor, "x"])
        #expect(result.code == 64)  // EX_USAGE
        #expect(result.stderr.contains("--minimum-scale-factor must be above 0 and at most 1 (got \(factor))"))
    }
}
