/// A view of an Interface Builder document, every kind (`view`, `label`, `button`, `stackView`,
/// `tableViewCell`, `tableViewCellContentView`…), with the facts IB stores for it.
///
/// Attributes IB omits are given their IB default: `hidden` absent is `false`,
/// `translatesAutoresizingMaskIntoConstraints` absent is `true`, `insetsLayoutMarginsFromSafeArea`
/// absent is `true`. Hugging and compression-resistance priorities stay `nil` when absent: their
/// default depends on the class (auto-layout.md §3.1).
public struct IBView: Sendable {
    /// The element name: the UIKit class kind (`button` is UIButton, `view` UIView).
    public var element: String
    /// The `key` a parent holds it under (`view`, `contentView`, `tableHeaderView`), `nil` in `<subviews>`.
    public var key: String?
    /// Its object id (empty when the element has none).
    public var id: String
    /// `customClass` (a UIKit subclass of the app's), if any.
    public var customClass: String?
    /// `customModule`, if any.
    public var customModule: String?
    /// The line of its element (where its start tag ends).
    public var line: Int
    /// Its position among the document's views in document order (0 first): where its element starts.
    public var documentOrder: Int
    /// Whether it is in its parent's `<subviews>` (else IB keeps it under a ``key`` or in a list, such as a table's cells).
    public var isInSubviews: Bool
    /// `<rect key="frame">`: the frame Xcode solved for the design device, in the superview's
    /// coordinates, in points; `nil` without one.
    public var frame: IBRect?
    /// `hidden="YES"`.
    public var isHidden: Bool
    /// An activity indicator's `hidesWhenStopped="YES"` (false for other views): stopped (not `animating`), it
    /// is hidden at run time; Xcode writes `hidden="YES"` on it too.
    public var hidesWhenStopped = false
    /// `<autoresizingMask key="autoresizingMask">`, `nil` when absent.
    public var autoresizingMask: IBAutoresizingMask?
    /// `translatesAutoresizingMaskIntoConstraints`; `true` when absent.
    public var translatesAutoresizingMaskIntoConstraints: Bool
    /// `fixedFrame="YES"`: IB's inferred, frame-based layout.
    public var fixedFrame: Bool
    /// `misplaced="YES"`: the stored frame is not the solved layout.
    public var isMisplaced: Bool
    /// `ambiguous="YES"`: the constraints do not fix the layout.
    public var isAmbiguous: Bool
    /// Content hugging priorities (`horizontalHuggingPriority`, `verticalHuggingPriority`); `nil`: the class's default.
    public var hugging: IBAxisPriorities
    /// Compression-resistance priorities (`horizontalCompressionResistancePriority`…); `nil`: the class's default.
    public var compressionResistance: IBAxisPriorities
    /// `placeholderIntrinsicWidth`: a design-time intrinsic width; `nil` when absent.
    public var placeholderIntrinsicWidth: IBPlaceholderLength?
    /// `placeholderIntrinsicHeight`.
    public var placeholderIntrinsicHeight: IBPlaceholderLength?
    /// `<edgeInsets key="layoutMargins">`, in points.
    public var layoutMargins: IBEdgeInsets?
    /// `<directionalEdgeInsets key="directionalLayoutMargins">`, in points.
    public var directionalLayoutMargins: IBDirectionalEdgeInsets?
    /// `preservesSuperviewLayoutMargins="YES"`.
    public var preservesSuperviewLayoutMargins: Bool
    /// `insetsLayoutMarginsFromSafeArea`; `true` when absent.
    public var insetsLayoutMarginsFromSafeArea: Bool
    /// `layoutMarginsFollowReadableWidth="YES"`.
    public var layoutMarginsFollowReadableWidth: Bool
    /// `semanticContentAttribute` (whether its content flips right to left); `nil` when absent (unspecified).
    public var semanticContentAttribute: IBSemanticContentAttribute?
    /// A table view's `cellLayoutMarginsFollowReadableWidth="YES"`: its cells' margins follow the readable
    /// content guide (absent: NO, UIKit's default since iOS 12).
    public var cellLayoutMarginsFollowReadableWidth = false
    /// The views this one holds: its `<subviews>` (in order; a stack view's arranged subviews) and the
    /// views IB keeps elsewhere inside it (a cell's content view, a table's cells, header and footer), in document order.
    public var children: [IBView]
    /// The constraints of its `<constraints>` block, in document order (placeholders included).
    public var constraints: [IBConstraint]
    /// Its layout guides (`<viewLayoutGuide key="safeArea|contentLayoutGuide|frameLayoutGuide">`).
    public var layoutGuides: [IBLayoutGuide]
    /// Its size-class `<variation>`s: which subviews and constraints each includes or excludes.
    public var variations: [IBVariation]
    /// `<fontDescription key="fontDescription">`.
    public var font: IBFontDescription?
    /// `text` (a label's, a text field's or text view's), if any.
    public var text: String?
    /// An attributed text (`<attributedString key="attributedText">`), if any.
    public var attributedText: IBAttributedString?
    /// A text field's `placeholder`, if any.
    public var placeholder: String?
    /// A segmented control's segment titles, in order (`<segments><segment title=…>`).
    public var segmentTitles: [String?]
    /// A segmented control's `apportionsSegmentWidthsByContent`: each segment as wide as its own content, not all as
    /// wide as the widest; `false` when absent.
    public var apportionsSegmentWidthsByContent = false
    /// `numberOfLines` (a label's; 0 = unlimited), `nil` when absent.
    public var numberOfLines: Int?
    /// `lineBreakMode`, `nil` when absent.
    public var lineBreakMode: IBLineBreakMode?
    /// `textAlignment` as written (`natural`, `center`…), if any.
    public var textAlignment: String?
    /// `contentHorizontalAlignment` of a control as written (`center`, `leading`, `fill`…), if any.
    public var contentHorizontalAlignment: String?
    /// `contentVerticalAlignment` of a control as written (`center`, `top`, `bottom`, `fill`), if any.
    public var contentVerticalAlignment: String?
    /// An image view's `image`, if any.
    public var image: String?
    /// A text field's `borderStyle` as written (`roundedRect`, `line`, `bezel`); `nil` when absent (none).
    public var borderStyle: String?
    /// `style` as written (an activity indicator's `medium`/`large`/`white`/`whiteLarge`…), or a progress view's
    /// `progressViewStyle` (`bar`), if any.
    public var style: String?
    /// A button's states, insets and configuration (`nil` for other views).
    public var button: IBButton?
    /// A stack view's arrangement (`nil` for other views).
    public var stack: IBStackView?
    /// `<userDefinedRuntimeAttribute>`s, in order.
    public var runtimeAttributes: [IBRuntimeAttribute]
    /// `adjustsFontSizeToFit` (UILabel's and UITextField's `adjustsFontSizeToFitWidth`); when absent `true` on a
    /// label (Xcode writes `NO` on every label that does not adjust), `false` on other views.
    public var adjustsFontSizeToFit = false
    /// A label's `minimumScaleFactor` (0–1; the smallest font scale `adjustsFontSizeToFit` may draw at), `nil` when absent.
    public var minimumScaleFactor: Double?
    /// `minimumFontSize` in points (a text field's, or an old label's before `minimumScaleFactor`), `nil` when absent.
    public var minimumFontSize: Double?
    /// `clipsSubviews="YES"` (UIView's `clipsToBounds`): subviews are drawn only inside its bounds; `false` when absent.
    public var clipsSubviews = false
    /// A scroll view's (a text view's) `scrollEnabled`; `true` when absent. A text view that does not scroll is
    /// as tall as its text.
    public var isScrollEnabled = true
    /// A table view's or cell's `rowHeight` in points (`-1`: automatic, self-sizing), if written.
    public var rowHeight: Double?
    /// The view controller a container view embeds (its `<segue kind="embed" destination=…>`), if any.
    public var embeddedController: String?
    /// The simulated bar a xib's top-level view is drawn under (`<simulatedNavigationBarMetrics
    /// key="simulatedTopBarMetrics">` inside the `<view>`, as a storyboard's controller has it), if any.
    public var simulatedTopBar: IBSimulatedBar?
    /// The simulated bar over a xib's top-level view's bottom (`simulatedBottomBarMetrics`), if any.
    public var simulatedBottomBar: IBSimulatedBar?

