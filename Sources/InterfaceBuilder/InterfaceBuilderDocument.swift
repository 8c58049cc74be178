import Localization

/// An Interface Builder document (`.storyboard` or `.xib`) read into typed facts: the document's
/// settings and design device, its scenes and view controllers, every view with its frame, flags,
/// priorities, margins, fonts, texts and constraints, and the images of its `<resources>`.
///
/// Nothing here is a layout decision: lint, the Auto Layout solver and screen lint decide what the
/// facts mean. Every number is a number (points, priorities 1–1000); names IB writes as enumerations
/// are Swift enumerations; an omitted attribute is IB's default, spelled out. See
/// docs/reference/interface-builder.md and docs/reference/auto-layout.md for the format.
///
/// Malformed XML, or a root that is not an IB document, refuses the document (an error naming the
/// file and line). A fact that cannot be read (a frame whose width is not a number, an unknown
/// constraint attribute) is left out with a ``problems`` entry naming the file and line; the rest of
/// the view, and every other view, is still read.
public struct InterfaceBuilderDocument: Sendable {
    /// The file, as given.
    public var source: String
    /// The document's `type` as written (`com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`).
    public var type: String
    /// Whether it is a storyboard (scenes) rather than a xib (top-level objects).
    public var isStoryboard: Bool
    /// The platform the document targets, from `targetRuntime`, else from `type`.
    public var runtime: IBRuntime
    /// The Xcode build that saved it (`toolsVersion="22505"`; `32700.99.1234` keeps its leading
    /// number), `nil` when absent or not a number.
    public var toolsVersion: Int?
    /// `useAutolayout="YES"`: constraints are in use (documents without it lay out by frame and mask).
    public var useAutolayout: Bool
    /// `useSafeAreas="YES"`: safe-area guides rather than the view controllers' top and bottom guides.
    public var useSafeAreas: Bool
    /// `useTraitCollections="YES"`: size classes (and `<variation>`s) are in use.
    public var useTraitCollections: Bool
    /// `launchScreen="YES"`: the app's launch screen, whose view iOS shows as a view controller's root view (a
    /// launch-screen xib's top-level view too).
    public var isLaunchScreen = false
    /// The design device (`<device id="retina6_12" orientation="portrait">`), when the document names one.
    public var device: IBDevice?
    /// A storyboard's initial view controller's id (`initialViewController`).
    public var initialViewController: String?
    /// A storyboard's scenes, in document order.
    public var scenes: [IBScene]
    /// A xib's top-level views (and any view a storyboard keeps outside a view controller), in document order.
    public var topLevelViews: [IBView]
    /// The images of `<resources>`, in document order.
    public var images: [IBImage]
    /// `<designables>`: the intrinsic content size Xcode's canvas gave each @IBDesignable view (its class's code
    /// ran there), by view id, in points. Those views' stored frames are not an oracle; their neighbours' are.
    public var designables: [String: IBSize] = [:]
    /// Every navigation item, tab bar item and bar button item, in document order (`title` empty for one without a
    /// title: a system or image item still takes room in its bar): texts and items bars lay out.
    public var barItems: [IBBarItem] = []
    /// Each tab bar controller's tabs: its `viewControllers` relationship segues' destinations, in order, by the
    /// tab bar controller's id.
    public var tabBarControllers: [String: [String]] = [:]
    /// The view controllers Xcode's canvas infers a navigation bar over, by id, each with whether the bar shows a
    /// large title: a navigation controller's root (`relationship="rootViewController"`) under a translucent bar
    /// that is not hidden, what a `show` (or `push`) segue leads to from a controller with such a bar, and a tab bar
    /// controller's tabs when it has one. The bar shows a large title when the navigation bar prefers them
    /// (`largeTitles="YES"`) and the controller's navigation item does not say `largeTitleDisplayMode="never"`.
    public var inferredNavigationBars: [String: IBInferredNavigationBar] = [:]
    /// The built-in labels of table view cells (`<tableViewCell textLabel="…" detailTextLabel="…" style="…">`), by the
    /// label's id: UIKit gives them their fonts, and IB writes `pointSize="0.0"` for a font it leaves to UIKit.
    public var tableCellLabels: [String: IBTableCellLabel] = [:]
    /// Every object id of the document (views, constraints, scenes…): a translation key whose id is
    /// not among them is stale.
    public var objectIDs: Set<String>
    /// The ids outlets and outlet collections point at (`destination`): code holds those objects and may change them.
    public var outletDestinations: Set<String>
    /// Every `<outlet>` and `<outletCollection>`, in document order: code holds these objects by these properties.
    public var outlets: [IBOutlet] = []
    /// Facts that could not be read, each naming the file and line; the document is read without them.
    public var problems: [CatalogError]

