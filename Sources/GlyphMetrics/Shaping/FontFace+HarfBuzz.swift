internal import CHarfBuzz

/// A Unicode script as HarfBuzz names it (an ISO 15924 tag).
struct Script: Hashable, Sendable {
    let tag: UInt32

    static let common = Script(tag: HB_SCRIPT_COMMON.rawValue)

    static let latin = Script(tag: HB_SCRIPT_LATIN.rawValue)

    /// The script of a code point (`hb_unicode_script`; ASCII answered without the call).
    init(of scalar: Unicode.Scalar) {
        if scalar.isASCII {
            let isLetter = (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value)
            self = isLetter ? .latin : .common
        } else {
            tag = hb_unicode_script(Self.unicodeFunctions, scalar.value).rawValue
        }
    }

    private init(tag: UInt32) { self.tag = tag }

    /// Common, Inherited and Unknown take the script of the text around them.
    var isNeutral: Bool {
        tag == HB_SCRIPT_COMMON.rawValue || tag == HB_SCRIPT_INHERITED.rawValue
            || tag == HB_SCRIPT_UNKNOWN.rawValue
    }

    /// Whether HarfBuzz joins this script's letters by their neighbours, reading the text around a
    /// run (`arabic_joining`): the scripts with data in its joining table (`has_arabic_joining`).
    var hasJoiningForms: Bool { Self.joiningScripts.contains(tag) }

    private static let joiningScripts: [UInt32] = ["Adlm", "Arab", "Chrs", "Mand", "Mani", "Mong", "Nkoo", "Ougr",
                                                   "Phag", "Phlp", "Rohg", "Sogd", "Syrc"].compactMap(tagValue)

    /// Whether text in this script runs right to left (Arabic, Hebrew…).
    var isRightToLeft: Bool {
        hb_script_get_horizontal_direction(hb_script_t(rawValue: tag)) == HB_DIRECTION_RTL
    }

    nonisolated(unsafe) private static let unicodeFunctions = hb_unicode_funcs_get_default()
}

