/// `UIButton.Configuration` (configuration-defaults.md "The size rule"; uikit-measured-rules C1–C3, C7–C9):
///
/// - leading/trailing: W = insets + max(imageW, reservation) + imagePadding + max(titleW, subtitleW),
///   H = insets + titlePadding + max(imageH, titleH + subtitleH) (``ConfigurationTitlePadding``)
/// - top/bottom: W = insets + max(imageW, titleW, subtitleW),
///   H = insets + max(imageH, reservation) + imagePadding + titleH + titlePadding + subtitleH
///
/// imagePadding counts only with both an image and text, titlePadding only with both title and
/// subtitle, the reservation only with an image. The text wraps (or truncates) to the width left after
/// insets, image slot and padding. Layout: the content block (image slot, padding, text) is placed in
/// the content rect per the content alignments (fill stretches the block); the image is centred in its
/// slot; title and subtitle are stacked in a text block (as wide as the wider of the two), centred
/// vertically in the text area, and ``TitleAlignment`` aligns the narrower one inside that block (C8).
/// Origins are floored to the pixel grid (``OriginRounding/floor``). The image is never clamped:
/// bounds smaller than the image overflow.
struct ConfigurationLayout {
    let ctx: LayoutContext
    let params: ConfigurationParameters

    private var insets: EdgeInsets {
        params.resolvedContentInsets(at: ctx.pass.contentSizeCategory).resolved(.leftToRight)
    }
    private var horizontal: Bool { params.imagePlacement.isHorizontal }

    /// The image slot's length on the placement axis (0 without an image).
    private var slot: Double {
        guard let image = ctx.image else { return 0 }
        return max(horizontal ? image.width : image.height, params.imageReservation)
    }

    private func imagePadding(hasText: Bool) -> Double {
        ctx.image != nil && hasText ? params.imagePadding : 0
    }

    /// Title and subtitle measured in `room` points of width (`nil`: unlimited).
    private struct Texts {
        var title: TextBlock?
        var subtitle: TextBlock?
        var titlePadding: Double

        var hasText: Bool { title != nil || subtitle != nil }
        var width: Double { max(title?.size.width ?? 0, subtitle?.size.width ?? 0) }
        var height: Double { (title?.size.height ?? 0) + titlePadding + (subtitle?.size.height ?? 0) }
    }

    /// The titlePadding counted outside max(image, text) beside a leading/trailing image (0 otherwise).
    private func paddingAfterMax(_ texts: Texts) -> Double {
        horizontal && ctx.pass.policies.configurationTitlePadding == .afterMax ? texts.titlePadding : 0
    }

    /// The block's height beside a leading/trailing image: max(image, text), the padding per the policy.
    private func horizontalHeight(_ texts: Texts, image: Size) -> Double {
        let after = paddingAfterMax(texts)
        return after + max(image.height, texts.height - after)
    }

    private func texts(room: Double?) throws -> Texts {
        let title = try ctx.title(maxWidth: room)
        let subtitle = try ctx.subtitle(maxWidth: room)
        let padding = title != nil && subtitle != nil ? params.titlePadding : 0
        return Texts(title: title, subtitle: subtitle, titlePadding: padding)
    }

    /// The text room for a content width; padding is counted when the button has text at all.
    private func room(contentWidth: Double) -> Double {
        let hasText = ctx.hasTitle || ctx.pass.hasSubtitle
        return horizontal ? contentWidth - slot - imagePadding(hasText: hasText) : contentWidth
    }

    /// The room the title has in bounds `width` points wide (no text is measured).
    func titleRoom(boundsWidth width: Double) -> Double {
        room(contentWidth: width - insets.horizontal)
    }

