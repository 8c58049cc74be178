extension ButtonSizer {
    /// Whether and where the title truncates in a button `width` points wide, what is visible, and
    /// the smallest width (on the pixel grid) at which the title is shown whole.
    ///
    /// The button's height is its `sizeThatFits` height for that width. "Whole" means not truncated
    /// and horizontally inside the bounds (AlternativeButton's title overflows rather than truncates).
    /// The minimum is the narrowest whole pixel width up to ``ButtonSpec/maximumLength``, assuming
    /// wider never shows less. It is found by bisection between 0 and the first whole width (intrinsic,
    /// then doubling): about a dozen layouts for a title whole at its intrinsic width, 40 at most; a
    /// one-line title first tries the pixel below its intrinsic width, since most need exactly that
    /// width (two layouts), and a title in two or more lines the width its measurer estimates
    /// (``TextMeasuring/narrowestWholeWidth(_:)``) and the pixel below. For an unlimited wrapping title
    /// it can be small, since wrapping between graphemes does not count as truncation.
    public func truncationReport(_ spec: ButtonSpec, width: Double, state: ButtonState = .normal) throws -> TruncationReport {
        let pass = try LayoutPass(self, spec, remembering: true)
        try checkNonNegative(width, "width")
        return try pass.truncationReport(width: width, state: state)
    }
}

extension LayoutPass {
    /// The report at `width`; `laidOut` is a layout the caller already made in this pass and state
    /// (not for pictures), used when its bounds are the ones the report lays out in, and
    /// `intrinsicWidth` the state's intrinsic width when the caller has it; without `searching`, the
    /// minimum width is not looked for (`nil`).
    func truncationReport(width: Double, state: ButtonState, laidOut: ButtonLayout? = nil,
                          intrinsicWidth: Double? = nil, searching: Bool = true) throws -> TruncationReport {
        let layout = try layoutAt(width: width, state, laidOut: laidOut)
        let title = layout.title
        guard searching else {
            return TruncationReport(
                width: width, isTruncated: title?.isTruncated ?? false, place: title?.truncationPlace,
                visibleText: title?.displayedText ?? "", lines: title?.lines ?? [],
                titleWidth: layout.titleRect?.width, minimumWidth: nil)
        }
        var search = MinimumWidthSearch(scale: spec.scale)
        search.remember(width: width, whole: Self.isWhole(layout))  // one of the widths the search may try
        let intrinsic = try intrinsicWidth ?? sizeTrace(proposed: nil, state: state, terms: false).size.width
        // A configuration's title frame across and its truncation do not depend on the bounds' height
        // (ConfigurationLayout reads it only to place things vertically and for the corner radius): its
        // widths are tried at the report's height, without the `sizeThatFits` height of each.
        // At each width only the title's frame is placed and asked whether it shows whole
        // (``probedTitle(in:state:params:)``): a one-line title that does not is not truncated
        // (``probingTitle()``). (Other profiles' widths are laid out at their `sizeThatFits` height, which a
        // title standing in could change.)
        let configuration: ConfigurationParameters? = if case .configuration(let params) = profile { params } else { nil }
        // A title that wraps without a line limit stands in for its lines (``wrappedTitleWhole(in:state:params:)``).
        let standsIn = maxLines == 0 && lineBreakMode.isWrapping && spec.titleShrinking == nil && spec.titleSize == nil
            && spec.attributedTitle == nil
        let probe = probingTitle()
        // A configuration's title shows whole at its intrinsic width: that width is the chrome's and the
        // title's one line, each ceiled (ConfigurationLayout's size), so the title's room there is at least
        // its line. The search's first pixel for a one-line title is known, not laid out.
        if configuration != nil, !standsIn { search.remember(width: intrinsic, whole: true) }
        // A title in two or more lines starts the search at the width whose room the measurer finds it
        // whole in (the room grows with the width one for one: the chrome around it is fixed).
        var guess: Double?
        if let configuration, !standsIn, !hasSubtitle, maxLines >= 2 {
            let context = context(state)
            if let text = try context.titleNarrowestWholeWidth() {
                let chrome = width - ConfigurationLayout(ctx: context, params: configuration).titleRoom(boundsWidth: width)
                guess = text - LayoutContext.measureSlack + chrome
            }
        }
        let minimumWidth = try search.minimumWidth(
            intrinsic: intrinsic, singleLine: maxLines == 1, guess: guess,
            whole: { width in
                guard let configuration else { return try Self.isWhole(layoutAt(width: width, state)) }
                let bounds = Size(width: width, height: layout.bounds.height)
                if standsIn, let whole = try wrappedTitleWhole(in: bounds, state: state, params: configuration) { return whole }
                return try probe.probedTitle(in: bounds, state: state, params: configuration).whole
            })
        return TruncationReport(
            width: width, isTruncated: title?.isTruncated ?? false, place: title?.truncationPlace,
            visibleText: title?.displayedText ?? "", lines: title?.lines ?? [],
            titleWidth: layout.titleRect?.width, minimumWidth: minimumWidth)
    }

