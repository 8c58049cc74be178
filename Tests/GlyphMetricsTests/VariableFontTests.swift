import ButtonSizer
import GlyphMetrics
import Testing

/// Variable fonts, optical size and `trak`, on the test fonts of Tests/Fixtures/Fonts (built by
/// scripts/make-test-fonts.py from Noto Sans, unitsPerEm 1000). Expected widths are `hb-shape` sums of
/// x advances on the same files, the command pinned beside each value; metrics and outline points are
/// worked out from the tables the script wrote (Tests/Fixtures/Fonts/README.md).
@Suite struct VariableFontTests {
    static let fixtures = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        .dropLast(2).joined(separator: "/") + "/Fixtures/Fonts"
    static let variable = fixtures + "/ButtonSizerTestVar.ttf"
    static let opsz = fixtures + "/ButtonSizerTestOpsz.ttf"
    static let trakSTAT = fixtures + "/ButtonSizerTestTrakSTAT.ttf"
    static let trak = fixtures + "/ButtonSizerTestTrak.ttf"
    static let text = "Continue shopping"

    static func measure(_ font: FontSpec, _ text: String = text, measurer: TextMeasurer = Fixture.measurer) throws -> MeasuredText {
        try measurer.measure(TextRequest(text: text, font: font))
    }

    // hb-shape --variations=wght=W --font-ptem=17 Tests/Fixtures/Fonts/ButtonSizerTestVar.ttf "Continue shopping"
    // (x advances summed): 100 → 7611, 400 → 8957, 550 → 9757, 700 → 10568, 900 → 11642 units.
    @Test(arguments: [(100, 7611.0), (400, 8957.0), (550, 9757.0), (700, 10568.0), (900, 11642.0)])
    func widthFollowsTheWeightAxis(weight: Int, units: Double) throws {
        let measured = try Self.measure(FontSpec(name: Self.variable, size: 17, weight: weight))
        #expect(approx(measured.width, units * 17 / 1000))
    }

    // MVAR hasc/hdsc: the script's masters have hhea 1000/−250 at wght 100, 1069/−293 at 400 (Noto Sans),
    // 1200/−350 at 900; linear in the normalized coordinate n = (w − 400)/500 above 400, (w − 400)/300
    // below, which HarfBuzz quantizes to F2Dot14 (n × 16384 rounded): 550 → 4915/16384, 700 → 9830/16384.
    //   100: 1000, −250 · 400: 1069, −293 · 550: 1069 + 131 × 4915/16384, −293 − 57 × 4915/16384
    //   700: 1069 + 131 × 9830/16384, −293 − 57 × 9830/16384 · 900: 1200, −350
    static let verticals: [(Int, Double, Double)] = [
        (100, 1000, -250), (400, 1069, -293),
        (550, 1069 + 131 * 4915 / 16384, -293 - 57 * 4915 / 16384),
        (700, 1069 + 131 * 9830 / 16384, -293 - 57 * 9830 / 16384), (900, 1200, -350),
    ]

    @Test(arguments: verticals)
    func ascenderFollowsMVAR(weight: Int, ascender: Double, descender: Double) throws {
        let measured = try Self.measure(FontSpec(name: Self.variable, size: 17, weight: weight))
        #expect(abs(measured.ascender - ascender * 17 / 1000) < 1e-4)
    }

    @Test(arguments: verticals)
    func descenderFollowsMVAR(weight: Int, ascender: Double, descender: Double) throws {
        let measured = try Self.measure(FontSpec(name: Self.variable, size: 17, weight: weight))
        #expect(abs(measured.descender - descender * 17 / 1000) < 1e-4)
    }

