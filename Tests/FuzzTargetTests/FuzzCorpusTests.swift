import FuzzTargets
import Testing

/// Every committed fuzz input — the seeds and every past finding (`finding-*`) — replayed through its
/// target's invariants in the normal suite, so a finding once fixed stays fixed without libFuzzer.
@Suite struct FuzzCorpusTests {
    static let corpus = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        .dropLast(3).joined(separator: "/") + "/Fuzz/corpus"

    @Test(arguments: FuzzTargets.names)
    func corpusHoldsEveryInvariant(target: String) throws {
        let files = FuzzFiles.list(Self.corpus + "/" + target)
        #expect(files.count >= 2, "\(target): no corpus")
        for file in files {
            let bytes = try #require(FuzzFiles.read(file), "\(file)")
            #expect(throws: Never.self, "\(file)") { try FuzzTargets.run(target, bytes) }
        }
    }

    /// Short, empty and all-zero inputs are valid programs for every target (missing bytes read as 0).
    @Test(arguments: FuzzTargets.names)
    func degenerateInputs(target: String) {
        for bytes in [[], [0], [UInt8](repeating: 0, count: 64), [UInt8](repeating: 0xFF, count: 64)] as [[UInt8]] {
            #expect(throws: Never.self, "\(bytes.count) bytes") { try FuzzTargets.run(target, bytes) }
        }
    }

    @Test func anUnknownTargetIsAFinding() {
        #expect(throws: FuzzFinding.self) { try FuzzTargets.run("nonsense", []) }
    }
}
