/// One option of the tool, declared once: its name (`--max-width` on the command line, `"max-width"`
/// in JSON), value type and check, default, help line, group and the commands that take it. Parsing,
/// JSON decoding, errors, help, completions and the man page all read this declaration.
public struct Option<Value: Sendable>: Sendable {
    /// The option's declaration without its value type: name, form, default, help, group and commands.
    public let info: OptionInfo

    init(_ name: String, _ type: ValueType<Value>, short: Character? = nil, default defaultValue: String? = nil,
         required: Bool = false, group: OptionGroup, commands: Set<Command>, scope: OptionScope = .request, help: String) {
        info = OptionInfo(name: name, short: short, form: type.form, words: type.words, isPath: type.isPath,
                          defaultValue: defaultValue, isRequired: required, help: help, group: group, commands: commands,
                          scope: scope, decode: { input throws(ValueProblem) in try type.decode(input) })
    }
}

/// An option's declaration without its value type: what parsers, help and completions read.
public struct OptionInfo: Sendable {
    /// The name without dashes: `--max-width` on the command line, the field `"max-width"` in JSON.
    public let name: String
    /// A one-letter alias (`-s`), only where it is unambiguous.
    public let short: Character?
    /// The value form (`PT`, `WxH`, `word|char|…`); empty for a flag.
    public let form: String
    /// The words an enum value may be (help, completions).
    public let words: [String]
    /// Whether the value names a file.
    public let isPath: Bool
    /// The default as help shows it; nil when there is none (or it is "off").
    public let defaultValue: String?
    /// Whether a request must give it (shown in the usage line; the request's decoder enforces it).
    public let isRequired: Bool
    /// One line for help.
    public let help: String
    /// The help section the option is listed under.
    public let group: OptionGroup
    /// The commands that take the option.
    public let commands: Set<Command>
    /// Whether the option belongs to each request or to the whole invocation.
    public let scope: OptionScope
    let decode: @Sendable (OptionInput) throws(ValueProblem) -> any Sendable

    /// Whether the option takes no value (its form is empty).
    public var isFlag: Bool { form.isEmpty }
    /// `--name`.
    public var flag: String { "--" + name }

    /// The option as `source` spells it: `--max-width` (or the alias the user typed) on the command
    /// line, `field 'max-width'` in JSON.
    func spelled(_ source: OptionValues.Source, as typed: String? = nil) -> String {
        switch source {
        case .arguments: typed ?? flag
        case .json: "field '\(name)'"
        }
    }
}
