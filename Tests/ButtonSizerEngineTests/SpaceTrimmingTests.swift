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

/// Insets given as text of whole numbers are read from the text's bytes (`wholeNumbers`); every other text item
/// by item. Either way the insets are those of the same items given one by one (a JSON list of strings), and a
/// text is refused exactly when its items are.
@Suite struct InsetsTextTests {
    @Test(arguments: ["7,12,7,12", " 7 , 12,7 ,12 ", "-3,0,-0,5", "7", "007,1,2,3", "1,2,3", "1.5,2,3,4", "7,,12,1",
                      "999999,1,1,1", "1000000,1,1,1", "1000001,1,1,1", "1234567890123456,1,1,1", "+1,2,3,4",
                      "7, 12\t,7,1", "é,1,2,3", "1 2,3,4,5", "-,1,2,3", "1,2,3,4,", ""])
    func textReadsAsItsItems(text: String) {
        let asText = try? OptionValues(fields: [("insets", OptionInput.text(text))], command: .layout)[Options.insets]
        let items = commaSeparatedItems(text).map(OptionInput.text)
        let asItems = try? OptionValues(fields: [("insets", OptionInput.list(items))], command: .layout)[Options.insets]
        #expect(asText == asItems, "\(text)")
    }
}
