extension FaceProperties {
    /// What FreeType's sfnt loader reports for face `faceIndex` of the font file `file` (family and
    /// style names, the italic style flag, the metric tables), read straight from the file, so that
    /// opening a face to measure with it needs HarfBuzz alone. FreeType's `FT_New_Memory_Face` parses
    /// the whole font (a CFF font's charstring index included) and cost about a tenth of a
    /// `buttonsizer measure` process.
    ///
    /// Only plain, well-formed faces are read here: an OpenType/TrueType face (or one of a collection)
    /// with outlines (`glyf` and `loca`, or `CFF `/`CFF2`), every table inside the file, `head`, `hhea`,
    /// `hmtx`, `maxp`, `cmap` and `name` present and whole, an `OS/2` table (if any) as long as its
    /// version needs, and no bitmap tables. For anything else this returns nil and FreeType opens the
    /// face as before, so names, flags and error messages stay FreeType's. The rules follow FreeType
    /// 2.12 (`sfnt_load_face`, `tt_face_get_name`); `FontTableReadingTests` checks them against FreeType
    /// on every installed font.
    init?(tablesOf file: UnsafeRawBufferPointer, faceIndex: Int) {
        guard let start = Self.faceStart(file, faceIndex: faceIndex) else { return nil }
        let directory = TableDirectory(file: file, start: start)
        guard let directory,
              let head = directory.table("head"), head.count >= 54,
              let hhea = directory.table("hhea"), hhea.count >= 36,
              let name = directory.table("name"),
              directory.table("maxp").map({ $0.count >= 6 }) ?? false,
              ["hmtx", "cmap"].allSatisfy({ directory.has($0) }),
              directory.has("glyf") ? directory.has("loca") : directory.has("CFF ") || directory.has("CFF2"),
              !["sbix", "bhed", "EBLC", "CBLC", "bloc", "PCLT"].contains(where: { directory.has($0) }),
              directory.table("vhea").map({ $0.count >= 36 }) ?? true else { return nil }
        let unitsPerEm = Int(head.uint16(18))
        guard (16...16384).contains(unitsPerEm) else { return nil }
        // FreeType reads OS/2 as far as its version says; a shorter table (which it takes as missing) goes to it.
        var os2 = directory.table("OS/2")
        if let table = os2 {
            let version = table.count >= 2 ? table.uint16(0) : 0
            let needed = version >= 5 ? 100 : version >= 2 ? 96 : version >= 1 ? 86 : 78
            guard table.count >= needed else { return nil }
        }
        if os2?.uint16(0) == 0xFFFF { os2 = nil }
        let fsSelection = os2.map { $0.uint16(62) } ?? 0
        // fsSelection bit 8 (WWS): the typographic names are the WWS ones.
        let wws = fsSelection & 0x100 != 0
        guard let names = NameTable(name) else { return nil }
        familyName = names.ascii(wws ? [16, 1] : [21, 16, 1])
        styleName = names.ascii(wws ? [17, 2] : [22, 17, 2])
        weightClass = os2.map { Int($0.uint16(4)) }
        isItalic = os2 != nil ? fsSelection & 0x201 != 0 : head.uint16(44) & 2 != 0
        tables = FontTables(
            unitsPerEm: unitsPerEm,
            hheaAscender: Int(hhea.int16(4)), hheaDescender: Int(hhea.int16(6)), hheaLineGap: Int(hhea.int16(8)),
            typoAscender: os2.map { Int($0.int16(68)) }, typoDescender: os2.map { Int($0.int16(70)) },
            typoLineGap: os2.map { Int($0.int16(72)) },
            winAscent: os2.map { Int($0.uint16(74)) }, winDescent: os2.map { Int($0.uint16(76)) },
            useTypoMetrics: fsSelection & (1 << 7) != 0,
            hasSTAT: directory.has("STAT"),
            capHeight: os2.flatMap { $0.uint16(0) >= 2 && $0.int16(88) > 0 ? Int($0.int16(88)) : nil },
            xHeight: os2.flatMap { $0.uint16(0) >= 2 && $0.int16(86) > 0 ? Int($0.int16(86)) : nil })
        trackingBytes = directory.table("trak").map { Array($0) }
        hasColorGlyphs = ["CBDT", "sbix", "COLR"].contains(where: directory.has)
    }

    /// Where face `faceIndex`'s table directory starts: after a `ttcf` header's offset for a
    /// collection, else at 0 for face 0. Nil for anything but TrueType or CFF outlines.
    private static func faceStart(_ file: UnsafeRawBufferPointer, faceIndex: Int) -> Int? {
        guard file.count >= 12 else { return nil }
        var start = 0
        if file.uint32(0) == tag("ttcf") {
            let faceCount = Int(file.uint32(8))
            guard faceIndex < faceCount, 12 + 4 * (faceIndex + 1) <= file.count else { return nil }
            start = Int(file.uint32(12 + 4 * faceIndex))
        } else if faceIndex != 0 {
            return nil
        }
        guard start + 12 <= file.count else { return nil }
        let version = file.uint32(start)
        return version == 0x0001_0000 || version == tag("OTTO") ? start : nil
    }
}

