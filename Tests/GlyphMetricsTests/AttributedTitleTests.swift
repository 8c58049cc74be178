import ButtonSizer
import GlyphMetrics
import Testing

/// Attributed titles measured with real fonts as CoreText lays runs out (uikit-measured-rules D9): no
/// kerning across a run boundary, kern after every character of a run (its last included), the line box
/// from the runs' largest ascender and descender, baseline offsets growing it.
///
/// Expected values from the fonts' own tables (fontTools 4: `hhea` ascent/descent/lineGap, `hmtx`
/// advances, `head.unitsPerEm`) and HarfBuzz 6.0.0 (`hb-shape --output-format=json FONT TEXT`):
/// - Inter-Regular.otf, unitsPerEm 2816, hhea 2728 / −680 / 0 (USE_TYPO_METRICS is set but there is no
///   STAT table, so CoreText reads hhea, which here equals OS/2 typo): advances A 1904, B 1832, V 1904;
///   "AV" shaped together kerns A to 1712 (GPOS).
/// - LiberationSans-Regular.ttf, unitsPerEm 2048: advance V 1366.
/// - NotoSans-Regular.ttf, unitsPerEm 1000, hhea 1069 / −293 / 0.
@Suite struct AttributedTitleTests {
    static func run(_ text: String, _ file: String = "Inter-Regular.otf", size: Double = 17, kern: Double = 0,
                    kerning: Bool = true, offset: Double = 0) -> TitleRun {
        TitleRun(text: text, font: Fixture.file(file, size: size, letterSpacing: kern, kerning: kerning), baselineOffset: offset)
    }

    static func measured(_ runs: [TitleRun], maxWidth: Double? = nil, mode: LineBreakMode = .truncatingTail) throws -> MeasuredText {
        try Fixture.measurer.measure(AttributedTitle(runs: runs), maxWidth: maxWidth, lineBreakMode: mode, language: nil)
    }

    /// "A" in Inter then "V" in Liberation Sans, 17 pt: each run shaped alone, so the width is
    /// 1904 × 17 / 2816 + 1366 × 17 / 2048 = 11.494318 + 11.338867 = 22.833185 pt: the sum of the runs
    /// measured alone, with no kerning across the boundary between the two fonts.
    @Test func aTitleInTwoFontsIsTheSumOfItsRunsMeasuredAlone() throws {
        let measured = try Self.measured([Self.run("A"), Self.run("V", "LiberationSans-Regular.ttf")])
        let expected: Double = 1904 * 17 / 2816 + 1366 * 17 / 2048
        #expect(approx(measured.width, expected))
        #expect(approx(measured.width, try Fixture.width("A") + Fixture.width("V", Fixture.file("LiberationSans-Regular.ttf"))))
    }

    /// "AV" in Inter as one string kerns A to 1712 units; as two runs nothing kerns across the run
    /// boundary: (1904 + 1904) × 17 / 2816 = 22.988636 pt, not (1712 + 1904) × 17 / 2816 = 21.829545.
    @Test func nothingKernsAcrossARunBoundary() throws {
        let measured = try Self.measured([Self.run("A"), Self.run("V")])
        let expected: Double = (1904 + 1904) * 17 / 2816
        #expect(approx(measured.width, expected))
        let expected2: Double = (1712 + 1904) * 17 / 2816
        #expect(approx(try Fixture.width("AV"), expected2))
    }

    /// A run's kern is added after each of its characters, the last included (A15): "AB" with kern 2
    /// (font kerning off) then "V" with none: (1904 + 1832) × 17 / 2816 + 2 × 2 + 1904 × 17 / 2816 =
    /// 22.553977 + 4 + 11.494318 = 38.048295 pt.
    @Test func kernFollowsEveryCharacterOfItsRun() throws {
        let measured = try Self.measured([Self.run("AB", kern: 2, kerning: false), Self.run("V")])
        let expected: Double = (1904 + 1832) * 17 / 2816 + 2 * 2 + 1904 * 17 / 2816
        #expect(approx(measured.width, expected))
    }