extension FontFace {
    /// Whether the font's cmap maps `scalar` to a glyph (`hb_font_get_nominal_glyph`; ASCII from a
    /// bitmap made when the font was opened).
    func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 128 { return asciiCoverage.covers(scalar.value) }
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0
    }

    /// Which ASCII code points `font` has glyphs for.
    static func asciiCoverage(_ font: OpaquePointer) -> ASCIICoverage {
        var coverage = ASCIICoverage()
        for value in 0..<UInt32(128) {
            var glyph: hb_codepoint_t = 0
            if hb_font_get_nominal_glyph(font, value, &glyph) != 0 { coverage.insert(value) }
        }
        return coverage
    }

    /// Shapes `scalars[range]` and adds each glyph's advance, in font units, to `units[cluster]`,
    /// where a glyph's cluster is the index in `scalars` of the first code point of its cluster, and
    /// the clusters drawn with the .notdef glyph (glyph 0, usually none) to `notdef`; sets the bit of
    /// each scalar inside `range` (of scalars 0..<64) where no cluster starts or a glyph of the cluster
    /// starting there is `HB_GLYPH_FLAG_UNSAFE_TO_BREAK` in `unsafeToBreak` (HarfBuzz marks it on every
    /// shaping: reading it costs a test per glyph), for ``ShapedText/keepsPrefix(_:)``.
    func addAdvances(_ scalars: [UInt32], range: Range<Int>, script: Script, language: String?, kerning: Bool,
                     pointSize: Double, into units: inout [Int32], notdef: inout [Int], unsafeToBreak: inout UInt64) {
        var starts: UInt64 = 0, unsafe: UInt64 = 0  // bit `cluster`, for clusters 0..<64
        withShaped(scalars, range: range, script: script, language: language, kerning: kerning,
                   pointSize: pointSize) { infos, positions in
            for index in infos.indices {
                let cluster = Int(infos[index].cluster)
                units[cluster] &+= positions[index].x_advance
                if infos[index].codepoint == 0 { notdef.append(cluster) }
                guard cluster < 64 else { continue }
                starts |= 1 << UInt64(cluster)
                // The glyph flags are the mask's low bits (`hb_glyph_info_get_glyph_flags`).
                if infos[index].mask & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0 { unsafe |= 1 << UInt64(cluster) }
            }
        }
        unsafeToBreak |= (unsafe | ~starts) & UInt64(bitsFrom: range.lowerBound + 1, to: range.upperBound)
    }

    /// Adds advances and .notdef clusters as
    /// ``addAdvances(_:range:script:language:kerning:pointSize:into:notdef:unsafeToBreak:)``, and sets for
    /// each scalar of `range` (`cuts[scalar - range.lowerBound]`, `cuts` set to `range.count` entries)
    /// whether a HarfBuzz cluster starts there (``ClusterCut/starts``), whether text joined or changed on
    /// either side of that start could change a glyph on the other (``ClusterCut/unsafe``:
    /// `HB_GLYPH_FLAG_UNSAFE_TO_CONCAT`, produced with `HB_BUFFER_FLAG_PRODUCE_UNSAFE_TO_CONCAT`;
    /// `UNSAFE_TO_BREAK` implies it), and whether breaking the text there could
    /// (``ClusterCut/unsafeToBreak``). The first scalar's flag is the start-of-text one; HarfBuzz has
    /// none for the end of the text.
    func addAdvances(_ scalars: [UInt32], range: Range<Int>, script: Script, language: String?, kerning: Bool,
                     pointSize: Double, into units: inout [Int32], notdef: inout [Int], cuts: inout [UInt8]) {
        cuts.removeAll(keepingCapacity: true)
        cuts.reserveCapacity(range.count)
        for _ in range { cuts.append(0) }
        withShaped(scalars, range: range, script: script, language: language, kerning: kerning,
                   pointSize: pointSize, concatenationFlags: true) { infos, positions in
            for index in infos.indices {
                let cluster = Int(infos[index].cluster)
                units[cluster] &+= positions[index].x_advance
                if infos[index].codepoint == 0 { notdef.append(cluster) }
                // The glyph flags are the mask's low bits (`hb_glyph_info_get_glyph_flags`).
                let unsafe = infos[index].mask & HB_GLYPH_FLAG_UNSAFE_TO_CONCAT.rawValue != 0
                let unsafeToBreak = infos[index].mask & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0
                cuts[cluster - range.lowerBound] |= ClusterCut.starts | (unsafe ? ClusterCut.unsafe : 0)
                    | (unsafeToBreak ? ClusterCut.unsafeToBreak : 0)
            }
        }
    }

    /// Shapes `scalars[range]` and returns the glyphs in visual order with positions in font units.
    func shape(_ scalars: [UInt32], range: Range<Int>, script: Script, language: String?, kerning: Bool,
               pointSize: Double) -> [ShapedGlyph] {
        withShaped(scalars, range: range, script: script, language: language, kerning: kerning,
                   pointSize: pointSize) { infos, positions in
            infos.indices.map { index in
                ShapedGlyph(glyph: infos[index].codepoint, cluster: Int(infos[index].cluster),
                            xAdvance: positions[index].x_advance, xOffset: positions[index].x_offset,
                            yOffset: positions[index].y_offset)
            }
        }
    }

    /// Shapes `scalars[range]` with HarfBuzz (`hb_shape`), the whole array as context, in `script`'s
    /// direction, and lends the glyph infos and positions to `body`.
    ///
    /// - Parameters:
    ///   - language: a BCP 47 tag set as the buffer's language (`hb_language_from_string`), which picks
    ///     the font's `locl` forms; nil leaves HarfBuzz's default.
    ///   - kerning: `false` turns the `kern` feature off (CoreText's kern = 0).
    ///   - tracking: whether `trak` applies; by default CoreText's rule (``appliesTracking``).
    ///   - pointSize: set as HarfBuzz's ptem (`hb_font_set_ptem`) when `trak` applies, whose tracking
    ///     depends on the size; other fonts ignore it and share one size-free font. A font with `trak`
    ///     that must not apply it shapes with `-trak` (HarfBuzz 6 would apply it whenever ptem is set).
    ///   - concatenationFlags: whether HarfBuzz marks the glyphs `UNSAFE_TO_CONCAT` (a little more work
    ///     in its lookups; the glyphs and positions are the same).
    private func withShaped<R>(_ scalars: [UInt32], range: Range<Int>, script: Script, language: String?,
                               kerning: Bool, tracking: Bool? = nil, pointSize: Double, concatenationFlags: Bool = false,
                               _ body: (UnsafeBufferPointer<hb_glyph_info_t>,
                                        UnsafeBufferPointer<hb_glyph_position_t>) -> R) -> R {
        let tracking = tracking ?? appliesTracking
        return HarfBuzzBuffers.shared.withBuffer { buffer in
            scalars.withUnsafeBufferPointer { text in
                hb_buffer_add_utf32(buffer, text.baseAddress, Int32(text.count),
                                    UInt32(range.lowerBound), Int32(range.count))
            }
            let hbScript = hb_script_t(rawValue: script.tag)
            hb_buffer_set_script(buffer, hbScript)
            hb_buffer_set_direction(buffer, script.isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
            if let language { hb_buffer_set_language(buffer, hb_language_from_string(language, -1)) }
            hb_buffer_guess_segment_properties(buffer)
            // Set on every use: a pooled buffer keeps the flags of its last one.
            hb_buffer_set_flags(buffer, concatenationFlags ? HB_BUFFER_FLAG_PRODUCE_UNSAFE_TO_CONCAT : HB_BUFFER_FLAG_DEFAULT)

            var features: [hb_feature_t] = []
            if !kerning { features.append(Self.featureOff(chb_tag(107, 101, 114, 110) /* kern */)) }
            if hasTrackingTable && !tracking { features.append(Self.featureOff(chb_tag(116, 114, 97, 107) /* trak */)) }
            if tracking {
                // A sub-font shares the parent's variation coordinates; only ptem differs.
                let sized = hb_font_create_sub_font(hbFont)
                defer { hb_font_destroy(sized) }
                hb_font_set_ptem(sized, Float(pointSize))
                hb_shape(sized, buffer, features, UInt32(features.count))
            } else {
                hb_shape(hbFont, buffer, features, UInt32(features.count))
            }

            var count: UInt32 = 0
            let infoStart = hb_buffer_get_glyph_infos(buffer, &count)
            let positionStart = hb_buffer_get_glyph_positions(buffer, &count)
            let glyphs = infoStart == nil || positionStart == nil ? 0 : Int(count)
            let infos = UnsafeBufferPointer(start: infoStart, count: glyphs)
            let positions = UnsafeMutableBufferPointer(start: positionStart, count: glyphs)
            Self.hideIgnorables(scalars, range: range, infos, positions)
            if let metricFont {
                placeAtSystemAdvances(metricFont, scalars, range: range, pointSize: pointSize,
                                      rightToLeft: script.isRightToLeft, infos, positions)
            }
            return body(infos, UnsafeBufferPointer(positions))
        }
    }
}

