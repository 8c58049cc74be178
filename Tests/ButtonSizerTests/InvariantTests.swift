import ButtonSizer
import Testing
import ButtonSizerTesting

/// Invariants on random specs (fixed seeds; every failure message names the case's seed so it can be
/// replayed with `RandomSpec(seed:)`). Inputs lie on the pixel grid of their scale; edge insets are
/// non-negative and title edge insets zero (positive ones truncate by design, negative ones move the
/// title outside: both documented and tested elsewhere); ZUIButton is centred without image insets
/// (its spacing shift otherwise leaves the bounds, as documented).
@Suite struct InvariantTests {
    static let seeds: [UInt64] = (0..<300).map { 0xB077_0000 + UInt64($0) }

    @Test(arguments: seeds)
    func invariants(seed: UInt64) throws {
        var random = RandomSpec(seed: seed)
        let s = random.spec
        let sizer = ButtonSizer(measurer: random.measurer)
        let note = Comment(rawValue: "seed \(seed): \(s)")

        // sizeThatFits(intrinsic) == intrinsic, and the trace adds up to the size
        let trace = try sizer.sizeTrace(s)
        let intrinsic = trace.size
        #expect(try sizer.sizeThatFits(s, proposed: intrinsic) == intrinsic, note)
        for axis in [SizeTerm.Axis.width, .height] {
            let sum = trace.terms(axis).reduce(0) { $0 + $1.points }
            #expect(close(sum, axis == .width ? intrinsic.width : intrinsic.height), note)
        }

        // laying out at the intrinsic size truncates nothing; frames lie inside the bounds there and
        // in any larger bounds (CYLButton: while the bounds are at least as tall as wide)
        let larger = Size(width: intrinsic.width + random.grid(0...60), height: intrinsic.height + random.grid(0...60))
        for bounds in [intrinsic, larger] {
            let l = try sizer.layout(s, in: bounds)
            if bounds == intrinsic { #expect(!l.isTruncated, note) }
            if case .cyl = s.profile, bounds.height < bounds.width { continue }
            let box = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
            for frame in l.frames { #expect(box.contains(frame), "\(frame) outside \(bounds); \(note)") }
        }

        // right-to-left is the mirror image of left-to-right
        let bounds = larger
        let rtl = try sizer.layout(s.in(.rightToLeft), in: bounds)
        let ltr = try sizer.layout(s.in(.leftToRight).mirroringAbsoluteSides, in: bounds)
        #expect(close(rtl.imageRect, ltr.imageRect?.mirrored(inWidth: bounds.width)), note)
        #expect(close(rtl.titleRect, ltr.titleRect?.mirrored(inWidth: bounds.width)), note)
        #expect(close(rtl.subtitleRect, ltr.subtitleRect?.mirrored(inWidth: bounds.width)), note)
        #expect(rtl.title?.lines == ltr.title?.lines, note)
        #expect(rtl.title?.isTruncated == ltr.title?.isTruncated, note)
        // each line keeps its place from the other side, and a left-aligned line becomes right-aligned
        let mirroredTitle = ltr.title?.mirrored(inWidth: bounds.width)
        #expect(rtl.title?.alignment == mirroredTitle?.alignment, note)
        #expect(rtl.title?.placedLines.count == mirroredTitle?.placedLines.count, note)
        for (line, mirrored) in zip(rtl.title?.placedLines ?? [], mirroredTitle?.placedLines ?? []) {
            #expect(close(line.origin.x, mirrored.origin.x), note)
            #expect(close(line.origin.y, mirrored.origin.y), note)
        }
        #expect(close(rtl.firstBaseline, ltr.firstBaseline), note)

        // the stable size covers every state's size and is one of them on each axis
        let sizes = try ButtonState.allCases.map { try sizer.intrinsicContentSize(s, state: $0) }
        let stable = try sizer.stableSize(s)
        #expect(sizes.allSatisfy { $0.width <= stable.width }, note)
        #expect(sizes.allSatisfy { $0.height <= stable.height }, note)
        #expect(sizes.contains { $0.width == stable.width }, note)
        #expect(sizes.contains { $0.height == stable.height }, note)
    }

    @Test(arguments: seeds.prefix(120))
    func minimumWidthIsTheEdgeOfTruncation(seed: UInt64) throws {
        var random = RandomSpec(seed: seed)
        let s = random.spec
        let sizer = ButtonSizer(measurer: random.measurer)
        let note = Comment(rawValue: "seed \(seed): \(s)")
        let intrinsic = try sizer.intrinsicContentSize(s)
        let width = random.grid(0...max(0, intrinsic.width))
        let report = try sizer.truncationReport(s, width: width)
        guard let minimum = report.minimumWidth else {
            Issue.record("no minimum width; \(note)")
            return
        }
        #expect(try whole(sizer, s, minimum), note)
        if minimum > 0 { #expect(try !whole(sizer, s, minimum - 1 / s.scale), note) }
        #expect(report.isTruncated == (try sizer.layoutAtFittingHeight(s, width: width).title?.isTruncated ?? false), note)
    }

    /// Not truncated and horizontally inside the bounds.
    func whole(_ sizer: ButtonSizer, _ s: ButtonSpec, _ width: Double) throws -> Bool {
        let l = try sizer.layoutAtFittingHeight(s, width: width)
        guard let title = l.title, let rect = l.titleRect else { return true }
        return !title.isTruncated && rect.minX >= -1e-9 && rect.maxX <= width + 1e-9
    }
}

extension ButtonSizer {
    func layoutAtFittingHeight(_ s: ButtonSpec, width: Double) throws -> ButtonLayout {
        let height = try sizeThatFits(s, proposed: Size(width: width, height: .infinity)).height
        return try layout(s, in: Size(width: width, height: height))
    }
}

extension ButtonSpec {
    func `in`(_ direction: LayoutDirection) -> ButtonSpec {
        var s = self
        s.layoutDirection = direction
        return s
    }

    /// The same button seen in a mirror, for a left-to-right spec: absolute sides swap.
    var mirroringAbsoluteSides: ButtonSpec {
        var s = self
        // leading/trailing stay: they resolve by direction already
        if contentHorizontalAlignment == .left { s.contentHorizontalAlignment = .right }
        if contentHorizontalAlignment == .right { s.contentHorizontalAlignment = .left }
        func swap(_ c: ClassicParameters) -> ClassicParameters {
            var c = c
            for path in [\ClassicParameters.contentEdgeInsets, \.imageEdgeInsets, \.titleEdgeInsets] {
                let i = c[keyPath: path]
                c[keyPath: path] = EdgeInsets(top: i.top, left: i.right, bottom: i.bottom, right: i.left)
            }
            return c
        }
        switch profile {
        case .classic(let c): s.profile = .classic(swap(c))
        case .zui(var z): z.classic = swap(z.classic); s.profile = .zui(z)
        case .labelAlignment(var l): l.classic = swap(l.classic); s.profile = .labelAlignment(l)
        case .configuration, .alternative, .cyl: break
        }
        return s
    }
}

/// A random but valid spec from a seed.
struct RandomSpec {
    var rng: SplitMix64
    let scale: Double
    let measurer: FakeMeasurer

    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
        scale = [1.0, 2, 3].randomElement(using: &rng) ?? 2
        measurer = FakeMeasurer(advance: [10, 7.3, 9.45].randomElement(using: &rng) ?? 10,
                                ascender: [16, 16.3].randomElement(using: &rng) ?? 16)
    }

    /// A multiple of one pixel in `range` points.
    mutating func grid(_ range: ClosedRange<Double>) -> Double {
        let pixels = Int((range.lowerBound * scale).rounded(.up))...Int((range.upperBound * scale).rounded(.down))
        return Double(Int.random(in: pixels, using: &rng)) / scale
    }

    mutating func pick<T>(_ options: [T]) -> T { options[Int.random(in: 0..<options.count, using: &rng)] }
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }

    mutating func insets(_ max: Double) -> EdgeInsets {
        chance(0.3) ? .zero : EdgeInsets(top: grid(0...max), left: grid(0...max), bottom: grid(0...max), right: grid(0...max))
    }

    mutating func classic(imageInsets: Bool = true) -> ClassicParameters {
        ClassicParameters(contentEdgeInsets: insets(16), imageEdgeInsets: imageInsets ? insets(8) : .zero,
                          titlePadding: pick(ClassicTitlePadding.allCases))
    }

    static let titles = ["Go", "Follow", "Save all", "Hello World", "OK", "Sign in with e-mail", "", "A b c d e f"]

    var spec: ButtonSpec {
        mutating get {
            let title = pick(Self.titles)
            let image: Size? = chance(0.6) ? Size(width: grid(8...48), height: grid(8...48)) : nil
            var s = ButtonSpec(title: title, titleFont: font, imageSize: image, profile: .classic(.init()),
                               contentHorizontalAlignment: pick(ContentHorizontalAlignment.allCases),
                               contentVerticalAlignment: pick(ContentVerticalAlignment.allCases),
                               layoutDirection: pick(LayoutDirection.allCases), scale: scale)
            s.stateTitles = chance(0.5) ? [.selected: pick(Self.titles), .highlighted: pick(Self.titles)] : [:]
            switch Int.random(in: 0..<6, using: &rng) {
            case 0:
                s.profile = .configuration(ConfigurationParameters(
                    imagePlacement: pick(ImagePlacement.allCases), imagePadding: grid(0...12), titlePadding: grid(0...6),
                    contentInsets: DirectionalEdgeInsets(top: grid(0...16), leading: grid(0...16),
                                                         bottom: grid(0...16), trailing: grid(0...16)),
                    imageReservation: chance(0.3) ? grid(0...60) : 0, titleAlignment: pick(TitleAlignment.allCases)))
                s.subtitle = chance(0.4) ? pick(Self.titles) : nil
                s.lineBreakMode = pick([nil, .wordWrapping, .charWrapping, .truncatingTail, .truncatingMiddle,
                                        .truncatingHead, .clipping])
                s.maxLines = pick([nil, 0, 1, 2, 3])
            case 1:
                s.profile = .classic(classic())
                s.lineBreakMode = pick([nil, .truncatingTail, .truncatingHead, .clipping])
            case 2:
                s.profile = .alternative(AlternativeParameters(imageSide: grid(20...80), margin: grid(0...10)))
            case 3:
                s.profile = .zui(ZUIParameters(classic: classic(imageInsets: false), spacing: grid(0...16),
                                               direction: pick(ZUIDirection.allCases)))
                s.contentHorizontalAlignment = .center
            case 4:
                s.profile = .cyl(CYLParameters())
            default:
                s.profile = .labelAlignment(LabelAlignmentParameters(classic: classic(), leading: chance(0.5),
                                                                     top: chance(0.5)))
            }
            return s
        }
    }
}
