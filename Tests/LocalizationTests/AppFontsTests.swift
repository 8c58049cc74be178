import Foundation
import Localization
import Testing

/// Info.plist's UIAppFonts ("Fonts provided by application"), as Xcode writes it: an array of file names.
@Suite struct AppFontsTests {
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleName</key>
        \t<string>App</string>
        \t<key>UIAppFonts</key>
        \t<array>
        \t\t<string>NunitoSans-Regular.ttf</string>
        \t\t<string>Fonts/NunitoSans-Bold.ttf</string>
        \t</array>
        \t<key>UIRequiresFullScreen</key>
        \t<true/>
        </dict>
        </plist>
        """

    @Test func theEntriesWithTheirLines() throws {
        let fonts = try AppFonts.declaredFonts(Array(Self.plist.utf8), source: "App/Info.plist")
        #expect(fonts.map(\.name) == ["NunitoSans-Regular.ttf", "Fonts/NunitoSans-Bold.ttf"])
        #expect(fonts.map(\.line) == [9, 10])
    }

    /// An app folder holding the app's Info.plist (``plist``) and a binary Info.plist at `binaryPlist` (a relative
    /// folder), with `files` (relative path → bytes) besides; the caller removes it.
    static func appFolder(binaryPlist: String, files: [String: [UInt8]] = [:]) throws -> String {
        let folder = NSTemporaryDirectory() + "appfonts-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/" + binaryPlist, withIntermediateDirectories: true)
        try Data("bplist00\u{0}\u{1}".utf8).write(to: URL(fileURLWithPath: folder + "/" + binaryPlist + "/Info.plist"))
        try Data(Self.plist.utf8).write(to: URL(fileURLWithPath: folder + "/Info.plist"))
        for (path, bytes) in files { try Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + path)) }
        return folder
    }

    /// Build output is not searched: CMake's `CMakeFiles` (Provenance commits its emulator cores' ones) holds test
    /// bundles whose binary Info.plists are not the app's. The app's own Info.plist is read, with no error.
    @Test func cmakesBuildFilesAreNotSearched() throws {
        let folder = try Self.appFolder(binaryPlist: "Cores/cmake/CMakeFiles/3.25.1/CompilerIdC/CompilerIdC.xctest")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fonts = AppFonts(folders: [folder])
        #expect(fonts.errors.isEmpty, "\(fonts.errors)")
        #expect(fonts.declared.map(\.name) == ["NunitoSans-Regular.ttf", "Fonts/NunitoSans-Bold.ttf"])
    }

    /// A built bundle's Info.plist (a framework's, a resource bundle's) is the bundle's, not the app's: not read,
    /// while a font inside the bundle is still one of the app's files.
    @Test func aBundlesOwnInfoPlistIsNotTheApps() throws {
        let bundle = "Vendor/Uploader.bundle/Contents"
        let folder = try Self.appFolder(binaryPlist: bundle, files: [bundle + "/NunitoSans-Regular.ttf": [0, 1, 0, 0]])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fonts = AppFonts(folders: [folder])
        #expect(fonts.errors.isEmpty, "\(fonts.errors)")
        #expect(fonts.files == [folder + "/" + bundle + "/NunitoSans-Regular.ttf"])
        #expect(fonts.declared.first?.file == folder + "/" + bundle + "/NunitoSans-Regular.ttf")
    }

    @Test func aPlistWithoutTheKeyHasNone() throws {
        let plist = Self.plist.replacingAll("UIAppFonts", with: "UIOtherKey")
        #expect(try AppFonts.declaredFonts(Array(plist.utf8), source: "App/Info.plist").isEmpty)
    }

    @Test(arguments: [("bplist00\u{0}\u{1}", "binary property list"), ("<plist><array/></plist>", "not a property list of a dictionary"),
                      ("<plist><dict><key>UIAppFonts</key><string>a.ttf</string></dict></plist>", "UIAppFonts is not an array"),
                      ("<plist><dict><key>UIAppFonts</key><array><integer>1</integer></array></dict></plist>", "not a file name")])
    func badPlistsAreNamedErrors(text: String, problem: String) {
        #expect {
            try AppFonts.declaredFonts(Array(text.utf8), source: "App/Info.plist")
        } throws: { error in
            guard let error = error as? CatalogError else { return false }
            return error.file == "App/Info.plist" && error.message.contains(problem)
        }
    }
}

private extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
