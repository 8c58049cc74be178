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
    private let decisions = SpinLocked(Decisions())
    /// Graphemes of several code points that the face decided for their first missing one does not draw whole
    /// → the face chosen for them (rare: a cluster whose marks another script's font lacks).
    private let graphemeDecisions = Mutex<[[UInt32]: FontFace?]>([:])
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
        return face(for: grapheme.unicodeScalars, missing: lacking, emoji: emoji)
    }

    /// The face for the grapheme of code points `scalars`, whose code point `missing` the primary font
    /// lacks (or, for an emoji presentation, its first code point).
    ///
    /// A text's decision is made for `missing` by itself and remembered for it, so that it does not depend on
    /// the graphemes seen before; a grapheme of several code points whose face lacks one of the others is
    /// decided for itself (the first font with them all), and that decision is remembered for the grapheme.
    /// Once remembered from whichever grapheme came first, Tamil "வ" (U+0BB5), drawn alone by Noto Sans
    /// Grantha, made "வெ" (with U+0BC6, which Grantha lacks) a missing glyph after it, and Noto Sans Tamil
    /// draw it before: lint reported GoMap's Tamil titles as missing glyphs.
    func face<Scalars: Collection<Unicode.Scalar>>(for scalars: Scalars, missing: Unicode.Scalar, emoji: Bool) -> FontFace? {
        let key = missing.value | (emoji ? Self.emojiKeyBit : 0)
        let chosen: FontFace?
        if let decided = decisions.withLock({ $0.face(for: key) }) {
            chosen = decided
        } else {
            // An emoji presentation is decided for its whole sequence, as colour fonts draw it.
            chosen = emoji ? decide(missing, scalars, emoji: true) ?? (primary.hasGlyph(for: missing) ? primary : nil)
                : decide(missing, CollectionOfOne(missing), emoji: false)
            decisions.withLock { $0.insert(chosen, for: key) }
        }
        // One pass, no count: a grapheme of one code point is `missing` itself, which the face has.
        guard !emoji, let face = chosen,
              !scalars.allSatisfy({ $0 == missing || face.hasGlyph(for: $0) || $0.isInvisibleControl }) else { return chosen }
        let grapheme = scalars.map(\.value)
        if let decided = graphemeDecisions.withLock({ $0[grapheme] }) { return decided }
        let own = decide(missing, scalars, emoji: false)
        graphemeDecisions.withLock { $0[grapheme] = own }
        return own
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

    private func decide<Scalars: Sequence<Unicode.Scalar>>(_ missing: Unicode.Scalar, _ scalars: Scalars,
                                                           emoji: Bool) -> FontFace? {
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

/// The fallback decisions by key (a code point, with ``FallbackChain``'s emoji bit): open addressing
/// with a multiplicative hash, so the lookup made for every grapheme that falls back runs no SipHash.
/// Never more than half full.
private struct Decisions {
    /// `empty` marks a free slot; no key has every bit set (code points end at U+10FFFF).
    private static let empty = UInt32.max
    private var keys = [UInt32](repeating: Decisions.empty, count: 64)
    private var faces = [FontFace?](repeating: nil, count: 64)
    private var count = 0

    private func slot(_ key: UInt32) -> Int {
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> 32) & (keys.count - 1)
    }

    /// The decision for `key`: `nil` when none was made, `.some(nil)` when no font has it.
    func face(for key: UInt32) -> FontFace?? {
        var index = slot(key)
        while keys[index] != Self.empty {
            if keys[index] == key { return .some(faces[index]) }
            index = (index + 1) & (keys.count - 1)
        }
        return nil
    }

    mutating func insert(_ face: FontFace?, for key: UInt32) {
        if 2 * (count + 1) > keys.count {
            let (oldKeys, oldFaces) = (keys, faces)
            keys = [UInt32](repeating: Self.empty, count: 2 * oldKeys.count)
            faces = [FontFace?](repeating: nil, count: 2 * oldKeys.count)
            count = 0
            for index in oldKeys.indices where oldKeys[index] != Self.empty { insert(oldFaces[index], for: oldKeys[index]) }
        }
        var index = slot(key)
        while keys[index] != Self.empty && keys[index] != key { index = (index + 1) & (keys.count - 1) }
        if keys[index] == Self.empty { count += 1 }
        keys[index] = key
        faces[index] = face
    }
}

extension Unicode.Scalar {
    /// Code points no font needs to draw: controls, line and paragraph separators, format characters
    /// such as ZWJ and bidi marks, variation selectors. HarfBuzz makes them invisible in whatever font
    /// shapes them. The ranges listed first hold none of them (general category Cc, Zl, Zp or
    /// `Default_Ignorable_Code_Point`), so letters of the common scripts skip the property lookups
    /// (`InvisibleControlTests` checks every code point against the properties).
    var isInvisibleControl: Bool {
        switch value {
        case 0x20..<0x7F, 0xA0..<0xAD, 0xAE..<0x34F, 0x350..<0x61C, 0x61D..<0x115F, 0x1161..<0x17B4,
             0x17B6..<0x180B, 0x1810..<0x200B, 0x2010..<0x2028, 0x202F..<0x2060,
             0x2070..<0x3164, 0x3165..<0xFE00, 0xFE10..<0xFEFF, 0xFF00..<0xFFA0, 0xFFA1..<0xFFF0,
             0x10000..<0x1BCA0, 0x1BCA4..<0x1D173, 0x1D17B..<0xE0000:
            return false
        default:
            switch properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator: return true
            default: return properties.isDefaultIgnorableCodePoint
            }
        }
    }
}

