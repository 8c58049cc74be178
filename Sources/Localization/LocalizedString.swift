/// One translation of one key in one locale, or the report that it is missing.
///
/// Readers return one value per (key, locale, variant). A translation that a catalog expects but does not
/// contain is returned with `value == nil`, so a lint can report it instead of silently skipping it.
public struct LocalizedString: Sendable, Hashable {
    /// The key: the catalog key, the `.strings` key, or the Android resource name
    /// (`name[index]` for a `<string-array>` item).
    public var key: String
    /// The locale as the catalog names it, hyphenated: `de`, `pt-BR`, `zh-Hans`.
    public var locale: String
    /// The text, unescaped; `nil` when the translation is missing.
    public var value: String?
    /// Which variant of the key this is, `nil` for a plain string. Segments are `kind.case` pairs joined by dots:
    /// `plural.one`, `device.iphone`, `device.iphone.plural.few`, `substitution.count.plural.other`
    /// (an `.xcstrings` substitution), `product.tablet` (an Android `product` attribute).
    /// Android `<plurals>` quantities use the same `plural.` prefix as the string catalog (`plural.few`).
    public var variant: String?
    /// The file the value was read from (for a missing translation: the file that should contain it).
    public var source: String
    /// The 1-based line of the value (or of its key) in `source`, when known.
    public var line: Int?
    /// The `.xcstrings` state (`translated`, `new`, `needs_review`, `stale`…); `nil` for other formats.
    public var state: String?
    /// `false` for keys that are not to be translated (`"shouldTranslate": false`, Android `translatable="false"`).
    /// Such keys are only read in the source/default locale, and are never reported missing elsewhere.
    public var isTranslatable: Bool
    /// For an `.xcstrings` substitution case: the substitution's `formatSpecifier` (`lld`, `@`), the
    /// conversion its `%arg` stands for; `nil` otherwise.
    public var formatSpecifier: String?
    /// For an `.xcstrings` substitution case: the substitution's `argNum`, the position of its argument
    /// among the string's arguments; `nil` otherwise.
    public var argumentNumber: Int?
    /// The Interface Builder document whose button this string titles (a lint row of a storyboard or
    /// xib), as found; `nil` for a catalog string matched by key. Part of a row's identity: copied
    /// documents share object ids, so a key alone does not say which button it is.
    public var document: String? = nil
    /// The object id of the button in ``document`` that a title set in code is checked in; `nil` for a
    /// title the document's own key names.
    public var object: String? = nil

    /// A string of a catalog: `value` `nil` when missing, `line` `nil` when unknown, translatable by default.
    public init(
        key: String, locale: String, value: String?, variant: String? = nil,
        source: String, line: Int? = nil, state: String? = nil, isTranslatable: Bool = true
    ) {
        self.key = key
        self.locale = locale
        self.value = value
        self.variant = variant
        self.source = source
        self.line = line
        self.state = state
        self.isTranslatable = isTranslatable
    }

    /// `true` when the translation is missing (`value == nil`).
    public var isMissing: Bool { value == nil }
}

/// A catalog that cannot be read: the file, the line when known, and what is wrong.
///
/// `description` reads like a compiler diagnostic: `de.lproj/Localizable.strings:7: expected ';' after value`.
public struct CatalogError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The file path as given to the reader.
    public var file: String
    /// The 1-based line, when known.
    public var line: Int?
    /// What is wrong, without the file and line.
    public var message: String

    /// An error in `file`, at `line` (`nil`: the file as a whole), saying `message`.
    public init(file: String, line: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}

/// The catalog file formats the readers understand.
public enum CatalogFormat: String, Sendable, CaseIterable {
    /// An Apple String Catalog (`.xcstrings`, JSON).
    case xcstrings
    /// A legacy Apple strings file (`.strings`: text in UTF-8 or UTF-16, or an XML property list).
    case strings
    /// An Android resource file (`res/values*/strings.xml`, or any `.xml` in a `values*` directory).
    case androidXML

    /// The format for a path, by its extension (case-insensitive); `nil` for anything else.
    public init?(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "xcstrings": self = .xcstrings
        case "strings": self = .strings
        case "xml": self = .androidXML
        default: return nil
        }
    }
}
