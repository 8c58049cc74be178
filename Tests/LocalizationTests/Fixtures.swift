@testable import Localization

/// The fixture files next to the tests, found from this file's path (they are not bundle resources).
enum Fixture {
    static let directory: String = {
        let file = "\(#filePath)"
        let parent = file.lastIndex(of: "/").map { String(file[..<$0]) } ?? "."
        return parent + "/Fixtures"
    }()

    static func path(_ relative: String) -> String {
        directory + "/" + relative
    }

    static func bytes(_ relative: String) -> [UInt8] {
        (try? CatalogReader.readBytes(path(relative))) ?? []
    }
}
