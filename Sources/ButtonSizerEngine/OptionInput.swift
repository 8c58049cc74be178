import JSONText

/// An option's raw value before it is decoded: a command-line word, or a JSON value.
public enum OptionInput: Sendable {
    /// A command-line value or a JSON string.
    case text(String)
    /// A JSON number, as written.
    case number(String)
    /// A JSON `true` or `false`.
    case bool(Bool)
    /// A JSON array, item by item.
    case list([OptionInput])
    /// A JSON object, member by member in order (`--title-runs`' runs; no option takes one itself).
    case object([(String, OptionInput)])
    /// A JSON null, which no option takes.
    case other(typeName: String)

    /// Creates the input from a parsed JSON node (keeps a number's text as written).
    public init(_ node: JSONNode) {
        switch node.kind {
        case .string(let text): self = .text(text)
        case .number(let text): self = .number(text)
        case .bool(let value): self = .bool(value)
        case .array(let items): self = .list(items.map(OptionInput.init))
        case .object(let members): self = .object(members.map { ($0.key, OptionInput($0.value)) })
        case .null: self = .other(typeName: node.typeName)
        }
    }

    /// Creates the input from a JSON value; an object or null becomes an input no option takes.
    public init(_ json: JSON) {
        switch json {
        case .string(let text): self = .text(text)
        case .number: self = .number(json.text)
        case .bool(let value): self = .bool(value)
        case .array(let items): self = .list(items.map(OptionInput.init))
        case .object(let members): self = .object(members.map { ($0.0, OptionInput($0.1)) })
        case .null: self = .other(typeName: "null")
        }
    }

    /// The value as an error message shows it: `'abc'` for text, `12` for a number.
    var shown: String {
        switch self {
        case .text(let text): "'\(text)'"
        case .number(let text): text
        case .bool(let value): value ? "true" : "false"
        case .list: "a list"
        case .object: "an object"
        case .other(let typeName): typeName
        }
    }

    /// Text or a number's text: what a number, size or word is read from.
    package var word: String? {
        switch self {
        case .text(let text): text
        case .number(let text): text
        default: nil
        }
    }
}

/// Why a value was refused, without the option's name (the caller spells it): "must not be negative (got -1)".
public struct ValueProblem: Error, Sendable, Hashable {
    /// What is wrong with the value, without the option's name.
    public var text: String
    /// Creates a problem from its message, e.g. "must not be negative (got -1)".
    public init(_ text: String) { self.text = text }
}