    func sizeTrace(proposedWidth: Double?) throws -> SizeTrace {
        let texts = try texts(room: proposedWidth.map { room(contentWidth: $0 - insets.horizontal) })
        let padding = imagePadding(hasText: texts.hasText)
        let image = ctx.image ?? .zero
        let slotLabel = params.imageReservation > 0 ? "image slot (max(image, reservation))" : "image"
        let kept = Self.labelScales.firstIndex(of: ctx.scale)
        func textW() -> String { kept.map { Self.textWidthLabels[$0] } ?? Self.textWidthLabel(ctx.scale) }
        func textH() -> String { kept.map { Self.textHeightLabels[$0] } ?? Self.textHeightLabel(ctx.scale) }
        var t = ctx.traceBuilder()
        t.width("contentInsets.leading", insets.left)
        t.height("contentInsets.top", insets.top)
        if horizontal {
            if ctx.image != nil { t.width(slotLabel, slot) }
            if padding != 0 { t.width("imagePadding", padding) }
            if texts.hasText { t.width(textW(), texts.width) }
            let after = paddingAfterMax(texts)
            if after != 0 { t.height("titlePadding", after) }
            t.height("max(image \(formatPoints(image.height)), text \(formatPoints(texts.height - after)))",
                     max(image.height, texts.height - after))
        } else {
            t.width("max(image \(formatPoints(image.width)), text \(formatPoints(texts.width)))",
                    max(image.width, texts.width))
            if ctx.image != nil { t.height(slotLabel, slot) }
            if padding != 0 { t.height("imagePadding", padding) }
            if texts.hasText { t.height(textH(), texts.height) }
        }
        t.width("contentInsets.trailing", insets.right)
        t.height("contentInsets.bottom", insets.bottom)
        return t.finish()
    }

    /// The text terms' labels at `scale` (``SizeTerm/scaleLabel(_:)``).
    private static func textWidthLabel(_ scale: Double) -> String {
        "text (max(title, subtitle) width, ceil \(SizeTerm.scaleLabel(scale)))"
    }
    private static func textHeightLabel(_ scale: Double) -> String {
        "text (title + titlePadding + subtitle height, ceil \(SizeTerm.scaleLabel(scale)))"
    }

    /// The text terms' labels at the screen scales, made once: a reported trace has one, and putting
    /// it together was a third of a wrapping answer's trace labels (other scales make theirs).
    private static let labelScales: [Double] = [1, 2, 3]
    private static let textWidthLabels = labelScales.map(textWidthLabel)
    private static let textHeightLabels = labelScales.map(textHeightLabel)

    /// The frames ``layout(in:)`` places around the texts, before the layout is assembled from them.
    private struct Frames {
        var content: Rect, block: Rect, slot: Rect, textArea: Rect, textBlock: Rect
        var image: Rect?
    }

    func layout(in bounds: Size) throws -> ButtonLayout {
        let (frames, title, subtitle) = try place(in: bounds)
        let radius = params.cornerRadius(height: bounds.height, at: ctx.pass.contentSizeCategory,
                                         dynamic: ctx.pass.policies.dynamicCornerRadius)
        return ctx.makeLayout(bounds: bounds, content: frames.content, image: frames.image, title: title,
                              subtitle: subtitle, cornerRadius: radius,
                              steps: [LayoutStep(name: "content", rect: frames.content),
                                      LayoutStep(name: "block", rect: frames.block),
                                      LayoutStep(name: "imageSlot", rect: frames.slot),
                                      LayoutStep(name: "textArea", rect: frames.textArea),
                                      LayoutStep(name: "textBlock", rect: frames.textBlock)])
    }

    /// The title's frame and block in `bounds` as ``layout(in:)`` places them, without the layout
    /// around them: all the truncation report's search reads of the layouts it tries.
    func titleFrame(in bounds: Size) throws -> (Rect, TextBlock)? {
        try place(in: bounds).title
    }

