import ButtonSizer
import GlyphMetrics
import Testing

/// Widths against HarfBuzz's own shaping tool, run once by hand and pinned here (tests never call it).
///
/// Golden values: `hb-shape --output-format=json --no-glyph-names FONT TEXT` (add `--features=-kern`
/// for kerning off), from Debian's libharfbuzz-bin, `hb-shape (HarfBuzz) 6.0.0`, run in `Fonts/`.
/// "units" is the sum of every glyph's `ax` (x_advance) at hb-shape's default scale, which is the
/// font's unitsPerEm, so the sum is in font units. Expected width in points:
///
///     width = units × size / unitsPerEm            (+ graphemes × letterSpacing)
///
/// unitsPerEm: Inter 2816, Liberation Sans 2048, every Noto font 1000 (Fonts/README.md, `head`).
/// For text that needs fallback fonts, each run is shaped by hb-shape in the font fontconfig picks
/// for it and the run sums are added: runs split where the font changes (and where the script changes,
/// spaces and punctuation taking the script before them). The fallback order came from
/// `FONTCONFIG_FILE=<a config with only <dir>Fonts</dir>> fc-match -s 'Inter:weight=80:slant=0'`
/// (Inter, Noto Sans Hebrew, Liberation Sans, Noto Sans Arabic, Noto Sans, Noto Sans CJK JP,
/// Noto Sans Devanagari, Noto Sans Thai, before the Debian files of Fonts/debian-fonts.tsv were added)
/// and each font's cmap (fontTools): the first font in that order with every character of the text is
/// the one used; CJK characters go to the face the language cascade names first.
@Suite struct ShapingWidthTests {
    struct Golden: CustomTestStringConvertible, Sendable {
        var text: String
        var file: String
        var kerning: Bool
        /// hb-shape's summed x_advance, font units.
        var units: Int
        var unitsPerEm: Int
        var testDescription: String { "\(text) in \(file)\(kerning ? "" : " (kern off)")" }
    }

