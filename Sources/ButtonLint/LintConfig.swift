import ButtonSizer
import ButtonSizerEngine
import GlyphMetrics
import JSONText
import Localization

/// One configured button: the keys it shows and how it is laid out.
public struct LintButton: Sendable {
    /// Key patterns: `*` any run of characters, `?` one character.
    public var keys: [String]
    /// The button the matching titles are laid out in, as the engine's typed request: spec (its title
    /// empty), the size asked for (bounds or a maximum width) and the direction (`nil`: the row's locale's).
    public var layout: LayoutRequest
    /// Placeholder overrides for this button's titles.
    public var placeholders: [String: String]
    /// Where it was configured (`buttons[2]`), for messages.
    public var name: String
    /// The Dynamic Type content sizes each title is checked at; empty: only at the configured font size.
    public var contentSizes: [ContentSizeCategory]
    /// The title's point size per content size, for a font without a text style (UIFontMetrics scaling).
    public var scaledSizes: ScaledSizes?
    /// The layout fields the config gives this button itself (not its defaults), as written: what it
    /// overrides in an Interface Builder button it matches.
    public var fields: [(name: String, value: OptionInput)] = []
    /// The file the button is described in (an Interface Builder document), when not a config.
    public var source: String?
    /// The button's line in ``source``.
    public var line: Int?
    /// The button's object id when it checks a title set in code (rows with the same
    /// `LocalizedString.object`); `nil` for a button checking its document's own keys.
    public var object: String?
    /// The storyboard scene holding the button (`InterfaceBuilderButton.scene`), for the rows.
    public var scene: String?
    /// Where the app's code gives the button a title of its own: its rows are notes unless strict.
    public var codeSets: [CodeSet] = []
    /// What lint knows about the button that bears on its verdicts, copied into each finding.
    public var notes: [String] = []

    /// A button checking the strings whose keys match `keys`; no content sizes: the spec's font size only.
    public init(keys: [String], layout: LayoutRequest, placeholders: [String: String] = [:], name: String = "button",
                contentSizes: [ContentSizeCategory] = [], scaledSizes: ScaledSizes? = nil) {
        self.keys = keys
        self.layout = layout
        self.placeholders = placeholders
        self.name = name
        self.contentSizes = contentSizes
        self.scaledSizes = scaledSizes
    }

    /// Whether `key` matches one of the button's key patterns (`*`, `?`).
    public func matches(_ key: String) -> Bool { keys.contains { globMatches($0, key) } }
}

/// The lint configuration: the development language, the buttons, and the placeholder samples.
public struct LintConfig: Sendable {
    /// The development language (`en` by default): the locale whose values are the source text.
    public var defaultLocale: String
    /// The first button whose keys match a string checks it.
    public var buttons: [LintButton]
    /// Placeholder overrides for every title.
    public var placeholders: [String: String]
    /// Placeholder overrides per key pattern (`*`, `?`), the first matching pattern wins.
    public var placeholdersByKey: [(pattern: String, values: [String: String])]
    /// The `defaults` as written (layout and sweep fields): what fills in the fields an Interface
    /// Builder button leaves to UIKit's defaults.
    public var defaultFields: [(name: String, value: OptionInput)] = []
    /// The content sizes `defaults` sweeps (empty: none), for buttons no config button describes.
    public var defaultContentSizes: [ContentSizeCategory] = []
    /// The scaled sizes `defaults` gives, with ``defaultContentSizes``.
    public var defaultScaledSizes: ScaledSizes?

    /// A configuration: development language (`en` by default), buttons in match order, and placeholder samples.
    public init(defaultLocale: String = "en", buttons: [LintButton], placeholders: [String: String] = [:],
                placeholdersByKey: [(pattern: String, values: [String: String])] = []) {
        self.defaultLocale = defaultLocale
        self.buttons = buttons
        self.placeholders = placeholders
        self.placeholdersByKey = placeholdersByKey
    }

