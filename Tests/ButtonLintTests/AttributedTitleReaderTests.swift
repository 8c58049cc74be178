import ButtonLint
import Foundation
import JSONText
import Testing

/// Lint's reading of Interface Builder buttons on Tests/Fixtures/IB/attributed (hand-written in IB's format, see
/// docs/reference/interface-builder.md): attributed titles read as `title-runs`, one run per
/// `<fragment>`. Expected values are read from the fixture's text here with regular expressions.
@Suite struct AttributedTitleReaderTests {
    static let path = InterfaceBuilderReaderTests.root + "/attributed/Base.lproj/Offers.storyboard"

    static func button(_ id: String) throws -> InterfaceBuilderButton {
        return try #require(try InterfaceBuilderReaderTests.buttons(path).first { $0.objectID == id })
    }

    static func runs(_ id: String) throws -> [[(String, JSON)]] {
        let field = try #require(try button(id).fields.first { $0.name == "title-runs" })
        guard case .array(let runs) = field.value.json else { return [] }
        return runs.map { run in
            guard case .object(let fields) = run else { return [] }
            return fields
        }
    }

    static func value(_ run: [(String, JSON)], _ name: String) -> JSON? { run.first { $0.0 == name }?.1 }

    /// The fixture's attribute `attribute` of the first tag matching `tag` inside the fragment `content`.
    static func attribute(_ attribute: String, tag: String, fragment content: String) throws -> String? {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let start = try #require(text.range(of: #"<fragment content="\#(content)">"#))
        let end = try #require(text[start.upperBound...].range(of: "</fragment>"))
        return InterfaceBuilderReaderTests.capture(#"<\#(tag)[^>]* \#(attribute)="([^"]+)""#,
                                                   in: String(text[start.upperBound..<end.lowerBound]))
    }

    /// A classic button's two fragments: "Buy " in the system font (`.SFNSText-Semibold`, so semibold) and
    /// "now" in `NotoSans-Bold` (the family "Noto Sans", bold) with the fixture's NSKern and NSBaselineOffset.
    @Test func aClassicButtonsFragmentsAreRuns() throws {
        let runs = try Self.runs("buy-no-w01")
        #expect(runs.count == 2)
        #expect(Self.value(runs[0], "text") == .string("Buy "))
        #expect(Self.value(runs[0], "font") == .string("system"))
        #expect(Self.value(runs[0], "weight") == .string("semibold"))
        let size = try Self.attribute("size", tag: "font", fragment: "now").flatMap(Double.init)
        #expect(Self.value(runs[1], "size") == size.map(JSON.number))
        #expect(Self.value(runs[1], "font") == .string("Noto Sans"))
        #expect(Self.value(runs[1], "weight") == .string("bold"))
        let kern = try Self.attribute("value", tag: #"real key="NSKern""#, fragment: "now").flatMap(Double.init)
        #expect(Self.value(runs[1], "letter-spacing") == kern.map(JSON.number))
        let offset = try Self.attribute("value", tag: #"real key="NSBaselineOffset""#, fragment: "now").flatMap(Double.init)
        #expect(Self.value(runs[1], "baseline-offset") == offset.map(JSON.number))
    }

    /// A configuration's attributed title: a metaFont is the system font; NSKern 0 turns kerning off
    /// (CoreText's kern 0, uikit-semantics §1) rather than adding nothing.
    @Test func aConfigurationsFragmentsAreRuns() throws {
        let runs = try Self.runs("sav-tw-n02")
        #expect(runs.map { Self.value($0, "text") } == [.string("Save "), .string("20%")])
        #expect(Self.value(runs[0], "font") == .string("system"))
        #expect(Self.value(runs[1], "no-kerning") == .bool(true))
        #expect(Self.value(runs[1], "letter-spacing") == nil)
    }

    /// The runs' text is the title, and no note says the runs were ignored.
    @Test func theRunsSpellTheTitle() throws {
        let button = try Self.button("buy-no-w01")
        #expect(button.title == "Buy now")
        #expect(!button.notes.contains { $0.contains("attributed title") })
        #expect(button.sources["title-runs"] == "attributedTitle")
    }

    /// A fragment with a line break (runs are measured on one line) is not read as runs: the title is
    /// measured plain, and a note says so.
    @Test func aLineBreakLeavesTheTitlePlain() throws {
        let button = try Self.button("two-li-n03")
        #expect(button.title == "Two\nlines")
        #expect(!button.fields.contains { $0.name == "title-runs" })
        #expect(button.notes.contains { $0.contains("no runs read") })
    }
}
