import ButtonSizer

/// Choices where iOS's behaviour is not settled (tagged *open* in uikit-semantics.md), each switchable.
/// The defaults are documented in docs/text-measurement.md under "Policies".
public struct TextPolicies: Sendable, Hashable {
    /// Which font's metrics set the line height when fallback fonts draw part of the text.
    public enum LineMetrics: String, Sendable, Hashable, CaseIterable {
        /// The requested font's metrics, whatever fallback fonts draw (default: pure-CJK system-font
        /// labels keep the Latin height on iOS).
        case primaryFont = "primary"
        /// The tallest ascender and deepest descender of every font used.
        case tallestFont = "tallest"
    }

    /// How the last line of a capped label (`numberOfLines` N) shows the text beyond it.
    public enum MultilineTruncation: String, Sendable, Hashable, CaseIterable {
        /// The requested mode (default): head/middle/tail truncate the remainder in their place,
        /// clipping cuts it, wrapping modes show the wrapped line and drop the rest.
        case sameMode = "same"
        /// The remainder is tail-truncated whatever the mode (uikit-measured-rules A13: UILabel's
        /// drawing code; low certainty, the goldens exercise tail only).
        case tail
    }

    /// Which font's metrics set the line height with fallback fonts (the requested font's by default).
    public var lineMetrics: LineMetrics
    /// How a capped label's last line shows the text beyond it (the requested mode by default).
    public var multilineTruncation: MultilineTruncation
    /// iOS's standard line-break strategy (since iOS 11): a paragraph's last line of one word takes
    /// the last word of the line above when both fit. On by default.
    public var avoidsOrphans: Bool
    /// The CJK form that draws Han characters (and CJK punctuation) in text whose language is not
    /// Chinese, Japanese or Korean, or unknown: Simplified Chinese (PingFang SC's stand-in) by default,
    /// what an iOS device set to English shows. Kana always go to Japanese and hangul to Korean then.
    public var defaultHanForm: CJKForm
    /// How far apart the lines of a multi-line text are, and so its height (uikit-measured-rules D4):
    /// `LineSpacing/roundedPitch` by default, which reproduces the six measured iOS points;
    /// `LineSpacing/stacked` is the rule before them (n × lineHeight).
    public var lineSpacing: LineSpacing

    /// Policies; the defaults are docs/text-measurement.md's ("Policies").
    public init(lineMetrics: LineMetrics = .primaryFont, multilineTruncation: MultilineTruncation = .sameMode,
                avoidsOrphans: Bool = true, defaultHanForm: CJKForm = .simplifiedChinese,
                lineSpacing: LineSpacing = .roundedPitch) {
        self.lineMetrics = lineMetrics
        self.multilineTruncation = multilineTruncation
        self.avoidsOrphans = avoidsOrphans
        self.defaultHanForm = defaultHanForm
        self.lineSpacing = lineSpacing
    }

    /// The mode the last of several lines is shortened with.
    func lastLineMode(_ mode: LineBreakMode) -> LineBreakMode {
        multilineTruncation == .tail ? .truncatingTail : mode
    }
}
