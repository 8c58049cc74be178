import ButtonLint
import Foundation
import ButtonSizer
import ButtonSizerEngine
import GlyphMetrics
import Localization

/// Real fonts (the bundled Inter through a private fontconfig set-up) and a plain configuration button:
/// Inter Regular 17 pt, no insets, one line cut at its tail. Widths in comments are hb-shape 6.0.0 sums
/// (`hb-shape --output-format=json Fonts/Inter-Regular.otf TEXT`, advances added) × 17 / 2816.
enum Fixture {
    static let measurer: TextMeasurer = try! TextMeasurer(library: FontLibrary(scope: .hermetic))
    static let font = FontSpec(name: BundledFonts.path("Inter-Regular.otf"), size: 17)

    static func spec(lines: Int = 1, mode: LineBreakMode = .truncatingTail) -> ButtonSpec {
        ButtonSpec(title: "", titleFont: font, profile: .configuration(.init(contentInsets: .zero)), lineBreakMode: mode,
                   maxLines: lines)
    }

    static func button(_ keys: [String], _ sizing: LayoutProposal, spec: ButtonSpec = spec(),
                       placeholders: [String: String] = [:]) -> LintButton {
        LintButton(keys: keys, layout: LayoutRequest(spec: spec, proposal: sizing), placeholders: placeholders)
    }

    static func linter(_ buttons: [LintButton], placeholders: [String: String] = [:],
                       byKey: [(pattern: String, values: [String: String])] = []) -> Linter<TextMeasurer> {
        Linter(config: LintConfig(buttons: buttons, placeholders: placeholders, placeholdersByKey: byKey), measurer: measurer)
    }

    /// A xib (Xcode 13, Auto Layout) whose one top-level view, `width` × `height` points, holds `subviews`.
    static func xib(width: Double, height: Double, subviews: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="20037" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="roo-tv-iew">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <subviews>\(subviews)</subviews>
                </view>
            </objects>
        </document>
        """
    }

    /// A file with `text` in a fresh temporary directory, at `relative` (e.g. `values-de/strings.xml`).
    static func file(_ relative: String, _ text: String) throws -> String {
        let path = NSTemporaryDirectory() + "buttonlint-\(UUID().uuidString)/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func finding(_ run: LintRun, _ key: String, _ locale: String, variant: String? = nil) -> LintFinding? {
        run.findings.first { $0.string.key == key && $0.string.locale == locale && $0.string.variant == variant }
    }
}
