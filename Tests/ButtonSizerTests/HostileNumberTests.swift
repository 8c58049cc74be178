import ButtonSizer
import Testing

/// Hostile numbers in a spec (±∞, NaN, 1e308, values whose sums overflow) are a `ButtonSpecError`
/// naming the field; the largest accepted lengths still give finite sizes and frames.
@Suite struct HostileNumberTests {
    /// Fuzz finding (layout target): a ZUIButton whose spacing, -5.486e303, is finite but whose
    /// intrinsic width came out as -∞ instead of an error.
    @Test func hugeFiniteSpacingIsAnError() {
        var s = spec("le", image: Size(width: 17, height: 1), profile: .zui(.init(spacing: -5.486166007151614e303)), scale: 1)
        s.contentHorizontalAlignment = .left
        let error = #expect(throws: ButtonSpecError.self) { try fake.intrinsicContentSize(s) }
        #expect(error?.field == "profile.zui.spacing")
        #expect(error?.problem == "must be a finite number of points from -1000000 to 1000000 (got -5.486166007151614e+303)")
    }

    enum Field: String, CaseIterable {
        case imageWidth = "imageSize.width", titleWidth = "titleSize.width"
        case contentInset = "profile.classic.contentEdgeInsets.left", imageInset = "profile.classic.imageEdgeInsets.top"
        case padding = "profile.configuration.imagePadding", contentInsets = "profile.configuration.contentInsets.trailing"
        case reservation = "profile.configuration.imageReservation"
        case side = "profile.alternative.imageSide", margin = "profile.alternative.margin"
        case spacing = "profile.zui.spacing", fontSize = "titleFont.size", letterSpacing = "titleFont.letterSpacing"

        func spec(_ v: Double) -> ButtonSpec {
            var s = titleSpec()
            switch self {
            case .imageWidth: s.imageSize = Size(width: v, height: 10)
            case .titleWidth: s.titleSize = Size(width: v, height: 10)
            case .contentInset: s.profile = .classic(.init(contentEdgeInsets: EdgeInsets(left: v)))
            case .imageInset: s.profile = .classic(.init(imageEdgeInsets: EdgeInsets(top: v)))
            case .padding: s.profile = .configuration(.init(imagePadding: v))
            case .contentInsets: s.profile = .configuration(.init(contentInsets: .init(trailing: v)))
            case .reservation: s.profile = .configuration(.init(imageReservation: v))
            case .side: s.profile = .alternative(.init(imageSide: v))
            case .margin: s.profile = .alternative(.init(margin: v))
            case .spacing: s.profile = .zui(.init(spacing: v))
            case .fontSize: s.titleFont.size = v
            case .letterSpacing: s.titleFont.letterSpacing = v
            }
            return s
        }
    }

    @Test(arguments: Field.allCases, [1e308, -1e308, .greatestFiniteMagnitude, 1_000_000.5, .infinity, .nan])
    func hugeLengthsAreErrorsNamingTheField(field: Field, value: Double) {
        let s = field.spec(value)
        let error = #expect(throws: ButtonSpecError.self) { try fake.intrinsicContentSize(s) }
        #expect(error?.field == field.rawValue, "\(value)")
        #expect(throws: ButtonSpecError.self) { try fake.layout(s, in: Size(width: 100, height: 44)) }
    }

    /// The largest accepted length gives finite sizes and frames everywhere it is allowed.
    @Test(arguments: Field.allCases)
    func theLargestLengthIsFinite(field: Field) throws {
        for value in [ButtonSpec.maximumLength, -ButtonSpec.maximumLength] {
            let s = field.spec(value)
            guard (try? s.validate()) != nil else { continue }  // negative sizes are errors of their own
            let size = try fake.intrinsicContentSize(s)
            #expect(size.width.isFinite, "\(field) \(value): \(size)")
            #expect(size.height.isFinite, "\(field) \(value): \(size)")
            let layout = try fake.layout(s, in: Size(width: 1e6, height: 1e6))
            for frame in layout.frames {
                let finite = frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite
                #expect(finite, "\(field) \(value): \(frame)")
            }
        }
    }

    @Test func hugeBoundsAreAnErrorAndHugeProposalsAreNoLimit() throws {
        let s = titleSpec()
        let error = #expect(throws: ButtonSpecError.self) { try fake.layout(s, in: Size(width: 1e308, height: 44)) }
        #expect(error?.field == "bounds.width")
        let intrinsic = try fake.intrinsicContentSize(s)
        #expect(try fake.sizeThatFits(s, proposed: Size(width: 1e308, height: 1e308)) == intrinsic)
    }
}

private func titleSpec() -> ButtonSpec { spec("Title", profile: .classic(.init())) }

@Suite struct FormatPointsTests {
    /// Found with the fuzz finding above: the error message said "got -inf" for -5.486e303,
    /// because rounding to six decimals multiplied the value by 10^6 first.
    @Test(arguments: [(-5.486166007151614e303, "-5.486166007151614e+303"), (1e308, "1e+308"),
                      (.greatestFiniteMagnitude, "1.7976931348623157e+308"), (1e15, "1000000000000000"), (-2.5e17, "-250000000000000000"),
                      (20.287109375, "20.287109"), (17, "17"), (-0.5, "-0.5"), (.nan, "nan"), (-.infinity, "-inf")])
    func formatsEveryMagnitude(value: Double, text: String) {
        #expect(formatPoints(value) == text)
    }
}

@Suite struct NegativeLengthTests {
    /// Fuzz finding (layout target): AlternativeButton with margin −100 and a 12 pt image side had an
    /// intrinsic size of −188 pt. Sizes are now clamped at 0, with the clamp as a trace term so the
    /// terms still add up to the size.
    @Test(arguments: [ButtonProfile.alternative(.init(imageSide: 12, margin: -100)),
                      .classic(.init(contentEdgeInsets: EdgeInsets(top: -100, left: -100, bottom: -100, right: -100))),
                      .zui(.init(spacing: -500)),
                      .configuration(.init(imagePadding: -300, contentInsets: .init(top: -50, leading: -50, bottom: -50, trailing: -50)))])
    func sizesAreNeverNegative(profile: ButtonProfile) throws {
        let s = spec("Go", image: Size(width: 10, height: 10), profile: profile)
        let trace = try fake.sizeTrace(s)
        #expect(trace.size.width >= 0, "\(trace.size)")
        #expect(trace.size.height >= 0, "\(trace.size)")
        for axis in [SizeTerm.Axis.width, .height] {
            let sum = trace.terms(axis).reduce(0) { $0 + $1.points }
            #expect(close(sum, axis == .width ? trace.size.width : trace.size.height))
        }
        let clamped = trace.terms.filter { $0.label.hasPrefix("clamped at 0") }
        #expect(!clamped.isEmpty)
        #expect(clamped.allSatisfy { $0.points > 0 })
    }
}
