import ButtonSizerCLI
import Foundation
import Testing

/// One value, three front ends, one message (issue #16): the command line, a batch line and a lint
/// config refuse `size -1` with the same words; only the option's spelling follows the front end.
@Suite struct SameMessageTests {
    static let problem = "must be a number of points above 0 and at most 10000 (got -1)"

    @Test func commandLine() {
        let result = CLITests.run(["layout", "--hermetic", "--title", "Pay", "--size", "-1"])
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("Error: --size \(Self.problem)\n"), "\(result.stderr)")
    }

    @Test func batchLine() throws {
        let path = try BatchTests.inputFile([Array(#"{"command":"layout","title":"Pay","size":-1}"#.utf8)])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = CLITests.run(["batch", "--hermetic", "--input", path])
        let answer = try #require(try BatchTests.answers(result.stdout).first)
        #expect(answer["error"] as? String == "field 'size' \(Self.problem)")
    }

    @Test func lintConfig() throws {
        let path = LintTests.temporary("config.json")
        try #"{"defaults": {"size": -1}, "buttons": [{"keys": ["*"]}]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = CLITests.run(["lint", "--hermetic", "--config", path, LintTests.catalog])
        #expect(result.code == 1)
        // Compiler-style, naming the file, the line and the JSON path of the field.
        #expect(result.stderr == "\(path):1: error: defaults.size: \(Self.problem)\n", "\(result.stderr)")
    }
}
