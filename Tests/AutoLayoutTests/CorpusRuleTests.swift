import AutoLayout
import ButtonSizer
import Foundation
import InterfaceBuilder
import Testing

/// One test per layout rule settled by the corpus (docs/auto-layout.md, "Choices on the open points"): each
/// solves one corpus document for its design device and compares the views the rule decides with the frames
/// Xcode stored in that document (read by the test, so the expectation is Xcode's, not the code's).
@Suite struct CorpusRuleTests {
    /// The solved and stored frames of `ids` in the corpus file `file`, on `device` (default: its design device).
    static func frames(_ file: String, _ ids: [String], device: LayoutDevice? = nil) throws -> [(id: String, solved: IBRect, stored: IBRect?)] {
        let data = try Data(contentsOf: URL(fileURLWithPath: CorpusTests.corpus + "/" + file))
        let document = try InterfaceBuilderDocument(parsing: Array(data), source: file)
        var layout = DocumentLayout(measurer: CorpusTests.measurer)
        layout.reproducesCanvas = true  // the canvas, as Xcode stored it
        let solved = try layout.solve(document, device: device)
        return ids.map { id in
            let view = solved.views.first { $0.objectID == id }
            #expect(view != nil, "\(id) not laid out")
            return (id, view?.frame ?? IBRect(x: -1, y: -1, width: -1, height: -1), view?.stored)
        }
    }

    /// Expects each of `ids` within 1 pt of its stored frame on x, y, width and height.
    static func expectStored(_ file: String, _ ids: [String]) throws {
        for (id, solved, stored) in try frames(file, ids) {
            guard let stored else { Issue.record("\(id) has no stored frame"); continue }
            let worst = max(abs(solved.x - stored.x), abs(solved.y - stored.y), abs(solved.width - stored.width),
                            abs(solved.height - stored.height))
            #expect(worst <= 1 + 1e-9, "\(file) \(id): solved \(solved), stored \(stored)")
        }
    }

    /// Cells' content views take the side margin of the table (20 on a 414-pt table), not of the 374-pt cell
    /// of an inset-grouped table: a label pinned to the content view's leading margin at x 20, a switch to its
    /// trailing margin at x 305 (374 − 20 − 49, drawn 51 wide).
    @Test func cellMarginsFollowTheTableWidth() throws {
        try Self.expectStored("duckduckgo-ios/DuckDuckGo/Base.lproj/Settings.storyboard", ["5YD-Od-uDU", "cdQ-74-TuJ"])
    }

    /// Xcode 26 cells' content views have 15-pt vertical margins: a Body label pinned to topMargin and
    /// bottomMargin of a 51.5-pt row is stored at y 15, 21.5 tall.
    @Test func xcode26CellVerticalMargins() throws {
        try Self.expectStored("netnewswire/iOS/Settings/Settings.storyboard", ["c9W-IF-u6i"])
    }

    /// A xib's top-level view smaller than the screen has the notched design device's own safe-area insets on
    /// Xcode's canvas (retina6_0: 47 and 34): a delete button pinned to the safe area's top at y 47, a card 24
    /// below it and flush with the safe area's bottom (y 71, 175 tall in a 280-pt view), its stack inside.
    @Test func xibViewsHaveTheNotchedDevicesSafeArea() throws {
        try Self.expectStored("cwa-app-ios/src/xcode/ENA/ENA/Source/Scenes/Home/Cells/Statistics/HomeLinkCardView/HomeLinkCardView.xib",
                              ["1WI-Vf-dCD", "ti7-5A-dGL", "8Jk-KN-Zcm"])
    }

    /// Ties at one priority go where Xcode's stored frames put them (docs/auto-layout.md, "ties"). Pocket Casts'
    /// heading cell: three `height = 14/15/15 @750` spacers keep their height in an equal-spacing stack too short
    /// for them and its two labels (compression resistance 750), the 31-pt title squashed to 3 pt and the
    /// description label below it to 0. edX's settings cell: a label and a switch (both compression resistance
    /// 750) in a row too narrow for both: the label gives way, the switch keeps its 51 pt.
    @Test func tiesGoAsXcodeStoresThem() throws {
        try Self.expectStored("pocket-casts-ios/podcasts/PodcastHeadingTableCell.xib",
                              ["TCC-7i-Fyr", "YUN-pu-IO8", "SGH-Lz-9LI", "Vgd-qp-dvs", "Nvw-qC-Dra"])
        try Self.expectStored("edx-app-ios/Source/OEXMySettingsViewController.xib", ["WXt-Km-JcG", "OZg-Qp-RW9"])
    }

