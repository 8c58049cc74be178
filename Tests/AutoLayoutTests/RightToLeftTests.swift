import AutoLayout
import ButtonSizerTesting
import InterfaceBuilder
import Testing

/// Layouts in a language written right to left, worked out by hand on HandBuiltTests' storyboard (375 pt wide,
/// FakeMeasurer: every grapheme 10 pt wide, lines 20 tall). Right to left, leading is the right edge; a view that
/// forces a direction (`semanticContentAttribute`) lays its own subviews out in it, whatever the app's language.
@Suite struct RightToLeftTests {
    static let rightToLeft = DocumentLayout(measurer: FakeMeasurer(), isRightToLeft: true)

    static func solve(_ subviews: String, _ constraints: String, rootAttributes: String = "",
                      layout: DocumentLayout = rightToLeft) throws -> [String: IBRect] {
        let document = try TestStoryboard.document(TestStoryboard.xml(TestStoryboard.controllerScene(
            "scn-00-rtl", controller: "vc0-00-rtl", root: "root-00-rtl", rootAttributes: rootAttributes,
            safeArea: "safe-00-rtl", subviews: subviews, constraints: constraints)))
        return try TestStoryboard.frames(document, layout: layout)
    }

    /// GoMap's attribution stack (MainStoryboard.storyboard, measured only): a vertical stack aligned `top` (its
    /// leading edge) holding a title and a 33-pt info button that a constraint of its own also pins to its leading
    /// edge. "Bing attribution" is 16 × 10 = 160 wide; the stack is as wide as it (20 + 5 + 33 = 58 tall), 8 pt from the
    /// root's leading edge: left to right at x 8, the button at 0; right to left at 375 − 8 − 160 = 207, the button
    /// against the stack's right edge, at 160 − 33 = 127. The alignment was once read from the left edge in both
    /// directions: with the constraint, read from the right, the stack had to be as narrow as the button, and the
    /// title was squeezed to 33 pt in Arabic only.
    @Test(arguments: [(false, 8.0, 0.0), (true, 207.0, 127.0)])
    func aVerticalStacksLeadingAlignmentIsItsLeadingEdge(rightToLeft: Bool, stackX: Double, buttonX: Double) throws {
        let stack = """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="top" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-rtl">
                <rect key="frame" x="8" y="100" width="160" height="58"/>
                <subviews>
            \(HandBuiltTests.label("ttl-00-rtl", "Bing attribution"))
            \(TestStoryboard.sizedView("inf-00-rtl", width: 33, height: 33))
                </subviews>
                <constraints>
                    <constraint firstItem="inf-00-rtl" firstAttribute="leading" secondItem="stk-00-rtl" secondAttribute="leading" id="inf-cl-001"/>
                </constraints>
            </stackView>
            """
        let frames = try Self.solve(stack, """
            <constraint firstItem="stk-00-rtl" firstAttribute="leading" secondItem="root-00-rtl" secondAttribute="leading" constant="8" id="stk-cl-001"/>
            <constraint firstItem="stk-00-rtl" firstAttribute="top" secondItem="root-00-rtl" secondAttribute="top" constant="100" id="stk-ct-001"/>
            """, layout: DocumentLayout(measurer: FakeMeasurer(), isRightToLeft: rightToLeft))
        #expect(frames["stk-00-rtl"] == IBRect(x: stackX, y: 100, width: 160, height: 58))
        #expect(frames["ttl-00-rtl"] == IBRect(x: 0, y: 0, width: 160, height: 20))
        #expect(frames["inf-00-rtl"] == IBRect(x: buttonX, y: 25, width: 33, height: 33))
    }

