import ButtonLint
import ButtonSizer
import GlyphMetrics
import Localization

/// The README's ButtonLint example, compiled here; `ReadmeExampleTests` checks that the README shows
/// exactly the lines between the markers, and what they print.
func readmeLintExample(catalog: String) throws -> [String] {
    // README BEGIN
    let button = LintButton(keys: ["checkout.*"], layout: LintButtonLayout(
        spec: ButtonSpec(title: "", titleFont: FontSpec(name: "Inter", size: 17, weight: 600),
                         lineBreakMode: .truncatingTail, maxLines: 1),
        sizing: .bounds(Size(width: 160, height: 44))))
    let config = LintConfig(buttons: [button], placeholders: ["%@": "Christopher"])
    let linter = Linter(config: config, measurer: try TextMeasurer(library: FontLibrary(scope: .hermetic)))
    let run = linter.run(try CatalogReader.readAll(paths: [catalog]))
    let problems = run.failing(LintGate(strict: true)).map(\.message)
    // ["checkout.pay (de): truncates: “Jetzt kostenpf…”; needs 274 pt, has 160 pt",
    //  "checkout.pay (fr): truncates: “Payer mainten…”; needs 168 pt, has 160 pt"]
    // README END
    return problems
}