    /// The button that checks `key`, if any.
    public func button(for key: String) -> LintButton? { buttons.first { $0.matches(key) } }

    /// The first button that checks `string`: its keys match, and an Interface Builder button
    /// (``LintButton/source`` set) only checks the rows of its own document (and, for a title set in
    /// code, its own object), as copied documents share object ids.
    public func button(for string: LocalizedString) -> LintButton? {
        buttonIndex(for: string).map { buttons[$0] }
    }

    /// The index in ``buttons`` of the button that checks `string` (as `button(for:)` finds it).
    public func buttonIndex(for string: LocalizedString) -> Int? {
        buttons.firstIndex { button in
            button.matches(string.key) && (button.source == nil || (button.source == string.document && button.object == string.object))
        }
    }

    /// The samples for `key` on `button`: per key, per button, global.
    public func samples(for key: String, button: LintButton) -> PlaceholderSamples {
        let perKey = placeholdersByKey.first { globMatches($0.pattern, key) }?.values
        return PlaceholderSamples(levels: [perKey, button.placeholders, placeholders].compactMap { $0 })
    }

    static let fields = ["defaultLocale", "defaults", "placeholders", "placeholdersByKey", "buttons"]
    /// Fields lint reads itself, in `defaults` or a button, beside the layout fields.
    static let sweepFields = ["content-sizes", "scaled-sizes", "text-style"]

