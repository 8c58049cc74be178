import ButtonSizer
import Foundation
import GlyphMetrics
import JSONText

/// Layout goldens: a button's `LayoutReport` (sizes, frames, displayed text, truncation, baselines;
/// the trace and font file paths are left out) stored as JSON in a `__Goldens__` folder next to the test file, and compared
/// with today's layout. ``expectLayout(of:matches:sizer:in:tolerance:record:filePath:sourceLocation:)``
/// and ``XCTAssertLayout(of:matches:sizer:in:tolerance:record:file:line:)`` wrap it for Swift Testing
/// and XCTest.
public enum LayoutGolden {
    /// What a check found.
    public enum Outcome: Sendable, Hashable {
        /// There was no golden (or recording was asked for): it was written to `path`.
        case recorded(path: String)
        /// The layout matches the golden within the tolerance.
        case matched
        /// The layout differs: each field with its old (golden) and new value.
        case differs([JSONDifference])
    }

    /// Keys left out of goldens and comparisons: the trace's labels repeat unrounded measurements as
    /// text, and its terms sum to sizes that are compared anyway; a font's `file` is where the fonts are
    /// installed on this machine (a checkout, `share/buttonsizer/Fonts`), which a golden must not depend
    /// on — the face is still pinned by the font's other keys and by every measured size.
    public static let ignoredKeys: Set<String> = ["trace", "file"]

    /// Whether `BUTTONSIZER_RECORD=1` is set: then every check records instead of comparing.
    public static var recordsFromEnvironment: Bool {
        ProcessInfo.processInfo.environment["BUTTONSIZER_RECORD"] == "1"
    }

    /// The golden's path: `__Goldens__/NAME.json` in the folder of `testFile` (a `#filePath`).
    public static func path(named name: String, testFile: String) -> String {
        let folder = (testFile as NSString).deletingLastPathComponent
        return (folder as NSString).appendingPathComponent("__Goldens__/\(name).json")
    }

    /// The golden's contents for a report: its JSON without ``ignoredKeys``, indented, keys in the
    /// command line's order.
    public static func json(of report: LayoutReport) throws -> JSONNode {
        try JSONNodeEncoder().encode(report).removing(ignoredKeys)
    }

    /// Lays `spec` out (`ButtonSizer.report(_:proposal:)`) and compares it with the golden `name`,
    /// or records it when the golden is missing, `record` is true or `BUTTONSIZER_RECORD=1`.
    /// - Parameters:
    ///   - spec: the button.
    ///   - name: the golden's name: `__Goldens__/NAME.json`.
    ///   - sizer: the sizer (and so the fonts) to lay out with.
    ///   - bounds: the size to lay out in; `nil` for the intrinsic size.
    ///   - tolerance: how far numbers may move (default: equal on the pixel grid).
    ///   - record: record even when the golden exists.
    ///   - testFile: the test's `#filePath`; the golden lives in `__Goldens__` beside it.
    /// - Throws: a layout error, or a file that cannot be read, parsed or written.
    public static func check(_ spec: ButtonSpec, named name: String, sizer: ButtonSizer, in bounds: Size? = nil,
                             tolerance: LayoutTolerance = .pixelGrid, record: Bool = false,
                             testFile: String) throws -> Outcome {
        let actual = try json(of: sizer.report(spec, proposal: bounds.map(LayoutProposal.bounds) ?? .intrinsic))
        let path = path(named: name, testFile: testFile)
        if record || recordsFromEnvironment || !FileManager.default.fileExists(atPath: path) {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try Data(actual.prettyText.utf8).write(to: URL(fileURLWithPath: path))
            return .recorded(path: path)
        }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let expected = try JSONReader.parse(Array(bytes), source: path)
        let differences = actual.differences(from: expected, ignoring: ignoredKeys) { _, old, new in
            tolerance.matches(old, new, scale: spec.scale)
        }
        return differences.isEmpty ? .matched : .differs(differences)
    }

    /// The failure message for differences: one line per field, old → new.
    public static func message(_ differences: [JSONDifference], name: String, tolerance: LayoutTolerance) -> String {
        let lines = differences.map { "  \($0)" }.joined(separator: "\n")
        return "Layout \"\(name)\" differs from its golden (__Goldens__/\(name).json, tolerance \(tolerance)):\n"
            + lines + "\nRun with BUTTONSIZER_RECORD=1 to record the new layout if the change is intended."
    }

    /// The sizer used when a test passes none: bundled fonts only (``ButtonSizer/init()``), made once.
    static let bundledFonts = Result { try ButtonSizer() }
}
