import ButtonSizer
@testable import ButtonSizerCLI
import ButtonSizerRequests
import Foundation
import GlyphMetrics
import JSONText
import Testing

/// Batch answers are written straight into bytes (`JSONWriter`), not through `Codable`; the library's
/// `Encodable` conformances stay the definition of `LayoutReport`'s and `ResolvedFont`'s JSON, so both
/// paths must give the same text, here over every layout and measure line of the batch fixture.
@Suite struct AnswerWritingTests {
    static let measurer = Result { try TextMeasurer(library: FontLibrary(scope: .hermetic)) }

    /// The request lines of Benchmarks/batch-fixture.jsonl that are answered without an error.
    static func fixtureResponses() throws -> [BatchCommand.Response] {
        let path = BatchIdentityTests.benchmarks + "batch-fixture.jsonl"
        let measurer = try measurer.get()
        return try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").compactMap { line in
            guard let node = try? JSONReader.parse(Array(line.utf8), source: "fixture"), let fields = node.members else { return nil }
            return try? BatchCommand.respond(fields.map { ($0.key, OptionInput($0.value)) }, measurer: measurer)
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
        for case .measure(let measured, _) in try Self.fixtureResponses() {
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