    /// Reads a configuration and validates all of it: every error is reported once, with the file,
    /// the line, the JSON path and a "did you mean" for misspelt fields and values.
    ///
    /// ```json
    /// {"defaultLocale": "en", "defaults": {LAYOUT FIELDS}, "placeholders": {"%@": "Christopher"},
    ///  "placeholdersByKey": {"greeting.*": {"1": "Bo"}},
    ///  "buttons": [{"keys": ["checkout.*"], "placeholders": {…}, LAYOUT FIELDS}]}
    /// ```
    /// A button without `bounds` or `max-width` (its own or in `defaults`) is an error: at its
    /// intrinsic size nothing can truncate.
    ///
    /// Dynamic Type sweeps, in `defaults` or a button: `"content-sizes": ["L", "XXXL", "AX3"]` checks each
    /// title at each content size (the configuration's insets grow at the accessibility sizes too); the
    /// title's size at each comes from `"text-style": "body"` (UIKit's Dynamic Type table) or
    /// `"scaled-sizes": "L=17,AX3=40"` (a custom font scaled with UIFontMetrics).
    /// - Throws: ``LintConfigError`` listing every problem.
    /// With `requiresButtons` false (Interface Builder documents give the buttons), a config of
    /// `defaults` and overrides alone is accepted.
    public init(text: String, path: String, requiresButtons: Bool = true) throws(LintConfigError) {
        var problems: [LintConfigError.Problem] = []
        func problem(_ line: Int?, _ jsonPath: String, _ message: String) {
            problems.append(.init(line: line, path: jsonPath, message: message))
        }
        let root: JSONNode
        do {
            root = try JSONReader.parse(Array(text.utf8), source: path)
        } catch {
            throw LintConfigError(file: path, problems: [.init(line: error.line, path: "", message: "invalid JSON: \(error.message)")])
        }
        guard let members = root.members else {
            throw LintConfigError(file: path, problems: [.init(line: root.line, path: "", message: "must be a JSON object")])
        }
        var defaultLocale = "en"
        var defaults: [JSONNode.Member] = []
        var placeholders: [String: String] = [:]
        var byKey: [(String, [String: String])] = []
        var buttonNodes: [JSONNode] = []
                for member in members {
            let node = member.value
            switch member.key {
            case "defaultLocale":
                if let locale = node.string, !locale.isEmpty { defaultLocale = locale } else {
                    problem(node.line, "defaultLocale", "must be a locale such as \"en\", not \(node.typeName)")
                }
            case "defaults":
                if let fields = node.members { defaults = fields } else {
                    problem(node.line, "defaults", "must be an object of layout fields, not \(node.typeName)")
                }
            case "placeholders":
                placeholders = Self.placeholderTable(node, path: "placeholders", problem: problem)
            case "placeholdersByKey":
                guard let patterns = node.members else {
                    problem(node.line, "placeholdersByKey", "must be an object: key pattern → placeholder values")
                    continue
                }
                byKey = patterns.map { ($0.key, Self.placeholderTable($0.value, path: "placeholdersByKey.\($0.key)", problem: problem)) }
            case "buttons":
                if case .array(let items) = node.kind { buttonNodes = items } else {
                    problem(node.line, "buttons", "must be a list of buttons, not \(node.typeName)")
                }
            default:
                problem(node.line, "", "unknown field '\(member.key)'" + didYouMean(member.key, Self.fields)
                        + " (fields: \(Self.fields.joined(separator: ", ")))")
            }
        }
        if buttonNodes.isEmpty && problems.isEmpty && requiresButtons {
            problem(root.line, "buttons", "no buttons: the config must list the buttons to check")
        }
        let layoutFields = Set(LintLayoutFields.names)
        var buttons: [LintButton] = []
        for (index, node) in buttonNodes.enumerated() {
            let name = "buttons[\(index)]"
            guard let fields = node.members else {
                problem(node.line, name, "must be an object with \"keys\" and layout fields, not \(node.typeName)")
                continue
            }
            var keys: [String] = []
            var overrides: [String: String] = [:]
            var layout: [JSONNode.Member] = defaults.filter { !Self.sweepFields.contains($0.key) }
            // The sweep fields, the button's over the defaults'.
            var sweep: [String: (node: JSONNode, path: String)] = [:]
            for field in defaults where Self.sweepFields.contains(field.key) { sweep[field.key] = (field.value, "defaults.\(field.key)") }
            for field in fields where Self.sweepFields.contains(field.key) { sweep[field.key] = (field.value, "\(name).\(field.key)") }
            for field in fields {
                switch field.key {
                case "keys":
                    if case .array(let items) = field.value.kind, !items.isEmpty, items.allSatisfy({ $0.string != nil }) {
                        keys = items.compactMap(\.string)
                    } else {
                        problem(field.value.line, name, "needs \"keys\": a non-empty list of key patterns")
                    }
                case "placeholders":
                    overrides = Self.placeholderTable(field.value, path: "\(name).placeholders", problem: problem)
                case _ where Self.sweepFields.contains(field.key):
                    break
                default:
                    layout.removeAll { $0.key == field.key }
                    layout.append(field)
                }
            }
            if fields.allSatisfy({ $0.key != "keys" }) { problem(node.line, name, "needs \"keys\": a list of key patterns") }
            // Unknown layout fields, each once (a misspelt default is reported under "defaults").
            var known: [JSONNode.Member] = []
            for field in layout {
                if layoutFields.contains(field.key) { known.append(field); continue }
                let isDefault = !fields.contains { $0.key == field.key }
                if isDefault && index > 0 { continue }
                problem(field.value.line, isDefault ? "defaults" : name,
                        "unknown field '\(field.key)'" + didYouMean(field.key, LintLayoutFields.names + ["keys", "placeholders"] + Self.sweepFields))
            }
            var decoded: LayoutRequest
            do throws(RequestError) {
                decoded = try LintLayoutFields.request(known.map { ($0.key, OptionInput($0.value)) })
            } catch {
                // The error names its field (a field this button or the defaults give); the message without it.
                let field = error.leadingField.flatMap { name in known.contains { $0.key == name } ? name : nil }
                let message = field == nil ? error.description : error.problem
                let line = field.flatMap { f in known.last { $0.key == f }?.value.line } ?? node.line
                let isDefault = field.map { f in !fields.contains { $0.key == f } } ?? false
                if !(isDefault && index > 0) {
                    problem(line, (isDefault ? "defaults" : name) + (field.map { ".\($0)" } ?? ""), message)
                }
                continue
            }
            if decoded.proposal == .intrinsic && requiresButtons {
                problem(node.line, name, "keys \(keys.joined(separator: ", ")): no \"bounds\" or \"max-width\": "
                        + "at its intrinsic size no title can truncate, so every string would pass")
            }
            let (sizes, scaled) = Self.sweep(sweep, layout: &decoded, isFirst: index == 0, problem: problem)
            var button = LintButton(keys: keys, layout: decoded, placeholders: overrides, name: name,
                                    contentSizes: sizes, scaledSizes: scaled)
            button.fields = fields.filter { layoutFields.contains($0.key) || Self.sweepFields.contains($0.key) }.map { ($0.key, OptionInput($0.value)) }
            buttons.append(button)
        }
        guard problems.isEmpty else { throw LintConfigError(file: path, problems: problems) }
        self.init(defaultLocale: defaultLocale, buttons: buttons, placeholders: placeholders, placeholdersByKey: byKey)
        // The defaults' sweep alone (its problems were reported with the first button).
        var sweep: [String: (node: JSONNode, path: String)] = [:]
        for field in defaults where Self.sweepFields.contains(field.key) { sweep[field.key] = (field.value, "defaults.\(field.key)") }
        var probe = LayoutRequest(spec: ButtonSpec(title: ""))
        (defaultContentSizes, defaultScaledSizes) = Self.sweep(sweep, layout: &probe, isFirst: false) { _, _, _ in }
        defaultFields = defaults.filter { layoutFields.contains($0.key) || Self.sweepFields.contains($0.key) }.map { ($0.key, OptionInput($0.value)) }
    }

