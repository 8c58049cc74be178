/// A JSON value written with keys in the order given, so output is stable and readable. Text is
/// read with ``JSONReader`` into ``JSONNode`` (the one reading type); `JSON` is for writing, built by
/// hand or from a node.
public indirect enum JSON: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    public static func == (a: JSON, b: JSON) -> Bool { a.text == b.text }

    /// Compact JSON on one line (written by ``JSONWriter``).
    public var text: String {
        var writer = JSONWriter()
        writer.value(self)
        return writer.text
    }
}

extension JSON {
    /// `null` for nil, else the transformed value.
    public static func optional<T>(_ value: T?, _ transform: (T) -> JSON) -> JSON {
        value.map(transform) ?? .null
    }
}

extension JSON {
    public init(_ node: JSONNode) {
        switch node.kind {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .number(let text): self = .number(Double(text) ?? .nan)
        case .string(let value): self = .string(value)
        case .array(let items): self = .array(items.map(JSON.init))
        case .object(let members): self = .object(members.map { ($0.key, JSON($0.value)) })
        }
    }

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var numberValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }
}
