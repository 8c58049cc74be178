import ButtonSizer
import Testing

/// Overflow past the bounds and words broken between graphemes, on the fake measurer
/// (10 pt per grapheme, line height 20, scale 2), no insets and no title padding, every expected value worked out by hand.
@Suite struct OverflowTests {
    static let plain = ButtonProfile.configuration(ConfigurationParameters(titlePadding: 0, contentInsets: .zero))

    /// "Downloading now" in 60×30, no insets: 6 graphemes per line. "Downloading" (11) is longer than a
    /// line, so it breaks after "Downlo" (a broken word) and "ading" follows; "now" does not fit beside
    /// "ading" (5 + 1 + 3 > 6): lines "Downlo", "ading", "now" → text 60×60.
    /// Block 60×60 centred in 30: y = (30 − 60)/2 = −15 → title (0, −15, 60, 60): 15 above, 60 − 15 − 30 = 15 below.
    @Test func wrappedTitleTallerThanTheBoundsOverflowsAboveAndBelow() throws {
        let layout = try fake.layout(spec("Downloading now", profile: Self.plain), in: Size(width: 60, height: 30))
        #expect(layout.title?.lines.map(\.text) == ["Downlo", "ading", "now"])
        #expect(close(layout.titleRect, rect(0, -15, 60, 60)))
        #expect(layout.overflow == Overflow(top: 15, bottom: 15))
        #expect(layout.overflowingElements.map(\.element) == [.title])
        #expect(layout.overflow.overflowsHeight)
        #expect(!layout.overflow.overflowsWidth)
        #expect(layout.isTruncated == false)
    }

    @Test func aWordLongerThanTheLineIsReportedBroken() throws {
        let layout = try fake.layout(spec("Downloading now", profile: Self.plain), in: Size(width: 60, height: 30))
        #expect(layout.title?.lines.map(\.breaksWord) == [true, false, false])
        #expect(layout.breaksWord)
    }

    /// "Buy it now" in 60 wide: "Buy it" (6) then "now": wrapped at a space, no word broken.
    /// Text 60×40 in 60×40 bounds: block y = 0, nothing past the edges.
    @Test func wrappingAtSpacesBreaksNoWordAndFitsTheBounds() throws {
        let layout = try fake.layout(spec("Buy it now", profile: Self.plain), in: Size(width: 60, height: 40))
        #expect(layout.title?.lines.map(\.text) == ["Buy it", "now"])
        #expect(!layout.breaksWord)
        #expect(layout.overflow == .zero)
        #expect(layout.overflowingElements.isEmpty)
    }

    /// Character wrapping breaks between graphemes by request: not a broken word.
    @Test func characterWrappingIsNotABrokenWord() throws {
        var s = spec("Downloading", profile: Self.plain)
        s.lineBreakMode = .charWrapping
        let layout = try fake.layout(s, in: Size(width: 60, height: 40))
        #expect(layout.title?.lines.map(\.text) == ["Downlo", "ading"])
        #expect(!layout.breaksWord)
    }

    /// Image 40×40 and "Go" (20×20) side by side in 100×30: block 60×40 centred → x 20, y (30 − 40)/2 = −5;
    /// the image fills its slot at (20, −5): 5 above and 5 below. The title (y −5 + (40 − 20)/2 = 5) is inside.
    @Test func anImageTallerThanTheBoundsIsTheElementThatOverflows() throws {
        let layout = try fake.layout(spec("Go", image: square(40), profile: Self.plain), in: Size(width: 100, height: 30))
        #expect(close(layout.imageRect, rect(20, -5, 40, 40)))
        #expect(layout.overflowingElements == [ElementOverflow(element: .image, overflow: Overflow(top: 5, bottom: 5))])
    }

    /// A wide image (80×20) alone, aligned leading in 60×44: x = 0, so it reaches 80 − 60 = 20 past the
    /// trailing edge. In right-to-left the picture is mirrored (x = 60 − 80 = −20, past the left edge),
    /// which is still the trailing edge.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func horizontalOverflowIsNamedByLeadingAndTrailing(direction: LayoutDirection) throws {
        let s = spec("", image: Size(width: 80, height: 20), profile: Self.plain, h: .leading, direction: direction)
        let layout = try fake.layout(s, in: Size(width: 60, height: 44))
        #expect(layout.overflow == Overflow(trailing: 20))
        #expect(layout.overflow.overflowsWidth)
        #expect(!layout.overflow.overflowsHeight)
    }

    /// Title "Save" (40×20) above subtitle "Twelve items" (120×20, wraps at 60 to "Twelve" / "items")
    /// in 60×40: text 20 + 40 = 60 tall, centred → y −10; the title first, the subtitle at y 10,
    /// 40 tall, ending at 50: title (0, −10, 40, 20) 10 above, subtitle 10 below.
    @Test func titleAndSubtitleEachReportTheirOwnEdge() throws {
        var s = spec("Save", profile: Self.plain)
        s.subtitle = "Twelve items"
        let layout = try fake.layout(s, in: Size(width: 60, height: 40))
        #expect(layout.overflowingElements == [
            ElementOverflow(element: .title, overflow: Overflow(top: 10)),
            ElementOverflow(element: .subtitle, overflow: Overflow(bottom: 10)),
        ])
        #expect(layout.overflow == Overflow(top: 10, bottom: 10))
    }
}
