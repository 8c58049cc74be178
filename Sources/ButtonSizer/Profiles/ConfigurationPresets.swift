/// `UIButton.Configuration.Size`: the one choice that changes a configuration's insets, fonts and
/// corner radius (every style shares the table, ``ButtonSize/defaults``).
public enum ButtonSize: String, Sendable, Hashable, Codable, CaseIterable {
    /// `.mini`: insets 5/10/5/10, subheadline title (15 pt at L).
    /// `.small`: insets 5/10/5/10, subheadline title (15 pt at L).
    case mini, small
    /// `.medium` (the default): insets 7/12/7/12, body title (17 pt at L).
    case medium
    /// `.large`: insets 15/20/15/20, body title (17 pt at L).
    case large

    /// The values this size gives a configuration (configuration-defaults.md; uikit-measured-rules C1–C3).
    public var defaults: ButtonSizeDefaults {
        switch self {
        case .mini, .small:
            ButtonSizeDefaults(contentInsets: DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10),
                               titleStyle: .subheadline, subtitleStyle: .caption1, baseCornerRadius: 14)
        case .medium:
            ButtonSizeDefaults(contentInsets: DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12),
                               titleStyle: .body, subtitleStyle: .footnote, baseCornerRadius: 5.95)
        case .large:
            ButtonSizeDefaults(contentInsets: DirectionalEdgeInsets(top: 15, leading: 20, bottom: 15, trailing: 20),
                               titleStyle: .body, subtitleStyle: .footnote, baseCornerRadius: 8.75)
        }
    }
}

/// One row of the button-size table. Certainty (configuration-defaults.md): medium's insets and fonts
/// are *sure* (decompiled UIKit and a runtime probe), the other sizes' insets *likely* (one secondary
/// source that agrees with the probe), the per-size base radii *sure* for iOS 18.
public struct ButtonSizeDefaults: Sendable, Hashable {
    /// The default `contentInsets` at the non-accessibility content sizes (points).
    public var contentInsets: DirectionalEdgeInsets
    /// The title's text style (the "Short" variant on iOS 26, same point size).
    public var titleStyle: TextStyle
    /// The subtitle's text style.
    public var subtitleStyle: TextStyle
    /// iOS 18's base corner radius for ``CornerStyle/dynamic`` (points, before Dynamic Type scaling).
    public var baseCornerRadius: Double
}

/// `UIButton.Configuration`'s factories. The style changes colours, never the size: every style
/// shares the size table (`.bordered()` is `.gray()` on iOS; no style adds a border to the size).
public enum ConfigurationStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// `.bordered()`: as `.gray()` on iOS.
    /// `.borderedProminent()`: as `.filled()`.
    /// `.borderedTinted()`: as `.tinted()`.
    /// `.borderless()`: no background.
    /// `.filled()`: a tinted background.
    /// `.gray()`: a grey background.
    /// `.plain()`: no background.
    /// `.tinted()`: a light tinted background.
    case plain, gray, tinted, filled, borderless, bordered, borderedTinted, borderedProminent
}

/// `UIButton.Configuration.CornerStyle`: how the background's corner radius follows the button.
public enum CornerStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// The size's base radius (see ``DynamicCornerRadius``), never more than half the height. Default.
    case dynamic
    /// ``ConfigurationParameters/cornerRadius`` as set (the size's base radius when unset).
    case fixed
    /// 0.125 × height.
    case small
    /// 0.175 × height.
    case medium
    /// 0.25 × height.
    case large
    /// height / 2.
    case capsule
}

/// `UIButton.Role` as far as it changes the size: a primary button's title uses the emphasized
/// (semibold) weight of its text style. (`.cancel` and `.destructive` change colours only.)
public enum ButtonRole: String, Sendable, Hashable, Codable, CaseIterable {
    /// The default role: the text style's own weight.
    /// `.primary`: the emphasized (semibold) title.
    case normal, primary
}

/// Which corner radius ``CornerStyle/dynamic`` gives. *Open*: the two sources disagree by iOS version.
public enum DynamicCornerRadius: String, Sendable, Hashable, Codable, CaseIterable {
    /// min(height / 2, 17): measured on iOS 26.1 at heights 20/28/34/44/60 (uikit-measured-rules C9,
    /// medium certainty). Default.
    case iOS26 = "ios26"
    /// The button size's base radius from iOS 18's UIKit (``ButtonSizeDefaults/baseCornerRadius``:
    /// 5.95 medium, 14 small and mini, 8.75 large), capped at height / 2.
    case iOS18 = "ios18"
}

extension ConfigurationParameters {
    /// `UIButton.Configuration.plain()`.
    public static func plain(buttonSize: ButtonSize = .medium) -> Self { Self(style: .plain, buttonSize: buttonSize) }
    /// `UIButton.Configuration.gray()`.
    public static func gray(buttonSize: ButtonSize = .medium) -> Self { Self(style: .gray, buttonSize: buttonSize) }
    /// `UIButton.Configuration.tinted()`.
    public static func tinted(buttonSize: ButtonSize = .medium) -> Self { Self(style: .tinted, buttonSize: buttonSize) }
    /// `UIButton.Configuration.filled()`.
    public static func filled(buttonSize: ButtonSize = .medium) -> Self { Self(style: .filled, buttonSize: buttonSize) }
    /// `UIButton.Configuration.borderless()`.
    public static func borderless(buttonSize: ButtonSize = .medium) -> Self {
        Self(style: .borderless, buttonSize: buttonSize)
    }
    /// `UIButton.Configuration.bordered()`.
    public static func bordered(buttonSize: ButtonSize = .medium) -> Self { Self(style: .bordered, buttonSize: buttonSize) }
    /// `UIButton.Configuration.borderedTinted()`.
    public static func borderedTinted(buttonSize: ButtonSize = .medium) -> Self {
        Self(style: .borderedTinted, buttonSize: buttonSize)
    }
    /// `UIButton.Configuration.borderedProminent()`.
    public static func borderedProminent(buttonSize: ButtonSize = .medium) -> Self {
        Self(style: .borderedProminent, buttonSize: buttonSize)
    }

