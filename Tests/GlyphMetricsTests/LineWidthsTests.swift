import ButtonSizer
@testable import GlyphMetrics
import Testing

/// A wrapping text set at one width after another, as an answer sets its title (its size under the
/// limit, its layout, the truncation report's search), reuses the line widths and break
/// opportunities of the widths before (`LineWidths`, `LineBreakers.opportunities(of:locale:)`): every
/// answer must be, to the bit, the one a measurer that keeps nothing gives (each line shaped as its own
/// string, ICU asked each time).
@Suite struct LineWidthsTests {
    /// The benchmark corpus (1,458 titles in 15 languages) with its languages.
    static let labels = try! CoverageCorpusTests.rows("Benchmarks/corpus.tsv")

    /// Every label wrapped at widths from none to wider than most, the narrow ones breaking words
    /// between graphemes; the widths a report's search tries (halving) among them.
    @Test(arguments: [ScalableLineTests.fonts[0], ScalableLineTests.fonts[1], ScalableLineTests.fonts[2]])
    func wrappedAtManyWidthsAsWhenSetOnce(font: FontSpec) throws {
        let measurer = try TextMeasurer(library: Fixture.library)
        let uncached = try TextMeasurer(library: Fixture.library, cacheCapacity: 0)
        var differing: [String] = []
        for (language, text) in Self.labels {
            for (lines, mode) in [(0, LineBreakMode.wordWrapping), (2, .truncatingTail), (0, .charWrapping)] {
                for width in [140, 70, 35, 17.5, 8.75, 0.5, 0, 98.5, 13] {
                    let request = TextRequest(text: text, font: font, maxWidth: width, maxLines: lines,
                                              lineBreakMode: mode, language: language)
                    let measured = try measurer.measure(request), expected = try uncached.measure(request)
                    if measured != expected
                        || measured.lines.map(\.width.bitPattern) != expected.lines.map(\.width.bitPattern) {
                        differing.append("\(text) \(mode) at \(width)")
                    }
                }
            }
        }
        #expect(differing.isEmpty, "\(differing.count) differ, first: \(differing.prefix(5))")
    }

    /// Texts whose clusters are not one code point each, or whose breaks are tailored: a CRLF, combining
    /// marks, an emoji ZWJ sequence and a flag, hangul jamo, Thai, Devanagari, Arabic with harakat, a soft
    /// hyphen, a tab, Japanese.
    static let clusterTexts = ["Line one\r\nline two", "Cafe\u{301} de\u{301}ja\u{300} vu", "Hi 👩‍👩‍👧 there 🇫🇷 ok",
                               "\u{1100}\u{1161}\u{11A8} \u{1100}\u{1161}", "สวัสดีครับ ขอบคุณมาก",
                               "नमस्ते दुनिया", "السَّلَامُ عَلَيْكُمْ", "Ver\u{AD}sicherung", "a\tb c", "ログインしてください。"]

    /// `LineBreakers.opportunities(of:)` reads a text's cluster ends from its code points (or by grapheme
    /// breaking the string): the same opportunities as from the text's `Character`s, for every label of
    /// the shaped-word test in its language and for the cluster texts.
    @Test func opportunitiesOfATextAsOfItsCharacters() throws {
        var differing: [String] = []
        for (language, text) in ShapedWordTests.labels.map({ ($0.language ?? "en", $0.text) })
            + Self.clusterTexts.map({ ("en", $0) }) {
            let breakers = LineBreakers()
            if try breakers.opportunities(of: text, locale: language) != breakers.opportunities(in: Array(text), locale: language) {
                differing.append(text)
            }
        }
        #expect(differing.isEmpty, "\(differing.count) differ, first: \(differing.prefix(5))")
    }

    /// ICU's own breaks (`scripts/icu-line-breaks.py`: ctypes on libicuuc, UTF-16 offsets), those that
    /// fall where one of the text's `Character`s ends, counted in `Character`s here: the opportunities
    /// `LineBreakers` gives.
    @Test(arguments: clusterTexts) func opportunitiesAreICUsAtClusterEnds(text: String) throws {
        var ends: [Int: Int] = [:], offset = 0
        for (index, character) in text.enumerated() {
            offset += character.utf16.count
            ends[offset] = index + 1
        }
        let expected = try CoverageTests.icuBreaks(text, locale: "en").compactMap { ends[$0] }
        #expect(try LineBreakers().opportunities(of: text, locale: "en").map(\.index) == expected)
    }

    /// `ShapedText.isWhitespace` and `isNewline`, read from a grapheme's first code point, agree with
    /// Swift's `Character` properties on every grapheme of the corpus and on every White_Space and
    /// newline code point (Unicode 15's PropList.txt: U+0009–000D, 0020, 0085, 00A0, 1680, 2000–200A,
    /// 2028, 2029, 202F, 205F, 3000), alone and with a combining mark after them.
    @Test func whitespaceAsSwiftTellsIt() {
        let spaces: [UInt32] = Array(0x09...0x0D) + [0x20, 0x85, 0xA0, 0x1680] + Array(0x2000...0x200A)
            + [0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0x200B, 0x1C, 0x1F]
        let marked = spaces.map { String(Character(Unicode.Scalar($0)!)) + "\u{301}" }
        let texts = Self.labels.map(\.1) + [String(spaces.map { Character(Unicode.Scalar($0)!) })] + marked + ["\r\n x"]
        let shaper = Shaper(library: Fixture.library, cacheCapacity: 10_000)
        let face = try! Fixture.measurer.face(for: Fixture.inter17)
        var differing: [String] = []
        for text in texts {
            let shaped = shaper.shape(text, primary: face, kerning: true, pointSize: 17,
                                      style: TextStyle(language: nil, defaultHanForm: .simplifiedChinese))
            for (index, character) in text.enumerated()
            where shaped.isWhitespace(index) != character.isWhitespace || shaped.isNewline(index) != character.isNewline {
                differing.append(character.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
            }
        }
        #expect(differing.isEmpty, "\(differing)")
    }
}
