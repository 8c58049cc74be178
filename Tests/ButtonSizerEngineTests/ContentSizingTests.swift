import ButtonSizer
import ButtonSizerEngine
import GlyphMetrics
import Testing

/// Dynamic Type with real measurement, through the engine (`LayoutRequest.contentSizing`, what a lint
/// row of a sweeping button asks): "does this title still fit at AX3?"
@Suite struct ContentSizingTests {
    // hb-shape Fonts/Inter-Regular.otf "Continue shopping" → 25064 units (unitsPerEm 2816): the title is
    // 25064 × s / 2816 pt wide at s pt, so it fits a 200 pt classic button up to 200 × 2816 / 25064 = 22.47 pt.
    // body (reference table): xS 14, S 15, M 16, L 17, xL 19, xxL 21 fit; xxxL 23, AX1 28 … AX5 53 do not.
    static let engine = Result { Engine(measurer: try TextMeasurer(library: FontLibrary(scope: .hermetic))) }
    static let inter = BundledFonts.path("Inter-Regular.otf")

    static func answers(_ font: FontSpec, categories: [ContentSizeCategory] = ContentSizeCategory.allCases,
                        scaledSizes: ScaledSizes? = nil, proposal: LayoutProposal = .intrinsic) throws -> [ButtonAnswer] {
        let spec = ButtonSpec(title: "Continue shopping", titleFont: font, profile: .classic(.init()))
        return try categories.map { category in
            try engine.get().layout(LayoutRequest(spec: spec, proposal: proposal,
                                                  contentSizing: ContentSizing(category, scaledSizes: scaledSizes)))
        }
    }

    @Test func bodyFirstTruncatesAtXXXL() throws {
        let rows = try Self.answers(FontSpec.preferred(.body, name: Self.inter), proposal: .bounds(Size(width: 200, height: 44)))
        #expect(rows.map { !$0.answer.truncation.isTruncated } == [true, true, true, true, true, true, false, false, false, false, false, false])
    }

    @Test func rowsCarryTheTablesSizes() throws {
        let rows = try Self.answers(FontSpec.preferred(.body, name: Self.inter))
        #expect(rows.map(\.spec.titleFont.size) == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    }

    // Intrinsic width at AX3 (40 pt): 25064 × 40 / 2816 = 356.02 pt; the classic title box is whole
    // points (uikit-measured-rules B: width ceil) → 357.
    @Test func intrinsicWidthGrowsWithTheCategory() throws {
        let rows = try Self.answers(FontSpec.preferred(.body, name: Self.inter), categories: [.accessibilityExtraLarge])
        #expect(rows.first?.answer.intrinsicSize.width == 357)
    }

    // A custom font scaled with UIFontMetrics: the user's measured sizes, nothing invented.
    @Test func scaledSizesGiveTheSizes() throws {
        let scaled = try ScaledSizes(parsing: "L=17,AX5=48")
        let rows = try Self.answers(FontSpec(name: Self.inter, size: 17), categories: scaled.categories, scaledSizes: scaled)
        #expect(rows.map(\.spec.titleFont.size) == [17, 48])
    }

    @Test func scaledSizesWithoutTheCategoryAreAnError() throws {
        let scaled = try ScaledSizes(parsing: "L=17,AX5=48")
        #expect(throws: RequestError.self) {
            try Self.answers(FontSpec(name: Self.inter, size: 17), categories: [.accessibilityMedium], scaledSizes: scaled)
        }
    }

    @Test func aFontWithoutStyleCannotBeSized() throws {
        #expect(throws: RequestError.self) { try Self.answers(FontSpec(name: Self.inter, size: 17)) }
    }
}
