import JSONText
extension CatalogReader {
    /// Reads an Apple String Catalog (`.xcstrings`, JSON) from its bytes.
    ///
    /// Every locale named anywhere in the catalog (and the source language) is expected for every key:
    /// a key without a localization for one of them yields a `LocalizedString` with `value == nil`.
    /// A key without a source-language localization uses the key itself as its source value, as Xcode does.
    /// Keys with `"shouldTranslate": false` are read in the source language only.
    /// States `new`, `needs_review` and `stale` still count as values; the state is reported.
    /// A localization (or one variation case) without any `stringUnit` value is missing.
    ///
    /// Results are ordered by key in file order; per key the source language first, then the other locales
    /// in alphabetical order; variations in file order.
    /// - Parameters:
    ///   - data: the file's bytes (UTF-8; a UTF-16 file with a byte-order mark is converted first).
    ///   - source: the file path, copied into results and errors.
    public static func parseXCStrings(_ data: [UInt8], source: String) throws(CatalogError) -> [LocalizedString] {
        let bytes: [UInt8]
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            bytes = Array(try TextDecoder.decode(data, source: source).utf8)
        } else {
            bytes = data
        }
        let root: JSONNode
        do {
            root = try JSONReader.parse(bytes, source: source)
        } catch {
            throw CatalogError(file: error.source, line: error.line, message: "invalid JSON: " + error.message)
        }
        guard root.members != nil else {
            throw CatalogError(file: source, line: root.line, message: "not a string catalog: the top level is not an object")
        }
        guard let sourceLanguageNode = root["sourceLanguage"] else {
            throw CatalogError(file: source, line: root.line, message: "not a string catalog: missing 'sourceLanguage'")
        }
        guard let sourceLanguage = sourceLanguageNode.string, !sourceLanguage.isEmpty else {
            throw CatalogError(file: source, line: sourceLanguageNode.line,
                               message: "'sourceLanguage' must be a non-empty string")
        }
        guard let stringsNode = root["strings"] else {
            throw CatalogError(file: source, line: root.line, message: "not a string catalog: missing 'strings'")
        }
        guard let entries = stringsNode.members else {
            throw CatalogError(file: source, line: stringsNode.line,
                               message: "'strings' must be an object, found \(stringsNode.typeName)")
        }

        // Pass 1: validate entries and collect every locale.
        struct Entry {
            var key: String
            var line: Int
            var shouldTranslate: Bool
            var localizations: [JSONNode.Member]
        }
        var parsed: [Entry] = []
        parsed.reserveCapacity(entries.count)
        var locales: Set<String> = []
        for member in entries {
            let node = member.value
            guard node.members != nil else {
                throw CatalogError(file: source, line: node.line,
                                   message: "entry for key \"\(member.key)\" must be an object, found \(node.typeName)")
            }
            var shouldTranslate = true
            if let flag = node["shouldTranslate"] {
                guard let value = flag.bool else {
                    throw CatalogError(file: source, line: flag.line,
                                       message: "'shouldTranslate' of key \"\(member.key)\" must be a boolean")
                }
                shouldTranslate = value
            }
            var localizations: [JSONNode.Member] = []
            if let node = node["localizations"] {
                guard let members = node.members else {
                    throw CatalogError(file: source, line: node.line,
                                       message: "'localizations' of key \"\(member.key)\" must be an object, found \(node.typeName)")
                }
                localizations = members
                for localization in members { locales.insert(localization.key) }
            }
            parsed.append(Entry(key: member.key, line: node.line, shouldTranslate: shouldTranslate,
                                localizations: localizations))
        }
        locales.remove(sourceLanguage)
        let order = [sourceLanguage] + locales.sorted()

        // Pass 2: one result per (key, locale, variant).
        var results: [LocalizedString] = []
        for entry in parsed {
            for locale in order {
                if !entry.shouldTranslate && locale != sourceLanguage { continue }
                let base = LocalizedString(key: entry.key, locale: locale, value: nil, source: source,
                                           line: entry.line, isTranslatable: entry.shouldTranslate)
                if let localization = entry.localizations.first(where: { $0.key == locale }) {
                    let before = results.count
                    try flatten(localization.value, variant: nil, base: base, into: &results)
                    if results.count == before { results.append(base) }  // an empty localization: missing
                } else if locale == sourceLanguage {
                    var fromKey = base
                    fromKey.value = entry.key
                    results.append(fromKey)
                } else {
                    results.append(base)
                }
            }
        }
        return results
    }

    /// Appends the values of one localization (or one variation case): its `stringUnit`, then every
    /// `variations` case, then every `substitutions` case, each with its variant path.
    private static func flatten(
        _ node: JSONNode, variant: String?, base: LocalizedString, into results: inout [LocalizedString]
    ) throws(CatalogError) {
        let source = base.source
        guard node.members != nil else {
            throw CatalogError(file: source, line: node.line,
                               message: "localization of key \"\(base.key)\" must be an object, found \(node.typeName)")
        }
        func joined(_ parts: String...) -> String {
            ([variant].compactMap { $0 } + parts).joined(separator: ".")
        }
        if let unit = node["stringUnit"] {
            guard unit.members != nil else {
                throw CatalogError(file: source, line: unit.line,
                                   message: "'stringUnit' of key \"\(base.key)\" must be an object, found \(unit.typeName)")
            }
            var result = base
            result.variant = variant
            result.line = unit.line
            if let value = unit["value"] {
                guard let string = value.string else {
                    throw CatalogError(file: source, line: value.line,
                                       message: "'value' of key \"\(base.key)\" must be a string, found \(value.typeName)")
                }
                result.value = string
                result.line = value.line
            }
            result.state = unit["state"]?.string
            results.append(result)
        }
        if let variations = node["variations"] {
            guard let kinds = variations.members else {
                throw CatalogError(file: source, line: variations.line,
                                   message: "'variations' of key \"\(base.key)\" must be an object, found \(variations.typeName)")
            }
            for kind in kinds {
                guard let cases = kind.value.members else {
                    throw CatalogError(file: source, line: kind.value.line,
                                       message: "variation '\(kind.key)' of key \"\(base.key)\" must be an object, found \(kind.value.typeName)")
                }
                for variationCase in cases {
                    let path = joined(kind.key, variationCase.key)
                    let before = results.count
                    try flatten(variationCase.value, variant: path, base: base, into: &results)
                    if results.count == before {
                        var missing = base
                        missing.variant = path
                        missing.line = variationCase.value.line
                        results.append(missing)
                    }
                }
            }
        }
        if let substitutions = node["substitutions"] {
            guard let names = substitutions.members else {
                throw CatalogError(file: source, line: substitutions.line,
                                   message: "'substitutions' of key \"\(base.key)\" must be an object, found \(substitutions.typeName)")
            }
            for substitution in names {
                var argument = base
                argument.formatSpecifier = substitution.value["formatSpecifier"]?.string
                if case .number(let text)? = substitution.value["argNum"]?.kind { argument.argumentNumber = Int(text) }
                try flatten(substitution.value, variant: joined("substitution", substitution.key),
                            base: argument, into: &results)
            }
        }
    }
}
