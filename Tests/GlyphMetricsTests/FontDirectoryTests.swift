import Foundation
import GlyphMetrics
import Testing

/// `FontLibrary(fontDirectories:)` (`serve --font-dir`): the fonts of a further directory are found by
/// family name, in the hermetic scope too.
@Suite struct FontDirectoryTests {
    /// Noto Serif Regular from Debian's fonts-noto-core (installed by `make deps`; not in the hermetic
    /// set), copied into a new temporary directory. Its family name is the font's own name table:
    /// `fc-scan --format "%{family}" NotoSerif-Regular.ttf` prints "Noto Serif".
    static func directoryWithNotoSerif() throws -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("glyphmetrics-font-dir-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf",
                                         toPath: directory.appendingPathComponent("NotoSerif-Regular.ttf").path)
        return directory.path
    }

    @Test("a family in a further font directory is found by name")
    func familyFound() throws {
        let directory = try Self.directoryWithNotoSerif()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let library = FontLibrary(scope: .hermetic, fontDirectories: [directory])
        #expect(try library.face(family: "Noto Serif").path == directory + "/NotoSerif-Regular.ttf")
        let listed = try library.availableFamilies().first { $0.name == "Noto Serif" }
        #expect(listed?.isBundled == false)
        #expect(listed?.styles == ["400"])
    }

    @Test("without the directory the hermetic library does not know the family")
    func familyUnknownWithoutDirectory() throws {
        let library = FontLibrary(scope: .hermetic)
        #expect(throws: GlyphMetricsError.self) { try library.face(family: "Noto Serif") }
    }
}
