import AutoLayout
import ButtonSizer
import ButtonSizerTesting
import InterfaceBuilder
import Testing

/// Small documents whose solution is worked out by hand in each test's comment. Text is measured by
/// ButtonSizerTesting's FakeMeasurer (every grapheme 10 pt wide, line height 20: ascender 16, descender −4),
/// so every width is a sum; the layout arithmetic is what is under test.
@Suite struct HandBuiltTests {
    /// A portrait retina4_7 storyboard (375×667 @2x, status bar 20 → safe area top 20, bottom 0; root margins
    /// 16 on the sides in compact width) whose root view holds `subviews` and `constraints`.
    static func solve(_ subviews: String, _ constraints: String, device: LayoutDevice? = nil) throws -> [String: IBRect] {
        try TestStoryboard.frames(document(subviews, constraints), device: device)
    }

    /// The document ``solve(_:_:device:)`` lays out: root view `root-00-001` with safe area `safe-00-001`.
    static func document(_ subviews: String, _ constraints: String) throws -> InterfaceBuilderDocument {
        try TestStoryboard.document(TestStoryboard.xml(TestStoryboard.controllerScene(
            "scn-00-001", controller: "vc0-00-001", root: "root-00-001", safeArea: "safe-00-001",
            subviews: subviews, constraints: constraints)))
    }

