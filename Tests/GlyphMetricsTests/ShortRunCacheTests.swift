import ButtonSizer
@testable import GlyphMetrics
import Testing

/// The run cache (`Shaper`'s short runs) gives exactly what shaping each run in its own text gives.
/// The reference is a measurer without caches (capacity 0), which shapes every run of every text
/// with HarfBuzz, the whole text as context.
@Suite struct ShortRunCacheTests {
    static let uncached: TextMeasurer = try! TextMeasurer(library: Fixture.library, cacheCapacity: 0)

    /// Every title of the benchmark corpus in Inter (so Arabic, Hebrew, Devanagari, Thai and CJK titles
    /// fall back, leaving spaces and punctuation in Inter as runs of their own), measured after the
    /// whole corpus filled the run cache in another order: same widths, fonts and missing glyphs.
    @Test func corpusTitlesMeasureAsShapedInTheirText() throws {
        let rows = try CoverageCorpusTests.rows("Benchmarks/corpus.tsv")
        let cached = try TextMeasurer(library: Fixture.library)
        for (language, title) in rows.reversed() {
            _ = try cached.measure(TextRequest(text: title, font: Fixture.inter17, language: language))
        }
        cached.clearCache()  // results and whole texts go; the short runs go too, so fill them again
        for (language, title) in rows.reversed() {
            _ = try cached.measure(TextRequest(text: title + " ", font: Fixture.inter17, language: language))
        }
        for (language, title) in rows {
            let request = TextRequest(text: title, font: Fixture.inter17, language: language)
            let expected = try Self.uncached.measure(request), measured = try cached.measure(request)
            #expect(measured.width == expected.width, "\(language) \(title)")
            #expect(measured.fonts == expected.fonts, "\(language) \(title)")
            #expect(measured.missingGlyphs == expected.missingGlyphs, "\(language) \(title)")
        }
    }

    /// The lone space of a second Arabic title comes from the cache (its two new words added, not the space) and
    /// gives the advance HarfBuzz gives it in the title: Inter's space, 792/2816 em (`hb-shape
    /// Fonts/Inter-Regular.otf ' '`: advance 792; unitsPerEm 2816 from Inter's head table).
    @Test func loneSpaceBetweenArabicWordsIsShapedOnce() throws {
        let shaper = Shaper(library: Fixture.library, cacheCapacity: 100)
        let inter = try Fixture.library.face(path: Fixture.path("Inter-Regular.otf"))
        let style = TextStyle(language: "ar", defaultHanForm: .simplifiedChinese)
        _ = shaper.shape("تسجيل الدخول", primary: inter, kerning: true, pointSize: 17, style: style)
        let runs = shaper.shortRunCount
        #expect(runs == 3)  // the space and the two words, each between non-joining neighbours
        let second = shaper.shape("حفظ التغييرات", primary: inter, kerning: true, pointSize: 17, style: style)
        #expect(shaper.shortRunCount == runs + 2)
        let space = try #require(second.graphemes.firstIndex(of: " "))
        #expect(second.advances[space].units == 792)
        #expect(second.advances[space].unitsPerEm == 2816)
    }

    /// A run of a joining script with a joining letter in it is kept only where the code points beside
    /// it are non-joining (a space, Latin-1 punctuation) or the text's ends: there its letters take the
    /// forms they take alone. Lam (U+0644, joining type D) beside another lam would join it.
    @Test func joiningRunsAreSharedOnlyBetweenNonJoiningNeighbours() {
        let arabic = Script(of: "ل")
        #expect(ShortRunKey.shapesAlike([0x0644], 0..<1, script: arabic))
        #expect(ShortRunKey.shapesAlike([0x20, 0x0644, 0x2E], 1..<2, script: arabic))
        #expect(!ShortRunKey.shapesAlike([0x0644, 0x0644], 0..<1, script: arabic))
        #expect(!ShortRunKey.shapesAlike([0x0644, 0x0644], 1..<2, script: arabic))
        // The soft hyphen is transparent (a format control): HarfBuzz looks past it.
        #expect(!ShortRunKey.shapesAlike([0x0644, 0xAD, 0x0644], 2..<3, script: arabic))
        #expect(ShortRunKey.shapesAlike([0x0644, 0x20], 1..<2, script: arabic))
        #expect(ShortRunKey.shapesAlike([0x3059, 0x308B], 0..<2, script: Script(of: "す")))
    }

    /// An Arabic word between Inter's spaces is shaped once: the second title's "الدخول" comes from the
    /// first title's run (one run more, for the new word), with the advances HarfBuzz gives the second
    /// title without any cache.
    @Test func arabicWordBetweenSpacesIsShapedOnce() throws {
        let shaper = Shaper(library: Fixture.library, cacheCapacity: 100)
        let uncached = Shaper(library: Fixture.library, cacheCapacity: 0)
        let inter = try Fixture.library.face(path: Fixture.path("Inter-Regular.otf"))
        let style = TextStyle(language: "ar", defaultHanForm: .simplifiedChinese)
        _ = shaper.shape("تسجيل الدخول", primary: inter, kerning: true, pointSize: 17, style: style)
        #expect(shaper.shortRunCount == 3)  // "تسجيل", " ", "الدخول"
        let second = shaper.shape("الدخول مطلوب", primary: inter, kerning: true, pointSize: 17, style: style)
        #expect(shaper.shortRunCount == 4)  // and "مطلوب"
        let expected = uncached.shape("الدخول مطلوب", primary: inter, kerning: true, pointSize: 17, style: style)
        #expect(second.advances.map(\.units) == expected.advances.map(\.units))
    }
}

