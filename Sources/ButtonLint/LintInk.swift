import ButtonSizer
import GlyphMetrics

/// Vertical overflow judged where it shows: UIButton does not clip its title label, so a title whose
/// line box reaches past the top or bottom of the button while its glyphs stay inside shows whole (a
/// 19 pt high button with a 17 pt title: the line box is 20.29 pt, the glyphs about 16). The title's
/// vertical overflow is therefore measured on the ink of its glyphs (their outlines' control boxes,
/// which contain the outlines), not on its line box; the leading and trailing edges, the subtitle
/// and the image keep their boxes.
enum InkOverflow {
    /// The top and bottom of the title's ink (its glyphs' outlines), in button coordinates (points, y
    /// down). `nil` when the layout has no glyph runs or a face cannot be read.
    static func titleInk(_ layout: ButtonLayout, measurer: TextMeasurer) -> (top: Double, bottom: Double)? {
        guard let title = layout.title, !title.placedLines.isEmpty else { return nil }
        var top = Double.infinity, bottom = -Double.infinity
        for line in title.placedLines {
            for run in line.runs {
                guard let face = try? measurer.face(run.face, size: run.size, variations: run.variations)
                else { return nil }
                for (glyph, position) in zip(run.glyphs, run.positions) {
                    guard let path = try? face.outline(glyph: glyph, size: run.size) else { return nil }
                    for point in path.points {
                        let y = line.origin.y + position.y + point.y
                        top = min(top, y)
                        bottom = max(bottom, y)
                    }
                }
            }
        }
        return top <= bottom ? (top, bottom) : nil
    }

    /// Whether `layout`'s title reaches past the top or bottom of its bounds by its line box: the case
    /// the ink decides.
    static func titleOverflowsVertically(_ layout: ButtonLayout) -> Bool {
        layout.overflowingElements.contains { $0.element == .title && $0.overflow.overflowsHeight }
    }

    /// `layout` (laid out with glyphs) with its title's top and bottom overflow replaced by its ink's, and
    /// a note saying so when the line box reaches past an edge the glyphs do not; unchanged (no note)
    /// when the ink cannot be read. Ink less than a device pixel (`pixel`, points) past an edge is inside:
    /// antialiasing shows it at most as a partial pixel, and UIButton does not clip it (a 17-pt button's
    /// 15-pt "g" reaching 0.07 pt below it), as ``LayoutStatus/overflowsInsets`` counts a pixel or more.
    static func judged(_ layout: ButtonLayout, measurer: TextMeasurer, pixel: Double) -> (layout: ButtonLayout, note: String?) {
        guard let index = layout.overflowingElements.firstIndex(where: { $0.element == .title }),
              let ink = titleInk(layout, measurer: measurer) else { return (layout, nil) }
        var judged = layout
        let box = layout.overflowingElements[index].overflow
        var overflow = box
        func past(_ points: Double) -> Double { points > Overflow.tolerance ? points : 0 }
        func pastByAPixel(_ points: Double) -> Double { points >= pixel - Overflow.tolerance ? points : 0 }
        overflow.top = pastByAPixel(-ink.top)
        overflow.bottom = pastByAPixel(ink.bottom - layout.bounds.height)
        if overflow.isZero {
            judged.overflowingElements.remove(at: index)
        } else {
            judged.overflowingElements[index].overflow = overflow
        }
        // The same for the content insets: the line box's reach into them, as the ink's.
        if let inset = layout.insetOverflowingElements.firstIndex(where: { $0.element == .title }),
           let title = layout.title, let ascender = title.ascender, let lineHeight = title.lineHeight,
           let first = title.placedLines.first, let last = title.placedLines.last {
            let boxTop = first.origin.y - ascender, boxBottom = last.origin.y - ascender + lineHeight
            var into = layout.insetOverflowingElements[inset].overflow
            if into.top > 0 { into.top = past(boxTop + into.top - ink.top) }
            if into.bottom > 0 { into.bottom = past(ink.bottom - (boxBottom - into.bottom)) }
            if into.isZero {
                judged.insetOverflowingElements.remove(at: inset)
            } else {
                judged.insetOverflowingElements[inset].overflow = into
            }
        }
        let boxEdges = [("top", box.top, overflow.top), ("bottom", box.bottom, overflow.bottom)].filter { $0.1 > 0 && $0.2 == 0 }
        guard !boxEdges.isEmpty else { return (judged, nil) }
        let edges = boxEdges.map { "\(formatPoints($0.1)) pt \($0.0)" }.joined(separator: ", ")
        return (judged, "the title's line box reaches past the bounds (\(edges)) but its glyphs stay inside (within a device pixel): "
                + "UIButton does not clip its title, so it shows whole")
    }
}

extension GlyphPath {
    /// Every point of the path: on-curve points and control points (their box contains the outline).
    var points: [Point] {
        elements.flatMap { element -> [Point] in
            switch element {
            case let .move(p), let .line(p): [p]
            case let .quad(c, p): [c, p]
            case let .cubic(c1, c2, p): [c1, c2, p]
            case .close: []
            }
        }
    }
}
