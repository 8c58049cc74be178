import ButtonSizer
import ConstraintSolver
import InterfaceBuilder

/// The constraint system of one root view (a view controller's view, or a top-level view of a xib) and
/// everything under it. Variables are each view's minX, minY, width and height in **window coordinates**:
/// a constraint may join a view to any ancestor's edges or guides (a subview pinned to the root's safe area),
/// and window coordinates make every attribute one linear expression of the two items' own variables;
/// frames are turned into superview coordinates after rounding.
struct RootSystem {
    let layout: DocumentLayout
    let document: InterfaceBuilderDocument
    let device: LayoutDevice
    let design: LayoutDevice?
    let root: IBView
    let controller: IBViewController?

    private var solver = Solver()
    private var rects: [String: LinearRect] = [:]
    private var variables: [String: [Variable]] = [:]
    private var views: [String: IBView] = [:]
    private var superviews: [String: String] = [:]
    private var depths: [String: Int] = [:]
    private var order: [String] = []
    private var excluded: Set<String> = []
    /// The items the document's constraints name (first or second), views and guides.
    private var constrained: Set<String> = []
    private var margins: [String: IBEdgeInsets] = [:]
    private var intrinsic: [String: IntrinsicSize] = [:]
    private var arranged: Set<String> = []
    /// The views placed by their stored frames (autoresizing masks), whose frames already hold any outset drawn
    /// around an alignment rect.
    private var framedByMask: Set<String> = []
    private var constraintNames: [ConstraintID: String] = [:]
    private var intrinsicHeightConstraints: [String: [ConstraintID]] = [:]
    /// Each view's hugging and compression-resistance constraints per axis, whose constants new texts change.
    private var intrinsicConstraints: [String: (width: [ConstraintID], height: [ConstraintID])] = [:]
    /// Texts replacing the document's (``DocumentSystem/setTexts(_:)``).
    private var texts: [String: String] = [:]
    private var notes: [String] = []
    private var safeInsets = IBEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    private var rootRect = IBRect(x: 0, y: 0, width: 0, height: 0)

    /// The container view that embeds this root's controller (§6.6): its solved size, and the insets of the
    /// parent's safe area over it. `nil`: the root is sized as a screen, a freeform canvas or a xib view.
    let container: (size: IBSize, safeInsets: IBEdgeInsets)?

    init(layout: DocumentLayout, document: InterfaceBuilderDocument, device: LayoutDevice, design: LayoutDevice?,
         root: IBView, controller: IBViewController?,
         container: (size: IBSize, safeInsets: IBEdgeInsets)? = nil) {
        self.container = container
        self.layout = layout
        self.document = document
        self.device = device
        self.design = design
        self.root = root
        self.controller = controller
    }

    private var sizes: IntrinsicSizes {
        IntrinsicSizes(measurer: layout.measurer, document: document, scale: device.scale,
                       usesPlaceholders: layout.usesPlaceholderIntrinsicSizes, texts: texts,
                       contentSize: layout.contentSize)
    }

    // MARK: Solving

    mutating func solve(into result: inout SolvedDocument) {
        collectExclusions(root)
        register(root, superview: nil, depth: 0)
        placeRoot()
        for id in order where id != root.id { computeMargins(id) }
        computeMargins(root.id)
        for id in order {
            for constraint in views[id]?.constraints ?? [] where uses(constraint) {
                constrained.insert(constraint.firstItem)
                if let second = constraint.secondItem { constrained.insert(second) }
            }
        }
        // Intrinsic sizes are measured before any constraint is made: a document's baseline constraint reads its
        // views' baseline offsets from them (before, a label's first baseline there was its bottom).
        for id in order.reversed() { measureIntrinsicSize(id) }
        for id in order { addViewConstraints(id) }
        // The content-size constraints come after every constraint of the document, as UIKit makes them in its
        // first constraint update, after the nib's constraints are in: a conflict among required ones gives up the
        // later (§2.5). duckduckgo's OmniBar.xib gives a button with an image 24 wide hugging 1000 and `width = 30`,
        // and stores it 30 wide. They go in last view first: which of two equally strong content sizes gives way
        // when both cannot hold is not documented (§2.4), and in this order the solver gives way where Xcode's
        // stored frames do (docs/auto-layout.md, "ties"; `CorpusRuleTests.tiesGoAsXcodeStoresThem`).
        for id in order.reversed() { addIntrinsicConstraints(id) }
        for id in order { if let view = views[id], let stack = view.stack { addStackConstraints(view, stack) } }
        rewrapLabels()
        makeReportPlan()
        report(into: &result)
    }

    /// New texts for labels and buttons (object id → text) re-solved incrementally: each changed view's
    /// intrinsic size measured again and its hugging and compression-resistance constants changed in one
    /// batch (`Solver.setConstants`), the system neither rebuilt nor re-solved from scratch. Baseline offsets
    /// stay the first solve's (the same font gives the same first baseline; a wrapping label's last baseline
    /// may move by its line count).
    mutating func setTexts(_ newTexts: [String: String], into result: inout SolvedDocument) {
        let changed = newTexts.filter { views[$0.key] != nil && texts[$0.key] != $0.value }
        for (id, text) in changed { texts[id] = text }
        let sizes = sizes
        var changes: [(constraint: ConstraintID, constant: Double)] = []
        let notesBefore = notes.count
        for id in changed.keys {
            guard let view = views[id], view.stack == nil, let constraints = intrinsicConstraints[id] else { continue }
            let size = sizes.size(of: view, notes: &notes)
            // A constant the text leaves as it was (a translation as wide as the last one, or none: the base text
            // shown again) is no change for the solver.
            if let width = size.width {
                changes += constraints.width.filter { solver.constraint($0)?.constant != width }.map { ($0, width) }
            }
            if let height = size.height {
                changes += constraints.height.filter { solver.constraint($0)?.constant != height }.map { ($0, height) }
            }
            intrinsic[id] = size
        }
        // Nothing changed for the solver and the last solve's labels were settled at their widths: the solution,
        // and so the report, is the last one (a root none of whose texts changed, a locale that falls back to the
        // base language's texts); solving and reading every frame again would give the same.
        if changes.isEmpty, rewrapSettled, notes.count == notesBefore, let last = lastReport {
            result.views += last.views
            result.unsatisfiable += last.unsatisfiable
            result.ambiguous += last.ambiguous
            result.notes.append(contentsOf: notes)
            return
        }
        do {
            try solver.setConstants(changes)
        } catch {
            notes.append("new texts not applied: \(error)")
        }
        rewrapLabels()
        report(into: &result)
    }

    /// Multi-line labels: solve, re-measure at the solved width, solve again (§3.3); twice is enough.
    private mutating func rewrapLabels() {
        rewrapSettled = true
        guard !intrinsicHeightConstraints.isEmpty else { return }
        let sizes = sizes  // made once, not per label (it holds the document and the texts)
        for _ in 0..<2 {
            var changed = false
            for (id, ids) in intrinsicHeightConstraints {
                guard let view = views[id], let rect = rects[id] else { continue }
                let width = rect.width.value(in: solver)
                let size = sizes.size(of: view, wrappingWidth: max(width, 1), notes: &notes)
                guard let height = size.height else { continue }
                for constraint in ids where abs((solver.constraint(constraint)?.constant ?? height) - height) > 1e-6 {
                    try? solver.setConstant(height, of: constraint)
                    changed = true
                }
                // Its width too. A nib's label starts at its stored width, its automatic preferred width the same: a
                // text that wraps there keeps that width (any width from its widest line up to its room is a settled
                // layout, and the stored one is where it starts), or its widest line there when a word is wider; a
                // text that does not wrap at it (a shorter text, a translation) is as wide as its widest line at the
                // solved width. Measured on stored frames: pocket-casts' PlusLockedInfoView.xib centres a two-line
                // label between `≥ 40` margins of a 400-pt view at its stored 308, not the 320 of its room; Element's
                // (measured only) SecretsSetupRecoveryPassphraseViewController pins a paragraph's edges to a
                // container centred in its screen at its stored 374, its room, not the 363 of its widest line; VLC's
                // (measured only) VLCEmptyLibraryView centres a paragraph in a stack at its stored 300.
                // Xcode's canvas keeps its own text at the stored width even where it fits on one line: it measures a
                // multi-line label with an automatic preferred width at its frame's width (Pocket Casts' DisclosureCell
                // stores "Main", 35 pt of text, 179.5 wide where a hugging 251 and a `≥ 10` gap to its neighbour leave it
                // free; VLC's MovieCollectionViewCell, measured only, a two-line "Label" 50 wide), so reproducing the
                // canvas does too; on a device, and for another text, the text's own width.
                var target = size.width
                if view.element == "label", let stored = view.frame?.width, let oneLine = intrinsic[id]?.width, oneLine > stored + 0.5 {
                    let atStored = stored == width ? size.width : sizes.size(of: view, wrappingWidth: max(stored, 1), notes: &notes).width
                    target = max(stored, atStored ?? 0)
                } else if layout.reproducesCanvas, texts[id] == nil, view.element == "label", let stored = view.frame?.width, let widest = size.width {
                    target = max(stored, widest)
                }
                if let wrappedWidth = target, let widths = intrinsicConstraints[id]?.width {
                    for constraint in widths where abs((solver.constraint(constraint)?.constant ?? wrappedWidth) - wrappedWidth) > 1e-6 {
                        try? solver.setConstant(wrappedWidth, of: constraint)
                        changed = true
                    }
                }
            }
            rewrapSettled = !changed
            if !changed { break }
        }
    }

    /// Whether the last ``rewrapLabels()`` ended with a pass that changed no height (every wrapping label
    /// measured at its solved width has the height it was solved with): solving again unchanged changes nothing.
    private var rewrapSettled = false

    /// A laid-out view's intrinsic size as last measured (points per axis; nil: none), nil for a view not in this system.
    /// A view as laid out for the device: its size-class variation's font applied (nil: not laid out).
    func laidOutView(_ id: String) -> IBView? { views[id] }

    /// The ids of the views laid out here, root first.
    var laidOutIDs: [String] { order }