    /// Inter 20 pt (ascender 2728 × 20 / 2816 = 19.375, descender −680 × 20 / 2816 = −4.829545) and Noto
    /// Sans 17 pt (1069 × 17 / 1000 = 18.173, −293 × 17 / 1000 = −4.981): the line box takes Inter's
    /// ascender and Noto's descender, 19.375 + 4.981 = 24.356 pt, taller than either font alone
    /// (24.204545 and 23.154) (A17, A18).
    @Test func theLineBoxIsTheLargestAscenderOverTheLargestDescender() throws {
        let measured = try Self.measured([Self.run("Buy ", size: 20), Self.run("now", "NotoSans-Regular.ttf")])
        let expected: Double = 2728 * 20 / 2816
        #expect(approx(measured.ascender, expected))
        let expected2: Double = -293 * 17 / 1000
        #expect(approx(measured.descender, expected2))
        let expected3: Double = 2728 * 20 / 2816 + 293 * 17 / 1000
        #expect(approx(measured.lineHeight, expected3))
    }

    /// A run raised 3 pt reaches 3 pt higher: Inter 17 pt's ascender 2728 × 17 / 2816 = 16.468750
    /// becomes 19.468750; the descender stays −680 × 17 / 2816 = −4.105114 (an offset never shrinks the box).
    @Test func aRaisedRunGrowsTheBoxUpward() throws {
        let measured = try Self.measured([Self.run("x"), Self.run("2", offset: 3)])
        let expected: Double = 2728 * 17 / 2816 + 3
        #expect(approx(measured.ascender, expected))
        let expected2: Double = -680 * 17 / 2816
        #expect(approx(measured.descender, expected2))
    }

    /// A run lowered 2 pt reaches 2 pt lower: the descender −4.105114 becomes −6.105114, the ascender stays.
    @Test func aLoweredRunGrowsTheBoxDownward() throws {
        let measured = try Self.measured([Self.run("x"), Self.run("2", offset: -2)])
        let expected: Double = -680 * 17 / 2816 - 2
        #expect(approx(measured.descender, expected))
        let expected2: Double = 2728 * 17 / 2816
        #expect(approx(measured.ascender, expected2))
    }

    /// Too wide for the room: the runs that fit stay whole and the run where the width runs out is
    /// truncated by itself, in its own font. "Buy " in Inter (1832 + 1636 + 1568 + 792 = 5828 units,
    /// 35.183239 pt at 17) + "now please" in Noto Sans, 70 pt wide: the second run has 34.816761 pt, a
    /// budget of floor(34.816761) = 34 (A10); Noto's "no…" is (618 + 605 + 791) × 17 / 1000 = 34.238 pt,
    /// too wide, "n…" (618 + 791) × 17 / 1000 = 23.953 pt fits. Shown: "Buy n…", 59.136239 pt.
    @Test func aTitleTooWideIsTruncatedInTheRunWhereItRunsOut() throws {
        let runs = [Self.run("Buy "), Self.run("now please", "NotoSans-Regular.ttf")]
        let measured = try Self.measured(runs, maxWidth: 70)
        #expect(measured.isTruncated)
        #expect(measured.displayedText == "Buy n\u{2026}")
        let expected: Double = 5828 * 17 / 2816 + (618 + 791) * 17 / 1000
        #expect(approx(measured.width, expected))
        #expect(measured.runs.map(\.line.text) == ["Buy ", "n\u{2026}"])
    }

    /// When not even "…" fits after the runs kept, the cut moves into the run before: "Buy " (Inter,
    /// 35.183239 pt) + "now" (Noto Sans) in 40 pt leaves the second run floor(4.816761) = 4 pt, less than
    /// Noto's "…" (791 × 17 / 1000 = 13.447); so "Buy " is truncated in Inter with 40 pt: "Buy" + "…" is
    /// (1832 + 1636 + 1568 + 2312) × 17 / 2816 = 44.36 pt, too wide; "Bu…" (1832 + 1636 + 2312) × 17 / 2816
    /// = 34.893466 pt fits ("…" 2312 units in Inter).
    @Test func theCutMovesBackWhenNotEvenTheEllipsisFits() throws {
        let measured = try Self.measured([Self.run("Buy "), Self.run("now", "NotoSans-Regular.ttf")], maxWidth: 40)
        #expect(measured.displayedText == "Bu\u{2026}")
        let expected: Double = (1832 + 1636 + 2312) * 17 / 2816
        #expect(approx(measured.width, expected))
    }

    /// An unknown font is an error naming the run, 1-based, and the option.
    @Test func anUnknownFontNamesTheRun() throws {
        let runs = [Self.run("Buy "), TitleRun(text: "now", font: FontSpec(name: "No Such Family", size: 17))]
        #expect {
            try Self.measured(runs)
        } throws: { error in
            (error as? ButtonSpecError)?.field == "attributedTitle (title-runs) run 2 font"
        }
    }
}
