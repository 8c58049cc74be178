import AutoLayout
import ButtonSizer
import InterfaceBuilder

/// The fixed layout rules of UIKit's bars for their items' titles (iPhone, compact width, iOS 11–18), with the
/// certainty of each: docs/screen-lint.md, "Bars: the rules used" (the reference, auto-layout §6.2, gives only the
/// bars' heights).
enum BarRules {
    /// A tab bar item's title in the stacked layout (image above title): system 10 medium (HIG, tab bars).
    static let tabTitleFont = FontSpec.system(size: 10, weight: 500)
    /// Room kept free at each side of a tab's title inside its share of the bar, points (chosen).
    static let tabTitleInset = 2.0
    /// Tabs shown: from six view controllers on, four and More (UITabBarController).
    static let maximumTabs = 5
    /// A navigation bar's inline title: system 17 semibold.
    static let titleFont = FontSpec.system(size: 17, weight: 600)
    /// A plain bar button item's title: system 17 regular.
    static let itemFont = FontSpec.system(size: 17)
    /// A `done` bar button item's title: system 17 semibold.
    static let doneItemFont = FontSpec.system(size: 17, weight: 600)
    /// Space between adjacent bar button items, points.
    static let itemSpacing = 8.0
    /// Space between the title and the nearest bar button item, points.
    static let titleGap = 6.0
    /// A title with no bar button items on that side keeps this far from the bar's edge, points.
    static let titleOnlyInset = 8.0
    /// The width of an icon item (a system item drawn as a symbol, an image item whose size is not known), points (chosen).
    static let iconWidth = 24.0
    /// System items drawn as a word, with their English title (the system translates them: not known here).
    static let systemTitles: [String: String] = [
        "done": "Done", "cancel": "Cancel", "edit": "Edit", "save": "Save", "undo": "Undo", "redo": "Redo",
    ]

    /// A bar's side margin: 16 pt, 20 from 414 pt wide (as a root view's, auto-layout §1.7).
    static func sideMargin(_ width: Double) -> Double { width >= 414 ? 20 : 16 }
}

/// How a bar item's title is checked: the room its bar gives it (with what decided it), or why it is not checked.
enum BarCheck {
    case checked(TextFit, detail: String)
    case unchecked(String)
}