    // The outline render draws: glyph "l" of Noto Sans starts at (173, 0) (fontTools: glyf['l']); the
    // wght masters scale x by 0.85 (→ round(147.05) = 147) and 1.3 (→ round(224.9) = 225); between them
    // the gvar delta (−26 or +52) times the F2Dot14 scalar: 550 → 173 + 52 × 0.29999 = 188.6,
    // 700 → 173 + 52 × 0.59998 = 204.2 (FreeType keeps whole font units: within half a unit).
    @Test(arguments: [(100, 147.0), (400, 173.0), (550, 188.6), (700, 204.2), (900, 225.0)])
    func outlinePointFollowsTheWeightAxis(weight: Int, x: Double) throws {
        let font = FontSpec(name: Self.variable, size: 1000, weight: weight)
        let glyph = try #require(try Fixture.measurer.glyphs(for: "l", font: font).first)
        let outline = try glyph.face.outline(glyph: glyph.glyph, size: 1000)
        guard case let .move(start)? = outline.elements.first else {
            Issue.record("no outline for l")
            return
        }
        #expect(abs(start.x - x) <= 0.5)
    }

    // Italic sets slnt to its minimum, −10: the top-right point of "l", (173, 760), leans to
    // 173 + 760 × tan 10° = 307.01 (script: x += y × tan 10°), y down in points at 1000 pt.
    @Test func italicSetsTheSlantAxis() throws {
        let font = FontSpec(name: Self.variable, size: 1000, italic: true)
        let glyph = try #require(try Fixture.measurer.glyphs(for: "l", font: font).first)
        let outline = try glyph.face.outline(glyph: glyph.glyph, size: 1000)
        let points = outline.elements.compactMap { element -> Point? in
            if case let .line(p) = element { return p }
            if case let .move(p) = element { return p }
            return nil
        }
        #expect(points.contains { abs($0.x - 307) <= 0.5 && abs($0.y + 760) <= 0.5 })
        #expect(glyph.face.isItalic)
    }

    @Test func resolvedFontReportsTheCoordinates() throws {
        let measured = try Self.measure(FontSpec(name: Self.variable, size: 17, weight: 550))
        let font = try #require(measured.font)
        #expect(font.variations == [VariationSetting(tag: "wght", value: 550), VariationSetting(tag: "slnt", value: 0)])
        #expect(font.weight == 550)
        #expect(font.tracking == 0)
    }

    // Explicit settings override the weight: wght=700 measures as weight 700 (10568 units above).
    @Test func explicitVariationsOverrideTheWeight() throws {
        let measured = try Self.measure(FontSpec(name: Self.variable, size: 17, variations: ["wght": 700]))
        #expect(approx(measured.width, 10568 * 17 / 1000))
    }

