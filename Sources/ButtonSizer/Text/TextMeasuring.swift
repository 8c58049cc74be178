import Synchronization

/// How text that does not fit is broken or shortened (`NSLineBreakMode`).
public enum LineBreakMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// Wrap at UAX #14 break opportunities; a word longer than the line breaks between graphemes.
    case wordWrapping = "word"
    /// Wrap between any two grapheme clusters.
    case charWrapping = "char"
    /// One line, cut at the edge.
    case clipping = "clip"
    /// One line, "…" replaces the start.
    case truncatingHead = "head"
    /// One line, "…" replaces the end.
    case truncatingTail = "tail"
    /// One line, "…" replaces the middle.
    case truncatingMiddle = "middle"

    /// Whether the mode shortens the text with an ellipsis.
    public var isTruncating: Bool {
        switch self {
        case .truncatingHead, .truncatingTail, .truncatingMiddle: true
        case .wordWrapping, .charWrapping, .clipping: false
        }
    }

    /// Whether the mode wraps text onto several lines.
    public var isWrapping: Bool { self == .wordWrapping || self == .charWrapping }
}

/// Which font to measure with: a family name (resolved through fontconfig), a font file path, or
/// the system font (``FontSpec/systemFontName``).
///
/// A variable font is set at the coordinates the spec implies: `wght` from ``weight``, `slnt`/`ital`
/// from ``italic``, `opsz` from ``size`` (clamped to the axis, as CoreText does), then ``variations``.
public struct FontSpec: Sendable, Hashable, Codable {
    /// A family name ("Inter"), a path to a font file ("/path/Font.otf"; a `#N` suffix picks face N
    /// of a collection), or ``FontSpec/systemFontName`` for the system font.
    public var name: String
    /// The font size in points (the size UIFont is created with); it also sets a variable font's `opsz`.
    public var size: Double
    /// The weight, 1 to 1000 (100 thin, 400 regular, 700 bold, 900 black).
    public var weight: Int
    /// Whether to use the italic face, or a variable font's `slnt`/`ital` axis.
    public var italic: Bool
    /// Points added after every grapheme cluster (`NSAttributedString.Key.kern`); 0 adds nothing.
    public var letterSpacing: Double
    /// Whether the font's kerning (GPOS `kern` feature or legacy `kern` table) applies; on by default
    /// as in CoreText.
    public var kerning: Bool
    /// Explicit variation settings (`["wght": 650, "wdth": 90]`), design units; they override the
    /// coordinates implied by weight, slant and size. Each tag must be an axis of the font.
    public var variations: [String: Double]
    /// The Dynamic Type style the size and weight came from, if any (reported, not used to measure).
    public var textStyle: TextStyle?
    /// The content size category the size came from, if any (reported, not used to measure).
    public var contentSize: ContentSizeCategory?

    /// Creates a font spec: weight 400, upright, no letter spacing, kerning on and no variations unless given.
    public init(name: String, size: Double, weight: Int = 400, italic: Bool = false,
                letterSpacing: Double = 0, kerning: Bool = true, variations: [String: Double] = [:]) {
        self.name = name
        self.size = size
        self.weight = weight
        self.italic = italic
        self.letterSpacing = letterSpacing
        self.kerning = kerning
        self.variations = variations
    }

    /// The name that means the system font (`--font system`): SF Pro when the measurer was given
    /// its file, else the bundled stand-in (Inter).
    public static let systemFontName = "system"