    /// A view with its element name, id and line; every other fact takes IB's default.
    public init(element: String, id: String, line: Int) {
        self.element = element
        self.id = id
        self.line = line
        documentOrder = 0
        isInSubviews = false
        isHidden = false
        translatesAutoresizingMaskIntoConstraints = true
        fixedFrame = false
        isMisplaced = false
        isAmbiguous = false
        hugging = IBAxisPriorities()
        compressionResistance = IBAxisPriorities()
        preservesSuperviewLayoutMargins = false
        insetsLayoutMarginsFromSafeArea = true
        layoutMarginsFollowReadableWidth = false
        children = []
        constraints = []
        layoutGuides = []
        variations = []
        segmentTitles = []
        runtimeAttributes = []
    }

    /// The views of its `<subviews>`, in order (a stack view's arranged subviews).
    public var subviews: [IBView] { children.filter(\.isInSubviews) }
}

/// A frame in points: `<rect key="frame" x= y= width= height=>`.
public struct IBRect: Sendable, Hashable {
    /// The origin, in the superview's coordinates, in points.
    public var x: Double, y: Double
    /// The size, in points.
    public var width: Double, height: Double

    /// A rectangle in points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// Edge insets in points, by side: IB's `<inset minX= minY= maxX= maxY=>` (minX = left, minY = top)
/// and `<edgeInsets top= left= bottom= right=>`. Xcode's DBL_MIN "zero" reads as 0.
public struct IBEdgeInsets: Sendable, Hashable {
    /// The insets, in points.
    public var top: Double, left: Double, bottom: Double, right: Double

