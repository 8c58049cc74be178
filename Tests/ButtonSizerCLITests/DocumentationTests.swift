import Foundation
import Testing

/// The pages a reader opens: README.md and every Markdown file under docs/.
enum DocumentationPages {
    static let root = DocumentationBlockTests.root

    static var all: [URL] {
        [root.appendingPathComponent("README.md")] + DocumentationBlockTests.files("docs", ".md")
    }

    /// The page's path from the repository's root (README.md, docs/cli.md).
    static func name(_ page: URL) -> String { String(page.standardizedFileURL.path.dropFirst(root.path.count + 1)) }

    static func text(_ page: URL) -> String { (try? String(contentsOf: page, encoding: .utf8)) ?? "" }

    /// The lines outside fenced code blocks (headings and links only count there), with their numbers.
    static func proseLines(_ text: String) -> [(number: Int, line: Substring)] {
        var inFence = false
        var lines: [(Int, Substring)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") {
                inFence.toggle()
            } else if !inFence {
                lines.append((index + 1, line))
            }
        }
        return lines
    }

    /// GitHub's anchors for the headings of a page: lower-cased, spaces to hyphens, punctuation other than
    /// `-` and `_` dropped, a repeated heading numbered (`-1`, `-2`).
    static func anchors(_ text: String) -> Set<String> {
        var seen: [String: Int] = [:]
        var anchors: Set<String> = []
        for (_, line) in proseLines(text) where line.hasPrefix("#") {
            let title = line.drop { $0 == "#" }
            guard title.first == " " else { continue }
            var slug = ""
            for character in title.trimmingCharacters(in: .whitespaces).lowercased() {
                if character == " " {
                    slug.append("-")
                } else if character.isLetter || character.isNumber || character == "-" || character == "_" {
                    slug.append(character)
                }
            }
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }
}

/// The README stays a front page (issue 25: at most 400 lines, the two commands near the top), and every
/// relative link of the README and docs/ leads to a file of the repository (and to a heading there).
@Suite struct DocumentationLinkTests {
    static let readme = DocumentationPages.text(DocumentationPages.root.appendingPathComponent("README.md"))

    @Test func readmeIsAtMost400Lines() {
        let lines = Self.readme.utf8.filter { $0 == UInt8(ascii: "\n") }.count
        #expect(lines > 0)
        #expect(lines <= 400, "README.md has \(lines) lines; move reference text to docs/")
    }

    @Test func readmeShowsTheTwoCommandsFirst() throws {
        let demo = try #require(Self.readme.range(of: "make demo"))
        let test = try #require(Self.readme.range(of: "make test"))
        // Both within the first 30 lines: before any command's example.
        let head = Self.readme.split(separator: "\n", omittingEmptySubsequences: false).prefix(30).joined(separator: "\n")
        #expect(head.contains("make demo"))
        #expect(head.contains("make test"))
        #expect(demo.lowerBound < test.lowerBound)
    }

    struct Link: CustomTestStringConvertible, Sendable {
        var page: URL
        var line: Int
        var target: String
        var testDescription: String { "\(DocumentationPages.name(page)):\(line): \(target)" }
    }

    /// Every `](target)` of the pages' prose (inline code spans removed), except web addresses.
    static let links: [Link] = DocumentationPages.all.flatMap { page in
        DocumentationPages.proseLines(DocumentationPages.text(page)).flatMap { number, line in
            // The parts outside `code` spans are the even ones.
            let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
            return prose.components(separatedBy: "](").dropFirst().compactMap { rest -> Link? in
                guard let end = rest.firstIndex(of: ")") else { return nil }
                let target = String(rest[..<end])
                if target.contains("://") || target.hasPrefix("mailto:") { return nil }
                return Link(page: page, line: number, target: target)
            }
        }
    }

    @Test func thereAreLinksToCheck() {
        #expect(Self.links.count >= 40)
        #expect(Self.links.contains { DocumentationPages.name($0.page) == "README.md" && $0.target.hasPrefix("docs/") })
    }

