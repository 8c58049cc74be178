import AutoLayout
import InterfaceBuilder
import Testing

/// Container views (§6.6): the controller an embed segue names is laid out in the container's solved frame.
/// The expected frames are worked out by hand in each comment.
@Suite struct ContainerTests {
    /// A retina4_7 scene (375 × 667, safe area top 20) whose root holds container `cnt-00-001` pinned to the root's
    /// leading and trailing edges at 20 and to its top at `top` (to the root's top edge, not the safe area), 100
    /// tall, embedding controller `chd-vc-001`; that child's root (stored 375 × 667, as IB draws it) holds view
    /// `chd-vw-001` pinned to the child root's safe area top and to its leading/trailing edges, 10 tall.
    static func document(top: Int) throws -> InterfaceBuilderDocument {
        let child = TestStoryboard.controllerScene("chd-sc-001", controller: "chd-vc-001", root: "chd-rt-001", safeArea: "chd-sa-001", subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="chd-vw-001">
                <rect key="frame" x="0.0" y="20" width="375" height="10"/>
                <constraints>
                    <constraint firstAttribute="height" constant="10" id="chd-cs-001"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="chd-vw-001" firstAttribute="top" secondItem="chd-sa-001" secondAttribute="top" id="chd-cs-002"/>
            <constraint firstItem="chd-vw-001" firstAttribute="leading" secondItem="chd-rt-001" secondAttribute="leading" id="chd-cs-003"/>
            <constraint firstAttribute="trailing" secondItem="chd-vw-001" secondAttribute="trailing" id="chd-cs-004"/>
            """)
        let parent = TestStoryboard.controllerScene("par-sc-001", controller: "par-vc-001", root: "par-rt-001", safeArea: "par-sa-001", subviews: """
            <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cnt-00-001">
                <rect key="frame" x="20" y="\(top)" width="335" height="100"/>
                <constraints>
                    <constraint firstAttribute="height" constant="100" id="par-cs-001"/>
                </constraints>
                <connections>
                    <segue destination="chd-vc-001" kind="embed" id="par-sg-001"/>
                </connections>
            </containerView>
            """, constraints: """
            <constraint firstItem="cnt-00-001" firstAttribute="top" secondItem="par-rt-001" secondAttribute="top" constant="\(top)" id="par-cs-002"/>
            <constraint firstItem="cnt-00-001" firstAttribute="leading" secondItem="par-rt-001" secondAttribute="leading" constant="20" id="par-cs-003"/>
            <constraint firstAttribute="trailing" secondItem="cnt-00-001" secondAttribute="trailing" constant="20" id="par-cs-004"/>
            """)
        return try TestStoryboard.document(TestStoryboard.xml(child, parent), source: "container.storyboard")
    }

    static func frames(top: Int, device: LayoutDevice? = nil) throws -> [String: IBRect] {
        try TestStoryboard.frames(document(top: top), device: device)
    }

    /// The container is 375 − 20 − 20 = 335 wide and 100 tall at y 40, below the 20-pt safe-area top: the child's
    /// root is 335 × 100 (not the 375 × 667 stored), has no safe-area inset, and its view sits at y 0, 335 wide.
    /// The child scene comes first in the document and is still laid out after its container.
    @Test func theChildRootFillsItsContainer() throws {
        let frames = try Self.frames(top: 40)
        #expect(frames["cnt-00-001"] == IBRect(x: 20, y: 40, width: 335, height: 100))
        #expect(frames["chd-rt-001"]?.width == 335 && frames["chd-rt-001"]?.height == 100)
        #expect(frames["chd-vw-001"] == IBRect(x: 0, y: 0, width: 335, height: 10))
    }

    /// A container at y 0 lies 20 pt under the status bar: the child's safe area starts 20 pt down (the part of
    /// the parent's safe area it overlaps), so its view is at y 20. On retina6_1 (414 wide, safe top 48): the
    /// container is 374 wide and the view at y 48.
    @Test func theChildsSafeAreaIsTheParentsOverIt() throws {
        let frames = try Self.frames(top: 0)
        #expect(frames["chd-vw-001"] == IBRect(x: 0, y: 20, width: 335, height: 10))
        let wide = try Self.frames(top: 0, device: LayoutDevice.named("retina6_1"))
        #expect(wide["chd-rt-001"]?.width == 374 && wide["chd-rt-001"]?.height == 100)
        #expect(wide["chd-vw-001"] == IBRect(x: 0, y: 48, width: 374, height: 10))
    }

    /// The reader takes the embed segue's destination from the container's `<connections>`.
    @Test func theReaderNamesTheEmbeddedController() throws {
        let document = try Self.document(top: 40)
        let container = try #require(document.allViews.first { $0.view.id == "cnt-00-001" }?.view)
        #expect(container.embeddedController == "chd-vc-001")
    }
}
