extension CatalogReader {
    /// Reads an Android resource file (`res/values*/strings.xml`) from its bytes, with `XMLReader`.
    ///
    /// - `<string name="x">` → key `x`; a `product` attribute becomes the variant `product.<name>`.
    /// - `<plurals name="x"><item quantity="few">` → key `x`, variant `plural.few`.
    /// - `<string-array name="x"><item>` → keys `x[0]`, `x[1]`, ….
    /// - `translatable="false"` resources are read only when `isDefaultLocale`, and marked not translatable.
    /// - A `<!DOCTYPE>` is an error: Android resources have no use for it, and refusing it rules out
    ///   entity-expansion bombs and external entities.
    /// - Inline markup (`<b>`, `<xliff:g>`…) contributes its text content; CDATA is text; entities are resolved.
    /// - Then Android's own processing (`unescapeAndroid`): whitespace runs collapse to one space and the ends
    ///   are trimmed outside double quotes, the quotes are removed, and `\'` `\"` `\\` `\@` `\?` `\n` `\t`
    ///   `\uXXXX` are resolved.
    /// Other resource types (`<dimen>`, `<color>`, `<integer-array>`…) are ignored. A value's line is the line
    /// where its element's start tag ends.
    /// - Parameters:
    ///   - data: the file's bytes (XML in UTF-8 or UTF-16).
    ///   - locale: the locale of every result.
    ///   - isDefaultLocale: whether this is the default `values/` directory.
    ///   - source: the file path, copied into results and errors.
    public static func parseAndroidXML(
        _ data: [UInt8], locale: String, isDefaultLocale: Bool = false, source: String
    ) throws(CatalogError) -> [LocalizedString] {
        let root = try XMLReader.parse(
            data, source: source,
            doctypeError: "<!DOCTYPE> is not supported in Android resource files (its entities would be dropped silently)")
        guard root.name == "resources" else {
            throw CatalogError(file: source, line: root.line,
                               message: "not an Android resource file: root element is <\(root.name)>, expected <resources>")
        }
        var results: [LocalizedString] = []
        for resource in root.elements where ["string", "plurals", "string-array"].contains(resource.name) {
            guard let name = resource[attribute: "name"], !name.isEmpty else {
                throw CatalogError(file: source, line: resource.line, message: "<\(resource.name)> without a name")
            }
            let translatable = resource[attribute: "translatable"]?.lowercased() != "false"
            if !translatable && !isDefaultLocale { continue }
            let product = resource[attribute: "product"].map { "product." + $0 }
            func add(key: String, variant: String?, from element: XMLReader.Element) {
                let variants = [product, variant].compactMap { $0 }
                results.append(LocalizedString(
                    key: key, locale: locale, value: unescapeAndroid(element.text),
                    variant: variants.isEmpty ? nil : variants.joined(separator: "."),
                    source: source, line: element.line, isTranslatable: translatable))
            }
            let items = resource.elements.filter { $0.name == "item" }
            switch resource.name {
            case "plurals":
                for item in items {
                    guard let quantity = item[attribute: "quantity"], !quantity.isEmpty else {
                        throw CatalogError(file: source, line: item.line,
                                           message: "<item> in <plurals name=\"\(name)\"> without a quantity")
                    }
                    add(key: name, variant: "plural." + quantity, from: item)
                }
            case "string-array":
                for (position, item) in items.enumerated() { add(key: "\(name)[\(position)]", variant: nil, from: item) }
            default:
                add(key: name, variant: nil, from: resource)
            }
        }
        return results
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
                    let (value, digits) = readHexDigits(scalars, at: &index, upTo: 4)
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