    /// Xcode's canvas keeps a stopped activity indicator that hides when stopped in its place in a stack: Pocket
    /// Casts stores the views after one 16 + 5 pt further on (an image at x 63 after the indicator at 42, a label
    /// at 126; in the episode cell an image at 21 after the indicator at 0).
    @Test func aStoppedActivityIndicatorKeepsItsPlaceInAStack() throws {
        try Self.expectStored("pocket-casts-ios/podcasts/UserEpisodeDetailViewController.xib", ["LQy-mY-4LR", "uHs-3g-TAi"])
        try Self.expectStored("pocket-casts-ios/podcasts/EpisodeCell.xib", ["dgh-1x-Q2P", "CYh-rx-5sN"])
    }

    /// Xcode's canvas keeps a multi-line label's own text at its stored width where it fits on one line: Pocket Casts'
    /// DisclosureCell stores "Main" (system 16, about 35 pt of text) 179.5 wide, all the room a hugging 251 and a `≥ 10`
    /// gap to the next label leave it.
    @Test func theCanvasKeepsAMultiLineLabelAtItsStoredWidth() throws {
        try Self.expectStored("pocket-casts-ios/podcasts/DisclosureCell.xib", ["lSX-TP-Y9A"])
    }

    /// A button with a `backgroundImage` is at least the image's size, without the title's 6-pt padding or
    /// 30-pt minimum width: Monal's "99" badge (system 14, a 17 × 17 title) over a 22 × 22 `NotificationBubble`
    /// is stored 22 × 22 (with the padding it would be 29 tall).
    @Test func backgroundImageSizesAButton() throws {
        try Self.expectStored("monal/Monal/Classes/MLContactCell.xib", ["orC-ej-MKC"])
    }

    /// The content-size constraints are added after the document's (UIKit makes them in its first constraint
    /// update), so a conflict between a required hugging and a required width gives up the hugging: duckduckgo's
    /// OmniBar.xib has a Settings button (a 24-pt image, hugging 1000) with `width = 30`, stored 30 wide at x 54 of
    /// its equal-spacing stack, which is stored 227 wide (30 + 24 + 30 + 24 + 30 + 24 + 65); the address field
    /// centred between the stacks is 475 wide.
    @Test func contentSizeConstraintsComeAfterTheDocuments() throws {
        try Self.expectStored("duckduckgo-ios/DuckDuckGo/Base.lproj/OmniBar.xib", ["1rB-5w-de3", "Xrl-6Y-ll0", "5D5-iT-bUk"])
    }

    /// A custom button (no `buttonType`) with no font has UIButton's own 18-pt title font; a system-type one IB's
    /// 15: OmniBar's title-less custom button with a 21-pt bottom content inset is stored 43 tall (system 18's line,
    /// 21.48 ceiled to 22, plus 21), and its fill-aligned stack with it; openfoodfacts' `roundedRect` "Button"
    /// without a font is stored 46 × 30 (15 pt: 18 + 12).
    @Test func customButtonsDefaultFont() throws {
        try Self.expectStored("duckduckgo-ios/DuckDuckGo/Base.lproj/OmniBar.xib", ["nJo-2d-gri", "Xrl-6Y-ll0"])
        try Self.expectStored("openfoodfacts-ios/Sources/Views/Products/Search/Scanner/ManualBarcodeInputView.xib", ["FCe-bC-aLI"])
    }

