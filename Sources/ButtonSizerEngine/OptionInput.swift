import ButtonSizer
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
    /// A number a reader already has as a number (an Interface Builder constant), in points or a count:
    /// decoded as it is, never written out and read back.
    case quantity(Double)
    /// A size a reader already has (an Interface Builder frame's), in points: what `WxH` spells.
    case size(Size)
    /// Insets a reader already has (an Interface Builder button's), in points: what `T,L,B,R` spells.
    case insets(EdgeInsets)

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

    /// The value as an error message shows it: `'abc'` for text, `12` for a number.
    var shown: String {
        switch self {
        case .text(let text): "'\(text)'"
        case .number(let text): text
        case .bool(let value): value ? "true" : "false"
        case .list: "a list"
        case .object: "an object"
        case .other(let typeName): typeName
        case .quantity(let value): formattedQuantity(value)
        case .size(let size): "'\(formattedQuantity(size.width))x\(formattedQuantity(size.height))'"
        case .insets(let insets): "'" + [insets.top, insets.left, insets.bottom, insets.right].map(formattedQuantity).joined(separator: ",") + "'"
        }
    }

    /// The value as a JSON request spells it (`--list-buttons --json`, a lint config's fields): a size
    /// as `"WxH"`, insets as `"T,L,B,R"`, numbers as numbers.
    public var json: JSON {
        switch self {
        case .text(let text): .string(text)
        case .number(let text): .number(Double(text) ?? .nan)
        case .bool(let value): .bool(value)
        case .list(let items): .array(items.map(\.json))
        case .object(let members): .object(members.map { ($0.0, $0.1.json) })
        case .other: .null
        case .quantity(let value): .number(value)
        case .size(let size): .string(formattedQuantity(size.width) + "x" + formattedQuantity(size.height))
        case .insets(let insets): .string([insets.top, insets.left, insets.bottom, insets.right].map(formattedQuantity).joined(separator: ","))
        }
    }

    /// Text or a number's text: what a number, size or word is read from (a reader's number as a
    /// request would write it, for the few values that are words or numbers: a weight).
    package var word: String? {
        switch self {
        case .text(let text): text
        case .number(let text): text
        case .quantity(let value): formattedQuantity(value)
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

/// A number as a request writes it: `15`, `34.5`.
func formattedQuantity(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
