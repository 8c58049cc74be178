/// ZUIButton (uikit-semantics §6): a classic button with `spacing` between image and title.
///
/// - Size: the classic size, width + spacing when both a title and an image exist.
/// - Layout: the classic rects, then (both existing) Row moves the image by −spacing/2 and the title
///   by +spacing/2; RowReverse puts the title where the image was and the image after the title
///   (`image.x = classicImage.x + titleW`), then moves the image by +spacing/2 and the title by
///   −spacing/2 (the seed's `imageRectForContentRect:`/`titleRectForContentRect:`).
/// - `sizeToFit`: bounds become the intrinsic size and center.x moves by +spacing/2, so the left edge stays.
///
/// In a button narrower than its intrinsic size the moved rects can leave the bounds by spacing/2
/// (documented overflow). Right-to-left is the mirror image (the seed predates RTL).
struct ZUILayout {
    let ctx: LayoutContext
    let params: ZUIParameters

    private var classic: ClassicLayout { ClassicLayout(ctx: ctx, params: params.classic) }
    private var spaced: Bool { ctx.hasTitle && ctx.image != nil }

    func sizeTrace(includingSpacing: Bool = true) throws -> SizeTrace {
        var t = try classic.sizeTerms()
        guard includingSpacing, spaced else { return t.finish() }
        t.clampTotals()
        t.width("spacing", params.spacing)
        return t.finish()
    }

    func layout(in bounds: Size) throws -> ButtonLayout {
        // Shift the unrounded classic rects and round once (rounding twice could cross the bounds).
        let f = try classic.frames(in: bounds, roundingOrigins: false)
        let half = params.spacing / 2
        var image = f.image
        var title = f.title
        if params.direction == .rowReverse {
            image.x = f.image.x + (f.title?.0.width ?? 0)
            title?.0.x = f.image.x
        }
        if ctx.hasTitle { image.x += params.direction == .row ? -half : half }
        if ctx.image != nil { title?.0.x += params.direction == .row ? half : -half }
        image = ctx.rounded(image)
        if let rect = title?.0 { title?.0 = ctx.rounded(rect) }
        return ctx.makeLayout(bounds: bounds, image: ctx.image == nil ? nil : image, title: title, steps: f.steps)
    }

    /// The frame after `sizeToFit`, literally as the seed: `super.sizeToFit` (classic size, origin
    /// kept), bounds = intrinsic size (center kept), then center.x += spacing/2 when both exist.
    func sizeToFitFrame(from frame: Rect) throws -> Rect {
        let fitted = try classic.sizeTrace().size
        let center = Point(x: frame.x + fitted.width / 2, y: frame.y + fitted.height / 2)
        let size = try sizeTrace().size
        let shift = spaced ? params.spacing / 2 : 0
        return Rect(x: center.x + shift - size.width / 2, y: center.y - size.height / 2,
                    width: size.width, height: size.height)
    }
}
