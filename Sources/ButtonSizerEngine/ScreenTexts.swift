import InterfaceBuilder

/// One text a screen shows: a label's text, a button's title, a text field's placeholder or one segment
/// title, with the key its translations are found by (as Xcode exports them: `<ObjectID>.text`,
/// `.normalTitle`, `.configuration.title`, `.placeholder`, `.segmentTitles[i]`).
public struct ScreenText: Sendable, Hashable {
    /// The view's object id.
    public var objectID: String
    /// The IB element (`label`, `button`, `textField`, `segmentedControl`, `textView`…).
    public var element: String
    /// The custom class when set, else the element.
    public var viewClass: String
    /// The translation key.
    public var key: String
    /// The segment's index for a segment title, else nil.
    public var segment: Int?
    /// The text the base document shows (nil: none).
    public var baseText: String?
    /// The line of the view's element.
    public var line: Int
    /// The scene (or top-level view) it belongs to: ``ScreenScene``'s name.
    public var scene: String
    /// Why it is not checked (text set at run time, a custom class that draws itself, a scrolling text
    /// view, hidden…); nil when it is.
    public var uncheckedReason: String?
}

/// A scene of a document: a view controller's screen, or a xib's top-level view.
public struct ScreenScene: Sendable, Hashable {
    /// The view controller's custom class, else its storyboard identifier, else `<element> <id>`; a
    /// top-level view's custom class or `<element> <id>`.
    public var name: String
    /// The line of the scene (or top-level view).
    public var line: Int
    /// The root view's object id.
    public var rootID: String
}

/// The texts of a document's screens (docs/screen-lint.md: what is linted).
public enum ScreenTexts {
    /// Every scene of `document` with its texts, in document order; every text view is a text, the ones
    /// that cannot be checked with a reason (nothing is dropped).
    /// - Parameter document: the document read by the InterfaceBuilder reader.
    /// - Parameter translatedKeys: the keys (`<ObjectID>.text`…) the app's catalogs translate.
    /// - Parameter setInCode: object id → where the app's code sets that view's text (`File.swift:85`): such a
    ///   text is not checked, as the document's text is not what is shown.
    public static func collect(_ document: InterfaceBuilderDocument, translatedKeys: Set<String>,
                               setInCode: [String: String] = [:]) -> [(scene: ScreenScene, texts: [ScreenText])] {
        var result: [(ScreenScene, [ScreenText])] = []
        for scene in document.scenes {
            let controller = scene.viewController
            let name = controller.map { $0.customClass ?? $0.storyboardIdentifier ?? "\($0.element) \($0.id)" } ?? "scene \(scene.id)"
            let roots = (controller?.view.map { [$0] } ?? []) + scene.otherViews
            let titled = document.barItems.filter { $0.sceneID == scene.id && !$0.title.isEmpty }
            if roots.isEmpty, !titled.isEmpty {
                // A scene with no view of its own (a navigation or tab bar controller) still has its bar items' rows.
                result.append((ScreenScene(name: name, line: scene.line, rootID: ""), titled.map { barText($0, scene: name) }))
            }
            for (index, root) in roots.enumerated() {
                let sceneName = index == 0 ? name : "\(name) › \(root.customClass ?? root.element) \(root.id)"
                let screen = ScreenScene(name: sceneName, line: index == 0 ? scene.line : root.line, rootID: root.id)
                var texts = texts(under: root, scene: sceneName, document: document, translatedKeys: translatedKeys, setInCode: setInCode)
                if index == 0 {
                    // Bar items' titles: a row each, checked against their bars' layout rules (docs/screen-lint.md).
                    texts += titled.map { barText($0, scene: sceneName) }
                }
                result.append((screen, texts))
            }
        }
        for top in document.topLevelViews {
            let name = "\(top.customClass ?? top.element) \(top.id)"
            result.append((ScreenScene(name: name, line: top.line, rootID: top.id),
                           texts(under: top, scene: name, document: document, translatedKeys: translatedKeys, setInCode: setInCode)))
        }
        return result
    }

