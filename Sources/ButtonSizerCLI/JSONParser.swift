/// A strict JSON parser (RFC 8259) for request lines and config files, with errors that say where
/// and what: "line 1, column 9: expected ':' after an object key". Nesting is limited so that hostile
/// input cannot exhaust the stack; unpaired UTF-16 surrogate escapes are errors.
struct JSONParser {
    struct Failure: Error, CustomStringConvertible {
        var line: Int
        var column: Int
        var message: String
        var description: String { "line \(line), column \(column): \(message)" }
    }

    static let maximumDepth = 256

    private let bytes: [UInt8]
    private var position = 0

    /// Parses a JSON text; the input is a `String`, so it is valid UTF-8 already.
    static func parse(_ text: String) throws -> JSON {
        var parser = JSONParser(bytes: Array(text.utf8))
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.position == parser.bytes.count else { throw parser.failure("unexpected text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func failure(_ message: String) -> Failure {
        var line = 1, column = 1
        for byte in bytes[..<min(position, bytes.count)] {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return Failure(line: line, column: column, message: message)
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    private mutating func expect(_ literal: String, _ value: JSON) throws -> JSON {
        for byte in literal.utf8 {
            guard current == byte else { throw failure("invalid literal (expected '\(literal)')") }
            position += 1
        }
        return value
    }

    private mutating func value(depth: Int) throws -> JSON {
        guard depth < Self.maximumDepth else { throw failure("nested deeper than \(Self.maximumDepth) levels") }
        guard let byte = current else { throw failure("unexpected end of input, expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try expect("true", .bool(true))
        case UInt8(ascii: "f"): return try expect("false", .bool(false))
        case UInt8(ascii: "n"): return try expect("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw failure("unexpected character, expected a value")
        }
    }

    private mutating func object(depth: Int) throws -> JSON {
        position += 1
        var members: [(String, JSON)] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") { position += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw failure("expected a quoted object key") }
            let key = try string()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw failure("expected ':' after an object key") }
            position += 1
            skipWhitespace()
            members.append((key, try value(depth: depth + 1)))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"): position += 1; return .object(members)
            default: throw failure("expected ',' or '}' in an object")
            }
        }
    }

    private mutating func array(depth: Int) throws -> JSON {
        position += 1
        var items: [JSON] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { position += 1; return .array(items) }
        while true {
            skipWhitespace()
            items.append(try value(depth: depth + 1))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"): position += 1; return .array(items)
            default: throw failure("expected ',' or ']' in an array")
            }
        }
    }

    private mutating func number() throws -> JSON {
        let start = position
        if current == UInt8(ascii: "-") { position += 1 }
        guard let first = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            throw failure("invalid number")
        }
        func digits() { while let b = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) { position += 1 } }
        if first == UInt8(ascii: "0") { position += 1 } else { digits() }
        if current == UInt8(ascii: ".") {
            position += 1
            guard let b = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) else { throw failure("invalid number") }
            digits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard let b = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) else { throw failure("invalid number") }
            digits()
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let value = Double(text) else { throw failure("invalid number '\(text)'") }
        return .number(value)
    }

    private mutating func string() throws -> String {
        position += 1
        var result = ""
        var runStart = position
        func flushRun() {
            if runStart < position { result += String(decoding: bytes[runStart..<position], as: UTF8.self) }
        }
        while true {
            guard let byte = current else { throw failure("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                flushRun()
                position += 1
                return result
            case UInt8(ascii: "\\"):
                flushRun()
                position += 1
                result.unicodeScalars.append(try escape())
                runStart = position
            case 0..<0x20:
                throw failure("control character in a string (escape it)")
            default:
                position += 1
            }
        }
    }

    private mutating func escape() throws -> Unicode.Scalar {
        guard let byte = current else { throw failure("unterminated escape") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hex4()
            if (0xD800..<0xDC00).contains(unit) {
                guard current == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u") else {
                    throw failure("unpaired surrogate \\u\(String(unit, radix: 16, uppercase: true))")
                }
                position += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else {
                    throw failure("unpaired surrogate \\u\(String(unit, radix: 16, uppercase: true))")
                }
                guard let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) else {
                    throw failure("invalid surrogate pair")
                }
                return scalar
            }
            guard let scalar = Unicode.Scalar(unit) else {
                throw failure("unpaired surrogate \\u\(String(unit, radix: 16, uppercase: true))")
            }
            return scalar
        default:
            throw failure("invalid escape '\\\(Character(Unicode.Scalar(byte)))'")
        }
    }

    private mutating func hex4() throws -> UInt32 {
        guard position + 4 <= bytes.count,
              let value = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16) else {
            throw failure("expected four hex digits after \\u")
        }
        position += 4
        return value
    }
}

extension JSON {
    /// The member named `key` of an object (the last one, if repeated).
    subscript(key: String) -> JSON? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.0 == key }?.1
    }

    var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var numberValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }
}
