import JSONText
import ButtonSizer
import ButtonSizerCLI
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `buttonsizer lint` on the example catalog: findings, exit codes, JUnit XML, the HTML report.
@Suite struct LintTests {
    static let root = String(#filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
        .joined(separator: "/")
    static let catalog = root + "/examples/lint/Localizable.xcstrings"
    static let config = root + "/examples/lint/buttons.json"

    static func temporary(_ name: String) -> String { NSTemporaryDirectory() + "buttonsizer-\(UUID().uuidString)-\(name)" }

    @Test func findingsAndExitCode() throws {
        let result = CLITests.run(["lint", "--hermetic", "--json", "--config", Self.config, Self.catalog])
        #expect(result.code == 1)  // something truncates
        let root = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try #require(root["findings"] as? [[String: Any]])
        func finding(_ key: String, _ locale: String) -> [String: Any]? {
            findings.first { $0["key"] as? String == key && $0["locale"] as? String == locale }
        }
        // 3 configured keys × 5 locales (ar, de, en, fr, ja); settings.title is not configured.
        #expect(findings.count == 15)
        #expect(CLITests.number((root["summary"] as? [String: Any])?["uncheckedKeys"]) == 1)
        // "Pay now" fits a 160 pt button; the German "Jetzt kostenpflichtig bestellen" does not.
        #expect(finding("checkout.pay", "en")?["status"] as? String == "fits")
        let german = try #require(finding("checkout.pay", "de"))
        #expect(german["status"] as? String == "truncates")
        let shown = try #require(german["displayed"] as? String)
        #expect(shown.hasSuffix("…"))
        #expect("Jetzt kostenpflichtig bestellen".hasPrefix(String(shown.dropLast())))
        // overflow = minimum width − the 160 pt it has.
        let overflow = try #require(CLITests.number(german["overflow"]))
        let minimum = try #require(CLITests.number(german["minimumWidth"]))
        #expect(abs(overflow - (minimum - 160)) < 1e-9)
        #expect(overflow > 0)
        // The catalog has no Arabic "profile.follow": reported, not skipped.
        #expect(finding("profile.follow", "ar")?["status"] as? String == "missing")
        // Worst first: every truncation before the missing one, the missing one before every fit.
        let statuses = findings.compactMap { $0["status"] as? String }
        #expect(statuses == statuses.sorted { ["truncates": 0, "missing": 2, "fits": 3][$0]! < ["truncates": 0, "missing": 2, "fits": 3][$1]! })
    }

    @Test func passesWhenEverythingFits() throws {
        let config = Self.temporary("wide.json")
        try #"{"defaults":{"size":12},"buttons":[{"keys":["*"],"bounds":"600x60"}]}"#.write(toFile: config, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: config) }
        let result = CLITests.run(["lint", "--hermetic", "--config", config, Self.catalog])
        #expect(result.code == 0, "\(result.stdout)")
        #expect(!result.stdout.contains("truncates"))
        let strict = CLITests.run(["lint", "--hermetic", "--fail-on-missing", "--config", config, Self.catalog])
        #expect(strict.code == 1)  // ar profile.follow and settings.title translations are missing
    }

    @Test func pseudoLocaleIsLongerAndChecked() throws {
        let result = CLITests.run(["lint", "--hermetic", "--json", "--pseudo", "--config", Self.config, Self.catalog])
        let root = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let pseudo = (root["findings"] as? [[String: Any]] ?? []).filter { $0["locale"] as? String == "en-XA" }
        #expect(pseudo.count == 3)
        for finding in pseudo {
            let text = try #require(finding["text"] as? String)
            let english = ["checkout.pay": "Pay now", "cart.add": "Add to cart", "profile.follow": "Follow"][finding["key"] as? String ?? ""]!
            #expect(Double(text.count) >= 1.3 * Double(english.count))
        }
    }

    /// A minimal JUnit reader: the structure CI systems (Jenkins, GitLab, GitHub reporters) read.
    final class JUnitReader: NSObject, XMLParserDelegate {
        var suites: [(name: String, tests: Int, failures: Int, skipped: Int)] = []
        var cases: [(suite: String, name: String, outcome: String)] = []
        var error: Error?
        private var suite = ""

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            switch element {
            case "testsuite":
                suite = attributes["name"] ?? ""
                suites.append((suite, Int(attributes["tests"] ?? "") ?? -1, Int(attributes["failures"] ?? "") ?? -1,
                               Int(attributes["skipped"] ?? "") ?? -1))
            case "testcase": cases.append((suite, attributes["name"] ?? "", "passed"))
            case "failure": cases[cases.count - 1].outcome = "failure"
            case "skipped": cases[cases.count - 1].outcome = "skipped"
            default: break
            }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { error = parseError }
    }

    @Test func junitXMLParsesWithACaseForEveryString() throws {
        let path = Self.temporary("lint.xml")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = CLITests.run(["lint", "--hermetic", "--junit", path, "--config", Self.config, Self.catalog])
        #expect(result.code == 1)
        let reader = JUnitReader()
        let parser = XMLParser(data: try Data(contentsOf: URL(fileURLWithPath: path)))
        parser.delegate = reader
        #expect(parser.parse())
        #expect(reader.error == nil)
        #expect(reader.suites.map(\.name) == ["ar", "de", "en", "fr", "ja"])
        #expect(reader.cases.count == 15)
        // Each suite's counts agree with its cases.
        for suite in reader.suites {
            let cases = reader.cases.filter { $0.suite == suite.name }
            #expect(suite.tests == cases.count)
            #expect(suite.failures == cases.filter { $0.outcome == "failure" }.count)
            #expect(suite.skipped == cases.filter { $0.outcome == "skipped" }.count)
        }
        #expect(reader.cases.contains { $0 == ("de", "checkout.pay", "failure") })
        #expect(reader.cases.contains { $0 == ("ar", "profile.follow", "skipped") })
        #expect(reader.cases.contains { $0 == ("en", "checkout.pay", "passed") })
    }

    @Test func htmlReportInlinesAPreviewPerString() throws {
        let path = Self.temporary("report.html")
        defer { try? FileManager.default.removeItem(atPath: path) }
        _ = CLITests.run(["lint", "--hermetic", "--report", path, "--config", Self.config, Self.catalog])
        let html = try String(contentsOfFile: path, encoding: .utf8)
        // 15 strings, one missing: 14 previews, each a base64 SVG that decodes to an <svg> document.
        let previews = html.components(separatedBy: "src=\"data:image/svg+xml;base64,").dropFirst()
        #expect(previews.count == 14)
        for preview in previews {
            let encoded = String(preview.prefix { $0 != "\"" })
            let svg = try #require(Data(base64Encoded: encoded).flatMap { String(data: $0, encoding: .utf8) })
            #expect(svg.contains("<svg"))
        }
        #expect(html.components(separatedBy: "<tr class=\"error\">").count - 1 == 7)
    }

    @Test(arguments: [
        (#"{"buttons": []}"#, "no buttons"),
        (#"{"buttons": [{"bounds": "100x40"}]}"#, "needs \"keys\""),
        (#"{"buttons": [{"keys": ["a"]}], "extra": 1}"#, "unknown field 'extra'"),
        (#"{"buttons": "#, "invalid JSON: unexpected end of file"),
    ])
    func badConfigsAreClearErrors(config: String, message: String) throws {
        let path = Self.temporary("config.json")
        try config.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = CLITests.run(["lint", "--hermetic", "--config", path, Self.catalog])
        #expect(result.code == 1, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.contains(path), "\(result.stderr)")
    }
}
