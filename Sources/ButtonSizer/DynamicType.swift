/// `UIContentSizeCategory`: the user's preferred text size (Settings › Display & Brightness › Text Size,
/// and the larger accessibility sizes).
///
/// The raw value is UIKit's name (`large`, `accessibilityMedium`); ``init(name:)`` also reads the short
/// names of the Human Interface Guidelines (`xS`, `L`, `AX1` … `AX5`).
public enum ContentSizeCategory: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case extraSmall, small, medium
    /// The default.
    case large
    case extraLarge, extraExtraLarge, extraExtraExtraLarge
    /// AX1.
    case accessibilityMedium
    /// AX2.
    case accessibilityLarge
    /// AX3.
    case accessibilityExtraLarge
    /// AX4.
    case accessibilityExtraExtraLarge
    /// AX5.
    case accessibilityExtraExtraExtraLarge

    /// The Human Interface Guidelines' short name: `xS`, `S`, `M`, `L`, `xL`, `xxL`, `xxxL`, `AX1` … `AX5`.
    public var shortName: String {
        Self.shortNames[index]
    }

    /// A category from its UIKit name or its short name, ignoring case; `nil` for anything else.
    public init?(name: String) {
        let lowered = name.lowercased()
        guard let index = Self.allCases.indices.first(where: {
            Self.allCases[$0].rawValue.lowercased() == lowered || Self.shortNames[$0].lowercased() == lowered
        }) else { return nil }
        self = Self.allCases[index]
    }

    /// Whether this is one of the five accessibility sizes (AX1 … AX5).
    public var isAccessibilityCategory: Bool { accessibilityStep > 0 }

    /// 0 below the accessibility sizes, then 1 (AX1) … 5 (AX5).
    public var accessibilityStep: Int { max(0, index - Self.accessibilityMedium.index + 1) }

    public static func < (a: Self, b: Self) -> Bool { a.index < b.index }

    /// The position in ``allCases`` (column of the text-style table).
    var index: Int { Self.allCases.firstIndex(of: self)! }

    private static let shortNames = ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"]
}

/// `UIFont.TextStyle`: the Dynamic Type text styles, with their point size and recommended line height
/// at every ``ContentSizeCategory``.
///
/// The table is Apple's Human Interface Guidelines (Typography › Specifications, iOS "Dynamic Type
/// sizes"), which agrees with `UIFont.preferredFont(forTextStyle:compatibleWith:)` measured on an iOS
/// simulator (ios-type-system.md §1). The sizes are the system font's; ButtonSizer applies them to
/// whatever family a ``FontSpec`` names.
public enum TextStyle: String, Sendable, Hashable, Codable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The point size at `category` (points).
    public func pointSize(at category: ContentSizeCategory = .large) -> Double {
        Double(Self.table[self]![category.index].size)
    }

    /// The HIG's recommended line height at `category` (points). UILabel uses the font's own line
    /// height instead (ButtonSizer too); this is for reference.
    public func leading(at category: ContentSizeCategory = .large) -> Double {
        Double(Self.table[self]![category.index].leading)
    }

    /// The style's own weight: semibold (600) for headline, regular (400) for the rest.
    public var weight: Int { self == .headline ? 600 : 400 }

    /// The emphasized weight (`.traitBold`, `UIButton.Configuration`'s primary role): bold (700) for
    /// largeTitle, title1 and title2, semibold (600) for the rest.
    public var emphasizedWeight: Int {
        switch self {
        case .largeTitle, .title1, .title2: 700
        default: 600
        }
    }

    /// The font of this style at `category` in `family` (a family name or a font file path), regular or
    /// emphasized.
    public func font(family: String, at category: ContentSizeCategory = .large, emphasized: Bool = false) -> FontSpec {
        FontSpec(name: family, size: pointSize(at: category), weight: emphasized ? emphasizedWeight : weight)
    }

    /// size/leading in points for xS, S, M, L, xL, xxL, xxxL, AX1 … AX5.
    private static let table: [TextStyle: [(size: Int, leading: Int)]] = [
        .largeTitle: [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)],
        .title1: [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)],
        .title2: [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)],
        .title3: [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)],
        .headline: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .body: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .callout: [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)],
        .subheadline: [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)],
        .footnote: [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)],
        .caption1: [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)],
        .caption2: [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)],
    ]
}
