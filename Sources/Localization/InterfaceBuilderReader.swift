import JSONText

/// An Interface Builder document (`.storyboard` or `.xib`, iOS) read for lint: every UIButton as the
/// layout fields a lint config or a batch `layout` line would spell, each with where it came from.
///
/// What is read, and how (docs/lint-interface-builder.md has the reasons and docs/reference/
/// interface-builder.md the format):
/// - the title: a configuration's `title`, else the normal state's (`title` or an attributed title's
///   text); a configured button's leftover normal title is never shown, so it is not the title;
/// - the profile (`classic`, or `configuration` with its `style`), the font (`fontDescription`, in a
///   configuration `titleFontDescription`; none: UIKit's default, system 15 pt for a classic button),
///   `lineBreakMode`, `contentHorizontalAlignment`, the three edge insets (Xcode writes DBL_MIN for 0),
///   a configuration's insets, paddings, placement, size, title alignment and subtitle, and the image's
///   size from `<resources>`;
/// - the width: the button's own width constraint (`=` → bounds, `≤` → max-width), else the stored
///   frame when the layout fixes the width (both edges pinned, a width tied to another view, a stack
///   that stretches it), else the room its superview leaves (`max-width`). Height: an own height
///   constraint, else the stored frame.
public struct InterfaceBuilderDocument: Sendable {
    /// The file, as given.
    public var source: String
    /// The design device's id (`retina6_12`), when the document names one.
    public var device: String?
    /// Every object id of the document (views, constraints, scenes…): a translation key whose id is
    /// not among them is stale.
    public var objectIDs: Set<String>
    /// Every UIButton, in document order, those that cannot be checked too (``InterfaceBuilderButton/skipReason``).
    public var buttons: [InterfaceBuilderButton]
    /// Why the document as a whole has no buttons to check (a macOS document), else `nil`.
    public var skipReason: String?

    /// The start of the error message for XML that is not an Interface Builder document (an old
    /// `<archive>` xib, another tool's file): a project skips such a file and names it.
    public static let notADocument = "not an Interface Builder document"

    /// Reads a document from its bytes.
    /// - Throws: `CatalogError` naming `source` and the line: malformed XML, or not an Interface Builder document.
    public init(parsing data: [UInt8], source: String) throws(CatalogError) {
        let root = try XMLReader.parse(data, source: source)
        guard root.name == "document", let type = root[attribute: "type"], type.hasPrefix("com.apple.InterfaceBuilder") else {
            throw CatalogError(file: source, line: root.line,
                               message: Self.notADocument + " (the root is <\(root.name)>, not <document type=\"com.apple.InterfaceBuilder…\">)")
        }
        self.source = source
        var scan = Scan()
        scan.collect(root)
        objectIDs = scan.ids
        device = scan.device
        guard type.contains("CocoaTouch") else {
            buttons = []
            let platform = type.contains("WatchKit") ? "a watchOS (WatchKit)" : type.contains("AppleTV") ? "a tvOS (AppleTV)" : "a macOS (Cocoa)"
            skipReason = platform + " document: only iOS (CocoaTouch) buttons are read"
            return
        }
        skipReason = nil
        buttons = scan.buttons.map { scan.button($0) }
    }
}

