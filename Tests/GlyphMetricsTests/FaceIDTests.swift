import ButtonSizer
import GlyphMetrics
import Testing

/// One font identity: a font named by path is read into a `FaceID` once, and glyph runs carry the face
/// they were measured in, which draws them without reading a name back.
@Suite struct FaceIDTests {
    /// The face index is the number after the last `#`; a `#` elsewhere belongs to the path.
    @Test(arguments: [
        ("/fonts/Inter-Regular.otf", "/fonts/Inter-Regular.otf", 0),
        ("/fonts/NotoSansCJK-Regular.ttc#3", "/fonts/NotoSansCJK-Regular.ttc", 3),
        ("/my#fonts/NotoSansCJK-Regular.ttc#2", "/my#fonts/NotoSansCJK-Regular.ttc", 2),
        ("/my#fonts/Inter-Regular.otf", "/my#fonts/Inter-Regular.otf", 0),  // "fonts/Inter-Regular.otf" is no number
        ("/fonts/a.ttc#", "/fonts/a.ttc#", 0),
    ])
    func parsing(name: String, path: String, index: Int) {
        let face = FaceID(parsing: name)
        #expect(face == FaceID(path: path, index: index))
    }

    /// Face 0 is named by its path alone; another face by `path#N` (how answers name a font file).
    @Test func description() {
        #expect(FaceID(path: "/f/Inter-Regular.otf").description == "/f/Inter-Regular.otf")
        #expect(FaceID(path: "/f/NotoSansCJK-Regular.ttc", index: 3).description == "/f/NotoSansCJK-Regular.ttc#3")
        #expect(FaceID(parsing: FaceID(path: "/a#b/c.ttc", index: 4).description) == FaceID(path: "/a#b/c.ttc", index: 4))
    }

    /// "繼續" in zh-Hant falls back to face 3 (TC) of fonts-noto-cjk's collection (`hb-shape
    /// --face-index=3 --language=zh-Hant …NotoSansCJK-Regular.ttc`, CoverageTests.cjkTitles): the run
    /// carries that face, and the measurer gives back the very face it measured with for it.
    @Test func aRunCarriesItsFaceAndDrawsWithIt() throws {
        let font = FontSpec(name: "Inter", size: 17)
        let line = try Fixture.measurer.glyphs(pieces: [LinePiece(text: "繼續")], font: font, language: "zh-Hant")
        let run = try #require(line.runs.last)
        #expect(run.face.path.hasSuffix("/NotoSansCJK-Regular.ttc"))
        #expect(run.face.index == 3)
        let drawn = try Fixture.measurer.face(run.face, size: run.size, variations: run.variations)
        #expect(drawn.faceID == run.face)
        #expect(drawn === (try Fixture.measurer.face(for: FontSpec(name: run.face.description, size: run.size, variations: run.variations))))
    }
}

/// The library keeps every measurer's font resolutions (the one face cache), keyed by what the
/// measurer chose too: a resolution made under one choice is never handed to a measurer with another.
@Suite struct SharedResolutionTests {
    /// The bundled Inter has no italic (Fonts/: Regular, Medium, SemiBold, Bold): a measurer that allows
    /// substitution measures upright Inter with a note; one that does not, over the same library asked
    /// afterwards, still refuses.
    @Test func aSubstitutionIsNotSharedWithAMeasurerThatRefusesThem() throws {
        let library = FontLibrary(scope: .hermetic)
        let lenient = try TextMeasurer(library: library, allowsSubstitution: true)
        let strict = try TextMeasurer(library: library, allowsSubstitution: false)
        let italic = FontSpec(name: "Inter", size: 17, italic: true)
        let measured = try lenient.measure(TextRequest(text: "Save", font: italic))
        #expect(measured.font?.substitution != nil)
        #expect(throws: GlyphMetricsError.self) { try strict.measure(TextRequest(text: "Save", font: italic)) }
    }

    /// Two measurers over one library get the very same face for the same name: it was found once.
    @Test func twoMeasurersShareTheLibrarysFaces() throws {
        let library = FontLibrary(scope: .hermetic)
        let first = try TextMeasurer(library: library)
        let second = try TextMeasurer(library: library)
        let font = FontSpec(name: BundledFonts.path("NotoSans-Bold.ttf"), size: 17, weight: 700)
        #expect(try first.face(for: font) === (try second.face(for: font)))
    }
}