    func intrinsicSize(of id: String) -> (width: Double?, height: Double?)? {
        guard views[id] != nil else { return nil }
        let size = intrinsic[id]
        return (size?.width, size?.height)
    }

    /// A view's solved width and its room (`WidthRoom`, ButtonSizer): a copy of the solved system is given the view's content as
    /// wider than any screen (its hugging lifted with it, a compression resistance just below its own: on a tie the other
    /// views keep their content sizes) and, just above that, the wish to keep each edge where the solve left it clear:
    /// on the root view (the screen), and off the siblings beside it on its row. The view grows until a constraint, the
    /// screen's edge or a neighbour stops it, wherever its constraints move it as it grows (a view centred at a quarter
    /// of the screen stops at its left edge; a trailing-pinned button stops at the button on its left). Re-solved
    /// incrementally; the system itself is unchanged. Nil for a view not in this system or without an intrinsic width.
    func widthRoom(of id: String) -> WidthRoom? {
        guard let rect = rects[id], let rootRect = rects[root.id], let contentSizes = intrinsicConstraints[id]?.width,
              let resistance = contentSizes.compactMap({ solver.constraint($0) }).first(where: { $0.relation == .greaterThanOrEqual })
        else { return nil }
        let width = rect.width.value(in: solver)
        // Each gap the view keeps (≥ 0 where the solve left it so), and what is on its other side (nil: the screen's edge).
        var gaps: [(gap: LinearExpression, before: Double, neighbour: String?)] = []
        for gap in [rect.x - rootRect.x, rootRect.maxX - rect.maxX] {
            gaps.append((gap, gap.value(in: solver), nil))
        }
        let top = rect.y.value(in: solver), bottom = rect.maxY.value(in: solver)
        for other in order where other != id && superviews[other] == superviews[id] && views[other]?.isHidden == false {
            guard let sibling = rects[other], sibling.maxY.value(in: solver) > top + 0.5, sibling.y.value(in: solver) < bottom - 0.5
            else { continue }  // not on the view's row
            for gap in [rect.x - sibling.maxX, sibling.x - rect.maxX] {
                gaps.append((gap, gap.value(in: solver), other))
            }
        }
        gaps.removeAll { $0.before <= -0.5 }  // overlapping already: not a gap the layout keeps
        // Wider than any screen, and still a number the solver's tolerances handle exactly.
        let unlimited = 100_000.0
        let wish = resistance.priority.value - Self.contentSizeTieBreak
        var probe = solver
        do {
            let hugging = contentSizes.filter { probe.constraint($0)?.relation == .lessThanOrEqual }
            try probe.setConstants(hugging.map { ($0, unlimited) })
            for gap in gaps { _ = try probe.add(gap.gap.constraint(.greaterThanOrEqual, priority: wish + Self.contentSizeTieBreak / 2)) }
            _ = try probe.add((rect.width - unlimited).constraint(.greaterThanOrEqual, priority: wish))
        } catch {
            return nil
        }
        // A gap that closed stopped the view (one that was closed already is held by a constraint, not by the wish).
        let stop = gaps.first { $0.before > 0.5 && abs($0.gap.value(in: probe)) < 0.5 }
        return WidthRoom(width: width, room: max(width, rect.width.value(in: probe)),
                         endsAtScreenEdge: stop != nil && stop?.neighbour == nil, neighbour: stop?.neighbour)
    }

    /// The size trace of a view's width: the constraints on its left edge or width that hold with equality
    /// in the last solve (an inequality at its bound, an equality kept), strongest first, as
    /// `constraint X (line N) @1000` — what decided the width it got. Nil for a view not in this system.
    func widthTrace(of id: String) -> [String]? {
        guard let vars = variables[id] else { return nil }
        let horizontal: Set<Variable> = [vars[0], vars[2]]
        var found: [(priority: Double, name: String)] = []
        let contentSizes = Set(intrinsicConstraints.values.flatMap { $0.width + $0.height })
        for (constraintID, name) in constraintNames where !name.hasSuffix("≥ 0") {
            guard let constraint = solver.constraint(constraintID),
                  constraint.terms.contains(where: { horizontal.contains($0.variable) }) else { continue }
            let left = constraint.terms.reduce(0) { $0 + $1.coefficient * solver.value(of: $1.variable) }
            guard abs(left - constraint.constant) < 1e-6 else { continue }
            // A content-size constraint is shown at the priority the document gave it (``contentSizePriority(_:)``).
            var priority = constraint.priority
            if !priority.isRequired, contentSizes.contains(constraintID) {
                priority = Priority(((priority.value + Self.contentSizeTieBreak) * 100).rounded() / 100)
            }
            found.append((priority.value, "\(name) @\(priority)"))
        }
        return found.sorted { ($0.priority, $1.name) > ($1.priority, $0.name) }.map(\.name)
    }

    // MARK: The hierarchy

    private mutating func collectExclusions(_ view: IBView) {
        let traits = currentTraits
        // "default" first, then the matching size classes, whatever order the document lists them in.
        for variation in view.variations.sorted(by: { ($0.traits == "default" ? 0 : 1) < ($1.traits == "default" ? 0 : 1) }) {
            let matches: Bool
            if variation.traits == "default" {
                matches = true
            } else {
                let width = variation.widthClass, height = variation.heightClass
                matches = (width == nil || width == traits.width) && (height == nil || height == traits.height)
                    && (width != nil || height != nil)
            }
            guard matches else { continue }
            // A more specific variation is applied after "default", so its includes win (§6.6).
            for mask in variation.masks {
                if variation.traits == "default" {
                    excluded.formUnion(mask.excludes)
                } else {
                    excluded.formUnion(mask.excludes)
                    excluded.subtract(mask.includes)
                }
            }
        }
        for child in view.children { collectExclusions(child) }
    }

    /// The font of the most specific size-class variation of `view` that matches the device's traits (§6.6; the
    /// corpus' Loop Main.storyboard sets 45-pt light labels to 42 in `heightClass=regular-widthClass=compact` and
    /// stores them 25.5 × 50.5, 42 pt's size), nil when none does.
    private func variationFont(_ view: IBView) -> IBFontDescription? {
        let traits = currentTraits
        var best: (specificity: Int, font: IBFontDescription)?
        for variation in view.variations {
            guard let font = variation.font else { continue }
            let width = variation.widthClass, height = variation.heightClass
            guard (width == nil || width == traits.width) && (height == nil || height == traits.height) else { continue }
            if variation.traits != "default" && width == nil && height == nil { continue }
            let specificity = (width == nil ? 0 : 1) + (height == nil ? 0 : 1)
            if specificity >= (best?.specificity ?? 0) { best = (specificity, font) }
        }
        return best?.font
    }

    /// The design traits of the device laid out for (§6.3).
    private var currentTraits: (width: IBSizeClass, height: IBSizeClass) {
        (device.isRegularWidth ? .regular : .compact, device.isRegularHeight ? .regular : .compact)
    }

    private mutating func register(_ view: IBView, superview: String?, depth: Int) {
        guard !excluded.contains(view.id), views[view.id] == nil else { return }
        var view = view
        if let font = variationFont(view) { view.font = font }
        views[view.id] = view
        superviews[view.id] = superview
        depths[view.id] = depth
        order.append(view.id)
        let vars = (0..<4).map { _ in solver.makeVariable() }
        variables[view.id] = vars
        rects[view.id] = LinearRect(x: LinearExpression(vars[0]), y: LinearExpression(vars[1]),
                                    width: LinearExpression(vars[2]), height: LinearExpression(vars[3]))
        if view.stack != nil { arranged.formUnion(view.subviews.map(\.id)) }
        for child in view.children { register(child, superview: view.id, depth: depth + 1) }
    }

