import ButtonSizer
import ButtonSizerEngine
import InterfaceBuilder

/// One UIButton of an Interface Builder document.
///
/// As lint reads it: the layout fields a lint config or a batch `layout` line would give, each with
/// where it came from, mapped from the document's typed facts (the InterfaceBuilder module's
/// `InterfaceBuilderDocument`); numbers, sizes and insets stay numbers (`OptionInput.quantity`, `.size`,
/// `.insets`), decoded by the engine as they are.
///
/// What is read, and how (docs/lint-interface-builder.md has the reasons and docs/reference/
/// interface-builder.md the format):
/// - the title: a configuration's `title`, else the normal state's (`title` or an attributed title's
///   text); a configured button's leftover normal title is never shown, so it is not the title;
/// - the profile (`classic`, or `configuration` with its `style`), the font (`fontDescription`, in a
///   configuration `titleFontDescription`; none: UIKit's default, system 15 pt for a system-type classic button and 18 for a custom one),
///   `lineBreakMode`, `contentHorizontalAlignment`, the three edge insets (Xcode writes DBL_MIN for 0),
///   a configuration's insets, paddings, placement, size, title alignment and subtitle, and the image's
///   size from `<resources>`;
/// - the width: the button's own width constraint (`=` → bounds, `≤` → max-width), else the stored
///   frame when the layout fixes the width (both edges pinned, a width tied to another view, a stack
///   that stretches it), else the room its superview leaves (`max-width`). Height: an own height
///   constraint, else the stored frame; with a `max-width`, only when the layout fixes the height
///   (`height`), else the height that fits.
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
    /// The layout fields, named as in a lint config (`size`, `bounds`), with typed values (a size for
    /// `bounds`, a number for `size`), in a fixed order.
    public var fields: [(name: String, value: OptionInput)]
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

extension InterfaceBuilderButton {
    /// Every UIButton of `document`, in document order, those that cannot be checked too (``skipReason``);
    /// none in a document that is not iOS's (a macOS document's buttons are not UIButtons).
    /// - Parameters:
    ///   - document: the Interface Builder document.
    ///   - rooms: each button's width and room as Auto Layout solves the document (`Engine.widthRooms`, by object
    ///     id): a button without its own width constraint is sized by it. Without one (empty: none given) the
    ///     stored frame and the superview's room stand in (the rules of thumb below).
    ///   - roomsUnavailable: why the document could not be solved, said in each button's notes; nil when solved
    ///     or not asked.
    public static func all(in document: InterfaceBuilderDocument, rooms: [String: WidthRoom] = [:],
                           roomsUnavailable: String? = nil) -> [InterfaceBuilderButton] {
        guard document.runtime == .iOS else { return [] }
        var facts = ButtonFacts(document)
        facts.rooms = rooms
        facts.roomsUnavailable = roomsUnavailable
        let scenes = sceneNames(document)
        return document.allViews.filter { $0.view.element == "button" }.map { view, superview in
            // Only a <subviews> parent lays the button out beside its siblings.
            let parent = view.isInSubviews ? superview : nil
            return facts.button(ButtonFacts.Found(element: view, superview: parent,
                                                  siblings: parent?.subviews.filter { $0.id != view.id } ?? [],
                                                  scene: scenes[view.id]))
        }
    }

    /// Each view's scene name (``scene``): its controller's class, else its storyboard identifier, else the scene id.
    private static func sceneNames(_ document: InterfaceBuilderDocument) -> [String: String] {
        var names: [String: String] = [:]
        func visit(_ view: IBView, _ name: String) {
            names[view.id] = name
            for child in view.children { visit(child, name) }
        }
        for scene in document.scenes {
            let controller = scene.viewController
            let name = controller?.customClass ?? controller?.storyboardIdentifier ?? "scene " + scene.id
            for root in (controller?.view.map { [$0] } ?? []) + scene.otherViews { visit(root, name) }
        }
        return names
    }
}

/// A layout constraint as IB stores it; an omitted item is the view owning the `<constraints>` block.
private typealias Constraint = IBConstraint

extension IBConstraint {
    /// The first item (``IBConstraint/firstItem``), by the name the button rules below use.
    fileprivate var first: String { firstItem }
    /// The second item (``IBConstraint/secondItem``), `nil` for a constant.
    fileprivate var second: String? { secondItem }
}

