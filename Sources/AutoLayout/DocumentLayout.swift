import ButtonSizer
import ConstraintSolver
import InterfaceBuilder

/// One view's solved frame, in its superview's coordinates (points), beside the frame Xcode stored.
public struct SolvedView: Sendable, Hashable {
    /// The view's object id.
    public var objectID: String
    /// Its class: the custom class when set, else the IB element (`label`, `button`, `view`…).
    public var viewClass: String
    /// The IB element name.
    public var element: String
    /// The line of its element in the document.
    public var line: Int
    /// Nesting depth below its root view (the root is 0).
    public var depth: Int
    /// The solved frame in the superview's coordinates, rounded to the device's pixel grid.
    public var frame: IBRect
    /// The `<rect key="frame">` Xcode stored (for the design device), if any.
    public var stored: IBRect?
    /// Whether the stored frame is an oracle: neither the view nor an ancestor misplaced, ambiguous or hidden,
    /// and the view not an @IBDesignable one (listed in `<designables>`) (docs/reference/auto-layout.md §0, §1.3).
    public var isTrusted: Bool
    /// The document's required constraints (names with id and line) that the stored frames break by more than
    /// 1 pt, this view's with the other items' (empty off the design device): Xcode saved frames it had not
    /// solved with the constraints it saved, yet marked nothing misplaced. Such a stored frame is trusted by
    /// the issue's rule but is no oracle for this view (docs/auto-layout.md).
    public var storedFrameBreaks: [String] = []

    /// A solved view.
    public init(objectID: String, viewClass: String, element: String, line: Int, depth: Int, frame: IBRect, stored: IBRect?,
                isTrusted: Bool, storedFrameBreaks: [String] = []) {
        self.objectID = objectID
        self.viewClass = viewClass
        self.element = element
        self.line = line
        self.depth = depth
        self.frame = frame
        self.stored = stored
        self.isTrusted = isTrusted
        self.storedFrameBreaks = storedFrameBreaks
    }
}

/// A solved document: every view's frame, and what the solver reported.
public struct SolvedDocument: Sendable {
    /// The device laid out for.
    public var device: LayoutDevice
    /// Every view, root views first in document order, depth first.
    public var views: [SolvedView]
    /// Required constraints given up (as UIKit logs "Will attempt to recover by breaking constraint"):
    /// the constraint's id and line, and what it conflicted with.
    public var unsatisfiable: [String]
    /// Views whose frame the constraints do not determine (object ids).
    public var ambiguous: [String]
    /// Choices and approximations worth knowing about (unmeasurable text, unknown items…).
    public var notes: [String]
}

/// Why a document could not be solved at all (the CLI reports it as an error naming the file and line).
public struct AutoLayoutError: Error, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// The line of the document it concerns (0: the document as a whole).
    public var line: Int
    /// An error.
    public init(_ message: String, line: Int = 0) {
        self.message = message
        self.line = line
    }
    /// The message.
    public var description: String { message }
}

/// Lays out Interface Builder documents as UIKit's Auto Layout does: every view's frame from its constraints,
/// intrinsic sizes, stack views, autoresizing masks and containers (docs/auto-layout.md lists the choices,
/// docs/reference/auto-layout.md the facts), solved by `ConstraintSolver`.
public struct DocumentLayout: Sendable {
    /// Measures label and button text (GlyphMetrics' TextMeasurer in the engine).
    public var measurer: any TextMeasuring
    /// Whether `placeholderIntrinsicWidth/Height` stand in for custom views' intrinsic sizes, as when Xcode
    /// solved the stored frames (true), or the classes' own sizes apply, as at run time (false). True also
    /// keeps placeholder constraints, `<designables>` sizes and the stored size of a view Xcode marked
    /// ambiguous, where it has no intrinsic size of its own.
    public var usesPlaceholderIntrinsicSizes: Bool
    /// Right-to-left layout: leading/trailing map to maxX/minX and their constants change sense (§1.2).
    public var isRightToLeft: Bool
    /// The content size category text-style fonts are measured at (Large, the default, unless a content-size
    /// sweep asks for another): a nib's text-style font is the category's size when the view loads.
    public var contentSize: ContentSizeCategory = .large
    /// Whether a table's cells get the height UIKit gives them (§6.4): a fixed row height (the cell's
    /// `rowHeight`, else the table's) when there is one, else the content view's fitting height (self-sizing:
    /// its constraints with the height pulled to 0 at the fitting level, 50). Off (the default), each cell
    /// keeps the height Xcode stored, which is what the stored frames of its subviews were solved in.
    public var sizesCellsToFit = false
    /// Whether the layout is Xcode's canvas's where that differs from a device's (true), as the stored frames
    /// show it, or a device's (false, the default): on the canvas a stopped activity indicator that hides when
    /// stopped (`hidesWhenStopped="YES"`, on which Xcode writes `hidden="YES"`, the run-time state) keeps its
    /// place in a stack view, and a multi-line label showing the document's own text keeps its stored width where
    /// that text fits on one line.
    public var reproducesCanvas = false

