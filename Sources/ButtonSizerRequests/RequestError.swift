import GlyphMetrics

/// A request that cannot be understood: an unknown or repeated option, a value out of range, a
/// missing argument. On the command line it is a usage error (`Error: …`, the usage line, exit 64); in
/// a batch line or a lint config, the line's or the file's error. Options are named as the user spelled
/// them: `--max-width` (or `-w`) on the command line, `field 'max-width'` in JSON.
public enum RequestError: Error, Sendable, Hashable, CustomStringConvertible {
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
    /// A single-valued option given twice.
    case repeated(String)
    /// A value that cannot be used; `problem` says why ("must not be negative (got -1)").
    case invalidValue(String, problem: String)
    /// A required option or argument is missing; `hint` says what to give.
    case missing(String, hint: String)
    /// Two options that exclude each other.
    case conflict(String, String)
    /// Wrong positional arguments (none, too many).
    case arguments(String)

    public var description: String {
        switch self {
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
        case let .arguments(message):
            message
        }
    }

    private static func hint(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean \($0)?" } ?? ""
    }
}
