/// CYLButton (uikit-semantics §6), laid out in `layoutSubviews` from the bounds (W × H):
///
///     imageRect = (0, 0, W, W)        titleRect = (0, W, W, max(0, H − W))
///
/// The title label is the full-width strip below the image and draws its text centred, shortened per
/// the title's line break mode (the label default: truncating middle, one line). The seed does not
/// size the button; ``CYLSizing`` chooses (fitted by default: W = max(imageW, titleW), H = W + titleH).
/// Content alignments and insets do not apply. A bounds taller than wide leaves the image overflowing
/// below when H < W (documented overflow).
struct CYLLayout {
    let ctx: LayoutContext
    let params: CYLParameters

    func sizeTrace() throws -> SizeTrace {
        if params.sizing == .inherited {
            return try ClassicLayout(ctx: ctx, params: ClassicParameters()).sizeTrace()
        }
        // Unconstrained: one line, or one per paragraph when the line limit allows more (as classic).
        let title = try ctx.title(maxWidth: nil)
        let imageW = ctx.image?.width ?? 0
        let titleSize = title?.size ?? .zero
        let side = max(imageW, titleSize.width)
        var t = ctx.traceBuilder()
        t.width("max(image \(formatPoints(imageW)), title \(formatPoints(titleSize.width)))", side)
        t.height("square image (= width)", side)
        if let title {
            t.height("title (\(formatPoints(title.measuredSize.height)) measured, ceil \(ctx.scaleLabel))",
                     titleSize.height)
        }
        return t.finish()
    }

    func layout(in bounds: Size) throws -> ButtonLayout {
        let w = bounds.width
        let strip = Rect(x: 0, y: w, width: w, height: max(0, bounds.height - w))
        let title = try ctx.title(maxWidth: w).map { (strip, $0) }
        let image = ctx.image == nil ? nil : Rect(x: 0, y: 0, width: w, height: w)
        return ctx.makeLayout(bounds: bounds, image: image, title: title, steps: [])
    }
}