    /// The content sizes, scaled sizes and text style of one button (a problem in `defaults` is
    /// reported with the first button only). Without a text style or scaled sizes, the content sizes
    /// are an error: nothing says how big the title is at each.
    private static func sweep(_ fields: [String: (node: JSONNode, path: String)], layout: inout LayoutRequest,
                              isFirst: Bool, problem: (Int?, String, String) -> Void) -> ([ContentSizeCategory], ScaledSizes?) {
        func report(_ field: (node: JSONNode, path: String), _ message: String) {
            if isFirst || !field.path.hasPrefix("defaults.") { problem(field.node.line, field.path, message) }
        }
        var sizes: [ContentSizeCategory] = []
        if let field = fields["content-sizes"] {
            let read = contentSizes(field.node)
            sizes = read.sizes
            for message in read.problems { report(field, message) }
        }
        var scaled: ScaledSizes?
        if let field = fields["scaled-sizes"] {
            do {
                guard let text = field.node.string else { throw ButtonSpecError(field: "scaled-sizes", problem: "must be a string") }
                scaled = try ScaledSizes(parsing: text)
            } catch {
                report(field, (error as? ButtonSpecError)?.problem ?? "\(error)")
            }
        }
        if let field = fields["text-style"] {
            let styles = TextStyle.allCases.map(\.rawValue)
            if let name = field.node.string, let style = TextStyle(name: name) {
                layout.spec.titleFont.textStyle = style
            } else {
                report(field, "must be a text style (\(styles.joined(separator: ", ")))" + didYouMean(field.node.string ?? "", styles))
            }
        }
        if let field = fields["content-sizes"], !sizes.isEmpty, scaled == nil, layout.spec.titleFont.textStyle == nil {
            report(field, "needs \"text-style\" or \"scaled-sizes\": the title's size at each content size")
        }
        return (sizes, scaled)
    }

