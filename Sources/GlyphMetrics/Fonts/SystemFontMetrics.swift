#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// The iOS system font's advance widths as measured on iOS 26.1 (`Fonts/sf-metrics.tsv`, made by
/// `scripts/sf-metrics-table.py` from Vercantez/openuikit `golden/font_metrics_ios.json` at commit
/// 32cc00a35acc7c1ec3f3be2e99492295ee8bf175): what the metric-compatible system font places Inter's
/// outlines at when no SF is given (docs/system-font.md).
///
/// The measurements have an exact structure the table keeps: in units of 1/2048 em, the advance of
/// character c at size s is `((16384 − blend(s)) · text[c] + blend(s) · display[c]) / 16384 + offset(s) / 1024`,
/// where text and display are the 17 pt and 28 pt designs of one font (weight), `blend` mixes them
/// (SF's optical size: 0 up to 17 pt, 16384 from 28 pt) and `offset` is the size's tracking. Between
/// measured sizes both are interpolated linearly; below 8 pt and above 40 pt the nearest measured
/// size's design is kept and the tracking follows SF's published tracking table (ios-type-system.md §2).
final class SystemFontMetrics: Sendable {
    /// The table's file name in the bundled fonts' directory.
    static let fileName = "sf-metrics.tsv"
    /// The measured point sizes, ascending, with the blend (of 16384) and offset (of 1024 units) at each.
    private let sizes: [Double], blends: [Double], offsets: [Double]
    /// The 17 pt and 28 pt designs of each font, 95 advances (U+0020…U+007E) each, in 1/2048 em.
    private let designs: [String: (text: [Double], display: [Double])]
    /// The letter a Latin, Greek or Cyrillic letter decomposes to (é → e, ά → α): it measures as that letter.
    let bases: [UInt32: UInt32]

    /// The units per em of the table's advances.
    static let unitsPerEm = 2048.0
    /// SF's vertical metrics in 1/2048 em (uikit-measured-rules D1): ascender, descender, cap height;
    /// line gap 0, so the line height is 2444/2048 of the size. The x-height is 17 pt regular's.
    static let ascender = 1950, descender = -494, capHeight = 1443, xHeight = 1078

    /// The table in `directory`, read once per process (a directory's table is kept).
    /// - Throws: ``GlyphMetricsError/unreadableFont(path:reason:)`` naming the file and what is wrong.
    static func load(directory: String) throws(GlyphMetricsError) -> SystemFontMetrics {
        if let known = loaded.withLock({ $0[directory] }) { return known }
        let path = directory + "/" + fileName
        guard let bytes = readFile(path) else {
            throw .unreadableFont(path: path, reason: "cannot read the system font's metrics table (scripts/sf-metrics-table.py writes it)")
        }
        let table = try SystemFontMetrics(text: String(decoding: bytes, as: UTF8.self), path: path)
        return loaded.withLock { $0[directory, default: table] }
    }

    private static let loaded = Mutex<[String: SystemFontMetrics]>([:])

