import ButtonSizer
import GlyphMetrics
import Testing

/// Issue #10's done-when: every character of the benchmark corpus, of the coverage corpus of real titles and
/// of whole Unicode blocks real catalogs draw from is drawn by a hermetic font (`missingGlyphs` empty).
@Suite struct CoverageCorpusTests {
    static let root = String(#filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
        .joined(separator: "/")

    /// (language, title) rows of a TSV file; `#` lines are comments.
    static func rows(_ path: String) throws -> [(String, String)] {
        let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let fields = line.split(separator: "\t", maxSplits: 1).map(String.init)
            return fields.count == 2 ? (fields[0], fields[1]) : nil
        }
    }

    @Test(arguments: ["Benchmarks/corpus.tsv", "Tests/Fixtures/coverage-titles.tsv"])
    func everyTitleIsDrawn(corpus: String) throws {
        let rows = try Self.rows(corpus)
        #expect(rows.count > 100)
        for (language, title) in rows {
            for weight in [400, 600] {
                let measured = try Fixture.measurer.measure(TextRequest(
                    text: title, font: FontSpec(name: "Inter", size: 17, weight: weight), language: language))
                #expect(measured.missingGlyphs.isEmpty, "\(language) \(title) \(weight): \(measured.missingGlyphs)")
            }
        }
    }

    /// Whole blocks, so any string of a catalog in them is covered (嘟 U+561F, "toot", is not among the
    /// common hanzi a subset keeps): every face of fonts-noto-cjk's collection maps U+4E00–U+9FEF,
    /// U+3400–U+4DB5, all 11,172 hangul syllables and the kana (fontTools: `TTCollection(path)[i].getBestCmap()`;
    /// U+9FF0–U+9FFF, Unicode 14, and U+4DB6–U+4DBF, Unicode 13, are not in the 2022 fonts).
    @Test(arguments: [
        ("CJK Unified Ideographs", 0x4E00, 0x9FEF), ("Extension A", 0x3400, 0x4DB5),
        ("Hangul Syllables", 0xAC00, 0xD7A3), ("Hiragana", 0x3041, 0x3096), ("Katakana", 0x30A1, 0x30FA),
        ("CJK Symbols and Punctuation", 0x3001, 0x303F),
        // Symbols UI strings use (✕ close, ☰ menu, ▸ disclosure, ⟳ reload), drawn by Noto Sans Symbols, Symbols 2
        // and Math of fonts-noto-core where Inter has none. Not Miscellaneous Technical: ⎷–⎽ (U+23B7–U+23BD)
        // are in no Noto font of the pinned packages (fontTools cmaps; DejaVu has them), nor is U+20C0 SOM SIGN
        // (Unicode 14) in any installed font, nor U+2B96 (Unicode 14) in the 2020 Noto fonts.
        ("Arrows", 0x2190, 0x21FF), ("Mathematical Operators", 0x2200, 0x22FF), ("Geometric Shapes", 0x25A0, 0x25FF),
        ("Miscellaneous Symbols", 0x2600, 0x26FF), ("Dingbats", 0x2700, 0x27BF), ("Supplemental Arrows-A", 0x27F0, 0x27FF),
        ("Miscellaneous Symbols and Arrows", 0x2B00, 0x2B95), ("Miscellaneous Symbols and Arrows after U+2B96", 0x2B97, 0x2BFF),
    ] as [(String, UInt32, UInt32)])
    func wholeBlockIsDrawn(block: String, first: UInt32, last: UInt32) throws {
        let assigned = (first...last).compactMap(Unicode.Scalar.init).filter { $0.properties.generalCategory != .unassigned }
        let text = String(String.UnicodeScalarView(assigned))
        for language in ["zh-Hant", "ja"] {
            let measured = try Fixture.measurer.measure(TextRequest(text: text, font: FontSpec(name: "Inter", size: 17),
                                                                    maxLines: 0, lineBreakMode: .clipping, language: language))
            #expect(measured.missingGlyphs.isEmpty, "\(block) \(language): \(measured.missingGlyphs.prefix(5))")
        }
    }
}
