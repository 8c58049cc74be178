import ButtonSizer
import Foundation
@testable import GlyphMetrics
import Testing

/// Words put together from the shaped-word cache (`ShapedWords`) give exactly what shaping the whole
/// text gives: every label of every corpus in the repository, in every bundled and hermetic font and
/// the test fonts, compared with a shaper that keeps nothing (capacity 0: every run of every text shaped
/// by HarfBuzz with the whole text as context, the code path before the cache).
@Suite struct ShapedWordTests {
    /// Every label: the benchmark corpus, the coverage titles, and the texts of every catalog under
    /// Tests/Fixtures (each read by the small readers below: any text is a fair input here).
    static let labels: [(language: String?, text: String)] = {
        var labels = (try! CoverageCorpusTests.rows("Benchmarks/corpus.tsv")
            + CoverageCorpusTests.rows("Tests/Fixtures/coverage-titles.tsv")).map { (Optional($0.0), $0.1) }
        labels += CatalogTexts.all(under: CoverageCorpusTests.root + "/Tests/Fixtures")
        return labels
    }()

    /// Every primary face: the bundled files, the hermetic set's Debian files, and the test fonts (a
    /// variable font at a coordinate off its default, `trak` fonts, the SF metrics stand-in).
    static let faces: [String] = {
        let bundled = (try! FileManager.default.contentsOfDirectory(atPath: BundledFonts.directory))
            .filter { $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") }.sorted().map { BundledFonts.directory + "/" + $0 }
        let debian = (BundledFonts.manifest?.entries ?? []).map(\.path)
        let tests = ["ButtonSizerTestOpsz.ttf", "ButtonSizerTestTrak.ttf", "ButtonSizerTestTrakSTAT.ttf",
                     "ButtonSizerTestVar.ttf", "ButtonSizerTestSFMetrics.ttf"]
            .map { ScalableLineTests.fixtures + "/" + $0 }
        return bundled + debian + tests
    }()

    @Test func everyCorpusIsRead() {
        // 1,458 + 115 titles in the two TSV files (wc -l, comments excluded), and the catalogs' texts.
        #expect(Self.labels.count > 2_500)
        #expect(Self.faces.count > 15)
    }

    /// Each label shaped by a word-reusing shaper (after the labels before it in one order, then in the
    /// other: each label is put together from words of others) and by one that keeps nothing: the same
    /// advances (font units, per grapheme, to the bit), faces, missing glyphs and tabs. Sizes 17 and 9
    /// (`trak` and metric fonts shape per size); kerning on, and off.
    @Test(arguments: faces) func wordsJoinAsTheWholeTextShapes(path: String) throws {
        let face = try Fixture.library.face(path: path, index: 0,
                                            coordinates: path.hasSuffix("Var.ttf") ? [650, 90] : nil)
        let reference = Shaper(library: Fixture.library, cacheCapacity: 0)
        var differing: [String] = [], reused = 0
        for (order, kerning, size) in [(false, true, 17.0), (true, false, 9.0)] {
            let shaper = Shaper(library: Fixture.library, cacheCapacity: 50_000)
            for (language, text) in order ? Self.labels.reversed() : Self.labels {
                let style = TextStyle(language: language, defaultHanForm: .simplifiedChinese)
                let expected = reference.shape(text, primary: face, kerning: kerning, pointSize: size, style: style)
                let shaped = shaper.shape(text, primary: face, kerning: kerning, pointSize: size, style: style)
                if !Self.same(shaped, expected) { differing.append(text) }
            }
            reused += shaper.words.reuse.reused
        }
        #expect(differing.isEmpty, "\(differing.count) labels differ, first: \(differing.prefix(5))")
        // A bundled face with the Latin letters draws Latin titles in runs of several words: some are
        // reused. (In faces without them a space is the primary face's and the words fallbacks', so no
        // run has two words; the Noto symbol fonts kern the space, so every cut after one is unsafe.)
        if path.hasPrefix(BundledFonts.directory), "Add to cart".unicodeScalars.allSatisfy(face.hasGlyph) {
            #expect(reused > 0)
        }
    }

    static func same(_ a: ShapedText, _ b: ShapedText) -> Bool {
        a.advances.map(\.units) == b.advances.map(\.units) && a.advances.map(\.end) == b.advances.map(\.end)
            && a.advances.map(\.unitsPerEm) == b.advances.map(\.unitsPerEm) && a.faces.map(\.id) == b.faces.map(\.id)
            && a.missingGlyphs == b.missingGlyphs && a.tabs == b.tabs
    }

    /// Measured with the word cache, then without any cache: the same answers (lines, widths to the
    /// bit, truncation, fonts, missing glyphs) on one line, truncated and wrapped, with letter spacing,
    /// in Inter and in the metric system font (a font whose advances depend on the size).
    @Test(arguments: [FontSpec(name: BundledFonts.defaultFontPath, size: 17),
                      FontSpec(name: BundledFonts.defaultFontPath, size: 15, letterSpacing: 1.5),
                      FontSpec.system(size: 17), FontSpec(name: "Inter", size: 17, weight: 600)])
    func measuresAsWithoutTheCache(font: FontSpec) throws {
        let measurer = try TextMeasurer(library: Fixture.library)
        let uncached = try TextMeasurer(library: Fixture.library, cacheCapacity: 0)
        var differing: [String] = [], widths: [String] = []
        for (language, text) in Self.labels {
            for (maxWidth, lines, mode) in [(nil, 1, LineBreakMode.truncatingTail), (120.0, 1, .truncatingMiddle),
                                            (100.0, 2, .wordWrapping)] {
                let request = TextRequest(text: text, font: font, maxWidth: maxWidth, maxLines: lines,
                                          lineBreakMode: mode, language: language)
                let measured = try measurer.measure(request), expected = try uncached.measure(request)
                if measured != expected { differing.append(text) }
                if measured.lines.map(\.width.bitPattern) != expected.lines.map(\.width.bitPattern) { widths.append(text) }
            }
        }
        #expect(differing.isEmpty, "\(differing.count) differ, first: \(differing.prefix(5))")
        #expect(widths.isEmpty, "\(widths.count) widths differ, first: \(widths.prefix(5))")
        #expect(measurer.shapedWordReuse.reused > 0)
    }

    /// The third title's "Add " and "to " come from the second one's shaping: two words reused. (The
    /// first title in a face keeps no words: nothing may come after it.) Words are counted as HarfBuzz
    /// shaped them or the cache gave them, per title.
    @Test func seenWordsAreReused() throws {
        let shaper = Shaper(library: Fixture.library, cacheCapacity: 100)
        let inter = try Fixture.library.face(path: Fixture.path("Inter-Regular.otf"))
        let style = TextStyle(language: "en", defaultHanForm: .simplifiedChinese)
        _ = shaper.shape("Sign in", primary: inter, kerning: true, pointSize: 17, style: style)
        #expect(shaper.words.reuse.shaped == 0)
        _ = shaper.shape("Add to cart", primary: inter, kerning: true, pointSize: 17, style: style)
        #expect(shaper.words.reuse.shaped == 3)  // "Add ", "to ", "cart"
        _ = shaper.shape("Add to wishlist", primary: inter, kerning: true, pointSize: 17, style: style)
        #expect(shaper.words.reuse.reused == 2)
        #expect(shaper.words.reuse.shaped == 4)  // and "wishlist" shaped
        _ = shaper.shape("Remove from cart", primary: inter, kerning: true, pointSize: 17, style: style)
        #expect(shaper.words.reuse.reused == 3)  // "cart", the kept tail
        #expect(shaper.words.reuse.shaped == 6)  // "Remove ", "from "
        // New words on both sides of a kept one: each side shaped alone, "to " between them not shaped again.
        _ = shaper.shape("Save to list", primary: inter, kerning: true, pointSize: 17, style: style)
        #expect(shaper.words.reuse.reused == 4)  // "to "
        #expect(shaper.words.reuse.shaped == 8)  // "Save ", "list"
    }

    /// The cache is bounded: never more than its capacity, however many words go through it.
    @Test func cacheIsBounded() throws {
        let shaper = Shaper(library: Fixture.library, cacheCapacity: 1_000, wordCapacity: 64)
        let inter = try Fixture.library.face(path: Fixture.path("Inter-Regular.otf"))
        let style = TextStyle(language: "en", defaultHanForm: .simplifiedChinese)
        for (_, text) in Self.labels.prefix(500) {
            _ = shaper.shape(text, primary: inter, kerning: true, pointSize: 17, style: style)
            #expect(shaper.words.count <= shaper.words.capacity)
        }
        #expect(shaper.words.capacity == 64)
    }

    /// Two threads measuring the corpus at once through one measurer get the answers one thread gets.
    @Test func sharedAcrossThreads() async throws {
        let shared = try TextMeasurer(library: Fixture.library)
        let uncached = try TextMeasurer(library: Fixture.library, cacheCapacity: 0)
        let labels = Self.labels.prefix(800)
        // One thread in the labels' order, the other in reverse; each answer set back in order.
        let results = try await withThrowingTaskGroup(of: [Double].self) { group in
            for reversed in [false, true] {
                group.addTask {
                    let widths = try (reversed ? labels.reversed() : Array(labels)).map { label in
                        try shared.measure(TextRequest(text: label.text, font: Fixture.inter17, language: label.language)).width
                    }
                    return reversed ? widths.reversed() : widths
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let expected = try labels.map {
            try uncached.measure(TextRequest(text: $0.text, font: Fixture.inter17, language: $0.language)).width
        }
        #expect(results.count == 2)
        for widths in results { #expect(widths.map(\.bitPattern) == expected.map(\.bitPattern)) }
    }
}

/// The texts of the catalog fixtures, read simply (each format's quoted or tagged values): `.strings`
/// (`"key" = "value";`), `.stringsdict` (`<string>…</string>`), `.xcstrings` (`"value" : "…"`) and the
/// Twine source (`  xx = text` under `[key]`). Languages from `xx.lproj` or the Twine line.
enum CatalogTexts {
    static func all(under root: String) -> [(language: String?, text: String)] {
        guard let files = FileManager.default.enumerator(atPath: root) else { return [] }
        var texts: [(String?, String)] = []
        for case let file as String in files {
            guard let data = FileManager.default.contents(atPath: root + "/" + file),
                  let content = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16) else { continue }
            let lproj = file.split(separator: "/").first { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }
            let language = lproj == "Base" ? "en" : lproj
            if file.hasSuffix(".strings") {
                texts += values(in: content, after: "= \"", until: "\";").map { (language, $0) }
            } else if file.hasSuffix(".stringsdict") {
                texts += values(in: content, after: "<string>", until: "</string>").map { (language, $0) }
            } else if file.hasSuffix(".xcstrings") {
                texts += values(in: content, after: "\"value\" : \"", until: "\"").map { (nil, $0) }
            } else if file.hasSuffix("plist.txt") {
                for line in content.split(separator: "\n") where line.hasPrefix("    ") && line.contains(" = ") {
                    let parts = line.split(separator: "=", maxSplits: 1)
                    let code = parts[0].trimmingCharacters(in: .whitespaces)
                    if isLanguageTag(code) { texts.append((code, parts[1].trimmingCharacters(in: .whitespaces))) }
                }
            }
        }
        return texts.filter { !$0.1.isEmpty }
    }

    /// Each substring between `start` and the next `end`, with `\"`, `\n` and XML's `&amp;` undone.
    static func values(in content: String, after start: String, until end: String) -> [String] {
        content.components(separatedBy: start).dropFirst().compactMap { rest in
            rest.components(separatedBy: end).first?.replacingOccurrences(of: "\\\"", with: "\"")
                .replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "&amp;", with: "&")
        }
    }
}