    /// A button with an attributed title and no font of its own is measured in the title's first fragment's font:
    /// a custom button titled "Edit" in bold system 30 pinned to the safe area's top is 36 + 12 = 48 tall (SF's
    /// line, 30 × 2444 / 2048 = 35.80, ceiled, and the 6-pt padding above and below), not 22 + 12 (the 18-pt
    /// default).
    @Test func attributedButtonTitleFont() throws {
        let xml = TestStoryboard.xml(TestStoryboard.controllerScene(
            "atb-sc-001", controller: "atb-vc-001", root: "atb-rt-001", safeArea: "atb-sa-001", subviews: """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" hasAttributedTitle="YES" translatesAutoresizingMaskIntoConstraints="NO" id="atb-bt-001">
                <rect key="frame" x="16" y="20" width="60" height="48"/>
                <state key="normal">
                    <attributedString key="attributedTitle">
                        <fragment content="Edit">
                            <attributes>
                                <font key="NSFont" size="30" metaFont="systemBold"/>
                            </attributes>
                        </fragment>
                    </attributedString>
                </state>
            </button>
            """, constraints: """
            <constraint firstItem="atb-bt-001" firstAttribute="top" secondItem="atb-sa-001" secondAttribute="top" id="atb-cs-001"/>
            <constraint firstItem="atb-bt-001" firstAttribute="leading" secondItem="atb-rt-001" secondAttribute="leading" constant="16" id="atb-cs-002"/>
            """))
        let frames = try TestStoryboard.frames(TestStoryboard.document(xml), layout: DocumentLayout(measurer: CorpusTests.measurer))
        #expect(frames["atb-bt-001"]?.height == 48)
    }

    /// A navigation controller's root with no simulated metrics of its own is under the navigation bar Xcode's
    /// canvas infers: duckduckgo's Onboarding.storyboard (retina6_5, status bar 44) pins its header container to the
    /// safe area's top and stores it at y 88 (44 + 44), the content container below it in proportion.
    @Test func navigationRootsHaveAnInferredBar() throws {
        try Self.expectStored("duckduckgo-ios/DuckDuckGo/Base.lproj/Onboarding.storyboard", ["ubS-NY-rcT", "oPA-w3-V6b", "bos-sp-j80"])
    }

    /// So is a controller a `show` segue leads to from one with that bar: duckduckgo's Debug.storyboard (retina6_1,
    /// Xcode 16: status bar 48) pins a text view to the safe area's top of a controller shown from a navigation
    /// root's table and stores it at y 92 (48 + 44).
    @Test func shownControllersHaveTheInferredBar() throws {
        try Self.expectStored("duckduckgo-ios/DuckDuckGo/Debug.storyboard", ["5Gj-7B-IOF"])
    }

    /// `spacingType="standard"` (read as `usesStandardSpacing`) spaces a stack's views by the system's 8 pt: a
    /// 50-pt image view and then a button at x 58 (openfoodfacts' PictureTableViewCell).
    @Test func stackStandardSpacing() throws {
        let file = "openfoodfacts-ios/Sources/Views/Products/Add/ProductAddViewController.storyboard"
        let data = try Data(contentsOf: URL(fileURLWithPath: CorpusTests.corpus + "/" + file))
        let document = try InterfaceBuilderDocument(parsing: Array(data), source: file)
        #expect(document.allViews.first { $0.view.id == "zgt-kC-h8w" }?.view.stack?.usesStandardSpacing == true)
        #expect(document.allViews.first { $0.view.id == "zwf-af-22Y" }?.view.stack?.usesStandardSpacing == false)
        try Self.expectStored(file, ["i64-h7-4Hc"])
    }

    /// A fill-proportionally stack sizes an arranged view with no intrinsic size by its stored length (the frame it
    /// is decoded with): cwa's legal cell keeps its empty stacks 184 and 512.5 tall beside 20.5-pt labels, and the
    /// equal-spacing stack holding both leaves its 20-pt spacing as stored.
    @Test func fillProportionallyUsesStoredLengthsWithoutIntrinsicSize() throws {
        try Self.expectStored("cwa-app-ios/src/xcode/ENA/ENA/Source/Views/ExposureSubmission/DynamicLegalExtendedCell.xib",
                              ["INJ-xI-Je9", "8Pe-9Z-Ydm", "711-w9-VbR", "3ck-WL-Nhf"])
    }

