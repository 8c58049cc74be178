import ButtonSizer
import ButtonSizerEngine
import InterfaceBuilder
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
        public var fields: [(name: String, value: OptionInput)]
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
    /// Titles the app's code gives a document's button through its outlet (`setTitle(…)` and the like).
    public var codeSetTitles = 0
    /// Of those, the ones passing a literal localization key that a catalog translates: each key's
    /// translations are checked in that button's geometry.
    public var codeSetKeysChecked = 0

    /// The buttons and rows of `files`, with `config`'s overrides and defaults (`nil`: none); the
    /// fields become a layout request as a config's do (``LintLayoutFields/request(_:)``).
    /// - Parameters:
    ///   - files: the documents with their translations, as the project found them.
    ///   - config: overrides and defaults on top (`nil`: none).
    ///   - code: titles the app's code gives properties (`CodeTitleScanner`): a button whose outlet gets
    ///     one is marked so (its rows are notes unless strict), and the translations of a literal key it
    ///     passes are checked in the button's geometry.
    ///   - localizable: the strings of the catalogs no document owns (`Localizable.strings`, `.xcstrings`),
    ///     where those keys are looked up.
    ///   - widthRooms: a document's buttons (object ids) laid out by Auto Layout, their widths and rooms
    ///     (`Engine.widthRooms`): what sizes a button without a width constraint of its own. Nil: the stored
    ///     frame and the superview's room stand in (`--list-buttons` says which in each button's notes).
    public init(files: [InterfaceBuilderFile], config: LintConfig?,
                code: [CodeTitleScanner.Assignment] = [], localizable: [LocalizedString] = [],
                widthRooms: (@Sendable (InterfaceBuilderDocument, [String]) -> Result<[String: WidthRoom], FramesError>)? = nil) {
        let defaultLocale = config?.defaultLocale ?? "en"
        let codeByProperty = Dictionary(grouping: code, by: \.property)
        let localizableByKey = Dictionary(grouping: localizable, by: \.key)
        let sweepFields = Set(LintConfig.sweepFields)
        for file in files {
            let document = file.document
            // Every row names its document: copied documents share object ids (and so keys).
            let translations = file.translations.map { string in
                var string = string
                string.document = file.path
                return string
            }
            var byKey: [String: [LocalizedString]] = [:]
            for string in translations { byKey[string.key, default: []].append(string) }
            var locales: [(locale: String, path: String)] = []
            for entry in file.localeFiles where !locales.contains(where: { $0.locale == entry.locale }) { locales.append(entry) }
            var shown: Set<String> = []
            var rooms: [String: WidthRoom] = [:], roomsUnavailable: String?
            let buttonIDs = document.runtime == .iOS ? document.allViews.filter { $0.view.element == "button" }.map(\.view.id) : []
            if let widthRooms, !buttonIDs.isEmpty {  // a document without buttons is not solved
                switch widthRooms(document, buttonIDs) {
                case .success(let solved): rooms = solved
                case .failure(let error): roomsUnavailable = error.message
                }
            }
            for button in InterfaceBuilderButton.all(in: document, rooms: rooms, roomsUnavailable: roomsUnavailable) {
                shown.formUnion(button.hiddenKeys)
                let location = "\(file.path):\(button.line)"
                // The outlet's property given a title in its owner's code (any type's when IB names no class).
                let codeSets = button.outlets.flatMap { outlet in
                    (codeByProperty[outlet.property] ?? []).filter { outlet.owner == nil || $0.owner == outlet.owner }
                }
                    .map { CodeSet(file: $0.file, line: $0.line, key: $0.key) }
                codeSetTitles += codeSets.count
                // A literal key's translations, each in this button's geometry, under its own identity.
                func checkCodeKeys(_ layout: LayoutRequest) {
                    for key in Set(codeSets.compactMap(\.key)).sorted() {
                        guard let strings = localizableByKey[key], !strings.isEmpty else { continue }
                        codeSetKeysChecked += 1
                        var lint = LintButton(keys: [key], layout: layout, name: location + " " + button.objectID + " (code: \(key))")
                        (lint.source, lint.line, lint.object, lint.scene, lint.notes) = (file.path, button.line, button.objectID, button.scene, button.notes)
                        buttons.append(lint)
                        strings.forEach { string in
                            var string = string
                            (string.document, string.object) = (file.path, button.objectID)
                            self.strings.append(string)
                        }
                    }
                }
                if let reason = button.skipReason {
                    skipped.append(Skipped(file: file.path, line: button.line, objectID: button.objectID, reason: reason))
                    if codeSets.contains(where: { $0.key != nil }), let layout = try? LintLayoutFields.request(button.fields.map { ($0.name, $0.value) }),
                       layout.proposal != .intrinsic {
                        checkCodeKeys(layout)
                    }
                    continue
                }
                // The document's fields; the config's defaults where the document has UIKit's; a matching
                // config button's own fields over everything.
                var fields = button.fields
                var sources = button.sources
                func put(_ name: String, _ value: OptionInput) {
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
                let layout: LayoutRequest
                do {
                    layout = try LintLayoutFields.request(layoutFields.map { ($0.name, $0.value) })
                } catch {
                    skipped.append(Skipped(file: file.path, line: button.line, objectID: button.objectID,
                                           reason: "its fields cannot be laid out: \(error)"))
                    continue
                }
                if layout.proposal == .intrinsic {
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
                lint.scene = button.scene
                lint.codeSets = codeSets
                buttons.append(lint)
                checkCodeKeys(layout)
                shown.insert(button.titleKey)

                // Rows: every translated locale's value, or a missing row naming the file that lacks it.
                var translations: [(locale: String, value: String?)] = []
                var hasSourceLanguage = false
                for (locale, path) in locales {
                    // The development language's title is the document's own, unless a catalog changes it or
                    // its own .lproj (`en.lproj/Main.strings` beside Base.lproj) translates it: iOS shows that
                    // file's title to English users, so the row is that file's, whatever its value.
                    let ownLproj = "\(defaultLocale).lproj/"
                    let found = (byKey[button.titleKey] ?? []).filter {
                        $0.locale == locale && !(locale == defaultLocale && ($0.value == nil || $0.state == "new"
                            || ($0.value == button.title && !($0.source.hasPrefix(ownLproj) || $0.source.contains("/" + ownLproj)))))
                    }
                    if locale == defaultLocale && found.isEmpty { continue }
                    if found.isEmpty {
                        var missing = LocalizedString(key: button.titleKey, locale: locale, value: nil, source: path)
                        missing.document = file.path
                        strings.append(missing)
                        translations.append((locale, nil))
                    }
                    for string in found {
                        strings.append(string)
                        translations.append((locale, string.value))
                        if locale == defaultLocale && string.value != nil { hasSourceLanguage = true }
                    }
                }
                if !hasSourceLanguage, let title = button.title {
                    var base = LocalizedString(key: button.titleKey, locale: defaultLocale, value: title, source: file.path, line: button.line)
                    base.document = file.path
                    strings.append(base)
                }
                let configSized = sources["bounds"] == "config" || sources["max-width"] == "config"
                listed.append(Listed(file: file.path, line: button.line, objectID: button.objectID, title: button.title ?? "",
                                     keys: [button.titleKey] + button.hiddenKeys, fields: fields, sources: sources,
                                     translations: translations, notes: button.notes, storedSize: button.storedSize,
                                     hugsWidth: button.hugsWidth && !configSized, hugsHeight: button.hugsHeight && sources["bounds"] != "config"))
            }
            for string in translations where !shown.contains(string.key) {
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
