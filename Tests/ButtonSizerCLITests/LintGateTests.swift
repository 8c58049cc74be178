import ButtonSizerCLI
import Foundation
import Testing

/// `buttonsizer lint` as a release gate: overflow statuses, config validation, annotations, baselines.
/// Each test writes the catalogs and config it needs. Widths are hb-shape 6.0.0 sums
/// (`hb-shape --output-format=json Fonts/Inter-Regular.otf TEXT`, advances added) × size / 2816.
@Suite struct LintGateTests {
    /// A fresh directory with `files` (relative path → text); returns the directory.
    static func directory(_ files: [String: String]) throws -> String {
        let root = NSTemporaryDirectory() + "buttonsizer-lint-\(UUID().uuidString)"
        for (relative, text) in files {
            let path = root + "/" + relative
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return root
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func findings(_ text: String) throws -> [[String: Any]] {
        try #require(try json(text)["findings"] as? [[String: Any]])
    }

    // MARK: - Overflow in both axes

    /// "Télécharger maintenant", Inter SemiBold 20 pt, in a wrapping configuration button 100 pt wide
    /// with insets 7,12,7,12: the text room is 76 pt; "Télécharger" alone is 16276 units = 115.6 pt, so
    /// the word breaks between graphemes (a broken word), and the title takes 4 lines. Line height
    /// (2728 + 680) × 20 / 2816 = 24.2045 pt, line pitch round(24.2045) = 24 (D4, a fixed size); 4 lines =
    /// 3 × 24 + 24.2045 = 96.2 → 96.5 pt on the @2x grid. In bounds 44 pt tall the content area is 44 − 14 =
    /// 30 pt; the text is centred in it: y = 7 + (30 − 96.5)/2 = −26.25, floored to the grid: −26.5, so the
    /// title's box reaches 26.5 pt above the top and 96.5 − 26.5 − 44 = 26 pt below the bottom. Lint judges
    /// vertical overflow on the glyphs' ink (docs/lint.md): the 96.2045 pt of lines sit centred in the
    /// 96.5 pt box, the first baseline at −26.5 + 0.147727 + 2728 × 20/2816 = −6.977273; the lines are
    /// "Télécha", "rger", "mainte", "nant" (as displayed), and Fonts/Inter-SemiBold.otf read with fontTools
    /// (BoundsPen) gives "Télécha" a top of 2195 units (the acute accent, 15.589489 pt) and "nant" a bottom
    /// of −31 units (0.220170 pt): the ink reaches −6.977273 − 15.589489 = −22.566761 (22.566761 pt past
    /// the top) and −6.977273 + 3 × 24 + 0.220170 = 65.242898 (21.242898 pt past the 44 pt bottom).
    static let download = [
        "en.lproj/Localizable.strings": "\"download\" = \"Télécharger maintenant\";\n",
        "tall.json": #"{"defaults": {"font": "Inter", "size": 20, "weight": "semibold", "insets": "7,12,7,12"}, "buttons": [{"keys": ["download"], "bounds": "100x120"}]}"#,
        "short.json": #"{"defaults": {"font": "Inter", "size": 20, "weight": "semibold", "insets": "7,12,7,12"}, "buttons": [{"keys": ["download"], "bounds": "100x44"}]}"#,
    ]

    @Test func aWrappedTitleTallerThanTheButtonOverflowsHeight() throws {
        let root = try Self.directory(Self.download)
        let result = CLITests.run(["lint", "--hermetic", "--json", "--config", root + "/short.json", root + "/en.lproj/Localizable.strings"])
        #expect(result.code == 1)
        let finding = try #require(try Self.findings(result.stdout).first)
        #expect(finding["status"] as? String == "overflows-height")
        let element = try #require((finding["overflowingElements"] as? [[String: Any]])?.first)
        #expect(element["element"] as? String == "title")
        let overflow = try #require(element["overflow"] as? [String: Any])
        #expect(abs((CLITests.number(overflow["top"]) ?? 0) - 22.566761) < 0.000001)
        #expect(abs((CLITests.number(overflow["bottom"]) ?? 0) - 21.242898) < 0.000001)
        #expect(CLITests.number(overflow["leading"]) == 0)
        #expect(finding["breaksWord"] as? Bool == true)
    }

    /// The same title in a button 120 pt tall: 97 ≤ 120 − 14, nothing leaves the bounds, but the word
    /// is still broken: a warning (exit 0) unless --strict.
    @Test func aBrokenWordIsAWarningUnlessStrict() throws {
        let root = try Self.directory(Self.download)
        let arguments = ["lint", "--hermetic", "--config", root + "/tall.json", root + "/en.lproj/Localizable.strings"]
        let relaxed = CLITests.run(arguments)
        #expect(relaxed.code == 0)
        #expect(relaxed.stdout.contains("breaks-word"))
        #expect(CLITests.run(arguments + ["--strict"]).code == 1)
    }

    @Test func layoutReportsTheOverflowToo() throws {
        let result = CLITests.run(["layout", "--hermetic", "--json", "--font", "Inter", "--title", "Télécharger maintenant", "--size", "20",
                                   "--weight", "semibold", "--insets", "7,12,7,12", "--bounds", "100x44"])
        let root = try Self.json(result.stdout)
        let overflow = try #require(root["overflow"] as? [String: Any])
        #expect(CLITests.number(overflow["top"]) == 26.5)  // `layout` reports the line box
        #expect(CLITests.number(overflow["bottom"]) == 26)
        #expect(CLITests.number(overflow["trailing"]) == 0)
        #expect(root["breaksWord"] as? Bool == true)
        let text = CLITests.run(["layout", "--hermetic", "--font", "Inter", "--title", "Télécharger maintenant", "--size", "20",
                                 "--weight", "semibold", "--insets", "7,12,7,12", "--bounds", "100x44"]).stdout
        #expect(text.contains("\noverflow title past the bounds: 26.5 pt top, 26 pt bottom\n"))
        #expect(text.contains("\nbreaks a word between graphemes (it is wider than its line)\n"))
    }

    /// `--format html` on stdout: one row per finding, classed by what it does to the run.
    @Test func htmlFormatClassesRowsBySeverity() throws {
        let root = try Self.directory(Self.pay)
        let result = CLITests.run(["lint", "--hermetic", "--format", "html", "--config", root + "/c.json", root + "/Localizable.xcstrings"])
        #expect(result.stdout.hasPrefix("<!DOCTYPE html>"))
        #expect(result.stdout.components(separatedBy: "<tr class=\"error\">").count - 1 == 1)   // de truncates
        #expect(result.stdout.components(separatedBy: "<tr class=\"notice\">").count - 1 == 1)  // ar missing
        #expect(result.stdout.components(separatedBy: "<tr class=\"fits\">").count - 1 == 1)    // en
        #expect(result.stdout.components(separatedBy: "src=\"data:image/svg+xml;base64,").count - 1 == 2)  // laid-out rows
    }

    // MARK: - Dynamic Type sweeps

    /// "Pay now" is 11244 units: at body's L size (17 pt, UIKit's Dynamic Type table) 67.9 pt, at AX5
    /// (53 pt) 11244 × 53 / 2816 = 211.6 pt, wider than the 200 pt button (whole from 212 pt on the @2x
    /// grid); its line, 3408 × 53 / 2816 = 64.1 → 64.5 pt, fits the 70 pt height.
    @Test func everyContentSizeIsARow() throws {
        let root = try Self.directory([
            "en.lproj/Localizable.strings": "\"pay\" = \"Pay now\";\n",
            "c.json": #"{"defaults": {"font": "Inter", "insets": "0,0,0,0", "lines": 1, "line-break": "tail", "text-style": "body", "content-sizes": ["L", "AX5"]}, "buttons": [{"keys": ["pay"], "bounds": "200x70"}]}"#,
        ])
        let result = CLITests.run(["lint", "--hermetic", "--json", "--config", root + "/c.json", root + "/en.lproj/Localizable.strings"])
        #expect(result.code == 1)
        let findings = try Self.findings(result.stdout)
        #expect(findings.map { $0["contentSize"] as? String } == ["AX5", "L"])  // worst first
        #expect(findings.map { $0["status"] as? String } == ["truncates", "fits"])
        #expect(CLITests.number(findings.first?["minimumWidth"]) == 212)
    }

    @Test func contentSizesNeedAStyleOrScaledSizes() throws {
        let root = try Self.directory([
            "en.lproj/Localizable.strings": "\"pay\" = \"Pay now\";\n",
            // A classic button's default title font (15 pt) has no text style; a configuration's has (its
            // button size's style), so it would sweep without one.
            "c.json": #"{"buttons": [{"keys": ["pay"], "bounds": "200x70", "profile": "classic", "content-sizes": ["L", "AX9"]}]}"#,
        ])
        let result = CLITests.run(["lint", "--hermetic", "--config", root + "/c.json", root + "/en.lproj/Localizable.strings"])
        #expect(result.code == 1)
        #expect(result.stderr.contains("buttons[0].content-sizes: 'AX9' is not a content size"), "\(result.stderr)")
        #expect(result.stderr.contains("buttons[0].content-sizes: needs \"text-style\" or \"scaled-sizes\""), "\(result.stderr)")
    }

    // MARK: - Config validated at load

    @Test(arguments: [
        (#"{"buttons": [{"keys": ["a"], "bouds": "100x40"}]}"#, #":1: error: buttons[0]: unknown field 'bouds' (did you mean 'bounds'?)"#),
        (#"{"buttons": [{"keys": ["a"], "bounds": "100x40", "profile": "clasic"}]}"#, "did you mean 'classic'?"),
        (#"{"buttons": [{"keys": ["a"], "size": 17}]}"#, #"error: buttons[0]: keys a: no "bounds" or "max-width""#),
        ("{\"defaults\": {\"lines\": 1},\n \"buttons\": [{\"keys\": [\"a\"],\n \"bounds\": \"wide\"}]}", ":3: error: buttons[0].bounds: must be WIDTHxHEIGHT"),
        (#"{"buttons": [{"keys": ["a"], "max-width": 90}], "placeholder": {}}"#, "unknown field 'placeholder' (did you mean 'placeholders'?)"),
    ])
    func configErrorsNameTheFileLinePathAndASuggestion(config: String, expected: String) throws {
        let root = try Self.directory(["c.json": config, "en.lproj/Localizable.strings": "\"a\" = \"A\";\n"])
        let result = CLITests.run(["lint", "--hermetic", "--config", root + "/c.json", root + "/en.lproj/Localizable.strings"])
        #expect(result.code == 1)
        #expect(result.stderr.hasPrefix(root + "/c.json:"), "\(result.stderr)")
        #expect(result.stderr.contains(expected), "\(result.stderr)")
        #expect(result.stdout.isEmpty)  // nothing is laid out
    }

    @Test func everyConfigErrorIsReportedOnce() throws {
        let config = #"{"buttons": [{"keys": ["a"], "bouds": "1x1"}, {"keys": ["b"], "size": 17, "colour": 1}]}"#
        let root = try Self.directory(["c.json": config, "en.lproj/Localizable.strings": "\"a\" = \"A\";\n"])
        let result = CLITests.run(["lint", "--hermetic", "--config", root + "/c.json", root + "/en.lproj/Localizable.strings"])
        let lines = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(lines.count == 4)  // bouds, a without bounds, colour, b without bounds: each once
        #expect(Set(lines).count == lines.count)
    }

    @Test func catalogParseErrorsAreCompilerDiagnostics() throws {
        let root = try Self.directory(["c.json": #"{"buttons": [{"keys": ["*"], "bounds": "100x40"}]}"#,
                                       "en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\"\n"])
        let result = CLITests.run(["lint", "--hermetic", "--config", root + "/c.json", root + "/en.lproj/Localizable.strings"])
        #expect(result.code == 1)
        #expect(result.stderr.hasPrefix(root + "/en.lproj/Localizable.strings:2: error: "), "\(result.stderr)")
    }

    // MARK: - Annotations

    /// "Jetzt kostenpflichtig bestellen" is 40084 units = 241.98 pt at 17 pt: whole from 242 pt (the @2x
    /// grid), so in 120 pt it truncates, needing 242 pt; "Jetzt kosten" 16448 units = 99.30 pt and "…"
    /// 2312 units = 13.96 pt fit (113.25 pt), "Jetzt kostenp" 18164 units = 109.65 pt + "…" does not.
    /// "Pay" (29.5 pt) fits. The ar entry is `new`: missing. Lines: ar 2, de 3, en 4.
    static let pay = [
        "Localizable.xcstrings": """
            {"sourceLanguage": "en", "strings": {"pay": {"localizations": {
              "ar": {"stringUnit": {"state": "new", "value": ""}},
              "de": {"stringUnit": {"state": "translated", "value": "Jetzt kostenpflichtig bestellen"}},
              "en": {"stringUnit": {"state": "translated", "value": "Pay"}}
            }}}}
            """,
        "c.json": #"{"defaults": {"font": "Inter", "insets": "0,0,0,0", "lines": 1, "line-break": "tail"}, "buttons": [{"keys": ["pay"], "bounds": "120x44"}]}"#,
    ]

    @Test func githubFormatLineByLine() throws {
        let root = try Self.directory(Self.pay)
        let catalog = root + "/Localizable.xcstrings"
        let result = CLITests.run(["lint", "--hermetic", "--format", "github", "--config", root + "/c.json", catalog])
        #expect(result.code == 1)
        let file = catalog.replacing(":", with: "%3A").replacing(",", with: "%2C")
        #expect(result.stdout.split(separator: "\n").map(String.init) == [
            "::error file=\(file),line=3,title=buttonsizer lint%3A truncates::pay (de): truncates: “Jetzt kosten…”; needs 242 pt, has 120 pt",
            "::notice file=\(file),line=2,title=buttonsizer lint%3A missing::pay (ar): missing translation",
        ])
    }

    /// Issue 38 item 2: a config that names no font lints in the system font, and every row says so (JSON `font`,
    /// the table's FONT column): the regular 17 pt of a configuration's default text style.
    @Test func aConfigWithoutAFontLintsInTheSystemFont() throws {
        var files = Self.pay
        files["c.json"] = files["c.json"]!.replacing(#""font": "Inter", "#, with: "")
        let root = try Self.directory(files)
        let arguments = ["lint", "--hermetic", "--config", root + "/c.json", root + "/Localizable.xcstrings"]
        let findings = try Self.findings(CLITests.run(arguments + ["--json"]).stdout)
        let fonts = Set(findings.compactMap { $0["font"] as? String })
        #expect(fonts == ["system (SF metrics) 17 pt"])
        #expect(CLITests.run(arguments).stdout.contains("system (SF metrics) 17 pt"))
    }

    @Test func xcodeFormatLineByLine() throws {
        let root = try Self.directory(Self.pay)
        let catalog = root + "/Localizable.xcstrings"
        let result = CLITests.run(["lint", "--hermetic", "--format", "xcode", "--fail-on-missing", "--config", root + "/c.json", catalog])
        #expect(result.stdout.split(separator: "\n").map(String.init) == [
            "\(catalog):3:1: error: pay (de): truncates: “Jetzt kosten…”; needs 242 pt, has 120 pt",
            "\(catalog):2:1: error: pay (ar): missing translation",
        ])
    }

    @Test func junitCasesCarryFileAndLine() throws {
        let root = try Self.directory(Self.pay)
        let catalog = root + "/Localizable.xcstrings"
        let result = CLITests.run(["lint", "--hermetic", "--format", "junit", "--config", root + "/c.json", catalog])
        let cases = result.stdout.split(separator: "\n").filter { $0.contains("<testcase") }.map(String.init)
        #expect(cases.count == 3)
        #expect(cases.contains { $0.contains("name=\"pay\" file=\"\(catalog)\" line=\"3\"><failure type=\"truncates\"") })
        #expect(cases.contains { $0.contains("name=\"pay\" file=\"\(catalog)\" line=\"2\"><skipped message=\"pay (ar): missing translation\"/>") })
        #expect(cases.contains { $0.contains("name=\"pay\" file=\"\(catalog)\" line=\"4\"></testcase>") })
    }

    // MARK: - Baseline

    @Test func baselineRoundTrip() throws {
        let root = try Self.directory(Self.pay)
        let catalog = root + "/Localizable.xcstrings", config = root + "/c.json", baseline = root + "/baseline.json"
        let lint = ["lint", "--hermetic", "--config", config, catalog]

        // Write: today's failures (and the missing row) are recorded, sorted, one per line; exit 0.
        #expect(CLITests.run(lint + ["--write-baseline", baseline]).code == 0)
        let written = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(written == """
            {
              "version": 1,
              "entries": [
                {"key":"pay","locale":"ar","variant":null,"contentSize":null,"status":"missing"},
                {"key":"pay","locale":"de","variant":null,"contentSize":null,"status":"truncates"}
              ]
            }

            """)

        // Unchanged: the known truncation does not fail.
        let unchanged = CLITests.run(lint + ["--baseline", baseline])
        #expect(unchanged.code == 0, "\(unchanged.stdout)")
        #expect(unchanged.stdout.contains("truncates (baseline)"))

        // A new truncation (en gets "Payer maintenant avec carte", 229.5 pt): exit 1.
        try Self.pay["Localizable.xcstrings"]!.replacing("\"Pay\"", with: "\"Payer maintenant avec carte\"")
            .write(toFile: catalog, atomically: true, encoding: .utf8)
        let worse = CLITests.run(lint + ["--baseline", baseline, "--json"])
        #expect(worse.code == 1)
        let failing = try Self.findings(worse.stdout).filter { $0["severity"] as? String == "error" && $0["baselined"] as? Bool == false }
        #expect(failing.map { $0["locale"] as? String } == ["en"])

        // Fixed: de says "Zahlen" (54.1 pt) and en is back: the baseline row is reported as passing now.
        try Self.pay["Localizable.xcstrings"]!.replacing("Jetzt kostenpflichtig bestellen", with: "Zahlen")
            .write(toFile: catalog, atomically: true, encoding: .utf8)
        let fixed = CLITests.run(lint + ["--baseline", baseline])
        #expect(fixed.code == 0)
        #expect(fixed.stdout.contains("now passing (remove from the baseline): pay (de): truncates"))
    }
}