    /// Reads a document from its bytes.
    /// - Throws: `CatalogError` naming `source` and the line: malformed XML, or not an Interface Builder document.
    public init(parsing data: [UInt8], source: String) throws(CatalogError) {
        self = try DocumentReader.read(data, source: source)
    }

    /// A document made of facts read elsewhere (tests, other readers).
    public init(source: String, type: String, isStoryboard: Bool, runtime: IBRuntime, toolsVersion: Int? = nil,
                useAutolayout: Bool = true, useSafeAreas: Bool = true, useTraitCollections: Bool = true, device: IBDevice? = nil,
                initialViewController: String? = nil, scenes: [IBScene] = [], topLevelViews: [IBView] = [], images: [IBImage] = [],
                objectIDs: Set<String> = [], outletDestinations: Set<String> = [], problems: [CatalogError] = []) {
        self.source = source
        self.type = type
        self.isStoryboard = isStoryboard
        self.runtime = runtime
        self.toolsVersion = toolsVersion
        self.useAutolayout = useAutolayout
        self.useSafeAreas = useSafeAreas
        self.useTraitCollections = useTraitCollections
        self.device = device
        self.initialViewController = initialViewController
        self.scenes = scenes
        self.topLevelViews = topLevelViews
        self.images = images
        self.objectIDs = objectIDs
        self.outletDestinations = outletDestinations
        self.problems = problems
    }

    /// The root views: each scene's view controller's view (and the scene's other top-level views),
    /// then the top-level views, in document order.
    public var rootViews: [IBView] {
        scenes.flatMap { scene in (scene.viewController?.view.map { [$0] } ?? []) + scene.otherViews } + topLevelViews
    }

    /// Every view of the document, each with its superview's id, in document order (depth first).
    public var allViews: [(view: IBView, superview: IBView?)] {
        var result: [(IBView, IBView?)] = []
        func visit(_ view: IBView, _ superview: IBView?) {
            result.append((view, superview))
            for child in view.children { visit(child, view) }
        }
        for root in rootViews { visit(root, nil) }
        return result.sorted { $0.0.documentOrder < $1.0.documentOrder }
    }

    /// The start of the error message for XML that is not an Interface Builder document (an old
    /// `<archive>` xib, another tool's file): a project skips such a file and names it.
    public static let notADocument = "not an Interface Builder document"

    /// Why a document is not read for iOS views (a macOS, tvOS or watchOS document), else `nil`.
    public var skipReason: String? {
        let platform: String
        switch runtime {
        case .iOS: return nil
        case .macOS: platform = "a macOS (Cocoa)"
        case .tvOS: platform = "a tvOS (AppleTV)"
        case .watchOS: platform = "a watchOS (WatchKit)"
        case .other(let name): platform = "a '\(name)'"
        }
        return platform + " document: only iOS (CocoaTouch) documents are read"
    }

    /// The image `name` of `<resources>`, if listed.
    public func image(named name: String) -> IBImage? {
        images.first { $0.name == name }
    }
}

