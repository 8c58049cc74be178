import ButtonSizer
import ButtonSizerEngine
import InterfaceBuilder
import JSONText
import Localization

/// The lint config's layout fields, decoded through the engine's option table into a
/// `LayoutRequest` exactly as a batch `layout` line or a `POST /v1/layout` body is.
public struct LayoutFields: LintFieldDecoder {
    /// Filled in by lint for each string.
    static let excluded: Set<String> = ["title"]

    /// Creates the decoder (it holds nothing: the option table is the engine's).
    public init() {}

    public var fieldNames: [String] {
        Options.options(for: .layout).filter { $0.scope == .request && !Self.excluded.contains($0.name) }.map(\.name).sorted()
    }

    public func decode(_ fields: [(String, JSON)]) throws -> LintButtonLayout {
        var values = try OptionValues(fields: fields.map { ($0.0, OptionInput($0.1)) }, command: .layout) { option in
            "applies to the whole run: use buttonsizer lint \(option.flag)"
        }
        if values[Options.titleRuns] == nil { values.set(Options.title, "") }  // runs spell their own title
        let request = try LayoutRequest(values)
        let sizing: LintSizing? = switch request.proposal {
        case .bounds(let size): .bounds(size)
        case .maxWidth(let width): .maxWidth(width)
        case .intrinsic: nil
        }
        let direction: LayoutDirection? = values[Options.rtl].map { $0 ? .rightToLeft : .leftToRight }
        return LintButtonLayout(spec: request.spec, sizing: sizing, direction: direction)
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
        return try LintConfig(text: text, path: path, decoder: LayoutFields()).buttons.count
    }
}

extension InterfaceBuilderLint {
    /// Reads `bytes` as an Interface Builder document at `path` and turns its buttons into lint buttons
    /// as `lint` does (the fuzz target's entry); returns (buttons checked, buttons skipped).
    /// - Throws: `CatalogError` for a document that cannot be read.
    public static func buttonCounts(_ bytes: [UInt8], path: String) throws(CatalogError) -> (checked: Int, skipped: Int) {
        let document = try InterfaceBuilderDocument(parsing: bytes, source: path)
        let lint = InterfaceBuilderLint(files: [InterfaceBuilderFile(path: path, document: document, localeFiles: [], translations: [])],
                                        config: nil, decoder: LayoutFields())
        return (lint.buttons.count, lint.skipped.count)
    }
}
