import Foundation
import InterfaceBuilder
import Localization
import Testing

/// Finding documents and their translations in a folder.
@Suite struct InterfaceBuilderProjectTests {
    static let forms = Fixture.root + "/forms"

    @Test func findsEveryDocumentButBuildOutputAndPods() throws {
        let project = InterfaceBuilderProject(paths: [Self.forms], defaultLocale: "en")
        var expected: [String] = []
        let enumerator = try #require(FileManager.default.enumerator(atPath: Self.forms))
        while let relative = enumerator.nextObject() as? String {
            let parts = relative.split(separator: "/")
            guard relative.hasSuffix(".storyboard") || relative.hasSuffix(".xib"), !parts.contains("build"), !parts.contains("Pods"),
                  !(parts.count >= 2 && parts[parts.count - 2].hasSuffix(".lproj") && parts[parts.count - 2] != "Base.lproj") else { continue }
            expected.append(Self.forms + "/" + relative)
        }
        #expect(project.files.map(\.path).sorted() == expected.sorted())
        #expect(project.errors.isEmpty)
    }

    /// A localization export (`de.xcloc`, as `xcodebuild -exportLocalizations` writes it) holds copies of the
    /// project's documents under "Source Contents": searching a folder finds the project's own document only.
    @Test func aLocalizationExportsCopiesAreNotSearched() throws {
        let folder = NSTemporaryDirectory() + "xcloc-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let original = Self.forms + "/Base.lproj/Main.storyboard"
        for place in ["/App/Base.lproj", "/Localizations/de.xcloc/Source Contents/App/Base.lproj"] {
            try FileManager.default.createDirectory(atPath: folder + place, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: original, toPath: folder + place + "/Main.storyboard")
        }
        let project = InterfaceBuilderProject(paths: [folder], defaultLocale: "en")
        #expect(project.files.map(\.path) == [folder + "/App/Base.lproj/Main.storyboard"])
        #expect(project.errors.isEmpty)
    }

    @Test func utf16StringsWithBOM() throws {
        let path = Self.forms + "/de.lproj/Main.strings"
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(Array(bytes.prefix(2)) == [0xFF, 0xFE])
        let text = try #require(String(data: bytes, encoding: .utf16))
        let expected = Fixture.capture(#""leg-ac-y01\.normalTitle" = "([^"]+)";"#, in: text)
        let main = try #require(InterfaceBuilderProject(paths: [Self.forms], defaultLocale: "en").files.first { $0.path.hasSuffix("Main.storyboard") })
        let found = main.translations.first { $0.key == "leg-ac-y01.normalTitle" && $0.locale == "de" }
        #expect(found?.value == expected)
        #expect(found?.source == path)
    }

    @Test func stringCatalogsBesideAndInMul() throws {
        let project = InterfaceBuilderProject(paths: [Self.forms], defaultLocale: "en")
        for (document, catalog, key) in [("Views/Card.xib", "Views/Card.xcstrings", "crd-bu-t01.normalTitle"),
                                         ("Base.lproj/Settings.xib", "mul.lproj/Settings.xcstrings", "set-bu-t01.normalTitle")] {
            let file = try #require(project.files.first { $0.path == Self.forms + "/" + document })
            let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Self.forms + "/" + catalog))) as? [String: Any])
            let entry = ((json["strings"] as? [String: Any])?[key] as? [String: Any])?["localizations"] as? [String: Any]
            let german = ((entry?["de"] as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String
            #expect(file.translations.first { $0.key == key && $0.locale == "de" }?.value == german)
        }
    }

    @Test func perLocaleCopyGivesThatLocalesTitles() throws {
        let copy = Self.forms + "/es.lproj/Onboarding.storyboard"
        let title = Fixture.capture(#"<state key="normal" title="([^"]+)""#, in: try String(contentsOfFile: copy, encoding: .utf8))
        let file = try #require(InterfaceBuilderProject(paths: [Self.forms], defaultLocale: "en").files.first { $0.path.hasSuffix("Base.lproj/Onboarding.storyboard") })
        let spanish = try #require(file.translations.first { $0.locale == "es" })
        #expect(spanish.value == title)
        #expect(spanish.source == copy)
        #expect(file.localeFiles.map(\.locale) == ["es"])
    }

    @Test func aMalformedFileDoesNotStopTheOthers() throws {
        let project = InterfaceBuilderProject(paths: [Fixture.root + "/broken"], defaultLocale: "en")
        #expect(project.errors.map(\.file) == [Fixture.root + "/broken/Bad.xib"])
        #expect(project.files.map(\.path) == [Fixture.root + "/broken/Good.xib"])
    }

    /// A fact the reader cannot read is an error naming the file and line, and the document is still read: the
    /// fuzz corpus' paragraph-lines-baselines.xib writes `lineSpacing="nan"` at line 20 on its second fragment.
    @Test func anUnreadableFactIsAnErrorAndTheDocumentIsStillRead() throws {
        let path = Fixture.root + "/../../../Fuzz/corpus/interfacebuilder/paragraph-lines-baselines.xib"
        let lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
        #expect(lines[19].contains(#"lineSpacing="nan""#))
        let project = InterfaceBuilderProject(paths: [path], defaultLocale: "en")
        #expect(project.errors.map(\.line) == [20])
        #expect(project.errors.first?.file == path)
        #expect(project.errors.first?.message.contains(#"lineSpacing="nan""#) == true)
        #expect(project.files.map(\.path) == [path])
    }

    @Test func explicitDocumentGetsTheTranslationsBesideIt() throws {
        let path = Fixture.root + "/duckduckgo-ios/DuckDuckGo/Base.lproj/HomeRow.storyboard"
        let file = try #require(InterfaceBuilderProject(paths: [path], defaultLocale: "en").files.first)
        #expect(Set(file.localeFiles.map(\.locale)) == ["de", "fr", "ru"])
    }
}
