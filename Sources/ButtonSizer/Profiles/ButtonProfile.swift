/// Which UIKit behaviour a button reproduces, with that behaviour's parameters.
public enum ButtonProfile: Sendable, Hashable {
    /// `UIButton.Configuration` (iOS 15+). Size formula: uikit-semantics §5 (inferred).
    case configuration(ConfigurationParameters)
    /// The classic `UIButton` (edge insets, iOS ≤ 14 style). uikit-semantics §4.
    case classic(ClassicParameters)
    /// AlternativeButton: image above the title, fixed margins, never truncates.
    case alternative(AlternativeParameters)
    /// ZUIButton: a classic button with `spacing` and `direction`.
    case zui(ZUIParameters)
    /// CYLButton: a square image filling the width on top, the title below.
    case cyl(CYLParameters)
    /// UIButtonWithLabelAlignment: a classic button whose title is pinned to the leading/top edge.
    case labelAlignment(LabelAlignmentParameters)

    /// The title's line break mode when ``ButtonSpec/lineBreakMode`` is `nil`: word wrapping for
    /// configurations, truncating middle for every `titleLabel`-based profile.
    public var defaultLineBreakMode: LineBreakMode {
        if case .configuration = self { return .wordWrapping }
        return .truncatingMiddle
    }

    /// The title label's `textAlignment`, in left-to-right space (of a profile already mirrored): the
    /// configuration's `titleAlignment` (resolved as its frames are); centred for AlternativeButton and
    /// CYLButton, whose title sits centred under the image; UILabel's natural alignment (left here,
    /// right once mirrored) for the classic-based profiles.
    var lineAlignment: LineAlignment {
        switch self {
        case .configuration(let params):
            switch params.resolvedTitleAlignment {
            case .left, .fill: .left
            case .center: .center
            case .right: .right
            }
        case .alternative, .cyl: .center
        case .classic, .zui, .labelAlignment: .left
        }
    }

    /// The line limit when ``ButtonSpec/maxLines`` is `nil`: a configuration wraps without limit
    /// (truncating modes force one line); every other profile uses one line (`titleLabel.numberOfLines = 1`).
    public func defaultMaxLines(for mode: LineBreakMode) -> Int {
        if case .configuration = self, mode.isWrapping { return 0 }
        return 1
    }

    /// The title font when a spec names none: a configuration's title style at `category` (body, 17 pt
    /// at the default size, subheadline for small and mini; emphasized for the primary role); 15 pt
    /// for the `UIButton` subclasses (classic, ZUIButton, CYLButton, UIButtonWithLabelAlignment: the
    /// titleLabel's fixed system 15 pt, uikit-measured-rules B1); 17 pt for AlternativeButton's own
    /// label. The family is ``FontSpec/defaultFamily``.
    public func defaultTitleFont(at category: ContentSizeCategory) -> FontSpec {
        switch self {
        case .configuration(let parameters): parameters.titleFont(family: FontSpec.defaultFamily, at: category)
        case .classic, .zui, .cyl, .labelAlignment: FontSpec(name: FontSpec.defaultFamily, size: 15)
        case .alternative: FontSpec(name: FontSpec.defaultFamily, size: 17)
        }
    }

    /// A short name for traces and messages.
    public var name: String {
        switch self {
        case .configuration: "configuration"
        case .classic: "classic"
        case .alternative: "alternative"
        case .zui: "zui"
        case .cyl: "cyl"
        case .labelAlignment: "label-alignment"
        }
    }
}