    /// Insets in points.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// Direction-aware insets in points: `<directionalEdgeInsets top= leading= bottom= trailing=>`.
public struct IBDirectionalEdgeInsets: Sendable, Hashable {
    /// The insets, in points.
    public var top: Double, leading: Double, bottom: Double, trailing: Double

    /// Insets in points.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// A priority per axis (1–1000); `nil` on an axis IB left at the class's default.
public struct IBAxisPriorities: Sendable, Hashable {
    /// The horizontal and vertical priorities.
    public var horizontal: Double?, vertical: Double?

    /// Priorities per axis.
    public init(horizontal: Double? = nil, vertical: Double? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// A design-time intrinsic length (`placeholderIntrinsicWidth="128"` or `"infinite"`).
public enum IBPlaceholderLength: Sendable, Hashable {
    /// `infinite`: no intrinsic length on that axis.
    case none
    /// A length, in points.
    case points(Double)
}

/// `<autoresizingMask key="autoresizingMask" …/>`: the flags written `YES` (an empty element: none).
public struct IBAutoresizingMask: Sendable, Hashable {
    /// `flexibleMinX` (flexible left margin), `widthSizable`, `flexibleMaxX` (flexible right margin).
    public var flexibleMinX = false, widthSizable = false, flexibleMaxX = false
    /// `flexibleMinY` (flexible top margin), `heightSizable`, `flexibleMaxY` (flexible bottom margin).
    public var flexibleMinY = false, heightSizable = false, flexibleMaxY = false

    /// A mask with the given flags (none by default).
    public init(flexibleMinX: Bool = false, widthSizable: Bool = false, flexibleMaxX: Bool = false,
                flexibleMinY: Bool = false, heightSizable: Bool = false, flexibleMaxY: Bool = false) {
        self.flexibleMinX = flexibleMinX
        self.widthSizable = widthSizable
        self.flexibleMaxX = flexibleMaxX
        self.flexibleMinY = flexibleMinY
        self.heightSizable = heightSizable
        self.flexibleMaxY = flexibleMaxY
    }
}

/// A layout guide: a view's `<viewLayoutGuide key=…>` or a view controller's `<viewControllerLayoutGuide type=…>`.
public struct IBLayoutGuide: Sendable, Hashable {
    /// What the guide is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `safeArea`: the view's safe area.
        case safeArea
        /// `contentLayoutGuide`: a scroll view's content.
        case contentLayoutGuide
        /// `frameLayoutGuide`: a scroll view's frame.
        case frameLayoutGuide
        /// `viewControllerLayoutGuide type="top"` (before iOS 11).
        case topLayoutGuide
        /// `viewControllerLayoutGuide type="bottom"`.
        case bottomLayoutGuide
        /// `keyboardLayoutGuide key="keyboard"` (iOS 15): where the keyboard is, the strip below the view's safe
        /// area while it is offscreen.
        case keyboard
    }
    /// What the guide is.
    public var kind: Kind
    /// Its object id, which constraints name as an item.
    public var id: String
    /// The line of its element.
    public var line: Int

    /// A guide of a kind, with its id and line.
    public init(kind: Kind, id: String, line: Int) {
        self.kind = kind
        self.id = id
        self.line = line
    }
}

/// A size-class `<variation key="heightClass=compact">` with its `<mask>`s.
public struct IBVariation: Sendable, Hashable {
    /// The traits as written: `default`, `widthClass=compact`, `heightClass=regular-widthClass=compact`…
    public var traits: String
    /// The line of the `<variation>` element.
    public var line: Int
    /// Its masks (`<mask key="constraints">`, `<mask key="subviews">`), in order.
    public var masks: [IBMask]
    /// The font the view has in these traits (a `<fontDescription key="fontDescription">` child), if any.
    public var font: IBFontDescription?

