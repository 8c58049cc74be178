import ButtonSizer

/// A glyph's outline as a path in points, y growing downwards: contours of straight, quadratic and
/// cubic segments, each closed. What SVG previews draw as `<path d="…">`.
public struct GlyphPath: Sendable, Hashable {
    public enum Element: Sendable, Hashable {
        case move(Point)
        case line(Point)
        /// A quadratic Bézier segment: control point, end point.
        case quad(Point, Point)
        /// A cubic Bézier segment: two control points, end point.
        case cubic(Point, Point, Point)
        case close
    }

    public var elements: [Element]

    public init(elements: [Element] = []) {
        self.elements = elements
    }

    /// Whether the path draws nothing (a space, or a glyph without an outline).
    public var isEmpty: Bool { !elements.contains { if case .move = $0 { false } else { $0 != .close } } }

    /// The path moved by (dx, dy) points.
    public func offsetBy(dx: Double, dy: Double) -> GlyphPath {
        func move(_ p: Point) -> Point { Point(x: p.x + dx, y: p.y + dy) }
        return GlyphPath(elements: elements.map {
            switch $0 {
            case let .move(p): .move(move(p))
            case let .line(p): .line(move(p))
            case let .quad(c, p): .quad(move(c), move(p))
            case let .cubic(c1, c2, p): .cubic(move(c1), move(c2), move(p))
            case .close: .close
            }
        })
    }

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