    /// The frames, and the title and subtitle in theirs (the blocks apart, so that they move into the layout).
    @inline(__always)  // into each caller: the layout row lost ~300 instructions to the call and its result
    private func place(in bounds: Size) throws -> (frames: Frames, title: (Rect, TextBlock)?, subtitle: (Rect, TextBlock)?) {
        let content = Rect(origin: Point(x: 0, y: 0), size: bounds).inset(by: insets)
        let texts = try texts(room: room(contentWidth: content.width))
        let padding = imagePadding(hasText: texts.hasText)
        let image = ctx.image ?? .zero

        // The content block: its natural size, then placed (and stretched by fill) in the content rect.
        var natural: Size
        if horizontal {
            natural = Size(width: slot + padding + texts.width, height: horizontalHeight(texts, image: image))
        } else {
            natural = Size(width: max(image.width, texts.width), height: slot + padding + texts.height)
        }
        if ctx.hAlign == .fill { natural.width = max(natural.width, content.width) }
        if ctx.vAlign == .fill { natural.height = max(natural.height, content.height) }
        let block = alignedBlock(natural, in: content)

        let slotRect: Rect
        let textArea: Rect
        switch params.imagePlacement {
        case .leading:
            slotRect = Rect(x: block.x, y: block.y, width: slot, height: block.height)
            textArea = Rect(x: block.x + slot + padding, y: block.y,
                            width: block.width - slot - padding, height: block.height)
        case .trailing:
            slotRect = Rect(x: block.maxX - slot, y: block.y, width: slot, height: block.height)
            textArea = Rect(x: block.x, y: block.y, width: block.width - slot - padding, height: block.height)
        case .top:
            slotRect = Rect(x: block.x, y: block.y, width: block.width, height: slot)
            textArea = Rect(x: block.x, y: block.y + slot + padding,
                            width: block.width, height: block.height - slot - padding)
        case .bottom:
            slotRect = Rect(x: block.x, y: block.maxY - slot, width: block.width, height: slot)
            textArea = Rect(x: block.x, y: block.y, width: block.width, height: block.height - slot - padding)
        }

        var imageRect: Rect?
        if ctx.image != nil {
            // Centred in its slot; across a vertical placement's block it follows the content alignment.
            let across: HAlign = horizontal ? .center : (ctx.hAlign == .fill ? .center : ctx.hAlign)
            imageRect = ctx.rounded(aligned(image, in: slotRect, h: across, vCentred: true))
        }

        // The text block, as wide as the wider text, sits beside the image (or centred across a
        // top/bottom block); the title alignment moves the narrower text inside it (C8).
        let textBlockSize = Size(width: min(texts.width, max(0, textArea.width)), height: texts.height)
        let blockAlign: HAlign = switch params.imagePlacement {
        case .leading: .left
        case .trailing: .right
        case .top, .bottom: ctx.hAlign == .fill ? .center : ctx.hAlign
        }
        let textBlock = aligned(textBlockSize, in: textArea, h: blockAlign, vCentred: true)
        let alignment = resolvedTitleAlignment
        var y = textBlock.y
        var title: (Rect, TextBlock)?
        if let block = texts.title {
            title = (ctx.rounded(aligned(block.size, in: textBlock, h: alignment, top: y)), block)
            y += block.size.height + texts.titlePadding
        }
        var subtitle: (Rect, TextBlock)?
        if let block = texts.subtitle {
            subtitle = (ctx.rounded(aligned(block.size, in: textBlock, h: alignment, top: y)), block)
        }
        return (Frames(content: content, block: block, slot: slotRect, textArea: textArea, textBlock: textBlock,
                       image: imageRect), title, subtitle)
    }

    private var resolvedTitleAlignment: HAlign { params.resolvedTitleAlignment }

    private func alignedBlock(_ size: Size, in content: Rect) -> Rect {
        let x: Double = switch ctx.hAlign {
        case .left, .fill: content.x
        case .center: content.x + (content.width - size.width) / 2
        case .right: content.maxX - size.width
        }
        let y: Double = switch ctx.vAlign {
        case .top, .fill: content.y
        case .center: content.y + (content.height - size.height) / 2
        case .bottom: content.maxY - size.height
        }
        return Rect(origin: Point(x: x, y: y), size: size)
    }

    private func aligned(_ size: Size, in area: Rect, h: HAlign, vCentred: Bool = false, top: Double = 0) -> Rect {
        let x: Double = switch h {
        case .left, .fill: area.x
        case .center: area.x + (area.width - size.width) / 2
        case .right: area.maxX - size.width
        }
        let y = vCentred ? area.y + (area.height - size.height) / 2 : top
        return Rect(origin: Point(x: x, y: y), size: size)
    }
}

extension ConfigurationParameters {
    /// The title alignment in left-to-right space; automatic: leading beside the image, centred above
    /// or below it (policy).
    var resolvedTitleAlignment: HAlign {
        switch titleAlignment {
        case .automatic: imagePlacement.isHorizontal ? .left : .center
        case .leading: .left
        case .center: .center
        case .trailing: .right
        }
    }
}