    /// A variation with its traits, line, masks and font.
    public init(traits: String, line: Int, masks: [IBMask], font: IBFontDescription? = nil) {
        self.traits = traits
        self.line = line
        self.masks = masks
        self.font = font
    }

    /// The width size class it applies to (`widthClass=…`), `nil`: any.
    public var widthClass: IBSizeClass? { sizeClass("widthClass=") }
    /// The height size class it applies to (`heightClass=…`), `nil`: any.
    public var heightClass: IBSizeClass? { sizeClass("heightClass=") }

    private func sizeClass(_ prefix: String) -> IBSizeClass? {
        for part in traits.split(separator: "-") where part.hasPrefix(prefix) {
            return IBSizeClass(rawValue: String(part.dropFirst(prefix.count)))
        }
        return nil
    }
}

/// A size class.
public enum IBSizeClass: String, Sendable, Hashable {
    /// `compact`.
    case compact
    /// `regular`.
    case regular
}

/// A `<mask key=…>` of a variation: the object ids it includes and excludes.
public struct IBMask: Sendable, Hashable {
    /// What it masks, as written (`constraints`, `subviews`).
    public var key: String
    /// The ids of `<include reference=…>`, in order.
    public var includes: [String]
    /// The ids of `<exclude reference=…>`, in order.
    public var excludes: [String]

    /// A mask of `key` with its included and excluded ids.
    public init(key: String, includes: [String], excludes: [String]) {
        self.key = key
        self.includes = includes
        self.excludes = excludes
    }
}

/// UIView's `semanticContentAttribute` as IB writes it: which way the view lays out its content
/// (its subviews, a stack view's arranged views) when the app's language is written right to left.
public enum IBSemanticContentAttribute: String, Sendable, Hashable, CaseIterable {
    /// `playback`: playback controls, never flipped.
    case playback
    /// `spatial`: a directional control (a D-pad), never flipped.
    case spatial
    /// `forceLeftToRight`.
    case forceLeftToRight
    /// `forceRightToLeft`.
    case forceRightToLeft

