import Synchronization

/// The fonts tried, in fontconfig's order, for characters a primary font lacks. Faces open on first
/// need; each decision is remembered per code point, so fontconfig and the cmap walk run once.
final class FallbackChain: Sendable {
    private let library: FontLibrary
    private let primary: FontFace
    private let candidates: [FaceKey]
    /// Code point → index into `candidates` of the first face that has it, or -1 for none.
    private let decisions = Mutex<[UInt32: Int]>([:])

    init(library: FontLibrary, primary: FontFace, candidates: [FaceKey]) {
        self.library = library
        self.primary = primary
        self.candidates = candidates
    }

    /// The face that draws `grapheme`: the primary font when it has them all,
    /// else the first fallback that has them all, else the first that has the first one the primary
    /// lacks; `nil` when no font has it (the primary font then draws its .notdef glyph).
    func face(for grapheme: Character) -> FontFace? {
        let scalars = grapheme.unicodeScalars
        guard let missing = scalars.first(where: { !primary.hasGlyph(for: $0) && !$0.isInvisibleControl }) else {
            return primary
        }
        let decided = decisions.withLock { $0[missing.value] }
        let index = decided ?? decide(missing, scalars)
        return index >= 0 ? try? library.face(path: candidates[index].path, index: candidates[index].index) : nil
    }

    private func decide(_ missing: Unicode.Scalar, _ scalars: Character.UnicodeScalarView) -> Int {
        var firstCovering = -1
        for (index, key) in candidates.enumerated() {
            guard let face = try? library.face(path: key.path, index: key.index),
                  face.hasGlyph(for: missing) else { continue }
            if firstCovering < 0 { firstCovering = index }
            if scalars.allSatisfy({ face.hasGlyph(for: $0) || $0.isInvisibleControl }) {
                firstCovering = index
                break
            }
        }
        decisions.withLock { $0[missing.value] = firstCovering }
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