    /// The system font (`UIFont.systemFont(ofSize:weight:)`) at `size` points.
    public static func system(size: Double, weight: Int = 400, italic: Bool = false) -> FontSpec {
        FontSpec(name: systemFontName, size: size, weight: weight, italic: italic)
    }

    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`: `style`'s size and weight at `contentSize`
    /// from ``DynamicType``, in the system font unless `name` says otherwise. `bold` gives the
    /// emphasized weight (`.traitBold`).
    public static func preferred(_ style: TextStyle, contentSize: ContentSizeCategory = .large, bold: Bool = false,
                                 name: String = systemFontName) -> FontSpec {
        let metrics = DynamicType.metrics(style, contentSize, emphasized: bold)
        var spec = FontSpec(name: name, size: metrics.pointSize, weight: metrics.weight)
        spec.textStyle = style
        spec.contentSize = contentSize
        return spec
    }

    private enum CodingKeys: String, CodingKey {
        case name, size, weight, italic, letterSpacing, kerning, variations, textStyle, contentSize
    }

    /// Decodes a spec; every key but `name` and `size` is optional (defaults as in ``init(name:size:weight:italic:letterSpacing:kerning:variations:)``).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(name: try c.decode(String.self, forKey: .name), size: try c.decode(Double.self, forKey: .size),
                  weight: try c.decodeIfPresent(Int.self, forKey: .weight) ?? 400,
                  italic: try c.decodeIfPresent(Bool.self, forKey: .italic) ?? false,
                  letterSpacing: try c.decodeIfPresent(Double.self, forKey: .letterSpacing) ?? 0,
                  kerning: try c.decodeIfPresent(Bool.self, forKey: .kerning) ?? true,
                  variations: try c.decodeIfPresent([String: Double].self, forKey: .variations) ?? [:])
        textStyle = try c.decodeIfPresent(TextStyle.self, forKey: .textStyle)
        contentSize = try c.decodeIfPresent(ContentSizeCategory.self, forKey: .contentSize)
    }
}

/// A value type's fields in one immutable object (``MeasuredText``, ``ResolvedFont``, ``ButtonSpec``):
/// every copy of the value shares it, so copying retains one reference however many fields and arrays
/// it holds. Changing a field makes a new object (these values are made once and rarely changed).
/// Equal when the fields are (the same object without comparing them); hashes the fields.
///
/// Kept on measurement (issue 25 item 5, docs/performance.md "Rules for speed work"): the three types as
/// plain structs with stored properties, and no validation skip, cost (instructions per label,
/// `buttonsizer-bench --instructions`, at c7bb801) answer one-line 163,208 → 174,239 (+6.8 %), answer
/// wrapping 547,349 → 573,822 (+4.8 %), layout with its report 89,620 → 116,795 (+30 %), layout 4,310 →
/// 7,380, warm measure 1,123 → 1,774.
final class SharedFields<Fields: Hashable & Sendable>: Hashable, Sendable {
    let fields: Fields
    /// Set by an owner that checks its fields once it found them valid (``ButtonSpec/validate()``):
    /// the fields never change, so the checks need not run again. Two threads checking at once
    /// both run them, with the same result.
    private let checked = Atomic<Bool>(false)

    init(_ fields: Fields) { self.fields = fields }

    /// Whether the owner found the fields valid (``checked``).
    var isChecked: Bool { checked.load(ordering: .relaxed) }

    /// Records that the fields were found valid.
    func markChecked() { checked.store(true, ordering: .relaxed) }

    /// A new object holding the fields with `change` applied.
    func changed(_ change: (inout Fields) -> Void) -> SharedFields {
        var fields = fields
        change(&fields)
        return SharedFields(fields)
    }

    static func == (a: SharedFields, b: SharedFields) -> Bool { a === b || a.fields == b.fields }

    func hash(into hasher: inout Hasher) { fields.hash(into: &hasher) }
}

/// The font a measurement was actually set in: file, face, coordinates and tracking, as the
/// `font: {…}` JSON object reports it (keys in the order of the properties; `variations` as an object
/// `{tag: value}` in axis order; absent values as null).
///
/// Its fields live in one immutable object, so copying it (with every measured text and layout that
/// carries it) retains one reference; setting a field makes a new object with the change.
public struct ResolvedFont: Sendable, Hashable, Codable {
    /// The stored fields, as ``init(file:faceIndex:pointSize:weight:italic:variations:tracking:textStyle:contentSize:systemFont:substitution:)``
    /// took them.
    private struct Fields: Sendable, Hashable {
        var face: FaceID
        var pointSize: Double
        var weight: Int
        var italic: Bool
        var variations: [VariationSetting]
        var tracking: Double
        var textStyle: TextStyle?
        var contentSize: ContentSizeCategory?
        var systemFont: String?
        var substitution: String?
    }

    private var storage: SharedFields<Fields>

    private mutating func update(_ change: (inout Fields) -> Void) { storage = storage.changed(change) }

    /// The primary face: its file and its index in the file.
    public var face: FaceID {
        get { storage.fields.face }
        set { update { $0.face = newValue } }
    }
    /// The font file of the primary face (``face``'s path).
    public var file: String {
        get { storage.fields.face.path }
        set { update { $0.face.path = newValue } }
    }
    /// The face index in the file (0 unless it is a collection; ``face``'s index).
    public var faceIndex: Int {
        get { storage.fields.face.index }
        set { update { $0.face.index = newValue } }
    }
    /// The size the face was set at, in points.
    public var pointSize: Double {
        get { storage.fields.pointSize }
        set { update { $0.pointSize = newValue } }
    }
    /// The weight of the face used: its `wght` coordinate or OS/2 weight.
    public var weight: Int {
        get { storage.fields.weight }
        set { update { $0.weight = newValue } }
    }
    /// Whether the face used is italic or slanted.
    public var italic: Bool {
        get { storage.fields.italic }
        set { update { $0.italic = newValue } }
    }
    /// The variable font's design coordinates, in axis order (empty for a static font).
    public var variations: [VariationSetting] {
        get { storage.fields.variations }
        set { update { $0.variations = newValue } }
    }
    /// Points `trak` adds to each grapheme at this size (0 when the font has no `trak` or no `STAT`).
    public var tracking: Double {
        get { storage.fields.tracking }
        set { update { $0.tracking = newValue } }
    }
    /// The Dynamic Type style the size came from; `nil` for a fixed size.
    public var textStyle: TextStyle? {
        get { storage.fields.textStyle }
        set { update { $0.textStyle = newValue } }
    }
    /// The content size category the size was scaled for; `nil` for a fixed size.
    public var contentSize: ContentSizeCategory? {
        get { storage.fields.contentSize }
        set { update { $0.contentSize = newValue } }
    }
    /// For the system font: "metrics" (the metric-compatible system font: SF's measured advances and line
    /// heights drawn with Inter's outlines) when no SF file was given, else the file used.
    public var systemFont: String? {
        get { storage.fields.systemFont }
        set { update { $0.systemFont = newValue } }
    }
    /// When a different style stood in for the one requested (allowed substitution): what was used.
    public var substitution: String? {
        get { storage.fields.substitution }
        set { update { $0.substitution = newValue } }
    }

    /// Creates a resolved font; variations, tracking, Dynamic Type and substitution default to none.
    public init(file: String, faceIndex: Int, pointSize: Double, weight: Int, italic: Bool,
                variations: [VariationSetting] = [], tracking: Double = 0, textStyle: TextStyle? = nil,
                contentSize: ContentSizeCategory? = nil, systemFont: String? = nil, substitution: String? = nil) {
        storage = SharedFields(Fields(face: FaceID(path: file, index: faceIndex), pointSize: pointSize, weight: weight, italic: italic,
                                 variations: variations, tracking: tracking, textStyle: textStyle,
                                 contentSize: contentSize, systemFont: systemFont, substitution: substitution))
    }

}

extension ResolvedFont {
    private enum CodingKeys: String, CodingKey {
        case file, faceIndex, pointSize, weight, italic, variations, tracking, textStyle, contentSize, systemFont, substitution
    }

    /// An axis tag as a JSON key.
    private struct TagKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Encodes what ``write(to:)`` writes, key for key: the font's one key list.
    public func encode(to encoder: any Encoder) throws {
        try EncodedAnswer { write(to: &$0) }.encode(to: encoder)
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let axes = try c.nestedContainer(keyedBy: TagKey.self, forKey: .variations)
        self.init(file: try c.decode(String.self, forKey: .file), faceIndex: try c.decode(Int.self, forKey: .faceIndex),
                  pointSize: try c.decode(Double.self, forKey: .pointSize), weight: try c.decode(Int.self, forKey: .weight),
                  italic: try c.decode(Bool.self, forKey: .italic),
                  variations: try axes.allKeys.map { VariationSetting(tag: $0.stringValue, value: try axes.decode(Double.self, forKey: $0)) },
                  tracking: try c.decode(Double.self, forKey: .tracking),
                  textStyle: try c.decodeIfPresent(TextStyle.self, forKey: .textStyle),
                  contentSize: try c.decodeIfPresent(ContentSizeCategory.self, forKey: .contentSize),
                  systemFont: try c.decodeIfPresent(String.self, forKey: .systemFont),
                  substitution: try c.decodeIfPresent(String.self, forKey: .substitution))
    }

    /// The iOS family a metric-compatible substitute was measured in place of ("Helvetica" when Liberation Sans
    /// stood in for it), read from ``substitution``; nil when the font is the one named. For a row's font column:
    /// "Liberation Sans 17 pt (substitute for Helvetica)".
    public var standsInFor: String? { Self.standsInFor(substitution) }

    /// How ``substitution`` says that `substitute` stood in for `family` (GlyphMetrics' `MetricSubstitutes`).
    public static func metricSubstitution(_ substitute: String, for family: String) -> String {
        "\(substitute) stands in for \(family) (metric-compatible: the same advance widths)"
    }

    /// The family a ``metricSubstitution(_:for:)`` note names; nil for any other note.
    public static func standsInFor(_ substitution: String?) -> String? {
        guard let substitution, let range = substitution.firstRange(of: " stands in for "),
              let end = substitution[range.upperBound...].firstRange(of: " (metric-compatible") else { return nil }
        return String(substitution[range.upperBound..<end.lowerBound])
    }

    /// What a reader of the text output should know about the font, one line each: the system font's
    /// source, a substitution, a variable font's coordinates, tracking (the style and category are in
    /// the JSON).
    public var notes: [String] {
        var notes: [String] = []
        if let systemFont {
            notes.append("system font: \(systemFont)" + (systemFont == "metrics" ? " (SF's measured widths and line heights, Inter's outlines)" : ""))
        }
        if let substitution { notes.append("substituted: \(substitution)") }
        if !variations.isEmpty {
            notes.append("variations: " + variations.map { "\($0.tag)=\(formatPoints($0.value))" }.joined(separator: ", "))
        }
        if tracking != 0 { notes.append("tracking: \(formatPoints(tracking)) pt per grapheme (trak)") }
        return notes
    }
}

/// One variation axis value: `wght` = 700.
public struct VariationSetting: Sendable, Hashable {
    /// The four-letter OpenType axis tag, e.g. "wght".
    public var tag: String
    /// The axis coordinate, in the axis's design units (e.g. 700 for bold `wght`).
    public var value: Double

    /// Creates the setting of axis `tag` at `value` (design units).
    public init(tag: String, value: Double) {
        self.tag = tag
        self.value = value
    }
}

/// A piece of text to measure, with the room it has.
public struct TextRequest: Sendable, Hashable {
    // The line break mode is declared before the line limit, unlike the initializer's order, so the
    // synthesized memberwise initializer (internal) differs from the public one: it builds a request
    // in place, where an explicit initializer of this struct leaves a copy and destroy of the whole
    // request (four retains and releases) in optimized code; the public one calls it. Measured
    // (make bench-instructions, per label, at 2090763): with the explicit initializer the answer of a
    // warm title (the report row) took 95,569 instructions instead of 90,614 (+5.5 %), a cold one-line
    // answer 183,785 instead of 181,903 (+1.0 %), a warm measure 1,132 (1,112 at ff18e92). The report
    // row moves by more than 5 %, so the order stays (docs/performance.md, "Rules for speed work").

    /// The text to measure, before wrapping and truncation.
    public var text: String
    /// The font, size and weight to measure in.
    public var font: FontSpec
    /// The widest a line may be, in points; `nil` for no limit.
    public var maxWidth: Double?
    /// How a line that does not fit wraps or is shortened (UILabel's `lineBreakMode`).
    public var lineBreakMode: LineBreakMode
    /// The most lines the text may take; 0 for no limit. With several lines, truncating and clipping
    /// modes wrap at word boundaries and shorten the last line.
    public var maxLines: Int
    /// The text's language as a BCP 47 tag ("ja", "zh-Hant", "zh-HK"…), as a string catalog knows it;
    /// `nil` for the device default. It picks the CJK fallback font (CoreText's per-language cascade),
    /// the line-break rules (ICU's locale) and the font's localized forms (OpenType `locl`).
    public var language: String?
}

extension TextRequest {
    /// Creates a request; by default one line, no width limit, tail truncation and the device's language.
    public init(text: String, font: FontSpec, maxWidth: Double? = nil, maxLines: Int = 1,
                lineBreakMode: LineBreakMode = .truncatingTail, language: String? = nil) {
        self.init(text: text, font: font, maxWidth: maxWidth, lineBreakMode: lineBreakMode, maxLines: maxLines,
                  language: language)
    }
}

/// A grapheme cluster no available font can draw: the device shows a .notdef box ("tofu") for it.
/// Encoded as `{"text", "offset"}`, as `measure --json` and `layout --json` write it.
public struct MissingGlyph: Sendable, Hashable, Codable {
    /// The grapheme cluster.
    public var text: String
    /// Its grapheme-cluster offset in the measured text (0 is the first).
    public var offset: Int

    /// Creates the entry for grapheme cluster `text` at grapheme offset `offset`.
    public init(text: String, offset: Int) {
        self.text = text
        self.offset = offset
    }

    /// The cluster's code points as Unicode writes them: "U+1F600", "U+0041 U+0301".
    public var codePoints: String {
        text.unicodeScalars.map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }.joined(separator: " ")
    }
}

/// A part of a displayed line that is shaped by itself: nothing kerns or forms a ligature across
/// the boundary between two pieces. A truncated line is its kept head, the truncation token "…" and
/// its kept tail (CoreText's `CTLineCreateTruncatedLine` appends the token as its own line); any
/// other line is one piece. Measurement adds the pieces' widths; previews draw the same pieces.
public struct LinePiece: Sendable, Hashable {
    /// The text of the piece, shaped as its own string.
    public var text: String
    /// Whether the piece is the truncation token "…" (in the font that has it).
    public var isTruncationToken: Bool
    /// Points added after every grapheme on top of the font's letter spacing: the tight `trak` track
    /// (negative) for the text of a tightened line (A11, ``MeasuredText/isTightened``), else 0.
    public var tracking: Double

    /// Creates a piece; by default ordinary text with no tracking beyond the font's letter spacing.
    public init(text: String, isTruncationToken: Bool = false, tracking: Double = 0) {
        self.text = text
        self.isTruncationToken = isTruncationToken
        self.tracking = tracking
    }

    /// The truncation token, shaped by itself and never tightened.
    public static let truncationToken = LinePiece(text: "\u{2026}", isTruncationToken: true)
}

/// One laid-out line.
public struct MeasuredLine: Sendable, Hashable {
    /// The text shown on the line, with "…" where it was truncated. Wrapped lines end without their
    /// trailing whitespace; a single line keeps it when it fits (UIKit counts it in the size).
    public var text: String
    /// The line's advance width in points, unrounded, as UIKit measures it: a line wrapped at a space
    /// counts that space when it fits (uikit-measured-rules A1); a truncated line is its kept text and
    /// "…" shaped apart and added (no kerning across the cut); a tightened line is floor(width) (A11).
    public var width: Double
    /// The grapheme-cluster ranges of the source text shown on the line: one range, two for middle
    /// truncation, none when nothing fits.
    public var visibleRanges: [Range<Int>]
    /// Whether the line ends inside a word: no line-break opportunity fitted, so a word wider than the
    /// line was broken between grapheme clusters (word wrapping only; character wrapping breaks
    /// anywhere by request, and a line cut by truncation is not broken but shortened).
    public var breaksWord: Bool
    /// The pieces the line is shaped in, left to right in text order, whose texts joined are ``text``:
    /// what ``width`` adds up and what a preview draws (``TextMeasuring/glyphs(pieces:font:language:)``).
    public var pieces: [LinePiece] {
        get { shapedApart ?? (text.isEmpty ? [] : [LinePiece(text: text)]) }
        set { shapedApart = newValue }
    }
    /// The pieces when the line is not its text shaped as one piece (most lines are: they keep no array).
    private var shapedApart: [LinePiece]?

    /// A line as displayed.
    /// - Parameters:
    ///   - text: the text shown, with "…" where shortened.
    ///   - width: its advance width in points, unrounded.
    ///   - visibleRanges: the grapheme ranges of the source text it shows.
    ///   - breaksWord: whether it ends inside a word.
    ///   - pieces: how the line was shaped; `nil` for the text as one piece.
    public init(text: String, width: Double, visibleRanges: [Range<Int>] = [], breaksWord: Bool = false,
                pieces: [LinePiece]? = nil) {
        self.text = text
        self.width = width
        self.visibleRanges = visibleRanges
        self.breaksWord = breaksWord
        self.shapedApart = pieces
    }

    /// Whether two lines are the same: text, width, ranges, word break and pieces (a line given its
    /// text as one piece equals one given no pieces).
    public static func == (a: MeasuredLine, b: MeasuredLine) -> Bool {
        a.text == b.text && a.width == b.width && a.visibleRanges == b.visibleRanges && a.breaksWord == b.breaksWord
            && a.pieces == b.pieces
    }

    /// Hashes the fields `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(width)
        hasher.combine(visibleRanges)
        hasher.combine(breaksWord)
        hasher.combine(pieces)
    }
}

