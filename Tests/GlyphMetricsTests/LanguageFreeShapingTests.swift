import ButtonSizer
import Foundation
@testable import GlyphMetrics
import Testing

/// A face shapes a text alike in every language it has no language system for (HarfBuzz reads a
/// buffer's language only to pick one), so the shaping caches keep such a text, and such a run, once
/// for all those languages (`Shaper.anyLanguage`). The references are HarfBuzz itself, through a
/// shaper and a measurer without caches, and the fonts' own `GSUB`/`GPOS` script lists.
@Suite struct LanguageFreeShapingTests {
    /// OpenType tags as `FontFace.languageSystems` holds them.
    static func tags(_ names: [String]) -> [UInt32] { names.compactMap(tagValue).sorted() }

    /// Each grapheme's end, advance and units per em.
    static func advances(_ shaped: ShapedText) -> [[Int]] {
        shaped.advances.map { [$0.end, Int($0.units), Int($0.unitsPerEm)] }
    }

    /// The language systems come from the script lists, read here by fontTools (`TTFont(f)['GSUB']
    /// .table.ScriptList`, the same in `GPOS`): Inter's `latn` lists CAT, MOL and ROM; Noto Sans's `cyrl`
    /// MKD and SRB and its `latn` APPH, CAT, IPPH, MAH, MOL, NAV and ROM; Noto Sans Hebrew's none.
    @Test func languageSystemsAreTheFontsScriptLists() throws {
        let inter = try Fixture.library.face(path: Fixture.path("Inter-Regular.otf"))
        #expect(inter.languageSystems == Self.tags(["CAT ", "MOL ", "ROM "]))
        let noto = try Fixture.library.face(path: Fixture.path("NotoSans-Regular.ttf"))
        #expect(noto.languageSystems == Self.tags(["MKD ", "SRB ", "APPH", "CAT ", "IPPH", "MAH ", "MOL ", "NAV ", "ROM "]))
        let hebrew = try Fixture.library.face(path: Fixture.path("NotoSansHebrew-Regular.ttf"))
        #expect(hebrew.languageSystems.isEmpty)
    }

