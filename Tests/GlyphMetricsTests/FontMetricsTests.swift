import ButtonSizer
import GlyphMetrics
import Testing

/// Vertical metrics against the font tables (the facts table in Fonts/README.md, read with fontTools by
/// scripts/font-facts.py, independently of FreeType), and CoreText's choice of table.
@Suite struct FontMetricsTests {
    struct Facts: CustomTestStringConvertible, Sendable {
        var file: String
        var upem: Int
        var hhea: (Int, Int, Int)
        var typo: (Int, Int, Int)
        var win: (Int, Int)
        var useTypoMetrics: Bool
        var capHeight: Int
        var xHeight: Int
        var testDescription: String { file }
    }

    // Copied from the "Facts from the font tables" table in Fonts/README.md. No bundled font has STAT.
    static let facts: [Facts] = [
        Facts(file: "Inter-Bold.otf", upem: 2816, hhea: (2728, -680, 0), typo: (2728, -680, 0), win: (2728, 680),
              useTypoMetrics: true, capHeight: 2048, xHeight: 1536),
        Facts(file: "Inter-Medium.otf", upem: 2816, hhea: (2728, -680, 0), typo: (2728, -680, 0), win: (2728, 680),
              useTypoMetrics: true, capHeight: 2048, xHeight: 1536),
        Facts(file: "Inter-Regular.otf", upem: 2816, hhea: (2728, -680, 0), typo: (2728, -680, 0), win: (2728, 680),
              useTypoMetrics: true, capHeight: 2048, xHeight: 1536),
        Facts(file: "Inter-SemiBold.otf", upem: 2816, hhea: (2728, -680, 0), typo: (2728, -680, 0), win: (2728, 680),
              useTypoMetrics: true, capHeight: 2048, xHeight: 1536),
        Facts(file: "LiberationSans-Bold.ttf", upem: 2048, hhea: (1854, -434, 67), typo: (1491, -431, 307),
              win: (1854, 434), useTypoMetrics: false, capHeight: 1409, xHeight: 1082),
        Facts(file: "LiberationSans-Regular.ttf", upem: 2048, hhea: (1854, -434, 67), typo: (1491, -431, 307),
              win: (1854, 434), useTypoMetrics: false, capHeight: 1409, xHeight: 1082),
        Facts(file: "NotoSans-Bold.ttf", upem: 1000, hhea: (1069, -293, 0), typo: (1069, -293, 0), win: (1069, 293),
              useTypoMetrics: false, capHeight: 714, xHeight: 546),
        Facts(file: "NotoSans-Regular.ttf", upem: 1000, hhea: (1069, -293, 0), typo: (1069, -293, 0), win: (1069, 293),
              useTypoMetrics: false, capHeight: 714, xHeight: 536),
        Facts(file: "NotoSansArabic-Regular.ttf", upem: 1000, hhea: (1374, -738, 0), typo: (1374, -738, 0),
              win: (1374, 738), useTypoMetrics: false, capHeight: 416, xHeight: 374),
        // Face 0 (JP) of fonts-noto-cjk's collection; the KR, SC, TC and HK faces and the Bold file have the
        // same values (fontTools: TTCollection(path)[i]['hhea'], ['OS/2']).
        Facts(file: "NotoSansCJK-Regular.ttc", upem: 1000, hhea: (1160, -288, 0), typo: (880, -120, 0),
              win: (1160, 288), useTypoMetrics: false, capHeight: 733, xHeight: 543),
        Facts(file: "NotoSansCJK-Bold.ttc", upem: 1000, hhea: (1160, -288, 0), typo: (880, -120, 0),
              win: (1160, 288), useTypoMetrics: false, capHeight: 733, xHeight: 543),
        Facts(file: "NotoSansDevanagari-Regular.ttf", upem: 1000, hhea: (896, -408, 0), typo: (896, -408, 0),
              win: (896, 408), useTypoMetrics: false, capHeight: 622, xHeight: 536),
        Facts(file: "NotoSansHebrew-Regular.ttf", upem: 1000, hhea: (1068, -292, 0), typo: (1068, -292, 0),
              win: (1068, 292), useTypoMetrics: false, capHeight: 714, xHeight: 536),
        Facts(file: "NotoSansThai-Regular.ttf", upem: 1000, hhea: (1061, -450, 0), typo: (1061, -450, 0),
              win: (1061, 450), useTypoMetrics: false, capHeight: 714, xHeight: 556),
    ]

    @Test(arguments: facts)
    func tablesMatchTheFontFiles(_ f: Facts) throws {
        let t = try Fixture.library.face(path: Fixture.path(f.file)).tables
        #expect(t.unitsPerEm == f.upem)
        #expect((t.hheaAscender, t.hheaDescender, t.hheaLineGap) == f.hhea)
        #expect(t.typoAscender == f.typo.0)
        #expect(t.typoDescender == f.typo.1)
        #expect(t.typoLineGap == f.typo.2)
        #expect(t.winAscent == f.win.0)
        #expect(t.winDescent == f.win.1)
        #expect(t.useTypoMetrics == f.useTypoMetrics)
        #expect(!t.hasSTAT)
        #expect(t.capHeight == f.capHeight)
        #expect(t.xHeight == f.xHeight)
    }

