import AutoLayout
import InterfaceBuilder
import Testing

/// SF Symbols in `<resources>` (`catalog="system"`) are listed by shape, 128 pt on the longer side, not by size.
@Suite struct SymbolImageTests {
    /// Two image views pinned to the safe area's top at x 16 and x 100, each with `height = 10 @200` and
    /// nothing else on its height: `gear` (a system symbol listed 128 × 122) and `photo` (an asset listed
    /// 40 × 30). The asset's intrinsic height (30, compression resistance 750) beats the 200 pull: 30. The
    /// symbol has no intrinsic size here, so the pull sets it: 10 (not 122). A system button at x 200 shows the
    /// symbol as its image, with no title.
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
}
