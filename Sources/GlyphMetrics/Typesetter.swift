import ButtonSizer

/// One laid-out line before it becomes a `MeasuredLine`.
struct SetLine {
    var text: String
    var width: Double
    /// Grapheme ranges of the source text shown on the line.
    var visibleRanges: [Range<Int>]
    var truncated: Bool
}

/// Breaks and truncates shaped text into lines, in one font at one size. Decisions use the advances
/// of the whole text shaped once; every line is then measured as its own string (kerning and joining
/// at the cut included) and moved back a step in the rare case that the real width does not fit.
struct Typesetter {
    let shaper: Shaper
    let face: FontFace
    let size: Double
    let letterSpacing: Double
    let kerning: Bool
    let policies: TextPolicies
    let lineBreaker: LazyLineBreaker
    /// The text's language: fallback cascade and HarfBuzz `locl`.
    let style: TextStyle

    /// Floating-point slack for "fits": widths are sums of many terms.
    static let tolerance = 1e-9

    func shape(_ text: String) -> ShapedText {
        shaper.shape(text, primary: face, kerning: kerning, pointSize: size, style: style)
    }

    /// The advance width of a grapheme range in points: `units × size / unitsPerEm`, the units of a
    /// font summed as integers first (so a one-font text is exact to one rounding, as CoreText's
    /// 17359 × 17 / 2048), plus letter spacing after every grapheme.
    func width(_ shaped: ShapedText, _ range: Range<Int>) -> Double {
        var points = 0.0, units: Int64 = 0, unitsPerEm: Int32 = 0
        for index in range {
            if shaped.unitsPerEm[index] != unitsPerEm {
                if units != 0 { points += Double(units) * size / Double(unitsPerEm) }
                (units, unitsPerEm) = (0, shaped.unitsPerEm[index])
            }
            units += Int64(shaped.units[index])
        }
        if units != 0 { points += Double(units) * size / Double(unitsPerEm) }
        return points + letterSpacing * Double(range.count)
    }

    /// The width of `text` shaped as its own string, in points.
    func width(of text: String) -> Double {
        let shaped = shape(text)
        return width(shaped, shaped.graphemes.indices)
    }

    func fits(_ width: Double, _ maxWidth: Double) -> Bool { width <= maxWidth + Self.tolerance }

    // MARK: - Lines

    /// Lays out `shaped` in lines no wider than `maxWidth` (∞ for no limit), at most `maxLines`
    /// (0 for no limit), as UILabel does with `mode`.
    func lines(_ shaped: ShapedText, maxWidth: Double, maxLines: Int, mode: LineBreakMode) throws -> [SetLine] {
        let count = shaped.graphemes.count
        guard count > 0 else { return [SetLine(text: "", width: 0, visibleRanges: [], truncated: false)] }
        let hasBreaks = shaped.graphemes.contains { $0.isNewline }
        // The common case: one line that fits. No line-break iterator needed.
        if !hasBreaks {
            let full = width(shaped, 0..<count)
            if fits(full, maxWidth) {
                return [SetLine(text: shaped.text, width: full, visibleRanges: [0..<count],
                                truncated: false)]
            }
            // Trailing whitespace counts when it fits (UIKit sizes "Title " with the space) and hangs
            // past the edge when it does not: the line then shows the text without it.
            let end = trimmedEnd(shaped, 0..<count)
            if end < count && fits(width(shaped, 0..<end), maxWidth) {
                return [line(shaped, 0..<end, maxWidth: maxWidth)]
            }
            if maxLines == 1 && !mode.isWrapping {
                return [truncate(shaped, 0..<count, mode: mode, maxWidth: maxWidth, forced: false)]
            }
        }
        let breaks = try opportunities(shaped, mode: mode)
        let positions = prefixWidths(shaped)
        var lines: [SetLine] = []
        var ends: [(end: Int, mandatory: Bool)] = []
        var start = 0
        var next = 0  // index into `breaks` of the first opportunity after `start`
        while start < count {
            while next < breaks.count && breaks[next].index <= start { next += 1 }
            var (end, mandatory) = lineEnd(shaped, positions, breaks, from: start, next: next, maxWidth: maxWidth)
            // Shaped alone, a line can be wider than its share of the whole text (kerning across the
            // break: Inter's "AVA" cut from "AVAV…"). Move back an opportunity, else a grapheme, until it fits.
            var before = next  // breaks[next..<before]: the opportunities inside start..<end
            while before < breaks.count && breaks[before].index < end { before += 1 }
            while end > start + 1,
                  !fits(width(of: String(shaped.graphemes[start..<trimmedEnd(shaped, start..<end)])), maxWidth) {
                if before > next { before -= 1; end = breaks[before].index } else { end -= 1 }
                mandatory = false
            }
            let isLastAllowed = maxLines > 0 && lines.count == maxLines - 1
            if isLastAllowed && end < count {
                lines.append(lastLine(shaped, breaks, from: start, wrappedEnd: end, maxWidth: maxWidth, mode: mode))
                return lines
            }
            lines.append(line(shaped, start..<end, maxWidth: maxWidth))
            ends.append((end, mandatory))
            start = end
        }
        if policies.avoidsOrphans && mode == .wordWrapping {
            avoidOrphans(&lines, ends: ends, shaped, breaks, maxWidth: maxWidth)
        }
        return lines
    }

