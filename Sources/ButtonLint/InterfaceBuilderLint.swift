import InterfaceBuilder
import JSONText
import Localization

/// Interface Builder buttons as lint buttons, and the rows that check them: the base title, every
/// translation (with its file and line), a `missing` row for each translated locale without one, and a
/// `stale` row for each translation whose object is gone. A config on top overrides fields per key
/// pattern or ObjectID and fills in what the document leaves to UIKit's defaults.
public struct InterfaceBuilderLint: Sendable {
    /// A button as lint will check it: where it is, its title and keys, the layout fields (spelled as a
    /// lint config or a batch `layout` line spells them), where each came from, and its translations.
    public struct Listed: Sendable {
        /// The Interface Builder document, as found.
        public var file: String
        /// The line of the button's element in `file`.
        public var line: Int
        /// The button's ObjectID.
        public var objectID: String
        /// The base-language title.
        public var title: String
        /// The keys its title is translated under (`<ObjectID>.normalTitle`, `<ObjectID>.configuration.title`).
        public var keys: [String]
        /// The layout fields, spelled as in a lint config or batch line, in order.
        public var fields: [(name: String, value: JSON)]
        /// Where each field's value came from (`fontDescription`, `constraint`, `frame`, `superview`, `default`, `config` …).
        public var sources: [String: String]
        /// The value per locale, in the order the files were found (`nil`: missing).
        public var translations: [(locale: String, value: String?)]
        /// What lint could not take from the document (a width set in code, a misplaced frame …).
        public var notes: [String]
        /// The frame Xcode stored, in points (the reader's `InterfaceBuilderButton.storedSize`).
        public var storedSize: (width: Double, height: Double)?
        /// Whether the stored width / height is the button's own size (it hugs its title), and no
        /// config sets it: what `lint --calibrate` compares.
        public var hugsWidth = false, hugsHeight = false
    }

    /// A button lint does not check, and why.
    public struct Skipped: Sendable, Hashable {
        /// The Interface Builder document.
        public var file: String
        /// The line of the button's element in `file`.
        public var line: Int
        /// The button's ObjectID.
        public var objectID: String
        /// Why it is not checked (image-only, a title set in code …).
        public var reason: String
    }

    /// The checkable buttons, each keyed by its exact title key.
    public var buttons: [LintButton] = []
    /// The rows: base titles, translations and missing translations of the checkable buttons.
    public var strings: [LocalizedString] = []
    /// Translations whose ObjectID is not in the base document.
    public var stale: [LocalizedString] = []
    /// A `stale` finding per stale translation.
    public var staleFindings: [LintFinding] { stale.map { LintFinding(string: $0, status: .stale) } }
    /// The checkable buttons as ``Listed``, in document order.
    public var listed: [Listed] = []
    /// The buttons not checked, with the reason.
    public var skipped: [Skipped] = []
    /// Translation keys of objects that are not checked buttons (labels, bar items, skipped buttons).
    public var uncheckedKeys = 0

