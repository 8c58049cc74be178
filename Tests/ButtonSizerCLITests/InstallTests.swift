import Foundation
import Testing

/// Issue #13: an installed copy finds its fonts relative to itself. The layout `make install` makes
/// (PREFIX/bin/buttonsizer, PREFIX/share/buttonsizer/Fonts) is built in a temporary prefix from this
/// build's debug binary (`make install` itself builds a release binary, minutes on a small machine),
/// then run from another working directory.
@Suite struct InstallTests {
    @Test func aCopiedInstallMeasuresWithItsOwnFonts() throws {
        let prefix = NSTemporaryDirectory() + "buttonsizer-prefix-\(UUID().uuidString)"
        let files = FileManager.default
        try files.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
        try files.createDirectory(atPath: prefix + "/share/buttonsizer", withIntermediateDirectories: true)
        defer { try? files.removeItem(atPath: prefix) }
        try files.copyItem(atPath: Executable.path, toPath: prefix + "/bin/buttonsizer")
        try files.copyItem(atPath: LintTests.root + "/Fonts", toPath: prefix + "/share/buttonsizer/Fonts")

        let installed = try Executable.run(["measure", "--hermetic", "--font", "Inter", "Continue shopping"],
                                           executable: prefix + "/bin/buttonsizer", directory: NSTemporaryDirectory(),
                                           removing: ["BUTTONSIZER_FONTS"])
        #expect(installed.code == 0, "\(installed.stderr)")
        // The fonts beside the executable, not the source tree's: Inter's 25064 units (hb-shape) × 17 / 2816 = 151.309659 pt.
        #expect(installed.stdout.contains("fonts: \(prefix)/share/buttonsizer/Fonts/Inter-Regular.otf\n"), "\(installed.stdout)")
        #expect(installed.stdout.hasPrefix("width 151.309659 pt"))

        // A directory the user names must exist; the error says where it looked.
        let missing = try Executable.run(["measure", "--hermetic", "--bundled-fonts-dir", "/nonexistent/Fonts", "Hi"],
                                         executable: prefix + "/bin/buttonsizer", directory: NSTemporaryDirectory())
        #expect(missing.code == 1)
        #expect(missing.stderr.contains("no bundled fonts found; looked in /nonexistent/Fonts (--bundled-fonts-dir or $BUTTONSIZER_FONTS)"),
                "\(missing.stderr)")

        // --bundled-fonts-dir wins over the fonts beside the executable.
        let named = try Executable.run(["measure", "--hermetic", "--bundled-fonts-dir", LintTests.root + "/Fonts", "Hi"],
                                       executable: prefix + "/bin/buttonsizer", directory: NSTemporaryDirectory())
        #expect(named.code == 0)
        #expect(named.stdout.contains("fonts: \(LintTests.root)/Fonts/Inter-Regular.otf"), "\(named.stdout)")
    }
}