/// The result of measuring a ``TextRequest``: unrounded sizes in points.
///
/// A value type whose fields live in one immutable object: copying a measured text (out of a cache,
/// into a layout) retains one reference, however many lines, fonts and missing glyphs it holds.
/// Setting a field makes a new object with the change (measured texts are rarely changed).
public struct MeasuredText: Sendable, Hashable {
    /// The stored fields, as ``init(lines:ascender:descender:leading:isTruncated:fonts:font:missingGlyphs:isTightened:)``
    /// took them.
    private struct Fields: Sendable, Hashable {
        var lines: [MeasuredLine]
        var ascender: Double
        var descender: Double
        var leading: Double
        var isTruncated: Bool
        var fonts: [String]
        var missingGlyphs: [MissingGlyph]
        var font: ResolvedFont?
        var isTightened: Bool
        var drawnPointSize: Double?
        var linePitch: Double?
        var runs: [MeasuredRun]
    }

    private var storage: SharedFields<Fields>

    private mutating func update(_ change: (inout Fields) -> Void) { storage = storage.changed(change) }

    /// The lines as displayed, top to bottom (at least one, possibly empty).
    public var lines: [MeasuredLine] {
        get { storage.fields.lines }
        set { update { $0.lines = newValue } }
    }
    /// Distance from the top of a line to its baseline, in points.
    public var ascender: Double {
        get { storage.fields.ascender }
        set { update { $0.ascender = newValue } }
    }
    /// Distance from the baseline to the bottom of the glyphs, in points (negative, as in the font).
    public var descender: Double {
        get { storage.fields.descender }
        set { update { $0.descender = newValue } }
    }
    /// Extra space below each line, in points (the font's line gap).
    public var leading: Double {
        get { storage.fields.leading }
        set { update { $0.leading = newValue } }
    }
    /// Whether text was cut off: shortened with "…", clipped, or dropped past the line limit.
    public var isTruncated: Bool {
        get { storage.fields.isTruncated }
        set { update { $0.isTruncated = newValue } }
    }
    /// The font files used, the primary one first, then fallbacks in order of first use.
    public var fonts: [String] {
        get { storage.fields.fonts }
        set { update { $0.fonts = newValue } }
    }
    /// The graphemes of the text that no available font draws, in text order. The widths count the
    /// primary font's .notdef advance for each, as the device draws a box.
    public var missingGlyphs: [MissingGlyph] {
        get { storage.fields.missingGlyphs }
        set { update { $0.missingGlyphs = newValue } }
    }
    /// The primary font as resolved (file, coordinates, tracking…); nil from measurers that do not say.
    public var font: ResolvedFont? {
        get { storage.fields.font }
        set { update { $0.font = newValue } }
    }
    /// Whether a line that overflowed was laid out with the font's tight `trak` track before
    /// truncating (UIKit's tightening, uikit-measured-rules A11): drawn whole and squeezed when it
    /// then fits the budget (not truncated), or truncated at the tight track. Only fonts with a
    /// tight track in `trak` (and a `STAT` table, CoreText's condition for `trak`) tighten.
    public var isTightened: Bool {
        get { storage.fields.isTightened }
        set { update { $0.isTightened = newValue } }
    }
    /// The point size the lines were drawn at when the request asked to shrink the font to fit its width
    /// (``FontShrinking``, `adjustsFontSizeToFitWidth`): the font's own size when the text fits, else
    /// smaller; `nil` when it did not ask. The metrics stay the unshrunk font's.
    public var drawnPointSize: Double? {
        get { storage.fields.drawnPointSize }
        set { update { $0.drawnPointSize = newValue } }
    }