    /// A language has a system of the face's own when HarfBuzz's OpenType tag for it is listed:
    /// Catalan is CAT, Romanian ROM, Serbian SRB, Macedonian MKD; German, French, English, Brazilian
    /// Portuguese (written with "_" as in `pt_BR.lproj`), Arabic and Japanese have none in these faces.
    @Test func languagesWithASystemOfTheFacesOwn() throws {
        let inter = try Fixture.library.face(path: Fixture.path("Inter-Regular.otf"))
        for language in ["ca", "ro", "ca-ES"] { #expect(inter.hasLanguageSystem(for: language), "\(language)") }
        for language in ["de", "fr", "en", "en-GB", "pt_BR", "ar", "ja", "sr"] {
            #expect(!inter.hasLanguageSystem(for: language), "\(language)")
        }
        let noto = try Fixture.library.face(path: Fixture.path("NotoSans-Regular.ttf"))
        for language in ["sr", "mk", "ca"] { #expect(noto.hasLanguageSystem(for: language), "\(language)") }
        #expect(!noto.hasLanguageSystem(for: "ru"))
    }

    /// The locales of Benchmarks/lint-catalog (its `.lproj` folders): 50 languages of many scripts.
    static func catalogLocales() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: CoverageCorpusTests.root + "/Benchmarks/lint-catalog")
            .filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }.sorted()
    }

    /// Every 7th title of the benchmark corpus, shaped without caches in each bundled face in every
    /// catalog locale the face has no language system for: where the face draws the whole title (no
    /// fallback, no glyph missing), every such language gives the advances the first one gives.
    @Test func aTextShapesAlikeInEveryLanguageItsFaceHasNoSystemFor() throws {
        let titles = try CoverageCorpusTests.rows("Benchmarks/corpus.tsv").enumerated().filter { $0.offset % 7 == 0 }.map(\.element.1)
        let shaper = Shaper(library: Fixture.library, cacheCapacity: 0)
        let locales = try Self.catalogLocales()
        #expect(locales.count == 50)
        var compared = 0
        for file in ["Inter-Regular.otf", "NotoSans-Regular.ttf", "NotoSansArabic-Regular.ttf", "NotoSansHebrew-Regular.ttf",
                     "NotoSansDevanagari-Regular.ttf", "NotoSansThai-Regular.ttf"] {
            let face = try Fixture.library.face(path: Fixture.path(file))
            let languages = locales.filter { !face.hasLanguageSystem(for: $0) }
            #expect(languages.count < locales.count || face.languageSystems.isEmpty, "\(file)")
            for title in titles {
                func shaped(_ language: String) -> ShapedText {
                    shaper.shape(title, primary: face, kerning: true, pointSize: 17,
                                 style: TextStyle(language: language, defaultHanForm: .simplifiedChinese))
                }
                let first = shaped(languages[0])
                guard first.fallbacks.isEmpty, first.missingGlyphs.isEmpty else { continue }
                for language in languages.dropFirst() {
                    #expect(Self.advances(shaped(language)) == Self.advances(first), "\(file) \(language) \(title)")
                    compared += 1
                }
            }
        }
        #expect(compared > 5_000)
    }

    /// The whole-text cache serves a title shaped in one such language to another (a hit), not to a
    /// language with a system of the face's own (Catalan in Inter), and not when the text needed a
    /// fallback (the language picks CJK fallbacks): each answer is what a shaper without cache gives.
    @Test func theCacheSharesOnlyWhatShapesAlike() throws {
        let inter = try Fixture.library.face(path: Fixture.path("Inter-Regular.otf"))
        let shaper = Shaper(library: Fixture.library, cacheCapacity: 100)
        let uncached = Shaper(library: Fixture.library, cacheCapacity: 0)
        func shape(_ text: String, _ language: String, by shaper: Shaper) -> (shaped: ShapedText, wasCached: Bool) {
            shaper.shapeNotingHit(text, primary: inter, kerning: true, pointSize: 17,
                                  style: TextStyle(language: language, defaultHanForm: .simplifiedChinese))
        }
        let expectations: [(text: String, language: String, wasCached: Bool)] = [
            ("Col·lecció", "de", false), ("Col·lecció", "fr", true), ("Col·lecció", "ca", false),
            ("Col·lecció", "ca", true), ("保存", "ja", false), ("保存", "zh-Hans", false), ("保存", "zh-Hans", true),
        ]
        for (text, language, wasCached) in expectations {
            let answer = shape(text, language, by: shaper)
            #expect(answer.wasCached == wasCached, "\(text) \(language)")
            let expected = shape(text, language, by: uncached).shaped
            #expect(Self.advances(answer.shaped) == Self.advances(expected), "\(text) \(language)")
            #expect(answer.shaped.fallbacks.map(\.description) == expected.fallbacks.map(\.description), "\(text) \(language)")
        }
    }

    /// Every 25th title of the benchmark corpus measured in each catalog locale by one measurer (its
    /// caches shared across the locales) and by a measurer without caches: the same widths, lines and fonts.
    @Test func titlesMeasureAlikeWithTheCacheSharedAcrossLocales() throws {
        let titles = try CoverageCorpusTests.rows("Benchmarks/corpus.tsv").enumerated().filter { $0.offset % 25 == 0 }.map(\.element.1)
        let cached = try TextMeasurer(library: Fixture.library)
        let uncached = try TextMeasurer(library: Fixture.library, cacheCapacity: 0)
        for locale in try Self.catalogLocales() {
            for title in titles {
                let request = TextRequest(text: title, font: Fixture.inter17, language: locale)
                let measured = try cached.measure(request), expected = try uncached.measure(request)
                #expect(measured.width == expected.width, "\(locale) \(title)")
                #expect(measured.lines == expected.lines, "\(locale) \(title)")
                #expect(measured.fonts == expected.fonts, "\(locale) \(title)")
            }
        }
    }
}
