/// A text shaped into grapheme clusters: what truncation and wrapping work on.
struct ShapedText: Sendable {
    /// The text's extended grapheme clusters, never split.
    let graphemes: [Character]
    /// Each grapheme's advance in ems (font units ÷ unitsPerEm of the face that drew it), kerning
    /// included. A ligature's whole advance sits on its first grapheme, the others carry 0.
    let advances: [Double]
    /// The faces that drew the text: the primary one first, then fallbacks in order of first use.
    let faces: [FontFace]
    /// Whether some grapheme is in no available font (it is measured as the primary font's .notdef).
    let hasMissingGlyphs: Bool
}

/// Shapes text with HarfBuzz, splitting it into runs by font (fallback per grapheme cluster) and
/// script, and caches the result in ems, which do not depend on the point size (advances are linear
/// and unhinted), so one entry serves every size.
final class Shaper: Sendable {
    private let library: FontLibrary
    private let cache: BoundedCache<Key, ShapedText>

    private struct Key: Hashable, Sendable {
        var text: String
        var face: Int
        var kerning: Bool
        /// The point size, for fonts with a `trak` table only (0 for the others).
        var trackingSize: Double
    }

    init(library: FontLibrary, cacheCapacity: Int) {
        self.library = library
        self.cache = BoundedCache(capacity: cacheCapacity)
    }

    var cachedCount: Int { cache.count }
    var cacheCapacity: Int { cache.capacity }
    func clearCache() { cache.removeAll() }

    func shape(_ text: String, primary: FontFace, kerning: Bool, pointSize: Double) -> ShapedText {
        let key = Key(text: text, face: primary.id, kerning: kerning,
                      trackingSize: primary.hasTrackingTable ? pointSize : 0)
        if let hit = cache[key] { return hit }
        let shaped = shapeUncached(text, primary: primary, kerning: kerning, pointSize: pointSize)
        cache.store(shaped, for: key)
        return shaped
    }

    private func shapeUncached(_ text: String, primary: FontFace, kerning: Bool, pointSize: Double) -> ShapedText {
        let graphemes = Array(text)
        var scalars: [UInt32] = []
        scalars.reserveCapacity(text.utf8.count)
        var firstScalar: [Int] = []  // grapheme index → index of its first scalar; one extra at the end
        firstScalar.reserveCapacity(graphemes.count + 1)
        var faceOf: [FontFace] = []
        faceOf.reserveCapacity(graphemes.count)
        var scriptOf: [Script] = []
        scriptOf.reserveCapacity(graphemes.count)
        var chain: FallbackChain?
        var missing = false

        for grapheme in graphemes {
            firstScalar.append(scalars.count)
            var script = Script.common
            var coveredByPrimary = true
            for scalar in grapheme.unicodeScalars {
                scalars.append(scalar.value)
                if coveredByPrimary && !primary.hasGlyph(for: scalar) && !scalar.isInvisibleControl {
                    coveredByPrimary = false
                }
                if script.isNeutral { script = Script(of: scalar) }
            }
            var face = primary
            if !coveredByPrimary {
                if chain == nil { chain = library.fallbackChain(for: primary) }
                if let fallback = chain?.face(for: grapheme) { face = fallback } else { missing = true }
            }
            faceOf.append(face)
            scriptOf.append(script)
        }
        firstScalar.append(scalars.count)
        resolveNeutralScripts(&scriptOf)

        var units = [Int32](repeating: 0, count: scalars.count)
        var faces = [primary]
        var runStart = 0
        while runStart < graphemes.count {
            var runEnd = runStart + 1
            while runEnd < graphemes.count && faceOf[runEnd] === faceOf[runStart]
                    && scriptOf[runEnd] == scriptOf[runStart] { runEnd += 1 }
            let face = faceOf[runStart]
            if !faces.contains(where: { $0 === face }) { faces.append(face) }
            face.shape(scalars, range: firstScalar[runStart]..<firstScalar[runEnd], script: scriptOf[runStart],
                       kerning: kerning, pointSize: pointSize, into: &units)
            runStart = runEnd
        }

        var advances = [Double](repeating: 0, count: graphemes.count)
        for index in graphemes.indices {
            var sum: Int32 = 0
            for scalar in firstScalar[index]..<firstScalar[index + 1] { sum &+= units[scalar] }
            advances[index] = Double(sum) / Double(faceOf[index].metrics.unitsPerEm)
        }
        return ShapedText(graphemes: graphemes, advances: advances, faces: faces, hasMissingGlyphs: missing)
    }

    /// Common and Inherited characters (spaces, digits, punctuation, marks) take the script of the
    /// text before them, or after them at the start, so they shape in one run with their neighbours.
    private func resolveNeutralScripts(_ scripts: inout [Script]) {
        guard let first = scripts.first(where: { !$0.isNeutral }) else { return }
        var current = first
        for index in scripts.indices {
            if scripts[index].isNeutral { scripts[index] = current } else { current = scripts[index] }
        }
    }
}
