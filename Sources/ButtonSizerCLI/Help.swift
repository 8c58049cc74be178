import ButtonSizer
import ButtonSizerEngine

/// Help, usage lines and the man page, generated from `CommandLineOptions` and `Command`: what parses a flag
/// is what documents it.
public enum Help {
    /// The tool in one line.
    public static let abstract = "how a UIButton or UILabel will look, measured with real fonts: widths, truncation, sizes, frames"

    /// The meta commands beside `Command`: what `buttonsizer help` lists after the commands.
    public static let metaCommands: [(usage: String, help: String)] = [
        ("help [COMMAND]", "this help, or a command's (same as COMMAND --help)"),
        ("completions bash|zsh|fish", "a shell completion script"),
        ("manpage", "the man page (roff), as `make install` installs it"),
    ]

    /// `usage: buttonsizer COMMAND …`: required options, `[options]`, operands.
    public static func usage(_ command: Command) -> String {
        let options = CommandLineOptions.options(for: command)
        var words = ["usage: buttonsizer", command.rawValue]
        // Run-wide required options first (where output goes, the config), then the request's.
        let required = options.filter { $0.isRequired && $0.scope == .invocation }
            + options.filter { $0.isRequired && $0.scope != .invocation }
        words += required.map { "\($0.flag) \($0.form)" }
        if options.contains(where: { !$0.isRequired && $0.scope != .positional }) { words.append("[options]") }
        words += options.filter { $0.scope == .positional }.map(\.form)
        if let operands = command.operands { words.append(operands.form) }
        return words.joined(separator: " ")
    }

    /// The top-level help: usage, the commands, and where to look next.
    public static var topLevel: String {
        var out = "usage: buttonsizer <command> [options]\n       buttonsizer --version\n\n"
        out += "buttonsizer: \(abstract).\n\nCommands:\n"
        let width = max(Command.allCases.map(\.rawValue.count).max() ?? 0, 8)
        for command in Command.allCases {
            out += "  \(command.rawValue.padded(width))  \(command.abstract)\n"
        }
        out += "\n"
        for meta in metaCommands { out += "  \(meta.usage)\n      \(meta.help)\n" }
        out += "\n`buttonsizer help COMMAND` (or `buttonsizer COMMAND --help`) lists a command's options with their "
            + "defaults and examples.\n"
        return out
    }

    /// A command's help: usage, abstract, every option by group with its value form, description and
    /// default, notes and examples.
    public static func text(_ command: Command) -> String {
        var out = usage(command) + "\n\n" + command.abstract.capitalizedFirst + ".\n"
        let rows = sections(command)
        let width = min(34, rows.flatMap(\.rows).map(\.0.count).max() ?? 0)
        for section in rows {
            out += "\n\(section.title):\n"
            for (left, right) in section.rows {
                out += left.count > width ? "  \(left)\n  \(String(repeating: " ", count: width))  \(right)\n"
                    : "  \(left.padded(width))  \(right)\n"
            }
        }
        for note in command.notes { out += "\n" + note + "\n" }
        out += "\nExamples:\n" + command.examples.map { "  " + $0 }.joined(separator: "\n") + "\n"
        return out
    }

    /// The option rows of a command by group: ("-s, --size PT", "the point size (default: 17)").
    static func sections(_ command: Command) -> [(title: String, rows: [(String, String)])] {
        var sections: [(title: String, rows: [(String, String)])] = []
        if let operands = command.operands { sections.append(("Arguments", [(operands.form, operands.help)])) }
        let options = CommandLineOptions.options(for: command)
        for group in OptionGroup.allCases {
            let members = options.filter { $0.group == group }
            guard !members.isEmpty else { continue }
            sections.append((group.rawValue, members.map { (spelling($0), description($0)) }))
        }
        sections.append(("Help", [("-h, --help", "show this help")]))
        return sections
    }

    /// "-s, --size PT", "--italic", or "TEXT" for a positional.
    public static func spelling(_ option: OptionInfo) -> String {
        if option.scope == .positional { return option.form }
        let long = option.isFlag ? option.flag : "\(option.flag) \(option.form)"
        return option.short.map { "-\($0), " + long } ?? long
    }

