/// UIKit's Dynamic Type: the point size, recommended leading and weight of every text style at every
/// content size category.
///
/// The one table in the package (``DynamicType/metrics(_:_:emphasized:)``): the CLI's `--text-style` and
/// `--content-size`, the sweeps and the UIButton.Configuration presets all read it.
/// Source: Apple Human Interface Guidelines › Typography › Specifications ("Dynamic Type sizes",
/// iOS/iPadOS), which agree with `UIFont.preferredFont(forTextStyle:compatibleWith:)` measured on an
/// iOS 13.3 simulator.
public enum DynamicType {
    /// A text style's metrics at one content size category.
    public struct Metrics: Sendable, Hashable {
        /// The font size in points.
        public var pointSize: Double
        /// The HIG's recommended line height in points: a line keeps the font's own line height; the
        /// distance between lines of a text-style label is this (``LineSpacing/roundedPitch``, D4).
        public var leading: Double
        /// The OpenType weight: 400 (Regular) for every style but headline, 600 (Semibold).
        public var weight: Int
    }

    /// `style` at `category`. Pure table lookup.
    public static func metrics(_ style: TextStyle, _ category: ContentSizeCategory = .large,
                               emphasized: Bool = false) -> Metrics {
        let cell = table[style.row][category.column]
        return Metrics(pointSize: cell.size, leading: cell.leading,
                       weight: emphasized ? style.emphasizedWeight : style.weight)
    }

    /// Rows in ``TextStyle`` order, columns in ``ContentSizeCategory`` order (xS … AX5); size/leading.
    private static let table: [[(size: Double, leading: Double)]] = [
        [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)],
        [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)],
        [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)],
        [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)],
        [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)],
        [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)],
        [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)],
        [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)],
        [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)],
    ]
}

/// `UIFont.TextStyle`: the eleven Dynamic Type styles of iOS.
public enum TextStyle: String, Sendable, Hashable, CaseIterable, Codable {
    /// One of the eleven styles, from largeTitle (34 pt at L) down to caption2 (11 pt at L).
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The style's weight: Semibold (600) for headline, Regular (400) for the others.
    public var weight: Int { self == .headline ? 600 : 400 }

    /// The weight with `.traitBold` (SwiftUI `.bold()`): Bold (700) for largeTitle, title1 and title2,
    /// Semibold (600) for the rest.
    public var emphasizedWeight: Int {
        switch self {
        case .largeTitle, .title1, .title2: 700
        default: 600
        }
    }

    /// The style named `name` (`body`, `caption1`…; case-insensitive), or nil.
    public init?(name: String) {
        guard let style = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
            return nil
        }
        self = style
    }

    fileprivate var row: Int { Self.allCases.firstIndex(of: self)! }
}

/// `UIContentSizeCategory`: the user's text size, from extra small to the fifth accessibility size.
/// Raw values are the short names used by the CLI and JSON (`xS` … `AX5`).
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable, Codable {
    /// Extra small ("xS"): body 14 pt.
    case extraSmall = "xS"
    /// Small ("S"): body 15 pt.
    case small = "S"
    /// Medium ("M"): body 16 pt.
    case medium = "M"
    /// Large ("L"), the system default: body 17 pt.
    case large = "L"
    /// Extra large ("xL"): body 19 pt.
    case extraLarge = "xL"
    /// Extra extra large ("xxL"): body 21 pt.
    case extraExtraLarge = "xxL"
    /// Extra extra extra large ("xxxL"), the largest non-accessibility size: body 23 pt.
    case extraExtraExtraLarge = "xxxL"
    /// Accessibility medium ("AX1"): body 28 pt.
    case accessibilityMedium = "AX1"
    /// Accessibility large ("AX2"): body 33 pt.
    case accessibilityLarge = "AX2"
    /// Accessibility extra large ("AX3"): body 40 pt.
    case accessibilityExtraLarge = "AX3"
    /// Accessibility extra extra large ("AX4"): body 47 pt.
    case accessibilityExtraExtraLarge = "AX4"
    /// Accessibility extra extra extra large ("AX5"), the largest: body 53 pt.
    case accessibilityExtraExtraExtraLarge = "AX5"

    /// UIKit's name: `extraSmall` … `accessibilityExtraExtraExtraLarge`.
    public var uikitName: String {
        switch self {
        case .extraSmall: "extraSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .extraLarge: "extraLarge"
        case .extraExtraLarge: "extraExtraLarge"
        case .extraExtraExtraLarge: "extraExtraExtraLarge"
        case .accessibilityMedium: "accessibilityMedium"
        case .accessibilityLarge: "accessibilityLarge"
        case .accessibilityExtraLarge: "accessibilityExtraLarge"
        case .accessibilityExtraExtraLarge: "accessibilityExtraExtraLarge"
        case .accessibilityExtraExtraExtraLarge: "accessibilityExtraExtraExtraLarge"
        }
    }

    /// Whether this is one of the five accessibility sizes (AX1…AX5).
    public var isAccessibility: Bool { column >= 7 }

    /// The category named `name`: the short name (`xS`, `L`, `AX3`; case-insensitive) or UIKit's
    /// (`extraSmall`, `accessibilityExtraLarge`; case-insensitive), or nil.
    public init?(name: String) {
        let wanted = name.lowercased()
        guard let category = Self.allCases.first(where: {
            $0.rawValue.lowercased() == wanted || $0.uikitName.lowercased() == wanted
        }) else { return nil }
        self = category
    }

    fileprivate var column: Int { Self.allCases.firstIndex(of: self)! }
}
