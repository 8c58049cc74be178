extension ButtonSizer {
    /// Whether and where the title truncates in a button `width` points wide, what is visible, and
    /// the smallest width (on the pixel grid) at which the title is shown whole.
    ///
    /// The button's height is its `sizeThatFits` height for that width. "Whole" means not truncated
    /// and horizontally inside the bounds (AlternativeButton's title overflows rather than truncates).
    /// The minimum is found by bisection over pixel widths between 0 and the first width (intrinsic,
    /// then doubling up to ``ButtonSpec/maximumLength``) at which the title is whole, assuming wider never shows less:
    /// about 40 layouts at most. For an unlimited wrapping title it can be small, since wrapping
    /// between graphemes does not count as truncation.
    public func truncationReport(_ spec: ButtonSpec, width: Double, state: ButtonState = .normal) throws -> TruncationReport {
        let pass = try LayoutPass(self, spec, remembering: true)
        try checkNonNegative(width, "width")
        return try pass.truncationReport(width: width, state: state)
    }
}

extension LayoutPass {
    func truncationReport(width: Double, state: ButtonState) throws -> TruncationReport {
        let layout = try layoutAt(width: width, state)
        let title = layout.title
        return TruncationReport(
            width: width, isTruncated: title?.isTruncated ?? false, place: title.flatMap(place),
            visibleText: title?.displayedText ?? "", lines: title?.lines ?? [],
            titleWidth: layout.titleRect?.width, minimumWidth: try minimumWidth(state))
    }

    private func layoutAt(width: Double, _ state: ButtonState) throws -> ButtonLayout {
        let height = try sizeTrace(proposed: Size(width: width, height: .infinity), state: state, terms: false).size.height
        return try layout(in: Size(width: width, height: height), state: state)
    }

    private func place(_ title: TextLayout) -> TruncationPlace? {
        guard title.isTruncated else { return nil }
        guard title.ascender != nil else { return .clipped }  // pre-measured: the visible text is unknown
        switch title.lineBreakMode {
        case .truncatingHead: return .head
        case .truncatingMiddle: return .middle
        case .truncatingTail: return .tail
        case .clipping: return .clipped
        case .wordWrapping, .charWrapping: return .lineLimit
        }
    }

    private func minimumWidth(_ state: ButtonState) throws -> Double? {
        let scale = spec.scale
        func whole(_ pixels: Int) throws -> Bool {
            let width = Double(pixels) / scale
            let layout = try layoutAt(width: width, state)
            guard let title = layout.title, let rect = layout.titleRect else { return true }
            return !title.isTruncated && rect.minX >= -1e-9 && rect.maxX <= width + 1e-9
        }
        let limit = Int(ButtonSpec.maximumLength * scale)  // the widest bounds accepted
        var hi = max(1, Int((try sizeTrace(proposed: nil, state: state, terms: false).size.width * scale).rounded(.up)))
        while try !whole(hi) {
            guard hi < limit else { return nil }
            hi = min(hi * 2, limit)
        }
        if try whole(0) { return 0 }
        var lo = 0  // not whole at lo, whole at hi
        while hi - lo > 1 {
            let mid = lo + (hi - lo) / 2
            if try whole(mid) { hi = mid } else { lo = mid }
        }
        return Double(hi) / scale
    }
}
