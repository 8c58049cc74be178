import ButtonSizer
@testable import GlyphMetrics
import Testing

/// Previews draw a line from the pieces measurement shaped apart (issue #10, item 4): a truncated
/// line's kept text, "…" and kept tail each shaped alone, so nothing kerns across the cut, a tightened
/// line at the tight track, a soft-hyphen break with its hyphen, and the drawn advances add up to the
/// measured width.
///
/// Expected values: `hb-shape --no-glyph-names Fonts/Inter-Regular.otf TEXT` (HarfBuzz 6.0.0), Inter
/// Regular unitsPerEm 2816, at 17 pt:
/// - "WAV"  → `[456=0+2512|2=1+1712|453=2+1904]` (6128 units)
/// - "…"    → `[1406=0+2312]`
/// - "WAV…" → `[456=0+2512|2=1+1712|453=2+1632|1406=3+2312]`: shaped as one string, V kerns 272 units
///   against "…", which CoreText's separately shaped token does not.
/// - "A"    → `[2=0+1904]`; "AV" → `[2=0+1712|453=1+1904]`
@Suite("previews draw the pieces a line was measured in")
struct TruncatedPreviewTests {
    static let points = 17.0 / 2816  // Inter Regular at 17 pt: points per font unit

    static func truncated(_ text: String, width: Double, mode: LineBreakMode = .truncatingTail,
                          font: FontSpec = inter17) throws -> MeasuredLine {
        let measured = try hermeticMeasurer().measure(TextRequest(text: text, font: font, maxWidth: width,
                                                                  lineBreakMode: mode))
        return try #require(measured.lines.first)
    }

    static func xs(_ glyphs: LineGlyphs) -> [Double] { glyphs.runs.flatMap { $0.positions.map(\.x) } }
    static func ids(_ glyphs: LineGlyphs) -> [UInt32] { glyphs.runs.flatMap(\.glyphs) }

    static func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    @Test("\"WAVE Type\" at 51.5 pt: the line is the pieces \"WAV\" and \"…\"")
    func waveTypePieces() throws {
        let line = try Self.truncated("WAVE Type", width: 51.5)
        #expect(line.pieces == [LinePiece(text: "WAV"), .truncationToken])
    }

    @Test("\"WAVE Type\" at 51.5 pt: the glyphs are hb-shape's of \"WAV\" then \"…\" (no V/… kerning)")
    func waveTypeGlyphsAreThePiecesShapedApart() throws {
        let line = try Self.truncated("WAVE Type", width: 51.5)
        let glyphs = try hermeticMeasurer().glyphs(line: line, font: inter17)
        #expect(Self.ids(glyphs) == [456, 2, 453, 1406])
        #expect(Self.close(Self.xs(glyphs), [0, 2512, 2512 + 1712, 6128].map { $0 * Self.points }))
    }

    @Test("\"WAVE Type\" at 51.5 pt: \"…\" starts where the kept text's advances end")
    func waveTypeTokenStartsAfterTheKeptText() throws {
        let line = try Self.truncated("WAVE Type", width: 51.5)
        let glyphs = try hermeticMeasurer().glyphs(line: line, font: inter17)
        let token = try #require(glyphs.runs.flatMap { zip($0.glyphs, $0.positions) }.first { $0.0 == 1406 })
        #expect(abs(token.1.x - 6128 * Self.points) < 1e-9)  // 36.994 pt; shaped as one string: 5856 units
    }

    @Test("\"WAVE Type\" at 51.5 pt: the drawn advances add up to the measured width, 8440 units")
    func waveTypeDrawnWidthIsTheMeasuredWidth() throws {
        let line = try Self.truncated("WAVE Type", width: 51.5)
        let glyphs = try hermeticMeasurer().glyphs(line: line, font: inter17)
        #expect(abs(glyphs.width - (6128 + 2312) * Self.points) < 1e-9)
        #expect(abs(glyphs.width - line.width) < 1e-9)
    }

    /// The one-pass layout (`answer(…, glyphs: true)`) carries the same runs: a configuration button
    /// with zero insets gives the title the whole 51.5 pt.
    @Test("the layout's glyph runs for \"WAVE Type\" are the pieces shaped apart")
    func layoutRunsArePieces() throws {
        let spec = ButtonSpec(title: "WAVE Type", titleFont: inter17,
                              profile: .configuration(.init(contentInsets: .init(top: 0, leading: 0, bottom: 0, trailing: 0))),
                              lineBreakMode: .truncatingTail, maxLines: 1)
        let answer = try ButtonSizer(measurer: try hermeticMeasurer())
            .answer(spec, proposal: .bounds(Size(width: 51.5, height: 30)), glyphs: true)
        let title = try #require(answer.layout.title)
        try #require(title.displayedText == "WAV\u{2026}")
        let runs = try #require(title.placedLines.first?.runs)
        #expect(runs.flatMap(\.glyphs) == [456, 2, 453, 1406])
        #expect(Self.close(runs.flatMap { $0.positions.map(\.x) }, [0, 2512, 4224, 6128].map { $0 * Self.points }))
    }

