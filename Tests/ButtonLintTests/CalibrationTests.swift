import ButtonLint
import Testing

/// `lint --calibrate`'s summary of differences (predicted − stored, points), on hand-computed cases.
@Suite struct CalibrationTests {
    typealias Distribution = LintCalibration.Distribution

    @Test func summary() throws {
        // Sorted: −1, 0, 0.5, 2.2, 7. Mean 8.7 / 5 = 1.74; median the middle one, 0.5; the largest 7.
        let d = try #require(Distribution([0, 0.5, -1, 2.2, 7]))
        #expect(d.count == 5)
        #expect(abs(d.mean - 1.74) < 1e-12)
        #expect(d.median == 0.5)
        #expect(d.maximum == 7)
    }

    @Test func histogramBinsAreCentredOnHalfPoints() throws {
        // −1 → bin −1; 0 → 0; 0.5 → +0.5; 2.2 → 4.4 half-points, nearest 4 → +2; 7 → past +3, in +3.
        let d = try #require(Distribution([0, 0.5, -1, 2.2, 7]))
        #expect(d.histogram.map(\.centre) == [-1, -0.5, 0, 0.5, 1, 1.5, 2, 2.5, 3])
        #expect(d.histogram.map(\.count) == [1, 0, 1, 1, 0, 0, 1, 0, 1])
    }

    @Test func halfwayGoesAwayFromZeroAndTheMedianOfAnEvenCountIsTheMiddlePair() throws {
        // ±0.25 is half a bin: it counts away from zero, in ±0.5. Median of (−0.25, 0.25): 0.
        let d = try #require(Distribution([0.25, -0.25]))
        #expect(d.histogram.map(\.centre) == [-0.5, 0, 0.5])
        #expect(d.histogram.map(\.count) == [1, 0, 1])
        #expect(d.median == 0)
        #expect(d.maximum == 0.25)
        // Far beyond the limit either way lands in the outermost bins.
        let wide = try #require(Distribution([-40, 40]))
        #expect(wide.histogram.first?.centre == -Distribution.binLimit)
        #expect(wide.histogram.last?.centre == Distribution.binLimit)
    }

    @Test func nothingToCompare() {
        #expect(Distribution([]) == nil)
    }
}
