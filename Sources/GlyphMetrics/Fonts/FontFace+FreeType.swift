import ButtonSizer
internal import CFreeType
internal import CHarfBuzz
import Synchronization

/// One face of a font file, opened once and shared: its tables, metrics and the HarfBuzz font that
/// shapes with it.
///
/// Thread safety: the HarfBuzz face and font are made immutable after set-up, and HarfBuzz allows
/// immutable fonts to be used from many threads at once; the FreeType face, which is not
/// thread-safe, sits behind a `Mutex`.
public final class FontFace: Sendable, CustomStringConvertible {
    /// The font file's path.
    public let path: String
    /// The face's index in its file (0 unless the file is a collection).
    public let faceIndex: Int
    /// The file and face index together, as runs and resolved fonts carry them.
    public var faceID: FaceID { FaceID(path: path, index: faceIndex) }
    /// The file's path, with `#index` for a face of a collection other than the first: how answers
    /// name the font (made once, not for every text the face draws).
    public let description: String
    /// `[description]`, the answer's font list of a text the face draws alone (one array for them all).
    let fontList: [String]
    /// The family name from the font (FreeType's `family_name`).
    public let familyName: String
    /// The style name from the font (FreeType's `style_name`).
    public let styleName: String
    /// The weight: the `wght` coordinate of a variable font, else OS/2 usWeightClass (400 when the
    /// font has no OS/2 table).
    public let weight: Int
    /// Whether the face is italic or oblique: its style flags, or a negative `slnt` or non-zero `ital`
    /// coordinate.
    public let isItalic: Bool
    /// The raw table values the metrics come from (the default instance's, for a variable font).
    public let tables: FontTables
    /// Vertical metrics in font units, chosen with CoreText's rule, with the `MVAR` deltas of
    /// ``coordinates``.
    public let metrics: FontMetrics
    /// The variation axes of the font (`fvar`), in the font's order; empty for a static font.
    public let axes: [VariationAxis]
    /// The design coordinates this face is set at, one per axis of ``axes``; empty for a static font.
    /// FreeType (outlines, rasters) and HarfBuzz (advances, metrics) both use them.
    public let coordinates: [Double]
    /// Whether the font has an AAT `trak` table.
    let hasTrackingTable: Bool
    /// Whether the font draws colour glyphs (a `CBDT`, `sbix` or `COLR` table), as emoji fonts do.
    public let hasColorGlyphs: Bool
    /// Whether `trak` applies, as CoreText decides: the font has `trak` *and* `STAT` (WWDC20 10175).
    /// HarfBuzz 6 applies `trak` whenever ptem is set, so shaping gates it itself.
    public let appliesTracking: Bool
    /// The `trak` table's tracks when ``appliesTracking`` (for tightening, which needs the tight track).
    let trackingTable: TrackingTable?
    /// A process-wide unique number, for cache keys.
    let id: Int
    /// The metric-compatible system font this face measures as (SF's measured advances and vertical
    /// metrics, the file's outlines), or nil for a font as it is.
    let metricFont: MetricFont?
    /// The units of HarfBuzz's positions for this face (its `hb_font_set_scale`): the font's unitsPerEm,
    /// or 65536 an em for a metric font, whose advances are SF's fractional ones.
    let positionUnitsPerEm: Int32
    /// Whether the advances change with the point size (`trak` applies, or a metric font's optical sizes
    /// and tracking): shaping results then key on the size.
    let advancesDependOnSize: Bool
    /// Which ASCII characters the font has, so the common case skips a cmap lookup.
    let asciiCoverage: ASCIICoverage
    /// The face's language systems and the last language asked about (``hasLanguageSystem(for:)``).
    let languageSystemsRead = Mutex(LanguageSystems())

    // HarfBuzz objects: immutable after init, shared across threads (see the type's comment).
    nonisolated(unsafe) let hbFace: OpaquePointer
    nonisolated(unsafe) let hbFont: OpaquePointer
    /// FreeType's face, opened by init only for a font the table reading leaves to it, else at the first
    /// drawing (``freeTypeFace(_:)``).
    let freeType: Mutex<FreeTypeFace?>