    /// The insets in effect at `category`: ``contentInsets`` when set (never expanded), else the
    /// size's default with leading and trailing grown by 2 points per accessibility step (AX1 +2 …
    /// AX5 +10); the vertical insets never change.
    public func resolvedContentInsets(at category: ContentSizeCategory) -> DirectionalEdgeInsets {
        if let contentInsets { return contentInsets }
        var insets = buttonSize.defaults.contentInsets
        let growth = 2 * Double(category.accessibilityStep)
        insets.leading += growth
        insets.trailing += growth
        return insets
    }

    /// The title font UIKit picks: the size's title style at `category` in `family`, emphasized for
    /// the primary role.
    public func titleFont(family: String, at category: ContentSizeCategory) -> FontSpec {
        FontSpec.preferred(buttonSize.defaults.titleStyle, contentSize: category, bold: role == .primary, name: family)
    }

    /// The subtitle font UIKit picks: the size's subtitle style at `category`, regular, in `family`.
    public func subtitleFont(family: String, at category: ContentSizeCategory) -> FontSpec {
        FontSpec.preferred(buttonSize.defaults.subtitleStyle, contentSize: category, name: family)
    }

    /// The background's corner radius for a button `height` points tall (points, unrounded).
    /// Dynamic and fixed radii scale with Dynamic Type by body's size at `category` over its size at
    /// the default (17 pt): UIKit uses `UIFontMetrics.default`, whose curve is private (*open*).
    public func cornerRadius(height: Double, at category: ContentSizeCategory,
                             dynamic: DynamicCornerRadius) -> Double {
        let half = max(0, height) / 2
        let base = switch dynamic {
        case .iOS26: 17.0
        case .iOS18: buttonSize.defaults.baseCornerRadius
        }
        switch cornerStyle {
        case .dynamic:
            // At the default category the scale is exactly 1 (skips two table lookups per layout).
            let typeScale = category == .large ? 1
                : DynamicType.metrics(.body, category).pointSize / DynamicType.metrics(.body).pointSize
            return min(half, base * typeScale)
        case .fixed: return cornerRadius ?? base
        case .small: return 0.125 * max(0, height)
        case .medium: return 0.175 * max(0, height)
        case .large: return 0.25 * max(0, height)
        case .capsule: return half
        }
    }
}

extension ButtonSpec {
    /// A `UIButton.Configuration` button as UIKit builds it: the style, size and role's insets, fonts
    /// (the size's text styles at `contentSizeCategory`, in `fontFamily`) and corner radius.
    ///
    /// ```swift
    /// let spec = ButtonSpec.configuration(.filled(), size: .large, title: "Add to cart")
    /// ```
    ///
    /// - Parameters:
    ///   - parameters: a factory (``ConfigurationParameters/filled(buttonSize:)`` …) with any overrides.
    ///   - size: replaces `parameters.buttonSize` when given.
    ///   - title: the title; "" for none.
    ///   - subtitle: the subtitle, in the size's subtitle style.
    ///   - image: the image's size in points (`UIImage.size`).
    ///   - fontFamily: the family (or font file) standing in for the system font.
    ///   - contentSizeCategory: the Dynamic Type size the fonts and insets follow.
    ///   - layoutDirection: right-to-left layouts are mirrored.
    ///   - scale: the screen scale, 1, 2 or 3.
    public static func configuration(_ parameters: ConfigurationParameters = .plain(), size: ButtonSize? = nil,
                                     title: String, subtitle: String? = nil, image: Size? = nil,
                                     fontFamily: String = FontSpec.defaultFamily,
                                     contentSizeCategory: ContentSizeCategory = .large,
                                     layoutDirection: LayoutDirection = .leftToRight, scale: Double = 2) -> ButtonSpec {
        var parameters = parameters
        if let size { parameters.buttonSize = size }
        return ButtonSpec(title: title, subtitle: subtitle,
                          titleFont: parameters.titleFont(family: fontFamily, at: contentSizeCategory),
                          subtitleFont: parameters.subtitleFont(family: fontFamily, at: contentSizeCategory),
                          imageSize: image, profile: .configuration(parameters), layoutDirection: layoutDirection,
                          scale: scale, contentSizeCategory: contentSizeCategory)
    }
}

extension ContentSizeCategory {
    /// 0 below the accessibility sizes, then 1 (AX1) … 5 (AX5): the steps a configuration's default
    /// leading and trailing insets grow by.
    public var accessibilityStep: Int {
        isAccessibility ? Self.allCases.firstIndex(of: self)! - Self.allCases.firstIndex(of: .extraExtraExtraLarge)! : 0
    }
}

extension FontSpec {
    /// The family used when none is named: the system font (``systemFontName``), as in UIKit; Inter only when named.
    public static let defaultFamily = systemFontName
}