    /// The root view's rectangle in window coordinates and its safe-area insets (§6.1, §7).
    private mutating func placeRoot() {
        let stored = root.frame ?? IBRect(x: 0, y: 0, width: device.width, height: device.height)
        var rect = stored
        let designSize = design.map { IBSize(width: $0.width, height: $0.height) }
        // A root as wide as the design device and at most a navigation and a tab bar shorter fills the screen;
        // anything smaller (a widget's 375×220 root, a freeform controller, a xib's cell) keeps its stored size
        // and has no screen insets.
        let fillsScreen = controller?.freeformSize == nil
            && (designSize.map { abs($0.width - stored.width) < 0.5 && $0.height - stored.height <= 113.5 } ?? false)
        if fillsScreen, let designSize {
            // Opaque bars and the like shorten the root by the same amount on every device.
            rect.width = device.width - (designSize.width - stored.width)
            rect.height = device.height - (designSize.height - stored.height)
        } else if controller == nil, let designSize, abs(designSize.width - stored.width) < 0.5,
                  document.topLevelViews.contains(where: { $0.id == root.id }) {
            // A xib's top-level view as wide as the design device's screen but shorter (a bar, a header, a cell drawn
            // at the screen's width) is sized by what holds it, which spans the screen: it takes the device's width
            // and keeps its own height. A narrower or wider one keeps its stored size: its holder's width is not in
            // the document (docs/auto-layout.md, root view size).
            rect.width = device.width
        }
        if let container {
            // An embedded controller's root fills its container view (frame + mask, §6.6); its safe area is the
            // part of the parent's it overlaps.
            rect = IBRect(x: 0, y: 0, width: container.size.width, height: container.size.height)
            rootRect = rect
            safeInsets = container.safeInsets
        } else {
            rootRect = rect
        }
        if container != nil {
        } else if fillsScreen {
            // Below an opaque bar the root starts under the bar (extendedLayoutIncludesOpaqueBars NO, §6.1): no
            // inset on that side (the corpus' openfoodfacts ProductDetailViewController: a 623-pt root under an
            // opaque navigation bar pins a scroll view 44 below the top guide at y 44).
            // A xib's top-level view names its simulated bars itself (Pocket Casts' PlaylistViewController.xib: a
            // table under a translucent navigation bar at y 45, 1 below the bar's 44 on an Xcode 13 canvas).
            let topBar = controller.flatMap(topBar) ?? root.simulatedTopBar
            let bottomBar = controller?.simulatedBottomBar ?? root.simulatedBottomBar
            let opaqueTop = topBar.map { !$0.isTranslucent } ?? false
            let opaqueBottom = bottomBar.map { !$0.isTranslucent } ?? false
            // A root shorter than the screen with no opaque bar to explain it is a presented sheet's or a
            // container's content, below their bars: no top inset (the corpus' duckduckgo Bookmarks.storyboard: a
            // 375 × 591 root on retina4_7 pins a container view to its top layout guide at y 0).
            let shortened = !opaqueTop && !opaqueBottom && ((designSize?.height ?? stored.height) - stored.height) > 0.5
            // Reproducing the canvas under a navigation bar Xcode infers, the bar ends where its navigation controller
            // stores it (Xcode 26 draws it 54 tall, lower than the status bar: GoMap's Changeset.storyboard stores it
            // at y 96 on retina6_1 and pins a label 8 below its end, at 158).
            let storedBar = controller.flatMap { controller in
                controller.simulatedTopBar == nil && device == design && layout.reproducesCanvas
                    ? document.inferredNavigationBars[controller.id]?.storedFrame : nil
            }
            // Xcode 16.1 and later (toolsVersion 23600–31999) draw a storyboard controller with no bar on a
            // home-indicator iPhone with its safe area inset twice, above and below: GoMap's Panoramax.storyboard
            // (23727) and MainStoryboard.storyboard (24765) pin views to it at 118 and 68 on retina6_12 (59 and 34
            // the device's), NetNewsWire's Main.storyboard (24506) at 68 below on retina6_3, VLC's launch screen
            // (24765) centres its image at 462 on retina6_1 ((96 + 896 − 68) / 2); OsmAnd's two saved by 23504 (Xcode
            // 16.0) pin at the device's 59. A xib's full-screen view likewise: GoMap's DirectionViewController.xib
            // (23727) 12 below 100 and 12 above 68 on retina5_9 (2 × 50, 2 × 34), OsmAnd's (osmandapp/OsmAnd-iOS
            // `bb362bba`) BaseSettingsParametersViewController.xib (24128) and MyPlacesContainerViewController.xib
            // (24765) at 118 on retina6_12, OARouteLineAppearanceHudViewController.xib (24506) at 96 on retina6_1.
            // Not an iPad: Talk's CallViewController.xib (24765), a landscape ipad12_9rounded view, pins to the
            // device's 24. The canvas only: a device insets once.
            let insetTwice = topBar == nil && bottomBar == nil && !device.isPad && device.safeBottom > 0
                && (23600..<32000).contains(document.toolsVersion ?? 0) && device == design && layout.reproducesCanvas
            let twice = insetTwice ? 2.0 : 1.0
            let top = opaqueTop || shortened ? 0 : storedBar.map { $0.y + $0.height } ?? twice * safeTop + barHeight(topBar, top: true)
            let bottom = opaqueBottom ? 0 : twice * device.safeBottom + barHeight(bottomBar, top: false)
            safeInsets = IBEdgeInsets(top: max(0, top - rect.y), left: device.safeSide,
                                      bottom: max(0, rect.y + rect.height - (device.height - bottom)), right: device.safeSide)
        } else if controller == nil, device.safeBottom > 0, document.topLevelViews.contains(where: { $0.id == root.id }),
                  root.element != "tableViewCell" {
            // A xib's top-level view smaller than the screen on a device with a sensor housing and a home indicator:
            // Xcode's canvas gives it the device's own safe-area insets (not a status bar's: it simulates none), as
            // if it lay at the screen's top-left (§1.6, §7; settled by stored frames: the corpus' cwa
            // HomeLinkCardView.xib, a 468 × 280 view on retina6_0 (insets 47 and 34), pins a button to its safe
            // area's top at y 47 and a card 24 below that and flush with its bottom: y 71, 175 tall; retina4_7 and
            // retina4_0 xibs — duckduckgo NotificationView, openfoodfacts IconButtonView, cwa
            // HomeStatisticsCardView — pin views to their safe area's top at 0).
            // A view too short for both insets (top and bottom together over its height) gets neither: outside the
            // corpus, Element's CallAudioRouteView.xib (414 × 61, 18122) and RemoveJitsiWidgetView.xib (375 × 55,
            // 17701) and Simplenote's SPSortBar.xib (414 × 49, 17701), all on retina6_1 (44 + 34), store views
            // pinned to the safe area's bottom at their own bottom, where both insets would leave a guide of
            // negative height (a 49-pt bar's labels were solved −6 tall). (Simplenote's BannerView.xib, 390 × 72
            // on retina6_0 from the Xcode 15 line, stores one as if the 34-pt inset applied, in frames that break
            // its own constraints.) No such view pins to the safe area's top there.
            // Before Xcode 14 (toolsVersion below 21000, where retina6_1's top inset changes too) a view shorter than
            // the screen and not wider has the top inset only, when it is that tall: as if at the screen's top, its
            // bottom far from the home indicator. Measured outside the corpus, all from 17156 to 20037: Element's
            // RoomCreationIntroCellContentView (414 × 344), SectionFooterView (210), RoomNotificationSettingsAvatarView
            // (192) and CoachMarkView (126), Simplenote's NoticeView (94), Tinode's ForwardMessageBar (116) pin views
            // to the safe area's bottom at their own bottom and, three of them, to its top at 44; Simplenote's
            // NoteEditorTagListViewController, 431 × 155 on a 414-pt retina6_1, wider than the screen, stores both.
            // From Xcode 14 the corpus' HomeLinkCardView (21225), ThemeAbstractCell (21701) and
            // SleepTimerViewController (22505) have both (Tinode's SendMessageBar and SendImageBar, 21507, store no
            // bottom inset, against them).
            let bothFit = safeTop + device.safeBottom <= rect.height
            if (document.toolsVersion ?? 0) < 21000, rect.height < device.height - 0.5, rect.width <= device.width + 0.5 {
                safeInsets = IBEdgeInsets(top: safeTop <= rect.height ? safeTop : 0, left: device.safeSide,
                                          bottom: 0, right: device.safeSide)
            } else {
                safeInsets = IBEdgeInsets(top: bothFit ? safeTop : 0, left: device.safeSide,
                                          bottom: bothFit ? device.safeBottom : 0, right: device.safeSide)
            }
        } else if let controller, controller.freeformSize != nil {
            // A freeform controller has no screen insets, but its simulated translucent bars still cover it: the
            // corpus' openfoodfacts ProductAddViewController (375 × 2000 under a navigation bar) pins its scroll
            // view to the root's topMargin at y 44.
            safeInsets = IBEdgeInsets(top: barHeight(topBar(controller), top: true), left: 0,
                                      bottom: barHeight(controller.simulatedBottomBar, top: false), right: 0)
        }
        let r = rects[root.id]!
        for (expression, value) in [(r.x, rect.x), (r.y, rect.y), (r.width, rect.width), (r.height, rect.height)] {
            add(expression - value, .equal, 1000, name: "root \(root.id) frame")
        }
    }

    /// The solved frame of view `id` in window coordinates (points, not rounded), and the insets of the root's
    /// safe area over it: what a controller embedded in it (a container view's) is laid out in.
    func containerGeometry(_ id: String) -> (size: IBSize, safeInsets: IBEdgeInsets)? {
        guard let rect = rects[id] else { return nil }
        let x = rect.x.value(in: solver), y = rect.y.value(in: solver)
        let width = rect.width.value(in: solver), height = rect.height.value(in: solver)
        let safeTop = rootRect.y + safeInsets.top, safeBottom = rootRect.y + rootRect.height - safeInsets.bottom
        let safeLeft = rootRect.x + safeInsets.left, safeRight = rootRect.x + rootRect.width - safeInsets.right
        let insets = IBEdgeInsets(top: min(height, max(0, safeTop - y)), left: min(width, max(0, safeLeft - x)),
                                  bottom: min(height, max(0, y + height - safeBottom)), right: min(width, max(0, x + width - safeRight)))
        return (IBSize(width: width, height: height), insets)
    }

    /// The device's top safe-area inset as the document's Xcode drew it (docs/auto-layout.md, safe area of the
    /// root): Xcode 13 and earlier (toolsVersion below 21000) gave retina6_1 (iPhone 11/XR) the 44-pt inset of
    /// iOS 13, later versions 48 (Pocket Casts' retina6_1 documents pin to the safe area at 44 up to 20037 and at
    /// 48 from 21701); from Xcode 14 the canvas draws retina5_9 (iPhone X/XS/11 Pro, 44 on the device) with the
    /// 12/13 mini's 50 (IQKeyboardManager's General.storyboard, 22505, pins four views to the safe area's top at
    /// 50; GoMap's DirectionViewController.xib, 23727, a label 12 below it at 112, Xcode 16.1's doubled 100;
    /// Element's retina5_9 documents of 18122 and 20037 at 44); Xcode 11 to 14.1 (14800 to 21599) drew
    /// home-button iPhones with no status bar (Pocket Casts, edX and Element pin full-screen content to the safe
    /// area at 0 there, at 20 before and after). The design device only: another target device is laid out as
    /// current iOS shows it.
    private var safeTop: Double {
        if device.id == "retina6_1", device == design, (document.toolsVersion ?? 0) < 21000 { return 44 }
        if device.id == "retina5_9", device == design, (document.toolsVersion ?? 0) >= 21000 { return 50 }
        if device == design, !device.isPad, device.safeBottom == 0,
           (14800..<21600).contains(document.toolsVersion ?? 0) { return 0 }
        return device.safeTop
    }

    /// A simulated translucent bar's height (§6.2): the root extends under it, its safe area does not.
    /// The bar over a controller's top: the simulated one the document names, or, when it names none, the
    /// navigation bar Xcode's canvas infers (``InterfaceBuilderDocument/inferredNavigationBars``: a navigation
    /// controller's root, what it shows and its tabs): duckduckgo's Onboarding.storyboard, a retina6_5 root of a
    /// navigation controller with no simulated metrics, stores the header pinned to its safe area's top at y 88
    /// (44 + 44); Tinode's Main.storyboard (measured only) controllers shown from a large-title navigation root at 116
    /// (20 + 96).
    private func topBar(_ controller: IBViewController) -> IBSimulatedBar? {
        if let bar = controller.simulatedTopBar { return bar }
        guard let inferred = document.inferredNavigationBars[controller.id] else { return nil }
        var bar = IBSimulatedBar(element: "simulatedNavigationBarMetrics")
        bar.showsLargeTitle = inferred.showsLargeTitle
        return bar
    }

