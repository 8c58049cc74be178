import Localization
import Testing

/// Hand-derived from Fixtures/Android/res/values/strings.xml (default, en) and values-de/strings.xml.
@Suite struct AndroidXMLTests {
    static let defaultPath = Fixture.path("Android/res/values/strings.xml")
    static let germanPath = Fixture.path("Android/res/values-de/strings.xml")

    @Test func defaultLocaleFile() throws {
        let strings = try CatalogReader.read(path: Self.defaultPath)
        #expect(strings.map { s in s.variant.map { "\(s.key)|\($0)" } ?? s.key } == [
            "app_name", "send", "dont_save", "quoted", "collapsed", "welcome", "html", "amp", "escapes",
            "items|plural.one", "items|plural.other", "planets[0]", "planets[1]",
            "hint|product.default", "hint|product.tablet", "only_default",
        ])
        #expect(strings.map(\.value) == [
            "ButtonSizer", "Send", "Don't save", "  two  spaces  ", "Lots of space", "Welcome, %1$s!",
            "<b>Bold</b> &amp; plain", "Terms & Conditions", "Line\nBreak @home ?why \"q\" é",
            "%d item", "%d items", "Mercury", "Venus", "Tap", "Tap or click", "Only in English",
        ])
        #expect(strings.map(\.line) == [3, 4, 5, 6, 7, 9, 10, 11, 12, 15, 16, 19, 20, 22, 23, 24])
        #expect(strings.allSatisfy { $0.locale == "en" })
        #expect(strings.allSatisfy { $0.source == Self.defaultPath })
        #expect(strings.allSatisfy { $0.state == nil })
        // translatable="false" is read in the default locale, and marked.
        #expect(strings.filter { !$0.isTranslatable }.map(\.key) == ["app_name"])
    }

    @Test func translatedFileSkipsUntranslatableStrings() throws {
        let strings = try CatalogReader.read(path: Self.germanPath)
        #expect(strings.map { s in s.variant.map { "\(s.key)|\($0)" } ?? s.key } == [
            "send", "dont_save", "welcome", "items|plural.one", "items|plural.few", "items|plural.other",
            "planets[0]", "planets[1]", "hint",
        ])
        #expect(strings.map(\.value) == [
            "Senden", "Nicht speichern", "Willkommen, %1$s!", "%d Artikel", "%d Artikel (few)", "%d Artikel",
            "Merkur", "'Venus'", "Tippen",
        ])
        #expect(strings.map(\.line) == [4, 5, 6, 8, 9, 10, 13, 14, 16])
        #expect(strings.allSatisfy { $0.locale == "de" })
        #expect(strings.allSatisfy { $0.isTranslatable })
    }

    @Test func explicitLocaleOverridesTheDirectory() throws {
        // Given as "de" while the default is "en": not the default, so app_name is skipped.
        let strings = try CatalogReader.read(path: Self.defaultPath, locale: "de")
        #expect(strings.count == 15)
        #expect(!strings.contains { $0.key == "app_name" })
        #expect(strings.allSatisfy { $0.locale == "de" })
    }

    @Test(arguments: [
        ("plain", "plain"),
        ("  a \n\t b  ", "a b"),
        ("\"  a \n b  \"", "  a \n b  "),
        ("x \" y \" z", "x  y  z"),
        ("It\\'s", "It's"),
        ("\\\"q\\\"", "\"q\""),
        ("a\\nb\\tc", "a\nb\tc"),
        ("\\@string/x \\?attr", "@string/x ?attr"),
        ("\\u00e9\\u20AC", "é€"),
        ("\\u00zz", "\u{FFFD}zz"),
        ("back\\\\slash", "back\\slash"),
        ("a\\n  b", "a\n b"),
        ("", ""),
    ])
    func androidTextProcessing(raw: String, expected: String) {
        #expect(CatalogReader.unescapeAndroid(raw) == expected)
    }

    @Test(arguments: [
        ("<resources>\n<string name=\"a\">x</strin>\n</resources>", 2, "invalid XML: closing tag does not match the opening tag"),
        ("<resources>\n<string name=\"a\">x\n", 3, "invalid XML: unexpected end of document"),
        ("<resources>\n\n<string name=\"a\">Tom & Jerry</string>\n</resources>", 3, "invalid XML: unescaped '&' (write &amp; for a literal '&')"),
        ("<?xml version=\"1.0\"?>\n<plist>\n</plist>", 2, "not an Android resource file: root element is <plist>, expected <resources>"),
        ("<resources>\n<string>x</string>\n</resources>", 2, "<string> without a name"),
        ("<resources>\n<plurals name=\"p\">\n<item>x</item>\n</plurals>\n</resources>", 3, "<item> in <plurals name=\"p\"> without a quantity"),
    ])
    func malformedFilesAreErrorsWithLines(xml: String, line: Int, message: String) {
        #expect(throws: CatalogError(file: "strings.xml", line: line, message: message)) {
            try CatalogReader.parseAndroidXML(Array(xml.utf8), locale: "en", isDefaultLocale: true, source: "strings.xml")
        }
    }

    @Test func emptyDocumentIsAnError() {
        #expect(throws: CatalogError.self) {
            try CatalogReader.parseAndroidXML([], locale: "en", source: "strings.xml")
        }
    }

    @Test func utf16DeclaredEncoding() throws {
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<resources><string name=\"a\">Grüße</string></resources>"
        let bytes: [UInt8] = [0xFF, 0xFE] + xml.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let strings = try CatalogReader.parseAndroidXML(bytes, locale: "de", source: "s.xml")
        #expect(strings.map(\.value) == ["Grüße"])
    }
}