    static let goldens: [Golden] = [
        // Latin kerning pairs. Kerning on (GPOS `kern`; Inter and Noto Sans have no legacy kern table)…
        Golden(text: "AVATAR", file: "Inter-Regular.otf", kerning: true, units: 10376, unitsPerEm: 2816),
        Golden(text: "Type", file: "Inter-Regular.otf", kerning: true, units: 6556, unitsPerEm: 2816),
        Golden(text: "WAVE", file: "Inter-Regular.otf", kerning: true, units: 7812, unitsPerEm: 2816),
        Golden(text: "AVATAR", file: "NotoSans-Regular.ttf", kerning: true, units: 3475, unitsPerEm: 1000),
        Golden(text: "Type", file: "NotoSans-Regular.ttf", kerning: true, units: 2225, unitsPerEm: 1000),
        Golden(text: "WAVE", file: "NotoSans-Regular.ttf", kerning: true, units: 2645, unitsPerEm: 1000),
        Golden(text: "AVATAR", file: "LiberationSans-Regular.ttf", kerning: true, units: 7586, unitsPerEm: 2048),
        Golden(text: "Type", file: "LiberationSans-Regular.ttf", kerning: true, units: 4440, unitsPerEm: 2048),
        Golden(text: "WAVE", file: "LiberationSans-Regular.ttf", kerning: true, units: 5803, unitsPerEm: 2048),
        // …and off (`--features=-kern`).
        Golden(text: "AVATAR", file: "Inter-Regular.otf", kerning: false, units: 11224, unitsPerEm: 2816),
        Golden(text: "Type", file: "Inter-Regular.otf", kerning: false, units: 6732, unitsPerEm: 2816),
        Golden(text: "WAVE", file: "Inter-Regular.otf", kerning: false, units: 8164, unitsPerEm: 2816),
        Golden(text: "AVATAR", file: "NotoSans-Regular.ttf", kerning: false, units: 3695, unitsPerEm: 1000),
        Golden(text: "Type", file: "NotoSans-Regular.ttf", kerning: false, units: 2245, unitsPerEm: 1000),
        Golden(text: "WAVE", file: "NotoSans-Regular.ttf", kerning: false, units: 2725, unitsPerEm: 1000),
        Golden(text: "AVATAR", file: "LiberationSans-Regular.ttf", kerning: false, units: 8194, unitsPerEm: 2048),
        Golden(text: "Type", file: "LiberationSans-Regular.ttf", kerning: false, units: 4553, unitsPerEm: 2048),
        Golden(text: "WAVE", file: "LiberationSans-Regular.ttf", kerning: false, units: 6031, unitsPerEm: 2048),
        // Ligatures: Noto Sans has a default `liga` (hb-shape gives 4 glyphs for "office", clusters 0 1 4 5:
        // one "ffi" glyph of 946 units; 1 glyph of 602 for "fi"); Inter 3.19 and Liberation Sans do not
        // ligate "fi" (6 and 2 glyphs). Liberation kerns "f" + "f" (532 vs 569 with kern off).
        Golden(text: "office", file: "NotoSans-Regular.ttf", kerning: true, units: 2595, unitsPerEm: 1000),
        Golden(text: "fi", file: "NotoSans-Regular.ttf", kerning: true, units: 602, unitsPerEm: 1000),
        Golden(text: "office", file: "Inter-Regular.otf", kerning: true, units: 7592, unitsPerEm: 2816),
        Golden(text: "office", file: "LiberationSans-Regular.ttf", kerning: true, units: 4858, unitsPerEm: 2048),
        Golden(text: "office", file: "LiberationSans-Regular.ttf", kerning: false, units: 4895, unitsPerEm: 2048),
        // Complex scripts in their own fonts (shaping: joining, marks, reordering; RTL).
        Golden(text: "مرحبا", file: "NotoSansArabic-Regular.ttf", kerning: true, units: 2104, unitsPerEm: 1000),
        Golden(text: "مرحبا", file: "NotoSansArabic-Regular.ttf", kerning: false, units: 2144, unitsPerEm: 1000),
        Golden(text: "שלום", file: "NotoSansHebrew-Regular.ttf", kerning: true, units: 2227, unitsPerEm: 1000),
        Golden(text: "שלום", file: "NotoSansHebrew-Regular.ttf", kerning: false, units: 2237, unitsPerEm: 1000),
        Golden(text: "नमस्ते", file: "NotoSansDevanagari-Regular.ttf", kerning: true, units: 2112, unitsPerEm: 1000),
        Golden(text: "สวัสดี", file: "NotoSansThai-Regular.ttf", kerning: true, units: 2252, unitsPerEm: 1000),
        // hb-shape --face-index=2 /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc 统计 (SC), --face-index=1 한국어 (KR)
        Golden(text: "统计", file: "NotoSansCJK-Regular.ttc#2", kerning: true, units: 2000, unitsPerEm: 1000),
        Golden(text: "한국어", file: "NotoSansCJK-Regular.ttc#1", kerning: true, units: 2760, unitsPerEm: 1000),
    ]

    @Test(arguments: goldens)
    func widthMatchesHarfBuzz(_ golden: Golden) throws {
        for size in [17.0, 12.5] {
            let font = Fixture.file(golden.file, size: size, kerning: golden.kerning)
            let measured = try Fixture.measurer.measure(TextRequest(text: golden.text, font: font))
            let expected = Double(golden.units) * size / Double(golden.unitsPerEm)
            #expect(approx(measured.width, expected), "\(measured.width) ≠ \(golden.units) × \(size) / \(golden.unitsPerEm)")
            #expect(measured.lines.count == 1)
            #expect(!measured.isTruncated)
            #expect(fileNames(measured.fonts) == [golden.file], "no fallback expected")
        }
    }

