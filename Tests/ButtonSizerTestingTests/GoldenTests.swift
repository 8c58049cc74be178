import ButtonSizer
import ButtonSizerTesting
import Foundation
import JSONText
import Testing

/// Layout goldens: record, pass unchanged, fail with a diff after a change, tolerance. A measurer with
/// round numbers makes every value visible: each grapheme `advance` wide, line height 20, ascender `ascender`.
@Suite struct GoldenTests {
    struct RoundMeasurer: TextMeasuring {
        var advance = 10.0
        var ascender = 16.0

        func measure(_ request: TextRequest) throws -> MeasuredText {
            let line = MeasuredLine(text: request.text, width: Double(request.text.count) * advance)
            return MeasuredText(lines: [line], ascender: ascender, descender: ascender - 20, leading: 0, isTruncated: false)
        }
    }

    /// A `#filePath` stand-in inside a fresh temporary folder, so goldens land in its `__Goldens__`.
    static func scratchTestFile() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("goldens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("MyButtonTests.swift").path
    }

    static func save(_ title: String = "Save") -> ButtonSpec {
        ButtonSpec.configuration(.filled(), title: title, fontFamily: "Round")
    }

    static func check(_ spec: ButtonSpec, _ file: String, measurer: RoundMeasurer = RoundMeasurer(),
                      tolerance: LayoutTolerance = .pixelGrid) throws -> LayoutGolden.Outcome {
        try LayoutGolden.check(spec, named: "save", sizer: ButtonSizer(measurer: measurer), tolerance: tolerance,
                               testFile: file)
    }

    @Test func firstRunRecordsTheGoldenNextToTheTest() throws {
        let file = try Self.scratchTestFile()
        let outcome = try Self.check(Self.save(), file)
        let path = (file as NSString).deletingLastPathComponent + "/__Goldens__/save.json"
        #expect(outcome == .recorded(path: path))
        let golden = try JSONReader.parse(Array(try Data(contentsOf: URL(fileURLWithPath: path))), source: path)
        // 12 + 40 + 12 = 64 wide, 7 + 20 + 7 = 34 tall (medium insets); the trace is left out
        #expect(golden["intrinsicSize"]?.compactText == #"{"width":64,"height":34}"#)
        #expect(golden["displayedTitle"]?.string == "Save")
        #expect(golden["trace"] == nil)
    }

    @Test func unchangedLayoutMatches() throws {
        let file = try Self.scratchTestFile()
        _ = try Self.check(Self.save(), file)
        #expect(try Self.check(Self.save(), file) == .matched)
    }

    @Test func aTitleChangeFailsWithTheFieldsThatMoved() throws {
        let file = try Self.scratchTestFile()
        _ = try Self.check(Self.save(), file)
        guard case .differs(let differences) = try Self.check(Self.save("Save all"), file) else {
            Issue.record("expected differences")
            return
        }
        // "Save all" is 80 wide: button 12 + 80 + 12 = 104; the title frame 80 at x 12
        let text = differences.map(\.description)
        #expect(text.contains("intrinsicSize.width: 64 → 104"))
        #expect(text.contains("titleRect.width: 40 → 80"))
        #expect(text.contains(#"displayedTitle: "Save" → "Save all""#))
        #expect(text.contains(#"lines[0].text: "Save" → "Save all""#))
    }

