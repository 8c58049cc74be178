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
    /// Which ASCII characters the font has, so the common case skips a cmap lookup.
    let asciiCoverage: ASCIICoverage

    // HarfBuzz objects: immutable after init, shared across threads (see the type's comment).
    nonisolated(unsafe) let hbFace: OpaquePointer
    nonisolated(unsafe) let hbFont: OpaquePointer
    let freeType: Mutex<FreeTypeFace>

    private static let nextID = Atomic<Int>(1)

    /// Opens face `faceIndex` of the font file at `path`, at `coordinates` for a variable font.
    ///
    /// The file is mapped once (`hb_blob_create_from_file_or_fail`) and read by both FreeType
    /// (`FT_New_Memory_Face`, which validates it and parses `hhea`/`OS/2`) and HarfBuzz.
    /// - Parameters:
    ///   - faceIndex: the face in a collection; fontconfig's named-instance form
    ///     `(instance << 16) | face` sets the coordinates of `fvar` named instance `instance − 1`.
    ///   - coordinates: design coordinates, one per `fvar` axis in the font's order (values outside
    ///     an axis are clamped to it); `nil` for the named instance or the default instance. Set
    ///     with `FT_Set_Var_Design_Coordinates` and `hb_font_set_var_coords_design`.
    /// - Throws: ``GlyphMetricsError/unreadableFont(path:reason:)`` for a missing, empty or corrupt file,
    ///   ``GlyphMetricsError/faceIndexOutOfRange(path:index:faceCount:)`` for a bad index.
    public init(path: String, faceIndex requestedIndex: Int = 0, coordinates requestedCoordinates: [Double]? = nil) throws {
        guard requestedIndex >= 0 else {
            throw GlyphMetricsError.invalidArgument(name: "face index", value: String(requestedIndex),
                                                    reason: "must be 0 or more")
        }
        let faceIndex = requestedIndex & 0xFFFF
        let namedInstance = requestedIndex >> 16
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw GlyphMetricsError.unreadableFont(path: path, reason: "cannot read the file")
        }
        let ft: FreeTypeFace
        let tables: FontTables
        do {
            // The HarfBuzz face and FreeType hold their own references on the blob.
            defer { hb_blob_destroy(blob) }
            var length: UInt32 = 0
            guard let data = hb_blob_get_data(blob, &length), length > 0 else {
                throw GlyphMetricsError.unreadableFont(path: path, reason: "the file is empty")
            }
            ft = try FreeTypeFace(blob: blob, data: data, length: Int(length), path: path, faceIndex: faceIndex)
            guard ft.face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SFNT) != 0 else {
                throw GlyphMetricsError.unreadableFont(path: path, reason: "not an OpenType/TrueType font")
            }
            tables = try Self.readTables(ft.face, path: path)
            hbFace = hb_face_create(blob, UInt32(faceIndex))!
        }
        let face = ft.face
        let hbFont = hb_font_create(hbFace)!
        // Font units: advances come back as the font's own integers, scaled linearly later. No 26.6
        // rounding, no hinting (CoreText's advances are linear and unhinted).
        let upem = Int32(tables.unitsPerEm)
        hb_font_set_scale(hbFont, upem, upem)
        let axes = Self.axes(hbFace)
        let coordinates: [Double]
        do {
            coordinates = try Self.coordinates(requestedCoordinates, namedInstance: namedInstance, axes: axes,
                                               face: hbFace, path: path)
            if !axes.isEmpty {
                // The same design coordinates in both libraries, so render draws what measure measured.
                var designCoordinates = coordinates.map(Float.init)
                hb_font_set_var_coords_design(hbFont, &designCoordinates, UInt32(designCoordinates.count))
                var fixed = coordinates.map { FT_Fixed(($0 * 65536).rounded()) }
                let error = FT_Set_Var_Design_Coordinates(face, FT_UInt(fixed.count), &fixed)
                guard error == 0 else {
                    throw GlyphMetricsError.library(LibraryError(function: "FT_Set_Var_Design_Coordinates",
                                                                 freeTypeCode: error))
                }
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
        self.familyName = face.pointee.family_name.map { String(cString: $0) } ?? ""
        self.styleName = face.pointee.style_name.map { String(cString: $0) } ?? ""
        self.weight = coordinate("wght").map { Int($0.rounded()) } ?? Self.os2(face)?.usWeightClass.nonZero ?? 400
        self.isItalic = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
            || (coordinate("slnt") ?? 0) < 0 || (coordinate("ital") ?? 0) > 0
        self.tables = tables
        self.axes = axes
        self.coordinates = coordinates
        self.hbFont = hbFont
        self.hasTrackingTable = Self.hasTable(face, "trak")
        self.hasColorGlyphs = ["CBDT", "sbix", "COLR"].contains { Self.hasTable(face, $0) }
        self.appliesTracking = hasTrackingTable && tables.hasSTAT
        self.trackingTable = appliesTracking ? Self.tableBytes(face, "trak").flatMap(TrackingTable.init(bytes:)) : nil
        self.id = Self.nextID.add(1, ordering: .relaxed).oldValue
        self.asciiCoverage = Self.asciiCoverage(hbFont)
        self.freeType = Mutex(ft)
        self.metrics = FontMetrics(tables: tables,
                                   fallbackCapHeight: Self.glyphTop(hbFont, "H"),
                                   fallbackXHeight: Self.glyphTop(hbFont, "x"),
                                   variation: axes.isEmpty ? FontMetrics.Variation() : Self.metricsVariation(hbFont))
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

    public var description: String {
        faceIndex == 0 ? path : "\(path)#\(faceIndex)"
    }

    // MARK: - Tables

    private static func os2(_ face: FT_Face) -> TT_OS2? {
        guard let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) else { return nil }
        let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
        return os2.version == 0xFFFF ? nil : os2
    }

    /// The bytes of table `tag` (`FT_Load_Sfnt_Table`), `nil` when the font has none.
    private static func tableBytes(_ face: FT_Face, _ tag: String) -> [UInt8]? {
        let c = Array(tag.utf8).map { CChar(bitPattern: $0) }
        let sfntTag = cft_make_tag(c[0], c[1], c[2], c[3])
        var length: FT_ULong = 0
        guard FT_Load_Sfnt_Table(face, sfntTag, 0, nil, &length) == 0, length > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        guard FT_Load_Sfnt_Table(face, sfntTag, 0, &bytes, &length) == 0 else { return nil }
        return bytes
    }

    private static func hasTable(_ face: FT_Face, _ tag: String) -> Bool {
        let c = Array(tag.utf8).map { CChar(bitPattern: $0) }
        var length: FT_ULong = 0
        return FT_Load_Sfnt_Table(face, cft_make_tag(c[0], c[1], c[2], c[3]), 0, nil, &length) == 0 && length > 0
    }

    private static func readTables(_ face: FT_Face, path: String) throws -> FontTables {
        guard let rawHead = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD),
              let rawHhea = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) else {
            throw GlyphMetricsError.unreadableFont(path: path, reason: "the font has no head or hhea table")
        }
        let head = rawHead.assumingMemoryBound(to: TT_Header.self).pointee
        let hhea = rawHhea.assumingMemoryBound(to: TT_HoriHeader.self).pointee
        guard (16...16384).contains(Int(head.Units_Per_EM)) else {
            throw GlyphMetricsError.unreadableFont(
                path: path, reason: "unitsPerEm \(head.Units_Per_EM) is outside 16…16384")
        }
        let os2 = os2(face)
        return FontTables(
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
            hasSTAT: hasTable(face, "STAT"),
            capHeight: os2.flatMap { $0.version >= 2 && $0.sCapHeight > 0 ? Int($0.sCapHeight) : nil },
            xHeight: os2.flatMap { $0.version >= 2 && $0.sxHeight > 0 ? Int($0.sxHeight) : nil })
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
struct FreeTypeFace: ~Copyable {
    let library: FT_Library
    let face: FT_Face
    /// A reference on the HarfBuzz blob that holds the file's bytes, which FreeType reads in place.
    private let blob: OpaquePointer

    init(blob: OpaquePointer, data: UnsafePointer<CChar>, length: Int, path: String, faceIndex: Int) throws {
        var library: FT_Library?
        let initError = FT_Init_FreeType(&library)
        guard initError == 0, let library else {
            throw GlyphMetricsError.library(LibraryError(function: "FT_Init_FreeType", freeTypeCode: initError))
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
                    throw GlyphMetricsError.faceIndexOutOfRange(path: path, index: faceIndex, faceCount: faceCount)
                }
            }
            throw GlyphMetricsError.unreadableFont(
                path: path, reason: LibraryError(function: "FT_New_Memory_Face", freeTypeCode: error).description)
        }
        self.library = library
        self.face = face
        self.blob = hb_blob_reference(blob)
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
        hb_blob_destroy(blob)
    }
}

private extension FT_UShort {
    var nonZero: Int? { self == 0 ? nil : Int(self) }
}
