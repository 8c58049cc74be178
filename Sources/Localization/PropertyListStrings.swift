extension CatalogReader {
    /// The entries of a `.strings` file written as an XML property list: a `<plist>` holding one `<dict>` of
    /// `<key>` / `<string>` pairs, in document order, each at the line of its `<key>`.
    ///
    /// The `<!DOCTYPE plist …>` line is skipped (one that declares entities is an error). Values of other types
    /// (`<integer>`, `<dict>`…) are errors, as is markup inside a `<key>` or `<string>`.
    static func propertyListEntries(_ data: [UInt8], source: String) throws(CatalogError) -> [StringsFileParser.Entry] {
        func error(_ message: String, line: Int) -> CatalogError {
            CatalogError(file: source, line: line, message: message)
        }
        let root = try XMLReader.parse(data, source: source)
        guard root.name == "plist" else {
            throw error("invalid property list: root element is <\(root.name)>, expected <plist>", line: root.line)
        }
        try requireOnlyWhitespaceText(in: root, source: source)
        guard root.elements.count == 1, let dictionary = root.elements.first, dictionary.name == "dict" else {
            throw error("property list is not a dictionary", line: root.line)
        }
        try requireOnlyWhitespaceText(in: dictionary, source: source)
        var entries: [StringsFileParser.Entry] = []
        var pending: (key: String, line: Int)?
        for element in dictionary.elements {
            guard element.elements.isEmpty else {
                throw error("invalid property list: markup inside <\(element.name)>", line: element.line)
            }
            if let key = pending {
                guard element.name == "string" else {
                    throw error("value of key \"\(key.key)\" is not a string", line: element.line)
                }
                entries.append(StringsFileParser.Entry(key: key.key, value: element.text, line: key.line))
                pending = nil
            } else {
                guard element.name == "key" else {
                    throw error("invalid property list: expected <key>, found <\(element.name)>", line: element.line)
                }
                pending = (element.text, element.line)
            }
        }
        if let key = pending { throw error("invalid property list: key \"\(key.key)\" without a value", line: key.line) }
        return entries
    }

    /// Text between the elements of a `<plist>` or `<dict>` may only be whitespace.
    private static func requireOnlyWhitespaceText(in element: XMLReader.Element, source: String) throws(CatalogError) {
        for case .text(let text) in element.children where !text.allSatisfy(\.isWhitespace) {
            throw CatalogError(file: source, line: element.line, message: "invalid property list: text inside <\(element.name)>")
        }
    }
}
