import Foundation
import FoundationXML

extension CatalogReader {
    /// Reads an Android resource file (`res/values*/strings.xml`) from its bytes, with `XMLParser`.
    ///
    /// - `<string name="x">` → key `x`; a `product` attribute becomes the variant `product.<name>`.
    /// - `<plurals name="x"><item quantity="few">` → key `x`, variant `plural.few`.
    /// - `<string-array name="x"><item>` → keys `x[0]`, `x[1]`, ….
    /// - `translatable="false"` resources are read only when `isDefaultLocale`, and marked not translatable.
    /// - A `<!DOCTYPE>` is an error: `XMLParser` on Linux silently drops the text of entities it declares
    ///   (and everything after an external one), and Android resources have no use for it. This also rules out
    ///   entity-expansion bombs and external entities.
    /// - Inline markup (`<b>`, `<xliff:g>`…) contributes its text content; CDATA is text; entities are resolved.
    /// - Then Android's own processing (`unescapeAndroid`): whitespace runs collapse to one space and the ends
    ///   are trimmed outside double quotes, the quotes are removed, and `\'` `\"` `\\` `\@` `\?` `\n` `\t`
    ///   `\uXXXX` are resolved.
    /// Other resource types (`<dimen>`, `<color>`, `<integer-array>`…) are ignored.
    /// - Parameters:
    ///   - data: the file's bytes (XML; its declaration names the encoding).
    ///   - locale: the locale of every result.
    ///   - isDefaultLocale: whether this is the default `values/` directory.
    ///   - source: the file path, copied into results and errors.
    public static func parseAndroidXML(
        _ data: [UInt8], locale: String, isDefaultLocale: Bool = false, source: String
    ) throws(CatalogError) -> [LocalizedString] {
        if let line = doctypeLine(data) {
            throw CatalogError(file: source, line: line,
                               message: "<!DOCTYPE> is not supported in Android resource files (its entities would be dropped silently)")
        }
        let parser = XMLParser(data: Data(data))
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        parser.shouldResolveExternalEntities = false
        let delegate = AndroidResourceDelegate(locale: locale, isDefaultLocale: isDefaultLocale, source: source)
        parser.delegate = delegate
        let succeeded = parser.parse()
        // XMLParser on Linux can return true after reporting an error: trust the delegate's record first.
        if let failure = delegate.failure { throw failure }
        if !succeeded || parser.parserError != nil {
            let code = (parser.parserError as NSError?)?.code ?? 0
            throw CatalogError(file: source, line: parser.lineNumber, message: xmlErrorMessage(code))
        }
        if !delegate.sawRoot {
            throw CatalogError(file: source, message: "not an Android resource file: no root element")
        }
        return delegate.results
    }

    /// Android's processing of a string resource's text (after XML entities and CDATA are resolved):
    /// outside double quotes, whitespace runs become one space and leading/trailing whitespace is dropped;
    /// the double quotes themselves are removed; backslash escapes `\'` `\"` `\\` `\@` `\?` `\n` `\t` `\uXXXX`
    /// are resolved (any other escaped character stands for itself). Escaped characters never collapse.
    public static func unescapeAndroid(_ raw: String) -> String {
        var output = String.UnicodeScalarView()
        var inQuotes = false
        var pendingSpace = false
        let scalars = Array(raw.unicodeScalars)
        var index = 0
        func append(_ scalar: Unicode.Scalar) {
            if pendingSpace && !output.isEmpty { output.append(" ") }
            pendingSpace = false
            output.append(scalar)
        }
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "\\":
                guard index < scalars.count else { break }  // a trailing lone backslash is dropped
                let escaped = scalars[index]
                index += 1
                switch escaped {
                case "n": append("\n")
                case "t": append("\t")
                case "u":
                    var value: UInt32 = 0
                    var digits = 0
                    while digits < 4, index < scalars.count, scalars[index].isASCII,
                        let digit = hexValue(UInt8(scalars[index].value))
                    {
                        value = value << 4 | digit
                        digits += 1
                        index += 1
                    }
                    if digits == 4, let decoded = Unicode.Scalar(value) {
                        append(decoded)
                    } else {
                        append("\u{FFFD}")
                    }
                default: append(escaped)
                }
            case "\"":
                inQuotes.toggle()
            case " ", "\t", "\n", "\r":
                if inQuotes { append(scalar) } else { pendingSpace = true }
            default:
                append(scalar)
            }
        }
        return String(output)
    }
}

/// The `XMLParser` delegate that collects string resources. Used by one parse on one thread, then discarded.
private final class AndroidResourceDelegate: NSObject, XMLParserDelegate {
    let locale: String
    let isDefaultLocale: Bool
    let source: String
    var results: [LocalizedString] = []
    var failure: CatalogError?
    var sawRoot = false

    /// The resource being read (`string`, `plurals`, `string-array`) and its name.
    private var resource: (element: String, name: String, line: Int, translatable: Bool, product: String?)?
    private var arrayIndex = 0
    /// The value being collected and where it started.
    private var text: String?
    private var textElementDepth = 0
    private var textLine = 0
    private var textVariant: String?
    private var depth = 0