    /// A layout measuring text with `measurer`.
    public init(measurer: any TextMeasuring, usesPlaceholderIntrinsicSizes: Bool = true, isRightToLeft: Bool = false,
                contentSize: ContentSizeCategory = .large) {
        self.measurer = measurer
        self.usesPlaceholderIntrinsicSizes = usesPlaceholderIntrinsicSizes
        self.isRightToLeft = isRightToLeft
        self.contentSize = contentSize
    }

    /// The design device of `document` (its `<device id=…>`, portrait or landscape), nil when it names none
    /// that §7 lists.
    public static func designDevice(of document: InterfaceBuilderDocument) -> LayoutDevice? {
        document.device.flatMap { LayoutDevice.named($0.id, landscape: $0.isLandscape) }
    }

    /// The content size category Xcode's canvas showed text-style fonts at when it saved `document`, so the
    /// category its stored frames are of (docs/auto-layout.md, "Choices on the open points"): Extra Small for
    /// documents saved by Xcode 12.5 to 13.4 (toolsVersion 18000–20999), Large otherwise. Measured, not
    /// documented by Apple: the one-line text-style labels sized by their text in such documents of three
    /// apps are stored at Extra Small's size, all 22 (NetNewsWire's and openfoodfacts' 18122 documents in the
    /// corpus, a Body label 17 tall and a Subhead 14.5; Element's, measured outside the repository, 20 labels
    /// in 7 documents at 18122 and 20037), and all 46 of other versions' documents (15702–16097, 21507–24765)
    /// at Large's.
    public static func canvasContentSize(of document: InterfaceBuilderDocument) -> ContentSizeCategory {
        (18000..<21000).contains(document.toolsVersion ?? 0) ? .extraSmall : .large
    }

    /// Every view of `document` laid out for `device` (default: the document's design device, else a 375×667
    /// iPhone at @2x).
    /// - Throws: ``AutoLayoutError`` when the document is not an iOS document.
    public func solve(_ document: InterfaceBuilderDocument, device: LayoutDevice? = nil) throws(AutoLayoutError) -> SolvedDocument {
        try DocumentSystem(layout: self, document: document, device: device).solved
    }
}

/// A solved document that keeps its constraint systems, so that new texts (another locale's) re-solve it
/// incrementally: each changed label's and button's intrinsic size is measured again and only those
/// constants change in the solver (`Solver.setConstants`), instead of building and solving every system again.
public struct DocumentSystem: Sendable {
    private var roots: [RootSystem] = []
    /// For each view laid out, the roots (indices in `roots`) that lay it out: new texts go to those roots only,
    /// instead of every root sifting every text of the document.
    private var rootsOfView: [String: [Int]] = [:]
    /// The frames of the last solve (the first, or the last ``setTexts(_:)``).
    public private(set) var solved: SolvedDocument

