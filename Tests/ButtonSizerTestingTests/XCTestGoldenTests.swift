import ButtonSizer
import ButtonSizerTesting
import XCTest

/// The XCTest variant against the committed golden (the same as the Swift Testing one).
final class XCTestGoldenTests: XCTestCase {
    /// XCTAssertLayout's doc comment, against the committed golden.
    func testAddToCart() {
        XCTAssertLayout(of: ButtonSpec.configuration(.filled(), size: .large, title: "Add to cart"),
                        matches: "add-to-cart")
    }

    func testCommittedGoldenMatches() {
        let outcome = XCTAssertLayout(of: ButtonSpec.configuration(.filled(), size: .large, title: "Add to cart"),
                                      matches: "add-to-cart")
        XCTAssertEqual(outcome, .matched)
    }
}
