import ButtonSizer
import GlyphMetrics

/// Layout specs: bytes → a `ButtonSpec` of any profile with hostile numbers (NaN, ±∞, negative, 1e308…)
/// in every length, measured with the real fonts. Each call either throws a `ButtonSpecError` (or the
/// measurer's `invalidArgument`) or gives finite sizes and frames; at its intrinsic size a button
/// truncates nothing (unless positive title edge insets shrink the title on purpose).
enum LayoutTarget {
    static func run(_ bytes: [UInt8]) throws(FuzzFinding) {
        var input = FuzzInput(bytes)
        let spec = makeSpec(&input)
        let proposed = Size(width: input.number(), height: input.number())
        let bounds = Size(width: input.number(), height: input.number())
        try check(spec, proposed: proposed, bounds: bounds, sizer: ButtonSizer(measurer: Shared.measurer))
    }

    static func makeSpec(_ input: inout FuzzInput) -> ButtonSpec {
        func insets() -> EdgeInsets {
            input.byte() % 3 == 0 ? .zero
                : EdgeInsets(top: input.number(), left: input.number(), bottom: input.number(), right: input.number())
        }
        func classic() -> ClassicParameters {
            ClassicParameters(contentEdgeInsets: insets(), imageEdgeInsets: insets(), titleEdgeInsets: insets(),
                              titlePadding: input.pick(ClassicTitlePadding.allCases))
        }
        let profile: ButtonProfile
        switch input.byte() % 6 {
        case 0:
            profile = .configuration(ConfigurationParameters(
                imagePlacement: input.pick(ImagePlacement.allCases), imagePadding: input.number(),
                titlePadding: input.number(),
                contentInsets: DirectionalEdgeInsets(top: input.number(), leading: input.number(),
                                                     bottom: input.number(), trailing: input.number()),
                imageReservation: input.number(), titleAlignment: input.pick(TitleAlignment.allCases)))
        case 1: profile = .classic(classic())
        case 2:
            profile = .alternative(AlternativeParameters(imageSide: input.number(), margin: input.number(),
                                                         imageCornerRadius: input.bool() ? input.number() : nil))
        case 3:
            profile = .zui(ZUIParameters(classic: classic(), spacing: input.number(),
                                         direction: input.pick(ZUIDirection.allCases),
                                         sizeThatFitsIncludesSpacing: input.bool()))
        case 4: profile = .cyl(CYLParameters(sizing: input.pick(CYLSizing.allCases)))
        default:
            profile = .labelAlignment(LabelAlignmentParameters(classic: classic(), leading: input.bool(),
                                                               top: input.bool()))
        }
        let font = FontSpec(name: BundledFonts.path(input.pick(Shared.fonts)),
                            size: input.bool() ? input.number() : 17,
                            letterSpacing: input.byte() % 4 == 0 ? input.number() : 0)
        var spec = ButtonSpec(title: "", titleFont: font, profile: profile)
        if input.bool() { spec.imageSize = Size(width: input.number(), height: input.number()) }
        if input.byte() % 4 == 0 { spec.titleSize = Size(width: input.number(), height: input.number()) }
        spec.contentHorizontalAlignment = input.pick(ContentHorizontalAlignment.allCases)
        spec.contentVerticalAlignment = input.pick(ContentVerticalAlignment.allCases)
        spec.layoutDirection = input.pick(LayoutDirection.allCases)
        spec.scale = input.pick([1, 2, 3, 2, 3, 0, 1.5, .nan])
        spec.lineBreakMode = input.pick([nil] + LineBreakMode.allCases.map(Optional.some))
        spec.maxLines = input.pick([nil, 0, 1, 2, 3, -1])
        spec.policies.originRounding = input.pick(OriginRounding.allCases)
        if input.byte() % 4 == 0 { spec.stateTitles[input.pick(ButtonState.allCases)] = input.field() }
        if input.byte() % 4 == 0 { spec.subtitle = input.field() }
        spec.title = input.text()
        return spec
    }

