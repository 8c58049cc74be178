@testable import Localization
import Testing

/// The XML subset `XMLReader` accepts, and the well-formedness errors it reports with their lines.
@Suite struct XMLReaderTests {
    static func parse(_ xml: String) throws(CatalogError) -> XMLReader.Element {
        try XMLReader.parse(Array(xml.utf8), source: "t.xml")
    }

    @Test func everythingResourceFilesUse() throws {
        let xml = "<?xml version='1.0' encoding=\"utf-8\" standalone=\"yes\"?>\r\n"
            + "<?xml-stylesheet href=\"s.css\"?>\n"
            + "<!-- a comment -->\n"
            + "<resources xmlns:xliff=\"urn:x\" xmlns:tools='urn:t'>\r\n"
            + "  <string name=\"a\" tools:ignore='Typos'>A &lt;&gt;&amp;&apos;&quot; &#10;&#x2026;&#233;</string>\r"
            + "  <string name = 'b' >x<xliff:g id=\"n\">%1$s</xliff:g><![CDATA[<b>&amp;]]><!-- c --><?pi x?>y</string >\n"
            + "  <empty attr=\"tab\there\nnewline &#9;kept\"/>\n"
            + "</resources>\n"
        let root = try Self.parse(xml)
        #expect(root.name == "resources")
        #expect(root.line == 4)
        #expect(root.attributes.map(\.name) == ["xmlns:xliff", "xmlns:tools"])
        let elements = root.elements
        #expect(elements.map(\.name) == ["string", "string", "empty"])
        #expect(elements.map(\.line) == [5, 6, 8])  // the third start tag ends on line 8
        #expect(elements[0][attribute: "tools:ignore"] == "Typos")
        #expect(elements[0].text == "A <>&'\" \n…é")
        #expect(elements[1][attribute: "name"] == "b")
        #expect(elements[1].elements.map(\.name) == ["xliff:g"])
        #expect(elements[1].text == "x%1$s<b>&amp;y")
        // Literal tabs and newlines in attribute values become spaces; character references stay.
        #expect(elements[2][attribute: "attr"] == "tab here newline \tkept")
        #expect(elements[2].children.isEmpty)
        // Line ends are normalized: \r\n and \r become \n in text.
        #expect(root.children.first.map { if case .text(let text) = $0 { text } else { "" } } == "\n  ")
    }