    /// CoreText's rule: without STAT every bundled font uses hhea, including Inter (USE_TYPO_METRICS set,
    /// no STAT) and the CJK and Liberation fonts, whose typo values differ from hhea.
    /// Points = units × size / unitsPerEm, unrounded.
    @Test(arguments: facts)
    func metricsInPointsComeFromHhea(_ f: Facts) throws {
        let face = try Fixture.library.face(path: Fixture.path(f.file))
        #expect(face.metrics.source == .hhea)
        #expect((face.metrics.ascender, face.metrics.descender, face.metrics.lineGap) == f.hhea)
        for size in [17.0, 9.5, 144.0] {
            let m = face.metrics(size: size)
            let scale = size / Double(f.upem)
            #expect(approx(m.ascender, Double(f.hhea.0) * scale))
            #expect(approx(m.descender, Double(f.hhea.1) * scale))
            #expect(approx(m.leading, Double(f.hhea.2) * scale))
            #expect(approx(m.lineHeight, Double(f.hhea.0 - f.hhea.1 + f.hhea.2) * scale))
            #expect(approx(m.capHeight, Double(f.capHeight) * scale))
            #expect(approx(m.xHeight, Double(f.xHeight) * scale))
        }
    }

    /// `measure` reports the same metrics: Liberation Sans at 17 pt, line height
    /// (1854 + 434 + 67) / 2048 × 17 = 2355 × 17 / 2048 = 19.548339843…; two lines stack at exactly twice that.
    @Test func measuredTextCarriesTheFontMetrics() throws {
        let font = Fixture.file("LiberationSans-Regular.ttf")
        let one = try Fixture.measurer.measure(TextRequest(text: "Hello", font: font))
        #expect(approx(one.ascender, 1854 * 17 / 2048))
        #expect(approx(one.descender, -434 * 17 / 2048))
        #expect(approx(one.leading, 67 * 17 / 2048))
        #expect(approx(one.lineHeight, 2355 * 17 / 2048))
        #expect(approx(one.height, one.lineHeight))
        let two = try Fixture.measurer.measure(TextRequest(text: "Hello\nWorld", font: font, maxLines: 0))
        // A line pitch of round(19.548) = 20 below the first line (LineSpacing.roundedPitch, D4).
        #expect(two.lines.count == 2)
        #expect(approx(two.height, 20 + 2355 * 17 / 2048))
    }

    // MARK: - FontMetrics(tables:) branches, hand-made tables

    /// Builds tables by hand (FontTables has no public initialiser; its fields are public, so a real
    /// face's tables are overwritten field by field).
    static func tables(upem: Int = 1000, hhea: (Int, Int, Int), typo: (Int, Int, Int)?, win: (Int, Int)?,
                       useTypo: Bool, stat: Bool, cap: Int? = 700, x: Int? = 500) throws -> FontTables {
        var t = try Fixture.library.face(path: Fixture.path("NotoSans-Regular.ttf")).tables
        t.unitsPerEm = upem
        (t.hheaAscender, t.hheaDescender, t.hheaLineGap) = hhea
        t.typoAscender = typo?.0
        t.typoDescender = typo?.1
        t.typoLineGap = typo?.2
        t.winAscent = win?.0
        t.winDescent = win?.1
        t.useTypoMetrics = useTypo
        t.hasSTAT = stat
        t.capHeight = cap
        t.xHeight = x
        return t
    }

    @Test func typoMetricsNeedBothUseTypoMetricsAndSTAT() throws {
        let hhea = (1100, -300, 50), typo = (800, -200, 250), win = (1200, 350)
        let both = FontMetrics(tables: try Self.tables(hhea: hhea, typo: typo, win: win, useTypo: true, stat: true),
                               fallbackCapHeight: 1, fallbackXHeight: 1)
        #expect(both.source == .typo)
        #expect((both.ascender, both.descender, both.lineGap) == typo)

        for (useTypo, stat) in [(true, false), (false, true), (false, false)] {
            let m = FontMetrics(tables: try Self.tables(hhea: hhea, typo: typo, win: win, useTypo: useTypo, stat: stat),
                                fallbackCapHeight: 1, fallbackXHeight: 1)
            #expect(m.source == .hhea, "useTypo \(useTypo) STAT \(stat)")
            #expect((m.ascender, m.descender, m.lineGap) == hhea, "useTypo \(useTypo) STAT \(stat)")
        }
        // Both flags but no OS/2 table at all: nothing to take typo values from, so hhea.
        let noOS2 = FontMetrics(tables: try Self.tables(hhea: hhea, typo: nil, win: nil, useTypo: true, stat: true),
                                fallbackCapHeight: 1, fallbackXHeight: 1)
        #expect(noOS2.source == .hhea)
        #expect((noOS2.ascender, noOS2.descender, noOS2.lineGap) == hhea)
    }

