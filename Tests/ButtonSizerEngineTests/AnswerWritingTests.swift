import ButtonSizer
@testable import ButtonSizerEngine
import Foundation
import GlyphMetrics
import JSONText
import Testing
import ButtonSizerTesting

/// Batch answers are written straight into bytes (`JSONWriter`), not through `Codable`; the library's
/// `Encodable` conformances stay the definition of `LayoutReport`'s and `ResolvedFont`'s JSON, so both
/// paths must give the same text, here over every layout and measure line of the batch fixture.
@Suite struct AnswerWritingTests {
    /// Benchmarks/, where the batch fixture and its recorded answers are.
    static let benchmarks = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        .dropLast(3).joined(separator: "/") + "/Benchmarks/"
    static let measurer = Result { try TextMeasurer(library: FontLibrary(scope: .hermetic)) }

    /// The request lines of Benchmarks/batch-fixture.jsonl that are answered without an error.
    static func fixtureResponses() throws -> [Answer] {
        let path = benchmarks + "batch-fixture.jsonl"
        let engine = Engine(measurer: try measurer.get())
        return try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").compactMap { line in
            guard let node = try? JSONReader.parse(Array(line.utf8), source: "fixture"), let fields = node.members else { return nil }
            return try? engine.answer(Request(json: fields))
        }
    }

    static func written(_ write: (inout JSONWriter) -> Void) -> String {
        var out = JSONWriter()
        write(&out)
        return out.text
    }

    static func encoded(_ value: some Encodable) throws -> String {
        try JSONNodeEncoder().encode(value).compactText
    }

    @Test func layoutReportsAreWrittenAsTheirEncodableConformanceEncodesThem() throws {
        var layouts = 0
        for case .layout(let result) in try Self.fixtureResponses() {
            layouts += 1
            let report = result.layoutReport
            #expect(Self.written { $0.write(report) } == (try Self.encoded(report)), "\(report.displayedTitle)")
        }
        #expect(layouts > 100)  // every profile, with subtitles, state titles, right-to-left
    }

    @Test func measuredFontsAreWrittenAsTheirEncodableConformanceEncodesThem() throws {
        var fonts = 0
        for case .measure(let answer) in try Self.fixtureResponses() {
            let measured = answer.measured
            guard let font = measured.font else { continue }
            fonts += 1
            #expect(Self.written { $0.write(font) } == (try Self.encoded(font)))
        }
        #expect(fonts > 100)
    }

    @Test("every optional field of a resolved font, and an axis given twice, as Codable writes them")
    func resolvedFontWithEveryField() throws {
        let font = ResolvedFont(file: "/fonts/A \"quoted\".ttf", faceIndex: 2, pointSize: 17.5, weight: 650, italic: true,
                                variations: [VariationSetting(tag: "wght", value: 650), VariationSetting(tag: "opsz", value: 17.5),
                                             VariationSetting(tag: "wght", value: 700)],
                                tracking: -0.25, textStyle: .title3, contentSize: .accessibilityExtraLarge,
                                systemFont: "stand-in: Inter", substitution: "Inter Bold for Inter Black")
        #expect(Self.written { $0.write(font) } == (try Self.encoded(font)))
        // Written out by hand from the type's documented order: the repeated tag keeps its first place
        // and its last value.
        #expect(Self.written { $0.write(font) } == #"{"file":"/fonts/A \"quoted\".ttf","faceIndex":2,"pointSize":17.5,"#
                + #""weight":650,"italic":true,"variations":{"wght":700,"opsz":17.5},"tracking":-0.25,"textStyle":"title3","#
                + #""contentSize":"AX3","systemFont":"stand-in: Inter","substitution":"Inter Bold for Inter Black"}"#)
    }
}

/// `JSONWriter`'s numbers and strings: the package's one formatter (``JSON`` and `JSONNodeEncoder` use it).
@Suite struct JSONWriterTests {
    static func text(_ write: (inout JSONWriter) -> Void) -> String {
        var out = JSONWriter()
        write(&out)
        return out.text
    }

    @Test("numbers: whole ones without a fraction below 10^15, others as Swift's shortest round-trip text", arguments: [
        (17.0, "17"), (-0.0, "0"), (-3.0, "-3"), (0.1, "0.1"), (64.794534, "64.794534"), (1e-7, "1e-07"),
        (999_999_999_999_999.0, "999999999999999"), (1e15, "1000000000000000.0"), (-2.5e16, "-2.5e+16"),
        (Double.infinity, "null"), (Double.nan, "null"),
    ])
    func numbers(value: Double, expected: String) {
        #expect(Self.text { $0.number(value) } == expected)
        // The tree and the encoder agree with the writer.
        #expect(JSON.number(value).text == expected)
    }

    @Test func theDocumentationExampleWritesWhatItSays() {
        var writer = JSONWriter()
        writer.beginObject()
        writer.member("width", 64.5)
        writer.member("fits", true)
        writer.endObject()
        let text = writer.text  // {"width":64.5,"fits":true}
        #expect(text == #"{"width":64.5,"fits":true}"#)
    }

    @Test func integersAreWrittenDigitByDigit() {
        #expect(Self.text { $0.number(0) } == "0")
        #expect(Self.text { $0.number(-1234567) } == "-1234567")
        #expect(Self.text { $0.number(Int.max) } == "9223372036854775807")
    }

