/// The raw vertical-metric values of a font, in font units, as stored in its tables.
public struct FontTables: Sendable, Hashable {
    /// The em square, in font units (`head` unitsPerEm: 1000, 2048…).
    public var unitsPerEm: Int
    /// `hhea` ascender, font units, positive above the baseline.
    public var hheaAscender: Int
    /// `hhea` descender, font units, negative below the baseline.
    public var hheaDescender: Int
    /// `hhea` lineGap, font units.
    public var hheaLineGap: Int
    /// OS/2 values; `nil` when the font has no OS/2 table.
    public var typoAscender: Int?
    /// OS/2 sTypoDescender, font units, negative below the baseline; `nil` without an OS/2 table.
    public var typoDescender: Int?
    /// OS/2 sTypoLineGap, font units; `nil` without an OS/2 table.
    public var typoLineGap: Int?
    /// OS/2 usWinAscent, font units, positive; `nil` without an OS/2 table.
    public var winAscent: Int?
    /// OS/2 usWinDescent, font units, positive below the baseline; `nil` without an OS/2 table.
    public var winDescent: Int?
    /// OS/2 fsSelection bit 7.
    public var useTypoMetrics: Bool
    /// Whether the font has a `STAT` table.
    public var hasSTAT: Bool
    /// OS/2 sCapHeight and sxHeight (version 2 and later); `nil` when absent or zero.
    public var capHeight: Int?
    /// OS/2 sxHeight, font units; `nil` when absent (OS/2 before version 2) or zero.
    public var xHeight: Int?
}

/// Which table the vertical metrics were taken from.
public enum MetricsSource: String, Sendable, Hashable {
    /// `hhea` ascender, descender and lineGap; `typo`: OS/2 sTypo values; `win`: OS/2 usWin values, no gap.
    case hhea, typo, win
}

/// A font's vertical metrics in font units, chosen with CoreText's rule.
public struct FontMetrics: Sendable, Hashable {
    /// The em square, in font units (`head` unitsPerEm).
    public var unitsPerEm: Int
    /// The chosen ascender, font units, positive above the baseline.
    public var ascender: Int
    /// Negative below the baseline, as in the font.
    public var descender: Int
    /// The chosen line gap, font units (0 when taken from OS/2 win values).
    public var lineGap: Int
    /// The height of capitals, font units: OS/2 sCapHeight, else measured from the glyph 'H'.
    public var capHeight: Int
    /// The height of lowercase letters, font units: OS/2 sxHeight, else measured from the glyph 'x'.
    public var xHeight: Int
    /// The table the ascender, descender and line gap come from (CoreText's rule).
    public var source: MetricsSource
    /// The `MVAR` deltas of a variable font at its coordinates (zero for a static font), added when
    /// scaling: the chosen ascender, descender and line gap move by `hasc`, `hdsc`, `hlgp` (`hcla`,
    /// `hcld` for win metrics), as HarfBuzz applies them to both `hhea` and OS/2 values.
    public var variation: Variation

    /// `MVAR` deltas in font units, fractional.
    public struct Variation: Sendable, Hashable {
        /// `MVAR` `hasc`, `hdsc`, `hlgp`, `hcla`, `hcld` deltas (HarfBuzz `hb_ot_metrics_get_variation`), font units; 0: none.
        public var ascender = 0.0, descender = 0.0, lineGap = 0.0, winAscent = 0.0, winDescent = 0.0
        /// `MVAR` `cpht` and `xhgt` deltas (HarfBuzz `hb_ot_metrics_get_variation`), font units; 0: none.
        public var capHeight = 0.0, xHeight = 0.0

        /// Deltas in font units; all zero by default (a static font, or a variable font at its defaults).
        public init(ascender: Double = 0, descender: Double = 0, lineGap: Double = 0, winAscent: Double = 0,
                    winDescent: Double = 0, capHeight: Double = 0, xHeight: Double = 0) {
            (self.ascender, self.descender, self.lineGap) = (ascender, descender, lineGap)
            (self.winAscent, self.winDescent) = (winAscent, winDescent)
            (self.capHeight, self.xHeight) = (capHeight, xHeight)
        }
    }

    /// Picks the metrics CoreText uses (uikit-semantics §1): OS/2 typo values only when
    /// USE_TYPO_METRICS is set *and* the font has a `STAT` table; otherwise `hhea`; when `hhea` is all
    /// zero, OS/2 typo, then OS/2 win. FreeType's `face->ascender` and HarfBuzz's metrics skip the
    /// `STAT` condition, which is why the tables are read here instead.
    /// - Parameters:
    ///   - t: the font's tables.
    ///   - fallbackCapHeight: the cap height used when OS/2 lacks it (measured from the glyph 'H'), font
    ///     units; evaluated only then.
    ///   - fallbackXHeight: the x-height used when OS/2 lacks it (measured from the glyph 'x'), font units;
    ///     evaluated only then.
    ///   - variation: the `MVAR` deltas at the face's coordinates.
    public init(tables t: FontTables, fallbackCapHeight: @autoclosure () -> Int, fallbackXHeight: @autoclosure () -> Int,
                variation: Variation = Variation()) {
        self.variation = variation
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
        capHeight = t.capHeight ?? fallbackCapHeight()
        xHeight = t.xHeight ?? fallbackXHeight()
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
    /// The height of capitals in points, `MVAR` delta included.
    public var capHeight: Double
    /// The height of lowercase letters in points, `MVAR` delta included.
    public var xHeight: Double

    /// `(ascender − descender + leading)` in points, unrounded: 2444/2048 × 17 = 20.287109375 for the
    /// 17 pt iOS system font.
    public var lineHeight: Double { ascender - descender + leading }

    /// `metrics` scaled to `size` points (`size / unitsPerEm` per font unit), `MVAR` deltas added, unrounded.
    public init(_ metrics: FontMetrics, size: Double) {
        let scale = size / Double(metrics.unitsPerEm)
        let v = metrics.variation
        let isWin = metrics.source == .win
        ascender = (Double(metrics.ascender) + (isWin ? v.winAscent : v.ascender)) * scale
        // usWinDescent is positive below the baseline; the descender is its negation.
        descender = (Double(metrics.descender) + (isWin ? -v.winDescent : v.descender)) * scale
        leading = (Double(metrics.lineGap) + (isWin ? 0 : v.lineGap)) * scale
        capHeight = (Double(metrics.capHeight) + v.capHeight) * scale
        xHeight = (Double(metrics.xHeight) + v.xHeight) * scale
    }
}
