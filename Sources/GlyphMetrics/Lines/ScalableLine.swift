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
final class ScalableLine: Sendable {
    /// The text shaped in the primary face (size-free: see above).
    let shaped: ShapedText
    /// The primary face (the instance measured).
    let face: FontFace
    /// ``TextPolicies/lineMetrics``: whose metrics the line takes.
    let policy: TextPolicies.LineMetrics
    /// The side of the system font's Text/Display split it was measured on (``TextMeasurer/usesDisplayFace(_:)``).
    let usesDisplayFace: Bool
    /// The line at width 0, and the parts of the answer that no size changes.
    private let line: MeasuredLine, fonts: [String], missingGlyphs: [MissingGlyph], font: ResolvedFont

    /// The one-line answer for `shaped`, measured in `face` for `spec` (whose primary font resolved to
    /// `font`), or nil when another size could answer differently (see the type's summary) or the text
    /// is not one line.
    init?(shaped: ShapedText, face: FontFace, font: ResolvedFont, spec: FontSpec, fonts: [String],
          missingGlyphs: [MissingGlyph], policy: TextPolicies.LineMetrics) {
        // Cheapest first: a sweep of an `opsz` font asks at every size, and is refused at once.
        guard !face.hasOpticalSize || spec.variations["opsz"] != nil, shaped.count > 0, !Typesetter.hasNewline(shaped),
              !shaped.primary.advancesDependOnSize, !shaped.fallbacks.contains(where: \.advancesDependOnSize) else { return nil }
        self.shaped = shaped
        self.face = face
        self.policy = policy
        self.usesDisplayFace = TextMeasurer.usesDisplayFace(spec)
        self.line = MeasuredLine(text: shaped.text, width: 0, visibleRanges: [0..<shaped.count])
        self.fonts = fonts
        self.missingGlyphs = missingGlyphs
        self.font = font
    }

    /// The text's answer for `request` (this text and font at any size and room) when it fits on one
    /// line there, as the typesetter would give it; nil when it does not fit (the typesetter decides).
    func answer(_ request: TextRequest) -> MeasuredText? {
        let size = request.font.size
        let width = Typesetter.width(shaped, 0..<shaped.count, size: size, letterSpacing: request.font.letterSpacing)
        guard Typesetter.fits(width, request.maxWidth ?? .infinity) else { return nil }
        var line = line
        line.width = max(0, width)
        // No face applies `trak`, so the tracking is 0 at every size; the text style is the key's.
        let font = ResolvedFont(file: font.file, faceIndex: font.faceIndex, pointSize: size, weight: font.weight,
                                italic: font.italic, variations: font.variations, tracking: font.tracking,
                                textStyle: font.textStyle, contentSize: request.font.contentSize,
                                systemFont: font.systemFont, substitution: font.substitution)
        let metrics = TextMeasurer.lineMetrics(face, shaped, size: size, policy: policy)
        return MeasuredText(lines: [line], ascender: metrics.ascender, descender: metrics.descender,
                            leading: metrics.leading, isTruncated: false, fonts: fonts, font: font,
                            missingGlyphs: missingGlyphs)
    }
}

/// A request as a ``ScalableLine``'s key: its text, font and language, without the point size, the
/// content size category or the room (width, lines, mode), which a one-line answer does not depend on
/// once it fits. The system font also keys on its side of the Text/Display split, where the face
/// can change with the size.
final class ScalableLineKey: Equatable, Sendable {
    let request: TextRequest
    /// The request's side of the system font's Text/Display split (``TextMeasurer/usesDisplayFace(_:)``).
    let usesDisplayFace: Bool

    init(_ request: TextRequest) {
        self.request = request
        self.usesDisplayFace = TextMeasurer.usesDisplayFace(request.font)
    }

    /// A hash of the text (`textHash`: ``RequestKey/textHash(_:)``) and the size-free fields
    /// (``RequestKey/sizeFreeSeed(_:)``).
    static func hash(_ request: TextRequest, textHash: UInt64) -> UInt64 {
        let side: UInt64 = TextMeasurer.usesDisplayFace(request.font) ? 0x5851_F42D_4C95_7F2D : 0
        return textHash ^ RequestKey.sizeFreeSeed(request) ^ side ^ 0x2545_F491_4F6C_DD1D
    }

    /// Whether `other` asks for this text in this font and language, at any size and room
    /// (`TextRequest.isSame(as:_:)`), on the same side of the system font's split.
    func matches(_ other: TextRequest) -> Bool {
        request.isSame(as: other, .anySizeAndRoom) && usesDisplayFace == TextMeasurer.usesDisplayFace(other.font)
    }

    static func == (a: ScalableLineKey, b: ScalableLineKey) -> Bool { a.matches(b.request) }
}
