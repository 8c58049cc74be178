import ButtonSizer
import Foundation
import GlyphMetrics
import Testing

/// Issue #10: every script of the languages iOS ships is drawn by a hermetic font (Fonts/ plus the Debian
/// files of Fonts/debian-fonts.tsv), never silently as .notdef; the language picks the CJK face, the
/// line-break rules and the `locl` forms.
///
/// Expected widths are hb-shape sums on the file that should draw each run (commands below, HarfBuzz
/// 6.0.0's hb-shape, `/usr/share/fonts/truetype/noto/` = N); a space between words stays in Inter
/// (`hb-shape Fonts/Inter-Regular.otf ' '`: 792 of 2816 units), as the primary font keeps what it has.
@Suite struct CoverageTests {
    struct Title: CustomTestStringConvertible, Sendable {
        var text: String
        /// The file (under N) that should draw the script's runs.
        var file: String
        /// (units, unitsPerEm) per run, in text order.
        var runs: [(Int, Int)]
        var testDescription: String { text }
    }

    static let space = (792, 2816)

    /// Three real button titles per newly covered script ("Download", "Continue", "Save"…), each
    /// `hb-shape N/FILE 'WORD'` summed per word.
    static let titles: [Title] = [
        Title(text: "ডাউনলোড", file: "NotoSansBengali-Regular.ttf", runs: [(4349, 1000)]),
        Title(text: "চালিয়ে যান", file: "NotoSansBengali-Regular.ttf", runs: [(2802, 1000), space, (1496, 1000)]),
        Title(text: "সংরক্ষণ করুন", file: "NotoSansBengali-Regular.ttf", runs: [(3255, 1000), space, (2214, 1000)]),
        Title(text: "பதிவிறக்கு", file: "NotoSansTamil-Regular.ttf", runs: [(5927, 1000)]),
        Title(text: "தொடரவும்", file: "NotoSansTamil-Regular.ttf", runs: [(5570, 1000)]),
        Title(text: "சேமி", file: "NotoSansTamil-Regular.ttf", runs: [(2563, 1000)]),
        Title(text: "డౌన్‌లోడ్", file: "NotoSansTelugu-Regular.ttf", runs: [(3249, 1000)]),
        Title(text: "కొనసాగించు", file: "NotoSansTelugu-Regular.ttf", runs: [(4676, 1000)]),
        Title(text: "సేవ్ చేయి", file: "NotoSansTelugu-Regular.ttf", runs: [(1413, 1000), space, (2046, 1000)]),
        Title(text: "ಡೌನ್‌ಲೋಡ್", file: "NotoSansKannada-Regular.ttf", runs: [(5210, 1000)]),
        Title(text: "ಮುಂದುವರಿಸಿ", file: "NotoSansKannada-Regular.ttf", runs: [(5349, 1000)]),
        Title(text: "ಉಳಿಸಿ", file: "NotoSansKannada-Regular.ttf", runs: [(2647, 1000)]),
        Title(text: "ഡൗൺലോഡ്", file: "NotoSansMalayalam-Regular.ttf", runs: [(6682, 1000)]),
        Title(text: "തുടരുക", file: "NotoSansMalayalam-Regular.ttf", runs: [(3958, 1000)]),
        Title(text: "സംരക്ഷിക്കുക", file: "NotoSansMalayalam-Regular.ttf", runs: [(7175, 1000)]),
        Title(text: "ડાઉનલોડ કરો", file: "NotoSansGujarati-Regular.ttf", runs: [(3314, 1000), space, (1221, 1000)]),
        Title(text: "ચાલુ રાખો", file: "NotoSansGujarati-Regular.ttf", runs: [(1576, 1000), space, (1721, 1000)]),
        Title(text: "સાચવો", file: "NotoSansGujarati-Regular.ttf", runs: [(2478, 1000)]),
        Title(text: "ਡਾਊਨਲੋਡ ਕਰੋ", file: "NotoSansGurmukhi-Regular.ttf", runs: [(3413, 1000), space, (1201, 1000)]),
        Title(text: "ਜਾਰੀ ਰੱਖੋ", file: "NotoSansGurmukhi-Regular.ttf", runs: [(1685, 1000), space, (1177, 1000)]),
        Title(text: "ਸੇਵ ਕਰੋ", file: "NotoSansGurmukhi-Regular.ttf", runs: [(1163, 1000), space, (1201, 1000)]),
        Title(text: "බාගන්න", file: "NotoSansSinhala-Regular.ttf", runs: [(4043, 1000)]),
        Title(text: "ඉදිරියට", file: "NotoSansSinhala-Regular.ttf", runs: [(3646, 1000)]),
        Title(text: "සුරකින්න", file: "NotoSansSinhala-Regular.ttf", runs: [(4459, 1000)]),
        Title(text: "ទាញយក", file: "NotoSansKhmer-Regular.ttf", runs: [(3460, 1000)]),
        Title(text: "បន្ត", file: "NotoSansKhmer-Regular.ttf", runs: [(1270, 1000)]),
        Title(text: "រក្សាទុក", file: "NotoSansKhmer-Regular.ttf", runs: [(2743, 1000)]),
        Title(text: "ດາວໂຫລດ", file: "NotoSansLao-Regular.ttf", runs: [(3814, 1000)]),
        Title(text: "ສືບຕໍ່", file: "NotoSansLao-Regular.ttf", runs: [(1895, 1000)]),
        Title(text: "ບັນທຶກ", file: "NotoSansLao-Regular.ttf", runs: [(2568, 1000)]),
        Title(text: "ဒေါင်းလုဒ်", file: "NotoSansMyanmar-Regular.ttf", runs: [(4287, 1000)]),
        Title(text: "ဆက်လုပ်ရန်", file: "NotoSansMyanmar-Regular.ttf", runs: [(5312, 1000)]),
        Title(text: "သိမ်းရန်", file: "NotoSansMyanmar-Regular.ttf", runs: [(3408, 1000)]),
        Title(text: "ჩამოტვირთვა", file: "NotoSansGeorgian-Regular.ttf", runs: [(7249, 1000)]),
        Title(text: "გაგრძელება", file: "NotoSansGeorgian-Regular.ttf", runs: [(6478, 1000)]),
        Title(text: "შენახვა", file: "NotoSansGeorgian-Regular.ttf", runs: [(4022, 1000)]),
        Title(text: "Ներբեռնել", file: "NotoSansArmenian-Regular.ttf", runs: [(5096, 1000)]),
        Title(text: "Շարունակել", file: "NotoSansArmenian-Regular.ttf", runs: [(6054, 1000)]),
        Title(text: "Պահպանել", file: "NotoSansArmenian-Regular.ttf", runs: [(5576, 1000)]),
        Title(text: "አውርድ", file: "NotoSansEthiopic-Regular.ttf", runs: [(2625, 1000)]),
        Title(text: "ቀጥል", file: "NotoSansEthiopic-Regular.ttf", runs: [(2277, 1000)]),
        Title(text: "አስቀምጥ", file: "NotoSansEthiopic-Regular.ttf", runs: [(3638, 1000)]),
        // Symbols no script font has, before the title (`hb-shape N/FILE '✕'`, then
        // `hb-shape Fonts/Inter-Regular.otf ' Close'`: Inter keeps the space and the word).
        Title(text: "✕ Close", file: "NotoSansSymbols2-Regular.ttf", runs: [(864, 1000), (8300, 2816)]),
        Title(text: "☰ Menu", file: "NotoSansSymbols2-Regular.ttf", runs: [(940, 1000), (8220, 2816)]),
        Title(text: "✎ Edit", file: "NotoSansSymbols2-Regular.ttf", runs: [(1003, 1000), (5916, 2816)]),
        Title(text: "⚑ Report", file: "NotoSansSymbols-Regular.ttf", runs: [(752, 1000), (9780, 2816)]),
        Title(text: "☾ Dark mode", file: "NotoSansSymbols-Regular.ttf", runs: [(561, 1000), (15292, 2816)]),
        Title(text: "⌀ Size", file: "NotoSansSymbols-Regular.ttf", runs: [(571, 1000), (6376, 2816)]),
        Title(text: "⟳ Reload", file: "NotoSansMath-Regular.ttf", runs: [(1045, 1000), (9900, 2816)]),
        Title(text: "⟲ Undo", file: "NotoSansMath-Regular.ttf", runs: [(1045, 1000), (7956, 2816)]),
        Title(text: "⇗ Open", file: "NotoSansMath-Regular.ttf", runs: [(676, 1000), (7940, 2816)]),
    ]

