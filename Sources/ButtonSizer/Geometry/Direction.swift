/// Right-to-left layouts are computed as the mirror image of a left-to-right one, so RTL is exactly
/// the mirror of LTR (including pixel-rounding ties, which go towards the trailing side).
///
/// Left-to-right space describes the button as it looks mirrored: absolute sides (`UIEdgeInsets`
/// left/right, `.left`/`.right` alignments) swap; directional ones (leading/trailing, directional
/// insets, image placement, ZUIButton's direction, UIButtonWithLabelAlignment's leading flag) do not,
/// because in left-to-right space leading *is* left. A pass keeps the caller's spec and holds the two
/// things that change in that space: the horizontal alignment (``HAlign``) and the profile
/// (``ButtonProfile/mirroringAbsoluteSides``).
extension ContentHorizontalAlignment {
    /// The alignment in left-to-right space for a layout in `direction`: leading and trailing resolved,
    /// and absolute sides swapped when the layout is mirrored.
    func leftToRightSpace(_ direction: LayoutDirection) -> HAlign {
        let rtl = direction == .rightToLeft
        return switch self {
        case .center: .center
        case .fill: .fill
        case .leading: .left
        case .trailing: .right
        case .left: rtl ? .right : .left
        case .right: rtl ? .left : .right
        }
    }
}

extension ButtonProfile {
    var mirroringAbsoluteSides: ButtonProfile {
        switch self {
        case .classic(let c):
            return .classic(c.mirrored)
        case .zui(var z):
            z.classic = z.classic.mirrored
            return .zui(z)
        case .labelAlignment(var l):
            l.classic = l.classic.mirrored
            return .labelAlignment(l)
        case .configuration, .alternative, .cyl:
            return self
        }
    }
}

extension ClassicParameters {
    var mirrored: ClassicParameters {
        var c = self
        c.contentEdgeInsets = contentEdgeInsets.swappingSides
        c.imageEdgeInsets = imageEdgeInsets.swappingSides
        c.titleEdgeInsets = titleEdgeInsets.swappingSides
        return c
    }
}

extension EdgeInsets {
    var swappingSides: EdgeInsets { EdgeInsets(top: top, left: right, bottom: bottom, right: left) }
}

extension ButtonLayout {
    /// The layout mirrored horizontally inside its bounds.
    var mirrored: ButtonLayout {
        var l = self
        let w = bounds.width
        l.imageRect = imageRect?.mirrored(inWidth: w)
        l.titleRect = titleRect?.mirrored(inWidth: w)
        l.subtitleRect = subtitleRect?.mirrored(inWidth: w)
        l.steps = steps.map { LayoutStep(name: $0.name, rect: $0.rect.mirrored(inWidth: w)) }
        l.title = title?.mirrored(inWidth: w)
        l.subtitle = subtitle?.mirrored(inWidth: w)
        return l
    }
}

extension TextLayout {
    /// Lines mirrored as their frame is: a left-aligned line becomes right-aligned, each line's origin
    /// moves so the line keeps its place from the other side; glyphs keep their order.
    public func mirrored(inWidth w: Double) -> TextLayout {
        var t = self
        t.alignment = switch alignment {
        case .left: .right
        case .right: .left
        case .center: .center
        }
        t.placedLines = placedLines.map { line in
            var line = line
            line.origin.x = w - line.origin.x - line.width
            return line
        }
        return t
    }
}
