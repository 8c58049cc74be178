import ButtonSizer
import Testing

/// Checks a button's layout against its golden in a Swift Testing test: on the first run (or with
/// `BUTTONSIZER_RECORD=1`) the layout is stored in `__Goldens__/NAME.json` next to the test file;
/// afterwards any field that moved beyond `tolerance` is recorded as an issue, with old and new values.
///
/// ```swift
/// @Test func addToCartButton() throws {
///     let spec = ButtonSpec.configuration(.filled(), size: .large, title: "Add to cart")
///     try expectLayout(of: spec, matches: "add-to-cart")
/// }
/// ```
///
/// - Parameters:
///   - sizer: the sizer to lay out with; `nil` for the bundled fonts (the same on every machine).
///   - bounds: the size to lay out in; `nil` for the intrinsic size.
///   - tolerance: how far numbers may move (default: equal on the pixel grid).
///   - record: record even when the golden exists.
/// - Returns: what the check found.
/// - Throws: a layout error, or a golden file that cannot be read or written.
@discardableResult
public func expectLayout(of spec: ButtonSpec, matches name: String, sizer: ButtonSizer? = nil, in bounds: Size? = nil,
                         tolerance: LayoutTolerance = .pixelGrid, record: Bool = false,
                         filePath: String = #filePath,
                         sourceLocation: SourceLocation = #_sourceLocation) throws -> LayoutGolden.Outcome {
    let outcome = try LayoutGolden.check(spec, named: name, sizer: sizer ?? LayoutGolden.bundledFonts.get(),
                                         in: bounds, tolerance: tolerance, record: record, testFile: filePath)
    if case .differs(let differences) = outcome {
        Issue.record(Comment(rawValue: LayoutGolden.message(differences, name: name, tolerance: tolerance)),
                     sourceLocation: sourceLocation)
    }
    return outcome
}
