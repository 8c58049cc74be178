import AutoLayout
import InterfaceBuilder
import Testing

/// The navigation bar Xcode's canvas infers over controllers that name no simulated top bar
/// (docs/auto-layout.md, "safe area of the root"): a navigation controller's root, what a `show` segue leads to
/// from a controller with a bar, and the tabs of a tab bar controller with one; 96 pt tall with a large title.
/// Each document: a navigation controller (bar `largeTitles` as asked) whose root `root-00-0A1` shows
/// `vcB-00-0B1` by a `show` segue; each controller's view holds a 10 × 10 view pinned to its safe area's top
/// and leading edge. Retina4_7 in an Xcode 16 document: the status bar is 20 pt.
@Suite struct NavigationBarTests {
    static func document(largeTitles: Bool, pushedNavigationItem: String = #"<navigationItem key="navigationItem" id="nvB-00-001"/>"#) throws
        -> InterfaceBuilderDocument {
        let navigation = """
        <scene sceneID="scN-00-001">
            <objects>
                <navigationController id="nav-00-001" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" \(largeTitles ? #"largeTitles="YES""# : "") id="bar-00-001">
                        <rect key="frame" x="0.0" y="20" width="375" height="\(largeTitles ? 96 : 44)"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="vcA-00-0A1" kind="relationship" relationship="rootViewController" id="sg1-00-001"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        """
        func pinned(_ id: String, safeArea: String) -> (subviews: String, constraints: String) {
            (TestStoryboard.sizedView(id, width: 10, height: 10), """
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="\(safeArea)" secondAttribute="top" id="\(id.prefix(3))-t1-001"/>
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="\(safeArea)" secondAttribute="leading" id="\(id.prefix(3))-l1-001"/>
            """)
        }
        let a = pinned("pnA-00-001", safeArea: "saA-00-001"), b = pinned("pnB-00-001", safeArea: "saB-00-001")
        let root = TestStoryboard.controllerScene("scA-00-001", controller: "vcA-00-0A1", root: "rtA-00-001", safeArea: "saA-00-001",
                                                  subviews: a.subviews, constraints: a.constraints, controllerContent: """
            <navigationItem key="navigationItem" id="nvA-00-001"/>
            <connections>
                <segue destination="vcB-00-0B1" kind="show" id="sg2-00-001"/>
            </connections>
            """)
        let pushed = TestStoryboard.controllerScene("scB-00-001", controller: "vcB-00-0B1", root: "rtB-00-001", safeArea: "saB-00-001",
                                                    subviews: b.subviews, constraints: b.constraints, controllerContent: pushedNavigationItem)
        return try TestStoryboard.document(TestStoryboard.xml(navigation, root, pushed))
    }

    /// The reader: both controllers under the inferred bar, large where the bar prefers large titles and the
    /// pushed controller's item does not say never; with the bar's frame the navigation controller stores, but for a
    /// controller that shows the bar without its large title.
    @Test func theReaderFollowsTheNavigationStack() throws {
        let small = IBRect(x: 0, y: 20, width: 375, height: 44), large = IBRect(x: 0, y: 20, width: 375, height: 96)
        #expect(try Self.document(largeTitles: false).inferredNavigationBars
                == ["vcA-00-0A1": IBInferredNavigationBar(showsLargeTitle: false, storedFrame: small),
                    "vcB-00-0B1": IBInferredNavigationBar(showsLargeTitle: false, storedFrame: small)])
        let never = #"<navigationItem key="navigationItem" largeTitleDisplayMode="never" id="nvB-00-001"/>"#
        #expect(try Self.document(largeTitles: true, pushedNavigationItem: never).inferredNavigationBars
                == ["vcA-00-0A1": IBInferredNavigationBar(showsLargeTitle: true, storedFrame: large),
                    "vcB-00-0B1": IBInferredNavigationBar(showsLargeTitle: false)])
    }

    /// A 44-pt bar under the 20-pt status bar: both pinned views at y 20 + 44 = 64.
    @Test func aShownControllerHasTheInferredBar() throws {
        let frames = try TestStoryboard.frames(Self.document(largeTitles: false))
        #expect(frames["pnA-00-001"] == IBRect(x: 0, y: 64, width: 10, height: 10))
        #expect(frames["pnB-00-001"] == IBRect(x: 0, y: 64, width: 10, height: 10))
    }

    /// A bar that prefers large titles is 96 pt: y 20 + 96 = 116 for both; the pushed controller whose item
    /// says `largeTitleDisplayMode="never"` has the 44-pt bar, y 64.
    @Test func aLargeTitleBarIs96Tall() throws {
        let frames = try TestStoryboard.frames(Self.document(largeTitles: true))
        #expect(frames["pnA-00-001"] == IBRect(x: 0, y: 116, width: 10, height: 10))
        #expect(frames["pnB-00-001"] == IBRect(x: 0, y: 116, width: 10, height: 10))
        let never = #"<navigationItem key="navigationItem" largeTitleDisplayMode="never" id="nvB-00-001"/>"#
        #expect(try TestStoryboard.frames(Self.document(largeTitles: true, pushedNavigationItem: never))["pnB-00-001"]
                == IBRect(x: 0, y: 64, width: 10, height: 10))
    }
}