    init(locale: String, isDefaultLocale: Bool, source: String) {
        self.locale = locale
        self.isDefaultLocale = isDefaultLocale
        self.source = source
    }

    private func fail(_ parser: XMLParser, _ message: String) {
        if failure == nil { failure = CatalogError(file: source, line: parser.lineNumber, message: message) }
        parser.abortParsing()
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        depth += 1
        if depth == 1 {
            sawRoot = true
            if elementName != "resources" {
                fail(parser, "not an Android resource file: root element is <\(elementName)>, expected <resources>")
            }
            return
        }
        if text != nil { return }  // inline markup inside a value: only its text counts
        if depth == 2 {
            guard ["string", "plurals", "string-array"].contains(elementName) else { return }
            guard let name = attributes["name"], !name.isEmpty else {
                fail(parser, "<\(elementName)> without a name")
                return
            }
            let translatable = attributes["translatable"]?.lowercased() != "false"
            if !translatable && !isDefaultLocale { return }
            resource = (elementName, name, parser.lineNumber, translatable, attributes["product"])
            arrayIndex = 0
            if elementName == "string" { startText(parser, variant: nil) }
            return
        }
        if depth == 3, elementName == "item", let resource {
            switch resource.element {
            case "plurals":
                guard let quantity = attributes["quantity"], !quantity.isEmpty else {
                    fail(parser, "<item> in <plurals name=\"\(resource.name)\"> without a quantity")
                    return
                }
                startText(parser, variant: "plural." + quantity)
            case "string-array":
                startText(parser, variant: nil)
            default:
                break
            }
        }
    }

    private func startText(_ parser: XMLParser, variant: String?) {
        text = ""
        textElementDepth = depth
        textLine = parser.lineNumber
        textVariant = variant
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if let collected = text, depth == textElementDepth, let resource {
            var key = resource.name
            if resource.element == "string-array" {
                key += "[\(arrayIndex)]"
                arrayIndex += 1
            }
            let variant = [resource.product.map { "product." + $0 }, textVariant].compactMap { $0 }
            results.append(LocalizedString(
                key: key, locale: locale, value: CatalogReader.unescapeAndroid(collected),
                variant: variant.isEmpty ? nil : variant.joined(separator: "."),
                source: source, line: textLine, isTranslatable: resource.translatable))
            text = nil
        }
        if depth == 2 { resource = nil }
        depth -= 1
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text?.append(string)
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard text != nil else { return }
        guard let string = String(data: CDATABlock, encoding: .utf8) else {
            fail(parser, "invalid UTF-8 in CDATA")
            return
        }
        text?.append(string)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if failure == nil {
            let code = (parseError as NSError).code
            failure = CatalogError(file: source, line: parser.lineNumber, message: xmlErrorMessage(code))
        }
    }
}

/// The line of a `<!DOCTYPE` in UTF-8 or UTF-16 (either byte order) XML, if there is one.
private func doctypeLine(_ bytes: [UInt8]) -> Int? {
    let pattern = Array("<!DOCTYPE".utf8)
    for (stride, offset) in [(1, 0), (2, 0), (2, 1)] {
        // stride 2: UTF-16, with the ASCII byte at `offset` in each code unit (0: little-endian, 1: big-endian).
        var line = 1
        var matched = 0
        var index = offset
        if stride == 2 && (bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])) { index += 2 }
        while index < bytes.count {
            let byte = bytes[index]
            let other = stride == 2 ? bytes[index ^ 1 < bytes.count ? index ^ 1 : index] : 0
            if byte == 0x0A && other == 0 { line += 1 }
            if other == 0 && byte == pattern[matched] {
                matched += 1
                if matched == pattern.count { return line }
            } else {
                matched = (other == 0 && byte == pattern[0]) ? 1 : 0
            }
            index += stride
        }
    }
    return nil
}

/// A message for `XMLParser`'s error codes (its `NSError`s carry no text on Linux).
private func xmlErrorMessage(_ code: Int) -> String {
    // libxml2's xmlParserErrors, which XMLParser passes through as NSError codes.
    let known: [Int: String] = [
        1: "internal parser error or limit exceeded (libxml2 refuses text nodes over 10,000,000 bytes)",
        4: "empty document",
        5: "unexpected end of document",
        6: "invalid character reference", 7: "invalid character reference", 8: "invalid character reference",
        9: "invalid character",
        23: "entity reference without ';'",
        26: "undeclared entity",
        34: "unterminated attribute value",
        38: "'<' in attribute value",
        39: "attribute without a value",
        40: "unterminated attribute value",
        41: "attribute without a value",
        42: "attribute given twice",
        57: "malformed XML declaration",
        68: "unescaped '&' or '<' (a name is required)",
        73: "expected '>'",
        74: "expected '</'",
        75: "expected '=' after attribute name",
        76: "closing tag does not match the opening tag",
        77: "unterminated tag",
        85: "unbalanced markup",
        86: "extra content at the end of the document",
        89: "entity reference loop or excessive entity expansion",
        111: "parsing stopped",
    ]
    return "invalid XML: " + (known[code] ?? "parser error \(code)")
}
