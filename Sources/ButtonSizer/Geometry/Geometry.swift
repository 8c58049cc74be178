/// A width and a height in points.
public struct Size: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// A size of `width` × `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No width and no height.
    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(formatPoints(width))×\(formatPoints(height))" }
}

/// A position in points, y growing downwards as in UIKit.
public struct Point: Sendable, Hashable, Codable {
    /// The horizontal position in points, from the left.
    public var x: Double
    /// The vertical position in points, from the top (y grows downwards).
    public var y: Double

    /// The point at (`x`, `y`) points.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A rectangle in points, origin at the top left, y growing downwards as in UIKit.
public struct Rect: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The left edge in points.
    public var x: Double
    /// The top edge in points (y grows downwards).
    public var y: Double
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// The rectangle with its top left at (`x`, `y`), in points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle with its top left at `origin` and the given size, in points.
    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The width and height.
    public var size: Size { Size(width: width, height: height) }
    /// The left edge (`x`).
    public var minX: Double { x }
    /// The top edge (`y`).
    public var minY: Double { y }
    /// The right edge: `x + width`.
    public var maxX: Double { x + width }
    /// The bottom edge: `y + height`.
    public var maxY: Double { y + height }
    /// The horizontal centre: `x + width / 2`.
    public var midX: Double { x + width / 2 }
    /// The vertical centre: `y + height / 2`.
    public var midY: Double { y + height / 2 }

    /// The rectangle shrunk by `insets` on each side (a negative inset grows it).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: x + insets.left, y: y + insets.top,
             width: width - insets.left - insets.right,
             height: height - insets.top - insets.bottom)
    }

    /// The rectangle mirrored horizontally inside a container of width `containerWidth`
    /// (how a left-to-right frame becomes its right-to-left counterpart).
    public func mirrored(inWidth containerWidth: Double) -> Rect {
        Rect(x: containerWidth - x - width, y: y, width: width, height: height)
    }

    /// Whether `other` lies inside this rectangle, allowing `tolerance` points of rounding slack.
    public func contains(_ other: Rect, tolerance: Double = 1e-9) -> Bool {
        other.minX >= minX - tolerance && other.minY >= minY - tolerance
            && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }

    public var description: String {
        "(\(formatPoints(x)), \(formatPoints(y)), \(formatPoints(width)), \(formatPoints(height)))"
    }
}

/// Insets in points from each edge, as `UIEdgeInsets` (left and right are absolute).
public struct EdgeInsets: Sendable, Hashable, Codable {
    /// Points inside the top edge.
    public var top: Double
    /// Points inside the left edge (absolute).
    public var left: Double
    /// Points inside the bottom edge.
    public var bottom: Double
    /// Points inside the right edge (absolute).
    public var right: Double

    /// Insets in points; each defaults to 0.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = EdgeInsets()

    /// `left + right`, in points.
    public var horizontal: Double { left + right }
    /// `top + bottom`, in points.
    public var vertical: Double { top + bottom }
}

/// Insets in points from each edge, as `NSDirectionalEdgeInsets` (leading and trailing follow the
/// layout direction).
public struct DirectionalEdgeInsets: Sendable, Hashable, Codable {
    /// Points inside the top edge.
    public var top: Double
    /// Points inside the leading edge (left in left-to-right layouts).
    public var leading: Double
    /// Points inside the bottom edge.
    public var bottom: Double
    /// Points inside the trailing edge (right in left-to-right layouts).
    public var trailing: Double

    /// Insets in points; each defaults to 0.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public static let zero = DirectionalEdgeInsets()

    /// The absolute insets for a layout direction: leading is left in left-to-right layouts.
    public func resolved(_ direction: LayoutDirection) -> EdgeInsets {
        switch direction {
        case .leftToRight: EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
        case .rightToLeft: EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
        }
    }
}

/// The user-interface layout direction (`UIUserInterfaceLayoutDirection`).
public enum LayoutDirection: String, Sendable, Hashable, Codable, CaseIterable {
    /// Left to right (English).
    case leftToRight = "ltr"
    /// Right to left (Arabic, Hebrew): layouts are mirrored.
    case rightToLeft = "rtl"
}

/// Points as short text: whole numbers without a fraction, others with up to six decimals.
public func formatPoints(_ value: Double) -> String {
    if value.isNaN || value.isInfinite { return String(value) }
    // Past 10^15 a Double has no fractional digits to round, and × 10^6 could overflow to ±∞.
    if abs(value) >= 1e15 { return abs(value) < 1e18 ? String(Int64(value)) : String(value) }
    let rounded = (value * 1_000_000).rounded() / 1_000_000
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
    var text = String(rounded)
    if text.contains("e") { return text }
    while text.hasSuffix("0") { text.removeLast() }
    return text
}

/// The width a layout gives a view with its content, and the most it gives it when the content asks for more than any
/// screen holds (a longer title or text), in points: what a translation can take before it is cut. AutoLayout works it
/// out from a solved document (`DocumentSystem.widthRoom`); lint sizes Interface Builder buttons by it.
public struct WidthRoom: Sendable, Hashable {
    /// The solved width, in points.
    public var width: Double
    /// The most width the view gets, in points: solved with its content as wide as no screen is, its compression
    /// resistance just below every other constraint of its priority (on a tie, the other views keep their content
    /// sizes), its edges kept on the root view (the screen) and clear of its siblings on the same row where they were.
    public var room: Double
    /// Whether the room ends at the root view's edge (the screen's): the layout would let the view grow past it.
    public var endsAtScreenEdge: Bool
    /// The sibling (object id) whose edge the room ends at: the layout would let the view grow over it. Nil: none.
    public var neighbour: String?

    /// A view's width and room.
    public init(width: Double, room: Double, endsAtScreenEdge: Bool, neighbour: String? = nil) {
        self.width = width
        self.room = room
        self.endsAtScreenEdge = endsAtScreenEdge
        self.neighbour = neighbour
    }

    /// Whether the layout fixes the width: more content gets no more room (within half a point).
    public var isFixed: Bool { room <= width + 0.5 }
}
