/// A JSON value written with keys in the order given, so output is stable and readable.
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
    /// Reads a JSON text with the package's one JSON reader (JSONText), keeping member order.
    /// - Throws: `JSONError` naming `source`, the line and what is wrong.
    public static func parse(_ text: String, source: String) throws(JSONError) -> JSON {
        JSON(try JSONReader.parse(Array(text.utf8), source: source))
    }

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

    /// The member named `key` of an object (the last one, if repeated).
    public subscript(key: String) -> JSON? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.0 == key }?.1
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