/// A `<navigationItem>`, `<tabBarItem>` or `<barButtonItem>` with its `title` (translated as `<id>.title`).
public struct IBBarItem: Sendable, Hashable {
    /// The element name.
    public var element: String
    /// Its object id.
    public var id: String
    /// Its `title`.
    public var title: String
    /// The line of its element.
    public var line: Int
    /// The `sceneID` of the scene it is in (nil: not in a scene).
    public var sceneID: String?
    /// `key` as written (`navigationItem`, `tabBarItem`, `leftBarButtonItem`, `rightBarButtonItem`,
    /// `backBarButtonItem`); nil for an item of a collection.
    public var key: String?
    /// The collection it is in (`leftBarButtonItems`, `rightBarButtonItems`, `items`, `toolbarItems`); nil when keyed.
    public var collection: String?
    /// The nearest enclosing element with an id: a bar button item's navigation item, toolbar or view controller; a
    /// navigation or tab bar item's view controller, navigation bar or tab bar.
    public var holderID: String?
    /// That element's name (`navigationItem`, `toolbar`, `tabBar`, `navigationBar`, `viewController`…).
    public var holderElement: String?
    /// `style` (`plain`, `done`), if written.
    public var style: String?
    /// `systemItem` (`done`, `add`, `flexibleSpace`, `fixedSpace`…), if written.
    public var systemItem: String?
    /// `image`, if written.
    public var image: String?
    /// `width` of a fixed space or an item with a width, points, if written.
    public var width: Double?

    /// A bar item.
    public init(element: String, id: String, title: String, line: Int, sceneID: String?, key: String? = nil, collection: String? = nil,
                holderID: String? = nil, holderElement: String? = nil, style: String? = nil, systemItem: String? = nil,
                image: String? = nil, width: Double? = nil) {
        self.element = element
        self.id = id
        self.title = title
        self.line = line
        self.sceneID = sceneID
        self.key = key
        self.collection = collection
        self.holderID = holderID
        self.holderElement = holderElement
        self.style = style
        self.systemItem = systemItem
        self.image = image
        self.width = width
    }
}

/// A table view cell's built-in label: its `textLabel` or `detailTextLabel`, with the cell's style.
public struct IBTableCellLabel: Sendable, Hashable {
    /// The cell's object id.
    public var cellID: String
    /// The cell's `style` as written (`IBUITableViewCellStyleDefault`, `…Subtitle`, `…Value1`, `…Value2`); nil: custom.
    public var cellStyle: String?
    /// Whether it is the cell's `detailTextLabel` (else its `textLabel`).
    public var isDetail: Bool

    /// A cell's built-in label.
    public init(cellID: String, cellStyle: String?, isDetail: Bool) {
        self.cellID = cellID
        self.cellStyle = cellStyle
        self.isDetail = isDetail
    }
}

/// An outlet: a property of an object (a view controller, File's Owner) that points at another object.
public struct IBOutlet: Sendable, Hashable {
    /// The property's name (`signupButton`), when written.
    public var property: String?
    /// The id of the object it points at.
    public var destination: String
    /// The `customClass` of the object holding the property (the class whose code sets it), when it has one.
    public var ownerClass: String?
    /// The line of the `<outlet>` element.
    public var line: Int

    /// An outlet.
    public init(property: String?, destination: String, ownerClass: String?, line: Int) {
        self.property = property
        self.destination = destination
        self.ownerClass = ownerClass
        self.line = line
    }
}

/// The platform a document targets.
public enum IBRuntime: Sendable, Hashable {
    /// iOS (`iOS.CocoaTouch`, types `…CocoaTouch…`).
    case iOS
    /// macOS (`MacOSX.Cocoa`, types `…Cocoa…` without Touch).
    case macOS
    /// tvOS (`AppleTV`).
    case tvOS
    /// watchOS (`watchKit`, types `…WatchKit…`).
    case watchOS
    /// Something else, as written.
    case other(String)
}

/// The design device of a document: `<device id="retina6_12" orientation="portrait" appearance="light"/>`.
public struct IBDevice: Sendable, Hashable {
    /// IB's device id (`retina6_12`, `ipad12_9rounded`).
    public var id: String
    /// Whether the canvas is landscape (`orientation="landscape"`); portrait when absent.
    public var isLandscape: Bool
    /// `appearance` as written (`light`, `dark`), `nil` when absent.
    public var appearance: String?
    /// The line of the `<device>` element.
    public var line: Int