    /// Where the line starting at `start` ends: the furthest opportunity that fits, not past a
    /// mandatory break; a word wider than the line breaks between graphemes (at least one per line).
    private func lineEnd(_ shaped: ShapedText, _ positions: [Double], _ breaks: [LineBreaker.Opportunity],
                         from start: Int, next: Int, maxWidth: Double) -> (Int, Bool) {
        var best: LineBreaker.Opportunity?
        var index = next
        while index < breaks.count {
            let candidate = breaks[index]
            let end = trimmedEnd(shaped, start..<candidate.index)
            guard fits(positions[end] - positions[start], maxWidth) else { break }
            best = candidate
            if candidate.mandatory { break }
            index += 1
        }
        if let best { return (best.index, best.mandatory) }
        // The first word does not fit: break it between graphemes.
        let wordEnd = next < breaks.count ? breaks[next].index : shaped.graphemes.count
        var end = start + 1
        while end < wordEnd && fits(positions[end + 1] - positions[start], maxWidth) { end += 1 }
        return (end, false)
    }

    /// A wrapped line without its trailing whitespace, its width measured as its own string.
    private func line(_ shaped: ShapedText, _ range: Range<Int>, maxWidth: Double) -> SetLine {
        let shown = range.lowerBound..<trimmedEnd(shaped, range)
        let text = String(shaped.graphemes[shown])
        return SetLine(text: text, width: width(of: text), visibleRanges: shown.isEmpty ? [] : [shown],
                       truncated: false)
    }

    /// The last allowed line when more text follows: truncating modes put the remainder there and
    /// shorten it; clipping cuts it; wrapping modes show the wrapped line and drop the rest.
    private func lastLine(_ shaped: ShapedText, _ breaks: [LineBreaker.Opportunity], from start: Int,
                          wrappedEnd: Int, maxWidth: Double, mode: LineBreakMode) -> SetLine {
        let count = shaped.graphemes.count
        let firstBreak = breaks.first { $0.mandatory && $0.index > start }?.index ?? count
        let lastBreak = breaks.last { $0.mandatory && $0.index > start && $0.index < count }?.index ?? start
        var result: SetLine
        switch policies.lastLineMode(mode) {
        case .wordWrapping, .charWrapping:
            result = line(shaped, start..<wrappedEnd, maxWidth: maxWidth)
        case .truncatingTail:
            result = truncate(shaped, start..<firstBreak, mode: .truncatingTail, maxWidth: maxWidth, forced: true)
        case .truncatingHead:
            result = truncate(shaped, lastBreak..<count, mode: .truncatingHead, maxWidth: maxWidth, forced: true)
        case .truncatingMiddle:
            result = truncate(shaped, start..<count, mode: .truncatingMiddle, maxWidth: maxWidth, forced: true)
        case .clipping:
            result = truncate(shaped, start..<firstBreak, mode: .clipping, maxWidth: maxWidth, forced: true)
        }
        result.truncated = true
        return result
    }

    // MARK: - Truncation

    /// A candidate display: `prefix` graphemes kept from the start of the range, `suffix` from its
    /// end, with or without "…" between them.
    private struct Cut {
        var prefix: Int
        var suffix: Int
        var ellipsis: Bool
    }

