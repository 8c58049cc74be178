import Foundation
import InterfaceBuilder
import Testing

/// The real and hand-written IB documents of Tests/Fixtures/IB, and helpers that read their text
/// directly (independently of the reader under test).
enum Fixture {
    static let root = String(#filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast(2)
        .joined(separator: "/") + "/Fixtures/IB"

    static func document(_ relative: String) throws -> InterfaceBuilderDocument {
        let path = root + "/" + relative
        return try InterfaceBuilderDocument(parsing: Array(try Data(contentsOf: URL(fileURLWithPath: path))), source: path)
    }

    static func lines(_ relative: String) throws -> [String] {
        try String(contentsOfFile: root + "/" + relative, encoding: .utf8).components(separatedBy: "\n")
    }

    /// The first capture of `pattern` in `text`.
    static func capture(_ pattern: String, in text: String) -> String? {
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let range = Range(match.range(at: 1), in: text) else { return nil }
        return String(text[range])
    }
}
