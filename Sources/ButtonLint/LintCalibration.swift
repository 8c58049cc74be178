import ButtonSizer
import ButtonSizerEngine
import JSONText

/// `lint --calibrate`: for each Interface Builder button whose stored frame is its own size (it hugs its
/// title: ``InterfaceBuilderLint/Listed/hugsWidth``, ``InterfaceBuilderLint/Listed/hugsHeight``), the
/// predicted size of its base-language title beside the frame Xcode stored, and the distribution of
/// the differences, width and height apart. Xcode solved those frames with SF Pro: with the same font
/// (`--system-font`) the differences say whether this set-up reproduces Xcode; with the stand-in they
/// measure the stand-in. Beside the buttons, ``views`` compares every view's frame as Auto Layout solves it
/// (the buttons' rows stay: they check the widths lint's own rules of thumb decide truncation with).
public struct LintCalibration: Sendable {
    /// One button: where it is, its predicted and stored sizes (points), which sides are compared.
    public struct Sample: Sendable {
        /// The Interface Builder document.
        public var file: String
        /// The line of the button's element in `file`.
        public var line: Int
        /// The button's ObjectID.
        public var objectID: String
        /// The base-language title.
        public var title: String
        /// The size buttonsizer gives the button (points).
        public var predicted: Size
        /// The frame size Xcode stored (points).
        public var stored: Size
        /// Whether the stored width is the button's own (it hugs its title), so the widths are compared.
        public var comparesWidth: Bool
        /// Whether the stored height is the button's own, so the heights are compared.
        public var comparesHeight: Bool

        /// Predicted minus stored width (points), when the width is compared.
        public var widthDifference: Double? { comparesWidth ? predicted.width - stored.width : nil }
        /// Predicted minus stored height (points), when the height is compared.
        public var heightDifference: Double? { comparesHeight ? predicted.height - stored.height : nil }
    }

    /// Differences (predicted − stored, points) summarised.
    public struct Distribution: Sendable, Equatable {
        /// The histogram's bin width (points): bins are centred on multiples of it, so an exact match is bin 0.
        public static let binWidth = 0.5
        /// Bins past this distance from 0 (points) are gathered in the outermost bins.
        public static let binLimit = 3.0

        /// How many differences.
        public var count: Int
        /// Their mean (points).
        public var mean: Double
        /// Their median (points).
        public var median: Double
        /// The largest difference in size, either way.
        public var maximum: Double
        /// The count per bin centre, from the lowest to the highest centre with a difference, every bin
        /// between them listed (empty ones with 0).
        public var histogram: [Bin]

        /// One bin of the histogram.
        public struct Bin: Sendable, Equatable {
            /// The bin's centre (points); the outermost bins (±``binLimit``) also hold everything beyond.
            public var centre: Double
            /// How many differences fall in it.
            public var count: Int
        }

        /// The distribution of `differences`; `nil` when there are none.
        public init?(_ differences: [Double]) {
            let limit = Int(Self.binLimit / Self.binWidth)
            let bins = differences.map { max(-limit, min(limit, Int(($0 / Self.binWidth).rounded(.toNearestOrAwayFromZero)))) }
            guard let low = bins.min(), let high = bins.max() else { return nil }
            histogram = (low...high).map { bin in Bin(centre: Double(bin) * Self.binWidth, count: bins.filter { $0 == bin }.count) }
            let sorted = differences.sorted()
            count = sorted.count
            mean = sorted.reduce(0, +) / Double(sorted.count)
            let middle = sorted.count / 2
            median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
            maximum = sorted.map(abs).max() ?? 0
        }
    }

    /// The buttons compared, in document order.
    public var samples: [Sample] = []
    /// Buttons that hug their title but could not be laid out, with the error.
    public var errors: [(button: String, error: String)] = []
    /// The checked buttons that do not hug their title on either side (their frame is set by the layout).
    public var notHugging = 0
    /// Every view of the documents solved by Auto Layout beside its stored frame (`nil`: not compared).
    public var views: FrameCalibration?

    /// The width differences' distribution (`nil`: no button's width is its own).
    public var width: Distribution? { Distribution(samples.compactMap(\.widthDifference)) }
    /// The height differences' distribution (`nil`: no button's height is its own).
    public var height: Distribution? { Distribution(samples.compactMap(\.heightDifference)) }

    /// Sizes each hugging button of `lint` with its base title in `locale` (left to right unless it sets
    /// a direction), laid out by `engine`.
    public init<Measurer>(lint: InterfaceBuilderLint, engine: Engine<Measurer>, locale: String, views: FrameCalibration? = nil) {
        self.views = views
        for listed in lint.listed {
            guard let stored = listed.storedSize, listed.hugsWidth || listed.hugsHeight,
                  let button = lint.buttons.first(where: { $0.keys.first == listed.keys.first }) else {
                notHugging += 1
                continue
            }
            var request = button.layout
            request.spec.title = listed.title
            request.spec.language = request.spec.language ?? locale
            request.spec.layoutDirection = request.direction ?? .leftToRight
            // The size it asks for in the width it has (never the bounds themselves: their height is
            // the stored frame's): `sizeThatFits`, at most the width its superview leaves or its constraint sets.
            if case .bounds(let bounds) = request.proposal { request.proposal = .maxWidth(bounds.width) }
            do {
                let answer = try engine.layout(request).answer
                samples.append(Sample(file: listed.file, line: listed.line, objectID: listed.objectID, title: listed.title,
                                      predicted: answer.size, stored: Size(width: stored.width, height: stored.height),
                                      comparesWidth: listed.hugsWidth, comparesHeight: listed.hugsHeight))
            } catch {
                errors.append(("\(listed.file):\(listed.line) \(listed.objectID)", "\(error)"))
            }
        }
    }

