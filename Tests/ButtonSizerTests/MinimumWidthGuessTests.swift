@testable import ButtonSizer
import Testing

/// The truncation report's search started from a guess (a wrapping title's estimate from its measurer,
/// ``TextMeasuring/narrowestWholeWidth(_:)``): the same narrowest whole pixel width from any guess, in
/// two layouts when the guess is that width or the pixel below it. The titles here are whole from 57.5
/// points (115 pixels at @2x) and wider: the answer is 57.5 whatever the guess.
@Suite struct MinimumWidthGuessTests {
    /// The search's answer from `guess` and the widths (points) it laid out.
    static func search(guess: Double?, wholeFrom threshold: Double = 57.5) -> (Double?, [Double]) {
        var tried: [Double] = []
        var search = MinimumWidthSearch(scale: 2)
        let answer = search.minimumWidth(intrinsic: 80, singleLine: false, guess: guess) { width in
            tried.append(width)
            return width >= threshold
        }
        return (answer, tried)
    }

    @Test(arguments: [57.5, 57.3, 57.01, 57.0])
    func aRightGuessTakesTwoLayouts(guess: Double) {
        // 57.3 and 57.01 ceil to the pixel 57.5; 57.0 is the pixel below, not whole, then 57.5 is.
        let (answer, tried) = Self.search(guess: guess)
        #expect(answer == 57.5)
        #expect(tried.count == 2)
    }

    @Test(arguments: [0.5, 20, 56, 59, 80, 200, 999])
    func aWrongGuessFindsTheSameWidth(guess: Double) {
        let (answer, tried) = Self.search(guess: guess)
        #expect(answer == 57.5)
        #expect(Set(tried).count == tried.count)  // no width laid out twice
    }

    @Test func noGuessBisects() {
        let (answer, tried) = Self.search(guess: nil)
        #expect(answer == 57.5)
        #expect(tried.count > 2)
    }

    @Test func aTitleNeverWholeHasNoMinimum() {
        #expect(Self.search(guess: 57.5, wholeFrom: .infinity).0 == nil)
    }

    @Test func aTitleWholeAtNoWidthHasMinimumZero() {
        #expect(Self.search(guess: 10, wholeFrom: 0).0 == 0)
    }
}