    @Test(arguments: links)
    func linkResolves(link: Link) {
        let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        let target = path.isEmpty ? link.page
            : link.page.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
        let exists = FileManager.default.fileExists(atPath: target.path)
        #expect(exists, "\(link.testDescription): no such file")
        #expect(target.path.hasPrefix(DocumentationPages.root.path + "/"), "\(link.testDescription): outside the repository")
        guard exists, parts.count == 2 else { return }
        let anchor = String(parts[1])
        #expect(target.pathExtension == "md", "\(link.testDescription): an anchor into a file that is not Markdown")
        #expect(DocumentationPages.anchors(DocumentationPages.text(target)).contains(anchor),
                "\(link.testDescription): no heading with anchor #\(anchor)")
    }

    @Test func anchorsFollowGitHub() {
        let page = "# The command line\n### `measure`\n## Policies (open points, each switchable)\n```\n# not a heading\n```\n### `measure`\n"
        #expect(DocumentationPages.anchors(page) == ["the-command-line", "measure", "policies-open-points-each-switchable", "measure-1"])
    }
}

/// Every `docs/…` path a source or test file names exists, and so does every research note a comment cites
/// by name (`uikit-semantics §6`, `uikit-measured-rules B1`, `configuration-defaults.md`): the notes live in
/// docs/reference/. A section of the README cited by its title is a heading there.
@Suite struct CitationTests {
    struct Citation: CustomTestStringConvertible, Sendable {
        var file: String
        var line: Int
        var text: String
        var testDescription: String { "\(file):\(line): \(text)" }
    }

    static let files = DocumentationBlockTests.files("Sources", ".swift") + DocumentationBlockTests.files("Tests", ".swift")

    /// The matches of `pattern` in every source and test file (the first capture group).
    static func citations(_ pattern: String) -> [Citation] {
        guard let regex = try? Regex(pattern) else { return [] }
        return files.flatMap { file in
            let name = DocumentationPages.name(file)
            let lines = DocumentationPages.text(file).split(separator: "\n", omittingEmptySubsequences: false)
            return lines.enumerated().flatMap { index, line in
                line.matches(of: regex).compactMap { match -> Citation? in
                    guard let text = match.output[1].substring else { return nil }
                    return Citation(file: name, line: index + 1, text: String(text))
                }
            }
        }
    }

    /// `docs/…` paths, without the sentence's closing punctuation.
    static let paths = citations(#"(?:^|[^\w/.])(docs/[\w./-]*[\w/])"#)
    /// A hyphenated lower-case name followed by `.md`, a section (`§6`) or a rule (`B1`, `C1–C3`, `B:`).
    static let notes = citations(#"\b([a-z][a-z0-9]*(?:-[a-z0-9]+)+)(?:\.md\b| §| [A-Z](?:\d|:))"#)
    /// The README and a section title in double quotes (spelt in two pieces, so that this line is not one).
    static let readmeSections = citations("README" + #" "([^"]+)""#)

    @Test func thereAreCitationsToCheck() {
        #expect(Self.notes.count >= 40)
        #expect(Self.notes.contains { $0.text == "uikit-semantics" })
        #expect(Self.paths.contains { $0.text == "docs/layout-policies.md" })
    }

    @Test(arguments: paths)
    func pathExists(citation: Citation) {
        let path = DocumentationPages.root.appendingPathComponent(citation.text).path
        #expect(FileManager.default.fileExists(atPath: path), "\(citation.testDescription): no such file")
    }

    @Test(arguments: notes)
    func noteExists(citation: Citation) {
        let candidates = ["docs/reference/\(citation.text).md", "docs/\(citation.text).md"]
        let found = candidates.contains {
            FileManager.default.fileExists(atPath: DocumentationPages.root.appendingPathComponent($0).path)
        }
        #expect(found, "\(citation.testDescription): no docs/reference/\(citation.text).md")
    }

    @Test(arguments: readmeSections)
    func readmeSectionExists(citation: Citation) {
        let readme = DocumentationPages.text(DocumentationPages.root.appendingPathComponent("README.md"))
        let headings = DocumentationPages.proseLines(readme).map(\.line).filter { $0.hasPrefix("#") }
        #expect(headings.contains { $0.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces) == citation.text },
                "\(citation.testDescription): README.md has no such heading")
    }
}
