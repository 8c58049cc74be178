import ButtonSizer
import Testing

/// `UIButton.Configuration` presets against the reference tables, typed here from
/// configuration-defaults.md ("Per button size") and ios-type-system.md §1, not from the code.
@Suite struct PresetTests {
    struct SizeRow: Sendable, CustomTestStringConvertible {
        var size: ButtonSize
        var insets: DirectionalEdgeInsets
        var titlePoints: Double
        var subtitlePoints: Double
        var baseRadius: Double
        var testDescription: String { size.rawValue }
    }

    /// configuration-defaults.md: medium 7/12/7/12 body/footnote 5.95; small and mini 5/10/5/10
    /// subheadline/caption1 14; large 15/20/15/20 body/footnote 8.75. Point sizes at the default
    /// category (L): body 17, footnote 13, subheadline 15, caption1 12.
    static let table: [SizeRow] = [
        SizeRow(size: .mini, insets: .init(top: 5, leading: 10, bottom: 5, trailing: 10), titlePoints: 15,
                subtitlePoints: 12, baseRadius: 14),
        SizeRow(size: .small, insets: .init(top: 5, leading: 10, bottom: 5, trailing: 10), titlePoints: 15,
                subtitlePoints: 12, baseRadius: 14),
        SizeRow(size: .medium, insets: .init(top: 7, leading: 12, bottom: 7, trailing: 12), titlePoints: 17,
                subtitlePoints: 13, baseRadius: 5.95),
        SizeRow(size: .large, insets: .init(top: 15, leading: 20, bottom: 15, trailing: 20), titlePoints: 17,
                subtitlePoints: 13, baseRadius: 8.75),
    ]

    @Test(arguments: table)
    func insetsFollowTheSize(row: SizeRow) {
        #expect(ConfigurationParameters(buttonSize: row.size).resolvedContentInsets(at: .large) == row.insets)
    }

    @Test(arguments: table)
    func titleFontFollowsTheSize(row: SizeRow) {
        let spec = ButtonSpec.configuration(.filled(), size: row.size, title: "Go")
        #expect(spec.titleFont.size == row.titlePoints)
        #expect(spec.titleFont.weight == 400)
    }

    @Test(arguments: table)
    func subtitleFontFollowsTheSize(row: SizeRow) {
        let spec = ButtonSpec.configuration(.gray(), size: row.size, title: "Go", subtitle: "Now")
        #expect(spec.effectiveSubtitleFont.size == row.subtitlePoints)
    }

    @Test(arguments: table)
    func iOS18DynamicRadiusIsTheSizesBase(row: SizeRow) {
        // 100 pt tall, so half the height never caps it
        let parameters = ConfigurationParameters(buttonSize: row.size)
        #expect(parameters.cornerRadius(height: 100, at: .large, dynamic: .iOS18) == row.baseRadius)
    }

    @Test(arguments: ConfigurationStyle.allCases)
    func everyStyleSharesTheTable(style: ConfigurationStyle) throws {
        // C1: every factory gives medium insets 7/12/7/12, imagePadding 0, titlePadding 1, leading placement
        let spec = ButtonSpec.configuration(ConfigurationParameters(style: style), title: "Save")
        guard case .configuration(let p) = spec.profile else { Issue.record("not a configuration"); return }
        #expect(p.resolvedContentInsets(at: .large) == .init(top: 7, leading: 12, bottom: 7, trailing: 12))
        #expect(p.imagePadding == 0)
        #expect(p.titlePadding == 1)
        #expect(p.imagePlacement == .leading)
        #expect(p.titleAlignment == .automatic)
        // Fake measurer: "Save" 40 × 20 → 12 + 40 + 12 = 64 wide, 7 + 20 + 7 = 34 tall, whatever the style
        #expect(try fake.intrinsicContentSize(spec) == Size(width: 64, height: 34))
    }

    // MARK: - Accessibility sizes

    /// AX1 … AX5: the default leading/trailing insets grow by 2 pt per step; top/bottom never change.
    @Test(arguments: [(ContentSizeCategory.accessibilityMedium, 14.0), (.accessibilityLarge, 16),
                      (.accessibilityExtraLarge, 18), (.accessibilityExtraExtraLarge, 20),
                      (.accessibilityExtraExtraExtraLarge, 22)])
    func defaultInsetsGrowAtAccessibilitySizes(category: ContentSizeCategory, side: Double) {
        let insets = ConfigurationParameters.filled().resolvedContentInsets(at: category)
        #expect(insets == DirectionalEdgeInsets(top: 7, leading: side, bottom: 7, trailing: side))
    }

    @Test(arguments: [ContentSizeCategory.extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
                      .extraExtraExtraLarge])
    func defaultInsetsDoNotGrowBelowTheAccessibilitySizes(category: ContentSizeCategory) {
        #expect(ConfigurationParameters.filled().resolvedContentInsets(at: category)
                == DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
    }

    @Test func insetsYouSetAreNeverExpanded() {
        var parameters = ConfigurationParameters.filled()
        parameters.contentInsets = DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        #expect(parameters.resolvedContentInsets(at: .accessibilityExtraExtraExtraLarge)
                == DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
    }

    @Test func accessibilityExpansionReachesTheSize() throws {
        // AX3: "Save" (40 × 20 from the fake) with insets 7 / 18: 18 + 40 + 18 = 76
        let spec = ButtonSpec.configuration(.plain(), title: "Save", fontFamily: "Fake",
                                            contentSizeCategory: .accessibilityExtraLarge)
        #expect(try fake.intrinsicContentSize(spec).width == 76)
    }