/// One UIButton of an Interface Builder document.
public struct InterfaceBuilderButton: Sendable {
    /// Its object id (`aB3-xY-12z`), the first part of its translation keys.
    public var objectID: String
    /// The line of its `<button …>` tag.
    public var line: Int
    /// The title UIKit shows, `nil` for none.
    public var title: String?
    /// The key its title is translated under: `<id>.configuration.title` or `<id>.normalTitle`.
    public var titleKey: String
    /// Keys Xcode exports for the button that are never shown (a configured button's `<id>.normalTitle`).
    public var hiddenKeys: [String]
    /// The layout fields, spelled as in a lint config (`"size": 15`, `"bounds": "280x44"`), in a fixed order.
    public var fields: [(name: String, value: JSON)]
    /// Where each field came from: `fontDescription`, `constraint`, `frame`, `superview`, `default`…
    public var sources: [String: String]
    /// What a reader should know: a width constraint that is an outlet, a misplaced frame, an attributed title…
    public var notes: [String]
    /// Why the button cannot be checked (no title, a title set in code, no width), or `nil`.
    public var skipReason: String?
    /// Whether Xcode marked the frame `misplaced` or the layout `ambiguous`.
    public var frameIsStale: Bool
    /// The size of the frame Xcode stored (for the document's device, in the base language), in points;
    /// `nil` without one.
    public var storedSize: (width: Double, height: Double)?
    /// Whether the stored width is the button's own (its title's) width: no width constraint, not
    /// pinned on both edges, not tied to another view, not stretched by a stack, and not misplaced or
    /// ambiguous. `lint --calibrate` compares these.
    public var hugsWidth: Bool
    /// Whether the stored height is its own: no height constraint, not pinned top and bottom, not tied
    /// to another view's height, not stretched by a stack, not misplaced or ambiguous.
    public var hugsHeight: Bool
    /// The outlets that point at the button: each `<outlet property=…>` with the class of the object
    /// holding it (a view controller's or File's Owner's `customClass`), for finding titles set in code.
    public var outlets: [(property: String, owner: String?)] = []
    /// The storyboard scene holding the button, named by its controller's class, storyboard identifier
    /// or scene id; `nil` in a xib.
    public var scene: String?
}

/// A layout constraint as IB stores it; an omitted item is the view owning the `<constraints>` block.
private struct Constraint {
    var id: String?
    var first: String
    var firstAttribute: String
    var second: String?
    var secondAttribute: String?
    var relation: String
    var constant: Double
    var priority: Double
}

/// A frame (`<rect key="frame">`), in its superview's coordinates (points).
private struct Frame {
    var x, y, width, height: Double
}

/// One pass over the document: ids, constraints, outlets, images, and each button with its context.
private struct Scan {
    struct Found {
        var element: XMLReader.Element
        /// The view whose `<subviews>` holds the button, if any.
        var superview: XMLReader.Element?
        /// The other views of the same `<subviews>`.
        var siblings: [XMLReader.Element]
        /// The scene it is in (``InterfaceBuilderButton/scene``).
        var scene: String?
    }

    var ids: Set<String> = []
    var device: String?
    var constraints: [Constraint] = []
    /// Constraint ids that an outlet points at: code holds them and may change them.
    var outletTargets: Set<String> = []
    /// `<resources><image name= width= height= catalog=>`.
    var images: [String: (width: Double, height: Double, isSymbol: Bool)] = [:]
    var buttons: [Found] = []
    /// Outlets by destination id: the property and the class of the object holding it.
    var outlets: [String: [(property: String, owner: String?)]] = [:]

    mutating func collect(_ element: XMLReader.Element, parents: [XMLReader.Element] = []) {
        if let id = element[attribute: "id"] { ids.insert(id) }
        switch element.name {
        case "device": device = element[attribute: "id"]
        case "outlet", "outletCollection":
            if let destination = element[attribute: "destination"] {
                outletTargets.insert(destination)
                // parents: …, the owner, <connections>, outlet
                if let property = element[attribute: "property"] {
                    let owner = parents.count >= 2 ? parents[parents.count - 2][attribute: "customClass"] : nil
                    outlets[destination, default: []].append((property, owner))
                }
            }
        case "image" where parents.last?.name == "resources":
            if let name = element[attribute: "name"], let width = number(element[attribute: "width"]),
               let height = number(element[attribute: "height"]) {
                images[name] = (width, height, element[attribute: "catalog"] == "system")
            }
        case "constraints":
            if let owner = parents.last?[attribute: "id"] {
                for item in element.elements where item.name == "constraint" && item[attribute: "placeholder"] != "YES" {
                    guard let attribute = item[attribute: "firstAttribute"] else { continue }
                    let secondAttribute = item[attribute: "secondAttribute"]
                    constraints.append(Constraint(
                        id: item[attribute: "id"], first: item[attribute: "firstItem"] ?? owner, firstAttribute: attribute,
                        second: item[attribute: "secondItem"] ?? (secondAttribute == nil ? nil : owner),
                        secondAttribute: secondAttribute, relation: item[attribute: "relation"] ?? "equal",
                        constant: number(item[attribute: "constant"]) ?? 0, priority: number(item[attribute: "priority"]) ?? 1000))
                }
            }
        case "button":
            // parents: …, superview, <subviews>, button
            let inSubviews = parents.last?.name == "subviews"
            buttons.append(Found(element: element, superview: inSubviews && parents.count >= 2 ? parents[parents.count - 2] : nil,
                                 siblings: inSubviews ? parents[parents.count - 1].elements.filter { $0[attribute: "id"] != element[attribute: "id"] } : [],
                                 scene: parents.last { $0.name == "scene" }.map(Scan.sceneName)))
        default: break
        }
        let next = parents + [element]
        for child in element.elements { collect(child, parents: next) }
    }

