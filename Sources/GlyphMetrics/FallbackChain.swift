import Synchronization

/// The fonts tried, in fontconfig's order, for characters a primary font lacks, with the cascade of
/// the text's language in front for CJK characters and colour fonts in front for emoji. Faces open
/// on first need; each decision is remembered per code point, so fontconfig and the cmap walk run once.
final class FallbackChain: Sendable {
    /// A font fontconfig offers as a fallback.
    struct Candidate: Sendable, Hashable {
        var key: FaceKey
        var family: String
        /// Whether the font has colour glyphs (fontconfig's `FC_COLOR`: CBDT, sbix, COLR).
        var isColor: Bool
    }

    /// Unowned: the library owns its chains (`FontLibrary.fallbacks`), so a strong reference back
    /// would be a cycle that keeps every library, face and HarfBuzz font alive after its last use.
    /// A chain is only reached through its library, which therefore outlives every use of it.
    private unowned let library: FontLibrary
    private let primary: FontFace
    private let candidates: [Candidate]
    private let cascade: FallbackCascade
    /// Decision key (the first code point of a cluster that the primary font lacks, with
    /// ``emojiKeyBit`` set for emoji presentation) → the face chosen for it, or nil when no font has it.
    private let decisions = Mutex<[UInt32: FontFace?]>([:])
    private static let emojiKeyBit: UInt32 = 1 << 31
    /// The candidate orders made so far, by the families put in front ("emoji" for colour fonts first).
    private let orders = Mutex<[[String]: [Candidate]]>([:])

    init(library: FontLibrary, primary: FontFace, cascade: FallbackCascade, candidates: [Candidate]) {
        self.library = library
        self.primary = primary
        self.candidates = candidates
        self.cascade = cascade
    }

    /// The face that draws `grapheme`: the primary font when it has them all (and the grapheme is not
    /// an emoji presentation the primary cannot colour), else the first fallback that has them all,
    /// else the first that has the first one the primary lacks; `nil` when no font has it (the primary
    /// font then draws its .notdef glyph).
    func face(for grapheme: Character) -> FontFace? {
        let emoji = grapheme.wantsEmojiPresentation && !primary.hasColorGlyphs
        let missing = grapheme.unicodeScalars.first { !primary.hasGlyph(for: $0) && !$0.isInvisibleControl }
        guard let lacking = missing ?? (emoji ? grapheme.unicodeScalars.first : nil) else { return primary }
        return face(for: grapheme, missing: lacking, emoji: emoji)
    }

    /// The face for `grapheme`, whose code point `missing` the primary font lacks (or, for an emoji
    /// presentation, its first code point).
    func face(for grapheme: Character, missing: Unicode.Scalar, emoji: Bool) -> FontFace? {
        let key = missing.value | (emoji ? Self.emojiKeyBit : 0)
        if let decided = decisions.withLock({ $0[key] }) { return decided }
        let chosen = decide(missing, grapheme.unicodeScalars, emoji: emoji) ?? (emoji && primary.hasGlyph(for: missing) ? primary : nil)
        decisions.withLock { $0[key] = chosen }
        return chosen
    }

    /// The candidates in the order they are tried for `missing`: colour fonts first for an emoji
    /// presentation, the language's CJK families first for a CJK character, then fontconfig's order.
    private func order(for missing: Unicode.Scalar, emoji: Bool) -> [Candidate] {
        let preferred = emoji ? [] : cascade.preferredFamilies(for: missing)
        guard emoji || !preferred.isEmpty else { return candidates }
        let key = emoji ? ["emoji"] : preferred
        if let known = orders.withLock({ $0[key] }) { return known }
        let ordered = emoji
            ? candidates.filter(\.isColor) + candidates.filter { !$0.isColor }
            : preferred.flatMap { family in candidates.filter { $0.family == family } }
                + candidates.filter { !preferred.contains($0.family) }
        orders.withLock { $0[key] = ordered }
        return ordered
    }

    private func decide(_ missing: Unicode.Scalar, _ scalars: Character.UnicodeScalarView, emoji: Bool) -> FontFace? {
        var firstCovering: FontFace?
        for candidate in order(for: missing, emoji: emoji) {
            guard let face = try? library.face(path: candidate.key.path, index: candidate.key.index),
                  face.hasGlyph(for: missing) else { continue }
            if scalars.allSatisfy({ face.hasGlyph(for: $0) || $0.isInvisibleControl }) { return face }
            if firstCovering == nil { firstCovering = face }
        }
        return firstCovering
    }
}

extension Unicode.Scalar {
    /// The code points of `Character.isNewline` (LF, VT, FF, CR, NEL, LS, PS): each is a grapheme
    /// of its own (grapheme rules GB4, GB5), or CR LF, so a text has a newline grapheme exactly when
    /// it has one of these.
    var isNewline: Bool {
        switch value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Code points no font needs to draw: controls, line and paragraph separators, format characters
    /// such as ZWJ and bidi marks, variation selectors. HarfBuzz makes them invisible in whatever font
    /// shapes them.
    var isInvisibleControl: Bool {
        switch properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: properties.isDefaultIgnorableCodePoint
        }
    }
}