    static func points(_ runs: [(Int, Int)], size: Double = 17) -> Double {
        runs.reduce(0.0) { $0 + Double($1.0) * size / Double($1.1) }
    }

    @Test(arguments: titles)
    func newScriptTitleIsDrawnByItsFont(_ title: Title) throws {
        let measured = try Fixture.measurer.measure(TextRequest(text: title.text, font: FontSpec(name: "Inter", size: 17)))
        #expect(approx(measured.width, Self.points(title.runs)), "\(measured.width) ≠ \(Self.points(title.runs))")
        #expect(fileNames(measured.fonts) == ["Inter-Regular.otf", title.file])
        #expect(measured.missingGlyphs.isEmpty)
    }

    struct CJKTitle: CustomTestStringConvertible, Sendable {
        var text: String
        var language: String
        /// The face of fonts-noto-cjk's collection that should draw it ("#3" = TC).
        var face: String
        var runs: [(Int, Int)]
        var testDescription: String { "\(text) (\(language))" }
    }

    /// Traditional Chinese (Taiwan, Hong Kong) and Korean: `hb-shape --face-index=I --language=L
    /// /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc 'WORD'` (3 TC, 4 HK: 1000 units each;
    /// 1 KR: hangul 920 units each).
    static let cjkTitles: [CJKTitle] = [
        CJKTitle(text: "繼續", language: "zh-Hant", face: "NotoSansCJK-Regular.ttc#3", runs: [(2000, 1000)]),
        CJKTitle(text: "下載檔案", language: "zh-TW", face: "NotoSansCJK-Regular.ttc#3", runs: [(4000, 1000)]),
        CJKTitle(text: "登入帳號", language: "zh-Hant", face: "NotoSansCJK-Regular.ttc#3", runs: [(4000, 1000)]),
        CJKTitle(text: "確認付款", language: "zh-HK", face: "NotoSansCJK-Regular.ttc#4", runs: [(4000, 1000)]),
        CJKTitle(text: "返回主頁", language: "zh-Hant-HK", face: "NotoSansCJK-Regular.ttc#4", runs: [(4000, 1000)]),
        CJKTitle(text: "分享相片", language: "zh-HK", face: "NotoSansCJK-Regular.ttc#4", runs: [(4000, 1000)]),
        CJKTitle(text: "계속하기", language: "ko", face: "NotoSansCJK-Regular.ttc#1", runs: [(3680, 1000)]),
        CJKTitle(text: "로그인", language: "ko-KR", face: "NotoSansCJK-Regular.ttc#1", runs: [(2760, 1000)]),
        CJKTitle(text: "장바구니에 담기", language: "ko", face: "NotoSansCJK-Regular.ttc#1",
                 runs: [(4600, 1000), space, (1840, 1000)]),
    ]