    /// Views Xcode marks ambiguous keep their stored sizes on its canvas: cwa's statistics card stacks ambiguous
    /// label views 157 tall (their stored heights and spacings), so its image is 157 tall, not its intrinsic 146,
    /// and the stack above it 107.
    @Test func ambiguousViewsKeepTheirStoredSizes() throws {
        try Self.expectStored("cwa-app-ios/src/xcode/ENA/ENA/Source/Scenes/Home/Cells/Statistics/HomeStatisticsCardView/HomeStatisticsCardView.xib",
                              ["Drr-V5-WQ8", "TH2-hV-4Si", "Imx-q1-RUe", "h4n-R1-pv1"])
    }

    /// A navigation bar placed as a view is 44 tall (pinned by its top and sides only).
    @Test func navigationBarHeight() throws {
        try Self.expectStored("duckduckgo-ios/DuckDuckGo/Base.lproj/TabSwitcher.storyboard", ["3Kd-yL-Gby"])
    }

    /// A freeform controller under a simulated translucent navigation bar has a 44-pt top inset (no status
    /// bar), and a content view pinned to a scroll view's own edges defines the content size: the scroll view
    /// is stored at y 44, 1956 tall (2000 − 44), and its content view, pinned to all four of the scroll view's
    /// edges, is taller than it (stored 2212; the height the wrapped texts give differs with the stand-in font).
    @Test func freeformBarsAndScrollViewEdges() throws {
        let file = "openfoodfacts-ios/Sources/Views/Products/Add/ProductAddViewController.storyboard"
        try Self.expectStored(file, ["mcz-Dc-5OG"])
        let content = try Self.frames(file, ["HHR-bW-zl0"])[0]
        #expect(content.solved.height > 1956 && content.solved.x == 0 && content.solved.y == 0, "\(content.solved)")
    }

    /// Placeholder constraints are what Xcode solved the stored frames with: the Loop widget's HUD view, whose
    /// only height is a `placeholder="YES"` 70, is stored 70 tall at the top of its stack.
    @Test func placeholderConstraintsKeptForXcodesSolution() throws {
        try Self.expectStored("loop/Loop Status Extension/Base.lproj/MainInterface.storyboard", ["VIh-8L-VsB"])
    }

    /// Inside a collection view the safe area of a cell's content view is its own bounds: labels pinned 15 pt
    /// inside it are stored at y 15 (30 tall) and 12 (37 tall) in a 60-pt cell stored at y 60, above the
    /// root's 62-pt safe-area inset (retina6_3).
    @Test func safeAreaInsideScrollViews() throws {
        try Self.expectStored("netnewswire/iOS/Base.lproj/Main.storyboard", ["fHH-rW-0hD", "oRt-Cv-vvU", "Ea0-VT-Gvl"])
    }

    /// Xcode 26's switch is 63 × 28 drawn from a 61-pt alignment rect (pinned to a trailing margin at 20 it ends
    /// 18 from the edge: x 293 in a 374-pt content view); a `32700.99.1234` document (no version, Xcode 15 line)
    /// still stores the 51 × 31 switch (duckduckgo Bookmarks, x 278 beside its label).
    @Test func switchMetricsByToolsVersion() throws {
        try Self.expectStored("netnewswire/iOS/Settings/Settings.storyboard", ["Keq-Np-l9O"])
        try Self.expectStored("duckduckgo-ios/DuckDuckGo/Base.lproj/Bookmarks.storyboard", ["0pM-zQ-xZT"])
    }

    /// A label's font variation for the device's size classes is the font it is measured in: Loop's 45-pt light
    /// "0" is 42 pt in `heightClass=regular-widthClass=compact` and stored 25.5 × 50.5 (retina4_7, portrait).
    @Test func fontVariationForTheDeviceTraits() throws {
        try Self.expectStored("loop/Loop/Base.lproj/Main.storyboard", ["zvZ-uf-zMX", "yn7-2M-jZz"])
    }

