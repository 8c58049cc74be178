/// A `<fontDescription>`: the system font (by type and weight), a Dynamic Type text style, or a named
/// font (its PostScript name and family), with its point size.
public struct IBFontDescription: Sendable, Hashable {
    /// The key it is held under (`fontDescription`, a configuration's `titleFontDescription`).
    public var key: String
    /// The line of the element.
    public var line: Int
    /// `type` (`system`, `boldSystem`, `italicSystem`), if any.
    public var systemType: IBSystemFontType?
    /// `style`: a text style as written (`UICTFontTextStyleHeadline`), if any.
    public var textStyle: String?
    /// `name`: a PostScript name (`HelveticaNeue-Medium`; a leading "." is the system font by its
    /// private name, `.AppleSystemUIFont`), if any.
    public var postScriptName: String?
    /// `family` (`Helvetica Neue`), if any.
    public var family: String?
    /// `pointSize`, in points; `nil` for a text style (its size follows Dynamic Type) or when absent.
    public var pointSize: Double?
    /// `weight` of a system font, if any.
    public var weight: IBFontWeight?

    /// A font description; only the key and line are required.
    public init(key: String, line: Int, systemType: IBSystemFontType? = nil, textStyle: String? = nil, postScriptName: String? = nil,
                family: String? = nil, pointSize: Double? = nil, weight: IBFontWeight? = nil) {
        self.key = key
        self.line = line
        self.systemType = systemType
        self.textStyle = textStyle
        self.postScriptName = postScriptName
        self.family = family
        self.pointSize = pointSize
        self.weight = weight
    }

    /// The text style as a ``IBTextStyle``, `nil` for none or one not known.
    public var knownTextStyle: IBTextStyle? { textStyle.flatMap(IBTextStyle.init(rawValue:)) }
}

/// A system font's `type` in a `fontDescription`.
public enum IBSystemFontType: String, Sendable, Hashable, CaseIterable {
    /// `system`.
    case system
    /// `boldSystem`.
    case boldSystem
    /// `italicSystem`.
    case italicSystem
}

/// A system font's `weight`.
public enum IBFontWeight: String, Sendable, Hashable, CaseIterable {
    /// `ultraLight`.
    case ultraLight
    /// `thin`.
    case thin
    /// `light`.
    case light
    /// `regular`.
    case regular
    /// `medium`.
    case medium
    /// `semibold`.
    case semibold
    /// `bold`.
    case bold
    /// `heavy`.
    case heavy
    /// `black`.
    case black
}

/// The Dynamic Type text styles IB writes (`style="UICTFontTextStyle…"`).
public enum IBTextStyle: String, Sendable, Hashable, CaseIterable {
    /// Large title.
    case largeTitle = "UICTFontTextStyleTitle0"
    /// Title 1.
    case title1 = "UICTFontTextStyleTitle1"
    /// Title 2.
    case title2 = "UICTFontTextStyleTitle2"
    /// Title 3.
    case title3 = "UICTFontTextStyleTitle3"
    /// Headline.
    case headline = "UICTFontTextStyleHeadline"
    /// Body.
    case body = "UICTFontTextStyleBody"
    /// Callout.
    case callout = "UICTFontTextStyleCallout"
    /// Subheadline.
    case subheadline = "UICTFontTextStyleSubhead"
    /// Footnote.
    case footnote = "UICTFontTextStyleFootnote"
    /// Caption 1.
    case caption1 = "UICTFontTextStyleCaption1"
    /// Caption 2.
    case caption2 = "UICTFontTextStyleCaption2"
}

/// An attributed string (`<attributedString key="attributedTitle|attributedText">`): its fragments.
public struct IBAttributedString: Sendable, Hashable {
    /// The key it is held under.
    public var key: String
    /// The line of the element.
    public var line: Int
    /// The fragments, in order.
    public var fragments: [IBFragment]

    /// An attributed string with its key, line and fragments.
    public init(key: String, line: Int, fragments: [IBFragment]) {
        self.key = key
        self.line = line
        self.fragments = fragments
    }

    /// The text: the fragments' texts joined.
    public var text: String { fragments.map(\.text).joined() }
}