    /// A device with its id, orientation, appearance and line.
    public init(id: String, isLandscape: Bool = false, appearance: String? = nil, line: Int) {
        self.id = id
        self.isLandscape = isLandscape
        self.appearance = appearance
        self.line = line
    }
}

/// An image of `<resources>`: `<image name="cartIcon" width="24" height="24"/>`; an SF Symbol has
/// `catalog="system"` and its size is a reference canvas, not the drawn size.
public struct IBImage: Sendable, Hashable {
    /// The image's name.
    public var name: String
    /// Its size, in points.
    public var width: Double, height: Double
    /// Whether it is an SF Symbol (`catalog="system"`).
    public var isSystemSymbol: Bool

    /// An image with its name, size in points and whether it is an SF Symbol.
    public init(name: String, width: Double, height: Double, isSystemSymbol: Bool) {
        self.name = name
        self.width = width
        self.height = height
        self.isSystemSymbol = isSystemSymbol
    }
}

/// A storyboard scene: `<scene sceneID=…><objects>` with its view controller.
public struct IBScene: Sendable {
    /// `sceneID`.
    public var id: String
    /// The line of the `<scene>` element.
    public var line: Int
    /// The scene's view controller (`viewController`, `tableViewController`, `navigationController`…), if any.
    public var viewController: IBViewController?
    /// Views of the scene's `<objects>` outside the view controller, in document order.
    public var otherViews: [IBView]

    /// A scene with its id, line, view controller and other views.
    public init(id: String, line: Int, viewController: IBViewController?, otherViews: [IBView] = []) {
        self.id = id
        self.line = line
        self.viewController = viewController
        self.otherViews = otherViews
    }
}

/// A view controller of a scene, with its root view and what the canvas simulates.
public struct IBViewController: Sendable {
    /// The element name: the class kind (`viewController`, `tableViewController`, `navigationController`…).
    public var element: String
    /// Its object id.
    public var id: String
    /// `customClass`, if any.
    public var customClass: String?
    /// `storyboardIdentifier`, if any.
    public var storyboardIdentifier: String?
    /// The line of its element.
    public var line: Int
    /// Its root view (the child with `key="view"`), if any.
    public var view: IBView?
    /// The pre-iOS 11 top and bottom layout guides (`<viewControllerLayoutGuide type="top|bottom">`).
    public var layoutGuides: [IBLayoutGuide]
    /// The simulated top bar (`simulatedTopBarMetrics`): `nil` when none is simulated.
    public var simulatedTopBar: IBSimulatedBar?
    /// The simulated bottom bar (`simulatedBottomBarMetrics`).
    public var simulatedBottomBar: IBSimulatedBar?
    /// The simulated status bar (`simulatedStatusBarMetrics`).
    public var simulatedStatusBar: IBSimulatedBar?
    /// A freeform canvas size (`<size key="freeformSize">`), in points.
    public var freeformSize: IBSize?

    /// A view controller with its element name, id, line and root view.
    public init(element: String, id: String, customClass: String? = nil, storyboardIdentifier: String? = nil, line: Int,
                view: IBView? = nil, layoutGuides: [IBLayoutGuide] = [], simulatedTopBar: IBSimulatedBar? = nil,
                simulatedBottomBar: IBSimulatedBar? = nil, simulatedStatusBar: IBSimulatedBar? = nil, freeformSize: IBSize? = nil) {
        self.element = element
        self.id = id
        self.customClass = customClass
        self.storyboardIdentifier = storyboardIdentifier
        self.line = line
        self.view = view
        self.layoutGuides = layoutGuides
        self.simulatedTopBar = simulatedTopBar
        self.simulatedBottomBar = simulatedBottomBar
        self.simulatedStatusBar = simulatedStatusBar
        self.freeformSize = freeformSize
    }
}

