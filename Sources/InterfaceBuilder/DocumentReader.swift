import Localization

/// XML → ``InterfaceBuilderDocument``: one walk over the element tree. Views are found wherever IB
/// keeps them (`<subviews>`, keyed children such as a cell's `contentView`, a table's cells); each
/// fact that cannot be read becomes a problem naming the file and line, and the walk goes on.
struct DocumentReader {
    let source: String
    var problems: [CatalogError] = []
    var ids: Set<String> = []
    /// The ids given to views so far (a view whose id another view has is given one of its own).
    var viewIDs: Set<String> = []
    var outlets: [IBOutlet] = []
    var images: [IBImage] = []
    var designables: [String: IBSize] = [:]
    var barItems: [IBBarItem] = []
    var tabBarControllers: [String: [String]] = [:]
    /// Navigation controllers' roots under a translucent bar that is not hidden, with whether the bar prefers large titles.
    var navigationRoots: [String: Bool] = [:]
    /// The navigation bar frames Xcode stored in navigation controllers, by their root controller's id.
    var navigationBarFrames: [String: IBRect] = [:]
    /// `show` and `push` segues: the controller holding each (where the segue starts) and its destination.
    var showSegues: [(source: String, destination: String)] = []
    /// Controllers whose navigation item says `largeTitleDisplayMode="never"`.
    var neverLargeTitle: Set<String> = []
    var tableCellLabels: [String: IBTableCellLabel] = [:]
    /// The next view's position in document order.
    var nextOrder = 0

    /// Element names that are views even without a stored frame or a `<subviews>` parent.
    static let viewElements: Set<String> = [
        "view", "button", "label", "imageView", "textField", "textView", "stackView", "scrollView", "tableView", "collectionView",
        "tableViewCell", "tableViewCellContentView", "collectionViewCell", "collectionViewCellContentView", "collectionReusableView",
        "switch", "slider", "segmentedControl", "activityIndicatorView", "progressView", "pageControl", "stepper", "datePicker",
        "pickerView", "searchBar", "navigationBar", "toolbar", "tabBar", "mapView", "wkWebView", "webView", "visualEffectView",
        "containerView",
    ]

    /// Elements that hold facts of a view (read by `view(_:)`), never views.
    static let factElements: Set<String> = [
        "rect", "autoresizingMask", "constraints", "subviews", "viewLayoutGuide", "keyboardLayoutGuide", "variation", "fontDescription", "attributedString",
        "edgeInsets", "directionalEdgeInsets", "inset", "state", "buttonConfiguration", "segments", "userDefinedRuntimeAttributes",
        "string", "connections", "color", "point", "size", "freeformSize", "accessibility", "imageReference",
        "preferredSymbolConfiguration", "backgroundConfiguration", "nil", "real", "integer", "bool",
    ]

    static func read(_ data: [UInt8], source: String) throws(CatalogError) -> InterfaceBuilderDocument {
        let root = try XMLReader.parse(data, source: source)
        guard root.name == "document", let type = root[attribute: "type"], type.hasPrefix("com.apple.InterfaceBuilder") else {
            throw CatalogError(file: source, line: root.line,
                               message: InterfaceBuilderDocument.notADocument + " (the root is <\(root.name)>, not <document type=\"com.apple.InterfaceBuilder…\">)")
        }
        var reader = DocumentReader(source: source)
        reader.collectIDs(root, parents: [])
        var document = InterfaceBuilderDocument(source: source, type: type, isStoryboard: type.contains("Storyboard"),
                                                runtime: runtime(type: type, target: root[attribute: "targetRuntime"]))
        document.toolsVersion = root[attribute: "toolsVersion"].flatMap { Int($0.prefix { $0 != "." }) }
        document.useAutolayout = reader.flag(root, "useAutolayout", default: false)
        document.useSafeAreas = reader.flag(root, "useSafeAreas", default: false)
        document.useTraitCollections = reader.flag(root, "useTraitCollections", default: false)
        document.isLaunchScreen = reader.flag(root, "launchScreen", default: false)
        document.initialViewController = root[attribute: "initialViewController"]
        for child in root.elements {
            switch child.name {
            case "device":
                guard let id = child[attribute: "id"] else {
                    reader.problem(child.line, "<device> has no id")
                    continue
                }
                document.device = IBDevice(id: id, isLandscape: child[attribute: "orientation"] == "landscape",
                                           appearance: child[attribute: "appearance"], line: child.line)
            case "scenes":
                for scene in child.elements where scene.name == "scene" { document.scenes.append(reader.scene(scene)) }
            case "objects":
                document.topLevelViews += reader.views(under: child)
            default:
                break
            }
        }
        document.images = reader.images
        document.designables = reader.designables
        document.barItems = reader.barItems
        document.tabBarControllers = reader.tabBarControllers
        document.inferredNavigationBars = reader.inferredNavigationBars()
        document.tableCellLabels = reader.tableCellLabels
        document.objectIDs = reader.ids
        document.outlets = reader.outlets
        document.outletDestinations = Set(reader.outlets.map(\.destination))
        document.problems = reader.problems
        return document
    }

