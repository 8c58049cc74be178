import ButtonLint
import ButtonSizer
import ButtonSizerEngine
import GlyphMetrics
import Localization

/// docs/library.md's ButtonLint example ("Lint as a library"), compiled here; `LintLibraryExampleTests` checks
/// that the page shows exactly the lines between the markers, and what they print.
func lintLibraryExample(catalog: String) throws -> [String] {
    // EXAMPLE BEGIN
    let button = LintButton(keys: ["checkout.*"], layout: LayoutRequest(
        spec: ButtonSpec(title: "", titleFont: FontSpec(name: "Inter", size: 17, weight: 600),
                         lineBreakMode: .truncatingTail, maxLines: 1),
        proposal: .bounds(Size(width: 160, height: 44))))
    let config = LintConfig(buttons: [button], placeholders: ["%@": "Christopher"])
    let linter = Linter(config: config, measurer: try TextMeasurer(library: FontLibrary(scope: .hermetic)))
    let run = linter.run(try CatalogReader.readAll(paths: [catalog]))
    let problems = run.failing(LintGate(strict: true)).map(\.message)
    // ["checkout.pay (de): truncates: “Jetzt kostenpf…”; needs 274 pt, has 160 pt",
    //  "checkout.pay (fr): truncates: “Payer mainten…”; needs 168 pt, has 160 pt"]
    // EXAMPLE END
    return problems
}