    // MARK: One button

    func button(_ found: Found) -> InterfaceBuilderButton {
        let element = found.element
        let id = element[attribute: "id"] ?? ""
        var fields: [(name: String, value: JSON)] = []
        var sources: [String: String] = [:]
        var notes: [String] = []
        func set(_ name: String, _ value: JSON, _ source: String) {
            fields.append((name, value))
            sources[name] = source
        }
        let configuration = element.elements.first { $0.name == "buttonConfiguration" }
        let states = element.elements.filter { $0.name == "state" }
        let normal = states.first { $0[attribute: "key"] == "normal" }

        // Title and keys.
        var title: String?
        var titleKey = "\(id).normalTitle"
        var hiddenKeys: [String] = []
        var titleElement: XMLReader.Element?  // where the title came from: its attributed runs, if any
        let normalTitle = normal.flatMap { $0[attribute: "title"] ?? attributedText($0) }
        if let configuration {
            if let configured = configuration[attribute: "title"] ?? attributedText(configuration) {
                title = configured
                titleKey = "\(id).configuration.title"
                hiddenKeys = ["\(id).normalTitle"]
                titleElement = configuration
            } else if normalTitle != "Button" {
                title = normalTitle
                titleElement = normal
            }
        } else {
            title = normalTitle
            titleElement = normal
        }
        let runs = titleElement.flatMap { $0[attribute: "title"] == nil ? attributedRuns($0) : nil }
        if element[attribute: "hasAttributedTitle"] == "YES" && runs == nil {
            notes.append("attributed title: no runs read (an empty fragment or a line break), measured in the button's font")
        }

        // Profile.
        if let configuration {
            set("profile", .string("configuration"), "buttonConfiguration")
            if let style = configuration[attribute: "style"] { set("style", .string(style), "buttonConfiguration") }
        } else {
            set("profile", .string("classic"), "buttonConfiguration")  // its absence: the classic edge-inset button
        }

        // Font: a configuration's titleFontDescription wins over the button's fontDescription.
        let configurationFont = configuration?.elements.first { $0.name == "fontDescription" && $0[attribute: "key"] == "titleFontDescription" }
        let buttonFont = element.elements.first { $0.name == "fontDescription" && $0[attribute: "key"] == "fontDescription" }
        var pointSize: Double?
        if let font = configurationFont ?? (configuration == nil ? buttonFont : nil) {
            let source = font[attribute: "key"] ?? "fontDescription"
            pointSize = fontFields(font, source: source, set: set, notes: &notes)
        } else if configuration == nil {
            // UIKit's default title font for a button (uikit-measured-rules B1).
            set("font", .string("system"), "default")
            set("size", .number(15), "default")
            pointSize = 15
        } else {
            set("font", .string("system"), "default")  // the configuration's text style (body)
            if buttonFont != nil { notes.append("the button's fontDescription is not used: a configuration takes its titleFontDescription") }
        }

        // An attributed title's runs: their fonts win over the button's (uikit-measured-rules D9).
        if let runs { set("title-runs", runs, "attributedTitle") }

        // Line break mode: a classic button's titleLabel; a configuration's titleLineBreakMode.
        let modes = ["middleTruncation": "middle", "tailTruncation": "tail", "headTruncation": "head", "wordWrap": "word",
                     "characterWrap": "char", "clip": "clip"]
        if let configuration {
            if let mode = configuration[attribute: "titleLineBreakMode"].flatMap({ modes[$0] }) {
                set("line-break", .string(mode), "buttonConfiguration")
            }
        } else if let mode = element[attribute: "lineBreakMode"].flatMap({ modes[$0] }) {
            set("line-break", .string(mode), "lineBreakMode")
            // IB's Word Wrap or Character Wrap makes a classic button's title multi-line (numberOfLines 0).
            if mode == "word" || mode == "char" { set("lines", .number(0), "lineBreakMode") }
        } else {
            set("line-break", .string("middle"), "default")
        }
        if let alignment = element[attribute: "contentHorizontalAlignment"], alignment != "center" {
            set("halign", .string(alignment), "contentHorizontalAlignment")
        }

        // Insets.
        if configuration == nil {
            for (key, field) in [("contentEdgeInsets", "insets"), ("imageEdgeInsets", "image-insets"), ("titleEdgeInsets", "title-insets")] {
                guard let inset = element.elements.first(where: { $0.name == "inset" && $0[attribute: "key"] == key }) else { continue }
                let values = ["minY", "minX", "maxY", "maxX"].map { number(inset[attribute: $0]) ?? 0 }
                if values.contains(where: { $0 != 0 }) { set(field, .string(values.map(formatted).joined(separator: ",")), key) }
            }
        } else if let configuration {
            if let insets = configuration.elements.first(where: { $0.name == "directionalEdgeInsets" && $0[attribute: "key"] == "contentInsets" }) {
                let values = ["top", "leading", "bottom", "trailing"].map { number(insets[attribute: $0]) ?? 0 }
                set("insets", .string(values.map(formatted).joined(separator: ",")), "contentInsets")
            }
            for (attribute, field) in [("imagePlacement", "placement"), ("buttonSize", "button-size"), ("titleAlignment", "title-align"),
                                       ("cornerStyle", "corner-style")] {
                if let value = configuration[attribute: attribute] { set(field, .string(value), "buttonConfiguration") }
            }
            for (attribute, field) in [("imagePadding", "padding"), ("titlePadding", "title-padding")] {
                if let value = number(configuration[attribute: attribute]) { set(field, .number(value), "buttonConfiguration") }
            }
            if let subtitle = configuration[attribute: "subtitle"] { set("subtitle", .string(subtitle), "buttonConfiguration") }
        }

        // Image.
        if let name = configuration?[attribute: "image"] ?? normal?[attribute: "image"] {
            if let image = images[name] {
                if image.isSymbol {
                    // The canvas in <resources> is not the drawn size: a symbol follows the title's font.
                    let height = pointSize ?? 17
                    set("image", .string(formatted(image.width / image.height * height) + "x" + formatted(height)), "resources")
                    notes.append("SF Symbol '\(name)': drawn size estimated from the title's point size (\(formatted(height)) pt tall)")
                } else {
                    set("image", .string(formatted(image.width) + "x" + formatted(image.height)), "resources")
                }
            } else {
                notes.append("image '\(name)' is not in the document's <resources>: laid out without it")
            }
        }

        // Width and height.
        let frameIsStale = element[attribute: "misplaced"] == "YES" || element[attribute: "ambiguous"] == "YES"
        if element[attribute: "misplaced"] == "YES" { notes.append("misplaced: Xcode's stored frame is not the solved layout") }
        if element[attribute: "ambiguous"] == "YES" { notes.append("ambiguous: the constraints do not fix the layout") }
        let sizing = width(found, id: id, notes: &notes)
        if let sizing { set(sizing.field, sizing.value, sizing.source) }

        // Why it cannot be checked.
        var skipReason: String?
        if let key = element.elements.first(where: { $0.name == "userDefinedRuntimeAttributes" })?.elements
            .first(where: { $0[attribute: "keyPath"]?.lowercased().contains("locali") == true }) {
            skipReason = "title set at run time from runtime attribute \(key[attribute: "keyPath"] ?? "")="
                + "'\(key[attribute: "value"] ?? "")' (a Localizable.strings key, not an IB translation)"
        } else if (title ?? "").isEmpty {
            skipReason = "no title (image-only or set in code)"
        } else if let title, looksLikePlaceholder(title) {
            skipReason = "title '\(title)' looks like a placeholder: set in code"
        } else if sizing == nil {
            skipReason = "no width: no width constraint and no stored frame"
        }
        if let custom = element[attribute: "customClass"] { notes.append("custom class \(custom): its own layout code is not read") }
        let stored = frame(element).map { (width: $0.width, height: $0.height) }
        var button = InterfaceBuilderButton(objectID: id, line: element.line, title: title, titleKey: titleKey, hiddenKeys: hiddenKeys,
                                      fields: fields, sources: sources, notes: notes, skipReason: skipReason, frameIsStale: frameIsStale,
                                      storedSize: stored, hugsWidth: stored != nil && !frameIsStale && sizing?.source == "superview",
                                      hugsHeight: stored != nil && !frameIsStale && hugsHeight(found, id: id))
        button.outlets = outlets[id] ?? []
        button.scene = found.scene
        return button
    }