    private func barHeight(_ bar: IBSimulatedBar?, top: Bool) -> Double {
        guard let bar, bar.isTranslucent else { return 0 }
        let element = bar.element.lowercased()
        if element.contains("navigation") { return bar.isPrompted ? 74 : bar.showsLargeTitle ? 96 : 44 }
        if element.contains("tabbar") { return 49 }
        if element.contains("toolbar") { return 44 }
        return 0
    }

    // MARK: Margins

    /// Effective layout margins (§1.7): IB's explicit margins or 8; the root view's at least the system
    /// minimum on the sides and inset by the safe area; cells' content views follow the table's side margins.
    private mutating func computeMargins(_ id: String) {
        guard let view = views[id] else { return }
        var value = IBEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        // A root view's default margins are the system minimum, 0 above and below (§1.7): stored frames pin
        // views to a root's bottomMargin at exactly the safe-area inset (34 on retina6_1) or at the bottom of a
        // xib's top-level view, never 8 above it.
        if id == root.id { value.top = 0; value.bottom = 0 }
        if view.stack != nil { value = IBEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
        if let explicit = view.layoutMargins { value = explicit }
        if let directional = view.directionalLayoutMargins {
            let rtl = arrangesRightToLeft(id)
            value = IBEdgeInsets(top: directional.top, left: rtl ? directional.trailing : directional.leading,
                                 bottom: directional.bottom, right: rtl ? directional.leading : directional.trailing)
        }
        if id == root.id {
            let minimum = sideMargin(width: rootRect.width)
            // A launch-screen xib's view is shown as a controller's root view, and Xcode's canvas gives it that
            // minimum: googleads-mobile-ios-examples' LaunchScreen.xib files pin labels to its leading margin
            // at 16 in 375-pt views and 20 in 480-pt ones (Xcode 8 to the Xcode 15 line).
            if controller != nil || document.isLaunchScreen {
                value.left = max(value.left, minimum)
                value.right = max(value.right, minimum)
            }
            if view.insetsLayoutMarginsFromSafeArea {
                value.top += safeInsets.top
                value.bottom += safeInsets.bottom
                value.left += safeInsets.left
                value.right += safeInsets.right
            }
        } else if view.element == "tableViewCell" && view.layoutMargins == nil && view.directionalLayoutMargins == nil {
            // A table's cell takes the table's side margins (§6.4), which a content view that preserves its
            // superview's margins then keeps: Loop's header cell sets its content view's margins to 15 and
            // preserves the cell's; its stack, pinned to those margins, is stored at x 16 in a 375-pt table.
            let table = superviews[id].flatMap { views[$0] }.flatMap { $0.element == "tableView" ? $0 : nil }
            let side = sideMargin(width: table?.frame?.width ?? view.frame?.width ?? rootRect.width, ofCell: true)
            let vertical: Double = document.isSavedByXcode26 ? 15 : 11
            value = IBEdgeInsets(top: vertical, left: side, bottom: vertical, right: side)
        } else if view.element.hasSuffix("CellContentView") && view.layoutMargins == nil && view.directionalLayoutMargins == nil {
            // Cells' content views: the table's side margins and about 11 pt above and below (§6.4, open; the
            // corpus' DynamicLegalExtendedCell pins a card to topMargin at y 11 and bottomMargin 11 above the end).
            // The side margin follows the table's width, not the cell's: an inset-grouped table 414 pt wide holds
            // 374-pt cells whose content pins at 20 (the corpus' duckduckgo Settings.storyboard, 7 rows). From
            // Xcode 26 (toolsVersion 24000) the vertical margins are 15: NetNewsWire's Settings.storyboard (24765)
            // pins Body labels to topMargin/bottomMargin of 51.5-pt rows at y 15, 21.5 tall (15 + 21.5 + 15).
            let cell = superviews[id]
            let table = cell.flatMap { superviews[$0] }.flatMap { views[$0] }.flatMap { $0.element == "tableView" ? $0 : nil }
            let side = sideMargin(width: table?.frame?.width ?? views[cell ?? ""]?.frame?.width ?? rootRect.width, ofCell: true)
            let vertical: Double = document.isSavedByXcode26 ? 15 : 11
            // The content view preserves the cell's margins (§1.7's formula): beside an accessory it ends short of
            // the cell's edge and keeps its own 8 there (NetNewsWire's Settings.storyboard: a disclosure row's
            // 343.5-pt content view in a 374-pt cell pins a label to its trailing margin 8 pt from its end).
            var left = side, right = side
            if let frame = view.frame, let cellWidth = cell.flatMap({ views[$0]?.frame?.width }) {
                left = max(8, side - frame.x)
                right = max(8, side - (cellWidth - frame.x - frame.width))
            }
            value = IBEdgeInsets(top: vertical, left: left, bottom: vertical, right: right)
        }
        if id != root.id, view.insetsLayoutMarginsFromSafeArea, !isInScrollView(id), let window = storedWindowFrame(id) {
            // Any view's margins grow by the part of it under the root's safe-area insets (§1.7,
            // insetsLayoutMarginsFromSafeArea): Pocket Casts' FilterDurationViewController.xib (retina6_1, inset
            // 44) pins a label 20 below the topMargin of a view at the root's top, stored at y 72 (44 + 8 + 20).
            let safeTop = rootRect.y + safeInsets.top, safeBottom = rootRect.y + rootRect.height - safeInsets.bottom
            let safeLeft = rootRect.x + safeInsets.left, safeRight = rootRect.x + rootRect.width - safeInsets.right
            value.top += min(window.height, max(0, safeTop - window.y))
            value.bottom += min(window.height, max(0, window.y + window.height - safeBottom))
            value.left += min(window.width, max(0, safeLeft - window.x))
            value.right += min(window.width, max(0, window.x + window.width - safeRight))
        }
        if view.preservesSuperviewLayoutMargins, let superID = superviews[id], let superMargins = margins[superID],
           let frame = view.frame, let superFrame = views[superID]?.frame {
            value.left = max(value.left, superMargins.left - frame.x)
            value.right = max(value.right, superMargins.right - (superFrame.width - frame.x - frame.width))
            value.top = max(value.top, superMargins.top - frame.y)
            value.bottom = max(value.bottom, superMargins.bottom - (superFrame.height - frame.y - frame.height))
        }
        // The readable content guide (§1.8): margins that follow it keep the content at most 672 pt wide (the
        // cap at the Large text size), centred inside the ordinary margins. A cell's content view follows it when
        // its table says so (`cellLayoutMarginsFollowReadableWidth`).
        let cellInReadableTable = view.element.hasSuffix("CellContentView")
            && superviews[id].flatMap { superviews[$0] }.flatMap { views[$0] }?.cellLayoutMarginsFollowReadableWidth == true
        if view.layoutMarginsFollowReadableWidth || cellInReadableTable {
            let width = estimatedWidth(id)
            let content = width - value.left - value.right
            if content > Self.readableWidth {
                let extra = (content - Self.readableWidth) / 2
                value.left += extra
                value.right += extra
            }
        }
        margins[id] = value
    }

    /// The readable content guide's widest, points, at the Large text size (§1.8: 672 on a 1024-pt iPad).
    static let readableWidth = 672.0

    /// A view's width before solving, for margins that depend on it: the root's; a view as wide as the root
    /// in the stored frames follows the root's width; a cell's content view its table's; else the stored width.
    private func estimatedWidth(_ id: String) -> Double {
        if id == root.id { return rootRect.width }
        guard let stored = views[id]?.frame?.width else { return rootRect.width }
        if let storedRoot = root.frame?.width, abs(stored - storedRoot) < 0.5 { return rootRect.width }
        return stored
    }

    /// The system minimum side margin of a root view or a cell `width` points wide: the device's (16 compact,
    /// 20 regular width), and 20 from 414 pt in portrait too (§1.7's open point, settled by stored frames: 414-pt
    /// retina6_1 storyboards pin views to the root's leading/trailing margin at 20, retina4_7 ones at 16, and a
    /// 320-pt xib cell in a retina6_1 document pins its card to its content view's margin at 16 — cwa
    /// DynamicLegalExtendedCell). From Xcode 16 the narrower of that width and the device's: OsmAnd's 414-pt
    /// OASimpleTableViewCell.xib on a 390-pt retina6_0, re-saved by Xcode 16 (23727) with nothing else changed,
    /// moved its margin-pinned stack from x 20 to 16 (and OAButtonTableViewCell.xib by 24506 likewise). A cell's
    /// (`ofCell`) from Xcode 26 (toolsVersion 24000) is 20 on a portrait phone 393 pt wide or wider, whatever the
    /// cell's width: firebase/quickstart-ios (Apache-2.0, measured only), saved by 24127 on a 393-pt retina6_12,
    /// pins a 393-pt table's cell and a 339-pt xib cell to their margins at 20, and OsmAnd's 414 and 417-pt cells
    /// saved by 24506 on retina6_12 are stored at 20; Xcode 16 (23504) still gave its 320-pt cells on a 414-pt
    /// retina6_1 16 (the threshold lies between 390 and 393 pt).
    private func sideMargin(width: Double, ofCell: Bool = false) -> Double {
        let portraitPhone = !device.isPad && device.width < device.height
        // The width that decides, and from how wide it gives 20.
        let (decides, threshold): (Double, Double) =
            if ofCell, document.isSavedByXcode26, portraitPhone { (device.width, 393) }
            else if document.isSavedByXcode16 { (min(width, device.width), 414) }
            else { (width, 414) }
        return decides >= threshold ? 20 : device.systemMinimumSideMargin
    }

    // MARK: Constraints of a view

    private mutating func addViewConstraints(_ id: String) {
        guard let view = views[id], let rect = rects[id] else { return }
        add(rect.width, .greaterThanOrEqual, 1000, name: "\(id) width ≥ 0")
        add(rect.height, .greaterThanOrEqual, 1000, name: "\(id) height ≥ 0")
        if id != root.id, let superID = superviews[id] {
            let usesConstraints = document.useAutolayout && !view.fixedFrame
                && (!view.translatesAutoresizingMaskIntoConstraints || arranged.contains(id))
                && view.isInSubviews
            if !usesConstraints {
                addAutoresizing(view, superID)
            } else if !arranged.contains(id), !constrained.contains(id) {
                // A view that opts out of autoresizing and that no constraint names is not in the layout engine:
                // it keeps the frame the nib gives it, as the canvas shows it (OsmAnd's OACollectionViewCell.xib
                // stores such a collection view 320 × 60 in its cell; left to the solver it was 0 × 0).
                addAutoresizing(view, superID, keepsFrame: true)
                notes.append("\(view.element) \(id) (line \(view.line)): no constraint names it and it does not translate its "
                             + "autoresizing mask: it keeps its stored frame (Interface Builder reports its constraints missing)")
            }
        }
        if document.useAutolayout {
            // Placeholder constraints ("Remove at build time", §1.3) are what Xcode solved the stored frames with
            // (the corpus' Loop widget: a HUD view whose only height is a 70-pt placeholder is stored 70 tall):
            // kept for Xcode's solution, as placeholder intrinsic sizes are, and dropped for run-time sizes.
            for constraint in view.constraints where uses(constraint) { addIB(constraint, owner: id) }
        }
    }

    /// Whether `constraint` is laid out: not excluded by a size class, and not a placeholder unless Xcode's own
    /// solution is reproduced.
    private func uses(_ constraint: IBConstraint) -> Bool {
        (layout.usesPlaceholderIntrinsicSizes || !constraint.isPlaceholder) && !excluded.contains(constraint.id ?? "")
    }

    /// A view's intrinsic size (§3.1), kept in ``intrinsic``.
    private mutating func measureIntrinsicSize(_ id: String) {
        guard let view = views[id] else { return }
        // Before the first solve a wrapping label's width is unknown: its unwrapped size first (§3.3).
        intrinsic[id] = view.stack != nil ? IntrinsicSize() : sizes.size(of: view, notes: &notes)
    }

    /// The hugging and compression-resistance constraints of a view's intrinsic size (§3.1).
    private mutating func addIntrinsicConstraints(_ id: String) {
        guard let view = views[id], let rect = rects[id], let size = intrinsic[id] else { return }
        let hugging = view.hugging, resistance = view.compressionResistance
        // IB writes a label's or image view's 251 when it is 251; an omitted priority is UIView's default 250
        // (§3.1: A-ULP defaultLow).
        let defaultHugging: Double = ["switch", "activityIndicatorView", "stepper"].contains(view.element) ? 750 : 250
        var widthConstraints: [ConstraintID?] = [], heightConstraints: [ConstraintID?] = []
        if let width = size.width {
            widthConstraints = [
                add(rect.width - width, .lessThanOrEqual, contentSizePriority(hugging.horizontal ?? defaultHugging), name: "\(id) hugging width"),
                add(rect.width - width, .greaterThanOrEqual, contentSizePriority(resistance.horizontal ?? 750), name: "\(id) compression width"),
            ]
        }
        if let height = size.height {
            let verticalHugging = hugging.vertical ?? (view.element == "progressView" ? 750 : defaultHugging)
            let a = add(rect.height - height, .lessThanOrEqual, contentSizePriority(verticalHugging), name: "\(id) hugging height")
            let b = add(rect.height - height, .greaterThanOrEqual, contentSizePriority(resistance.vertical ?? 750), name: "\(id) compression height")
            heightConstraints = [a, b]
            if size.wrapsText { intrinsicHeightConstraints[id] = [a, b].compactMap { $0 } }
        }
        intrinsicConstraints[id] = (widthConstraints.compactMap { $0 }, heightConstraints.compactMap { $0 })
    }

    /// A frame-based view (§5): its stored frame inside its superview's stored size, the size change shared
    /// among the mask's flexible parts in proportion to their stored sizes.
    /// `keepsFrame`: its stored frame, whatever its mask (a view outside the layout engine).
    private mutating func addAutoresizing(_ view: IBView, _ superID: String, keepsFrame: Bool = false) {
        guard let rect = rects[view.id], let superRect = rects[superID] else { return }
        guard let frame = view.frame, let superFrame = views[superID]?.frame else {
            notes.append("\(view.element) \(view.id) (line \(view.line)): frame-based without a stored frame; left to the solver")
            return
        }
        framedByMask.insert(view.id)
        var mask = keepsFrame ? IBAutoresizingMask() : view.autoresizingMask ?? (view.isInSubviews ? IBAutoresizingMask()
            : IBAutoresizingMask(widthSizable: true, heightSizable: true))
        // The table sizes its cells to its width, and a table or collection cell its content view to its bounds
        // (§6.4, §6.5), whatever mask IB wrote (an empty one): on a wider device the rows widen with the table.
        if (view.element == "tableViewCell" && views[superID]?.element == "tableView") || view.element.hasSuffix("CellContentView") {
            mask.widthSizable = true
            mask.flexibleMinX = false
            mask.flexibleMaxX = false
        }
        if view.element.hasSuffix("CellContentView") { mask.heightSizable = true }
        func axis(_ origin: Double, _ length: Double, _ superLength: Double, _ flexMin: Bool, _ flexSize: Bool, _ flexMax: Bool)
            -> (origin: Double, size: Double) {
            let parts = [(flexMin, origin), (flexSize, length), (flexMax, superLength - origin - length)]
            let flexible = parts.filter(\.0)
            guard !flexible.isEmpty else { return (0, 0) }
            let total = flexible.reduce(0) { $0 + max(0, $1.1) }
            func share(_ part: (Bool, Double)) -> Double {
                guard part.0 else { return 0 }
                let value = total > 0 ? max(0, part.1) / total : 1 / Double(flexible.count)
                return abs(value) < 1e-3 ? 0 : value
            }
            return (share(parts[0]), share(parts[1]))
        }
        let h = axis(frame.x, frame.width, superFrame.width, mask.flexibleMinX, mask.widthSizable, mask.flexibleMaxX)
        let v = axis(frame.y, frame.height, superFrame.height, mask.flexibleMinY, mask.heightSizable, mask.flexibleMaxY)
        let name = "\(view.id) autoresizing"
        // x − super.x = x0 + h.origin·(superWidth − superWidth0), and likewise for the width and the y axis.
        add(rect.x - superRect.x - (superRect.width - superFrame.width) * h.origin - frame.x, .equal, 1000, name: name)
        add(rect.width - (superRect.width - superFrame.width) * h.size - frame.width, .equal, 1000, name: name)
        add(rect.y - superRect.y - (superRect.height - superFrame.height) * v.origin - frame.y, .equal, 1000, name: name)
        // A table's cell sized as UIKit sizes it (opt-in, §6.4): a fixed row height, or its content's fitting
        // height (the content view follows the cell's height through its mask).
        if layout.sizesCellsToFit, view.element == "tableViewCell", let table = views[superID], table.element == "tableView" {
            let rowHeight = view.rowHeight.flatMap { $0 > 0 ? $0 : nil } ?? (view.rowHeight == nil ? table.rowHeight : nil)
            if let rowHeight, rowHeight > 0 {
                add(rect.height - rowHeight, .equal, 1000, name: "\(view.id) row height")
            } else {
                add(rect.height, .equal, 50, name: "\(view.id) self-sizing (fitting size)")
            }
            return
        }
        add(rect.height - (superRect.height - superFrame.height) * v.size - frame.height, .equal, 1000, name: name)
    }

    // MARK: IB constraints

    private enum Item {
        case view(String)
        case guide(LinearRect)
    }

    private func item(_ id: String) -> Item? {
        if views[id] != nil { return .view(id) }
        for (ownerID, owner) in views {
            for guide in owner.layoutGuides where guide.id == id { return guideRect(guide.kind, ownerID) }
        }
        if let guide = controller?.layoutGuides.first(where: { $0.id == id }) { return guideRect(guide.kind, root.id) }
        return nil
    }

    private func guideRect(_ kind: IBLayoutGuide.Kind, _ ownerID: String) -> Item? {
        guard let rect = rects[ownerID] else { return nil }
        switch kind {
        case .safeArea:
            if ownerID == root.id {
                return .guide(rect.inset(top: safeInsets.top, left: safeInsets.left, bottom: safeInsets.bottom, right: safeInsets.right))
            }
            // A subview's safe area is the part of it inside the root's safe area; which edges overlap is read
            // off the stored frames (window coordinates), so the guide stays linear.
            var guide = rect
            // Inside a scroll view (a table's or collection view's cells too) the content scrolls under the bars
            // and the scroll view insets its content instead (contentInsetAdjustmentBehavior, §6.5): the guide is
            // the view's own bounds (the corpus' NetNewsWire Main.storyboard pins a collection cell's labels 15 pt
            // inside its content view's safe area, in a cell stored at y 60, above the root's 62-pt inset).
            if isInScrollView(ownerID) { return .guide(rect) }
            if let window = storedWindowFrame(ownerID) {
                let rootTop = rootRect.y + safeInsets.top, rootBottom = rootRect.y + rootRect.height - safeInsets.bottom
                let rootRectExpression = rects[root.id]!
                if window.y < rootTop - 0.5 {
                    guide.y = rootRectExpression.y + safeInsets.top
                    guide.height = rect.maxY - guide.y
                }
                if window.y + window.height > rootBottom + 0.5 {
                    guide.height = rootRectExpression.maxY - safeInsets.bottom - guide.y
                }
            }
            return .guide(guide)
        case .contentLayoutGuide:
            // The content's origin is the scroll view's at offset 0; its size is free (the contentSize).
            return .view(ownerID + "#content")
        case .frameLayoutGuide:
            // The scroll view's frame, as a guide: its edges are the frame's, never the content's that a view
            // inside pinned to the scroll view itself gets (§6.5; woocommerce's ULErrorViewController.xib pins a
            // stack 8 above the frame guide's bottom and to the content guide's bottom, stored 623 tall).
            return .guide(rect)
        case .topLayoutGuide:
            return .guide(LinearRect(x: rect.x, y: rect.y, width: rect.width, height: LinearExpression(constant: safeInsets.top)))
        case .bottomLayoutGuide:
            return .guide(LinearRect(x: rect.x, y: rect.maxY - safeInsets.bottom, width: rect.width,
                                     height: LinearExpression(constant: safeInsets.bottom)))
        case .keyboard:
            // The keyboard offscreen, as Xcode draws it and a screen first shows: the guide's top is its view's
            // safe area's bottom (UIKeyboardLayoutGuide.usesBottomSafeArea, YES by default), its bottom the view's
            // (KeePassium's DatabaseCreatorVC.storyboard, Xcode 15 on retina4_0, pins a scroll view's bottom to the
            // guide's top and stores it reaching the root's bottom, 568).
            guard case .guide(let safe) = guideRect(.safeArea, ownerID) else { return nil }
            return .guide(LinearRect(x: rect.x, y: safe.maxY, width: rect.width, height: rect.maxY - safe.maxY))
        }
    }

    private static let scrollElements: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]

