import ButtonSizer
import GlyphMetrics

/// Builds an SVG document as text: elements with escaped attributes, indented one level per open element.
struct SVGWriter {
    private(set) var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    private var open: [String] = []

    /// Opens `<name …>`; close it with ``close()``.
    mutating func open(_ name: String, _ attributes: KeyValuePairs<String, String> = [:]) {
        line("<\(name)\(Self.attributes(attributes))>")
        open.append(name)
    }

    mutating func close() {
        guard let name = open.popLast() else { return }
        line("</\(name)>")
    }

    /// `<name …/>`, or `<name …>content</name>` with `content` escaped.
    mutating func element(_ name: String, _ attributes: KeyValuePairs<String, String> = [:], content: String? = nil) {
        if let content {
            line("<\(name)\(Self.attributes(attributes))>\(Self.escape(content))</\(name)>")
        } else {
            line("<\(name)\(Self.attributes(attributes))/>")
        }
    }

    private mutating func line(_ content: String) {
        text += String(repeating: "  ", count: open.count) + content + "\n"
    }

    private static func attributes(_ pairs: KeyValuePairs<String, String>) -> String {
        pairs.map { " \($0.key)=\"\(escape($0.value))\"" }.joined()
    }

    static func escape(_ text: String) -> String { xmlEscaped(text) }

    /// A length in points to a thousandth, without trailing zeros: 12.5 → "12.5", 3 → "3", −0.0001 → "0".
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let thousandths = Int64((value * 1000).rounded())
        let sign = thousandths < 0 ? "-" : ""
        let magnitude = thousandths.magnitude
        let whole = magnitude / 1000, fraction = magnitude % 1000
        guard fraction != 0 else { return magnitude == 0 ? "0" : sign + String(whole) }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(sign)\(whole).\(digits)"
    }
}

extension GlyphPath {
    /// SVG path data ("M1 2L3 4Q…C…Z"), coordinates to a thousandth of a point.
    public var svgData: String {
        var data = ""
        func add(_ command: String, _ points: Point...) {
            data += command + points.map { "\(SVGWriter.number($0.x)) \(SVGWriter.number($0.y))" }.joined(separator: " ")
        }
        for element in elements {
            switch element {
            case let .move(p): add("M", p)
            case let .line(p): add("L", p)
            case let .quad(c, p): add("Q", c, p)
            case let .cubic(c1, c2, p): add("C", c1, c2, p)
            case .close: data += "Z"
            }
        }
        return data
    }
}
