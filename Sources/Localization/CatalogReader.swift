/// Reads string catalogs into `LocalizedString`s: Apple String Catalogs (`.xcstrings`), legacy `.strings`
/// files and Android `strings.xml`.
///
/// A namespace (an enum without cases), not a struct: the readers hold no state between files.
/// The `parse…` functions are pure (bytes in, values out); `read` and `readAll` add file access and work out
/// locales from directory names.
public enum CatalogReader {
    /// Reads one catalog file.
    ///
    /// The locale, when not given: for `.strings` the parent `xx.lproj` directory (`Base.lproj` → `defaultLocale`,
    /// legacy names such as `English.lproj` → `en`); for Android the parent `values-…` directory (`values-de` →
    /// `de`, `values-pt-rBR` → `pt-BR`, `values-b+sr+Latn` → `sr-Latn`, `values` → `defaultLocale`).
    /// `.xcstrings` files name their own locales; `locale` is ignored for them.
    /// - Parameters:
    ///   - path: the file.
    ///   - locale: the locale of a `.strings` or Android file, overriding the directory name.
    ///   - defaultLocale: the locale of `Base.lproj` and of Android's `values/`, the app's development language.
    /// - Throws: `CatalogError` when the file cannot be read, its type or locale is unknown, or it is malformed.
    public static func read(path: String, locale: String? = nil, defaultLocale: String = "en") throws(CatalogError) -> [LocalizedString] {
        guard let format = CatalogFormat(path: path) else {
            throw CatalogError(file: path, message: "unsupported file type (expected .xcstrings, .strings or .xml)")
        }
        if format == .xcstrings { return try parseXCStrings(try readBytes(path), source: path) }
        let (resolved, isDefault) = try resolveLocale(path: path, format: format, locale: locale, defaultLocale: defaultLocale)
        let bytes = try readBytes(path)
        if format == .strings { return try parseStrings(bytes, locale: resolved, source: path) }
        return try parseAndroidXML(bytes, locale: resolved, isDefaultLocale: isDefault, source: path)
    }

    /// The locale of a `.strings` or Android file, and whether it is the default locale.
    private static func resolveLocale(
        path: String, format: CatalogFormat, locale: String?, defaultLocale: String
    ) throws(CatalogError) -> (locale: String, isDefault: Bool) {
        if format == .strings {
            guard let resolved = locale ?? appleLocale(forPath: path, defaultLocale: defaultLocale) else {
                throw CatalogError(file: path, message: "cannot tell the locale: the file is not in an .lproj directory and no locale was given")
            }
            return (resolved, resolved == defaultLocale)
        }
        let directoryLocale = androidLocale(forPath: path)
        guard let resolved = locale ?? directoryLocale.map({ $0 ?? defaultLocale }) else {
            throw CatalogError(file: path, message: "cannot tell the locale: the file is not in a values directory and no locale was given")
        }
        // `values/` is the default even when the default locale also has its own directory.
        let isDefault = locale.map { $0 == defaultLocale } ?? (directoryLocale == .some(nil))
        return (resolved, isDefault)
    }

    /// Reads several catalog files and reports, for `.strings` and Android files, the translations missing
    /// across locales.
    ///
    /// Files are grouped into tables: a `.strings` table is one file name in sibling `.lproj` directories
    /// (`Base.lproj/Main.strings`, `de.lproj/Main.strings`); an Android table is one `res` directory (all of its
    /// `values*` files together, as Android merges them). Within a table, every locale present is expected to
    /// have every translatable key that any locale has. A `.strings` table that has a file for `defaultLocale`
    /// (`Base.lproj` or e.g. `en.lproj`) is also expected in every other `.lproj` directory beside it, so a missing
    /// `de.lproj/InfoPlist.strings` is reported key by key; tables without one (the `Main.strings` that translate
    /// a Base storyboard) are not extended, since their source is not a strings file.
    /// Each absent key is reported once per locale as a
    /// `LocalizedString` with `value == nil`, `variant == nil`, `line == nil` and `source` set to the file that
    /// should contain it. `.xcstrings` files report their missing translations themselves.
    ///
    /// Results: each file's strings in the order of `paths`, then the missing ones ordered by table, locale,
    /// then the key's first appearance.
    /// - Parameters:
    ///   - paths: the catalog files (`.xcstrings`, `.strings`, Android `strings.xml`).
    ///   - defaultLocale: the development language, whose `.strings` tables every other locale is expected to have.
    public static func readAll(paths: [String], defaultLocale: String = "en") throws(CatalogError) -> [LocalizedString] {
        var results: [LocalizedString] = []
        var tables: [String: Table] = [:]
        var tableOrder: [String] = []
        // Per directory holding `.lproj` directories: every locale, in order of appearance, and its directory.
        var lprojLocales: [String: [(locale: String, directory: String)]] = [:]
        for path in paths {
            let strings = try read(path: path, defaultLocale: defaultLocale)
            results += strings
            guard let location = tableLocation(of: path), let format = CatalogFormat(path: path) else { continue }
            let locale = try resolveLocale(path: path, format: format, locale: nil, defaultLocale: defaultLocale).locale
            if tables[location.table] == nil {
                tables[location.table] = Table(parent: format == .strings ? location.parent : nil)
                tableOrder.append(location.table)
            }
            tables[location.table]!.add(strings, locale: locale, directory: location.directory, fileName: location.fileName)
            if format == .strings, !(lprojLocales[location.parent] ?? []).contains(where: { $0.locale == locale }) {
                lprojLocales[location.parent, default: []].append((locale, location.directory))
            }
        }
        for tableID in tableOrder {
            var table = tables[tableID]!
            if let parent = table.parent, table.keysByLocale[defaultLocale] != nil {
                for (locale, directory) in lprojLocales[parent] ?? [] {
                    table.add([], locale: locale, directory: directory, fileName: "")
                }
            }
            results += table.missing()
        }
        return results
    }