/// A `<fragment content=…>` of an attributed string with the attributes read from it.
public struct IBFragment: Sendable, Hashable {
    /// The text (`content`, else the element's text).
    public var text: String
    /// The line of the element.
    public var line: Int
    /// `<font key="NSFont" size= name= family= metaFont=>`, if any.
    public var font: IBFragmentFont?
    /// The numeric attributes read (`NSKern`, `NSBaselineOffset`), in document order.
    public var numbers: [IBTextAttribute]

    /// Its paragraph style's `lineHeightMultiple` (`<paragraphStyle key="NSParagraphStyle" lineHeightMultiple=…>`),
    /// if written and not 0.
    public var lineHeightMultiple: Double?
    /// Its paragraph style's `minimumLineHeight`, in points, if written and not 0 (0 is NSParagraphStyle's "no limit").
    public var minimumLineHeight: Double?
    /// Its paragraph style's `maximumLineHeight`, in points, if written and not 0 (0 is NSParagraphStyle's "no limit").
    public var maximumLineHeight: Double?
    /// Its paragraph style's `lineSpacing`: points added between one line and the next, if written and not 0.
    public var lineSpacing: Double?

    /// A fragment with its text, line, font, numeric attributes and paragraph style's line heights (points).
    public init(text: String, line: Int, font: IBFragmentFont? = nil, numbers: [IBTextAttribute] = [], lineHeightMultiple: Double? = nil,
                minimumLineHeight: Double? = nil, maximumLineHeight: Double? = nil, lineSpacing: Double? = nil) {
        self.text = text
        self.line = line
        self.font = font
        self.numbers = numbers
        self.lineHeightMultiple = lineHeightMultiple
        self.minimumLineHeight = minimumLineHeight
        self.maximumLineHeight = maximumLineHeight
        self.lineSpacing = lineSpacing
    }
}

/// A fragment's font: `<font key="NSFont" size="12" name="NotoSans-Bold"/>` or with `metaFont="system"`.
public struct IBFragmentFont: Sendable, Hashable {
    /// `name`: a PostScript name (a leading "." is the system font), if any.
    public var postScriptName: String?
    /// `family`, if any.
    public var family: String?
    /// `metaFont` (`system`, `systemBold`…), if any.
    public var metaFont: String?
    /// `size` (else `pointSize`), in points.
    public var size: Double?

    /// A fragment font.
    public init(postScriptName: String? = nil, family: String? = nil, metaFont: String? = nil, size: Double? = nil) {
        self.postScriptName = postScriptName
        self.family = family
        self.metaFont = metaFont
        self.size = size
    }
}

/// A numeric text attribute of a fragment.
public enum IBTextAttribute: Sendable, Hashable {
    /// `NSKern`: letter spacing, in points (0 turns kerning off).
    case kern(Double)
    /// `NSBaselineOffset`, in points.
    case baselineOffset(Double)
}

/// A UIButton's own facts: type, states, insets, its configuration.
public struct IBButton: Sendable, Hashable {
    /// `buttonType` as written (`system`, `roundedRect`, `infoLight`…); `nil` (absent) is custom.
    public var buttonType: String?
    /// `hasAttributedTitle="YES"`.
    public var hasAttributedTitle: Bool

    /// The point size of a classic button's title when the document gives no font: 15 for a system type
    /// (`system`, `roundedRect`…; uikit-measured-rules B1), 18 for a custom one (no `buttonType`), UIButton's own
    /// default. Stored frames: home-assistant's custom "Connect" button without a font is 69 wide (SF 18: 68.03
    /// ceiled; 15 pt would give 58), duckduckgo's OmniBar.xib stores a title-less custom button with a 21-pt bottom
    /// inset 43 tall (18 pt's line, 21.48, ceiled to 22, + 21), openfoodfacts' `roundedRect` "Button" 46 × 30 (15 pt).
    public var defaultTitlePointSize: Double { buttonType == nil ? 18 : 15 }
    /// The `<state key=…>`s, in order.
    public var states: [IBButtonState]
    /// `<inset key="contentEdgeInsets">`, in points.
    public var contentEdgeInsets: IBEdgeInsets?
    /// `<inset key="imageEdgeInsets">`, in points.
    public var imageEdgeInsets: IBEdgeInsets?
    /// `<inset key="titleEdgeInsets">`, in points.
    public var titleEdgeInsets: IBEdgeInsets?
    /// `<buttonConfiguration key="configuration">` (iOS 15+), if any.
    public var configuration: IBButtonConfiguration?