    /// Shortens `range` of `shaped` to one line no wider than `maxWidth`, keeping whole grapheme
    /// clusters, dropping whitespace beside the ellipsis, and keeping the *longest* display that fits.
    /// `forced`: more text follows that cannot be shown, so the ellipsis must appear even if the range fits.
    /// When not even "…" fits, the line is empty.
    func truncate(_ shaped: ShapedText, _ range: Range<Int>, mode: LineBreakMode, maxWidth: Double,
                  forced: Bool) -> SetLine {
        let ellipsis = width(of: "\u{2026}")
        // Prefix widths and the trimmed ends of every prefix and suffix, computed once, so that each
        // candidate's estimate costs O(1): a 1 MB text has a million candidates.
        let positions = prefixWidths(shaped)
        let lower = range.lowerBound, count = range.count
        var trimmedEnds = [Int](repeating: lower, count: count + 1)  // [k]: trimmedEnd(lower..<lower + k)
        for k in stride(from: 1, through: count, by: 1) {
            trimmedEnds[k] = shaped.graphemes[lower + k - 1].isWhitespace ? trimmedEnds[k - 1] : lower + k
        }
        var trimmedStarts = [Int](repeating: range.upperBound, count: count + 1)  // [k]: trimmedStart(lower + k..<upper)
        for k in stride(from: count - 1, through: 0, by: -1) {
            trimmedStarts[k] = shaped.graphemes[lower + k].isWhitespace ? trimmedStarts[k + 1] : lower + k
        }
        let cuts = candidates(shaped, range, mode: mode, forced: forced, positions: positions)
        func shown(_ cut: Cut) -> (head: Range<Int>, tail: Range<Int>) {
            (lower..<trimmedEnds[cut.prefix], trimmedStarts[count - cut.suffix]..<range.upperBound)
        }
        func estimate(_ cut: Cut) -> Double {
            let (head, tail) = shown(cut)
            return positions[head.upperBound] - positions[head.lowerBound]
                + positions[tail.upperBound] - positions[tail.lowerBound] + (cut.ellipsis ? ellipsis : 0)
        }
        func text(_ cut: Cut) -> String {
            let (head, tail) = shown(cut)
            return String(shaped.graphemes[head]) + (cut.ellipsis ? "\u{2026}" : "") + String(shaped.graphemes[tail])
        }
        // First candidate whose estimate fits, then confirm with the real width of the display.
        var chosen = cuts.firstIndex { fits(estimate($0), maxWidth) } ?? (cuts.count - 1)
        while chosen < cuts.count - 1 && !fits(width(of: text(cuts[chosen])), maxWidth) { chosen += 1 }
        while chosen > 0 && fits(width(of: text(cuts[chosen - 1])), maxWidth) { chosen -= 1 }
        let cut = cuts[chosen]
        let (head, tail) = shown(cut)
        let displayed = text(cut)
        let isWhole = !cut.ellipsis && cut.prefix == range.count
        return SetLine(text: displayed, width: width(of: displayed), visibleRanges: [head, tail].filter { !$0.isEmpty },
                       truncated: forced || !isWhole)
    }

    /// Candidate cuts from the most text kept to the least, ending with the empty line.
    private func candidates(_ shaped: ShapedText, _ range: Range<Int>, mode: LineBreakMode, forced: Bool,
                            positions: [Double]) -> [Cut] {
        let n = range.count
        let longest = forced ? n : n - 1
        var cuts: [Cut] = []
        switch mode {
        case .truncatingHead:
            cuts = stride(from: longest, through: 0, by: -1).map { Cut(prefix: 0, suffix: $0, ellipsis: true) }
        case .truncatingMiddle:
            cuts = middleCuts(shaped, range, forced: forced, positions: positions)
        case .clipping:
            return stride(from: n, through: 0, by: -1).map { Cut(prefix: $0, suffix: 0, ellipsis: false) }
        case .truncatingTail, .wordWrapping, .charWrapping:
            cuts = stride(from: longest, through: 0, by: -1).map { Cut(prefix: $0, suffix: 0, ellipsis: true) }
        }
        cuts.append(Cut(prefix: 0, suffix: 0, ellipsis: false))
        return cuts
    }