    /// The distance from one line's baseline to the next, in points, when it is not ``lineHeight``
    /// (``LineSpacing``); `nil` for lines ``lineHeight`` apart.
    public var linePitch: Double? {
        get { storage.fields.linePitch }
        set { update { $0.linePitch = newValue } }
    }

    /// An attributed title's runs as its one line shows them (``TextMeasuring/measure(_:maxWidth:lineBreakMode:language:)``),
    /// each in its own font; empty for plain text.
    public var runs: [MeasuredRun] {
        get { storage.fields.runs }
        set { update { $0.runs = newValue } }
    }

    /// Creates a measured text (metrics in points, unrounded); empty `lines` become one empty line;
    /// `linePitch` nil puts the lines ``lineHeight`` apart.
    public init(lines: [MeasuredLine], ascender: Double, descender: Double, leading: Double,
                isTruncated: Bool, fonts: [String] = [], font: ResolvedFont? = nil, missingGlyphs: [MissingGlyph] = [],
                isTightened: Bool = false, linePitch: Double? = nil) {
        storage = SharedFields(Fields(lines: lines.isEmpty ? [MeasuredLine(text: "", width: 0)] : lines,
                                 ascender: ascender, descender: descender, leading: leading,
                                 isTruncated: isTruncated, fonts: fonts, missingGlyphs: missingGlyphs, font: font,
                                 isTightened: isTightened, drawnPointSize: nil, linePitch: linePitch, runs: []))
    }

