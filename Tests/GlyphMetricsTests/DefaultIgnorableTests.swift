import ButtonSizer
@testable import GlyphMetrics
import Testing

/// Default-ignorable characters (Unicode's `Default_Ignorable_Code_Point`: bidi marks, ZWJ, ZWNJ, word joiner,
/// bidi isolates, an unbroken soft hyphen, ZWSP, BOM, variation selectors, tags…) have no advance, as in CoreText:
/// "A" + the character + "B" measures exactly as "AB", in every font and in the metric-compatible system font.
/// The set is ICU's (`u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT)`), not the measurer's own lookup.
@Suite struct DefaultIgnorableTests {
    static let measurer = try! TextMeasurer(library: Fixture.library, systemFont: SystemFont(option: nil, environment: nil))

    /// Every code point ICU gives the property (4,174 in Unicode 15: most are the unassigned tags block
    /// E0000–E0FFF).
    static let ignorables: [Unicode.Scalar] = (UInt32(0)...0x10FFFF).compactMap(Unicode.Scalar.init).filter {
        ICUProperties.isDefaultIgnorable($0) == true
    }

    /// The lookup the measurer makes for each glyph gives ICU's answer for every code point.
    @Test func theMeasurersLookupIsICUs() {
        let ignorable = Set(Self.ignorables)
        let wrong = (UInt32(0)...0x10FFFF).compactMap(Unicode.Scalar.init).filter {
            FontFace.isDefaultIgnorable($0.value) != ignorable.contains($0)
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10).map { "U+" + String($0.value, radix: 16) })")
    }

    static func width(_ text: String, _ font: FontSpec) throws -> Double {
        try measurer.measure(TextRequest(text: text, font: font)).width
    }

    @Test func icuGivesTheProperty() {
        // Unicode 15's DerivedCoreProperties.txt counts 4,174 Default_Ignorable_Code_Point code points; ICU 72
        // (Debian 12) carries Unicode 15. The ones the issue names are among them.
        #expect(Self.ignorables.count == 4174)
        for named: UInt32 in [0x200F, 0x200E, 0x200D, 0x200C, 0x2060, 0x2066, 0x2067, 0x2068, 0x2069, 0x00AD, 0x200B, 0xFEFF] {
            #expect(Self.ignorables.contains(Unicode.Scalar(named)!), "U+\(String(named, radix: 16))")
        }
    }

    // The measurement: at 17 pt the system font gave "AB" 21.76 pt but 34.48 with an RLM between,
    // 25.73 with a soft hyphen and 18.18 with ZWSP or BOM.
    @Test(arguments: [FontSpec.system(size: 17, weight: 400), .system(size: 17, weight: 700), .system(size: 34, weight: 400),
                      .system(size: 17, weight: 400, italic: true),
                      FontSpec(name: "Inter", size: 17), FontSpec(name: "Noto Sans", size: 17),
                      FontSpec(name: "Liberation Sans", size: 17)])
    func everyIgnorableHasNoAdvance(font: FontSpec) throws {
        let plain = try Self.width("AB", font)
        var wrong: [String] = []
        for scalar in Self.ignorables {
            var text = "A"
            text.unicodeScalars.append(scalar)
            text += "B"
            let width = try Self.width(text, font)
            if abs(width - plain) >= 0.01 { wrong.append("U+\(String(scalar.value, radix: 16, uppercase: true)) \(width)") }
        }
        #expect(wrong.isEmpty, "\(font.name) \(font.weight): \"AB\" is \(plain) pt; \(wrong.count) differ: \(wrong.prefix(12))")
    }

    // Right to left too: the marks real Hebrew and Arabic translations carry, inside and at the ends.
    @Test(arguments: ["\u{200F}שלום\u{200F}", "של\u{200F}ום", "\u{2067}שלום\u{2069}", "\u{200F}مرحبا\u{200F}"])
    func rightToLeftMarksHaveNoAdvance(text: String) throws {
        let bare = String(String.UnicodeScalarView(text.unicodeScalars.filter { ICUProperties.isDefaultIgnorable($0) != true }))
        let font = FontSpec.system(size: 17, weight: 400)
        #expect(abs(try Self.width(text, font) - (try Self.width(bare, font))) < 0.01)
    }
}
