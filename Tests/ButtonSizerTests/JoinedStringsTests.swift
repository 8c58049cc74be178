import ButtonSizer
import Testing

/// `joinedStrings` puts the separator between the strings only (expected values written out by hand).
@Suite struct JoinedStringsTests {
    @Test func nothingJoinsToEmpty() {
        #expect(joinedStrings([], separator: ", ") == "")
    }

    @Test func oneStringHasNoSeparator() {
        #expect(joinedStrings(["Add to cart"], separator: "\n") == "Add to cart")
    }

    @Test func separatorGoesBetweenStrings() {
        #expect(joinedStrings(["a", "", "c"], separator: "|") == "a||c")
    }
}
