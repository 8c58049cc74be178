import ButtonLint
import Foundation
import InterfaceBuilder
import JSONText
import Localization
import Testing

/// Lint's reading of Interface Builder buttons (InterfaceBuilderButton: typed facts → layout fields) on the hand-written documents of Tests/Fixtures/IB/forms (one button per
/// form in the reference) and on a real app's storyboard. Expected values are read from the fixture text
/// here, with regular expressions over its lines, not through the reader.
@Suite struct InterfaceBuilderReaderTests {
    static let root = String(#filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast(2)
        .joined(separator: "/") + "/Fixtures/IB"
    static let main = root + "/forms/Base.lproj/Main.storyboard"

    static func document(_ path: String = main) throws -> InterfaceBuilderDocument {
        try InterfaceBuilderDocument(parsing: Array(try Data(contentsOf: URL(fileURLWithPath: path))), source: path)
    }

    /// The document's buttons as lint reads them.
    static func buttons(_ path: String = main) throws -> [InterfaceBuilderButton] {
        InterfaceBuilderButton.all(in: try document(path))
    }

    static func lines(_ path: String = main) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
    }

    /// The first capture of `pattern` in `text`.
    static func capture(_ pattern: String, in text: String) -> String? {
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let range = Range(match.range(at: 1), in: text) else { return nil }
        return String(text[range])
    }

    /// The fixture's lines from button `id`'s tag to its `</button>` (or the self-closing tag).
    static func block(_ id: String) throws -> [String] {
        let all = try lines()
        let start = try #require(all.firstIndex { $0.contains("<button ") && $0.contains("id=\"\(id)\"") })
        let end = all[start...].firstIndex { $0.contains("</button>") } ?? start
        return Array(all[start...end])
    }

    static func button(_ id: String) throws -> InterfaceBuilderButton {
        try #require(try buttons().first { $0.objectID == id })
    }

    /// Which stored frames are the button's own size (what `lint --calibrate` compares): the fixture's
    /// constraints and stacks read here decide, per button, whether its width and height hug its title.
    @Test(arguments: [
        ("sty-le-b05", true, true),      // centred, no constraint of its own
        ("leg-ac-y01", false, true),     // <constraint firstAttribute="width" constant="120">
        ("sem-ib-o02", false, false),    // width and height constraints
        ("mis-pl-a09", false, false),    // misplaced="YES"
        ("stk-bu-t15", false, true),     // a vertical stack aligned fill (its default) stretches its width
        ("hst-bu-t18", true, false),     // a horizontal stack aligned fill stretches its height
    ])
    func hugging(id: String, width: Bool, height: Bool) throws {
        let block = try Self.block(id).joined(separator: "\n")
        let button = try Self.button(id)
        #expect(button.hugsWidth == width)
        #expect(button.hugsHeight == height)
        #expect(button.storedSize?.width == Self.capture(#"<rect key="frame" [^>]*width="([0-9.]+)""#, in: block).flatMap(Double.init))
        #expect(button.storedSize?.height == Self.capture(#"<rect key="frame" [^>]*height="([0-9.]+)""#, in: block).flatMap(Double.init))
        // The fixture says so: the constraints the comments name are there.
        #expect(block.contains(#"firstAttribute="width""#) == (id == "leg-ac-y01" || id == "sem-ib-o02"))
        #expect(block.contains(#"firstAttribute="height""#) == (id == "sem-ib-o02"))
    }