    static func description(_ option: OptionInfo) -> String {
        var text = option.help
        if option.scope == .positional { text += " (in JSON: \"\(option.name)\")" }
        if let value = option.defaultValue { text += " (default: \(value))" }
        if option.isRequired { text += " (required)" }
        return text
    }

    // MARK: - The option reference

    /// The option reference of docs/options.md (between `<!-- options:begin -->` and `<!-- options:end -->`),
    /// printed by `buttonsizer help --markdown`; a test keeps docs/options.md equal to it.
    public static var markdown: String {
        var out = ""
        for command in Command.allCases {
            out += "#### `\(usage(command).replacingPrefix("usage: ", ""))`\n\n\(command.abstract.capitalizedFirst).\n\n"
            out += "| option | description |\n|---|---|\n"
            for section in sections(command) where section.title != "Help" {
                for (left, right) in section.rows {
                    out += "| `\(left.replacingAll("|", "\\|"))` | \(right.replacingAll("|", "\\|")) |\n"
                }
            }
            out += "\n"
        }
        return out
    }

    // MARK: - Man page

    /// `buttonsizer.1` in roff (man(7) macros), generated from the same declarations.
    public static var manPage: String {
        var out = ".TH BUTTONSIZER 1 \"\" \"buttonsizer \(ButtonSizerVersion.string)\" \"User Commands\"\n"
        out += ".SH NAME\nbuttonsizer \\- \(roff(abstract))\n"
        out += ".SH SYNOPSIS\n" + Command.allCases.map { ".B " + roff(usage($0).replacingPrefix("usage: ", "")) + "\n.br\n" }.joined()
        out += ".B buttonsizer \\-\\-version\n"
        out += ".SH DESCRIPTION\nbuttonsizer measures text like CoreText with FreeType, HarfBuzz, fontconfig and ICU, and "
            + "reproduces UIButton's layout rules (UIButton.Configuration, the classic edge-inset API and four custom buttons).\n"
            + "Usage errors print \\fBError:\\fR and the usage line to standard error and exit 64; runtime failures "
            + "exit 1 with one line; \\fB\\-\\-\\fR ends the options.\n"
        for command in Command.allCases {
            out += ".SH \(command.rawValue.uppercased())\n" + roff(command.abstract.capitalizedFirst) + ".\n"
            out += ".PP\n.B " + roff(usage(command).replacingPrefix("usage: ", "")) + "\n"
            for section in sections(command) {
                out += ".SS \(roff(section.title))\n"
                for (left, right) in section.rows { out += ".TP\n.B \(roff(left))\n\(roff(right))\n" }
            }
            for note in command.notes { out += ".PP\n\(roff(note))\n" }
            out += ".SS Examples\n" + command.examples.map { ".PP\n.nf\n\(roff($0))\n.fi\n" }.joined()
        }
        out += ".SH FONTS\nThe bundled fonts are looked for in \\fB\\-\\-fonts\\-dir\\fR, then \\fB$BUTTONSIZER_FONTS\\fR, "
            + "then \\fI../share/buttonsizer/Fonts\\fR beside the executable (where \\fBmake install\\fR puts them), then the "
            + "source tree's \\fIFonts/\\fR; when none exists the error names every place looked.\n"
        out += ".SH EXIT STATUS\n0 success; 1 a runtime failure, or lint found problems; 64 a usage error.\n"
        return out
    }

    /// Text safe in roff: backslashes and leading dots or quotes escaped, dashes as minus signs.
    static func roff(_ text: String) -> String {
        var out = text.replacingAll("\\", "\\e").replacingAll("-", "\\-")
        if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
        return out
    }
}

extension String {
    func padded(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }

    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }

    func replacingPrefix(_ prefix: String, _ replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }

    /// Every occurrence of `target` replaced (no Foundation in this module).
    func replacingAll(_ target: Character, _ replacement: String) -> String {
        var out = ""
        for character in self { if character == target { out += replacement } else { out.append(character) } }
        return out
    }
}
