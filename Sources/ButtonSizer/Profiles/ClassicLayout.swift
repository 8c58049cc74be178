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
/// title never change it. UIKit's measured rules (uikit-measured-rules B1–B8): the title box is in
/// whole points, an empty title keeps one line box, a title-only button is at least 30 wide,
/// explicit insets round per edge, and a clamped title hugs the line it draws.
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

    /// UIKit's minimum width of a classic button without an image, with zero contentEdgeInsets (B4).
    static let minimumWidth = 30.0

    func sizeTrace() throws -> SizeTrace { try sizeTerms().finish() }

    /// The size's terms before clamping and rounding (ZUIButton adds its spacing to them).
    func sizeTerms() throws -> TraceBuilder {
        var t = ctx.traceBuilder()
        let insets = contentInsets
        let explicit = params.contentEdgeInsets != .zero
        // Unconstrained: one line, or one per paragraph when the line limit allows more.
        let natural = try ctx.title(maxWidth: nil)
        let title = natural.map(titleSize)
        t.width("contentEdgeInsets.left", insets.left)
        if let image = ctx.image { t.width("image", image.width) }
        if let natural, let title { t.width(titleLabel(natural), title.width) }
        t.width("contentEdgeInsets.right", insets.right)
        if !explicit && ctx.image == nil && params.backgroundImageSize == nil {
            let content = title?.width ?? 0
            if content < Self.minimumWidth { t.width("minimum width 30", Self.minimumWidth - content) }
        }

        t.height("contentEdgeInsets.top", insets.top)
        // The title label keeps one line box even without text (B4, B7).
        let box = try title?.height ?? lineBox()
        func boxLabel() -> String {
            natural.map { "title (\(formatPoints($0.measuredSize.height)) measured, ceil 1 pt)" }
                ?? "empty title's line box (ceil 1 pt)"
        }
        let padding = titlePadding
        if let image = ctx.image {
            t.height("max(image \(formatPoints(image.height)), \(boxLabel()) \(formatPoints(box))"
                         + (padding > 0 ? " + padding 12)" : ")"),
                     max(image.height, box + padding))
        } else {
            t.height(boxLabel(), box)
            if padding > 0 { t.height("title padding (6 above + 6 below)", padding) }
        }
        t.height("contentEdgeInsets.bottom", insets.bottom)
        // A background image makes the button at least its size (Chameleon's sizeThatFits takes the max of the
        // content and the background image); the title's padding and minimum width are left out then: Monal's
        // MLContactCell.xib stores a "99" badge (system 14: 17 × 17 ceiled) over a 22 × 22 background image at
        // 22 × 22, not 30 × 29 (the corpus; CorpusRuleTests.backgroundImageSizesAButton).
        if let background = params.backgroundImageSize {
            t.atLeast(.width, "background image \(formatPoints(background.width)) (at least)", background.width)
            t.atLeast(.height, "background image \(formatPoints(background.height)) (at least)", background.height)
        }
        return t
    }

    /// contentEdgeInsets with each edge rounded to the pixel grid on its own (B7: half-up, the
    /// classic origin rounding; none when origins are unrounded by policy).
    var contentInsets: EdgeInsets {
        let e = params.contentEdgeInsets
        return EdgeInsets(top: ctx.origin(e.top), left: ctx.origin(e.left), bottom: ctx.origin(e.bottom),
                          right: ctx.origin(e.right))
    }

    /// The title label's frame size as UIButton sets it: the width ceiled to whole points (B2:
    /// 138.5 → 139), or with an image rounded to whole points, a half point down (B5: "Go" 20.5 → 20);
    /// the height ceiled to a whole point (B4: a 17 pt line, 20.29, → 21). Never wider than the room
    /// the title was measured in.
    func titleSize(_ block: TextBlock) -> Size {
        let width = ctx.image == nil ? ceilToPixel(block.size.width, scale: 1)
                                     : roundToPixelTiesDown(block.size.width, scale: 1)
        return Size(width: min(width, block.room ?? .infinity),
                    height: ceilToPixel(block.measuredSize.height, scale: 1))
    }

    /// One line of the title font, ceiled to a whole point: the height of an empty title (B4).
    func lineBox() throws -> Double {
        let measured = try ctx.measure(TextRequest(text: "", font: ctx.spec.titleFont))
        return ceilToPixel(measured.lineHeight, scale: 1)
    }

    func titleLabel(_ block: TextBlock) -> String {
        let measured = block.measuredSize.width
        return "title (\(formatPoints(measured)) measured, \(ctx.image == nil ? "ceil 1 pt" : "nearest 1 pt, ties down"))"
    }

    /// 12 when the 6 pt above and below the title applies: zero contentEdgeInsets, and per
    /// ``ClassicTitlePadding`` (by default only without an image; an empty title counts, B4).
    var titlePadding: Double {
        guard params.contentEdgeInsets == .zero, params.backgroundImageSize == nil else { return 0 }
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
        let content = Rect(origin: Point(x: 0, y: 0), size: bounds).inset(by: contentInsets)
        let image = ctx.image ?? .zero
        var titleBox = content.inset(by: params.titleEdgeInsets)
        titleBox.x += image.width
        titleBox.width -= image.width

        var title: (Rect, TextBlock)?
        if let natural = try ctx.title(maxWidth: nil) {
            let size = titleSize(natural)
            var rect = place(size, in: titleBox, h: ctx.hAlign, v: ctx.vAlign, stretches: false)
            var shown = natural
            // Narrower by floating-point noise is not narrower: at its intrinsic width the box is the bounds less an
            // image on the pixel grid (GoMap's 87.666664-pt logo: 210.666… − 87.666… = 122.999…), and the whole title
            // fits it; read as narrower, the title was truncated ("Bing a…ibution") in a button sized to show it.
            if rect.width < size.width - LayoutContext.measureSlack, let again = try ctx.title(maxWidth: rect.width) {
                // Clamped: the label draws the title again in the narrower frame, with its own mode
                // and lines, and hugs the line it draws (B8): its width ceiled to whole points,
                // centred. A title drawn whole by tightening (A11) takes the whole box.
                shown = again
                let hugged = again.isTightened ? rect.width : min(titleSize(again).width, rect.width)
                let height = min(titleSize(again).height, max(0, titleBox.height))
                rect = place(Size(width: hugged, height: height), in: titleBox, h: ctx.hAlign,
                             v: ctx.vAlign, stretches: false)
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
        return ctx.makeLayout(bounds: bounds, content: f.content, image: ctx.image == nil ? nil : f.image, title: f.title,
                              steps: f.steps)
    }
}

extension ClassicLayout.Frames {
    var steps: [LayoutStep] {
        [LayoutStep(name: "content", rect: content), LayoutStep(name: "titleBox", rect: titleBox),
         LayoutStep(name: "imageBox", rect: imageBox)]
    }
}