extension FontFace {
    /// The one place the metric-compatible system font (``metricFont``) gets its widths: after
    /// shaping, each HarfBuzz cluster's first glyph advances by SF's advance of the cluster's
    /// characters (the table's for printable ASCII; an accented letter's base letter's; else the
    /// stand-in's own advance × how SF and the stand-in compare on the covered characters), its other
    /// glyphs by 0, plus the stand-in's negative kerning scaled (`SystemFontMetrics.kerningShare(_:)`).
    /// Measuring, wrapping, truncation (the ellipsis too) and drawing all shape through here.
    private func placeAtSystemAdvances(_ metric: MetricFont, _ scalars: [UInt32], range: Range<Int>, pointSize: Double,
                                       rightToLeft: Bool, _ infos: UnsafeBufferPointer<hb_glyph_info_t>,
                                       _ positions: UnsafeMutableBufferPointer<hb_glyph_position_t>) {
        let blend = metric.table.blend(at: pointSize)
        let toPositions = Double(positionUnitsPerEm) / SystemFontMetrics.unitsPerEm
        let kerningShare = SystemFontMetrics.kerningShare(blend)
        var standInScale: Double?  // SF ÷ stand-in on the covered characters, worked out on first need
        func advance(_ scalar: UInt32) -> Double {
            if let measured = metric.advance(scalar, blend) { return measured }
            // Default-ignorable characters (bidi marks, ZWJ, ZWSP, BOM, an unbroken soft hyphen…) have no
            // advance in CoreText, as in HarfBuzz, which hides them; the stand-in's own glyph for them
            // (or its .notdef) must not lend them one.
            if Self.isDefaultIgnorable(scalar) { return 0 }
            let base = metric.table.bases[scalar] ?? scalar
            if let measured = metric.advance(base, blend) { return measured }
            var glyph: hb_codepoint_t = 0
            if hb_font_get_nominal_glyph(hbFont, base, &glyph) == 0 { _ = hb_font_get_nominal_glyph(hbFont, scalar, &glyph) }
            let scale = standInScale ?? metric.coveredSum(blend) / metric.standInCoveredSum
            standInScale = scale
            return Double(hb_font_get_glyph_h_advance(hbFont, glyph)) / toPositions * scale
        }
        var spaceGlyph: hb_codepoint_t = 0
        _ = hb_font_get_nominal_glyph(hbFont, 0x20, &spaceGlyph)
        var index = 0
        while index < infos.count {
            let cluster = infos[index].cluster
            var end = index + 1
            while end < infos.count && infos[end].cluster == cluster { end += 1 }
            // The cluster's characters run to the next cluster's first (logical order; visual order
            // is reversed right to left, where Inter draws spaces and digits between RTL words).
            let next = rightToLeft ? (index > 0 ? Int(infos[index - 1].cluster) : range.upperBound)
                : (end < infos.count ? Int(infos[end].cluster) : range.upperBound)
            let characters = Int(cluster)..<max(Int(cluster) + 1, next)
            var units = 0.0
            for scalar in characters { units += advance(scalars[scalar]) }
            var kerning: Int32 = 0
            if characters.allSatisfy({ Self.isDefaultIgnorable(scalars[$0]) }) {
                // HarfBuzz hid them (a zero-advance space glyph): nothing of the space glyph's own advance is kerning.
                for glyph in index..<end { positions[glyph].x_advance = 0 }
                index = end
                continue
            }
            for glyph in index..<end {
                // A default-ignorable character that joined a letter's cluster (ZWJ, CGJ…) is the space glyph
                // HarfBuzz zeroed, or a .notdef `hideIgnorables` zeroed: not a kerning.
                let hidden = positions[glyph].x_advance == 0 && (infos[glyph].codepoint == spaceGlyph || infos[glyph].codepoint == 0)
                    && characters.contains { Self.isDefaultIgnorable(scalars[$0]) }
                if !hidden { kerning &+= positions[glyph].x_advance - hb_font_get_glyph_h_advance(hbFont, infos[glyph].codepoint) }
                positions[glyph].x_advance = 0
            }
            positions[index].x_advance = Int32((units * toPositions + Double(min(0, kerning)) * kerningShare).rounded())
            index = end
        }
    }
}

