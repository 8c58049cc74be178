/// A placeholder in a localized string: a printf-style specifier (`%@`, `%1$@`, `%lld`, `%.1f`, `%%`,
/// Android's `%1$s`), a string-catalog substitution (`%#@files@`), its argument `%arg`, or an ICU-style
/// argument in braces (`{name}`).
public struct FormatPlaceholder: Sendable, Hashable {
    /// What the argument is, which decides its sample value.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `%@`, `%s`, `%S`, `{name}`: a string or object.
        case object
        /// `%d %i %u %ld %lld %lu %x %o %c…`: an integer (`%c` a character).
        case integer
        /// `%f %.1f %e %g %a`: a floating-point number.
        case float
        /// `%%`: a literal percent sign.
        case percent
        /// `%#@name@`: an `.xcstrings` substitution, replaced by one of its variations.
        case substitution
    }

    /// The placeholder as written.
    public var text: String
    /// What the argument is (object, integer, float, percent, substitution), which decides its sample.
    public var kind: Kind
    /// The conversion character (`@`, `d`, `f`, `s`…); `nil` for `{name}`, `%#@name@` and `%arg`.
    public var conversion: Character?
    /// The explicit argument number of `%2$d`; `nil` when implicit.
    public var position: Int?
    /// The precision of `%.1f`.
    public var precision: Int?
    /// The name of `{name}` or `%#@name@`.
    public var name: String?

    /// Every placeholder of `text` with its range in unicode scalars, in order.
    public static func scan(_ text: String) -> [(range: Range<Int>, placeholder: FormatPlaceholder)] {
        // Every placeholder starts with "{" or "%": a text with neither (most titles) is not copied into
        // scalars and tried at each one (~1,900 instructions a title, twice a row of a catalog's lint, issue 39).
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "%") }) else { return [] }
        let scalars = Array(text.unicodeScalars)
        var found: [(Range<Int>, FormatPlaceholder)] = []
        var index = 0
        while index < scalars.count {
            if let (placeholder, end) = parse(scalars, at: index) {
                found.append((index..<end, placeholder))
                index = end
            } else {
                index += 1
            }
        }
        return found
    }

    /// The placeholder starting at `index`, and the index just past it.
    static func parse(_ scalars: [Unicode.Scalar], at index: Int) -> (FormatPlaceholder, Int)? {
        func make(_ end: Int, _ kind: Kind, conversion: Character? = nil, position: Int? = nil,
                  precision: Int? = nil, name: String? = nil) -> (FormatPlaceholder, Int) {
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars[index..<end])
            return (FormatPlaceholder(text: String(text), kind: kind, conversion: conversion, position: position,
                                      precision: precision, name: name), end)
        }
        switch scalars[index] {
        case "{":
            var end = index + 1
            while end < scalars.count, isIdentifier(scalars[end]) { end += 1 }
            guard end > index + 1, end < scalars.count, scalars[end] == "}" else { return nil }
            return make(end + 1, .object, name: string(scalars[(index + 1)..<end]))
        case "%":
            return parsePrintf(scalars, at: index, make: make)
        default:
            return nil
        }
    }

    /// `%[n$][#@name@ | flags width .precision length conversion]`, `%arg` or `%%`.
    private static func parsePrintf(
        _ scalars: [Unicode.Scalar], at start: Int,
        make: (Int, Kind, Character?, Int?, Int?, String?) -> (FormatPlaceholder, Int)
    ) -> (FormatPlaceholder, Int)? {
        var index = start + 1
        func peek() -> Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
        func number() -> Int? {
            let first = index
            while let next = peek(), ("0"..."9").contains(next) { index += 1 }
            return index > first ? Int(string(scalars[first..<index])) : nil
        }
        if peek() == "%" { return make(index + 1, .percent, "%", nil, nil, nil) }
        // A substitution's own argument in an `.xcstrings` variation: `%arg` (before `%a`, a hex float).
        if index + 3 <= scalars.count, string(scalars[index..<(index + 3)]) == "arg",
           index + 3 == scalars.count || !isIdentifier(scalars[index + 3]) {
            return make(index + 3, .integer, nil, nil, nil, "arg")
        }
        let afterPercent = index
        var position = number()
        if position != nil, peek() == "$" { index += 1 } else { index = afterPercent; position = nil }
        if peek() == "#", index + 1 < scalars.count, scalars[index + 1] == "@" {
            var end = index + 2
            while end < scalars.count, isIdentifier(scalars[end]) { end += 1 }
            guard end < scalars.count, scalars[end] == "@", end > index + 2 else { return nil }
            return make(end + 1, .substitution, nil, position, nil, string(scalars[(index + 2)..<end]))
        }
        while let next = peek(), "-+ #0'".unicodeScalars.contains(next) { index += 1 }
        if peek() == "*" { index += 1 } else { _ = number() }
        var precision: Int?
        if peek() == "." {
            index += 1
            if peek() == "*" { index += 1 } else { precision = number() ?? 0 }
        }
        while let next = peek(), "hlqLzjt".unicodeScalars.contains(next) { index += 1 }
        guard let conversion = peek(), let kind = kinds[conversion] else { return nil }
        return make(index + 1, kind, Character(conversion), position, precision, nil)
    }

    private static let kinds: [Unicode.Scalar: Kind] = {
        var kinds: [Unicode.Scalar: Kind] = [:]
        for c in "@sSp".unicodeScalars { kinds[c] = .object }
        for c in "dDiuUxXoOcC".unicodeScalars { kinds[c] = .integer }
        for c in "fFeEgGaA".unicodeScalars { kinds[c] = .float }
        return kinds
    }()

    static func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", ".": true
        default: false
        }
    }

    private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}
