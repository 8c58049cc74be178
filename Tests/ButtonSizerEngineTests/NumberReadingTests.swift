@testable import ButtonSizerEngine
import Testing

/// Request numbers are read without `strtod` when they are plain integers; every text must read as
/// `Double(text)` reads it (the standard library's reading is the reference), bit for bit.
@Suite struct NumberReadingTests {
    @Test(arguments: ["0", "-0", "7", "007", "-12", "17", "999999999999999", "-999999999999999", "1234567890123456",
                      "99999999999999999999", "1.5", "-0.25", "1e3", "+3", "-", "", "1-2", "12a", " 1", "0x10", "inf", "nan"])
    func readsAsDoubleDoes(text: String) {
        #expect(readNumber(text)?.bitPattern == Double(text)?.bitPattern)
    }
}

/// A screen row's points, said in its message: two decimals at most, whole numbers without any; a value that is
/// not finite (a one-line control's unbounded height) is said, not converted to an integer (which traps).
@Suite struct PointsWritingTests {
    @Test(arguments: [(17.0, "17"), (20.287109375, "20.29"), (-3.5, "-3.5"), (0.004, "0"), (Double.infinity, "∞"),
                      (-Double.infinity, "-∞"), (Double.nan, "nan")])
    func writes(value: Double, text: String) {
        #expect(points(value) == text)
    }
}
