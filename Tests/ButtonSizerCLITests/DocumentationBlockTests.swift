import Foundation
import Testing

/// Every Swift code block in the README, docs/, the DocC articles and the doc comments is compiled: it must
/// appear, line for line (indentation and blank lines aside), in a test source file, where the
/// compiler checks it and the test checks what its comments claim. Package.swift fragments are
/// checked against the real manifest instead.
@Suite struct DocumentationBlockTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    struct Block: CustomTestStringConvertible, Sendable {
        var source: String
        var lines: [String]
        var testDescription: String { "\(source): \(lines.first ?? "")" }
    }

    /// Files under `folder` (relative to the repository) whose name ends in `suffix`.
    static func files(_ folder: String, _ suffix: String) -> [URL] {
        let base = root.appendingPathComponent(folder)
        let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
        return (walker?.allObjects as? [URL] ?? []).filter { $0.path.hasSuffix(suffix) }.sorted { $0.path < $1.path }
    }

    static func normalized(_ lines: some Sequence<Substring>) -> [String] {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The ```swift blocks of a text (doc-comment lines with their `///` removed first).
    static func blocks(in text: String, source: String, docComments: Bool) -> [Block] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if docComments {
            lines = lines.compactMap { line in
                let trimmed = line.drop { $0 == " " }
                return trimmed.hasPrefix("///") ? trimmed.dropFirst(3) : nil
            }
        }
        var blocks: [Block] = []
        var current: [Substring]?
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if current != nil, trimmed == "```" {
                // Imports sit at the top of the test file, not next to the code.
                blocks.append(Block(source: source, lines: normalized(current!).filter { !$0.hasPrefix("import ") }))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    static let allBlocks: [Block] = {
        var blocks: [Block] = []
        let readme = root.appendingPathComponent("README.md")
        blocks += Self.blocks(in: (try? String(contentsOf: readme, encoding: .utf8)) ?? "", source: "README.md",
                              docComments: false)
        for file in files("docs", ".md") {
            blocks += Self.blocks(in: (try? String(contentsOf: file, encoding: .utf8)) ?? "",
                                  source: DocumentationPages.name(file), docComments: false)
        }
        for file in files("Sources", ".md") where file.path.contains(".docc/") {
            blocks += Self.blocks(in: (try? String(contentsOf: file, encoding: .utf8)) ?? "",
                                  source: file.lastPathComponent, docComments: false)
        }
        for file in files("Sources", ".swift") {
            blocks += Self.blocks(in: (try? String(contentsOf: file, encoding: .utf8)) ?? "",
                                  source: file.lastPathComponent, docComments: true)
        }
        return blocks
    }()

    static let testSources: [[String]] = files("Tests", ".swift").map {
        normalized(((try? String(contentsOf: $0, encoding: .utf8)) ?? "").split(separator: "\n"))
    }

    @Test func thereAreBlocksToCheck() {
        #expect(Self.allBlocks.count >= 8)
        // Each place is read: the README's library example, docs/library.md's, the DocC articles'.
        #expect(Self.allBlocks.contains { $0.source == "README.md" })
        #expect(Self.allBlocks.contains { $0.source == "docs/library.md" })
        #expect(Self.allBlocks.contains { $0.source == "MeasureALabel.md" })
    }

    @Test(arguments: allBlocks.filter { !$0.lines.contains { $0.contains(".package(") } })
    func blockIsCompiledByATest(block: Block) {
        let found = Self.testSources.contains { source in
            guard source.count >= block.lines.count else { return false }
            return (0...(source.count - block.lines.count)).contains { start in
                Array(source[start..<(start + block.lines.count)]) == block.lines
            }
        }
        #expect(found, "\(block.source): no test file contains this block:\n\(block.lines.joined(separator: "\n"))")
    }

    @Test(arguments: allBlocks.filter { $0.lines.contains { $0.contains(".package(") } })
    func packageFragmentNamesRealProducts(block: Block) throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        for line in block.lines {
            guard let range = line.range(of: #"\.product\(name: "([^"]+)""#, options: .regularExpression) else { continue }
            let name = line[range].split(separator: "\"")[1]
            #expect(manifest.contains(#".library(name: "\#(name)""#), "\(block.source): no library product \(name)")
        }
    }
}