    private static let nextID = Atomic<Int>(1)

    /// Opens face `faceIndex` of the font file at `path`, at `coordinates` for a variable font.
    ///
    /// The file is mapped once (`hb_blob_create_from_file_or_fail`) and read by HarfBuzz; names, style
    /// and metric tables come from the tables themselves (`FaceProperties(tablesOf:faceIndex:)`), or from FreeType
    /// (`FT_New_Memory_Face`, which also validates the file) for a font they leave to it. FreeType
    /// reads the same mapped bytes when a glyph is drawn.
    /// - Parameters:
    ///   - path: the font file.
    ///   - requestedIndex: the face in a collection; fontconfig's named-instance form
    ///     `(instance << 16) | face` sets the coordinates of `fvar` named instance `instance − 1`.
    ///   - requestedCoordinates: design coordinates, one per `fvar` axis in the font's order (values outside
    ///     an axis are clamped to it); `nil` for the named instance or the default instance. Set
    ///     with `FT_Set_Var_Design_Coordinates` and `hb_font_set_var_coords_design`.
    /// - Throws: ``GlyphMetricsError/unreadableFont(path:reason:)`` for a missing, empty or corrupt file,
    ///   ``GlyphMetricsError/faceIndexOutOfRange(path:index:faceCount:)`` for a bad index.
    public convenience init(path: String, faceIndex requestedIndex: Int = 0, coordinates requestedCoordinates: [Double]? = nil) throws {
        try self.init(path: path, faceIndex: requestedIndex, coordinates: requestedCoordinates, metricFont: nil)
    }

