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

/// A table cell stays on one line: control characters (C0, DEL, C1) and the Unicode line and paragraph
/// separators are written as Swift escapes; everything else is kept as it is.
@Suite struct EscapingTests {
    @Test func plainTextIsKept() {
        #expect("Add to cart".escapingControlCharacters == "Add to cart")
        #expect("إضافة إلى السلة".escapingControlCharacters == "إضافة إلى السلة")
        #expect("Café\u{A0}au lait".escapingControlCharacters == "Café\u{A0}au lait")  // U+00A0 is no control
    }

    @Test func controlsAreEscaped() {
        #expect("a\nb\tc\rd".escapingControlCharacters == "a\\nb\\tc\\rd")
        #expect("x\u{1B}y\u{7F}".escapingControlCharacters == "x\\u{1B}y\\u{7F}")
        #expect("next\u{85}line".escapingControlCharacters == "next\\u{85}line")  // C1 NEL
        #expect("a\u{2028}b\u{2029}".escapingControlCharacters == "a\\u{2028}b\\u{2029}")
    }
}