    /// Parses the table (see `scripts/sf-metrics-table.py` for its rows).
    init(text: String, path: String) throws(GlyphMetricsError) {
        var rows: [Substring: [Substring]] = [:]
        var designs: [String: (text: [Double], display: [Double])] = [:]
        var bases: [UInt32: UInt32] = [:]
        for (number, line) in text.split(separator: "\n").enumerated() where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t")
            func bad(_ reason: String) -> GlyphMetricsError {
                .unreadableFont(path: "\(path):\(number + 1)", reason: reason)
            }
            guard let kind = fields.first else { continue }
            switch kind {
            case "text", "display":
                guard fields.count == 2 + 95 else { throw bad("a \(kind) row needs a font name and 95 advances") }
                var values: [Double] = []
                for field in fields.dropFirst(2) {
                    guard let value = Double(field) else { throw bad("'\(field)' is not a number") }
                    values.append(value)
                }
                let name = String(fields[1])
                var design = designs[name] ?? ([], [])
                if kind == "text" { design.text = values } else { design.display = values }
                designs[name] = design
            case "bases":
                for pair in fields.dropFirst() {
                    let parts = pair.split(separator: ":")
                    guard parts.count == 2, let from = UInt32(parts[0], radix: 16), let to = UInt32(parts[1], radix: 16) else {
                        throw bad("'\(pair)' is not CODE:BASE in hexadecimal")
                    }
                    bases[from] = to
                }
            default:
                rows[kind] = Array(fields.dropFirst())
            }
        }
        func numbers(_ name: Substring) throws(GlyphMetricsError) -> [Double] {
            let values = (rows[name] ?? []).compactMap { Double($0) }
            guard !values.isEmpty, values.count == rows["sizes"]?.count else {
                throw .unreadableFont(path: path, reason: "the '\(name)' row needs one number per size")
            }
            return values
        }
        sizes = try numbers("sizes")
        blends = try numbers("blend")
        offsets = try numbers("offset")
        guard zip(sizes, sizes.dropFirst()).allSatisfy({ $0 < $1 }) else {
            throw .unreadableFont(path: path, reason: "the sizes must ascend")
        }
        for weight in Self.weightNames + [Self.italicName] {
            guard let design = designs[weight], design.text.count == 95, design.display.count == 95 else {
                throw .unreadableFont(path: path, reason: "no text and display rows for \(weight)")
            }
        }
        self.designs = designs
        self.bases = bases
    }

    /// The fonts of the nine UIKit weights, lightest first: weights 100 (ultraLight) … 900 (black).
    static let weightNames = ["system-ultraLight", "system-thin", "system-light", "system-regular", "system-medium",
                              "system-semibold", "system-bold", "system-heavy", "system-black"]
    /// The italic font (measured at regular weight only).
    static let italicName = "italic-regular"

    /// SF's tracking by point size in 1/1000 em (ios-type-system.md §2, from Apple's HIG), for sizes
    /// outside the measured ones.
    private static let publishedTracking: [(size: Double, tracking: Double)] = [
        (6, 41), (12, 0), (13, -6), (15, -16), (17, -26), (20, -23), (24, 3), (28, 14), (34, 12), (40, 10),
        (48, 8), (60, 4), (80, 0),
    ]

    /// The published tracking at `size`, 1/1000 em: linear between the listed sizes, the end values beyond.
    private static func published(_ size: Double) -> Double {
        let table = publishedTracking
        guard let upper = table.firstIndex(where: { $0.size >= size }) else { return table[table.count - 1].tracking }
        guard upper > 0 else { return table[0].tracking }
        let (a, b) = (table[upper - 1], table[upper])
        return a.tracking + (size - a.size) / (b.size - a.size) * (b.tracking - a.tracking)
    }

    /// How the designs combine at one point size: the display design's share (0…1) and the tracking in
    /// 1/2048 em.
    struct SizeBlend: Sendable, Equatable {
        var display: Double
        var offset: Double
    }

    /// The blend at `pointSize`: interpolated between the measured sizes around it; outside them the
    /// nearest size's, its tracking moved as SF's published tracking moves.
    func blend(at pointSize: Double) -> SizeBlend {
        let last = sizes.count - 1
        func at(_ index: Int) -> SizeBlend { SizeBlend(display: blends[index] / 16384, offset: offsets[index] / 1024) }
        if pointSize <= sizes[0] || pointSize >= sizes[last] {
            let index = pointSize <= sizes[0] ? 0 : last
            var nearest = at(index)
            nearest.offset += (Self.published(pointSize) - Self.published(sizes[index])) * Self.unitsPerEm / 1000
            return nearest
        }
        let upper = sizes.firstIndex { $0 >= pointSize }!  // inside the range: there is one
        if sizes[upper] == pointSize { return at(upper) }
        let (a, b) = (at(upper - 1), at(upper))
        let t = (pointSize - sizes[upper - 1]) / (sizes[upper] - sizes[upper - 1])
        return SizeBlend(display: a.display + t * (b.display - a.display), offset: a.offset + t * (b.offset - a.offset))
    }

    /// The 17 pt and 28 pt designs of `style`, 95 advances each in 1/2048 em: its measured weight or
    /// the blend of the two around it; italic with each character's italic-regular ÷ upright-regular
    /// ratio kept apart (it depends on the optical size), as `italicText`/`italicDisplay` over
    /// `regularText`/`regularDisplay`.
    func designs(_ style: Style) -> MetricFont.Designs {
        var designs = MetricFont.Designs(text: Array(repeating: 0, count: 95), display: Array(repeating: 0, count: 95))
        for (font, share) in style.fonts {
            guard let design = self.designs[font] else { continue }
            for index in 0..<95 {
                designs.text[index] += share * design.text[index]
                designs.display[index] += share * design.display[index]
            }
        }
        if style.italic, let italic = self.designs[Self.italicName], let regular = self.designs[Self.weightNames[3]] {
            designs.italic = (italic.text, italic.display, regular.text, regular.display)
        }
        return designs
    }

    /// A weight and slant of the system font: the measured fonts it blends, each with its share.
    struct Style: Sendable, Hashable {
        /// The weight asked for, 1…1000 (100 ultraLight … 900 black; clamped to that range).
        let weight: Int
        let italic: Bool
        /// The measured upright fonts and their shares (adding up to 1): one for a UIKit weight, the
        /// two around it otherwise.
        let fonts: [(String, Double)]

        init(weight: Int, italic: Bool) {
            self.weight = weight
            self.italic = italic
            let position = (Double(min(max(weight, 100), 900)) - 100) / 100  // 0 ultraLight … 8 black
            let lower = Int(position.rounded(.down)), share = position - Double(lower)
            let names = SystemFontMetrics.weightNames
            fonts = share == 0 ? [(names[lower], 1)] : [(names[lower], 1 - share), (names[lower + 1], share)]
        }

        static func == (a: Style, b: Style) -> Bool { a.weight == b.weight && a.italic == b.italic }
        func hash(into hasher: inout Hasher) { hasher.combine(weight); hasher.combine(italic) }
    }

    /// The share of the stand-in's kerning the metric font applies at `blend`: Inter's negative
    /// kerning pairs, × 0.75 in SF's text design and × 1 in its display design, blended as the designs
    /// are (fitted on iOS's kerned widths of six strings; docs/system-font.md gives the error).
    static func kerningShare(_ blend: SizeBlend) -> Double { 0.75 + 0.25 * blend.display }
}

