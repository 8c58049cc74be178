import ButtonLint
import Testing

/// Key patterns: `*` any run of characters, `?` exactly one character (a grapheme cluster, also where
/// it is several bytes or code points), whole keys only.
@Suite struct GlobMatchTests {
    @Test func asciiKeys() {
        #expect(globMatches("region.*", "region.DE"))
        #expect(globMatches("*", ""))
        #expect(globMatches("r?gion.??", "region.DE"))
        #expect(!globMatches("region.?", "region.DE"))
        #expect(!globMatches("region", "region.DE"))
        #expect(globMatches("*.D*", "region.DE"))
        #expect(!globMatches("*.F*", "region.DE"))
    }

    @Test func oneCharacterIsOneGraphemeCluster() {
        #expect(globMatches("über.?", "über.é"))  // é precomposed: 2 bytes, one character
        #expect(globMatches("caf?", "cafe\u{301}"))  // e + U+0301 is one character…
        #expect(!globMatches("cafe?", "cafe\u{301}"))  // …not an e and one more
        #expect(globMatches("a?b", "a\r\nb"))  // CR LF is one character
        #expect(!globMatches("a??b", "a\r\nb"))
    }
}
