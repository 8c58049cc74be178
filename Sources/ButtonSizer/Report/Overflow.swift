/// How far something reaches past each edge of a button's bounds, in points (0 when inside).
///
/// Leading and trailing follow the layout direction: in a right-to-left button leading is the right edge.
public struct Overflow: Sendable, Hashable, CustomStringConvertible {
    /// Points past the top edge; 0 when inside.
    public var top: Double
    /// Points past the bottom edge; 0 when inside.
    public var bottom: Double
    /// Points past the leading edge (the left, or the right in right-to-left); 0 when inside.
    public var leading: Double
    /// Points past the trailing edge (the right, or the left in right-to-left); 0 when inside.
    public var trailing: Double

    /// Creates an overflow from the points past each edge; an edge left out is 0.
    public init(top: Double = 0, bottom: Double = 0, leading: Double = 0, trailing: Double = 0) {
        self.top = top
        self.bottom = bottom
        self.leading = leading
        self.trailing = trailing
    }

    /// The overflow with every value 0.
    public static let zero = Overflow()

    /// Points past the edges ignored as floating-point noise (a pixel at @3x is 0.33 pt, far above it).
    public static let tolerance = 1e-6

    /// Whether anything reaches past the top or bottom edge.
    public var overflowsHeight: Bool { top > 0 || bottom > 0 }
    /// Whether anything reaches past the leading or trailing edge.
    public var overflowsWidth: Bool { leading > 0 || trailing > 0 }
    /// Whether nothing reaches past any edge (every value 0).
    public var isZero: Bool { !overflowsHeight && !overflowsWidth }

    /// The edges reached past, with their points: "19 pt top, 19.5 pt bottom"; "none" when inside.
    public var description: String {
        let edges = [("top", top), ("bottom", bottom), ("leading", leading), ("trailing", trailing)]
            .filter { $0.1 > 0 }.map { "\(formatPoints($0.1)) pt \($0.0)" }
        return edges.isEmpty ? "none" : edges.joined(separator: ", ")
    }

    /// The larger overflow on each edge.
    func union(_ other: Overflow) -> Overflow {
        Overflow(top: max(top, other.top), bottom: max(bottom, other.bottom),
                 leading: max(leading, other.leading), trailing: max(trailing, other.trailing))
    }

    /// How far `extent` (left-to-right space) reaches past `bounds`, each edge 0 unless past the tolerance.
    init(of extent: Rect, in bounds: Size) {
        self.init(of: extent, in: Rect(x: 0, y: 0, width: bounds.width, height: bounds.height), tolerance: Self.tolerance)
    }

    /// How far `extent` reaches past `area`, each edge 0 unless more than `tolerance` points past it.
    init(of extent: Rect, in area: Rect, tolerance: Double) {
        func past(_ points: Double) -> Double { points > tolerance ? points : 0 }
        self.init(top: past(area.minY - extent.minY), bottom: past(extent.maxY - area.maxY),
                  leading: past(area.minX - extent.minX), trailing: past(extent.maxX - area.maxX))
    }
}

/// One of the views a button lays out.
public enum ButtonElement: String, Sendable, Hashable, CaseIterable {
    /// The image view, the title label or the subtitle label.
    case image, title, subtitle
}

/// An element that reaches past the bounds, and by how much on each edge.
public struct ElementOverflow: Sendable, Hashable {
    /// Which view reaches past the bounds.
    public var element: ButtonElement
    /// How far it reaches past each edge, in points.
    public var overflow: Overflow

    /// Creates the overflow of one element, in points per edge.
    public init(element: ButtonElement, overflow: Overflow) {
        self.element = element
        self.overflow = overflow
    }
}

extension LayoutContext {
    /// The elements of a left-to-right layout that reach past `bounds`. A text's extent is its frame,
    /// and vertically also its lines, centred in the frame as drawn (taller than a frame they spill
    /// out above and below).
    func overflows(bounds: Size, image: Rect?, title: (Rect, TextBlock)?, subtitle: (Rect, TextBlock)?) -> [ElementOverflow] {
        // No array of candidates: most layouts overflow nowhere, and then nothing is allocated.
        var overflows: [ElementOverflow] = []
        let area = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        Self.check(.image, image, in: area, tolerance: Overflow.tolerance, into: &overflows)
        Self.check(.title, Self.textExtent(title), in: area, tolerance: Overflow.tolerance, into: &overflows)
        Self.check(.subtitle, Self.textExtent(subtitle), in: area, tolerance: Overflow.tolerance, into: &overflows)
        return overflows
    }

    /// The title and subtitle of a left-to-right layout where they reach into the insets around
    /// `content` by a device pixel or more (less is the origins' rounding to the grid).
    func insetOverflows(content: Rect, title: (Rect, TextBlock)?, subtitle: (Rect, TextBlock)?) -> [ElementOverflow] {
        var overflows: [ElementOverflow] = []
        let tolerance = 1 / scale - Overflow.tolerance
        Self.check(.title, Self.textExtent(title), in: content, tolerance: tolerance, into: &overflows)
        Self.check(.subtitle, Self.textExtent(subtitle), in: content, tolerance: tolerance, into: &overflows)
        return overflows
    }

    /// A text's extent: its frame, and vertically also its lines, centred in the frame as drawn.
    private static func textExtent(_ text: (Rect, TextBlock)?) -> Rect? {
        guard let (rect, block) = text else { return nil }
        let height = block.measuredSize.height
        let top = min(rect.minY, rect.y + (rect.height - height) / 2)
        let bottom = max(rect.maxY, rect.y + (rect.height + height) / 2)
        return Rect(x: rect.x, y: top, width: rect.width, height: bottom - top)
    }

    /// Appends `element`'s overflow when its `extent` reaches past `area` by more than `tolerance`.
    @inline(__always)
    private static func check(_ element: ButtonElement, _ extent: Rect?, in area: Rect, tolerance: Double,
                              into overflows: inout [ElementOverflow]) {
        guard let extent else { return }
        let overflow = Overflow(of: extent, in: area, tolerance: tolerance)
        if !overflow.isZero { overflows.append(ElementOverflow(element: element, overflow: overflow)) }
    }
}