    /// The platform: the document type's (`…CocoaTouch…`, `…AppleTV…`, `…WatchKit…`, `…Cocoa…`), else `targetRuntime`'s.
    static func runtime(type: String, target: String?) -> IBRuntime {
        if type.contains("CocoaTouch") { return .iOS }
        if type.contains("AppleTV") { return .tvOS }
        if type.contains("WatchKit") { return .watchOS }
        if type.contains("Cocoa") { return .macOS }
        guard let target else { return .other(type) }
        if target.hasPrefix("iOS") { return .iOS }
        if target.hasPrefix("MacOSX") { return .macOS }
        if target.hasPrefix("AppleTV") { return .tvOS }
        if target.hasPrefix("watchKit") { return .watchOS }
        return .other(target)
    }

    // MARK: Document-wide facts

    /// Every id, outlet and `<resources>` image, anywhere in the document. `parents` are the enclosing
    /// elements, outermost first.
    mutating func collectIDs(_ element: XMLReader.Element, parents: [XMLReader.Element]) {
        if let id = element[attribute: "id"] { ids.insert(id) }
        switch element.name {
        case "navigationItem", "tabBarItem", "barButtonItem":
            if element.name == "navigationItem", element[attribute: "largeTitleDisplayMode"] == "never",
               let controller = parents.last?[attribute: "id"] {
                neverLargeTitle.insert(controller)
            }
            if let id = element[attribute: "id"] {
                let holder = parents.last { $0[attribute: "id"] != nil }
                let collection = parents.last.flatMap { $0[attribute: "id"] == nil ? $0.name : nil }
                barItems.append(IBBarItem(element: element.name, id: id, title: element[attribute: "title"] ?? "", line: element.line,
                                          sceneID: parents.last { $0.name == "scene" }?[attribute: "sceneID"], key: element[attribute: "key"],
                                          collection: collection, holderID: holder?[attribute: "id"], holderElement: holder?.name,
                                          style: element[attribute: "style"], systemItem: element[attribute: "systemItem"],
                                          image: element[attribute: "image"], width: number(element, "width")))
            }
        case "segue" where element[attribute: "kind"] == "relationship" && element[attribute: "relationship"] == "viewControllers":
            if let controller = parents.last(where: { $0.name == "tabBarController" })?[attribute: "id"], let destination = element[attribute: "destination"] {
                tabBarControllers[controller, default: []].append(destination)
            }
        case "segue" where element[attribute: "kind"] == "relationship" && element[attribute: "relationship"] == "rootViewController":
            if let navigation = parents.last(where: { $0.name == "navigationController" }), let destination = element[attribute: "destination"],
               !flag(navigation, "navigationBarHidden", default: false) {
                let bar = navigation.elements.first { $0.name == "navigationBar" && $0[attribute: "key"] == "navigationBar" }
                if bar.map({ flag($0, "translucent", default: true) }) ?? true {
                    navigationRoots[destination] = bar.map { flag($0, "largeTitles", default: false) } ?? false
                    if let rect = bar?.elements.first(where: { $0.name == "rect" && $0[attribute: "key"] == "frame" }),
                       let width = number(rect, "width"), let height = number(rect, "height") {
                        navigationBarFrames[destination] = IBRect(x: number(rect, "x") ?? 0, y: number(rect, "y") ?? 0,
                                                                  width: width, height: height)
                    }
                }
            }
        case "segue" where element[attribute: "kind"] == "show" || element[attribute: "kind"] == "push":
            // The segue sits in the connections of its controller or of a control inside the controller's view.
            if let source = parents.last(where: { $0.name.hasSuffix("Controller") })?[attribute: "id"],
               let destination = element[attribute: "destination"] {
                showSegues.append((source, destination))
            }
        case "tableViewCell":
            if let cell = element[attribute: "id"] {
                let style = element[attribute: "style"]
                if let text = element[attribute: "textLabel"] {
                    tableCellLabels[text] = IBTableCellLabel(cellID: cell, cellStyle: style, isDetail: false)
                }
                if let detail = element[attribute: "detailTextLabel"] {
                    tableCellLabels[detail] = IBTableCellLabel(cellID: cell, cellStyle: style, isDetail: true)
                }
            }
        case "outlet", "outletCollection":
            if let destination = element[attribute: "destination"] {
                // parents: …, the object holding the outlet, <connections>
                let owner = parents.count >= 2 ? parents[parents.count - 2][attribute: "customClass"] : nil
                outlets.append(IBOutlet(property: element[attribute: "property"], destination: destination,
                                        ownerClass: owner, line: element.line))
            }
        case "image" where parents.last?.name == "resources":
            if let name = element[attribute: "name"] {
                if let width = number(element, "width"), let height = number(element, "height") {
                    images.append(IBImage(name: name, width: width, height: height, isSystemSymbol: element[attribute: "catalog"] == "system"))
                } else {
                    problem(element.line, "image '\(name)' of <resources> has no width and height")
                }
            }
        case "designable" where parents.last?.name == "designables":
            // Designables without an intrinsic size (none on either axis) are still listed, as -1 × -1.
            if let name = element[attribute: "name"] {
                let size = element.elements.first { $0.name == "size" && $0[attribute: "key"] == "intrinsicContentSize" }
                designables[name] = IBSize(width: size.flatMap { number($0, "width") } ?? -1,
                                           height: size.flatMap { number($0, "height") } ?? -1)
            }
        default: break
        }
        let next = parents + [element]
        for child in element.elements { collectIDs(child, parents: next) }  // at most XMLReader.maximumDepth deep
    }

