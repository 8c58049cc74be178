import ButtonSizer
import GlyphMetrics
import Testing

/// Dynamic Type sweeps with real measurement: "does this title still fit at AX3?"
@Suite struct ContentSizeSweepTests {
    // hb-shape Fonts/Inter-Regular.otf "Continue shopping" → 25064 units (unitsPerEm 2816): the title is
    // 25064 × s / 2816 pt wide at s pt, so it fits a 200 pt classic button up to 200 × 2816 / 25064 = 22.47 pt.
    // body (reference table): xS 14, S 15, M 16, L 17, xL 19, xxL 21 fit; xxxL 23, AX1 28 … AX5 53 do not.
    static let sizer = ButtonSizer(measurer: Fixture.measurer)
    static func spec(_ font: FontSpec) -> ButtonSpec {
        ButtonSpec(title: "Continue shopping", titleFont: font, profile: .classic(.init()))
    }

    @Test func bodyFirstTruncatesAtXXXL() throws {
        let font = FontSpec.preferred(.body, name: Fixture.path("Inter-Regular.otf"))
        let rows = try Self.sizer.contentSizeSweep(Self.spec(font), proposal: .bounds(Size(width: 200, height: 44)))
        #expect(rows.map(\.fits) == [true, true, true, true, true, true, false, false, false, false, false, false])
    }

    @Test func rowsCarryTheTablesSizes() throws {
        let font = FontSpec.preferred(.body, name: Fixture.path("Inter-Regular.otf"))
        let rows = try Self.sizer.contentSizeSweep(Self.spec(font))
        #expect(rows.map(\.titlePointSize) == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    }

    // Intrinsic width at AX3 (40 pt): 25064 × 40 / 2816 = 356.02 pt; the classic title box is whole
    // points (uikit-measured-rules B: width ceil) → 357.
    @Test func intrinsicWidthGrowsWithTheCategory() throws {
        let font = FontSpec.preferred(.body, name: Fixture.path("Inter-Regular.otf"))
        let rows = try Self.sizer.contentSizeSweep(Self.spec(font), categories: [.accessibilityExtraLarge])
        #expect(rows.first?.intrinsicSize.width == 357)
    }

    // A custom font scaled with UIFontMetrics: the user's measured sizes, nothing invented.
    @Test func scaledSizesGiveTheSizes() throws {
        let scaled = try ScaledSizes(parsing: "L=17,AX5=48")
        let rows = try Self.sizer.contentSizeSweep(Self.spec(Fixture.inter17), categories: scaled.categories,
                                                   scaledSizes: scaled)
        #expect(rows.map(\.titlePointSize) == [17, 48])
    }

    @Test func scaledSizesWithoutTheCategoryAreAnError() throws {
        let scaled = try ScaledSizes(parsing: "L=17,AX5=48")
        #expect(throws: ButtonSpecError.self) {
            try Self.sizer.contentSizeSweep(Self.spec(Fixture.inter17), categories: [.accessibilityMedium], scaledSizes: scaled)
        }
    }

    @Test func aFontWithoutStyleCannotSweep() throws {
        #expect(throws: ButtonSpecError.self) {
            try Self.sizer.contentSizeSweep(Self.spec(Fixture.inter17))
        }
    }

    @Test(arguments: ["L", "L=", "AX6=40", "L=-3", "L=abc"])
    func badScaledSizesAreErrors(text: String) {
        #expect(throws: ButtonSpecError.self) { try ScaledSizes(parsing: text) }
    }
}

/// `--text-style`, `--content-size`, `--bold`, `--scaled-sizes` applied to a font.
@Suite struct DynamicTypeChoiceTests {
    static let font = FontSpec(name: "Inter", size: 17)

    // headline at AX2 (reference table): 33 pt Semibold.
    @Test func textStyleGivesSizeAndWeight() throws {
        let spec = try DynamicTypeChoice(textStyle: .headline, contentSize: .accessibilityLarge)
            .apply(to: Self.font, sizeGiven: false, weightGiven: false)
        #expect(spec.size == 33)
        #expect(spec.weight == 600)
        #expect(spec.textStyle == .headline)
        #expect(spec.contentSize == .accessibilityLarge)
    }

    // title2 bold at L: 22 pt Bold.
    @Test func boldGivesTheEmphasizedWeight() throws {
        let spec = try DynamicTypeChoice(textStyle: .title2, bold: true).apply(to: Self.font, sizeGiven: false, weightGiven: false)
        #expect(spec.size == 22)
        #expect(spec.weight == 700)
    }

    @Test func anExplicitWeightWins() throws {
        var font = Self.font
        font.weight = 300
        let spec = try DynamicTypeChoice(textStyle: .body).apply(to: font, sizeGiven: false, weightGiven: true)
        #expect(spec.weight == 300)
    }

    @Test func textStyleWithASizeIsAnError() {
        #expect(throws: ButtonSpecError.self) {
            try DynamicTypeChoice(textStyle: .body).apply(to: Self.font, sizeGiven: true, weightGiven: false)
        }
    }

    @Test func boldWithoutAStyleIsAnError() {
        #expect(throws: ButtonSpecError.self) {
            try DynamicTypeChoice(bold: true).apply(to: Self.font, sizeGiven: false, weightGiven: false)
        }
    }

    @Test func scaledSizesGiveTheCategorysSize() throws {
        let spec = try DynamicTypeChoice(contentSize: .accessibilityExtraExtraExtraLarge,
                                         scaledSizes: try ScaledSizes(parsing: "L=17,AX5=48"))
            .apply(to: Self.font, sizeGiven: false, weightGiven: false)
        #expect(spec.size == 48)
    }
}