    /// A scene's name: its controller's class, else its storyboard identifier or title, else the scene id.
    private static func sceneName(_ scene: XMLReader.Element) -> String {
        let controller = scene.elements.first { $0.name == "objects" }?.elements.first
        return controller?[attribute: "customClass"] ?? controller?[attribute: "storyboardIdentifier"]
            ?? controller?[attribute: "title"] ?? "scene " + (scene[attribute: "sceneID"] ?? "")
    }

    /// Whether nothing but its title sets the button's height: no height constraint of its own or tying
    /// it to another view, not pinned top and bottom, not in a stack that stretches it vertically (a
    /// horizontal stack aligned `fill`, its default; a vertical one distributing `fillEqually` or
    /// `fillProportionally`).
    private func hugsHeight(_ found: Found, id: String) -> Bool {
        let mine = constraints.filter { $0.first == id || $0.second == id }
        if pinned(mine, id, ["height"], equalOnly: false) { return false }
        if pinned(mine, id, ["top", "topMargin"]) && pinned(mine, id, ["bottom", "bottomMargin"]) { return false }
        guard let stack = found.superview, stack.name == "stackView" else { return true }
        return stack[attribute: "axis"] == "vertical"
            ? !["fillEqually", "fillProportionally"].contains(stack[attribute: "distribution"] ?? "fill")
            : (stack[attribute: "alignment"] ?? "fill") != "fill"
    }

