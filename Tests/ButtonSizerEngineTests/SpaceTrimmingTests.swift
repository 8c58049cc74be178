import ButtonSizer
@testable import ButtonSizerEngine
import Testing

/// Option values ("7, 12, 7, 12", "wght = 650") are trimmed of spaces in place; every text must trim as
/// the standard library's character sequence says: the characters equal to " " dropped from the front,
/// then from the back (a space that carries a combining mark is another character and stays); a
/// comma-separated value (insets) splits as its "," characters do, each item trimmed so.
@Suite struct SpaceTrimmingTests {
    @Test(arguments: ["", " ", "   ", "12", " 12", "12 ", "  7 ", "a b", " a  b ", "\t12 ", " \u{301}12",
                      "12 \u{301}", " é ", " 日本 ", "\u{A0}12\u{A0}", "🇫🇷 "])
    func trimsAsCharactersDo(text: String) {
        let reference = String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        #expect(text.trimmingSpaces == reference)
        #expect(Substring(text).trimmingSpaces == reference)
    }

    @Test(arguments: ["", ",", "7,12,7,12", " 7 , 12,7 ,12 ", "7,,12", " , ", "1\r\n,2", " \r\n, 2 ,\r\n", "7, 12\t,7", "é, 12",
                      ",\u{301}7,12", "7 \u{301},12", "日本, 1", "\u{A0}7,12"])
    func splitsAsCharactersDo(text: String) {
        let reference = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
        #expect(commaSeparatedItems(text) == reference)
    }
}