    /// The direction it lays its content out in, whatever the app's (`UIView.userInterfaceLayoutDirection(for:)`):
    /// right to left only when forced; playback and spatial content is never flipped.
    public var isRightToLeft: Bool { self == .forceRightToLeft }
}

/// A line break mode (`lineBreakMode`, a configuration's `titleLineBreakMode`).
public enum IBLineBreakMode: String, Sendable, Hashable, CaseIterable {
    /// `wordWrap`.
    case wordWrap
    /// `characterWrap`.
    case characterWrap
    /// `clip`.
    case clip
    /// `headTruncation`.
    case headTruncation
    /// `tailTruncation`.
    case tailTruncation
    /// `middleTruncation` (a button's default in IB).
    case middleTruncation
}

/// A `<userDefinedRuntimeAttribute type= keyPath= value=>`.
public struct IBRuntimeAttribute: Sendable, Hashable {
    /// The key path set at run time.
    public var keyPath: String
    /// `type` as written (`string`, `number`, `boolean`…), if any.
    public var type: String?
    /// `value` as written, if any.
    public var value: String?

    /// A runtime attribute.
    public init(keyPath: String, type: String?, value: String?) {
        self.keyPath = keyPath
        self.type = type
        self.value = value
    }
}

/// A stack view's arrangement (`<stackView axis= alignment= distribution= spacing=>`), defaults spelled out.
public struct IBStackView: Sendable, Hashable {
    /// `axis`; horizontal when absent.
    public var axis: IBAxis = .horizontal
    /// `alignment`; `fill` when absent.
    public var alignment: IBStackAlignment = .fill
    /// `distribution`; `fill` when absent.
    public var distribution: IBStackDistribution = .fill
    /// `spacing`, in points; 0 when absent.
    public var spacing: Double = 0
    /// `spacingType="standard"`: the system spacing (`UIStackView.spacingUseSystem`) instead of `spacing`.
    public var usesStandardSpacing = false
    /// `baselineRelativeArrangement="YES"`.
    public var baselineRelativeArrangement = false
    /// `layoutMarginsRelativeArrangement="YES"`.
    public var layoutMarginsRelativeArrangement = false

    /// An arrangement (IB's defaults unless given).
    public init(axis: IBAxis = .horizontal, alignment: IBStackAlignment = .fill, distribution: IBStackDistribution = .fill,
                spacing: Double = 0, baselineRelativeArrangement: Bool = false, layoutMarginsRelativeArrangement: Bool = false) {
        self.axis = axis
        self.alignment = alignment
        self.distribution = distribution
        self.spacing = spacing
        self.baselineRelativeArrangement = baselineRelativeArrangement
        self.layoutMarginsRelativeArrangement = layoutMarginsRelativeArrangement
    }
}

/// An axis.
public enum IBAxis: String, Sendable, Hashable {
    /// `horizontal`.
    case horizontal
    /// `vertical`.
    case vertical
}

/// A stack view's `alignment`.
public enum IBStackAlignment: String, Sendable, Hashable, CaseIterable {
    /// `fill` (the default).
    case fill
    /// `center`.
    case center
    /// `leading` (a vertical stack).
    case leading
    /// `trailing`.
    case trailing
    /// `top` (a horizontal stack).
    case top
    /// `bottom`.
    case bottom
    /// `firstBaseline`.
    case firstBaseline
    /// `lastBaseline`.
    case lastBaseline
}

/// A stack view's `distribution`.
public enum IBStackDistribution: String, Sendable, Hashable, CaseIterable {
    /// `fill` (the default).
    case fill
    /// `fillEqually`.
    case fillEqually
    /// `fillProportionally`.
    case fillProportionally
    /// `equalSpacing`.
    case equalSpacing
    /// `equalCentering`.
    case equalCentering
}
