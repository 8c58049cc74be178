import Foundation

/// The fixture files next to the tests, found from this file's path (they are not bundle resources).
enum Fixture {
    static let directory: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
        .path

    static func path(_ relative: String) -> String {
        directory + "/" + relative
    }

    static func bytes(_ relative: String) -> [UInt8] {
        [UInt8](FileManager.default.contents(atPath: path(relative)) ?? Data())
    }
}