    @Test(arguments: cjkTitles)
    func cjkTitleIsDrawnByItsLanguagesFace(_ title: CJKTitle) throws {
        let measured = try Fixture.measurer.measure(TextRequest(text: title.text, font: FontSpec(name: "Inter", size: 17),
                                                                language: title.language))
        #expect(approx(measured.width, Self.points(title.runs)))
        #expect(fileNames(measured.fonts) == ["Inter-Regular.otf", title.face])
    }

    /// The same Han string in each language: CoreText's per-language cascade picks the face, and the
    /// language reaches HarfBuzz (`locl`). Glyph ids from `hb-shape --face-index=I --language=L
    /// /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc 直骨` (no language: face 2, SC, no --language).
    @Test(arguments: [
        ("ja", "NotoSansCJK-Regular.ttc", [UInt32(27873), 45132]),
        ("ko", "NotoSansCJK-Regular.ttc#1", [27873, 45132]),
        ("zh-Hans", "NotoSansCJK-Regular.ttc#2", [27874, 45133]),
        ("zh-Hant", "NotoSansCJK-Regular.ttc#3", [27874, 45134]),
        ("zh-HK", "NotoSansCJK-Regular.ttc#4", [27875, 45132]),
        (nil, "NotoSansCJK-Regular.ttc#2", [27874, 45133]),
    ] as [(String?, String, [UInt32])])
    func hanFallbackFollowsTheLanguage(language: String?, face: String, glyphs: [UInt32]) throws {
        let font = FontSpec(name: "Inter", size: 17)
        let measured = try Fixture.measurer.measure(TextRequest(text: "直骨", font: font, language: language))
        #expect(fileNames(measured.fonts) == ["Inter-Regular.otf", face])
        #expect(try Fixture.measurer.glyphs(for: "直骨", font: font, language: language).map(\.glyph) == glyphs)
    }

