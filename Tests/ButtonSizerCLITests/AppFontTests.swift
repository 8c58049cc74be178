import ButtonSizer
import ButtonSizerCLI
import Foundation
import GlyphMetrics
import Testing

/// Issue 38 item 1: an app's own fonts are found under the folders lint is given (and its Info.plist's
/// UIAppFonts), a font that is still missing is one error with the fix, iOS's named fonts take a metric-compatible
/// substitute, and --font-dir is a fonts option of every command that measures.
@Suite struct AppFontTests {
    static let fontFile = LintTests.root + "/Tests/Fixtures/Fonts/ButtonSizerTestSFMetrics.ttf"

    /// A small app: two buttons of 150 × 44 pt in the family "BSTest SF Metrics" (a test font, family name from its
    /// `name` table), the font file under Fonts/, and an Info.plist listing it and a file that is not there (line 7).
    static func makeApp(withFont: Bool, tag: String = "lint") throws -> String {
        let app = NSTemporaryDirectory() + "buttonsizer-app-\(getpid())-\(withFont)-\(tag)"
        try? FileManager.default.removeItem(atPath: app)
        try FileManager.default.createDirectory(atPath: app + "/Base.lproj", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: app + "/Fonts", withIntermediateDirectories: true)
        if withFont { try FileManager.default.copyItem(atPath: fontFile, toPath: app + "/Fonts/ButtonSizerTestSFMetrics.ttf") }
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>UIAppFonts</key>
        \t<array>
        \t\t<string>ButtonSizerTestSFMetrics.ttf</string>
        \t\t<string>Missing-Bold.ttf</string>
        \t</array>
        \t<key>UIRequiresFullScreen</key>
        \t<true/>
        </dict>
        </plist>
        """.write(toFile: app + "/Info.plist", atomically: true, encoding: .utf8)
        func button(_ id: String, _ title: String) -> String {
            """
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                        <rect key="frame" x="16" y="70" width="150" height="44"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="150" id="\(id)-w"/>
                            <constraint firstAttribute="height" constant="44" id="\(id)-h"/>
                        </constraints>
                        <fontDescription key="fontDescription" name="BSTestSFMetrics-Regular" family="BSTest SF Metrics" pointSize="15"/>
                        <state key="normal" title="\(title)"/>
                    </button>
            """
        }
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <view contentMode="scaleToFill" id="app-vi-ew1">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <subviews>
        \(button("app-bu-t01", "Sign in"))
        \(button("app-bu-t02", "Sign up"))
                    </subviews>
                </view>
            </objects>
        </document>
        """.write(toFile: app + "/Base.lproj/Login.xib", atomically: true, encoding: .utf8)
        return app
    }

    @Test func theAppsOwnFontIsFoundAndReportedOnce() throws {
        let app = try Self.makeApp(withFont: true)
        let result = CLITests.run(["lint", "--hermetic", app])
        #expect(result.code == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("no font family"))
        #expect(result.stderr.contains("lint: the app's fonts: 1 file (ButtonSizerTestSFMetrics.ttf); 1 listed in UIAppFonts of \(app)/Info.plist"))
        // The listed file that is not there: one warning at its line (the second <string>, line 8).
        #expect(result.stderr.contains("\(app)/Info.plist:8: warning: UIAppFonts lists 'Missing-Bold.ttf'"))
        #expect(result.stdout.components(separatedBy: "\nfits ").count == 3)  // both titles measured and fit
    }

    /// `frames` measures with the app's own fonts too: with the file under Fonts/ the buttons' family loads and
    /// the stand-in note is absent; without it, the note says the system font stood in.
    @Test func framesMeasuresWithTheAppsOwnFont() throws {
        let app = try Self.makeApp(withFont: true, tag: "frames")
        let found = CLITests.run(["frames", "--hermetic", app])
        #expect(found.code == 0, "\(found.stderr)")
        #expect(found.stderr.contains("frames: the app's fonts: 1 file (ButtonSizerTestSFMetrics.ttf)"))
        #expect(!found.stdout.contains("font BSTest SF Metrics not available"))
        let bare = try Self.makeApp(withFont: false, tag: "frames")
        let missing = CLITests.run(["frames", "--hermetic", bare])
        #expect(missing.stdout.contains("note: font BSTest SF Metrics not available: the system font stands in for it"))
    }

