/// One place where two JSON values differ: the path to it, the expected and the actual value.
public struct JSONDifference: Sendable, Hashable, CustomStringConvertible {
    /// Where: member names and array indices, `titleRect.width`, `lines[1].text`; "" for the root.
    public var path: String
    /// The expected (old) value as compact JSON; `nil` when it was absent.
    public var expected: String?
    /// The actual (new) value as compact JSON; `nil` when it is absent.
    public var actual: String?

    public init(path: String, expected: String?, actual: String?) {
        self.path = path
        self.expected = expected
        self.actual = actual
    }

    /// `titleRect.width: 80 → 75`, with `(absent)` for a missing side.
    public var description: String {
        "\(path.isEmpty ? "(root)" : path): \(expected ?? "(absent)") → \(actual ?? "(absent)")"
    }
}

extension JSONNode {
    /// Where this value (the actual one) differs from `expected`, depth first in `expected`'s order.
    /// Strings, booleans and nulls must be equal; numbers are compared by `numbersMatch(path,
    /// expected, actual)`; array items by position. A member `expected` lacks is a difference only
    /// with `newMembersDiffer` (a report that gained a field is not a changed layout). Members named
    /// in `ignoring` are skipped at any depth.
    public func differences(from expected: JSONNode, ignoring: Set<String> = [], newMembersDiffer: Bool = false,
                            numbersMatch: (_ path: String, _ expected: Double, _ actual: Double) -> Bool = { $1 == $2 })
        -> [JSONDifference] {
        var out: [JSONDifference] = []
        Self.compare(expected, self, path: "", ignoring: ignoring, newMembersDiffer: newMembersDiffer,
                     numbersMatch: numbersMatch, into: &out)
        return out
    }

    private static func compare(_ old: JSONNode, _ new: JSONNode, path: String, ignoring: Set<String>,
                                newMembersDiffer: Bool, numbersMatch: (String, Double, Double) -> Bool, into out: inout [JSONDifference]) {
        func differ() { out.append(JSONDifference(path: path, expected: old.compactText, actual: new.compactText)) }
        switch (old.kind, new.kind) {
        case (.object(let a), .object(let b)):
            for member in a where !ignoring.contains(member.key) {
                let child = path.isEmpty ? member.key : path + "." + member.key
                if let other = b.first(where: { $0.key == member.key }) {
                    compare(member.value, other.value, path: child, ignoring: ignoring,
                            newMembersDiffer: newMembersDiffer, numbersMatch: numbersMatch, into: &out)
                } else {
                    out.append(JSONDifference(path: child, expected: member.value.compactText, actual: nil))
                }
            }
            for member in b where newMembersDiffer && !ignoring.contains(member.key)
                && !a.contains(where: { $0.key == member.key }) {
                out.append(JSONDifference(path: path.isEmpty ? member.key : path + "." + member.key,
                                          expected: nil, actual: member.value.compactText))
            }
        case (.array(let a), .array(let b)):
            for index in 0..<max(a.count, b.count) {
                let child = "\(path)[\(index)]"
                switch (index < a.count ? a[index] : nil, index < b.count ? b[index] : nil) {
                case (let x?, let y?):
                    compare(x, y, path: child, ignoring: ignoring, newMembersDiffer: newMembersDiffer,
                            numbersMatch: numbersMatch, into: &out)
                case (let x?, nil): out.append(JSONDifference(path: child, expected: x.compactText, actual: nil))
                case (nil, let y?): out.append(JSONDifference(path: child, expected: nil, actual: y.compactText))
                case (nil, nil): break
                }
            }
        case (.number(let a), .number(let b)):
            if a != b, !numbersMatch(path, Double(a) ?? .nan, Double(b) ?? .nan) { differ() }
        case (.string(let a), .string(let b)):
            if a != b { differ() }
        case (.bool(let a), .bool(let b)):
            if a != b { differ() }
        case (.null, .null):
            break
        default:
            differ()
        }
    }

    /// This value as compact JSON on one line (numbers as written, member order kept).
    public var compactText: String {
        var out = ""
        write(to: &out, indent: nil, depth: 0)
        return out
    }

    /// This value as JSON with two-space indentation and a member per line, ending in a newline
    /// (readable in a diff, stable across runs).
    public var prettyText: String {
        var out = ""
        write(to: &out, indent: "  ", depth: 0)
        return out + "\n"
    }

    /// The same value without the members named in `keys` (at any depth).
    public func removing(_ keys: Set<String>) -> JSONNode {
        var copy = self
        switch kind {
        case .object(let members):
            copy.kind = .object(members.filter { !keys.contains($0.key) }
                .map { Member(key: $0.key, value: $0.value.removing(keys)) })
        case .array(let items):
            copy.kind = .array(items.map { $0.removing(keys) })
        default:
            break
        }
        return copy
    }

    private func write(to out: inout String, indent: String?, depth: Int) {
        let newline = indent.map { "\n" + String(repeating: $0, count: depth + 1) } ?? ""
        let closing = indent.map { "\n" + String(repeating: $0, count: depth) } ?? ""
        switch kind {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let text): out += text
        case .string(let value): Self.writeString(value, to: &out)
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "["
            for (index, item) in items.enumerated() {
                out += (index > 0 ? "," : "") + newline
                item.write(to: &out, indent: indent, depth: depth + 1)
            }
            out += closing + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{"
            for (index, member) in members.enumerated() {
                out += (index > 0 ? "," : "") + newline
                Self.writeString(member.key, to: &out)
                out += indent == nil ? ":" : ": "
                member.value.write(to: &out, indent: indent, depth: depth + 1)
            }
            out += closing + "}"
        }
    }

    /// The string escaped as ``JSONWriter`` escapes it.
    private static func writeString(_ value: String, to out: inout String) {
        var writer = JSONWriter()
        writer.string(value)
        out += writer.text
    }
}
