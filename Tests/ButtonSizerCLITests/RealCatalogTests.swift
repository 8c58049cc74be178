import ButtonSizer
import ButtonSizerCLI
import Foundation
import GlyphMetrics
import Testing

/// Issue #10's done-when for a real app's catalog: every string of Organic Maps' iOS string tables
/// (`InfoPlist.strings`: the home-screen quick actions and the location-permission prompts), in each of
/// its 42 locales, is drawn by a hermetic font. The fixture is the tables' Twine source, `iphone/plist.txt`,
/// copied verbatim (Tests/Fixtures/Catalogs/README.md names the repository, commit and Apache-2.0 licence).
@Suite struct RealCatalogTests {
    static let root = String(#filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
        .joined(separator: "/")
    static let catalog = root + "/Tests/Fixtures/Catalogs/organicmaps-plist.txt"
    static let measurer = try! TextMeasurer(library: FontLibrary(scope: .hermetic))

    /// One translation: the string's key, its locale and its text.
    struct Entry {
        var key: String
        var language: String
        var value: String
    }

    /// The translations of a Twine file, the format Organic Maps generates each `<lang>.lproj` table from:
    /// `  [key]` starts a string, `    lang = value` is one translation; `tags` and `comment` are not text.
    static func entries() throws -> [Entry] {
        var key: String?
        var out: [Entry] = []
        for line in try String(contentsOfFile: catalog, encoding: .utf8).split(separator: "\n") {
            if line.hasPrefix("  [") && line.hasSuffix("]") && !line.hasPrefix("   ") {
                key = String(line.dropFirst(3).dropLast())
            } else if line.hasPrefix("    "), let equals = line.range(of: " = "), let key {
                let language = line[line.startIndex..<equals.lowerBound].trimmingCharacters(in: .whitespaces)
                guard language != "tags" && language != "comment" else { continue }
                out.append(Entry(key: key, language: language, value: String(line[equals.upperBound...])))
            }
        }
        return out
    }

    /// The catalog as its README describes it: 5 keys and 172 translations in 42 locales, counted in
    /// the file by hand (search 30, bookmarks 33, route 41, the two location prompts 34 each).
    @Test func theCatalogIsWhole() throws {
        let entries = try Self.entries()
        #expect(entries.count == 172)
        #expect(Set(entries.map(\.key)).count == 5)
        #expect(Set(entries.map(\.language)).count == 42)
    }

    /// Every translation, in its own locale (the CJK face and HarfBuzz language follow it), at the
    /// regular and the semibold weight (fallback follows the weight): `missingGlyphs` is empty.
    @Test(arguments: [400, 600])
    func everyStringIsDrawn(weight: Int) throws {
        for entry in try Self.entries() {
            try Self.expectDrawn(entry.value, language: entry.language, weight: weight, name: entry.key)
        }
    }

    /// Measures `text` in `language` at `weight` with the hermetic fonts and expects no missing glyph; a
    /// failure names the string, the locale and each grapheme with its code points and offset.
    static func expectDrawn(_ text: String, language: String, weight: Int, name: String,
                            sourceLocation: SourceLocation = #_sourceLocation) throws {
        let measured = try measurer.measure(TextRequest(
            text: text, font: FontSpec(name: "Inter", size: 17, weight: weight), language: language))
        #expect(measured.missingGlyphs.isEmpty, """
            \(name) [\(language)] at weight \(weight): no font draws \
            \(measured.missingGlyphs.map { "\"\($0.text)\" (\($0.codePoints)) at \($0.offset)" }.joined(separator: ", "))
            """, sourceLocation: sourceLocation)
    }

    /// The catalog as the app ships it, `<lang>.lproj/InfoPlist.strings` (what Twine writes), plus
    /// `extra` lines in the Japanese table; returns the folder.
    static func writeTables(extraJapanese: String = "") throws -> String {
        let folder = NSTemporaryDirectory() + "buttonsizer-\(UUID().uuidString)-catalog"
        var tables: [String: String] = [:]
        for entry in try entries() {
            let escaped = entry.value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            tables[entry.language, default: ""] += "\"\(entry.key)\" = \"\(escaped)\";\n"
        }
        tables["ja", default: ""] += extraJapanese
        for (language, text) in tables {
            try FileManager.default.createDirectory(atPath: "\(folder)/\(language).lproj", withIntermediateDirectories: true)
            try text.write(toFile: "\(folder)/\(language).lproj/InfoPlist.strings", atomically: true, encoding: .utf8)
        }
        // Wide enough for the longest prompt on one line: only missing glyphs (or a missing translation) can show.
        try #"{"defaultLocale": "en", "buttons": [{"keys": ["*"], "bounds": "4000x100"}]}"#
            .write(toFile: folder + "/lint.json", atomically: true, encoding: .utf8)
        return folder
    }

    /// `buttonsizer lint --hermetic` with the folder's config on every table, after `options`.
    static func runLint(_ folder: String, _ options: [String]) throws -> CLITests.Result {
        let tables = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".lproj") }
            .map { "\(folder)/\($0)/InfoPlist.strings" }
        return CLITests.run(["lint", "--hermetic", "--config", folder + "/lint.json"] + options + tables)
    }

    static func lint(_ folder: String, _ options: [String] = []) throws -> (code: Int32, findings: [[String: Any]]) {
        let result = try runLint(folder, ["--json"] + options)
        let root = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
                                "\(result.stderr)")
        return (result.code, try #require(root["findings"] as? [[String: Any]]))
    }

    /// `buttonsizer lint --hermetic` on the tables: 5 keys × 42 locales = 210 rows, of which the 172
    /// translations are checked and none is `missing-glyphs`; exit 0.
    @Test func lintPassesTheCatalog() throws {
        let folder = try Self.writeTables()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (code, findings) = try Self.lint(folder)
        #expect(code == 0)
        #expect(findings.count == 210)
        #expect(findings.filter { $0["status"] as? String != "missing" }.count == 172)
        let undrawn = findings.filter { $0["status"] as? String == "missing-glyphs" }
        #expect(undrawn.isEmpty, "\(undrawn.map { "\($0["key"] ?? "") [\($0["locale"] ?? "")]: \($0["missingGlyphs"] ?? "")" })")
    }

    /// The same tables with one string no font draws (U+F8FF, private use: Apple's logo on a device)
    /// fail: that row is `missing-glyphs` naming the code point, and lint exits 1.
    @Test func lintFailsOnAStringNoFontDraws() throws {
        let folder = try Self.writeTables(extraJapanese: "\"support\" = \"Made on \u{F8FF}\";\n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (code, findings) = try Self.lint(folder)
        #expect(code == 1)
        let undrawn = findings.filter { $0["status"] as? String == "missing-glyphs" }
        #expect(undrawn.count == 1)
        #expect(undrawn.first?["key"] as? String == "support")
        #expect(undrawn.first?["locale"] as? String == "ja")
        let glyphs = undrawn.first?["missingGlyphs"] as? [[String: Any]]
        #expect(glyphs?.map { $0["codePoints"] as? String } == ["U+F8FF"])
        #expect(undrawn.first?["severity"] as? String == "error")
    }

    /// The HTML report marks the row as an error and names the code point its preview draws as a box.
    @Test func htmlReportNamesTheMissingCodePoint() throws {
        let folder = try Self.writeTables(extraJapanese: "\"support\" = \"Made on \u{F8FF}\";\n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try Self.runLint(folder, ["--format", "html"])
        #expect(result.code == 1)
        let row = try #require(result.stdout.split(separator: "\n").first { $0.contains("<td>support</td>") })
        #expect(row.hasPrefix("<tr class=\"error\"><td class=\"status\">missing-glyphs<br><small>no font draws U+F8FF</small></td>"))
    }

    /// `--allow-missing-glyphs` demotes the row to a warning: still reported, exit 0; `--strict`, which
    /// fails warnings, fails it again.
    @Test func allowMissingGlyphsDemotesToAWarning() throws {
        let folder = try Self.writeTables(extraJapanese: "\"support\" = \"Made on \u{F8FF}\";\n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (code, findings) = try Self.lint(folder, ["--allow-missing-glyphs"])
        #expect(code == 0)
        let undrawn = findings.filter { $0["status"] as? String == "missing-glyphs" }
        #expect(undrawn.map { $0["severity"] as? String } == ["warning"])
        #expect(try Self.lint(folder, ["--allow-missing-glyphs", "--strict"]).code == 1)
    }
}

/// Real strings in the scripts Organic Maps' tables lack: the Wikipedia iOS app's plural strings
/// (`Localizable.stringsdict`, MIT) of nine locales, copied verbatim (Tests/Fixtures/Catalogs/README.md:
/// each file's commit; every copy has the source's exact character count). N'Ko, a script the hermetic
/// set does not cover, is there to show such text is reported, never drawn silently as boxes.
@Suite struct WikipediaPluralStringsTests {
    static let folder = RealCatalogTests.root + "/Tests/Fixtures/Catalogs/wikipedia-ios"
    static let drawn = ["ar", "bn", "hi", "hy", "km", "ml", "my", "pa", "ta"]

    /// Every text of a stringsdict: each entry's format string and plural forms (the rule and value
    /// types are not text), named `key.variable.form`.
    static func texts(_ language: String) throws -> [(name: String, text: String)] {
        let data = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(language).lproj/Localizable.stringsdict"))
        let plist = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        var out: [(String, String)] = []
        for (key, value) in plist.sorted(by: { $0.key < $1.key }) {
            for (name, item) in (value as? [String: Any] ?? [:]).sorted(by: { $0.key < $1.key }) {
                if let text = item as? String {
                    out.append((key, text))
                } else if let forms = item as? [String: Any] {
                    for (form, text) in forms.sorted(by: { $0.key < $1.key }) where !form.hasPrefix("NSStringFormat") {
                        if let text = text as? String { out.append(("\(key).\(name).\(form)", text)) }
                    }
                }
            }
        }
        return out
    }

    /// Counted in the files (format strings and plural forms): ar 89, bn 19, hi 25, hy 8, km 22, ml 3,
    /// my 47, pa 106, ta 29, nqo 9.
    @Test func theTablesAreWhole() throws {
        let counts = try (Self.drawn + ["nqo"]).map { try Self.texts($0).count }
        #expect(counts == [89, 19, 25, 8, 22, 3, 47, 106, 29, 9])
    }

    @Test(arguments: [400, 600])
    func everyStringIsDrawn(weight: Int) throws {
        for language in Self.drawn {
            for (name, text) in try Self.texts(language) {
                try RealCatalogTests.expectDrawn(text, language: language, weight: weight, name: name)
            }
        }
    }

    /// N'Ko (U+07C0–U+07FF) is in no hermetic font: every N'Ko grapheme is reported, and nothing else is.
    @Test func nkoIsReportedNotDrawn() throws {
        let nko: ClosedRange<UInt32> = 0x07C0...0x07FF
        for (name, text) in try Self.texts("nqo") {
            let measured = try RealCatalogTests.measurer.measure(TextRequest(
                text: text, font: FontSpec(name: "Inter", size: 17), language: "nqo"))
            let expected = text.filter { $0.unicodeScalars.contains { nko.contains($0.value) } }.count
            #expect(measured.missingGlyphs.count == expected, "\(name)")
            #expect(measured.missingGlyphs.allSatisfy { $0.text.unicodeScalars.contains { nko.contains($0.value) } }, "\(name)")
        }
    }
}