    /// A 50-pt box 20 pt from its root's leading edge, right to left: unspecified, it ends 20 pt from the right
    /// (375 − 20 − 50 = 305); in a root forced left to right (GoMap's map view) or holding playback or spatial
    /// content, which never flips, it stays 20 pt from the left.
    @Test(arguments: [("", 305.0), (#"semanticContentAttribute="forceLeftToRight""#, 20.0),
                      (#"semanticContentAttribute="playback""#, 20.0), (#"semanticContentAttribute="spatial""#, 20.0)])
    func aRootThatForcesADirectionLaysItsSubviewsOutInIt(rootAttributes: String, x: Double) throws {
        let frames = try Self.solve(TestStoryboard.sizedView("box-00-rtl", width: 50, height: 30), """
            <constraint firstItem="box-00-rtl" firstAttribute="leading" secondItem="root-00-rtl" secondAttribute="leading" constant="20" id="box-cl-001"/>
            <constraint firstItem="box-00-rtl" firstAttribute="top" secondItem="root-00-rtl" secondAttribute="top" constant="100" id="box-ct-001"/>
            """, rootAttributes: rootAttributes)
        #expect(frames["box-00-rtl"] == IBRect(x: x, y: 100, width: 50, height: 30))
    }

    /// Left to right, a container forced right to left (375 wide, pinned to the root's edges) puts a 50-pt box 10 pt
    /// from its leading edge at 375 − 10 − 50 = 315; the root's own constraints stay left to right. The direction is
    /// the container's own: its box's constraint is held by it.
    @Test func aContainerForcedRightToLeftFlipsItsSubviewsInALeftToRightApp() throws {
        let container = """
            <view contentMode="scaleToFill" semanticContentAttribute="forceRightToLeft" translatesAutoresizingMaskIntoConstraints="NO" id="con-00-rtl">
                <rect key="frame" x="0" y="100" width="375" height="50"/>
                <subviews>
            \(TestStoryboard.sizedView("box-00-rtl", width: 50, height: 30))
                </subviews>
                <constraints>
                    <constraint firstItem="box-00-rtl" firstAttribute="leading" secondItem="con-00-rtl" secondAttribute="leading" constant="10" id="box-cl-001"/>
                    <constraint firstItem="box-00-rtl" firstAttribute="top" secondItem="con-00-rtl" secondAttribute="top" id="box-ct-001"/>
                </constraints>
            </view>
            """
        let frames = try Self.solve(container, """
            <constraint firstItem="con-00-rtl" firstAttribute="leading" secondItem="root-00-rtl" secondAttribute="leading" id="con-cl-001"/>
            <constraint firstAttribute="trailing" secondItem="con-00-rtl" secondAttribute="trailing" id="con-cr-001"/>
            <constraint firstItem="con-00-rtl" firstAttribute="top" secondItem="root-00-rtl" secondAttribute="top" constant="100" id="con-ct-001"/>
            <constraint firstItem="con-00-rtl" firstAttribute="height" constant="50" id="con-ch-001"/>
            """, layout: DocumentLayout(measurer: FakeMeasurer(), isRightToLeft: false))
        #expect(frames["con-00-rtl"] == IBRect(x: 0, y: 100, width: 375, height: 50))
        #expect(frames["box-00-rtl"] == IBRect(x: 315, y: 0, width: 50, height: 30))
    }

    /// VLC's player controls: a horizontal stack forced left to right keeps its views in order right to left (40 then
    /// 60, 10 apart: 110 wide), while the root, unspecified, puts the stack 20 pt from the right (375 − 20 − 110 = 245).
    @Test func aStackForcedLeftToRightKeepsItsOrder() throws {
        let stack = HandBuiltTests.stackView("stk-00-rtl", #"semanticContentAttribute="forceLeftToRight" spacing="10""#,
                                             TestStoryboard.sizedView("one-00-rtl", width: 40, height: 30),
                                             TestStoryboard.sizedView("two-00-rtl", width: 60, height: 30))
        let frames = try Self.solve(stack, """
            <constraint firstItem="stk-00-rtl" firstAttribute="leading" secondItem="root-00-rtl" secondAttribute="leading" constant="20" id="stk-cl-001"/>
            <constraint firstItem="stk-00-rtl" firstAttribute="top" secondItem="root-00-rtl" secondAttribute="top" constant="100" id="stk-ct-001"/>
            """)
        #expect(frames["stk-00-rtl"] == IBRect(x: 245, y: 100, width: 110, height: 30))
        #expect(frames["one-00-rtl"] == IBRect(x: 0, y: 0, width: 40, height: 30))
        #expect(frames["two-00-rtl"] == IBRect(x: 50, y: 0, width: 60, height: 30))
    }
}