    static func check(_ spec: ButtonSpec, proposed: Size, bounds: Size, sizer: ButtonSizer) throws(FuzzFinding) {
        let what = "layout \(spec) proposed \(proposed) bounds \(bounds)"
        // Intrinsic size: finite, and the layout there truncates nothing.
        guard let intrinsic = try attempt(what, { try sizer.intrinsicContentSize(spec) }) else { return }
        try expect(isFinite(intrinsic) && intrinsic.width >= 0 && intrinsic.height >= 0,
                              "\(what): intrinsic size \(intrinsic)")
        if let layout = try attempt(what, { try sizer.layout(spec, in: intrinsic) }) {
            try checkFinite(layout, "\(what): at the intrinsic size \(intrinsic)")
            try expect(!layout.isTruncated || shrinksTitleOnPurpose(spec) || hasMoreParagraphsThanLines(spec)
                           || breaksOnSumsThatGoBack(spec),
                                  "\(what): truncated at its intrinsic size \(intrinsic): "
                                  + "\(quoted(layout.title?.displayedText ?? ""))")
        }
        // sizeThatFits and layout in any bounds: an error or finite.
        if let fitting = try attempt(what, { try sizer.sizeThatFits(spec, proposed: proposed) }) {
            try expect(isFinite(fitting) && fitting.width >= 0 && fitting.height >= 0,
                                  "\(what): sizeThatFits \(fitting)")
        }
        if let layout = try attempt(what, { try sizer.layout(spec, in: bounds) }) {
            try checkFinite(layout, "\(what): in \(bounds)")
        }
    }

    /// The value, or nil for an error that names bad input; any other error is a finding.
    static func attempt<T>(_ what: String, _ body: () throws -> T) throws(FuzzFinding) -> T? {
        do {
            return try body()
        } catch is ButtonSpecError {
            return nil
        } catch let error as GlyphMetricsError {
            if case .invalidArgument = error { return nil }
            throw FuzzFinding("\(what): unexpected error \(error)")
        } catch {
            throw FuzzFinding("\(what): unexpected error \(error)")
        }
    }

    /// Positive title edge insets shrink the title's rect (UIKit truncates then, by design). So does a
    /// negative ZUIButton spacing beside an image: the seed's intrinsic size is the classic one plus the
    /// spacing, so it is narrower than the classic content it lays out, and the classic title rect is
    /// clamped to what is left (uikit-semantics §6; issue 30's finding, `Fuzz/corpus/layout/zui-negative-spacing`).
    static func shrinksTitleOnPurpose(_ spec: ButtonSpec) -> Bool {
        let classic: ClassicParameters
        switch spec.profile {
        case .classic(let c): classic = c
        case .zui(let z):
            if z.spacing < 0 && spec.imageSize != nil { return true }
            classic = z.classic
        case .labelAlignment(let l): classic = l.classic
        case .cyl(let c):
            // CYLButton sized as UIButton: the title beside an image rounds to the nearest point, half a
            // point down (B5), and CYL then lays it out in that whole width; with an image narrower than
            // the half point the title can lose, it truncates on the device too (a fuzz finding).
            return c.sizing == .inherited && (spec.imageSize?.width ?? 1) < 0.5
        case .configuration, .alternative: return false
        }
        let t = classic.titleEdgeInsets
        return t.left > 0 || t.right > 0 || t.top > 0 || t.bottom > 0
    }

    /// A title or subtitle with more paragraphs (forced line breaks) than its line limit: the
    /// documented policy shows the first paragraph on one line and reports the rest as cut.
    static func hasMoreParagraphsThanLines(_ spec: ButtonSpec) -> Bool {
        let limit: Int
        switch spec.profile {
        case .alternative: limit = 1  // always one natural line
        default: limit = spec.effectiveMaxLines
        }
        guard limit > 0 else { return false }
        return [spec.title(for: .normal), spec.subtitle ?? ""].contains { text in
            text.reduce(1) { $0 + ($1.isNewline ? 1 : 0) } > limit
        }
    }

    /// Negative letter spacing can make a text's advance sum fall back below what a prefix of it reached
    /// (and a tab then jumps to a stop past that prefix): the whole line's width, its intrinsic width, is
    /// then less than a break candidate's, and wrapping in that width breaks early, as CoreText's line
    /// breaking on the same sums would (a fuzz finding: −8 pt spacing, tabs, two lines).
    static func breaksOnSumsThatGoBack(_ spec: ButtonSpec) -> Bool {
        spec.titleFont.letterSpacing < 0 && spec.effectiveMaxLines != 1
    }

    static func isFinite(_ size: Size) -> Bool { size.width.isFinite && size.height.isFinite }

    static func checkFinite(_ layout: ButtonLayout, _ what: String) throws(FuzzFinding) {
        for frame in layout.frames {
            try expect(frame.x.isFinite && frame.y.isFinite && isFinite(frame.size),
                                  "\(what): frame \(frame) is not finite")
        }
        for value in [layout.firstBaseline, layout.lastBaseline, layout.imageCornerRadius].compactMap({ $0 }) {
            try expect(value.isFinite, "\(what): baseline or radius \(value) is not finite")
        }
    }
}
