import ButtonSizer
import GlyphMetrics
import Testing

/// Scaled sizes as `--scaled-sizes` gives them (laying out at a content size is the engine's:
/// ButtonSizerEngineTests' ContentSizingTests).
@Suite struct ContentSizeSweepTests {
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