    /// The layout in `width` points and the `sizeThatFits` height for that width; `laidOut` when it
    /// was made in those bounds.
    private func layoutAt(width: Double, _ state: ButtonState, laidOut: ButtonLayout? = nil) throws -> ButtonLayout {
        let height = try sizeTrace(proposed: Size(width: width, height: .infinity), state: state, terms: false).size.height
        let bounds = Size(width: width, height: height)
        if let laidOut, laidOut.bounds == bounds { return laidOut }
        return try layout(in: bounds, state: state)
    }

    /// Whether a configuration's title that wraps without a line limit shows whole in `bounds`, told
    /// without setting its lines where that can be: nothing truncates it, and its block is a pixel
    /// width up to its room or the room itself (``LayoutPass/StandInWidth``). Across, ConfigurationLayout places the
    /// block so that a wider one never starts further right nor ends further left (the title's x moves
    /// left by at most its growth: each term is 0, −½ or −1 times it); with the origin rounded to the
    /// pixel grid this holds from one pixel width to the next. So the title is whole at every pixel width
    /// up to one where it is whole, and at none from one where it is not: whole at the room and at the
    /// widest pixel width in it, it is whole; at neither the room nor no width, it is not. `nil` otherwise
    /// (its lines decide). `params`: the configuration's (the search's, read once).
    private func wrappedTitleWhole(in bounds: Size, state: ButtonState, params: ConfigurationParameters) throws -> Bool? {
        func probed(_ width: StandInWidth) throws -> (whole: Bool, room: Double?) {
            try probingTitle(standIn: width).probedTitle(in: bounds, state: state, params: params)
        }
        let atRoom = try probed(.room)
        if atRoom.whole {
            // A room on the pixel grid is its own widest pixel width.
            if let room = atRoom.room, StandInWidth.pixelsInRoom.width(room: room, scale: scale) == room { return true }
            return try probed(.pixelsInRoom).whole ? true : nil
        }
        // No room (the bounds narrower than the insets and image): standing in at no width is the same layout.
        if atRoom.room == 0 { return false }
        return try probed(.zero).whole ? nil : false
    }

    /// Whether a configuration's title shows whole in `bounds` (``isWhole(_:)`` of its layout), and its
    /// room, told from the title's frame alone (``ConfigurationLayout/titleFrame(in:)``): the search asks
    /// nothing else of the layouts it tries, so none is assembled. The frame is in left-to-right space;
    /// mirrored, it is inside the bounds all the same. `params`: the profile's (the search reads them once).
    private consuming func probedTitle(in bounds: Size, state: ButtonState,
                                       params: ConfigurationParameters) throws -> (whole: Bool, room: Double?) {
        let title = try ConfigurationLayout(ctx: context(state), params: params).titleFrame(in: bounds)
        return (Self.isWhole(title.map { ($0.0, $0.1.fields.isTruncated) }, width: bounds.width), title?.1.room)
    }

    /// Whether the title shows whole: not truncated, and horizontally inside the bounds.
    private static func isWhole(_ layout: ButtonLayout) -> Bool {
        Self.isWhole(layout.titleRect.flatMap { rect in layout.title.map { (rect, $0.isTruncated) } },
                     width: layout.bounds.width)
    }

    /// Whether a title with frame `rect` (`nil`: no title) shows whole in bounds `width` points wide.
    private static func isWhole(_ title: (rect: Rect, isTruncated: Bool)?, width: Double) -> Bool {
        guard let title else { return true }
        return !title.isTruncated && title.rect.minX >= -1e-9 && title.rect.maxX <= width + 1e-9
    }
}

