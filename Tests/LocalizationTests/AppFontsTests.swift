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
