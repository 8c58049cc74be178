import Foundation
import Testing

/// `lint --format sarif`: the shape SARIF 2.1.0 requires (checked here from the specification, OASIS
/// SARIF v2.1.0 §3.13–3.30, and GitHub code scanning's needs: one location with a start line per
/// result), and the places it names, read from the fixtures.
@Suite struct LintSARIFTests {
    typealias Object = [String: Any]

    static func sarif(_ arguments: [String]) throws -> Object {
        let result = CLITests.run(["lint", "--hermetic", "--format", "sarif"] + arguments)
        return try InterfaceBuilderLintTests.object(result.stdout)
    }

    /// Every property SARIF 2.1.0 requires, and the ones code scanning needs, with their types.
    static func checkShape(_ log: Object) throws {
        // sarifLog (§3.13): version "2.1.0", runs; $schema (§3.13.3) a URI.
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String).flatMap(URL.init(string:))?.scheme == "https")
        let runs = try #require(log["runs"] as? [Object])
        #expect(runs.count == 1)
        for run in runs {
            // run (§3.14): tool; tool (§3.18): driver; toolComponent (§3.19): name.
            let driver = try #require((run["tool"] as? Object)?["driver"] as? Object)
            #expect((driver["name"] as? String)?.isEmpty == false)
            let rules = try #require(driver["rules"] as? [Object])
            let ruleIDs = rules.compactMap { $0["id"] as? String }
            #expect(ruleIDs.count == rules.count)  // reportingDescriptor (§3.49): id
            #expect(Set(ruleIDs).count == ruleIDs.count)
            for invocation in run["invocations"] as? [Object] ?? [] {
                #expect(invocation["executionSuccessful"] is Bool)  // invocation (§3.20): executionSuccessful
            }
            for result in try #require(run["results"] as? [Object]) {
                // result (§3.27): message with text (§3.11); ruleId, ruleIndex naming the same rule; level.
                let text = try #require((result["message"] as? Object)?["text"] as? String)
                #expect(!text.isEmpty)
                let ruleID = try #require(result["ruleId"] as? String)
                #expect(ruleIDs.contains(ruleID))
                if let index = CLITests.number(result["ruleIndex"]).map(Int.init) {
                    #expect(ruleIDs.indices.contains(index))
                    let named = ruleIDs.indices.contains(index) ? ruleIDs[index] : nil
                    #expect(named == ruleID)
                }
                #expect(["none", "note", "warning", "error"].contains(result["level"] as? String ?? ""))
                // Code scanning: exactly one location, a physical one with a URI and a start line ≥ 1.
                let locations = try #require(result["locations"] as? [Object])
                #expect(locations.count == 1)
                for location in locations + (result["relatedLocations"] as? [Object] ?? []) {
                    let physical = try #require(location["physicalLocation"] as? Object)
                    let uri = try #require((physical["artifactLocation"] as? Object)?["uri"] as? String)
                    #expect(URL(string: uri) != nil)  // a URI reference (§3.4.3)
                    if let region = physical["region"] as? Object {
                        #expect((CLITests.number(region["startLine"]) ?? 0) >= 1)  // region (§3.30.5)
                    }
                }
                #expect((((locations.first?["physicalLocation"] as? Object)?["region"] as? Object)?["startLine"]) != nil)
                // An embedded link "[text](n)" (§3.11.6) names a related location's id (§3.28.2).
                let related = (result["relatedLocations"] as? [Object] ?? []).compactMap { CLITests.number($0["id"]).map(Int.init) }
                #expect(Set(related).count == related.count)
                for link in InterfaceBuilderLintTests.captures(#"\]\((\d+)\)"#, in: text) {
                    #expect(related.contains(Int(link) ?? -1), "\(text)")
                }
            }
        }
    }

    static func results(_ log: Object) -> [Object] {
        ((log["runs"] as? [Object])?.first?["results"] as? [Object]) ?? []
    }

    static func location(_ result: Object, related: Bool = false) -> (uri: String?, line: Double?) {
        let location = (result[related ? "relatedLocations" : "locations"] as? [Object])?.first
        let physical = location?["physicalLocation"] as? Object
        return ((physical?["artifactLocation"] as? Object)?["uri"] as? String,
                CLITests.number((physical?["region"] as? Object)?["startLine"]))
    }

    @Test func shapeOnEveryFixture() throws {
        for folder in [InterfaceBuilderLintTests.forms, InterfaceBuilderLintTests.duckduckgo, InterfaceBuilderLintTests.homeAssistant] {
            try Self.checkShape(try Self.sarif([folder]))
        }
    }

    /// One result per row that is not `fits`, with the rule and level of its status.
    @Test func aResultPerRowThatIsNotFits() throws {
        let findings = try InterfaceBuilderLintTests.findings([InterfaceBuilderLintTests.forms])
        let results = Self.results(try Self.sarif([InterfaceBuilderLintTests.forms]))
        let notFitting = findings.filter { $0["status"] as? String != "fits" }
        #expect(!notFitting.isEmpty)
        #expect(results.count == notFitting.count)
        #expect(Set(results.compactMap { $0["ruleId"] as? String }) == Set(notFitting.compactMap { $0["status"] as? String }))
        // Levels as in the annotations: layout failures are errors, breaks-word and overflows-insets warnings,
        // missing and stale translations notes.
        for result in results {
            let expected = ["missing": "note", "stale": "note", "breaks-word": "warning", "overflows-insets": "warning"][result["ruleId"] as? String ?? ""] ?? "error"
            #expect(result["level"] as? String == expected, "\(result["ruleId"] ?? "")")
        }
        // --fail-on-missing makes a missing translation an error.
        let failing = Self.results(try Self.sarif(["--fail-on-missing", InterfaceBuilderLintTests.forms]))
        #expect(failing.filter { $0["ruleId"] as? String == "missing" }.allSatisfy { $0["level"] as? String == "error" })
    }

    /// A translation row points at its line of the `.strings` file, and at the button's line in the
    /// storyboard as a related location the message links to; lines read from the files here.
    @Test func translationRowNamesBothFiles() throws {
        let config = LintTests.temporary("sarif.json")
        try #"{"buttons": [{"keys": ["DBH-J5-aEO"], "bounds": "60x38", "line-break": "tail", "lines": 1}]}"#
            .write(toFile: config, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: config) }
        let results = Self.results(try Self.sarif(["--config", config, InterfaceBuilderLintTests.duckduckgo]))
        let folder = InterfaceBuilderLintTests.duckduckgo + "/DuckDuckGo"
        let german = try #require(results.first { Self.location($0).uri?.hasSuffix("/de.lproj/HomeRow.strings") == true })
        #expect(german["ruleId"] as? String == "truncates")
        let strings = try String(contentsOfFile: folder + "/de.lproj/HomeRow.strings", encoding: .utf8).components(separatedBy: "\n")
        let entryLine = try #require(strings.firstIndex { $0.hasPrefix("\"DBH-J5-aEO.normalTitle\"") }) + 1
        #expect(Self.location(german).line == Double(entryLine))
        #expect(Self.location(german).uri == "file://" + folder + "/de.lproj/HomeRow.strings")
        let storyboard = try String(contentsOfFile: folder + "/Base.lproj/HomeRow.storyboard", encoding: .utf8).components(separatedBy: "\n")
        let buttonLine = try #require(storyboard.firstIndex { $0.contains(#"id="DBH-J5-aEO""#) }) + 1
        #expect(Self.location(german, related: true).uri == "file://" + folder + "/Base.lproj/HomeRow.storyboard")
        #expect(Self.location(german, related: true).line == Double(buttonLine))
        #expect(((german["message"] as? Object)?["text"] as? String)?.contains("HomeRow.storyboard:\(buttonLine)](1)") == true)
    }

    /// A missing translation has no line of its own: it is shown at the button, the file that lacks it related.
    @Test func missingRowIsShownAtItsButton() throws {
        let results = Self.results(try Self.sarif([InterfaceBuilderLintTests.forms]))
        let missing = try #require(results.first {
            $0["ruleId"] as? String == "missing" && (($0["message"] as? Object)?["text"] as? String)?.hasPrefix("sem-ib-o02.normalTitle (fr)") == true
        })
        let storyboard = try String(contentsOfFile: InterfaceBuilderLintTests.forms + "/Base.lproj/Main.storyboard", encoding: .utf8)
            .components(separatedBy: "\n")
        let buttonLine = try #require(storyboard.firstIndex { $0.contains(#"id="sem-ib-o02""#) }) + 1
        #expect(Self.location(missing).uri?.hasSuffix("/Base.lproj/Main.storyboard") == true)
        #expect(Self.location(missing).line == Double(buttonLine))
        #expect(Self.location(missing, related: true).uri?.hasSuffix("/fr.lproj/Main.strings") == true)
        #expect(Self.location(missing, related: true).line == nil)
    }

    @Test func pathsArePercentEncodedURIs() throws {
        let folder = LintTests.temporary("a b#c")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let source = InterfaceBuilderLintTests.forms + "/Base.lproj/Main.storyboard"
        try FileManager.default.copyItem(atPath: source, toPath: folder + "/Main.storyboard")
        let results = Self.results(try Self.sarif([folder + "/Main.storyboard"]))
        let first = try #require(results.first)
        let uri = try #require(Self.location(first).uri)
        #expect(uri.hasSuffix("a%20b%23c/Main.storyboard"))
        #expect(URL(string: uri)?.path == folder + "/Main.storyboard")
    }
}
