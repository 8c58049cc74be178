import ButtonPreview
import ButtonSizer
import ButtonPreview
import GlyphMetrics
import Testing

/// The library examples of the README, docs/ and the DocC articles, as written there (DocumentationBlockTests
/// checks that every Swift block of the README, docs/, the articles and the doc comments appears in a test
/// file), with their commented results checked.
@Suite struct ReadmeExampleTests {
    @Test func filledLargeButton() throws {
        let sizer = try ButtonSizer()
        let spec = ButtonSpec.configuration(.filled(), size: .large, title: "Add to cart", image: Size(width: 20, height: 20))
        let size = try sizer.intrinsicContentSize(spec)                   // 145×50.5 pt at @2x
        let frames = try sizer.layout(spec, in: size)                     // layoutSubviews
        print(frames.titleRect!, frames.cornerRadius!, frames.isTruncated) // (40, 15, 85, 20.5) 17 false
        let fitted = try sizer.sizeThatFits(spec, proposed: Size(width: 100, height: .infinity))
        let report = try sizer.report(spec)                               // everything `layout --json` prints; Codable

        // Hand sums (large: insets 15/20/15/20, imagePadding 0), in the default system font: "Add to cart" is
        // SF's measured 17 pt advances (Fonts/sf-metrics.tsv, system-regular text design, tracking 0) 10230 units
        // × 17 / 2048 = 84.92 pt, less under 0.1 pt of kerning → 85 @2x; its line 2444 × 17 / 2048 = 20.29 → 20.5
        // (uikit-measured-rules D1); 20 + 20 + 0 + 85 + 20 = 145; 15 + 20.5 + 15 = 50.5.
        #expect(size == Size(width: 145, height: 50.5))
        #expect(frames.titleRect == Rect(x: 40, y: 15, width: 85, height: 20.5))
        #expect(frames.cornerRadius == 17)           // min(50.5 / 2, 17)
        #expect(!frames.isTruncated)
        // 100 wide leaves 100 − 40 − 20 = 40 pt for the text: it wraps, word by word
        #expect(fitted.width <= 100)
        #expect(report.displayedTitle == "Add to cart")
    }

    @Test func oneLabel() throws {
        let label = try TextMeasurer().measure("Continue", font: FontSpec(name: "Inter", size: 17), width: 60)
        print(label.width, label.size(scale: 3), label.displayedText)     // points; rounded @3x; "Conti…"
        #expect(label.displayedText == "Conti…")
        try measureInOneCallDocComment()
        #expect(label.width <= 60)
    }

    /// TextMeasurer.measure(_:font:width:lines:lineBreakMode:)'s doc comment.
    func measureInOneCallDocComment() throws {
        let label = try TextMeasurer().measure("Continue", font: FontSpec(name: "Inter", size: 17), width: 60)
        label.displayedText    // "Conti…"
        #expect(label.displayedText == "Conti…")
    }

    /// ButtonRenderer's doc comment.
    @Test func rendererDocComment() throws {
        let spec = ButtonSpec(title: "Save")
        let size = Size(width: 80, height: 34)
        let measurer = try TextMeasurer(library: FontLibrary(scope: .hermetic))
        let layout = try ButtonSizer(measurer: measurer).layout(spec, in: size, glyphs: true)
        let renderer = ButtonRenderer(measurer: measurer)
        let png = try renderer.png(layout, scale: 2, options: RenderOptions(guides: true))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))  // the PNG signature
    }

    /// GlyphMetrics' "Measure a label" article.
    @Test func measureALabelArticle() throws {
        let measurer = try TextMeasurer()
        let label = try measurer.measure("Continue shopping", font: FontSpec(name: "Inter", size: 17), width: 120)
        print(label.width, label.size(scale: 3), label.displayedText, label.isTruncated)
        #expect(label.isTruncated)
    }

    /// ButtonSizer's "Size a button like UIButton.Configuration" article and its landing page.
    @Test func configurationArticle() throws {
        var parameters = ConfigurationParameters.filled(buttonSize: .large)
        parameters.imagePadding = 8                                  // what you set in the app
        let spec = ButtonSpec.configuration(parameters, title: "Add to cart", image: Size(width: 20, height: 20),
                                            contentSizeCategory: .accessibilityMedium)
        let sizer = try ButtonSizer()
        let size = try sizer.sizeThatFits(spec, proposed: Size(width: 320, height: .infinity))
        let report = try sizer.report(spec, proposal: .bounds(size))
        print(report.titleRect!, report.cornerRadius!, report.truncated)
        // AX1: body 28 pt, insets 15 / 22 / 15 / 22
        #expect(spec.titleFont.size == 28)
        #expect(report.trace.contains { $0.term == "contentInsets.leading" && $0.points == 22 })

        try landingPage()
    }

    func landingPage() throws {
        let sizer = try ButtonSizer()
        let spec = ButtonSpec.configuration(.filled(), size: .large, title: "Add to cart")
        let size = try sizer.intrinsicContentSize(spec)              // 125×50.5 pt at @2x
        let frames = try sizer.layout(spec, in: size)                // layoutSubviews
        // filledLargeButton's sums without the image: 20 + 85 + 20 = 125; 15 + 20.5 + 15 = 50.5
        #expect(size == Size(width: 125, height: 50.5))
        #expect(frames.titleRect?.x == 20)
    }

    /// LayoutReport's doc comment.
    @Test func layoutReportDocComment() throws {
        let sizer = try ButtonSizer()
        let report = try sizer.report(ButtonSpec.configuration(.filled(), title: "Add to cart"))
        report.size            // the intrinsic size, when no bounds are given
        report.truncated       // false
        #expect(report.size == report.intrinsicSize)
        #expect(!report.truncated)
    }

    /// TextMeasurer's and ButtonSpec.configuration's doc comments.
    @Test func docCommentExamples() throws {
        let measurer = try TextMeasurer(library: FontLibrary(scope: .hermetic))
        let title = try measurer.measure(TextRequest(text: "Continue", font: FontSpec(name: "Inter", size: 17)))
        title.width            // unrounded points
        title.size(scale: 2)   // rounded up to the @2x pixel grid
        let spec = ButtonSpec.configuration(.filled(), size: .large, title: "Add to cart")
        #expect(spec.titleFont.size == 17)
        #expect(title.width > 0)
    }
}
