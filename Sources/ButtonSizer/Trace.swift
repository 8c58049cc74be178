/// One term of a size: an inset, the image, a padding, the title, or the final rounding (points).
public struct SizeTerm: Sendable, Hashable, CustomStringConvertible {
    /// Which dimension of the size a term adds to.
    public enum Axis: String, Sendable, Hashable, Codable {
        /// A term of the width.
        case width
        /// A term of the height.
        case height
    }

    /// Whether the term adds to the width or the height.
    public var axis: Axis
    /// What the term is, e.g. "contentEdgeInsets.left" or "title (53.72 measured, ceil @2x)".
    public var label: String
    /// The points the term adds, unrounded (negative for a negative inset, margin or spacing).
    public var points: Double

    /// Creates a term that adds `points` to `axis`, described by `label`.
    public init(axis: Axis, label: String, points: Double) {
        self.axis = axis
        self.label = label
        self.points = points
    }

    public var description: String { "\(label) \(formatPoints(points))" }

    static let pixelRoundingLabel = "pixel rounding"
    /// The term that lifts a negative sum (negative insets, margins or spacing) to 0.
    static let clampLabel = "clamped at 0 (negative insets or spacing outweigh the content)"

    /// Whether this is the last term of an axis: the total rounded up to the pixel grid.
    public var isPixelRounding: Bool { label.hasPrefix(Self.pixelRoundingLabel) }
}

/// A size with the terms it adds up from: for each axis the terms sum to the size.
public struct SizeTrace: Sendable, Hashable, CustomStringConvertible {
    /// The size in points; per axis, the sum of its terms.
    public var size: Size
    /// The terms of both axes, in the order they were added.
    public var terms: [SizeTerm]

    /// Creates a trace of `size` from the terms that add up to it.
    public init(size: Size, terms: [SizeTerm]) {
        self.size = size
        self.terms = terms
    }

    /// The terms of one axis, in order.
    public func terms(_ axis: SizeTerm.Axis) -> [SizeTerm] { terms.filter { $0.axis == axis } }

    /// `width 96 = contentEdgeInsets.left 0 + … + pixel rounding 0`, then the same for height.
    public var description: String {
        let w = terms(.width).map(\.description).joined(separator: " + ")
        let h = terms(.height).map(\.description).joined(separator: " + ")
        return "width \(formatPoints(size.width)) = \(w)\nheight \(formatPoints(size.height)) = \(h)"
    }
}

/// Collects size terms and rounds each axis's total up to the pixel grid as the last term.
struct TraceBuilder {
    let scale: Double
    private(set) var terms: [SizeTerm] = []

    init(scale: Double, terms: [SizeTerm] = []) {
        self.scale = scale
        self.terms = terms
    }

    mutating func width(_ label: String, _ points: Double) {
        terms.append(SizeTerm(axis: .width, label: label, points: points))
    }

    mutating func height(_ label: String, _ points: Double) {
        terms.append(SizeTerm(axis: .height, label: label, points: points))
    }

    /// Adds a "pixel rounding" term per axis (total rounded up with `ceilToPixel`) and returns the trace.
    func finish() -> SizeTrace {
        var all = terms
        var totals: [Double] = []
        for axis in [SizeTerm.Axis.width, .height] {
            var raw = terms.filter { $0.axis == axis }.reduce(0) { $0 + $1.points }
            // Negative insets, margins or spacing can outweigh the content; no size is below 0.
            if raw < 0 {
                all.append(SizeTerm(axis: axis, label: SizeTerm.clampLabel, points: -raw))
                raw = 0
            }
            let rounded = ceilToPixel(raw, scale: scale)
            all.append(SizeTerm(axis: axis, label: "\(SizeTerm.pixelRoundingLabel) (ceil @\(formatPoints(scale))x)",
                                points: rounded - raw))
            totals.append(rounded)
        }
        return SizeTrace(size: Size(width: totals[0], height: totals[1]), terms: all)
    }
}