/// What makes a face the metric-compatible system font: SF's measured table, the style it measures
/// as, and how the stand-in's own advances compare with SF's (for characters the table lacks).
struct MetricFont: Sendable {
    let table: SystemFontMetrics
    let style: SystemFontMetrics.Style
    /// The style's designs, worked out once (``SystemFontMetrics/designs(_:)``).
    let designs: Designs
    /// The stand-in's advances of the covered characters (U+0020…U+007E) added, in 1/2048 em (set by
    /// the face, ``FontFace/metricFont``).
    var standInCoveredSum = 0.0

    init(table: SystemFontMetrics, style: SystemFontMetrics.Style) {
        self.table = table
        self.style = style
        self.designs = table.designs(style)
    }

    /// A style's 17 pt and 28 pt designs (95 advances each, 1/2048 em), and for italic the measured
    /// italic and upright regular designs whose ratio scales them.
    struct Designs: Sendable {
        var text: [Double], display: [Double]
        var italic: (text: [Double], display: [Double], regularText: [Double], regularDisplay: [Double])?
    }

    /// The advance of printable ASCII character `scalar` (U+0020…U+007E) at `blend`, in 1/2048 em;
    /// nil for other characters.
    func advance(_ scalar: UInt32, _ blend: SystemFontMetrics.SizeBlend) -> Double? {
        guard scalar >= 0x20 && scalar <= 0x7E else { return nil }
        let index = Int(scalar - 0x20), share = blend.display
        var units = designs.text[index] + share * (designs.display[index] - designs.text[index])
        if let italic = designs.italic {
            // Italic is measured at regular weight: another weight's italic is its upright scaled by
            // how italic regular compares with upright regular, character by character.
            units *= (italic.text[index] + share * (italic.display[index] - italic.text[index]))
                / (italic.regularText[index] + share * (italic.regularDisplay[index] - italic.regularText[index]))
        }
        return units + blend.offset
    }

    /// The sum of the advances of every covered character (U+0020…U+007E) at `blend`, in 1/2048 em.
    func coveredSum(_ blend: SystemFontMetrics.SizeBlend) -> Double {
        var sum = 0.0
        for scalar in UInt32(0x20)...0x7E { sum += advance(scalar, blend) ?? 0 }
        return sum
    }

    /// HarfBuzz's units an em for a metric face: fine enough that SF's fractional advances stay within
    /// 1/131072 em of the measurement (0.00013 pt at 17 pt).
    static let positionUnitsPerEm: Int32 = 65536
}

extension FontMetrics {
    /// Replaces the font's vertical metrics with SF's (uikit-measured-rules D1), in 1/2048 em.
    mutating func takeSystemFontMetrics() {
        unitsPerEm = Int(SystemFontMetrics.unitsPerEm)
        (ascender, descender, lineGap) = (SystemFontMetrics.ascender, SystemFontMetrics.descender, 0)
        (capHeight, xHeight) = (SystemFontMetrics.capHeight, SystemFontMetrics.xHeight)
        variation = Variation()
    }
}

/// The whole file at `path`, or nil when it cannot be read.
func readFile(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count > 0 { bytes.append(contentsOf: buffer[..<count]) }
        if count < buffer.count { return ferror(file) == 0 ? bytes : nil }
    }
}
