/// A small, strict XML reader for resource files: bytes in, a tree of elements out.
///
/// It reads the subset that string resources use, and rejects everything else that is not well-formed XML:
/// - the encoding: UTF-8 (with or without a byte-order mark) or UTF-16 (see `TextDecoder`); an XML declaration
///   that names another encoding, or not the one the bytes are in, is an error;
/// - elements with attributes (single or double quotes), names taken as written (`xliff:g`; namespaces are not
///   resolved, and non-ASCII name characters are accepted without checking XML's name ranges);
/// - character data, CDATA sections (their text joins the surrounding text), the five predefined entities
///   and character references (`&#10;`, `&#x2026;`);
/// - comments and processing instructions, skipped;
/// - a `<!DOCTYPE>` with only an external identifier (as in property lists) is skipped; one with an internal
///   subset (`[…]`, entity declarations) is an error, so entity bombs and external entities are impossible.
///
/// Line ends are normalized to `\n` (`\r\n` and `\r`), and literal tabs and newlines in attribute values become
/// spaces, as XML specifies. Errors are `CatalogError`s with the line, messages prefixed `invalid XML:`.
/// Elements nest at most `maximumDepth` deep and the work is linear in the input, so hostile input cannot
/// overflow the stack or hang.
package struct XMLReader {
    /// An element: its name as written, its attributes in document order, its line, its content.
    package struct Element {
        package var name: String
        package var attributes: [(name: String, value: String)] = []
        /// The line where the start tag ends (its `>`), which is where the content starts, as libxml2 reports it.
        package var line: Int
        package var children: [Node] = []

        /// The value of the attribute `name`, if present.
        package subscript(attribute name: String) -> String? {
            attributes.first { $0.name == name }?.value
        }

        /// The child elements, in document order.
        package var elements: [Element] {
            children.compactMap { if case .element(let element) = $0 { element } else { nil } }
        }

        /// The text of this element and all its descendants (character data and CDATA), in document order.
        package var text: String {
            var result = ""
            appendText(to: &result)
            return result
        }

        private func appendText(to result: inout String) {
            for child in children {
                switch child {
                case .text(let text): result += text
                case .element(let element): element.appendText(to: &result)  // at most `maximumDepth` deep
                }
            }
        }
    }

    /// A piece of an element's content. Adjacent text (including CDATA) is one node.
    package enum Node {
        case element(Element)
        case text(String)
    }

    /// The deepest element nesting accepted.
    package static let maximumDepth = 256

    /// Reads a document and returns its root element.
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - source: the file path, for errors.
    ///   - doctypeError: when given, any `<!DOCTYPE>` is an error with this message (not prefixed);
    ///     when `nil`, a `<!DOCTYPE>` without an internal subset is skipped.
    package static func parse(_ data: [UInt8], source: String, doctypeError: String? = nil) throws(CatalogError) -> Element {
        let encoding = TextDecoder.detect(data).encoding
        let text = try TextDecoder.decode(data, source: source)
        var reader = XMLReader(bytes: try normalizedBytes(text, source: source), source: source, doctypeError: doctypeError)
        return try reader.parseDocument(encoding: encoding)
    }

    /// The UTF-8 of `text` with line ends normalized to `\n`; a character XML does not allow
    /// (C0 controls other than tab and newline, U+FFFE, U+FFFF) is an error.
    private static func normalizedBytes(_ text: String, source: String) throws(CatalogError) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var line = 1
        var previous: UInt8 = 0
        for byte in text.utf8 {
            defer { previous = byte }
            switch byte {
            case 0x0A:
                if previous == 0x0D { continue }  // the `\r` of `\r\n` already became `\n`
                line += 1
                bytes.append(byte)
            case 0x0D:
                line += 1
                bytes.append(0x0A)
            case 0x09:
                bytes.append(byte)
            case ..<0x20:
                throw CatalogError(file: source, line: line,
                                   message: "invalid XML: control character U+\(hex4(UInt32(byte))) is not allowed")
            case 0xBE...0xBF where bytes.count >= 2 && bytes[bytes.count - 2] == 0xEF && bytes[bytes.count - 1] == 0xBF:
                throw CatalogError(file: source, line: line,
                                   message: "invalid XML: character U+\(byte == 0xBE ? "FFFE" : "FFFF") is not allowed")
            default:
                bytes.append(byte)
            }
        }
        return bytes
    }

    private let bytes: [UInt8]
    private let source: String
    private let doctypeError: String?
    private var index = 0
    private var line = 1
    /// The elements opened and not yet closed, outermost first.
    private var open: [Element] = []
    /// Text read since the last child of the innermost open element.
    private var pendingText = ""
    private var root: Element?

    private init(bytes: [UInt8], source: String, doctypeError: String?) {
        self.bytes = bytes
        self.source = source
        self.doctypeError = doctypeError
    }

    private func error(_ message: String, line: Int? = nil) -> CatalogError {
        CatalogError(file: source, line: line ?? self.line, message: "invalid XML: " + message)
    }

    // MARK: Document

    private mutating func parseDocument(encoding: TextDecoder.Encoding) throws(CatalogError) -> Element {
        if startsWith("<?xml"), index + 5 < bytes.count, isWhitespace(bytes[index + 5]) {
            try parseDeclaration(encoding: encoding)
        }
        while index < bytes.count {
            if bytes[index] != UInt8(ascii: "<") {
                try parseText()
            } else if startsWith("</") {
                try parseEndTag()
            } else if startsWith("<?") {
                try skipProcessingInstruction()
            } else if startsWith("<!--") {
                try skipComment()
            } else if startsWith("<![CDATA[") {
                try parseCDATA()
            } else if startsWith("<!DOCTYPE") {
                try skipDoctype()
            } else if startsWith("<!") {
                throw error("unknown markup '<!'")
            } else {
                try parseStartTag()
            }
        }
        if !open.isEmpty { throw error("unexpected end of document") }
        guard let root else { throw error("no root element") }
        return root
    }

    /// `<?xml version="1.0" encoding="…" standalone="…"?>`, at the very start.
    private mutating func parseDeclaration(encoding: TextDecoder.Encoding) throws(CatalogError) {
        index += 5
        var seen: [String] = []
        while true {
            skipWhitespace()
            if consume("?>") { break }
            guard let name = readName(), ["version", "encoding", "standalone"].contains(name), !seen.contains(name)
            else { throw error("malformed XML declaration") }
            skipWhitespace()
            guard consume("=") else { throw error("malformed XML declaration") }
            skipWhitespace()
            let value = try parseDeclarationValue()
            if name == "encoding" { try checkDeclaredEncoding(value, actual: encoding) }
            seen.append(name)
        }
        guard seen.first == "version" else { throw error("malformed XML declaration: version is required first") }
    }

    /// A quoted value in the XML declaration, on one line, without entities.
    private mutating func parseDeclarationValue() throws(CatalogError) -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw error("malformed XML declaration")
        }
        let quote = bytes[index]
        let start = index + 1
        var end = start
        while end < bytes.count && bytes[end] != quote {
            guard bytes[end] != 0x0A, bytes[end] != UInt8(ascii: "<") else { throw error("malformed XML declaration") }
            end += 1
        }
        guard end < bytes.count else { throw error("malformed XML declaration") }
        index = end + 1
        return string(start..<end)
    }

    private func checkDeclaredEncoding(_ declared: String, actual: TextDecoder.Encoding) throws(CatalogError) {
        let isUTF16: Bool
        switch declared.lowercased() {
        case "utf-8", "utf8", "us-ascii", "ascii": isUTF16 = false
        case "utf-16", "utf-16le", "utf-16be": isUTF16 = true
        default: throw error("unsupported encoding \"\(declared)\" (only UTF-8 and UTF-16 are read)")
        }
        if isUTF16 != (actual != .utf8) {
            throw error("the XML declaration names encoding \"\(declared)\" but the file is \(actual == .utf8 ? "UTF-8" : "UTF-16")")
        }
    }

    // MARK: Elements

    private mutating func parseStartTag() throws(CatalogError) {
        index += 1
        guard let name = readName() else { throw error("'<' not followed by a tag name (write &lt; for a literal '<')") }
        if root != nil { throw error("extra content at the end of the document") }
        if open.count >= Self.maximumDepth { throw error("elements nested deeper than \(Self.maximumDepth) levels") }
        var element = Element(name: name, line: line)
        var attributeNames: Set<String> = []  // a set, so that many attributes stay linear
        while true {
            let hadWhitespace = skipWhitespace() > 0
            guard index < bytes.count else { throw error("unexpected end of document") }
            if consume(">") {
                element.line = line
                flushText()
                open.append(element)
                return
            }
            if consume("/>") {
                element.line = line
                flushText()
                close(element)
                return
            }
            guard hadWhitespace, let attribute = readName() else {
                throw error("expected an attribute, '>' or '/>' in <\(name)>")
            }
            skipWhitespace()
            guard consume("=") else { throw error("expected '=' after attribute name \(attribute)") }
            skipWhitespace()
            let value = try parseAttributeValue(attribute)
            guard attributeNames.insert(attribute).inserted else { throw error("attribute \(attribute) given twice") }
            element.attributes.append((attribute, value))
        }
    }

    /// A quoted attribute value, entities resolved, literal tabs and newlines turned into spaces.
    private mutating func parseAttributeValue(_ attribute: String) throws(CatalogError) -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw error("attribute \(attribute) without a quoted value")
        }
        let quote = bytes[index]
        index += 1
        var value = ""
        var start = index
        while true {
            guard index < bytes.count else { throw error("unexpected end of document") }
            switch bytes[index] {
            case quote:
                value += string(start..<index)
                index += 1
                return value
            case UInt8(ascii: "<"):
                throw error("'<' in attribute value")
            case UInt8(ascii: "&"):
                value += string(start..<index)
                value.unicodeScalars.append(try parseReference())
                start = index
            case 0x0A, 0x09:
                if bytes[index] == 0x0A { line += 1 }
                value += string(start..<index) + " "
                index += 1
                start = index
            default:
                index += 1
            }
        }
    }

    private mutating func parseEndTag() throws(CatalogError) {
        index += 2
        guard let name = readName() else { throw error("expected a tag name after '</'") }
        skipWhitespace()
        guard consume(">") else { throw error("expected '>' to end </\(name)") }
        guard let element = open.last else {
            throw error(root == nil ? "closing tag </\(name)> without an opening tag" : "extra content at the end of the document")
        }
        guard element.name == name else { throw error("closing tag does not match the opening tag") }
        flushText()
        close(open.removeLast())
    }

    /// Adds a finished element to its parent, or makes it the root.
    private mutating func close(_ element: Element) {
        if open.isEmpty {
            root = element
        } else {
            open[open.count - 1].children.append(.element(element))
        }
    }

    private mutating func flushText() {
        guard !pendingText.isEmpty, !open.isEmpty else { return }
        open[open.count - 1].children.append(.text(pendingText))
        pendingText = ""
    }

    // MARK: Text

    /// Character data up to the next `<`; outside the root element only whitespace is allowed.
    private mutating func parseText() throws(CatalogError) {
        if open.isEmpty {
            skipWhitespace()
            if index < bytes.count && bytes[index] != UInt8(ascii: "<") {
                throw error(root == nil ? "text before the root element" : "extra content at the end of the document")
            }
            return
        }
        var start = index
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "<"):
                pendingText += string(start..<index)
                return
            case UInt8(ascii: "&"):
                pendingText += string(start..<index)
                pendingText.unicodeScalars.append(try parseReference())
                start = index
            case UInt8(ascii: ">") where index - start >= 2
                && bytes[index - 1] == UInt8(ascii: "]") && bytes[index - 2] == UInt8(ascii: "]"):
                throw error("']]>' is not allowed in text")
            case 0x0A:
                line += 1
                index += 1
            default:
                index += 1
            }
        }
        pendingText += string(start..<index)
    }

    /// `&name;` (one of the five predefined entities), `&#decimal;` or `&#xhex;`, starting at the `&`.
    private mutating func parseReference() throws(CatalogError) -> Unicode.Scalar {
        index += 1
        if consume("#") {
            let radix: UInt32 = consume("x") ? 16 : 10
            var value: UInt32 = 0
            var digits = 0
            while index < bytes.count, let digit = hexValue(bytes[index]), digit < radix {
                value = min(value * radix + digit, 0x110000)  // capped: large values stay invalid, never overflow
                digits += 1
                index += 1
            }
            guard digits > 0, consume(";"), let scalar = Unicode.Scalar(value), isXMLCharacter(scalar) else {
                throw error("invalid character reference")
            }
            return scalar
        }
        guard let name = readName() else { throw error("unescaped '&' (write &amp; for a literal '&')") }
        guard consume(";") else { throw error("entity reference &\(name) without ';'") }
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "apos": return "'"
        case "quot": return "\""
        default: throw error("undeclared entity &\(name);")
        }
    }

    /// `<![CDATA[…]]>`: its text joins the element's text as is.
    private mutating func parseCDATA() throws(CatalogError) {
        let startLine = line
        guard !open.isEmpty else { throw error("CDATA section outside the root element") }
        index += 9
        let start = index
        try skip(through: "]]>", unterminated: "unterminated CDATA section", line: startLine)
        pendingText += string(start..<(index - 3))
    }

    // MARK: Skipped markup

    /// `<!-- … -->`; `--` inside a comment is not allowed.
    private mutating func skipComment() throws(CatalogError) {
        let startLine = line
        index += 4
        try skip(through: "--", unterminated: "unterminated comment", line: startLine)
        guard consume(">") else { throw error("'--' inside a comment") }
    }

    /// `<?target …?>`; a second XML declaration is an error.
    private mutating func skipProcessingInstruction() throws(CatalogError) {
        let startLine = line
        index += 2
        guard let target = readName() else { throw error("processing instruction without a target") }
        if target.lowercased() == "xml" { throw error("XML declaration not at the start of the document") }
        guard startsWith("?>") || (index < bytes.count && isWhitespace(bytes[index])) else {
            throw error("malformed processing instruction <?\(target)")
        }
        try skip(through: "?>", unterminated: "unterminated processing instruction", line: startLine)
    }

    /// `<!DOCTYPE name PUBLIC "…" "…">` before the root element. Refused with `doctypeError` when there is one,
    /// and always when it declares anything (`[…]`).
    private mutating func skipDoctype() throws(CatalogError) {
        if let doctypeError { throw CatalogError(file: source, line: line, message: doctypeError) }
        if root != nil || !open.isEmpty { throw error("<!DOCTYPE> is only allowed before the root element") }
        let startLine = line
        index += 9
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0x0A { line += 1 }
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                throw error("<!DOCTYPE> with declarations ([…]) is not supported", line: startLine)
            } else if byte == UInt8(ascii: ">") {
                return
            }
        }
        throw error("unterminated <!DOCTYPE>", line: startLine)
    }

    // MARK: Bytes

    /// Moves past the next `terminator`, counting lines; its absence is the error `unterminated` at `line`.
    private mutating func skip(through terminator: StaticString, unterminated: String, line startLine: Int) throws(CatalogError) {
        while index < bytes.count {
            if startsWith(terminator) {
                index += terminator.utf8CodeUnitCount
                return
            }
            if bytes[index] == 0x0A { line += 1 }
            index += 1
        }
        throw error(unterminated, line: startLine)
    }

    private func startsWith(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return literal.withUTF8Buffer { literal in
            var offset = 0
            while offset < count && bytes[index + offset] == literal[offset] { offset += 1 }
            return offset == count
        }
    }

    private mutating func consume(_ literal: StaticString) -> Bool {
        guard startsWith(literal) else { return false }
        index += literal.utf8CodeUnitCount
        return true
    }

    /// Skips whitespace, counting lines; returns how many bytes were skipped.
    @discardableResult
    private mutating func skipWhitespace() -> Int {
        let start = index
        while index < bytes.count && isWhitespace(bytes[index]) {
            if bytes[index] == 0x0A { line += 1 }
            index += 1
        }
        return index - start
    }

    /// A name (`string`, `xliff:g`, `tools:ignore`), or `nil` when none starts here.
    private mutating func readName() -> String? {
        guard index < bytes.count, isNameStart(bytes[index]) else { return nil }
        let start = index
        while index < bytes.count && (isNameStart(bytes[index]) || isNameContinuation(bytes[index])) { index += 1 }
        return string(start..<index)
    }

    /// The text of a range of `bytes`; ranges always start and end at ASCII bytes, so they are valid UTF-8.
    private func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}

private func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
}

/// ASCII letters, `_`, `:`, and any non-ASCII byte (names are not checked against XML's Unicode ranges).
private func isNameStart(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
         UInt8(ascii: "_"), UInt8(ascii: ":"), 0x80...: true
    default: false
    }
}

private func isNameContinuation(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."): true
    default: false
    }
}

/// XML 1.0's `Char`: tab, newline, carriage return, and everything from U+0020 except U+FFFE and U+FFFF
/// (surrogates are not scalars).
private func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D, 0x20...0xFFFD, 0x10000...: true
    default: false
    }
}

private func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
