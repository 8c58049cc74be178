import ButtonSizer
import ButtonSizerEngine
import InterfaceBuilder
import JSONText

/// `lint --calibrate`'s comparison of every view: each document solved by Auto Layout through the engine's
/// frames path (`Engine.frames(_:)`, the solve `buttonsizer frames` shows), each view's solved frame minus
/// the frame Xcode stored (x, y, width, height, points), summarised per view class. Only views whose stored
/// frame is an oracle are compared (docs/reference/auto-layout.md §0: neither it nor an ancestor misplaced or
/// ambiguous, not hidden, not @IBDesignable); root views are left out (their frame is the device's screen, set
/// rather than solved), as in the corpus tests.
public struct FrameCalibration: Sendable {
    /// A difference of at most this much (points) on every side counts as right: stand-in text widths differ
    /// from SF by a pixel now and then (issue 36).
    public static let tolerance = 1.0

    /// One compared view.
    public struct Sample: Sendable {
        /// The Interface Builder document.
        public var file: String
        /// The line of the view's element in `file`.
        public var line: Int
        /// The view's object id.
        public var objectID: String
        /// Its class (the custom class when set, else the IB element).
        public var viewClass: String
        /// The solved frame, in the superview's coordinates (points).
        public var predicted: IBRect
        /// The frame Xcode stored (points).
        public var stored: IBRect

        /// Predicted minus stored x, y, width and height (points), in that order.
        public var differences: [Double] {
            [predicted.x - stored.x, predicted.y - stored.y, predicted.width - stored.width, predicted.height - stored.height]
        }
        /// Whether every side is within ``FrameCalibration/tolerance``.
        /// Within the tolerance, allowing for floating-point noise: a solved 198.00000000000006 against a stored
        /// 196.99999999999994 (both 1/3-pt sums on a @3x device) is a 1-pt difference.
        public var isWithinTolerance: Bool { differences.allSatisfy { abs($0) <= FrameCalibration.tolerance + 1e-9 } }
    }

    /// One view class summarised.
    public struct ClassSummary: Sendable {
        /// The class.
        public var viewClass: String
        /// How many of its views were compared.
        public var count: Int
        /// How many are within ``FrameCalibration/tolerance`` on x, y, width and height.
        public var withinTolerance: Int
        /// Predicted − stored per side (points): x, y, width, height.
        public var x, y, width, height: LintCalibration.Distribution
        /// `withinTolerance / count`.
        public var share: Double { Double(withinTolerance) / Double(count) }
    }

    /// Every compared view, in document order.
    public var samples: [Sample] = []
    /// Views left out: their stored frame is not an oracle (misplaced, ambiguous, hidden, designable) or missing.
    public var untrusted = 0
    /// Documents that could not be read or solved (the others are still compared).
    public var errors: [FramesError] = []

    /// Compares every view of `frames`' documents.
    public init(frames: FramesAnswer) {
        errors = frames.errors
        for (file, solved) in frames.documents {
            for view in solved.views where view.depth > 0 {
                guard view.isTrusted, let stored = view.stored else {
                    untrusted += 1
                    continue
                }
                samples.append(Sample(file: file, line: view.line, objectID: view.objectID, viewClass: view.viewClass,
                                      predicted: view.frame, stored: stored))
            }
        }
    }

    /// The views with a side more than ``tolerance`` off, in document order.
    public var outliers: [Sample] { samples.filter { !$0.isWithinTolerance } }

    /// Every class with a compared view, the most views first (then by name).
    public var classes: [ClassSummary] {
        Dictionary(grouping: samples, by: \.viewClass).compactMap { viewClass, group -> ClassSummary? in
            let sides = (0..<4).map { side in group.map { $0.differences[side] } }
            guard let x = LintCalibration.Distribution(sides[0]), let y = LintCalibration.Distribution(sides[1]),
                  let width = LintCalibration.Distribution(sides[2]), let height = LintCalibration.Distribution(sides[3])
            else { return nil }
            return ClassSummary(viewClass: viewClass, count: group.count, withinTolerance: group.filter(\.isWithinTolerance).count,
                                x: x, y: y, width: width, height: height)
        }.sorted { ($0.count, $1.viewClass) > ($1.count, $0.viewClass) }
    }