    /// A stored frame that breaks a required constraint of the document is reported: in the Loop widget, view
    /// 3n2-yC-jGi is stored 50 tall while its label 9iF-xY-Bh4, pinned to its top (HSD-ba-SBR) and bottom
    /// (LtS-Ct-5Wl, line 55) with constant 0, is stored at y 0 and 40 tall: 0 + 40 ≠ 50. The label's own
    /// stored frame is consistent with everything but that pin, so both items carry the broken constraint.
    @Test func storedFramesThatBreakRequiredConstraints() throws {
        let file = "loop/Loop Status Extension/Base.lproj/MainInterface.storyboard"
        let data = try Data(contentsOf: URL(fileURLWithPath: CorpusTests.corpus + "/" + file))
        let solved = try DocumentLayout(measurer: CorpusTests.measurer).solve(InterfaceBuilderDocument(parsing: Array(data), source: file))
        let breaks = Dictionary(uniqueKeysWithValues: solved.views.map { ($0.objectID, $0.storedFrameBreaks) })
        #expect(breaks["3n2-yC-jGi"] == ["constraint LtS-Ct-5Wl (line 55)"])
        #expect(breaks["9iF-xY-Bh4"] == ["constraint LtS-Ct-5Wl (line 55)"])
        #expect(breaks["VIh-8L-VsB"] == [])
        // Off the design device the stored frames say nothing.
        let other = try DocumentLayout(measurer: CorpusTests.measurer)
            .solve(InterfaceBuilderDocument(parsing: Array(data), source: file), device: LayoutDevice.named("retina6_1"))
        #expect(other.views.allSatisfy { $0.storedFrameBreaks.isEmpty })
    }

    /// A root shorter than the screen with no opaque bar to explain it (375 × 591 on a 667-pt retina4_7, as a
    /// sheet's content) has no top inset: its container view, pinned to the top layout guide, is stored at y 0.
    @Test func shortenedRootHasNoTopInset() throws {
        try Self.expectStored("duckduckgo-ios/DuckDuckGo/Base.lproj/Bookmarks.storyboard", ["63r-nO-tSp"])
    }

    /// A cell's content view preserves the cell's margins: beside a disclosure indicator it is 343.5 wide in a
    /// 374-pt cell, 30.5 short of the cell's edge, so its trailing margin is its own 8 (max(8, 20 − 30.5)): the
    /// detail label pinned to it is stored at x 280.5, 55 wide (343.5 − 8 − 55); the title keeps x 20.
    @Test func contentViewBesideAnAccessoryKeepsItsOwnMargin() throws {
        try Self.expectStored("netnewswire/iOS/Settings/Settings.storyboard", ["DUf-DZ-3Nm", "bbw-L9-a3X"])
    }

    /// An attributed label is measured in its fragment's font and its paragraph's line height multiple:
    /// duckduckgo's DaxOnboarding label (system 16, `lineHeightMultiple` 1.35, no font of its own) is stored
    /// 26 tall — SF 16's 19.09-pt line × 1.35 = 25.8, ceiled to the @2x grid.
    @Test func attributedLabelsFontAndLineHeightMultiple() throws {
        try Self.expectStored("duckduckgo-ios/DuckDuckGo/Base.lproj/DaxOnboarding.storyboard", ["UDm-rv-vek"])
    }

    /// A paragraph's `lineSpacing` comes between lines, which are then one unrounded line apart: Pocket Casts'
    /// DownloadsViewController.xib stores two lines of system 14 (16.71 each) with `lineSpacing` 7 40.5 tall
    /// (16.71 + 7 + 16.71 = 40.42 ceiled at @2x; lines a rounded 17 apart would be 41, without the spacing 34).
    @Test func attributedLabelsLineSpacing() throws {
        try Self.expectStored("pocket-casts-ios/podcasts/DownloadsViewController.xib", ["U9d-CR-ZP6"])
    }

    /// A paragraph's `minimumLineHeight` raises a shorter line: duckduckgo's Onboarding.storyboard stores one line
    /// of system 17 (20.29) with `minimumLineHeight` 22 22 tall.
    @Test func attributedLabelsMinimumLineHeight() throws {
        try Self.expectStored("duckduckgo-ios/DuckDuckGo/Base.lproj/Onboarding.storyboard", ["JgA-Kx-QGf"])
    }

