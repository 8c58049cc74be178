/// The raw vertical-metric values of a font, in font units, as stored in its tables.
public struct FontTables: Sendable, Hashable {
    public var unitsPerEm: Int
    public var hheaAscender: Int
    public var hheaDescender: Int
    public var hheaLineGap: Int
    /// OS/2 values; `nil` when the font has no OS/2 table.
    public var typoAscender: Int?
    public var typoDescender: Int?
    public var typoLineGap: Int?
    public var winAscent: Int?
    public var winDescent: Int?
    /// OS/2 fsSelection bit 7.
    public var useTypoMetrics: Bool
    /// Whether the font has a `STAT` table.
    public var hasSTAT: Bool
    /// OS/2 sCapHeight and sxHeight (version 2 and later); `nil` when absent or zero.
    public var capHeight: Int?
    public var xHeight: Int?
}

/// Which table the vertical metrics were taken from.
public enum MetricsSource: String, Sendable, Hashable {
    case hhea, typo, win
}

/// A font's vertical metrics in font units, chosen with CoreText's rule.
public struct FontMetrics: Sendable, Hashable {
    public var unitsPerEm: Int
    public var ascender: Int
    /// Negative below the baseline, as in the font.
    public var descender: Int
    public var lineGap: Int
    public var capHeight: Int
    public var xHeight: Int
    public var source: MetricsSource

    /// Picks the metrics CoreText uses (uikit-semantics §1): OS/2 typo values only when
    /// USE_TYPO_METRICS is set *and* the font has a `STAT` table; otherwise `hhea`; when `hhea` is all
    /// zero, OS/2 typo, then OS/2 win. FreeType's `face->ascender` and HarfBuzz's metrics skip the
    /// `STAT` condition, which is why the tables are read here instead.
    /// - Parameters:
    ///   - capHeight, xHeight: used when OS/2 lacks them (measured from the glyphs 'H' and 'x').
    public init(tables t: FontTables, fallbackCapHeight: Int, fallbackXHeight: Int) {
        unitsPerEm = t.unitsPerEm
        let typo = t.typoAscender.map { ($0, t.typoDescender ?? 0, t.typoLineGap ?? 0) }
        let hhea = (t.hheaAscender, t.hheaDescender, t.hheaLineGap)
        let hheaIsZero = hhea == (0, 0, 0)
        let typoIsZero = typo.map { $0 == (0, 0, 0) } ?? true
        let chosen: (Int, Int, Int)
        if t.useTypoMetrics && t.hasSTAT, let typo {
            (chosen, source) = (typo, .typo)
        } else if !hheaIsZero {
            (chosen, source) = (hhea, .hhea)
        } else if !typoIsZero, let typo {
            (chosen, source) = (typo, .typo)
        } else {
            (chosen, source) = ((t.winAscent ?? 0, -(t.winDescent ?? 0), 0), .win)
        }
        (ascender, descender, lineGap) = chosen
        capHeight = t.capHeight ?? fallbackCapHeight
        xHeight = t.xHeight ?? fallbackXHeight
    }
}

/// A font's vertical metrics at a point size, unrounded.
public struct ScaledMetrics: Sendable, Hashable {
    /// Points above the baseline.
    public var ascender: Double
    /// Points below the baseline, negative.
    public var descender: Double
    /// The line gap in points.
    public var leading: Double
    public var capHeight: Double
    public var xHeight: Double

    /// `(ascender − descender + leading)` in points, unrounded: 2444/2048 × 17 = 20.287109375 for the
    /// 17 pt iOS system font.
    public var lineHeight: Double { ascender - descender + leading }

    public init(_ metrics: FontMetrics, size: Double) {
        let scale = size / Double(metrics.unitsPerEm)
        ascender = Double(metrics.ascender) * scale
        descender = Double(metrics.descender) * scale
        leading = Double(metrics.lineGap) * scale
        capHeight = Double(metrics.capHeight) * scale
        xHeight = Double(metrics.xHeight) * scale
    }
}