    /// This text drawn at `points` by a shrinking label: its lines, with the metrics and font of `metrics`
    /// (the unshrunk measurement; this text's own by default) and ``drawnPointSize`` `points`.
    func drawn(at points: Double, metrics: MeasuredText? = nil) -> MeasuredText {
        let metrics = metrics ?? self
        var fields = storage.fields
        (fields.ascender, fields.descender, fields.leading) = (metrics.ascender, metrics.descender, metrics.leading)
        fields.font = metrics.font
        fields.drawnPointSize = points
        var drawn = self
        drawn.storage = SharedFields(fields)
        return drawn
    }


    /// The height of one line: `ascender − descender + leading` points, unrounded.
    public var lineHeight: Double { storage.fields.ascender - storage.fields.descender + storage.fields.leading }
    /// The widest line, in points, unrounded.
    public var width: Double { storage.fields.lines.reduce(0) { max($0, $1.width) } }
    /// The lines' height in points, unrounded: the first line's ``lineHeight`` and ``linePitch`` for each
    /// line after it (``LineSpacing``); all lines stacked at exactly ``lineHeight`` each without a pitch.
    public var height: Double {
        let count = Double(storage.fields.lines.count)
        guard let pitch = storage.fields.linePitch else { return lineHeight * count }
        return lineHeight + (count - 1) * pitch
    }
    /// The unrounded size.
    public var size: Size { Size(width: width, height: height) }
    /// The displayed text, lines joined by "\n".
    public var displayedText: String { joinedStrings(storage.fields.lines.map(\.text), separator: "\n") }

