/// Predicts how a `UIButton` sizes itself and lays out its image and text.
///
/// Pure: value types in, value types out; text is measured through the injected ``TextMeasuring``.
/// Every method validates the spec first and throws ``ButtonSpecError`` (or the measurer's error).
/// All lengths are in points; sizes are rounded up to the pixel grid of ``ButtonSpec/scale``
/// (``ceilToPixel(_:scale:)``), origins per ``LayoutPolicies/originRounding``.
public struct ButtonSizer: Sendable {
    /// Measures every title and subtitle; its fonts decide the text sizes, in points.
    public let measurer: any TextMeasuring

    /// Creates a sizer that measures text with `measurer` (a font-backed measurer, or a fake in tests).
    public init(measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    /// `intrinsicContentSize`: the size the button wants with unconstrained text (one line per
    /// paragraph, or one line for single-line profiles), rounded up to the pixel grid.
    public func intrinsicContentSize(_ spec: ButtonSpec, state: ButtonState = .normal) throws -> Size {
        try LayoutPass(self, spec).sizeTrace(proposed: nil, state: state, terms: false).size
    }

    /// `sizeThatFits(_:)`: for a configuration, the size when the text wraps or truncates to the width
    /// `proposed.width` leaves after insets, image and padding (an infinite width is no limit); the
    /// result can be narrower, or wider when even the image does not fit. Classic-based profiles,
    /// AlternativeButton and CYLButton ignore the proposal, as UIKit does. The proposed height is
    /// never used.
    public func sizeThatFits(_ spec: ButtonSpec, proposed: Size, state: ButtonState = .normal) throws -> Size {
        // `consume`: the pass moves into its context; a `let` passed on after a check was copied whole.
        let pass = try LayoutPass(self, spec)
        try checkProposal(proposed)
        return try (consume pass).sizeTrace(proposed: proposed, state: state, terms: false).size
    }

    /// The size with each term that makes it up (insets, image, padding, text, pixel rounding):
    /// `sizeThatFits` when `proposed` is given, else `intrinsicContentSize`.
    public func sizeTrace(_ spec: ButtonSpec, proposed: Size? = nil, state: ButtonState = .normal) throws -> SizeTrace {
        let pass = try LayoutPass(self, spec)
        if let proposed { try checkProposal(proposed) }
        return try (consume pass).sizeTrace(proposed: proposed, state: state, terms: true)
    }

    /// `layoutSubviews`: the frames inside `bounds` (button coordinates, origin at the top left),
    /// the displayed text with each line's origin, truncation and baselines. Right-to-left layouts are
    /// the mirror image.
    /// - Parameters:
    ///   - spec: the button.
    ///   - bounds: the size to lay out in, in points.
    ///   - state: whose title is shown.
    ///   - glyphs: whether the layout is for a picture: each line carries the glyph runs that draw it,
    ///     and ``ButtonLayout/steps`` the intermediate boxes (the guides); without it neither is built.
    public func layout(_ spec: ButtonSpec, in bounds: Size, state: ButtonState = .normal,
                       glyphs: Bool = false) throws -> ButtonLayout {
        let pass = try LayoutPass(self, spec)
        try checkSize(bounds, "bounds")
        return try (consume pass).layout(in: bounds, state: state, glyphs: glyphs)
    }

    /// The largest size over the titles of all states (componentwise maximum), so the button does not
    /// change size when its title changes with the state ("Follow" / "Following").
    public func stableSize(_ spec: ButtonSpec, proposed: Size? = nil) throws -> Size {
        let pass = try LayoutPass(self, spec, remembering: true)
        if let proposed { try checkProposal(proposed) }
        return try pass.stableSize(proposed: proposed)
    }

    /// Everything a layout request reports, in one pass: the spec is validated once and each text is
    /// measured once per distinct request (text, width, lines, mode), however many of the answers need it.
    /// The other entry points are views of the same pass.
    /// - Parameters:
    ///   - spec: the button.
    ///   - proposal: the size to lay out in (see ``LayoutProposal``).
    ///   - state: whose title is shown.
    ///   - glyphs: whether the layout is for a picture: glyph runs on each line and the intermediate
    ///     boxes in ``ButtonLayout/steps``.
    ///   - minimumWidthWhenWhole: whether ``TruncationReport/minimumWidth`` is searched for when nothing
    ///     in the layout is truncated (``ButtonLayout/isTruncated``); `false` leaves it `nil` then (lint
    ///     reports it only for truncated rows, and skips the search's layouts for the rest).
    public func answer(_ spec: ButtonSpec, proposal: LayoutProposal = .intrinsic, state: ButtonState = .normal,
                       glyphs: Bool = false, minimumWidthWhenWhole: Bool = true) throws -> LayoutAnswer {
        let pass = try LayoutPass(self, spec, remembering: true)
        // The intrinsic size's terms are the reported trace unless a width is proposed.
        var proposesWidth = false
        if case .maxWidth = proposal { proposesWidth = true }
        let intrinsic = try pass.sizeTrace(proposed: nil, state: state, terms: !proposesWidth)
        var size = intrinsic.size
        var proposed: Size?
        var fixedHeight: Double?
        switch proposal {
        case .intrinsic:
            break
        case .bounds(let bounds):
            try checkSize(bounds, "bounds")
            size = bounds
        case .maxWidth(let width, let height):
            try checkNonNegative(width, "maxWidth")
            if let height { try checkNonNegative(height, "height") }
            proposed = Size(width: width, height: .infinity)
            fixedHeight = height
        }
        let trace = try proposed.map { try pass.sizeTrace(proposed: $0, state: state, terms: true) } ?? intrinsic
        if let proposed {
            // What sizeToFit cannot do: the size that fits, never wider than allowed (and as tall as a
            // height the caller fixes).
            size = Size(width: min(trace.size.width, proposed.width), height: fixedHeight ?? trace.size.height)
        }
        let layout = try pass.layout(in: size, state: state, glyphs: glyphs)
        return LayoutAnswer(
            intrinsicSize: intrinsic.size, size: size, trace: trace, layout: layout,
            truncation: try pass.truncationReport(width: size.width, state: state, laidOut: glyphs ? nil : layout,
                                                  intrinsicWidth: intrinsic.size.width,
                                                  searching: minimumWidthWhenWhole || layout.isTruncated),
            stableSize: spec.stateTitles.isEmpty ? nil : try pass.stableSize(proposed: proposed))
    }

    /// The frame after `sizeToFit()`: UIView keeps the origin and takes `sizeThatFits(frame.size)`;
    /// ZUIButton then grows to its intrinsic size and shifts its centre by spacing/2.
    public func sizeToFitFrame(_ spec: ButtonSpec, from frame: Rect, state: ButtonState = .normal) throws -> Rect {
        let pass = try LayoutPass(self, spec)
        for (v, n) in [(frame.x, "x"), (frame.y, "y")] { try checkFinite(v, "frame.\(n)") }
        try checkSize(frame.size, "frame")
        if case .zui(let params) = pass.profile {
            return try ZUILayout(ctx: pass.context(state), params: params).sizeToFitFrame(from: frame)
        }
        return Rect(origin: Point(x: frame.x, y: frame.y), size: try sizeThatFits(spec, proposed: frame.size, state: state))
    }

    /// Throws unless both sides of a proposal are 0 or more (an infinite side is no limit).
    func checkProposal(_ proposed: Size) throws {
        func check(_ value: Double, _ side: String) throws {
            guard !value.isNaN, value >= 0 else {
                throw ButtonSpecError(field: "proposed.\(side)", problem: "must not be negative or NaN (got \(formatPoints(value)))")
            }
        }
        try check(proposed.width, "width")
        try check(proposed.height, "height")
    }
}

/// Which size is asked for.
enum SizeRequest {
    case intrinsic
    /// `sizeThatFits` with a width limit (`nil`: none).
    case fitting(width: Double?)
}

/// The profiles' size and layout computations, chosen by the spec's profile and called in place: no
/// engine value is boxed (an `any` protocol existential) or copied out of an enum on the way.
enum ProfileEngine {
    /// The size `request` asks for, computed by the pass's profile (`ctx` in left-to-right space).
    static func sizeTrace(_ ctx: consuming LayoutContext, _ request: SizeRequest) throws -> SizeTrace {
        switch ctx.pass.profile {
        case .configuration(let p):
            let engine = ConfigurationLayout(ctx: ctx, params: p)
            return switch request {
            case .intrinsic: try engine.sizeTrace(proposedWidth: nil)
            case .fitting(let width): try engine.sizeTrace(proposedWidth: width)
            }
        case .classic(let p): return try ClassicLayout(ctx: ctx, params: p).sizeTrace()
        case .alternative(let p): return try AlternativeLayout(ctx: ctx, params: p).sizeTrace()
        case .zui(let p):
            let engine = ZUILayout(ctx: ctx, params: p)
            return switch request {
            case .intrinsic: try engine.sizeTrace(includingSpacing: true)
            case .fitting: try engine.sizeTrace(includingSpacing: p.sizeThatFitsIncludesSpacing)
            }
        case .cyl(let p): return try CYLLayout(ctx: ctx, params: p).sizeTrace()
        case .labelAlignment(let p): return try LabelAlignmentLayout(ctx: ctx, params: p).sizeTrace()
        }
    }

    /// The frames in `bounds`, computed by the pass's profile (`ctx` in left-to-right space). Not
    /// inlined: the engine writes its layout straight into the caller's result (inlined, each case's
    /// layout was copied out).
    @inline(never)
    static func layout(_ ctx: consuming LayoutContext, in bounds: Size) throws -> ButtonLayout {
        switch ctx.pass.profile {
        case .configuration(let p): try ConfigurationLayout(ctx: ctx, params: p).layout(in: bounds)
        case .classic(let p): try ClassicLayout(ctx: ctx, params: p).layout(in: bounds)
        case .alternative(let p): try AlternativeLayout(ctx: ctx, params: p).layout(in: bounds)
        case .zui(let p): try ZUILayout(ctx: ctx, params: p).layout(in: bounds)
        case .cyl(let p): try CYLLayout(ctx: ctx, params: p).layout(in: bounds)
        case .labelAlignment(let p): try LabelAlignmentLayout(ctx: ctx, params: p).layout(in: bounds)
        }
    }
}
