import Foundation
import Testing

/// The first run on an app folder with no config (issue 38, items 4–9), on the hand-built fixture
/// Tests/Fixtures/IB/firstrun:
/// - App/Base.lproj/Login.storyboard: LoginViewController's scene, four classic buttons with width and
///   height constraints, system 17 pt: `sig-nu-p01` "Sign up" 100×44 (the outlet `signupButton`, whose
///   title App/LoginViewController.swift:9 sets from `NSLocalizedString("login.signup", …)`),
///   `con-ti-n02` "Continue" 200×44, `ink-bu-t03` "Continue" 200×19 and `ink-bu-t04` "Continue" 200×12;
/// - App/en.lproj/Login.strings (the development language's own .lproj beside Base.lproj): "Continue to the app",
///   and "Sign up" as the storyboard has it;
/// - App/ru.lproj/Login.strings: UTF-16 little-endian without a byte-order mark, mostly Cyrillic;
/// - App/{en,de}.lproj/Localizable.strings: login.signup "Sign up" / "Jetzt kostenlos registrieren";
/// - App/Views/Card.xib and Extension/Views/Card.xib: the same ObjectIDs (`crd-bu-t01` "View details",
///   system 15 pt), 200 and 60 pt wide; Extension/Views/CardCopy.xib is App/Views/Card.xib byte for byte;
///   App/Views/Banner.xib and App/Views/Base.lproj/Banner.xib are the same document in and out of an .lproj;
/// - Mac/MainMenu.xib (Cocoa), Watch/Interface.storyboard (WatchKit), TV/Main.storyboard (AppleTV) and
///   Legacy/Old.xib (an `<archive>`, not a document): skipped, each named.
@Suite struct FirstRunTests {
    typealias Object = [String: Any]
    static let folder = InterfaceBuilderLintTests.fixtures + "/firstrun"

    static func findings(_ extra: [String] = []) throws -> [Object] {
        try InterfaceBuilderLintTests.findings(extra + [folder])
    }

    static func row(_ findings: [Object], key: String, locale: String, document: String? = nil) -> Object? {
        findings.first { finding in
            finding["key"] as? String == key && finding["locale"] as? String == locale
                && (document.map { (finding["document"] as? String)?.hasSuffix($0) == true } ?? true)
        }
    }

    // MARK: Item 4: titles set in code

    @Test func aTitleSetInCodeIsANoteWithItsPlace() throws {
        let findings = try Self.findings()
        let signup = try #require(Self.row(findings, key: "sig-nu-p01.normalTitle", locale: "en"))
        let sets = try #require(signup["codeSets"] as? [Object])
        #expect(sets.count == 1)
        #expect((sets.first?["file"] as? String)?.hasSuffix("App/LoginViewController.swift") == true)
        #expect(CLITests.number(sets.first?["line"]) == 9)
        #expect(sets.first?["key"] as? String == "login.signup")
        let table = CLITests.run(["lint", "--hermetic", Self.folder]).stdout
        #expect(table.contains("(set in code at LoginViewController.swift:9)"))
    }

    @Test func theKeyCodePassesIsCheckedInTheButton() throws {
        let findings = try Self.findings()
        // "Jetzt kostenlos registrieren" in the 100 pt "Sign up" button: it truncates, and it is the
        // button's own geometry (its width), under its document and object.
        let german = try #require(Self.row(findings, key: "login.signup", locale: "de"))
        #expect(german["status"] as? String == "truncates")
        #expect(CLITests.number(german["width"]) == 100)
        #expect((german["document"] as? String)?.hasSuffix("App/Base.lproj/Login.storyboard") == true)
        #expect(german["baseText"] as? String == "Sign up")
        // The title code replaces is a note: it fails only a strict run. Without the code set the 44 pt
        // row would count as any other; here its status stays what the layout says.
        let strictSignup = try #require(Self.row(try Self.findings(["--strict"]), key: "sig-nu-p01.normalTitle", locale: "en"))
        #expect(strictSignup["status"] as? String == "fits")
    }