    /// Whether a scroll view (or a table, collection or text view) is an ancestor of `id`.
    private func isInScrollView(_ id: String) -> Bool {
        var current = superviews[id]
        while let superID = current {
            if let element = views[superID]?.element, Self.scrollElements.contains(element) { return true }
            current = superviews[superID]
        }
        return false
    }

    /// The stored frame of a view in window coordinates (stored origins summed up the hierarchy).
    private func storedWindowFrame(_ id: String) -> IBRect? {
        guard var frame = views[id]?.frame else { return nil }
        var current = superviews[id]
        while let superID = current, let superFrame = views[superID]?.frame {
            if superID == root.id { frame.x += rootRect.x; frame.y += rootRect.y; break }
            frame.x += superFrame.x
            frame.y += superFrame.y
            current = superviews[superID]
        }
        return frame
    }

    private mutating func contentGuide(_ scrollID: String) -> LinearRect? {
        let key = scrollID + "#content"
        if let rect = rects[key] { return rect }
        guard let scroll = rects[scrollID] else { return nil }
        let width = solver.makeVariable(), height = solver.makeVariable()
        let rect = LinearRect(x: scroll.x, y: scroll.y, width: LinearExpression(width), height: LinearExpression(height))
        rects[key] = rect
        add(rect.width, .greaterThanOrEqual, 1000, name: "\(scrollID) contentSize")
        add(rect.height, .greaterThanOrEqual, 1000, name: "\(scrollID) contentSize")
        return rect
    }