extension FontFace {
    /// Gives no advance to the .notdef glyphs of default-ignorable characters that this HarfBuzz does not
    /// hide itself (its list predates Unicode 14's U+180F, and leaves out the hangul fillers): as CoreText,
    /// every `Default_Ignorable_Code_Point` is invisible, in every font. The glyphs stay (drawing skips
    /// .notdef glyphs of invisible characters).
    static func hideIgnorables(_ scalars: [UInt32], range: Range<Int>, _ infos: UnsafeBufferPointer<hb_glyph_info_t>,
                               _ positions: UnsafeMutableBufferPointer<hb_glyph_position_t>) {
        for index in infos.indices where infos[index].codepoint == 0 && positions[index].x_advance != 0 {
            let cluster = Int(infos[index].cluster)
            // The cluster's characters run to the next cluster's first (glyphs are in visual order).
            var next = range.upperBound
            for other in infos where Int(other.cluster) > cluster { next = min(next, Int(other.cluster)) }
            if (cluster..<max(cluster + 1, next)).contains(where: { isDefaultIgnorable(scalars[$0]) }) {
                positions[index].x_advance = 0
            }
        }
    }

    /// Whether `scalar` is a `Default_Ignorable_Code_Point` (Unicode's property, as Swift's standard library has
    /// it): characters CoreText and HarfBuzz lay out with no advance. None is below U+00AD (the soft hyphen, the
    /// first), so most text is answered without the property lookup (~320 instructions a glyph).
    static func isDefaultIgnorable(_ scalar: UInt32) -> Bool {
        scalar >= 0xAD && (Unicode.Scalar(scalar)?.properties.isDefaultIgnorableCodePoint ?? false)
    }
}

