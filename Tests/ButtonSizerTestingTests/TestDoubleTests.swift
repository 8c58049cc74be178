import ButtonSizer
import ButtonSizerTesting
import Testing

/// The shipped test doubles do what their documentation promises; every expected value is the
/// hand calculation in the comment beside it (10 pt per grapheme, ascender 16, descender −4).
@Suite struct FakeMeasurerTests {
    let measurer = FakeMeasurer()
    let font = FontSpec(name: "Any", size: 17)

    @Test func oneLineIsTheGraphemeCountTimesTheAdvance() throws {
        let measured = try measurer.measure(TextRequest(text: "Continue", font: font))
        #expect(measured.width == 80)  // 8 graphemes × 10
        #expect(measured.height == 20)  // 16 + 4 + 0
        #expect(measured.lines.count == 1)
        #expect(!measured.isTruncated)
    }

    @Test func tailAndMiddleTruncationKeepWhatFitsWithOneEllipsis() throws {
        // 80 pt hold 8 graphemes: 7 of the text and "…".
        let tail = try measurer.measure(TextRequest(text: "Continue shopping", font: font, maxWidth: 80, lineBreakMode: .truncatingTail))
        #expect(tail.displayedText == "Continu…")
        #expect(tail.isTruncated)
        // Middle: ⌈7/2⌉ = 4 before the "…", ⌊7/2⌋ = 3 after.
        let middle = try measurer.measure(TextRequest(text: "Continue shopping", font: font, maxWidth: 80,
                                                      lineBreakMode: .truncatingMiddle))
        #expect(middle.displayedText == "Cont…ing")
    }

    @Test func wrappingBreaksAtSpaces() throws {
        // 60 pt hold 6 graphemes: "Add to" (6), then "cart" (4).
        let measured = try measurer.measure(TextRequest(text: "Add to cart", font: font, maxWidth: 60, maxLines: 0,
                                                        lineBreakMode: .wordWrapping))
        #expect(measured.lines.map(\.text) == ["Add to", "cart"])
        #expect(measured.height == 40)  // two lines of 20
    }

    @Test func aButtonsSizeIsASumYouCanWriteDown() throws {
        let spec = ButtonSpec(title: "Pay", titleFont: font,
                              profile: .classic(ClassicParameters(contentEdgeInsets: EdgeInsets(top: 10, left: 16, bottom: 10, right: 16))))
        let size = try ButtonSizer(measurer: measurer).intrinsicContentSize(spec)
        #expect(size.width == 62)  // 16 + 3 × 10 + 16
        #expect(size.height == 40)  // 10 + 20 + 10
    }
}

@Suite struct SplitMix64Tests {
    /// The reference implementation's first outputs for seed 0 (Vigna's splitmix64.c, as used to seed
    /// xoshiro generators).
    @Test func seedZeroGivesTheReferenceSequence() {
        var random = SplitMix64(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(random.next() == 0x06C4_5D18_8009_454F)
    }

    @Test func theSameSeedGivesTheSameNumbers() {
        var first = SplitMix64(seed: 42), second = SplitMix64(seed: 42)
        let a = (0..<8).map { _ in Int.random(in: 0..<1000, using: &first) }
        let b = (0..<8).map { _ in Int.random(in: 0..<1000, using: &second) }
        #expect(a == b)
        #expect(Set(a).count > 1)
    }
}