    // MARK: Scenes

    mutating func scene(_ element: XMLReader.Element) -> IBScene {
        var scene = IBScene(id: element[attribute: "sceneID"] ?? "", line: element.line, viewController: nil)
        for objects in element.elements where objects.name == "objects" {
            for object in objects.elements {
                if scene.viewController == nil, object.name.hasSuffix("Controller") {
                    let (controller, others) = viewController(object)
                    scene.viewController = controller
                    scene.otherViews += others
                } else if isView(object, parent: objects.name) {
                    scene.otherViews.append(view(object, inSubviews: false))
                } else {
                    scene.otherViews += views(under: object)
                }
            }
        }
        return scene
    }

    /// A view controller, and the views found in it outside its root view (a navigation item's title view…).
    mutating func viewController(_ element: XMLReader.Element) -> (IBViewController, [IBView]) {
        var controller = IBViewController(element: element.name, id: element[attribute: "id"] ?? "",
                                          customClass: element[attribute: "customClass"],
                                          storyboardIdentifier: element[attribute: "storyboardIdentifier"], line: element.line)
        var others: [IBView] = []
        for child in element.elements {
            switch child.name {
            case _ where child[attribute: "key"] == "view" && isView(child, parent: element.name):
                controller.view = view(child, inSubviews: false)
            case "layoutGuides":
                for guide in child.elements where guide.name == "viewControllerLayoutGuide" {
                    let kind: IBLayoutGuide.Kind? = switch guide[attribute: "type"] {
                    case "top": .topLayoutGuide
                    case "bottom": .bottomLayoutGuide
                    default: nil
                    }
                    if let kind, let id = guide[attribute: "id"] {
                        controller.layoutGuides.append(IBLayoutGuide(kind: kind, id: id, line: guide.line))
                    } else {
                        problem(guide.line, "<viewControllerLayoutGuide> needs type=\"top|bottom\" and an id")
                    }
                }
            case _ where child.name.hasPrefix("simulated") && child.name.hasSuffix("Metrics"):
                let bar = simulatedBar(child)
                switch child[attribute: "key"] {
                case "simulatedTopBarMetrics": controller.simulatedTopBar = bar
                case "simulatedBottomBarMetrics": controller.simulatedBottomBar = bar
                case "simulatedStatusBarMetrics": controller.simulatedStatusBar = bar
                default: break
                }
            case "size" where child[attribute: "key"] == "freeformSize":
                if let width = number(child, "width"), let height = number(child, "height") {
                    controller.freeformSize = IBSize(width: width, height: height)
                }
            case "connections":
                break
            default:
                others += isView(child, parent: element.name) ? [view(child, inSubviews: false)] : views(under: child)
            }
        }
        return (controller, others)
    }