    /// Fallback follows the primary font's weight (fontconfig's sort prefers the nearest weight):
    /// semibold (600) Arabic is drawn by Noto Sans Arabic Bold, bold Bengali by Noto Sans Bengali Bold.
    /// `hb-shape N/NotoSansArabic-Bold.ttf 'ادفع'`: 570 + 505 + 517 + 273 = 1865;
    /// `hb-shape N/NotoSansBengali-Bold.ttf 'ডাউনলোড'`: 741 + 304 + 741 + 634 + 399 + 776 + 304 + 741 = 4640.
    @Test(arguments: [
        ("ادفع", 600, ["Inter-SemiBold.otf", "NotoSansArabic-Bold.ttf"], 1865),
        ("ডাউনলোড", 700, ["Inter-Bold.otf", "NotoSansBengali-Bold.ttf"], 4640),
    ])
    func fallbackFollowsTheWeight(text: String, weight: Int, fonts: [String], units: Int) throws {
        let measured = try Fixture.measurer.measure(TextRequest(text: text, font: FontSpec(name: "Inter", size: 17, weight: weight)))
        #expect(fileNames(measured.fonts) == fonts)
        #expect(approx(measured.width, Double(units) * 17 / 1000))
    }

    /// Emoji sequences are one glyph of Noto Color Emoji each: a ZWJ family, a flag, a skin tone, a keycap
    /// (`hb-shape N/NotoColorEmoji.ttf SEQUENCE` gives one glyph), whose advance is 2550 of 2048 units in
    /// its `hmtx` (fontTools: `TTFont(path)['hmtx'][glyphName]` for glyphs 569, 67, 1639, 2104, 2046, 1471).
    @Test(arguments: ["👍", "☕", "🇯🇵", "👨‍👩‍👧", "👌🏽", "1️⃣"])
    func emojiIsOneAdvanceOfTheColorFont(_ emoji: String) throws {
        let measured = try Fixture.measurer.measure(TextRequest(text: emoji, font: FontSpec(name: "Inter", size: 17)))
        #expect(approx(measured.width, 2550 * 17 / 2048))
        #expect(fileNames(measured.fonts) == ["Inter-Regular.otf", "NotoColorEmoji.ttf"])
        #expect(measured.missingGlyphs.isEmpty)
    }

    /// "👍 Like": the emoji's advance, then Inter's " Like" (`hb-shape Fonts/Inter-Regular.otf ' Like'`: 792 + 5932 of 2816).
    @Test func emojiBesideLatin() throws {
        let measured = try Fixture.measurer.measure(TextRequest(text: "👍 Like", font: FontSpec(name: "Inter", size: 17)))
        #expect(approx(measured.width, 2550 * 17 / 2048 + Double(try Self.interUnits(" Like")) * 17 / 2816))
    }

