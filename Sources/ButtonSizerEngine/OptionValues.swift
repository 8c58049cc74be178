import GlyphMetrics
import JSONText

/// The decoded options of one request or one command line, read through the typed ``Option``s.
public struct OptionValues: Sendable {
    /// Where the values came from, so later errors spell options as the user did.
    public enum Source: Sendable, Hashable {
        /// Command-line arguments: options spelled `--name` or `-s`.
        case arguments
        /// A JSON request (batch line, server body, lint config): options spelled as fields.
        case json
    }

    /// The command the values are for.
    public let command: Command
    /// Where the values came from: command-line arguments or JSON.
    public let source: Source
    /// The options given, in the order given, and their values (`values[i]` is `given[i]`'s). A request
    /// gives a handful, so finding one by identity in a short list costs less than hashing its name.
    private var given: [ObjectIdentifier] = []
    private var values: [any Sendable] = []
    /// How each option was typed on the command line (`-s` or `--size`), for errors.
    private var typed: [String: String] = [:]
    /// Positional arguments (measure's TEXT, lint's CATALOG files).
    public private(set) var positionals: [String] = []
    /// The options the values were read against: the engine's, or the command line's (with the run-wide ones).
    private let table: OptionTable

    /// Creates empty values for `command`, read from `source` against `table`.
    public init(command: Command, source: Source, table: OptionTable = Options.table) {
        self.command = command
        self.source = source
        self.table = table
    }

    /// The option's value, or nil when it was not given.
    public subscript<Value>(_ option: Option<Value>) -> Value? {
        guard let index = given.firstIndex(of: ObjectIdentifier(option.info)) else { return nil }
        return values[index] as? Value
    }

    private func isGiven(_ option: OptionInfo) -> Bool { given.contains(ObjectIdentifier(option)) }

    private mutating func store(_ option: OptionInfo, value: any Sendable) {
        store(ObjectIdentifier(option), value: value)
    }

    private mutating func store(_ option: ObjectIdentifier, value: any Sendable) {
        if let index = given.firstIndex(of: option) {
            values[index] = value
        } else {
            given.append(option)
            values.append(value)
        }
    }

    /// The option's value, or its default when it was not given.
    public subscript<Value>(_ option: DefaultedOption<Value>) -> Value {
        self[option.option] ?? option.defaultValue
    }

    /// Whether the option was given (its default is not).
    public func isGiven<Value>(_ option: DefaultedOption<Value>) -> Bool { isGiven(option.info) }

    /// Whether a flag is on.
    public func has(_ flag: Option<Bool>) -> Bool { self[flag] ?? false }

    /// Sets an option (lint fills in the title and right-to-left from the catalog).
    public mutating func set<Value>(_ option: Option<Value>, _ value: Value) {
        store(option.info, value: value)
    }

    /// Sets an option that has a default.
    public mutating func set<Value>(_ option: DefaultedOption<Value>, _ value: Value) {
        store(option.info, value: value)
    }

    /// These values with `other`'s on top (a lint button's fields over the config's defaults).
    public func merging(_ other: OptionValues) -> OptionValues {
        var merged = self
        for (option, value) in zip(other.given, other.values) { merged.store(option, value: value) }
        merged.typed.merge(other.typed) { $1 }
        merged.positionals += other.positionals
        return merged
    }

    /// The option as the user spelled it, for errors about it: `--max-width`, `-w` or `field 'max-width'`.
    public func spelled<Value>(_ option: Option<Value>) -> String {
        option.info.spelled(source, as: typed[option.info.name])
    }

    /// The option as the user spelled it (see ``spelled(_:)-(Option<Value>)``).
    public func spelled<Value>(_ option: DefaultedOption<Value>) -> String { spelled(option.option) }

    /// The option named `name` (without dashes) as the user spelled it or would: `--size`, `-s` or
    /// `field 'size'`; a name that is no option of the command is returned as it is.
    public func spelled(named name: String) -> String {
        table.option(named: name, for: command)?.spelled(source, as: typed[name]) ?? name
    }

    /// An invalid-value error naming the option as the user spelled it.
    public func invalid<Value>(_ option: Option<Value>, _ problem: String) -> RequestError {
        RequestError(.invalidValue(spelled(option), problem: problem), field: option.info.name)
    }

    /// An invalid-value error naming the option as the user spelled it.
    public func invalid<Value>(_ option: DefaultedOption<Value>, _ problem: String) -> RequestError {
        invalid(option.option, problem)
    }

    /// A missing-option error naming the option as the user would spell it; `hint` says what to give.
    public func missing<Value>(_ option: Option<Value>, suffix: String = "", hint: String) -> RequestError {
        RequestError(.missing(spelled(option) + suffix, hint: hint), field: option.info.name)
    }

