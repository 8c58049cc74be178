import ButtonSizer
import GlyphMetrics

/// How an option's value is written, decoded and checked: the value form help shows (`PT`, `WxH`),
/// the words it accepts (for help, completions and "did you mean"), and the decoder, which applies
/// the value's `ValueRule` so the command line, batch and lint refuse the same values with the same words.
public struct ValueType<Value: Sendable>: Sendable {
    /// The value's form and words, which its ``OptionInfo`` keeps too.
    let description: ValueDescription
    let decode: @Sendable (OptionInput) throws(ValueProblem) -> Value

    /// The value form in usage and help: `PT`, `WxH`, `word|char|clip…`; empty for a flag.
    public var form: String { description.form }
    /// The fixed words the value may be (enums), else empty.
    public var words: [String] { description.words }
    /// Whether the value names a file (completions offer files).
    public var isPath: Bool { description.isPath }

    /// A value written as `form` (nil: its words joined by `|`); `words` are listed only when help,
    /// completions or an error asks for them.
    package init(form: String?, words: @autoclosure @escaping @Sendable () -> [String] = [], isPath: Bool = false,
         decode: @escaping @Sendable (OptionInput) throws(ValueProblem) -> Value) {
        description = ValueDescription(spelledForm: form, listWords: words, isPath: isPath)
        self.decode = decode
    }
}

/// How a value is written, without its type: its form, its words, whether it names a file.
struct ValueDescription: Sendable {
    /// The form when it is not the words joined by `|`.
    let spelledForm: String?
    /// Lists the words (an enum's cases): run when asked for, not when the table is built at start.
    let listWords: @Sendable () -> [String]
    let isPath: Bool

    var form: String { spelledForm ?? joinedStrings(words, separator: "|") }
    var words: [String] { listWords() }
    /// A flag has no value form (a list of words is never empty).
    var isFlag: Bool { spelledForm?.isEmpty ?? false }
}

extension ValueType where Value == Bool {
    /// A flag: present on the command line, `true`/`false` in JSON.
    package static var flag: ValueType {
        ValueType(form: "") { input throws(ValueProblem) in
            guard case .bool(let value) = input else { throw ValueProblem("must be true or false, not \(input.shown)") }
            return value
        }
    }
}

extension ValueType where Value == String {
    /// Any text.
    package static func text(_ form: String) -> ValueType {
        ValueType(form: form) { input throws(ValueProblem) in
            guard case .text(let text) = input else { throw ValueProblem("must be a string, not \(input.shown)") }
            return text
        }
    }

    /// A file path.
    package static func path(_ form: String) -> ValueType {
        ValueType(form: form, isPath: true) { input throws(ValueProblem) in try text(form).decode(input) }
    }
}

extension ValueType where Value == Double {
    /// A number of points within `rule`.
    static func points(_ rule: ValueRule, form: String = "PT") -> ValueType {
        ValueType(form: form) { input throws(ValueProblem) in try number(input, rule) }
    }

    /// 1, 2 or 3.
    static var scale: ValueType {
        ValueType(form: "1|2|3", words: ["1", "2", "3"]) { input throws(ValueProblem) in try number(input, .scale) }
    }
}

extension ValueType where Value == Int {
    /// A whole number of at least `minimum` (and at most `maximum`), or within `rule`.
    package static func count(minimum: Int, maximum: Int = .max, rule: ValueRule? = nil, form: String = "N") -> ValueType {
        ValueType(form: form) { input throws(ValueProblem) in
            guard let word = input.word else { throw ValueProblem("must be a whole number, not \(input.shown)") }
            let whole: Int? = if case .quantity(let number) = input { Int(exactly: number) } else { Int(word) }
            guard let value = whole else {
                throw ValueProblem("must be a whole number of at least \(minimum), not \(input.shown)")
            }
            if let rule, let problem = rule.problem(Double(value)) { throw ValueProblem("\(problem) (got \(word))") }
            guard value >= minimum else { throw ValueProblem("must be a whole number of at least \(minimum), not \(input.shown)") }
            guard value <= maximum else { throw ValueProblem("must be \(minimum)…\(maximum), not \(input.shown)") }
            return value
        }
    }

    /// A font weight: 1…1000 or a name (thin … black).
    static var weight: ValueType {
        let names = weightNames.map(\.name)
        return ValueType(form: "1…1000|thin|light|regular|medium|semibold|bold|black",
                         words: names) { input throws(ValueProblem) in
            guard let word = input.word else { throw ValueProblem("must be a number or a name, not \(input.shown)") }
            if let number = Int(word) {
                if let problem = ValueRule.weight.problem(Double(number)) { throw ValueProblem("\(problem) (got \(word))") }
                return number
            }
            // A name as listed is found without lowering its case (which the search did once per name tried).
            if let named = weightNames.first(where: { $0.name == word }) { return named.weight }
            let lowered = word.lowercased()
            if let named = weightNames.first(where: { $0.name == lowered }) { return named.weight }
            throw ValueProblem("must be 1…1000 or one of \(names.joined(separator: ", ")), not \(input.shown)"
                               + didYouMean(word, names))
        }
    }

