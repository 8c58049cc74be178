import ButtonSizer
import Localization

/// One title to check: a catalog string, or an `.xcstrings` template with one case of each of its
/// substitutions composed in.
public struct LintRow: Sendable {
    /// The row's key, locale, variant (for a composition the template's variant followed by every
    /// case, `substitution.files.plural.one`), source and line; `value` the text with placeholders, or
    /// `nil` when missing (also for `new` entries and empty values).
    public var string: LocalizedString
    /// Argument positions whose plural form the row is (0: the first integer argument), with the category.
    public var pluralArguments: [Int: String]
    /// The Dynamic Type content size the row is checked at; `nil` for the configured font size.
    public var contentSize: ContentSizeCategory? = nil
    /// The development language's text of the same title, shown beside a translation; `nil` on the
    /// development language's own rows (and when it has none).
    public var baseText: String? = nil
    /// The index in `LintConfig.buttons` of the button that checks the row, found once by
    /// `Linter.rows` (its keys matched once per row); `nil`: looked up when the row is checked.
    public var button: Int? = nil
}

/// Turns catalog strings into rows: states applied, pseudo-locales added, substitutions composed.
public enum LintRows {
    /// The most substitution combinations composed for one template (the product of the case counts
    /// of its substitutions); past it, combinations are taken in catalog order up to the cap and the
    /// rest are counted in ``Composition/skipped``.
    public static let combinationCap = 64

    /// The rows composed from one `.xcstrings` template, and how many combinations the cap left out.
    public struct Composition: Sendable {
        /// One row per substitution combination checked, at most ``LintRows/combinationCap``.
        public var rows: [LintRow]
        /// Combinations not checked because of ``combinationCap``.
        public var skipped: Int
    }

    /// The pseudo-locales lint can add: `en-XA` (accented, longer) and `ar-XB` (right-to-left, mirrored
    /// words), each made from the source-language strings.
    public static let pseudoLocales = ["en-XA", "ar-XB"]

    /// The source-language strings again in `locale` (one of ``pseudoLocales``).
    public static func pseudo(_ strings: [LocalizedString], sourceLocale: String, locale: String) -> [LocalizedString] {
        let bidi = locale == "ar-XB"
        return strings.filter { $0.locale == sourceLocale && $0.value != nil }.map { source in
            var pseudo = source
            pseudo.locale = locale
            if let value = source.value { pseudo.value = bidi ? PseudoLocalization.bidi(value) : PseudoLocalization.pseudo(value) }
            return pseudo
        }
    }

    /// The rows of `strings` (all of one run; order kept). A `new` entry or an empty value is missing;
    /// substitution cases are composed into their template and not checked alone.
    public static func compose(_ strings: [LocalizedString]) -> Composition {
        // Substitution cases by (key, locale, source, template variant, substitution name).
        struct Slot: Hashable { var key, locale, source, prefix, name: String }
        var cases: [Slot: [LocalizedString]] = [:]
        // Reserved whole and read lazily: a catalog's rows are a few megabytes, and each copy or regrowth of
        // them is fresh memory the kernel must fault in (docs/performance.md, "Lint's memory").
        var templates: [LocalizedString] = []
        templates.reserveCapacity(strings.count)
        for string in strings.lazy.map(applyingState) {
            if let (prefix, name, rest) = substitutionPath(string.variant) {
                var item = string
                item.variant = rest
                cases[Slot(key: string.key, locale: string.locale, source: string.source, prefix: prefix, name: name),
                      default: []].append(item)
            } else {
                templates.append(string)
            }
        }
        var rows: [LintRow] = []
        rows.reserveCapacity(templates.count)
        var skipped = 0
        for template in templates {
            let plural = pluralCategory(template.variant).map { [0: $0] } ?? [:]
            guard let value = template.value else {
                rows.append(LintRow(string: template, pluralArguments: plural))
                continue
            }
            var names: [String] = []  // each substitution once, in order of appearance
            for found in FormatPlaceholder.scan(value) where found.placeholder.kind == .substitution {
                if let name = found.placeholder.name, !names.contains(name) { names.append(name) }
            }
            let slots = names.map { Slot(key: template.key, locale: template.locale, source: template.source,
                                         prefix: template.variant ?? "", name: $0) }
            let choices = slots.map { cases[$0] ?? [] }
            guard !names.isEmpty, choices.allSatisfy({ !$0.isEmpty }) else {
                rows.append(LintRow(string: template, pluralArguments: plural))
                continue
            }
            // The number of combinations, saturating rather than overflowing.
            let total = choices.reduce(1) { product, cases in
                let (next, overflow) = product.multipliedReportingOverflow(by: cases.count)
                return overflow ? Int.max : next
            }
            var combination = [Int](repeating: 0, count: choices.count)
            for index in 0..<min(total, combinationCap) {
                if index > 0 { advance(&combination, choices) }
                rows.append(composed(template, value, names: names, picks: zip(choices, combination).map { $0[$1] }))
            }
            skipped += max(0, total - combinationCap)
        }
        return Composition(rows: rows, skipped: skipped)
    }