    /// A navigation item's, tab bar item's or bar button item's title. A back button's title shows on the next
    /// screen's bar, which is not known here: not checked.
    static func barText(_ item: IBBarItem, scene: String) -> ScreenText {
        ScreenText(objectID: item.id, element: item.element, viewClass: item.element, key: "\(item.id).title", segment: nil,
                   baseText: item.title, line: item.line, scene: scene,
                   uncheckedReason: item.key == "backBarButtonItem" ? "a back button's title: it shows on the next screen's navigation bar"
                       : item.element == "barButtonItem" && item.image != nil ? "a bar button item with an image shows the image: its title is not drawn (VoiceOver reads it)"
                       : nil)
    }

    static func texts(under root: IBView, scene: String, document: InterfaceBuilderDocument, translatedKeys: Set<String>,
                      setInCode: [String: String]) -> [ScreenText] {
        var found: [ScreenText] = []
        func visit(_ view: IBView, hiddenAncestor: Bool) {
            let hidden = hiddenAncestor || view.isHidden
            found += texts(of: view, scene: scene, hidden: hidden, document: document, translatedKeys: translatedKeys, setInCode: setInCode)
            for child in view.children { visit(child, hiddenAncestor: hidden) }
        }
        visit(root, hiddenAncestor: false)
        return found
    }

    private static func texts(of view: IBView, scene: String, hidden: Bool, document: InterfaceBuilderDocument,
                              translatedKeys: Set<String>, setInCode: [String: String]) -> [ScreenText] {
        let viewClass = view.customClass ?? view.element
        func text(_ key: String, _ base: String?, segment: Int? = nil, reason: String? = nil) -> ScreenText {
            var reason = reason
            let translated = translatedKeys.contains(key)
            if reason == nil, let place = setInCode[view.id] { reason = "text set in code at \(place)" }
            if reason == nil, hidden { reason = "hidden in the document (shown by code)" }
            // A runtime attribute that localizes the view (`localizableString`, `localizedKey`, `xibLocKey`…): the app's
            // code sets the text from its own catalog when the view loads (openfoodfacts' settings labels).
            if reason == nil, let attribute = view.runtimeAttributes.first(where: { attribute in
                let path = attribute.keyPath.lowercased()
                return path.contains("locali") || path.contains("xibloc")
            }) {
                reason = "text set at run time by its runtime attribute \(attribute.keyPath)" + (attribute.value.map { " (\($0))" } ?? "")
            }
            if reason == nil, document.designables[view.id] != nil {
                reason = "custom class \(viewClass) draws itself (@IBDesignable)"
            }
            if reason == nil, (base ?? "").isEmpty, !translated {
                reason = document.outletDestinations.contains(view.id) ? "text set at run time (an outlet, no text in the document)" : "no text"
            }
            if reason == nil, !translated, document.outletDestinations.contains(view.id) {
                reason = "text set at run time (an outlet, no translation: the document's text is a placeholder)"
            }
            return ScreenText(objectID: view.id, element: view.element, viewClass: viewClass, key: key, segment: segment,
                              baseText: base, line: view.line, scene: scene, uncheckedReason: reason)
        }
        switch view.element {
        case "label":
            return [text("\(view.id).text", view.attributedText?.text ?? view.text)]
        case "button":
            guard let title = view.buttonTitle else { return [] }
            if title.title == nil, view.button?.states.contains(where: { $0.image != nil }) == true, !translatedKeys.contains(title.titleKey) {
                return []  // an image-only button shows no text
            }
            return [text(title.titleKey, title.title)]
        case "textField":
            guard view.placeholder != nil || translatedKeys.contains("\(view.id).placeholder") else {
                return [text("\(view.id).text", view.text, reason: "a text field's text is typed by the user")]
            }
            return [text("\(view.id).placeholder", view.placeholder)]
        case "segmentedControl":
            return view.segmentTitles.enumerated().map { index, title in
                text("\(view.id).segmentTitles[\(index)]", title, segment: index)
            }
        case "textView":
            return [text("\(view.id).text", view.attributedText?.text ?? view.text,
                         reason: "a text view scrolls its text: it never truncates")]
        default:
            return []
        }
    }
}