    /// A document's baseline constraint reads each view's own baseline, not its bottom: PlayerChapterCell.xib aligns a
    /// 12-pt label (14.5 tall) with the first baseline of a 14-pt label in two lines (33.5 tall) and stores it at
    /// y 10.5, 2 below the other's top (8.5); SmallPagedListSummaryViewController.xib aligns a 13-pt button's first
    /// baseline with a 22-pt label's.
    @Test func baselineConstraintsReadEachViewsBaseline() throws {
        try Self.expectStored("pocket-casts-ios/podcasts/PlayerChapterCell.xib", ["7tO-zw-yY4"])
        try Self.expectStored("pocket-casts-ios/podcasts/SmallPagedListSummaryViewController.xib", ["52h-LV-3YU"])
    }

    /// A label with no text has its font's baseline: AddCell.xib aligns an empty label's baseline with a label's in the
    /// same font (system 17), both 21 tall, and stores both at y 11.5.
    @Test func anEmptyLabelHasItsFontsBaseline() throws {
        try Self.expectStored("pocket-casts-ios/podcasts/AddCell.xib", ["1Ms-JE-HWv", "Sgj-tb-N4U"])
    }

    /// A table cell's margins are the table's side margins, and a content view that preserves its superview's
    /// margins keeps at least them: Loop's header cell gives its content view explicit 15-pt margins and
    /// `preservesSuperviewLayoutMargins`; the stack pinned to those margins is stored at x 16, 343 wide
    /// (375 − 16 − 16), not at 15.
    @Test func cellMarginsArePreservedByTheContentView() throws {
        try Self.expectStored("loop/Loop/Base.lproj/Main.storyboard", ["F07-Hl-8Ub"])
    }

    /// Round 4's rules (Pocket Casts, docs/auto-layout.md): Xcode 13 and earlier drew retina6_1 (iPhone 11/XR)
    /// with iOS 13's 44-pt top inset, Xcode 14 with iOS 14's 48 — FilterPreviewViewController.xib (toolsVersion
    /// 20037) pins its header to the safe area's top at y 44, AccountViewController.xib (21701) its table at 48.
    @Test func retina61TopInsetFollowsTheXcodeThatSavedIt() throws {
        try Self.expectStored("pocket-casts-ios/podcasts/FilterPreviewViewController.xib", ["WEf-Kj-Pgl", "UBk-Pg-WIF"])
        try Self.expectStored("pocket-casts-ios/podcasts/AccountViewController.xib", ["LDy-dc-GWZ"])
    }

    /// Xcode 11 to 14.1 drew a full-screen view on an iPhone without a sensor housing with no status bar, in xibs
    /// and storyboards alike: Pocket Casts' CreateFilterViewController.xib (17156, retina4_7) and
    /// ForgotPasswordViewController.xib (21223), edX's DiscussionNewPostViewController.xib (16097.2) and
    /// DiscussionResponses.storyboard (21507) pin their content to the safe area's top at y 0; Xcode 10 (Pocket
    /// Casts' AddCustomViewController.xib, 14490) and Xcode 15 (Kickstarter's SettingsPrivacySwitchCell.xib, 23094)
    /// documents store it at 20.
    @Test func xcode11To14HaveNoStatusBar() throws {
        try Self.expectStored("pocket-casts-ios/podcasts/CreateFilterViewController.xib", ["rnw-SR-gXJ"])
        try Self.expectStored("pocket-casts-ios/podcasts/ForgotPasswordViewController.xib", ["9xc-rx-8F4"])
        try Self.expectStored("edx-app-ios/Source/DiscussionNewPostViewController.xib", ["Chh-nF-8q0"])
        try Self.expectStored("edx-app-ios/Source/DiscussionResponses.storyboard", ["d5Z-08-ZhJ"])
        try Self.expectStored("pocket-casts-ios/podcasts/AddCustomViewController.xib", ["LpC-KK-e1r"])
        try Self.expectStored("kickstarter-ios-oss/Kickstarter-Framework/Sources/Kickstarter-Framework/Resources/SettingsPrivacySwitchCell.xib",
                              ["7cu-CT-WhZ"])
    }

