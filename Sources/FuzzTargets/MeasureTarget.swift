import ButtonSizer
import ButtonSizerEngine
import GlyphMetrics

/// measure / truncate / wrap: bytes → mode, line limit, width, font, size, letter spacing, kerning and
/// text. Invalid numbers must be an `invalidArgument` error naming them; otherwise every line fits its
/// width (a wrapped line may overflow only when it is a single grapheme cluster), is grapheme-whole
/// (a prefix, a suffix or both of the original with at most one "…"), has the width it has when
/// measured again (kept pieces and "…" shaped alone; a wrapped line with its break space), and nothing is lost without the result saying it is truncated.
enum MeasureTarget {
    static func run(_ bytes: [UInt8]) throws(FuzzFinding) {
        var input = FuzzInput(bytes)
        let mode = input.pick(LineBreakMode.allCases)
        let maxLines = Int(input.byte() % 5)
        let maxWidth: Double? = input.bool() ? input.number() : nil
        let file = input.pick(Shared.fonts)
        let size = input.bool() ? input.number() : 17
        let letterSpacing = input.byte() % 4 == 0 ? input.number() : 0
        let kerning = input.byte() % 8 != 0
        let text = input.text()
        let font = FontSpec(name: BundledFonts.path(file), size: size, letterSpacing: letterSpacing, kerning: kerning)
        let request = TextRequest(text: text, font: font, maxWidth: maxWidth, maxLines: maxLines, lineBreakMode: mode)
        // The same request as the front ends send it, decoded through the option table: what the table
        // accepts is exactly the request above; what it refuses goes to the library as it is, which must
        // refuse it itself or measure it correctly.
        var fields: [(String, OptionInput)] = [
            ("text", .text(text)), ("font", .text(font.name)), ("line-break", .text(mode.rawValue)),
            ("lines", .number(String(maxLines))), ("size", .number(String(size))),
            ("letter-spacing", .number(String(letterSpacing))), ("no-kerning", .bool(!kerning)),
        ]
        if let maxWidth { fields.append(("width", .number(String(maxWidth)))) }
        if let decoded = try? MeasureRequest(OptionValues(fields: fields, command: .measure)) {
            try expect(decoded.text == request, "\(describe(request)): the option table decoded \(describe(decoded.text))")
            try expect(isValid(request), "\(describe(request)): the option table accepted a request the library refuses")
        }
        try check(request, measurer: Shared.measurer)
    }

    /// The library's own limits (``ValueRule``), the ones the option table applies too.
    static func isValid(_ request: TextRequest) -> Bool { request.invalidValue == nil }

    /// Measures `request` and checks every invariant of the result.
    static func check(_ request: TextRequest, measurer: TextMeasurer) throws(FuzzFinding) {
        let valid = isValid(request)
        let measured: MeasuredText
        do {
            measured = try measurer.measure(request)
        } catch let error as GlyphMetricsError {
            if case .invalidArgument = error, !valid { return }
            throw FuzzFinding("\(describe(request)): unexpected error \(error)")
        } catch {
            throw FuzzFinding("\(describe(request)): unexpected error \(error)")
        }
        try expect(valid, "\(describe(request)): an invalid request was measured")
        try checkResult(measured, request, measurer: measurer)
    }