    /// ``InterfaceBuilderDocument/inferredNavigationBars``: the navigation roots, then, until nothing changes,
    /// what a `show` segue leads to from a controller with a bar and the tabs of a tab bar controller with one.
    func inferredNavigationBars() -> [String: IBInferredNavigationBar] {
        var prefersLarge = navigationRoots
        var frames = navigationBarFrames
        var changed = true
        while changed {
            changed = false
            for segue in showSegues where prefersLarge[segue.destination] == nil {
                if let large = prefersLarge[segue.source] {
                    prefersLarge[segue.destination] = large
                    frames[segue.destination] = frames[segue.source]
                    changed = true
                }
            }
            for (tabBarController, tabs) in tabBarControllers {
                guard let large = prefersLarge[tabBarController] else { continue }
                for tab in tabs where prefersLarge[tab] == nil {
                    prefersLarge[tab] = large
                    frames[tab] = frames[tabBarController]
                    changed = true
                }
            }
        }
        // The stored bar is the navigation's: a controller that shows it without its large title has another.
        return prefersLarge.reduce(into: [:]) { bars, entry in
            let notLarge = entry.value && neverLargeTitle.contains(entry.key)
            bars[entry.key] = IBInferredNavigationBar(showsLargeTitle: entry.value && !notLarge,
                                                      storedFrame: notLarge ? nil : frames[entry.key])
        }
    }

    /// A `<simulated…Metrics>` element: the bar it simulates, translucent unless `translucent="NO"`.
    mutating func simulatedBar(_ element: XMLReader.Element) -> IBSimulatedBar {
        IBSimulatedBar(element: element.name, isTranslucent: flag(element, "translucent", default: true),
                       isPrompted: flag(element, "prompted", default: false))
    }

    // MARK: Views

    /// Whether `element` (a child of `parent`) is a view: in `<subviews>`, with a stored frame, or a view element name.
    func isView(_ element: XMLReader.Element, parent: String?) -> Bool {
        if element.name.hasSuffix("Controller") || Self.factElements.contains(element.name) && parent != "subviews" { return false }
        return parent == "subviews" || Self.viewElements.contains(element.name)
            || element.elements.contains { $0.name == "rect" && $0[attribute: "key"] == "frame" }
    }

    /// The views anywhere below `element` (not itself), outermost first, in document order.
    mutating func views(under element: XMLReader.Element) -> [IBView] {
        var found: [IBView] = []
        for child in element.elements where child.name != "connections" {
            if isView(child, parent: element.name) {
                found.append(view(child, inSubviews: element.name == "subviews"))
            } else {
                found += views(under: child)
            }
        }
        return found
    }