    static func label(_ id: String, _ text: String, frame: String = #"x="0" y="0" width="10" height="10""#,
                      hugging: Int = 251) -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="\(hugging)" verticalHuggingPriority="251" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" \(frame)/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """
    }

    static func button(_ id: String, _ title: String, frame: String = #"x="0" y="0" width="34" height="30""#) -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" \(frame)/>
            <fontDescription key="fontDescription" type="system" pointSize="15"/>
            <state key="normal" title="\(title)"/>
        </button>
        """
    }

    /// A stack view `id` (stored 10 × 10: its frame is solved) with `attributes` (axis, distribution,
    /// alignment, spacing…) arranging `subviews`.
    static func stackView(_ id: String, _ attributes: String, _ subviews: String...) -> String {
        """
        <stackView opaque="NO" contentMode="scaleToFill" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="0" y="0" width="10" height="10"/>
            <subviews>
        \(subviews.joined(separator: "\n"))
            </subviews>
        </stackView>
        """
    }

    /// Two labels in a row between the root view's margins. "Name" is 4 × 10 = 40 wide, "Christopher" 110,
    /// both 20 tall. A.leading = root.leadingMargin (16); A.top = safeArea.top (20) + 20 = 40; B.leading =
    /// A.trailing + 8 = 64; root.trailingMargin (375 − 16 = 359) = B.trailing, so B is 359 − 64 = 295 wide:
    /// B hugs at 250, below A's 251, so B stretches and A keeps its 40. B's first baseline = A's → B.y = 40.
    @Test func twoLabelsInARowBetweenMargins() throws {
        let frames = try Self.solve(Self.label("lbA-00-001", "Name") + Self.label("lbB-00-001", "Christopher", hugging: 250), """
            <constraint firstItem="lbA-00-001" firstAttribute="leading" secondItem="root-00-001" secondAttribute="leadingMargin" id="c01-00-001"/>
            <constraint firstItem="lbA-00-001" firstAttribute="top" secondItem="safe-00-001" secondAttribute="top" constant="20" id="c02-00-001"/>
            <constraint firstItem="lbB-00-001" firstAttribute="leading" secondItem="lbA-00-001" secondAttribute="trailing" constant="8" id="c03-00-001"/>
            <constraint firstAttribute="trailingMargin" secondItem="lbB-00-001" secondAttribute="trailing" id="c04-00-001"/>
            <constraint firstItem="lbB-00-001" firstAttribute="firstBaseline" secondItem="lbA-00-001" secondAttribute="firstBaseline" id="c05-00-001"/>
            """)
        #expect(frames["lbA-00-001"] == IBRect(x: 16, y: 40, width: 40, height: 20))
        #expect(frames["lbB-00-001"] == IBRect(x: 64, y: 40, width: 295, height: 20))
    }

    /// Attributed labels' paragraph line heights (FakeMeasurer: lines 20 tall, ascender 16), each label at the root's
    /// leading margin (16), 40 wide, wrapping without a limit, "Aa bb cc" in three lines (each word 20, two with
    /// the space 50 > 40). A: `maximumLineHeight` 15, `lineSpacing` 3: 3 × 15 + 2 × 3 = 51 tall. B, its top 10 below
    /// A's bottom (20 + 20 + 51 + 10 = 101): `minimumLineHeight` 30 and a multiple 1.2 (20 × 1.2 = 24, raised
    /// to 30): 3 × 30 = 90 tall; its first baseline 16 + (30 − 20) = 26 below its top, so C, first-baseline aligned
    /// to it, one line of 20 with its baseline 16 below its top, is at y 101 + 26 − 16 = 111.
    @Test func attributedLabelsParagraphLineHeights() throws {
        func attributed(_ id: String, _ paragraph: String) -> String {
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" usesAttributedText="YES" lineBreakMode="tailTruncation" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <attributedString key="attributedText"><fragment content="Aa bb cc"><attributes>
                    <font key="NSFont" metaFont="system" size="17"/>
                    <paragraphStyle key="NSParagraphStyle" \(paragraph)/>
                </attributes></fragment></attributedString>
            </label>
            """
        }
        let labels = attributed("atA-00-001", #"maximumLineHeight="15" lineSpacing="3""#)
            + attributed("atB-00-001", #"minimumLineHeight="30" lineHeightMultiple="1.2""#) + Self.label("atC-00-001", "OK")
        let frames = try Self.solve(labels, """
            <constraint firstItem="atA-00-001" firstAttribute="leading" secondItem="root-00-001" secondAttribute="leadingMargin" id="p01-00-001"/>
            <constraint firstItem="atA-00-001" firstAttribute="top" secondItem="safe-00-001" secondAttribute="top" constant="20" id="p02-00-001"/>
            <constraint firstItem="atA-00-001" firstAttribute="width" constant="40" id="p03-00-001"/>
            <constraint firstItem="atB-00-001" firstAttribute="leading" secondItem="root-00-001" secondAttribute="leadingMargin" id="p04-00-001"/>
            <constraint firstItem="atB-00-001" firstAttribute="top" secondItem="atA-00-001" secondAttribute="bottom" constant="10" id="p05-00-001"/>
            <constraint firstItem="atB-00-001" firstAttribute="width" constant="40" id="p06-00-001"/>
            <constraint firstItem="atC-00-001" firstAttribute="leading" secondItem="atB-00-001" secondAttribute="trailing" constant="8" id="p07-00-001"/>
            <constraint firstItem="atC-00-001" firstAttribute="firstBaseline" secondItem="atB-00-001" secondAttribute="firstBaseline" id="p08-00-001"/>
            """)
        #expect(frames["atA-00-001"] == IBRect(x: 16, y: 40, width: 40, height: 51))
        #expect(frames["atB-00-001"] == IBRect(x: 16, y: 101, width: 40, height: 90))
        #expect(frames["atC-00-001"]?.y == 111)
    }

    /// A horizontal fill-equally stack of three labels, spacing 10, pinned 20 from the root's edges and 100
    /// below its top: the stack is 375 − 40 = 335 wide, each label (335 − 2 × 10) / 3 = 105 wide at x 0, 115,
    /// 230 inside it; alignment fill gives every label the stack's height, which the labels' intrinsic height
    /// (20, hugging 251 and compression resistance 750 against nothing else) makes 20.
    @Test func fillEquallyStackView() throws {
        let stack = Self.stackView("stk-00-001", #"distribution="fillEqually" spacing="10""#, Self.label("s1A-00-001", "One"),
                                   Self.label("s2A-00-001", "Two"), Self.label("s3A-00-001", "Three"))
        let frames = try Self.solve(stack, """
            <constraint firstItem="stk-00-001" firstAttribute="leading" secondItem="root-00-001" secondAttribute="leading" constant="20" id="c11-00-001"/>
            <constraint firstAttribute="trailing" secondItem="stk-00-001" secondAttribute="trailing" constant="20" id="c12-00-001"/>
            <constraint firstItem="stk-00-001" firstAttribute="top" secondItem="root-00-001" secondAttribute="top" constant="100" id="c13-00-001"/>
            """)
        #expect(frames["stk-00-001"] == IBRect(x: 20, y: 100, width: 335, height: 20))
        #expect(frames["s1A-00-001"] == IBRect(x: 0, y: 0, width: 105, height: 20))
        #expect(frames["s2A-00-001"] == IBRect(x: 115, y: 0, width: 105, height: 20))
        #expect(frames["s3A-00-001"] == IBRect(x: 230, y: 0, width: 105, height: 20))
    }

    /// A vertical stack with `baselineRelativeArrangement` (spacing 30), pinned 20 from the root's sides and to
    /// the safe area's top: "One", a horizontal stack holding "Two", "Three", each 20 tall with its baseline
    /// 16 below its top (FakeMeasurer). The spacing runs from a view's last baseline to the next one's first:
    /// "One"'s last baseline is at 16, so the nested stack's first baseline (its first view's) is at 46 and its
    /// top at 30; its last baseline (a horizontal stack's: its first view's) is at 46 too, so "Three"'s first
    /// baseline is at 76 and its top at 60. Measured edge to edge, they would be at 50 and 100.
    @Test func baselineRelativeArrangementSpacesBaselines() throws {
        let stack = Self.stackView("stk-00-002", #"axis="vertical" spacing="30" baselineRelativeArrangement="YES""#,
                                   Self.label("b1A-00-001", "One"), Self.stackView("stk-00-003", "", Self.label("b2A-00-001", "Two")),
                                   Self.label("b3A-00-001", "Three"))
        let frames = try Self.solve(stack, """
            <constraint firstItem="stk-00-002" firstAttribute="leading" secondItem="root-00-001" secondAttribute="leading" constant="20" id="c31-00-001"/>
            <constraint firstAttribute="trailing" secondItem="stk-00-002" secondAttribute="trailing" constant="20" id="c32-00-001"/>
            <constraint firstItem="stk-00-002" firstAttribute="top" secondItem="safe-00-001" secondAttribute="top" id="c33-00-001"/>
            """)
        #expect(frames["b1A-00-001"] == IBRect(x: 0, y: 0, width: 335, height: 20))
        #expect(frames["stk-00-003"] == IBRect(x: 0, y: 30, width: 335, height: 20))
        #expect(frames["b3A-00-001"] == IBRect(x: 0, y: 60, width: 335, height: 20))
        #expect(frames["stk-00-002"] == IBRect(x: 20, y: 20, width: 335, height: 80))
    }

    /// Issue 36's "pushed along" case: a button pinned to the safe area on the left (x 0) whose trailing only
    /// positions its neighbour (label.leading = button.trailing + 12, label.trailing ≤ safe area trailing).
    /// Lint read "both edges pinned" and kept the stored 34 pt; on device the button takes its title's width:
    /// a classic button with zero insets is as wide as its title, "Speichern" 9 × 10 = 90, so the label
    /// starts at 90 + 12 = 102; with "Guardar cambios" (15 graphemes) 150 wide and the label at 162.
    @Test(arguments: [("Speichern", 90.0), ("Guardar cambios", 150.0)])
    func buttonPushesItsNeighbourAlong(title: String, width: Double) throws {
        let frames = try Self.solve(Self.button("btn-00-001", title) + Self.label("nxt-00-001", "OK"), """
            <constraint firstItem="btn-00-001" firstAttribute="leading" secondItem="safe-00-001" secondAttribute="leading" id="c21-00-001"/>
            <constraint firstItem="btn-00-001" firstAttribute="top" secondItem="safe-00-001" secondAttribute="top" id="c22-00-001"/>
            <constraint firstItem="nxt-00-001" firstAttribute="leading" secondItem="btn-00-001" secondAttribute="trailing" constant="12" id="c23-00-001"/>
            <constraint firstItem="safe-00-001" firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="nxt-00-001" secondAttribute="trailing" id="c24-00-001"/>
            <constraint firstItem="nxt-00-001" firstAttribute="centerY" secondItem="btn-00-001" secondAttribute="centerY" id="c25-00-001"/>
            """)
        #expect(frames["btn-00-001"]?.x == 0)
        #expect(frames["btn-00-001"]?.width == width)
        #expect(frames["nxt-00-001"]?.x == width + 12)
    }

    /// The width a longer title gets (`DocumentSystem.widthRoom`, what lint sizes a button by) in the pushed-along
    /// scene above with "Speichern" (90 wide): the button grows until the neighbour "OK" (2 × 10 = 20, compression
    /// resistance 750) meets the safe area's trailing edge: 375 − 12 − 20 = 343. The layout does not fix its width.
    @Test func aPushingButtonsRoomEndsWhereItsNeighbourKeepsItsTitle() throws {
        let system = try DocumentSystem(layout: DocumentLayout(measurer: FakeMeasurer()), document: Self.document(
            Self.button("btn-00-001", "Speichern") + Self.label("nxt-00-001", "OK"), """
            <constraint firstItem="btn-00-001" firstAttribute="leading" secondItem="safe-00-001" secondAttribute="leading" id="c21-00-001"/>
            <constraint firstItem="btn-00-001" firstAttribute="top" secondItem="safe-00-001" secondAttribute="top" id="c22-00-001"/>
            <constraint firstItem="nxt-00-001" firstAttribute="leading" secondItem="btn-00-001" secondAttribute="trailing" constant="12" id="c23-00-001"/>
            <constraint firstItem="safe-00-001" firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="nxt-00-001" secondAttribute="trailing" id="c24-00-001"/>
            <constraint firstItem="nxt-00-001" firstAttribute="centerY" secondItem="btn-00-001" secondAttribute="centerY" id="c25-00-001"/>
            """))
        #expect(system.widthRoom(of: "btn-00-001") == WidthRoom(width: 90, room: 343, endsAtScreenEdge: false))
        // The probe leaves the system as it was: the neighbour is still at 90 + 12.
        #expect(system.solved.views.first { $0.objectID == "nxt-00-001" }?.frame.x == 102)
    }

    /// Priorities decide who gives way to a longer title. "Done" (40) is pinned at x 0, "Name" (40, hugging 200: it
    /// takes the rest of the row) 8 to its right and to the root's trailing edge (required). With both compression
    /// resistances at 750 the tie goes to the neighbour, which keeps its 40: 375 − 8 − 40 = 327. With the
    /// neighbour's at 700 it is squeezed to nothing first: 375 − 8 = 367.
    @Test(arguments: [(750, 327.0), (700, 367.0)])
    func aLongerTitleSqueezesOnlyWeakerNeighbours(resistance: Int, room: Double) throws {
        let neighbour = Self.label("nbr-00-001", "Name", hugging: 200).replacingOccurrences(
            of: "translatesAutoresizingMaskIntoConstraints", with: "horizontalCompressionResistancePriority=\"\(resistance)\" translatesAutoresizingMaskIntoConstraints")
        let system = try DocumentSystem(layout: DocumentLayout(measurer: FakeMeasurer()), document: Self.document(
            Self.button("btn-00-003", "Done") + neighbour, """
            <constraint firstItem="btn-00-003" firstAttribute="leading" secondItem="root-00-001" secondAttribute="leading" id="c61-00-001"/>
            <constraint firstItem="btn-00-003" firstAttribute="top" secondItem="safe-00-001" secondAttribute="top" id="c62-00-001"/>
            <constraint firstItem="nbr-00-001" firstAttribute="leading" secondItem="btn-00-003" secondAttribute="trailing" constant="8" id="c63-00-001"/>
            <constraint firstAttribute="trailing" secondItem="nbr-00-001" secondAttribute="trailing" id="c64-00-001"/>
            <constraint firstItem="nbr-00-001" firstAttribute="centerY" secondItem="btn-00-003" secondAttribute="centerY" id="c65-00-001"/>
            """))
        let found = try #require(system.widthRoom(of: "btn-00-003"))
        #expect(found.width == 40)
        #expect(found.room == room)
    }

    /// A button pinned only on its leading edge (x 38) grows past the screen with a longer title: its room is the part
    /// the 375-pt root shows, 375 − 38 = 337, and it says the screen's edge ends it. "Done" is 40 wide.
    @Test func anUnboundedButtonsRoomEndsAtTheScreensEdge() throws {
        let system = try DocumentSystem(layout: DocumentLayout(measurer: FakeMeasurer()), document: Self.document(
            Self.button("btn-00-004", "Done"), """
            <constraint firstItem="btn-00-004" firstAttribute="leading" secondItem="root-00-001" secondAttribute="leading" constant="38" id="c71-00-001"/>
            <constraint firstItem="btn-00-004" firstAttribute="top" secondItem="safe-00-001" secondAttribute="top" id="c72-00-001"/>
            """))
        #expect(system.widthRoom(of: "btn-00-004") == WidthRoom(width: 40, room: 337, endsAtScreenEdge: true))
    }

    /// A button centred at an eighth of the 375-pt root (root.centerX = 4 × button.centerX, as Element's dialogs place
    /// their buttons: its centre is 187.5 / 4 = 46.875) grows on both sides: a longer title is cut where its left edge
    /// meets the screen's, at 2 × 46.875 = 93.75 pt, though the screen is wider to its right.
    @Test func aCentredButtonsRoomEndsAtTheNearerScreenEdge() throws {
        let system = try DocumentSystem(layout: DocumentLayout(measurer: FakeMeasurer()), document: Self.document(
            Self.button("btn-00-005", "Done"), """
            <constraint firstAttribute="centerX" secondItem="btn-00-005" secondAttribute="centerX" multiplier="4" id="c81-00-001"/>
            <constraint firstItem="btn-00-005" firstAttribute="top" secondItem="safe-00-001" secondAttribute="top" id="c82-00-001"/>
            """))
        let room = try #require(system.widthRoom(of: "btn-00-005"))
        #expect(room.width == 40)
        #expect(abs(room.room - 93.75) < 1e-6, "\(room.room)")
        #expect(room.endsAtScreenEdge)
    }

    /// Two buttons on a row that no constraint links, as dialogs place Cancel and Send: "Back" (40) at x 20 and "Done"
    /// (40) pinned 20 from the right, at x 375 − 20 − 40 = 315. A longer "Done" grows leftwards over "Back", which UIKit
    /// would let it do: its room ends at Back's trailing edge, 355 − 60 = 295, and names it.
    @Test func aButtonsRoomEndsAtTheSiblingItWouldCover() throws {
        let system = try DocumentSystem(layout: DocumentLayout(measurer: FakeMeasurer()), document: Self.document(
            Self.button("bck-00-001", "Back") + Self.button("btn-00-006", "Done"), """
            <constraint firstItem="bck-00-001" firstAttribute="leading" secondItem="root-00-001" secondAttribute="leading" constant="20" id="c91-00-001"/>
            <constraint firstItem="bck-00-001" firstAttribute="top" secondItem="safe-00-001" secondAttribute="top" id="c92-00-001"/>
            <constraint firstAttribute="trailing" secondItem="btn-00-006" secondAttribute="trailing" constant="20" id="c93-00-001"/>
            <constraint firstItem="btn-00-006" firstAttribute="top" secondItem="safe-00-001" secondAttribute="top" id="c94-00-001"/>
            """))
        #expect(system.widthRoom(of: "btn-00-006") == WidthRoom(width: 40, room: 295, endsAtScreenEdge: false, neighbour: "bck-00-001"))
    }

    /// A frame-based button (its autoresizing mask translated into required constraints, §5) keeps its stored 34 × 30
    /// whatever its title: "Speichern" (90) gets no more room, and lint checks it in its frame.
    @Test func aFrameBasedButtonsWidthIsFixed() throws {
        let button = Self.button("btn-00-007", "Speichern", frame: #"x="20" y="40" width="34" height="30""#)
            .replacingOccurrences(of: #" translatesAutoresizingMaskIntoConstraints="NO""#, with: "")
            .replacingOccurrences(of: "<rect key=", with: #"<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/><rect key="#)
        let system = try DocumentSystem(layout: DocumentLayout(measurer: FakeMeasurer()), document: Self.document(button, ""))
        #expect(system.widthRoom(of: "btn-00-007") == WidthRoom(width: 34, room: 34, endsAtScreenEdge: false))
    }

    /// The centre-pinned scene's views and constraints (the two tests below: 375 pt and 320 pt roots).
    static let centrePinnedViews = label("ttl-00-001", "Welcome") + button("btn-00-002", "OK")
    static let centrePinnedConstraints = """
            <constraint firstItem="ttl-00-001" firstAttribute="centerX" secondItem="root-00-001" secondAttribute="centerX" id="c31-00-001"/>
            <constraint firstItem="ttl-00-001" firstAttribute="top" secondItem="safe-00-001" secondAttribute="top" constant="40" id="c32-00-001"/>
            <constraint firstItem="btn-00-002" firstAttribute="leading" secondItem="root-00-001" secondAttribute="leading" constant="38" id="c33-00-001"/>
            <constraint firstItem="btn-00-002" firstAttribute="centerX" secondItem="ttl-00-001" secondAttribute="centerX" id="c34-00-001"/>
            <constraint firstItem="btn-00-002" firstAttribute="top" secondItem="ttl-00-001" secondAttribute="bottom" constant="20" id="c35-00-001"/>
            """

    /// Issue 36's "centre-pinned" case: a label centred in the 375-pt root (centerX 187.5) and a button with
    /// leading = 38 and centerX = label.centerX. The button's centre is 187.5 and its left edge 38, so its
    /// width is 2 × (187.5 − 38) = 299, whatever its short title ("OK", 20 pt) would hug to.
    @Test func centrePinnedButtonIs299Wide() throws {
        let frames = try Self.solve(Self.centrePinnedViews, Self.centrePinnedConstraints)
        #expect(frames["btn-00-002"]?.x == 38)
        #expect(frames["btn-00-002"]?.width == 299)
    }

    /// The centre-pinned button's width is the layout's, not its title's: a longer title gets no more than its 299.
    @Test func centrePinnedButtonsWidthIsFixed() throws {
        let system = try DocumentSystem(layout: DocumentLayout(measurer: FakeMeasurer()),
                                        document: Self.document(Self.centrePinnedViews, Self.centrePinnedConstraints))
        #expect(system.widthRoom(of: "btn-00-002") == WidthRoom(width: 299, room: 299, endsAtScreenEdge: false))
    }

    /// The same centre-pinned button on a 320-pt phone (retina4_0): 2 × (160 − 38) = 244.
    @Test func centrePinnedButtonFollowsTheDevice() throws {
        let frames = try Self.solve(Self.centrePinnedViews, Self.centrePinnedConstraints, device: LayoutDevice.named("retina4_0"))
        #expect(frames["btn-00-002"]?.width == 244)
    }

    /// Size classes (§6.6): the label's `width = 100` is excluded by the `default` variation and included again
    /// for compact width and regular height, an iPhone in portrait; its leading constant is 20, or 40 where
    /// the width is regular. On the iPhone (retina4_7) the label is 100 wide at x 20; on an iPad (wR hR) the width
    /// constraint is not installed and "Name" hugs its 4 × 10 = 40 pt at x 40.
    @Test func sizeClassVariationsFollowTheDevice() throws {
        let constraints = """
            <constraint firstItem="lbA-00-001" firstAttribute="leading" secondItem="root-00-001" secondAttribute="leading" constant="20" id="c41-00-001">
                <variation key="widthClass=regular" constant="40"/>
            </constraint>
            <constraint firstItem="lbA-00-001" firstAttribute="top" secondItem="root-00-001" secondAttribute="top" constant="100" id="c42-00-001"/>
            <constraint firstItem="lbA-00-001" firstAttribute="width" constant="100" id="c43-00-001"/>
            </constraints>
            <variation key="default">
                <mask key="constraints">
                    <exclude reference="c43-00-001"/>
                </mask>
            </variation>
            <variation key="heightClass=regular-widthClass=compact">
                <mask key="constraints">
                    <include reference="c43-00-001"/>
                </mask>
            </variation>
            <constraints>
            """
        let phone = try Self.solve(Self.label("lbA-00-001", "Name"), constraints)
        #expect(phone["lbA-00-001"] == IBRect(x: 20, y: 100, width: 100, height: 20))
        let pad = try Self.solve(Self.label("lbA-00-001", "Name"), constraints, device: LayoutDevice.named("ipad9_7"))
        #expect(pad["lbA-00-001"] == IBRect(x: 40, y: 100, width: 40, height: 20))
    }

    /// A wrapping label is solved twice (§3.3): pinned 20 from the left and 255 from the right it is
    /// 375 − 20 − 255 = 100 wide; "aaaa bbbb cccc" (14 graphemes, 140 pt on one line) wraps greedily at 100 pt
    /// into "aaaa bbbb" (90 pt) and "cccc", two lines of 20: 40 tall, where its unwrapped height would be 20.
    @Test func wrappingLabelTakesItsSolvedWidth() throws {
        let label = Self.label("lbW-00-001", "aaaa bbbb cccc").replacingOccurrences(of: "lineBreakMode=\"tailTruncation\"",
                                                                                  with: "lineBreakMode=\"wordWrap\" numberOfLines=\"0\"")
        let frames = try Self.solve(label, """
            <constraint firstItem="lbW-00-001" firstAttribute="leading" secondItem="root-00-001" secondAttribute="leading" constant="20" id="c51-00-001"/>
            <constraint firstAttribute="trailing" secondItem="lbW-00-001" secondAttribute="trailing" constant="255" id="c52-00-001"/>
            <constraint firstItem="lbW-00-001" firstAttribute="top" secondItem="root-00-001" secondAttribute="top" constant="100" id="c53-00-001"/>
            """)
        #expect(frames["lbW-00-001"] == IBRect(x: 20, y: 100, width: 100, height: 40))
    }

    /// A frame-based view (translatesAutoresizingMaskIntoConstraints, flexible width) stored 20 from each side
    /// of the 375-pt root keeps those margins on a 320-pt root: 320 − 40 = 280 wide (§5: the whole size change
    /// goes to the only flexible part). One that opts out of autoresizing (`translatesAutoresizingMaskIntoConstraints
    /// ="NO"`) and that no constraint names is outside the layout engine: it keeps its stored frame, 335 wide.
    @Test(arguments: [("", 280.0), (#"translatesAutoresizingMaskIntoConstraints="NO""#, 335.0)])
    func autoresizingMaskFollowsTheRoot(translation: String, smallWidth: Double) throws {
        let view = """
        <view contentMode="scaleToFill" \(translation) id="arm-00-001">
            <rect key="frame" x="20" y="100" width="335" height="50"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
        </view>
        """
        let design = try Self.solve(view, "")
        #expect(design["arm-00-001"] == IBRect(x: 20, y: 100, width: 335, height: 50))
        let small = try Self.solve(view, "", device: LayoutDevice.named("retina4_0"))
        #expect(small["arm-00-001"] == IBRect(x: 20, y: 100, width: smallWidth, height: 50))
    }

    /// A configured button without a title of its own shows none: the "Button" its normal state keeps from the
    /// library is not measured. Its width is then the medium configuration's insets, 12 + 12 = 24
    /// (configuration-defaults: 7 / 12 / 7 / 12); with "Button" (6 × 10 = 60) it would be 84.
    @Test func aConfiguredButtonIgnoresTheLibrarysTitle() throws {
        let button = """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="cfg-00-001">
            <rect key="frame" x="0" y="0" width="24" height="30"/>
            <constraints>
                <constraint firstAttribute="height" constant="30" id="cfh-00-001"/>
            </constraints>
            <state key="normal" title="Button"/>
            <buttonConfiguration key="configuration" style="plain"/>
        </button>
        """
        let frames = try Self.solve(button, """
            <constraint firstItem="cfg-00-001" firstAttribute="leading" secondItem="root-00-001" secondAttribute="leading" constant="14" id="cfl-00-001"/>
            <constraint firstItem="cfg-00-001" firstAttribute="top" secondItem="safe-00-001" secondAttribute="top" id="cft-00-001"/>
            """)
        #expect(frames["cfg-00-001"] == IBRect(x: 14, y: 20, width: 24, height: 30))
    }

    /// A configured button is sized by its configuration as Interface Builder writes it: its image (20 × 20 in
    /// `<resources>`), `imagePadding` 8, `contentInsets` 0 / 10 / 0 / 20, and its title "Add" (3 × 10): across,
    /// 10 + 20 + 8 + 30 + 20 = 88. With UIKit's defaults instead (no image, no padding, insets 12 and 12) it
    /// would be 12 + 30 + 12 = 54.
    @Test func aConfiguredButtonIsSizedByItsConfiguration() throws {
        let button = """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="cfg-00-002">
            <rect key="frame" x="0" y="0" width="88" height="30"/>
            <constraints>
                <constraint firstAttribute="height" constant="30" id="cfh-00-002"/>
            </constraints>
            <state key="normal" title="Button"/>
            <buttonConfiguration key="configuration" style="plain" image="photo-20" title="Add" imagePadding="8">
                <directionalEdgeInsets key="contentInsets" top="0.0" leading="10" bottom="0.0" trailing="20"/>
            </buttonConfiguration>
        </button>
        """
        let document = try TestStoryboard.document(TestStoryboard.xml(TestStoryboard.controllerScene(
            "scn-00-001", controller: "vc0-00-001", root: "root-00-001", safeArea: "safe-00-001", subviews: button,
            constraints: """
            <constraint firstItem="cfg-00-002" firstAttribute="leading" secondItem="root-00-001" secondAttribute="leading" constant="14" id="cfl-00-002"/>
            <constraint firstItem="cfg-00-002" firstAttribute="top" secondItem="safe-00-001" secondAttribute="top" id="cft-00-002"/>
            """), resources: #"<image name="photo-20" width="20" height="20"/>"#))
        let frames = try TestStoryboard.frames(document, device: nil)
        #expect(frames["cfg-00-002"] == IBRect(x: 14, y: 20, width: 88, height: 30))
    }

    /// A view in a scroll view pinned 8 inside the frame layout guide's top and bottom (and 16 on the sides) and to
    /// the content layout guide's bottom: the frame guide's edges are the scroll view's frame, so the view is as
    /// tall as the frame less 16 (the scroll view runs from the safe area's top, 20, to the root's bottom, 667:
    /// 647 tall, the view 631), and the content as tall as the view and its top inset. Read as the content's
    /// edges, the frame guide's bottom and the content's clashed.
    @Test func theFrameLayoutGuideIsTheScrollViewsFrame() throws {
        let scroll = """
        <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scr-00-001">
            <rect key="frame" x="0" y="20" width="375" height="647"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inn-00-001">
                    <rect key="frame" x="16" y="8" width="343" height="631"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="inn-00-001" firstAttribute="leading" secondItem="fgd-00-001" secondAttribute="leading" constant="16" id="s01-00-001"/>
                <constraint firstItem="inn-00-001" firstAttribute="top" secondItem="fgd-00-001" secondAttribute="top" constant="8" id="s02-00-001"/>
                <constraint firstItem="fgd-00-001" firstAttribute="trailing" secondItem="inn-00-001" secondAttribute="trailing" constant="16" id="s03-00-001"/>
                <constraint firstItem="fgd-00-001" firstAttribute="bottom" secondItem="inn-00-001" secondAttribute="bottom" constant="8" id="s04-00-001"/>
                <constraint firstItem="inn-00-001" firstAttribute="bottom" secondItem="cgd-00-001" secondAttribute="bottom" id="s05-00-001"/>
            </constraints>
            <viewLayoutGuide key="contentLayoutGuide" id="cgd-00-001"/>
            <viewLayoutGuide key="frameLayoutGuide" id="fgd-00-001"/>
        </scrollView>
        """
        let frames = try Self.solve(scroll, """
            <constraint firstItem="scr-00-001" firstAttribute="leading" secondItem="root-00-001" secondAttribute="leading" id="s06-00-001"/>
            <constraint firstAttribute="trailing" secondItem="scr-00-001" secondAttribute="trailing" id="s07-00-001"/>
            <constraint firstItem="scr-00-001" firstAttribute="top" secondItem="safe-00-001" secondAttribute="top" id="s08-00-001"/>
            <constraint firstAttribute="bottom" secondItem="scr-00-001" secondAttribute="bottom" id="s09-00-001"/>
            """)
        #expect(frames["scr-00-001"] == IBRect(x: 0, y: 20, width: 375, height: 647))
        #expect(frames["inn-00-001"] == IBRect(x: 16, y: 8, width: 343, height: 631))
    }

    /// A horizontal stack aligned on first baselines bounds only its first view above (rdar://32291130): a label
    /// (20 tall, baseline 16 below its top) and a classic button (its 20-pt line and 6 above and below: 32 tall,
    /// baseline 6 + 16 = 22 below its top). The baselines meet at 16 below the stack's top, so the button starts 6
    /// above the stack, and the stack ends at the button's bottom, 26. Bounding every view, it was 32 tall with
    /// the label 6 down.
    @Test func aFirstBaselineStackBoundsOnlyItsFirstViewAbove() throws {
        let stack = Self.stackView("stk-00-004", #"alignment="firstBaseline" spacing="6""#, Self.label("fbL-00-001", "Label"),
                                   Self.button("fbB-00-001", "Button"))
        let frames = try Self.solve(stack, """
            <constraint firstItem="stk-00-004" firstAttribute="leading" secondItem="root-00-001" secondAttribute="leading" constant="20" id="fb1-00-001"/>
            <constraint firstItem="stk-00-004" firstAttribute="top" secondItem="root-00-001" secondAttribute="top" constant="100" id="fb2-00-001"/>
            """)
        #expect(frames["fbL-00-001"]?.y == 0)
        #expect(frames["fbB-00-001"]?.y == -6)
        #expect(frames["fbB-00-001"]?.height == 32)
        #expect(frames["stk-00-004"]?.height == 26)
    }

    /// Tinode's alert (MultilineAlertView.xib, measured only): Cancel and OK side by side, tops equal, heights equal,
    /// OK 46 tall, and OK's first baseline on Cancel's last (`baseline`). A classic button here is 20 + 12 = 32 tall,
    /// its title's line box centred: baseline 6 + 16 = 22 below its top, 10 above its bottom. Taller, the title stays
    /// centred and its baseline with it: at 46, 29 below the top, first and last alike (23 + 22 − 16). Read from the
    /// top (22) and from the bottom (46 − 10 = 36), one line's two baselines were 14 apart and the buttons could not
    /// share a top: a required constraint was broken. Cancel is 6 × 10 = 60 wide, OK the classic 30 minimum.
    @Test func aTallerButtonsBaselinesFollowItsCentredTitle() throws {
        let frames = try Self.solve(Self.button("cnl-00-bsl", "Cancel") + Self.button("oky-00-bsl", "OK"), """
            <constraint firstItem="cnl-00-bsl" firstAttribute="leading" secondItem="root-00-001" secondAttribute="leading" id="bs1-00-bsl"/>
            <constraint firstItem="cnl-00-bsl" firstAttribute="top" secondItem="root-00-001" secondAttribute="top" constant="100" id="bs2-00-bsl"/>
            <constraint firstItem="oky-00-bsl" firstAttribute="leading" secondItem="cnl-00-bsl" secondAttribute="trailing" id="bs3-00-bsl"/>
            <constraint firstItem="oky-00-bsl" firstAttribute="top" secondItem="cnl-00-bsl" secondAttribute="top" id="bs4-00-bsl"/>
            <constraint firstItem="cnl-00-bsl" firstAttribute="height" secondItem="oky-00-bsl" secondAttribute="height" id="bs5-00-bsl"/>
            <constraint firstItem="oky-00-bsl" firstAttribute="height" constant="46" id="bs6-00-bsl"/>
            <constraint firstItem="oky-00-bsl" firstAttribute="firstBaseline" secondItem="cnl-00-bsl" secondAttribute="baseline" id="bs7-00-bsl"/>
            """)
        #expect(frames["cnl-00-bsl"] == IBRect(x: 0, y: 100, width: 60, height: 46))
        #expect(frames["oky-00-bsl"] == IBRect(x: 60, y: 100, width: 30, height: 46))
    }

    /// The root of a navigation controller whose navigation bar Xcode stored at y 40, 54 tall (as Xcode 26 draws it
    /// lower and taller than the model's): reproducing the canvas, the root's safe area starts where that bar ends,
    /// 94, and a label pinned 8 below it is at 102; on the device, the model's 20 + 44 = 64, the label at 72.
    @Test func theCanvasTakesTheNavigationBarItsControllerStores() throws {
        let navigation = """
        <scene sceneID="nav-sc-001">
            <objects>
                <navigationController id="nav-00-001" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="nvb-00-001">
                        <rect key="frame" x="0.0" y="40" width="375" height="54"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="vc0-00-001" kind="relationship" relationship="rootViewController" id="rsg-00-001"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        """
        let document = try TestStoryboard.document(TestStoryboard.xml(TestStoryboard.controllerScene(
            "scn-00-001", controller: "vc0-00-001", root: "root-00-001", safeArea: "safe-00-001",
            subviews: Self.label("nbL-00-001", "Name"), constraints: """
            <constraint firstItem="nbL-00-001" firstAttribute="leading" secondItem="safe-00-001" secondAttribute="leading" constant="16" id="nb1-00-001"/>
            <constraint firstItem="nbL-00-001" firstAttribute="top" secondItem="safe-00-001" secondAttribute="top" constant="8" id="nb2-00-001"/>
            """), navigation))
        var canvas = DocumentLayout(measurer: FakeMeasurer())
        canvas.reproducesCanvas = true
        #expect(try TestStoryboard.frames(document, layout: canvas)["nbL-00-001"]?.y == 102)
        #expect(try TestStoryboard.frames(document)["nbL-00-001"]?.y == 72)
    }

    /// A storyboard controller with no bar, saved by Xcode 26 (toolsVersion 24765) on retina6_1 (safe area 48 above,
    /// 34 below, 414 × 896): its canvas insets the safe area twice, so a label pinned to its top is at 96 and one
    /// (20 tall) pinned to its bottom at 896 − 68 − 20 = 808; on the device, once: 48 and 842. Saved by Xcode 16.0
    /// (23504), the canvas insets once too.
    @Test(arguments: [(24765, 96.0, 808.0), (23504, 48.0, 842.0)])
    func xcode16_1sCanvasInsetsABarlessControllerTwice(toolsVersion: Int, top: Double, bottom: Double) throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="dbl-sc-001">
                    <objects>
                        <viewController id="dbl-vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="dbl-vi-001">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(Self.label("dbT-00-001", "Top"))
        \(Self.label("dbB-00-001", "Bottom"))
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="dbl-sa-001"/>
                                <constraints>
                                    <constraint firstItem="dbT-00-001" firstAttribute="leading" secondItem="dbl-sa-001" secondAttribute="leading" id="db1-00-001"/>
                                    <constraint firstItem="dbT-00-001" firstAttribute="top" secondItem="dbl-sa-001" secondAttribute="top" id="db2-00-001"/>
                                    <constraint firstItem="dbB-00-001" firstAttribute="leading" secondItem="dbl-sa-001" secondAttribute="leading" id="db3-00-001"/>
                                    <constraint firstItem="dbl-sa-001" firstAttribute="bottom" secondItem="dbB-00-001" secondAttribute="bottom" id="db4-00-001"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let document = try TestStoryboard.document(xml)
        var canvas = DocumentLayout(measurer: FakeMeasurer())
        canvas.reproducesCanvas = true
        let drawn = try TestStoryboard.frames(document, layout: canvas)
        #expect(drawn["dbT-00-001"]?.y == top)
        #expect(drawn["dbB-00-001"]?.y == bottom)
        let device = try TestStoryboard.frames(document)
        #expect(device["dbT-00-001"]?.y == 48)
        #expect(device["dbB-00-001"]?.y == 842)
    }

    /// Xcode 16.1+'s canvas insets a full-screen xib view's safe area twice as it does a barless storyboard
    /// controller's, on a phone: retina6_1 (48 above, 34 below) saved by 24765 gives y 96 and 896 − 96 − 68 = 732
    /// (OsmAnd's OARouteLineAppearanceHudViewController.xib, 24506, pins at 96); saved by Xcode 16.0 (23504), once:
    /// 48 and 896 − 48 − 34 = 814. Not an iPad: a landscape ipad12_9rounded view (24 above, 20 below) saved by 24765
    /// gives 24 and 1024 − 24 − 20 = 980 (Talk's CallViewController.xib pins at 24).
    @Test(arguments: [("retina6_1", "portrait", 414, 896, 24765, 96.0, 732.0), ("retina6_1", "portrait", 414, 896, 23504, 48, 814),
                      ("ipad12_9rounded", "landscape", 1366, 1024, 24765, 24, 980)])
    func xcode16_1sCanvasInsetsAFullScreenXibViewTwiceOnAPhone(device: String, orientation: String, width: Int, height: Int,
                                                               toolsVersion: Int, top: Double, safeHeight: Double) throws {
        let document = try Self.safeAreaXib(height: height, toolsVersion: toolsVersion, device: device,
                                            orientation: orientation, width: width)
        var canvas = DocumentLayout(measurer: FakeMeasurer())
        canvas.reproducesCanvas = true
        let view = try TestStoryboard.frames(document, layout: canvas)["vwS-00-001"]
        #expect(view?.y == top)
        #expect(view?.height == safeHeight)
    }

    /// From Xcode 14 (toolsVersion 21000) the canvas draws retina5_9 (iPhone X/XS/11 Pro, 375 × 812, 44 above and
    /// 34 below on the device) with a 50-pt top inset: saved by 22505 the view pinned to the safe area is at y 50,
    /// 812 − 50 − 34 = 728 tall (IQKeyboardManager's General.storyboard pins four views at 50); saved by 20037, at
    /// 44, 734 tall (Element's retina5_9 documents of 18122 and 20037 pin at 44); laid out on that device as the
    /// target of another document (retina4_7's), 44.
    @Test(arguments: [(22505, 50.0), (20037, 44)])
    func xcode14sCanvasDrawsRetina5_9WithAFiftyPointInset(toolsVersion: Int, top: Double) throws {
        let document = try Self.safeAreaXib(height: 812, toolsVersion: toolsVersion, device: "retina5_9", width: 375)
        #expect(try TestStoryboard.frames(document)["vwS-00-001"] == IBRect(x: 0, y: top, width: 50, height: 812 - top - 34))
        let other = try Self.safeAreaXib(height: 667, toolsVersion: toolsVersion, width: 375)
        #expect(try TestStoryboard.frames(other, device: LayoutDevice.named("retina5_9"))["vwS-00-001"]?.y == 44)
    }

    /// A switch placed by constraints in an Xcode 26 document is drawn 2 pt past its 61-pt alignment rect: pinned at
    /// (100, 100), its frame is 63 × 28. One placed by its autoresizing mask (`fixedFrame`) keeps the frame it was
    /// stored with, 49 × 31 at (52, 8) (twilio/voice-quickstart-ios' Main.storyboard, 24506, stores such a switch
    /// so): the outset is already in it.
    @Test func aSwitchPlacedByItsMaskKeepsItsStoredFrame() throws {
        let xml = Self.xib(toolsVersion: 24506, root: "swm-00-000", subviews: """
                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" fixedFrame="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="swm-00-001">
                    <rect key="frame" x="52" y="8" width="49" height="31"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                </switch>
                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="swm-00-002">
                    <rect key="frame" x="100" y="100" width="63" height="28"/>
                </switch>
            """, constraints: """
                <constraint firstItem="swm-00-002" firstAttribute="leading" secondItem="swm-00-000" secondAttribute="leading" constant="100" id="swc-00-001"/>
                <constraint firstItem="swm-00-002" firstAttribute="top" secondItem="swm-00-000" secondAttribute="top" constant="100" id="swc-00-002"/>
            """)
        let frames = try TestStoryboard.frames(TestStoryboard.document(xml, source: "Switches.xib"))
        #expect(frames["swm-00-001"] == IBRect(x: 52, y: 8, width: 49, height: 31))
        #expect(frames["swm-00-002"] == IBRect(x: 100, y: 100, width: 63, height: 28))
    }

    /// A text field's baseline is its text's, one line centred in it: a borderless field held 30 tall beside "Room:"
    /// (at (16, 100), its baseline 116 with the fake ascender 16) and tied to its baseline has its 20-pt line 5 below
    /// its top and its baseline 5 + 16 = 21 below it: y 116 − 21 = 95 (with its bottom as its baseline, 86).
    @Test func aTextFieldsBaselineIsItsCentredText() throws {
        let field = """
        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tfL-00-001">
            <rect key="frame" x="0" y="0" width="10" height="10"/>
            <constraints>
                <constraint firstAttribute="height" constant="30" id="c65-00-001"/>
                <constraint firstAttribute="width" constant="100" id="c66-00-001"/>
            </constraints>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <textInputTraits key="textInputTraits"/>
        </textField>
        """
        let frames = try Self.solve(Self.label("lbR-00-001", "Room:") + field, """
            <constraint firstItem="lbR-00-001" firstAttribute="leading" secondItem="root-00-001" secondAttribute="leading" constant="16" id="c67-00-001"/>
            <constraint firstItem="lbR-00-001" firstAttribute="top" secondItem="root-00-001" secondAttribute="top" constant="100" id="c68-00-001"/>
            <constraint firstItem="tfL-00-001" firstAttribute="leading" secondItem="lbR-00-001" secondAttribute="trailing" constant="20" id="c69-00-001"/>
            <constraint firstItem="tfL-00-001" firstAttribute="baseline" secondItem="lbR-00-001" secondAttribute="baseline" id="c70-00-001"/>
            """)
        #expect(frames["tfL-00-001"] == IBRect(x: 86, y: 95, width: 100, height: 30))
    }

    /// A segmented control pinned by its leading edge and top only is as wide as its segments: with the fake 10 pt
    /// per grapheme, "aaaa" and "bb" are 40 and 20 wide, each segment 17.2 wider, a 1-pt divider between them.
    /// Equal segments: 2 × (40 + 17.2) + 1 = 115.4, ceiled to the @2x grid 115.5; apportioned by content:
    /// 57.2 + 37.2 + 1 = 95.4 → 95.5. Both 32 tall before Xcode 26.
    @Test(arguments: [("NO", 115.5), ("YES", 95.5)])
    func aSegmentedControlIsAsWideAsItsSegments(apportions: String, width: Double) throws {
        let control = """
        <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" apportionsSegmentWidthsByContent="\(apportions)" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="sgc-00-001">
            <rect key="frame" x="0" y="0" width="10" height="10"/>
            <segments>
                <segment title="aaaa"/>
                <segment title="bb"/>
            </segments>
        </segmentedControl>
        """
        let frames = try Self.solve(control, """
            <constraint firstItem="sgc-00-001" firstAttribute="leading" secondItem="root-00-001" secondAttribute="leading" constant="20" id="c75-00-001"/>
            <constraint firstItem="sgc-00-001" firstAttribute="top" secondItem="root-00-001" secondAttribute="top" constant="100" id="c76-00-001"/>
            """)
        #expect(frames["sgc-00-001"] == IBRect(x: 20, y: 100, width: width, height: 32))
    }

    /// The keyboard layout guide, the keyboard offscreen, is the strip below its view's safe area: a view pinned to
    /// the root's top and sides and with its bottom on the guide's top ends at the safe area's bottom — on
    /// retina6_1 (414 × 896, 34 below) 896 − 34 = 862 tall, on the design device's retina4_7 (no inset below) 667.
    @Test func theKeyboardGuideStartsAtTheSafeAreasBottom() throws {
        let scene = TestStoryboard.controllerScene(
            "kbs-sc-001", controller: "kbs-vc-001", root: "kbs-rt-001", safeArea: "kbs-sa-001",
            subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="kbs-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            </view>
            """,
            constraints: """
            <constraint firstItem="kbs-vw-001" firstAttribute="top" secondItem="kbs-rt-001" secondAttribute="top" id="kbc-00-001"/>
            <constraint firstItem="kbs-vw-001" firstAttribute="leading" secondItem="kbs-rt-001" secondAttribute="leading" id="kbc-00-002"/>
            <constraint firstAttribute="trailing" secondItem="kbs-vw-001" secondAttribute="trailing" id="kbc-00-003"/>
            <constraint firstItem="kbs-vw-001" firstAttribute="bottom" secondItem="kbs-kb-001" secondAttribute="top" id="kbc-00-004"/>
            """)
            .replacingOccurrences(of: #"<viewLayoutGuide key="safeArea" id="kbs-sa-001"/>"#,
                                  with: #"<viewLayoutGuide key="safeArea" id="kbs-sa-001"/><keyboardLayoutGuide key="keyboard" id="kbs-kb-001"/>"#)
        let document = try TestStoryboard.document(TestStoryboard.xml(scene))
        #expect(try TestStoryboard.frames(document, device: LayoutDevice.named("retina6_1"))["kbs-vw-001"]
                == IBRect(x: 0, y: 0, width: 414, height: 862))
        #expect(try TestStoryboard.frames(document)["kbs-vw-001"] == IBRect(x: 0, y: 0, width: 375, height: 667))
    }

    /// A scroll view's margins, like its edges, name its content area to a view inside it (Auto Layout Guide,
    /// "Working with Scroll Views"): "Hello" pinned 16 below the scroll view's top and 32 above its bottomMargin,
    /// at its leadingMargin (8), grows the content (16 + 20 + 32 + 8) and keeps its own 20-pt height at (8, 16);
    /// tied to the 667-pt frame's margin instead it was stretched to 667 − 8 − 32 − 16 = 611.
    @Test func aScrollViewsMarginsNameItsContent() throws {
        let scroll = """
        <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scm-00-001">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
        \(Self.label("scm-00-002", "Hello"))
            </subviews>
            <constraints>
                <constraint firstItem="scm-00-002" firstAttribute="top" secondItem="scm-00-001" secondAttribute="top" constant="16" id="scc-00-001"/>
                <constraint firstAttribute="bottomMargin" secondItem="scm-00-002" secondAttribute="bottom" constant="32" id="scc-00-002"/>
                <constraint firstItem="scm-00-002" firstAttribute="leading" secondItem="scm-00-001" secondAttribute="leadingMargin" id="scc-00-003"/>
            </constraints>
        </scrollView>
        """
        let frames = try Self.solve(scroll, """
            <constraint firstItem="scm-00-001" firstAttribute="top" secondItem="root-00-001" secondAttribute="top" id="scc-00-004"/>
            <constraint firstItem="scm-00-001" firstAttribute="leading" secondItem="root-00-001" secondAttribute="leading" id="scc-00-005"/>
            <constraint firstAttribute="trailing" secondItem="scm-00-001" secondAttribute="trailing" id="scc-00-006"/>
            <constraint firstAttribute="bottom" secondItem="scm-00-001" secondAttribute="bottom" id="scc-00-007"/>
            """)
        #expect(frames["scm-00-002"] == IBRect(x: 8, y: 16, width: 50, height: 20))
    }

    /// A search bar pinned by its top and sides only is 56 tall of its own, 64 from Xcode 26 (WooCommerce's, saved
    /// by 22155 and 22505, are stored 56 tall; IQKeyboardManager's SpecialCase.storyboard, 24127, and GoMap's
    /// MainStoryboard.storyboard, 24765, store 64).
    @Test(arguments: [(22505, 56.0), (24127, 64)])
    func aSearchBarIs64TallFromXcode26(toolsVersion: Int, height: Double) throws {
        let xml = Self.xib(toolsVersion: toolsVersion, root: "srb-00-000", subviews: """
                <searchBar contentMode="redraw" translatesAutoresizingMaskIntoConstraints="NO" id="srb-00-001">
                    <rect key="frame" x="0.0" y="10" width="375" height="56"/>
                    <textInputTraits key="textInputTraits"/>
                </searchBar>
            """, constraints: """
                <constraint firstItem="srb-00-001" firstAttribute="top" secondItem="srb-00-000" secondAttribute="top" constant="10" id="src-00-001"/>
                <constraint firstItem="srb-00-001" firstAttribute="leading" secondItem="srb-00-000" secondAttribute="leading" id="src-00-002"/>
                <constraint firstAttribute="trailing" secondItem="srb-00-001" secondAttribute="trailing" id="src-00-003"/>
            """)
        let frames = try TestStoryboard.frames(TestStoryboard.document(xml, source: "Search.xib"))
        #expect(frames["srb-00-001"] == IBRect(x: 0, y: 10, width: 375, height: height))
    }

    /// A borderless text field (no `borderStyle`) in an Xcode 12+ document is its line height ceiled to the
    /// pixel grid plus 1.5 pt (docs/auto-layout.md, standard controls): the fake line height 20 gives 21.5.
    /// Pinned 20 below the safe area (top 20) at x 16 and 100 wide: (16, 40, 100, 21.5); a label 8 below it
    /// starts at 40 + 21.5 + 8 = 69.5.
    @Test func borderlessTextFieldIsItsLineHeightPlusOneAndAHalf() throws {
        let field = """
        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tfB-00-001">
            <rect key="frame" x="0" y="0" width="10" height="10"/>
            <fontDescription key="fontDescription" type="system" pointSize="14"/>
            <textInputTraits key="textInputTraits"/>
        </textField>
        """
        let frames = try Self.solve(field + Self.label("lbT-00-001", "Name"), """
            <constraint firstItem="tfB-00-001" firstAttribute="leading" secondItem="root-00-001" secondAttribute="leading" constant="16" id="c61-00-001"/>
            <constraint firstItem="tfB-00-001" firstAttribute="width" constant="100" id="c62-00-001"/>
            <constraint firstItem="tfB-00-001" firstAttribute="top" secondItem="safe-00-001" secondAttribute="top" constant="20" id="c63-00-001"/>
            <constraint firstItem="lbT-00-001" firstAttribute="leading" secondItem="tfB-00-001" secondAttribute="leading" id="c64-00-001"/>
            <constraint firstItem="lbT-00-001" firstAttribute="top" secondItem="tfB-00-001" secondAttribute="bottom" constant="8" id="c65-00-001"/>
            """)
        #expect(frames["tfB-00-001"] == IBRect(x: 16, y: 40, width: 100, height: 21.5))
        #expect(frames["lbT-00-001"] == IBRect(x: 16, y: 69.5, width: 40, height: 20))
    }

    /// A root view's margins are the system minimum: 0 above and below plus the safe area, 16 on the sides of a
    /// 375-pt phone and 20 from 414 pt (docs/auto-layout.md, root margins). "Name" (40 × 20) pinned to the
    /// root's leadingMargin and bottomMargin: on retina4_7 (safe bottom 0) x 16, bottom 667 → y 647; on retina6_1
    /// (414 × 896, safe bottom 34) x 20, bottom 896 − 34 = 862 → y 842.
    @Test func rootMarginsAreTheSystemMinimum() throws {
        let constraints = """
            <constraint firstItem="lbM-00-001" firstAttribute="leading" secondItem="root-00-001" secondAttribute="leadingMargin" id="c71-00-001"/>
            <constraint firstAttribute="bottomMargin" secondItem="lbM-00-001" secondAttribute="bottom" id="c72-00-001"/>
            """
        let phone = try Self.solve(Self.label("lbM-00-001", "Name"), constraints)
        #expect(phone["lbM-00-001"] == IBRect(x: 16, y: 647, width: 40, height: 20))
        let wide = try Self.solve(Self.label("lbM-00-001", "Name"), constraints, device: LayoutDevice.named("retina6_1"))
        #expect(wide["lbM-00-001"] == IBRect(x: 20, y: 842, width: 40, height: 20))
    }

    /// A fill-proportionally stack (spacing 10) of two plain views, stored 110 and 255 wide, pinned to the root's
    /// edges: with no intrinsic widths the views take part with their stored lengths (docs/auto-layout.md, fill
    /// proportionally without an intrinsic size), total 110 + 255 + 10 = 375. On retina4_7 (375 wide) that is
    /// 110 and 255. On retina6_1 (414): A = 414 × 110/375 = 121.44 at 999, B = 414 × 255/375 = 281.52 at 998,
    /// but the required chain A + 10 + B = 414 leaves B 282.56 (the lower priority gives); edges rounded to the
    /// pixel: A 0…121.5, B 131.5…414.
    @Test func fillProportionallyUsesStoredLengths() throws {
        let views = """
            <stackView opaque="NO" contentMode="scaleToFill" distribution="fillProportionally" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                <rect key="frame" x="0.0" y="20" width="375" height="20"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vwA-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="110" height="20"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="20" id="c81-00-001"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vwB-00-001">
                        <rect key="frame" x="120" y="0.0" width="255" height="20"/>
                    </view>
                </subviews>
            </stackView>
            """
        let constraints = """
            <constraint firstItem="stk-00-001" firstAttribute="leading" secondItem="root-00-001" secondAttribute="leading" id="c82-00-001"/>
            <constraint firstAttribute="trailing" secondItem="stk-00-001" secondAttribute="trailing" id="c83-00-001"/>
            <constraint firstItem="stk-00-001" firstAttribute="top" secondItem="safe-00-001" secondAttribute="top" id="c84-00-001"/>
            """
        let phone = try Self.solve(views, constraints)
        #expect(phone["vwA-00-001"] == IBRect(x: 0, y: 0, width: 110, height: 20))
        #expect(phone["vwB-00-001"] == IBRect(x: 120, y: 0, width: 255, height: 20))
        let wide = try Self.solve(views, constraints, device: LayoutDevice.named("retina6_1"))
        #expect(wide["vwA-00-001"] == IBRect(x: 0, y: 0, width: 121.5, height: 20))
        #expect(wide["vwB-00-001"] == IBRect(x: 131.5, y: 0, width: 282.5, height: 20))
    }

    /// A xib saved by `toolsVersion` on `device` (its `orientation`), the document's other `attributes` (written
    /// as they go in its tag), whose `width` × `height` top-level view `root` holds `subviews`, `guides` and
    /// `constraints`.
    static func xib(toolsVersion: Int, device: String = "retina4_7", orientation: String = "portrait",
                    attributes: String = "", root: String, width: Int = 375, height: Int = 300,
                    subviews: String, guides: String = "", constraints: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES"\(attributes)>
            <device id="\(device)" orientation="\(orientation)" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="\(root)">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
        \(subviews)
                    </subviews>
        \(guides)
                    <constraints>
        \(constraints)
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    /// A xib's `width` × `height` top-level view, designed on `device` (its `orientation`), holding `vwS-00-001`
    /// pinned to its safe area's top and bottom and to its leading edge, 50 wide, in a document saved by
    /// `toolsVersion`: the pinned view's frame is the safe area's vertical extent.
    static func safeAreaXib(height: Int, toolsVersion: Int = 21701, device: String = "retina4_7",
                            orientation: String = "portrait", width: Int = 300) throws -> InterfaceBuilderDocument {
        let xml = xib(toolsVersion: toolsVersion, device: device, orientation: orientation, attributes: #" useSafeAreas="YES""#,
                      root: "xib-00-001", width: width, height: height, subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vwS-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="50" height="\(height)"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="50" id="c91-00-001"/>
                    </constraints>
                </view>
            """, guides: #"<viewLayoutGuide key="safeArea" id="sfX-00-001"/>"#, constraints: """
                <constraint firstItem="vwS-00-001" firstAttribute="top" secondItem="sfX-00-001" secondAttribute="top" id="c92-00-001"/>
                <constraint firstItem="sfX-00-001" firstAttribute="bottom" secondItem="vwS-00-001" secondAttribute="bottom" id="c93-00-001"/>
                <constraint firstItem="vwS-00-001" firstAttribute="leading" secondItem="xib-00-001" secondAttribute="leading" id="c94-00-001"/>
            """)
        return try TestStoryboard.document(xml, source: "card.xib")
    }

    /// A table cell alone in a xib, with a view pinned to its content view's leading and trailing margins. The
    /// system side margin is 20 from 414 pt, 16 below: Xcode 14 (toolsVersion 22155) took a 414-pt cell's width on
    /// a 390-pt retina6_0 (x 20, 374 wide); Xcode 16 (23727) takes the device's, 390 (x 16, 382 wide) — OsmAnd's
    /// OASimpleTableViewCell.xib, re-saved from the one to the other with nothing else changed, moved so; a 320-pt
    /// cell on a 414-pt retina6_1 it gives 16 (OsmAnd's OALargeImageTitleDescrTableViewCell.xib, 23504). From Xcode
    /// 26 (24127) a 393-pt retina6_12 gives a 339-pt cell 20: firebase/quickstart-ios's PostTableViewCell.xib pins a
    /// button at `trailingMargin + 8` and stores it ending at 327 = 339 − 20 + 8 (x 20, 339 − 40 = 299 wide).
    @Test(arguments: [(22155, "retina6_0", 414.0, 20.0), (23727, "retina6_0", 414, 16), (23504, "retina6_1", 320, 16),
                      (24127, "retina6_12", 339, 20)])
    func aXibCellTakesTheDevicesMargin(toolsVersion: Int, device: String, width: Double, margin: Double) throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <tableViewCell contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" id="cel-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="66"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cel-00-001" id="cnt-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="66"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pin-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="66"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="pin-00-001" firstAttribute="leading" secondItem="cnt-00-001" secondAttribute="leadingMargin" id="c95-00-001"/>
                            <constraint firstAttribute="trailingMargin" secondItem="pin-00-001" secondAttribute="trailing" id="c96-00-001"/>
                            <constraint firstItem="pin-00-001" firstAttribute="top" secondItem="cnt-00-001" secondAttribute="top" id="c97-00-001"/>
                            <constraint firstAttribute="bottom" secondItem="pin-00-001" secondAttribute="bottom" id="c98-00-001"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
        let frames = try TestStoryboard.frames(TestStoryboard.document(xml, source: "cell.xib"))
        #expect(frames["pin-00-001"] == IBRect(x: margin, y: 0, width: width - 2 * margin, height: 66))
    }

    /// A launch-screen xib's view is shown as a view controller's root, with the system minimum side margin (16
    /// below 414 pt, 20 from it); any other xib's top-level view has UIView's 8. A label pinned to the leading
    /// margin, centred: x 16 and 375 − 32 = 343 wide; x 20 and 480 − 40 = 440 wide; x 8 and 480 − 16 = 464 wide
    /// (googleads-mobile-ios-examples' LaunchScreen.xib files store 16 and 20).
    @Test(arguments: [(true, 375.0, 16.0), (true, 480, 20), (false, 480, 8)])
    func aLaunchScreenXibsViewHasARootsMargins(launchScreen: Bool, width: Double, margin: Double) throws {
        let xml = Self.xib(toolsVersion: 20037, attributes: launchScreen ? #" launchScreen="YES""# : "", root: "lau-00-001",
                           width: Int(width), height: 480, subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="40"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="40" id="c90-00-001"/>
                    </constraints>
                </view>
            """, constraints: """
                <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="lau-00-001" secondAttribute="leadingMargin" id="c91-00-001"/>
                <constraint firstAttribute="centerX" secondItem="lbl-00-001" secondAttribute="centerX" id="c92-00-001"/>
                <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="lau-00-001" secondAttribute="top" constant="100" id="c93-00-001"/>
            """)
        let frames = try TestStoryboard.frames(TestStoryboard.document(xml, source: "LaunchScreen.xib"))
        #expect(frames["lbl-00-001"] == IBRect(x: margin, y: 100, width: width - 2 * margin, height: 40))
    }

    /// A picker view is 216 tall of its own. Pinned at y 100, its centre is at 208; a button pinned at y 166 and
    /// centred on it stretches (its hugging is 250, the picker's compression resistance 750) to 2 × (208 − 166) = 84
    /// — googleads-mobile-ios-examples' APIDemo stores that button 84 tall beside a 216-pt picker.
    @Test func aPickerViewIs216Tall() throws {
        let xml = Self.xib(toolsVersion: 23089, root: "pik-00-000", height: 667, subviews: """
                <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pik-00-001">
                    <rect key="frame" x="16" y="100" width="200" height="216"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="200" id="c80-00-001"/>
                    </constraints>
                </pickerView>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="pik-00-002">
                    <rect key="frame" x="224" y="166" width="100" height="84"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="100" id="c81-00-001"/>
                    </constraints>
                    <state key="normal" title="LOAD AD"/>
                </button>
            """, constraints: """
                <constraint firstItem="pik-00-001" firstAttribute="top" secondItem="pik-00-000" secondAttribute="top" constant="100" id="c82-00-001"/>
                <constraint firstItem="pik-00-001" firstAttribute="leading" secondItem="pik-00-000" secondAttribute="leading" constant="16" id="c83-00-001"/>
                <constraint firstItem="pik-00-002" firstAttribute="top" secondItem="pik-00-000" secondAttribute="top" constant="166" id="c84-00-001"/>
                <constraint firstItem="pik-00-002" firstAttribute="centerY" secondItem="pik-00-001" secondAttribute="centerY" id="c85-00-001"/>
                <constraint firstItem="pik-00-002" firstAttribute="leading" secondItem="pik-00-001" secondAttribute="trailing" constant="8" id="c86-00-001"/>
            """)
        let frames = try TestStoryboard.frames(TestStoryboard.document(xml, source: "picker.xib"))
        #expect(frames["pik-00-001"] == IBRect(x: 16, y: 100, width: 200, height: 216))
        #expect(frames["pik-00-002"] == IBRect(x: 224, y: 166, width: 100, height: 84))
    }

    /// docs/auto-layout.md, safe area of the root: Xcode's canvas gives a xib's view a home-indicator device's own
    /// insets, a home-button device's none. Designed on retina4_7, a 100-pt view: y 0, 100 tall. Laid out on
    /// retina6_1 (insets 48 and 34): y 48, 100 − 48 − 34 = 18 tall.
    @Test func aXibViewHasANotchedDevicesSafeArea() throws {
        let document = try Self.safeAreaXib(height: 100)
        #expect(try TestStoryboard.frames(document)["vwS-00-001"] == IBRect(x: 0, y: 0, width: 50, height: 100))
        #expect(try TestStoryboard.frames(document, device: LayoutDevice.named("retina6_1"))["vwS-00-001"]
                == IBRect(x: 0, y: 48, width: 50, height: 18))
    }

    /// A view too short for both insets gets neither (the same rule: Element's and Simplenote's bars stored so):
    /// 60 pt on retina6_1, where 48 + 34 = 82 would leave the guide −22 tall: the pinned view is y 0, 60 tall.
    @Test func aXibViewTooShortForTheInsetsHasNone() throws {
        let document = try Self.safeAreaXib(height: 60)
        #expect(try TestStoryboard.frames(document, device: LayoutDevice.named("retina6_1"))["vwS-00-001"]
                == IBRect(x: 0, y: 0, width: 50, height: 60))
    }

    /// A tie at 750 between the document and a content size: a spacer (`height = 14 @750`) above a label
    /// ("Title", 20 tall; compression resistance 750) in a vertical stack pinned between root.top + 100 and
    /// root.top + 126: 26 pt for the 34 they ask. Either giving way costs 8 at level 750; the content size gives
    /// way (UIKit adds it after the nib's constraints): the spacer keeps 14, the label below it is 26 − 14 = 12 tall.
    @Test func aContentSizeGivesWayToTheDocumentOnATie() throws {
        let stack = """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="equalSpacing" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-004">
            <rect key="frame" x="0" y="0" width="10" height="10"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="spc-00-001">
                    <rect key="frame" x="0" y="0" width="10" height="10"/>
                    <constraints>
                        <constraint firstAttribute="height" priority="750" constant="14" id="c41-00-001"/>
                    </constraints>
                </view>
        \(Self.label("lbT-00-001", "Title"))
            </subviews>
        </stackView>
        """
        let frames = try Self.solve(stack, """
            <constraint firstItem="stk-00-004" firstAttribute="leading" secondItem="root-00-001" secondAttribute="leading" constant="20" id="c42-00-001"/>
            <constraint firstItem="stk-00-004" firstAttribute="top" secondItem="root-00-001" secondAttribute="top" constant="100" id="c43-00-001"/>
            <constraint firstItem="stk-00-004" firstAttribute="bottom" secondItem="root-00-001" secondAttribute="top" constant="126" id="c47-00-001"/>
            """)
        #expect(frames["spc-00-001"] == IBRect(x: 0, y: 0, width: 50, height: 14))
        #expect(frames["lbT-00-001"] == IBRect(x: 0, y: 14, width: 50, height: 12))
    }

    /// A horizontal stack (spacing 5) at x 20: a 16 × 16 view, a stopped activity indicator that hides when
    /// stopped (`hidden="YES"` as Xcode writes it; 20 × 20, its intrinsic size), another 16 × 16 view. Xcode's
    /// canvas keeps the indicator's place (`reproducesCanvas`): the last view at
    /// 16 + 5 + 20 + 5 = 46. On a device (the default) it is hidden and collapses: the last view at 16 + 5 = 21.
    @Test func aStoppedActivityIndicatorKeepsItsPlaceOnTheCanvasOnly() throws {
        let stack = """
        <stackView opaque="NO" contentMode="scaleToFill" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-005">
            <rect key="frame" x="0" y="0" width="10" height="10"/>
            <subviews>
        \(TestStoryboard.sizedView("sqA-00-001", width: 16, height: 16))
                <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" hidesWhenStopped="YES" style="gray" translatesAutoresizingMaskIntoConstraints="NO" id="ind-00-001">
                    <rect key="frame" x="0" y="0" width="20" height="20"/>
                </activityIndicatorView>
        \(TestStoryboard.sizedView("sqB-00-001", width: 16, height: 16))
            </subviews>
        </stackView>
        """
        let document = try Self.document(stack, """
            <constraint firstItem="stk-00-005" firstAttribute="leading" secondItem="root-00-001" secondAttribute="leading" constant="20" id="c51-00-001"/>
            <constraint firstItem="stk-00-005" firstAttribute="top" secondItem="root-00-001" secondAttribute="top" constant="100" id="c52-00-001"/>
            """)
        var canvas = DocumentLayout(measurer: FakeMeasurer())
        canvas.reproducesCanvas = true
        #expect(try TestStoryboard.frames(document, layout: canvas)["sqB-00-001"] == IBRect(x: 46, y: 0, width: 16, height: 16))
        #expect(try TestStoryboard.frames(document)["sqB-00-001"] == IBRect(x: 21, y: 0, width: 16, height: 16))
    }

    /// A multi-line label whose text fits on one line, "Main" (4 × 10 = 40), stored 180 wide at x 20 with nothing but its
    /// hugging holding its trailing edge: on the canvas it keeps its stored 180, on a device it is its text's 40, and on
    /// the canvas with another text ("Hauptmenü", 90) that text's width.
    @Test func aMultiLineLabelKeepsItsStoredWidthOnTheCanvasOnly() throws {
        let label = Self.label("lbM-00-001", "Main", frame: #"x="20" y="100" width="180" height="20""#)
            .replacingOccurrences(of: #"lineBreakMode="tailTruncation""#, with: #"lineBreakMode="wordWrap" numberOfLines="0""#)
        let document = try Self.document(label, """
            <constraint firstItem="lbM-00-001" firstAttribute="leading" secondItem="root-00-001" secondAttribute="leading" constant="20" id="c53-00-001"/>
            <constraint firstItem="lbM-00-001" firstAttribute="top" secondItem="root-00-001" secondAttribute="top" constant="100" id="c54-00-001"/>
            """)
        var canvas = DocumentLayout(measurer: FakeMeasurer())
        canvas.reproducesCanvas = true
        #expect(try TestStoryboard.frames(document, layout: canvas)["lbM-00-001"]?.width == 180)
        #expect(try TestStoryboard.frames(document)["lbM-00-001"]?.width == 40)
        var system = try DocumentSystem(layout: canvas, document: document)
        #expect(system.setTexts(["lbM-00-001": "Hauptmenü"]).views.first { $0.objectID == "lbM-00-001" }?.frame.width == 90)
    }

    /// A text view that does not scroll, pinned only at its leading edge (x 20) and top (y 100): as wide as its text
    /// in one line, "Hello" 5 × 10 = 50, plus the 5-pt line fragment padding on each side: 60; as tall as its one
    /// 20-pt line plus the 8-pt text container insets above and below: 36.
    @Test func aTextViewThatDoesNotScrollIsAsWideAsItsText() throws {
        let textView = """
        <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="txv-00-001">
            <rect key="frame" x="0" y="0" width="10" height="10"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </textView>
        """
        let frames = try Self.solve(textView, """
            <constraint firstItem="txv-00-001" firstAttribute="leading" secondItem="root-00-001" secondAttribute="leading" constant="20" id="c61-00-001"/>
            <constraint firstItem="txv-00-001" firstAttribute="top" secondItem="root-00-001" secondAttribute="top" constant="100" id="c62-00-001"/>
            """)
        #expect(frames["txv-00-001"] == IBRect(x: 20, y: 100, width: 60, height: 36))
    }

    /// Before Xcode 14 (toolsVersion 20037, Xcode 13) a xib's view shorter than the screen has the top inset only:
    /// laid out on retina6_1 (top inset 48 for the current iOS, as a device other than the design one), the
    /// 100-pt view pinned to the safe area's top and bottom is at y 48, 100 − 48 = 52 tall.
    @Test func beforeXcode14AXibViewHasTheTopInsetOnly() throws {
        let document = try Self.safeAreaXib(height: 100, toolsVersion: 20037)
        #expect(try TestStoryboard.frames(document, device: LayoutDevice.named("retina6_1"))["vwS-00-001"]
                == IBRect(x: 0, y: 48, width: 50, height: 52))
    }

    /// A wrapping label (lines 0) centred with `≥ 137.5` to each side of the 375-pt root: 100 pt of room. "aaaa bbbb
    /// cccc" is 140 wide in one line. The label keeps its stored width where the text wraps at it: stored 60 (lines
    /// "aaaa", "bbbb", "cccc", 3 × 20 tall), it is 60 wide at x (375 − 60) / 2 = 157.5; stored 95 (lines "aaaa bbbb",
    /// "cccc"), 95 × 40 at 140; stored 120, wider than its room, 100 × 40 at 137.5.
    @Test(arguments: [(60.0, 60.0, 60.0), (95, 95, 40), (120, 100, 40)])
    func aWrappingLabelKeepsItsStoredWidthUpToItsRoom(stored: Double, width: Double, height: Double) throws {
        let label = """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="aaaa bbbb cccc" textAlignment="center" lineBreakMode="wordWrap" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="wrp-00-001">
            <rect key="frame" x="0" y="0" width="\(stored)" height="10"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """
        let frames = try Self.solve(label, """
            <constraint firstItem="wrp-00-001" firstAttribute="centerX" secondItem="root-00-001" secondAttribute="centerX" id="c71-00-001"/>
            <constraint firstItem="wrp-00-001" firstAttribute="top" secondItem="root-00-001" secondAttribute="top" constant="100" id="c72-00-001"/>
            <constraint firstItem="wrp-00-001" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="root-00-001" secondAttribute="leading" constant="137.5" id="c73-00-001"/>
            <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="wrp-00-001" secondAttribute="trailing" constant="137.5" id="c74-00-001"/>
            """)
        #expect(frames["wrp-00-001"] == IBRect(x: (375 - width) / 2, y: 100, width: width, height: height))
    }

    /// A width trace names a content-size constraint at the priority the document gave it, not the 0.01 below it
    /// it is solved at (``aContentSizeGivesWayToTheDocumentOnATie()``): "Name" pinned at its leading edge is held
    /// by its hugging (251) and compression resistance (750) at its 40-pt width.
    @Test func aTraceShowsContentSizesAtTheDocumentsPriority() throws {
        let document = try Self.document(Self.label("lbA-00-001", "Name"), """
            <constraint firstItem="lbA-00-001" firstAttribute="leading" secondItem="root-00-001" secondAttribute="leading" constant="20" id="c81-00-002"/>
            <constraint firstItem="lbA-00-001" firstAttribute="top" secondItem="root-00-001" secondAttribute="top" constant="100" id="c82-00-002"/>
            """)
        let trace = try DocumentSystem(layout: DocumentLayout(measurer: FakeMeasurer()), document: document).widthTrace(of: "lbA-00-001")
        #expect(trace.contains("lbA-00-001 hugging width @251"), "\(trace)")
        #expect(trace.contains("lbA-00-001 compression width @750"), "\(trace)")
    }
}
