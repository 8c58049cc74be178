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
}