    static func checkResult(_ m: MeasuredText, _ request: TextRequest, measurer: TextMeasurer) throws(FuzzFinding) {
        let what = describe(request)
        let graphemes = Array(request.text)
        let count = graphemes.count
        let limit = request.maxWidth ?? .infinity
        try expect(!m.lines.isEmpty, "\(what): no lines")
        try expect(m.width.isFinite && m.height.isFinite && m.lineHeight.isFinite,
                              "\(what): size \(m.width)×\(m.height) is not finite")
        try expect(request.maxLines == 0 || m.lines.count <= request.maxLines,
                              "\(what): \(m.lines.count) lines, limit \(request.maxLines)")
        var covered = [Bool](repeating: false, count: count)
        var previousEnd = 0
        var anyEllipsis = false
        for (index, line) in m.lines.enumerated() {
            let at = "\(what): line \(index) \(quoted(line.text))"
            try expect(line.width.isFinite, "\(at): width \(line.width)")
            // Grapheme-whole: ranges in order, inside the text, and the text is exactly those
            // graphemes with at most one "…" at a range boundary.
            var parts: [[Unicode.Scalar]] = []
            for range in line.visibleRanges {
                try expect(!range.isEmpty && range.lowerBound >= previousEnd && range.upperBound <= count,
                                      "\(at): visible range \(range) out of order or outside 0..<\(count)")
                previousEnd = range.upperBound
                for i in range { covered[i] = true }
                parts.append(graphemes[range].flatMap { Array($0.unicodeScalars) })
            }
            let shown = Array(line.text.unicodeScalars)
            let plain = parts.flatMap { $0 }
            // Where "…" goes between the visible ranges, if anywhere.
            let cut = (0...parts.count).first { k in
                shown == parts[..<k].flatMap { $0 } + ["\u{2026}"] + parts[k...].flatMap { $0 }
            }
            // A line broken after a soft hyphen shows a hyphen in its place.
            let hyphenated = plain.last == "\u{AD}" && shown.count == plain.count
                && Array(shown.dropLast()) == Array(plain.dropLast()) && ["\u{2010}", "-"].contains(shown.last)
            let withEllipsis = shown != plain && cut != nil
            if shown != plain {
                try expect(withEllipsis || hyphenated,
                           "\(at): not the visible ranges \(line.visibleRanges) with one \"…\"")
                anyEllipsis = anyEllipsis || withEllipsis
            }
            try expect(parts.count <= 2, "\(at): \(parts.count) visible ranges")
            // Fits: a wrapped line may overflow only when it shows one grapheme and no ellipsis.
            let single = !withEllipsis && line.visibleRanges.reduce(0) { $0 + $1.count } == 1
            try expect(fits(line.width, limit) || single,
                                  "\(at): width \(line.width) does not fit \(limit)")
            // Measured again, the line has the width reported: a truncated line is its kept pieces and
            // "…", each shaped alone; a wrapped line may count the space it broke at (A1).
            // (A tightened line is laid out at the font's tight track: not re-measurable at the normal one.)
            if !line.text.contains(where: \.isNewline) && !m.isTightened {
                func width(_ scalars: [Unicode.Scalar]) throws(FuzzFinding) -> Double {
                    guard !scalars.isEmpty else { return 0 }
                    var text = ""
                    text.unicodeScalars.append(contentsOf: scalars)
                    do { return try measurer.width(of: text, font: request.font) } catch {
                        throw FuzzFinding("\(at): measuring the line again failed: \(error)")
                    }
                }
                var expected: [Double] = []
                // A piece whose advances sum below 0 (a font's negative advances) measures 0 alone, but
                // adds its negative sum to the line: the line may then be narrower than the pieces' sum.
                var aPieceMeasuresZero = false
                if withEllipsis, let cut {
                    let pieces = [try width(parts[..<cut].flatMap { $0 }), try width(["\u{2026}"]),
                                  try width(parts[cut...].flatMap { $0 })]
                    aPieceMeasuresZero = pieces.contains(0)
                    expected = [pieces.reduce(0, +)]
                } else {
                    expected = [try width(shown)]
                    if let end = line.visibleRanges.last?.upperBound {
                        let space = graphemes[end...].prefix { $0.isWhitespace && !$0.isNewline }
                        if !space.isEmpty { expected.append(try width(shown + space.flatMap(\.unicodeScalars))) }
                    }
                }
                try expect(expected.contains { close($0, line.width) || (aPieceMeasuresZero && line.width <= $0) },
                           "\(at): width \(line.width), measured again \(expected)")
            }
        }
        try expect(!anyEllipsis || m.isTruncated, "\(what): an ellipsis but not truncated")
        if !m.isTruncated {
            let lost = (0..<count).filter { !covered[$0] && !graphemes[$0].isWhitespace }
            try expect(lost.isEmpty, "\(what): graphemes \(lost.prefix(5)) not shown, but not truncated")
        }
        // One truncated line keeps the start (tail, clip), the end (head) or both (middle).
        if request.maxLines == 1 && !request.lineBreakMode.isWrapping, m.lines.count == 1,
           let first = m.lines[0].visibleRanges.first, let last = m.lines[0].visibleRanges.last {
            let keepsStart = first.lowerBound == 0, keepsEnd = last.upperBound == count
            let ok: Bool
            switch request.lineBreakMode {
            case .truncatingTail, .clipping: ok = keepsStart
            case .truncatingHead: ok = keepsEnd
            case .truncatingMiddle: ok = m.lines[0].visibleRanges.count == 1 ? keepsStart || keepsEnd : keepsStart && keepsEnd
            case .wordWrapping, .charWrapping: ok = true
            }
            try expect(ok, "\(what): \(request.lineBreakMode) shows \(m.lines[0].visibleRanges) of 0..<\(count)")
        }
    }

    static func fits(_ width: Double, _ limit: Double) -> Bool { width <= limit + 1e-9 * max(1, abs(limit)) }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a), abs(b)) }

    static func describe(_ r: TextRequest) -> String {
        "measure \(quoted(r.text)) in \(r.font.name.split(separator: "/").last ?? "") \(r.font.size) pt, "
            + "spacing \(r.font.letterSpacing), kerning \(r.font.kerning), width \(r.maxWidth.map { "\($0)" } ?? "none"), "
            + "lines \(r.maxLines), \(r.lineBreakMode)"
    }
}

/// A string as a Swift literal with every non-ASCII or control scalar escaped, so a finding's
/// message shows exactly which scalars broke it.
func quoted(_ text: String, limit: Int = 200) -> String {
    var out = "\""
    for (index, scalar) in text.unicodeScalars.enumerated() {
        if index == limit { out += "…(\(text.unicodeScalars.count) scalars)"; break }
        if scalar.isASCII && scalar.value >= 0x20 && scalar != "\"" && scalar != "\\" {
            out.unicodeScalars.append(scalar)
        } else {
            out += "\\u{\(String(scalar.value, radix: 16))}"
        }
    }
    return out + "\""
}
