import JSONText
import ButtonSizer
import ButtonLint
import ButtonSizerCLI
import ButtonSizerEngine
@testable import FuzzTargets
import GlyphMetrics
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The issue's list of hostile inputs, each through the same invariant checks the fuzzer applies:
/// a correct result (fits, grapheme-whole, widths that measure again the same, nothing lost silently)
/// or a clear error naming the input.
@Suite struct HostileTextTests {
    static let texts: [(String, String)] = [
        ("control characters", "a\u{0}b\u{7}c\td\u{1B}[31me\u{7F}f\u{85}g\u{8}h"),
        ("bidi controls", "abc \u{202E}evil\u{202C} \u{2067}x\u{2069} \u{200F}שלום\u{200E} مرحبا \u{61C}"),
        ("50 combining marks", "e" + String(repeating: "\u{301}", count: 50) + "x" + String(repeating: "\u{20DD}\u{0489}", count: 25)),
        ("emoji ZWJ sequences", "👩‍💻👨‍👩‍👧‍👦🏳️‍🌈🇫🇷🇯🇵 👍🏽 1️⃣ team"),
        ("forced breaks", "Hello\nWorld\r\nnext\u{2028}line\u{2029}para\u{B}v\u{C}f"),
        ("only whitespace", " \t \u{3000} \n "),
        ("replacement and private use", "\u{FFFD}\u{E000}\u{F8FF}\u{10FFFD}\u{FEFF}"),
        ("empty", ""),
    ]

    @Test(arguments: texts.map(\.0), LineBreakMode.allCases)
    func hostileText(name: String, mode: LineBreakMode) throws {
        let text = try #require(Self.texts.first { $0.0 == name }?.1)
        for (width, lines) in [(nil, 1), (0, 1), (5, 1), (13.9, 1), (60, 1), (60, 3), (60, 0), (1e308, 0)] as [(Double?, Int)] {
            let request = TextRequest(text: text, font: FontSpec(name: BundledFonts.path("Inter-Regular.otf"), size: 17),
                                      maxWidth: width, maxLines: lines, lineBreakMode: mode)
            #expect(throws: Never.self) { try MeasureTarget.check(request, measurer: Shared.measurer) }
        }
    }

    /// Hostile numbers in a request: NaN, ±∞, negative, zero and 1e308 sizes and widths, and widths
    /// narrower than "…": an `invalidArgument` naming the value, or a result holding every invariant.
    @Test(arguments: [Double.nan, .infinity, -.infinity, -1, 0, -0.0, 1e-300, 13.9, 1e308, .greatestFiniteMagnitude])
    func hostileNumbers(value: Double) throws {
        let inter = BundledFonts.path("Inter-Regular.otf")
        let requests = [
            TextRequest(text: "Hello World", font: FontSpec(name: inter, size: value)),
            TextRequest(text: "Hello World", font: FontSpec(name: inter, size: 17), maxWidth: value),
            TextRequest(text: "Hello World", font: FontSpec(name: inter, size: 17, letterSpacing: value), maxWidth: 60),
            TextRequest(text: "Hello World", font: FontSpec(name: inter, size: 17), maxWidth: value, maxLines: 0,
                        lineBreakMode: .wordWrapping),
        ]
        for request in requests {
            #expect(throws: Never.self) { try MeasureTarget.check(request, measurer: Shared.measurer) }
        }
    }

    /// A 1 MB string: measured on one line, truncated, and wrapped into a few lines, in bounded time.
    @Test func oneMegabyteString() throws {
        let unit = "Lorem ipsum dolor sit amet, 登录 👩‍💻 e\u{301} "
        let text = String(repeating: unit, count: 1_048_576 / unit.utf8.count + 1)
        #expect(text.utf8.count >= 1_048_576)
        let clock = ContinuousClock()
        let elapsed = try clock.measure {
            for (width, lines, mode) in [(nil, 1, LineBreakMode.clipping), (200.0, 1, .truncatingMiddle),
                                         (300.0, 3, .wordWrapping)] as [(Double?, Int, LineBreakMode)] {
                let m = try Shared.measurer.measure(TextRequest(text: text, font: FontSpec(name: "Inter", size: 17),
                                                                maxWidth: width, maxLines: lines, lineBreakMode: mode))
                #expect(m.width.isFinite)
                #expect(m.lines.count <= max(lines, 1))
                #expect(width == nil || m.isTruncated)
            }
        }
        #expect(elapsed < .seconds(60), "took \(elapsed)")
    }
}