    /// In a stack that does not fill its cross axis, an arranged view with no size of its own keeps the size a
    /// nib decodes it with, its stored one (the pull UIKit's ambiguity suppression gives at priority 25 goes there,
    /// not to 0): FolderListCell.xib's text column (a plain view holding two labels pinned only by their centre)
    /// is stored 65 tall in the 65-pt centre-aligned row, its labels at y 13 and 37.5 (0 would put the first
    /// above the cell); ProfileViewController.xib's padding view 240 wide, centred in a 379-pt stack; cwa's
    /// chevron column 52 tall in a 63-pt top-aligned row.
    @Test func aViewWithoutIntrinsicSizeKeepsItsStoredSizeInANonFillStack() throws {
        try Self.expectStored("pocket-casts-ios/podcasts/FolderListCell.xib", ["NW5-Bm-0Hu", "QUK-31-pbr", "b9M-Kb-x3A"])
        try Self.expectStored("pocket-casts-ios/podcasts/ProfileViewController.xib", ["J4q-H0-via"])
        try Self.expectStored("cwa-app-ios/src/xcode/ENA/ENA/Source/Scenes/Home/Cells/AppClosureNotice/HomeAppClosureNoticeTableViewCell.xib",
                              ["xUm-zt-CGT"])
    }

    /// A simulated bar on a xib's top-level view insets its safe area as a controller's does:
    /// PlaylistViewController.xib (Xcode 13, retina4_7, no status bar) stores its table 1 below a translucent
    /// navigation bar, at y 45, and the filter chips above it at y −18.
    @Test func aXibViewsSimulatedBarInsetsItsSafeArea() throws {
        try Self.expectStored("pocket-casts-ios/podcasts/PlaylistViewController.xib", ["9", "dYS-Oc-2LG"])
    }

    /// A collection cell's xib has the design device's safe area (ThemeAbstractCell.xib, retina6_1, 21701: a
    /// view pinned to the safe area's top and 24 above its bottom is stored at y 48, 94 tall in a 200-pt cell);
    /// a table cell's does not (PodcastSupporterCell.xib, retina6_1: an image 12 below the safe area's top, y 12).
    @Test func collectionCellsHaveTheSafeAreaTableCellsDoNot() throws {
        try Self.expectStored("pocket-casts-ios/podcasts/ThemeAbstractCell.xib", ["xaE-hB-yNN"])
        try Self.expectStored("pocket-casts-ios/podcasts/PodcastSupporterCell.xib", ["cAR-PW-YsD"])
    }

    /// Any view's margins grow by the part of it under the root's safe area: FilterDurationViewController.xib
    /// (retina6_1, inset 44) pins a label 20 below the top margin of a view at the root's top: y 72 (44 + 8 + 20).
    @Test func marginsIncludeTheSafeAreaAViewOverlaps() throws {
        try Self.expectStored("pocket-casts-ios/podcasts/FilterDurationViewController.xib", ["ZaL-Yo-lbb"])
    }

    /// A stack view's layout margins are 0 unless the document gives them: NowPlayingPlayerItemViewController.xib
    /// pins its time slider to a 414-pt stack's leading and trailing margins (stored at x 0, 414 wide) and its
    /// buttons 20 inside them (x 20, 374 wide); UIView's 8 would make them 398 and 358 wide.
    @Test func stackViewsHaveNoMarginsOfTheirOwn() throws {
        try Self.expectStored("pocket-casts-ios/podcasts/NowPlayingPlayerItemViewController.xib", ["T2E-0H-hwM", "IM8-JJ-Wfy"])
    }

    /// A label with no text keeps the size it is stored at, the size the canvas draws it at (UILabel's own size
    /// for "" is 0 × 0, which is what an app that never sets a text shows; one that sets a text is measured with
    /// it): PodcastSupporterCell.xib's empty label is stored 50 × 50 and the stack around it 50 tall at y −25.5;
    /// Loop's header cell stores its empty value labels 50 tall under their titles, their stacks 67 tall.
    @Test func anEmptyLabelKeepsItsStoredSize() throws {
        try Self.expectStored("pocket-casts-ios/podcasts/PodcastSupporterCell.xib", ["36M-aW-Rc2", "u5r-8w-Ank"])
        try Self.expectStored("loop/Loop/Base.lproj/Main.storyboard", ["W9e-ML-5se", "4K4-8o-LZp"])
    }

