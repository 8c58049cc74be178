import ButtonSizerCLI
import Foundation
import Testing

/// `buttonsizer lint PATH…` on Interface Builder documents, with no config: the rows, `--list-buttons`,
/// a config on top, and each row's verdict against `buttonsizer layout` run with the listed fields.
@Suite struct InterfaceBuilderLintTests {
    static let fixtures = LintTests.root + "/Tests/Fixtures/IB"
    static let forms = fixtures + "/forms"
    static let duckduckgo = fixtures + "/duckduckgo-ios"
    static let homeAssistant = fixtures + "/home-assistant-ios"
    /// Issue 36's two held-out cases, hand-written (Base.lproj/Edit.storyboard, a 375-pt retina4_7 screen).
    static let solvedWidths = fixtures + "/solved-widths"
    /// Hand-written (Base.lproj/Settings.storyboard, retina4_7, German beside it): three classic system
    /// buttons, 15 pt, pinned only at their leading and top edges: `gap-bu-t01` "Edit" with a 16 × 16 image
    /// and `imageEdgeInsets.left = −8` (the usual gap between image and title); `low-bu-t02` the same with
    /// `height = 10`; `add-bu-t03` "Add Files" with `contentEdgeInsets` 8 across and −10 above and below, and
    /// `height = 38`.
    static let designedOverflow = fixtures + "/designed-overflow"

    /// The first capture of `pattern` in `text`.
    static func capture(_ pattern: String, in text: String) -> String? {
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let range = Range(match.range(at: 1), in: text) else { return nil }
        return String(text[range])
    }

