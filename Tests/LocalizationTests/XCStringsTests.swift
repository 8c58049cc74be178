import JSONText
import Localization
import Testing

/// Hand-derived from Fixtures/Apple/Localizable.xcstrings: source language en, locales de and fr.
@Suite struct XCStringsTests {
    let strings: [LocalizedString]
    let source = Fixture.path("Apple/Localizable.xcstrings")

    init() throws {
        strings = try CatalogReader.read(path: source)
    }

    func find(_ key: String, _ locale: String, _ variant: String? = nil) -> LocalizedString? {
        strings.first { $0.key == key && $0.locale == locale && $0.variant == variant }
    }

    @Test func everyKeyLocaleAndVariantInFileOrder() {
        // Send: en, de, fr. %lld items: en one/other, de one/other, fr missing. Tap to continue: en iphone/mac,
        // de iphone/mac, fr plain. ButtonSizer: en only. Delete "%@"?: en, de, fr missing. Source language first.
        let rows = strings.map { "\($0.key)|\($0.locale)|\($0.variant ?? "-")" }
        #expect(rows == [
            "Send|en|-", "Send|de|-", "Send|fr|-",
            "%lld items|en|plural.one", "%lld items|en|plural.other",
            "%lld items|de|plural.one", "%lld items|de|plural.other", "%lld items|fr|-",
            "Tap to continue|en|device.iphone", "Tap to continue|en|device.mac",
            "Tap to continue|de|device.iphone", "Tap to continue|de|device.mac", "Tap to continue|fr|-",
            "ButtonSizer|en|-",
            "Delete \"%@\"?|en|-", "Delete \"%@\"?|de|-", "Delete \"%@\"?|fr|-",
        ])
        #expect(strings.allSatisfy { $0.source == source })
    }

    @Test func translatedValuesStatesAndLines() {
        #expect(find("Send", "de") == LocalizedString(
            key: "Send", locale: "de", value: "Senden", source: source, line: 9, state: "translated"))
        #expect(find("Send", "fr")?.value == "Envoyer")
        #expect(find("Send", "fr")?.state == "needs_review")
        #expect(find("%lld items", "en", "plural.one")?.value == "%lld item")
        #expect(find("%lld items", "en", "plural.one")?.line == 47)
        #expect(find("%lld items", "de", "plural.other")?.value == "%lld Artikel")
        #expect(find("Tap to continue", "de", "device.mac")?.value == "Klicken, um fortzufahren")
        #expect(find("Tap to continue", "de", "device.mac")?.line == 75)
        #expect(find("Tap to continue", "fr")?.value == "Touchez pour continuer")
        #expect(find("Tap to continue", "fr")?.state == "new")
        // JSON escapes in the key and \u escapes in the value.
        #expect(find("Delete \"%@\"?", "de")?.value == "\u{201E}%@\u{201C} löschen?")
    }

    @Test func keyWithoutSourceLocalizationUsesTheKey() {
        let send = find("Send", "en")
        #expect(send?.value == "Send")
        #expect(send?.line == 4)
        #expect(send?.state == nil)
        #expect(find("Delete \"%@\"?", "en")?.value == "Delete \"%@\"?")
    }

    @Test func missingTranslationsAreReported() {
        let missing = strings.filter(\.isMissing).map { "\($0.key)|\($0.locale)|\($0.line ?? 0)" }
        #expect(missing == ["%lld items|fr|20", "Delete \"%@\"?|fr|110"])
    }

    @Test func shouldTranslateFalseIsOnlyReadInTheSourceLanguage() {
        let rows = strings.filter { $0.key == "ButtonSizer" }
        #expect(rows.count == 1)
        #expect(rows.first?.locale == "en")
        #expect(rows.first?.value == "ButtonSizer")
        #expect(rows.first?.isTranslatable == false)
        #expect(find("Send", "de")?.isTranslatable == true)
    }

    @Test func nestedVariationsAndSubstitutions() throws {
        let json = """
        {"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{
          "stringUnit":{"state":"translated","value":"%#@photos@ on %#@albums@"},
          "substitutions":{"photos":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
            "one":{"stringUnit":{"state":"translated","value":"%arg photo"}},
            "other":{"stringUnit":{"state":"translated","value":"%arg photos"}}}}}},
          "variations":{"device":{"iphone":{"variations":{"plural":{
            "one":{"stringUnit":{"state":"translated","value":"a"}},
            "other":{}}}}}}
        }}}}}
        """
        let rows = try CatalogReader.parseXCStrings(Array(json.utf8), source: "x.xcstrings")
        #expect(rows.map { $0.variant ?? "-" } == [
            "-", "device.iphone.plural.one", "device.iphone.plural.other",
            "substitution.photos.plural.one", "substitution.photos.plural.other",
        ])
        #expect(rows.map(\.value) == ["%#@photos@ on %#@albums@", "a", nil, "%arg photo", "%arg photos"])
        #expect(rows.map(\.line) == [2, 7, 8, 4, 5])
    }

    @Test func localesAreUnitedAcrossKeys() throws {
        // "b" names only ja; "a" names only en: so "a" misses ja and "b" takes its en value from its key.
        let json = #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"en":{"stringUnit":{"value":"A"}}}},"b":{"localizations":{"ja":{"stringUnit":{"value":"ビー"}}}}}}"#
        let rows = try CatalogReader.parseXCStrings(Array(json.utf8), source: "x.xcstrings")
        #expect(rows.map { "\($0.key)|\($0.locale)|\($0.value ?? "nil")" } == ["a|en|A", "a|ja|nil", "b|en|b", "b|ja|ビー"])
    }

    @Test(arguments: [
        (#"[]"#, 1, "not a string catalog: the top level is not an object"),
        ("{\n\"sourceLanguage\": \"en\"\n}", 1, "not a string catalog: missing 'strings'"),
        (#"{"strings": {}}"#, 1, "not a string catalog: missing 'sourceLanguage'"),
        ("{\"sourceLanguage\": \"en\",\n\"strings\": []}", 2, "'strings' must be an object, found an array"),
        ("{\"sourceLanguage\": \"en\", \"strings\": {\n\"k\": {\"localizations\": {\"de\": {\"stringUnit\": {\"value\": 3}}}}}}", 2,
         "'value' of key \"k\" must be a string, found a number"),
        ("{\"sourceLanguage\": \"en\",\n\"strings\": {\n\"k\": {}\n\"j\": {}}}", 4, "invalid JSON: expected ',' or '}' in object, found '\"'"),
        ("{\"sourceLanguage\": \"en\",\n\"strings\": {\"k\n\": {}}}", 2, "invalid JSON: unterminated string"),
        ("{\"sourceLanguage\": \"en\", \"strings\": {}} x", 1, "invalid JSON: unexpected text after the JSON value"),
        ("", 1, "invalid JSON: unexpected end of file, expected a value"),
    ])
    func malformedCatalogsAreErrorsWithLines(json: String, line: Int, message: String) {
        #expect(throws: CatalogError(file: "bad.xcstrings", line: line, message: message)) {
            try CatalogReader.parseXCStrings(Array(json.utf8), source: "bad.xcstrings")
        }
    }

    @Test func errorDescriptionNamesFileAndLine() {
        let error = CatalogError(file: "a/Localizable.xcstrings", line: 3, message: "not a string catalog: missing 'strings'")
        #expect(error.description == "a/Localizable.xcstrings:3: not a string catalog: missing 'strings'")
        #expect(CatalogError(file: "f.strings", message: "invalid UTF-16: unpaired surrogate").description
            == "f.strings: invalid UTF-16: unpaired surrogate")
    }
}
