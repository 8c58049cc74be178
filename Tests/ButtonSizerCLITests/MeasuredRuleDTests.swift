import ButtonSizer
import ButtonSizerCLI
import Foundation
import GlyphMetrics
import Testing

/// uikit-measured-rules D5–D8, D10, D11 (iOS 26.1), replayed. The measurements are in SF: line heights come
/// from the SF-metrics test font (Tests/Fixtures/Fonts/ButtonSizerTestSFMetrics.ttf, SF's D1 vertical metrics:
/// lineHeight = 2444/2048 × size: 12 pt 14.3203125, 15 pt 17.900390625, 17 pt 20.287109375), title widths
/// through `--title-size` from the measurement itself or from SF's advances (/work/shared/data/
/// sf-ios-advances.json, `system-regular-12.0`, copied in docs/reference/sf-ios-advances.md).
@Suite struct MeasuredRuleDTests {
    static let font = String(#filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast(2)
        .joined(separator: "/") + "/Fixtures/Fonts/ButtonSizerTestSFMetrics.ttf"

    static func layout(_ arguments: [String]) throws -> [String: Any] {
        let result = CLITests.run(["layout", "--hermetic", "--json", "--font", font] + arguments)
        #expect(result.code == 0, "\(result.stderr)")
        return try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    static func size(_ report: [String: Any], _ key: String = "intrinsicSize") -> (Double, Double) {
        let size = report[key] as? [String: Any]
        return (CLITests.number(size?["width"]) ?? .nan, CLITests.number(size?["height"]) ?? .nan)
    }

    static func rect(_ report: [String: Any], _ key: String) -> [Double] {
        let rect = report[key] as? [String: Any]
        return ["x", "y", "width", "height"].map { CLITests.number(rect?[$0]) ?? .nan }
    }

    static func same(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-6 }
    }

    // MARK: D5: the legacy minimum width 30, also with tiny titles

    /// SF 12 pt advance sums (the data has single characters, so no kerning; the measured 40 for "abcdef"
    /// agrees with its sum): "I" 3.2109375,
    /// "." 3.5625, "ab" 13.9921875, "abcd" 28.078125, "abcdef" 39.275390625. Height: the 12 pt line box
    /// ceil(14.3203125) = 15 (B4) + 6 above and below = 27. Width: the title ceiled to whole points (B2),
    /// at least 30: 30 for all but "abcdef", ceil(39.275) = 40.
    static let tinyTitles: [(width: Double, expected: Double)] = [
        (3.2109375, 30), (3.5625, 30), (13.9921875, 30), (28.078125, 30), (39.275390625, 40),
    ]
    static let scales: [Double] = [2, 3]

    @Test(arguments: tinyTitles, scales)
    func d5TinyTitlesGetTheMinimumWidth(title: (width: Double, expected: Double), scale: Double) throws {
        let report = try Self.layout(["--profile", "classic", "--size", "12", "--title", "t",
                                      "--title-size", "\(title.width)x14.3203125", "--scale", formatPoints(scale)])
        let (width, height) = Self.size(report)
        #expect(width == title.expected)
        #expect(height == 27)
    }

    /// No title (and an empty one): 30 × (15 + 12) at 12 pt; 17 pt: 30 × (ceil(20.287) = 21 + 12) = 30 × 33.
    static let emptyCases: [(Double, Double)] = [(12, 27), (17, 33)]

    @Test(arguments: emptyCases)
    func d5NoTitleIsThirtyWide(size: Double, height: Double) throws {
        let report = try Self.layout(["--profile", "classic", "--size", formatPoints(size), "--title", "", "--scale", "3"])
        #expect(Self.size(report) == (30, height))
    }

    // MARK: D6, D7: configuration centring and contentInsets (iPhone 16 @3x)

    /// "Configure": title 75 × 20.333 (D7; 17 pt, 20.287 on the @3x grid). In 160 × 44 the content box is
    /// 136 × 30: x = 12 + (136 − 75) / 2 = 42.5, y = 7 + (30 − 20.333) / 2 = 11.833, both a half pixel off the
    /// @3x grid: rounded down, (42.333, 11.667). In 260 × 60: x = 12 + (236 − 75) / 2 = 92.5 → 92.333.
    static let centringCases: [(String, Double, Double)] = [("160x44", 127.0 / 3, 35.0 / 3), ("260x60", 277.0 / 3, 59.0 / 3)]

    @Test(arguments: centringCases)
    func d6CentringRoundsAHalfPixelTieDown(bounds: String, x: Double, y: Double) throws {
        let report = try Self.layout(["--title", "Configure", "--title-size", "75x20.287109375", "--bounds", bounds,
                                      "--scale", "3"])
        #expect(Self.same(Array(Self.rect(report, "titleRect").prefix(2)), [x, y]))
    }

    /// contentInsets used exactly: 12/12/12/12 → 99 × 44.333 (12 + 20.333 + 12), title at (12, 12); top 3,
    /// leading 20, bottom 7, trailing 4 → 99 × 30.333, title at (20, 3); buttonSize large (15/20/15/20) →
    /// 115 × 50.333.
    static let insetCases: [([String], Double, Double, Double, Double)] = [
        (["--insets", "12,12,12,12"], 99, 133.0 / 3, 12, 12),
        (["--insets", "3,20,7,4"], 99, 91.0 / 3, 20, 3),
        (["--button-size", "large"], 115, 151.0 / 3, 20, 15),
    ]

    @Test(arguments: insetCases)
    func d7ContentInsetsAreUsedExactly(options: [String], width: Double, height: Double, x: Double, y: Double) throws {
        let report = try Self.layout(["--title", "Configure", "--title-size", "75x20.287109375", "--scale", "3"] + options)
        let size = Self.size(report)
        #expect(Self.same([size.0, size.1], [width, height]))
        #expect(Self.same(Array(Self.rect(report, "titleRect").prefix(2)), [x, y]))
    }

    /// mini and small: insets 5/10/5/10 and a 15 pt title (subheadline): 87.333 × 28 for "Configure", whose
    /// 15 pt width is 67.333 on the @3x grid (87.333 − 20) and height ceil₃(17.900) = 18 (28 − 10).
    @Test(arguments: ["small", "mini"])
    func d7SmallSizesUseAFifteenPointTitle(buttonSize: String) throws {
        let measured = try Self.layout(["--title", "Configure", "--button-size", buttonSize, "--scale", "3"])
        let font = try #require(measured["titleFont"] as? [String: Any])
        #expect(CLITests.number(font["pointSize"]) == 15)
        #expect(Self.size(measured).1 == 28)
        let replayed = try Self.layout(["--title", "Configure", "--title-size", "67.333333333333333x17.900390625",
                                        "--button-size", buttonSize, "--scale", "3"])
        #expect(Self.same([Self.size(replayed).0, Self.size(replayed).1], [262.0 / 3, 28]))
    }

    // MARK: D8: the activity indicator takes the image's slot

    /// A square of the title's line height, 20.287 → 20.333 at @3x, where the image goes, imagePadding
    /// between: "Configure" (75) → 12 + 20.333 + 0 + 75 + 12 = 119.333 wide; with padding 4, 123.333 and
    /// the title at 12 + 20.333 + 4 = 36.333; 7 + 20.333 + 7 = 34.333 tall.
    static let spinnerCases: [(Double, Double, Double)] = [(0, 358.0 / 3, 97.0 / 3), (4, 370.0 / 3, 109.0 / 3)]

    @Test(arguments: spinnerCases)
    func d8TheSpinnerTakesTheImageSlot(padding: Double, width: Double, titleX: Double) throws {
        let report = try Self.layout(["--title", "Configure", "--title-size", "75x20.287109375", "--activity-indicator",
                                      "--padding", formatPoints(padding), "--scale", "3"])
        let size = Self.size(report)
        #expect(Self.same([size.0, size.1], [width, 103.0 / 3]))
        #expect(Self.same(Self.rect(report, "imageRect"), [12, 7, 61.0 / 3, 61.0 / 3]))
        #expect(abs(Self.rect(report, "titleRect")[0] - titleX) < 1e-6)
    }

    @Test func d8OnlyAConfigurationHasAnActivityIndicator() {
        let result = CLITests.run(["layout", "--hermetic", "--profile", "classic", "--title", "Go", "--activity-indicator"])
        #expect(result.code == 64)
        #expect(result.stderr.contains("--activity-indicator is UIButton.Configuration's showsActivityIndicator"))
    }

    @Test func d8WorksInABatchLine() throws {
        let root = try LintGateTests.directory(["in.jsonl": #"{"id": 1, "command": "layout", "title": "Go", "font": "Inter", "activity-indicator": true}"# + "\n"])
        let result = CLITests.run(["batch", "--hermetic", "--input", root + "/in.jsonl"])
        let line = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let report = try #require(line["result"] as? [String: Any])
        // Inter 17 pt: 3408 × 17 / 2816 = 20.574 → 21 on the @2x grid, a square.
        #expect(Self.rect(report, "imageRect").suffix(2) == [21, 21])
    }

    // MARK: D10: titleLineBreakMode → lines

    /// Word or character wrapping: any number of lines (numberOfLines 0); a truncating mode: one line. In a
    /// 100 pt button a 24-character title wraps or truncates; its unbounded intrinsic width is the same in
    /// every mode.
    @Test func d10TheLineBreakModeSetsTheLineCount() throws {
        var widths: Set<Double> = []
        for mode in LineBreakMode.allCases {
            let report = try Self.layout(["--title", "Continue to the checkout", "--line-break", mode.rawValue,
                                          "--bounds", "100x60"])
            let lines = (report["lines"] as? [Any])?.count ?? 0
            if mode.isWrapping { #expect(lines > 1, "\(mode)") } else { #expect(lines == 1, "\(mode)") }
            widths.insert(Self.size(report).0)
        }
        #expect(widths.count == 1)
    }

    // MARK: D11: state titles fall back to the normal one, and states change no geometry

    @Test func d11AStateWithoutItsTitleShowsTheNormalOne() throws {
        let sizer = ButtonSizer(measurer: try TextMeasurer(library: FontLibrary(scope: .hermetic)))
        let spec = ButtonSpec(title: "Add to cart", stateTitles: [.selected: "Added"])
        let normal = try sizer.answer(spec).layout
        for state in [ButtonState.highlighted, .disabled] {
            let layout = try sizer.answer(spec, state: state).layout
            #expect(layout.title?.displayedText == "Add to cart")
            #expect(layout == normal, "\(state)")
        }
        #expect(try sizer.answer(spec, state: .selected).layout.title?.displayedText == "Added")
    }
}
