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
        #expect(zip(inner, letters).allSatisfy { $0 != $1 })
        #expect(inner.allSatisfy { !$0.isASCII })
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

/// `ar-XB` as aapt2 writes it: RLM RLO before each word, PDF RLM after it.
@Suite struct BidiPseudoLocalizationTests {
    @Test(arguments: [
        ("Send", "\u{200F}\u{202E}Send\u{202C}\u{200F}"),
        ("Send it", "\u{200F}\u{202E}Send\u{202C}\u{200F} \u{200F}\u{202E}it\u{202C}\u{200F}"),
        ("Delete %@?", "\u{200F}\u{202E}Delete\u{202C}\u{200F} \u{200F}\u{202E}%@?\u{202C}\u{200F}"),
        ("  two  spaces ", "  \u{200F}\u{202E}two\u{202C}\u{200F}  \u{200F}\u{202E}spaces\u{202C}\u{200F} "),
        ("", ""),
    ])
    func wrapsEveryWordInAnOverride(text: String, expected: String) {
        #expect(PseudoLocalization.bidi(text) == expected)
    }
}

/// The placeholder scanner the lint's sample values and the pseudo-locales share.
@Suite struct FormatPlaceholderTests {
    @Test func printfSpecifiersWithTheirKindPositionAndPrecision() {
        let found = FormatPlaceholder.scan("%1$@ paid %2$.2f for %lld items, 100%% (%s) {name} %#@files@ %arg")
        #expect(found.map(\.placeholder.text) == ["%1$@", "%2$.2f", "%lld", "%%", "%s", "{name}", "%#@files@", "%arg"])
        #expect(found.map(\.placeholder.kind) == [.object, .float, .integer, .percent, .object, .object, .substitution, .integer])
        #expect(found.map(\.placeholder.position) == [1, 2, nil, nil, nil, nil, nil, nil])
        #expect(found[1].placeholder.precision == 2)
        #expect(found[5].placeholder.name == "name")
        #expect(found[6].placeholder.name == "files")
        #expect(found[0].range == 0..<4)
    }

    @Test func aLonePercentOrAnUnknownConversionIsText() {
        // ("% o" would be octal with the space flag, as printf reads it.)
        #expect(FormatPlaceholder.scan("50 %, %y, {not closed").isEmpty)
    }
}