    @Test func aFailingTitleSetInCodeFailsOnlyAStrictRun() throws {
        // A config narrows the replaced button to 30 pt: "Sign up" truncates, a note unless --strict
        // (the folder is given: the app's sources are looked for in the folders named).
        let config = LintTests.temporary("narrow.json")
        try #"{"buttons": [{"keys": ["sig-nu-p01"], "bounds": "30x44"}]}"#.write(toFile: config, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: config) }
        let plain = try InterfaceBuilderLintTests.findings(["--config", config, "--locale", "en", Self.folder])
        let signup = try #require(Self.row(plain, key: "sig-nu-p01.normalTitle", locale: "en"))
        #expect(signup["status"] as? String == "truncates")
        #expect(signup["severity"] as? String == "warning")
        let strict = try InterfaceBuilderLintTests.findings(["--strict", "--config", config, "--locale", "en", Self.folder])
        #expect(Self.row(strict, key: "sig-nu-p01.normalTitle", locale: "en")?["severity"] as? String == "error")
    }

    // MARK: Item 5: every document is its own

    @Test func copiedDocumentsKeepTheirOwnRows() throws {
        let findings = try Self.findings()
        let cards = findings.filter { $0["key"] as? String == "crd-bu-t01.normalTitle" && ($0["document"] as? String)?.contains("Card") == true }
        // Three documents with the same ObjectID: each its own row, in its own geometry.
        let documents = cards.compactMap { ($0["document"] as? String).map { String($0.dropFirst(Self.folder.count + 1)) } }.sorted()
        #expect(documents == ["App/Views/Card.xib", "Extension/Views/Card.xib", "Extension/Views/CardCopy.xib"])
        let narrow = try #require(Self.row(findings, key: "crd-bu-t01.normalTitle", locale: "en", document: "Extension/Views/Card.xib"))
        #expect(CLITests.number(narrow["width"]) == 60)
        #expect(narrow["status"] as? String == "truncates")
        #expect(Self.row(findings, key: "crd-bu-t01.normalTitle", locale: "en", document: "App/Views/Card.xib")?["status"] as? String == "fits")
        // A document in no .lproj beside the same one in Base.lproj is read too (it was dropped).
        let banners = findings.filter { ($0["document"] as? String)?.hasSuffix("Banner.xib") == true }
        #expect(banners.count == 2)
        // Identical copies are said to be copies.
        let stderr = CLITests.run(["lint", "--hermetic", Self.folder]).stderr
        #expect(stderr.contains("Extension/Views/CardCopy.xib is a byte-identical copy of \(Self.folder)/App/Views/Card.xib"))
    }