/// A face's table directory; nil when an entry lies outside the file (FreeType skips or trims those).
private struct TableDirectory {
    let file: UnsafeRawBufferPointer
    let start: Int
    let count: Int

    init?(file: UnsafeRawBufferPointer, start: Int) {
        self.file = file
        self.start = start
        count = Int(file.uint16(start + 4))
        guard start + 12 + 16 * count <= file.count else { return nil }
        for index in 0..<count {
            let entry = start + 12 + 16 * index
            let offset = Int(file.uint32(entry + 8)), length = Int(file.uint32(entry + 12))
            guard offset <= file.count, length <= file.count - offset else { return nil }
        }
    }

    /// The bytes of table `name` (four characters), nil when the face has none or it is empty.
    func table(_ name: String) -> UnsafeRawBufferPointer? {
        let wanted = tag(name)
        for index in 0..<count {
            let entry = start + 12 + 16 * index
            guard file.uint32(entry) == wanted else { continue }
            let offset = Int(file.uint32(entry + 8)), length = Int(file.uint32(entry + 12))
            return length > 0 ? UnsafeRawBufferPointer(rebasing: file[offset..<offset + length]) : nil
        }
        return nil
    }

    /// Whether the face has a non-empty table `name` (as `FT_Load_Sfnt_Table` finds it).
    func has(_ name: String) -> Bool { table(name) != nil }
}

/// The `name` table's records, and FreeType's choice of an English record converted to ASCII.
private struct NameTable {
    let table: UnsafeRawBufferPointer
    let count: Int
    let storage: Int

    /// Nil for a format-1 table or a record outside the table (FreeType then reads the names).
    init?(_ table: UnsafeRawBufferPointer) {
        guard table.count >= 6, table.uint16(0) == 0 else { return nil }
        self.table = table
        count = Int(table.uint16(2))
        storage = Int(table.uint16(4))
        guard 6 + 12 * count <= table.count else { return nil }
        for index in 0..<count {
            let record = 6 + 12 * index
            let length = Int(table.uint16(record + 8)), offset = storage + Int(table.uint16(record + 10))
            guard length == 0 || offset + length <= table.count else { return nil }
        }
    }

    /// The first of `nameIDs` the table has, as FreeType's `tt_face_get_name` picks and converts it.
    func ascii(_ nameIDs: [UInt16]) -> String {
        for nameID in nameIDs { if let name = ascii(nameID) { return name } }
        return ""
    }

    /// `tt_face_get_name`: a Windows Unicode record (the last English one, else the first), unless
    /// only a non-English one exists beside a Macintosh record; then the Macintosh English (or Roman)
    /// record; then a Unicode-platform one. Characters outside 32…127 become "?"; a NUL ends the name.
    private func ascii(_ nameID: UInt16) -> String? {
        var apple = -1, appleRoman = -1, appleEnglish = -1, windows = -1, unicode = -1
        var isEnglish = false
        for index in 0..<count {
            let record = 6 + 12 * index
            guard table.uint16(record + 6) == nameID, table.uint16(record + 8) > 0 else { continue }
            let encoding = table.uint16(record + 2), language = table.uint16(record + 4)
            switch table.uint16(record) {
            case 0, 2: unicode = index
            case 1:
                if language == 0 { appleEnglish = index } else if encoding == 0 { appleRoman = index }
            case 3:
                if windows == -1 || language & 0x3FF == 0x009, [0, 1, 10].contains(encoding) {
                    isEnglish = language & 0x3FF == 0x009
                    windows = index
                }
            default: break
            }
        }
        apple = appleEnglish >= 0 ? appleEnglish : appleRoman
        let chosen: Int, wide: Bool
        if windows >= 0 && !(apple >= 0 && !isEnglish) {
            (chosen, wide) = (windows, true)
        } else if apple >= 0 {
            (chosen, wide) = (apple, false)
        } else if unicode >= 0 {
            (chosen, wide) = (unicode, true)
        } else {
            return nil
        }
        let record = 6 + 12 * chosen
        let length = Int(table.uint16(record + 8)), offset = storage + Int(table.uint16(record + 10))
        var scalars = String.UnicodeScalarView()
        var position = offset
        while position + (wide ? 2 : 1) <= offset + length {
            let code = wide ? Int(table.uint16(position)) : Int(table[position])
            position += wide ? 2 : 1
            if code == 0 { break }
            scalars.append(Unicode.Scalar(UInt8(code < 32 || code > 127 ? 63 : code)))
        }
        return String(scalars)
    }
}

/// A table tag as the big-endian number the font stores: "head" → 0x68656164.
private func tag(_ name: String) -> UInt32 {
    name.utf8.reduce(0) { $0 << 8 | UInt32($1) }
}

private extension UnsafeRawBufferPointer {
    func uint16(_ offset: Int) -> UInt16 { UInt16(self[offset]) << 8 | UInt16(self[offset + 1]) }
    func int16(_ offset: Int) -> Int16 { Int16(bitPattern: uint16(offset)) }
    func uint32(_ offset: Int) -> UInt32 { UInt32(uint16(offset)) << 16 | UInt32(uint16(offset + 2)) }
}