    private static func interUnits(_ text: String) throws -> Int {
        Int((try Fixture.width(text) * 2816 / 17).rounded())
    }

    // MARK: - missingGlyphs

    /// Graphemes no hermetic font draws are reported with their grapheme-cluster offsets: a private-use
    /// character (U+F8FF, Apple's logo on a device), an unassigned code point (U+0378), a script the set
    /// still lacks (Cherokee), after a ZWJ emoji that counts as one grapheme.
    @Test(arguments: [
        ("Pay \u{F8FF}", [("\u{F8FF}", 4)]),
        ("A\u{378}B", [("\u{378}", 1)]),
        ("OK ᏣᎳᎩ", [("Ꮳ", 3), ("Ꮃ", 4), ("Ꭹ", 5)]),
        ("👨‍👩‍👧 x\u{F8FF}", [("\u{F8FF}", 3)]),
        ("下载 ডাউনলোড 👍", []),
    ] as [(String, [(String, Int)])])
    func missingGlyphsHaveTheirOffsets(text: String, missing: [(String, Int)]) throws {
        let measured = try Fixture.measurer.measure(TextRequest(text: text, font: FontSpec(name: "Inter", size: 17)))
        #expect(measured.missingGlyphs == missing.map { MissingGlyph(text: $0.0, offset: $0.1) })
    }

    /// The width still counts each missing grapheme as the primary font's .notdef advance, as the device
    /// draws a box: Inter's .notdef is the advance of "\u{F8FF}" alone, so "A\u{F8FF}" is "A" plus it.
    @Test func missingGlyphsCountTheNotdefAdvance() throws {
        let notdef = try Fixture.width("\u{F8FF}")
        #expect(notdef > 0)
        #expect(approx(try Fixture.width("A\u{F8FF}"), try Fixture.width("A") + notdef))
    }

    // MARK: - Line breaking by language

    /// Japanese small kana and ー: ICU with "ja" allows a break before them, "en" does not. The expected
    /// lines are a greedy fill of ICU's own opportunities (`scripts/icu-line-breaks.py LOCALE TEXT`,
    /// ctypes on libicuuc, independent of ButtonSizer's ICU wrapper) with every kana 1000/1000 em = 17 pt
    /// (`hb-shape /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc 'ダウンロードキャンセル…'`).
    @Test(arguments: ["ダウンロード", "キャンセル", "ショッピング", "チェックアウト"], ["ja", "en"])
    func japaneseBreaksFollowTheLanguage(text: String, language: String) throws {
        for width in [44.5, 60.0] {
            let expected = try Self.greedyLines(text, breaks: Self.icuBreaks(text, locale: language), perCharacter: 17,
                                                width: width)
            let measured = try Fixture.noOrphanMeasurer.measure(TextRequest(
                text: text, font: FontSpec(name: "Inter", size: 17), maxWidth: width, maxLines: 0,
                lineBreakMode: .wordWrapping, language: language))
            #expect(measured.lines.map(\.text) == expected, "\(language) at \(width) pt")
        }
    }

    /// The example: ダウンロード at 44.5 pt is ダウ|ン|ロー|ド with "en" and ダウ|ンロ|ード with "ja".
    @Test func downloadBreaksDifferByLanguage() throws {
        func lines(_ language: String) throws -> [String] {
            try Fixture.noOrphanMeasurer.measure(TextRequest(text: "ダウンロード", font: FontSpec(name: "Inter", size: 17),
                                                             maxWidth: 44.5, maxLines: 0, lineBreakMode: .wordWrapping,
                                                             language: language)).lines.map(\.text)
        }
        #expect(try lines("en") == ["ダウ", "ン", "ロー", "ド"])
        #expect(try lines("ja") == ["ダウ", "ンロ", "ード"])
    }

