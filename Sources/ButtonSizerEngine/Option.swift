import ButtonSizer

/// One option of the tool, declared once: its name (`--max-width` on the command line, `"max-width"`
/// in JSON), value type and check, default, help line, group and the commands that take it. Parsing,
/// JSON decoding, errors, help, completions and the man page all read this declaration.
public struct Option<Value: Sendable>: Sendable {
    /// The option's declaration without its value type: name, form, default, help, group and commands.
    public let info: OptionInfo

    /// Declares an option. `package`, so the CLI declares its run-wide options with the same type
    /// (help and completions read one list per command). `defaultValue` is the default as help shows
    /// it, for a default the code does not read as a value (a ``DefaultedOption`` shows its value).
    package init(_ name: String, _ type: ValueType<Value>, short: Character? = nil, default defaultValue: String? = nil,
                 required: Bool = false, repeatable: Bool = false, group: OptionGroup, commands: CommandSet,
                 scope: OptionScope = .request, help: String) {
        self.init(name, type, short: short, shownDefault: defaultValue.map(ShownDefault.text), required: required,
                  repeatable: repeatable, group: group, commands: commands, scope: scope, help: help)
    }

    init(_ name: String, _ type: ValueType<Value>, short: Character?, shownDefault: ShownDefault?, required: Bool = false,
         repeatable: Bool = false, group: OptionGroup, commands: CommandSet, scope: OptionScope, help: String) {
        info = OptionInfo(name: name, short: short, value: type.description, shownDefault: shownDefault,
                          isRequired: required, isRepeatable: repeatable, help: help, group: group, takenBy: commands,
                          scope: scope, decode: { input throws(ValueProblem) in try type.decode(input) })
    }
}

/// An option whose default is a value, written once: the code reads it (`values[Options.margin]` is
/// the margin given, or 6) and help shows it ("(default: 6)"), so the two cannot disagree.
public struct DefaultedOption<Value: Sendable>: Sendable {
    /// The option, as ``OptionValues`` stores it (`values[option.option]` is nil when it was not given).
    public let option: Option<Value>
    /// The value when the option is not given.
    public let defaultValue: Value
    /// The option's declaration (name, form, help with the default shown).
    public var info: OptionInfo { option.info }

    /// Declares an option with a default value; help shows `shown` (for a value only known at run time,
    /// "the number of cores"), else the value as it is typed, with `note` after it in parentheses.
    package init(_ name: String, _ type: ValueType<Value>, short: Character? = nil, default defaultValue: Value,
                 shown: String? = nil, note: String? = nil, group: OptionGroup, commands: CommandSet,
                 scope: OptionScope = .request, help: String) {
        // Shown as text only when help asks: working it out (a cast per value) at every start cost more than parsing.
        option = Option(name, type, short: short, shownDefault: shown.map(ShownDefault.text) ?? .value(defaultValue, note: note),
                        group: group, commands: commands, scope: scope, help: help)
        self.defaultValue = defaultValue
    }
}

/// A default as help shows it: text, or a value shown as it is typed (with a note after it).
enum ShownDefault: Sendable {
    case text(String)
    case value(any Sendable, note: String?)

    var text: String {
        switch self {
        case .text(let text): text
        case .value(let value, let note): shownDefault(value) + (note.map { " (\($0))" } ?? "")
        }
    }
}

/// A default value as it is typed on the command line: `6`, `0.5`, `plain`, `0` for no insets.
func shownDefault(_ value: Any) -> String {
    switch value {
    case let number as Double: number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    case let number as Int: String(number)
    case let text as String: text
    case let word as any RawRepresentable<String>: word.rawValue
    case let insets as EdgeInsets:
        [insets.top, insets.left, insets.bottom, insets.right].allSatisfy { $0 == insets.top } ? shownDefault(insets.top)
            : [insets.top, insets.left, insets.bottom, insets.right].map(shownDefault).joined(separator: ",")
    case let tolerance as LayoutTolerance:
        switch tolerance {
        case .pixelGrid: "pixel"
        case .exact: "exact"
        case .points(let points): shownDefault(points)
        }
    case let align as LabelAlignmentChoice:
        align.leading && align.top ? "leading,top" : align.leading ? "leading" : align.top ? "top" : "none"
    default: "\(value)"
    }
}

/// An option's declaration without its value type: what parsers, help and completions read.
///
/// A class, so the table and each command's list of options share one copy of every declaration
/// (the whole table is built at every start of the tool).
public final class OptionInfo: Sendable {
    /// The name without dashes: `--max-width` on the command line, the field `"max-width"` in JSON.
    public let name: String
    /// A one-letter alias (`-s`), only where it is unambiguous.
    public let short: Character?
    /// The value form (`PT`, `WxH`, `word|char|…`); empty for a flag.
    public var form: String { value.form }
    /// The words an enum value may be (help, completions).
    public var words: [String] { value.words }
    /// Whether the value names a file.
    public var isPath: Bool { value.isPath }
    /// The default as help shows it; nil when there is none (or it is "off").
    public var defaultValue: String? { shownDefault?.text }
    private let shownDefault: ShownDefault?
    /// Whether a request must give it (shown in the usage line; the request's decoder enforces it).
    public let isRequired: Bool
    /// Whether the command line may give it more than once, its values joined with commas (lint's `--locale`).
    public let isRepeatable: Bool
    /// One line for help.
    public let help: String
    /// The help section the option is listed under.
    public let group: OptionGroup
    /// The commands that take the option.
    public var commands: Set<Command> { Set(Command.allCases.filter { takenBy.contains(CommandSet($0)) }) }
    /// Whether the option belongs to each request or to the whole invocation.
    public let scope: OptionScope
    let value: ValueDescription
    package let takenBy: CommandSet
    let decode: @Sendable (OptionInput) throws(ValueProblem) -> any Sendable

    init(name: String, short: Character?, value: ValueDescription, shownDefault: ShownDefault?, isRequired: Bool,
         isRepeatable: Bool, help: String,
         group: OptionGroup, takenBy: CommandSet, scope: OptionScope,
         decode: @escaping @Sendable (OptionInput) throws(ValueProblem) -> any Sendable) {
        self.name = name
        self.short = short
        self.value = value
        self.shownDefault = shownDefault
        self.isRequired = isRequired
        self.isRepeatable = isRepeatable
        self.help = help
        self.group = group
        self.takenBy = takenBy
        self.scope = scope
        self.decode = decode
    }

    /// Whether the option takes no value (its form is empty).
    public var isFlag: Bool { value.isFlag }
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

/// The commands an option belongs to, as bits: building the table at every start hashed and
/// allocated a `Set<Command>` per option.
package struct CommandSet: OptionSet, Sendable {
    package let rawValue: UInt8

    package static let measure = CommandSet(rawValue: 1 << 0)
    package static let layout = CommandSet(rawValue: 1 << 1)
    package static let render = CommandSet(rawValue: 1 << 2)
    package static let lint = CommandSet(rawValue: 1 << 3)
    package static let batch = CommandSet(rawValue: 1 << 4)
    package static let serve = CommandSet(rawValue: 1 << 5)
    package static let fonts = CommandSet(rawValue: 1 << 6)
    package static let frames = CommandSet(rawValue: 1 << 7)

    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The set holding only `command`.
    package init(_ command: Command) {
        switch command {
        case .measure: self = .measure
        case .layout: self = .layout
        case .render: self = .render
        case .lint: self = .lint
        case .batch: self = .batch
        case .serve: self = .serve
        case .fonts: self = .fonts
        case .frames: self = .frames
        }
    }
}