    mutating func view(_ element: XMLReader.Element, inSubviews: Bool) -> IBView {
        // A view without an id (Xcode writes a collection view cell's `<view key="contentView">` without one in older
        // documents: Element's RoomCollectionViewCell.xib) is named for its line and place, so that two such views
        // are neither taken for one another nor lost.
        var id = element[attribute: "id"] ?? Self.placeID("no-id", line: element.line, order: nextOrder)
        // Two views with one id (a hand-edited or merged file: Xcode never writes it) would be laid out as one.
        if !viewIDs.insert(id).inserted {
            let own = Self.placeID(id, line: element.line, order: nextOrder)
            problem(element.line, "<\(element.name)> has the id \"\(id)\" of another view: it is called \(own) here")
            id = own
            viewIDs.insert(own)
        }
        var view = IBView(element: element.name, id: id, line: element.line)
        view.documentOrder = nextOrder
        nextOrder += 1
        view.isInSubviews = inSubviews
        view.key = inSubviews ? nil : element[attribute: "key"]
        view.customClass = element[attribute: "customClass"]
        view.customModule = element[attribute: "customModule"]
        view.isHidden = flag(element, "hidden", default: false)
        if element.name == "activityIndicatorView" {
            view.hidesWhenStopped = flag(element, "hidesWhenStopped", default: false) && !flag(element, "animating", default: false)
        }
        view.translatesAutoresizingMaskIntoConstraints = flag(element, "translatesAutoresizingMaskIntoConstraints", default: true)
        view.fixedFrame = flag(element, "fixedFrame", default: false)
        view.isMisplaced = flag(element, "misplaced", default: false)
        view.isAmbiguous = flag(element, "ambiguous", default: false)
        view.hugging = IBAxisPriorities(horizontal: priority(element, "horizontalHuggingPriority"),
                                        vertical: priority(element, "verticalHuggingPriority"))
        view.compressionResistance = IBAxisPriorities(horizontal: priority(element, "horizontalCompressionResistancePriority"),
                                                      vertical: priority(element, "verticalCompressionResistancePriority"))
        view.placeholderIntrinsicWidth = placeholderLength(element, "placeholderIntrinsicWidth")
        view.placeholderIntrinsicHeight = placeholderLength(element, "placeholderIntrinsicHeight")
        view.preservesSuperviewLayoutMargins = flag(element, "preservesSuperviewLayoutMargins", default: false)
        view.insetsLayoutMarginsFromSafeArea = flag(element, "insetsLayoutMarginsFromSafeArea", default: true)
        view.layoutMarginsFollowReadableWidth = flag(element, "layoutMarginsFollowReadableWidth", default: false)
        view.semanticContentAttribute = enumeration(element, "semanticContentAttribute")
        view.cellLayoutMarginsFollowReadableWidth = flag(element, "cellLayoutMarginsFollowReadableWidth", default: false)
        if element.name == "tableView" || element.name == "tableViewCell" { view.rowHeight = number(element, "rowHeight") }
        view.text = element[attribute: "text"]
        view.placeholder = string(element, "placeholder")
        view.numberOfLines = number(element, "numberOfLines").flatMap { Int(exactly: $0) }
        view.lineBreakMode = enumeration(element, "lineBreakMode")
        view.textAlignment = element[attribute: "textAlignment"]
        view.contentHorizontalAlignment = element[attribute: "contentHorizontalAlignment"]
        view.contentVerticalAlignment = element[attribute: "contentVerticalAlignment"]
        view.image = element.name == "imageView" ? element[attribute: "image"] : nil
        view.borderStyle = element[attribute: "borderStyle"]
        view.style = element[attribute: "style"] ?? element[attribute: "progressViewStyle"]
        // Xcode writes `adjustsFontSizeToFit="NO"` on every label that does not adjust (it omits defaults): an
        // absent attribute on a label is YES (the corpus' Monal launch screen: minimumFontSize 9, no attribute,
        // shows its copyright line shrunk). Without a minimum scale or size it still never shrinks.
        view.adjustsFontSizeToFit = flag(element, "adjustsFontSizeToFit", default: element.name == "label")
        view.minimumScaleFactor = number(element, "minimumScaleFactor")
        view.minimumFontSize = number(element, "minimumFontSize")
        view.clipsSubviews = flag(element, "clipsSubviews", default: false)
        view.isScrollEnabled = flag(element, "scrollEnabled", default: true)
        view.apportionsSegmentWidthsByContent = flag(element, "apportionsSegmentWidthsByContent", default: false)
        if element.name == "button" {
            view.button = IBButton(buttonType: element[attribute: "buttonType"], hasAttributedTitle: flag(element, "hasAttributedTitle", default: false))
        }
        if element.name == "stackView" {
            var stack = IBStackView()
            stack.axis = enumeration(element, "axis") ?? .horizontal
            stack.alignment = enumeration(element, "alignment") ?? .fill
            stack.distribution = enumeration(element, "distribution") ?? .fill
            stack.spacing = number(element, "spacing") ?? 0
            stack.usesStandardSpacing = element[attribute: "spacingType"] == "standard"
            stack.baselineRelativeArrangement = flag(element, "baselineRelativeArrangement", default: false)
            stack.layoutMarginsRelativeArrangement = flag(element, "layoutMarginsRelativeArrangement", default: false)
            view.stack = stack
        }
        for child in element.elements {
            let key = child[attribute: "key"]
            switch child.name {
            case "rect" where key == "frame":
                if let width = number(child, "width"), let height = number(child, "height") {
                    view.frame = IBRect(x: number(child, "x") ?? 0, y: number(child, "y") ?? 0, width: width, height: height)
                } else {
                    problem(child.line, "the frame of \(element.name) \(id) has no width and height")
                }
            case "autoresizingMask" where key == "autoresizingMask":
                view.autoresizingMask = IBAutoresizingMask(
                    flexibleMinX: flag(child, "flexibleMinX", default: false), widthSizable: flag(child, "widthSizable", default: false),
                    flexibleMaxX: flag(child, "flexibleMaxX", default: false), flexibleMinY: flag(child, "flexibleMinY", default: false),
                    heightSizable: flag(child, "heightSizable", default: false), flexibleMaxY: flag(child, "flexibleMaxY", default: false))
            case "subviews":
                view.children += views(under: child)
            case "constraints":
                for item in child.elements where item.name == "constraint" {
                    if let constraint = constraint(item, owner: id) { view.constraints.append(constraint) }
                }
            case "viewLayoutGuide":
                if let kind = key.flatMap(IBLayoutGuide.Kind.init(rawValue:)), kind != .keyboard, let guide = child[attribute: "id"] {
                    view.layoutGuides.append(IBLayoutGuide(kind: kind, id: guide, line: child.line))
                } else {
                    problem(child.line, "<viewLayoutGuide key=\"\(key ?? "")\"> is not a safeArea, contentLayoutGuide or frameLayoutGuide with an id")
                }
            case "keyboardLayoutGuide":
                if key == "keyboard", let guide = child[attribute: "id"] {
                    view.layoutGuides.append(IBLayoutGuide(kind: .keyboard, id: guide, line: child.line))
                } else {
                    problem(child.line, "<keyboardLayoutGuide key=\"\(key ?? "")\"> is not the keyboard guide (key=\"keyboard\") with an id")
                }
            case _ where child.name.hasPrefix("simulated") && child.name.hasSuffix("Metrics"):
                switch key {
                case "simulatedTopBarMetrics": view.simulatedTopBar = simulatedBar(child)
                case "simulatedBottomBarMetrics": view.simulatedBottomBar = simulatedBar(child)
                default: break
                }
            case "variation":
                view.variations.append(variation(child))
            case "fontDescription" where key == "fontDescription":
                view.font = font(child)
            case "attributedString" where key == "attributedText":
                view.attributedText = attributedString(child)
            case "string" where key == "text":
                view.text = child.text
            case "edgeInsets" where key == "layoutMargins":
                view.layoutMargins = edgeInsets(child, ["top", "left", "bottom", "right"])
            case "directionalEdgeInsets" where key == "directionalLayoutMargins":
                view.directionalLayoutMargins = directionalInsets(child)
            case "inset":
                let insets = edgeInsets(child, ["minY", "minX", "maxY", "maxX"])
                switch key {
                case "contentEdgeInsets": view.button?.contentEdgeInsets = insets
                case "imageEdgeInsets": view.button?.imageEdgeInsets = insets
                case "titleEdgeInsets": view.button?.titleEdgeInsets = insets
                default: break
                }
            case "state":
                if let key {
                    // An image given as `<imageReference key="image" image=… catalog=…>` (newer Xcodes) is the state's image too.
                    let reference = child.elements.first { $0.name == "imageReference" && $0[attribute: "key"] == "image" }
                    view.button?.states.append(IBButtonState(key: key, title: string(child, "title"),
                                                             attributedTitle: attributedTitle(child),
                                                             image: child[attribute: "image"] ?? reference?[attribute: "image"],
                                                             catalog: child[attribute: "catalog"] ?? reference?[attribute: "catalog"],
                                                             backgroundImage: child[attribute: "backgroundImage"]))
                }
            case "buttonConfiguration" where key == "configuration":
                view.button?.configuration = configuration(child)
            case "segments":
                view.segmentTitles = child.elements.filter { $0.name == "segment" }.map { string($0, "title") }
            case "connections":
                // A container view's embed segue names the controller whose root view fills it (§6.6).
                for segue in child.elements where segue.name == "segue" && segue[attribute: "kind"] == "embed" {
                    if let destination = segue[attribute: "destination"] {
                        view.embeddedController = view.embeddedController ?? destination
                    } else {
                        problem(segue.line, "<segue kind=\"embed\"> of \(element.name) \(id) has no destination")
                    }
                }
            case "userDefinedRuntimeAttributes":
                view.runtimeAttributes = child.elements.filter { $0.name == "userDefinedRuntimeAttribute" }.compactMap { attribute in
                    attribute[attribute: "keyPath"].map { IBRuntimeAttribute(keyPath: $0, type: attribute[attribute: "type"], value: attribute[attribute: "value"]) }
                }
            case _ where Self.factElements.contains(child.name):
                break
            default:
                // A view IB keeps under a key (a cell's contentView, a table's header) or in a list (a table's cells).
                view.children += isView(child, parent: element.name) ? [self.view(child, inSubviews: false)] : views(under: child)
            }
        }
        return view
    }

