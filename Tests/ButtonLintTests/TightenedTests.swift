import ButtonLint
import ButtonSizer
import ButtonSizerEngine
import Localization
import Testing

/// A title UIKit draws whole by tightening its letter spacing (uikit-measured-rules A11) fits: lint says
/// `fits (tightened)`, not `truncates`. The measurer stands in for a font with a tight `trak` track: it
/// reports every title as 100 pt wide, drawn whole and tightened when the room is narrower.
@Suite struct TightenedTests {
    struct TighteningMeasurer: TextMeasuring {
        func measure(_ request: TextRequest) throws -> MeasuredText {
            let tightened = (request.maxWidth ?? .infinity) < 100
            let width = tightened ? request.maxWidth ?? 100 : 100
            return MeasuredText(lines: [MeasuredLine(text: request.text, width: width)], ascender: 16, descender: -4,
                                leading: 0, isTruncated: false, isTightened: tightened)
        }
    }

    @Test func aTightenedTitleFitsAndIsMarked() {
        let spec = ButtonSpec(title: "", titleFont: Fixture.font, profile: .configuration(.init(contentInsets: .zero)),
                              lineBreakMode: .truncatingTail, maxLines: 1)
        let config = LintConfig(buttons: [LintButton(keys: ["*"], layout: LayoutRequest(spec: spec, proposal: .bounds(Size(width: 90, height: 44))))])
        let linter = Linter(config: config, measurer: TighteningMeasurer())
        let run = linter.run([LocalizedString(key: "go", locale: "en", value: "Continue", source: "x")])
        let finding = run.findings[0]
        #expect(finding.status == .fits)
        #expect(finding.isTightened)
        #expect(LintFormat.table.write(run, gate: LintGate()).contains("fits (tightened)"))
    }
}