    /// A PostScript name's weight suffix (`HelveticaNeue-Medium`) and the weight it means, longest first.
    static let weightSuffixes: [(String, String)] = [
        ("extralight", "extralight"), ("ultralight", "extralight"), ("thin", "thin"), ("semibold", "semibold"),
        ("demibold", "semibold"), ("extrabold", "extrabold"), ("ultrabold", "extrabold"), ("heavy", "extrabold"),
        ("black", "black"), ("light", "light"), ("medium", "medium"), ("bold", "bold"),
    ]

    /// The font fields of a `fontDescription`; returns its point size (nil for a text style).
    private func fontFields(_ font: XMLReader.Element, source: String, set: (String, JSON, String) -> Void,
                      notes: inout [String]) -> Double? {
        let size = number(font[attribute: "pointSize"])
        if let style = font[attribute: "style"] {
            let styles = ["UICTFontTextStyleTitle0": "largeTitle", "UICTFontTextStyleTitle1": "title1", "UICTFontTextStyleTitle2": "title2",
                          "UICTFontTextStyleTitle3": "title3", "UICTFontTextStyleHeadline": "headline", "UICTFontTextStyleBody": "body",
                          "UICTFontTextStyleCallout": "callout", "UICTFontTextStyleSubhead": "subheadline",
                          "UICTFontTextStyleFootnote": "footnote", "UICTFontTextStyleCaption1": "caption1",
                          "UICTFontTextStyleCaption2": "caption2"]
            set("font", .string("system"), source)
            if let name = styles[style] {
                set("text-style", .string(name), source)
            } else {
                notes.append("text style '\(style)' is not known: the body style is used")
                set("text-style", .string("body"), "default")
            }
            return nil
        }
        let name = font[attribute: "name"]
        if let name, !name.hasPrefix(".") {
            // A named font: its family through fontconfig, the weight and slant from the PostScript name.
            set("font", .string(font[attribute: "family"] ?? name), source)
            if let size { set("size", .number(size), source) }
            let suffix = name.split(separator: "-").dropFirst().last.map { $0.lowercased() } ?? ""
            if let weight = Self.weightSuffixes.first(where: { suffix.hasPrefix($0.0) }) { set("weight", .string(weight.1), source) }
            if suffix.contains("italic") || suffix.contains("oblique") { set("italic", .bool(true), source) }
            return size
        }
        // The system font: by type, or by its private name (.AppleSystemUIFont, .SFUI-Semibold).
        set("font", .string("system"), source)
        if let size { set("size", .number(size), source) } else { set("size", .number(15), "default") }
        let weights = ["ultraLight": "extralight", "thin": "thin", "light": "light", "medium": "medium", "semibold": "semibold",
                       "bold": "bold", "heavy": "extrabold", "black": "black"]
        switch font[attribute: "type"] {
        case "boldSystem": set("weight", .string("bold"), source)
        case "italicSystem": set("italic", .bool(true), source)
        default:
            if let weight = font[attribute: "weight"].flatMap({ weights[$0] }) { set("weight", .string(weight), source) }
        }
        return size ?? 15
    }