    /// ``init(path:faceIndex:coordinates:)``, as the metric-compatible system font `metricFont` when
    /// given: the file draws, SF's measurements give the advances and the vertical metrics.
    init(path: String, faceIndex requestedIndex: Int, coordinates requestedCoordinates: [Double]?,
         metricFont: MetricFont?) throws {
        guard requestedIndex >= 0 else {
            throw GlyphMetricsError.invalidArgument(name: "face index", value: String(requestedIndex),
                                                    reason: "must be 0 or more")
        }
        let faceIndex = requestedIndex & 0xFFFF
        let namedInstance = requestedIndex >> 16
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw GlyphMetricsError.unreadableFont(path: path, reason: "cannot read the file")
        }
        let opened: FreeTypeFace?
        let properties: FaceProperties
        do {
            // The HarfBuzz face and FreeType hold their own references on the blob.
            defer { hb_blob_destroy(blob) }
            var length: UInt32 = 0
            guard let data = hb_blob_get_data(blob, &length), length > 0 else {
                throw GlyphMetricsError.unreadableFont(path: path, reason: "the file is empty")
            }
            if let read = FaceProperties(tablesOf: UnsafeRawBufferPointer(start: data, count: Int(length)), faceIndex: faceIndex) {
                // Read from the tables: FreeType opens the face only to draw (FontFace+Outline, +Raster).
                opened = nil
                properties = read
            } else {
                let ft = try FreeTypeFace(blob: blob, path: path, faceIndex: faceIndex)
                guard ft.face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SFNT) != 0 else {
                    throw GlyphMetricsError.unreadableFont(path: path, reason: "not an OpenType/TrueType font")
                }
                properties = try FaceProperties(ft.face, path: path)
                opened = ft
            }
            hbFace = hb_face_create(blob, UInt32(faceIndex))!
        }
        let tables = properties.tables
        let hbFont = hb_font_create(hbFace)!
        // Font units: advances come back as the font's own integers, scaled linearly later. No 26.6
        // rounding, no hinting (CoreText's advances are linear and unhinted).
        let upem = metricFont == nil ? Int32(tables.unitsPerEm) : MetricFont.positionUnitsPerEm
        hb_font_set_scale(hbFont, upem, upem)
        let axes = Self.axes(hbFace)
        let coordinates: [Double]
        do {
            coordinates = try Self.coordinates(requestedCoordinates, namedInstance: namedInstance, axes: axes,
                                               face: hbFace, path: path)
            if !axes.isEmpty {
                // The same design coordinates in FreeType (see FreeTypeFace.init), so render draws
                // what measure measured.
                var designCoordinates = coordinates.map(Float.init)
                hb_font_set_var_coords_design(hbFont, &designCoordinates, UInt32(designCoordinates.count))
                try opened?.setDesignCoordinates(coordinates)
            }
        } catch {
            hb_font_destroy(hbFont)
            hb_face_destroy(hbFace)
            throw error
        }
        hb_face_make_immutable(hbFace)
        hb_font_make_immutable(hbFont)

        let coordinate = { (tag: String) in axes.firstIndex { $0.tag == tag }.map { coordinates[$0] } }
        self.path = path
        self.faceIndex = faceIndex
        self.description = FaceID(path: path, index: faceIndex).description
        self.fontList = [description]
        self.familyName = properties.familyName
        self.styleName = properties.styleName
        self.weight = metricFont?.style.weight ?? coordinate("wght").map { Int($0.rounded()) } ?? properties.weightClass?.nonZero ?? 400
        self.isItalic = metricFont?.style.italic
            ?? (properties.isItalic || (coordinate("slnt") ?? 0) < 0 || (coordinate("ital") ?? 0) > 0)
        self.tables = tables
        self.axes = axes
        self.coordinates = coordinates
        self.hbFont = hbFont
        self.hasTrackingTable = properties.trackingBytes != nil
        self.hasColorGlyphs = properties.hasColorGlyphs
        self.appliesTracking = hasTrackingTable && tables.hasSTAT
        self.trackingTable = appliesTracking ? properties.trackingBytes.flatMap(TrackingTable.init(bytes:)) : nil
        self.id = Self.nextID.add(1, ordering: .relaxed).oldValue
        self.metricFont = metricFont.map { $0.standingIn(hbFont) }
        self.positionUnitsPerEm = upem
        self.advancesDependOnSize = appliesTracking || metricFont != nil
        self.asciiCoverage = Self.asciiCoverage(hbFont)
        self.freeType = Mutex(opened)
        var metrics = FontMetrics(tables: tables,
                                  fallbackCapHeight: Self.glyphTop(hbFont, "H"),
                                  fallbackXHeight: Self.glyphTop(hbFont, "x"),
                                  variation: axes.isEmpty ? FontMetrics.Variation() : Self.metricsVariation(hbFont))
        if metricFont != nil { metrics.takeSystemFontMetrics() }
        self.metrics = metrics
    }

    deinit {
        hb_font_destroy(hbFont)
        hb_face_destroy(hbFace)
    }

    /// The number of faces in the font file at `path` (1 for a plain font, more for a collection).
    public static func faceCount(path: String) throws -> Int {
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw GlyphMetricsError.unreadableFont(path: path, reason: "cannot read the file")
        }
        defer { hb_blob_destroy(blob) }
        return Int(hb_face_count(blob))
    }

    /// Vertical metrics at `size` points, unrounded.
    public func metrics(size: Double) -> ScaledMetrics { ScaledMetrics(metrics, size: size) }



    // MARK: - FreeType

    /// The face's FreeType face: `slot` (the value inside ``freeType``'s lock), opened into it at the
    /// first call (a face read from its tables opens FreeType only to draw).
    /// - Throws: ``GlyphMetricsError`` when FreeType cannot open the face.
    func freeTypeFace(_ slot: inout FreeTypeFace?) throws(GlyphMetricsError) -> FreeTypeFace {
        if let slot { return slot }
        guard let blob = hb_face_reference_blob(hbFace) else { throw .unreadableFont(path: path, reason: "cannot read the file") }
        defer { hb_blob_destroy(blob) }
        let opened = try FreeTypeFace(blob: blob, path: path, faceIndex: faceIndex)
        if !axes.isEmpty { try opened.setDesignCoordinates(coordinates) }
        slot = opened
        return opened
    }

    /// The top of a glyph's ink in font units (0 when the font lacks the character).
    private static func glyphTop(_ font: OpaquePointer, _ character: Unicode.Scalar) -> Int {
        var glyph: hb_codepoint_t = 0
        var extents = hb_glyph_extents_t()
        guard hb_font_get_nominal_glyph(font, character.value, &glyph) != 0,
              hb_font_get_glyph_extents(font, glyph, &extents) != 0 else { return 0 }
        return Int(extents.y_bearing)
    }
}

