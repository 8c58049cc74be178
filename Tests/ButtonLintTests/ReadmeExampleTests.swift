import Foundation
import Testing

/// The README's ButtonLint example is the code of `readmeLintExample`, and gives what its comment says
/// (the same rows as the CLI's run on the same catalog in the README's lint section).
@Suite struct ReadmeExampleTests {
    static let root = String(#filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
        .joined(separator: "/")

    @Test func theReadmeShowsTheCompiledExample() throws {
        let source = try String(contentsOfFile: Self.root + "/Tests/ButtonLintTests/ReadmeExample.swift", encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let begin = try #require(lines.firstIndex { $0.contains("// README BEGIN") })
        let end = try #require(lines.firstIndex { $0.contains("// README END") })
        let body = lines[(begin + 1)..<end].map { String($0.dropFirst(4)) }.joined(separator: "\n")
        let readme = try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8)
        #expect(readme.contains(body), "README.md must show the code of Tests/ButtonLintTests/ReadmeExample.swift")
    }

    @Test func theExampleFindsWhatItsCommentSays() throws {
        let problems = try readmeLintExample(catalog: Self.root + "/examples/lint/Localizable.xcstrings")
        #expect(problems == ["checkout.pay (de): truncates: “Jetzt kostenpf…”; needs 274 pt, has 160 pt",
                             "checkout.pay (fr): truncates: “Payer mainten…”; needs 168 pt, has 160 pt"])
    }
}
