/// The one JSON reader of the package (string catalogs, the lint config, batch requests): strict
/// RFC 8259, keeping what `JSONSerialization` drops, member order and line numbers, so errors and
/// reports can say where. Nesting is limited (`maxDepth`), so hostile input gives an error rather
/// than a stack overflow; unpaired surrogate escapes and invalid UTF-8 are errors.
public struct JSONNode: Sendable {
    public enum Kind: Sendable {
        case object([Member])
        case array([JSONNode])
        case string(String)
        /// The number as written (it always parses as a `Double`).
        case number(String)
        case bool(Bool)
        case null
    }

    public struct Member: Sendable {
        public var key: String
        public var value: JSONNode
    }

    public var kind: Kind
    /// The 1-based line where the value starts.
    public var line: Int

    public var members: [Member]? {
        if case .object(let members) = kind { return members }
        return nil
    }

    public var string: String? {
        if case .string(let string) = kind { return string }
        return nil
    }

    public var bool: Bool? {
        if case .bool(let bool) = kind { return bool }
        return nil
    }

    /// The first member named `key` of an object (JSON does not forbid duplicates; the first wins).
    public subscript(key: String) -> JSONNode? {
        members?.first(where: { $0.key == key })?.value
    }

    public var typeName: String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// Why a JSON text could not be read: the source, the line, and what is wrong.
public struct JSONError: Error, Sendable, Equatable, CustomStringConvertible {
    public var source: String
    public var line: Int
    public var message: String
    public var description: String { "\(source):\(line): invalid JSON: \(message)" }
}

public struct JSONReader {
    public static let maxDepth = 128

    private let bytes: [UInt8]
    private let source: String
    private var index = 0
    private var line = 1

    /// Parses one JSON document (an optional UTF-8 byte-order mark, one value, whitespace).
    public static func parse(_ bytes: [UInt8], source: String) throws(JSONError) -> JSONNode {
        var reader = JSONReader(bytes: bytes, source: source)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        reader.skipWhitespace()
        let value = try reader.parseValue(depth: 0)
        reader.skipWhitespace()
        if reader.index < bytes.count { throw reader.error("unexpected text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8], source: String) {
        self.bytes = bytes
        self.source = source
    }

    private func error(_ message: String, line: Int? = nil) -> JSONError {
        JSONError(source: source, line: line ?? self.line, message: message)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"): line += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
            default: return
            }
            index += 1
        }
    }