    @Test func theDocumentIsInFingerprintsAndBaselines() throws {
        let log = try LintSARIFTests.sarif(["--strict", Self.folder])
        let results = try #require(((log["runs"] as? [Object])?.first?["results"] as? [Object]))
        let fingerprints = results.compactMap { ($0["partialFingerprints"] as? Object)?["buttonsizerRow/v2"] as? String }
        #expect(fingerprints.count == results.count)
        #expect(Set(fingerprints).count == fingerprints.count)
        #expect(fingerprints.contains { $0.hasSuffix("Extension/Views/Card.xib") })
        // A baseline written from the run names the document; read back, it matches only that document's row.
        let baseline = LintTests.temporary("baseline.json")
        defer { try? FileManager.default.removeItem(atPath: baseline) }
        _ = CLITests.run(["lint", "--hermetic", "--write-baseline", baseline, Self.folder])
        let text = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(text.contains(#""document":"\#(Self.folder)/Extension/Views/Card.xib""#))
        let again = try Self.findings(["--baseline", baseline])
        #expect(Self.row(again, key: "crd-bu-t01.normalTitle", locale: "en", document: "Extension/Views/Card.xib")?["baselined"] as? Bool == true)
    }

    // MARK: Item 6: nothing in silence

    @Test func skippedDocumentsAreNamedAndCounted() {
        let result = CLITests.run(["lint", "--hermetic", Self.folder])
        for (file, reason) in [("Mac/MainMenu.xib", "a macOS (Cocoa) document"), ("Watch/Interface.storyboard", "a watchOS (WatchKit) document"),
                               ("TV/Main.storyboard", "a tvOS (AppleTV) document"), ("Legacy/Old.xib", "not an Interface Builder document")] {
            #expect(result.stderr.contains("lint: skipped \(Self.folder)/\(file): \(reason)"), "\(file)")
        }
        // Login, Card ×3, Banner ×2 read; the four above skipped.
        #expect(result.stderr.contains("lint: 6 documents read (4 skipped: not iOS or not Interface Builder)"))
    }

    @Test func aPathThatIsNotThereIsAnError() {
        let typo = CLITests.run(["lint", "criptxt"])
        #expect(typo.code == 2)
        #expect(typo.stderr == "lint: 'criptxt': no such file or folder\n")
        let empty = LintTests.temporary("empty")
        try? FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let nothing = CLITests.run(["lint", empty])
        #expect(nothing.code == 2)
        #expect(nothing.stderr.contains("lint: '\(empty)': no storyboard, xib or string catalog in this folder"))
    }

    @Test func theDevelopmentLanguagesOwnLprojIsATranslation() throws {
        let findings = try Self.findings()
        let english = try #require(Self.row(findings, key: "con-ti-n02.normalTitle", locale: "en"))
        #expect(english["template"] as? String == "Continue to the app")
        #expect((english["source"] as? String)?.hasSuffix("App/en.lproj/Login.strings") == true)
        // Its "Sign up" (line 5) equals the storyboard's, and it is still what English users see: the row is
        // en.lproj's (before, it was the storyboard's line 11 and en.lproj's entry was never read).
        let signup = try #require(Self.row(findings, key: "sig-nu-p01.normalTitle", locale: "en"))
        #expect((signup["source"] as? String)?.hasSuffix("App/en.lproj/Login.strings") == true)
        #expect(CLITests.number(signup["line"]) == 5)
        #expect(findings.filter { $0["key"] as? String == "sig-nu-p01.normalTitle" && $0["locale"] as? String == "en" }.count == 1)
    }

    @Test func utf16WithoutAByteOrderMarkIsRead() throws {
        // The file: UTF-16LE, no BOM, a Cyrillic comment first: fewer than half of its first bytes are zero.
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.folder + "/App/ru.lproj/Login.strings")))
        #expect(bytes.prefix(2) != [0xFF, 0xFE])
        #expect(bytes.prefix(1024).enumerated().filter { $0.offset % 2 == 1 && $0.element == 0 }.count * 4 < bytes.prefix(1024).count)
        let russian = try #require(Self.row(try Self.findings(), key: "con-ti-n02.normalTitle", locale: "ru"))
        #expect(russian["template"] as? String == "Продолжить")
        #expect(CLITests.number(russian["line"]) == 2)
    }

    // MARK: Item 7: findings first

    @Test func missingAndStaleFoldIntoOneLinePerFileAndLocale() throws {
        // ru.lproj/Login.strings lacks three of the storyboard's four titles (sig-nu-p01, ink-bu-t03, ink-bu-t04).
        let json = try Self.findings().filter { $0["status"] as? String == "missing" }
        #expect(json.count == 3)
        let table = CLITests.run(["lint", "--hermetic", Self.folder]).stdout
        let lines = table.split(separator: "\n").filter { $0.hasPrefix("missing") }
        #expect(lines.count == 1)
        #expect(lines.first?.contains("3 keys") == true)
        let github = CLITests.run(["lint", "--hermetic", "--format", "github", Self.folder]).stdout
        let notices = github.split(separator: "\n").filter { $0.contains("buttonsizer lint%3A missing") }
        #expect(notices.count == 1)
        #expect(notices.first?.contains("3 translations missing in ru") == true)
    }

    @Test func localeFilterKeepsOnlyThoseLocales() throws {
        let findings = try Self.findings(["--locale", "de", "--locale", "ru"])
        #expect(Set(findings.compactMap { $0["locale"] as? String }) == ["de", "ru"])
        let commas = try Self.findings(["--locale", "de,ru"])
        #expect(commas.count == findings.count)
    }

    @Test func theSummaryFitsARunWithoutAConfig() {
        let stderr = CLITests.run(["lint", "--hermetic", Self.folder]).stderr
        #expect(!stderr.contains("not in the config"))
        #expect(stderr.contains("keys of other objects (labels, bar items, skipped buttons) not checked"))
    }

    // MARK: Item 8: say what was measured

    @Test func everyRowSaysItsFontDocumentSceneAndBaseText() throws {
        let findings = try Self.findings()
        let russian = try #require(Self.row(findings, key: "con-ti-n02.normalTitle", locale: "ru"))
        // fontDescription type="system" pointSize="17", no SF file given: the metric system font.
        #expect(russian["font"] as? String == "system (SF metrics) 17 pt")
        #expect(russian["scene"] as? String == "LoginViewController")
        #expect(russian["baseText"] as? String == "Continue to the app")
        #expect((russian["document"] as? String)?.hasSuffix("App/Base.lproj/Login.storyboard") == true)
        let table = CLITests.run(["lint", "--hermetic", "--locale", "ru", Self.folder]).stdout
        #expect(table.contains("Base.lproj/Login.storyboard › LoginViewController  system (SF metrics) 17 pt  Continue to the app  Продолжить"))
        let html = CLITests.run(["lint", "--hermetic", "--format", "html", "--locale", "ru", Self.folder]).stdout
        #expect(html.contains("<td>Continue to the app</td><td>system (SF metrics) 17 pt</td>"))
        let log = try LintSARIFTests.sarif(["--locale", "de", Self.folder])
        let result = try #require(((log["runs"] as? [Object])?.first?["results"] as? [Object])?.first)
        let properties = try #require(result["properties"] as? Object)
        #expect(properties["font"] as? String == "system (SF metrics) 17 pt")
        #expect(properties["baseText"] as? String == "Sign up")
        #expect(properties["scene"] as? String == "LoginViewController")
    }

    // MARK: Item 9: vertical overflow where it shows

    @Test func aLineBoxPastTheBoundsWithItsGlyphsInsideFits() throws {
        // 17 pt system font: line height 17 × 2444/2048 = 20.287109 pt (uikit-measured-rules D1), centred
        // in 19 pt: (20.287109 − 19) / 2 = 0.643555 pt past the top and the bottom. `layout` (the line
        // box) calls it overflows-height:
        let layout = CLITests.run(["layout", "--hermetic", "--title", "Continue", "--font", "system", "--size", "17",
                                   "--bounds", "200x19", "--profile", "classic"]).stdout
        #expect(layout.contains("status overflows-height"))
        #expect(layout.contains("0.643555 pt top, 0.643555 pt bottom"))
        // Its glyphs stay inside. The metric system font draws Inter's outlines; Fonts/Inter-Regular.otf read
        // with fontTools (BoundsPen, 2816 units per em): the highest point of "Continue" is the dot of the i,
        // 2112 units (12.75 pt at 17 pt), the lowest the overshoot of o and e, −32 units (−0.193182 pt). The
        // baseline sits 17 × 1950/2048 = 16.186523 pt below the line box's top, at 15.542969 pt: the ink
        // spans 2.792969 to 15.736151 pt of the 19. Lint: fits, with a note.
        let findings = try Self.findings(["--locale", "en"])
        let fits = try #require(Self.row(findings, key: "ink-bu-t03.normalTitle", locale: "en"))
        #expect(fits["status"] as? String == "fits")
        #expect((fits["notes"] as? [String])?.contains {
            $0.contains("line box reaches past the bounds (0.643555 pt top, 0.643555 pt bottom) but its glyphs stay inside")
        } == true)
        // In 12 pt the line box is 4.143555 pt past each edge and the baseline at 12.042969 pt: the ink
        // reaches 12.042969 − 12.75 = −0.707031 (0.707031 pt past the top) and 12.042969 + 0.193182 =
        // 12.236151 (0.236151 pt past the bottom): still overflows-height, by the ink, not by the box's 4.14 pt,
        // at the top only: the document's retina4_0 is @2x, and 0.236151 pt is less than its 0.5-pt pixel.
        let tight = try #require(Self.row(findings, key: "ink-bu-t04.normalTitle", locale: "en"))
        #expect(tight["status"] as? String == "overflows-height")
        let edges = try #require(tight["boundsOverflow"] as? Object)
        #expect(abs((CLITests.number(edges["top"]) ?? 0) - 0.707031) < 0.000001)
        #expect(CLITests.number(edges["bottom"]) == 0)
    }
}