    /// The kerning flag really changes the result for kerned text (the goldens above differ), and
    /// text without kerning pairs is unchanged: "Hello" is 6740 units in Inter with and without kern.
    @Test func kerningOffOnlyChangesKernedText() throws {
        let on = try Fixture.width("Hello", Fixture.file("Inter-Regular.otf", kerning: true))
        let off = try Fixture.width("Hello", Fixture.file("Inter-Regular.otf", kerning: false))
        #expect(approx(on, 6740 * 17 / 2816))
        #expect(approx(off, on))
        let avOn = try Fixture.width("AVATAR", Fixture.file("Inter-Regular.otf", kerning: true))
        let avOff = try Fixture.width("AVATAR", Fixture.file("Inter-Regular.otf", kerning: false))
        #expect(avOn < avOff)
    }

    // Letter spacing adds L after every grapheme cluster, the last included (uikit-semantics §1).
    // Graphemes counted by hand: "AVATAR" 6; "e\u{301}te\u{301}" 3 (e + combining acute is one cluster;
    // hb-shape gives 3 glyphs, 4288 units, the accent composed to é by normalisation); "สวัสดี" 4
    // (ส, ว+◌ั, ส, ด+◌ี: U+0E31 and U+0E35 are nonspacing marks).
    @Test(arguments: [
        ("AVATAR", "Inter-Regular.otf", 10376, 2816, 6),
        ("e\u{301}te\u{301}", "Inter-Regular.otf", 4288, 2816, 3),
        ("สวัสดี", "NotoSansThai-Regular.ttf", 2252, 1000, 4),
    ])
    func letterSpacingAddsPerGrapheme(text: String, file: String, units: Int, upem: Int, graphemes: Int) throws {
        for spacing in [1.5, -0.25] {
            let width = try Fixture.width(text, Fixture.file(file, letterSpacing: spacing))
            let expected = Double(units) * 17 / Double(upem) + Double(graphemes) * spacing
            #expect(approx(width, expected), "\(width) ≠ \(expected)")
        }
    }

    struct FallbackCase: CustomTestStringConvertible, Sendable {
        var text: String
        /// (units, unitsPerEm) per run, in text order.
        var runs: [(Int, Int)]
        var fonts: [String]
        var testDescription: String { text }
    }

    // Text Inter lacks, asked for as family "Inter": the font files used are asserted too. The primary
    // font is always listed first, even when it draws nothing.
    static let fallbacks: [FallbackCase] = [
        // Every Noto Sans CJK face has 统 计 あ… 한…; with no language the cascade sends Han to SC (face 2 of
        // fonts-noto-cjk's collection), kana to JP (face 0) and hangul to KR (face 1).
        FallbackCase(text: "统计", runs: [(2000, 1000)],
                     fonts: ["Inter-Regular.otf", "NotoSansCJK-Regular.ttc#2"]),
        FallbackCase(text: "こんにちは", runs: [(5000, 1000)],
                     fonts: ["Inter-Regular.otf", "NotoSansCJK-Regular.ttc"]),
        FallbackCase(text: "한국어", runs: [(2760, 1000)],
                     fonts: ["Inter-Regular.otf", "NotoSansCJK-Regular.ttc#1"]),
        // Arabic: only Noto Sans Arabic has it.
        FallbackCase(text: "مرحبا", runs: [(2104, 1000)],
                     fonts: ["Inter-Regular.otf", "NotoSansArabic-Regular.ttf"]),
        // Hebrew: Noto Sans Hebrew and Liberation Sans both have it; Noto Sans Hebrew comes first.
        FallbackCase(text: "שלום", runs: [(2227, 1000)],
                     fonts: ["Inter-Regular.otf", "NotoSansHebrew-Regular.ttf"]),
        FallbackCase(text: "नमस्ते", runs: [(2112, 1000)],
                     fonts: ["Inter-Regular.otf", "NotoSansDevanagari-Regular.ttf"]),
        FallbackCase(text: "สวัสดี", runs: [(2252, 1000)],
                     fonts: ["Inter-Regular.otf", "NotoSansThai-Regular.ttf"]),
        // Mixed: "Hi " Inter 3544 | "统计" CJK SC 2000 | " " Inter 792 | "שלום" Hebrew 2227.
        FallbackCase(text: "Hi 统计 שלום", runs: [(3544, 2816), (2000, 1000), (792, 2816), (2227, 1000)],
                     fonts: ["Inter-Regular.otf", "NotoSansCJK-Regular.ttc#2", "NotoSansHebrew-Regular.ttf"]),
        // "ok " Inter 4004 | "नमस्ते" Devanagari 2112.
        FallbackCase(text: "ok नमस्ते", runs: [(4004, 2816), (2112, 1000)],
                     fonts: ["Inter-Regular.otf", "NotoSansDevanagari-Regular.ttf"]),
        // "Thai " Inter 6520 | "สวัสดี" Thai 2252 | " " Inter 792 | "统计。" CJK SC 3000 (。 U+3002 is not in Inter).
        FallbackCase(text: "Thai สวัสดี 统计。", runs: [(6520, 2816), (2252, 1000), (792, 2816), (3000, 1000)],
                     fonts: ["Inter-Regular.otf", "NotoSansThai-Regular.ttf", "NotoSansCJK-Regular.ttc#2"]),
    ]