    /// The buttons and rows of `files`, with `config`'s overrides and defaults (`nil`: none);
    /// `decoder` turns the fields into a layout, as it does for a config.
    public init(files: [InterfaceBuilderFile], config: LintConfig?, decoder: some LintFieldDecoder) {
        let defaultLocale = config?.defaultLocale ?? "en"
        let sweepFields = Set(LintConfig.sweepFields)
        for file in files {
            let document = file.document
            var byKey: [String: [LocalizedString]] = [:]
            for string in file.translations { byKey[string.key, default: []].append(string) }
            var locales: [(locale: String, path: String)] = []
            for entry in file.localeFiles where !locales.contains(where: { $0.locale == entry.locale }) { locales.append(entry) }
            var shown: Set<String> = []
            for button in InterfaceBuilderButton.all(in: document) {
                shown.formUnion(button.hiddenKeys)
                let location = "\(file.path):\(button.line)"
                if let reason = button.skipReason {
                    skipped.append(Skipped(file: file.path, line: button.line, objectID: button.objectID, reason: reason))
                    continue
                }
                // The document's fields; the config's defaults where the document has UIKit's; a matching
                // config button's own fields over everything.
                var fields = button.fields
                var sources = button.sources
                func put(_ name: String, _ value: JSON) {
                    fields.removeAll { $0.name == name }
                    fields.append((name, value))
                    sources[name] = "config"
                }
                for field in config?.defaultFields ?? [] where sweepFields.contains(field.name) || sources[field.name] == "default" {
                    put(field.name, field.value)
                }
                let override = config?.buttons.first { $0.matches(button.titleKey) || $0.matches(button.objectID) }
                for field in override?.fields ?? [] { put(field.name, field.value) }
                let layoutFields = fields.filter { !sweepFields.contains($0.name) || $0.name == "text-style" }
                let layout: LintButtonLayout
                do {
                    layout = try decoder.decode(layoutFields.map { ($0.name, $0.value) })
                } catch {
                    skipped.append(Skipped(file: file.path, line: button.line, objectID: button.objectID,
                                           reason: "its fields cannot be laid out: \(error)"))
                    continue
                }
                if layout.sizing == nil {
                    skipped.append(Skipped(file: file.path, line: button.line, objectID: button.objectID,
                                           reason: "no bounds or max-width after the config's overrides"))
                    continue
                }
                let sweep = (override?.contentSizes).flatMap { $0.isEmpty ? nil : ($0, override?.scaledSizes) }
                    ?? (config?.defaultContentSizes ?? [], config?.defaultScaledSizes)
                var lint = LintButton(keys: [button.titleKey], layout: layout, placeholders: override?.placeholders ?? [:],
                                      name: location + " " + button.objectID, contentSizes: sweep.0, scaledSizes: sweep.1)
                lint.source = file.path
                lint.line = button.line
                lint.notes = button.notes
                buttons.append(lint)
                shown.insert(button.titleKey)

                // Rows: every translated locale's value, or a missing row naming the file that lacks it.
                var translations: [(locale: String, value: String?)] = []
                var hasSourceLanguage = false
                for (locale, path) in locales {
                    // The development language's title is the document's own, unless a catalog changes it.
                    let found = (byKey[button.titleKey] ?? []).filter {
                        $0.locale == locale && !(locale == defaultLocale && ($0.value == nil || $0.value == button.title || $0.state == "new"))
                    }
                    if locale == defaultLocale && found.isEmpty { continue }
                    if found.isEmpty {
                        strings.append(LocalizedString(key: button.titleKey, locale: locale, value: nil, source: path))
                        translations.append((locale, nil))
                    }
                    for string in found {
                        strings.append(string)
                        translations.append((locale, string.value))
                        if locale == defaultLocale && string.value != nil { hasSourceLanguage = true }
                    }
                }
                if !hasSourceLanguage, let title = button.title {
                    strings.append(LocalizedString(key: button.titleKey, locale: defaultLocale, value: title, source: file.path, line: button.line))
                }
                let configSized = sources["bounds"] == "config" || sources["max-width"] == "config"
                listed.append(Listed(file: file.path, line: button.line, objectID: button.objectID, title: button.title ?? "",
                                     keys: [button.titleKey] + button.hiddenKeys, fields: fields, sources: sources,
                                     translations: translations, notes: button.notes, storedSize: button.storedSize,
                                     hugsWidth: button.hugsWidth && !configSized, hugsHeight: button.hugsHeight && sources["bounds"] != "config"))
            }
            for string in file.translations where !shown.contains(string.key) {
                let id = string.key.split(separator: ".", maxSplits: 1).first.map(String.init) ?? string.key
                if document.objectIDs.contains(id) {
                    uncheckedKeys += 1
                } else if string.value != nil && string.locale != defaultLocale {
                    // A catalog's expected-but-absent entries are not translations, nor is the source language's key.
                    stale.append(string)
                }
            }
        }
    }
}