    /// The size rounded up to the pixel grid of `scale`, as UILabel reports it.
    public func size(scale: Double) -> Size {
        Size(width: ceilToPixel(width, scale: scale), height: ceilToPixel(height, scale: scale))
    }
}

extension MeasuredText {
    /// Slack for "fits": a width fits `maxWidth` points when it is at most `maxWidth + fitTolerance`
    /// (widths are sums of many terms). The typesetter's test (``TextMeasuring/measure(_:)``'s promise).
    package static let fitTolerance = 1e-9

    /// Whether this answer to `text` without a width limit is also its answer under `maxWidth` points,
    /// as ``TextMeasuring/measure(_:)`` promises: one line showing `text` whole (not empty, no line break in
    /// it, neither truncated, tightened nor shrunk) no wider than `maxWidth` (with ``fitTolerance``).
    package func answersUnchanged(text: String, under maxWidth: Double) -> Bool {
        let fields = storage.fields
        return !fields.isTruncated && !fields.isTightened && fields.drawnPointSize == nil && fields.lines.count == 1
            && fields.lines[0].width <= maxWidth + Self.fitTolerance && !text.isEmpty && !hasLineBreak(text)
    }
}

/// Whether `text` has a newline grapheme (`Character.isNewline`: its first code point is U+000A–U+000D,
/// U+0085, U+2028 or U+2029). Those code points are grapheme breaks of class CR, LF or Control, which
/// always start a grapheme (UAX #29 GB4/GB5; LF after CR sits in CR's grapheme, itself a newline), so the
/// text has a newline grapheme exactly when it has one of them: found in its UTF-8 bytes (0x0A–0x0D,
/// C2 85, E2 80 A8, E2 80 A9) without grapheme breaking.
package func hasLineBreak(_ text: String) -> Bool {
    func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in bytes.indices {
            switch bytes[index] {
            case 0x0A...0x0D:
                return true
            case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85:
                return true
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                return true
            default:
                continue
            }
        }
        return false
    }
    if let found = text.utf8.withContiguousStorageIfAvailable(scan) { return found }
    var text = text  // a bridged string: withUTF8 moves it into contiguous storage
    return text.withUTF8(scan)
}

