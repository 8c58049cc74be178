import GlyphMetrics

/// A request that cannot be understood or answered: an unknown or repeated option, a value out of
/// range, a missing argument, a font that does not load. On the command line a usage error is
/// `Error: …`, the usage line, exit 64, and a ``Kind/failed(_:)`` one is `Error: …`, exit 1; in a batch
/// line or a lint config it is the line's or the file's error; the service answers it as
/// `{"error": description, "field": field}`.
///
/// Options are named in `description` as the user spelled them: `--max-width` (or `-w`) on the
/// command line, `field 'max-width'` in JSON. ``field`` carries the option's name from the table
/// (`max-width`) so no front end reads it back out of the message.
public struct RequestError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, with the names and values as the message shows them.
    public enum Kind: Sendable, Hashable {
        /// A command name that does not exist, with the closest one.
        case unknownCommand(String, suggestion: String?)
        /// `--bogus` on the command line, with the closest option of the command.
        case unknownOption(String, suggestion: String?)
        /// A JSON field that is not an option of the request, with the closest one, or else every field.
        case unknownField(String, suggestion: String?, fields: [String])
        /// A field that only the command line takes (`hermetic` in a batch line), and where it goes.
        case notARequestField(String, hint: String)
        /// An option that needs a value was given none.
        case missingValue(String)
        /// A flag was given a value (`--json=yes`).
        case unexpectedValue(String)
        /// A single-valued option (or a JSON member) given twice.
        case repeated(String)
        /// A value that cannot be used; `problem` says why ("must not be negative (got -1)").
        case invalidValue(String, problem: String)
        /// A required option or argument is missing; `hint` says what to give.
        case missing(String, hint: String)
        /// Two options that exclude each other.
        case conflict(String, String)
        /// Wrong positional arguments (none, too many).
        case arguments(String)
        /// A value the font refuses (`--variations` naming an axis the font lacks): a usage error only
        /// the font could find, so the command line prints no pointer to the option list.
        case refusedByFont(String)
        /// A well-formed request that could not be answered (an unknown font family): a runtime failure.
        case failed(String)
    }

    /// What is wrong.
    public var kind: Kind
    /// The option or JSON field the error is about, by its name in the option table (`max-width`,
    /// `font`), or the JSON member's name (`id`); nil when the error is about no one field.
    public var field: String?

    /// An error of `kind` about `field` (the option's name without dashes).
    public init(_ kind: Kind, field: String? = nil) {
        self.kind = kind
        self.field = field
    }

    /// The option the message begins with (`field 'bounds' must be …`): ``field`` for the errors about
    /// one option's value or presence, nil for the others. A lint config reports the error under it.
    public var leadingField: String? {
        switch kind {
        case .invalidValue, .notARequestField, .repeated, .missing, .missingValue, .unexpectedValue: field
        default: nil
        }
    }

    /// The message without the option it begins with (`must be WIDTHxHEIGHT in points, not 'x'`) when
    /// ``leadingField`` is set; else the whole message.
    public var problem: String {
        switch kind {
        case let .invalidValue(_, problem) where field != nil: problem
        case let .notARequestField(_, hint) where field != nil: hint
        case .repeated where field != nil: "is given more than once"
        case let .missing(_, hint) where field != nil: "is required" + (hint.isEmpty ? "" : " (\(hint))")
        case .missingValue where field != nil: "needs a value"
        case .unexpectedValue where field != nil: "takes no value"
        default: description
        }
    }

    /// Whether the command line treats it as a usage error (exit 64) rather than a runtime failure (exit 1).
    public var isUsage: Bool {
        if case .failed = kind { return false }
        return true
    }

    public var description: String {
        switch kind {
        case let .unknownCommand(name, suggestion):
            "unknown command '\(name)'" + Self.hint(suggestion.map { "'\($0)'" })
        case let .unknownOption(name, suggestion):
            "unknown option \(name)" + Self.hint(suggestion)
        case let .unknownField(name, suggestion, fields):
            "unknown field '\(name)'" + (suggestion.map { Self.hint("'\($0)'") } ?? " (fields: \(fields.joined(separator: ", ")))")
        case let .notARequestField(name, hint):
            "field '\(name)' \(hint)"
        case let .missingValue(name):
            "\(name) needs a value"
        case let .unexpectedValue(name):
            "\(name) takes no value"
        case let .repeated(name):
            "\(name) is given more than once"
        case let .invalidValue(name, problem):
            "\(name) \(problem)"
        case let .missing(name, hint):
            "\(name) is required" + (hint.isEmpty ? "" : " (\(hint))")
        case let .conflict(a, b):
            "give \(a) or \(b), not both"
        case let .arguments(message), let .refusedByFont(message), let .failed(message):
            message
        }
    }

    private static func hint(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean \($0)?" } ?? ""
    }

    // MARK: - The kinds, as values (the usual way to write one)

    /// A command name that does not exist, with the closest one.
    public static func unknownCommand(_ name: String, suggestion: String?) -> RequestError {
        RequestError(.unknownCommand(name, suggestion: suggestion))
    }

    /// `--bogus` on the command line (as typed), with the closest option of the command.
    public static func unknownOption(_ name: String, suggestion: String?) -> RequestError {
        RequestError(.unknownOption(name, suggestion: suggestion))
    }

    /// Wrong positional arguments (none, too many), with the message to show.
    public static func arguments(_ message: String) -> RequestError { RequestError(.arguments(message)) }

    /// A required command-line option or argument is missing: `spelled` as the message shows it
    /// (`--config CONFIG.json`), `field` the option's name.
    public static func missing(_ spelled: String, field: String?, hint: String) -> RequestError {
        RequestError(.missing(spelled, hint: hint), field: field)
    }

    /// A well-formed request that could not be answered (exit 1 on the command line).
    public static func failed(_ message: String, field: String? = nil) -> RequestError {
        RequestError(.failed(message), field: field)
    }
}