/// `UIButton.Configuration` parameters. Lengths in points.
///
/// The defaults are UIKit's for every factory (uikit-measured-rules C1): medium size (insets 7/12/7/12),
/// imagePadding 0, titlePadding 1, image leading, title alignment automatic, dynamic corners. Start
/// from a factory (``filled(buttonSize:)`` …) and change what you would change on
/// `UIButton.Configuration`.
public struct ConfigurationParameters: Sendable, Hashable {
    /// The factory it came from; colours only, never the size.
    public var style: ConfigurationStyle
    /// `buttonSize`: picks the default insets, text styles and corner radius (``ButtonSize/defaults``).
    public var buttonSize: ButtonSize
    /// Which side of the title block the image goes on (`imagePlacement`); leading by default.
    public var imagePlacement: ImagePlacement
    /// Between image and title block; only when both exist, never towards the edges.
    public var imagePadding: Double
    /// Between title and subtitle; only when both exist.
    public var titlePadding: Double
    /// Directional: mirrors in right-to-left layouts. `nil` (default) for the button size's insets,
    /// grown at accessibility content sizes (``resolvedContentInsets(at:)``); insets you set are used
    /// as they are.
    public var contentInsets: DirectionalEdgeInsets?
    /// Room kept for the image on the placement axis (width for leading/trailing, height for top/bottom);
    /// a smaller image is centred in it. Applies only when there is an image.
    public var imageReservation: Double
    /// How title and subtitle align with each other (`titleAlignment`); automatic by default.
    public var titleAlignment: TitleAlignment
    /// How the background's corner radius follows the height (``cornerRadius(height:at:dynamic:)``).
    public var cornerStyle: CornerStyle
    /// `background.cornerRadius` for ``CornerStyle/fixed`` (points); `nil` for the style's base radius.
    public var cornerRadius: Double?
    /// The primary role emphasizes the title font (``titleFont(family:at:)``).
    public var role: ButtonRole
    /// `showsActivityIndicator`: a spinner takes the image's slot (and replaces the image), a square
    /// whose side is the title font's line height on the pixel grid, with imagePadding between
    /// (uikit-measured-rules D8). ``ButtonLayout/imageRect`` is then the spinner's frame.
    public var showsActivityIndicator = false

    /// Creates the parameters with `UIButton.Configuration`'s defaults: plain, medium, leading image, titlePadding 1 pt.
    public init(style: ConfigurationStyle = .plain, buttonSize: ButtonSize = .medium,
                imagePlacement: ImagePlacement = .leading, imagePadding: Double = 0, titlePadding: Double = 1,
                contentInsets: DirectionalEdgeInsets? = nil, imageReservation: Double = 0,
                titleAlignment: TitleAlignment = .automatic, cornerStyle: CornerStyle = .dynamic,
                cornerRadius: Double? = nil, role: ButtonRole = .normal) {
        self.style = style
        self.buttonSize = buttonSize
        self.imagePlacement = imagePlacement
        self.imagePadding = imagePadding
        self.titlePadding = titlePadding
        self.contentInsets = contentInsets
        self.imageReservation = imageReservation
        self.titleAlignment = titleAlignment
        self.cornerStyle = cornerStyle
        self.cornerRadius = cornerRadius
        self.role = role
    }
}

/// `NSDirectionalRectEdge` as used by `UIButton.Configuration.imagePlacement`.
public enum ImagePlacement: String, Sendable, Hashable, Codable, CaseIterable {
    /// The image before or after the title (leading, trailing), or above or below it (top, bottom).
    case leading, trailing, top, bottom

    var isHorizontal: Bool { self == .leading || self == .trailing }
}

/// `UIButton.Configuration.TitleAlignment`: how title and subtitle align with each other.
public enum TitleAlignment: String, Sendable, Hashable, Codable, CaseIterable {
    /// Leading for leading/trailing image placement, centred for top/bottom (policy).
    case automatic, leading, center, trailing
}

/// Classic `UIButton` parameters (absolute `UIEdgeInsets`, points).
public struct ClassicParameters: Sendable, Hashable {
    /// Counted in the size; shrinks the content rect.
    public var contentEdgeInsets: EdgeInsets
    /// Moves the image rect only; never changes the size.
    public var imageEdgeInsets: EdgeInsets
    /// Moves the title rect only; never changes the size (positive values can truncate the title).
    public var titleEdgeInsets: EdgeInsets
    /// When the 6 pt above and below a title applies.
    public var titlePadding: ClassicTitlePadding
    /// The background image's size in points, if the button has one (`setBackgroundImage(_:for:)`): the size
    /// is at least this, and the title's 6-pt padding and 30-pt minimum width do not apply.
    public var backgroundImageSize: Size?

    /// Creates the parameters; every inset is zero and the 6 pt title padding applies to text-only buttons by default.
    public init(contentEdgeInsets: EdgeInsets = .zero, imageEdgeInsets: EdgeInsets = .zero,
                titleEdgeInsets: EdgeInsets = .zero, titlePadding: ClassicTitlePadding = .textOnly,
                backgroundImageSize: Size? = nil) {
        self.contentEdgeInsets = contentEdgeInsets
        self.imageEdgeInsets = imageEdgeInsets
        self.titleEdgeInsets = titleEdgeInsets
        self.titlePadding = titlePadding
        self.backgroundImageSize = backgroundImageSize
    }
}

