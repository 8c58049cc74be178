/// UIButtonWithLabelAlignment (uikit-semantics §6): the classic layout, then the title frame's
/// origin x = 0 (`leading`, the seed's `left` flag) and/or y = 0 (`top`, the seed's `up`). A
/// truncated title therefore starts at the same edge as one that fits. Size: classic.
struct LabelAlignmentLayout {
    let ctx: LayoutContext
    let params: LabelAlignmentParameters

    private var classic: ClassicLayout { ClassicLayout(ctx: ctx, params: params.classic) }

    func sizeTrace() throws -> SizeTrace { try classic.sizeTrace() }

    func layout(in bounds: Size) throws -> ButtonLayout {
        let f = try classic.frames(in: bounds)
        var title = f.title
        if params.leading { title?.0.x = 0 }
        if params.top { title?.0.y = 0 }
        return ctx.makeLayout(bounds: bounds, image: ctx.image == nil ? nil : f.image, title: title,
                              steps: f.steps)
    }
}
