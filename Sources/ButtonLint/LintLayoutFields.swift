import ButtonSizer
import ButtonSizerEngine
import InterfaceBuilder
import JSONText
import Localization

/// The layout fields of a lint button (a config's, or an Interface Builder button's as the reader maps
/// them): the `layout` command's request options without `--`, decoded through the engine's option
/// table into the engine's typed `LayoutRequest`, exactly as a batch `layout` line or a `POST /v1/layout`
/// body is. Values come as they were read (a config's JSON values, a document's numbers and sizes as
/// numbers and sizes), never written out and parsed again.
public enum LintLayoutFields {
    /// Filled in by lint for each string.
    static let excluded: Set<String> = ["title"]

    /// Every field a button may set, sorted (for "did you mean").
    public static let names: [String] =
        Options.options(for: .layout).filter { $0.scope == .request && !excluded.contains($0.name) }.map(\.name).sorted()

    /// The request the fields describe, its title empty (lint puts each row's in).
    /// - Throws: `RequestError` naming the field (`RequestError.leadingField`) and what is wrong with it.
    public static func request(_ fields: [(String, OptionInput)]) throws(RequestError) -> LayoutRequest {
        var values = try OptionValues(fields: fields, command: .layout)
        if values[Options.titleRuns] == nil { values.set(Options.title, "") }  // runs spell their own title
        return try LayoutRequest(values)
    }
}

extension LintConfig {
    /// Parses a `buttonsizer lint` configuration (the bytes of a `--config` file) with the engine's
    /// layout fields, as `lint` does, and returns the number of buttons it configures (the fuzz target's entry).
    /// - Throws: an error naming `path` and what is wrong (invalid UTF-8 or JSON, an unknown field, no buttons).
    public static func buttonCount(_ bytes: [UInt8], path: String) throws -> Int {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw RequestError.failed("config '\(path)' is not valid UTF-8")
        }
        return try LintConfig(text: text, path: path).buttons.count
    }
}

extension InterfaceBuilderLint {
    /// Reads `bytes` as an Interface Builder document at `path` and turns its buttons into lint buttons
    /// as `lint` does (the fuzz target's entry); returns (buttons checked, buttons skipped).
    /// - Throws: `CatalogError` for a document that cannot be read.
    public static func buttonCounts(_ bytes: [UInt8], path: String) throws(CatalogError) -> (checked: Int, skipped: Int) {
        let document = try InterfaceBuilderDocument(parsing: bytes, source: path)
        let lint = InterfaceBuilderLint(files: [InterfaceBuilderFile(path: path, document: document, localeFiles: [], translations: [])],
                                        config: nil)
        return (lint.buttons.count, lint.skipped.count)
    }
}
