import ButtonSizer
import ButtonSizerEngine
import GlyphMetrics
import Synchronization
import Testing

/// `buttonsizer layout` answers in one pass: the intrinsic size, the size for the bounds or maximum
/// width, the frames, the truncation report with its minimum-width search (about 40 layouts), and the
/// stable size over state titles ask the measurer about each distinct (text, width) once (issue #16, item 2).
@Suite struct OnePassTests {
    /// Real measurements, each request recorded.
    final class CountingMeasurer: TextMeasuring {
        let base: TextMeasurer
        let requests = Mutex<[TextRequest]>([])

        init() throws { base = try TextMeasurer(library: FontLibrary(scope: .hermetic)) }

        func measure(_ request: TextRequest) throws -> MeasuredText {
            requests.withLock { $0.append(request) }
            return try base.measure(request)
        }
    }

    struct TextAndWidth: Hashable {
        var text: String
        var width: Double?
    }

    @Test("each distinct (text, width) is measured once", arguments: [
        ["--profile", "classic", "--title", "Download the latest version", "--image", "24x24", "--bounds", "200x44"],
        ["--title", "Add to cart", "--image", "20x20", "--padding", "8", "--insets", "10,16,10,16"],
        ["--title", "Continue shopping with a longer title", "--subtitle", "Free delivery", "--max-width", "150",
         "--lines", "2", "--line-break", "word"],
        ["--title", "Follow", "--state-titles", "selected=Following,disabled=Unavailable", "--bounds", "80x44"],
        ["--profile", "zui", "--title", "Share this", "--image", "20x20", "--spacing", "6", "--bounds", "60x30"],
    ])
    func layoutMeasuresEachTextOnce(flags: [String]) throws {
        let measurer = try CountingMeasurer()
        let request = try LayoutRequest(OptionValues(arguments: flags, command: .layout))
        _ = try ButtonAnswer(request, measurer: measurer)
        let requests = measurer.requests.withLock { $0 }
        let distinct = Set(requests.map { TextAndWidth(text: $0.text, width: $0.maxWidth) })
        #expect(!requests.isEmpty)
        #expect(requests.count == distinct.count, "\(requests.map { "\($0.text) @ \($0.maxWidth.map(formatPoints) ?? "∞")" })")
    }
}
