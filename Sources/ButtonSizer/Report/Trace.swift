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

    /// "@2x": the pixel grid of `scale` as labels name it, made once for the scales a spec may have
    /// (1, 2, 3; formatting the number was most of a traced size's labels).
    static func scaleLabel(_ scale: Double) -> String {
        switch scale {
        case 1: "@1x"
        case 2: "@2x"
        case 3: "@3x"
        default: "@\(formatPoints(scale))x"
        }
    }

    /// The last term's label, "pixel rounding (ceil @2x)", made once for the scales a spec may have.
    static func pixelRoundingLabel(scale: Double) -> String {
        switch scale {
        case 1: "pixel rounding (ceil @1x)"
        case 2: "pixel rounding (ceil @2x)"
        case 3: "pixel rounding (ceil @3x)"
        default: "\(pixelRoundingLabel) (ceil \(scaleLabel(scale)))"
        }
    }
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
///
/// Without `recordsTerms` (a size asked for without its trace: `intrinsicContentSize`, a layout's
/// `sizeThatFits` height, the truncation report's bisection) it keeps only each axis's running sum,
/// in the order the terms are added, so the size is the same, and no label is ever built (the labels
/// are autoclosures: formatting their numbers costs more than the arithmetic).
struct TraceBuilder {
    let scale: Double
    let recordsTerms: Bool
    private(set) var terms: [SizeTerm] = []
    private var widthTotal = 0.0
    private var heightTotal = 0.0

    init(scale: Double, recordsTerms: Bool) {
        self.scale = scale
        self.recordsTerms = recordsTerms
        if recordsTerms { terms.reserveCapacity(12) }  // a profile's terms and the two roundings: one allocation
    }

    mutating func width(_ label: @autoclosure () -> String, _ points: Double) {
        widthTotal += points
        if recordsTerms { terms.append(SizeTerm(axis: .width, label: label(), points: points)) }
    }

    mutating func height(_ label: @autoclosure () -> String, _ points: Double) {
        heightTotal += points
        if recordsTerms { terms.append(SizeTerm(axis: .height, label: label(), points: points)) }
    }

    /// Raises the axis's total to at least `points` with a term that says why (nothing when it is already there).
    mutating func atLeast(_ axis: SizeTerm.Axis, _ label: @autoclosure () -> String, _ points: Double) {
        let total = axis == .width ? widthTotal : heightTotal
        guard points > total else { return }
        if axis == .width { width(label(), points - total) } else { height(label(), points - total) }
    }

    /// Lifts a negative total (negative insets, margins or spacing outweigh the content) to 0 with a
    /// term that says so: no size is below 0.
    private mutating func clamp(_ axis: SizeTerm.Axis) {
        let total = axis == .width ? widthTotal : heightTotal
        guard total < 0 else { return }
        if recordsTerms { terms.append(SizeTerm(axis: axis, label: SizeTerm.clampLabel, points: -total)) }
        if axis == .width { widthTotal = 0 } else { heightTotal = 0 }
    }

    /// Clamps both totals at 0 (width, then height) without rounding: a subclass's size built on its
    /// superclass's (ZUIButton's spacing on the classic size) continues from here.
    mutating func clampTotals() {
        clamp(.width)
        clamp(.height)
    }

    /// The axis's total, clamped at 0, rounded up with `ceilToPixel`, with a "pixel rounding" term.
    private mutating func round(_ axis: SizeTerm.Axis) -> Double {
        clamp(axis)
        let raw = axis == .width ? widthTotal : heightTotal
        let rounded = ceilToPixel(raw, scale: scale)
        if recordsTerms {
            terms.append(SizeTerm(axis: axis, label: SizeTerm.pixelRoundingLabel(scale: scale),
                                  points: rounded - raw))
        }
        return rounded
    }

    /// Rounds each axis (width, then height: its clamp term if any, then its pixel rounding term)
    /// and returns the trace.
    func finish() -> SizeTrace {
        var builder = self
        let width = builder.round(.width)
        let height = builder.round(.height)
        return SizeTrace(size: Size(width: width, height: height), terms: builder.terms)
    }
}
