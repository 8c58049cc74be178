import ButtonLint
import ButtonSizer
import Localization
import Testing

/// Placeholders are measured with sample values, not as typed.
@Suite struct PlaceholderTests {
    /// A `.strings` file with `%@`: "Hello %@" as typed is 12456 units = 75.2 pt and would fit 120 pt;
    /// with the object sample, "Hello Alexander Maximilian" is 35656 units = 215.3 pt and truncates.
    @Test func stringsFileObjectPlaceholderIsMeasuredWithItsSample() throws {
        let path = try Fixture.file("en.lproj/Localizable.strings", "\"greeting\" = \"Hello %@\";\n")
        let strings = try CatalogReader.readAll(paths: [path])
        let run = Fixture.linter([Fixture.button(["greeting"], .bounds(Size(width: 120, height: 44)))]).run(strings)
        let finding = try #require(Fixture.finding(run, "greeting", "en"))
        #expect(finding.text == "Hello Alexander Maximilian")
        #expect(finding.samples == [PlaceholderSample(placeholder: "%@", value: "Alexander Maximilian")])
        #expect(finding.status == .layout(.truncates))
        #expect(finding.string.line == 1)
    }

    /// Android `%1$s` and `%2$d`: each sample by its type, overridable by position, per key and per button.
    @Test func androidPositionalPlaceholders() throws {
        let path = try Fixture.file("res/values/strings.xml", """
            <resources><string name="send">Send %2$d photos to %1$s</string></resources>
            """)
        let strings = try CatalogReader.readAll(paths: [path])
        let wide = Fixture.button(["send"], .bounds(Size(width: 400, height: 44)))
        let plain = try #require(Fixture.finding(Fixture.linter([wide]).run(strings), "send", "en"))
        #expect(plain.text == "Send 9999 photos to Alexander Maximilian")
        #expect(plain.samples.map(\.placeholder) == ["%2$d", "%1$s"])
        // "Send 9999 photos to Alexander Maximilian" 57056 units = 344.4 pt: fits 400 pt.
        #expect(plain.status == .fits)

        let global = Fixture.linter([wide], placeholders: ["%d": "12", "%@": "Bo"]).run(strings)
        #expect(Fixture.finding(global, "send", "en")?.text == "Send 12 photos to Bo")
        let byButton = Fixture.button(["send"], .bounds(Size(width: 400, height: 44)), placeholders: ["1": "Ann"])
        let button = Fixture.linter([byButton], placeholders: ["%@": "Bo"]).run(strings)
        #expect(Fixture.finding(button, "send", "en")?.text == "Send 9999 photos to Ann")
        let byKey = Fixture.linter([byButton], byKey: [("se*", ["%1$s": "Eve"])]).run(strings)
        #expect(Fixture.finding(byKey, "send", "en")?.text == "Send 9999 photos to Eve")
    }

    @Test(arguments: [
        ("%d %i %u %ld %lld %lu", "9999 9999 9999 9999 9999 9999"),
        // As printf writes 9999.99 (Python: '%f|%.1f|%.2f|%.0f' % ((9999.99,) * 4)).
        ("%f|%.1f|%.2f|%.0f", "9999.990000|10000.0|9999.99|10000"),
        ("100%% of %@", "100% of Alexander Maximilian"),
        ("{name} joined", "Alexander Maximilian joined"),
        ("%c", "W"),
    ])
    func builtInSamples(template: String, expected: String) {
        #expect(PlaceholderSamples().substitute(template).text == expected)
    }

    /// The plural form a row is chooses its argument's sample: 1 for `one`.
    @Test func pluralCategoryPicksTheNumber() {
        #expect(PlaceholderSamples().substitute("%lld item", pluralArguments: [0: "one"]).text == "1 item")
        #expect(PlaceholderSamples().substitute("%lld items", pluralArguments: [0: "other"]).text == "9999 items")
    }
}

/// Characters no font of the hermetic set draws (U+13000 EGYPTIAN HIEROGLYPH A001: none of the bundled
/// or Debian fonts has the Egyptian Hieroglyphs block) make the row `missing-glyphs`, the worst status.
@Suite struct MissingGlyphTests {
    @Test func aCharacterInNoFontIsTheWorstStatus() throws {
        let path = try Fixture.file("en.lproj/Localizable.strings", "\"ask\" = \"Ask \u{13000}\";\n")
        let run = Fixture.linter([Fixture.button(["ask"], .bounds(Size(width: 200, height: 44)))])
            .run(try CatalogReader.readAll(paths: [path]))
        let finding = try #require(Fixture.finding(run, "ask", "en"))
        #expect(finding.status == .layout(.missingGlyphs))
        #expect(finding.missingGlyphs.map(\.codePoints) == ["U+13000"])
        #expect(finding.message.hasSuffix("has characters in no available font: \u{13000} (U+13000)"))
    }

    @Test func codePointsAreWrittenAsUnicodeDoes() {
        #expect(MissingGlyph(text: "A\u{301}", offset: 0).codePoints == "U+0041 U+0301")
        #expect(MissingGlyph(text: "\u{1F600}", offset: 3).codePoints == "U+1F600")
    }
}
