import AutoLayout
import InterfaceBuilder
import Testing

/// The readable content guide (§1.8): margins that follow it keep the content at most 672 pt wide, centred.
@Suite struct ReadableContentTests {
    /// A retina4_7 storyboard whose root has `layoutMarginsFollowReadableWidth="YES"` and holds view `rdb-vw-001`
    /// pinned to the root's leading and trailing margins and to its safe area's top, 10 tall; the table view
    /// `rdb-tb-001` of a second scene (`cellLayoutMarginsFollowReadableWidth="YES"`) holds a cell whose content view
    /// pins `rdb-vw-002` to its leading and trailing margins.
    static let xml = TestStoryboard.xml(TestStoryboard.controllerScene(
        "rdb-sc-001", controller: "rdb-vc-001", root: "rdb-rt-001", rootAttributes: #"layoutMarginsFollowReadableWidth="YES""#,
        safeArea: "rdb-sa-001", subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rdb-vw-001">
            <rect key="frame" x="16" y="20" width="343" height="10"/>
            <constraints>
                <constraint firstAttribute="height" constant="10" id="rdb-cs-001"/>
            </constraints>
        </view>
        """, constraints: """
        <constraint firstItem="rdb-vw-001" firstAttribute="top" secondItem="rdb-sa-001" secondAttribute="top" id="rdb-cs-002"/>
        <constraint firstItem="rdb-vw-001" firstAttribute="leading" secondItem="rdb-rt-001" secondAttribute="leadingMargin" id="rdb-cs-003"/>
        <constraint firstAttribute="trailingMargin" secondItem="rdb-vw-001" secondAttribute="trailing" id="rdb-cs-004"/>
        """), """
        <scene sceneID="rdb-sc-002">
            <objects>
                <tableViewController id="rdb-vc-002" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" cellLayoutMarginsFollowReadableWidth="YES" id="rdb-tb-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <prototypes>
                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" rowHeight="44" id="rdb-cl-001">
                                <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" tableViewCell="rdb-cl-001" id="rdb-cv-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rdb-vw-002">
                                            <rect key="frame" x="16" y="11" width="343" height="22"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="rdb-vw-002" firstAttribute="top" secondItem="rdb-cv-001" secondAttribute="topMargin" id="rdb-cs-005"/>
                                        <constraint firstAttribute="bottomMargin" secondItem="rdb-vw-002" secondAttribute="bottom" id="rdb-cs-006"/>
                                        <constraint firstItem="rdb-vw-002" firstAttribute="leading" secondItem="rdb-cv-001" secondAttribute="leadingMargin" id="rdb-cs-007"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="rdb-vw-002" secondAttribute="trailing" id="rdb-cs-008"/>
                                    </constraints>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </tableViewController>
            </objects>
        </scene>
        """)

    static func frames(_ device: String) throws -> [String: IBRect] {
        try TestStoryboard.frames(TestStoryboard.document(xml, source: "readable.storyboard"), device: LayoutDevice.named(device))
    }

    /// On retina4_7 the margins (16) leave 343 pt, under the cap: x 16, 343 wide, as stored.
    @Test func narrowerThanTheCapKeepsTheMargins() throws {
        #expect(try Self.frames("retina4_7")["rdb-vw-001"] == IBRect(x: 16, y: 20, width: 343, height: 10))
    }

    /// On ipad9_7 (768 wide, regular width: margins 20) the margins leave 728 pt; the readable guide caps it at
    /// 672, centred: 28 more on each side, x = 20 + 28 = 48. The cell of a table whose cells follow the readable
    /// width (768 wide, margins 20) likewise holds its view at x 48, 672 wide.
    @Test func widerThanTheCapIsCentredAt672() throws {
        let frames = try Self.frames("ipad9_7")
        #expect(frames["rdb-vw-001"] == IBRect(x: 48, y: 20, width: 672, height: 10))
        #expect(frames["rdb-vw-002"]?.x == 48 && frames["rdb-vw-002"]?.width == 672)
    }
}
