import ButtonSizer

/// A glyph's outline as a path in points, y growing downwards: contours of straight, quadratic and
/// cubic segments, each closed. What SVG previews draw as `<path d="…">`.
public struct GlyphPath: Sendable, Hashable {
    /// One step of a path, in points, y down.
    public enum Element: Sendable, Hashable {
        /// Starts a contour at a point.
        case move(Point)
        /// A straight segment to a point.
        case line(Point)
        /// A quadratic Bézier segment: control point, end point.
        case quad(Point, Point)
        /// A cubic Bézier segment: two control points, end point.
        case cubic(Point, Point, Point)
        /// Closes the contour with a straight segment back to its start.
        case close
    }

    /// The steps, in drawing order; nothing drawn for a glyph without an outline (a space, see `isEmpty`).
    public var elements: [Element]

    /// A path of the given steps (none by default: an empty path).
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
}