/// The classic button's extra 6 pt above and below the title (18 pt title 21 → button 33), counted
/// only when `contentEdgeInsets == .zero`. Observed for text-only buttons; with an image it is open.
public enum ClassicTitlePadding: String, Sendable, Hashable, Codable, CaseIterable {
    /// Only a title and no image (default: the observed case).
    case textOnly = "text-only"
    /// Also with an image: height = max(image, title + 12).
    case withImage = "with-image"
    /// Never.
    case never
}

/// AlternativeButton's constants (points).
public struct AlternativeParameters: Sendable, Hashable {
    /// The image view is always `imageSide × imageSide`, whatever the image (64 in the pod).
    public var imageSide: Double
    /// Around and between image and title (6 in the pod).
    public var margin: Double
    /// The image view's corner radius; `nil` for `imageSide / 2` (a circle, the pod's default).
    public var imageCornerRadius: Double?

    /// Creates the constants, in points; the pod's 64 pt image side, 6 pt margin and a circular image by default.
    public init(imageSide: Double = 64, margin: Double = 6, imageCornerRadius: Double? = nil) {
        self.imageSide = imageSide
        self.margin = margin
        self.imageCornerRadius = imageCornerRadius
    }
}

/// ZUIButton's parameters.
public struct ZUIParameters: Sendable, Hashable {
    /// The classic button underneath (`super`).
    public var classic: ClassicParameters
    /// Points between image and title (added to the intrinsic width when both exist).
    public var spacing: Double
    /// Whether the image comes before the title (row, default) or after it (row-reverse).
    public var direction: ZUIDirection
    /// Whether `sizeThatFits` includes the spacing. The seed overrides only `intrinsicContentSize` and
    /// `sizeToFit`, so on a device `sizeThatFits` omits it (`false`); default `true` keeps
    /// `sizeThatFits(intrinsic) == intrinsic`.
    public var sizeThatFitsIncludesSpacing: Bool

    /// Creates the parameters; no spacing, row direction, and `sizeThatFits` including the spacing by default.
    public init(classic: ClassicParameters = .init(), spacing: Double = 0, direction: ZUIDirection = .row,
                sizeThatFitsIncludesSpacing: Bool = true) {
        self.classic = classic
        self.spacing = spacing
        self.direction = direction
        self.sizeThatFitsIncludesSpacing = sizeThatFitsIncludesSpacing
    }
}

/// `ZUIButtonDirection`.
public enum ZUIDirection: String, Sendable, Hashable, Codable, CaseIterable {
    /// Image first, then title (leading to trailing).
    case row
    /// Title first, then image.
    case rowReverse = "row-reverse"
}

/// CYLButton's parameters.
public struct CYLParameters: Sendable, Hashable {
    /// How the button's size is chosen; fitted (image over title) by default.
    public var sizing: CYLSizing

    /// Creates the parameters with the given sizing (fitted by default).
    public init(sizing: CYLSizing = .fitted) {
        self.sizing = sizing
    }
}

/// How a CYLButton is sized; the seed only lays out, so its size is open.
public enum CYLSizing: String, Sendable, Hashable, Codable, CaseIterable {
    /// W = max(image width, title width), H = W + title height: the square image and the title fit (default).
    case fitted
    /// The inherited classic size (image beside title); the square image then overflows the bounds.
    case inherited
}

/// UIButtonWithLabelAlignment's flags (combinable, as the seed's bit mask).
public struct LabelAlignmentParameters: Sendable, Hashable {
    /// The classic button underneath.
    public var classic: ClassicParameters
    /// The seed's `left` flag: title origin x = 0. Pins to the leading edge (mirrors in RTL).
    public var leading: Bool
    /// The seed's `up` flag: title origin y = 0.
    public var top: Bool

    /// Creates the flags; title pinned to the leading edge, not the top, by default.
    public init(classic: ClassicParameters = .init(), leading: Bool = true, top: Bool = false) {
        self.classic = classic
        self.leading = leading
        self.top = top
    }
}