    // MARK: Constraints and variations

    /// A `<constraint>`; `nil`, with a problem, when a part cannot be read (the others are kept).
    mutating func constraint(_ element: XMLReader.Element, owner: String) -> IBConstraint? {
        let start = problems.count
        guard let first: IBLayoutAttribute = enumeration(element, "firstAttribute") else {
            if element[attribute: "firstAttribute"] == nil { problem(element.line, "a constraint without firstAttribute") }
            return nil
        }
        let secondAttribute: IBLayoutAttribute? = enumeration(element, "secondAttribute")
        let relation: IBRelation = enumeration(element, "relation") ?? .equal
        var multiplier = 1.0
        if let text = element[attribute: "multiplier"] {
            if let value = IBConstraint.multiplier(text) {
                multiplier = value
            } else {
                problem(element.line, "constraint multiplier \"\(text)\" is not a ratio a:b, a fraction a/b or a number")
            }
        }
        let constant = number(element, "constant") ?? 0
        let priority = priority(element, "priority") ?? 1000
        var variations: [IBConstantVariation] = []
        for variation in element.elements where variation.name == "variation" {
            if let traits = variation[attribute: "key"], let value = number(variation, "constant") {
                variations.append(IBConstantVariation(traits: traits, constant: value))
            }
        }
        guard problems.count == start else { return nil }
        // An omitted firstItem is the owner; an omitted secondItem is the owner when a second attribute is named.
        return IBConstraint(id: element[attribute: "id"], line: element.line, owner: owner, firstItem: element[attribute: "firstItem"] ?? owner,
                            firstAttribute: first, relation: relation,
                            secondItem: element[attribute: "secondItem"] ?? (secondAttribute == nil ? nil : owner),
                            secondAttribute: secondAttribute, multiplier: multiplier, constant: constant, priority: priority,
                            isPlaceholder: flag(element, "placeholder", default: false), isSymbolic: flag(element, "symbolic", default: false),
                            identifier: element[attribute: "identifier"], constantVariations: variations)
    }

