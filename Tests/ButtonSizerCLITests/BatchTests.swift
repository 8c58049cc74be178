import JSONText
import ButtonSizer
import ButtonSizerCLI
import Foundation
import Testing

/// `buttonsizer batch`: answers in input order, one per line, bad lines isolated.
@Suite struct BatchTests {
    /// Writes `lines` (raw bytes, so invalid UTF-8 can be among them) as a JSON Lines file.
    static func inputFile(_ lines: [[UInt8]]) throws -> String {
        let path = NSTemporaryDirectory() + "buttonsizer-batch-\(UUID().uuidString).jsonl"
        var bytes: [UInt8] = []
        for line in lines { bytes += line + [UInt8(ascii: "\n")] }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func answers(_ stdout: String) throws -> [[String: Any]] {
        try stdout.split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    @Test func answersComeInInputOrderWithIDs() throws {
        // 300 requests of varied cost (long and short texts, wrapping, layout) on 2 workers.
        var lines: [[UInt8]] = []
        for index in 0..<300 {
            let text = String(repeating: "word ", count: index % 17 + 1)
            let request = index % 5 == 0
                ? #"{"id":\#(index),"command":"layout","title":"\#(text)","image":"20x20","max-width":120}"#
                : #"{"id":\#(index),"command":"measure","text":"\#(text)","width":90,"lines":0,"line-break":"word"}"#
            lines.append(Array(request.utf8))
        }
        let path = try Self.inputFile(lines)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = CLITests.run(["batch", "--hermetic", "--workers", "2", "--input", path])
        #expect(result.code == 0, "\(result.stderr)")
        let answers = try Self.answers(result.stdout)
        #expect(answers.count == 300)
        for (index, answer) in answers.enumerated() {
            #expect(CLITests.number(answer["id"]) == Double(index))
            #expect(CLITests.number(answer["line"]) == Double(index + 1))
            #expect(answer["ok"] as? Bool == true)
        }
        #expect(result.stderr.contains("300 lines, 300 ok, 0 failed"))
    }

    @Test func badLinesGetErrorsAndEveryOtherLineIsAnswered() throws {
        // A 10 MB line: a valid request whose size is out of range, so it is parsed whole and refused.
        let huge = #"{"id":"huge","command":"measure","size":-1,"text":""# + String(repeating: "a", count: 10_000_000) + #""}"#
        let lines: [[UInt8]] = [
            Array(#"{"id":1,"command":"measure","text":"Hello","font":"Inter"}"#.utf8),
            [0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x7D],                               // invalid UTF-8
            Array("not json".utf8),
            Array(#"{"id":4,"command":"measure","text":"A","bogus":true}"#.utf8),  // unknown field
            Array(#"{"id":5,"command":"measure","text":"\ud800"}"#.utf8),         // unpaired surrogate
            Array(#"{"id":6,"command":"measure","text":"A","font":"Nope Sans"}"#.utf8),
            Array(#"{"id":7,"command":"wiggle"}"#.utf8),
            Array(huge.utf8),
            Array(#"{"id":9,"command":"measure","text":"Hello","font":"Inter"}"#.utf8),
            [],                                                                   // empty line
        ]
        let path = try Self.inputFile(lines)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = CLITests.run(["batch", "--hermetic", "--input", path])
        #expect(result.code == 1)
        let answers = try Self.answers(result.stdout)
        // The blank last line is skipped without an answer (issue #13).
        try #require(answers.count == lines.count - 1)
        let ok = answers.map { $0["ok"] as? Bool }
        #expect(ok == [true, false, false, false, false, false, false, false, true])
        let errors = answers.map { $0["error"] as? String ?? "" }
        #expect(errors[1].contains("not valid UTF-8"))
        #expect(errors[2].contains("invalid JSON: expected a value, found 'n'"))
        #expect(errors[3].contains("unknown field 'bogus'"))
        #expect(errors[4].contains("unpaired surrogate"))
        #expect(errors[5].contains("Nope Sans"))
        #expect(errors[5].contains("closest"))
        #expect(errors[6].contains("unknown command 'wiggle'"))
        #expect(errors[7].contains("field 'size' must be a number of points above 0"))
        #expect(answers[7]["id"] as? String == "huge")
        // The two good lines measure what `measure` measures: 6740 units × 17 / 2816 (hb-shape 6.0.0).
        for index in [0, 8] {
            let width = try #require(CLITests.number((answers[index]["result"] as? [String: Any])?["width"]))
            #expect(abs(width - 6740.0 * 17 / 2816) < 1e-9)
        }
        for (index, answer) in answers.enumerated() { #expect(CLITests.number(answer["line"]) == Double(index + 1)) }
        #expect(result.stderr.contains("9 lines, 2 ok, 7 failed, 1 blank skipped"))
    }

    @Test func batchWideFieldsAndEmptyInput() throws {
        let path = try Self.inputFile([Array(#"{"command":"measure","text":"A","hermetic":true}"#.utf8)])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = CLITests.run(["batch", "--hermetic", "--input", path])
        #expect(result.code == 1)
        #expect(result.stdout.contains("applies to the whole batch"))

        let empty = try Self.inputFile([])
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let none = CLITests.run(["batch", "--hermetic", "--input", empty])
        #expect(none.code == 0)
        #expect(none.stdout.isEmpty)
        #expect(none.stderr.contains("0 lines"))

        let missing = CLITests.run(["batch", "--input", "/nonexistent/requests.jsonl"])
        #expect(missing.code == 1)
        #expect(missing.stderr.contains("cannot open input '/nonexistent/requests.jsonl'"))
    }
}

/// Output that cannot be written is an error, not a silent loss.
@Suite struct OutputFailureTests {
    @Test func batchReportsAnOutputItCannotWrite() throws {
        let input = try BatchTests.inputFile([Array(#"{"command":"measure","text":"Hello"}"#.utf8)])
        defer { try? FileManager.default.removeItem(atPath: input) }
        // /dev/full accepts the open and fails every write with ENOSPC.
        let result = CLITests.run(["batch", "--hermetic", "--input", input, "--output", "/dev/full"])
        #expect(result.code == 1)
        #expect(result.stderr.contains("cannot write output '/dev/full'"), "\(result.stderr)")
    }
}

/// A line over the limit is answered with an error without being held in memory.
@Suite struct OverlongLineTests {
    @Test func overlongLinesAreRefusedAndTheRestAnswered() throws {
        let limit = 1_000  // --max-line-bytes; the default is 64 MiB
        let hello = Array(#"{"id":1,"command":"measure","text":"Hello"}"#.utf8)
        let overlong = [UInt8](repeating: UInt8(ascii: "a"), count: limit + 1)
        let path = try BatchTests.inputFile([hello, overlong, hello])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = CLITests.run(["batch", "--hermetic", "--max-line-bytes", "1000", "--input", path])
        #expect(result.code == 1)
        let answers = try BatchTests.answers(result.stdout)
        try #require(answers.count == 3)
        #expect(answers.map { $0["ok"] as? Bool } == [true, false, true])
        #expect((answers[1]["error"] as? String)?.contains("the line is \(limit + 1) bytes long") == true)
    }

    @Test func aFileWithoutANewlineIsOneOverlongLine() throws {
        let path = NSTemporaryDirectory() + "buttonsizer-batch-\(UUID().uuidString).jsonl"
        try Data(repeating: UInt8(ascii: "x"), count: 5_000).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = CLITests.run(["batch", "--hermetic", "--max-line-bytes", "1000", "--input", path])
        let answers = try BatchTests.answers(result.stdout)
        #expect(result.code == 1)
        #expect(answers.count == 1)
        #expect((answers.first?["error"] as? String)?.contains("the line is 5000 bytes long") == true)
    }
}
