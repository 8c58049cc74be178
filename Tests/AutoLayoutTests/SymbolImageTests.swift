import AutoLayout
import ButtonSizerTesting
import InterfaceBuilder
import Testing

/// SF Symbols in `<resources>` (`catalog="system"`) are listed by shape, 128 pt on the longer side, not by size.
@Suite struct SymbolImageTests {
    /// Two image views pinned to the safe area's top at x 16 and x 100, each with `height = 10 @200` and
    /// nothing else on its height: `gear` (a system symbol listed 128 × 122) and `photo` (an asset listed
    /// 40 × 30). The asset's intrinsic height (30, compression resistance 750) beats the 200 pull: 30. The
    /// symbol's stands in by its stored size (24 × 10, not 128 × 122), which the pull agrees with: 10. A system
    /// button at x 200 shows the symbol as its image, with no title.
    static let xml = TestStoryboard.xml(TestStoryboard.controllerScene(
        "sym-sc-001", controller: "sym-vc-001", root: "sym-rt-001", safeArea: "sym-sa-001", subviews: """
        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="gear" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="sym-im-001">
            <rect key="frame" x="16" y="20" width="24" height="10"/>
            <constraints>
                <constraint firstAttribute="width" constant="24" id="sym-cs-001"/>
                <constraint firstAttribute="height" constant="10" priority="200" id="sym-cs-002"/>
            </constraints>
        </imageView>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="sym-bt-001">
            <rect key="frame" x="200" y="20" width="30" height="30"/>
            <state key="normal" image="gear" catalog="system"/>
        </button>
        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="photo" translatesAutoresizingMaskIntoConstraints="NO" id="sym-im-002">
            <rect key="frame" x="100" y="20" width="40" height="30"/>
            <constraints>
                <constraint firstAttribute="height" constant="10" priority="200" id="sym-cs-003"/>
            </constraints>
        </imageView>
        """, constraints: """
        <constraint firstItem="sym-im-001" firstAttribute="top" secondItem="sym-sa-001" secondAttribute="top" id="sym-cs-004"/>
        <constraint firstItem="sym-im-001" firstAttribute="leading" secondItem="sym-rt-001" secondAttribute="leading" constant="16" id="sym-cs-005"/>
        <constraint firstItem="sym-im-002" firstAttribute="top" secondItem="sym-sa-001" secondAttribute="top" id="sym-cs-006"/>
        <constraint firstItem="sym-bt-001" firstAttribute="top" secondItem="sym-sa-001" secondAttribute="top" id="sym-cs-008"/>
        <constraint firstItem="sym-bt-001" firstAttribute="leading" secondItem="sym-rt-001" secondAttribute="leading" constant="200" id="sym-cs-009"/>
        <constraint firstItem="sym-im-002" firstAttribute="leading" secondItem="sym-rt-001" secondAttribute="leading" constant="100" id="sym-cs-007"/>
        """), resources: """
        <image name="gear" catalog="system" width="128" height="122"/>
        <image name="photo" width="40" height="30"/>
        """)

    @Test func aSymbolsListedShapeIsNotItsSize() throws {
        let frames = try TestStoryboard.frames(TestStoryboard.document(Self.xml, source: "symbols.storyboard"))
        #expect(frames["sym-im-001"] == IBRect(x: 16, y: 20, width: 24, height: 10))
        #expect(frames["sym-im-002"] == IBRect(x: 100, y: 20, width: 40, height: 30))
        // A button showing the symbol and no title is not sized around a 128 × 122 image.
        let button = try #require(frames["sym-bt-001"])
        #expect(button.width < 128 && button.height < 122, "\(button)")
    }

    /// A symbol image view with no constraints of its size, pinned at x 16 below the safe area's top: reproducing
    /// the canvas (the default, `usesPlaceholderIntrinsicSizes`) it keeps its stored 12.5 × 17, the size Xcode drew
    /// the symbol at; at run time (`usesPlaceholderIntrinsicSizes: false`) it has no size of its own, and nothing
    /// gives it one: 0 × 0.
    @Test func aSymbolKeepsItsStoredSizeOnTheCanvas() throws {
        let xml = TestStoryboard.xml(TestStoryboard.controllerScene(
            "sym-sc-002", controller: "sym-vc-002", root: "sym-rt-002", safeArea: "sym-sa-002", subviews: """
            <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="chevron.left" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="sym-im-003">
                <rect key="frame" x="16" y="20" width="12.5" height="17"/>
            </imageView>
            """, constraints: """
            <constraint firstItem="sym-im-003" firstAttribute="top" secondItem="sym-sa-002" secondAttribute="top" id="sym-cs-010"/>
            <constraint firstItem="sym-im-003" firstAttribute="leading" secondItem="sym-rt-002" secondAttribute="leading" constant="16" id="sym-cs-011"/>
            """), resources: """
            <image name="chevron.left" catalog="system" width="96" height="128"/>
            """)
        let document = try TestStoryboard.document(xml, source: "chevron.storyboard")
        #expect(try TestStoryboard.frames(document)["sym-im-003"] == IBRect(x: 16, y: 20, width: 12.5, height: 17))
        let runTime = DocumentLayout(measurer: FakeMeasurer(), usesPlaceholderIntrinsicSizes: false)
        let frame = try #require(try runTime.solve(document).views.first { $0.objectID == "sym-im-003" }?.frame)
        #expect(frame.width == 0 && frame.height == 0, "\(frame)")
    }

    /// A button showing only a symbol (given as `<imageReference>`, as newer Xcodes write it), pinned at x 16 below the
    /// safe area's top with no constraints of its size: reproducing the canvas it keeps its stored 26 × 26, the size
    /// Xcode drew it at (Tinode's SendImageBar.xib, measured only, stores its xmark.circle button so); a button
    /// sized as a title-less classic one would be 30 wide.
    @Test func aSymbolButtonKeepsItsStoredSizeOnTheCanvas() throws {
        let xml = TestStoryboard.xml(TestStoryboard.controllerScene(
            "sym-sc-003", controller: "sym-vc-003", root: "sym-rt-003", safeArea: "sym-sa-003", subviews: """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="sym-bt-002">
                <rect key="frame" x="16" y="20" width="26" height="26"/>
                <state key="normal">
                    <imageReference key="image" image="xmark.circle" catalog="system" symbolScale="large"/>
                </state>
            </button>
            """, constraints: """
            <constraint firstItem="sym-bt-002" firstAttribute="top" secondItem="sym-sa-003" secondAttribute="top" id="sym-cs-012"/>
            <constraint firstItem="sym-bt-002" firstAttribute="leading" secondItem="sym-rt-003" secondAttribute="leading" constant="16" id="sym-cs-013"/>
            """), resources: """
            <image name="xmark.circle" catalog="system" width="128" height="123"/>
            """)
        let document = try TestStoryboard.document(xml, source: "symbol-button.storyboard")
        #expect(document.allViews.first { $0.0.id == "sym-bt-002" }?.0.button?.state("normal")?.image == "xmark.circle")
        #expect(try TestStoryboard.frames(document)["sym-bt-002"] == IBRect(x: 16, y: 20, width: 26, height: 26))
    }
}
