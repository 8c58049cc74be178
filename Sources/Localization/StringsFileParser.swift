extension CatalogReader {
    /// Reads a legacy Apple strings file (`.strings`) from its bytes.
    ///
    /// Text files: UTF-8 or UTF-16 (byte-order mark, or detected from zero bytes), `/* */` and `//` comments,
    /// `"key" = "value";` entries, unquoted keys and values made of `A–Z a–z 0–9 _ $ + / : . -` (old-style
    /// property lists), and `"key";` (the value is the key). Escapes: `\"` `\\` `\'` `\n` `\t` `\r` `\a` `\b`
    /// `\f` `\v`, `\U1234` and `\u1234` (one to four hex digits; surrogate pairs are joined), octal `\101`;
    /// any other escaped character stands for itself. A key given twice keeps its last value.
    /// XML property lists (`<?xml`, `<plist`, `<!DOCTYPE plist` at the start) are read as a `<dict>` of strings
    /// (`propertyListEntries`), with the same rule for repeated keys. Binary property lists (`bplist`, compiled
    /// into built app bundles) are an error: lint the source `.strings` file instead.
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - locale: the locale of every result.
    ///   - source: the file path, copied into results and errors.
    public static func parseStrings(_ data: [UInt8], locale: String, source: String) throws(CatalogError) -> [LocalizedString] {
        if data.starts(with: Array("bplist".utf8)) {
            throw CatalogError(file: source, message: "compiled binary .strings (bplist) is not supported; lint the source .strings file")
        }
        let entries: [StringsFileParser.Entry]
        if data.starts(with: Array("<?xml".utf8)) || data.starts(with: Array("<plist".utf8))
            || data.starts(with: Array("<!DOCTYPE plist".utf8))
        {
            entries = try propertyListEntries(data, source: source)
        } else {
            var parser = StringsFileParser(scalars: Array(try TextDecoder.decode(data, source: source).unicodeScalars), source: source)
            entries = try parser.parse()
        }
        // A key given twice keeps its last value (at the position of the last occurrence).
        var lastIndex: [String: Int] = [:]
        for (index, entry) in entries.enumerated() { lastIndex[entry.key] = index }
        return entries.enumerated().compactMap { index, entry in
            guard lastIndex[entry.key] == index else { return nil }
            return LocalizedString(key: entry.key, locale: locale, value: entry.value, source: source, line: entry.line)
        }
    }
}

/// The text `.strings` grammar over Unicode scalars, counting lines for error messages.
struct StringsFileParser {
    struct Entry {
        var key: String
        var value: String
        var line: Int
    }

    private let scalars: [Unicode.Scalar]
    private let source: String
    private var index = 0
    private var line = 1

    init(scalars: [Unicode.Scalar], source: String) {
        self.scalars = scalars
        self.source = source
    }

    private func error(_ message: String, line: Int? = nil) -> CatalogError {
        CatalogError(file: source, line: line ?? self.line, message: message)
    }

    mutating func parse() throws(CatalogError) -> [Entry] {
        var entries: [Entry] = []
        while true {
            try skipTrivia()
            guard index < scalars.count else { return entries }
            let keyLine = line
            guard let key = try parseToken() else {
                throw error("expected a quoted key, found \(describeNext())")
            }
            try skipTrivia()
            if index < scalars.count && scalars[index] == ";" {
                index += 1
                entries.append(Entry(key: key, value: key, line: keyLine))
                continue
            }
            guard index < scalars.count, scalars[index] == "=" else {
                throw error("expected '=' after key \"\(key)\", found \(describeNext())")
            }
            index += 1
            try skipTrivia()
            guard let value = try parseToken() else {
                throw error("expected a quoted value after '=', found \(describeNext())")
            }
            let valueEndLine = line
            try skipTrivia()
            guard index < scalars.count, scalars[index] == ";" else {
                throw error("expected ';' after value", line: valueEndLine)
            }
            index += 1
            entries.append(Entry(key: key, value: value, line: keyLine))
        }
    }

    private func describeNext() -> String {
        guard index < scalars.count else { return "end of file" }
        let scalar = scalars[index]
        if scalar.properties.isWhitespace || scalar.value < 0x20 {
            return "U+" + String(scalar.value, radix: 16, uppercase: true)
        }
        return "'\(Character(scalar))'"
    }

