import ButtonSizer
import Testing

/// `UIButton.Configuration` rules measured on iOS 26.1 (uikit-measured-rules C1–C3, C7, C8) replayed
/// with SF's numbers, and the size-rule corrections of configuration-defaults.md by hand calculation
/// on the fake measurer (10 pt per grapheme, line height 20).
@Suite struct ConfigurationRuleTests {
    /// Replays the probe: each text's width as measured in SF on the device, and SF's line height
    /// (20.287109375 pt at 17 pt, uikit-measured-rules A4 / PixelGrid's example) scaled by point size.
    struct ReplayMeasurer: TextMeasuring {
        static let widths: [String: [Double: Double]] = [
            "Configure": [17: 75, 15: 67.333333],  // C1 title frame width; C2 87.333 − 10 − 10
            "Subtitle": [13: 50],                    // not in the probe: any width below the title's
            "Sub": [13: 30],
        ]

        func measure(_ request: TextRequest) throws -> MeasuredText {
            let size = request.font.size
            let width = Self.widths[request.text]?[size] ?? 0
            let lineHeight = 20.287109375 * size / 17
            return MeasuredText(lines: [MeasuredLine(text: request.text, width: width)],
                                ascender: lineHeight * 0.8, descender: -lineHeight * 0.2, leading: 0,
                                isTruncated: false)
        }
    }

    static let replay = ButtonSizer(measurer: ReplayMeasurer())

    static func configure(_ parameters: ConfigurationParameters = .plain(), subtitle: String? = nil) -> ButtonSpec {
        ButtonSpec.configuration(parameters, title: "Configure", subtitle: subtitle, fontFamily: "SF", scale: 3)
    }

    @Test func c1DefaultButton() throws {
        // 12 + 75 + 12 = 99; 7 + ceil@3x(20.287) 20.333 + 7 = 34.333; title at (12, 7)
        let spec = Self.configure()
        let size = try Self.replay.intrinsicContentSize(spec)
        #expect(close(size, Size(width: 99, height: 7 + 61.0 / 3 + 7)))
        #expect(close(try Self.replay.layout(spec, in: size).titleRect, rect(12, 7, 75, 61.0 / 3)))
    }

    @Test func c2SmallButton() throws {
        // small: 15 pt title, insets 5/10: 10 + 67.333 + 10 = 87.333; 5 + ceil@3x(17.9) 18 + 5 = 28
        let size = try Self.replay.intrinsicContentSize(Self.configure(.plain(buttonSize: .small)))
        #expect(close(size, Size(width: 87.333333, height: 28), 1e-5))
    }

    @Test func c3SubtitleBelowTheTitle() throws {
        // 13 pt subtitle (footnote): ceil@3x(15.514) = 15.667; 7 + 20.333 + 1 + 15.667 + 7 = 51;
        // subtitle at y = 7 + 20.333 + 1 = 28.333
        let spec = Self.configure(subtitle: "Subtitle")
        let size = try Self.replay.intrinsicContentSize(spec)
        #expect(close(size.height, 51))
        #expect(close(try Self.replay.layout(spec, in: size).subtitleRect?.y, 85.0 / 3))
    }

    @Test func c7CentringTieRoundsDown() throws {
        // 260 × 60: x = 12 + (236 − 75) / 2 = 92.5 = 277.5 px @3x → 277 px = 92.333 (floor, and ties down)
        let floorX = try Self.replay.layout(Self.configure(), in: Size(width: 260, height: 60)).titleRect?.x
        #expect(close(floorX, 277.0 / 3))
        var tiesDown = Self.configure()
        tiesDown.policies.originRounding = .nearestTiesDown
        #expect(close(try Self.replay.layout(tiesDown, in: Size(width: 260, height: 60)).titleRect?.x, 277.0 / 3))
        // the old nearest-pixel rule sends the tie right: 278 px
        var nearest = Self.configure()
        nearest.policies.originRounding = .nearestPixel
        #expect(close(try Self.replay.layout(nearest, in: Size(width: 260, height: 60)).titleRect?.x, 278.0 / 3))
    }