    /// A stack lays out no hidden arranged view, so Xcode may store it collapsed (Element's
    /// AuthenticationViewController.xib: a hidden "Skip" stored 0 wide in a fill-proportionally stack beside
    /// "Log In"). Such a button is skipped with the reason, not checked in 0 pt; one stored at its shown size
    /// (Pocket Casts' PromotionViewController.xib: hidden buttons 374 × 56 in a vertical stack) is checked in
    /// it. A shown neighbour in a hugging stack counts no spacing for a hidden one: 200 − 10 (the other
    /// shown button) − 8 (one spacing) = 182.
    @Test func hiddenArrangedButtonsAreSkippedAndTakeNoSpacing() throws {
        func button(_ id: String, _ title: String, hidden: Bool, width: Double) -> String {
            """
            <button \(hidden ? #"hidden="YES" "# : "")opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="30"/>
                <state key="normal" title="\(title)"/>
            </button>
            """
        }
        func document(distribution: String) -> String {
            Fixture.xib(width: 200, height: 30, subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" \(distribution)spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stk-vi-ew1">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="30"/>
                    <subviews>
                        \(button("sho-wn-bu1", "Log In", hidden: false, width: 106))
                        \(button("hid-de-nb2", "Skip", hidden: true, width: 0))
                        \(button("hid-de-nb4", "Later", hidden: true, width: 60))
                        \(button("sho-wn-bu3", "OK", hidden: false, width: 10))
                    </subviews>
                </stackView>
                """)
        }
        func buttons(distribution: String) throws -> [String: InterfaceBuilderButton] {
            let text = document(distribution: distribution)
            let parsed = try InterfaceBuilderDocument(parsing: Array(text.utf8), source: "Hidden.xib")
            return Dictionary(uniqueKeysWithValues: InterfaceBuilderButton.all(in: parsed).map { ($0.objectID, $0) })
        }
        let proportional = try buttons(distribution: #"distribution="fillProportionally" "#)
        #expect(proportional["hid-de-nb2"]?.skipReason?.contains("hidden in a stack view") == true)
        #expect(proportional["sho-wn-bu1"]?.skipReason == nil)
        #expect(proportional["hid-de-nb4"]?.skipReason == nil)
        let hugging = try buttons(distribution: "")
        let shown = try #require(hugging["sho-wn-bu1"])
        #expect(shown.sources["max-width"] == "superview")
        #expect(Self.field(shown, "max-width") == .number(182))
    }

    static func field(_ button: InterfaceBuilderButton, _ name: String) -> JSON? {
        button.fields.last { $0.name == name }?.value.json
    }

    @Test func everyButtonIsReadWithItsIDAndLine() throws {
        var expected: [(String, Int)] = []
        for (index, line) in try Self.lines().enumerated() where line.contains("<button ") {
            expected.append((try #require(Self.capture(#" id="([^"]+)""#, in: line)), index + 1))
        }
        let buttons = try Self.buttons()
        #expect(buttons.map(\.objectID) == expected.map(\.0))
        #expect(buttons.map(\.line) == expected.map(\.1))
    }

    @Test func titleIsTheConfigurationsElseTheNormalStates() throws {
        for button in try Self.buttons() {
            let text = try Self.block(button.objectID).joined(separator: "\n")
            let configured = Self.capture(#"<buttonConfiguration [^>]*title="([^"]*)""#, in: text)
            let normal = Self.capture(#"<state key="normal" [^>]*title="([^"]*)""#, in: text)
                ?? Self.capture(#"<fragment content="([^"]*)""#, in: text)
            #expect(button.title == (configured ?? normal), "\(button.objectID)")
            #expect(button.titleKey == button.objectID + (configured != nil ? ".configuration.title" : ".normalTitle"))
        }
    }

    @Test func configuredButtonsLeftoverTitleIsNotTheTitle() throws {
        let button = try Self.button("cfg-fi-l07")
        #expect(try Self.block("cfg-fi-l07").contains { $0.contains(#"<state key="normal" title="Button"/>"#) })
        #expect(button.title == "Use Camera")
        #expect(button.hiddenKeys == ["cfg-fi-l07.normalTitle"])
        #expect(Self.field(button, "profile") == .string("configuration"))
        #expect(Self.field(button, "style") == .string("filled"))
        #expect(Self.field(button, "padding") == .number(6))
        // titleFontDescription style UICTFontTextStyleCallout
        #expect(Self.field(button, "text-style") == .string("callout"))
        #expect(button.sources["text-style"] == "titleFontDescription")
    }

    @Test func configurationInsetsSizeAndAlignment() throws {
        let button = try Self.button("cfg-pl-a08")
        let text = try Self.block("cfg-pl-a08").joined()
        let insets = ["top", "leading", "bottom", "trailing"].compactMap { Self.capture(#"contentInsets" [^>]*\#($0)="([0-9.]+)""#, in: text) }
        #expect(Self.field(button, "insets") == .string(insets.joined(separator: ",")))
        #expect(Self.field(button, "button-size") == .string(try #require(Self.capture(#"buttonSize="(\w+)""#, in: text))))
        #expect(Self.field(button, "title-align") == .string(try #require(Self.capture(#"titleAlignment="(\w+)""#, in: text))))
    }

    /// No fontDescription: UIKit's default title font, system 15 pt (uikit-measured-rules B1).
    @Test func noFontDescriptionIsTheSystemFontAt15() throws {
        #expect(try !Self.block("leg-ac-y01").contains { $0.contains("fontDescription") })
        let button = try Self.button("leg-ac-y01")
        #expect(Self.field(button, "font") == .string("system"))
        #expect(Self.field(button, "size") == .number(15))
        #expect(button.sources["size"] == "default")
    }

    @Test(arguments: [("sem-ib-o02", "weight", JSON.string("semibold")), ("bol-ds-y03", "weight", .string("bold")),
                      ("ita-ls-y04", "italic", .bool(true)), ("sty-le-b05", "text-style", .string("headline")),
                      ("nam-ed-f06", "font", .string("DejaVu Sans")), ("nam-ed-f06", "weight", .string("bold"))])
    func everyFontForm(id: String, name: String, expected: JSON) throws {
        // Each pairs with the fixture's fontDescription line: weight="semibold", type="boldSystem",
        // type="italicSystem", style="UICTFontTextStyleHeadline", family="DejaVu Sans" name="DejaVuSans-Bold".
        let line = try #require(try Self.block(id).first { $0.contains("<fontDescription") })
        let witness = ["sem-ib-o02": #"weight="semibold""#, "bol-ds-y03": #"type="boldSystem""#, "ita-ls-y04": #"type="italicSystem""#,
                       "sty-le-b05": "UICTFontTextStyleHeadline", "nam-ed-f06": #"name="DejaVuSans-Bold""#][id]!
        #expect(line.contains(witness))
        #expect(Self.field(try Self.button(id), name) == expected)
        #expect(try Self.button(id).sources[name] == "fontDescription")
    }

    @Test func pointSizesComeFromTheFontDescription() throws {
        for id in ["sem-ib-o02", "bol-ds-y03", "ita-ls-y04", "nam-ed-f06"] {
            let size = try #require(Self.capture(#"pointSize="([0-9.]+)""#, in: try Self.block(id).joined()).flatMap(Double.init))
            #expect(Self.field(try Self.button(id), "size") == .number(size), "\(id)")
        }
    }

    /// Xcode writes DBL_MIN (2.2250738585072014e-308) for a zero inset: read as 0.
    @Test func dblMinInsetsReadAsZero() throws {
        let line = try #require(try Self.block("sem-ib-o02").first { $0.contains("contentEdgeInsets") })
        #expect(line.contains("2.2250738585072014e-308"))
        let value = { (key: String) in Self.capture(#" \#(key)="([^"]+)""#, in: line).flatMap(Double.init).map { $0 < 1e-300 ? 0 : $0 }! }
        let expected = [value("minY"), value("minX"), value("maxY"), value("maxX")].map { String(Int($0)) }.joined(separator: ",")
        #expect(Self.field(try Self.button("sem-ib-o02"), "insets") == .string(expected))
        #expect(Self.field(try Self.button("bol-ds-y03"), "title-insets") == .string("0,4,0,0"))  // minX="4"
    }

    @Test func widthConstraints() throws {
        // = 280 and height = 44: bounds; ≤ 200: max-width.
        let fixed = try Self.button("sem-ib-o02")
        let text = try Self.block("sem-ib-o02").joined()
        let width = try #require(Self.capture(#"firstAttribute="width" constant="(\d+)""#, in: text))
        let height = try #require(Self.capture(#"firstAttribute="height" constant="(\d+)""#, in: text))
        #expect(Self.field(fixed, "bounds") == .string("\(width)x\(height)"))
        #expect(fixed.sources["bounds"] == "constraint")
        let capped = try Self.button("bol-ds-y03")
        let limit = try #require(Self.capture(#"relation="lessThanOrEqual" constant="(\d+)""#, in: try Self.block("bol-ds-y03").joined()))
        #expect(Self.field(capped, "max-width") == .number(try #require(Double(limit))))
        #expect(capped.sources["max-width"] == "constraint")
    }

    @Test func widthFixedByTheLayoutIsTheStoredFrame() throws {
        for id in ["ita-ls-y04", "cfg-pl-a08", "stk-bu-t15"] {  // both edges pinned; width = superview − 40; a vertical fill stack
            let rect = try #require(try Self.block(id).first { $0.contains(#"<rect key="frame""#) })
            let size = ["width", "height"].compactMap { Self.capture(#" \#($0)="([0-9.]+)""#, in: rect) }.joined(separator: "x")
            let button = try Self.button(id)
            #expect(Self.field(button, "bounds") == .string(size), "\(id)")
            #expect(button.sources["bounds"] == "frame")
        }
    }

    @Test func huggingButtonGetsTheRoomItsSuperviewLeaves() throws {
        // In the horizontal stack: the stack's width − the spacer's − the spacing.
        let all = try Self.lines().joined(separator: "\n")
        let stack = try #require(Self.capture(#"id="stk-ho-r17">\s*<rect key="frame" [^>]*width="(\d+)""#, in: all).flatMap(Double.init))
        let spacing = try #require(Self.capture(#"spacing="(\d+)" [^>]*id="stk-ho-r17""#, in: all).flatMap(Double.init))
        let spacer = try #require(Self.capture(#"id="spa-ce-r19">\s*<rect key="frame" [^>]*width="(\d+)""#, in: all).flatMap(Double.init))
        let button = try Self.button("hst-bu-t18")
        #expect(Self.field(button, "max-width") == .number(stack - spacer - spacing))
        #expect(button.sources["max-width"] == "superview")
        // Centred in the 393 pt root view: twice the distance from its centre to the nearer edge.
        let rect = try #require(try Self.block("sty-le-b05").first { $0.contains("<rect") })
        let x = try #require(Self.capture(#"x="([0-9.]+)""#, in: rect).flatMap(Double.init))
        let w = try #require(Self.capture(#"width="([0-9.]+)""#, in: rect).flatMap(Double.init))
        let root = try #require(Self.capture(#"id="roo-tv-iew">\s*<rect key="frame" [^>]*width="(\d+)""#, in: all).flatMap(Double.init))
        #expect(Self.field(try Self.button("sty-le-b05"), "max-width") == .number(2 * min(x + w / 2, root - x - w / 2)))
    }

    @Test func imageSizeFromResources() throws {
        let all = try Self.lines().joined()
        let width = try #require(Self.capture(#"<image name="cartIcon" width="(\d+)""#, in: all))
        let height = try #require(Self.capture(#"<image name="cartIcon" width="\d+" height="(\d+)""#, in: all))
        #expect(Self.field(try Self.button("nam-ed-f06"), "image") == .string("\(width)x\(height)"))
    }

    @Test func flagsAndNotes() throws {
        #expect(try Self.block("mis-pl-a09")[0].contains(#"misplaced="YES""#))
        #expect(try Self.button("mis-pl-a09").frameIsStale)
        #expect(try !Self.button("leg-ac-y01").frameIsStale)
        // The outlet "retryWidth" points at out-le-t10's width constraint wid-th-010.
        #expect(try Self.lines().contains { $0.contains(#"destination="wid-th-010""#) })
        #expect(try Self.button("out-le-t10").notes.contains { $0.contains("wid-th-010 is an outlet") })
        // An attributed title is read as its runs (AttributedTitleReaderTests), not noted as ignored.
        #expect(try Self.field(Self.button("att-ri-b16"), "title-runs") != nil)
    }

    @Test func titlesSetInCodeAreSkippedWithTheReason() throws {
        #expect(try Self.button("run-ti-m11").skipReason?.contains("localizedText='login_button'") == true)
        #expect(try Self.button("pla-ce-h12").skipReason?.contains("placeholder") == true)
        #expect(try Self.button("img-on-l13").skipReason?.contains("no title") == true)
        #expect(try Self.button("leg-ac-y01").skipReason == nil)
    }

    @Test func malformedDocumentNamesFileAndLine() throws {
        let path = Self.root + "/broken/Bad.xib"
        let line = try #require(try Self.lines(path).firstIndex { $0.contains("</butto>") }) + 1
        let error = try #require(throws: CatalogError.self) { try Self.document(path) }
        #expect(error.file == path)
        #expect(error.line == line)
    }

    @Test func notAnInterfaceBuilderDocument() {
        #expect(throws: CatalogError.self) { try InterfaceBuilderDocument(parsing: Array("<plist/>".utf8), source: "x.xib") }
    }

    /// DuckDuckGo's HomeRow.storyboard: one titled button, one image-only; the titled one's width is tied
    /// to its container's (width − 32), so the stored frame is its size.
    @Test func realStoryboard() throws {
        let path = Self.root + "/duckduckgo-ios/DuckDuckGo/Base.lproj/HomeRow.storyboard"
        let document = try Self.document(path)
        let buttons = InterfaceBuilderButton.all(in: document)
        let lines = try Self.lines(path)
        let buttonLines = lines.filter { $0.contains("<button ") }
        #expect(buttons.count == buttonLines.count)
        #expect(document.device?.id == Self.capture(#"<device id="(\w+)""#, in: lines.joined()))
        let titled = try #require(buttons.first { $0.skipReason == nil })
        #expect(titled.title == Self.capture(#"<state key="normal" title="([^"]+)""#, in: lines.joined()))
        let text = lines.joined()
        let frame = try #require(Self.capture(#"id="DBH-J5-aEO">\s*<rect key="frame" x="16" y="396" (width="\d+" height="\d+")"#, in: text))
        #expect(Self.field(titled, "bounds") == .string(frame.replacingOccurrences(of: "width=\"", with: "")
            .replacingOccurrences(of: "\" height=\"", with: "x").replacingOccurrences(of: "\"", with: "")))
        #expect(Self.field(titled, "lines") == .number(0))  // lineBreakMode="wordWrap"
    }
}
