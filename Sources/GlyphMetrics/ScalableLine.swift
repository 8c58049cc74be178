import ButtonSizer

/// A text's answer as one line, kept in font units so that it serves every point size and every
/// room at which the text still fits on one line: what makes a Dynamic Type sweep (the same title at
/// 12 sizes) cost little more than one measure, and a layout's many widths of a short title too.
///
/// Exact, not an approximation: it is the typesetter's first case (no line break in the text, and
/// the whole text fits the width), whose width is the same function of the shaped units at any size
/// (``Typesetter/width(_:_:size:letterSpacing:)``) and whose metrics are the faces' own, scaled
/// (``ScaledMetrics``): advances are linear and unhinted, so nothing is rounded at one size. It is
/// kept only where nothing else changes with the size: no face applies `trak` (its tracking is per
/// size), the primary face has no automatic `opsz` (another size is another instance, shaped apart),
/// and for the system font the size stays on its side of SF's Text/Display split (``ScalableLineKey``).
/// The line's text, ranges and pieces, the font list and the missing glyphs are the same at every
/// size: the answers made from one line share them.
struct ScalableLine: Sendable {
    /// The text shaped in the primary face (size-free: see above).
    let shaped: ShapedText
    /// The primary face (the instance measured).
    let face: FontFace
    /// How the face was found (substitution and system-font notes for ``ResolvedFont``).
    let resolution: TextMeasurer.Resolution
    /// The answer with its size-dependent parts left to fill in: the line's width, the metrics and
    /// the resolved font.
    let template: MeasuredText

    /// The one-line answer for `shaped`, or nil when another size could answer differently (see
    /// the type's summary) or the text is not one line.
    init?(shaped: ShapedText, face: FontFace, resolution: TextMeasurer.Resolution, font: FontSpec,
          fonts: [String], missingGlyphs: [MissingGlyph]) {
        guard !shaped.graphemes.isEmpty, !shaped.hasNewlines, !shaped.faces.contains(where: \.appliesTracking),
              !face.hasOpticalSize || font.variations["opsz"] != nil else { return nil }
        self.shaped = shaped
        self.face = face
        self.resolution = resolution
        self.template = MeasuredText(
            lines: [MeasuredLine(text: shaped.text, width: 0, visibleRanges: [0..<shaped.graphemes.count])],
            ascender: 0, descender: 0, leading: 0, isTruncated: false, fonts: fonts, missingGlyphs: missingGlyphs)
    }

    /// The text's answer for `request` (this text and font at any size and room) when it fits on one
    /// line there, as the typesetter would give it; nil when it does not fit (the typesetter decides).
    func answer(_ request: TextRequest, measurer: TextMeasurer) -> MeasuredText? {
        let size = request.font.size
        let width = Typesetter.width(shaped, shaped.graphemes.indices, size: size, letterSpacing: request.font.letterSpacing)
        guard Typesetter.fits(width, request.maxWidth ?? .infinity) else { return nil }
        var answer = template
        answer.lines[0].width = max(0, width)
        let metrics = measurer.lineMetrics(face, shaped, size: size)
        (answer.ascender, answer.descender, answer.leading) = (metrics.ascender, metrics.descender, metrics.leading)
        answer.font = measurer.resolvedFont(face, resolution, request.font)
        return answer
    }
}

/// A request as a ``ScalableLine``'s key: its text, font and language, without the point size, the
/// content size category or the room (width, lines, mode), which a one-line answer does not depend on
/// once it fits. The system font also keys on its side of the Text/Display split, where the face
/// can change with the size.
final class ScalableLineKey: Equatable, Sendable {
    let request: TextRequest

    init(_ request: TextRequest) { self.request = request }

    /// A hash of the text and the size-free fields (``RequestKey/sizeFreeSeed(_:)``).
    static func hash(_ request: TextRequest) -> UInt64 {
        let side: UInt64 = TextMeasurer.usesDisplayFace(request.font) ? 0x5851_F42D_4C95_7F2D : 0
        return fastHash(of: request.text, seed: RequestKey.sizeFreeSeed(request) ^ side ^ 0x2545_F491_4F6C_DD1D)
    }

    /// Whether `other` asks for this text in this font and language, at any size and room on the same
    /// side of the system font's split. A field added to `TextRequest` must be decided on here
    /// (`CacheKeyTests`); fields added to `FontSpec` are compared by its `==`.
    func matches(_ other: TextRequest) -> Bool {
        guard exactlyEqual(request.text, other.text), request.language == other.language,
              TextMeasurer.usesDisplayFace(request.font) == TextMeasurer.usesDisplayFace(other.font) else { return false }
        var font = other.font
        font.size = request.font.size
        font.contentSize = request.font.contentSize
        return font == request.font
    }

    static func == (a: ScalableLineKey, b: ScalableLineKey) -> Bool { a.matches(b.request) }
}
