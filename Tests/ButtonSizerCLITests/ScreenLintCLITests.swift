import Foundation
import Testing

/// `buttonsizer lint --screens` and `frames --locale` end to end on the hand-built app (Tests/Fixtures/ScreenLint;
/// its geometry is worked out in ButtonLintTests' ScreensTests): the same verdicts in every format, the exit code,
/// the device sets and the options --screens does not take.
@Suite struct ScreenLintCLITests {
    static let app = LintTests.root + "/Tests/Fixtures/ScreenLint/App"
    static let verdicts = LintTests.root + "/Tests/Fixtures/ScreenLint/Verdicts"
    static let devices = ["--device", "smallest", "--device", "largest"]

    static func run(_ format: String) -> CLITests.Result {
        CLITests.run(["lint", "--screens", "--hermetic", "--format", format] + devices + [app])
    }

    /// The 11 failing rows of ScreensTests.theHandBuiltAppGivesExactlyItsVerdicts, as `status locale device id`.
    static let failures: Set<String> = [
        "truncates fr retina4_7 pin-Lb-two", "truncates fr retina6_9 pin-Lb-two",
        "truncates de retina4_7 btn-Lo-ong", "truncates de retina6_9 btn-Lo-ong",
        "overlaps de retina4_7 hug-Lb-lft", "overlaps de retina4_7 hug-Lb-rgt",
        "overlaps de retina6_9 hug-Lb-lft", "overlaps de retina6_9 hug-Lb-rgt",
        "truncates en retina4_7 dev-Lb-wid", "truncates de retina4_7 dev-Lb-wid", "truncates fr retina4_7 dev-Lb-wid",
    ]

    @Test func jsonHasExactlyTheVerdictsAndTheRunFails() throws {
        let result = Self.run("json")
        #expect(result.code == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let rows = try #require(object["rows"] as? [[String: Any]])
        let failing = rows.filter { $0["status"] as? String != "fits" }.map { row in
            ["status", "locale", "device", "objectID"].map { row[$0] as? String ?? "?" }.joined(separator: " ")
        }
        #expect(Set(failing) == Self.failures)
        #expect(failing.count == 11)
        #expect(rows.count == 42)
    }

    @Test func theTableGroupsByDocumentAndScene() {
        let result = Self.run("table")
        #expect(result.code == 1)
        #expect(result.stdout.hasPrefix("Base.lproj/Main.storyboard: 7 truncates, 4 overlaps, 31 fits\n  CheckoutViewController\n"))
        let failing = result.stdout.split(separator: "\n").filter { $0.hasPrefix("truncates") || $0.hasPrefix("overlaps") }
        #expect(failing.count == 11)
    }

