/// Everything ButtonSizer needs to know about one button: its content, its profile (which UIKit
/// behaviour to reproduce) and the screen it is shown on.
///
/// All lengths are in points. Validate with ``validate()``; every ``ButtonSizer`` entry point does so
/// and throws ``ButtonSpecError`` naming the offending field.
///
/// Its fields live in one immutable object, so copying a spec (out of an array, into a layout) retains one
/// reference; setting a field makes a new object with the change.
public struct ButtonSpec: Sendable, Hashable {
    /// The stored fields, as the initializer and the setters left them.
    private struct Fields: Sendable, Hashable {
        var title: String
        var subtitle: String?
        var titleFont: FontSpec
        var subtitleFont: FontSpec?
        var imageSize: Size?
        var titleSize: Size?
        var profile: ButtonProfile
        var contentHorizontalAlignment: ContentHorizontalAlignment
        var contentVerticalAlignment: ContentVerticalAlignment
        var layoutDirection: LayoutDirection
        var scale: Double
        var stateTitles: [ButtonState: String]
        var lineBreakMode: LineBreakMode?
        var maxLines: Int?
        var policies: LayoutPolicies
        var contentSizeCategory: ContentSizeCategory
        var language: String?
        var titleShrinking: FontShrinking?
        var attributedTitle: AttributedTitle?
    }

    /// The fields in one immutable object: copying a spec (out of an array, into a layout pass) retains
    /// one reference, however many strings, fonts and state titles it holds. A setter makes a new object.
    private var storage: SharedFields<Fields>

    private mutating func update(_ change: (inout Fields) -> Void) { storage = storage.changed(change) }

    /// The title for ``ButtonState/normal``; an empty string means no title.
    public var title: String {
        get { storage.fields.title }
        set { update { $0.title = newValue } }
    }
    /// A second line of text below the title. Only ``ButtonProfile/configuration(_:)`` shows one;
    /// other profiles throw ``ButtonSpecError`` when it is set and non-empty.
    public var subtitle: String? {
        get { storage.fields.subtitle }
        set { update { $0.subtitle = newValue } }
    }
    /// The title's font. The initializer's default is the profile's (``ButtonProfile/defaultTitleFont(at:)``).
    public var titleFont: FontSpec {
        get { storage.fields.titleFont }
        set { update { $0.titleFont = newValue } }
    }
    /// The subtitle's font; `nil` for the profile's default (``effectiveSubtitleFont``).
    public var subtitleFont: FontSpec? {
        get { storage.fields.subtitleFont }
        set { update { $0.subtitleFont = newValue } }
    }
    /// The image's size in points (`UIImage.size`); `nil` for no image. Rounded up to the pixel grid.
    public var imageSize: Size? {
        get { storage.fields.imageSize }
        set { update { $0.imageSize = newValue } }
    }
    /// A title size measured elsewhere (unrounded points, one line). When set, a displayed title equal
    /// to ``title`` is never passed to the measurer: it is one line of this size, and when it does not fit it is
    /// reported truncated with its text unchanged (the visible text is unknown). Titles of other
    /// states are still measured.
    public var titleSize: Size? {
        get { storage.fields.titleSize }
        set { update { $0.titleSize = newValue } }
    }
    /// Which UIKit behaviour, with its parameters.
    public var profile: ButtonProfile {
        get { storage.fields.profile }
        set { update { $0.profile = newValue } }
    }
    /// How the content sits horizontally in bounds wider than it (`UIControl.contentHorizontalAlignment`).
    public var contentHorizontalAlignment: ContentHorizontalAlignment {
        get { storage.fields.contentHorizontalAlignment }
        set { update { $0.contentHorizontalAlignment = newValue } }
    }
    /// How the content sits vertically in bounds taller than it (`UIControl.contentVerticalAlignment`).
    public var contentVerticalAlignment: ContentVerticalAlignment {
        get { storage.fields.contentVerticalAlignment }
        set { update { $0.contentVerticalAlignment = newValue } }
    }
    /// Leading/trailing alignments, directional insets and image placements mirror in right-to-left
    /// layouts; absolute ones (`left`, `right`, `UIEdgeInsets`) keep their side.
    public var layoutDirection: LayoutDirection {
        get { storage.fields.layoutDirection }
        set { update { $0.layoutDirection = newValue } }
    }
    /// The screen scale: 1, 2 or 3.
    public var scale: Double {
        get { storage.fields.scale }
        set { update { $0.scale = newValue } }
    }
    /// Titles for other states (`setTitle(_:for:)`); a state without one shows the normal title.
    /// An entry for ``ButtonState/normal`` replaces ``title``.
    public var stateTitles: [ButtonState: String] {
        get { storage.fields.stateTitles }
        set { update { $0.stateTitles = newValue } }
    }
    /// The title's line break mode; `nil` for the profile's default (``ButtonProfile/defaultLineBreakMode``).
    public var lineBreakMode: LineBreakMode? {
        get { storage.fields.lineBreakMode }
        set { update { $0.lineBreakMode = newValue } }
    }
    /// The most lines the title (and subtitle) may take, 0 for no limit; `nil` for the profile's
    /// default (``ButtonProfile/defaultMaxLines(for:)``). Apple's configuration API has no such limit.
    public var maxLines: Int? {
        get { storage.fields.maxLines }
        set { update { $0.maxLines = newValue } }
    }
    /// Choices where UIKit's behaviour is not documented.
    public var policies: LayoutPolicies {
        get { storage.fields.policies }
        set { update { $0.policies = newValue } }
    }
    /// `traitCollection.preferredContentSizeCategory`: grows a configuration's default insets at the
    /// accessibility sizes and scales its dynamic corner radius. Fonts are chosen when the spec is made
    /// (``ButtonSpec/configuration(_:size:title:subtitle:image:fontFamily:contentSizeCategory:layoutDirection:scale:)``).
    public var contentSizeCategory: ContentSizeCategory {
        get { storage.fields.contentSizeCategory }
        set { update { $0.contentSizeCategory = newValue } }
    }
    /// The language of the title and subtitle as a BCP 47 tag (``TextRequest/language``): CJK fallback
    /// faces, line-break rules and localized forms; `nil` for the device default.
    public var language: String? {
        get { storage.fields.language }
        set { update { $0.language = newValue } }
    }
    /// The title label's `adjustsFontSizeToFitWidth` with its `minimumScaleFactor` (``FontShrinking``): a
    /// one-line title that does not fit its frame is drawn smaller; `nil` (UIKit's default) for off.
    /// The intrinsic size stays unshrunk. A title of more than one line is not shrunk.
    public var titleShrinking: FontShrinking? {
        get { storage.fields.titleShrinking }
        set { update { $0.titleShrinking = newValue } }
    }