    /// A text view that does not scroll is as tall as its text plus the 8-pt insets above and below, one line
    /// when empty: SharePublishViewController.xib's empty text view in system 15 is stored 34 tall (8 + 17.9 + 8,
    /// ceiled), the separator 9 below it at y 89 and the collection view 20 below it at y 100.
    @Test func aTextViewThatDoesNotScrollIsAsTallAsItsText() throws {
        try Self.expectStored("pocket-casts-ios/podcasts/SharePublishViewController.xib", ["Dy4-27-Cee", "P2O-7Z-mgT", "u2P-Hp-FT9"])
    }

    /// A progress view is 4 tall from Xcode 12 (iOS 14's bar), 2 before: SharePublishViewController.xib (19455)
    /// stores one with no height constraint 4 tall; edX's OEXDownloadViewController.storyboard (13771) one 2 tall.
    @Test func progressViewHeightFollowsTheXcodeThatSavedIt() throws {
        try Self.expectStored("pocket-casts-ios/podcasts/SharePublishViewController.xib", ["8Yu-Rz-jmi"])
        try Self.expectStored("edx-app-ios/Source/OEXDownloadViewController.storyboard", ["qZF-yP-mdg"])
    }

    /// A table cell's xib drawn at its design screen's width follows the device like any screen-wide xib view
    /// (what holds it spans the screen), while its safe area stays the cell's own: NetNewsWire's 414 × 44 settings
    /// cell (retina6_1) is 440 wide on retina6_9 and keeps its 44.
    @Test func aScreenWideCellXibFollowsTheDevice() throws {
        let device = try #require(LayoutDevice.named("retina6_9"))
        let cell = try #require(Self.frames("netnewswire/iOS/Settings/SettingsTableViewCell.xib", ["JCb-QB-CrO"], device: device).first)
        #expect(cell.solved.width == 440)
        #expect(cell.solved.height == 44)
    }
}

extension CorpusRuleTests {
    /// Xcode 12.5–13.4 saved text-style fonts at Extra Small (`DocumentLayout.canvasContentSize(of:)`):
    /// openfoodfacts' Settings.storyboard (toolsVersion 18122) stores its user scene's one-line Subhead label
    /// 14.5 tall, SF 12 pt's line (14.32) on the @2x grid, where Large's 15 pt gives 18 (17.90). Its y is left
    /// out: the stack above it is stored at sizes no category gives (docs/auto-layout.md).
    @Test func xcode13CanvasShowsTextStylesAtExtraSmall() throws {
        let file = "openfoodfacts-ios/Sources/Views/Settings/Settings.storyboard"
        let data = try Data(contentsOf: URL(fileURLWithPath: CorpusTests.corpus + "/" + file))
        let document = try InterfaceBuilderDocument(parsing: Array(data), source: file)
        let canvas = DocumentLayout.canvasContentSize(of: document)
        #expect(canvas == .extraSmall)
        func label(at category: ContentSizeCategory) throws -> SolvedView? {
            try DocumentLayout(measurer: CorpusTests.measurer, contentSize: category).solve(document)
                .views.first { $0.objectID == "77v-Sd-FjR" }
        }
        let atCanvas = try #require(try label(at: canvas))
        let stored = try #require(atCanvas.stored)
        #expect(abs(atCanvas.frame.height - stored.height) <= 1e-9)
        #expect(abs(atCanvas.frame.width - stored.width) <= 1e-9)
        #expect(try label(at: .large).map { $0.frame.height - stored.height } ?? 0 > 1)
    }

    /// Documents of other Xcode versions are of Large: Xcode 11 (openfoodfacts' ProductAddViewController,
    /// 16097, Subhead labels 18 tall) and Xcode 14 (Loop's Main.storyboard, 21701, Body labels 20.5).
    @Test(arguments: ["openfoodfacts-ios/Sources/Views/Products/Add/ProductAddViewController.storyboard",
                      "loop/Loop/Base.lproj/Main.storyboard"])
    func otherXcodesShowLarge(file: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: CorpusTests.corpus + "/" + file))
        #expect(DocumentLayout.canvasContentSize(of: try InterfaceBuilderDocument(parsing: Array(data), source: file)) == .large)
    }
}
