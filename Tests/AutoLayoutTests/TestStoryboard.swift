import AutoLayout
import ButtonSizerTesting
import InterfaceBuilder
import Testing

/// The storyboard XML and solving set-up the hand-worked Auto Layout tests share: an Xcode 16 (toolsVersion
/// 23504) iOS storyboard designed on retina4_7 (375 × 667 @2x, safe area top 20 — Xcode 11 to 14 drew no status
/// bar there, docs/auto-layout.md — root margins 16), holding
/// the scenes a test writes, laid out with FakeMeasurer (every grapheme 10 pt wide, lines 20 tall: ascender
/// 16, descender −4) so that every text size in a test's comment is a sum.
enum TestStoryboard {
    /// A whole document around `scenes` (each a `<scene>` element) and, when given, the `<resources>` children.
    static func xml(_ scenes: String..., resources: String? = nil) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
        \(scenes.joined(separator: "\n"))
            </scenes>
        \(resources.map { "<resources>\n\($0)\n</resources>" } ?? "")
        </document>
        """
    }

    /// A scene with view controller `controller` whose root view `root` (375 × 667, full-size mask, extra
    /// attributes `rootAttributes`) holds `subviews`, a safe-area guide `safeArea` and `constraints`; the
    /// controller's other children (`<navigationItem>`, `<connections>`…) are `controllerContent`.
    static func controllerScene(_ scene: String, controller: String, root: String, rootAttributes: String = "",
                                safeArea: String, subviews: String, constraints: String, controllerContent: String = "") -> String {
        """
        <scene sceneID="\(scene)">
            <objects>
                <viewController id="\(controller)" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" \(rootAttributes) id="\(root)">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
        \(subviews)
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="\(safeArea)"/>
                        <constraints>
        \(constraints)
                        </constraints>
                    </view>
        \(controllerContent)
                </viewController>
            </objects>
        </scene>
        """
    }

    /// A plain view `id` with required `width` and `height` constraints (ids made from the view's).
    static func sizedView(_ id: String, width: Double, height: Double) -> String {
        """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="0" y="0" width="\(width)" height="\(height)"/>
            <constraints>
                <constraint firstAttribute="width" constant="\(width)" id="\(id.prefix(3))-cw-001"/>
                <constraint firstAttribute="height" constant="\(height)" id="\(id.prefix(3))-ch-001"/>
            </constraints>
        </view>
        """
    }

    /// `xml` read as a document named `source`.
    static func document(_ xml: String, source: String = "hand-built.storyboard") throws -> InterfaceBuilderDocument {
        try InterfaceBuilderDocument(parsing: Array(xml.utf8), source: source)
    }

    /// Every view's solved frame (superview coordinates) by object id, for `device` (default: the design
    /// device), expecting no unsatisfiable constraint.
    static func frames(_ document: InterfaceBuilderDocument, layout: DocumentLayout = DocumentLayout(measurer: FakeMeasurer()),
                       device: LayoutDevice? = nil) throws -> [String: IBRect] {
        let solved = try layout.solve(document, device: device)
        #expect(solved.unsatisfiable.isEmpty, "\(solved.unsatisfiable)")
        return Dictionary(uniqueKeysWithValues: solved.views.map { ($0.objectID, $0.frame) })
    }
}
