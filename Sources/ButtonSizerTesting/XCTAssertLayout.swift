import ButtonSizer
import XCTest

/// ``expectLayout(of:matches:sizer:in:tolerance:record:filePath:sourceLocation:)`` for XCTest: a
/// difference beyond `tolerance` fails the test with old and new values; a layout error fails it too.
///
/// ```swift
/// func testAddToCart() {
///     XCTAssertLayout(of: ButtonSpec.configuration(.filled(), size: .large, title: "Add to cart"),
///                     matches: "add-to-cart")
/// }
/// ```
@discardableResult
public func XCTAssertLayout(of spec: ButtonSpec, matches name: String, sizer: ButtonSizer? = nil,
                            in bounds: Size? = nil, tolerance: LayoutTolerance = .pixelGrid, record: Bool = false,
                            file: StaticString = #filePath, line: UInt = #line) -> LayoutGolden.Outcome? {
    do {
        let outcome = try LayoutGolden.check(spec, named: name, sizer: sizer ?? LayoutGolden.bundledFonts.get(),
                                             in: bounds, tolerance: tolerance, record: record,
                                             testFile: "\(file)")
        if case .differs(let differences) = outcome {
            XCTFail(LayoutGolden.message(differences, name: name, tolerance: tolerance), file: file, line: line)
        }
        return outcome
    } catch {
        XCTFail("Layout \"\(name)\": \(error)", file: file, line: line)
        return nil
    }
}