    /// A `"content-sizes"` value (`["L", "XXXL", "AX3"]`) as categories in the order written, and what is wrong
    /// with it (each item that names no category, with a "did you mean"; a value that is no non-empty list):
    /// the one reading of the field, for button lint's sweeps and `lint --screens` (``ScreenLintConfig``).
    static func contentSizes(_ node: JSONNode) -> (sizes: [ContentSizeCategory], problems: [String]) {
        let names = ContentSizeCategory.allCases.map(\.rawValue)
        guard case .array(let items) = node.kind, !items.isEmpty else {
            return ([], ["must be a list of content sizes such as [\"L\", \"AX3\"]"])
        }
        var sizes: [ContentSizeCategory] = []
        var problems: [String] = []
        for item in items {
            if let name = item.string, let category = ContentSizeCategory(name: name) {
                sizes.append(category)
            } else {
                problems.append("'\(item.string ?? item.typeName)' is not a content size (\(names.joined(separator: ", ")))"
                                + didYouMean(item.string ?? "", names))
            }
        }
        return (sizes, problems)
    }

    /// `{"%@": "Christopher", "2": 100000}`: strings or numbers.
    private static func placeholderTable(_ node: JSONNode, path: String,
                                         problem: (Int?, String, String) -> Void) -> [String: String] {
        guard let members = node.members else {
            problem(node.line, path, "must be an object: placeholder (\"%@\", \"%1$@\", \"{name}\", \"1\") → sample value")
            return [:]
        }
        var table: [String: String] = [:]
        for member in members {
            switch member.value.kind {
            case .string(let text): table[member.key] = text
            case .number(let text): table[member.key] = text
            default: problem(member.value.line, "\(path).\(member.key)", "must be a string or a number, not \(member.value.typeName)")
            }
        }
        return table
    }
}

/// A configuration that cannot be used: every problem with its line and JSON path.
public struct LintConfigError: Error, Sendable, CustomStringConvertible {
    /// One thing wrong with the configuration, where it is and what.
    public struct Problem: Sendable, Hashable {
        /// The 1-based line in the file; `nil` when the problem has no single line.
        public var line: Int?
        /// The JSON path: `buttons[2].bounds`.
        public var path: String
        /// What is wrong, without the file, line or path.
        public var message: String
    }

    /// The configuration file's path, as given.
    public var file: String
    /// Every problem found (at least one).
    public var problems: [Problem]

    /// One `file:line: error: path: message` line per problem, as compilers write them.
    public var description: String {
        problems.map { problem in
            "\(file)" + (problem.line.map { ":\($0)" } ?? "") + ": error: "
                + (problem.path.isEmpty ? "" : "\(problem.path): ") + problem.message
        }.joined(separator: "\n")
    }
}

/// Shell-style matching of a whole key: `*` any run of characters, `?` one character.
public func globMatches(_ pattern: String, _ text: String) -> Bool {
    // Keys and patterns are almost always plain ASCII: matched on their bytes, without breaking them
    // into characters (lint matches every row's key; that was 10 % of a catalog's lint at cdcdeff).
    // The bytes are read in place: copying them into two arrays first was half of a button's match
    // (~1,450 instructions), nearly two a row of a catalog's lint (issue 39).
    if pattern.isPlainASCII, text.isPlainASCII {
        var (pattern, text) = (pattern, text)
        return pattern.withUTF8 { p in text.withUTF8 { t in globMatches(p, t, star: UInt8(ascii: "*"), one: UInt8(ascii: "?")) } }
    }
    return globMatches(Array(pattern), Array(text), star: "*", one: "?")
}

/// `globMatches(_:_:)` over the pattern's and the text's characters or bytes (`star` and `one` the wildcards).
private func globMatches<C: RandomAccessCollection>(_ p: C, _ t: C, star wildcard: C.Element, one: C.Element) -> Bool
    where C.Element: Equatable, C.Index == Int {
    var pi = 0, ti = 0, star = -1, mark = 0
    while ti < t.count {
        if pi < p.count && (p[pi] == one || p[pi] == t[ti]) {
            pi += 1; ti += 1
        } else if pi < p.count && p[pi] == wildcard {
            star = pi; mark = ti; pi += 1
        } else if star >= 0 {
            pi = star + 1; mark += 1; ti = mark
        } else {
            return false
        }
    }
    while pi < p.count && p[pi] == wildcard { pi += 1 }
    return pi == p.count
}