    /// The button's sizing field: its own width constraint, else its stored frame when the layout fixes
    /// the width, else the room its superview leaves; `nil` when nothing gives a width.
    private func width(_ found: Found, id: String, notes: inout [String]) -> (field: String, value: JSON, source: String)? {
        let element = found.element
        let frame = self.frame(element)
        let mine = constraints.filter { $0.first == id || $0.second == id }
        let own = mine.filter { $0.first == id && $0.second == nil }
        func ownConstant(_ attribute: String, _ relation: String) -> Constraint? {
            own.filter { $0.firstAttribute == attribute && $0.relation == relation }.max { $0.priority < $1.priority }
        }
        func outletNote(_ constraint: Constraint, _ what: String) {
            if let cid = constraint.id, outletTargets.contains(cid) {
                notes.append("the \(what) constraint \(cid) is an outlet: code may change it at run time")
            }
        }
        let height = ownConstant("height", "equal")
        if let height { outletNote(height, "height") }
        func bounds(_ width: Double) -> JSON? {
            guard let h = height?.constant ?? frame?.height else { return nil }
            return .string(formatted(width) + "x" + formatted(h))
        }
        if let width = ownConstant("width", "equal") {
            outletNote(width, "width")
            if width.priority < 1000 { notes.append("the width constraint has priority \(formatted(width.priority)): it may give way") }
            if let value = bounds(width.constant) { return ("bounds", value, "constraint") }
            return ("max-width", .number(width.constant), "constraint")
        }
        if let width = ownConstant("width", "lessThanOrEqual") {
            outletNote(width, "width")
            return ("max-width", .number(width.constant), "constraint")
        }
        guard let frame else { return nil }
        let leading: Set = ["leading", "left", "leadingMargin", "leftMargin"]
        let trailing: Set = ["trailing", "right", "trailingMargin", "rightMargin"]
        func pinned(_ edges: Set<String>) -> Bool { self.pinned(mine, id, edges) }
        let tied = mine.first { $0.first == id && $0.firstAttribute == "width" && $0.second != nil }
        let stack = found.superview?.name == "stackView" ? found.superview : nil
        let vertical = stack?[attribute: "axis"] == "vertical"
        let stretchedByStack = stack.map { stack in
            vertical ? (stack[attribute: "alignment"] ?? "fill") == "fill"
                : ["fillEqually", "fillProportionally"].contains(stack[attribute: "distribution"] ?? "fill")
        } ?? false
        let why: String? = if let tied { "its width is tied to \(tied.second ?? "another view")'s" }
            else if pinned(leading) && pinned(trailing) { "leading and trailing pinned" }
            else if stretchedByStack { "its stack view stretches it" }
            else { nil }
        if let why, let value = bounds(frame.width) {
            if let tied { outletNote(tied, "width") }
            notes.append("width: the stored frame (\(why))")
            return ("bounds", value, "frame")
        }
        // The room the superview leaves: a hugging button grows until it meets that edge.
        guard let superview = found.superview, let outer = self.frame(superview) else {
            return bounds(frame.width).map { ("bounds", $0, "frame") }
        }
        var room: Double
        if let stack, !vertical {
            let others = found.siblings.compactMap { self.frame($0)?.width }.reduce(0, +)
            room = outer.width - others - (number(stack[attribute: "spacing"]) ?? 0) * Double(found.siblings.count)
        } else if mine.contains(where: { ($0.first == id && $0.firstAttribute == "centerX") || ($0.second == id && $0.secondAttribute == "centerX") }) {
            let centre = frame.x + frame.width / 2
            room = 2 * min(centre, outer.width - centre)
        } else {
            room = outer.width - max(0, frame.x)
        }
        room = max(room, frame.width)
        notes.append("width: hugs its title, at most the \(formatted(room)) pt its superview \(superview[attribute: "id"] ?? "") leaves")
        return ("max-width", .number(room), "superview")
    }