    @Test func recordingReplacesTheGolden() throws {
        let file = try Self.scratchTestFile()
        _ = try Self.check(Self.save(), file)
        let sizer = ButtonSizer(measurer: RoundMeasurer())
        #expect(try LayoutGolden.check(Self.save("Save all"), named: "save", sizer: sizer, record: true,
                                       testFile: file) != .matched)
        #expect(try Self.check(Self.save("Save all"), file) == .matched)
    }

    @Test func pixelGridToleranceIgnoresMovesInsideAPixel() throws {
        // ascender 16.1 → 16.2 moves the unrounded baseline 7 + 16.1 = 23.1 to 23.2: both in the pixel
        // ending at 23.5 @2x (and Auto Layout's anchor, the ascender to the nearest pixel, stays 7 + 16 = 23),
        // so it matches on the pixel grid and differs exactly
        let file = try Self.scratchTestFile()
        _ = try Self.check(Self.save(), file, measurer: RoundMeasurer(ascender: 16.1))
        #expect(try Self.check(Self.save(), file, measurer: RoundMeasurer(ascender: 16.2)) == .matched)
        let exact = try Self.check(Self.save(), file, measurer: RoundMeasurer(ascender: 16.2), tolerance: .exact)
        #expect(exact == .differs([JSONDifference(path: "baselines.first", expected: "23.1", actual: "23.2"),
                                   JSONDifference(path: "baselines.last", expected: "23.1", actual: "23.2")]))
    }

    @Test func pixelGridToleranceCatchesAMoveAcrossAPixel() throws {
        // advance 10 → 10.2: "Save" 40 → 40.8, ceil @2x 41: the frame and the button grow
        let file = try Self.scratchTestFile()
        _ = try Self.check(Self.save(), file)
        let outcome = try Self.check(Self.save(), file, measurer: RoundMeasurer(advance: 10.2))
        guard case .differs(let differences) = outcome else { Issue.record("expected differences"); return }
        #expect(differences.map(\.description).contains("titleRect.width: 40 → 41"))
        // a point of tolerance accepts it
        #expect(try Self.check(Self.save(), file, measurer: RoundMeasurer(advance: 10.2), tolerance: .points(1))
                == .matched)
    }

    @Test func expectLayoutRecordsAnIssueWithTheDiff() throws {
        let file = try Self.scratchTestFile()
        let sizer = ButtonSizer(measurer: RoundMeasurer())
        try expectLayout(of: Self.save(), matches: "save", sizer: sizer, filePath: file)
        try withKnownIssue {
            try expectLayout(of: Self.save("Save all"), matches: "save", sizer: sizer, filePath: file)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("titleRect.width: 40 → 80") }
        }
    }

    /// A golden committed in `Tests/ButtonSizerTestingTests/__Goldens__`, laid out with the bundled fonts.
    @Test func committedGoldenMatchesWithTheBundledFonts() throws {
        let outcome = try expectLayout(of: ButtonSpec.configuration(.filled(), size: .large, title: "Add to cart"),
                                       matches: "add-to-cart")
        #expect(outcome == .matched)
    }
}

/// docs/library.md's and the "Pin your buttons with goldens" article's example, with its committed golden.
@Test func addToCartButton() throws {
    let spec = ButtonSpec.configuration(.filled(), size: .large, title: "Add to cart")
    try expectLayout(of: spec, matches: "add-to-cart")
}

/// The failure message docs/library.md and the goldens article show, for the committed golden. In the default
/// system font (SF's measured 17 pt advances, Fonts/sf-metrics.tsv): "Add to cart" 10230 units × 17 / 2048 =
/// 84.92 pt and "Add to shopping bag" 19162 units = 159.06 pt before kerning (under 0.1 pt), 85 and 159 @2x;
/// the button 20 + 85 + 20 = 125 and 20 + 159 + 20 = 199.
@Test func documentedFailureMessage() throws {
    let sizer = try ButtonSizer()
    let spec = ButtonSpec.configuration(.filled(), size: .large, title: "Add to shopping bag")
    let file = URL(fileURLWithPath: #filePath).path
    guard case .differs(let differences) = try LayoutGolden.check(spec, named: "add-to-cart", sizer: sizer,
                                                                    testFile: file) else {
        Issue.record("expected differences")
        return
    }
    let message = LayoutGolden.message(differences, name: "add-to-cart", tolerance: .pixelGrid)
    #expect(message == """
        Layout "add-to-cart" differs from its golden (__Goldens__/add-to-cart.json, tolerance pixelGrid):
          intrinsicSize.width: 125 → 199
          size.width: 125 → 199
          titleRect.width: 85 → 159
          displayedTitle: "Add to cart" → "Add to shopping bag"
          lines[0].text: "Add to cart" → "Add to shopping bag"
          lines[0].width: 84.84461975097656 → 158.98719787597656
        Run with BUTTONSIZER_RECORD=1 to record the new layout if the change is intended.
        """)
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let page = try String(contentsOf: root.appendingPathComponent("docs/library.md"), encoding: .utf8)
    #expect(page.contains("```\n" + message + "\n```"), "docs/library.md must show the message as it is")
}
