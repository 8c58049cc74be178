import ButtonSizerCLI
import Foundation
import Testing

/// Outputs recorded from main before the option table (issue #16) replaced the per-command parsers,
/// compared byte for byte: the batch answers to 267 requests covering every measure and layout option
/// and every profile, and the README's and `make demo`'s commands (text, JSON, lint table and JSON, an
/// SVG). `scripts/record-compatibility.py CHECKOUT` records them from a checkout's debug build (last:
/// main at 6ebc5a6, before the table landed); `$ROOT` stands for the checkout, `$TMP` for a scratch
/// folder. A change meant to alter an output re-records them and says so in its commit.
@Suite struct CompatibilityTests {
    static let folder = String(#filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast(2)
        .joined(separator: "/") + "/Compatibility"
    static let root = String(#filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
        .joined(separator: "/")

    @Test func batchAnswersAreUnchanged() throws {
        let expected = try String(contentsOfFile: Self.folder + "/batch-expected.jsonl", encoding: .utf8)
            .replacingOccurrences(of: "$ROOT", with: Self.root)
        let result = CLITests.run(["batch", "--hermetic", "--workers", "2", "--input", Self.folder + "/batch-input.jsonl"])
        #expect(result.code == 0, "\(result.stderr)")
        let got = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(got.count == want.count)
        for (index, (a, b)) in zip(got, want).enumerated() where a != b {
            Issue.record("line \(index + 1) differs:\n got  \(a)\n want \(b)")
        }
    }

    struct Case: Decodable {
        var arguments: [String]
        var code: Int32
        var stdout: String
        var stderr: String
        var file: String?
    }

    @Test func commandOutputsAreUnchanged() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/cli-expected.json"))
        let cases = try JSONDecoder().decode([Case].self, from: data)
        let scratch = NSTemporaryDirectory() + "buttonsizer-compat-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        func substitute(_ text: String) -> String {
            text.replacingOccurrences(of: "$ROOT", with: Self.root).replacingOccurrences(of: "$TMP", with: scratch)
        }
        for test in cases {
            let result = CLITests.run(test.arguments.map(substitute))
            #expect(result.code == test.code, "\(test.arguments)")
            #expect(result.stdout == substitute(test.stdout), "\(test.arguments)")
            #expect(result.stderr == substitute(test.stderr), "\(test.arguments)")
            if let file = test.file {
                let written = try String(contentsOfFile: scratch + "/compat.svg", encoding: .utf8)
                #expect(written == file, "\(test.arguments)")
            }
        }
    }
}
