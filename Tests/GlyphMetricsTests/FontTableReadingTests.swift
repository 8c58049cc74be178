import Foundation
@testable import GlyphMetrics
import Testing

/// A face's names, italic flag and metric tables read straight from the font file (`FaceProperties(tablesOf:faceIndex:)`,
/// what measuring uses) equal what FreeType's `FT_New_Memory_Face` reports, the independent reading,
/// on every font file installed here (the bundled fonts and /usr/share/fonts: Noto, Liberation, DejaVu…).
@Suite struct FontTableReadingTests {
    static let fontFiles: [String] = {
        let roots = [Fixture.path(""), "/usr/share/fonts"]
        return roots.flatMap { root -> [String] in
            let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
            return files.filter { ["ttf", "otf", "ttc"].contains(($0 as NSString).pathExtension.lowercased()) }
                .map { (root as NSString).appendingPathComponent($0) }
        }.sorted()
    }()

    @Test func tablesReadAsFreeTypeReadsThem() throws {
        var read = 0, leftToFreeType: [String] = []
        for path in Self.fontFiles {
            for faceIndex in 0..<(try FontFace.faceCount(path: path)) {
                let (tables, freeType) = try FaceProperties.readings(path: path, faceIndex: faceIndex)
                guard let tables else {
                    leftToFreeType.append("\(path)#\(faceIndex)")
                    continue
                }
                #expect(tables == freeType, "\(path)#\(faceIndex)")
                read += 1
            }
        }
        // Every text font here is read from its tables; Noto Color Emoji (CBDT/CBLC bitmaps) is FreeType's, and so
        // are the URW base-35 fonts (fonts-urw-base35, the metric-compatible substitutes), which have a PCLT table.
        #expect(read > 300, "read \(read), left to FreeType: \(leftToFreeType)")
        #expect(leftToFreeType.allSatisfy { $0.contains("Emoji") || Self.hasTable("PCLT", $0) }, "\(leftToFreeType)")
    }

    /// Whether the single font (not a collection) `face` ("path#0") lists `tag` in its table directory.
    static func hasTable(_ tag: String, _ face: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: String(face.prefix { $0 != "#" })), data.count >= 12 else { return false }
        let bytes = [UInt8](data)
        let count = Int(bytes[4]) << 8 | Int(bytes[5])
        return (0..<count).contains { index in
            let start = 12 + 16 * index
            return start + 4 <= bytes.count && String(decoding: bytes[start..<start + 4], as: UTF8.self) == tag
        }
    }

    @Test func bundledFontsNeedNoFreeTypeToMeasure() throws {
        for path in Self.fontFiles where path.hasPrefix(Fixture.path("")) {
            #expect(try FaceProperties.readings(path: path, faceIndex: 0).tables != nil, "\(path)")
        }
    }

    /// FreeType's reading knows a colour font and a `STAT` table by the table's length alone (a colour
    /// font's bitmap table is most of the file): on every installed face, both flags equal what the
    /// face's table directory, read here from the file's bytes, lists; Noto Color Emoji is among them.
    @Test func freeTypeReadingFindsColourAndSTATTables() throws {
        var colourFaces: [String] = []
        for path in Self.fontFiles {
            let file = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            func uint32(_ at: Int) -> Int { file[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
            func uint16(_ at: Int) -> Int { Int(file[at]) << 8 | Int(file[at + 1]) }
            for faceIndex in 0..<(try FontFace.faceCount(path: path)) {
                // A collection ('ttcf') lists each face's directory offset after its 12-byte header.
                let start = uint32(0) == 0x7474_6366 ? uint32(12 + 4 * faceIndex) : 0
                let tags = Set((0..<uint16(start + 4)).map { entry in
                    String(decoding: file[start + 12 + 16 * entry..<start + 16 + 16 * entry], as: UTF8.self)
                })
                let freeType = try FaceProperties.readings(path: path, faceIndex: faceIndex).freeType
                let colour = !tags.isDisjoint(with: ["CBDT", "sbix", "COLR"])
                #expect(freeType.hasColorGlyphs == colour, "\(path)#\(faceIndex)")
                #expect(freeType.tables.hasSTAT == tags.contains("STAT"), "\(path)#\(faceIndex)")
                if colour { colourFaces.append(path) }
            }
        }
        #expect(colourFaces.contains { $0.contains("NotoColorEmoji") }, "\(colourFaces)")
    }
}
