import ButtonSizer
import ButtonSizerEngine
import ButtonSizerTesting
import Foundation
import Testing

/// `frames --content-size` through the engine (``Engine/frames(_:)``): a text-style label is re-solved at the
/// category's font size. Tests/Fixtures/FramesContentSize/BodyLabel.storyboard: “Hello” in the body style, pinned at
/// its leading edge and top only, so its frame is its intrinsic size.
///
/// Text is measured by ``EmMeasurer``: every grapheme half an em wide, lines one em tall (ascender 0.8 em,
/// descender −0.2 em), so the label's size is proportional to its point size and the expected figures are hand
/// sums. Body is 17 pt at L and 40 pt at AX3 (ios-type-system §1, the HIG's Dynamic Type table), a ratio of 40/17.
@Suite struct FramesContentSizeTests {
    static let root = String(#filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/")
    static let bodyLabel = root + "/Tests/Fixtures/FramesContentSize/BodyLabel.storyboard"

    /// FakeMeasurer's rules with metrics in ems of the request's point size.
    struct EmMeasurer: TextMeasuring {
        func measure(_ request: TextRequest) throws -> MeasuredText {
            let size = request.font.size
            return try FakeMeasurer(advance: size / 2, ascender: size * 0.8, descender: size * -0.2).measure(request)
        }
    }

    /// The label's solved frame at each category asked, in order.
    static func labelFrames(_ contentSizes: [ContentSizeCategory]) throws -> [(width: Double, height: Double)] {
        let answer = Engine(measurer: EmMeasurer()).frames(FramesRequest(paths: [bodyLabel], devices: [], locale: nil,
                                                                          contentSizes: contentSizes))
        #expect(answer.errors.isEmpty)
        #expect(answer.laidOut.map(\.contentSize) == contentSizes)
        return try answer.laidOut.map { document in
            let label = try #require(document.solved.views.first { $0.objectID == "bdy-Lb-hel" })
            return (label.frame.width, label.frame.height)
        }
    }

    /// Width: 5 graphemes × 17 / 2 = 42.5 at L (on the @2x pixel grid already); at AX3 5 × 40 / 2 = 100,
    /// which is 42.5 × 40/17.
    @Test func bodyLabelWidthGrowsByTheTypeRampsRatioAtAX3() throws {
        let frames = try Self.labelFrames([.large, .accessibilityExtraLarge])
        #expect(frames.map(\.width) == [42.5, 100])
    }

    /// Height: one line, ascender − descender = 1 em: 17 at L, 40 at AX3 (17 × 40/17).
    @Test func bodyLabelHeightGrowsByTheTypeRampsRatioAtAX3() throws {
        let frames = try Self.labelFrames([.large, .accessibilityExtraLarge])
        #expect(frames.map(\.height) == [17, 40])
    }

    /// No category asked: Large alone, as before `--content-size` existed.
    @Test func noCategoryIsLargeAlone() throws {
        let answer = Engine(measurer: EmMeasurer()).frames(FramesRequest(paths: [Self.bodyLabel]))
        #expect(answer.laidOut.map(\.contentSize) == [.large])
    }
}
