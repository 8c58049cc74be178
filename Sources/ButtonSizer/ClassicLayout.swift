/// The classic `UIButton` (uikit-semantics §4), following Chameleon's model, which reproduces the
/// device measurements:
///
///     content   = bounds inset by contentEdgeInsets
///     titleBox  = content inset by titleEdgeInsets, with left += image.width
///     titleRect = place(titleSize, titleBox)      // clamped to the box: truncation
///     imageBox  = content inset by imageEdgeInsets, with right += titleRect.width
///     imageRect = place(imageSize, imageBox)      // clamped too (aspect not kept)
///
/// The size ignores any proposal: contentEdgeInsets + image + single-line title, height
/// max(image, title) (+ 6 pt above and below per ``ClassicTitlePadding``). Edge insets of image and
/// title never change it.
struct ClassicLayout {
    let ctx: LayoutContext
    let params: ClassicParameters

    /// The frames as `super` computes them, before any subclass adjusts them.
    struct Frames {
        var content: Rect
        var titleBox: Rect
        var imageBox: Rect
        var title: (Rect, TextBlock)?
        /// The image rect, zero-sized at its place when there is no image (as `imageRectForContentRect:`).
        var image: Rect
    }

    func sizeTrace() throws -> SizeTrace {
        var t = TraceBuilder(scale: ctx.scale)
        let insets = params.contentEdgeInsets
        // Unconstrained: one line, or one per paragraph when the line limit allows more.
        let title = try ctx.title(maxWidth: nil)
        t.width("contentEdgeInsets.left", insets.left)
        if let image = ctx.image { t.width("image", image.width) }
        if let title { t.width(titleLabel(title, \.width), title.size.width) }
        t.width("contentEdgeInsets.right", insets.right)

        t.height("contentEdgeInsets.top", insets.top)
        let padding = titlePadding(hasTitle: title != nil)
        switch (ctx.image, title) {
        case (nil, let title?):
            t.height(titleLabel(title, \.height), title.size.height)
            if padding > 0 { t.height("title padding (6 above + 6 below)", padding) }
        case (let image?, let title?):
            let label = "max(image \(formatPoints(image.height)), title \(formatPoints(title.size.height))"
                + (padding > 0 ? " + padding 12)" : ")")
            t.height(label, max(image.height, title.size.height + padding))
        case (let image?, nil):
            t.height("image", image.height)
        case (nil, nil):
            break
        }
        t.height("contentEdgeInsets.bottom", insets.bottom)
        return t.finish()
    }

    func titleLabel(_ block: TextBlock, _ side: KeyPath<Size, Double>) -> String {
        let measured = block.layout.measuredSize[keyPath: side]
        return "title (\(formatPoints(measured)) measured, ceil \(ctx.scaleLabel))"
    }

    /// 12 when the 6 pt above and below the title applies.
    func titlePadding(hasTitle: Bool) -> Double {
        guard hasTitle, params.contentEdgeInsets == .zero else { return 0 }
        switch params.titlePadding {
        case .textOnly: return ctx.image == nil ? 12 : 0
        case .withImage: return 12
        case .never: return 0
        }
    }

    /// The frames; with `roundingOrigins` false they stay unrounded for a subclass to adjust and round once.
    func frames(in bounds: Size, roundingOrigins: Bool = true) throws -> Frames {
        let ctx = self.ctx
        func round(_ rect: Rect) -> Rect { roundingOrigins ? ctx.rounded(rect) : rect }
        let content = Rect(origin: Point(x: 0, y: 0), size: bounds).inset(by: params.contentEdgeInsets)
        let image = ctx.image ?? .zero
        var titleBox = content.inset(by: params.titleEdgeInsets)
        titleBox.x += image.width
        titleBox.width -= image.width

        var title: (Rect, TextBlock)?
        if let natural = try ctx.title(maxWidth: nil) {
            var rect = place(natural.size, in: titleBox, h: ctx.hAlign, v: ctx.vAlign, stretches: false)
            var shown = natural
            if rect.width < natural.size.width {
                // Clamped: the label draws the title again in the narrower frame, with its own mode and lines.
                if let again = try ctx.title(maxWidth: rect.width) {
                    shown = again
                    let height = min(again.size.height, max(0, titleBox.height))
                    rect = place(Size(width: rect.width, height: height), in: titleBox, h: ctx.hAlign,
                                 v: ctx.vAlign, stretches: false)
                }
            }
            title = (round(rect), shown)
        }

        var imageBox = content.inset(by: params.imageEdgeInsets)
        imageBox.width -= title?.0.width ?? 0
        let imageRect = round(place(image, in: imageBox, h: ctx.hAlign, v: ctx.vAlign, stretches: true))
        return Frames(content: content, titleBox: titleBox, imageBox: imageBox, title: title, image: imageRect)
    }

    func layout(in bounds: Size) throws -> ButtonLayout {
        let f = try frames(in: bounds)
        return ctx.makeLayout(bounds: bounds, image: ctx.image == nil ? nil : f.image, title: f.title,
                              steps: f.steps)
    }
}

extension ClassicLayout.Frames {
    var steps: [LayoutStep] {
        [LayoutStep(name: "content", rect: content), LayoutStep(name: "titleBox", rect: titleBox),
         LayoutStep(name: "imageBox", rect: imageBox)]
    }
}