    static func icuBreaks(_ text: String, locale: String) throws -> [Int] {
        let script = String(#filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
            .joined(separator: "/") + "/scripts/icu-line-breaks.py"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script, locale, text]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace)
        return output.compactMap { Int($0) }
    }

    /// Lines of a text whose characters are each one UTF-16 unit and `perCharacter` points wide, broken
    /// greedily at the furthest opportunity that fits; a word wider than the line breaks after as many
    /// characters as fit (one at least), as docs/text-measurement.md's wrapping rule says.
    static func greedyLines(_ text: String, breaks: [Int], perCharacter: Double, width: Double) -> [String] {
        let characters = Array(text)
        let perLine = max(1, Int(width / perCharacter))
        var lines: [String] = [], start = 0
        while start < characters.count {
            let fitting = breaks.filter { $0 > start && Double($0 - start) * perCharacter <= width }
            let nextBreak = breaks.first { $0 > start } ?? characters.count
            let end = fitting.last ?? min(nextBreak, start + perLine)
            lines.append(String(characters[start..<end]))
            start = end
        }
        return lines
    }

    // MARK: - The manifest

    /// A file of the manifest that is not installed is an error naming its package, not a silent
    /// substitute; so is a file of another size (another package version).
    @Test func missingOrDifferentManifestFileNamesThePackage() throws {
        let directory = NSTemporaryDirectory() + "buttonsizer-manifest-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.copyItem(atPath: Fixture.path("Inter-Regular.otf"), toPath: directory + "/Inter-Regular.otf")
        let sha = String(repeating: "0", count: 64)
        for (path, bytes, problem) in [("/nonexistent/NotoSansFoo-Regular.ttf", 1, "is not installed"),
                                        (Fixture.path("NotoSansTamil-Regular.ttf"), 1, "is 72608 bytes, not 1")] {
            try "# test\nFoo\tfonts-noto-foo\t1.0-1\t\(path)\t\(bytes)\t\(sha)\n"
                .write(toFile: directory + "/debian-fonts.tsv", atomically: true, encoding: .utf8)
            let measurer = try TextMeasurer(library: FontLibrary(scope: .hermetic, bundledDirectory: directory))
            #expect {
                try measurer.measure(TextRequest(text: "Hi", font: FontSpec(name: "Inter", size: 17)))
            } throws: { error in
                let text = "\(error)"
                return text.contains(path) && text.contains("fonts-noto-foo 1.0-1") && text.contains(problem)
            }
        }
    }

    // MARK: - Languages

    @Test(arguments: [
        ("ja", CJKForm.japanese), ("ja-JP", .japanese), ("ko", .korean), ("zh", .simplifiedChinese),
        ("zh-Hans", .simplifiedChinese), ("zh-CN", .simplifiedChinese), ("zh-SG", .simplifiedChinese),
        ("zh-Hant", .traditionalChinese), ("zh-TW", .traditionalChinese), ("zh-Hant-TW", .traditionalChinese),
        ("zh-HK", .hongKong), ("zh-Hant-HK", .hongKong), ("zh-MO", .hongKong), ("yue", .hongKong),
        ("zh-Hans-HK", .simplifiedChinese),
        // BCP 47 tags are case-insensitive, and Apple's locale identifiers separate with "_".
        ("JA", .japanese), ("ZH_hant", .traditionalChinese), ("Zh-hk", .hongKong), ("YUE", .hongKong),
    ])
    func languageNamesItsCJKForm(language: String, form: CJKForm) {
        #expect(CJKForm(language: language) == form)
    }

    @Test(arguments: ["en", "ar", "pt-BR", "de-CH", "jam", "kok", "zha-Hant", "en_ZH"])
    func otherLanguagesNameNoCJKForm(language: String) {
        #expect(CJKForm(language: language) == nil)
    }

    @Test(arguments: ["", "j", "japanese", "zh--Hant", "ja-", "en-US-x-toolongsubtag", "ja JP"])
    func malformedLanguageIsAnError(language: String) {
        #expect {
            try Fixture.measurer.measure(TextRequest(text: "Hi", font: Fixture.inter17, language: language))
        } throws: { error in
            "\(error)".contains("language '\(language)'")
        }
    }
}