extension Engine {
    /// A navigation item's, tab bar item's or bar button item's title in its bar on `device` (docs/screen-lint.md,
    /// "Bars"): `text` gives each item's title in the locale checked (the base title when not translated).
    func barCheck(_ item: IBBarItem, document: InterfaceBuilderDocument, items: [IBBarItem], geometry: ScreenGeometry,
                  device: LayoutDevice, fitting: TextFitting, text: (IBBarItem) -> String) throws -> BarCheck {
        let shown = text(item)
        func itemWidth(_ other: IBBarItem) throws -> Double {
            if let fixed = other.width, fixed > 0 { return fixed }
            if other.systemItem == "flexibleSpace" { return 0 }
            if other.systemItem == "fixedSpace" { return other.width ?? 0 }
            // An item with an image shows the image, not its title (the title is its accessibility label).
            let title = other.image != nil ? "" : other.title.isEmpty ? (other.systemItem.flatMap { BarRules.systemTitles[$0] } ?? "") : text(other)
            if !title.isEmpty {
                let font = other.style == "done" || other.systemItem == "done" ? BarRules.doneItemFont : BarRules.itemFont
                return try fitting.line(title, font: font, available: .infinity).width
            }
            if let name = other.image, let image = document.image(named: name), !image.isSystemSymbol { return image.width }
            return BarRules.iconWidth
        }
        func barWidth(_ holder: String?) -> Double {
            holder.flatMap { geometry.rects[$0]?.width } ?? device.width
        }
        switch item.element {
        case "tabBarItem":
            if device.isPad {
                return .unchecked("a tab bar item on an iPad (regular width): its bar centres items of a fixed width (not modelled)")
            }
            let count: Int
            let width: Double
            if item.holderElement == "tabBar", let bar = item.holderID {
                count = items.filter { $0.element == "tabBarItem" && $0.holderID == bar }.count
                width = barWidth(bar)
            } else if let owner = item.holderID,
                      let tabs = document.tabBarControllers.values.first(where: { $0.contains(owner) }) {
                count = tabs.count
                width = device.width
            } else {
                return .unchecked("a tab bar item whose tab bar controller is not in this document: the number of tabs is not known")
            }
            let shownTabs = min(max(count, 1), BarRules.maximumTabs)
            let room = width / Double(shownTabs) - 2 * BarRules.tabTitleInset
            let fit = try fitting.line(shown, font: BarRules.tabTitleFont, available: room)
            return .checked(fit, detail: "medium; tab bar: \(points(width)) pt for \(shownTabs) tab\(shownTabs == 1 ? "" : "s")"
                            + (count > BarRules.maximumTabs ? " (\(count) view controllers: four and More)" : "")
                            + ", \(points(BarRules.tabTitleInset)) pt free a side")
        case "navigationItem":
            let width = item.holderElement == "navigationBar" ? barWidth(item.holderID) : device.width
            let side = BarRules.sideMargin(width)
            let buttons = items.filter { $0.element == "barButtonItem" && $0.holderID == item.id }
            func extent(_ left: Bool) throws -> Double {
                let group = buttons.filter { left ? ($0.key == "leftBarButtonItem" || $0.collection == "leftBarButtonItems")
                                                  : ($0.key == "rightBarButtonItem" || $0.collection == "rightBarButtonItems") }
                guard !group.isEmpty else { return BarRules.titleOnlyInset }
                let widths: Double = try group.map(itemWidth).reduce(0, +)
                let spacing = BarRules.itemSpacing * Double(group.count - 1)
                return side + widths + spacing + BarRules.titleGap
            }
            let left = try extent(true), right = try extent(false)
            let fit = try fitting.line(shown, font: BarRules.titleFont, available: width - left - right)
            return .checked(fit, detail: "semibold; navigation bar title: \(points(width)) pt less \(points(left)) pt on the left and \(points(right)) pt "
                            + "on the right for the bar button items; a back button is not counted")
        default:
            // A bar button item: its bar's items side by side between the side margins, 8 pt apart.
            let siblings: [IBBarItem]
            let width: Double
            switch item.holderElement {
            case "navigationItem":
                siblings = items.filter { $0.element == "barButtonItem" && $0.holderID == item.holderID && $0.key != "backBarButtonItem" }
                let navigation = items.first { $0.id == item.holderID }
                width = navigation?.holderElement == "navigationBar" ? barWidth(navigation?.holderID) : device.width
            case "toolbar":
                siblings = items.filter { $0.element == "barButtonItem" && $0.holderID == item.holderID }
                width = barWidth(item.holderID)
            default:
                guard item.collection == "toolbarItems" else {
                    return .unchecked("a bar button item outside a navigation item or toolbar")
                }
                siblings = items.filter { $0.element == "barButtonItem" && $0.holderID == item.holderID && $0.collection == "toolbarItems" }
                width = device.width
            }
            let side = BarRules.sideMargin(width)
            let shownItems = siblings.filter { !["flexibleSpace", "fixedSpace"].contains($0.systemItem ?? "") }
            var others = 0.0
            for sibling in siblings where sibling.id != item.id { others += try itemWidth(sibling) }
            let spacing = BarRules.itemSpacing * Double(max(0, shownItems.count - 1))
            let font = item.style == "done" ? BarRules.doneItemFont : BarRules.itemFont
            let room = width - 2 * side - spacing - others
            let fit = try fitting.line(shown, font: font, available: room)
            return .checked(fit, detail: (item.style == "done" ? "semibold; " : "")
                            + "\(item.holderElement == "navigationItem" ? "navigation bar" : "toolbar"): \(points(width)) pt less "
                            + "2 × \(points(side)) pt margins, \(points(others)) pt of other items and \(points(spacing)) pt of spacing")
        }
    }
}