    mutating func variation(_ element: XMLReader.Element) -> IBVariation {
        let masks = element.elements.filter { $0.name == "mask" }.map { mask in
            IBMask(key: mask[attribute: "key"] ?? "",
                   includes: mask.elements.filter { $0.name == "include" }.compactMap { $0[attribute: "reference"] },
                   excludes: mask.elements.filter { $0.name == "exclude" }.compactMap { $0[attribute: "reference"] })
        }
        let font = element.elements.first { $0.name == "fontDescription" && $0[attribute: "key"] == "fontDescription" }.map { self.font($0) }
        return IBVariation(traits: element[attribute: "key"] ?? "", line: element.line, masks: masks, font: font)
    }

    // MARK: Texts and fonts

    mutating func font(_ element: XMLReader.Element) -> IBFontDescription {
        IBFontDescription(key: element[attribute: "key"] ?? "", line: element.line, systemType: enumeration(element, "type"),
                          textStyle: element[attribute: "style"], postScriptName: element[attribute: "name"], family: element[attribute: "family"],
                          pointSize: number(element, "pointSize"), weight: enumeration(element, "weight"))
    }

    /// The string attribute `name` of `element`; where its value holds a line break, Xcode writes it as a child
    /// `<string key="name">` instead (GoMap's Display.storyboard: a placeholder ending in a line break and a space).
    func string(_ element: XMLReader.Element, _ name: String) -> String? {
        element[attribute: name] ?? element.elements.first { $0.name == "string" && $0[attribute: "key"] == name }?.text
    }

    /// The `<attributedString key="attributedTitle">` child of `element`, if any.
    mutating func attributedTitle(_ element: XMLReader.Element) -> IBAttributedString? {
        element.elements.first { $0.name == "attributedString" && $0[attribute: "key"] == "attributedTitle" }.map { attributedString($0) }
    }

    mutating func attributedString(_ element: XMLReader.Element) -> IBAttributedString {
        var fragments: [IBFragment] = []
        for fragment in element.elements where fragment.name == "fragment" {
            var read = IBFragment(text: fragment[attribute: "content"] ?? fragment.text, line: fragment.line)
            let attributes = fragment.elements.first { $0.name == "attributes" }?.elements ?? []
            if let font = attributes.first(where: { $0.name == "font" && $0[attribute: "key"] == "NSFont" }) {
                read.font = IBFragmentFont(postScriptName: font[attribute: "name"], family: font[attribute: "family"],
                                           metaFont: font[attribute: "metaFont"],
                                           size: number(font, font[attribute: "size"] != nil ? "size" : "pointSize"))
            }
            if let paragraph = attributes.first(where: { $0.name == "paragraphStyle" && $0[attribute: "key"] == "NSParagraphStyle" }) {
                func nonZero(_ name: String) -> Double? { number(paragraph, name).flatMap { $0 != 0 ? $0 : nil } }
                read.lineHeightMultiple = nonZero("lineHeightMultiple")
                read.minimumLineHeight = nonZero("minimumLineHeight")
                read.maximumLineHeight = nonZero("maximumLineHeight")
                read.lineSpacing = nonZero("lineSpacing")
            }
            for item in attributes where item.name == "real" || item.name == "integer" {
                guard let value = number(item, "value") else { continue }
                switch item[attribute: "key"] {
                case "NSKern": read.numbers.append(.kern(value))
                case "NSBaselineOffset": read.numbers.append(.baselineOffset(value))
                default: break
                }
            }
            fragments.append(read)
        }
        return IBAttributedString(key: element[attribute: "key"] ?? "", line: element.line, fragments: fragments)
    }