    private func describeNext() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private mutating func parseValue(depth: Int) throws(JSONError) -> JSONNode {
        guard depth < Self.maxDepth else { throw error("nesting deeper than \(Self.maxDepth) levels") }
        guard index < bytes.count else { throw error("unexpected end of file, expected a value") }
        let startLine = line
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [JSONNode.Member] = []
            if depth == 0 { members.reserveCapacity(16) }  // a request's fields (a layout line has ~10), without growing the list
            skipWhitespace()
            if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
                index += 1
                return JSONNode(kind: .object(members), line: startLine)
            }
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                    throw error("expected a quoted member name, found \(describeNext())")
                }
                let key = try parseString()
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                    throw error("expected ':' after member name \"\(key)\", found \(describeNext())")
                }
                index += 1
                skipWhitespace()
                let value = try parseValue(depth: depth + 1)
                members.append(JSONNode.Member(key: key, value: value))
                skipWhitespace()
                guard index < bytes.count else { throw error("unexpected end of file, expected ',' or '}'") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "}") { index += 1; break }
                throw error("expected ',' or '}' in object, found \(describeNext())")
            }
            return JSONNode(kind: .object(members), line: startLine)
        case UInt8(ascii: "["):
            index += 1
            var elements: [JSONNode] = []
            skipWhitespace()
            if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
                index += 1
                return JSONNode(kind: .array(elements), line: startLine)
            }
            while true {
                skipWhitespace()
                elements.append(try parseValue(depth: depth + 1))
                skipWhitespace()
                guard index < bytes.count else { throw error("unexpected end of file, expected ',' or ']'") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; break }
                throw error("expected ',' or ']' in array, found \(describeNext())")
            }
            return JSONNode(kind: .array(elements), line: startLine)
        case UInt8(ascii: "\""):
            return JSONNode(kind: .string(try parseString()), line: startLine)
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return JSONNode(kind: .bool(true), line: startLine)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return JSONNode(kind: .bool(false), line: startLine)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return JSONNode(kind: .null, line: startLine)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let start = index
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
                    UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
                    index += 1
                    continue
                default: break
                }
                break
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            // An optional minus and digits always read as a Double; anything else is checked by reading it.
            guard isInteger(start..<index) || Double(text) != nil else { throw error("invalid number '\(text)'") }
            return JSONNode(kind: .number(text), line: startLine)
        default:
            throw error("expected a value, found \(describeNext())")
        }
    }

    /// Whether `range` of the bytes is `-`? and one or more digits.
    private func isInteger(_ range: Range<Int>) -> Bool {
        let digits = bytes[range].first == UInt8(ascii: "-") ? range.dropFirst() : range
        return !digits.isEmpty && bytes[digits].allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    private mutating func expectLiteral(_ literal: String) throws(JSONError) {
        let utf8 = Array(literal.utf8)
        guard bytes.count - index >= utf8.count, bytes[index..<index + utf8.count].elementsEqual(utf8) else {
            throw error("expected a value, found \(describeNext())")
        }
        index += utf8.count
    }

    /// Parses a string starting at its opening quote; validates UTF-8 and resolves escapes.
    private mutating func parseString() throws(JSONError) -> String {
        let startLine = line
        index += 1  // opening quote
        // Most strings hold no escape: made straight from their bytes, without a buffer.
        if let end = bytes[index...].firstIndex(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }),
           bytes[end] == UInt8(ascii: "\"") {
            guard let text = try? UTF8Span(validating: bytes[index..<end].span) else {
                throw error("invalid UTF-8 in string", line: startLine)
            }
            index = end + 1
            return String(copying: text)
        }
        var buffer: [UInt8] = []
        while true {
            // Copy the run up to the next quote, backslash or control character in one go.
            let runStart = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                index += 1
            }
            buffer.append(contentsOf: bytes[runStart..<index])
            guard index < bytes.count else { throw error("unterminated string", line: startLine) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                break
            }
            if byte < 0x20 {
                if byte == UInt8(ascii: "\n") { throw error("unterminated string", line: startLine) }
                throw error("control character 0x\(String(byte, radix: 16)) in string")
            }
            // Backslash escape.
            index += 1
            guard index < bytes.count else { throw error("unterminated string", line: startLine) }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escaped)
            case UInt8(ascii: "n"): buffer.append(0x0A)
            case UInt8(ascii: "t"): buffer.append(0x09)
            case UInt8(ascii: "r"): buffer.append(0x0D)
            case UInt8(ascii: "b"): buffer.append(0x08)
            case UInt8(ascii: "f"): buffer.append(0x0C)
            case UInt8(ascii: "u"):
                var value = try parseHex4()
                if (0xD800..<0xDC00).contains(value) {
                    guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u")
                    else { throw error("unpaired surrogate in \\u escape") }
                    index += 2
                    let low = try parseHex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00..<0xE000).contains(value) {
                    throw error("unpaired surrogate in \\u escape")
                }
                buffer.append(contentsOf: String(Character(Unicode.Scalar(value)!)).utf8)
            default:
                throw error("invalid escape '\\\(Character(Unicode.Scalar(escaped)))' in string")
            }
        }
        // UTF8Span checks the bytes without the generic decoding String(validating:) goes through.
        guard let text = try? UTF8Span(validating: buffer.span) else {
            throw error("invalid UTF-8 in string", line: startLine)
        }
        return String(copying: text)
    }

    private mutating func parseHex4() throws(JSONError) -> UInt32 {
        guard bytes.count - index >= 4 else { throw error("incomplete \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Self.hexValue(bytes[index]) else { throw error("invalid \\u escape") }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