    @Test func aMissingFontIsOneErrorWithTheFix() throws {
        let app = try Self.makeApp(withFont: false)
        let result = CLITests.run(["lint", "--hermetic", app])
        #expect(result.code == 1)
        let errors = result.stderr.split(separator: "\n").filter { $0.hasPrefix("lint: error: font 'BSTest SF Metrics'") }
        #expect(errors.count == 1)
        #expect(errors.first?.contains("--font-dir DIR") == true)
        #expect(errors.first?.contains("the 2 buttons using it") == true)
        #expect(!result.stdout.contains("error"))  // no row per button

        // --font-dir with the font's folder: both measured.
        let given = CLITests.run(["lint", "--hermetic", "--font-dir", LintTests.root + "/Tests/Fixtures/Fonts", app])
        #expect(given.code == 0, "\(given.stderr)")
        #expect(given.stdout.components(separatedBy: "\nfits ").count == 3)
    }

    // §8.2 (docs/reference/font-substitutes.md): Liberation Sans has Arial's and Helvetica's advance widths. In the
    // hermetic set (no fonts-urw-base35) Helvetica's first substitute, Nimbus Sans, is absent, so Liberation Sans.
    @Test(arguments: ["Arial", "Helvetica", "helvetica"])
    func iOSNamedFontsTakeAMetricCompatibleSubstitute(family: String) throws {
        let object = try CLITests.json(["measure", "--hermetic", "--json", "--font", family, "Continue shopping"])
        let font = try #require(object["font"] as? [String: Any])
        #expect((font["file"] as? String)?.hasSuffix("/LiberationSans-Regular.ttf") == true)
        #expect((font["substitution"] as? String)?.hasPrefix("Liberation Sans stands in for \(family) (metric-compatible") == true)
        #expect(MetricSubstitutes.standsInFor(font["substitution"] as? String) == family)
        let direct = try CLITests.json(["measure", "--hermetic", "--json", "--font", "Liberation Sans", "Continue shopping"])
        #expect(object["width"] as? Double == direct["width"] as? Double)
    }

    // The row code's API: the resolved font says what it stands in for.
    @Test func theResolvedFontSaysWhatItStandsInFor() throws {
        let measurer = try TextMeasurer(library: FontLibrary(scope: .hermetic))
        let helvetica = try measurer.measure(TextRequest(text: "Sign in", font: FontSpec(name: "Helvetica", size: 17)))
        #expect(helvetica.font?.standsInFor == "Helvetica")
        let liberation = try measurer.measure(TextRequest(text: "Sign in", font: FontSpec(name: "Liberation Sans", size: 17)))
        #expect(liberation.font?.standsInFor == nil)
    }

    @Test func aNamedFontWithoutSubstituteInstalledNamesItsPackage() {
        let result = CLITests.run(["measure", "--hermetic", "--font", "Palatino", "x"])
        #expect(result.code == 1)
        #expect(result.stderr.contains("no font family named 'Palatino'; closest: P052 (metric-compatible, Debian fonts-urw-base35)"))
    }

    // Every substitute's package is one `make deps` installs.
    @Test func theMakefileInstallsEverySubstitutesPackage() throws {
        let makefile = try String(contentsOfFile: LintTests.root + "/Makefile", encoding: .utf8)
        let packages = Set(makefile.split(separator: "\n").filter { $0.hasPrefix("DEB_PACKAGES") }
            .flatMap { $0.split(separator: " ").map(String.init) })
        #expect(MetricSubstitutes.packages.subtracting(packages).isEmpty)
    }

    @Test(arguments: ["measure", "layout", "render", "lint", "batch", "serve"])
    func fontDirIsAFontsOptionOfEveryCommand(command: String) throws {
        let help = CLITests.run(["help", command]).stdout
        let fonts = try #require(help.components(separatedBy: "\nFonts and run:\n").dropFirst().first)
        #expect(fonts.hasPrefix("  --hermetic") && fonts.contains("\n  --font-dir DIR[:DIR…]"))
    }

    @Test func layoutAcceptsFontDirAndTheOldBundledSpellingSaysWhichIsWhich() {
        let layout = CLITests.run(["layout", "--hermetic", "--font-dir", LintTests.root + "/Tests/Fixtures/Fonts",
                                   "--font", "BSTest SF Metrics", "--title", "Sign in"])
        #expect(layout.code == 0, "\(layout.stderr)")
        let old = CLITests.run(["measure", "--hermetic", "--fonts-dir", "/tmp", "x"])
        #expect(old.code == 64)
        #expect(old.stderr.contains("--fonts-dir is now --bundled-fonts-dir") && old.stderr.contains("--font-dir DIR"))
    }
}