    /// A conflict between two options, each named as the user spelled it (the error is about the first).
    public func conflict<A, B>(_ first: Option<A>, _ second: Option<B>) -> RequestError {
        RequestError(.conflict(spelled(first), spelled(second)), field: first.info.name)
    }

    // MARK: - Command line

    /// Parses a command line (without the program and command names): `--name value`, `--name=value`,
    /// short aliases (`-s 15`), flags, and positionals; after `--` every word is positional.
    /// - Parameters:
    ///   - arguments: the words after the command's name.
    ///   - command: the command whose options they are.
    ///   - table: the options to read: the engine's request options unless the command line's table (with
    ///     its run-wide options) is given.
    /// - Throws: ``RequestError`` for an unknown option (with the closest one), a missing or unexpected
    ///   value, an option given twice, or a value its ``ValueType`` refuses.
    public init(arguments: [String], command: Command, table: OptionTable = Options.table) throws(RequestError) {
        self.init(command: command, source: .arguments, table: table)
        let options = table.options(for: command)
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" || Double(argument) != nil {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name: Substring
            var inlineValue: String?
            let option: OptionInfo?
            if argument.hasPrefix("--") {
                name = argument.dropFirst(2)
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = name[..<equals]
                }
                option = options.first { $0.name == name && $0.scope != .positional }
            } else {
                name = argument.dropFirst()
                option = name.count == 1 ? options.first { $0.short == name.first } : nil
            }
            guard let option else {
                let spelled = argument.prefix(while: { $0 != "=" })
                let names = options.filter { $0.scope != .positional }.map(\.flag)
                throw .unknownOption(String(spelled), suggestion: closestMatch(to: String(spelled), in: names))
            }
            let typedName = argument.hasPrefix("--") ? option.flag : String(argument)
            if option.isFlag {
                guard inlineValue == nil else { throw RequestError(.unexpectedValue(typedName), field: option.name) }
                store(option, value: true)
                typed[option.name] = typedName
                continue
            }
            // A repeatable option (lint's --locale) joins its values with commas.
            let repeatable = option.isRepeatable
            guard !isGiven(option) || repeatable else { throw RequestError(.repeated(typedName), field: option.name) }
            var value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                    throw RequestError(.missingValue(typedName), field: option.name)
                }
                value = arguments[index]
                index += 1
            }
            typed[option.name] = typedName
            if repeatable, let index = given.firstIndex(of: ObjectIdentifier(option)), let earlier = values[index] as? String {
                value = earlier + "," + value
            }
            try store(option, .text(value))
        }
    }

    // MARK: - JSON

    /// Decodes the fields of a JSON request (a batch line without `id` and `command`, or a lint
    /// config's `defaults` or button) for `command`. A `null` field counts as not given.
    /// - Parameters:
    ///   - fields: the request's fields, in order.
    ///   - command: the command whose options the fields are.
    ///   - table: the options known: a run-wide one (in the command line's table) is refused with `runWideHint`.
    ///   - runWideHint: what to say about a field that only the command line takes
    ///     (`hermetic` in a batch line).
    /// - Throws: ``RequestError`` for an unknown field (with the closest one), a field given twice,
    ///   or a value its ``ValueType`` refuses.
    public init(fields: [JSONNode.Member], command: Command, table: OptionTable = Options.table,
                runWideHint: (OptionInfo) -> String = { _ in "is not a request field" }) throws(RequestError) {
        try self.init(fields: fields.map { ($0.key, OptionInput($0.value)) }, command: command, table: table,
                      runWideHint: runWideHint)
    }

    /// Decodes named JSON values (see the initializer that takes JSON members).
    public init(fields: [(String, OptionInput)], command: Command, table: OptionTable = Options.table,
                runWideHint: (OptionInfo) -> String = { _ in "is not a request field" }) throws(RequestError) {
        self.init(command: command, source: .json, table: table)
        given.reserveCapacity(fields.count)
        values.reserveCapacity(fields.count)
        for (key, input) in fields {
            guard let option = table.option(named: key, for: command) else {
                let names = table.options(for: command).filter { $0.scope != .invocation }.map(\.name)
                throw RequestError(.unknownField(key, suggestion: closestMatch(to: key, in: names), fields: names.sorted()), field: key)
            }
            guard option.scope != .invocation else {
                throw RequestError(.notARequestField(key, hint: runWideHint(option)), field: key)
            }
            guard !isGiven(option) else { throw RequestError(.repeated("field '\(key)'"), field: key) }
            if case .other(typeName: "null") = input { continue }
            try store(option, input)
        }
    }

    private mutating func store(_ option: OptionInfo, _ input: OptionInput) throws(RequestError) {
        do {
            store(option, value: try option.decode(input))
        } catch {
            throw RequestError(.invalidValue(option.spelled(source, as: typed[option.name]), problem: error.text), field: option.name)
        }
    }
}