    static let weightNames: [(name: String, weight: Int)] = [
        ("thin", 100), ("extralight", 200), ("ultralight", 200), ("light", 300), ("regular", 400), ("normal", 400),
        ("medium", 500), ("semibold", 600), ("demibold", 600), ("bold", 700), ("extrabold", 800), ("heavy", 800),
        ("black", 900),
    ]
}

extension ValueType {
    /// The cases of a string enum, by raw value, in any case; `aliases` are accepted too but not listed.
    /// The cases are listed only when a value is not spelled exactly or when help asks: listing them
    /// for every enum option at every start of the tool cost more than measuring a title.
    package static func cases(_ type: Value.Type, aliases: @autoclosure @escaping @Sendable () -> [(String, Value)] = [])
        -> ValueType where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
        ValueType(form: nil, words: type.allCases.map(\.rawValue)) { input throws(ValueProblem) in
            if let word = input.word, let exact = Value(rawValue: word) { return exact }
            let words = type.allCases.map(\.rawValue)
            guard let word = input.word else { throw ValueProblem("must be one of \(words.joined(separator: ", ")), not \(input.shown)") }
            let spelled = type.allCases.map { ($0.rawValue, $0) } + aliases()
            if let match = spelled.first(where: { $0.0.lowercased() == word.lowercased() }) { return match.1 }
            throw ValueProblem("must be one of \(words.joined(separator: ", ")), not \(input.shown)" + didYouMean(word, words))
        }
    }
}

extension ValueType where Value == Size {
    /// "WxH" in points, each 0…10⁶.
    static var size: ValueType {
        ValueType(form: "WxH") { input throws(ValueProblem) in
            if case .size(let size) = input {
                return Size(width: try number(.quantity(size.width), .nonNegativeLength),
                            height: try number(.quantity(size.height), .nonNegativeLength))
            }
            guard let word = input.word else { throw ValueProblem("must be WIDTHxHEIGHT in points, not \(input.shown)") }
            let parts = word.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2 else { throw ValueProblem("must be WIDTHxHEIGHT in points, not \(input.shown)") }
            return Size(width: try number(.text(String(parts[0])), .nonNegativeLength),
                        height: try number(.text(String(parts[1])), .nonNegativeLength))
        }
    }
}

extension ValueType where Value == EdgeInsets {
    /// "T,L,B,R" or one number for all four, in points; negative insets are allowed, as in UIKit. In
    /// JSON also a list of four numbers or one number.
    static var insets: ValueType {
        ValueType(form: "T,L,B,R") { input throws(ValueProblem) in
            var values: [Double] = []
            // Whole numbers in range, as nearly every request gives them ("7,12,7,12"), are read from the
            // text's bytes; any other text goes item by item, whose errors name each as typed.
            if case .text(let text) = input, let numbers = wholeNumbers(text),
               numbers.allSatisfy({ ValueRule.length.problem($0) == nil }) {
                values = numbers
            } else {
                let items: [OptionInput]
                switch input {
                case .list(let list): items = list
                case .text(let text): items = commaSeparatedItems(text).map(OptionInput.text)
                case .number, .quantity: items = [input]
                case .insets(let insets): items = [insets.top, insets.left, insets.bottom, insets.right].map(OptionInput.quantity)
                default: throw ValueProblem("must be T,L,B,R (or one number), not \(input.shown)")
                }
                values.reserveCapacity(items.count)
                for item in items { values.append(try number(item, .length)) }
            }
            switch values.count {
            case 1: return EdgeInsets(top: values[0], left: values[0], bottom: values[0], right: values[0])
            case 4: return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
            default: throw ValueProblem("must be T,L,B,R (or one number), not \(input.shown)")
            }
        }
    }
}