    @Test("strings escape quotes, backslashes, C0, DEL, C1 controls and U+2028/2029; the rest is UTF-8 as it is", arguments: [
        ("plain", #""plain""#), ("a\"b\\c", #""a\"b\\c""#), ("\n\r\t", #""\n\r\t""#), ("\u{1}\u{1F}\u{7F}", #""\u0001\u001f\u007f""#),
        ("\u{85}x\u{9F}", #""\u0085x\u009f""#), ("\u{A0}é", "\"\u{A0}é\""), ("a\u{2028}b\u{2029}", #""a\u2028b\u2029""#),
        ("\u{2027}…", "\"\u{2027}…\""), ("أرسل ❤️", "\"أرسل ❤️\""),
    ])
    func strings(value: String, expected: String) {
        #expect(Self.text { $0.string(value) } == expected)
        #expect(JSON.string(value).text == expected)
    }

    @Test func commasSeparateMembersAndItemsAtEveryLevel() {
        let text = Self.text { out in
            out.beginObject()
            out.member("a", 1)
            out.key("b")
            out.beginArray()
            out.number(1)
            out.beginObject()
            out.endObject()
            out.beginArray()
            out.endArray()
            out.null()
            out.endArray()
            out.member("c", nil as String?)
            out.endObject()
            out.endLine()
            out.bool(true)
        }
        #expect(text == "{\"a\":1,\"b\":[1,{},[],null],\"c\":null}\ntrue")
    }
}

extension JSONWriterTests {
    /// The escaping rules spelled out scalar by scalar, independently of the writer's byte tests.
    static func reference(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    @Test("every scalar up to U+00FF and the U+20xx neighbours of the line separators, at every offset of an eight-byte word")
    func escapesAtEveryOffset() {
        let scalars = (0...0xFF).map { Unicode.Scalar($0)! } + [0x2026, 0x2027, 0x2028, 0x2029, 0x202A, 0x2764, 0xE000, 0x1F600].map { Unicode.Scalar($0)! }
        for scalar in scalars {
            for offset in 0..<17 {
                let text = String(repeating: "a", count: offset) + String(scalar) + "bcdefghijklmnop" + String(scalar)
                #expect(Self.text { $0.string(text) } == Self.reference(text), "U+\(String(scalar.value, radix: 16)) at \(offset)")
            }
        }
    }
}

extension JSONWriterTests {
    /// The writer's short-decimal path must give `description`'s text (the standard library's shortest
    /// round-trip formatting) for every number that is not whole: decimals of 1 to 16 places,
    /// binary fractions (font units over 2^n), thirds and sevenths, values spread over every
    /// exponent, and the edges of the path's range.
    @Test func fractionalNumbersAreWrittenAsDescriptionWritesThem() {
        var random = SplitMix64(seed: 17)
        var values: [Double] = [0.001, 0.0009999999999999998, 0.0010000000000000002, 999_999_999.5, 999_999_999.999999,
                                1e9 - 1.0 / 1024, 0.1 + 0.2, 1.0 / 3, 2.0 / 3, 12.345678, 0.000999, 1e-7, 123456.7890125,
                                1e15 - 0.5, 999_999_999_999_999.9, 99_999_999_999_999.9, 4_503_599_627_370_495.5, 0.1, 0.7, 0.3]
        for places in 1...16 {
            let scale = Double((0..<places).reduce(1) { result, _ in result * 10 })
            for _ in 0..<10_000 {
                let largest: Int64 = [10, 1_000_000, 1_000_000_000_000, 9_000_000_000_000_000].randomElement(using: &random)!
                let digits = Int64.random(in: 1...largest, using: &random)
                values.append(Double(Bool.random(using: &random) ? digits : -digits) / scale)
            }
        }
        for _ in 0..<40_000 {
            values.append(Double(Int64.random(in: 1...1_000_000_000_000, using: &random)) / Double(1 << Int.random(in: 1...40, using: &random)))
            values.append(Double(Int64.random(in: 1...1_000_000, using: &random)) / [3.0, 7.0, 9.0, 11.0].randomElement(using: &random)!)
            values.append(Double(bitPattern: UInt64.random(in: 0x3F00_0000_0000_0000...0x4330_0000_0000_0000, using: &random)))
        }
        var mismatches: [String] = []
        for value in values where value.isFinite && value != value.rounded() {
            let written = Self.text { $0.number(value) }
            if written != value.description { mismatches.append("\(value.description) written as \(written)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        #expect(values.count > 250_000)
    }

    /// Every number in the recorded batch answers (written by `description` before the writer had its
    /// own path) reads back and is written again as the same text.
    @Test func everyNumberOfTheRecordedBatchAnswersIsWrittenTheSame() throws {
        let expected = try String(contentsOfFile: AnswerWritingTests.benchmarks + "batch-fixture.expected.jsonl", encoding: .utf8)
        var numbers = 0
        for line in expected.split(separator: "\n") {
            guard let node = try? JSONReader.parse(Array(line.utf8), source: "fixture") else { continue }
            var pending = [node]
            while let next = pending.popLast() {
                switch next.kind {
                case .number(let text):
                    numbers += 1
                    let value = try #require(Double(text))
                    #expect(Self.text { $0.number(value) } == text)
                case .array(let items): pending += items
                case .object(let members): pending += members.map(\.value)
                default: break
                }
            }
        }
        #expect(numbers > 10_000)
    }
}