    private mutating func resolve(_ id: String) -> (rect: LinearRect, viewID: String?)? {
        switch item(id) {
        case .view(let viewID)?:
            if viewID.hasSuffix("#content") {
                return contentGuide(String(viewID.dropLast("#content".count))).map { ($0, nil) }
            }
            return rects[viewID].map { ($0, viewID) }
        case .guide(let rect)?: return (rect, nil)
        case nil: return nil
        }
    }

    /// Whether `id` lays its subviews out right to left: its own `semanticContentAttribute` when it forces a
    /// direction (playback and spatial content never flips), else the app's (§1.2). Each view decides for its own
    /// content, not for its subviews' (`effectiveUserInterfaceLayoutDirection`: "arranging the immediate content of
    /// the view … you can't assume that the value propagates through the view's subtree"). GoMap's map controller
    /// forces its main view left to right and pins its controls to it with leading and trailing constraints.
    private func arrangesRightToLeft(_ id: String) -> Bool {
        views[id]?.semanticContentAttribute.map(\.isRightToLeft) ?? layout.isRightToLeft
    }

    /// `attribute` of `rect` (the frame of `view`, or a guide's); leading and trailing (and their margins) are its
    /// right and left edges when `rightToLeft`.
    /// A scroll view's content area takes its scroll view's margins (`marginsOf`).
    private func expression(_ attribute: IBLayoutAttribute, of rect: LinearRect, view: String?, rightToLeft rtl: Bool,
                            marginsOf: String? = nil) -> LinearExpression {
        let margin = (marginsOf ?? view).flatMap { margins[$0] } ?? IBEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        let size = view.flatMap { intrinsic[$0] }
        switch attribute {
        case .left: return rect.x
        case .right: return rect.maxX
        case .leading: return rtl ? rect.maxX : rect.x
        case .trailing: return rtl ? rect.x : rect.maxX
        case .top: return rect.y
        case .bottom: return rect.maxY
        case .width: return rect.width
        case .height: return rect.height
        case .centerX: return rect.x + rect.width * 0.5
        case .centerY: return rect.y + rect.height * 0.5
        case .firstBaseline:
            if let offset = size?.firstBaseline, let anchor = size?.baselineAnchor, let height = size?.height {
                return rect.y + rect.height * anchor + (offset - height * anchor)
            }
            if let offset = size?.firstBaseline { return rect.y + offset }
            if let inner = view.flatMap({ baselineView(ofStack: $0, last: false) }), let innerRect = rects[inner] {
                return expression(.firstBaseline, of: innerRect, view: inner, rightToLeft: rtl)
            }
            return rect.maxY
        case .lastBaseline:
            if let offset = size?.lastBaselineFromBottom, let anchor = size?.baselineAnchor, let height = size?.height {
                return rect.y + rect.height * anchor + (height - offset - height * anchor)
            }
            if let offset = size?.lastBaselineFromBottom { return rect.maxY - offset }
            if let inner = view.flatMap({ baselineView(ofStack: $0, last: true) }), let innerRect = rects[inner] {
                return expression(.lastBaseline, of: innerRect, view: inner, rightToLeft: rtl)
            }
            return rect.maxY
        case .leftMargin: return rect.x + margin.left
        case .rightMargin: return rect.maxX - margin.right
        case .leadingMargin: return rtl ? rect.maxX - margin.right : rect.x + margin.left
        case .trailingMargin: return rtl ? rect.x + margin.left : rect.maxX - margin.right
        case .topMargin: return rect.y + margin.top
        case .bottomMargin: return rect.maxY - margin.bottom
        case .centerXWithinMargins: return rect.x + margin.left + (rect.width - (margin.left + margin.right)) * 0.5
        case .centerYWithinMargins: return rect.y + margin.top + (rect.height - (margin.top + margin.bottom)) * 0.5
        }
    }

