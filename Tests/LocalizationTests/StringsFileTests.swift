import Localization
import Testing

/// Hand-derived from Fixtures/Apple/en.lproj/Localizable.strings (UTF-8) and de.lproj (UTF-16LE with BOM).
@Suite struct StringsFileTests {
    @Test func utf8FileWithCommentsEscapesAndUnquotedTokens() throws {
        let path = Fixture.path("Apple/en.lproj/Localizable.strings")
        let strings = try CatalogReader.read(path: path)
        #expect(strings.map(\.key) == [
            "send.button", "cancel.button", "quote", "unicode", "unquoted_key", "multi\nline", "same.as.key", "dup", "emoji",
        ])
        #expect(strings.map(\.value) == [
            "Send", "Cancel", "Say \"Hi\"\n\tthen\\leave", "Café → done", "plain_value", "first\nsecond",
            "same.as.key", "second", "😀 smile",
        ])
        #expect(strings.map(\.line) == [5, 6, 7, 8, 9, 10, 13, 15, 16])
        #expect(strings.allSatisfy { $0.locale == "en" })
        #expect(strings.allSatisfy { $0.source == path })
        #expect(strings.allSatisfy { $0.variant == nil })
        #expect(strings.allSatisfy { $0.state == nil })
    }

    @Test func utf16LittleEndianWithByteOrderMark() throws {
        let path = Fixture.path("Apple/de.lproj/Localizable.strings")
        #expect(Fixture.bytes("Apple/de.lproj/Localizable.strings").prefix(4) == [0xFF, 0xFE, 0x2F, 0x00])
        let strings = try CatalogReader.read(path: path)
        #expect(strings.map(\.key) == ["send.button", "cancel.button", "quote", "unicode", "dup"])
        #expect(strings.map(\.value) == ["Senden", "Abbrechen", "Sag „Hallo“", "Café → fertig", "zweite"])
        #expect(strings.map(\.line) == [2, 3, 4, 5, 6])
        #expect(strings.allSatisfy { $0.locale == "de" })
    }

    /// `"k" = "Grüße";` followed by a newline, in the encoding named by the test.
    static let sample = "\"k\" = \"Grüße\";\n"

    static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        text.utf16.flatMap { unit in
            bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
    }

    @Test(arguments: [
        ("UTF-8 with BOM", [0xEF, 0xBB, 0xBF] + Array(sample.utf8)),
        ("UTF-16BE with BOM", [0xFE, 0xFF] + utf16(sample, bigEndian: true)),
        ("UTF-16LE without BOM", utf16(sample, bigEndian: false)),
        ("UTF-16BE without BOM", utf16(sample, bigEndian: true)),
    ])
    func encodings(name: String, bytes: [UInt8]) throws {
        let strings = try CatalogReader.parseStrings(bytes, locale: "de", source: name)
        #expect(strings == [LocalizedString(key: "k", locale: "de", value: "Grüße", source: name, line: 1)])
    }

    @Test func escapes() throws {
        let text = #""a" = "\"q\" \\ \n \t \r \a \101 \u00e9 \U20AC \UD83D\UDE00 \x \'";"#
        let strings = try CatalogReader.parseStrings(Array(text.utf8), locale: "en", source: "e.strings")
        #expect(strings.first?.value == "\"q\" \\ \n \t \r \u{07} A é € 😀 x '")
    }

    @Test func unpairedSurrogateEscapeBecomesReplacementCharacter() throws {
        let text = #""a" = "x\UD83Dy";"#
        let strings = try CatalogReader.parseStrings(Array(text.utf8), locale: "en", source: "e.strings")
        #expect(strings.first?.value == "x\u{FFFD}y")
    }

    @Test func missingSemicolonFixtureNamesTheLine() {
        let path = Fixture.path("Broken/en.lproj/MissingSemicolon.strings")
        #expect(throws: CatalogError(file: path, line: 3, message: "expected ';' after value")) {
            try CatalogReader.read(path: path)
        }
    }

    @Test(arguments: [
        ("\"a\" = \"b\";\n\"c\" = \"d\n\ne", 2, "unterminated string"),
        ("\"a\" = \"b\";\n/* open\n\n", 2, "unterminated comment"),
        ("\n\n\"a\" \"b\";", 3, "expected '=' after key \"a\", found '\"'"),
        ("\"a\" = ;", 1, "expected a quoted value after '=', found ';'"),
        ("\"a\" = \"b\";\n= \"c\";", 2, "expected a quoted key, found '='"),
        ("\"a\" = \"b\"\n\n", 1, "expected ';' after value"),
        ("\"a\" = \"\\U\";", 1, "expected hex digits after '\\U'"),
    ])
    func malformedTextIsAnErrorWithALine(text: String, line: Int, message: String) {
        #expect(throws: CatalogError(file: "x.strings", line: line, message: message)) {
            try CatalogReader.parseStrings(Array(text.utf8), locale: "en", source: "x.strings")
        }
    }

    @Test func invalidEncodingsAreErrors() {
        // Line 2 holds the invalid UTF-8 byte 0xFF.
        #expect(throws: CatalogError(file: "u8", line: 2, message: "invalid UTF-8")) {
            try CatalogReader.parseStrings(Array("\"a\" = \"b\";\n\"c\" = \"".utf8) + [0xFF, 0x22, 0x3B], locale: "en", source: "u8")
        }
        // BOM plus three bytes: an odd count.
        #expect(throws: CatalogError(file: "u16", message: "invalid UTF-16: odd number of bytes (5)")) {
            try CatalogReader.parseStrings([0xFF, 0xFE, 0x41, 0x00, 0x42], locale: "en", source: "u16")
        }
        // "a\n" then a lone low surrogate on line 2.
        #expect(throws: CatalogError(file: "u16", line: 2, message: "invalid UTF-16: unpaired surrogate")) {
            try CatalogReader.parseStrings([0xFF, 0xFE, 0x61, 0x00, 0x0A, 0x00, 0x00, 0xDC], locale: "en", source: "u16")
        }
    }

    @Test func xmlPropertyListStrings() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>send</key>
            <string>Senden</string>
            <key>b</key><string>B &amp; C</string>
            <!-- a comment -->
            <key>empty</key><string/>
            <key>send</key><string><![CDATA[<Senden>]]></string>
        </dict>
        </plist>
        """
        let strings = try CatalogReader.parseStrings(Array(xml.utf8), locale: "de", source: "p.strings")
        // Document order, at the line of the key; a repeated key keeps its last value, as in text files.
        #expect(strings == [
            LocalizedString(key: "b", locale: "de", value: "B & C", source: "p.strings", line: 7),
            LocalizedString(key: "empty", locale: "de", value: "", source: "p.strings", line: 9),
            LocalizedString(key: "send", locale: "de", value: "<Senden>", source: "p.strings", line: 10),
        ])
    }

    @Test(arguments: [
        ("<plist><array/></plist>", 1, "property list is not a dictionary"),
        ("<plist>\n<dict><key>n</key>\n<integer>1</integer></dict></plist>", 3, "value of key \"n\" is not a string"),
        ("<plist><dict>\n<string>x</string></dict></plist>", 2, "invalid property list: expected <key>, found <string>"),
        ("<plist><dict><key>k</key></dict></plist>", 1, "invalid property list: key \"k\" without a value"),
        ("<plist><dict>x<key>k</key><string>v</string></dict></plist>", 1, "invalid property list: text inside <dict>"),
        ("<?xml version=\"1.0\"?>\n<dict/>", 2, "invalid property list: root element is <dict>, expected <plist>"),
        ("<plist><dict><key>k</key><string>v</dict></plist>", 1, "invalid XML: closing tag does not match the opening tag"),
        ("<!DOCTYPE plist [<!ENTITY x \"y\">]><plist/>", 1, "invalid XML: <!DOCTYPE> with declarations ([…]) is not supported"),
    ])
    func malformedPropertyListsAreErrors(xml: String, line: Int, message: String) {
        #expect(throws: CatalogError(file: "p.strings", line: line, message: message)) {
            try CatalogReader.parseStrings(Array(xml.utf8), locale: "en", source: "p.strings")
        }
    }

    @Test func binaryPropertyListsAreRefused() {
        let bytes = Array("bplist00".utf8) + [0xD1, 0x01, 0x02]
        #expect(throws: CatalogError(
            file: "b.strings", message: "compiled binary .strings (bplist) is not supported; lint the source .strings file")) {
            try CatalogReader.parseStrings(bytes, locale: "en", source: "b.strings")
        }
    }

    @Test func emptyAndCommentOnlyFilesHaveNoStrings() throws {
        #expect(try CatalogReader.parseStrings([], locale: "en", source: "e").isEmpty)
        #expect(try CatalogReader.parseStrings(Array("// nothing\n/* here */\n".utf8), locale: "en", source: "e").isEmpty)
    }
}
