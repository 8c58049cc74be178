import Foundation
import Testing

/// Every `$ buttonsizer …` example in a fenced block of the README and docs/ is run, and what it prints
/// (standard output, then standard error) is what the page shows. In the shown output a `…` stands for any
/// text within its line, and a line that is only `…` for any number of lines. Paths under the checkout print
/// relative to it. `$ cat FILE` followed by lines writes FILE with those lines (the example's input);
/// `$ echo $?` checks the exit code of the command before. `serve` and `curl` are not run here (ServerTests
/// cover the service); any other command is an error, so no example is skipped unnoticed.
@Suite struct ShellExampleTests {
    struct Step: Sendable {
        var command: String
        var output: [String]
    }

    struct Example: CustomTestStringConvertible, Sendable {
        var page: String
        var line: Int
        var steps: [Step]
        var testDescription: String { "\(page):\(line): $ \(steps.first?.command ?? "")" }
    }

    static let notRun = ["buttonsizer serve ", "curl "]

    /// The fenced blocks of the pages that contain a `$ ` line, split into steps.
    static let examples: [Example] = DocumentationPages.all.flatMap { page -> [Example] in
        var examples: [Example] = []
        var block: Example?
        let lines = DocumentationPages.text(page).split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("```") {
                if let finished = block, !finished.steps.isEmpty { examples.append(finished) }
                block = block == nil ? Example(page: DocumentationPages.name(page), line: index + 2, steps: []) : nil
            } else if line.hasPrefix("$ ") {
                block?.steps.append(Step(command: String(line.dropFirst(2)), output: []))
            } else if var current = block, !current.steps.isEmpty {
                current.steps[current.steps.count - 1].output.append(String(line))
                block = current
            }
        }
        return examples
    }

    @Test func thereAreExamplesToRun() {
        let commands = Self.examples.flatMap(\.steps).map(\.command).filter { $0.hasPrefix("buttonsizer ") }
        #expect(commands.count >= 20)
        // The README's own: one per command.
        let readme = Self.examples.filter { $0.page == "README.md" }.flatMap(\.steps).map(\.command)
        for command in ["measure", "layout", "render", "lint", "batch", "fonts", "serve"] {
            #expect(readme.contains { $0.hasPrefix("buttonsizer \(command) ") }, "README.md has no \(command) example")
        }
    }

    @Test(arguments: examples)
    func exampleGivesItsOutput(example: Example) throws {
        let scratch = NSTemporaryDirectory() + "buttonsizer-example-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let root = DocumentationPages.root.path
        for folder in ["examples", "Tests"] {  // the inputs examples name by relative path
            try FileManager.default.createSymbolicLink(atPath: scratch + "/" + folder, withDestinationPath: root + "/" + folder)
        }
        var lastCode: Int32?
        for step in example.steps {
            var shown = step.output
            while shown.last == "" { shown.removeLast() }
            let context = "\(example.page): $ \(step.command)"
            if step.command.hasPrefix("cat ") {
                let file = scratch + "/" + step.command.dropFirst(4).trimmingCharacters(in: .whitespaces)
                try (shown.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
                continue
            }
            if step.command == "echo $?" {
                #expect(shown == [lastCode.map(String.init) ?? "no command before"], "\(context)")
                continue
            }
            if Self.notRun.contains(where: step.command.hasPrefix) { continue }
            var words = try Self.words(step.command)
            guard words.first == "buttonsizer" else {
                Issue.record("\(context): only buttonsizer, cat and echo $? are run")
                continue
            }
            var showsStandardOutput = true
            if let redirect = words.firstIndex(of: ">") {
                #expect(words.dropFirst(redirect) == [">", "/dev/null"], "\(context): only > /dev/null is understood")
                words.removeSubrange(redirect...)
                showsStandardOutput = false
            }
            let result = try Executable.run(Array(words.dropFirst()), directory: scratch,
                                            removing: ["BUTTONSIZER_FONTS", "BUTTONSIZER_SYSTEM_FONT"])
            lastCode = result.code
            let printed = ((showsStandardOutput ? result.stdout : "") + result.stderr)
                .replacingOccurrences(of: root + "/", with: "")
            var lines = printed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            #expect(Self.matches(shown, lines), "\(context)\nshown:\n\(shown.joined(separator: "\n"))\nprinted:\n\(printed)")
        }
    }

    /// A command line split as the shell splits it: single and double quotes, `\` escapes inside double quotes,
    /// and a `#` that starts a word starts a comment.
    static func words(_ line: String) throws -> [String] {
        struct UnclosedQuote: Error {}
        var words: [String] = []
        var word: String?
        var quote: Character?
        var escaped = false
        for character in line {
            if let open = quote {
                if escaped {
                    word!.append(character)
                    escaped = false
                } else if open == "\"" && character == "\\" {
                    escaped = true
                } else if character == open {
                    quote = nil
                } else {
                    word!.append(character)
                }
            } else if character == " " {
                if let finished = word { words.append(finished) }
                word = nil
            } else if character == "#" && word == nil {
                break
            } else if character == "\"" || character == "'" {
                quote = character
                word = word ?? ""
            } else {
                word = (word ?? "") + String(character)
            }
        }
        if quote != nil { throw UnclosedQuote() }
        if let finished = word { words.append(finished) }
        return words
    }

    /// Whether `printed` is what `shown` shows, with `…` for left-out text.
    static func matches(_ shown: [String], _ printed: [String]) -> Bool {
        func line(_ pattern: String, _ text: String) -> Bool {
            let parts = pattern.components(separatedBy: "…")
            guard parts.count > 1 else { return pattern == text }
            guard text.hasPrefix(parts[0]), text.hasSuffix(parts[parts.count - 1]),
                  text.count >= parts[0].count + parts[parts.count - 1].count else { return false }
            var rest = text.dropFirst(parts[0].count).dropLast(parts[parts.count - 1].count)
            for part in parts.dropFirst().dropLast() where !part.isEmpty {
                guard let found = rest.range(of: part) else { return false }
                rest = rest[found.upperBound...]
            }
            return true
        }
        func from(_ i: Int, _ j: Int) -> Bool {
            if i == shown.count { return j == printed.count }
            if shown[i] == "…" { return (j...printed.count).contains { from(i + 1, $0) } }
            return j < printed.count && line(shown[i], printed[j]) && from(i + 1, j + 1)
        }
        return from(0, 0)
    }

    @Test func elisionMatchesLeftOutText() {
        #expect(Self.matches(["width 70 pt", "…", "displayed: Con…ing"], ["width 70 pt", "a", "b", "displayed: Con…ing"]))
        #expect(Self.matches(["a…c"], ["abc"]))
        #expect(!Self.matches(["a…c"], ["abd"]))
        #expect(!Self.matches(["a", "b"], ["a"]))
        #expect(!Self.matches(["x"], ["x", "y"]))
    }

    @Test func commandLinesSplitAsTheShellSplitsThem() throws {
        #expect(try Self.words(#"buttonsizer measure --hermetic "Continue shopping" > /dev/null   # a comment"#)
                == ["buttonsizer", "measure", "--hermetic", "Continue shopping", ">", "/dev/null"])
        #expect(try Self.words(#"a 'b c' "d \"e\"""#) == ["a", "b c", #"d "e""#])
    }
}