    /// Whether one of `constraints` ties an attribute in `attributes` of the view `id`, either side
    /// (`equalOnly`: only `=` relations).
    private func pinned(_ constraints: [Constraint], _ id: String, _ attributes: Set<String>, equalOnly: Bool = true) -> Bool {
        constraints.contains { (!equalOnly || $0.relation == "equal") && (($0.first == id && attributes.contains($0.firstAttribute))
            || ($0.second == id && attributes.contains($0.secondAttribute ?? ""))) }
    }

    private func frame(_ element: XMLReader.Element) -> Frame? {
        guard let rect = element.elements.first(where: { $0.name == "rect" && $0[attribute: "key"] == "frame" }),
              let width = number(rect[attribute: "width"]), let height = number(rect[attribute: "height"]) else { return nil }
        return Frame(x: number(rect[attribute: "x"]) ?? 0, y: number(rect[attribute: "y"]) ?? 0, width: width, height: height)
    }

    /// The `<fragment>`s of an `<attributedString key="attributedTitle">` child.
    private func fragments(_ element: XMLReader.Element) -> [XMLReader.Element]? {
        guard let string = element.elements.first(where: { $0.name == "attributedString" && $0[attribute: "key"] == "attributedTitle" })
        else { return nil }
        return string.elements.filter { $0.name == "fragment" }
    }

    /// The text of an `<attributedString key="attributedTitle">` child, its fragments joined.
    private func attributedText(_ element: XMLReader.Element) -> String? {
        fragments(element).map { $0.map(fragmentText).joined() }
    }

    private func fragmentText(_ fragment: XMLReader.Element) -> String { fragment[attribute: "content"] ?? fragment.text }