/// The search for the narrowest pixel width at which the title shows whole, from 0 up to
/// ``ButtonSpec/maximumLength``, assuming that a wider button never shows less. Each width tried
/// costs a layout (`whole`), so none is tried twice (the report's own width counts when it is on the grid).
///
/// The widths tried are those of a bisection: the intrinsic width, doubled until the title is whole
/// (never: no answer), 0, then halving the interval between the widest width known not whole and the
/// narrowest known whole. One shortcut: a one-line title is most often whole at its intrinsic width
/// and truncated a pixel narrower, so that pixel is tried first, and when the title is not whole
/// there the intrinsic width is the answer without bisecting (two layouts instead of about ten).
/// Another: a title in two or more lines starts from the width its measurer estimates
/// (``TextMeasuring/narrowestWholeWidth(_:)``) and gallops from there (two layouts when the estimate
/// is right, against about ten).
/// Where wider can show less, that answer may differ from the bisection's;
/// MinimumWidthSearchTests checks it does not on the benchmark corpus.
struct MinimumWidthSearch {
    let scale: Double
    /// The widths tried so far (pixels) and whether the title showed whole.
    private var tried: [(pixels: Int, whole: Bool)] = []

    init(scale: Double) {
        self.scale = scale
        tried.reserveCapacity(16)  // a search tries ~10 widths (40 at most): one allocation, not one per doubling
    }

    /// Takes what a layout `width` points wide showed, when that width is on the pixel grid.
    mutating func remember(width: Double, whole: Bool) {
        let pixels = (width * scale).rounded()
        guard pixels >= 0, pixels <= ButtonSpec.maximumLength * scale, pixels / scale == width else { return }
        tried.append((Int(pixels), whole))
    }

    /// The narrowest whole width in points, `nil` when none is; `whole` lays the button out in a width (points).
    /// `guess` (points): where the answer probably is (a wrapping title's, from its measurer).
    mutating func minimumWidth(intrinsic: Double, singleLine: Bool, guess: Double? = nil,
                               whole: (Double) throws -> Bool) rethrows -> Double? {
        func isWhole(_ pixels: Int) throws -> Bool {
            if let known = tried.first(where: { $0.pixels == pixels }) { return known.whole }
            let result = try whole(Double(pixels) / scale)
            tried.append((pixels, result))
            return result
        }
        let limit = Int(ButtonSpec.maximumLength * scale)  // the widest bounds accepted
        var hi = max(1, Int((intrinsic * scale).rounded(.up)))
        if singleLine, hi > 1, hi <= limit, try isWhole(hi - 1) == false, try isWhole(hi) { return Double(hi) / scale }
        if let guess, guess.isFinite, case let start = Int((guess * scale).rounded(.up)), start > 0, start <= limit {
            return try gallop(from: start, limit: limit, isWhole).map { Double($0) / scale }
        }
        while try !isWhole(hi) {
            guard hi < limit else { return nil }
            hi = min(hi * 2, limit)
        }
        if try isWhole(0) { return 0 }
        return try Double(Self.bisect(0, hi, isWhole)) / scale  // not whole at 0, whole at hi
    }

    /// The narrowest whole pixel width from `start` (a good guess: whole there and not a pixel narrower
    /// costs two layouts), galloping away from it by doubling steps until the title changes from whole
    /// to not, then bisecting between; nil when not whole even at `limit`.
    private func gallop(from start: Int, limit: Int, _ isWhole: (Int) throws -> Bool) rethrows -> Int? {
        var step = 1
        if try isWhole(start) {
            var hi = start  // whole; look below for a width that is not
            while true {
                let below = max(0, hi - step)
                if try !isWhole(below) { return try Self.bisect(below, hi, isWhole) }
                if below == 0 { return 0 }
                hi = below
                step *= 2
            }
        }
        var lo = start  // not whole; look above for a width that is
        while lo < limit {
            let above = min(limit, lo + step)
            if try isWhole(above) { return try Self.bisect(lo, above, isWhole) }
            lo = above
            step *= 2
        }
        return nil
    }

    /// The narrowest whole pixel width in `lo...hi`, not whole at `lo`, whole at `hi`.
    private static func bisect(_ lo: Int, _ hi: Int, _ isWhole: (Int) throws -> Bool) rethrows -> Int {
        var (lo, hi) = (lo, hi)
        while hi - lo > 1 {
            let mid = lo + (hi - lo) / 2
            if try isWhole(mid) { hi = mid } else { lo = mid }
        }
        return hi
    }
}
