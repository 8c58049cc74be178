/// Where a tab (U+0009) moves the pen: CoreText's default paragraph style, which UILabel and a
/// button's title label use, has left tab stops every 28 points from the line's start
/// (`NSParagraphStyle.default.tabStops`: twelve stops at 28-point intervals). A tab ends at the
/// first stop strictly past the pen; the letter spacing is not added after it.
///
/// Chosen for what the device is not documented to do: past the twelfth stop (336 pt) the stops go
/// on every 28 points, and a tab in a right-to-left line is measured from the line's logical start
/// like any other. A tab is measured from the start of the piece being measured: a line, or the kept
/// head of a truncated line, start where the device starts them; the kept tail of a middle- or
/// head-truncated line is measured from its own start (the device measures it after the head and
/// "…"), so a tab there can be off by up to one interval.
enum TabStops {
    /// The distance between two stops, in points.
    static let interval = 28.0

    /// The first stop strictly past `x` (points from the line's start).
    static func next(after x: Double) -> Double {
        ((x + Typesetter.tolerance) / interval).rounded(.down) * interval + interval
    }
}
