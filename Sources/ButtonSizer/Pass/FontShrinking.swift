/// UILabel's `adjustsFontSizeToFitWidth` with its `minimumScaleFactor` (uikit-measured-rules D3), for a
/// single-line label: nothing happens when the text fits; otherwise it is drawn at the largest point
/// size at which it fits, down to `pointSize × minimumScaleFactor`, and if even that floor does not fit,
/// at the floor, truncated by the line break mode. The font and the intrinsic size stay unshrunk (an
/// unlimited width always fits).
public struct FontShrinking: Sendable, Hashable {
    /// How the drawn size is searched between the floor and the font's size. The measurement does not
    /// say (D3, low certainty): a policy.
    public enum Search: String, Sendable, Hashable, CaseIterable {
        /// The largest size in steps of ``FontShrinking/resolution`` (1/1000 pt) at which the text fits,
        /// found by bisection: as near continuous as widths can tell. Default.
        case continuous
        /// The largest whole point size at which the text fits (the floor itself when no whole size
        /// above it does).
        case wholePoints = "whole-points"
    }

    /// The smallest scale of the font's size the text may be drawn at: above 0, at most 1 (UIKit clamps
    /// to that range; here a value outside it is an error).
    public var minimumScaleFactor: Double
    /// How the drawn size is searched.
    public var search: Search

    /// The step of the continuous search, in points.
    public static let resolution = 0.001

    /// Shrinking down to `minimumScaleFactor` of the font's size, searched per `search`.
    public init(minimumScaleFactor: Double, search: Search = .continuous) {
        self.minimumScaleFactor = minimumScaleFactor
        self.search = search
    }

    /// Whether `factor` is a valid ``minimumScaleFactor``: above 0, at most 1.
    public static func accepts(_ factor: Double) -> Bool { factor > 0 && factor <= 1 }

    /// `request` measured as a shrinking label draws it, with `measure` (a measurer, or a layout
    /// pass's memo): the answer at the drawn size, with the unshrunk font's metrics (the label keeps its
    /// frame and, as `baselineAdjustment` `.alignBaselines` does by default, its baseline) and
    /// ``MeasuredText/drawnPointSize`` set. A request of more than one line, or without a width limit,
    /// is measured as it is (drawn at its own size).
    public func measure(_ request: TextRequest, with measure: (TextRequest) throws -> MeasuredText) throws -> MeasuredText {
        let full = try measure(request)
        let size = request.font.size
        guard request.maxLines == 1, request.maxWidth != nil, full.isTruncated else { return full.drawn(at: size) }
        func at(_ points: Double) throws -> MeasuredText {
            var smaller = request
            smaller.font.size = points
            return try measure(smaller)
        }
        let floor = size * minimumScaleFactor
        let atFloor = try at(floor)
        guard !atFloor.isTruncated else { return atFloor.drawn(at: floor, metrics: full) }
        // Bisection over the candidate sizes c(0) = the floor < c(1) < …: steps of 1/1000 pt above the
        // floor, or the whole sizes above it. `fits` is the largest candidate known to fit, `fails` the
        // smallest known not to (c(fails) ≥ the font's own size, which does not fit).
        let whole = search == .wholePoints
        let below = whole ? floor.rounded(.down) : floor
        let step = whole ? 1 : Self.resolution
        func points(_ k: Int) -> Double { k == 0 ? floor : below + Double(k) * step }
        var fits = 0, fails = max(1, Int(((size - below) / step).rounded(.up)))
        var best = atFloor
        while fails - fits > 1 {
            let middle = fits + (fails - fits) / 2
            let candidate = try at(points(middle))
            if candidate.isTruncated { fails = middle } else { (fits, best) = (middle, candidate) }
        }
        return best.drawn(at: points(fits), metrics: full)
    }
}

extension TextMeasuring {
    /// `request` measured as a label with `adjustsFontSizeToFitWidth` draws it (``FontShrinking``);
    /// with `shrinking` nil, ``measure(_:)``.
    public func measure(_ request: TextRequest, shrinking: FontShrinking?) throws -> MeasuredText {
        guard let shrinking else { return try measure(request) }
        return try shrinking.measure(request, with: measure)
    }
}
