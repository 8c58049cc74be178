import ButtonSizer
import Foundation
import GlyphMetrics
import Testing
import ButtonSizerTesting

/// Bad input gives a clear result or a typed error, never a crash.
@Suite struct ErrorTests {
    // MARK: - Fonts

    @Test func unknownFamilyNamesTheClosestFamilies() throws {
        // "Intr" is one edit from "Inter".
        let error = #expect(throws: GlyphMetricsError.self) { try Fixture.library.face(family: "Intr") }
        guard case let .unknownFamily(name, closest)? = error else {
            Issue.record("expected unknownFamily, got \(String(describing: error))")
            return
        }
        #expect(name == "Intr")
        #expect(closest.first == "Inter")
        #expect(closest.count <= 3)
        #expect(error!.description.contains("no font family named 'Intr'; closest: Inter"))

        // Through measure too, for a family that is installed on many systems but not bundled, and has no
        // metric-compatible substitute (Helvetica has one: AppFontTests).
        #expect(throws: GlyphMetricsError.self) {
            try Fixture.measurer.measure(TextRequest(text: "x", font: FontSpec(name: "Helvetica Neue", size: 17)))
        }
    }

    // Noto Sans is bundled in 400 and 700 only; Inter in 400, 500, 600, 700 (Fonts/README.md: fontconfig
    // weights 80, 100, 180, 200); no italics.
    @Test(arguments: [
        ("Noto Sans", 500, false, "500", ["400", "700"]),
        ("Inter", 300, false, "300", ["400", "500", "600", "700"]),
        ("Inter", 400, true, "400 italic", ["400", "500", "600", "700"]),
    ])
    func unavailableWeightListsTheAvailableOnes(family: String, weight: Int, italic: Bool,
                                                requested: String, available: [String]) throws {
        let error = #expect(throws: GlyphMetricsError.self) {
            try Fixture.library.face(family: family, weight: weight, italic: italic)
        }
        #expect(error == .unavailableStyle(family: family, requested: requested, available: available))
        // With substitution allowed the nearest face of the same family is used.
        let face = try Fixture.library.face(family: family, weight: weight, italic: italic, allowSubstitution: true)
        #expect(face.familyName == family)
        let measurer = try TextMeasurer(library: Fixture.library, allowsSubstitution: true)
        let m = try measurer.measure(TextRequest(text: "Hi", font: FontSpec(name: family, size: 17, weight: weight,
                                                                             italic: italic)))
        #expect(m.width > 0)
    }

    @Test func availableWeightsResolveToTheirFiles() throws {
        // Fonts/README.md "Files": the fontconfig family and weight of each bundled file.
        #expect(try Fixture.library.face(family: "Inter", weight: 500).path.hasSuffix("/Inter-Medium.otf"))
        #expect(try Fixture.library.face(family: "Inter", weight: 700).path.hasSuffix("/Inter-Bold.otf"))
        #expect(try Fixture.library.face(family: "noto sans", weight: 700).path.hasSuffix("/NotoSans-Bold.ttf"))
        let families = try Fixture.library.availableFamilies()
        let noto = families.first { $0.name == "Noto Sans" }
        #expect(noto?.styles == ["400", "700"])
        #expect(noto?.isBundled == true)
    }

    static func temporaryFile(_ bytes: [UInt8], name: String) throws -> String {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("glyphmetrics-tests-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
        try Data(bytes).write(to: url)
        return url.path
    }

    @Test func corruptFontFilesAreErrors() throws {
        var rng = SplitMix64(seed: 42)
        let garbage = try Self.temporaryFile((0..<4096).map { _ in UInt8.random(in: 0...255, using: &rng) },
                                             name: "garbage.otf")
        let real = try Data(contentsOf: URL(fileURLWithPath: Fixture.path("Inter-Regular.otf")))
        let truncated = try Self.temporaryFile(Array(real.prefix(2000)), name: "truncated.otf")
        let headerOnly = try Self.temporaryFile(Array(real.prefix(12)), name: "header.otf")
        let empty = try Self.temporaryFile([], name: "empty.otf")
        defer { for path in [garbage, truncated, headerOnly, empty] { try? FileManager.default.removeItem(atPath: path) } }

        for path in [garbage, truncated, headerOnly, empty, "/nonexistent/dir/font.otf"] {
            let library = FontLibrary(scope: .hermetic)
            let error = #expect(throws: GlyphMetricsError.self, "\(path)") { try library.face(path: path) }
            guard case let .unreadableFont(reported, reason)? = error else {
                Issue.record("\(path): expected unreadableFont, got \(String(describing: error))")
                continue
            }
            #expect(reported == path)
            #expect(!reason.isEmpty)
            #expect(error!.description.hasPrefix("cannot use font file '\(path)': "))
            // Through measure, as a font path.
            #expect(throws: GlyphMetricsError.self) {
                try Fixture.measurer.measure(TextRequest(text: "x", font: FontSpec(name: path, size: 17)))
            }
        }
    }

    @Test func wrongFaceIndex() throws {
        let inter = Fixture.path("Inter-Regular.otf")
        #expect(try FontFace.faceCount(path: inter) == 1)
        let error = #expect(throws: GlyphMetricsError.self) { try Fixture.library.face(path: inter, index: 1) }
        #expect(error == .faceIndexOutOfRange(path: inter, index: 1, faceCount: 1))
        #expect(error?.description == "font file '\(inter)' has 1 face; face index 1 does not exist")
        // "#N" after a path picks the face.
        #expect(throws: GlyphMetricsError.faceIndexOutOfRange(path: inter, index: 3, faceCount: 1)) {
            try Fixture.measurer.measure(TextRequest(text: "x", font: FontSpec(name: inter + "#3", size: 17)))
        }
        #expect(try Fixture.width("Hello", FontSpec(name: inter + "#0", size: 17)) == 6740.0 * 17 / 2816)
        let negative = #expect(throws: GlyphMetricsError.self) { try Fixture.library.face(path: inter, index: -1) }
        guard case .invalidArgument? = negative else {
            Issue.record("expected invalidArgument, got \(String(describing: negative))")
            return
        }
    }

    // MARK: - Text

    @Test(arguments: LineBreakMode.allCases)
    func emptyString(mode: LineBreakMode) throws {
        for maxWidth in [nil, 0.0, 100] as [Double?] {
            let m = try Fixture.measurer.measure(TextRequest(text: "", font: Fixture.inter17, maxWidth: maxWidth,
                                                             maxLines: 0, lineBreakMode: mode))
            #expect(m.lines.count == 1)
            #expect(m.displayedText == "")
            #expect(m.width == 0)
            #expect(!m.isTruncated)
            // One empty line is still one line tall: (2728 + 680) × 17 / 2816.
            #expect(approx(m.height, 3408 * 17 / 2816))
            #expect(fileNames(m.fonts) == ["Inter-Regular.otf"])
        }
    }

    // 100,000 characters: "Hello World " × 8333 + "Hell". hb-shape on the whole text
    // (`--text-file`) gives 133299728 units, which is 8333 × 15996 ("Hello World " shaped, kerning
    // included; "Hello World Hello World " is 31992 = 2 × 15996, so nothing kerns across the repeat)
    // + 5060 ("Hell"). Width = 133299728 × 17 / 2816 = 804721.369… pt.
    @Test func hundredThousandCharacters() throws {
        let text = String(String(repeating: "Hello World ", count: 8334).prefix(100_000))
        #expect(text.count == 100_000)
        let clock = ContinuousClock()
        var single: MeasuredText?
        var wrapped: MeasuredText?
        let elapsed = try clock.measure {
            single = try Fixture.measurer.measure(TextRequest(text: text, font: Fixture.inter17, maxLines: 1))
            wrapped = try Fixture.measurer.measure(TextRequest(text: text, font: Fixture.inter17, maxWidth: 300,
                                                               maxLines: 0, lineBreakMode: .wordWrapping))
        }
        #expect(approx(single!.width, 133_299_728 * 17 / 2816, tolerance: 1e-12))
        // Wrapped at 300 pt: "Hello World Hello World Hello World" is 3 × 15204 + 2 × 792 = 47196 units =
        // 284.91 pt and fits; one more "Hello" does not, so every full line holds three "Hello World"s:
        // 8333 repeats → 2777 full lines + "Hello World Hello World Hell" (two repeats and "Hell").
        #expect(wrapped!.lines.count == 2778)
        #expect(wrapped!.lines.dropLast().allSatisfy { $0.text == "Hello World Hello World Hello World" })
        #expect(wrapped!.lines.last?.text == "Hello World Hello World Hell")
        #expect(elapsed < .seconds(20), "took \(elapsed)")
    }

    // MARK: - Sizes and limits

    @Test(arguments: [Double.nan, -1, 0, -0.0, .infinity, -.infinity, 10_000.5, 1e300])
    func invalidFontSizes(size: Double) {
        let error = #expect(throws: GlyphMetricsError.self) {
            try Fixture.measurer.measure(TextRequest(text: "Hello", font: FontSpec(name: "Inter", size: size)))
        }
        guard case let .invalidArgument(name, _, _)? = error else {
            Issue.record("size \(size): expected invalidArgument, got \(String(describing: error))")
            return
        }
        #expect(name == "font size")
    }

    /// The largest accepted size, 10,000 pt, and a tiny one still give finite, exact widths.
    @Test func extremeButValidSizes() throws {
        #expect(try Fixture.width("Hello", Fixture.file("Inter-Regular.otf", size: 10_000)) == 6740.0 * 10_000 / 2816)
        let tiny = try Fixture.width("Hello", Fixture.file("Inter-Regular.otf", size: 1e-6))
        #expect(approx(tiny, 6740.0 * 1e-6 / 2816))
    }

    @Test func invalidRequestValues() {
        func name(of request: TextRequest) -> String? {
            do {
                _ = try Fixture.measurer.measure(request)
                return nil
            } catch let GlyphMetricsError.invalidArgument(name, _, _) {
                return name
            } catch {
                return "other: \(error)"
            }
        }
        let font = Fixture.inter17
        #expect(name(of: TextRequest(text: "a", font: font, maxWidth: .nan)) == "width")
        #expect(name(of: TextRequest(text: "a", font: font, maxWidth: -1)) == "width")
        #expect(name(of: TextRequest(text: "a", font: font, maxLines: -1)) == "lines")
        #expect(name(of: TextRequest(text: "a", font: Fixture.file("Inter-Regular.otf", letterSpacing: .nan))) == "letter spacing")
        #expect(name(of: TextRequest(text: "a", font: Fixture.file("Inter-Regular.otf", letterSpacing: .infinity)))
                == "letter spacing")
        #expect(name(of: TextRequest(text: "a", font: FontSpec(name: "Inter", size: 17, weight: 0))) == "weight")
        #expect(name(of: TextRequest(text: "a", font: FontSpec(name: "Inter", size: 17, weight: 1001))) == "weight")
        // An infinite width is "no limit", not an error.
        #expect(name(of: TextRequest(text: "a", font: font, maxWidth: .infinity)) == nil)
    }
}

/// Libraries, faces and measurers are freed when their last user lets go.
@Suite struct LifetimeTests {
    /// Fuzz finding (font target, LeakSanitizer): a library that had built a fallback chain was
    /// never freed (the chain held the library, the library held the chain), and with it every
    /// face, FreeType library and HarfBuzz font it had opened.
    @Test func aLibraryWithFallbacksIsFreed() throws {
        weak var weakLibrary: FontLibrary?
        weak var weakMeasurer: TextMeasurer?
        do {
            let library = FontLibrary(scope: .hermetic)
            let measurer = try TextMeasurer(library: library)
            // Inter lacks CJK and Thai: both go through the fallback chain.
            let m = try measurer.measure(TextRequest(text: "Hi 登录 สวัสดี", font: Fixture.inter17))
            #expect(m.fonts.count >= 3)
            weakLibrary = library
            weakMeasurer = measurer
        }
        #expect(weakMeasurer == nil)
        #expect(weakLibrary == nil)
    }
}
