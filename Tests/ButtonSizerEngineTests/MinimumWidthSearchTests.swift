import ButtonSizer
import ButtonSizerEngine
import GlyphMetrics
import Testing

/// The truncation report's minimum width is found by a search that lets a one-line title try the pixel
/// below its intrinsic width before bisecting, and lays a configuration out at the report's height
/// (issue #17): the same answer as the bisection it replaced wherever a wider button never shows less,
/// which this checks rather than assumes. The reference here is that bisection, written again over the
/// public API (each width at its `sizeThatFits` height), run on corpus titles (Benchmarks/corpus.tsv,
/// every 9th, all 15 languages) in the six layout forms of the benchmark's batch inputs and variants
/// (right-to-left, wrapping with a line limit, middle truncation, state titles, bounds proposals, a
/// configuration with the image on top and a subtitle, one with a trailing image and one line, one
/// wrapping with almost no insets, titles in two or three lines).
@Suite struct MinimumWidthSearchTests {
    /// The benchmark's batch layout forms (Sources/buttonsizer-bench/BatchInputs.swift), as arguments,
    /// and variants of them.
    static let forms: [[String]] = [
        ["--padding", "8", "--insets", "10,16,10,16", "--max-width", "160"],
        ["--profile", "classic", "--insets", "8,12,8,12", "--image-insets", "0,0,0,4", "--max-width", "120"],
        ["--profile", "alternative", "--image-side", "48", "--margin", "6", "--max-width", "240"],
        ["--profile", "zui", "--spacing", "6", "--insets", "8,12,8,12", "--max-width", "160"],
        ["--profile", "cyl", "--max-width", "120"],
        ["--profile", "label-alignment", "--align", "leading,top", "--insets", "8,12,8,12", "--max-width", "240"],
        ["--padding", "8", "--rtl", "--lines", "2", "--line-break", "word", "--max-width", "100"],
        ["--profile", "classic", "--line-break", "middle", "--halign", "leading", "--bounds", "90x44"],
        ["--profile", "zui", "--state-titles", "highlighted=OK,Cancel", "--scale", "3", "--max-width", "120"],
        ["--placement", "top", "--halign", "fill", "--subtitle", "Subtitle text", "--lines", "0", "--bounds", "90x60"],
        ["--placement", "trailing", "--padding", "4", "--title-align", "center", "--lines", "1", "--max-width", "100"],
        // Titles in two or three lines, where the search starts from the measurer's estimate
        // (TextMeasuring.narrowestWholeWidth): as lint lays out the catalog's two-line rows, truncating the
        // last of three lines, and breaking between graphemes.
        ["--insets", "7,12,7,12", "--lines", "2", "--line-break", "word", "--max-width", "160"],
        ["--placement", "top", "--lines", "3", "--line-break", "tail", "--max-width", "90"],
        ["--lines", "2", "--line-break", "char", "--scale", "3", "--max-width", "80"],
        // Wrapping without a line limit and nearly no insets: the search's narrow widths leave the title
        // no room, where its layout stands in without lines (LayoutContext.title).
        ["--insets", "0,1,0,1", "--padding", "2", "--halign", "trailing", "--max-width", "60"],
    ]

    static let titles: [String] = {
        let rows = (try? CorpusTitles.read("Benchmarks/corpus.tsv")) ?? []
        return rows.enumerated().filter { $0.offset % 9 == 0 }.map(\.element)
    }()

    @Test(arguments: forms)
    func searchFindsTheBisectionsAnswer(form: [String]) throws {
        #expect(Self.titles.count > 100)
        let sizer = ButtonSizer(measurer: try TextMeasurer(library: FontLibrary(scope: .hermetic)))
        for title in Self.titles {
            let request = try LayoutRequest(OptionValues(arguments: ["--title", title, "--image", "20x20"] + form,
                                                         command: .layout))
            let answer = try sizer.answer(request.spec, proposal: request.proposal)
            #expect(answer.truncation.minimumWidth == (try Self.bisection(sizer, request.spec)), "\(title) \(form)")
        }
    }

    /// The minimum width as the bisection found it before the search: the intrinsic width (doubled until
    /// the title is whole), 0 if whole there, else halving the interval between the two.
    static func bisection(_ sizer: ButtonSizer, _ spec: ButtonSpec) throws -> Double? {
        func whole(_ pixels: Int) throws -> Bool {
            let width = Double(pixels) / spec.scale
            let height = try sizer.sizeThatFits(spec, proposed: Size(width: width, height: .infinity)).height
            let layout = try sizer.layout(spec, in: Size(width: width, height: height))
            guard let title = layout.title, let rect = layout.titleRect else { return true }
            return !title.isTruncated && rect.minX >= -1e-9 && rect.maxX <= width + 1e-9
        }
        let limit = Int(ButtonSpec.maximumLength * spec.scale)
        var hi = max(1, Int((try sizer.intrinsicContentSize(spec).width * spec.scale).rounded(.up)))
        while try !whole(hi) {
            guard hi < limit else { return nil }
            hi = min(hi * 2, limit)
        }
        if try whole(0) { return 0 }
        var lo = 0
        while hi - lo > 1 {
            let mid = lo + (hi - lo) / 2
            if try whole(mid) { hi = mid } else { lo = mid }
        }
        return Double(hi) / spec.scale
    }
}

/// The titles of a corpus file (language TAB title per line).
enum CorpusTitles {
    static func read(_ path: String) throws -> [String] {
        let root = String(#filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
            .joined(separator: "/")
        return try String(contentsOfFile: root + "/" + path, encoding: .utf8).split(separator: "\n")
            .compactMap { line in line.split(separator: "\t", maxSplits: 1).dropFirst().first.map(String.init) }
    }
}
