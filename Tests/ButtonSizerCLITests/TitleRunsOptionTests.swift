import ButtonSizerCLI
import Foundation
import Testing

/// `--title-runs` (attributed titles, uikit-measured-rules D9) through every front end: layout and render
/// on the command line, a batch line, the lint config; errors that name the option and the run.
///
/// Font tables (fontTools 4): Inter-Regular.otf unitsPerEm 2816, hhea 2728 / −680 / 0, advance A 1904;
/// LiberationSans-Regular.ttf unitsPerEm 2048, hhea 1854 / −434 / line gap 67, advance V 1366. The SF-metrics
/// test font (Tests/Fixtures/Fonts/ButtonSizerTestSFMetrics.ttf) has SF's D1 vertical metrics, 1950 / −494 / 0
/// of 2048, so its line heights are SF's (17 pt 20.287109375).
@Suite struct TitleRunsOptionTests {
    static let fonts = LintTests.root + "/Fonts/"
    static let sfMetrics = MeasuredRuleDTests.font
    /// "A" in the title's font (Inter, named), "V" in Liberation Sans.
    static let twoFonts = #"[{"text":"A"},{"text":"V","font":"\#(fonts)LiberationSans-Regular.ttf"}]"#

    static func layout(_ arguments: [String]) throws -> [String: Any] {
        let result = CLITests.run(["layout", "--hermetic", "--json"] + arguments)
        #expect(result.code == 0, "\(result.stderr)")
        return try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    /// Width: 1904 × 17 / 2816 + 1366 × 17 / 2048 = 22.833185 → 23 @2x, + insets 12 + 12 = 47.
    /// Height: the box is Inter's ascender 16.468750 over Inter's descender 4.105114 (Liberation's are
    /// 15.389648 and 3.602539) with Liberation's line gap 67 × 17 / 2048 = 0.556152: 21.130016 → 21.5 @2x,
    /// + 7 + 7 = 35.5 (a plain "AV" in Inter alone: 20.573864 → 21 → 35).
    @Test func layoutMeasuresEachRunInItsFont() throws {
        let report = try Self.layout(["--font", "Inter", "--title-runs", Self.twoFonts])
        let (width, height) = MeasuredRuleDTests.size(report)
        #expect(width == 47)
        #expect(height == 35.5)
        #expect(report["displayedTitle"] as? String == "AV")
    }

    /// `layout --json` lists the runs as shown: "A" 1904 × 17 / 2816 = 11.494318 pt in Inter, "V"
    /// 1366 × 17 / 2048 = 11.338867 pt in Liberation Sans; a plain title has no `titleRuns` key.
    @Test func layoutReportsEachRun() throws {
        let report = try Self.layout(["--font", "Inter", "--title-runs", Self.twoFonts])
        let runs = try #require(report["titleRuns"] as? [[String: Any]])
        #expect(runs.map { $0["text"] as? String } == ["A", "V"])
        let inter: Double = 1904 * 17 / 2816, liberation: Double = 1366 * 17 / 2048
        #expect(abs((CLITests.number(runs[0]["width"]) ?? .nan) - inter) < 1e-9)
        #expect(abs((CLITests.number(runs[1]["width"]) ?? .nan) - liberation) < 1e-9)
        #expect(try Self.layout(["--font", "Inter", "--title", "AV"])["titleRuns"] == nil)
    }

    /// D9's line box with SF's metrics, @3x in a configuration (C1: a 17 pt title is 20.333 tall, the
    /// button 34.333): a 13 pt run beside a 17 pt one leaves the box at the 17 pt run's (2444 × 17 / 2048 =
    /// 20.287 → 20.333); a 20 pt run makes it 2444 × 20 / 2048 = 23.867 → 24 (button 38); the 13 pt run
    /// raised 8 pt reaches 1950 × 13 / 2048 + 8 = 20.378 above the baseline, over the 17 pt run's
    /// 494 × 17 / 2048 = 4.101 below: 24.479 → 24.667 (button 38.667).
    @Test(arguments: [("13", "0", 34.333333333333336), ("20", "0", 38), ("13", "8", 38.666666666666664)])
    func d9TheLineBoxIsTheRunsLargest(size: String, offset: String, height: Double) throws {
        let runs = #"[{"text":"Configure","size":17},{"text":"!","size":\#(size),"baseline-offset":\#(offset)}]"#
        let report = try Self.layout(["--font", Self.sfMetrics, "--scale", "3", "--title-runs", runs])
        #expect(abs(MeasuredRuleDTests.size(report).1 - height) < 1e-6)
    }

    /// A batch line's `title-runs` is a JSON array, answered as the command line answers.
    @Test func aBatchLineTakesTheRunsAsAnArray() throws {
        let root = try LintGateTests.directory(["in.jsonl": #"{"id": 1, "command": "layout", "font": "Inter", "title-runs": \#(Self.twoFonts)}"# + "\n"])
        let result = CLITests.run(["batch", "--hermetic", "--input", root + "/in.jsonl"])
        let line = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let report = try #require(line["result"] as? [String: Any], "\(result.stdout)")
        #expect(MeasuredRuleDTests.size(report).0 == 47)
    }

    /// A lint config's `title-runs` lays the key's text out in the runs' fonts where the text is theirs:
    /// the row's width is `layout --title-runs`' 47, not the plain title's.
    @Test func aLintConfigTakesTheRuns() throws {
        let root = try LintGateTests.directory([
            "en.lproj/Localizable.strings": "\"av\" = \"AV\";\n",
            "runs.json": #"{"defaults": {"font": "Inter"}, "buttons": [{"keys": ["av"], "max-width": 200, "title-runs": \#(Self.twoFonts)}]}"#,
        ])
        let result = CLITests.run(["lint", "--hermetic", "--json", "--config", root + "/runs.json", root + "/en.lproj/Localizable.strings"])
        #expect(result.code == 0, "\(result.stdout)\(result.stderr)")
        #expect(CLITests.number(try LintGateTests.findings(result.stdout).first?["width"]) == 47)
    }

    /// Runs without a size of their own follow the title's text style: the content-size sweep's AX1 row is
    /// the AX1 layout's, and a run with its own size keeps it (the xS and AX1 rows differ by the first run only).
    @Test func runsInTheTextStyleFollowTheContentSize() throws {
        let runs = #"[{"text":"Buy ","weight":"bold"},{"text":"now","size":12}]"#
        let sweep = try Self.layout(["--content-size", "all", "--title-runs", runs])
        let rows = try #require(sweep["contentSizes"] as? [[String: Any]])
        let ax1 = try #require(rows.first { $0["category"] as? String == "AX1" })
        let single = try Self.layout(["--content-size", "AX1", "--title-runs", runs])
        #expect(MeasuredRuleDTests.size(ax1).0 == MeasuredRuleDTests.size(single).0)
        let xS = try #require(rows.first { $0["category"] as? String == "xS" })
        #expect(MeasuredRuleDTests.size(xS).0 < MeasuredRuleDTests.size(ax1).0)
    }

    /// render draws each run: the SVG has the glyphs of both runs (one path per glyph drawn).
    @Test func renderDrawsEveryRun() throws {
        let root = try LintGateTests.directory(["README": "render output"])
        let result = CLITests.run(["render", "--hermetic", "--title-runs", Self.twoFonts, "-o", root + "/runs.svg"])
        #expect(result.code == 0, "\(result.stderr)")
        let svg = try String(contentsOfFile: root + "/runs.svg", encoding: .utf8)
        #expect(svg.components(separatedBy: "<path d=").count - 1 == 2)
    }

    @Test(arguments: [
        (#"[{"text":"Buy "},{"size":12}]"#, "--title-runs run 2 has no field 'text'"),
        (#"[{"text":"Buy "},{"text":""}]"#, "--title-runs run 2 field 'text' is empty"),
        (#"[{"text":"Buy ","kern":1}]"#, "--title-runs run 1 has an unknown field 'kern' (fields: text, font, size, weight, italic, letter-spacing, no-kerning, baseline-offset) (the kern is 'letter-spacing', as the option)"),
        (#"[{"text":"Buy ","size":-3}]"#, "--title-runs run 1 field 'size' must be"),
        (#"[{"text":"Buy "}"#, "--title-runs must be a JSON array of runs"),
        (#"{"text":"Buy "}"#, "--title-runs must be a JSON array of runs"),
        ("[]", "--title-runs must have at least one run"),
    ])
    func badRunsAreUsageErrorsNamingTheRun(runs: String, message: String) {
        let result = CLITests.run(["layout", "--hermetic", "--title-runs", runs])
        #expect(result.code == 64)  // EX_USAGE
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    /// A font that cannot be found is known only when the run is measured: the error names the run.
    @Test func anUnknownFontNamesTheRun() {
        let result = CLITests.run(["layout", "--hermetic", "--title-runs", #"[{"text":"Buy "},{"text":"now","font":"No Such Family"}]"#])
        #expect(result.code == 1)
        #expect(result.stderr.contains("attributedTitle (title-runs) run 2 font: "), "\(result.stderr)")
    }

    /// --title and --title-runs both give the title: refused.
    @Test func titleAndRunsConflict() {
        let result = CLITests.run(["layout", "--hermetic", "--title", "Buy", "--title-runs", #"[{"text":"Buy"}]"#])
        #expect(result.code == 64)
        #expect(result.stderr.contains("--title-runs"))
    }

    /// A batch line names the field and the run.
    @Test func aBatchLineNamesTheFieldAndTheRun() throws {
        let root = try LintGateTests.directory(["in.jsonl": #"{"id": 1, "command": "layout", "title-runs": [{"text": "a"}, {"size": 3}]}"# + "\n"])
        let result = CLITests.run(["batch", "--hermetic", "--input", root + "/in.jsonl"])
        #expect(result.stdout.contains("field 'title-runs' run 2 has no field 'text'"), "\(result.stdout)")
    }
}
