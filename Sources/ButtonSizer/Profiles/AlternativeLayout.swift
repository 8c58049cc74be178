/// AlternativeButton (uikit-semantics §6): the image view (`imageSide` square, 64 in the pod) above
/// the title, `margin` (6) around and between them.
///
///     W = max(titleW, imageSide) + 2·margin        H = imageSide + titleH + 3·margin
///     imageRect = ((W − side)/2, margin, side, side)
///     titleRect = ((W − titleW)/2, H − margin − titleH, titleW, titleH)
///
/// The title is always its natural single-line size: never truncated, it overflows a narrow button
/// (documented overflow). The image view exists whether or not an image is set (the pod lays it out
/// unconditionally) and ignores ``ButtonSpec/imageSize``; content alignments and the line break
/// mode do not apply. The image's corner radius is reported (side / 2 by default: a circle).
struct AlternativeLayout {
    let ctx: LayoutContext
    let params: AlternativeParameters

    private func naturalTitle() throws -> TextBlock? {
        try ctx.title(maxWidth: nil, lineBreakMode: .clipping, maxLines: 1)
    }

    func sizeTrace() throws -> SizeTrace {
        let title = try naturalTitle()
        let titleSize = title?.size ?? .zero
        let m = params.margin
        var t = ctx.traceBuilder()
        t.width("margin", m)
        t.width("max(title \(formatPoints(titleSize.width)), image \(formatPoints(params.imageSide)))",
                max(titleSize.width, params.imageSide))
        t.width("margin", m)
        t.height("margin", m)
        t.height("image", params.imageSide)
        t.height("margin", m)
        t.height("title (\(formatPoints(title?.measuredSize.height ?? 0)) measured, ceil \(ctx.scaleLabel))",
                 titleSize.height)
        t.height("margin", m)
        return t.finish()
    }

    func layout(in bounds: Size) throws -> ButtonLayout {
        let side = params.imageSide
        let m = params.margin
        let image = Rect(x: (bounds.width - side) / 2, y: m, width: side, height: side)
        let title = try naturalTitle().map { block in
            let s = block.size
            return (ctx.rounded(Rect(x: (bounds.width - s.width) / 2, y: bounds.height - m - s.height,
                                     width: s.width, height: s.height)), block)
        }
        return ctx.makeLayout(bounds: bounds, image: ctx.rounded(image), title: title,
                              imageCornerRadius: params.imageCornerRadius ?? side / 2, steps: [])
    }
}
