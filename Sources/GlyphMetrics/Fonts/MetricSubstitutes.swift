import ButtonSizer

/// iOS's named fonts that Debian has a metric-compatible free font for: the same advance widths, so a title
/// in Helvetica measures as on the device when measured in Nimbus Sans or Liberation Sans. Used when the named
/// family itself is not installed (nor in `--font-dir` or the app's folders), in the order listed; answers say
/// which font stood in (`ResolvedFont.substitution`: "Liberation Sans stands in for Helvetica …").
///
/// Source: docs/reference/font-substitutes.md §8.2 (package descriptions and advance widths of the
/// 95 printable ASCII characters compared with fontTools). Vertical metrics differ even where the widths match
/// (§8.2), so a substitute's heights are its own. Helvetica Neue, Georgia, Verdana, Avenir… have none in Debian.
public enum MetricSubstitutes {
    /// A free family with the same advance widths as an iOS family, and the Debian package that has it.
    public struct Substitute: Sendable, Hashable {
        /// The family name fontconfig knows it by.
        public var family: String
        /// The Debian package that installs it (`make deps` installs each).
        public var package: String
    }

    /// The substitutes of each iOS family, best first (lower-cased family name → substitutes).
    public static let table: [String: [Substitute]] = {
        let liberationSans = Substitute(family: "Liberation Sans", package: "fonts-liberation2")
        let liberationSerif = Substitute(family: "Liberation Serif", package: "fonts-liberation2")
        let liberationMono = Substitute(family: "Liberation Mono", package: "fonts-liberation2")
        let entries: [(String, [Substitute])] = [
            ("Arial", [liberationSans]),
            ("Helvetica", [Substitute(family: "Nimbus Sans", package: "fonts-urw-base35"), liberationSans]),
            ("Times New Roman", [liberationSerif]),
            ("Times", [Substitute(family: "Nimbus Roman", package: "fonts-urw-base35"), liberationSerif]),
            ("Courier New", [liberationMono]),
            ("Courier", [Substitute(family: "Nimbus Mono PS", package: "fonts-urw-base35"), liberationMono]),
            ("Menlo", [Substitute(family: "DejaVu Sans Mono", package: "fonts-dejavu-core")]),
            ("Palatino", [Substitute(family: "P052", package: "fonts-urw-base35")]),
        ]
        return Dictionary(uniqueKeysWithValues: entries.map { ($0.0.lowercased(), $0.1) })
    }()

    /// The Debian packages that hold every substitute (what `make deps` installs).
    public static var packages: Set<String> { Set(table.values.joined().map(\.package)) }

    /// The substitutes of `family` (any case), best first; empty when it has none.
    public static func substitutes(for family: String) -> [Substitute] {
        table[family.lowercased()] ?? []
    }

    /// How an answer says that `substitute` stood in for `family` (`ResolvedFont.metricSubstitution(_:for:)`).
    static func note(_ substitute: String, for family: String) -> String {
        ResolvedFont.metricSubstitution(substitute, for: family)
    }

    /// The family a substitution note says was stood in for ("Helvetica"); nil for any other note
    /// (`ResolvedFont.standsInFor`).
    public static func standsInFor(_ substitution: String?) -> String? {
        ResolvedFont.standsInFor(substitution)
    }
}
