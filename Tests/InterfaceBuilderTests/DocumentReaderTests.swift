import Foundation
import InterfaceBuilder
import Localization
import Testing

/// The typed facts of real documents in Tests/Fixtures/IB. Each expected value was read off the fixture by
/// hand; the line it comes from is quoted in the comment (and the test checks the line is still there).
@Suite struct DocumentReaderTests {
    static let homeRow = "duckduckgo-ios/DuckDuckGo/Base.lproj/HomeRow.storyboard"
    static let onboarding = "home-assistant-ios/HomeAssistant/Resources/Base.lproj/Onboarding.storyboard"

    /// The fixture's line `number` contains `text`: the quoted line is the one the expectation comes from.
    static func witness(_ relative: String, line number: Int, _ text: String) throws {
        let lines = try Fixture.lines(relative)
        #expect(lines[number - 1].contains(text), "\(relative):\(number) does not read \(text)")
    }

    static func view(_ id: String, in document: InterfaceBuilderDocument) throws -> IBView {
        try #require(document.allViews.first { $0.view.id == id }?.view)
    }

    /// HomeRow.storyboard:2-3: `<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"
    /// toolsVersion="17156" targetRuntime="iOS.CocoaTouch" … useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES"
    /// … initialViewController="A5s-B8-hd1">` and `<device id="retina4_0" orientation="portrait" appearance="light"/>`.
    @Test func theDocumentAndItsDevice() throws {
        try Self.witness(Self.homeRow, line: 2, #"toolsVersion="17156" targetRuntime="iOS.CocoaTouch""#)
        try Self.witness(Self.homeRow, line: 3, #"<device id="retina4_0" orientation="portrait" appearance="light"/>"#)
        let document = try Fixture.document(Self.homeRow)
        #expect(document.runtime == .iOS)
        #expect(document.isStoryboard)
        #expect(document.toolsVersion == 17156)
        #expect(document.useAutolayout && document.useTraitCollections && document.useSafeAreas)
        #expect(document.initialViewController == "A5s-B8-hd1")
        #expect(document.device == IBDevice(id: "retina4_0", isLandscape: false, appearance: "light", line: 3))
        #expect(document.problems.isEmpty)
    }

    /// HomeRow.storyboard:20-22: `<scene sceneID="Mbn-6e-RDk">` holding `<viewController storyboardIdentifier="instructions"
    /// id="A5s-B8-hd1" customClass="HomeRowInstructionsViewController" …>`; :143 `<viewLayoutGuide key="safeArea" id="BWH-9E-4lY"/>`.
    @Test func theSceneItsViewControllerAndTheSafeArea() throws {
        try Self.witness(Self.homeRow, line: 22, #"storyboardIdentifier="instructions" id="A5s-B8-hd1""#)
        try Self.witness(Self.homeRow, line: 143, #"<viewLayoutGuide key="safeArea" id="BWH-9E-4lY"/>"#)
        let document = try Fixture.document(Self.homeRow)
        let scene = try #require(document.scenes.first)
        #expect(scene.id == "Mbn-6e-RDk")
        let controller = try #require(scene.viewController)
        #expect(controller.element == "viewController")
        #expect(controller.customClass == "HomeRowInstructionsViewController")
        #expect(controller.storyboardIdentifier == "instructions")
        let root = try #require(controller.view)
        #expect(root.key == "view")
        #expect(root.layoutGuides == [IBLayoutGuide(kind: .safeArea, id: "BWH-9E-4lY", line: 143)])
    }

    /// HomeRow.storyboard:133 `<constraint firstAttribute="width" constant="296" id="lzm-iB-os4"/>` and :135
    /// `<constraint firstAttribute="bottom" secondItem="DBH-J5-aEO" secondAttribute="bottom" constant="16" id="qdx-hp-DaB">`,
    /// in the `<constraints>` of view WkQ-rU-dTC (:27): an omitted firstItem is that owner; an omitted
    /// secondItem without a secondAttribute is no second item.
    @Test func anOmittedFirstItemIsTheOwner() throws {
        try Self.witness(Self.homeRow, line: 27, #"id="WkQ-rU-dTC""#)
        try Self.witness(Self.homeRow, line: 133, #"<constraint firstAttribute="width" constant="296" id="lzm-iB-os4"/>"#)
        try Self.witness(Self.homeRow, line: 135, #"<constraint firstAttribute="bottom" secondItem="DBH-J5-aEO" secondAttribute="bottom" constant="16" id="qdx-hp-DaB">"#)
        let owner = try Self.view("WkQ-rU-dTC", in: try Fixture.document(Self.homeRow))
        let width = try #require(owner.constraints.first { $0.id == "lzm-iB-os4" })
        #expect(width == IBConstraint(id: "lzm-iB-os4", line: 133, owner: "WkQ-rU-dTC", firstItem: "WkQ-rU-dTC", firstAttribute: .width,
                                      constant: 296))
        let bottom = try #require(owner.constraints.first { $0.id == "qdx-hp-DaB" })
        #expect(bottom.firstItem == "WkQ-rU-dTC")
        #expect(bottom.firstAttribute == .bottom)
        #expect(bottom.secondItem == "DBH-J5-aEO")
        #expect(bottom.secondAttribute == .bottom)
        #expect(bottom.relation == .equal && bottom.multiplier == 1 && bottom.priority == 1000)
        #expect(bottom.constant == 16)
    }

    /// HomeRow.storyboard:128-129 `<constraint firstItem="DBH-J5-aEO" firstAttribute="top" secondItem="xKc-IP-PMy"
    /// secondAttribute="bottom" constant="16" id="PhI-Ys-hLb">` with `<variation key="heightClass=compact" constant="-86"/>`,
    /// and :136 `<variation key="heightClass=compact-widthClass=compact" constant="8"/>` in qdx-hp-DaB.
    @Test func aConstraintsSizeClassVariation() throws {
        try Self.witness(Self.homeRow, line: 129, #"<variation key="heightClass=compact" constant="-86"/>"#)
        try Self.witness(Self.homeRow, line: 136, #"<variation key="heightClass=compact-widthClass=compact" constant="8"/>"#)
        let owner = try Self.view("WkQ-rU-dTC", in: try Fixture.document(Self.homeRow))
        let top = try #require(owner.constraints.first { $0.id == "PhI-Ys-hLb" })
        #expect(top.constant == 16)
        #expect(top.constantVariations == [IBConstantVariation(traits: "heightClass=compact", constant: -86)])
        let bottom = try #require(owner.constraints.first { $0.id == "qdx-hp-DaB" })
        #expect(bottom.constantVariations == [IBConstantVariation(traits: "heightClass=compact-widthClass=compact", constant: 8)])
        let traits = IBVariation(traits: "heightClass=compact-widthClass=compact", line: 136, masks: [])
        #expect(traits.heightClass == .compact && traits.widthClass == .compact)
    }

    /// The Auto Layout corpus' Loop Main.storyboard:278-279: label zvZ-uf-zMX's `<variation
    /// key="heightClass=regular-widthClass=compact">` holds `<fontDescription key="fontDescription" type="system"
    /// weight="light" pointSize="42"/>` (its own font, :275, is light 45).
    @Test func aViewsSizeClassFont() throws {
        let path = Fixture.root + "/../AutoLayoutCorpus/loop/Loop/Base.lproj/Main.storyboard"
        let lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
        #expect(lines[277].contains(#"<variation key="heightClass=regular-widthClass=compact">"#))
        #expect(lines[278].contains(#"<fontDescription key="fontDescription" type="system" weight="light" pointSize="42"/>"#))
        let document = try InterfaceBuilderDocument(parsing: Array(try Data(contentsOf: URL(fileURLWithPath: path))), source: path)
        let label = try Self.view("zvZ-uf-zMX", in: document)
        #expect(label.font?.pointSize == 45)
        let variation = try #require(label.variations.first)
        #expect(variation.traits == "heightClass=regular-widthClass=compact" && variation.line == 278)
        #expect(variation.font?.pointSize == 42 && variation.font?.weight?.rawValue == "light")
    }

    /// The Auto Layout corpus' duckduckgo DaxOnboarding.storyboard:38: the fragment of label UDm-rv-vek holds
    /// `<paragraphStyle key="NSParagraphStyle" … lineHeightMultiple="1.3500000000000001" …/>` after (:37) `<font
    /// key="NSFont" metaFont="system" size="16"/>`.
    @Test func aFragmentsLineHeightMultiple() throws {
        let path = Fixture.root + "/../AutoLayoutCorpus/duckduckgo-ios/DuckDuckGo/Base.lproj/DaxOnboarding.storyboard"
        let lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
        #expect(lines[36].contains(#"<font key="NSFont" metaFont="system" size="16"/>"#))
        #expect(lines[37].contains(#"lineHeightMultiple="1.3500000000000001""#))
        let document = try InterfaceBuilderDocument(parsing: Array(try Data(contentsOf: URL(fileURLWithPath: path))), source: path)
        let fragment = try #require(try Self.view("UDm-rv-vek", in: document).attributedText?.fragments.first)
        #expect(fragment.lineHeightMultiple == 1.35 && fragment.font?.metaFont == "system" && fragment.font?.size == 16)
    }

    /// A paragraph style's line heights and spacing, each read when not 0: `minimumLineHeight="22"`, `lineSpacing="7"`,
    /// and `maximumLineHeight="0"` (NSParagraphStyle's "no limit") read as none.
    @Test func aFragmentsLineHeightsAndSpacing() throws {
        let xml = #"""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507"><objects>
            <label id="L1"><attributedString key="attributedText"><fragment content="Hi"><attributes>
            <paragraphStyle key="NSParagraphStyle" minimumLineHeight="22" maximumLineHeight="0" lineSpacing="7"/>
            </attributes></fragment></attributedString></label></objects></document>
            """#
        let document = try InterfaceBuilderDocument(parsing: Array(xml.utf8), source: "lines.xib")
        let fragment = try #require(try Self.view("L1", in: document).attributedText?.fragments.first)
        #expect(fragment.minimumLineHeight == 22)
        #expect(fragment.maximumLineHeight == nil)
        #expect(fragment.lineSpacing == 7)
        #expect(fragment.lineHeightMultiple == nil)
    }

    /// The Auto Layout corpus' duckduckgo Onboarding.storyboard:16-22: `<navigationController id="Z3L-XQ-lW0">` with
    /// `<navigationBar key="navigationBar" …>` (no `translucent`: translucent) and `<segue destination="X59-2u-JR5"
    /// kind="relationship" relationship="rootViewController" …/>`; Bookmarks.storyboard's navigation controllers have
    /// `translucent="NO"` bars, so their roots get no inferred bar.
    @Test func aNavigationControllersRoot() throws {
        let corpus = Fixture.root + "/../AutoLayoutCorpus/duckduckgo-ios/DuckDuckGo/Base.lproj/"
        let lines = try String(contentsOfFile: corpus + "Onboarding.storyboard", encoding: .utf8).components(separatedBy: "\n")
        #expect(lines[15].contains(#"<navigationController id="Z3L-XQ-lW0""#))
        #expect(lines[21].contains(#"<segue destination="X59-2u-JR5" kind="relationship" relationship="rootViewController""#))
        let onboarding = try InterfaceBuilderDocument(parsing: Array(try Data(contentsOf: URL(fileURLWithPath: corpus + "Onboarding.storyboard"))), source: "Onboarding.storyboard")
        // Its navigation controller stores the bar at line 18: <rect key="frame" x="0.0" y="44" width="414" height="44"/>.
        #expect(lines[17].contains(#"<rect key="frame" x="0.0" y="44" width="414" height="44"/>"#))
        #expect(onboarding.inferredNavigationBars
                == ["X59-2u-JR5": IBInferredNavigationBar(showsLargeTitle: false, storedFrame: IBRect(x: 0, y: 44, width: 414, height: 44))])
        let bookmarks = try InterfaceBuilderDocument(parsing: Array(try Data(contentsOf: URL(fileURLWithPath: corpus + "Bookmarks.storyboard"))), source: "Bookmarks.storyboard")
        #expect(bookmarks.inferredNavigationBars.isEmpty)
    }

    /// Onboarding.storyboard:506 `<stackView … axis="vertical" … id="eaY-cI-FSy">` (no alignment, distribution or
    /// spacing: fill, fill, 0) and :509 `<stackView … distribution="equalSpacing" … id="wLi-zh-ZCi">` (no axis:
    /// horizontal) with :510 `<rect key="frame" x="0.0" y="0.0" width="343" height="32"/>`; its arranged subviews
    /// are the label "Connected" (:512, hugging 251/251, text style Callout :514) and view Buq-eK-7U7 (:518).
    @Test func aStackViewAndItsArrangedSubviews() throws {
        try Self.witness(Self.onboarding, line: 506, #"axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="eaY-cI-FSy""#)
        try Self.witness(Self.onboarding, line: 509, #"distribution="equalSpacing" translatesAutoresizingMaskIntoConstraints="NO" id="wLi-zh-ZCi""#)
        try Self.witness(Self.onboarding, line: 510, #"<rect key="frame" x="0.0" y="0.0" width="343" height="32"/>"#)
        try Self.witness(Self.onboarding, line: 512, #"horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Connected""#)
        try Self.witness(Self.onboarding, line: 514, #"<fontDescription key="fontDescription" style="UICTFontTextStyleCallout"/>"#)
        let document = try Fixture.document(Self.onboarding)
        let outer = try Self.view("eaY-cI-FSy", in: document)
        #expect(outer.stack == IBStackView(axis: .vertical, alignment: .fill, distribution: .fill, spacing: 0))
        let row = try Self.view("wLi-zh-ZCi", in: document)
        #expect(outer.subviews.first?.id == "wLi-zh-ZCi")
        #expect(row.stack == IBStackView(axis: .horizontal, alignment: .fill, distribution: .equalSpacing, spacing: 0))
        #expect(row.frame == IBRect(x: 0, y: 0, width: 343, height: 32))
        #expect(!row.translatesAutoresizingMaskIntoConstraints)
        #expect(row.subviews.map(\.element) == ["label", "view"])
        let label = try #require(row.subviews.first)
        #expect(label.text == "Connected")
        #expect(label.hugging == IBAxisPriorities(horizontal: 251, vertical: 251))
        #expect(label.compressionResistance == IBAxisPriorities())
        #expect(label.font?.knownTextStyle == .callout)
        #expect(label.font?.pointSize == nil)
        #expect(row.subviews[1].id == "Buq-eK-7U7")
        #expect(row.subviews[1].customClass == "AnimationView")
        #expect(row.subviews[1].customModule == "Lottie")
    }

    /// Ratios, fractions and decimals as the note's §1.3 lists them: "2:3" and "2/3" are 2 ÷ 3, "0.75"
    /// is itself, "1:0" divides by zero. No fixture of Tests/Fixtures/IB has a multiplier, so the
    /// constraint is written here in IB's spelling (auto-layout.md §1.3's example `multiplier="2/3"`).
    @Test func multipliers() throws {
        #expect(IBConstraint.multiplier("2:3") == 2.0 / 3.0)
        #expect(IBConstraint.multiplier("2/3") == 2.0 / 3.0)
        #expect(IBConstraint.multiplier("271:152") == 271.0 / 152.0)
        #expect(IBConstraint.multiplier("0.75") == 0.75)
        #expect(IBConstraint.multiplier("1:0") == nil)
        #expect(IBConstraint.multiplier("2:3:4") == nil)
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="own-er0-001">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                        <constraints>
                            <constraint firstItem="oPA-w3-V6b" firstAttribute="height" secondItem="ubS-NY-rcT" secondAttribute="height" multiplier="2:3" id="c4"/>
                            <constraint firstItem="oPA-w3-V6b" firstAttribute="width" multiplier="two" id="c5"/>
                            <constraint firstItem="oPA-w3-V6b" firstAttribute="baseline" secondItem="ubS-NY-rcT" secondAttribute="firstBaseline" id="c6"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let document = try InterfaceBuilderDocument(parsing: Array(xml.utf8), source: "ratio.xib")
        let constraints = try #require(document.topLevelViews.first).constraints
        #expect(constraints.map(\.id) == ["c4", "c6"])  // c5's multiplier cannot be read: left out, with a problem
        #expect(constraints[0].multiplier == 2.0 / 3.0)
        #expect(constraints[1].firstAttribute == .lastBaseline && constraints[1].secondAttribute == .firstBaseline)
        #expect(document.problems == [CatalogError(file: "ratio.xib", line: 8,
                                                   message: "constraint multiplier \"two\" is not a ratio a:b, a fraction a/b or a number")])
    }

    /// One view's unreadable frame and flag do not lose the view, its siblings or their facts.
    @Test func aBadFactIsAProblemAndTheOtherViewsAreStillRead() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view id="roo-t00-000">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <subviews>
                            <label text="Bad" hidden="maybe" id="bad-000-001">
                                <rect key="frame" x="0.0" y="0.0" width="wide" height="21"/>
                            </label>
                            <label text="Good" hidden="YES" id="goo-d00-002">
                                <rect key="frame" x="8" y="30" width="40" height="21"/>
                            </label>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let document = try InterfaceBuilderDocument(parsing: Array(xml.utf8), source: "bad.xib")
        let root = try #require(document.topLevelViews.first)
        #expect(root.subviews.map(\.id) == ["bad-000-001", "goo-d00-002"])
        #expect(root.subviews[0].text == "Bad" && root.subviews[0].frame == nil && !root.subviews[0].isHidden)
        #expect(root.subviews[1].frame == IBRect(x: 8, y: 30, width: 40, height: 21) && root.subviews[1].isHidden)
        #expect(document.problems.map(\.line) == [6, 7, 7])
        #expect(document.problems.allSatisfy { $0.file == "bad.xib" })
    }

    /// `semanticContentAttribute` is read as IB writes it (GoMap's map view: `forceLeftToRight`; VLC's player controls
    /// stack the same; OsmAnd has a `forceRightToLeft` button); absent, it is unspecified; a value IB never writes is a
    /// problem at its line, and the view is still read.
    @Test func aViewsSemanticContentAttribute() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view semanticContentAttribute="forceLeftToRight" id="ltr-000-001">
                        <subviews>
                            <stackView semanticContentAttribute="forceRightToLeft" id="rtl-000-002"/>
                            <view semanticContentAttribute="spatial" id="spa-000-003"/>
                            <view id="uns-000-004"/>
                            <view semanticContentAttribute="sideways" id="bad-000-005"/>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let document = try InterfaceBuilderDocument(parsing: Array(xml.utf8), source: "semantic.xib")
        let root = try #require(document.topLevelViews.first)
        #expect(root.semanticContentAttribute == .forceLeftToRight)
        #expect(root.subviews.map(\.semanticContentAttribute) == [.forceRightToLeft, .spatial, nil, nil])
        #expect(root.subviews.map(\.id) == ["rtl-000-002", "spa-000-003", "uns-000-004", "bad-000-005"])
        #expect(document.problems.map(\.line) == [8])
        #expect(document.problems.first?.message.contains(#"semanticContentAttribute="sideways""#) == true)
    }

    /// `launchScreen="YES"` on the document marks the app's launch screen; a document without it is not one, and a
    /// value other than YES or NO is a problem at its line.
    @Test(arguments: [(#" launchScreen="YES""#, true, 0), ("", false, 0), (#" launchScreen="maybe""#, false, 1)])
    func aLaunchScreen(attribute: String, isLaunchScreen: Bool, problems: Int) throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch"\(attribute)>
                <objects><view id="lau-000-001"/></objects>
            </document>
            """
        let document = try InterfaceBuilderDocument(parsing: Array(xml.utf8), source: "LaunchScreen.xib")
        #expect(document.isLaunchScreen == isLaunchScreen)
        #expect(document.problems.map(\.line) == Array(repeating: 1, count: problems))
    }

    /// A view's `<keyboardLayoutGuide key="keyboard">` is its keyboard guide, which constraints name by its id; one
    /// with another key, or without an id, is a problem at its line.
    @Test(arguments: [(#"key="keyboard" id="kbd-000-002""#, [IBLayoutGuide(kind: .keyboard, id: "kbd-000-002", line: 4)], [Int]()),
                      (#"key="other" id="kbd-000-002""#, [], [4]), (#"key="keyboard""#, [], [4])])
    func aKeyboardLayoutGuide(attributes: String, guides: [IBLayoutGuide], problems: [Int]) throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view id="kbd-000-001">
                        <keyboardLayoutGuide \(attributes)/>
                    </view>
                </objects>
            </document>
            """
        let document = try InterfaceBuilderDocument(parsing: Array(xml.utf8), source: "Keyboard.xib")
        #expect(document.topLevelViews.first?.layoutGuides == guides)
        #expect(document.problems.map(\.line) == problems)
    }

    /// A string with a line break is written as a `<string key=…>` child, not an attribute (Xcode does so; GoMap's
    /// Display.storyboard has a placeholder ending in a line break and a space): a text field's placeholder, a
    /// button state's title and a segment's title are read from either form.
    @Test func aStringWithALineBreakIsReadFromItsElement() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view id="roo-t00-000">
                        <subviews>
                            <textField id="fld-000-001">
                                <string key="placeholder">http://example.org/{z}.png
             </string>
                            </textField>
                            <textField placeholder="Email" id="fld-000-002"/>
                            <button id="btn-000-003">
                                <state key="normal">
                                    <string key="title">Two
            lines</string>
                                </state>
                            </button>
                            <segmentedControl id="seg-000-004">
                                <segments>
                                    <segment title="One"/>
                                    <segment>
                                        <string key="title">Tw
            o</string>
                                    </segment>
                                </segments>
                            </segmentedControl>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let document = try InterfaceBuilderDocument(parsing: Array(xml.utf8), source: "strings.xib")
        let views = try #require(document.topLevelViews.first).subviews
        #expect(views[0].placeholder == "http://example.org/{z}.png\n ")
        #expect(views[1].placeholder == "Email")
        #expect(views[2].button?.states.first?.title == "Two\nlines")
        #expect(views[3].segmentTitles == ["One", "Tw\no"])
        #expect(document.problems.isEmpty)
    }

    /// Older documents write a collection view cell's content view without an id (DuckDuckGo's TabSwitcher.storyboard
    /// has two such cells): each is a view of its own, named for its line and place, with its subviews — two views
    /// with no id were once taken for one, and the second cell's views lost. Not a problem: Xcode writes them so.
    @Test func viewsWithoutAnIdAreKeptApart() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <collectionViewCell id="cel-000-001">
                        <view key="contentView">
                            <subviews>
                                <label text="One" id="lbl-000-001"/>
                            </subviews>
                        </view>
                    </collectionViewCell>
                    <collectionViewCell id="cel-000-002">
                        <view key="contentView">
                            <subviews>
                                <label text="Two" id="lbl-000-002"/>
                            </subviews>
                        </view>
                    </collectionViewCell>
                </objects>
            </document>
            """
        let document = try InterfaceBuilderDocument(parsing: Array(xml.utf8), source: "cells.xib")
        let contentViews = document.allViews.map(\.view).filter { $0.key == "contentView" }
        // Lines 4 and 11 of the text; the views in document order: cell 0, its content view 1, label 2, cell 3, content view 4.
        #expect(contentViews.map(\.id) == ["no-id-L4-1", "no-id-L11-4"])
        #expect(contentViews.map { $0.subviews.map(\.id) } == [["lbl-000-001"], ["lbl-000-002"]])
        #expect(document.problems.isEmpty)
    }

    /// Two views with one id (a hand-edited or merged file; found by the frames fuzz target) are laid out as two:
    /// the second is named for its line and place, and the clash is a problem naming its line.
    @Test func twoViewsWithOneIdAreTwoViewsAndAProblem() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view id="roo-t00-000">
                        <subviews>
                            <label text="One" id="lbl-000-001"/>
                            <label text="Two" id="lbl-000-001"/>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let document = try InterfaceBuilderDocument(parsing: Array(xml.utf8), source: "twice.xib")
        let labels = try #require(document.topLevelViews.first).subviews
        // The second label is on line 6, the third view in document order (root 0, first label 1).
        #expect(labels.map(\.id) == ["lbl-000-001", "lbl-000-001-L6-2"])
        #expect(labels.map(\.text) == ["One", "Two"])
        #expect(document.problems.map(\.line) == [6])
        #expect(document.problems.first?.message.contains("lbl-000-001-L6-2") == true)
    }

    /// A macOS document is recognised as one (`…Cocoa.XIB`, `targetRuntime="MacOSX.Cocoa"`), and has no UIButtons.
    @Test func aMacOSDocumentIsRecognised() throws {
        let xml = #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" targetRuntime="MacOSX.Cocoa"><objects><button id="b1"/></objects></document>"#
        let document = try InterfaceBuilderDocument(parsing: Array(xml.utf8), source: "mac.xib")
        #expect(document.runtime == .macOS)
        #expect(!document.isStoryboard)
        #expect(document.allViews.count == 1)
        #expect(document.buttons.isEmpty)
    }

    /// Every document of Tests/Fixtures/IB but the malformed one and the pre-Xcode 4 `<archive>` xib (which
    /// the first-run fixture holds to show it is skipped by name) is read whole: as many constraints as
    /// the text has `<constraint ` tags, a view for every stored frame (`<rect key="frame"` — a view
    /// without one, such as a placeholder root, is a view too), and no problem, since the files are Xcode's.
    @Test func everyFixtureIsReadWhole() throws {
        let notDocuments: Set = ["broken/Bad.xib", "firstrun/Legacy/Old.xib"]
        let files = (FileManager.default.enumerator(atPath: Fixture.root)?.compactMap { $0 as? String } ?? [])
            .filter { ($0.hasSuffix(".storyboard") || $0.hasSuffix(".xib")) && !notDocuments.contains($0) }.sorted()
        #expect(files.count >= 10)
        for file in files {
            let text = try Fixture.lines(file).joined(separator: "\n")
            let document = try Fixture.document(file)
            let views = document.allViews.map(\.view)
            #expect(views.flatMap(\.constraints).count == text.components(separatedBy: "<constraint ").count - 1, "\(file)")
            #expect(views.filter { $0.frame != nil }.count == text.components(separatedBy: #"<rect key="frame""#).count - 1, "\(file)")
            #expect(document.problems.isEmpty, "\(file): \(document.problems)")
        }
    }
}
