import JSONText
import Synchronization

/// Batch lines that differ only in their text, read once. A batch is mostly a catalog: thousands of
/// `layout` lines with the same fields and another `title` each (lint's rows as `batch` lines,
/// Benchmarks/lint-catalog). Reading a line's fields into a request — each value decoded and checked,
/// then the font and the button worked out from them — cost ~27,000 instructions a layout line, about a
/// fifth of a catalog's whole `batch` process (issue 39). A line whose other members are those of a line
/// read before gets that line's request with its own text put in; everything else about it (its errors
/// too) is read as before, since only a line that was read without error is kept.
///
/// The text is the command's own member (`title` of a `layout` line, `text` of a `measure` line), a JSON
/// string, given once; a line with `title-runs` or any other command is read whole. The text goes into
/// the request as its option does (`spec.title`, `text.text`), and nothing else a request holds depends
/// on it. At most ``capacity`` forms are kept (all forgotten when full): a batch of distinct forms costs
/// one lookup a line more.
final class RequestTemplates: Sendable {
    /// The forms kept before they are all forgotten.
    static let capacity = 256
    private let requests = Mutex<[Form: Request]>([:])

    /// The request of `members` (a batch line's object), from a kept form when one matches, else
    /// `read` (whose request is kept when the line's form allows).
    func request(_ members: [JSONNode.Member], read: () throws(RequestError) -> Request) throws(RequestError) -> Request {
        guard let (form, text) = Self.form(of: members) else { return try read() }
        if let kept = requests.withLock({ $0[form] }), let request = Self.request(kept, text: text) { return request }
        let request = try read()
        guard Self.request(request, text: text) != nil else { return request }
        requests.withLock { kept in
            if kept.count >= Self.capacity { kept.removeAll(keepingCapacity: true) }
            kept[form] = request
        }
        return request
    }

    /// How many forms are kept.
    var count: Int { requests.withLock { $0.count } }

    /// `request` with its text replaced by `text`; `nil` for a kind of request that is not kept.
    private static func request(_ request: Request, text: String) -> Request? {
        switch request {
        case .layout(var layout):
            layout.spec.title = text
            return .layout(layout)
        case .measure(var measure):
            measure.text.text = text
            return .measure(measure)
        case .sweep, .render:
            return nil
        }
    }

    /// The line's form (every member but `id` and its text, in order, written unambiguously) and its
    /// text; `nil` when the line is to be read whole (no command, another command, its text not one
    /// string, `id` or the text given twice, `title-runs`).
    private static func form(of members: [JSONNode.Member]) -> (form: Form, text: String)? {
        guard let command = members.first(where: { $0.key == "command" })?.value.string else { return nil }
        let textKey: String
        switch command {
        case "layout": textKey = "title"
        case "measure": textKey = "text"
        default: return nil
        }
        var text: String?, ids = 0
        var form = Form()
        for member in members {
            switch member.key {
            case textKey:
                guard text == nil, let string = member.value.string else { return nil }
                text = string
            case "id":
                ids += 1
                guard ids == 1 else { return nil }
            case "title-runs":
                return nil
            default:
                form.append(member.key)
                form.append(member.value)
            }
        }
        return text.map { (form, $0) }
    }

    /// A line's members but its id and text, as bytes: each string after its length, each value after
    /// its kind, so that no two different lists write the same bytes. (Built as a `String`, the form
    /// cost as much as reading the line.)
    struct Form: Hashable, Sendable {
        private(set) var bytes: [UInt8] = []

        init() { bytes.reserveCapacity(256) }

        mutating func append(_ string: String) {
            withUnsafeBytes(of: UInt32(string.utf8.count).littleEndian) { bytes.append(contentsOf: $0) }
            bytes.append(contentsOf: string.utf8)
        }

        mutating func append(_ node: JSONNode) {
            switch node.kind {
            case .string(let string):
                bytes.append(UInt8(ascii: "s"))
                append(string)
            case .number(let number):
                bytes.append(UInt8(ascii: "n"))
                append(number)
            case .bool(let bool):
                bytes.append(UInt8(ascii: bool ? "t" : "f"))
            case .null:
                bytes.append(UInt8(ascii: "z"))
            case .array(let items):
                bytes.append(UInt8(ascii: "["))
                withUnsafeBytes(of: UInt32(items.count).littleEndian) { bytes.append(contentsOf: $0) }
                for item in items { append(item) }
            case .object(let members):
                bytes.append(UInt8(ascii: "{"))
                withUnsafeBytes(of: UInt32(members.count).littleEndian) { bytes.append(contentsOf: $0) }
                for member in members {
                    append(member.key)
                    append(member.value)
                }
            }
        }

        /// The bytes hashed in one call (an array hashes element by element).
        func hash(into hasher: inout Hasher) { bytes.withUnsafeBytes { hasher.combine(bytes: $0) } }
    }
}