    @Test(arguments: [
        ("<a>\n<b></a>", 2, "closing tag does not match the opening tag"),
        ("<a>\n<b>", 2, "unexpected end of document"),
        ("<a x=\"1", 1, "unexpected end of document"),
        ("</a>", 1, "closing tag </a> without an opening tag"),
        ("<a>&nbsp;</a>", 1, "undeclared entity &nbsp;"),
        ("<a>&amp</a>", 1, "entity reference &amp without ';'"),
        ("<a>\n\nTom & Jerry</a>", 3, "unescaped '&' (write &amp; for a literal '&')"),
        ("<a>&#0;</a>", 1, "invalid character reference"),
        ("<a>&#xD800;</a>", 1, "invalid character reference"),
        ("<a>&#x110000;</a>", 1, "invalid character reference"),
        ("<a>&#99999999999999999999;</a>", 1, "invalid character reference"),
        ("<a>&#x;</a>", 1, "invalid character reference"),
        ("<a>&#65</a>", 1, "invalid character reference"),
        ("<a x=\"<\"/>", 1, "'<' in attribute value"),
        ("<a x=\"1\"\n x='2'/>", 2, "attribute x given twice"),
        ("<a x=\"1\"y=\"2\"/>", 1, "expected an attribute, '>' or '/>' in <a>"),
        ("<a x=1/>", 1, "attribute x without a quoted value"),
        ("<a x/>", 1, "expected '=' after attribute name x"),
        ("<a>< b</a>", 1, "'<' not followed by a tag name (write &lt; for a literal '<')"),
        ("<a/>\ntext", 2, "extra content at the end of the document"),
        ("<a/><b/>", 1, "extra content at the end of the document"),
        ("<a/>&amp;", 1, "extra content at the end of the document"),
        ("text<a/>", 1, "text before the root element"),
        ("<a>]]></a>", 1, "']]>' is not allowed in text"),
        ("<a><!-- x -- y --></a>", 1, "'--' inside a comment"),
        ("<a>\n<!-- open\n\n", 2, "unterminated comment"),
        ("<a><![CDATA[x", 1, "unterminated CDATA section"),
        ("<![CDATA[x]]><a/>", 1, "CDATA section outside the root element"),
        ("<a><?pi x", 1, "unterminated processing instruction"),
        ("<a><!x></a>", 1, "unknown markup '<!'"),
        ("<a/>\n<?xml version=\"1.0\"?>", 2, "XML declaration not at the start of the document"),
        ("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>", 1, "unsupported encoding \"ISO-8859-1\" (only UTF-8 and UTF-16 are read)"),
        ("<?xml version=\"1.0\" encoding=\"UTF-16\"?><a/>", 1, "the XML declaration names encoding \"UTF-16\" but the file is UTF-8"),
        ("<?xml encoding=\"UTF-8\"?><a/>", 1, "malformed XML declaration: version is required first"),
        ("<?xml version=\"1.0\" bogus=\"1\"?><a/>", 1, "malformed XML declaration"),
        ("<!DOCTYPE a [<!ENTITY e \"x\">]><a>&e;</a>", 1, "<!DOCTYPE> with declarations ([…]) is not supported"),
        ("<a/><!DOCTYPE a>", 1, "<!DOCTYPE> is only allowed before the root element"),
        ("<!-- nothing -->", 1, "no root element"),
        ("", 1, "no root element"),
        ("<a>\n\u{01}</a>", 2, "control character U+0001 is not allowed"),
        ("<a>\u{FFFF}</a>", 1, "character U+FFFF is not allowed"),
    ])
    func wellFormednessErrors(xml: String, line: Int, message: String) {
        #expect(throws: CatalogError(file: "t.xml", line: line, message: "invalid XML: " + message)) {
            try Self.parse(xml)
        }
    }

    @Test func anElementsLineIsWhereItsStartTagEnds() throws {
        let root = try Self.parse("<a>\n<b\n  x=\"1\">text</b><c\n/></a>")
        #expect(root.elements.map(\.line) == [3, 4])
    }

    @Test func externalDoctypeIsSkipped() throws {
        let root = try Self.parse("<!DOCTYPE a SYSTEM \"a]>.dtd\">\n<a>x</a>")
        #expect(root.name == "a")
        #expect(root.line == 2)
        #expect(root.text == "x")
    }

    @Test func invalidUTF8IsAnErrorWithItsLine() {
        #expect(throws: CatalogError(file: "t.xml", line: 2, message: "invalid UTF-8")) {
            try XMLReader.parse(Array("<a>\n".utf8) + [0xC3, 0x28] + Array("</a>".utf8), source: "t.xml")
        }
    }

    @Test func utf16BigEndianWithByteOrderMark() throws {
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<a>Grüße 😀</a>"
        let bytes: [UInt8] = [0xFE, 0xFF] + xml.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let root = try XMLReader.parse(bytes, source: "t.xml")
        #expect(root.text == "Grüße 😀")
        #expect(root.line == 2)
    }

    @Test func nestingIsLimited() throws {
        let depth = XMLReader.maximumDepth
        func nested(_ levels: Int) -> String {
            String(repeating: "<b>", count: levels) + "x" + String(repeating: "</b>", count: levels)
        }
        #expect(try Self.parse(nested(depth)).text == "x")
        #expect(throws: CatalogError(file: "t.xml", line: 1, message: "invalid XML: elements nested deeper than 256 levels")) {
            try Self.parse(nested(depth + 1))
        }
    }

    /// Inputs that a quadratic reader would take minutes over.
    @Test func largeInputsStayLinear() throws {
        let count = 100_000
        let attributes = (0..<count).map { " a\($0)=\"\($0)\"" }.joined()
        #expect(try Self.parse("<a" + attributes + "/>").attributes.count == count)
        #expect(try Self.parse("<a>" + String(repeating: "&amp;", count: count) + "</a>").text.count == count)
        #expect(try Self.parse("<a>" + String(repeating: "<b/>x", count: count) + "</a>").children.count == 2 * count)
        #expect(try Self.parse("<a>" + String(repeating: "<!---->", count: count) + "</a>").children.isEmpty)
    }
}