    @Test func sarifGithubXcodeAndHTMLCarryTheSameFailures() throws {
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(Self.run("sarif").stdout.utf8)) as? [String: Any])
        let results = try #require(((sarif["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        #expect(results.count == 11)
        let github = Self.run("github").stdout.split(separator: "\n")
        #expect(github.filter { $0.hasPrefix("::error") }.count == 11)
        #expect(github.contains { $0.hasPrefix("::error file=") && $0.contains("fr.lproj/Main.strings,line=5") })
        let xcode = Self.run("xcode").stdout.split(separator: "\n")
        #expect(xcode.filter { $0.contains(": error: ") }.count == 11)
        let html = Self.run("html").stdout
        #expect(html.components(separatedBy: "<tr class=\"error\"").count - 1 == 11)
        #expect(html.contains("<svg"))
    }

    /// Every format names both places of a failing row: fr's address (pin-Lb-two) is translated at
    /// fr.lproj/Main.strings line 5 and its label is at Base.lproj/Main.storyboard line 22 (both read from the files).
    @Test func everyFormatNamesTheTranslationAndTheView() throws {
        func run(_ format: String) -> String {
            CLITests.run(["lint", "--screens", "--hermetic", "--locale", "fr", "--format", format, Self.app]).stdout
        }
        let table = run("table").split(separator: "\n").first { $0.contains("pin-Lb-two") } ?? ""
        #expect(table.contains(" 22 ") && table.contains("fr.lproj/Main.strings:5"), "\(table)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run("json").utf8)) as? [String: Any])
        let row = try #require((json["rows"] as? [[String: Any]])?.first { $0["objectID"] as? String == "pin-Lb-two" })
        #expect((row["translationFile"] as? String)?.hasSuffix("fr.lproj/Main.strings") == true)
        #expect(row["translationLine"] as? Int == 5 && row["viewLine"] as? Int == 22)
        let html = run("html")
        #expect(html.contains("pin-Lb-two (line 22)") && html.contains("fr.lproj/Main.strings:5"))
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(run("sarif").utf8)) as? [String: Any])
        let result = try #require((((sarif["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])?.first {
            ($0["message"] as? [String: Any])?["text"].map { "\($0)".contains("pin-Lb-two") } ?? false
        })
        let places = [result["locations"], result["relatedLocations"]].compactMap { $0 as? [[String: Any]] }.flatMap { $0 }.map { location -> String in
            let physical = location["physicalLocation"] as? [String: Any]
            let uri = (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? ""
            return "\(uri.split(separator: "/").suffix(2).joined(separator: "/")):\((physical?["region"] as? [String: Any])?["startLine"] ?? "")"
        }
        #expect(places == ["fr.lproj/Main.strings:5", "Base.lproj/Main.storyboard:22"])
        let github = run("github")
        #expect(github.contains("fr.lproj/Main.strings,line=5,") && github.contains("Base.lproj/Main.storyboard,line=22,"))
        let xcode = run("xcode")
        #expect(xcode.contains("fr.lproj/Main.strings:5:1: error: ") && xcode.contains("Base.lproj/Main.storyboard:22:1: note: "))
    }

    @Test func aScreenThatFitsExitsZero() {
        // Only the largest phone and English: nothing of the app fails there.
        let result = CLITests.run(["lint", "--screens", "--hermetic", "--device", "largest", "--locale", "en", "--format", "json", Self.app])
        #expect(result.code == 0, "\(result.stdout)")
    }

    @Test func contentSizesAreSwept() throws {
        let result = CLITests.run(["lint", "--screens", "--hermetic", "--content-size", "L,AX5", "--format", "json", Self.verdicts])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let rows = try #require(object["rows"] as? [[String: Any]]).filter { $0["objectID"] as? String == "dyn-Lb-sty" }
        #expect(Set(rows.map { "\($0["contentSize"] as? String ?? "?") \($0["status"] as? String ?? "?")" }) == ["L fits", "AX5 truncates"])
    }

    /// `--config`: the `defaults`' content-sizes are the categories swept when `--content-size` is not given.
    /// `dyn-Lb-sty` (Verdicts) is 200 pt wide in the body text style; “Account settings” is 128.8 pt at L (17 pt),
    /// 167.6 at XXXL (23 pt: fits by 32) and 288.1 at AX3 (40 pt: truncates by 88), from `measure --hermetic
    /// --text-style body --content-size XXXL|AX3`. The config's other fields are named in notes, not refused.
    @Test func theConfigsContentSizesAreSwept() throws {
        let config = LintTests.root + "/Tests/Fixtures/ScreenLint/Configs/sweep.json"
        let result = CLITests.run(["lint", "--screens", "--hermetic", "--config", config, "--locale", "en", "--format", "json", Self.verdicts])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let rows = try #require(object["rows"] as? [[String: Any]]).filter { $0["objectID"] as? String == "dyn-Lb-sty" }
        #expect(rows.map { "\($0["contentSize"] as? String ?? "?") \($0["status"] as? String ?? "?")" } == ["L fits", "xxxL fits", "AX3 truncates"])
        for (field, line) in [("defaults.text-style", 5), ("defaults.profile", 6), ("placeholders", 8)] {
            #expect(result.stderr.contains("sweep.json:\(line): note: \(field): not used by lint --screens"), "\(result.stderr)")
        }
        // --content-size wins, and says so.
        let given = CLITests.run(["lint", "--screens", "--hermetic", "--config", config, "--content-size", "AX5", "--locale", "en",
                                  "--format", "json", Self.verdicts])
        let givenRows = try #require(try JSONSerialization.jsonObject(with: Data(given.stdout.utf8)) as? [String: Any])["rows"] as? [[String: Any]]
        #expect(Set(givenRows?.compactMap { $0["contentSize"] as? String }.filter { $0 != "*" } ?? []) == ["AX5"])
        #expect(given.stderr.contains("--content-size given: the content-sizes of \(config)'s defaults are not used"))
        // A category that does not exist is an error at its line, naming the field.
        let bad = CLITests.run(["lint", "--screens", "--hermetic", "--config", LintTests.root + "/Tests/Fixtures/ScreenLint/Configs/bad-sweep.json",
                                Self.verdicts])
        #expect(bad.code == 1)
        #expect(bad.stderr.contains("bad-sweep.json:2: error: defaults.content-sizes: 'AX9' is not a content size"), "\(bad.stderr)")
    }

    @Test func optionsThatAreNotForScreensAreRefused() {
        #expect(CLITests.run(["lint", "--screens", "--hermetic", "--format", "junit", Self.app]).stderr.contains("not a lint --screens format"))
        #expect(CLITests.run(["lint", "--screens", "--hermetic", "--device", "retina9_9", Self.app]).stderr.contains("--device retina9_9"))
        #expect(CLITests.run(["lint", "--hermetic", "--device", "smallest", Self.app]).stderr.contains("--device is for lint --screens"))
    }

    /// `frames --locale ar`: the Arabic button ends 16 pt from the right (359 of 375) at its own width.
    @Test func framesLaysOutALocaleMirrored() throws {
        let result = CLITests.run(["frames", "--hermetic", "--json", "--locale", "ar", Self.verdicts])
        #expect(result.code == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let views = try #require((object["documents"] as? [[String: Any]])?.first?["views"] as? [[String: Any]])
        let frame = try #require(views.first { $0["objectID"] as? String == "rtl-Bt-sav" }?["frame"] as? [String: Double])
        #expect((frame["x"] ?? 0) + (frame["width"] ?? 0) == 359)
        #expect((frame["width"] ?? 999) < 60)
        let two = CLITests.run(["frames", "--hermetic", "--json", "--device", "smallest", "--device", "largest", Self.app])
        let documents = try #require(try JSONSerialization.jsonObject(with: Data(two.stdout.utf8)) as? [String: Any])["documents"] as? [[String: Any]]
        #expect(documents?.count == 2)
    }
}
