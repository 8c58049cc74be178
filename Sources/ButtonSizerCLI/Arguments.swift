import ButtonLint
/// A command-line usage error: printed as `Error: …` and the usage line, exit 64.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// Parsed command-line arguments: `--name value`, `--name=value`, flags, and positionals
/// (everything after `--` is positional).
struct Arguments {
    private(set) var values: [String: String] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []

    /// - Parameters:
    ///   - options: names (without `--`) that take a value.
    ///   - flags: names that take none.
    init(_ arguments: [String], options: Set<String>, flags allowedFlags: Set<String>) throws {
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("--") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if allowedFlags.contains(name) {
                guard inlineValue == nil else { throw UsageError("--\(name) takes no value") }
                flags.insert(name)
            } else if options.contains(name) {
                if let inlineValue {
                    values[name] = inlineValue
                } else {
                    guard index < arguments.count else { throw UsageError("--\(name) needs a value") }
                    values[name] = arguments[index]
                    index += 1
                }
            } else {
                throw UsageError("unknown option --\(name)")
            }
        }
    }

    func has(_ flag: String) -> Bool { flags.contains(flag) }
    subscript(_ name: String) -> String? { values[name] }

    /// A finite number, optionally required to be positive or non-negative.
    func number(_ name: String, positive: Bool = false, nonNegative: Bool = false) throws -> Double? {
        guard let text = values[name] else { return nil }
        return try parseNumber(text, flag: name, positive: positive, nonNegative: nonNegative)
    }

    func integer(_ name: String, minimum: Int) throws -> Int? {
        guard let text = values[name] else { return nil }
        guard let value = Int(text), value >= minimum else {
            throw UsageError("--\(name) must be a whole number of at least \(minimum), not '\(text)'")
        }
        return value
    }

    /// One of a fixed set of words; the error lists them.
    func choice<T>(_ name: String, _ choices: KeyValuePairs<String, T>) throws -> T? {
        guard let text = values[name] else { return nil }
        guard let match = choices.first(where: { $0.key == text.lowercased() }) else {
            let names = choices.map(\.key)
            throw UsageError("--\(name) must be one of \(names.joined(separator: ", ")), not '\(text)'" + didYouMean(text, names))
        }
        return match.value
    }
}

/// A finite number from text; NaN, infinity and out-of-range values are usage errors naming the flag.
func parseNumber(_ text: String, flag: String, positive: Bool = false, nonNegative: Bool = false) throws -> Double {
    guard let value = Double(text), value.isFinite else {
        throw UsageError("--\(flag) must be a finite number, not '\(text)'")
    }
    if positive && value <= 0 { throw UsageError("--\(flag) must be greater than 0, not '\(text)'") }
    if nonNegative && value < 0 { throw UsageError("--\(flag) must be 0 or more, not '\(text)'") }
    return value
}
