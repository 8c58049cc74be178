import JSONText
import Localization
import Testing

/// Malformed or hostile input gives an error or a result, never a crash or a hang.
@Suite struct HostileInputTests {
    static let tenMegabytes = 10 * 1024 * 1024

    @Test func deeplyNestedJSONIsAnError() {
        let bytes = Array(repeating: UInt8(ascii: "["), count: 100_000)
        #expect(throws: CatalogError(file: "deep", line: 1, message: "invalid JSON: nesting deeper than 128 levels")) {
            try CatalogReader.parseXCStrings(bytes, source: "deep")
        }
    }

    @Test func deeplyNestedXMLGivesAnErrorOrAResult() {
        let xml = "<resources><string name=\"a\">" + String(repeating: "<b>", count: 100_000) + "x"
            + String(repeating: "</b>", count: 100_000) + "</string></resources>"
        do {
            let strings = try CatalogReader.parseAndroidXML(Array(xml.utf8), locale: "en", source: "deep.xml")
            #expect(strings.map(\.value) == ["x"])
        } catch {
            #expect(error.message.hasPrefix("invalid XML"))
        }
    }

    /// Any DOCTYPE is refused in Android resources, which also refuses entity bombs and external entities,
    /// in UTF-8 and UTF-16.
    @Test func doctypesAreRefused() {
        var bomb = "<?xml version=\"1.0\"?>\n<!DOCTYPE resources [\n<!ENTITY a0 \"lol\">\n"
        for level in 1...9 {
            bomb += "<!ENTITY a\(level) \"" + String(repeating: "&a\(level - 1);", count: 10) + "\">\n"
        }
        bomb += "]>\n<resources><string name=\"bomb\">&a9;</string></resources>"
        let external = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n\n<!DOCTYPE r [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<resources><string name=\"x\">A&x;B</string></resources>"
        let documents: [[UInt8]] = [
            Array(bomb.utf8),
            [0xFF, 0xFE] + external.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
            external.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] },
        ]
        for (document, line) in zip(documents, [2, 3, 3]) {
            #expect(throws: CatalogError(
                file: "e.xml", line: line,
                message: "<!DOCTYPE> is not supported in Android resource files (its entities would be dropped silently)")) {
                try CatalogReader.parseAndroidXML(document, locale: "en", source: "e.xml")
            }
        }
    }

    @Test func tenMegabyteValues() throws {
        let big = String(repeating: "a", count: Self.tenMegabytes)
        let strings = try CatalogReader.parseStrings(Array("\"k\" = \"\(big)\";".utf8), locale: "en", source: "big")
        #expect(strings.first?.value?.utf8.count == Self.tenMegabytes)
        let catalog = "{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"localizations\":{\"en\":{\"stringUnit\":{\"value\":\"\(big)\"}}}}}}"
        let fromCatalog = try CatalogReader.parseXCStrings(Array(catalog.utf8), source: "big")
        #expect(fromCatalog.first?.value?.utf8.count == Self.tenMegabytes)
        let xml = "<resources><string name=\"k\">\(big)</string></resources>"
        let fromXML = try CatalogReader.parseAndroidXML(Array(xml.utf8), locale: "en", source: "big")
        #expect(fromXML.first?.value?.utf8.count == Self.tenMegabytes)
    }

    @Test func invalidUTF8InAStringCatalogIsAnError() {
        let bytes = Array("{\"sourceLanguage\":\"en\",\n\"strings\":{\"".utf8) + [0xC3, 0x28] + Array("\":{}}}".utf8)
        #expect(throws: CatalogError(file: "bad", line: 2, message: "invalid JSON: invalid UTF-8 in string")) {
            try CatalogReader.parseXCStrings(bytes, source: "bad")
        }
    }

    @Test func invalidUTF8InAndroidXMLIsAnError() {
        let bytes = Array("<resources><string name=\"a\">".utf8) + [0xFF, 0xFE, 0x00] + Array("</string></resources>".utf8)
        #expect(throws: CatalogError.self) {
            try CatalogReader.parseAndroidXML(bytes, locale: "en", source: "bad.xml")
        }
    }

    /// Every prefix of the fixtures (cut at a fixed stride) parses or fails cleanly.
    @Test(arguments: ["Apple/Localizable.xcstrings", "Apple/en.lproj/Localizable.strings",
                      "Apple/de.lproj/Localizable.strings", "Android/res/values/strings.xml"])
    func truncatedFixturesNeverCrash(fixture: String) {
        let bytes = Fixture.bytes(fixture)
        #expect(bytes.count > 100)
        var failures = 0
        for end in stride(from: 0, to: bytes.count, by: 7) {
            let prefix = Array(bytes[..<end])
            do {
                switch CatalogFormat(path: fixture)! {
                case .xcstrings: _ = try CatalogReader.parseXCStrings(prefix, source: fixture)
                case .strings: _ = try CatalogReader.parseStrings(prefix, locale: "en", source: fixture)
                case .androidXML: _ = try CatalogReader.parseAndroidXML(prefix, locale: "en", source: fixture)
                }
            } catch {
                failures += 1
            }
        }
        #expect(failures > 0)  // most truncations are malformed, and are reported as such
    }
}
