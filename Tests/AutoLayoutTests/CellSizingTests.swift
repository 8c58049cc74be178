import AutoLayout
import ButtonSizerTesting
import InterfaceBuilder
import Testing

/// `DocumentLayout.sizesCellsToFit` (§6.4): cells get the height UIKit gives them instead of their stored one.
/// Text is measured by FakeMeasurer (every line 20 tall); the heights are worked out in the comments.
@Suite struct CellSizingTests {
    /// A retina4_7 table (rowHeight -1: self-sizing) with cell `cel-00-001` (stored 44 tall) whose label is
    /// pinned 11 below its content view's top and 11 above its bottom, and cell `cel-00-002` with
    /// `rowHeight="100"` (stored 44 tall).
    static let xml = TestStoryboard.xml("""
        <scene sceneID="cel-sc-001">
            <objects>
                <tableViewController id="cel-vc-001" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" id="cel-tb-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <prototypes>
                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cel-00-001">
                                <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-00-001" id="cel-cv-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Row" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="cel-lb-001">
                                            <rect key="frame" x="16" y="11" width="30" height="22"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </label>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="cel-lb-001" firstAttribute="top" secondItem="cel-cv-001" secondAttribute="top" constant="11" id="cel-cs-001"/>
                                        <constraint firstAttribute="bottom" secondItem="cel-lb-001" secondAttribute="bottom" constant="11" id="cel-cs-002"/>
                                        <constraint firstItem="cel-lb-001" firstAttribute="leading" secondItem="cel-cv-001" secondAttribute="leading" constant="16" id="cel-cs-003"/>
                                    </constraints>
                                </tableViewCellContentView>
                            </tableViewCell>
                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="100" id="cel-00-002">
                                <rect key="frame" x="0.0" y="72" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-00-002" id="cel-cv-002">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </tableViewController>
            </objects>
        </scene>
        """)

    static func frames(fit: Bool) throws -> [String: IBRect] {
        var layout = DocumentLayout(measurer: FakeMeasurer())
        layout.sizesCellsToFit = fit
        return try TestStoryboard.frames(TestStoryboard.document(xml, source: "cells.storyboard"), layout: layout)
    }

    /// Self-sizing: 11 + 20 (the label's line) + 11 = 42, the content view as tall; the fixed row: 100.
    @Test func cellsSizedAsUIKitSizesThem() throws {
        let frames = try Self.frames(fit: true)
        #expect(frames["cel-00-001"]?.height == 42 && frames["cel-cv-001"]?.height == 42)
        #expect(frames["cel-lb-001"] == IBRect(x: 16, y: 11, width: 30, height: 20))
        #expect(frames["cel-00-002"]?.height == 100 && frames["cel-cv-002"]?.height == 100)
    }

    /// Off (the default) both cells keep their stored 44, and the label its 11-pt pins: 44 − 22 = 22 tall.
    @Test func storedHeightsByDefault() throws {
        let frames = try Self.frames(fit: false)
        #expect(frames["cel-00-001"]?.height == 44 && frames["cel-00-002"]?.height == 44)
        #expect(frames["cel-lb-001"]?.height == 22)
    }

    /// The reader takes `rowHeight` from the table and its cells.
    @Test func theReaderReadsRowHeights() throws {
        let document = try TestStoryboard.document(Self.xml, source: "cells.storyboard")
        let views = Dictionary(uniqueKeysWithValues: document.allViews.map { ($0.view.id, $0.view) })
        #expect(views["cel-tb-001"]?.rowHeight == -1)
        #expect(views["cel-00-001"]?.rowHeight == nil)
        #expect(views["cel-00-002"]?.rowHeight == 100)
    }

    /// A collection view (frame + mask, full width) whose cell is `widthSizable` and whose content view has
    /// IB's empty mask: laid out on retina6_1 (414 wide, 39 more than the stored 375), the cell widens to
    /// 355 + 39 = 394 and its content view with it (the cell sizes its content view to its bounds).
    @Test func aCollectionCellsContentViewFollowsTheCell() throws {
        let xml = TestStoryboard.xml("""
            <scene sceneID="col-sc-001">
                <objects>
                    <collectionViewController id="col-vc-001" sceneMemberID="viewController">
                        <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="col-cv-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <cells>
                                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="col-cl-001">
                                    <rect key="frame" x="10" y="0.0" width="355" height="50"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                                    <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="col-ct-001">
                                        <rect key="frame" x="0.0" y="0.0" width="355" height="50"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </collectionViewCellContentView>
                                </collectionViewCell>
                            </cells>
                        </collectionView>
                    </collectionViewController>
                </objects>
            </scene>
            """)
        let frames = try TestStoryboard.frames(TestStoryboard.document(xml, source: "collection.storyboard"),
                                               device: LayoutDevice.named("retina6_1"))
        #expect(frames["col-cl-001"] == IBRect(x: 10, y: 0, width: 394, height: 50))
        #expect(frames["col-ct-001"] == IBRect(x: 0, y: 0, width: 394, height: 50))
    }
}
