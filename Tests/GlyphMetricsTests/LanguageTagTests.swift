import GlyphMetrics
import Testing

/// A request's language must be shaped like a BCP 47 tag (RFC 5646's syntax): a language of 2–3
/// letters, then subtags of 1–8 letters or digits, joined by "-" (or "_", as `pt_BR.lproj` spells it).
@Suite struct LanguageTagTests {
    @Test(arguments: ["en", "ja", "zh-Hant", "zh-HK", "pt_BR", "es-419", "sr-Latn-RS", "ast", "de-CH-1901"])
    func accepted(tag: String) {
        #expect(languageTagProblem(tag) == nil)
    }

    @Test(arguments: ["", "e", "engl", "en-", "-en", "en--US", "1a", "e1", "en-abcdefghi", "en US", "ja\u{301}", "en\r\nUS",
                      "ü", "en-ü", "zh-Hant\u{0}"])
    func rejected(tag: String) {
        #expect(languageTagProblem(tag) != nil)
    }
}
