import ButtonSizerCLI
import Foundation
import Testing

/// One verdict everywhere (issue 26, parts 1 and 6): `layout`'s text and JSON, its content-size sweep
/// and lint give the same status (ButtonSizer's LayoutStatus), and never "fits" for a layout lint fails.
///
/// Inter Regular (named: the default is the system font): unitsPerEm 2816, hhea ascender 2728, descender −680, line gap 0,
/// so a 17 pt line is 3408 × 17 / 2816 = 20.573864 pt (`fonttools ttx -t hhea Fonts/Inter-Regular.otf`).
/// A configuration's title is the body text style, whose lines are its HIG leading apart: 22 pt at L
/// (D4, ``LineSpacing/roundedPitch``), so n lines are (n − 1) × 22 + 20.573864 tall.
@Suite struct StatusTests {
    static func layout(_ arguments: [String]) throws -> [String: Any] {
        let result = CLITests.run(["layout", "--hermetic", "--json", "--font", "Inter"] + arguments)
        #expect(result.code == 0, "\(result.stderr)")
        return try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    /// The reported bug: "Jetzt kostenpflichtig bestellen" with a 20×20 image in 200×44. The text room is
    /// 200 − 12 − 12 − 20 = 156 pt and the title wraps onto 3 lines (Jetzt / kostenpflichtig / bestellen):
    /// 2 × 22 + 20.573864 = 64.57 → 65 pt at @2x, centred in the 30 pt content box: y = 7 + (30 − 65) / 2 =
    /// −10.5, 10.5 pt past the top and −10.5 + 65 − 44 = 10.5 pt past the bottom. The page said "Fits"
    /// (the report, before D4's line pitch: 3 lines stacked, 62 pt at y −9).
    static let jetzt = ["--title", "Jetzt kostenpflichtig bestellen", "--image", "20x20", "--bounds", "200x44"]

    @Test func aTitleTallerThanTheButtonOverflowsHeightInLayoutJSON() throws {
        let report = try Self.layout(Self.jetzt)
        #expect(report["status"] as? String == "overflows-height")
        let title = try #require(report["titleRect"] as? [String: Any])
        #expect(CLITests.number(title["y"]) == -10.5)
        #expect(CLITests.number(title["height"]) == 65)
    }

    @Test func layoutTextSaysTheStatus() {
        let result = CLITests.run(["layout", "--hermetic", "--font", "Inter"] + Self.jetzt)
        #expect(result.stdout.split(separator: "\n").dropFirst().first == "status overflows-height")
    }

    /// The sweep gives each category's status: no row may say `fits` unless its status is, and the last
    /// line names the first problem instead of "fits at every size".
    @Test func theContentSizeSweepNeverSaysFitsForAnOverflow() throws {
        let result = CLITests.run(["layout", "--hermetic", "--content-size", "all"] + Self.jetzt)
        #expect(!result.stdout.contains("fits at every size"))
        let json = CLITests.run(["layout", "--hermetic", "--json", "--content-size", "all"] + Self.jetzt)
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let rows = try #require(object["contentSizes"] as? [[String: Any]])
        #expect(rows.count == 12)
        for row in rows {
            // `fits` is true exactly when the status is.
            #expect((row["fits"] as? Bool) == (row["status"] as? String == "fits"), "\(row)")
        }
        // AX5: 53 pt, a line of 64.14 pt alone is taller than the 44 pt bounds.
        #expect(rows.last?["status"] as? String == "overflows-height")
        #expect(object["firstProblem"] is String)
    }

    /// Issue 26 part 6: "Two line title" in a 120×44 configuration button at @3x wraps onto two lines
    /// (room 96 pt): 22 + 20.573864 = 42.574 → 42.667 on the @3x grid, centred: y = floor₃(7 + (30 −
    /// 42.667) / 2) = 0.667, so it sits 0.667 pt from the top and 44 − 0.667 − 42.667 = 0.667 pt from the
    /// bottom: 7 − 0.667 = 6.333 pt into each vertical inset, inside the bounds.
    @Test func aTitleInsideTheBoundsButOverItsInsetsOverflowsInsets() throws {
        let report = try Self.layout(["--title", "Two line title", "--bounds", "120x44", "--scale", "3"])
        #expect(report["status"] as? String == "overflows-insets")
        let element = try #require((report["insetOverflowingElements"] as? [[String: Any]])?.first)
        #expect(element["element"] as? String == "title")
        let top = try #require(CLITests.number(element["top"]))
        let bottom = try #require(CLITests.number(element["bottom"]))
        #expect(abs(top - 19.0 / 3) < 1e-9)
        #expect(abs(bottom - 19.0 / 3) < 1e-9)
        #expect(CLITests.number(element["leading"]) == 0)
        #expect((report["overflowingElements"] as? [Any])?.isEmpty == true)
    }

    /// One line in the same button: 20.573864 → 20.667 at @3x, y = floor₃(7 + (30 − 20.667) / 2) =
    /// 11.667 ≥ 7: inside the insets.
    @Test func aTitleInsideItsInsetsFits() throws {
        let report = try Self.layout(["--title", "Two", "--bounds", "120x44", "--scale", "3"])
        #expect(report["status"] as? String == "fits")
        #expect((report["insetOverflowingElements"] as? [Any])?.isEmpty == true)
    }

    /// Lint: the same title over its insets is a warning at @2x (42.574 → 43; y = 7 + (30 − 43) / 2 = 0.5,
    /// 6.5 pt into the top inset; bottom 44 − 43.5 = 0.5, 6.5 pt into it): exit 0, 1 with --strict.
    @Test func lintReportsOverflowsInsetsAsAWarning() throws {
        let root = try LintGateTests.directory([
            "en.lproj/Localizable.strings": "\"two\" = \"Two line title\";\n",
            "buttons.json": #"{"defaults": {"font": "Inter"}, "buttons": [{"keys": ["two"], "bounds": "120x44"}]}"#,
        ])
        let arguments = ["lint", "--hermetic", "--config", root + "/buttons.json", root + "/en.lproj/Localizable.strings"]
        let plain = CLITests.run(arguments + ["--json"])
        #expect(plain.code == 0, "\(plain.stderr)")
        let finding = try #require(try LintGateTests.findings(plain.stdout).first)
        #expect(finding["status"] as? String == "overflows-insets")
        #expect(finding["severity"] as? String == "warning")
        let element = try #require((finding["insetOverflowingElements"] as? [[String: Any]])?.first)
        let overflow = try #require(element["overflow"] as? [String: Any])
        #expect(CLITests.number(overflow["top"]) == 6.5)
        #expect(CLITests.number(overflow["bottom"]) == 6.5)
        let table = CLITests.run(arguments)
        #expect(table.stdout.contains("overflows-insets  title 6.5 pt top, 6.5 pt bottom into insets"))
        #expect(CLITests.run(arguments + ["--strict"]).code == 1)
    }
}
