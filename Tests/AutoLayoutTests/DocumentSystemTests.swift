import AutoLayout
import ButtonSizer
import ButtonSizerTesting
import InterfaceBuilder
import Testing

/// `DocumentSystem.setTexts`: new texts re-solved incrementally give the frames a fresh solve gives. Text is
/// measured by FakeMeasurer (every grapheme 10 pt wide, line height 20), as in HandBuiltTests, whose documents
/// these are.
@Suite struct DocumentSystemTests {
    static let layout = DocumentLayout(measurer: FakeMeasurer())

    static func frames(_ solved: SolvedDocument) -> [String: IBRect] {
        Dictionary(uniqueKeysWithValues: solved.views.map { ($0.objectID, $0.frame) })
    }

    /// The "pushed along" document: the button is as wide as its title and its neighbour starts 12 pt after
    /// it. "Speichern" (9 × 10 = 90) → the label at 102; re-titled "Guardar cambios" (15 graphemes, 150) → the
    /// label at 162; "Sichern" (70) → at 82.
    @Test(arguments: [("Guardar cambios", 150.0), ("Sichern", 70.0)])
    func newTitlePushesTheNeighbourAlong(title: String, width: Double) throws {
        let document = try HandBuiltTests.document(HandBuiltTests.button("btn-00-001", "Speichern")
                                                   + HandBuiltTests.label("nxt-00-001", "OK"), """
            <constraint firstItem="btn-00-001" firstAttribute="leading" secondItem="safe-00-001" secondAttribute="leading" id="c21-00-001"/>
            <constraint firstItem="btn-00-001" firstAttribute="top" secondItem="safe-00-001" secondAttribute="top" id="c22-00-001"/>
            <constraint firstItem="nxt-00-001" firstAttribute="leading" secondItem="btn-00-001" secondAttribute="trailing" constant="12" id="c23-00-001"/>
            <constraint firstItem="safe-00-001" firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="nxt-00-001" secondAttribute="trailing" id="c24-00-001"/>
            <constraint firstItem="nxt-00-001" firstAttribute="centerY" secondItem="btn-00-001" secondAttribute="centerY" id="c25-00-001"/>
            """)
        var system = try DocumentSystem(layout: Self.layout, document: document)
        #expect(Self.frames(system.solved)["nxt-00-001"]?.x == 102)
        let frames = Self.frames(system.setTexts(["btn-00-001": title]))
        #expect(frames["btn-00-001"]?.width == width)
        #expect(frames["nxt-00-001"]?.x == width + 12)
        #expect(system.solved.unsatisfiable.isEmpty)
    }

    /// A wrapping label 100 wide (pinned 20 and 255 from the 375-pt root's sides): "aaaa bbbb cccc" wraps onto
    /// two lines (40 tall, HandBuiltTests); re-texted "aaaa bbbb cccc dddd eeee" wraps greedily at 100 into
    /// "aaaa bbbb", "cccc dddd", "eeee": three lines, 60 tall; "aaaa" fits on one: 20.
    @Test(arguments: [("aaaa bbbb cccc dddd eeee", 60.0), ("aaaa", 20.0)])
    func wrappingLabelIsMeasuredAgainAtItsWidth(text: String, height: Double) throws {
        let label = HandBuiltTests.label("lbW-00-001", "aaaa bbbb cccc")
            .replacingOccurrences(of: "lineBreakMode=\"tailTruncation\"", with: "lineBreakMode=\"wordWrap\" numberOfLines=\"0\"")
        let document = try HandBuiltTests.document(label, """
            <constraint firstItem="lbW-00-001" firstAttribute="leading" secondItem="root-00-001" secondAttribute="leading" constant="20" id="c51-00-001"/>
            <constraint firstAttribute="trailing" secondItem="lbW-00-001" secondAttribute="trailing" constant="255" id="c52-00-001"/>
            <constraint firstItem="lbW-00-001" firstAttribute="top" secondItem="root-00-001" secondAttribute="top" constant="100" id="c53-00-001"/>
            """)
        var system = try DocumentSystem(layout: Self.layout, document: document)
        #expect(Self.frames(system.solved)["lbW-00-001"] == IBRect(x: 20, y: 100, width: 100, height: 40))
        #expect(Self.frames(system.setTexts(["lbW-00-001": text]))["lbW-00-001"] == IBRect(x: 20, y: 100, width: 100, height: height))
    }
}
