import ButtonSizer
import ButtonSizerCLI
import ButtonSizerEngine
import Foundation
import Testing

/// Issue #13: help, version, completions and the man page come from the option table, so every flag the
/// parser accepts is documented; the parsing contract (`--`, short aliases, repeated options, did you mean).
@Suite struct HelpTests {
    static func flags(_ command: Command) -> [String] {
        Options.options(for: command).filter { $0.scope != .positional }.flatMap { option in
            [option.flag] + (option.short.map { ["-\($0)"] } ?? [])
        }
    }

    @Test(arguments: Command.allCases)
    func everyAcceptedFlagIsInItsHelp(command: Command) {
        let help = CLITests.run(["help", command.rawValue])
        #expect(help.code == 0)
        #expect(help.stderr.isEmpty)
        for flag in Self.flags(command) + ["--help", "-h"] {
            #expect(help.stdout.contains(flag), "\(command) help lacks \(flag)")
        }
        // `COMMAND --help` is the same text.
        #expect(CLITests.run([command.rawValue, "--help"]).stdout == help.stdout)
    }

    /// The parser accepts exactly the table's flags: each one is known, a made-up one is not.
    @Test(arguments: Command.allCases)
    func theParserAcceptsTheTablesFlags(command: Command) {
        for option in Options.options(for: command) where option.scope != .positional {
            let words = option.isFlag ? [option.flag] : [option.flag + "=x"]
            do {
                _ = try OptionValues(arguments: words, command: command)
            } catch let error {
                if case .unknownOption = error.kind { Issue.record("\(command) refuses its own \(option.flag)") }
            }
        }
        #expect(throws: RequestError.unknownOption("--no-such-flag", suggestion: nil)) {
            _ = try OptionValues(arguments: ["--no-such-flag"], command: command)
        }
    }

    /// docs/options.md's option reference is the generated one, so it names every flag.
    @Test func optionReferenceHasEveryFlag() throws {
        let page = try String(contentsOfFile: LintTests.root + "/docs/options.md", encoding: .utf8)
        let begin = try #require(page.range(of: "<!-- options:begin -->\n"))
        let end = try #require(page.range(of: "<!-- options:end -->"))
        let block = String(page[begin.upperBound..<end.lowerBound])
        #expect(block == Help.markdown, "regenerate the docs/options.md block with `buttonsizer help --markdown`")
        for command in Command.allCases {
            for flag in Self.flags(command) {
                #expect(block.contains(flag), "docs/options.md lacks \(command) \(flag)")
            }
        }
    }

    @Test func topLevelHelpAndVersion() {
        let help = CLITests.run(["--help"])
        for command in Command.allCases { #expect(help.stdout.contains("  \(command.rawValue)  ")) }
        #expect(CLITests.run(["help"]).stdout == help.stdout)
        let version = CLITests.run(["--version"])
        #expect(version.code == 0)
        #expect(version.stdout == "buttonsizer \(ButtonSizerVersion.string)\n")
    }

    @Test func unknownCommandsAndOptionsSuggestTheClosest() {
        let command = CLITests.run(["mesure", "Hello"])
        #expect(command.code == 64)
        #expect(command.stderr.hasPrefix("Error: unknown command 'mesure'; did you mean 'measure'?\n"))
        let option = CLITests.run(["measure", "--hermetic", "--widht", "30", "Hello"])
        #expect(option.code == 64)
        #expect(option.stderr.hasPrefix("Error: unknown option --widht; did you mean --width?\n"))
        let help = CLITests.run(["help", "layuot"])
        #expect(help.code == 64)
        #expect(help.stderr.contains("did you mean 'layout'?"))
    }

    /// `--` ends options: `measure -- --help` measures the text "--help"; a short alias is an option,
    /// not the text; an option given twice is an error.
    @Test func parsingContract() throws {
        let dashed = try CLITests.json(["measure", "--hermetic", "--json", "--", "--help"])
        #expect(dashed["text"] as? String == "--help")
        // "Hello" in Inter at 15 pt: 6740 units (hb-shape 6.0.0) × 15 / 2816.
        let short = try CLITests.json(["measure", "--hermetic", "-j", "-f", "Inter", "-s", "15", "Hello"])
        #expect(short["text"] as? String == "Hello")
        #expect(abs(CLITests.number(short["width"])! - 6740.0 * 15 / 2816) < 1e-6)
        let twice = CLITests.run(["measure", "--hermetic", "--size", "15", "-s", "16", "Hello"])
        #expect(twice.code == 64)
        #expect(twice.stderr.hasPrefix("Error: -s is given more than once\n"))
        let unknownShort = CLITests.run(["measure", "--hermetic", "-q", "Hello"])
        #expect(unknownShort.code == 64)
        #expect(unknownShort.stderr.hasPrefix("Error: unknown option -q"))
    }

    /// The bash script is valid bash (`bash -n`) and completes every measure flag and enum word.
    @Test func completionScripts() throws {
        let bash = CLITests.run(["completions", "bash"]).stdout
        for flag in Self.flags(.measure) { #expect(bash.contains(flag)) }
        #expect(bash.contains("word char clip head tail middle"))
        let path = NSTemporaryDirectory() + "buttonsizer-completion-\(UUID().uuidString).bash"
        try bash.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let check = try Executable.run(["-n", path], executable: "/bin/bash")
        #expect(check.code == 0, "\(check.stderr)")
        let zsh = CLITests.run(["completions", "zsh"]).stdout
        #expect(zsh.hasPrefix("#compdef buttonsizer\n"))
        for flag in Self.flags(.layout) { #expect(zsh.contains(flag)) }
        let fish = CLITests.run(["completions", "fish"]).stdout
        for option in Options.options(for: .lint) where option.scope != .positional {
            #expect(fish.contains("-l \(option.name)"))
        }
        #expect(CLITests.run(["completions", "tcsh"]).code == 64)
        let help = CLITests.run(["completions", "--help"])
        #expect(help.code == 0)
        #expect(help.stdout.hasPrefix("usage: buttonsizer completions bash|zsh|fish\n"))
    }

    /// The man page is roff with every command and flag (dashes escaped as \-).
    @Test func manPage() {
        let man = CLITests.run(["manpage"]).stdout
        #expect(man.hasPrefix(".TH BUTTONSIZER 1 "))
        for command in Command.allCases {
            #expect(man.contains(".SH \(command.rawValue.uppercased())\n"))
            for flag in Self.flags(command) {
                #expect(man.contains(flag.replacingOccurrences(of: "-", with: "\\-")), "man page lacks \(flag)")
            }
        }
    }
}

/// Blank batch lines and control characters in lint tables (issue #13).
@Suite struct SmallContractTests {
    @Test func blankBatchLinesAreSkippedKeepingLineNumbers() throws {
        let hello = Array(#"{"id":1,"command":"measure","text":"Hello"}"#.utf8)
        let path = try BatchTests.inputFile([hello, [], Array("  \t ".utf8), hello])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = CLITests.run(["batch", "--hermetic", "--input", path])
        #expect(result.code == 0)
        let answers = try BatchTests.answers(result.stdout)
        #expect(answers.map { CLITests.number($0["line"]) } == [1, 4])
        #expect(result.stderr.contains("2 lines, 2 ok, 0 failed, 2 blank skipped"))
    }

    /// A key with a newline and a tab stays on one table row, written as \n and \t.
    @Test func lintTableRowsAreOneLine() throws {
        let directory = NSTemporaryDirectory() + "buttonsizer-escape-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/en.lproj", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try #""two\nlines\tkey" = "Hi";"#.write(toFile: directory + "/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        try #"{"buttons": [{"keys": ["*"], "bounds": "200x44"}]}"#.write(toFile: directory + "/config.json", atomically: true, encoding: .utf8)
        let result = CLITests.run(["lint", "--hermetic", "--config", directory + "/config.json",
                                   directory + "/en.lproj/Localizable.strings"])
        let rows = result.stdout.split(separator: "\n")
        #expect(rows.count == 2, "\(result.stdout)")
        #expect(rows.last?.contains(#"two\nlines\tkey"#) == true, "\(result.stdout)")
    }
}