/// The facts of one document that a button's fields depend on: its constraints, outlets and images.
private struct ButtonFacts {
    /// The document's constraints that hold at run time (placeholders dropped), in document order.
    var constraints: [IBConstraint]
    /// Constraint ids that an outlet points at: code holds them and may change them.
    var outletTargets: Set<String>
    /// Outlets by destination id: the property and the class of the object holding it.
    var outlets: [String: [(property: String, owner: String?)]] = [:]
    var document: InterfaceBuilderDocument
    /// Each button's width and room as Auto Layout solves the document (``InterfaceBuilderButton/all(in:rooms:roomsUnavailable:)``).
    var rooms: [String: WidthRoom] = [:]
    /// Why the document could not be solved (each button's note), if it was asked and could not be.
    var roomsUnavailable: String?

    /// A button and its context.
    struct Found {
        var element: IBView
        /// The view whose `<subviews>` holds the button, if any.
        var superview: IBView?
        /// The other views of the same `<subviews>`.
        var siblings: [IBView]
        /// The scene it is in (``InterfaceBuilderButton/scene``).
        var scene: String?
    }

    init(_ document: InterfaceBuilderDocument) {
        self.document = document
        outletTargets = document.outletDestinations
        for outlet in document.outlets {
            if let property = outlet.property { outlets[outlet.destination, default: []].append((property, outlet.ownerClass)) }
        }
        // Document order: a view's <constraints> follow its subviews', so children's come first (post-order);
        // then by line, the order in which they were written.
        var collected: [IBConstraint] = []
        func collect(_ view: IBView) {
            for child in view.children { collect(child) }
            collected += view.constraints.filter { !$0.isPlaceholder }
        }
        for root in document.rootViews { collect(root) }
        constraints = collected.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
    }

    // MARK: One button