    /// How many compared views are within ``tolerance`` on every side.
    public var withinTolerance: Int { samples.filter(\.isWithinTolerance).count }

    /// The text form: a row per class (views, share within 1 pt, median and worst difference per side), the
    /// views more than a point off with file and line, and the documents not solved.
    public func table() -> String {
        func signed(_ value: Double) -> String {
            let rounded = (value * 100).rounded() / 100
            return (rounded == 0 ? "" : rounded > 0 ? "+" : "−") + formatPoints(abs(rounded))
        }
        func percent(_ share: Double) -> String { formatPoints((share * 1000).rounded() / 10) + " %" }
        func side(_ d: LintCalibration.Distribution) -> String { signed(d.median) + " / " + formatPoints((d.maximum * 100).rounded() / 100) }
        func rect(_ r: IBRect) -> String { [r.x, r.y, r.width, r.height].map(formatPoints).joined(separator: ",") }
        var out = "every view, solved by Auto Layout − stored (points; median / worst per side):\n"
        var rows = [["CLASS", "VIEWS", "WITHIN 1 PT", "ΔX", "ΔY", "ΔWIDTH", "ΔHEIGHT"]]
        for summary in classes {
            rows.append([summary.viewClass, "\(summary.count)", "\(summary.withinTolerance) (\(percent(summary.share)))",
                         side(summary.x), side(summary.y), side(summary.width), side(summary.height)])
        }
        if !samples.isEmpty { out += alignedColumns(rows) }
        let outliers = outliers
        if !outliers.isEmpty {
            out += "views more than \(formatPoints(Self.tolerance)) pt off:\n"
            var rows = [["VIEW", "ID", "CLASS", "SOLVED", "STORED", "ΔX", "ΔY", "ΔWIDTH", "ΔHEIGHT"]]
            for sample in outliers {
                rows.append(["\(sample.file):\(sample.line)", sample.objectID, sample.viewClass, rect(sample.predicted), rect(sample.stored)]
                            + sample.differences.map(signed))
            }
            out += alignedColumns(rows)
        }
        for error in errors { out += "not solved \(error.file)\(error.line > 0 ? ":\(error.line)" : ""): \(error.message)\n" }
        out += "\(samples.count) views compared, \(withinTolerance) within \(formatPoints(Self.tolerance)) pt"
            + (samples.isEmpty ? "" : " (\(percent(Double(withinTolerance) / Double(samples.count))))")
            + ", \(untrusted) not (no trusted stored frame)\n"
        return out
    }

    /// The JSON form: `{"classes": [{class, count, withinOnePoint, x, y, width, height: {count, mean, median,
    /// maximum, histogram}}], "outliers": [{file, line, objectID, class, solved: {x, y, width, height}, stored,
    /// difference: {x, y, width, height}}], "compared", "withinOnePoint", "untrusted", "errors": [{file, line,
    /// message}]}`; points.
    public func json() -> JSON {
        func rect(_ r: IBRect) -> JSON {
            .object([("x", .number(r.x)), ("y", .number(r.y)), ("width", .number(r.width)), ("height", .number(r.height))])
        }
        return .object([
            ("classes", .array(classes.map { summary in
                .object([("class", .string(summary.viewClass)), ("count", .number(Double(summary.count))),
                         ("withinOnePoint", .number(Double(summary.withinTolerance))),
                         ("x", LintCalibration.json(summary.x)), ("y", LintCalibration.json(summary.y)),
                         ("width", LintCalibration.json(summary.width)), ("height", LintCalibration.json(summary.height))])
            })),
            ("outliers", .array(outliers.map { sample in
                let d = sample.differences
                return .object([("file", .string(sample.file)), ("line", .number(Double(sample.line))),
                                ("objectID", .string(sample.objectID)), ("class", .string(sample.viewClass)),
                                ("solved", rect(sample.predicted)), ("stored", rect(sample.stored)),
                                ("difference", rect(IBRect(x: d[0], y: d[1], width: d[2], height: d[3])))])
            })),
            ("compared", .number(Double(samples.count))),
            ("withinOnePoint", .number(Double(withinTolerance))),
            ("untrusted", .number(Double(untrusted))),
            ("errors", .array(errors.map { .object([("file", .string($0.file)), ("line", .number(Double($0.line))),
                                                    ("message", .string($0.message))]) })),
        ])
    }
}
