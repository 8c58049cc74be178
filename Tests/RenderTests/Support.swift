import ButtonPreview
import ButtonSizer
import Foundation
import FoundationXML
@testable import GlyphMetrics

/// The measurer every render test uses: bundled fonts only, through a private fontconfig configuration.
func hermeticMeasurer() throws -> TextMeasurer {
    try TextMeasurer(library: FontLibrary(scope: .hermetic))
}

let inter17 = FontSpec(name: "Inter", size: 17)

/// A hermetic measurer with the sizer and the renderer built on it: what the picture tests lay out and draw with.
struct Previewer {
    let measurer: TextMeasurer
    let sizer: ButtonSizer
    let renderer: ButtonRenderer

    init() throws {
        measurer = try hermeticMeasurer()
        sizer = ButtonSizer(measurer: measurer)
        renderer = ButtonRenderer(measurer: measurer)
    }

    /// `spec` laid out at its intrinsic size, with glyphs for drawing.
    func intrinsicLayout(_ spec: ButtonSpec) throws -> ButtonLayout {
        try sizer.layout(spec, in: try sizer.intrinsicContentSize(spec), glyphs: true)
    }
}

/// The path of a test font in Tests/Fixtures/Fonts (scripts/make-test-fonts.py).
func fixtureFont(_ file: String) -> String {
    String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        .dropLast(2).joined(separator: "/") + "/Fixtures/Fonts/" + file
}

/// Inter Regular's cap height at 17 pt, from Fonts/README.md's table (sCapHeight 2048, unitsPerEm 2816).
let interCapHeight17 = 2048.0 / 2816.0 * 17

/// A configuration button with 10,16,10,16 content insets (README's "Add to cart" example).
func configurationSpec(title: String, subtitle: String? = nil, image: Size? = nil, padding: Double = 0) -> ButtonSpec {
    ButtonSpec(title: title, subtitle: subtitle, titleFont: inter17, imageSize: image,
               profile: .configuration(.init(imagePadding: padding,
                                             contentInsets: .init(top: 10, leading: 16, bottom: 10, trailing: 16))))
}

/// Whether a pixel is dark enough to be the title's ink (#1c1c1e, luma 28) rather than the button's
/// fill (#e8f0fe, luma 239), the border (luma 158) or the image placeholder (luma 175).
func isInk(_ pixel: RGBA) -> Bool { pixel.luma < 128 }

/// The rows and columns holding ink inside `area` (pixels), or nil when there is none.
func inkBox(_ image: RGBAImage, columns: Range<Int>, rows: Range<Int>) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
    var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
    for y in rows where y >= 0 && y < image.height {
        for x in columns where x >= 0 && x < image.width && isInk(image[x, y]) {
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
    }
    return minX == .max ? nil : (minX...maxX, minY...maxY)
}

/// One element of a parsed SVG document.
struct SVGNode {
    var name: String
    var attributes: [String: String]
    var text = ""
    /// The names of the elements around it, outermost first.
    var ancestors: [String]

    func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }
}

struct XMLParseError: Error, CustomStringConvertible {
    var description: String
}

/// Parses `text` with Foundation's XMLParser (expat): throws unless it is well-formed XML.
func parseXML(_ text: String) throws -> [SVGNode] {
    let parser = XMLParser(data: Data(text.utf8))
    let collector = XMLCollector()
    parser.delegate = collector
    guard parser.parse() else {
        throw XMLParseError(description: "line \(parser.lineNumber): \(parser.parserError.map { "\($0)" } ?? "?")")
    }
    return collector.elements
}

private final class XMLCollector: NSObject, XMLParserDelegate {
    var elements: [SVGNode] = []
    private var open: [Int] = []

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        elements.append(SVGNode(name: elementName, attributes: attributes,
                                   ancestors: open.map { elements[$0].name }))
        open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let current = open.last { elements[current].text += string }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName: String?) {
        open.removeLast()
    }
}

/// The numbers of an SVG path's data, as (x, y) pairs (every command here takes coordinate pairs).
func pathPoints(_ data: String) -> [(x: Double, y: Double)] {
    let numbers = data.split(whereSeparator: { "MLQCZ ".contains($0) }).compactMap { Double($0) }
    return stride(from: 0, to: numbers.count - 1, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
}
