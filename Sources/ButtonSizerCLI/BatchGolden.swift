import ButtonSizer
import JSONText

/// `batch --expect GOLDEN.jsonl`: each answer is compared with the golden line of the same `id`
/// (numbers within a ``LayoutTolerance`` at the answer's scale; `line` and the size trace are not
/// compared). `--record` writes the answers as the golden instead.
struct BatchGolden {
    /// Fields never compared: the input line number (goldens are matched by id) and the trace
    /// (its labels repeat unrounded measurements as text; its terms sum to sizes that are compared).
    static let ignoredKeys: Set<String> = ["line", "trace"]

    let path: String
    let tolerance: LayoutTolerance
    /// Golden answers by the compact text of their id, with their line in the golden file.
    private var expected: [String: (node: JSONNode, line: Int)] = [:]
    private var seen: Set<String> = []
    /// One line per difference: `id 3: result.titleRect.width: 40 → 80`.
    private(set) var report: [String] = []

    /// Reads the golden file.
    /// - Throws: a file that cannot be read, a line that is not JSON, a line without an id, a repeated id.
    init(path: String, tolerance: LayoutTolerance) throws {
        self.path = path
        self.tolerance = tolerance
        let reader = try LineReader(path: path, maximumLineLength: LineReader.defaultMaximumLineLength)
        var number = 0
        while let line = try reader.next() {
            number += 1
            guard case .bytes(let bytes) = line else { throw RuntimeError("\(path):\(number): line too long") }
            if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
            let node: JSONNode
            do {
                node = try JSONReader.parse(bytes, source: path)
            } catch {
                throw RuntimeError("\(path):\(number): \(error.message)")
            }
            guard let id = node["id"], !(id.kind.isNull) else {
                throw RuntimeError("\(path):\(number): a golden line needs an \"id\" to be matched by")
            }
            let key = id.compactText
            if let first = expected[key] {
                throw RuntimeError("\(path):\(number): id \(key) repeats line \(first.line)")
            }
            expected[key] = (node, number)
        }
    }

    /// Compares one answer line (compact JSON, as batch writes it) with its golden.
    mutating func check(_ answer: String) {
        guard let node = try? JSONReader.parse(Array(answer.utf8), source: "answer") else { return }
        let key = node["id"]?.compactText ?? "null"
        guard let golden = expected[key] else {
            report.append("id \(key): not in \(path)")
            return
        }
        seen.insert(key)
        let scale = node["result"]?["scale"].flatMap { Double($0.numberText ?? "") } ?? 2
        let tolerance = self.tolerance
        for difference in node.differences(from: golden.node, ignoring: Self.ignoredKeys, numbersMatch: { _, old, new in
            tolerance.matches(old, new, scale: scale)
        }) {
            report.append("id \(key): \(difference)")
        }
    }

    /// Adds a line for every golden id no answer had; returns whether everything matched.
    mutating func finish() -> Bool {
        for (key, golden) in expected.sorted(by: { $0.value.line < $1.value.line }) where !seen.contains(key) {
            report.append("id \(key): in \(path) (line \(golden.line)) but not answered")
        }
        return report.isEmpty
    }
}

extension JSONNode.Kind {
    var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}

extension JSONNode {
    /// The number as written, for a number.
    var numberText: String? {
        if case .number(let text) = kind { return text }
        return nil
    }
}
