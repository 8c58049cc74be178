import Dispatch
@testable import ButtonSizerCLI
import Synchronization
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `BlockJob`s share slots: a batch starts its next chunk's job before the running one ends, and the
/// two together must not run more threads than `--workers`.
@Suite struct BlockJobTests {
    final class Flag: Sendable {
        private let raised = Atomic(false)
        func raise() { raised.store(true, ordering: .relaxed) }
        var isRaised: Bool { raised.load(ordering: .relaxed) }
    }

    /// A job's threads take blocks only while holding a slot: with none free (all held by a running
    /// job) it waits, and it starts when one is given back; its results come in order.
    @Test func aJobWaitsForAFreeSlot() {
        let slots = DispatchSemaphore(value: 0)
        let ran = Flag()
        let job = BlockJob(count: 3, blockSize: 1, workers: 1, slots: slots) { range in
            ran.raise()
            return range.lowerBound
        }
        usleep(100_000)  // time for a thread of the global queue to start the job
        #expect(!ran.isRaised)
        slots.signal()  // what a running job's thread does when it finds no block left
        #expect(job.wait() == [0, 1, 2])
    }

    /// Consecutive claims of the shared counter go to different runs, so two threads working at once
    /// are a run apart: with 2 threads and runs of 64 blocks, claims 0, 1, 2, 3 are blocks 0, 64, 1, 65
    /// (worked by hand from "claim c is block c / 2 of run c % 2"), and all claims together are every
    /// block once.
    @Test func consecutiveClaimsAreARunApart() {
        let blocks = (0..<128).map { BlockJob<Int>.block(claimed: $0, threads: 2, runLength: 64) }
        #expect(Array(blocks.prefix(4)) == [0, 64, 1, 65])
        #expect(blocks.sorted() == Array(0..<128))
        let threeRuns = (0..<9).map { BlockJob<Int>.block(claimed: $0, threads: 3, runLength: 3) }
        #expect(threeRuns == [0, 3, 6, 1, 4, 7, 2, 5, 8])
    }

    /// Every block is answered once and the results come in block order, whatever the split: counts
    /// that leave the last block or the last run short, more workers than blocks, nothing at all.
    @Test(arguments: [(37, 4, 2), (37, 4, 3), (5, 1, 4), (1, 16, 2), (0, 16, 2), (2048, 16, 2), (2047, 16, 3)])
    func resultsComeInOrder(count: Int, blockSize: Int, workers: Int) {
        let job = BlockJob(count: count, blockSize: blockSize, workers: workers) { Array($0) }
        #expect(job.wait().flatMap { $0 } == Array(0..<count))
    }
}