/// How far apart the lines of a multi-line label are, and so its height (uikit-measured-rules D4).
public enum LineSpacing: String, Sendable, Hashable, CaseIterable {
    /// Every line ``MeasuredText/lineHeight`` below the one before: n lines are n × lineHeight tall
    /// (ButtonSizer's rule before D4; uikit-semantics §3's 2 × 20.287 = 40.574 at 17 pt).
    case stacked
    /// iOS's, as far as D4's six measurements show: lines L apart, L = round(lineHeight + leading) in
    /// whole points, the leading 0 for a font of a fixed size and, for a Dynamic Type text-style font,
    /// the style's HIG leading at its category minus the font's line height (so L is the HIG leading:
    /// body and headline 22 at L, subheadline 20); n lines are (n − 1) × L + lineHeight tall.
    case roundedPitch = "rounded-pitch"

    /// The distance between baselines of `font`'s lines, `lineHeight` points tall each; `nil` for
    /// ``stacked`` (the line height).
    public func pitch(lineHeight: Double, font: FontSpec) -> Double? {
        switch self {
        case .stacked: return nil
        case .roundedPitch:
            let leading = font.textStyle.map {
                DynamicType.metrics($0, font.contentSize ?? .large, emphasized: false).leading - lineHeight
            } ?? 0
            return (lineHeight + leading).rounded()
        }
    }
}

/// Glyphs of one font that draw part of a line, in visual order.
public struct GlyphRun: Sendable, Hashable {
    /// The face that draws the run (``MeasuredText/fonts`` names it by its ``FaceID/description``).
    public var face: FaceID
    /// The size the run is drawn at, in points.
    public var size: Double
    /// Glyph indices in `face`.
    public var glyphs: [UInt32]
    /// Each glyph's origin in points from the line's origin (the left end of its baseline), y down;
    /// letter spacing included.
    public var positions: [Point]
    /// The design coordinates of a variable font (`[tag: value]`; empty for a static font), so the
    /// outlines drawn are the ones measured.
    public var variations: [String: Double]

    /// A run of `glyphs` of `face` at `size` points, each at its position from the line's origin (points, y down).
    public init(face: FaceID, size: Double, glyphs: [UInt32], positions: [Point], variations: [String: Double] = [:]) {
        self.face = face
        self.size = size
        self.glyphs = glyphs
        self.positions = positions
        self.variations = variations
    }
}

/// The glyphs that draw one line of text, with the primary font's line metrics (points).
public struct LineGlyphs: Sendable, Hashable {
    /// The runs in visual order, positioned from the line's origin.
    public var runs: [GlyphRun]
    /// From the top of the line to its baseline, in points.
    public var ascender: Double
    /// `ascender − descender + leading`.
    public var lineHeight: Double
    /// The advance width of the glyphs drawn, in points: where the pen ends (letter spacing
    /// included). For a line drawn from its pieces it is the sum of their widths, as measured.
    public var width: Double

    /// The runs of one line, its primary font's metrics and the drawn advance width (points).
    public init(runs: [GlyphRun], ascender: Double, lineHeight: Double, width: Double = 0) {
        self.runs = runs
        self.ascender = ascender
        self.lineHeight = lineHeight
        self.width = width
    }
}

/// Measures text. GlyphMetrics implements it with real fonts; tests may use a fake with round numbers.
public protocol TextMeasuring: Sendable {
    /// Measures, wraps and truncates `request.text` as UILabel would draw it.
    ///
    /// A width limit that the text fits whole on one line changes nothing: when the answer to `request`
    /// without its limit is one line showing the text whole (`MeasuredText.answersUnchanged(text:under:)`),
    /// that is the answer under the limit too (a typesetter's first case). A pass that measured the text
    /// without a limit answers such requests itself (``ButtonSizer/answer(_:proposal:state:glyphs:minimumWidthWhenWhole:)``
    /// asks for the title unlimited, then under the room it is sized and laid out in).
    /// - Throws: when the font cannot be resolved or the request is invalid.
    func measure(_ request: TextRequest) throws -> MeasuredText

