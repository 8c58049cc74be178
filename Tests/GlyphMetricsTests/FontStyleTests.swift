import ButtonSizer
import Foundation
import GlyphMetrics
import Testing

/// Real styles only, and the system font.
@Suite struct FontStyleTests {
    static let fixtures = VariableFontTests.fixtures

    // MARK: - Real styles in every scope

    // In the system configuration fontconfig's 90-synthetic.conf answers a request for Bold in a family
    // without one with the Regular face marked weight=bold and embolden=true (`fc-match -v
    // "BSTest Trak:weight=200"` with the fixture folder added shows it): the face's own tables decide.
    // A new library per use, not a static one: a fontconfig configuration still alive at exit holds
    // patterns whose elements fontconfig addresses by offset, which LeakSanitizer reports as leaked.
    static var systemLibrary: FontLibrary { FontLibrary(scope: .system, bundledDirectory: fixtures) }

    @Test func systemScopeRejectsASynthesizedWeight() throws {
        #expect(throws: GlyphMetricsError.self) {
            try Self.systemLibrary.face(family: "BSTest Trak", weight: 700)
        }
    }

    @Test func systemScopeRejectsASynthesizedItalic() throws {
        #expect(throws: GlyphMetricsError.self) {
            try Self.systemLibrary.face(family: "BSTest Trak", italic: true)
        }
    }

    @Test func substitutionUsesTheRealFaceAndSaysSo() throws {
        let (face, note) = try Self.systemLibrary.resolve(family: "BSTest Trak", weight: 700, allowSubstitution: true)
        #expect(face.weight == 400)
        #expect(note?.contains("no 700 face; substituted 400") == true)
    }

    @Test func substitutionNoteReachesTheMeasurement() throws {
        let measurer = try TextMeasurer(library: Self.systemLibrary, allowsSubstitution: true)
        let measured = try measurer.measure(TextRequest(text: "Hi", font: FontSpec(name: "BSTest Trak", size: 17, weight: 700)))
        #expect(measured.font?.substitution?.contains("substituted 400") == true)
    }

    // The hermetic set has Noto Sans CJK JP in Regular and Bold (fonts-noto-cjk), not Light.
    @Test func hermeticScopeRejectsAMissingWeight() throws {
        #expect(throws: GlyphMetricsError.self) {
            try Fixture.library.face(family: "Noto Sans CJK JP", weight: 300)
        }
    }

    // A file is taken as named, but a style asked for explicitly must be one it has.
    @Test func aStaticFileRejectsAnotherWeight() throws {
        #expect(throws: GlyphMetricsError.self) {
            try Fixture.measurer.measure(TextRequest(text: "Hi", font: FontSpec(name: Fixture.path("Inter-Regular.otf"),
                                                                                 size: 17, weight: 700)))
        }
    }

    // MARK: - The system font

    @Test func resolutionOrderOptionFirst() {
        let font = SystemFont(option: "/opt/SF-Pro.ttf", environment: "/env/SF-Pro.ttf")
        #expect(font.path == "/opt/SF-Pro.ttf")
        #expect(font.origin == .option)
    }

    @Test func resolutionOrderEnvironmentSecond() {
        let font = SystemFont(option: nil, environment: "/env/SF-Pro.ttf")
        #expect(font.path == "/env/SF-Pro.ttf")
        #expect(font.origin == .environment)
    }

    @Test func resolutionOrderStandInLast() {
        let font = SystemFont(option: "", environment: nil)
        #expect(font.path == nil)
        #expect(font.description == "metrics")
    }

    static let standIn = try! TextMeasurer(library: Fixture.library, systemFont: SystemFont(option: nil, environment: nil))

    // The stand-in measures as SF (the metric-compatible system font) and is drawn by the bundled
    // Inter's nearest face: Regular, Semibold (headline), Bold.
    @Test(arguments: [(400, "Inter-Regular.otf"), (600, "Inter-SemiBold.otf"), (700, "Inter-Bold.otf")])
    func standInIsInterByWeight(weight: Int, file: String) throws {
        let measured = try Self.standIn.measure(TextRequest(text: "Hello", font: .system(size: 17, weight: weight)))
        #expect(fileNames(measured.fonts) == [file])
        #expect(measured.font?.systemFont == "metrics")
    }

    // iOS's advances of system-regular-17.0 in sf-ios-advances.json (Vercantez/openuikit
    // golden/font_metrics_ios.json @ 32cc00a): H 12.185546875 + e 9.2802734375 + l 3.8681640625 × 2
    // + o 9.6123046875 = 38.814453125 (no kerning pair in "Hello" that SF or the metric font applies).
    @Test func standInWidthIsSFs() throws {
        let measured = try Self.standIn.measure(TextRequest(text: "Hello", font: .system(size: 17)))
        #expect(abs(measured.width - 38.814453125) < 0.001)
    }

    /// A folder laid out like Apple's static SF Pro download, its files standing in by symlink:
    /// SF-Pro-Text-Regular.otf → Inter Regular, SF-Pro-Display-Regular.otf → Noto Sans Regular.
    static let staticFolder: String = {
        // A new folder each run: a folder left by an earlier process with the same pid could hold
        // links into a checkout that no longer exists, and creating a link over one fails.
        let folder = NSTemporaryDirectory() + "buttonsizer-sf-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? FileManager.default.createSymbolicLink(atPath: folder + "/SF-Pro-Text-Regular.otf",
                                                   withDestinationPath: Fixture.path("Inter-Regular.otf"))
        try? FileManager.default.createSymbolicLink(atPath: folder + "/SF-Pro-Display-Regular.otf",
                                                   withDestinationPath: Fixture.path("NotoSans-Regular.ttf"))
        return folder
    }()

    // iOS before the variable SF: Text below 20 pt, Display from 20 pt.
    @Test(arguments: [(19.5, "SF-Pro-Text-Regular.otf"), (20, "SF-Pro-Display-Regular.otf"), (34, "SF-Pro-Display-Regular.otf")])
    func staticFolderSplitsTextAndDisplayAt20(size: Double, file: String) throws {
        let measurer = try TextMeasurer(library: Fixture.library, systemFont: SystemFont(option: Self.staticFolder, environment: nil))
        let measured = try measurer.measure(TextRequest(text: "Hello", font: .system(size: size)))
        #expect(fileNames(measured.fonts) == [file])
        #expect(measured.font?.systemFont == Self.staticFolder)
    }

    @Test func staticFolderWithoutTheWeightIsAnError() throws {
        let measurer = try TextMeasurer(library: Fixture.library, systemFont: SystemFont(option: Self.staticFolder, environment: nil))
        #expect(throws: GlyphMetricsError.self) {
            try measurer.measure(TextRequest(text: "Hello", font: .system(size: 17, weight: 700)))
        }
    }

    // A variable file: weight from its axis (10568 units at wght 700, VariableFontTests).
    @Test func variableFileServesEveryWeight() throws {
        let measurer = try TextMeasurer(library: Fixture.library,
                                        systemFont: SystemFont(option: VariableFontTests.variable, environment: nil))
        let measured = try measurer.measure(TextRequest(text: VariableFontTests.text, font: .system(size: 17, weight: 700)))
        #expect(approx(measured.width, 10568 * 17 / 1000))
    }

    // Dynamic Type through the library: body at AX3 is 40 pt regular, title1 bold at L 28 pt bold.
    @Test func preferredFontTakesTheTable() {
        let body = FontSpec.preferred(.body, contentSize: .accessibilityExtraLarge)
        #expect(body.size == 40)
        #expect(body.weight == 400)
        #expect(body.name == FontSpec.systemFontName)
        let title = FontSpec.preferred(.title1, bold: true)
        #expect(title.size == 28)
        #expect(title.weight == 700)
    }
}

/// `buttonsizer fonts`: what exists as files, a variable face with its weight range.
@Suite struct FontListTests {
    // fc-scan Tests/Fixtures/Fonts/ButtonSizerTestVar.ttf: the variable face (weight range [0 210] in
    // fontconfig units = 100…900) and its named instances Thin 100, Light 300, Medium 500, Bold 700, Black 900
    // (Regular is the default face, 400).
    @Test func variableFaceListsItsRangeAndInstances() throws {
        let families = try FontLibrary(scope: .hermetic, bundledDirectory: VariableFontTests.fixtures).availableFamilies()
        let family = try #require(families.first { $0.name == "BSTest Var" })
        #expect(Set(family.styles) == ["100", "100…900", "300", "400", "500", "700", "900"])
    }

    // A static family lists its one real face, nothing synthesized.
    @Test func staticFamilyListsItsFace() throws {
        let families = try FontLibrary(scope: .hermetic, bundledDirectory: VariableFontTests.fixtures).availableFamilies()
        #expect(families.first { $0.name == "BSTest Trak" }?.styles == ["400"])
    }
}
