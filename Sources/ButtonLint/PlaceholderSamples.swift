import Localization

/// The values measured in place of placeholders, and the overrides a config gives.
///
/// Built-in samples (chosen long, so a title that fits with them fits with most real values):
/// - objects (`%@ %s %S {name}`): "Alexander Maximilian"
/// - integers (`%d %i %u %ld %lld %lu %x %o`, `%arg`): "9999"; `%c`: "W"
/// - floats: 9999.99 printed as printf would with the precision given (`%.2f` → "9999.99", `%.1f` → "10000.0"; `%f` →
///   "9999.990000", six decimals as on the device); `%e %g %a` → "9999.99"
/// - `%%` → "%"
/// - the argument a plural form is chosen by: "0" for `zero`, "1" for `one`, "2" for `two` (the form
///   is written for that number); the integer sample for `few`, `many` and `other`.
///
/// Overrides map a placeholder to its value, looked up in this order: the placeholder as written
/// (`"%1$@"`, `"%lld"`, `"{name}"`), its argument position (`"1"`, `"2"`), then its kind by the plain
/// specifier (`"%@"` for every object, `"%d"` for every integer, `"%f"` for every float). A config has
/// three levels, the most specific first: per key, per button, global.
public struct PlaceholderSamples: Sendable, Hashable {
    /// The default sample for an object or string placeholder (`%@`, `%s`, `{name}`): a long name.
    public static let object = "Alexander Maximilian"
    /// The default sample for an integer placeholder (`%d`, `%lld`): four wide digits.
    public static let integer = "9999"
    /// The default sample for a floating-point placeholder (`%f`), written with the placeholder's precision (6 decimals without one).
    public static let float = 9999.99
    /// The default sample for a character placeholder (`%c`, `%C`): a wide letter.
    public static let character = "W"

    /// Override tables, the most specific first.
    public var levels: [[String: String]]

    /// Samples with override tables, the most specific first; none by default (the built-in samples only).
    public init(levels: [[String: String]] = []) {
        self.levels = levels
    }

    /// The override key of each kind.
    static func kindKey(_ kind: FormatPlaceholder.Kind) -> String {
        switch kind {
        case .object, .substitution: "%@"
        case .integer: "%d"
        case .float: "%f"
        case .percent: "%%"
        }
    }

    /// The sample for `placeholder`, the argument at `position` (explicit or counted); `pluralCategory`
    /// when the row is the plural form chosen by this argument.
    public func value(for placeholder: FormatPlaceholder, position: Int?, pluralCategory: String?) -> String {
        if placeholder.kind == .percent { return "%" }
        if placeholder.kind == .integer, let number = ["zero": "0", "one": "1", "two": "2"][pluralCategory ?? ""] {
            return number
        }
        let keys = [placeholder.text, position.map(String.init), Self.kindKey(placeholder.kind)].compactMap { $0 }
        for level in levels {
            for key in keys { if let value = level[key] { return value } }
        }
        switch placeholder.kind {
        case .object, .substitution: return Self.object
        case .integer: return placeholder.conversion == "c" || placeholder.conversion == "C" ? Self.character : Self.integer
        case .float:
            guard placeholder.conversion == "f" || placeholder.conversion == "F" else { return "9999.99" }
            return fixed(Self.float, decimals: placeholder.precision ?? 6)
        case .percent: return "%"
        }
    }

    /// `value` with `decimals` digits after the point, rounded half away from zero (as printf does for
    /// these values).
    private func fixed(_ value: Double, decimals: Int) -> String {
        let digits = min(decimals, 12)
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (value * scale).rounded(.toNearestOrAwayFromZero)
        let whole = Int64(scaled / scale)
        let fraction = Int64(scaled - Double(whole) * scale)
        guard digits > 0 else { return String(whole) }
        let text = String(fraction)
        return "\(whole)." + String(repeating: "0", count: digits - text.count) + text
    }

    /// `text` with every placeholder replaced by its sample, and the samples used (each placeholder once,
    /// `%%` not listed). `pluralArguments`: positions whose argument chose the row's plural form (0: the
    /// first integer argument) with the category.
    public func substitute(_ text: String, pluralArguments: [Int: String] = [:]) -> (text: String, samples: [PlaceholderSample]) {
        let found = FormatPlaceholder.scan(text)
        guard !found.isEmpty else { return (text, []) }
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var samples: [PlaceholderSample] = []
        var cursor = 0, implicit = 0
        var firstInteger = true
        for (range, placeholder) in found {
            output.append(contentsOf: scalars[cursor..<range.lowerBound])
            cursor = range.upperBound
            var position: Int?
            if placeholder.kind != .percent && placeholder.name == nil || placeholder.kind == .substitution
                || placeholder.name == "arg" {
                if let explicit = placeholder.position { position = explicit } else { implicit += 1; position = implicit }
            }
            var category: String?
            if placeholder.kind == .integer {
                category = position.flatMap { pluralArguments[$0] } ?? (firstInteger ? pluralArguments[0] : nil)
                firstInteger = false
            }
            let value = self.value(for: placeholder, position: position, pluralCategory: category)
            output.append(contentsOf: value.unicodeScalars)
            let sample = PlaceholderSample(placeholder: placeholder.text, value: value)
            if placeholder.kind != .percent && !samples.contains(sample) { samples.append(sample) }
        }
        output.append(contentsOf: scalars[cursor...])
        return (String(output), samples)
    }
}