    /// Measures `request` at each content size category of `categories` (a Dynamic Type sweep: "does
    /// this title still fit at AX3?"): answer *i* is ``measure(_:)`` of `request` with its font at
    /// `categories[i]` (``FontSpec/at(_:scaledSizes:field:)``: the category's point size from the
    /// font's ``FontSpec/textStyle``, or from `scaledSizes` for a custom font scaled with
    /// `UIFontMetrics`; the category itself), equal to it in every field. The request's own point size
    /// and category are not used. Widths and metrics in points, unrounded, as ``measure(_:)`` gives them.
    ///
    /// A measurer that keeps answers finds every category of one request with one cache lookup; the
    /// default implementation calls ``measure(_:)`` once per category.
    /// - Throws: ``ButtonSpecError`` (field `font`) when neither the text style nor `scaledSizes` gives
    ///   a size for a category; what ``measure(_:)`` throws.
    func measure(_ request: TextRequest, contentSizes categories: [ContentSizeCategory],
                 scaledSizes: ScaledSizes?) throws -> [MeasuredText]

    /// The glyphs that draw one line given as the pieces it was measured in (``MeasuredLine/pieces``),
    /// each shaped by itself in `font`, for pictures of a layout (``ButtonSizer/layout(_:in:state:glyphs:)``).
    /// `language` is the text's BCP 47 tag, as ``TextRequest/language`` (CJK fallback faces, localized
    /// forms). A measurer that does not shape returns no runs.
    func glyphs(pieces: [LinePiece], font: FontSpec, language: String?) throws -> LineGlyphs

    /// An attributed title (``AttributedTitle``) measured on one line, `maxWidth` points wide at most
    /// (`nil`: unlimited), shortened per `lineBreakMode`: widths, line box and runs as displayed
    /// (``MeasuredText/runs``). The default implementation measures each run with ``measure(_:)``.
    func measure(_ title: AttributedTitle, maxWidth: Double?, lineBreakMode: LineBreakMode,
                 language: String?) throws -> MeasuredText

    /// The glyphs that draw an attributed title's line (``MeasuredText/runs``), each run in its font at
    /// its baseline offset, with the line box's `ascender` and `lineHeight` (points).
    func glyphs(runs: [MeasuredRun], ascender: Double, lineHeight: Double, language: String?) throws -> LineGlyphs

    /// Whether `request` shows its text whole: `measure(request).isTruncated == false`. The truncation
    /// report's search for the minimum width asks it of one-line titles (``TextRequest/maxLines`` 1, a
    /// truncating mode, a width limit) at widths where it needs no more than that: a measurer can tell
    /// without truncating the text (shaping what stays and "…"). The default measures.
    func showsWhole(_ request: TextRequest) throws -> Bool

    /// About the narrowest width limit (points) at which `request` (its ``TextRequest/maxWidth`` set
    /// aside) shows its text whole in its ``TextRequest/maxLines`` lines, 2 or more; `nil` when the
    /// measurer cannot tell cheaply. The truncation report's search for the minimum width starts from it
    /// and checks it with layouts, so an estimate changes no answer, only how many layouts the search
    /// takes. The default gives `nil`.
    func narrowestWholeWidth(_ request: TextRequest) throws -> Double?
}

extension TextMeasuring {
    /// `measure(request).isTruncated == false`.
    public func showsWhole(_ request: TextRequest) throws -> Bool { !(try measure(request).isTruncated) }

    /// `nil`: the search bisects.
    public func narrowestWholeWidth(_ request: TextRequest) throws -> Double? { nil }

    /// One ``measure(_:)`` per category, in order.
    public func measure(_ request: TextRequest, contentSizes categories: [ContentSizeCategory],
                        scaledSizes: ScaledSizes?) throws -> [MeasuredText] {
        try categories.map { category in
            var sized = request
            sized.font = try request.font.at(category, scaledSizes: scaledSizes)
            return try measure(sized)
        }
    }

    /// ``measure(_:contentSizes:scaledSizes:)`` of a font whose sizes come from its text style.
    public func measure(_ request: TextRequest, contentSizes categories: [ContentSizeCategory]) throws -> [MeasuredText] {
        try measure(request, contentSizes: categories, scaledSizes: nil)
    }

    /// The glyphs that draw a measured line: its pieces, as measured.
    public func glyphs(line: MeasuredLine, font: FontSpec, language: String? = nil) throws -> LineGlyphs {
        try glyphs(pieces: line.pieces, font: font, language: language)
    }

    /// The glyphs that draw `text` shaped as one string on one line.
    public func glyphs(line text: String, font: FontSpec, language: String? = nil) throws -> LineGlyphs {
        try glyphs(pieces: text.isEmpty ? [] : [LinePiece(text: text)], font: font, language: language)
    }

    /// No runs, with the metrics of measuring the pieces' text on one line.
    public func glyphs(pieces: [LinePiece], font: FontSpec, language: String?) throws -> LineGlyphs {
        let text = pieces.map(\.text).joined()
        let measured = try measure(TextRequest(text: text, font: font, maxLines: 1, lineBreakMode: .clipping,
                                               language: language))
        return LineGlyphs(runs: [], ascender: measured.ascender, lineHeight: measured.lineHeight)
    }
}