/// Malformed JSON Lines, lint configurations and empty inputs: every batch line is answered; every
/// error names the input and says what is wrong.
@Suite struct HostileRequestTests {
    static let lines: [(String, Bool, String)] = [
        (#"{"id": 1, "command": "measure", "text": "\ud800"}"#, false, "surrogate"),
        (#"{"id": 2, "command": "measure", "text": "\udc00\ud800x"}"#, false, "surrogate"),
        (#"{"id": 3, "command": "measure", "text": "a\u0000b\u202e\n\u2028c"}"#, true, "\"ok\":true"),
        (#"{"id": 4, "command": "measure", "text": "x", "size": 1e308}"#, false, "size"),
        (#"{"id": 5, "command": "measure", "text": "x", "width": -1}"#, false, "width"),
        (#"{"id": 6, "command": "layout", "title": "T", "bounds": "1e308x44"}"#, false, "bounds"),
        (#"{"id": 7, "command": "layout", "title": "T", "padding": 1e300, "profile": "configuration"}"#, false, "field 'padding'"),
        (#"{"id": 8, "command": "measure", "text": "x", "size": 1e999}"#, false, "size"),
        ("", false, "invalid JSON"),
        ("   ", false, "invalid JSON"),
        ("[1, 2]", false, "JSON object"),
        (#"{"command": "measure", "text": "x""#, false, "invalid JSON"),
        (#"{"command": "frobnicate"}"#, false, "unknown command"),
        (#"{"id": {"deep": [[[[null]]]]}, "command": "measure"}"#, false, "error"),
        (String(repeating: "[", count: 10_000), false, "nesting deeper than"),
    ]

    @Test func everyLineIsAnswered() {
        for (number, (line, expectedOK, fragment)) in Self.lines.enumerated() {
            let (bytes, ok) = Shared.engine.answerLine(Array(line.utf8), lineNumber: number + 1)
            let answer = (json: String(decoding: bytes, as: UTF8.self), ok: ok)
            #expect(answer.ok == expectedOK, "\(line.prefix(80)) → \(answer.json)")
            #expect(answer.json.contains(fragment), "\(line.prefix(80)) → \(answer.json)")
            #expect(answer.json.utf8.allSatisfy { $0 >= 0x20 }, "a raw control character or line break in \(answer.json)")
            #expect(throws: Never.self) { try BatchTarget.check(Array(line.utf8), lineNumber: number + 1) }
        }
        // Invalid UTF-8 is an answer too.
        let invalid = Shared.engine.answerLine([0x7B, 0xFF, 0xFE, 0x7D], lineNumber: 9)
        #expect(!invalid.ok)
        #expect(String(decoding: invalid.json, as: UTF8.self).contains("not valid UTF-8"))
    }

    /// A whole batch run with bad lines between good ones, an empty line and no final newline.
    @Test func batchAnswersEveryOtherLine() throws {
        let input = Self.lines.map(\.0).joined(separator: "\n")
        let path = "/tmp/buttonsizer-hostile-\(UInt32.random(in: 0...UInt32.max)).jsonl"
        try write(input, to: path)
        var out = "", err = ""
        let code = ButtonSizerCLI.run(["batch", "--hermetic", "--workers", "2", "--input", path], stdout: &out, stderr: &err)
        let answers = out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(code == 1, "some lines fail")
        // Blank lines ("" and "   ") get no answer; the others keep their line numbers (issue #13).
        let requests = Self.lines.enumerated().filter { !$0.element.0.allSatisfy { $0 == " " } }
        #expect(answers.count == requests.count)
        for (answer, (index, line)) in zip(answers, requests) {
            #expect(answer.hasPrefix("{\"line\":\(index + 1),"), "\(answer)")
            #expect(answer.contains("\"ok\":\(line.1)"), "\(answer)")
        }
        let blank = Self.lines.count - requests.count
        #expect(err.contains("\(requests.count) lines, 1 ok, \(requests.count - 1) failed, \(blank) blank skipped"), "\(err)")
        // Empty input: no answers, success.
        try write("", to: path)
        out = ""; err = ""
        #expect(ButtonSizerCLI.run(["batch", "--hermetic", "--input", path], stdout: &out, stderr: &err) == 0)
        #expect(out.isEmpty)
        #expect(err.contains("0 lines"))
        unlinkFile(path)
    }

    @Test(arguments: [
        ("", "unexpected end of file"), ("{", "expected a quoted member name"), ("[]", "must be a JSON object"), ("{}", "no buttons"),
        (#"{"buttons": [{"keys": []}]}"#, "needs \"keys\""), (#"{"buttons": 3}"#, "must be a list"),
        (#"{"defaultLocale": 7, "buttons": [{"keys": ["*"]}]}"#, "defaultLocale: must be a locale"),
        (#"{"colour": "red"}"#, "unknown field 'colour'"),
        (#"{"buttons": [{"keys": ["\ud800"]}]}"#, "surrogate"),
    ])
    func malformedLintConfigs(text: String, fragment: String) {
        let error = #expect(throws: (any Error).self) { try LintConfig.buttonCount(Array(text.utf8), path: "buttons.json") }
        let message = error.map { "\($0)" } ?? ""
        #expect(message.hasPrefix("buttons.json:1: error: "), "\(message)")
        #expect(message.contains(fragment), "\(message)")
    }

    @Test func invalidUTF8LintConfig() {
        let error = #expect(throws: (any Error).self) { try LintConfig.buttonCount([0x7B, 0xC3, 0x28, 0x7D], path: "b.json") }
        #expect("\(error.map { "\($0)" } ?? "")" == "config 'b.json' is not valid UTF-8")
    }

    /// Empty catalog files: a clear result (no strings) or an error naming the file.
    @Test(arguments: ["xcstrings", "strings", "android"])
    func emptyCatalogs(target: String) throws {
        #expect(throws: Never.self) { try FuzzTargets.run(target, []) }
        #expect(throws: Never.self) { try FuzzTargets.run(target, [0xEF, 0xBB, 0xBF]) }  // a BOM only
    }

    func write(_ text: String, to path: String) throws {
        guard let file = fopen(path, "w") else { throw FuzzFinding("cannot write \(path)") }
        fputs(text, file)
        fclose(file)
    }

    func unlinkFile(_ path: String) { _ = unlink(path) }
}