extension MetricFont {
    /// This metric font with ``standInCoveredSum`` read from `font`, the stand-in that draws it
    /// (scaled to ``positionUnitsPerEm``).
    func standingIn(_ font: OpaquePointer) -> MetricFont {
        var sum = 0.0
        for scalar in UInt32(0x20)...0x7E {
            var glyph: hb_codepoint_t = 0
            if hb_font_get_nominal_glyph(font, scalar, &glyph) != 0 { sum += Double(hb_font_get_glyph_h_advance(font, glyph)) }
        }
        var known = self
        known.standInCoveredSum = sum * SystemFontMetrics.unitsPerEm / Double(Self.positionUnitsPerEm)
        return known
    }
}

extension FontFace {
    static func featureOff(_ tag: hb_tag_t) -> hb_feature_t {
        hb_feature_t(tag: tag, value: 0, start: 0, end: UInt32.max)
    }
}

/// Idle HarfBuzz buffers, reused so that shaping does not allocate a buffer and grow its arrays for
/// every run. A buffer is used by one thread at a time: it is taken out of the pool while in use.
final class HarfBuzzBuffers: Sendable {
    static let shared = HarfBuzzBuffers()
    /// Buffers kept at most; more are destroyed when returned.
    static let limit = 64
    private let idle = SpinLocked(Pool())

    private struct Pool: ~Copyable {
        var buffers: [UInt] = []  // hb_buffer_t pointers as bit patterns, so the pool is plain data
        deinit { for bits in buffers { hb_buffer_destroy(OpaquePointer(bitPattern: bits)) } }
    }

    func withBuffer<R>(_ body: (OpaquePointer?) -> R) -> R {
        let bits = idle.withLock { $0.buffers.popLast() }
        let buffer = bits.flatMap { OpaquePointer(bitPattern: $0) } ?? hb_buffer_create()
        defer {
            hb_buffer_clear_contents(buffer)
            let kept = idle.withLock { pool -> Bool in
                guard pool.buffers.count < Self.limit, let buffer else { return false }
                pool.buffers.append(UInt(bitPattern: buffer))
                return true
            }
            if !kept { hb_buffer_destroy(buffer) }
        }
        return body(buffer)
    }
}

/// A set of ASCII code points as two 64-bit words.
struct ASCIICoverage: Sendable, Hashable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    mutating func insert(_ value: UInt32) {
        if value < 64 { low |= 1 << UInt64(value) } else { high |= 1 << UInt64(value - 64) }
    }

    func covers(_ value: UInt32) -> Bool {
        value < 64 ? low & (1 << UInt64(value)) != 0 : high & (1 << UInt64(value - 64)) != 0
    }
}

extension UInt64 {
    /// The bits of the indices `lower..<upper` below 64 set, none when `upper <= lower` (a mask over a
    /// text's first 64 scalars or graphemes).
    init(bitsFrom lower: Int, to upper: Int) {
        let lower = Swift.max(0, Swift.min(lower, 64)), upper = Swift.max(0, Swift.min(upper, 64))
        guard lower < upper else { self = 0; return }
        let below: UInt64 = upper == 64 ? .max : (1 << UInt64(upper)) - 1
        self = below & ~((1 << UInt64(lower)) - 1)
    }
}

/// What ``FontFace/addAdvances(_:range:script:language:kerning:pointSize:into:notdef:cuts:)`` says of a
/// scalar: bits of a byte.
enum ClusterCut {
    /// A HarfBuzz cluster starts at the scalar.
    static let starts: UInt8 = 1
    /// A glyph of the cluster starting there is `UNSAFE_TO_CONCAT`.
    static let unsafe: UInt8 = 2
    /// A glyph of the cluster starting there is `UNSAFE_TO_BREAK` (which implies ``unsafe``, so a cut
    /// compared with ``starts`` alone is still clear only when neither is set).
    static let unsafeToBreak: UInt8 = 4
}

