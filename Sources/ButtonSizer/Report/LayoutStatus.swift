/// How a laid-out button looks, in one word: the verdict every surface gives (lint's status column,
/// `layout`'s output, the service's layout JSON and its preview page), worked out here once.
/// Worst first; a layout gets the worst that applies.
public enum LayoutStatus: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Some character is in no available font.
    case missingGlyphs = "missing-glyphs"
    /// The title lost text: an ellipsis or a clipped line.
    case truncates
    /// The title wrapped onto more lines than allowed and the rest was dropped.
    case wrapsPastLimit = "wraps-past-limit"
    /// Title lines, subtitle or image reach past the top or bottom of the bounds.
    case overflowsHeight = "overflows-height"
    /// Something reaches past the leading or trailing edge without being truncated (an image wider
    /// than the button, AlternativeButton's title).
    case overflowsWidth = "overflows-width"
    /// A word wider than its line was broken between grapheme clusters (a warning).
    case breaksWord = "breaks-word"
    /// The title or subtitle, inside the bounds, reaches into the content insets by a device pixel or
    /// more (a warning: the designer's margins are not kept), ``ButtonLayout/insetOverflowingElements``.
    case overflowsInsets = "overflows-insets"
    /// Everything shows whole, inside the bounds and the insets.
    case fits

    /// How bad a status is: an error fails lint, a warning fails a strict run.
    public enum Severity: String, Sendable, Hashable {
        /// The text does not show as designed: lost, clipped or past the bounds.
        case error
        /// It shows whole, but not as intended: a broken word, margins not kept.
        case warning
        /// It fits.
        case none
    }

    /// `breaks-word` and `overflows-insets` are warnings, `fits` is none, the rest are errors.
    public var severity: Severity {
        switch self {
        case .missingGlyphs, .truncates, .wrapsPastLimit, .overflowsHeight, .overflowsWidth: .error
        case .breaksWord, .overflowsInsets: .warning
        case .fits: .none
        }
    }

    /// The status of `layout`: the worst problem it has, or ``fits``.
    public init(_ layout: ButtonLayout) {
        self = if !layout.missingGlyphs.isEmpty {
            .missingGlyphs
        } else if layout.isTruncated {
            layout.title?.truncationPlace == .lineLimit ? .wrapsPastLimit : .truncates
        } else if layout.overflow.overflowsHeight {
            .overflowsHeight
        } else if layout.overflow.overflowsWidth {
            .overflowsWidth
        } else if layout.breaksWord {
            .breaksWord
        } else if !layout.insetOverflowingElements.isEmpty {
            .overflowsInsets
        } else {
            .fits
        }
    }

    /// Worse first: in declaration order.
    public static func < (a: LayoutStatus, b: LayoutStatus) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

extension TextLayout {
    /// Where the text lost text, from its line break mode; `nil` when it lost none. A pre-measured
    /// title (no font metrics) counts as clipped: its visible text is unknown.
    public var truncationPlace: TruncationPlace? {
        guard isTruncated else { return nil }
        guard ascender != nil else { return .clipped }
        switch lineBreakMode {
        case .truncatingHead: return .head
        case .truncatingMiddle: return .middle
        case .truncatingTail: return .tail
        case .clipping: return .clipped
        case .wordWrapping, .charWrapping: return .lineLimit
        }
    }
}