    /// The normal title as runs of their own fonts, kerns and baseline offsets (`setAttributedTitle(_:for:)`,
    /// `configuration.attributedTitle`; ``AttributedTitle``), or `nil` for a plain title. Setting it sets
    /// ``title`` to its text; its fonts win over ``titleFont``. Used where the title shown is its text: a
    /// state title of its own, or a ``title`` set afterwards (a translation), is plain text in ``titleFont``.
    public var attributedTitle: AttributedTitle? {
        get { storage.fields.attributedTitle }
        set { update { $0.attributedTitle = newValue; if let newValue { $0.title = newValue.text } } }
    }

    /// A button; the defaults are the command line's: a plain medium `UIButton.Configuration` with
    /// its font (the system font, body at the content size) at @2x.
    public init(title: String, subtitle: String? = nil, titleFont: FontSpec? = nil, subtitleFont: FontSpec? = nil,
                imageSize: Size? = nil, titleSize: Size? = nil, profile: ButtonProfile = .configuration(.init()),
                contentHorizontalAlignment: ContentHorizontalAlignment = .center,
                contentVerticalAlignment: ContentVerticalAlignment = .center,
                layoutDirection: LayoutDirection = .leftToRight, scale: Double = 2,
                stateTitles: [ButtonState: String] = [:], lineBreakMode: LineBreakMode? = nil,
                maxLines: Int? = nil, policies: LayoutPolicies = .init(),
                contentSizeCategory: ContentSizeCategory = .large) {
        storage = SharedFields(Fields(
            title: title, subtitle: subtitle, titleFont: titleFont ?? profile.defaultTitleFont(at: contentSizeCategory),
            subtitleFont: subtitleFont, imageSize: imageSize, titleSize: titleSize, profile: profile,
            contentHorizontalAlignment: contentHorizontalAlignment, contentVerticalAlignment: contentVerticalAlignment,
            layoutDirection: layoutDirection, scale: scale, stateTitles: stateTitles, lineBreakMode: lineBreakMode,
            maxLines: maxLines, policies: policies, contentSizeCategory: contentSizeCategory, language: nil,
            titleShrinking: nil, attributedTitle: nil))
    }

    /// The subtitle's font in effect: ``subtitleFont`` when set; for a configuration, its size's
    /// subtitle style at ``contentSizeCategory``, regular, in the title's family (13 pt footnote for
    /// medium: uikit-measured-rules C3); else the title's font.
    public var effectiveSubtitleFont: FontSpec {
        if let subtitleFont { return subtitleFont }
        if case .configuration(let parameters) = profile {
            return parameters.subtitleFont(family: titleFont.name, at: contentSizeCategory)
        }
        return titleFont
    }

    /// A request to measure `text` in the title's font (the subtitle's in effect with `subtitle`) and
    /// the spec's language. Made from the stored fields in place (no copy of the spec's font first).
    func request(_ text: String, subtitle: Bool, maxWidth: Double?, maxLines: Int,
                 lineBreakMode: LineBreakMode) -> TextRequest {
        TextRequest(text: text, font: subtitle ? effectiveSubtitleFont : storage.fields.titleFont, maxWidth: maxWidth,
                    maxLines: maxLines, lineBreakMode: lineBreakMode, language: storage.fields.language)
    }

