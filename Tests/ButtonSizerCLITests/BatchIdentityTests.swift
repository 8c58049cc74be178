import ButtonSizerCLI
import Foundation
import GlyphMetrics
import Testing

/// Speed work must not change answers: `buttonsizer batch` on a fixed input (Benchmarks/batch-fixture.jsonl,
/// written by `buttonsizer-bench --write-fixture`: every 7th corpus label in a mix of measure options and
/// all six profiles, plus seven lines that must fail) gives, byte for byte, the output recorded before
/// the batch scheduling and cache changes of issue #17 (Benchmarks/batch-fixture.expected.jsonl, font
/// paths relative to the package). A change that alters answers on purpose records it again with
/// `make batch-golden` and says why in its commit.
@Suite struct BatchIdentityTests {
    static let benchmarks = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        .dropLast(3).joined(separator: "/") + "/Benchmarks/"

    @Test(arguments: [1, 2, 3])
    func batchOutputIsByteIdenticalToTheRecordedOne(workers: Int) throws {
        let expected = try String(contentsOfFile: Self.benchmarks + "batch-fixture.expected.jsonl", encoding: .utf8)
        let result = CLITests.run(["batch", "--hermetic", "--workers", String(workers),
                                   "--input", Self.benchmarks + "batch-fixture.jsonl"])
        let output = result.stdout.replacingOccurrences(of: BundledFonts.directory + "/", with: "Fonts/")
        let got = output.split(separator: "\n", omittingEmptySubsequences: false)
        let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
        // The first differing line, so a failure shows what changed rather than 300 kB.
        let firstDifference = zip(got, want).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(firstDifference == nil, "line \((firstDifference?.offset ?? 0) + 1):\n got \(firstDifference?.element.0 ?? "")\nwant \(firstDifference?.element.1 ?? "")")
        #expect(got.count == want.count)
    }
}
