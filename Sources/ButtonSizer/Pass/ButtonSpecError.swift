/// A ``ButtonSpec`` (or an argument) that cannot be laid out: names the field and what is wrong.
///
/// A problem that names other options ("drop the size") keeps them as ``Part/field(_:)`` parts, so
/// each front end spells them its own way (`--size` on the command line, `field 'size'` in JSON):
/// the pure core writes no command-line spelling.
public struct ButtonSpecError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A piece of the problem's text: words, or another field named by its option name (`size`).
    public enum Part: Sendable, Hashable {
        /// Words, shown as they are.
        case text(String)
        /// Another field or option, by its name without dashes (`size`, `text-style`).
        case field(String)
    }

    /// The field's path, e.g. "imageSize.width" or "profile.classic.contentEdgeInsets.left", or the
    /// option's name ("text-style").
    public var field: String
    /// What is wrong, in parts: text, and the other fields it names.
    public var parts: [Part]

    /// Creates an error naming the field's path and what is wrong with it.
    public init(field: String, problem: String) {
        self.field = field
        self.parts = [.text(problem)]
    }

    /// Creates an error naming the field and a problem that names other fields (`parts`).
    public init(field: String, _ parts: [Part]) {
        self.field = field
        self.parts = parts
    }

    /// What is wrong, e.g. "must not be negative (got -3)"; other fields spelled by `spell` (their
    /// option names, without dashes).
    public func problem(spelling spell: (String) -> String) -> String {
        parts.map { part in
            switch part {
            case .text(let text): text
            case .field(let name): spell(name)
            }
        }.joined()
    }

    /// What is wrong, other fields named `'size'`.
    public var problem: String { problem { "'\($0)'" } }

    public var description: String { "\(field): \(problem)" }
}