    @Test func unknownAxisNamesTheFontsAxes() throws {
        let error = #expect(throws: GlyphMetricsError.self) {
            try Self.measure(FontSpec(name: Self.variable, size: 17, variations: ["wdth": 90]))
        }
        #expect(error?.description.contains("wght 100…900, slnt -10…0") == true)
    }

    @Test func outOfRangeVariationNamesTheAxis() throws {
        let error = #expect(throws: GlyphMetricsError.self) {
            try Self.measure(FontSpec(name: Self.variable, size: 17, variations: ["wght": 950]))
        }
        #expect(error?.description.contains("wght 100…900") == true)
    }

    @Test func weightOutsideTheAxisIsAnError() throws {
        let error = #expect(throws: GlyphMetricsError.self) {
            try Self.measure(FontSpec(name: Self.variable, size: 17, weight: 950))
        }
        #expect(error?.description.contains("wght 100…900") == true)
    }

    @Test func aStaticFontHasNoAxes() throws {
        let error = #expect(throws: GlyphMetricsError.self) {
            try Self.measure(FontSpec(name: Self.trak, size: 17, variations: ["wght": 700]))
        }
        #expect(error?.description.contains("no variation axes") == true)
    }

    // MARK: - Named instances through fontconfig

    static let fixtureMeasurer: TextMeasurer = try! TextMeasurer(
        library: FontLibrary(scope: .hermetic, bundledDirectory: fixtures))

    // fontconfig lists the named instance Bold (fc-scan: index 327680 = 5 << 16) for "BSTest Var" 700.
    @Test func namedInstanceByFamilyAndWeight() throws {
        let measured = try Self.measure(FontSpec(name: "BSTest Var", size: 17, weight: 700), measurer: Self.fixtureMeasurer)
        #expect(approx(measured.width, 10568 * 17 / 1000))
    }

    // 550 is no named instance but lies on the wght axis: a real style.
    @Test func weightBetweenNamedInstancesByFamily() throws {
        let measured = try Self.measure(FontSpec(name: "BSTest Var", size: 17, weight: 550), measurer: Self.fixtureMeasurer)
        #expect(approx(measured.width, 9757 * 17 / 1000))
    }

    // MARK: - Optical size

    // hb-shape --variations=opsz=P --font-ptem=P Tests/Fixtures/Fonts/ButtonSizerTestOpsz.ttf "Continue shopping":
    // 6 → 10751, 12 → 9772, 17 → 8957, 24 → 8727, 40 → 8206, 72 → 7163 units; the axis is 6…72, so 4 pt
    // measures as opsz 6 and 100 pt as opsz 72.
    @Test(arguments: [(4.0, 10751.0), (6, 10751), (12, 9772), (17, 8957), (24, 8727), (40, 8206), (72, 7163), (100, 7163)])
    func opticalSizeIsThePointSizeClamped(size: Double, units: Double) throws {
        let measured = try Self.measure(FontSpec(name: Self.opsz, size: size))
        #expect(approx(measured.width, units * size / 1000))
    }

    // The size-free shaping cache must not serve 12 pt's shaping at 24 pt: same text, one measurer.
    @Test func opticalSizeShapesEachSizeApart() throws {
        let measurer = try TextMeasurer(library: Fixture.library)
        let small = try Self.measure(FontSpec(name: Self.opsz, size: 12), measurer: measurer)
        let large = try Self.measure(FontSpec(name: Self.opsz, size: 24), measurer: measurer)
        #expect(approx(small.width, 9772 * 12 / 1000))
        #expect(approx(large.width, 8727 * 24 / 1000))
    }

    @Test func explicitOpticalSizeWins() throws {
        let measured = try Self.measure(FontSpec(name: Self.opsz, size: 12, variations: ["opsz": 72]))
        #expect(approx(measured.width, 7163 * 12 / 1000))
    }

    // MARK: - trak

    // trak + STAT applies: hb-shape --font-ptem=12 Tests/Fixtures/Fonts/ButtonSizerTestTrakSTAT.ttf "Continue shopping"
    // → 9297 units (8957 + 17 graphemes × 20, track 0 at 12 pt); --font-ptem=30 → 8532 (−25 each, between
    // −20 at 24 pt and −40 at 48 pt); at 17 pt the track is 0 → 8957.
    @Test(arguments: [(12.0, 9297.0), (17, 8957), (30, 8532)])
    func trackingAppliesWithSTAT(size: Double, units: Double) throws {
        let measured = try Self.measure(FontSpec(name: Self.trakSTAT, size: size))
        #expect(approx(measured.width, units * size / 1000))
    }

    // Without STAT CoreText ignores trak, where HarfBuzz 6 applies it (hb-shape --font-ptem=12 gives 9297 for
    // ButtonSizerTestTrak.ttf too): hb-shape --font-ptem=12 --features=-trak Tests/Fixtures/Fonts/ButtonSizerTestTrak.ttf
    // "Continue shopping" → 8957.
    @Test(arguments: [12.0, 30])
    func trackingIsIgnoredWithoutSTAT(size: Double) throws {
        let measured = try Self.measure(FontSpec(name: Self.trak, size: size))
        #expect(approx(measured.width, 8957 * size / 1000))
    }

    // The JSON `tracking`: 20 units at 12 pt = 0.24 pt per grapheme; −25 units at 30 pt = −0.75 pt.
    @Test(arguments: [(12.0, 0.24), (30, -0.75), (17, 0)])
    func trackingIsReportedInPoints(size: Double, points: Double) throws {
        let measured = try Self.measure(FontSpec(name: Self.trakSTAT, size: size))
        #expect(approx(try #require(measured.font).tracking, points))
    }

    @Test func trackingWithoutSTATIsReportedAsZero() throws {
        let measured = try Self.measure(FontSpec(name: Self.trak, size: 12))
        #expect(try #require(measured.font).tracking == 0)
    }
}
