/// A ``ButtonSpec`` (or an argument) that cannot be laid out: names the field and what is wrong.
public struct ButtonSpecError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The field's path, e.g. "imageSize.width" or "profile.classic.contentEdgeInsets.left".
    public var field: String
    /// What is wrong, e.g. "must not be negative (got -3)".
    public var problem: String

    /// Creates an error naming the field's path and what is wrong with it.
    public init(field: String, problem: String) {
        self.field = field
        self.problem = problem
    }

    public var description: String { "\(field): \(problem)" }
}