    /// An attributed title's fragments as `title-runs`: each fragment's text with the fields its
    /// `<attributes>` give: `<font key="NSFont" size= name=|metaFont=>` (a name starting with "." or a
    /// metaFont is the system font; otherwise the family of the PostScript name (`familyName(postScript:)`),
    /// the weight and slant from its suffix), `<real key="NSKern">` (letter-spacing; 0 turns the font's
    /// kerning off, as CoreText's kern 0 does) and `<real key="NSBaselineOffset">`. A fragment without a
    /// font takes the button's. `nil` without fragments, or when one has no text or a line break (runs
    /// are measured on one line: the title is then measured plain, with a note).
    private func attributedRuns(_ element: XMLReader.Element) -> JSON? {
        guard let fragments = fragments(element), !fragments.isEmpty else { return nil }
        var runs: [JSON] = []
        for fragment in fragments {
            let text = fragmentText(fragment)
            guard !text.isEmpty, !text.contains(where: \.isNewline) else { return nil }
            var run: [(String, JSON)] = [("text", .string(text))]
            let attributes = fragment.elements.first { $0.name == "attributes" }?.elements ?? []
            if let font = attributes.first(where: { $0.name == "font" && $0[attribute: "key"] == "NSFont" }) {
                let name = font[attribute: "name"] ?? ""
                if font[attribute: "metaFont"] != nil || name.hasPrefix(".") {
                    run.append(("font", .string("system")))
                } else if !name.isEmpty {
                    run.append(("font", .string(font[attribute: "family"] ?? familyName(postScript: name))))
                }
                if let size = number(font[attribute: "size"] ?? font[attribute: "pointSize"]) { run.append(("size", .number(size))) }
                let style = font[attribute: "metaFont"] == "systemBold" ? "bold" : name.split(separator: "-").dropFirst().last.map { $0.lowercased() } ?? ""
                if let weight = Self.weightSuffixes.first(where: { style.hasPrefix($0.0) }) { run.append(("weight", .string(weight.1))) }
                if style.contains("italic") || style.contains("oblique") { run.append(("italic", .bool(true))) }
            }
            for item in attributes where item.name == "real" || item.name == "integer" {
                guard let value = number(item[attribute: "value"]) else { continue }
                switch item[attribute: "key"] {
                case "NSKern": run.append(value == 0 ? ("no-kerning", .bool(true)) : ("letter-spacing", .number(value)))
                case "NSBaselineOffset": run.append(("baseline-offset", .number(value)))
                default: break
                }
            }
            runs.append(.object(run))
        }
        return .array(runs)
    }
}

/// The family a PostScript name most likely belongs to: the part before "-", with a space before each
/// capital that follows a lower-case letter (`HelveticaNeue-Bold` → "Helvetica Neue", `NotoSans-Bold` →
/// "Noto Sans"), as attributed-title fonts name no family.
private func familyName(postScript name: String) -> String {
    var family = ""
    for character in name.prefix(while: { $0 != "-" }) {
        if character.isUppercase, family.last?.isLowercase == true { family.append(" ") }
        family.append(character)
    }
    return family
}

/// A number attribute; Xcode's DBL_MIN "zero" (2.2250738585072014e-308) and other denormal-sized values read as 0.
private func number(_ text: String?) -> Double? {
    guard let text, let value = Double(text), value.isFinite else { return nil }
    return abs(value) < 1e-300 ? 0 : value
}

/// A length as a config writes it: `15`, `34.5`.
private func formatted(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}

/// Titles a designer leaves for code to replace: IB's own defaults and bracketed names.
func looksLikePlaceholder(_ title: String) -> Bool {
    let trimmed = title.trimmingCharacters(in: " ")
    if ["Button", "Label", "Title", "Text", "Lorem ipsum", "XXX", "xxx", "TBD"].contains(trimmed) { return true }
    let pairs: [(Character, Character)] = [("{", "}"), ("<", ">"), ("[", "]"), ("%", "%")]
    return trimmed.count > 2 && pairs.contains { trimmed.first == $0.0 && trimmed.last == $0.1 }
}

extension String {
    /// Without the leading and trailing `characters`.
    func trimmingCharacters(in characters: Character) -> String {
        String(drop { $0 == characters }.reversed().drop { $0 == characters }.reversed())
    }
}
