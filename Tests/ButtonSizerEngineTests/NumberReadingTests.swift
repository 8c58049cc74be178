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
