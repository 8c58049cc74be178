import Foundation
import Testing

/// `batch --expect GOLDEN.jsonl` and `--record`: answers matched to golden lines by id.
@Suite struct BatchGoldenTests {
    static func requests(_ titles: [String], extra: String = "") throws -> String {
        let lines = titles.enumerated().map { index, title in
            Array(#"{"id":"b\#(index)","command":"layout","title":"\#(title)"\#(extra)}"#.utf8)
        }
        return try BatchTests.inputFile(lines)
    }

    static func golden() -> String { NSTemporaryDirectory() + "buttonsizer-golden-\(UUID().uuidString).jsonl" }

    static func batch(_ input: String, _ golden: String, _ extra: [String] = []) -> CLITests.Result {
        CLITests.run(["batch", "--hermetic", "--workers", "1", "--input", input, "--expect", golden] + extra)
    }

    @Test func recordWritesTheAnswers() throws {
        let input = try Self.requests(["Save", "Cancel"]), golden = Self.golden()
        let result = Self.batch(input, golden, ["--record"])
        #expect(result.code == 0, "\(result.stderr)")
        let written = try String(contentsOfFile: golden, encoding: .utf8)
        #expect(written == result.stdout)
        #expect(written.split(separator: "\n").count == 2)
    }

    @Test func unchangedAnswersMatch() throws {
        let input = try Self.requests(["Save", "Cancel"]), golden = Self.golden()
        _ = Self.batch(input, golden, ["--record"])
        let result = Self.batch(input, golden)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stderr.contains("every answer matches"))
    }

    @Test func aChangedTitleExitsOneWithTheDiff() throws {
        let golden = Self.golden()
        _ = Self.batch(try Self.requests(["Save", "Cancel"]), golden, ["--record"])
        // the second line's title changes; the answers also come in another order (matched by id)
        let input = try BatchTests.inputFile([
            Array(#"{"id":"b1","command":"layout","title":"Cancel all"}"#.utf8),
            Array(#"{"id":"b0","command":"layout","title":"Save"}"#.utf8),
        ])
        let result = Self.batch(input, golden)
        #expect(result.code == 1)
        #expect(result.stderr.contains(#"id "b1": result.displayedTitle: "Cancel" → "Cancel all""#))
        #expect(!result.stderr.contains(#"id "b0""#))
    }

    @Test func missingAndExtraIdsAreDifferences() throws {
        let golden = Self.golden()
        _ = Self.batch(try Self.requests(["Save", "Cancel"]), golden, ["--record"])
        let input = try BatchTests.inputFile([Array(#"{"id":"new","command":"layout","title":"Save"}"#.utf8)])
        let result = Self.batch(input, golden)
        #expect(result.code == 1)
        #expect(result.stderr.contains(#"id "new": not in"#))
        #expect(result.stderr.contains(#"id "b0": in"#))
        #expect(result.stderr.contains("but not answered"))
    }

    @Test func toleranceAcceptsSmallMoves() throws {
        // 0.1 pt of letter spacing after each of "Save"'s 4 graphemes widens it by 0.4 pt: across a pixel
        // at @2x, so the default (pixel grid) reports it and a 1 pt tolerance does not
        let golden = Self.golden()
        _ = Self.batch(try Self.requests(["Save"]), golden, ["--record"])
        let spaced = try Self.requests(["Save"], extra: #","letter-spacing":0.1"#)
        let strict = Self.batch(spaced, golden)
        #expect(strict.code == 1)
        #expect(strict.stderr.contains("result.titleRect.width"))
        #expect(Self.batch(spaced, golden, ["--tolerance", "1"]).code == 0)
    }

    @Test func recordNeedsExpect() {
        #expect(CLITests.run(["batch", "--record"]).code == 64)
    }
}