/// The FreeType library and face of one `FontFace`: one owner, freed in `deinit`. FreeType faces are
/// not thread-safe, so `FontFace` keeps this behind a `Mutex`.
final class FreeTypeFace {
    let library: FT_Library
    let face: FT_Face
    /// A reference on the HarfBuzz blob that holds the file's bytes, which FreeType reads in place.
    private let blob: OpaquePointer

    init(blob: OpaquePointer, path: String, faceIndex: Int) throws(GlyphMetricsError) {
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else {
            throw .unreadableFont(path: path, reason: "the file is empty")
        }
        var library: FT_Library?
        let initError = FT_Init_FreeType(&library)
        guard initError == 0, let library else {
            throw .library(LibraryError(function: "FT_Init_FreeType", freeTypeCode: initError))
        }
        let bytes = UnsafeRawPointer(data).assumingMemoryBound(to: FT_Byte.self)
        var face: FT_Face?
        let error = FT_New_Memory_Face(library, bytes, FT_Long(length), FT_Long(faceIndex), &face)
        guard error == 0, let face else {
            defer { FT_Done_FreeType(library) }
            // A bad index gets its own message: index -1 asks only for the number of faces.
            var probe: FT_Face?
            if faceIndex > 0, FT_New_Memory_Face(library, bytes, FT_Long(length), -1, &probe) == 0, let probe {
                let faceCount = Int(probe.pointee.num_faces)
                FT_Done_Face(probe)
                if faceIndex >= faceCount {
                    throw .faceIndexOutOfRange(path: path, index: faceIndex, faceCount: faceCount)
                }
            }
            throw .unreadableFont(
                path: path, reason: LibraryError(function: "FT_New_Memory_Face", freeTypeCode: error).description)
        }
        self.library = library
        self.face = face
        self.blob = hb_blob_reference(blob)
    }

    /// Sets a variable font's design coordinates, one per `fvar` axis (`FT_Set_Var_Design_Coordinates`).
    func setDesignCoordinates(_ coordinates: [Double]) throws(GlyphMetricsError) {
        var fixed = coordinates.map { FT_Fixed(($0 * 65536).rounded()) }
        let error = FT_Set_Var_Design_Coordinates(face, FT_UInt(fixed.count), &fixed)
        guard error == 0 else {
            throw .library(LibraryError(function: "FT_Set_Var_Design_Coordinates", freeTypeCode: error))
        }
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
        hb_blob_destroy(blob)
    }
}

/// A face's names, style and metric tables, read from its tables (FaceProperties+SFNT.swift) or by
/// FreeType.
struct FaceProperties: Equatable {
    /// FreeType's `family_name`: the WWS, typographic or font family name, in ASCII ("" when none).
    let familyName: String
    /// FreeType's `style_name`: the WWS, typographic or font subfamily name, in ASCII ("" when none).
    let styleName: String
    /// The metric values of `head`, `hhea` and `OS/2`.
    let tables: FontTables
    /// OS/2 usWeightClass; nil without an OS/2 table.
    let weightClass: Int?
    /// FreeType's `FT_STYLE_FLAG_ITALIC`: OS/2 fsSelection bit 9 or 0, else `head` macStyle bit 1 (before
    /// variation coordinates).
    let isItalic: Bool
    /// The `trak` table's bytes, nil when the font has none.
    let trackingBytes: [UInt8]?
    /// Whether the font draws colour glyphs (a `CBDT`, `sbix` or `COLR` table), as emoji fonts do.
    let hasColorGlyphs: Bool