    /// A button's facts.
    public init(buttonType: String? = nil, hasAttributedTitle: Bool = false, states: [IBButtonState] = [],
                contentEdgeInsets: IBEdgeInsets? = nil, imageEdgeInsets: IBEdgeInsets? = nil, titleEdgeInsets: IBEdgeInsets? = nil,
                configuration: IBButtonConfiguration? = nil) {
        self.buttonType = buttonType
        self.hasAttributedTitle = hasAttributedTitle
        self.states = states
        self.contentEdgeInsets = contentEdgeInsets
        self.imageEdgeInsets = imageEdgeInsets
        self.titleEdgeInsets = titleEdgeInsets
        self.configuration = configuration
    }

    /// The state `key` (`normal`, `highlighted`, `selected`, `disabled`), if written.
    public func state(_ key: String) -> IBButtonState? { states.first { $0.key == key } }
}

/// A button's `<state key= title= image= catalog=>`, with an attributed title if it has one.
public struct IBButtonState: Sendable, Hashable {
    /// `normal`, `highlighted`, `selected`, `disabled`…
    public var key: String
    /// `title`, if any.
    public var title: String?
    /// `<attributedString key="attributedTitle">`, if any.
    public var attributedTitle: IBAttributedString?
    /// `image`, if any.
    public var image: String?
    /// `catalog` (`system` for an SF Symbol), if any.
    public var catalog: String?
    /// `backgroundImage`, if any: the image drawn behind the content, stretched to the bounds.
    public var backgroundImage: String?

    /// A state.
    public init(key: String, title: String? = nil, attributedTitle: IBAttributedString? = nil, image: String? = nil, catalog: String? = nil,
                backgroundImage: String? = nil) {
        self.key = key
        self.title = title
        self.attributedTitle = attributedTitle
        self.image = image
        self.catalog = catalog
        self.backgroundImage = backgroundImage
    }
}

/// `<buttonConfiguration key="configuration" style= title= …>` with its children.
public struct IBButtonConfiguration: Sendable, Hashable {
    /// `style` (`plain`, `filled`, `tinted`, `gray`…), if any.
    public var style: String?
    /// `title`, if any.
    public var title: String?
    /// `<attributedString key="attributedTitle">`, if any.
    public var attributedTitle: IBAttributedString?
    /// `subtitle`, if any.
    public var subtitle: String?
    /// `image`, if any.
    public var image: String?
    /// `<fontDescription key="titleFontDescription">`, if any.
    public var titleFont: IBFontDescription?
    /// `<directionalEdgeInsets key="contentInsets">`, in points.
    public var contentInsets: IBDirectionalEdgeInsets?
    /// `imagePlacement`, `buttonSize`, `titleAlignment`, `cornerStyle` as written, if any.
    public var imagePlacement: String?, buttonSize: String?, titleAlignment: String?, cornerStyle: String?
    /// `imagePadding`, `titlePadding`, in points.
    public var imagePadding: Double?, titlePadding: Double?
    /// `titleLineBreakMode`, if any.
    public var titleLineBreakMode: IBLineBreakMode?

    /// A configuration (every fact optional).
    public init(style: String? = nil, title: String? = nil, attributedTitle: IBAttributedString? = nil, subtitle: String? = nil,
                image: String? = nil, titleFont: IBFontDescription? = nil, contentInsets: IBDirectionalEdgeInsets? = nil,
                imagePlacement: String? = nil, buttonSize: String? = nil, titleAlignment: String? = nil, cornerStyle: String? = nil,
                imagePadding: Double? = nil, titlePadding: Double? = nil, titleLineBreakMode: IBLineBreakMode? = nil) {
        self.style = style
        self.title = title
        self.attributedTitle = attributedTitle
        self.subtitle = subtitle
        self.image = image
        self.titleFont = titleFont
        self.contentInsets = contentInsets
        self.imagePlacement = imagePlacement
        self.buttonSize = buttonSize
        self.titleAlignment = titleAlignment
        self.cornerStyle = cornerStyle
        self.imagePadding = imagePadding
        self.titlePadding = titlePadding
        self.titleLineBreakMode = titleLineBreakMode
    }
}
