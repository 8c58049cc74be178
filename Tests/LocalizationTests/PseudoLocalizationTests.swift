import Localization
import Testing

@Suite struct PseudoLocalizationTests {
    @Test(arguments: [
        ("Send", "[Šéñð ··]"),
        ("OK", "[ÓĶ ·]"),
        ("Delete %@?", "[Ðéļéţé %@? ····]"),
        ("%1$@ of %2$lld", "[%1$@ óƒ %2$lld ······]"),
        ("Hello {name}", "[Ĥéļļó {name} ·····]"),
        ("<b>Bold</b>", "[<b>Ɓóļð</b> ·····]"),
        ("100%% sure", "[100%% šúŕé ····]"),
        ("%#@count@ left", "[%#@count@ ļéƒţ ······]"),
        ("", ""),
    ])
    func pseudoLocalizes(text: String, expected: String) {
        #expect(PseudoLocalization.pseudo(text) == expected)
    }

    @Test func everyAsciiLetterIsAccentedAndNothingElseChanges() {
        let letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let inner = PseudoLocalization.pseudo(letters).dropFirst().prefix(letters.count)
        #expect(inner.count == letters.count)
        #expect(zip(inner, letters).allSatisfy { $0 != $1 && !$0.isASCII })
        #expect(Set(inner).count == 52)
        #expect(PseudoLocalization.pseudo("123 ,.!").hasPrefix("[123 ,.! "))
    }

    @Test(arguments: ["Send", "Cancel", "Add to Cart", "Delete %@?", "%d items selected", "A",
                      "Continue with {provider}", "Save changes before closing?"])
    func atLeastThirtyPercentLongerWithPlaceholdersIntact(text: String) {
        let pseudo = PseudoLocalization.pseudo(text)
        #expect(Double(pseudo.count) >= 1.3 * Double(text.count))
        for placeholder in ["%@", "%d", "{provider}"] where text.contains(placeholder) {
            #expect(pseudo.contains(placeholder))
        }
        #expect(PseudoLocalization.pseudo(text) == pseudo)  // deterministic
    }
}