    @Test(arguments: fallbacks)
    func fallbackWidthIsTheSumOfItsRuns(_ c: FallbackCase) throws {
        let measured = try Fixture.measurer.measure(TextRequest(text: c.text, font: FontSpec(name: "Inter", size: 17)))
        let expected = c.runs.reduce(0.0) { $0 + Double($1.0) * 17 / Double($1.1) }
        #expect(approx(measured.width, expected), "\(measured.width) ≠ \(expected)")
        #expect(fileNames(measured.fonts) == c.fonts)
        // Line metrics stay the primary font's (default policy): Inter (2728 + 680 + 0) / 2816 × 17.
        #expect(approx(measured.lineHeight, 3408 * 17 / 2816))
    }

    /// With the `tallestFont` policy the line grows to the fallback's hhea metrics:
    /// Noto Sans CJK SC ascender 1160/1000 × 17 = 19.72 > Inter 2728/2816 × 17 = 16.468…;
    /// descender −288/1000 × 17 = −4.896 < Inter −680/2816 × 17 = −4.105…
    @Test func tallestFontPolicyUsesFallbackMetrics() throws {
        let measurer = try TextMeasurer(library: Fixture.library, policies: TextPolicies(lineMetrics: .tallestFont))
        let measured = try measurer.measure(TextRequest(text: "A统", font: FontSpec(name: "Inter", size: 17)))
        #expect(approx(measured.ascender, 1160 * 17 / 1000))
        #expect(approx(measured.descender, -288 * 17 / 1000))
        #expect(approx(measured.lineHeight, (1160 + 288) * 17 / 1000))
    }

    /// A character no hermetic font has (U+F8FF, the private-use code point Apple's fonts draw as its
    /// logo) still measures: it is drawn as the primary font's .notdef, so the width is positive, no
    /// fallback font is listed, and the grapheme is reported missing.
    @Test func characterInNoFontIsMeasuredAsNotdef() throws {
        let measured = try Fixture.measurer.measure(TextRequest(text: "\u{F8FF}", font: FontSpec(name: "Inter", size: 17)))
        #expect(measured.width > 0)
        #expect(measured.width.isFinite)
        #expect(fileNames(measured.fonts) == ["Inter-Regular.otf"])
        #expect(measured.missingGlyphs == [MissingGlyph(text: "\u{F8FF}", offset: 0)])
    }

    /// Line breaks (LF, CR LF, U+2028) shape as .notdef in Inter but are never drawn: not missing glyphs
    /// (a lint of a real catalog reported "Help &\nAbout Us" as missing-glyphs before).
    @Test(arguments: ["Help &\nAbout Us", "Help &\r\nAbout Us", "Help &\u{2028}About Us"])
    func lineBreaksAreNotMissingGlyphs(text: String) throws {
        let measured = try Fixture.measurer.measure(TextRequest(text: text, font: FontSpec(name: "Inter", size: 17),
                                                                maxLines: 0, lineBreakMode: .wordWrapping))
        #expect(measured.lines.count == 2)
        #expect(measured.missingGlyphs.isEmpty)
    }
}