extension Unicode.Scalar {
    /// Whether the code point is a grapheme cluster by itself beside any other code point of these
    /// ranges: its Grapheme_Cluster_Break is Other (or Control for U+00AD, or LV/LVT for a hangul
    /// syllable, which joins only with jamo), so UAX #29 breaks on both sides of it. The ranges:
    /// printable ASCII, Latin-1 and Latin Extended (below the combining marks at U+0300), Greek and
    /// Cyrillic letters, Hebrew and Arabic letters (not their points and harakat), general punctuation,
    /// CJK punctuation and kana (without the combining marks U+302A–U+302F and U+3099–U+309A), CJK
    /// ideographs, hangul syllables, full-width ASCII; Devanagari and Thai letters, digits and signs
    /// (not their vowel signs and marks), Latin Extended Additional (Vietnamese). `GraphemeRangeTests`
    /// checks every one of them against Swift's grapheme breaking.
    var isGraphemeByItself: Bool {
        switch value {
        case 0x20...0x7E, 0xA0...0x2FF, 0x370...0x482, 0x48A...0x52F, 0x5D0...0x5EA, 0x621...0x64A, 0x660...0x669,
             0x671...0x6D3, 0x904...0x939, 0x93D, 0x950, 0x958...0x961, 0x964...0x97F, 0xE01...0xE30, 0xE32,
             0xE3F...0xE46, 0xE4F...0xE5B, 0x1E00...0x1EFF, 0x2010...0x2027, 0x2030...0x205E, 0x3000...0x3029,
             0x3030...0x303F, 0x3041...0x3096, 0x309B...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3,
             0xFF01...0xFF5E:
            true
        default:
            false
        }
    }

    /// Whether the code point is a mark that joins the grapheme before it and nothing else: its
    /// Grapheme_Cluster_Break is Extend or SpacingMark (UAX #29 GB9, GB9a: no break before it) and it
    /// is not an Indic conjunct linker (a virama, GB9c, would join the consonant after it too). The
    /// ranges: the combining diacritical marks, Devanagari's vowel signs and marks but the virama
    /// U+094D, Thai's vowel and tone marks. So in a text of these marks and ``isGraphemeByItself``
    /// code points, each grapheme is one code point that is not a mark and the marks after it (but
    /// for U+00AD, a control, which breaks before a mark too).
    /// `GraphemeRangeTests` checks every one of them against Swift's grapheme breaking.
    var isJoiningMark: Bool {
        switch value {
        case 0x300...0x36F, 0x900...0x903, 0x93A...0x93C, 0x93E...0x94C, 0x94E...0x94F, 0x951...0x957, 0x962...0x963,
             0xE31, 0xE33...0xE3A, 0xE47...0xE4E:
            true
        default:
            false
        }
    }
}
