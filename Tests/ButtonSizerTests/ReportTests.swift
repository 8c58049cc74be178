import ButtonSizer
import Testing

/// Truncation report, stable size across state titles, pre-measured titles, validation.
/// Fake measurer: 10 pt per grapheme, line height 20; scale 2.
@Suite struct ReportTests {
    @Test func classicTruncationReport() throws {
        // "Hello World" (110) in a classic button 80 wide: middle-truncated "Hell…rld"; whole from 110 pt
        let r = try fake.truncationReport(spec("Hello World", profile: .classic(.init())), width: 80)
        #expect(r.isTruncated)
        #expect(r.place == .middle)
        #expect(r.visibleText == "Hell…rld")
        #expect(r.titleWidth == 80)
        #expect(r.minimumWidth == 110)
    }

    @Test func minimumWidthCountsImageAndInsets() throws {
        // image 24 + title 110 + contentEdgeInsets 5 + 7 = 146; titleEdgeInsets.right 4 shrink the title box → 150
        let p = ClassicParameters(contentEdgeInsets: EdgeInsets(left: 5, right: 7), titleEdgeInsets: EdgeInsets(right: 4))
        let r = try fake.truncationReport(spec("Hello World", image: square(24), profile: .classic(p)), width: 300)
        #expect(!r.isTruncated)
        #expect(r.place == nil)
        #expect(r.minimumWidth == 150)
    }

    @Test func wrappingWithLineLimitMinimumWidth() throws {
        // configuration, no insets, max 2 lines: "aaa bb cccc" fits in 2 lines when the room holds "aaa bb" (60):
        // at 59.5 (119 px) "aaa" | "bb" | "cccc" needs 3 lines → minimum 60
        var s = spec("aaa bb cccc", profile: .configuration(.init(contentInsets: .zero)))
        s.maxLines = 2
        let r = try fake.truncationReport(s, width: 45)
        // at 45: "aaa" | "bb" | dropped "cccc"
        #expect(r.isTruncated)
        #expect(r.place == .lineLimit)
        #expect(r.visibleText == "aaa\nbb")
        #expect(r.minimumWidth == 60)
    }

    @Test(arguments: [(LineBreakMode.truncatingTail, TruncationPlace.tail), (.truncatingHead, .head), (.clipping, .clipped)])
    func truncationPlaceFollowsTheMode(mode: LineBreakMode, place: TruncationPlace) throws {
        var s = spec("Hello World", profile: .classic(.init()))
        s.lineBreakMode = mode
        #expect(try fake.truncationReport(s, width: 50).place == place)
    }

    @Test func stableSizeTakesTheLargestStateTitle() throws {
        // "Follow" 60 vs "Following" 90 (selected): stable width 90 + 8 + 8 = 106, height 4 + 20 + 4 = 28
        var s = spec("Follow", profile: .classic(.init(contentEdgeInsets: EdgeInsets(top: 4, left: 8, bottom: 4, right: 8))))
        s.stateTitles = [.selected: "Following"]
        #expect(try fake.intrinsicContentSize(s) == Size(width: 76, height: 28))
        #expect(try fake.intrinsicContentSize(s, state: .selected) == Size(width: 106, height: 28))
        #expect(try fake.intrinsicContentSize(s, state: .disabled) == Size(width: 76, height: 28))  // falls back
        #expect(try fake.stableSize(s) == Size(width: 106, height: 28))
        // laid out at the stable size, neither title truncates
        for state in ButtonState.allCases {
            #expect(try !fake.layout(s, in: fake.stableSize(s), state: state).isTruncated)
        }
    }

    @Test func stableSizeWithAWrappingProposal() throws {
        // configuration at proposed 50: "Go" one line (20 × 20), "Go on then" wraps to "Go on" | "then" (50 × 40)
        var s = spec("Go", profile: .configuration(.init(contentInsets: .zero)))
        s.stateTitles = [.highlighted: "Go on then"]
        #expect(try fake.stableSize(s, proposed: Size(width: 50, height: 0)) == Size(width: 50, height: 40))
    }

    @Test func premeasuredTitleBypassesTheMeasurer() throws {
        var s = spec("Anything", image: square(32), profile: .classic(.init()))
        s.titleSize = Size(width: 53.7, height: 20.2)
        let sizer = ButtonSizer(measurer: UnusedMeasurer())
        // 32 + ceil@2x(53.7) = 32 + 54 = 86; max(32, 20.5) = 32
        #expect(try sizer.intrinsicContentSize(s) == Size(width: 86, height: 32))
        let l = try sizer.layout(s, in: Size(width: 60, height: 32))
        // box 60 − 32 = 28 < 54: clamped, reported truncated (clipped), text unknown, no baselines
        #expect(l.titleRect?.width == 28)
        #expect(l.isTruncated)
        #expect(l.firstBaseline == nil)
        // another state's title is measured (and the unused measurer throws)
        s.stateTitles = [.selected: "Other"]
        #expect(throws: UnusedMeasurer.Called.self) { try sizer.intrinsicContentSize(s, state: .selected) }
    }

    enum Invalid: String, CaseIterable {
        case scale = "scale"
        case imageWidth = "imageSize.width"
        case titleHeight = "titleSize.height"
        case fontSize = "titleFont.size"
        case maxLines = "maxLines"
        case subtitle = "subtitle"
        case titleInset = "profile.classic.titleEdgeInsets.left"
        case reservation = "profile.configuration.imageReservation"
        case spacing = "profile.zui.spacing"

        func apply(to s: inout ButtonSpec) {
            switch self {
            case .scale: s.scale = 4
            case .imageWidth: s.imageSize = Size(width: -1, height: 3)
            case .titleHeight: s.titleSize = Size(width: 1, height: .nan)
            case .fontSize: s.titleFont.size = 0
            case .maxLines: s.maxLines = -2
            case .subtitle: s.subtitle = "Sub"  // classic has no subtitle
            case .titleInset: s.profile = .classic(.init(titleEdgeInsets: EdgeInsets(left: .infinity)))
            case .reservation: s.profile = .configuration(.init(imageReservation: -5))
            case .spacing: s.profile = .zui(.init(spacing: .nan))
            }
        }
    }

    @Test(arguments: Invalid.allCases)
    func invalidSpecsNameTheField(invalid: Invalid) throws {
        var s = spec("Title", profile: .classic(.init()))
        invalid.apply(to: &s)
        let error = #expect(throws: ButtonSpecError.self) { try fake.intrinsicContentSize(s) }
        #expect(error?.field == invalid.rawValue)
        #expect(error?.description.hasPrefix("\(invalid.rawValue): ") == true)
    }

    @Test func invalidArgumentsNameTheField() throws {
        let s = spec("Title", profile: .classic(.init()))
        let bounds = #expect(throws: ButtonSpecError.self) { try fake.layout(s, in: Size(width: -1, height: 10)) }
        #expect(bounds?.field == "bounds.width")
        let proposal = #expect(throws: ButtonSpecError.self) {
            try fake.sizeThatFits(s, proposed: Size(width: .nan, height: 10))
        }
        #expect(proposal?.field == "proposed.width")
        let width = #expect(throws: ButtonSpecError.self) { try fake.truncationReport(s, width: -3) }
        #expect(width?.field == "width")
        // an infinite proposal is no limit, not an error
        #expect(try fake.sizeThatFits(s, proposed: Size(width: .infinity, height: .infinity)) == Size(width: 50, height: 32))
    }
}