/// One glyph out of HarfBuzz, positions in font units (y up, as in the font).
struct ShapedGlyph: Sendable, Hashable {
    var glyph: UInt32
    var cluster: Int
    var xAdvance: Int32
    var xOffset: Int32
    var yOffset: Int32
}

// MARK: - Language systems

/// What ``FontFace/hasLanguageSystem(for:)`` has read of a face: its language systems, read at the first
/// question (reading `GSUB` and `GPOS` makes HarfBuzz load them, which a face opened only for its
/// coverage, as fallback search opens many, never needs), and the last language asked with its answer.
struct LanguageSystems: Sendable {
    /// The OpenType language-system tags the face's `GSUB` and `GPOS` list under any script, sorted
    /// (Inter's are CAT, MOL and ROM; a font without language-specific forms has none); nil before the
    /// first question.
    var tags: [UInt32]?
    var last: (language: String, hasSystem: Bool)?

    /// The tags, read from `face` (HarfBuzz's) at the first call.
    mutating func tags(of face: OpaquePointer) -> [UInt32] {
        if let tags { return tags }
        let read = FontFace.languageSystems(face)
        tags = read
        return read
    }
}

extension FontFace {
    /// The language-system tags of `face`'s `GSUB` and `GPOS` scripts, sorted and unique.
    static func languageSystems(_ face: OpaquePointer) -> [UInt32] {
        var tags: Set<UInt32> = []
        for table in ["GSUB", "GPOS"].compactMap(tagValue) {
            let scripts = hb_ot_layout_table_get_script_tags(face, table, 0, nil, nil)
            for script in 0..<scripts {
                var count = hb_ot_layout_script_get_language_tags(face, table, script, 0, nil, nil)
                var languages = [hb_tag_t](repeating: 0, count: Int(count))
                count = hb_ot_layout_script_get_language_tags(face, table, script, 0, &count, &languages)
                tags.formUnion(languages.prefix(Int(count)))
            }
        }
        return tags.sorted()
    }

    /// The face's language-system tags (``LanguageSystems/tags``).
    var languageSystems: [UInt32] {
        languageSystemsRead.withLock { $0.tags(of: hbFace) }
    }

    /// Whether HarfBuzz picks a language system of the face's own for `language` (a BCP 47 tag): its
    /// `GSUB` or `GPOS` lists one of the language's OpenType tags (`hb_ot_tags_from_script_and_language`)
    /// under some script. HarfBuzz reads a buffer's language only for that choice, so where this is
    /// false the face shapes a text alike in `language`, in any other such language and in none. The
    /// last language asked is remembered: a text's runs ask again, and a catalog's rows come locale by
    /// locale, where HarfBuzz's lookup (its language list, then its tag table) costs ~200 instructions.
    func hasLanguageSystem(for language: String) -> Bool {
        languageSystemsRead.withLock { read in
            if let last = read.last, last.language == language { return last.hasSystem }
            let systems = read.tags(of: hbFace)
            var hasSystem = false
            if !systems.isEmpty {
                var scriptCount: UInt32 = 0, languageCount: UInt32 = 3  // HB_OT_MAX_TAGS_PER_LANGUAGE
                var languageTags: [hb_tag_t] = [0, 0, 0]
                hb_ot_tags_from_script_and_language(HB_SCRIPT_UNKNOWN, hb_language_from_string(language, -1),
                                                    &scriptCount, nil, &languageCount, &languageTags)
                hasSystem = languageTags.prefix(Int(languageCount)).contains { systems.contains($0) }
            }
            read.last = (language, hasSystem)
            return hasSystem
        }
    }
}

// MARK: - Variations and tracking