    private static let directional: Set<IBLayoutAttribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]

    /// The arranged view whose baseline is a stack view's (`viewForFirstBaselineLayout`,
    /// `viewForLastBaselineLayout`): a vertical stack's first shown view for its first baseline and last
    /// for its last; a horizontal stack's first shown view for both (its views share a baseline when it aligns
    /// them so; UIKit ties a baseline-aligned horizontal stack's edges to its first view, rdar://32291130).
    /// `nil` for a view that is not a stack or shows no arranged view: its baseline is its bottom.
    private func baselineView(ofStack id: String, last: Bool) -> String? {
        guard let view = views[id], let stack = view.stack else { return nil }
        let shown = view.subviews.filter { !$0.isHidden && rects[$0.id] != nil }
        return (stack.axis == .vertical && last ? shown.last : shown.first)?.id
    }

    private mutating func addIB(_ constraint: IBConstraint, owner: String) {
        let name = "constraint \(constraint.id ?? "?") (line \(constraint.line))"
        guard var first = resolve(constraint.firstItem) else {
            notes.append("\(name): item \(constraint.firstItem) is not laid out here; constraint skipped")
            return
        }
        // A constraint is read in the direction of the view that holds it: IB writes it in the nearest view
        // that contains both items, the one that lays them out (a view's own size constraints have no direction).
        let rtl = arrangesRightToLeft(owner)
        var mirrored = false
        var constant = constraint.constant
        if let variation = bestConstantVariation(constraint) { constant = variation }
        var right = LinearExpression(constant: 0)
        var firstMargins: String?, secondMargins: String?
        if let secondID = constraint.secondItem, let secondAttribute = constraint.secondAttribute {
            guard var second = resolve(secondID) else {
                notes.append("\(name): item \(secondID) is not laid out here; constraint skipped")
                return
            }
            // Between a scroll view's edges or margins and a view inside it, the edges are the content's (§6.5: they
            // define the contentSize, not the frame); its width, height and centre stay the frame's.
            if let content = scrollContent(first.viewID, constraint.firstAttribute, other: second.viewID) {
                (first, firstMargins) = ((rect: content, viewID: nil), first.viewID)
            }
            if let content = scrollContent(second.viewID, secondAttribute, other: first.viewID) {
                (second, secondMargins) = ((rect: content, viewID: nil), second.viewID)
            }
            right = expression(secondAttribute, of: second.rect, view: second.viewID, rightToLeft: rtl,
                               marginsOf: secondMargins) * constraint.multiplier
            // Right to left, a directional constraint holds between positions measured leftwards: both sides
            // negated (`first ≥ second + c` becomes `−first ≥ −second + c`), so an equality's constant changes
            // sense and an inequality's relation turns with it (§1.2). Negating only the constant let
            // `trailingMargin ≥ trailing + 20` hold the wrong way round: a 358-pt button in Arabic.
            if rtl && (Self.directional.contains(constraint.firstAttribute) || Self.directional.contains(secondAttribute)) {
                mirrored = true
            }
        }
        let relation: Relation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        var firstExpression = expression(constraint.firstAttribute, of: first.rect, view: first.viewID, rightToLeft: rtl,
                                         marginsOf: firstMargins)
        if mirrored {
            firstExpression = firstExpression * -1
            right = right * -1
        }
        add(firstExpression - right - constant, relation, min(1000, max(1, constraint.priority)), name: name)
        if constraint.priority >= 1000 {
            let items = [first.viewID, constraint.secondItem == nil ? nil : resolve(constraint.secondItem!)?.viewID].compactMap { $0 }
            requiredIB.append((name, firstExpression - right - constant, relation, items))
        }
    }

    /// The document's required constraints as added (name, `expression (relation) 0`, the views they join), to
    /// check the stored frames against them (``SolvedView/storedFrameBreaks``).
    private var requiredIB: [(name: String, expression: LinearExpression, relation: Relation, views: [String])] = []

    /// For each view, the required constraints of the document that its stored frame, with the other items'
    /// stored frames, breaks by more than 1 pt (only on the design device, whose frames Xcode stored).
    private func storedFrameBreaks() -> [String: [String]] {
        guard device == design else { return [:] }
        var values: [Variable: Double] = [:]
        for id in order {
            guard let vars = variables[id], let frame = id == root.id ? rootRect : storedWindowFrame(id) else { continue }
            values[vars[0]] = frame.x; values[vars[1]] = frame.y; values[vars[2]] = frame.width; values[vars[3]] = frame.height
        }
        var breaks: [String: [String]] = [:]
        for required in requiredIB {
            var value = required.expression.constant
            var known = true
            for (variable, coefficient) in required.expression.terms {
                guard let stored = values[variable] else { known = false; break }
                value += coefficient * stored
            }
            guard known else { continue }
            let broken = switch required.relation {
            case .equal: abs(value) > 1
            case .lessThanOrEqual: value > 1
            case .greaterThanOrEqual: value < -1
            }
            if broken { for id in required.views { breaks[id, default: []].append(required.name) } }
        }
        return breaks
    }

    /// The attributes that name a scroll view's content area to a view inside it: its edges and margins ("Constraints
    /// between the edges or margins of the scroll view and its content attach to the scroll view's content area",
    /// Auto Layout Guide, "Working with Scroll Views").
    private static let contentEdges: Set<IBLayoutAttribute> = [
        .left, .right, .leading, .trailing, .top, .bottom,
        .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .topMargin, .bottomMargin,
    ]

    /// The content layout guide of `scrollID` when it is a scroll view, `attribute` one of its edges or margins and
    /// `other` a view inside it: the old-style (pre-iOS 11) way of defining a scroll view's content (the corpus'
    /// openfoodfacts ProductAddViewController pins its content view to the scroll view's four edges and stores
    /// it 2212 tall in a 1956-pt scroll view).
    private mutating func scrollContent(_ scrollID: String?, _ attribute: IBLayoutAttribute, other: String?) -> LinearRect? {
        guard let scrollID, let other, Self.contentEdges.contains(attribute),
              let element = views[scrollID]?.element, Self.scrollElements.contains(element) else { return nil }
        var current = superviews[other]
        while let id = current {
            if id == scrollID { return contentGuide(scrollID) }
            current = superviews[id]
        }
        return nil
    }

    private func bestConstantVariation(_ constraint: IBConstraint) -> Double? {
        let traits = currentTraits
        var best: (specificity: Int, constant: Double)?
        for variation in constraint.constantVariations {
            let parts = variation.traits.split(separator: "-").map(String.init)
            var specificity = 0, matches = true
            for part in parts {
                if part.hasPrefix("widthClass=") { specificity += 1; matches = matches && part.hasSuffix(traits.width.rawValue) }
                else if part.hasPrefix("heightClass=") { specificity += 1; matches = matches && part.hasSuffix(traits.height.rawValue) }
                else if part != "default" { matches = false }
            }
            if matches, specificity >= (best?.specificity ?? 0) { best = (specificity, variation.constant) }
        }
        return best?.constant
    }

    // MARK: Stack views (§4.2)

    private mutating func addStackConstraints(_ stackView: IBView, _ stack: IBStackView) {
        guard let stackRect = rects[stackView.id] else { return }
        // Relative to the margins when IB says so, and when the stack has margins of its own: the corpus' stacks
        // with `directionalLayoutMargins` and no `layoutMarginsRelativeArrangement` attribute (cwa
        // DiaryDayEntryTableViewCell, ExposureSubmissionTestOwnerCell) store their views inset by those margins.
        let relative = stack.layoutMarginsRelativeArrangement || stackView.layoutMargins != nil || stackView.directionalLayoutMargins != nil
        let container = relative
            ? stackRect.inset(top: margins[stackView.id]?.top ?? 0, left: margins[stackView.id]?.left ?? 0,
                              bottom: margins[stackView.id]?.bottom ?? 0, right: margins[stackView.id]?.right ?? 0)
            : stackRect
        let horizontal = stack.axis == .horizontal
        let members = stackView.subviews.filter { views[$0.id] != nil }
        let name = "stack \(stackView.id)"
        // Across the screen, positions are measured from the leading edge: leftwards (negated) when the stack
        // lays its views out right to left, along its axis (the first view at the right) or across it (a vertical
        // stack's leading alignment is its right edge).
        let rtl = arrangesRightToLeft(stackView.id)
        func leading(_ r: LinearRect) -> LinearExpression { rtl ? r.maxX * -1 : r.x }
        func trailing(_ r: LinearRect) -> LinearExpression { rtl ? r.x * -1 : r.maxX }
        func start(_ r: LinearRect) -> LinearExpression { horizontal ? leading(r) : r.y }
        func end(_ r: LinearRect) -> LinearExpression { horizontal ? trailing(r) : r.maxY }
        func mainSize(_ r: LinearRect) -> LinearExpression { horizontal ? r.width : r.height }
        func crossStart(_ r: LinearRect) -> LinearExpression { horizontal ? r.y : leading(r) }
        func crossEnd(_ r: LinearRect) -> LinearExpression { horizontal ? r.maxY : trailing(r) }
        func crossSize(_ r: LinearRect) -> LinearExpression { horizontal ? r.height : r.width }
        // Xcode's canvas keeps a stopped activity indicator that hides when stopped in its place (the `hidden="YES"`
        // Xcode writes on it is the run-time state): Pocket Casts' EpisodeCell.xib and UserEpisodeDetailViewController.xib
        // store the next arranged view 16 + 5 pt after one. On a device it is hidden, and collapses.
        func collapses(_ member: IBView) -> Bool {
            member.isHidden && !(layout.reproducesCanvas && member.hidesWhenStopped)
        }
        for member in members where collapses(member) { add(mainSize(rects[member.id]!), .equal, 1000, name: "\(name) hiding") }
        let visible = members.filter { !collapses($0) }.map { ($0, rects[$0.id]!) }
        guard let first = visible.first, let last = visible.last else {
            add(mainSize(stackRect), .equal, 49, name: "\(name) empty")
            return
        }
        add(start(first.1) - start(container), .equal, 1000, name: "\(name) canvas-connection")
        add(end(last.1) - end(container), .equal, 1000, name: "\(name) canvas-connection")
        // `spacingType="standard"` (UIStackView.spacingUseSystem): the system spacing between neighbours, 8 pt
        // between views that are not text baselines, as a standard (`symbolic`) sibling constraint's 8 (§1.3; the
        // corpus' openfoodfacts PictureTableViewCell stores a 50-pt image view and its button at x 58).
        let spacing = stack.usesStandardSpacing ? Self.standardSpacing : stack.spacing
        // `baselineRelativeArrangement` (vertical stacks): the spacing runs from a view's last baseline to the
        // next view's first baseline (§4.2). The priorities are open there: the edges' own, 1000. Provenance's
        // GameMoreInfo.storyboard stores its info rows 29 apart, top to top, with `spacing = 29` between 20.3-pt rows.
        let baselines = stack.baselineRelativeArrangement && !horizontal
        func gap(_ before: (IBView, LinearRect), _ after: (IBView, LinearRect)) -> LinearExpression {
            baselines ? expression(.firstBaseline, of: after.1, view: after.0.id, rightToLeft: rtl)
                - expression(.lastBaseline, of: before.1, view: before.0.id, rightToLeft: rtl)
                : start(after.1) - end(before.1)
        }
        switch stack.distribution {
        case .fill, .fillEqually, .fillProportionally:
            for i in visible.indices.dropFirst() {
                add(gap(visible[i - 1], visible[i]) - spacing, .equal, 1000, name: "\(name) spacing")
            }
            if stack.distribution == .fillEqually {
                for i in visible.indices.dropFirst() { add(mainSize(visible[i].1) - mainSize(first.1), .equal, 1000, name: "\(name) fill-equally") }
            } else if stack.distribution == .fillProportionally {
                // A view with no intrinsic size on the axis (a plain view, a nested stack) is sized in proportion to
                // its current length: a nib's views are decoded with their stored frames, so the first layout uses
                // those (views given 1 × 1 frames and no intrinsic size fill a proportional stack evenly, views with
                // zero frames do not — the "UIStackView proportional layout with only intrinsicContentSize" Q&A;
                // the corpus' cwa DynamicLegalExtendedCell keeps its empty stacks' stored 184 and 512.5 beside
                // 20.5-pt labels, and Loop's HeaderValuesTableViewCell its nested stacks' 227.5 and 109.5).
                let lengths = visible.map { member in
                    (horizontal ? intrinsic[member.0.id]?.width : intrinsic[member.0.id]?.height)
                        ?? (horizontal ? member.0.frame?.width : member.0.frame?.height) ?? 0
                }
                let total = lengths.reduce(0, +) + Double(visible.count - 1) * spacing
                if total > 0 {
                    for (i, member) in visible.enumerated() where lengths[i] / total >= 1e-3 {
                        add(mainSize(member.1) - mainSize(container) * (lengths[i] / total), .equal, max(1, 999 - Double(i)),
                            name: "\(name) fill-proportionally")
                    }
                }
            }
        case .equalSpacing, .equalCentering:
            for i in visible.indices.dropFirst() {
                add(gap(visible[i - 1], visible[i]) - spacing, .greaterThanOrEqual, 1000, name: "\(name) spacing")
            }
            if stack.distribution == .equalSpacing {
                let gap0 = visible.count > 1 ? gap(visible[0], visible[1]) : nil
                for i in visible.indices.dropFirst(2) {
                    add(gap(visible[i - 1], visible[i]) - gap0!, .equal, 1000, name: "\(name) distributing")
                }
            } else {
                func center(_ r: LinearRect) -> LinearExpression { (start(r) + end(r)) * 0.5 }
                let gap0 = visible.count > 1 ? center(visible[1].1) - center(visible[0].1) : nil
                for i in visible.indices.dropFirst(2) {
                    add(center(visible[i].1) - center(visible[i - 1].1) - gap0!, .equal, max(1, 150 - Double(i - 2)), name: "\(name) distributing")
                }
            }
            add(mainSize(stackRect), .equal, 49, name: "\(name) canvas-fit")
        }
        // Cross axis: every arranged view, hidden ones too (TZ aligns them all), so none is left ambiguous.
        // Baseline alignments are for horizontal stacks; a vertical stack fills instead.
        var alignment = stack.alignment
        if !horizontal && (alignment == .firstBaseline || alignment == .lastBaseline) { alignment = .fill }
        for member in members {
            let rect = rects[member.id]!
            switch alignment {
            case .fill:
                add(crossStart(rect) - crossStart(container), .equal, 1000, name: "\(name) alignment")
                add(crossEnd(rect) - crossEnd(container), .equal, 1000, name: "\(name) alignment")
            default:
                // A baseline-aligned stack bounds its first view on the baseline's side and only that one: the
                // others may reach past its top (first baseline) or bottom (last baseline) — rdar://32291130; the
                // woocommerce ULAccountMismatchViewController.xib stores a 30-pt button 4.5 above its 25.5-pt stack.
                let unbounded = member.id != first.0.id
                if !(unbounded && alignment == .firstBaseline) {
                    add(crossStart(rect) - crossStart(container), .greaterThanOrEqual, 1000, name: "\(name) spanning-boundary")
                }
                if !(unbounded && alignment == .lastBaseline) {
                    add(crossEnd(container) - crossEnd(rect), .greaterThanOrEqual, 1000, name: "\(name) spanning-boundary")
                }
                let storedCross = member.frame.map { horizontal ? $0.height : $0.width }
                add(storedCross.map { crossSize(rect) - $0 } ?? crossSize(rect) - crossSize(container), .equal, 25,
                    name: "\(name) ambiguity-suppression")
                switch alignment {
                case .center:
                    add((crossStart(rect) + crossEnd(rect)) * 0.5 - (crossStart(container) + crossEnd(container)) * 0.5, .equal, 1000, name: "\(name) alignment")
                case .leading, .top:
                    add(crossStart(rect) - crossStart(container), .equal, 1000, name: "\(name) alignment")
                case .trailing, .bottom:
                    add(crossEnd(rect) - crossEnd(container), .equal, 1000, name: "\(name) alignment")
                case .firstBaseline, .lastBaseline:
                    let attribute: IBLayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                    if member.id != first.0.id {
                        add(expression(attribute, of: rect, view: member.id, rightToLeft: rtl)
                            - expression(attribute, of: first.1, view: first.0.id, rightToLeft: rtl),
                            .equal, 1000, name: "\(name) alignment")
                    }
                default: break
                }
            }
        }
        if alignment != .fill { add(crossSize(stackRect), .equal, 51, name: "\(name) spanning-fit") }
    }

    /// The system spacing between sibling views, points (§1.3: IB stores 8 for a standard sibling constraint).
    static let standardSpacing = 8.0

    // MARK: Adding and reporting

    /// The priority a content-size constraint (hugging, compression resistance) is solved at: its own, just
    /// below the document's constraints of the same priority, so that on a tie between the two (a spacer's
    /// `height = 14 @750` against a label's compression resistance 750 in a stack too short for both) the
    /// content size gives way. UIKit adds content-size constraints after the nib's (§2.5), and an incremental
    /// engine leaves the later of two equally strong constraints unmet; Xcode stores pocket-casts'
    /// PodcastHeadingTableCell.xib so (its three 750 spacers keep 14, 15 and 15 pt while a 31-pt title is
    /// squashed to 3), and no corpus view disagrees (docs/auto-layout.md, "Ties"). Required ones stay required.
    private func contentSizePriority(_ priority: Double) -> Double {
        priority < 1000 && priority > 1 ? priority - Self.contentSizeTieBreak : priority
    }
    private static let contentSizeTieBreak = 0.01

    @discardableResult
    private mutating func add(_ expression: LinearExpression, _ relation: Relation, _ priority: Double, name: String) -> ConstraintID? {
        do {
            let id = try solver.add(expression.constraint(relation, priority: priority))
            constraintNames[id] = name
            return id
        } catch {
            notes.append("\(name): not added (\(error))")
            return nil
        }
    }

    /// What the report of a solve needs that the solve does not change, made once after the system is built:
    /// per view in `order`, the solved view with everything but its frame, its variables, its superview's place
    /// in the plan and the outsets drawn around its alignment rect; the stored frames' breaks are fixed too
    /// (stored frames and required constraints do not change with texts).
    private struct ReportEntry {
        var view: SolvedView
        var superIndex: Int?
        var isRoot: Bool
        var outset: Double
        var below: Double
        var trailing: Double
        var variables: [Variable]
    }
    private var reportPlan: [ReportEntry] = []
    /// The last report's views, conflicts and ambiguous views (``setTexts(_:into:)`` reuses it when nothing changed).
    private var lastReport: (views: [SolvedView], unsatisfiable: [String], ambiguous: [String])?

    private mutating func makeReportPlan() {
        reportPlan = []
        var index: [String: Int] = [:]
        var untrusted: Set<String> = []
        let breaks = storedFrameBreaks()
        let old = !document.isSavedByXcode26
        for id in order {
            guard let view = views[id], rects[id] != nil, let vars = variables[id], vars.count == 4 else { continue }
            let parentUntrusted = superviews[id].map { untrusted.contains($0) } ?? false
            let designable = document.designables[id] != nil
            let trusted = !parentUntrusted && !view.isMisplaced && !view.isAmbiguous && !view.isHidden && !designable
            // A designable's own frame is out, not its subviews' (its code draws it, constraints place them).
            if !(trusted || (designable && !parentUntrusted && !view.isMisplaced && !view.isAmbiguous && !view.isHidden)) {
                untrusted.insert(id)
            }
            // Constraints place the alignment rect; a slider before Xcode 26 draws 2 pt beyond it on each side
            // and 1 pt below (§3.5: a 20-pt pin gives x 18 and width + 4; the corpus' Charts BarChartViewController
            // chains two sliders 8 apart and 26 above the bottom: frames 31 tall at y 573 and 611).
            // A switch's frame reaches 2 pt past its alignment rect's trailing edge, before and with Xcode 26.
            // A view placed by its mask keeps the frame it was stored with, outsets and all (twilio/voice-quickstart-ios,
            // MIT, `5d3f390`: a fixedFrame switch stored 49 × 31 by Xcode 26, 24506).
            let drawsOutsets = !framedByMask.contains(id)
            let isOldSlider = old && view.element == "slider" && drawsOutsets, isSwitch = view.element == "switch" && drawsOutsets
            index[id] = reportPlan.count
            reportPlan.append(ReportEntry(
                view: SolvedView(objectID: id, viewClass: view.customClass ?? view.element, element: view.element, line: view.line,
                                 depth: depths[id] ?? 0, frame: IBRect(x: 0, y: 0, width: 0, height: 0), stored: view.frame,
                                 isTrusted: trusted, storedFrameBreaks: breaks[id] ?? []),
                superIndex: superviews[id].flatMap { index[$0] }, isRoot: id == root.id,
                outset: isOldSlider ? 2.0 : 0, below: isOldSlider ? 1.0 : 0, trailing: isSwitch ? 2.0 : 0,
                variables: vars))
        }
    }

    private mutating func report(into result: inout SolvedDocument) {
        let scale = device.scale
        var rounded: [(minX: Double, minY: Double, maxX: Double, maxY: Double)] = []
        rounded.reserveCapacity(reportPlan.count)
        var views: [SolvedView] = []
        views.reserveCapacity(reportPlan.count)
        for index in reportPlan.indices {
            // §2.6 option (a): each edge rounded to the nearest pixel in window coordinates, so shared edges stay shared.
            // A view's rectangle is its four variables (`register`), read straight from the solver.
            let variables = reportPlan[index].variables
            let x = solver.value(of: variables[0]), y = solver.value(of: variables[1])
            let w = solver.value(of: variables[2]), h = solver.value(of: variables[3])
            let outset = reportPlan[index].outset, trailing = reportPlan[index].trailing, below = reportPlan[index].below
            let edges = (roundToPixel(x - outset, scale: scale), roundToPixel(y, scale: scale),
                         roundToPixel(x + w + outset + trailing, scale: scale), roundToPixel(y + h + below, scale: scale))
            rounded.append(edges)
            // Frames in the superview's coordinates (a view whose superview is not laid out: the window's).
            let origin = reportPlan[index].superIndex.map { (rounded[$0].minX, rounded[$0].minY) } ?? (0, 0)
            var view = reportPlan[index].view
            view.frame = IBRect(x: edges.0 - origin.0, y: edges.1 - origin.1, width: edges.2 - edges.0, height: edges.3 - edges.1)
            if reportPlan[index].isRoot { view.frame.x = rootRect.x; view.frame.y = rootRect.y }
            views.append(view)
        }
        var unsatisfiable: [String] = []
        for conflict in solver.conflicts {
            let others = conflict.conflictsWith.compactMap { constraintNames[$0] }
            unsatisfiable.append("\(constraintNames[conflict.broken] ?? "\(conflict.broken)") broken; conflicts with \(others.joined(separator: ", "))")
        }
        // By variable number, not a set of variables (hashing them was a share of every re-solve).
        var isAmbiguous = [Bool](repeating: false, count: solver.variableCount)
        for variable in solver.ambiguousVariables() { isAmbiguous[variable.index] = true }
        var ambiguous: [String] = []
        for index in reportPlan.indices where reportPlan[index].variables.contains(where: { isAmbiguous[$0.index] }) {
            ambiguous.append(reportPlan[index].view.objectID)
        }
        lastReport = (views, unsatisfiable, ambiguous)
        result.views += views
        result.unsatisfiable += unsatisfiable
        result.ambiguous += ambiguous
        result.notes.append(contentsOf: notes)
    }
}
