/// A JSON value written with keys in the order given, so output is stable and readable.
public indirect enum JSON: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    public static func == (a: JSON, b: JSON) -> Bool { a.text == b.text }

    /// Compact JSON on one line.
    public var text: String {
        var out: [UInt8] = []
        write(to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends compact JSON on one line to `out` as UTF-8: bytes are appended as they are, with none
    /// of the bookkeeping a `String` does on every append.
    public func write(to out: inout [UInt8]) {
        switch self {
        case .null: out += "null".utf8
        case .bool(let value): out += (value ? "true" : "false").utf8
        case .number(let value): Self.writeNumber(value, to: &out)
        case .string(let value): Self.writeString(value, to: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                item.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.writeString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                value.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Full precision (the shortest text that reads back as the same Double); whole numbers without ".0".
    private static func writeNumber(_ value: Double, to out: inout [UInt8]) {
        guard value.isFinite else { out += "null".utf8; return }
        if value == value.rounded(), abs(value) < 1e15 {
            out += String(Int64(value)).utf8
        } else {
            out += value.description.utf8
        }
    }

    private static func writeString(_ value: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { bytes in
            // Copy runs that need no escape in one append; escape the rest.
            var runStart = 0
            var index = 0
            func flush() {
                if runStart < index { out += bytes[runStart..<index] }
            }
            while index < bytes.count {
                let byte = bytes[index]
                var escape: String?
                var width = 1
                switch byte {
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\\"): escape = "\\\\"
                case UInt8(ascii: "\n"): escape = "\\n"
                case UInt8(ascii: "\r"): escape = "\\r"
                case UInt8(ascii: "\t"): escape = "\\t"
                case 0..<0x20, 0x7F: escape = hexEscape(UInt32(byte))
                case 0xC2 where index + 1 < bytes.count && bytes[index + 1] < 0xA0:
                    escape = hexEscape(UInt32(bytes[index + 1]))  // C1 controls U+0080–U+009F
                    width = 2
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80
                    && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    escape = hexEscape(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029)  // JavaScript line ends
                    width = 3
                default: break
                }
                if let escape {
                    flush()
                    out += escape.utf8
                    index += width
                    runStart = index
                } else {
                    index += 1
                }
            }
            flush()
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func hexEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
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
