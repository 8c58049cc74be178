import ButtonSizer
import GlyphMetrics
import Testing

/// The README's library example, as written there, with its commented results checked.
@Suite struct ReadmeExampleTests {
    @Test func libraryExampleGivesWhatTheReadmeSays() throws {
        let measurer = try TextMeasurer(library: FontLibrary(scope: .hermetic))
        let label = try measurer.measure(TextRequest(text: "Continue", font: FontSpec(name: "Inter", size: 17),
                                                     maxWidth: 60, maxLines: 1, lineBreakMode: .truncatingTail))
        #expect(label.displayedText == "Conti…" && label.isTruncated && label.width <= 60)

        let sizer = ButtonSizer(measurer: measurer)
        let spec = ButtonSpec(title: "Add to cart", titleFont: FontSpec(name: "Inter", size: 17),
                              imageSize: Size(width: 20, height: 20),
                              profile: .configuration(.init(imagePadding: 8, contentInsets: .init(top: 10, leading: 16, bottom: 10, trailing: 16))))
        // Hand sum: 16 + 20 + 8 + ceil@2x("Add to cart" = 15000 units × 17 / 2816 = 90.55…) 91 + 16 = 151;
        // 10 + max(20, ceil@2x(3408 × 17 / 2816 = 20.57…) 21) + 10 = 41.
        #expect(try sizer.intrinsicContentSize(spec) == Size(width: 151, height: 41))
        let frames = try sizer.layout(spec, in: Size(width: 120, height: 44))
        #expect(frames.titleRect != nil && frames.title != nil)
    }
}