/// The fast ranges of the per-character tests agree with the Unicode properties they stand for, for
/// every code point.
@Suite struct CharacterPropertyTests {
    static let scalars = (0...0x10FFFF).compactMap(Unicode.Scalar.init(_:) as (UInt32) -> Unicode.Scalar?)

    @Test func invisibleControlsMatchTheirProperties() {
        let wrong = Self.scalars.filter { scalar in
            let category = scalar.properties.generalCategory
            let expected = category == .control || category == .lineSeparator || category == .paragraphSeparator
                || scalar.properties.isDefaultIgnorableCodePoint
            return scalar.isInvisibleControl != expected
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10).map { String($0.value, radix: 16) })")
    }

    @Test func emojiPresentationMatchesItsProperty() {
        let wrong = Self.scalars.filter { $0.hasEmojiPresentation != $0.properties.isEmojiPresentation }
        #expect(wrong.isEmpty, "\(wrong.prefix(10).map { String($0.value, radix: 16) })")
    }
}

/// The code points itemization takes as graphemes by themselves (`isGraphemeByItself`) are broken
/// around by Swift's grapheme breaking (UAX #29) beside every kind of code point in those ranges: a
/// letter, a kana, an LV and an LVT hangul syllable (an L jamo would join a syllable after it, a V or
/// T jamo one before it), and itself (regional indicators pair); a mark or ZWJ would join what is
/// before it, a prepended mark what follows.
@Suite struct GraphemeRangeTests {
    /// Every joining mark (`isJoiningMark`) joins the grapheme before it, whatever code point of the
    /// fast paths starts it (every one below U+3000, every 251st above, every mark, and none: a mark
    /// that starts the text), and the grapheme ends before the next code point that is not a mark:
    /// `X M` is one grapheme, `X M M′` one, `X M a` and `X M X` two. The soft hyphen U+00AD is a
    /// control: a mark after it starts a grapheme (UAX #29 GB5).
    @Test func everyJoiningMarkJoinsTheGraphemeBeforeIt() {
        let all = (UInt32(0)...0x10FFFF).compactMap(Unicode.Scalar.init)
        let marks = all.filter(\.isJoiningMark)
        let starts = all.filter { $0.isGraphemeByItself && ($0.value < 0x3000 || $0.value % 251 == 0) } + marks
        func count(_ scalars: [Unicode.Scalar]) -> Int {
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            return text.count
        }
        var wrong: [String] = []
        for mark in marks {
            if count([mark]) != 1 || count([mark, "a"]) != 2 { wrong.append("\(mark.value)") }
            for other in marks where count(["a", mark, other]) != 1 { wrong.append("a \(mark.value) \(other.value)") }
            for start in starts where !start.isJoiningMark {
                let apart = start.value == 0xAD ? 1 : 0  // the mark is a grapheme of its own
                if count([start, mark]) != 1 + apart || count([start, mark, "a"]) != 2 + apart
                    || count([start, mark, start]) != 2 + apart {
                    wrong.append("\(start.value) \(mark.value)")
                }
            }
        }
        #expect(!marks.isEmpty)
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    }

    @Test func everyCodePointOfTheRangesIsAGraphemeByItself() {
        let partners: [Unicode.Scalar] = ["a", "가", "각", "\u{3042}"]
        var wrong: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.isGraphemeByItself else { continue }
            var pairs = [[scalar, scalar]]
            for partner in partners { pairs += [[scalar, partner], [partner, scalar]] }
            if pairs.contains(where: { pair in
                var text = ""
                text.unicodeScalars.append(contentsOf: pair)
                return text.count != 2
            }) { wrong.append(value) }
        }
        let first = wrong.prefix(10).map { String($0, radix: 16) }.joined(separator: " ")
        #expect(wrong.count == 0, "\(first)")
    }

    /// Every corpus title itemizes into the graphemes Swift's `String` gives (each grapheme's end as a
    /// UTF-8 offset), also when one scratch itemization is reused for every title.
    @Test func corpusTitlesKeepTheirGraphemes() throws {
        let shaper = Shaper(library: Fixture.library, cacheCapacity: 0)
        let inter = try Fixture.library.face(path: Fixture.path("Inter-Regular.otf"))
        var reused = Shaper.Itemization()
        for (language, title) in try CoverageCorpusTests.rows("Benchmarks/corpus.tsv") {
            let style = TextStyle(language: language, defaultHanForm: .simplifiedChinese)
            shaper.itemize(title, primary: inter, style: style, into: &reused)
            var ends: [Int] = [], end = 0
            for grapheme in title {
                end += grapheme.utf8.count
                ends.append(end)
            }
            for items in [shaper.itemize(title, primary: inter, style: style), reused] {
                #expect(items.graphemeEnds == ends, "\(language) \(title)")
                #expect(items.scalars == title.unicodeScalars.map(\.value), "\(language) \(title)")
            }
        }
    }
}

/// The typesetter's byte scan for line breaks agrees with `Character.isNewline` over Swift's graphemes.
@Suite struct NewlineScanTests {
    /// Every code point, alone, after a letter and before a combining mark, and after a joiner: a text has
    /// a newline grapheme exactly when the scan finds one.
    @Test func everyCodePointAgreesWithCharacterIsNewline() {
        var wrong: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            var alone = "", inside = "a", afterJoiner = "a\u{200D}"
            alone.unicodeScalars.append(scalar)
            inside.unicodeScalars.append(contentsOf: [scalar, "\u{301}"])
            afterJoiner.unicodeScalars.append(scalar)
            for text in [alone, inside, afterJoiner] where Typesetter.hasNewline(text) != text.contains(where: \.isNewline) {
                wrong.append(value)
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10).map { String($0, radix: 16) })")
    }
}
