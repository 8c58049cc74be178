import Synchronization

/// The fonts tried, in fontconfig's order, for characters a primary font lacks. Faces open on first
/// need; each decision is remembered per code point, so fontconfig and the cmap walk run once.
final class FallbackChain: Sendable {
    /// Unowned: the library owns its chains (`FontLibrary.fallbacks`), so a strong reference back
    /// would be a cycle that keeps every library, face and HarfBuzz font alive after its last use.
    /// A chain is only reached through its library, which therefore outlives every use of it.
    private unowned let library: FontLibrary
    private let primary: FontFace
    private let candidates: [FaceKey]
    /// Code point (the first one of a cluster that the primary font lacks) → the face chosen for it,
    /// or nil when no font has it.
    private let decisions = Mutex<[UInt32: FontFace?]>([:])

    init(library: FontLibrary, primary: FontFace, candidates: [FaceKey]) {
        self.library = library
        self.primary = primary
        self.candidates = candidates
    }

    /// The face that draws `grapheme`: the primary font when it has them all,
    /// else the first fallback that has them all, else the first that has the first one the primary
    /// lacks; `nil` when no font has it (the primary font then draws its .notdef glyph).
    func face(for grapheme: Character) -> FontFace? {
        guard let missing = grapheme.unicodeScalars.first(where: { !primary.hasGlyph(for: $0) && !$0.isInvisibleControl }) else {
            return primary
        }
        return face(for: grapheme, missing: missing)
    }

    /// The face for `grapheme`, whose code point `missing` the primary font lacks.
    func face(for grapheme: Character, missing: Unicode.Scalar) -> FontFace? {
        let scalars = grapheme.unicodeScalars
        if let decided = decisions.withLock({ $0[missing.value] }) { return decided }
        let chosen = decide(missing, scalars)
        decisions.withLock { $0[missing.value] = chosen }
        return chosen
    }

    private func decide(_ missing: Unicode.Scalar, _ scalars: Character.UnicodeScalarView) -> FontFace? {
        var firstCovering: FontFace?
        for key in candidates {
            guard let face = try? library.face(path: key.path, index: key.index),
                  face.hasGlyph(for: missing) else { continue }
            if scalars.allSatisfy({ face.hasGlyph(for: $0) || $0.isInvisibleControl }) { return face }
            if firstCovering == nil { firstCovering = face }
        }
        return firstCovering
    }
}

extension Unicode.Scalar {
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