    /// HIG sizes (ios-type-system.md §1): body AX1…AX5 = 28, 33, 40, 47, 53; footnote 23, 27, 33, 38, 44.
    @Test(arguments: [(ContentSizeCategory.accessibilityMedium, 28.0, 23.0), (.accessibilityLarge, 33, 27),
                      (.accessibilityExtraLarge, 40, 33), (.accessibilityExtraExtraLarge, 47, 38),
                      (.accessibilityExtraExtraExtraLarge, 53, 44), (.extraSmall, 14, 12)])
    func fontsFollowTheContentSize(category: ContentSizeCategory, title: Double, subtitle: Double) {
        let spec = ButtonSpec.configuration(title: "Go", subtitle: "Now", contentSizeCategory: category)
        #expect(spec.titleFont.size == title)
        #expect(spec.effectiveSubtitleFont.size == subtitle)
    }

    @Test func primaryRoleEmphasizesTheTitle() {
        // body's emphasized weight is semibold (600); the subtitle stays regular
        var parameters = ConfigurationParameters.filled()
        parameters.role = .primary
        let spec = ButtonSpec.configuration(parameters, title: "Buy", subtitle: "Now")
        #expect(spec.titleFont.weight == 600)
        #expect(spec.effectiveSubtitleFont.weight == 400)
    }

    @Test func categoryNamesReadBothSpellings() {
        #expect(ContentSizeCategory(name: "AX3") == .accessibilityExtraLarge)
        #expect(ContentSizeCategory(name: "accessibilityExtraLarge") == .accessibilityExtraLarge)
        #expect(ContentSizeCategory.accessibilityExtraExtraExtraLarge.accessibilityStep == 5)
        #expect(ContentSizeCategory.extraExtraExtraLarge.accessibilityStep == 0)
    }

    // MARK: - Overrides

    @Test func explicitValuesOverrideThePreset() throws {
        var parameters = ConfigurationParameters.filled(buttonSize: .large)
        parameters.contentInsets = DirectionalEdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)
        parameters.imagePadding = 6
        var spec = ButtonSpec.configuration(parameters, title: "Save", image: Size(width: 20, height: 20),
                                            fontFamily: "Fake")
        // 4 + 20 + 6 + 40 + 4 = 74; 2 + max(20, 20) + 2 = 24
        #expect(try fake.intrinsicContentSize(spec) == Size(width: 74, height: 24))
        spec.titleFont = FontSpec(name: "Fake", size: 30)
        #expect(spec.titleFont.size == 30)
    }

    @Test func theInitializersDefaultIsAPlainMediumConfiguration() {
        // The library's defaults are the command line's: configuration, body (17 pt) in the system font (as
        // UIKit's; Inter only when named), @2x
        let spec = ButtonSpec(title: "Save")
        #expect(spec.profile == .configuration(ConfigurationParameters()))
        #expect(spec.titleFont == FontSpec.preferred(.body, name: "system"))  // 17 pt regular, reported as body at L
        #expect(spec.titleFont.size == 17)
        #expect(spec.scale == 2)
    }

    // MARK: - Corner radius (uikit-measured-rules C9)

    @Test(arguments: [(20.0, 10.0), (28, 14), (34, 17), (44, 17), (60, 17)])
    func dynamicRadiusIsHalfTheHeightUpTo17(height: Double, radius: Double) {
        #expect(ConfigurationParameters().cornerRadius(height: height, at: .large, dynamic: .iOS26) == radius)
    }

    @Test(arguments: [(CornerStyle.small, 0.125), (.medium, 0.175), (.large, 0.25), (.capsule, 0.5)])
    func proportionalRadii(style: CornerStyle, fraction: Double) {
        let parameters = ConfigurationParameters(cornerStyle: style)
        for height in [20.0, 28, 34, 44, 60] {
            #expect(close(parameters.cornerRadius(height: height, at: .large, dynamic: .iOS26), fraction * height))
        }
    }

    @Test func fixedRadiusIsAsSet() {
        #expect(ConfigurationParameters(cornerStyle: .fixed, cornerRadius: 3)
                    .cornerRadius(height: 44, at: .accessibilityExtraLarge, dynamic: .iOS26) == 3)
    }

    @Test func dynamicRadiusScalesWithBody() {
        // AX1: body 28 / 17 × 17 = 28, capped at half of 44 = 22; at 100 tall it is 28
        #expect(ConfigurationParameters().cornerRadius(height: 44, at: .accessibilityMedium, dynamic: .iOS26) == 22)
        #expect(close(ConfigurationParameters().cornerRadius(height: 100, at: .accessibilityMedium, dynamic: .iOS26), 28))
    }

    @Test func layoutReportsTheRadiusOfItsBounds() throws {
        let spec = ButtonSpec.configuration(.filled(), title: "Save", fontFamily: "Fake")
        #expect(try fake.layout(spec, in: Size(width: 64, height: 28)).cornerRadius == 14)
        #expect(try fake.layout(spec, in: Size(width: 64, height: 50)).cornerRadius == 17)
        // classic buttons have no configuration background
        #expect(try fake.layout(ButtonSpec(title: "Save", titleFont: font, profile: .classic(.init())),
                                in: Size(width: 64, height: 50)).cornerRadius == nil)
    }
}