    /// "AV AV AV" middle-truncated at 53 pt is "A…AV" (TruncationPropertyTests): three pieces.
    @Test("middle truncation \"A…AV\": head, token and tail each shaped alone")
    func middlePieces() throws {
        let line = try Self.truncated("AV AV AV", width: 53, mode: .truncatingMiddle)
        try #require(line.text == "A\u{2026}AV")
        let glyphs = try hermeticMeasurer().glyphs(line: line, font: inter17)
        #expect(Self.ids(glyphs) == [2, 1406, 2, 453])
        #expect(Self.close(Self.xs(glyphs), [0, 1904, 1904 + 2312, 1904 + 2312 + 1712].map { $0 * Self.points }))
        #expect(abs(glyphs.width - (1904 + 2312 + 1712 + 1904) * Self.points) < 1e-9)
        #expect(abs(glyphs.width - line.width) < 1e-9)
    }

    @Test("an untruncated line is one piece, drawn as its text shaped whole")
    func untruncatedLineIsUnchanged() throws {
        let measured = try hermeticMeasurer().measure(TextRequest(text: "WAV\u{2026}", font: inter17))
        let line = try #require(measured.lines.first)
        #expect(line.pieces == [LinePiece(text: "WAV\u{2026}")])
        let glyphs = try hermeticMeasurer().glyphs(line: line, font: inter17)
        // One string: V kerns against "…" (1632 units), as hb-shape "WAV…" shows.
        #expect(Self.close(Self.xs(glyphs), [0, 2512, 4224, 4224 + 1632].map { $0 * Self.points }))
        #expect(abs(glyphs.width - line.width) < 1e-9)
    }

    /// `hb-shape --no-glyph-names Fonts/Inter-Regular.otf "Down‐"` sums to 8596 units (51.89 pt): the
    /// first line of "Down\u{AD}load" at 60 pt shows the hyphen and draws it.
    @Test("a soft-hyphen break draws the hyphen it measured")
    func softHyphenIsDrawn() throws {
        let measured = try hermeticMeasurer().measure(TextRequest(text: "Down\u{AD}load", font: inter17, maxWidth: 60,
                                                                  maxLines: 0, lineBreakMode: .wordWrapping))
        let line = try #require(measured.lines.first)
        try #require(line.text == "Down\u{2010}")
        let glyphs = try hermeticMeasurer().glyphs(line: line, font: inter17)
        #expect(abs(glyphs.width - 8596 * Self.points) < 1e-9)
        #expect(abs(glyphs.width - line.width) < 1e-9)
    }

    /// A right-to-left line keeps "…" at its end, on the left: the token (Inter's glyph 1406, shaped
    /// alone) comes first in visual order, and the Arabic head starts one token advance to its right.
    @Test("an Arabic tail-truncated line draws \"…\" at its left end")
    func arabicTokenOnTheLeft() throws {
        let line = try Self.truncated("تسجيل الدخول", width: 60)
        try #require(line.pieces.last == .truncationToken)
        let glyphs = try hermeticMeasurer().glyphs(line: line, font: inter17)
        #expect(Self.ids(glyphs).first == 1406)
        #expect(Self.xs(glyphs).first == 0)
        #expect(abs(Self.xs(glyphs).dropFirst().min()! - 2312 * Self.points) < 1e-9)
    }
}

/// A tightened line (A11) is drawn at the tight track, the "…" at the normal one, on the `trak` test
/// font (see TighteningTests: unitsPerEm 1000, tight track −40 units at 17 pt = −0.68 pt a grapheme).
/// `hb-shape --font-ptem=17 --no-glyph-names Tests/Fixtures/Fonts/ButtonSizerTestTrakSTAT.ttf TEXT`:
/// "Continue sh" 5631 units (11 graphemes), "…" `[102=0+791]`, "Continue shopping" 8957 (17 graphemes).
@Suite("tightened previews")
struct TightenedPreviewTests {
    static let font = FontSpec(name: fixtureFont("ButtonSizerTestTrakSTAT.ttf"), size: 17)

    static func line(width: Double) throws -> (MeasuredLine, LineGlyphs) {
        let measurer = try hermeticMeasurer()
        let measured = try measurer.measure(TextRequest(text: "Continue shopping", font: font, maxWidth: width))
        let line = try #require(measured.lines.first)
        return (line, try measurer.glyphs(line: line, font: font))
    }

    @Test("truncated tight at 110 pt: \"…\" after the tight head, drawn advances = measured width")
    func truncatedTight() throws {
        let (line, glyphs) = try Self.line(width: 110)
        try #require(line.text == "Continue sh\u{2026}")
        let head = 5631 * 0.017 - 11 * 0.68  // 88.247 pt
        let token = try #require(glyphs.runs.flatMap { zip($0.glyphs, $0.positions) }.first { $0.0 == 102 })
        #expect(abs(token.1.x - head) < 1e-9)
        #expect(abs(glyphs.width - (head + 791 * 0.017)) < 1e-9)
        #expect(abs(glyphs.width - line.width) < 1e-9)
    }

    /// Drawn whole at the tight track: 8957 × 0.017 − 17 × 0.68 = 140.709 pt of glyphs; the measured
    /// width is the squeezed budget floor(145) = 145 (A11).
    @Test("tightened whole at 145 pt: drawn at the tight track")
    func wholeTight() throws {
        let (line, glyphs) = try Self.line(width: 145)
        try #require(line.text == "Continue shopping")
        #expect(abs(glyphs.width - (8957 * 0.017 - 17 * 0.68)) < 1e-9)
    }
}