    /// Throws ``ButtonSpecError`` for the first field that cannot be laid out: a scale other than
    /// 1, 2 or 3; a negative or non-finite size; a font size, letter spacing or weight outside
    /// ``ValueRule``'s limits; a non-finite inset, padding or spacing; any length beyond ±``maximumLength``
    /// (10⁶ points); a negative line limit; a subtitle on a profile that cannot show one.
    ///
    /// A spec found valid is not checked again (its fields never change; a setter makes new ones):
    /// laying out the same spec again costs no validation.
    public func validate() throws {
        guard !storage.isChecked else { return }
        try checkFields()
        storage.markChecked()
    }

    /// The title shown in `state`: its own, else the normal one (UIKit's fallback).
    public func title(for state: ButtonState) -> String {
        stateTitles[state] ?? stateTitles[.normal] ?? title
    }

    /// The line break mode in effect: the override, else the profile's default.
    public var effectiveLineBreakMode: LineBreakMode { effectiveLineBreakMode(profile: profile) }

    /// The line limit in effect (0 = none): the override, else the profile's default for the mode.
    public var effectiveMaxLines: Int { effectiveMaxLines(profile: profile) }

    /// The same with the profile already read (or mirrored: the defaults depend only on its kind), so
    /// that a pass does not copy it out of the spec again.
    func effectiveLineBreakMode(profile: ButtonProfile) -> LineBreakMode { lineBreakMode ?? profile.defaultLineBreakMode }
    func effectiveMaxLines(profile: ButtonProfile) -> Int {
        maxLines ?? profile.defaultMaxLines(for: effectiveLineBreakMode(profile: profile))
    }
}

/// A control state that can carry its own title (`UIControl.State`).
public enum ButtonState: String, Sendable, Hashable, Codable, CaseIterable {
    /// A control state: normal, highlighted, selected or disabled.
    case normal, highlighted, selected, disabled
}

/// `UIControl.ContentHorizontalAlignment`. Leading and trailing resolve to left/right by layout direction.
public enum ContentHorizontalAlignment: String, Sendable, Hashable, Codable, CaseIterable {
    /// Centre, pin to the left or right, stretch to fill the width, or pin to the leading or trailing edge.
    case center, left, right, fill, leading, trailing
}

/// `UIControl.ContentVerticalAlignment`.
public enum ContentVerticalAlignment: String, Sendable, Hashable, Codable, CaseIterable {
    /// Centre, pin to the top or bottom, or stretch to fill the height.
    case center, top, bottom, fill
}

/// Documented choices for behaviour the sources leave open (see docs/layout-policies.md).
public struct LayoutPolicies: Sendable, Hashable {
    /// How frame origins meet the pixel grid; `nil` (default) for each profile's measured rule:
    /// ``OriginRounding/floor`` for configurations, ``OriginRounding/nearestPixel`` for the rest.
    public var originRounding: OriginRounding?
    /// Where a configuration with a leading/trailing image counts its titlePadding.
    public var configurationTitlePadding: ConfigurationTitlePadding
    /// Which radius ``CornerStyle/dynamic`` gives.
    public var dynamicCornerRadius: DynamicCornerRadius

    /// Creates the policies; by default each profile's measured origin rounding, titlePadding added after the max, and the iOS 26 dynamic radius.
    public init(originRounding: OriginRounding? = nil, configurationTitlePadding: ConfigurationTitlePadding = .afterMax,
                dynamicCornerRadius: DynamicCornerRadius = .iOS26) {
        self.originRounding = originRounding
        self.configurationTitlePadding = configurationTitlePadding
        self.dynamicCornerRadius = dynamicCornerRadius
    }
}

/// How frame origins are rounded. Sizes are always rounded up with ``ceilToPixel(_:scale:)``.
/// Right-to-left layouts are the mirror image of left-to-right ones, so a floored origin is ceiled there.
public enum OriginRounding: String, Sendable, Hashable, Codable, CaseIterable {
    /// ``floorToPixel(_:scale:)``: down to the pixel grid. `UIButton.Configuration`'s rule
    /// (configuration-defaults.md, *sure*); the default for configurations.
    case floor
    /// ``roundToPixel(_:scale:)``: nearest pixel, a tie goes to the right (towards the trailing
    /// side in right-to-left layouts). The default for the classic-based profiles; matches the
    /// device's 124.5 at @2x.
    case nearestPixel = "nearest"
    /// ``roundToPixelTiesDown(_:scale:)``: nearest pixel, a tie goes left/up (uikit-measured-rules C7,
    /// low certainty: one data point, which ``floor`` also reproduces).
    case nearestTiesDown = "nearest-ties-down"
    /// No rounding: origins stay exact, as computed.
    case unrounded = "none"
}

/// Where a `UIButton.Configuration` with a leading or trailing image adds titlePadding to its height.
public enum ConfigurationTitlePadding: String, Sendable, Hashable, Codable, CaseIterable {
    /// H = titlePadding + max(imageH, titleH + subtitleH): the padding is added after the max
    /// (configuration-defaults.md, *sure*). Default.
    case afterMax = "after-max"
    /// H = max(imageH, titleH + titlePadding + subtitleH): ButtonSizer's rule before the reference.
    case insideText = "inside-text"
}