/// A bar the canvas simulates: `<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>`.
public struct IBSimulatedBar: Sendable, Hashable {
    /// The element name (`simulatedNavigationBarMetrics`, `simulatedTabBarMetrics`, `simulatedToolbarMetrics`…).
    public var element: String
    /// `translucent`; `true` when absent (UIKit's default).
    public var isTranslucent: Bool
    /// `prompted="YES"`: a navigation bar with a prompt.
    public var isPrompted: Bool
    /// A navigation bar showing a large title (inferred: ``InterfaceBuilderDocument/inferredNavigationBars``).
    public var showsLargeTitle = false

    /// A simulated bar with its element name and flags.
    public init(element: String, isTranslucent: Bool = true, isPrompted: Bool = false) {
        self.element = element
        self.isTranslucent = isTranslucent
        self.isPrompted = isPrompted
    }
}

/// The navigation bar Xcode's canvas infers over a view controller (``InterfaceBuilderDocument/inferredNavigationBars``).
public struct IBInferredNavigationBar: Sendable, Hashable {
    /// Whether it shows a large title (96 pt tall instead of 44).
    public var showsLargeTitle: Bool
    /// The bar's frame as the navigation controller stores it (`<navigationBar key="navigationBar">`), in its
    /// view's coordinates, points; `nil` when none is stored, and for a controller that shows the bar without the
    /// large title it stores.
    public var storedFrame: IBRect?

    /// A bar, large or not, with the frame its navigation controller stores.
    public init(showsLargeTitle: Bool, storedFrame: IBRect? = nil) {
        self.showsLargeTitle = showsLargeTitle
        self.storedFrame = storedFrame
    }
}

/// A size in points (`<size key="freeformSize" width= height=>`).
public struct IBSize: Sendable, Hashable {
    /// Width and height, in points.
    public var width: Double, height: Double

    /// A size in points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A UIButton's title as Xcode exports it for translation: the text UIKit shows and its key.
public struct IBButtonTitle: Sendable {
    /// The button's object id (the first part of its keys).
    public var objectID: String
    /// The line of its `<button>` element.
    public var line: Int
    /// The title UIKit shows: a configuration's `title` (or attributed title's text), else the normal
    /// state's; a configured button's leftover normal title "Button" is never shown. `nil`: none.
    public var title: String?
    /// The key its title is translated under: `<id>.configuration.title` or `<id>.normalTitle`.
    public var titleKey: String
    /// Keys Xcode exports for the button that are never shown (a configured button's `<id>.normalTitle`).
    public var hiddenKeys: [String]
    /// The attributed title the title came from, when it has no plain `title` there.
    public var attributedTitle: IBAttributedString?
}

extension IBView {
    /// A button's title and translation key (`nil` for other views).
    public var buttonTitle: IBButtonTitle? {
        guard let button else { return nil }
        let normal = button.state("normal")
        let normalTitle = normal.flatMap { $0.title ?? $0.attributedTitle?.text }
        if let configuration = button.configuration {
            if let configured = configuration.title ?? configuration.attributedTitle?.text {
                return IBButtonTitle(objectID: id, line: line, title: configured, titleKey: "\(id).configuration.title",
                                     hiddenKeys: ["\(id).normalTitle"],
                                     attributedTitle: configuration.title == nil ? configuration.attributedTitle : nil)
            }
            guard normalTitle != "Button" else {
                return IBButtonTitle(objectID: id, line: line, title: nil, titleKey: "\(id).normalTitle", hiddenKeys: [], attributedTitle: nil)
            }
        }
        return IBButtonTitle(objectID: id, line: line, title: normalTitle, titleKey: "\(id).normalTitle", hiddenKeys: [],
                             attributedTitle: normal?.title == nil ? normal?.attributedTitle : nil)
    }
}

extension InterfaceBuilderDocument {
    /// Every UIButton's title as Xcode exports it, in document order (none in a document that is not iOS's).
    public var buttons: [IBButtonTitle] {
        guard runtime == .iOS else { return [] }
        return allViews.compactMap { $0.view.buttonTitle }
    }
}