    /// Middle truncation, balanced as Pango's ellipsizer does: a gap opens at the grapheme at the
    /// middle of the width and grows one grapheme at a time on the side whose kept part is wider.
    private func middleCuts(_ shaped: ShapedText, _ range: Range<Int>, forced: Bool, positions: [Double]) -> [Cut] {
        let n = range.count
        guard n > 0 else { return [Cut(prefix: 0, suffix: 0, ellipsis: true)] }
        let total = width(shaped, range)
        var left = 0, leftWidth = 0.0
        while left < n - 1 {
            let next = leftWidth + width(shaped, (range.lowerBound + left)..<(range.lowerBound + left + 1))
            if next > total / 2 { break }
            leftWidth = next
            left += 1
        }
        var cuts: [Cut] = forced ? [Cut(prefix: left, suffix: n - left, ellipsis: true)] : []
        var prefix = left, suffix = n - left - 1
        cuts.append(Cut(prefix: prefix, suffix: suffix, ellipsis: true))
        while prefix + suffix > 0 {
            // From the prefix widths: O(1) per step rather than a sum over the kept text.
            let prefixWidth = positions[range.lowerBound + prefix] - positions[range.lowerBound]
            let suffixWidth = positions[range.upperBound] - positions[range.upperBound - suffix]
            if suffix == 0 || (prefix > 0 && prefixWidth > suffixWidth) { prefix -= 1 } else { suffix -= 1 }
            cuts.append(Cut(prefix: prefix, suffix: suffix, ellipsis: true))
        }
        return cuts
    }

    // MARK: - Helpers

    /// Widths of the first 0…count graphemes, in points.
    private func prefixWidths(_ shaped: ShapedText) -> [Double] {
        var positions = [0.0]
        positions.reserveCapacity(shaped.graphemes.count + 1)
        var points = 0.0
        for index in shaped.units.indices {
            points += Double(shaped.units[index]) * size / Double(shaped.unitsPerEm[index]) + letterSpacing
            positions.append(points)
        }
        return positions
    }

    private func trimmedEnd(_ shaped: ShapedText, _ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound && shaped.graphemes[end - 1].isWhitespace { end -= 1 }
        return end
    }

    private func trimmedStart(_ shaped: ShapedText, _ range: Range<Int>) -> Int {
        var start = range.lowerBound
        while start < range.upperBound && shaped.graphemes[start].isWhitespace { start += 1 }
        return start
    }

    /// UAX #14 opportunities for word wrapping; every grapheme boundary for character wrapping.
    private func opportunities(_ shaped: ShapedText, mode: LineBreakMode) throws -> [LineBreaker.Opportunity] {
        let uax14 = try lineBreaker.opportunities(in: shaped.graphemes)
        guard mode == .charWrapping else { return uax14 }
        let mandatory = Set(uax14.filter(\.mandatory).map(\.index))
        return (1...shaped.graphemes.count).map { .init(index: $0, mandatory: mandatory.contains($0)) }
    }

    /// iOS's standard line-break strategy: a paragraph's last line of a single word takes the last
    /// word of the line above when both still fit.
    private func avoidOrphans(_ lines: inout [SetLine], ends: [(end: Int, mandatory: Bool)], _ shaped: ShapedText,
                              _ breaks: [LineBreaker.Opportunity], maxWidth: Double) {
        guard lines.count >= 2, lines.count == ends.count else { return }
        for index in 1..<lines.count {
            let isParagraphEnd = ends[index].mandatory || index == lines.count - 1
            guard isParagraphEnd, !ends[index - 1].mandatory else { continue }
            let start = index >= 2 ? ends[index - 2].end : 0
            let middle = ends[index - 1].end, end = ends[index].end
            guard softBreaks(breaks, inside: middle..<end).isEmpty,
                  let moved = softBreaks(breaks, inside: start..<middle).last else { continue }
            let lower = line(shaped, moved.index..<end, maxWidth: maxWidth)
            guard fits(lower.width, maxWidth) else { continue }
            lines[index - 1] = line(shaped, start..<moved.index, maxWidth: maxWidth)
            lines[index] = lower
        }
    }

    /// The non-mandatory opportunities strictly inside `range` (binary search: `breaks` is sorted).
    private func softBreaks(_ breaks: [LineBreaker.Opportunity], inside range: Range<Int>) -> [LineBreaker.Opportunity] {
        var low = 0, high = breaks.count
        while low < high {
            let mid = (low + high) / 2
            if breaks[mid].index <= range.lowerBound { low = mid + 1 } else { high = mid }
        }
        var found: [LineBreaker.Opportunity] = []
        while low < breaks.count && breaks[low].index < range.upperBound {
            if !breaks[low].mandatory { found.append(breaks[low]) }
            low += 1
        }
        return found
    }
}
