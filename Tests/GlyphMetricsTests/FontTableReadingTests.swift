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
        // Every text font here is read from its tables; Noto Color Emoji (CBDT/CBLC bitmaps) is FreeType's.
        #expect(read > 300, "read \(read), left to FreeType: \(leftToFreeType)")
        #expect(leftToFreeType.allSatisfy { $0.contains("Emoji") }, "\(leftToFreeType)")
    }

    @Test func bundledFontsNeedNoFreeTypeToMeasure() throws {
        for path in Self.fontFiles where path.hasPrefix(Fixture.path("")) {
            #expect(try FaceProperties.readings(path: path, faceIndex: 0).tables != nil, "\(path)")
        }
    }
}
