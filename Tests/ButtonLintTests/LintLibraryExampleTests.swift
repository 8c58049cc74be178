import Foundation
import Testing

/// docs/library.md's ButtonLint example is the code of `lintLibraryExample`, and gives what its comment says
/// (the same rows as the CLI's run on the same catalog in the README's lint example).
@Suite struct LintLibraryExampleTests {
    static let root = String(#filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
        .joined(separator: "/")
    static let page = "docs/library.md"

    @Test func thePageShowsTheCompiledExample() throws {
        let source = try String(contentsOfFile: Self.root + "/Tests/ButtonLintTests/LintLibraryExample.swift",
                                encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let begin = try #require(lines.firstIndex { $0.contains("// EXAMPLE BEGIN") })
        let end = try #require(lines.firstIndex { $0.contains("// EXAMPLE END") })
        let body = lines[(begin + 1)..<end].map { String($0.dropFirst(4)) }.joined(separator: "\n")
        let page = try String(contentsOfFile: Self.root + "/" + Self.page, encoding: .utf8)
        #expect(page.contains(body), "\(Self.page) must show the code of LintLibraryExample.swift")
    }

    @Test func theExampleFindsWhatItsCommentSays() throws {
        let problems = try lintLibraryExample(catalog: Self.root + "/examples/lint/Localizable.xcstrings")
        #expect(problems == ["checkout.pay (de): truncates: “Jetzt kostenpf…”; needs 274 pt, has 160 pt",
                             "checkout.pay (fr): truncates: “Payer mainten…”; needs 168 pt, has 160 pt"])
    }
}