    /// Skips whitespace and comments; an unterminated `/*` is an error at the line it opens.
    private mutating func skipTrivia() throws(CatalogError) {
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" {
                line += 1
                index += 1
            } else if Self.isWhitespace(scalar) || scalar == "\u{FEFF}" {
                index += 1
            } else if scalar == "/" && index + 1 < scalars.count && scalars[index + 1] == "*" {
                let startLine = line
                index += 2
                while true {
                    guard index < scalars.count else { throw error("unterminated comment", line: startLine) }
                    if scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "/" {
                        index += 2
                        break
                    }
                    if scalars[index] == "\n" { line += 1 }
                    index += 1
                }
            } else if scalar == "/" && index + 1 < scalars.count && scalars[index + 1] == "/" {
                while index < scalars.count && scalars[index] != "\n" { index += 1 }
            } else {
                return
            }
        }
    }

    /// Unicode's White_Space, read without the property lookup for ASCII (U+0009–U+000D and the space),
    /// which is most of a file's whitespace (the lookup was 1 % of a catalog's lint).
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
    }

    private static func isUnquotedCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "+", "/", ":", ".", "-": true
        default: false
        }
    }

    /// A quoted string or a run of unquoted characters; `nil` when neither starts here.
    private mutating func parseToken() throws(CatalogError) -> String? {
        guard index < scalars.count else { return nil }
        if scalars[index] == "\"" { return try parseQuoted() }
        let start = index
        while index < scalars.count && Self.isUnquotedCharacter(scalars[index]) {
            // `//` and `/*` start a comment, not more of the token.
            if scalars[index] == "/" && index + 1 < scalars.count && (scalars[index + 1] == "/" || scalars[index + 1] == "*") {
                break
            }
            index += 1
        }
        guard index > start else { return nil }
        var string = String.UnicodeScalarView()
        string.append(contentsOf: scalars[start..<index])
        return String(string)
    }

    private mutating func parseQuoted() throws(CatalogError) -> String {
        let startLine = line
        index += 1
        var result = ScalarText()
        var pendingHighSurrogate: UInt32?
        func flushSurrogate(_ result: inout ScalarText) {
            if pendingHighSurrogate != nil { result.append("\u{FFFD}") }
            pendingHighSurrogate = nil
        }
        while true {
            guard index < scalars.count else { throw error("unterminated string", line: startLine) }
            let scalar = scalars[index]
            index += 1
            if scalar == "\"" {
                flushSurrogate(&result)
                return result.text
            }
            if scalar != "\\" {
                flushSurrogate(&result)
                if scalar == "\n" { line += 1 }
                result.append(scalar)
                continue
            }
            guard index < scalars.count else { throw error("unterminated string", line: startLine) }
            let escaped = scalars[index]
            index += 1
            if escaped == "U" || escaped == "u" {
                let (value, digits) = readHexDigits(scalars, at: &index, upTo: 4)
                guard digits > 0 else { throw error("expected hex digits after '\\\(escaped)'") }
                if (0xD800..<0xDC00).contains(value) {
                    flushSurrogate(&result)
                    pendingHighSurrogate = value
                } else if (0xDC00..<0xE000).contains(value) {
                    if let high = pendingHighSurrogate {
                        result.append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00))!)
                        pendingHighSurrogate = nil
                    } else {
                        result.append("\u{FFFD}")
                    }
                } else {
                    flushSurrogate(&result)
                    result.append(Unicode.Scalar(value)!)
                }
                continue
            }
            flushSurrogate(&result)
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "a": result.append("\u{07}")
            case "b": result.append("\u{08}")
            case "f": result.append("\u{0C}")
            case "v": result.append("\u{0B}")
            case "0"..."7":
                var value = escaped.value - 0x30
                var digits = 1
                while digits < 3, index < scalars.count, ("0"..."7").contains(scalars[index]) {
                    value = value * 8 + scalars[index].value - 0x30
                    digits += 1
                    index += 1
                }
                result.append(Unicode.Scalar(value)!)
            default:
                if escaped == "\n" { line += 1 }
                result.append(escaped)
            }
        }
    }
}

/// Text put together scalar by scalar as its UTF-8 bytes, made a `String` once at the end: appending
/// each scalar to a `String.UnicodeScalarView` cost ~300 instructions a scalar, ~5,800 a row of a
/// catalog's lint (docs/performance.md, issue 39).
struct ScalarText {
    private var bytes: [UInt8] = []

    mutating func append(_ scalar: Unicode.Scalar) {
        if scalar.isASCII {
            bytes.append(UInt8(truncatingIfNeeded: scalar.value))
        } else {
            UTF8.encode(scalar) { bytes.append($0) }
        }
    }

    /// The text (the bytes are whole scalars' UTF-8, so decoding replaces nothing).
    var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// The value of one hexadecimal digit (for \\u and \\U escapes).
func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
}

/// Reads up to `maximum` hexadecimal digits of `scalars` from `index` (advancing it), for `\u`
/// escapes: the value and how many digits were read.
func readHexDigits(_ scalars: [Unicode.Scalar], at index: inout Int, upTo maximum: Int) -> (value: UInt32, digits: Int) {
    var value: UInt32 = 0
    var digits = 0
    while digits < maximum, index < scalars.count, scalars[index].isASCII,
          let digit = hexValue(UInt8(scalars[index].value)) {
        value = value << 4 | digit
        digits += 1
        index += 1
    }
    return (value, digits)
}