    @Test func allZeroHheaFallsBackToTypoThenWin() throws {
        let typo = FontMetrics(tables: try Self.tables(hhea: (0, 0, 0), typo: (800, -200, 250), win: (1200, 350),
                                                       useTypo: false, stat: false),
                               fallbackCapHeight: 1, fallbackXHeight: 1)
        #expect(typo.source == .typo)
        #expect((typo.ascender, typo.descender, typo.lineGap) == (800, -200, 250))

        // Typo all zero too: win, descent made negative, no line gap.
        let win = FontMetrics(tables: try Self.tables(hhea: (0, 0, 0), typo: (0, 0, 0), win: (1200, 350),
                                                      useTypo: false, stat: false),
                              fallbackCapHeight: 1, fallbackXHeight: 1)
        #expect(win.source == .win)
        #expect((win.ascender, win.descender, win.lineGap) == (1200, -350, 0))

        // Only the hhea line gap set: hhea is not "all zero", so it is used.
        let gapOnly = FontMetrics(tables: try Self.tables(hhea: (0, 0, 90), typo: (800, -200, 0), win: (1200, 350),
                                                          useTypo: false, stat: false),
                                  fallbackCapHeight: 1, fallbackXHeight: 1)
        #expect(gapOnly.source == .hhea)
        #expect(gapOnly.lineGap == 90)
        #expect(gapOnly.ascender == 0)
    }

    @Test func capAndXHeightFallBackToTheGlyphsWhenOS2LacksThem() throws {
        let withOS2 = FontMetrics(tables: try Self.tables(hhea: (1000, -250, 0), typo: nil, win: nil, useTypo: false,
                                                          stat: false, cap: 700, x: 500),
                                  fallbackCapHeight: 711, fallbackXHeight: 522)
        #expect(withOS2.capHeight == 700)
        #expect(withOS2.xHeight == 500)
        let without = FontMetrics(tables: try Self.tables(hhea: (1000, -250, 0), typo: nil, win: nil, useTypo: false,
                                                          stat: false, cap: nil, x: nil),
                                  fallbackCapHeight: 711, fallbackXHeight: 522)
        #expect(without.capHeight == 711)
        #expect(without.xHeight == 522)
        #expect(without.unitsPerEm == 1000)
    }

    // MARK: - Rounding through MeasuredText.size(scale:)

    /// The iOS system font at 17 pt: hhea 1950 / −494 / 0 at 2048 upem (uikit-semantics §1–2).
    /// lineHeight = 2444 × 17 / 2048 = 20.287109375 pt; UILabel reports ceil(40.574…) / 2 = 41 / 2 = 20.5
    /// at @2x, ceil(60.861…) / 3 = 61 / 3 at @3x, ceil(20.287…) = 21 at @1x. Width 34 (two 17 pt ideographs)
    /// is on every grid and stays; two lines are 40.57421875 → 81.148… px → 82 / 2 = 41 at @2x.
    @Test func systemFontLineHeightRoundsUpToThePixelGrid() {
        let one = MeasuredText(lines: [MeasuredLine(text: "统计", width: 34)],
                               ascender: 1950.0 / 2048 * 17, descender: -494.0 / 2048 * 17, leading: 0,
                               isTruncated: false)
        #expect(one.lineHeight == 20.287109375)
        #expect(one.size(scale: 2) == Size(width: 34, height: 20.5))
        #expect(one.size(scale: 3).width == 34)
        #expect(abs(one.size(scale: 3).height - 61.0 / 3) < 1e-12)
        #expect(one.size(scale: 1) == Size(width: 34, height: 21))
        #expect(one.size == Size(width: 34, height: 20.287109375))

        let two = MeasuredText(lines: [MeasuredLine(text: "a", width: 10.25), MeasuredLine(text: "b", width: 3)],
                               ascender: 1950.0 / 2048 * 17, descender: -494.0 / 2048 * 17, leading: 0,
                               isTruncated: false)
        #expect(two.height == 40.57421875)
        #expect(two.size(scale: 2) == Size(width: 10.5, height: 41))
        #expect(abs(two.size(scale: 3).width - 31.0 / 3) < 1e-12)  // 30.75 px → 31 px
    }

    /// Real text: "Hello" in Inter 17 pt is 6740 units (hb-shape) → 6740 × 17 / 2816 = 40.688920…;
    /// × 3 = 122.07 → 123 px → 41; line height 3408 × 17 / 2816 = 20.573863… → ×2 = 41.15 → 42 px → 21,
    /// ×3 = 61.72 → 62 px → 20.666….
    @Test func measuredHelloRoundsToTheGrid() throws {
        let hello = try Fixture.measurer.measure(TextRequest(text: "Hello", font: Fixture.inter17))
        #expect(hello.size(scale: 2) == Size(width: 41, height: 21))
        #expect(hello.size(scale: 3).width == 41)
        #expect(abs(hello.size(scale: 3).height - 62.0 / 3) < 1e-12)
    }
}