    /// What FreeType read when it opened `face`.
    init(_ face: FT_Face, path: String) throws(GlyphMetricsError) {
        guard let rawHead = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD),
              let rawHhea = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) else {
            throw .unreadableFont(path: path, reason: "the font has no head or hhea table")
        }
        let head = rawHead.assumingMemoryBound(to: TT_Header.self).pointee
        let hhea = rawHhea.assumingMemoryBound(to: TT_HoriHeader.self).pointee
        guard (16...16384).contains(Int(head.Units_Per_EM)) else {
            throw .unreadableFont(path: path, reason: "unitsPerEm \(head.Units_Per_EM) is outside 16…16384")
        }
        let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2).map { $0.assumingMemoryBound(to: TT_OS2.self).pointee }
            .flatMap { $0.version == 0xFFFF ? nil : $0 }
        familyName = face.pointee.family_name.map { String(cString: $0) } ?? ""
        styleName = face.pointee.style_name.map { String(cString: $0) } ?? ""
        weightClass = os2.map { Int($0.usWeightClass) }
        isItalic = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
        tables = FontTables(
            unitsPerEm: Int(head.Units_Per_EM),
            hheaAscender: Int(hhea.Ascender),
            hheaDescender: Int(hhea.Descender),
            hheaLineGap: Int(hhea.Line_Gap),
            typoAscender: os2.map { Int($0.sTypoAscender) },
            typoDescender: os2.map { Int($0.sTypoDescender) },
            typoLineGap: os2.map { Int($0.sTypoLineGap) },
            winAscent: os2.map { Int($0.usWinAscent) },
            winDescent: os2.map { Int($0.usWinDescent) },
            useTypoMetrics: os2.map { $0.fsSelection & (1 << 7) != 0 } ?? false,
            hasSTAT: Self.tableLength(face, "STAT") > 0,
            capHeight: os2.flatMap { $0.version >= 2 && $0.sCapHeight > 0 ? Int($0.sCapHeight) : nil },
            xHeight: os2.flatMap { $0.version >= 2 && $0.sxHeight > 0 ? Int($0.sxHeight) : nil })
        trackingBytes = Self.tableBytes(face, "trak")
        // Asked by length: a colour font's bitmap table is most of the file (Noto Color Emoji's CBDT is
        // ~10 MB), and copying it to learn that it exists cost ~6 ms on opening the face (a `measure` of an
        // emoji title: 13.4 → 7.5 ms).
        hasColorGlyphs = ["CBDT", "sbix", "COLR"].contains { Self.tableLength(face, $0) > 0 }
    }

    /// Face `faceIndex` of the font file at `path` read from its tables (nil when that reading leaves
    /// it to FreeType) and as FreeType reads it, which must agree: `FontTableReadingTests` compares
    /// them on every installed font.
    static func readings(path: String, faceIndex: Int) throws -> (tables: FaceProperties?, freeType: FaceProperties) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw GlyphMetricsError.unreadableFont(path: path, reason: "cannot read the file")
        }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        let data = hb_blob_get_data(blob, &length)
        let read = data.flatMap { FaceProperties(tablesOf: UnsafeRawBufferPointer(start: $0, count: Int(length)), faceIndex: faceIndex) }
        let ft = try FreeTypeFace(blob: blob, path: path, faceIndex: faceIndex)
        return (read, try FaceProperties(ft.face, path: path))
    }

    /// The length in bytes of table `tag` (`FT_Load_Sfnt_Table` without a buffer), 0 when the font has none.
    private static func tableLength(_ face: FT_Face, _ tag: String) -> Int {
        var length: FT_ULong = 0
        guard FT_Load_Sfnt_Table(face, sfntTag(tag), 0, nil, &length) == 0 else { return 0 }
        return Int(length)
    }

    /// The bytes of table `tag` (`FT_Load_Sfnt_Table`), `nil` when the font has none.
    private static func tableBytes(_ face: FT_Face, _ tag: String) -> [UInt8]? {
        var length = FT_ULong(tableLength(face, tag))
        guard length > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        guard FT_Load_Sfnt_Table(face, sfntTag(tag), 0, &bytes, &length) == 0 else { return nil }
        return bytes
    }

    private static func sfntTag(_ tag: String) -> FT_ULong {
        let c = Array(tag.utf8).map { CChar(bitPattern: $0) }
        return cft_make_tag(c[0], c[1], c[2], c[3])
    }
}

private extension Int {
    var nonZero: Int? { self == 0 ? nil : self }
}