extension ValueType where Value == [ButtonState: String] {
    /// "Follow,Following" gives highlighted, selected, disabled in order; "selected=Following" names the
    /// state. In JSON also a list of such items.
    static var stateTitles: ValueType {
        ValueType(form: "[STATE=]T,…") { input throws(ValueProblem) in
            let items: [Substring]
            switch input {
            case .text(let text): items = text.split(separator: ",", omittingEmptySubsequences: false)
            case .list(let list):
                items = try list.map { item throws(ValueProblem) in
                    guard case .text(let text) = item else { throw ValueProblem("must be titles, not \(item.shown)") }
                    return Substring(text)
                }
            default: throw ValueProblem("must be titles separated by commas, not \(input.shown)")
            }
            var titles: [ButtonState: String] = [:]
            let unnamed: [ButtonState] = [.highlighted, .selected, .disabled]
            for (index, item) in items.enumerated() {
                if let equals = item.firstIndex(of: "="), let state = ButtonState(rawValue: String(item[..<equals])) {
                    titles[state] = String(item[item.index(after: equals)...])
                } else {
                    guard index < unnamed.count else {
                        throw ValueProblem("takes at most three unnamed titles (highlighted, selected, disabled)")
                    }
                    titles[unnamed[index]] = String(item)
                }
            }
            return titles
        }
    }
}

/// LabelAlignment's `leading` and `top` switches.
public struct LabelAlignmentChoice: Sendable, Hashable {
    /// Whether the title is pinned to the leading edge (the seed's `left` flag).
    public var leading: Bool
    /// Whether the title is pinned to the top (the seed's `up` flag).
    public var top: Bool
}

extension ValueType where Value == LabelAlignmentChoice {
    static var labelAlignment: ValueType {
        let words = ["leading", "top", "leading,top", "none"]
        return ValueType(form: "leading|top|leading,top|none", words: words) { input throws(ValueProblem) in
            guard let text = input.word?.lowercased() else { throw ValueProblem("must be leading, top, leading,top or none, not \(input.shown)") }
            let parts = Set(text.split(separator: ",").map(String.init))
            guard parts.isSubset(of: ["leading", "top", "none"]) else {
                throw ValueProblem("must be leading, top, leading,top or none, not \(input.shown)")
            }
            return LabelAlignmentChoice(leading: parts.contains("leading"), top: parts.contains("top"))
        }
    }
}

/// A finite number within `rule`.
package func number(_ input: OptionInput, _ rule: ValueRule) throws(ValueProblem) -> Double {
    if case .quantity(let value) = input {
        guard value.isFinite else { throw ValueProblem("must be a finite number, not \(input.shown)") }
        if let problem = rule.problem(value) { throw ValueProblem("\(problem) (got \(input.shown))") }
        return value
    }
    guard let word = input.word else { throw ValueProblem("must be a number, not \(input.shown)") }
    guard let value = readNumber(word), value.isFinite else { throw ValueProblem("must be a finite number, not \(input.shown)") }
    if let problem = rule.problem(value) { throw ValueProblem("\(problem) (got \(word))") }
    return value
}

/// `Double(text)`, with a plain integer (``wholeNumber(_:)``, what most requests give) read without `strtod`:
/// it is exact in a `Double`, so both give the same value.
func readNumber(_ text: String) -> Double? {
    wholeNumber(text.utf8) ?? Double(text)
}

/// The value of `bytes` when they are an optional "-" and 1 to 15 ASCII digits (exact in a `Double`); nil otherwise.
func wholeNumber<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Double? {
    let digits = bytes.first == UInt8(ascii: "-") ? bytes.dropFirst() : bytes[...]
    guard !digits.isEmpty, digits.count <= 15, digits.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }) else { return nil }
    let magnitude = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    return digits.count < bytes.count ? -Double(magnitude) : Double(magnitude)
}

/// The whole numbers of a comma-separated value of them ("7, 12,-7,12"): each item, without the spaces
/// around it, a ``wholeNumber(_:)``; nil for any other text. The insets of a batch `layout` line cost 14,700
/// instructions read through ``commaSeparatedItems(_:)`` (its `String` items, each then read as a number)
/// and 4,000 so: −5.5 % of the catalog's batch layout process (docs/performance.md, issue 39).
func wholeNumbers(_ text: String) -> [Double]? {
    func read(_ bytes: UnsafeBufferPointer<UInt8>) -> [Double]? {
        var numbers: [Double] = []
        for item in bytes.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
            var item = item
            while item.first == UInt8(ascii: " ") { item.removeFirst() }
            while item.last == UInt8(ascii: " ") { item.removeLast() }
            guard let number = wholeNumber(item) else { return nil }
            numbers.append(number)
        }
        return numbers
    }
    return text.utf8.withContiguousStorageIfAvailable(read) ?? nil
}

/// The items of a comma-separated value ("7, 12, 7, 12"), each without the spaces around it: the text
/// split at its "," characters and each part trimmed (``StringProtocol/trimmingSpaces``).
func commaSeparatedItems(_ text: String) -> [String] {
    text.split(separator: ",", omittingEmptySubsequences: false).map(\.trimmingSpaces)
}