extension FontFace {
    /// The font's `fvar` axes in its order (`hb_ot_var_get_axis_infos`); empty for a static font.
    static func axes(_ face: OpaquePointer) -> [VariationAxis] {
        var count = hb_ot_var_get_axis_count(face)
        guard count > 0 else { return [] }
        var infos = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: Int(count))
        count = hb_ot_var_get_axis_infos(face, 0, &count, &infos)
        return infos.prefix(Int(count)).map { info in
            VariationAxis(tag: tagString(info.tag), minimum: Double(info.min_value),
                          defaultValue: Double(info.default_value), maximum: Double(info.max_value))
        }
    }

    /// The coordinates to open a face at: `requested` (clamped to the axes), else named instance
    /// `namedInstance − 1` (`hb_ot_var_named_instance_get_design_coords`), else the defaults.
    static func coordinates(_ requested: [Double]?, namedInstance: Int, axes: [VariationAxis], face: OpaquePointer,
                            path: String) throws -> [Double] {
        if let requested {
            guard requested.count == axes.count else {
                throw GlyphMetricsError.invalidArgument(
                    name: "variation coordinates", value: requested.map { formatCoordinate($0) }.joined(separator: ","),
                    reason: "'\(path)' has \(axes.count) axes (\(axes.map(\.description).joined(separator: ", ")))")
            }
            return zip(axes, requested).map { $0.clamp($1) }
        }
        if namedInstance > 0 {
            guard namedInstance <= Int(hb_ot_var_get_named_instance_count(face)) else {
                throw GlyphMetricsError.faceIndexOutOfRange(
                    path: path, index: namedInstance << 16, faceCount: Int(hb_ot_var_get_named_instance_count(face)))
            }
            var count = UInt32(axes.count)
            var values = [Float](repeating: 0, count: axes.count)
            _ = hb_ot_var_named_instance_get_design_coords(face, UInt32(namedInstance - 1), &count, &values)
            return values.map(Double.init)
        }
        return axes.map(\.defaultValue)
    }

    /// The `MVAR` deltas at the font's coordinates (`hb_ot_metrics_get_variation`), in font units.
    static func metricsVariation(_ font: OpaquePointer) -> FontMetrics.Variation {
        func delta(_ tag: hb_ot_metrics_tag_t) -> Double { Double(hb_ot_metrics_get_variation(font, tag)) }
        return FontMetrics.Variation(
            ascender: delta(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER),
            descender: delta(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER),
            lineGap: delta(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP),
            winAscent: delta(HB_OT_METRICS_TAG_HORIZONTAL_CLIPPING_ASCENT),
            winDescent: delta(HB_OT_METRICS_TAG_HORIZONTAL_CLIPPING_DESCENT),
            capHeight: delta(HB_OT_METRICS_TAG_CAP_HEIGHT),
            xHeight: delta(HB_OT_METRICS_TAG_X_HEIGHT))
    }

    /// The tracking `trak` adds to each grapheme at `pointSize`, in font units; 0 when it does not
    /// apply (``appliesTracking``). Measured as HarfBuzz applies it: the advance of one glyph shaped
    /// with and without the `trak` feature at that ptem.
    public func trackingUnits(pointSize: Double) -> Double {
        guard appliesTracking, let probe = (0x21..<0x7F).first(where: { asciiCoverage.covers(UInt32($0)) }) else {
            return 0
        }
        let scalars = [UInt32(probe)]
        func advance(tracking: Bool) -> Int32 {
            var sum: Int32 = 0
            withShaped(scalars, range: 0..<1, script: .latin, language: nil, kerning: true, tracking: tracking,
                       pointSize: pointSize) { _, positions in
                for position in positions { sum &+= position.x_advance }
            }
            return sum
        }
        return Double(advance(tracking: true) - advance(tracking: false))
    }
}

/// A four-character OpenType tag as text ("wght").
func tagString(_ tag: UInt32) -> String {
    String(decoding: [24, 16, 8, 0].map { UInt8((tag >> $0) & 0xFF) }, as: UTF8.self)
}

/// An OpenType tag from four ASCII characters; nil for anything else.
func tagValue(_ text: String) -> UInt32? {
    let bytes = Array(text.utf8)
    guard bytes.count == 4, bytes.allSatisfy({ (0x20...0x7E).contains($0) }) else { return nil }
    return bytes.reduce(0) { $0 << 8 | UInt32($1) }
}