    /// The first capture of every match of `pattern` in `text`.
    static func captures(_ pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func findings(_ arguments: [String]) throws -> [[String: Any]] {
        let result = CLITests.run(["lint", "--hermetic", "--json"] + arguments)
        return try #require(try object(result.stdout)["findings"] as? [[String: Any]], "\(result.stderr)")
    }

    /// A layout field as a command-line value: `true` is a flag, numbers without a trailing `.0`.
    static func flag(_ name: String, _ value: Any) -> [String] {
        // JSON's true reads as an NSNumber too: the flags lint writes are known by name.
        if ["italic", "bold", "rtl", "no-kerning"].contains(name) { return (value as? Bool) == true ? ["--" + name] : [] }
        if let number = value as? NSNumber {
            let double = number.doubleValue
            return ["--" + name, double == double.rounded() ? String(Int(double)) : String(double)]
        }
        return ["--" + name, "\(value)"]
    }

    /// Every row of the app fixtures and of the hand-written forms equals `buttonsizer layout` with the
    /// fields `--list-buttons` gives, the row's text as the title and its language.
    @Test(arguments: [duckduckgo, homeAssistant, forms])
    func everyVerdictEqualsLayoutWithTheListedFields(folder: String) throws {
        let listing = try Self.object(CLITests.run(["lint", "--hermetic", "--list-buttons", "--json", folder]).stdout)
        let buttons = try #require(listing["buttons"] as? [[String: Any]])
        #expect(!buttons.isEmpty)
        let findings = try Self.findings([folder])
        var compared = 0
        for finding in findings {
            guard let text = finding["text"] as? String, finding["error"] == nil || finding["error"] is NSNull else { continue }
            let key = try #require(finding["key"] as? String)
            let button = try #require(buttons.first { ($0["keys"] as? [String])?.first == key }, "\(key)")
            let request = try #require(button["request"] as? [String: Any])
            var arguments = ["layout", "--hermetic", "--json", "--language", try #require(finding["locale"] as? String)]
            // An attributed title's runs are its text in the base language (a translation is plain).
            let runs = (request["title-runs"] as? [[String: Any]]).flatMap { runs in
                runs.map { $0["text"] as? String ?? "" }.joined() == text ? runs : nil
            }
            if let runs {
                arguments += ["--title-runs", String(decoding: try JSONSerialization.data(withJSONObject: runs), as: UTF8.self)]
            } else {
                arguments += ["--title", text]
            }
            for (name, value) in request.sorted(by: { $0.key < $1.key }) where name != "title-runs" { arguments += Self.flag(name, value) }
            let layout = try Self.object(CLITests.run(arguments).stdout)
            let size = try #require(layout["size"] as? [String: Any])
            #expect(CLITests.number(size["width"]) == CLITests.number(finding["width"]), "\(key) \(arguments)")
            #expect(layout["displayedTitle"] as? String == finding["displayed"] as? String, "\(key)")
            let truncated = layout["truncated"] as? Bool ?? false
            #expect(truncated == ["truncates", "wraps-past-limit"].contains(finding["status"] as? String ?? ""), "\(key)")
            compared += 1
        }
        #expect(compared > 0)
    }

    /// DuckDuckGo: every titled button of the folder, and every translation of it in the folder's
    /// `.strings`, read here with a regular expression.
    @Test func realAppNeedsNoConfig() throws {
        let result = CLITests.run(["lint", "--hermetic", "--json", Self.duckduckgo])
        #expect(result.code == 0, "\(result.stderr)")
        let findings = try #require(try Self.object(result.stdout)["findings"] as? [[String: Any]])
        let folder = Self.duckduckgo + "/DuckDuckGo"
        var expected: [String: String] = [:]
        for locale in ["de", "fr", "ru"] {
            let text = try String(contentsOfFile: "\(folder)/\(locale).lproj/HomeRow.strings", encoding: .utf8)
            expected[locale] = Self.capture(#""DBH-J5-aEO\.normalTitle" = "([^"]+)";"#, in: text)
        }
        let storyboard = try String(contentsOfFile: folder + "/Base.lproj/HomeRow.storyboard", encoding: .utf8)
        expected["en"] = Self.capture(#"<state key="normal" title="([^"]+)""#, in: storyboard)
        var found: [String: String] = [:]
        for finding in findings where finding["key"] as? String == "DBH-J5-aEO.normalTitle" {
            found[finding["locale"] as? String ?? ""] = finding["text"] as? String
        }
        #expect(found == expected)
        // A translation row names its .strings line and the button's storyboard line.
        let german = try #require(findings.first { $0["locale"] as? String == "de" })
        let strings = try String(contentsOfFile: folder + "/de.lproj/HomeRow.strings", encoding: .utf8).components(separatedBy: "\n")
        #expect(CLITests.number(german["line"]) == Double(try #require(strings.firstIndex { $0.hasPrefix("\"DBH-J5-aEO.normalTitle\"") }) + 1))
        let lines = storyboard.components(separatedBy: "\n")
        #expect(CLITests.number(german["buttonLine"]) == Double(try #require(lines.firstIndex { $0.contains(#"id="DBH-J5-aEO""#) }) + 1))
        #expect((german["buttonSource"] as? String)?.hasSuffix("Base.lproj/HomeRow.storyboard") == true)
    }

    /// Home Assistant: every titled button of Onboarding.storyboard and every `normalTitle` of the eight
    /// `.strings`, read here by scanning the text: a row per (button, locale), a `missing` row where a
    /// locale has no entry, a `stale` row for each entry (of any object) whose ObjectID is not in the storyboard.
    @Test func secondRealAppNeedsNoConfig() throws {
        let folder = Self.homeAssistant + "/HomeAssistant/Resources"
        let storyboard = try String(contentsOfFile: folder + "/Base.lproj/Onboarding.storyboard", encoding: .utf8)
        // Each <button …>…</button>: its id and its normal state's title.
        var titles: [String: String] = [:]
        for chunk in storyboard.components(separatedBy: "<button ").dropFirst() {
            let button = chunk.components(separatedBy: "</button>")[0]
            let id = try #require(Self.capture(#"^[^>]* id="([^"]+)""#, in: button))
            titles[id] = Self.capture(#"<state key="normal" title="([^"]+)""#, in: button)
        }
        #expect(titles.count == 9)
        var rows: Set<String> = Set(titles.map { "\($0.key).normalTitle en \($0.value)" })
        var missing: Set<String> = [], stale: Set<String> = []
        let locales = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" }
        #expect(locales.count == 8)
        for lproj in locales {
            let locale = String(lproj.dropLast(".lproj".count))
            let text = try String(contentsOfFile: "\(folder)/\(lproj)/Onboarding.strings", encoding: .utf8)
            var translated: Set<String> = []
            for line in text.components(separatedBy: "\n") {
                guard let key = Self.capture(#"^"([^"]+)" = "#, in: line), let value = Self.capture(#" = "(.*)";$"#, in: line) else { continue }
                let id = String(key.prefix { $0 != "." })
                if !storyboard.contains("id=\"\(id)\"") {
                    stale.insert("\(key) \(locale)")
                } else if titles[id] != nil && key == id + ".normalTitle" {
                    rows.insert("\(key) \(locale) \(value)")
                    translated.insert(id)
                }
            }
            for id in titles.keys where !translated.contains(id) { missing.insert("\(id).normalTitle \(locale)") }
        }
        // In every locale: 87t-Ca-ZJb.normalTitle ("Error", a button since removed) and two labels' texts.
        #expect(stale.count == 3 * 8)
        let result = CLITests.run(["lint", "--hermetic", "--json", Self.homeAssistant])
        let findings = try #require(try Self.object(result.stdout)["findings"] as? [[String: Any]], "\(result.stderr)")
        func row(_ finding: [String: Any]) -> String { "\(finding["key"] as? String ?? "") \(finding["locale"] as? String ?? "")" }
        let status = { (finding: [String: Any]) in finding["status"] as? String }
        #expect(Set(findings.filter { !["missing", "stale"].contains(status($0)) }.map { row($0) + " " + ($0["text"] as? String ?? "") }) == rows)
        #expect(Set(findings.filter { status($0) == "missing" }.map(row)) == missing)
        #expect(Set(findings.filter { status($0) == "stale" }.map(row)) == stale)
        #expect(findings.count == rows.count + missing.count + stale.count)  // each row once
        let listing = try Self.object(CLITests.run(["lint", "--hermetic", "--list-buttons", "--json", Self.homeAssistant]).stdout)
        #expect(Set((listing["buttons"] as? [[String: Any]] ?? []).compactMap { $0["objectID"] as? String }) == Set(titles.keys))
        #expect((listing["skipped"] as? [Any])?.isEmpty == true)
    }

    /// `--calibrate` on Home Assistant: every button is centred with no width constraint (its width is its
    /// own) and has a height constraint (its height is not): read from the storyboard here. Each width
    /// difference is `buttonsizer layout`'s width with the listed fields minus the stored frame's width,
    /// and the summary is theirs.
    @Test func calibrationComparesHuggingWidthsWithTheStoredFrames() throws {
        let storyboard = try String(contentsOfFile: Self.homeAssistant + "/HomeAssistant/Resources/Base.lproj/Onboarding.storyboard",
                                    encoding: .utf8)
        var stored: [String: Double] = [:]
        for chunk in storyboard.components(separatedBy: "<button ").dropFirst() {
            let button = chunk.components(separatedBy: "</button>")[0]
            let id = try #require(Self.capture(#"^[^>]* id="([^"]+)""#, in: button))
            #expect(!button.contains(#"firstAttribute="width""#))
            #expect(button.contains(#"<constraint firstAttribute="height""#))
            #expect(storyboard.contains(#"firstItem="\#(id)" firstAttribute="centerX""#)
                    || storyboard.contains(#"secondItem="\#(id)" secondAttribute="centerX""#), "\(id)")
            stored[id] = Self.capture(#"<rect key="frame" [^>]*width="([0-9.]+)""#, in: button).flatMap(Double.init)
        }
        let listing = try Self.object(CLITests.run(["lint", "--hermetic", "--list-buttons", "--json", Self.homeAssistant]).stdout)
        var expected: [String: Double] = [:]
        for button in try #require(listing["buttons"] as? [[String: Any]]) {
            let id = try #require(button["objectID"] as? String)
            let request = try #require(button["request"] as? [String: Any])
            var arguments = ["layout", "--hermetic", "--json", "--title", try #require(button["title"] as? String), "--language", "en"]
            for (name, value) in request.sorted(by: { $0.key < $1.key }) { arguments += Self.flag(name, value) }
            let size = try #require(try Self.object(CLITests.run(arguments).stdout)["size"] as? [String: Any])
            expected[id] = try #require(CLITests.number(size["width"])) - (try #require(stored[id]))
        }
        let calibration = try Self.object(CLITests.run(["lint", "--hermetic", "--calibrate", "--json", Self.homeAssistant]).stdout)
        let samples = try #require(calibration["samples"] as? [[String: Any]])
        var found: [String: Double] = [:]
        for sample in samples {
            found[sample["objectID"] as? String ?? ""] = CLITests.number(sample["widthDifference"])
            #expect(sample["heightDifference"] is NSNull)
        }
        #expect(found == expected)
        let differences = expected.values.sorted()
        let width = try #require(calibration["width"] as? [String: Any])
        #expect(CLITests.number(width["count"]) == 9)
        #expect(abs((CLITests.number(width["mean"]) ?? .nan) - differences.reduce(0, +) / 9) < 1e-9)
        #expect(CLITests.number(width["median"]) == differences[4])
        #expect(CLITests.number(width["maximum"]) == differences.map(abs).max())
        let bins = try #require(width["histogram"] as? [[String: Any]])
        #expect(bins.compactMap { CLITests.number($0["count"]) }.reduce(0, +) == 9)
        #expect(calibration["height"] is NSNull)
        // Every view too, solved through the engine's frames path: each view off by more than a point is named
        // with its document and line, and is counted among those compared but not within a point.
        let views = try #require(calibration["views"] as? [String: Any])
        let outliers = try #require(views["outliers"] as? [[String: Any]])
        let compared = try #require(CLITests.number(views["compared"])), within = try #require(CLITests.number(views["withinOnePoint"]))
        #expect(compared > 0)
        #expect(compared - within == Double(outliers.count))
        #expect(outliers.allSatisfy { ($0["file"] as? String)?.hasSuffix(".storyboard") == true && (CLITests.number($0["line"]) ?? 0) > 0 })
        // Without --system-font the stand-in measured: the output says so.
        #expect(calibration["standIn"] as? Bool == true)
        #expect(CLITests.run(["lint", "--hermetic", "--calibrate", Self.homeAssistant]).stdout.contains("note: the system font is the bundled stand-in"))
        let named = CLITests.run(["lint", "--hermetic", "--calibrate", "--system-font", LintTests.root + "/Fonts/Inter-Regular.otf", Self.homeAssistant])
        #expect(named.code == 0, "\(named.stderr)")
        #expect(!named.stdout.contains("stand-in"))
    }

    /// A button without a width constraint of its own is sized by Auto Layout's solve of its document, not by its
    /// stored frame. Pushed along: "Save" is pinned 16 from the safe area's leading edge and its trailing only
    /// places a 100-pt view 12 to its right, which stays 16 inside the trailing edge: a longer title gets
    /// 375 − 16 − 12 − 100 − 16 = 231, so "Speichern" fits where the stored 34 pt ("both edges pinned") said it is cut.
    /// Centre-pinned: "Continue" has leading = 38 and the centre of a label centred on the screen, 2 × (187.5 − 38) =
    /// 299 wide whatever its title, so a German title needing more than 299 but less than the screen's 375 (which
    /// "hugs its title up to its superview" passed) is cut.
    @Test func buttonWidthsComeFromTheSolvedLayout() throws {
        let listing = try Self.object(CLITests.run(["lint", "--hermetic", "--list-buttons", "--json", Self.solvedWidths]).stdout)
        let buttons = try #require(listing["buttons"] as? [[String: Any]])
        func button(_ id: String) throws -> (request: [String: Any], sources: [String: Any]) {
            let found = try #require(buttons.first { $0["objectID"] as? String == id })
            return (try #require(found["request"] as? [String: Any]), try #require(found["sources"] as? [String: Any]))
        }
        let pushed = try button("sav-bt-001"), centred = try button("cnt-bt-001")
        #expect(CLITests.number(pushed.request["max-width"]) == 231)
        #expect(pushed.sources["max-width"] as? String == "layout")
        #expect(centred.request["bounds"] as? String == "299x30")  // its height: the stored frame's
        #expect(centred.sources["bounds"] as? String == "layout")

        let findings = try Self.findings([Self.solvedWidths])
        func german(_ key: String) throws -> [String: Any] {
            try #require(findings.first { $0["key"] as? String == key && $0["locale"] as? String == "de" })
        }
        #expect(try german("sav-bt-001.normalTitle")["status"] as? String == "fits")
        let cut = try german("cnt-bt-001.normalTitle")
        #expect(cut["status"] as? String == "truncates")
        let needed = try #require(CLITests.number(cut["minimumWidth"]))
        #expect(needed > 299 && needed < 375, "\(needed)")  // what the case is about: it fits the screen, not the button

        // `lint --screens`, which re-solves the screen with each translation in place, says the same of both.
        let screens = try Self.object(CLITests.run(["lint", "--hermetic", "--screens", "--json", Self.solvedWidths]).stdout)
        let rows = try #require(screens["rows"] as? [[String: Any]])
        func screenStatus(_ id: String) -> String? {
            rows.first { $0["objectID"] as? String == id && $0["locale"] as? String == "de" }?["status"] as? String
        }
        #expect(screenStatus("sav-bt-001") == "fits")
        #expect(screenStatus("cnt-bt-001") == "truncates")
    }

    @Test func anImageItsOwnNegativeInsetsMovePastTheBoundsFits() throws {
        // Classic layout (ClassicLayout.swift): the image box is the content inset by the image's edge
        // insets, less the title's width. Hugging its content, the button is 16 + title wide, so the box
        // runs from x = −8 and is 16 + 8 = 24 wide: the 16-pt image is centred in it at x = −8 + (24 − 16) / 2
        // = −4, 4 pt past the leading edge in every language. UIButton does not clip it: fits, with a note.
        let findings = try Self.findings([Self.designedOverflow])
        func row(_ id: String, _ locale: String) throws -> [String: Any] {
            try #require(findings.first { $0["key"] as? String == id + ".normalTitle" && $0["locale"] as? String == locale })
        }
        for locale in ["en", "de"] {
            let gap = try row("gap-bu-t01", locale)
            #expect(gap["status"] as? String == "fits", "\(locale)")
            #expect((gap["notes"] as? [String])?.contains {
                $0.hasPrefix("the image 4 pt past the leading edge, moved there by the button's own negative edge insets (imageEdgeInsets.left -8)")
            } == true, "\(locale)")
        }
        // What the insets do not explain stays: in 10 pt the title's glyphs reach past the top and bottom
        // (its 15-pt line box is 17.9 tall); the image's 4 pt past the leading edge is dropped all the same.
        let low = try row("low-bu-t02", "de")
        #expect(low["status"] as? String == "overflows-height")
        let edges = try #require(low["boundsOverflow"] as? [String: Any])
        #expect(CLITests.number(edges["leading"]) == 0)
    }

    @Test func aHeightTheLayoutFixesIsTheHeightLaidOutIn() throws {
        // `add-bu-t03` hugs its title across (max-width) but its constraint makes it 38 tall. At the height
        // that fits it would be 0: 18 (the title's line, ceiled) − 10 − 10 is negative, clamped; the title
        // would then reach 9 pt past the top and the bottom. At 38 its content box runs from y = −10 to 48,
        // and the 18-pt title is centred in it at y = 10, inside.
        let listing = try Self.object(CLITests.run(["lint", "--hermetic", "--list-buttons", "--json", Self.designedOverflow]).stdout)
        let buttons = try #require(listing["buttons"] as? [[String: Any]])
        let add = try #require(buttons.first { $0["objectID"] as? String == "add-bu-t03" })
        #expect(CLITests.number((add["request"] as? [String: Any])?["height"]) == 38)
        #expect((add["sources"] as? [String: Any])?["height"] as? String == "constraint")
        // A button whose height nothing fixes is laid out at the height that fits (no `height`).
        let gap = try #require(buttons.first { $0["objectID"] as? String == "gap-bu-t01" })
        #expect((gap["request"] as? [String: Any])?["height"] == nil)
        for locale in ["en", "de"] {
            let row = try #require(try Self.findings([Self.designedOverflow]).first {
                $0["key"] as? String == "add-bu-t03.normalTitle" && $0["locale"] as? String == locale
            })
            #expect(row["status"] as? String == "fits", "\(locale)")
        }
    }

    @Test func listButtonsSchema() throws {
        let listing = try Self.object(CLITests.run(["lint", "--hermetic", "--list-buttons", "--json", Self.duckduckgo]).stdout)
        let button = try #require((listing["buttons"] as? [[String: Any]])?.first)
        for field in ["file", "line", "objectID", "title", "keys", "request", "sources", "translations"] {
            #expect(button[field] != nil, "\(field)")
        }
        let request = try #require(button["request"] as? [String: Any])
        #expect(request["profile"] as? String == "classic")
        #expect(request["bounds"] as? String == "264x38")  // Xcode's stored frame: its width is tied to its container's
        #expect((button["sources"] as? [String: Any])?["bounds"] as? String == "layout")  // solved by Auto Layout
        let skipped = try #require(listing["skipped"] as? [[String: Any]])
        #expect(skipped.map { $0["objectID"] as? String } == ["202-p3-edP"])  // the image-only close button
        let table = CLITests.run(["lint", "--hermetic", "--list-buttons", Self.duckduckgo]).stdout
        #expect(table.contains("DBH-J5-aEO"))
        #expect(table.contains("skipped"))
    }

    @Test func staleAndMissingRows() throws {
        let findings = try Self.findings([Self.forms])
        func status(_ key: String, _ locale: String) -> String? {
            findings.first { $0["key"] as? String == key && $0["locale"] as? String == locale }?["status"] as? String
        }
        // de.lproj/Main.strings translates gon-eo-b99, which is not in Main.storyboard.
        let storyboard = try String(contentsOfFile: Self.forms + "/Base.lproj/Main.storyboard", encoding: .utf8)
        #expect(!storyboard.contains("gon-eo-b99"))
        #expect(status("gon-eo-b99.normalTitle", "de") == "stale")
        // fr.lproj/Main.strings has no sem-ib-o02; de has it.
        let french = try String(contentsOfFile: Self.forms + "/fr.lproj/Main.strings", encoding: .utf8)
        #expect(!french.contains("sem-ib-o02"))
        #expect(status("sem-ib-o02.normalTitle", "fr") == "missing")
        #expect(status("sem-ib-o02.normalTitle", "de") == "fits")
        // The configured button's leftover "Button" translation ("Taste") is never a row.
        #expect(!findings.contains { $0["key"] as? String == "cfg-fi-l07.normalTitle" })
    }

    @Test func configOverridesPerObjectIDAndIsCheckedOnce() throws {
        let config = LintTests.temporary("ib.json")
        try #"{"buttons": [{"keys": ["DBH-J5-aEO"], "bounds": "60x38", "line-break": "tail", "lines": 1}]}"#.write(toFile: config, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: config) }
        let findings = try Self.findings(["--config", config, Self.duckduckgo])
        let german = findings.filter { $0["locale"] as? String == "de" }
        #expect(german.count == 1)
        #expect(german.first?["status"] as? String == "truncates")  // "Verstanden" in 60 pt
        #expect(CLITests.number(german.first?["width"]) == 60)
        let listing = try Self.object(CLITests.run(["lint", "--hermetic", "--list-buttons", "--json", "--config", config, Self.duckduckgo]).stdout)
        let button = try #require((listing["buttons"] as? [[String: Any]])?.first)
        #expect((button["sources"] as? [String: Any])?["bounds"] as? String == "config")
    }

    @Test func malformedFileIsAnErrorAndTheOthersAreChecked() throws {
        let result = CLITests.run(["lint", "--hermetic", Self.fixtures + "/broken"])
        #expect(result.code == 1)
        #expect(result.stderr.contains("broken/Bad.xib:13: error: invalid XML"))
        #expect(result.stdout.contains("crd-bu-t01.normalTitle"))
    }

    @Test func withoutDocumentsAConfigIsStillRequired() {
        let result = CLITests.run(["lint", "--hermetic", LintTests.catalog])
        #expect(result.code == 64)
        #expect(result.stderr.contains("--config"))
    }
}