    /// Builds and solves every root view's system of `document` for `device` (default: the document's design
    /// device, else a 375×667 iPhone at @2x), as ``DocumentLayout/solve(_:device:)`` does.
    /// - Throws: ``AutoLayoutError`` when the document is not an iOS document.
    public init(layout: DocumentLayout, document: InterfaceBuilderDocument, device: LayoutDevice? = nil) throws(AutoLayoutError) {
        guard document.runtime == .iOS else {
            throw AutoLayoutError("not an iOS document (only UIKit layout is solved)")
        }
        let design = DocumentLayout.designDevice(of: document)
        let target = device ?? design ?? LayoutDevice.named("retina4_7")!
        solved = SolvedDocument(device: target, views: [], unsatisfiable: [], ambiguous: [], notes: [])
        if design == nil {
            solved.notes.append("design device \(document.device?.id ?? "(none)") not in the device table; roots keep their stored sizes")
        }
        var tops: [(IBView, IBViewController?)] = []
        for scene in document.scenes {
            if let controller = scene.viewController, let root = controller.view { tops.append((root, controller)) }
            for other in scene.otherViews { tops.append((other, nil)) }
        }
        for top in document.topLevelViews { tops.append((top, nil)) }
        // A controller embedded by a container view (§6.6) is laid out after the root holding the container,
        // in the size the container was solved to; the others in document order. A chain of embeds is followed;
        // an embed cycle or a container that is not laid out leaves the child sized as a screen.
        var containers: [String: String] = [:]  // embedded controller id → container view id
        for (root, _) in tops { Self.collectEmbeds(root, into: &containers) }
        var pending = tops, solvedViews: [String: Int] = [:]  // view id → index in `roots`
        var views: [(SolvedView)] = []
        while !pending.isEmpty {
            let ready = pending.firstIndex { _, controller in
                guard let controller, let containerID = containers[controller.id] else { return true }
                return solvedViews[containerID] != nil || !pending.contains { Self.holds($0.0, containerID) }
            } ?? 0
            let (root, controller) = pending.remove(at: ready)
            let geometry = controller.flatMap { containers[$0.id] }.flatMap { containerID in
                solvedViews[containerID].flatMap { roots[$0].containerGeometry(containerID) }
            }
            var system = RootSystem(layout: layout, document: document, device: target, design: design, root: root,
                                    controller: controller, container: geometry)
            var part = SolvedDocument(device: target, views: [], unsatisfiable: [], ambiguous: [], notes: [])
            system.solve(into: &part)
            for view in part.views { solvedViews[view.objectID] = roots.count }
            roots.append(system)
            views += part.views
            solved.unsatisfiable += part.unsatisfiable
            solved.ambiguous += part.ambiguous
            solved.notes += part.notes
        }
        // Reported in document order, whatever order the embeds asked for.
        let rank = Dictionary(tops.enumerated().map { ($0.element.0.id, $0.offset) }, uniquingKeysWith: { a, _ in a })
        var byRoot: [String: [SolvedView]] = [:]
        var currentRoot = ""
        for view in views {
            if view.depth == 0 { currentRoot = view.objectID }
            byRoot[currentRoot, default: []].append(view)
        }
        solved.views = byRoot.sorted { (rank[$0.key] ?? 0) < (rank[$1.key] ?? 0) }.flatMap(\.value)
        roots.sort { (rank[$0.root.id] ?? 0) < (rank[$1.root.id] ?? 0) }
        for index in roots.indices {
            for id in roots[index].laidOutIDs { rootsOfView[id, default: []].append(index) }
        }
    }

    private static func collectEmbeds(_ view: IBView, into containers: inout [String: String]) {
        // A hidden container shows nothing until code un-hides it (and maybe moves it): its child keeps the size
        // of its own scene (the corpus' duckduckgo Bookmarks.storyboard hides a favourites container whose top
        // margin hangs on a top layout guide Xcode put at 0).
        if let destination = view.embeddedController, !view.isHidden { containers[destination] = containers[destination] ?? view.id }
        for child in view.children { collectEmbeds(child, into: &containers) }
    }

    private static func holds(_ view: IBView, _ id: String) -> Bool {
        view.id == id || view.children.contains { holds($0, id) }
    }

    /// A view's intrinsic content size as the last solve measured it (points per axis; nil on an axis: none),
    /// nil for a view that is not laid out.
    public func intrinsicSize(of objectID: String) -> (width: Double?, height: Double?)? {
        for root in roots { if let size = root.intrinsicSize(of: objectID) { return size } }
        return nil
    }

    /// A view as it is laid out on this system's device: the document's view with the font of its size-class
    /// variation for the device's traits (§6.6), which is the font its text is measured and checked in; nil for a
    /// view that is not laid out.
    public func laidOutView(_ objectID: String) -> IBView? {
        for root in roots { if let view = root.laidOutView(objectID) { return view } }
        return nil
    }

    /// The width the last solve gave a view with an intrinsic width (a label, a button…), and the most its layout
    /// gives it when its content asks for more (`WidthRoom`, ButtonSizer); nil for a view that is not laid out or has no
    /// intrinsic width. The system is unchanged: the probe solves a copy.
    public func widthRoom(of objectID: String) -> WidthRoom? {
        for root in roots { if let room = root.widthRoom(of: objectID) { return room } }
        return nil
    }

    /// The size trace of a view's width in the last solve: the constraints that hold it, strongest first
    /// (`constraint X (line N) @1000`, `V hugging width @251`…); empty for a view that is not laid out.
    public func widthTrace(of objectID: String) -> [String] {
        for root in roots { if let trace = root.widthTrace(of: objectID) { return trace } }
        return []
    }

    /// Gives labels and buttons new texts (object id → a label's text or a button's title; ids that are not
    /// laid out are ignored) and re-solves incrementally; returns the new frames (also ``solved``). Texts not
    /// named keep their last value.
    @discardableResult
    public mutating func setTexts(_ texts: [String: String]) -> SolvedDocument {
        var result = SolvedDocument(device: solved.device, views: [], unsatisfiable: [], ambiguous: [], notes: [])
        var perRoot = [[String: String]](repeating: [:], count: roots.count)
        for (id, text) in texts {
            for index in rootsOfView[id] ?? [] { perRoot[index][id] = text }
        }
        for index in roots.indices { roots[index].setTexts(perRoot[index], into: &result) }
        solved = result
        return result
    }
}