    /// `new` entries and empty values are missing: there is nothing to measure yet.
    static func applyingState(_ string: LocalizedString) -> LocalizedString {
        var string = string
        if string.state == "new" || string.value?.isEmpty == true { string.value = nil }
        return string
    }

    /// A variant `…substitution.NAME.rest` split into the template's variant, the name and the rest.
    static func substitutionPath(_ variant: String?) -> (prefix: String, name: String, rest: String)? {
        guard let variant else { return nil }
        let parts = variant.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let at = parts.firstIndex(of: "substitution"), at + 1 < parts.count else { return nil }
        return (parts[..<at].joined(separator: "."), parts[at + 1], parts[(at + 2)...].joined(separator: "."))
    }

    /// The plural category of a variant path (`plural.one`, `device.iphone.plural.few`).
    static func pluralCategory(_ variant: String?) -> String? {
        guard let variant else { return nil }
        let parts = variant.split(separator: ".").map(String.init)
        guard let at = parts.lastIndex(of: "plural"), at + 1 < parts.count else { return nil }
        return parts[at + 1]
    }

    /// The next combination, the last substitution varying fastest.
    private static func advance(_ combination: inout [Int], _ choices: [[LocalizedString]]) {
        var slot = combination.count - 1
        while slot >= 0 {
            combination[slot] += 1
            if combination[slot] < choices[slot].count { return }
            combination[slot] = 0
            slot -= 1
        }
    }

    /// The template with each `%#@name@` replaced by its picked case, whose `%arg` becomes the
    /// substitution's own specifier (`%1$lld`), so samples treat it as the argument it is.
    private static func composed(_ template: LocalizedString, _ value: String, names: [String],
                                 picks: [LocalizedString]) -> LintRow {
        var row = template
        var text = value
        var plural: [Int: String] = [:]
        var variants = [template.variant].compactMap { $0 }
        var missing = false
        for (name, pick) in zip(names, picks) {
            variants.append("substitution.\(name)" + (pick.variant.map { $0.isEmpty ? "" : ".\($0)" } ?? ""))
            guard let caseValue = pick.value else { missing = true; continue }
            let specifier = "%" + (pick.argumentNumber.map { "\($0)$" } ?? "") + (pick.formatSpecifier ?? "lld")
            let resolved = caseValue.replacingPlaceholder("arg", with: specifier)
            text = text.replacingSubstitution(name, with: resolved)
            if let category = pluralCategory(pick.variant) { plural[pick.argumentNumber ?? 0] = category }
            if pick.state == "needs_review" { row.state = "needs_review" }
        }
        row.variant = variants.joined(separator: ".")
        row.value = missing ? nil : text
        return LintRow(string: row, pluralArguments: plural)
    }
}

extension String {
    /// Every `%arg` replaced by `specifier`.
    func replacingPlaceholder(_ name: String, with specifier: String) -> String {
        replacing(FormatPlaceholder.scan(self).filter { $0.placeholder.name == name && $0.placeholder.kind == .integer },
                  with: specifier)
    }

    /// Every `%#@name@` replaced by `text`.
    func replacingSubstitution(_ name: String, with text: String) -> String {
        replacing(FormatPlaceholder.scan(self).filter { $0.placeholder.kind == .substitution && $0.placeholder.name == name },
                  with: text)
    }

    private func replacing(_ found: [(range: Range<Int>, placeholder: FormatPlaceholder)], with text: String) -> String {
        guard !found.isEmpty else { return self }
        let scalars = Array(unicodeScalars)
        var output = String.UnicodeScalarView()
        var cursor = 0
        for (range, _) in found {
            output.append(contentsOf: scalars[cursor..<range.lowerBound])
            output.append(contentsOf: text.unicodeScalars)
            cursor = range.upperBound
        }
        output.append(contentsOf: scalars[cursor...])
        return String(output)
    }
}