    @Test func c8TitleAlignmentMovesTheSubtitleNotTheTitle() throws {
        // text block 75 wide (the title); trailing alignment puts "Sub" (30) at 12 + 75 − 30 = 57;
        // the title keeps x 12
        var parameters = ConfigurationParameters.plain()
        parameters.titleAlignment = .trailing
        let spec = ButtonSpec.configuration(parameters, title: "Configure", subtitle: "Sub", fontFamily: "SF", scale: 3)
        let layout = try Self.replay.layout(spec, in: try Self.replay.intrinsicContentSize(spec))
        #expect(close(layout.titleRect?.x, 12))
        #expect(close(layout.subtitleRect?.x, 57))
    }

    // MARK: - Size-rule corrections (configuration-defaults.md "The size rule")

    /// Image 50 tall, title "Go" and subtitle "Now" 20 each, titlePadding 2, no insets.
    static func paddingSpec(_ policy: ConfigurationTitlePadding) -> ButtonSpec {
        var s = spec("Go", image: square(50), profile: .configuration(.init(titlePadding: 2, contentInsets: .zero)))
        s.subtitle = "Now"
        s.subtitleFont = font
        s.policies.configurationTitlePadding = policy
        return s
    }

    @Test func titlePaddingAfterTheMaxBesideAnImage() throws {
        // H = titlePadding + max(imageH, titleH + subtitleH) = 2 + max(50, 40) = 52
        #expect(try fake.intrinsicContentSize(Self.paddingSpec(.afterMax)).height == 52)
    }

    @Test func titlePaddingInsideTheTextIsTheOldRule() throws {
        // H = max(imageH, titleH + titlePadding + subtitleH) = max(50, 42) = 50
        #expect(try fake.intrinsicContentSize(Self.paddingSpec(.insideText)).height == 50)
    }

    @Test func titlePaddingAboveAnImageIsUnchanged() throws {
        // top image: 50 + 20 + 2 + 20 = 92 under both policies
        for policy in ConfigurationTitlePadding.allCases {
            var s = Self.paddingSpec(policy)
            s.profile = .configuration(.init(imagePlacement: .top, titlePadding: 2, contentInsets: .zero))
            #expect(try fake.intrinsicContentSize(s).height == 92)
        }
    }

    @Test func titlePaddingAfterTheMaxShowsInTheTrace() throws {
        let trace = try fake.sizeTrace(Self.paddingSpec(.afterMax))
        #expect(trace.terms(.height).map(\.points).reduce(0, +) == 52)
        #expect(trace.terms(.height).contains { $0.label == "titlePadding" && $0.points == 2 })
    }

    /// "Save" (40) centred in 61 pt at @3x, no insets: exact x = (61 − 40) / 2 = 10.5 = 31.5 px.
    static func centred(_ rounding: OriginRounding?, direction: LayoutDirection = .leftToRight) -> ButtonSpec {
        var s = spec("Save", profile: .configuration(.init(contentInsets: .zero)), scale: 3, direction: direction)
        s.policies.originRounding = rounding
        return s
    }

    @Test(arguments: [
        (OriginRounding?.none, 31.0), (.floor, 31.0), (.nearestTiesDown, 31.0), (.nearestPixel, 32.0),
        (.unrounded, 31.5),
    ])
    func contentOriginRounding(rounding: OriginRounding?, pixels: Double) throws {
        let x = try fake.layout(Self.centred(rounding), in: Size(width: 61, height: 20)).titleRect?.x
        #expect(close(x, pixels / 3))
    }

    @Test func rightToLeftCeilsTheOrigin() throws {
        // the mirror of the floored 31 px: 183 − 31 − 120 = 32 px = ceil(31.5 px)
        let x = try fake.layout(Self.centred(nil, direction: .rightToLeft), in: Size(width: 61, height: 20)).titleRect?.x
        #expect(close(x, 32.0 / 3))
    }

    @Test func verticalOriginIsFloored() throws {
        // 20 tall title in 21.2 pt at @3x: y = 0.6 = 1.8 px → floored to 1 px (nearest would give 2)
        let y = try fake.layout(Self.centred(nil), in: Size(width: 61, height: 21.2)).titleRect?.y
        #expect(close(y, 1.0 / 3))
    }

    @Test func classicKeepsTheNearestPixel() throws {
        // classic: (61 − 40) / 2 = 10.5 → 31.5 px rounds to 32 px (ties right), as measured on devices
        let s = spec("Save", profile: .classic(.init()), scale: 3)
        #expect(close(try fake.layout(s, in: Size(width: 61, height: 20)).titleRect?.x, 32.0 / 3))
    }
}