    /// The text form: a row per button, then each side's distribution with its histogram, and what the
    /// system font was (`standIn`: the bundled stand-in, whose differences say nothing about Xcode's).
    public func table(systemFont: String, standIn: Bool) -> String {
        func hundredths(_ value: Double) -> String { formatPoints((value * 100).rounded() / 100) }  // a mean to 0.01 pt
        func signed(_ value: Double) -> String {
            ((value * 100).rounded() == 0 ? "" : value > 0 ? "+" : "−") + hundredths(abs(value))
        }
        func size(_ size: Size) -> String { formatPoints(size.width) + "x" + formatPoints(size.height) }
        var rows = [["BUTTON", "ID", "TITLE", "PREDICTED", "STORED", "ΔWIDTH", "ΔHEIGHT"]]
        for sample in samples {
            rows.append(["\(sample.file):\(sample.line)", sample.objectID, sample.title.escapingControlCharacters,
                         size(sample.predicted), size(sample.stored),
                         sample.widthDifference.map(signed) ?? "(set)", sample.heightDifference.map(signed) ?? "(set)"])
        }
        var out = samples.isEmpty ? "" : alignedColumns(rows)
        for (button, error) in errors { out += "not laid out \(button): \(error)\n" }
        for (name, distribution) in [("width", width), ("height", height)] {
            guard let distribution else {
                out += "\(name): no button's \(name) is its own (a constraint, its edges or a stack set it)\n"
                continue
            }
            out += "\(name), predicted − stored over \(distribution.count) buttons: mean \(signed(distribution.mean)) pt, "
                + "median \(signed(distribution.median)) pt, max \(hundredths(distribution.maximum)) pt\n"
            let labels = distribution.histogram.map { bin in
                (abs(bin.centre) == Distribution.binLimit ? (bin.centre < 0 ? "≤ " : "≥ ") : "") + signed(bin.centre)
            }
            let labelWidth = labels.map(\.count).max() ?? 0
            for (label, bin) in zip(labels, distribution.histogram) {
                out += "  " + String(repeating: " ", count: labelWidth - label.count) + label + "  "
                    + String(repeating: "#", count: bin.count) + (bin.count > 0 ? " \(bin.count)" : "") + "\n"
            }
        }
        out += "\(samples.count) buttons compared, \(notHugging) not (their size is set by the layout), system font: \(systemFont)\n"
        if standIn {
            out += "note: the system font is the bundled stand-in, not SF Pro: these differences measure the stand-in, "
                + "not whether your set-up reproduces Xcode (give --system-font with SF Pro)\n"
        }
        if let views { out += "\n" + views.table() }
        return out
    }

    /// The JSON form: `{"samples": [{file, line, objectID, title, predicted: {width, height}, stored,
    /// widthDifference, heightDifference}], "width": {count, mean, median, maximum, histogram: [{centre,
    /// count}]} | null, "height": …, "notHugging", "errors", "systemFont", "standIn", "views":
    /// ``FrameCalibration/json()`` | null}`.
    public func json(systemFont: String, standIn: Bool) -> JSON {
        func size(_ size: Size) -> JSON { .object([("width", .number(size.width)), ("height", .number(size.height))]) }
        func distribution(_ d: Distribution?) -> JSON { .optional(d, Self.json) }
        return .object([
            ("samples", .array(samples.map { sample in
                .object([("file", .string(sample.file)), ("line", .number(Double(sample.line))), ("objectID", .string(sample.objectID)),
                         ("title", .string(sample.title)), ("predicted", size(sample.predicted)), ("stored", size(sample.stored)),
                         ("widthDifference", .optional(sample.widthDifference, JSON.number)),
                         ("heightDifference", .optional(sample.heightDifference, JSON.number))])
            })),
            ("width", distribution(width)),
            ("height", distribution(height)),
            ("notHugging", .number(Double(notHugging))),
            ("errors", .array(errors.map { .object([("button", .string($0.button)), ("error", .string($0.error))]) })),
            ("systemFont", .string(systemFont)),
            ("standIn", .bool(standIn)),
            ("views", .optional(views) { $0.json() }),
        ])
    }

    /// A distribution as `{count, mean, median, maximum, histogram: [{centre, count}]}` (points).
    static func json(_ d: Distribution) -> JSON {
        .object([("count", .number(Double(d.count))), ("mean", .number(d.mean)), ("median", .number(d.median)),
                 ("maximum", .number(d.maximum)),
                 ("histogram", .array(d.histogram.map { .object([("centre", .number($0.centre)), ("count", .number(Double($0.count)))]) }))])
    }
}