    mutating func configuration(_ element: XMLReader.Element) -> IBButtonConfiguration {
        var configuration = IBButtonConfiguration(
            style: element[attribute: "style"], title: element[attribute: "title"], attributedTitle: attributedTitle(element),
            subtitle: element[attribute: "subtitle"], image: element[attribute: "image"],
            imagePlacement: element[attribute: "imagePlacement"], buttonSize: element[attribute: "buttonSize"],
            titleAlignment: element[attribute: "titleAlignment"], cornerStyle: element[attribute: "cornerStyle"],
            imagePadding: number(element, "imagePadding"), titlePadding: number(element, "titlePadding"),
            titleLineBreakMode: enumeration(element, "titleLineBreakMode"))
        if let font = element.elements.first(where: { $0.name == "fontDescription" && $0[attribute: "key"] == "titleFontDescription" }) {
            configuration.titleFont = self.font(font)
        }
        if let insets = element.elements.first(where: { $0.name == "directionalEdgeInsets" && $0[attribute: "key"] == "contentInsets" }) {
            configuration.contentInsets = directionalInsets(insets)
        }
        return configuration
    }

    // MARK: Values

    /// Insets from four attributes in the order top, left, bottom, right; an absent side is 0.
    mutating func edgeInsets(_ element: XMLReader.Element, _ names: [String]) -> IBEdgeInsets {
        let values = names.map { number(element, $0) ?? 0 }
        return IBEdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    mutating func directionalInsets(_ element: XMLReader.Element) -> IBDirectionalEdgeInsets {
        let values = ["top", "leading", "bottom", "trailing"].map { number(element, $0) ?? 0 }
        return IBDirectionalEdgeInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
    }

    /// The id a view without one of its own is given: `<base>-L<line>-<n>`, `n` its place in the document's views
    /// (`no-id-L15-1` for a view without an id; `abc-12-xyz-L43-5` for the second view with the id `abc-12-xyz`).
    static func placeID(_ base: String, line: Int, order: Int) -> String { "\(base)-L\(line)-\(order)" }

    mutating func problem(_ line: Int, _ message: String) {
        problems.append(CatalogError(file: source, line: line, message: message))
    }

    /// A number attribute (`nil` when absent); Xcode's DBL_MIN "zero" (2.2250738585072014e-308) and other
    /// denormal-sized values read as 0; a value that is not a finite number is a problem.
    mutating func number(_ element: XMLReader.Element, _ name: String) -> Double? {
        guard let text = element[attribute: name] else { return nil }
        guard let value = Double(text), value.isFinite else {
            problem(element.line, "<\(element.name)> \(name)=\"\(text)\" is not a number")
            return nil
        }
        return abs(value) < 1e-300 ? 0 : value
    }

    /// A priority attribute: a number from 0 to 1000.
    mutating func priority(_ element: XMLReader.Element, _ name: String) -> Double? {
        guard let value = number(element, name) else { return nil }
        guard (0...1000).contains(value) else {
            problem(element.line, "<\(element.name)> \(name)=\"\(element[attribute: name] ?? "")\" is not a priority from 0 to 1000")
            return nil
        }
        return value
    }

    /// `YES`/`NO`; absent: `default`; anything else is a problem (and the default).
    mutating func flag(_ element: XMLReader.Element, _ name: String, default value: Bool) -> Bool {
        switch element[attribute: name] {
        case nil: return value
        case "YES": return true
        case "NO": return false
        case let other?:
            problem(element.line, "<\(element.name)> \(name)=\"\(other)\" is not YES or NO")
            return value
        }
    }

    /// A name IB writes from a fixed set; one not in it is a problem (and `nil`).
    mutating func enumeration<Value: RawRepresentable>(_ element: XMLReader.Element, _ name: String) -> Value? where Value.RawValue == String {
        guard let text = element[attribute: name] else { return nil }
        guard let value = Value(rawValue: text) else {
            problem(element.line, "<\(element.name)> \(name)=\"\(text)\" is not one IB writes")
            return nil
        }
        return value
    }

    /// `placeholderIntrinsicWidth|Height`: `infinite` or a length.
    mutating func placeholderLength(_ element: XMLReader.Element, _ name: String) -> IBPlaceholderLength? {
        if element[attribute: name] == "infinite" { return IBPlaceholderLength.none }
        return number(element, name).map(IBPlaceholderLength.points)
    }
}
