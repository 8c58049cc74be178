@testable import Localization
import Testing

@Suite struct CatalogReaderTests {
    @Test(arguments: [
        ("App/Localizable.xcstrings", CatalogFormat.xcstrings),
        ("App/de.lproj/Localizable.STRINGS", .strings),
        ("res/values-de/strings.xml", .androidXML),
        ("Localizable.stringsdict", nil),
        ("README", nil),
        ("dir.strings/file", nil),
        (".strings", nil),
    ])
    func formatByExtension(path: String, format: CatalogFormat?) {
        #expect(CatalogFormat(path: path) == format)
    }

    @Test(arguments: [
        ("App/de.lproj/Localizable.strings", "de"),
        ("App/pt-BR.lproj/Localizable.strings", "pt-BR"),
        ("App/zh_Hans.lproj/Localizable.strings", "zh-Hans"),
        ("App/Base.lproj/Main.strings", "fr"),
        ("App/English.lproj/Localizable.strings", "en"),
        ("App/Localizable.strings", nil),
        ("Localizable.strings", nil),
    ])
    func appleLocaleFromDirectory(path: String, locale: String?) {
        #expect(CatalogReader.appleLocale(forPath: path, defaultLocale: "fr") == locale)
    }

    @Test(arguments: [
        ("res/values/strings.xml", String??.some(nil)),
        ("res/values-de/strings.xml", "de"),
        ("res/values-pt-rBR/strings.xml", "pt-BR"),
        ("res/values-b+sr+Latn/strings.xml", "sr-Latn"),
        ("res/values-in/strings.xml", "id"),
        ("res/values-iw-rIL/strings.xml", "he-IL"),
        ("res/values-mcc310-es-rUS/strings.xml", "es-US"),
        ("res/values-de-land/strings.xml", "de"),
        ("res/values-night/strings.xml", .some(nil)),
        ("res/values-v21/strings.xml", .some(nil)),
        ("res/layout/main.xml", nil),
        ("strings.xml", nil),
    ])
    func androidLocaleFromDirectory(path: String, locale: String??) {
        #expect(CatalogReader.androidLocale(forPath: path) == locale)
    }

    @Test func readErrors() {
        #expect(throws: CatalogError(file: "/nonexistent/x.strings", message: "no such file")) {
            try CatalogReader.read(path: "/nonexistent/x.strings", locale: "en")
        }
        #expect(throws: CatalogError(file: "notes.txt", message: "unsupported file type (expected .xcstrings, .strings or .xml)")) {
            try CatalogReader.read(path: "notes.txt")
        }
        let outsideLproj = Fixture.path("Apple/Localizable.strings")
        #expect(throws: CatalogError(
            file: outsideLproj,
            message: "cannot tell the locale: the file is not in an .lproj directory and no locale was given")) {
            try CatalogReader.read(path: outsideLproj)
        }
    }

    @Test func stringsFilesReportMissingTranslationsAcrossLocales() throws {
        let english = Fixture.path("Apple/en.lproj/Localizable.strings")
        let german = Fixture.path("Apple/de.lproj/Localizable.strings")
        let strings = try CatalogReader.readAll(paths: [english, german])
        #expect(strings.count == 9 + 5 + 4)
        let missing = strings.filter(\.isMissing)
        // de lacks four of the nine English keys; English lacks none of the German ones.
        #expect(missing == ["unquoted_key", "multi\nline", "same.as.key", "emoji"].map {
            LocalizedString(key: $0, locale: "de", value: nil, source: german)
        })
    }

    @Test func aStringsTableMissingFromALocaleIsReportedKeyByKey() throws {
        // Fixtures/Project: en has Localizable + InfoPlist; de has Localizable (without "cancel") and Main
        // (a storyboard translation, whose source is Base.lproj/Main.storyboard, not a strings file).
        let paths = ["en.lproj/Localizable.strings", "en.lproj/InfoPlist.strings",
                     "de.lproj/Localizable.strings", "de.lproj/Main.strings"].map { Fixture.path("Project/" + $0) }
        let strings = try CatalogReader.readAll(paths: paths)
        #expect(strings.filter { !$0.isMissing }.count == 5)
        #expect(strings.filter(\.isMissing) == [
            LocalizedString(key: "cancel", locale: "de", value: nil, source: Fixture.path("Project/de.lproj/Localizable.strings")),
            LocalizedString(key: "CFBundleDisplayName", locale: "de", value: nil,
                            source: Fixture.path("Project/de.lproj/InfoPlist.strings")),
        ])
    }

    @Test func androidFilesReportMissingTranslationsButNotUntranslatable() throws {
        let english = Fixture.path("Android/res/values/strings.xml")
        let german = Fixture.path("Android/res/values-de/strings.xml")
        let strings = try CatalogReader.readAll(paths: [english, german])
        #expect(strings.count == 16 + 9 + 6)
        let missing = strings.filter(\.isMissing)
        // app_name is translatable="false": not expected in de. Plurals, arrays and products count per key.
        #expect(missing == ["quoted", "collapsed", "html", "amp", "escapes", "only_default"].map {
            LocalizedString(key: $0, locale: "de", value: nil, source: german)
        })
    }

    @Test func stringCatalogsReportTheirOwnMissingTranslations() throws {
        let strings = try CatalogReader.readAll(paths: [Fixture.path("Apple/Localizable.xcstrings")])
        #expect(strings.count == 17)
        #expect(strings.filter(\.isMissing).count == 2)
    }
}