    // MARK: Locales from directory names

    private static let legacyLprojNames: [String: String] = [
        "English": "en", "German": "de", "French": "fr", "Spanish": "es", "Italian": "it",
        "Japanese": "ja", "Dutch": "nl", "Portuguese": "pt", "Swedish": "sv", "Danish": "da",
        "Finnish": "fi", "Norwegian": "nb", "Korean": "ko", "Chinese": "zh-Hans", "Russian": "ru", "Polish": "pl",
    ]

    /// The locale named by the `.lproj` directory that contains `path`, or `nil` when there is none.
    /// `Base.lproj` → `defaultLocale`; underscores become hyphens (`pt_BR` → `pt-BR`).
    package static func appleLocale(forPath path: String, defaultLocale: String) -> String? {
        let components = path.split(separator: "/")
        guard components.count >= 2 else { return nil }
        let directory = components[components.count - 2]
        guard directory.hasSuffix(".lproj"), directory.count > ".lproj".count else { return nil }
        let name = String(directory.dropLast(".lproj".count))
        if name == "Base" { return defaultLocale }
        if let legacy = legacyLprojNames[name] { return legacy }
        return String(name.map { $0 == "_" ? "-" : $0 })
    }

    /// The locale named by the Android `values…` directory that contains `path`:
    /// `nil` when the file is not in a `values` directory, `.some(nil)` for a directory without a locale
    /// qualifier (`values`, `values-night`), else the BCP 47 tag (`values-pt-rBR` → `pt-BR`,
    /// `values-b+sr+Latn` → `sr-Latn`; the legacy codes `in`, `iw`, `ji` become `id`, `he`, `yi`).
    static func androidLocale(forPath path: String) -> String?? {
        let components = path.split(separator: "/")
        guard components.count >= 2 else { return nil }
        let directory = components[components.count - 2]
        guard directory == "values" || directory.hasPrefix("values-") else { return nil }
        var qualifiers = directory.split(separator: "-").dropFirst().map(String.init)
        // Mobile country and network codes come before the locale.
        while let first = qualifiers.first, first.hasPrefix("mcc") || first.hasPrefix("mnc") {
            qualifiers.removeFirst()
        }
        guard let first = qualifiers.first else { return .some(nil) }
        if first.hasPrefix("b+") {
            let subtags = first.dropFirst(2).split(separator: "+").map(String.init)
            guard let language = subtags.first else { return .some(nil) }
            return .some(([modernLanguage(language)] + subtags.dropFirst()).joined(separator: "-"))
        }
        guard (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLowercase }) else {
            return .some(nil)
        }
        var tag = modernLanguage(first)
        if qualifiers.count >= 2 {
            let region = qualifiers[1]
            if region.count == 3, region.first == "r", region.dropFirst().allSatisfy({ $0.isASCII && $0.isUppercase }) {
                tag += "-" + region.dropFirst()
            }
        }
        return .some(tag)
    }

    private static func modernLanguage(_ code: String) -> String {
        switch code {
        case "in": "id"
        case "iw": "he"
        case "ji": "yi"
        default: code
        }
    }

    // MARK: Missing translations across files

    /// Where a file sits in its table: the table's identity, the locale directory, the file name.
    /// `nil` for `.xcstrings` and for files outside `.lproj`/`values…` directories.
    private static func tableLocation(of path: String) -> (table: String, parent: String, directory: String, fileName: String)? {
        guard let format = CatalogFormat(path: path), format != .xcstrings else { return nil }
        var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard components.count >= 2 else { return nil }
        let fileName = components.removeLast()
        let directoryName = components.last!
        let directory = components.joined(separator: "/")
        components.removeLast()
        let parent = components.joined(separator: "/")
        switch format {
        case .strings:
            guard directoryName.hasSuffix(".lproj") else { return nil }
            return ("strings:" + parent + "/" + fileName, parent, directory, fileName)
        case .androidXML:
            guard directoryName == "values" || directoryName.hasPrefix("values-") else { return nil }
            return ("android:" + parent, parent, directory, fileName)
        case .xcstrings:
            return nil
        }
    }

    /// The keys of one table per locale, in order of first appearance.
    private struct Table {
        /// For `.strings` tables: the directory holding the `.lproj` directories.
        var parent: String?
        var keyOrder: [String] = []
        var keyFile: [String: String] = [:]
        var translatable: [String: Bool] = [:]
        var localeOrder: [String] = []
        var keysByLocale: [String: Set<String>] = [:]
        var directoryByLocale: [String: String] = [:]

        mutating func add(_ strings: [LocalizedString], locale: String, directory: String, fileName: String) {
            if keysByLocale[locale] == nil {
                keysByLocale[locale] = []
                localeOrder.append(locale)
                directoryByLocale[locale] = directory
            }
            for string in strings {
                keysByLocale[locale]!.insert(string.key)
                if translatable[string.key] == nil {
                    keyOrder.append(string.key)
                    keyFile[string.key] = fileName
                    translatable[string.key] = string.isTranslatable
                } else if !string.isTranslatable {
                    translatable[string.key] = false
                }
            }
        }

        func missing() -> [LocalizedString] {
            var results: [LocalizedString] = []
            for locale in localeOrder {
                let present = keysByLocale[locale]!
                for key in keyOrder where translatable[key]! && !present.contains(key) {
                    results.append(LocalizedString(
                        key: key, locale: locale, value: nil,
                        source: directoryByLocale[locale]! + "/" + keyFile[key]!))
                }
            }
            return results
        }
    }
}