    func button(_ found: Found) -> InterfaceBuilderButton {
        let element = found.element
        let id = element.id
        var fields: [(name: String, value: OptionInput)] = []
        var sources: [String: String] = [:]
        var notes: [String] = []
        func set(_ name: String, _ value: OptionInput, _ source: String) {
            fields.append((name, value))
            sources[name] = source
        }
        let button = element.button ?? IBButton()
        let configuration = button.configuration
        let normal = button.state("normal")

        // Title and keys.
        let exported = element.buttonTitle
        let title = exported?.title
        let titleKey = exported?.titleKey ?? "\(id).normalTitle"
        let hiddenKeys = exported?.hiddenKeys ?? []
        let runs = exported?.attributedTitle.flatMap(attributedRuns)
        if button.hasAttributedTitle && runs == nil {
            notes.append("attributed title: no runs read (an empty fragment or a line break), measured in the button's font")
        }

        // Profile.
        if let configuration {
            set("profile", .text("configuration"), "buttonConfiguration")
            if let style = configuration.style { set("style", .text(style), "buttonConfiguration") }
        } else {
            set("profile", .text("classic"), "buttonConfiguration")  // its absence: the classic edge-inset button
        }

        // Font: a configuration's titleFontDescription wins over the button's fontDescription.
        let configurationFont = configuration?.titleFont
        let buttonFont = element.font
        var pointSize: Double?
        if let font = configurationFont ?? (configuration == nil ? buttonFont : nil) {
            pointSize = fontFields(font, source: font.key, set: set, notes: &notes)
        } else if configuration == nil {
            // UIKit's default title font for a button: system 15 for a system type (uikit-measured-rules B1), 18 for
            // a custom one (``IBButton/defaultTitlePointSize``).
            let size = element.button?.defaultTitlePointSize ?? 15
            set("font", .text("system"), "default")
            set("size", .quantity(size), "default")
            pointSize = size
        } else {
            set("font", .text("system"), "default")  // the configuration's text style (body)
            if buttonFont != nil { notes.append("the button's fontDescription is not used: a configuration takes its titleFontDescription") }
        }

        // An attributed title's runs: their fonts win over the button's (uikit-measured-rules D9).
        if let runs { set("title-runs", runs, "attributedTitle") }

        // Line break mode: a classic button's titleLabel; a configuration's titleLineBreakMode.
        let modes: [IBLineBreakMode: String] = [.middleTruncation: "middle", .tailTruncation: "tail", .headTruncation: "head",
                                                .wordWrap: "word", .characterWrap: "char", .clip: "clip"]
        if let configuration {
            if let mode = configuration.titleLineBreakMode.flatMap({ modes[$0] }) {
                set("line-break", .text(mode), "buttonConfiguration")
            }
        } else if let mode = element.lineBreakMode.flatMap({ modes[$0] }) {
            set("line-break", .text(mode), "lineBreakMode")
            // IB's Word Wrap or Character Wrap makes a classic button's title multi-line (numberOfLines 0).
            if mode == "word" || mode == "char" { set("lines", .quantity(0), "lineBreakMode") }
        } else {
            set("line-break", .text("middle"), "default")
        }
        if let alignment = element.contentHorizontalAlignment, alignment != "center" {
            set("halign", .text(alignment), "contentHorizontalAlignment")
        }

        // Insets.
        if configuration == nil {
            for (key, field, inset) in [("contentEdgeInsets", "insets", button.contentEdgeInsets), ("imageEdgeInsets", "image-insets", button.imageEdgeInsets),
                                        ("titleEdgeInsets", "title-insets", button.titleEdgeInsets)] {
                guard let inset else { continue }
                if [inset.top, inset.left, inset.bottom, inset.right].contains(where: { $0 != 0 }) {
                    set(field, .insets(EdgeInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)), key)
                }
            }
        } else if let configuration {
            if let insets = configuration.contentInsets {
                set("insets", .insets(EdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)),
                    "contentInsets")
            }
            for (value, field) in [(configuration.imagePlacement, "placement"), (configuration.buttonSize, "button-size"),
                                   (configuration.titleAlignment, "title-align"), (configuration.cornerStyle, "corner-style")] {
                if let value { set(field, .text(value), "buttonConfiguration") }
            }
            for (value, field) in [(configuration.imagePadding, "padding"), (configuration.titlePadding, "title-padding")] {
                if let value { set(field, .quantity(value), "buttonConfiguration") }
            }
            if let subtitle = configuration.subtitle { set("subtitle", .text(subtitle), "buttonConfiguration") }
        }

        // Image.
        if let name = configuration?.image ?? normal?.image {
            if let image = document.image(named: name) {
                if image.isSystemSymbol {
                    // The canvas in <resources> is not the drawn size: a symbol follows the title's font.
                    let height = pointSize ?? 17
                    set("image", .size(Size(width: image.width / image.height * height, height: height)), "resources")
                    notes.append("SF Symbol '\(name)': drawn size estimated from the title's point size (\(formatted(height)) pt tall)")
                } else {
                    set("image", .size(Size(width: image.width, height: image.height)), "resources")
                }
            } else {
                notes.append("image '\(name)' is not in the document's <resources>: laid out without it")
            }
        }

        // Width and height.
        let frameIsStale = element.isMisplaced || element.isAmbiguous
        if element.isMisplaced { notes.append("misplaced: Xcode's stored frame is not the solved layout") }
        if element.isAmbiguous { notes.append("ambiguous: the constraints do not fix the layout") }
        let sizing = width(found, id: id, notes: &notes)
        if let sizing { set(sizing.field, sizing.value, sizing.source) }
        // A button that hugs its title across but whose height the layout fixes (a height constraint, both
        // edges pinned, a stack that stretches it) is laid out at that height, not the height that fits.
        if sizing?.field == "max-width", !hugsHeight(found, id: id) {
            if let height = ownConstraint(id, .height, .equal)?.constant { set("height", .quantity(height), "constraint") }
            else if let height = frame(element)?.height { set("height", .quantity(height), "frame") }
        }

        // Why it cannot be checked.
        var skipReason: String?
        if let key = element.runtimeAttributes.first(where: { $0.keyPath.lowercased().contains("locali") }) {
            skipReason = "title set at run time from runtime attribute \(key.keyPath)="
                + "'\(key.value ?? "")' (a Localizable.strings key, not an IB translation)"
        } else if (title ?? "").isEmpty {
            skipReason = "no title (image-only or set in code)"
        } else if let title, looksLikePlaceholder(title) {
            skipReason = "title '\(title)' looks like a placeholder: set in code"
        } else if element.isHidden, found.superview?.stack != nil, sizing?.source == "frame",
                  let stored = frame(element), stored.width == 0 || stored.height == 0 {
            // A stack lays out no hidden arranged view: Xcode may store it collapsed, 0 along the stack's axis
            // (a hidden one stored at its shown size is checked in it).
            skipReason = "hidden in a stack view and stored collapsed (\(formatted(stored.width)) × \(formatted(stored.height)) pt): "
                + "shown at run time, it takes the size the stack then gives it"
        } else if sizing == nil {
            skipReason = "no width: no width constraint and no stored frame"
        }
        if let custom = element.customClass { notes.append("custom class \(custom): its own layout code is not read") }
        let stored = frame(element).map { (width: $0.width, height: $0.height) }
        // Its stored width is its own where the layout lets a longer title grow (a max-width from the room it is given).
        let hugsWidth = sizing?.field == "max-width" && ["superview", "layout"].contains(sizing?.source)
        var result = InterfaceBuilderButton(objectID: id, line: element.line, title: title, titleKey: titleKey, hiddenKeys: hiddenKeys,
                                            fields: fields, sources: sources, notes: notes, skipReason: skipReason, frameIsStale: frameIsStale,
                                            storedSize: stored, hugsWidth: stored != nil && !frameIsStale && hugsWidth,
                                            hugsHeight: stored != nil && !frameIsStale && hugsHeight(found, id: id))
        result.outlets = outlets[id] ?? []
        result.scene = found.scene
        return result
    }

    /// The view `id`'s own constraint (on no other view) of `attribute` and `relation`, its highest
    /// priority one when there are several.
    private func ownConstraint(_ id: String, _ attribute: IBLayoutAttribute, _ relation: IBRelation) -> Constraint? {
        constraints.filter { $0.first == id && $0.second == nil && $0.firstAttribute == attribute && $0.relation == relation }
            .max { $0.priority < $1.priority }
    }

    /// Whether nothing but its title sets the button's height: no height constraint of its own or tying
    /// it to another view, not pinned top and bottom, not in a stack that stretches it vertically (a
    /// horizontal stack aligned `fill`, its default; a vertical one distributing `fillEqually` or
    /// `fillProportionally`).
    private func hugsHeight(_ found: Found, id: String) -> Bool {
        let mine = constraints.filter { $0.first == id || $0.second == id }
        if pinned(mine, id, [.height], equalOnly: false) { return false }
        if pinned(mine, id, [.top, .topMargin]) && pinned(mine, id, [.bottom, .bottomMargin]) { return false }
        guard let stack = found.superview?.stack else { return true }
        return stack.axis == .vertical
            ? ![.fillEqually, .fillProportionally].contains(stack.distribution)
            : stack.alignment != .fill
    }

    /// A PostScript name's weight suffix (`HelveticaNeue-Medium`) and the weight it means, longest first.
    static let weightSuffixes: [(String, String)] = [
        ("extralight", "extralight"), ("ultralight", "extralight"), ("thin", "thin"), ("semibold", "semibold"),
        ("demibold", "semibold"), ("extrabold", "extrabold"), ("ultrabold", "extrabold"), ("heavy", "extrabold"),
        ("black", "black"), ("light", "light"), ("medium", "medium"), ("bold", "bold"),
    ]

    /// The font fields of a `fontDescription`; returns its point size (nil for a text style).
    private func fontFields(_ font: IBFontDescription, source: String, set: (String, OptionInput, String) -> Void,
                      notes: inout [String]) -> Double? {
        let size = font.pointSize
        if let style = font.textStyle {
            let styles: [IBTextStyle: String] = [.largeTitle: "largeTitle", .title1: "title1", .title2: "title2", .title3: "title3",
                                                 .headline: "headline", .body: "body", .callout: "callout", .subheadline: "subheadline",
                                                 .footnote: "footnote", .caption1: "caption1", .caption2: "caption2"]
            set("font", .text("system"), source)
            if let name = font.knownTextStyle.flatMap({ styles[$0] }) {
                set("text-style", .text(name), source)
            } else {
                notes.append("text style '\(style)' is not known: the body style is used")
                set("text-style", .text("body"), "default")
            }
            return nil
        }
        let name = font.postScriptName
        if let name, !name.hasPrefix(".") {
            // A named font: its family through fontconfig, the weight and slant from the PostScript name.
            set("font", .text(font.family ?? name), source)
            if let size { set("size", .quantity(size), source) }
            let suffix = name.split(separator: "-").dropFirst().last.map { $0.lowercased() } ?? ""
            if let weight = Self.weightSuffixes.first(where: { suffix.hasPrefix($0.0) }) { set("weight", .text(weight.1), source) }
            if suffix.contains("italic") || suffix.contains("oblique") { set("italic", .bool(true), source) }
            return size
        }
        // The system font: by type, or by its private name (.AppleSystemUIFont, .SFUI-Semibold).
        set("font", .text("system"), source)
        if let size { set("size", .quantity(size), source) } else { set("size", .quantity(15), "default") }
        let weights: [IBFontWeight: String] = [.ultraLight: "extralight", .thin: "thin", .light: "light", .medium: "medium",
                                               .semibold: "semibold", .bold: "bold", .heavy: "extrabold", .black: "black"]
        switch font.systemType {
        case .boldSystem: set("weight", .text("bold"), source)
        case .italicSystem: set("italic", .bool(true), source)
        default:
            if let weight = font.weight.flatMap({ weights[$0] }) { set("weight", .text(weight), source) }
        }
        return size ?? 15
    }

    /// The button's sizing field: its own width constraint, else its stored frame when the layout fixes
    /// the width, else the room its superview leaves; `nil` when nothing gives a width.
    private func width(_ found: Found, id: String, notes: inout [String]) -> (field: String, value: OptionInput, source: String)? {
        let element = found.element
        let frame = self.frame(element)
        let mine = constraints.filter { $0.first == id || $0.second == id }
        func ownConstant(_ attribute: IBLayoutAttribute, _ relation: IBRelation) -> Constraint? {
            ownConstraint(id, attribute, relation)
        }
        func outletNote(_ constraint: Constraint, _ what: String) {
            if let cid = constraint.id, outletTargets.contains(cid) {
                notes.append("the \(what) constraint \(cid) is an outlet: code may change it at run time")
            }
        }
        let height = ownConstant(.height, .equal)
        if let height { outletNote(height, "height") }
        func bounds(_ width: Double) -> OptionInput? {
            guard let h = height?.constant ?? frame?.height else { return nil }
            return .size(Size(width: width, height: h))
        }
        if let width = ownConstant(.width, .equal) {
            outletNote(width, "width")
            if width.priority < 1000 { notes.append("the width constraint has priority \(formatted(width.priority)): it may give way") }
            if let value = bounds(width.constant) { return ("bounds", value, "constraint") }
            return ("max-width", .quantity(width.constant), "constraint")
        }
        if let width = ownConstant(.width, .lessThanOrEqual) {
            outletNote(width, "width")
            return ("max-width", .quantity(width.constant), "constraint")
        }
        guard let frame else { return nil }
        // Auto Layout's answer: the width the solved document gives the button, and whether a longer title gets more.
        // A hidden arranged view has no room in its stack until code shows it: the stored frame and its rules below.
        if !element.isHidden, let solved = rooms[id] {
            if solved.isFixed, let value = bounds(solved.width) {
                notes.append("width: set by the layout, \(formatted(solved.width)) pt (Auto Layout, the design device)")
                return ("bounds", value, "layout")
            }
            let end = solved.endsAtScreenEdge ? "the screen's edge"
                : solved.neighbour.map { "\($0), which it would cover" } ?? "its constraints, the other views at their content sizes"
            notes.append("width: hugs its title, at most the \(formatted(solved.room)) pt the layout gives it (Auto Layout: up to \(end))")
            return ("max-width", .quantity(solved.room), "layout")
        }
        if let reason = roomsUnavailable { notes.append("width: not solved by Auto Layout (\(reason)): read from the stored frame") }
        let leading: Set<IBLayoutAttribute> = [.leading, .left, .leadingMargin, .leftMargin]
        let trailing: Set<IBLayoutAttribute> = [.trailing, .right, .trailingMargin, .rightMargin]
        func pinned(_ edges: Set<IBLayoutAttribute>) -> Bool { self.pinned(mine, id, edges) }
        let tied = mine.first { $0.firstItem == id && $0.firstAttribute == .width && $0.secondItem != nil }
        let stack = found.superview?.stack
        let vertical = stack?.axis == .vertical
        let stretchedByStack = stack.map { stack in
            vertical ? stack.alignment == .fill : [.fillEqually, .fillProportionally].contains(stack.distribution)
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
            // A stack puts no spacing beside a hidden arranged view (its frame is collapsed already).
            let shown = found.siblings.filter { !$0.isHidden }
            let others = shown.compactMap { self.frame($0)?.width }.reduce(0, +)
            room = outer.width - others - stack.spacing * Double(shown.count)
        } else if self.pinned(mine, id, [.centerX], equalOnly: false) {
            let centre = frame.x + frame.width / 2
            room = 2 * min(centre, outer.width - centre)
        } else {
            room = outer.width - max(0, frame.x)
        }
        room = max(room, frame.width)
        notes.append("width: hugs its title, at most the \(formatted(room)) pt its superview \(superview.id) leaves")
        return ("max-width", .quantity(room), "superview")
    }

    /// Whether one of `constraints` ties an attribute in `attributes` of the view `id`, either side
    /// (`equalOnly`: only `=` relations).
    private func pinned(_ constraints: [Constraint], _ id: String, _ attributes: Set<IBLayoutAttribute>, equalOnly: Bool = true) -> Bool {
        constraints.contains { (!equalOnly || $0.relation == .equal) && (($0.firstItem == id && attributes.contains($0.firstAttribute))
            || ($0.secondItem == id && $0.secondAttribute.map(attributes.contains) == true)) }
    }

    /// A frame (`<rect key="frame">`), in its superview's coordinates (points).
    private func frame(_ element: IBView) -> IBRect? { element.frame }

    /// An attributed title's fragments as `title-runs`: each fragment's text with the fields its
    /// `<attributes>` give: `<font key="NSFont" size= name=|metaFont=>` (a name starting with "." or a
    /// metaFont is the system font; otherwise the family of the PostScript name (`familyName(postScript:)`),
    /// the weight and slant from its suffix), `<real key="NSKern">` (letter-spacing; 0 turns the font's
    /// kerning off, as CoreText's kern 0 does) and `<real key="NSBaselineOffset">`. A fragment without a
    /// font takes the button's. `nil` without fragments, or when one has no text or a line break (runs
    /// are measured on one line: the title is then measured plain, with a note).
    private func attributedRuns(_ string: IBAttributedString) -> OptionInput? {
        guard !string.fragments.isEmpty else { return nil }
        var runs: [OptionInput] = []
        for fragment in string.fragments {
            let text = fragment.text
            guard !text.isEmpty, !text.contains(where: \.isNewline) else { return nil }
            var run: [(String, OptionInput)] = [("text", .text(text))]
            if let font = fragment.font {
                let name = font.postScriptName ?? ""
                if font.metaFont != nil || name.hasPrefix(".") {
                    run.append(("font", .text("system")))
                } else if !name.isEmpty {
                    run.append(("font", .text(font.family ?? familyName(postScript: name))))
                }
                if let size = font.size { run.append(("size", .quantity(size))) }
                let style = font.metaFont == "systemBold" ? "bold" : name.split(separator: "-").dropFirst().last.map { $0.lowercased() } ?? ""
                if let weight = Self.weightSuffixes.first(where: { style.hasPrefix($0.0) }) { run.append(("weight", .text(weight.1))) }
                if style.contains("italic") || style.contains("oblique") { run.append(("italic", .bool(true))) }
            }
            for number in fragment.numbers {
                switch number {
                case .kern(let value): run.append(value == 0 ? ("no-kerning", .bool(true)) : ("letter-spacing", .quantity(value)))
                case .baselineOffset(let value): run.append(("baseline-offset", .quantity(value)))
                }
            }
            runs.append(.object(run))
        }
        return .list(runs)
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
