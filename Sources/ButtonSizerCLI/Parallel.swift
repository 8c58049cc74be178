import Dispatch
import Synchronization

/// `transform` applied to `0..<count` in blocks of `blockSize` indices, on `workers` background threads,
/// started at `init`; ``wait()`` returns one result per block, in order.
///
/// Each thread takes the next block from a shared atomic counter, so a thread on a slower (or busier)
/// core simply takes fewer blocks: no fixed split leaves one thread idle while the other finishes its
/// share, and input whose costs alternate (a cheap line, a dear one) spreads evenly. Blocks are small
/// enough that the last one to finish keeps the others waiting briefly, large enough that the counter
/// is touched rarely. The caller's thread is free meanwhile (batch reads and writes then).
///
/// The counter's claims are spread over the job: with `threads` threads the blocks are cut into as many
/// runs, and consecutive claims go to different runs (claim `c` is block `c / threads` of run
/// `c % threads`). Threads working at once are thus a run apart rather than side by side: neighbouring
/// lines, often one title at its other widths and profiles, are answered one after the other by the
/// same thread (the first shapes the title, the next ones hit the cache) instead of both threads
/// shaping the same new title at the same moment.
final class BlockJob<Result: Sendable>: Sendable {
    private let group = DispatchGroup()
    private let nextClaim = Atomic<Int>(0)
    private let results: Mutex<[Result?]>
    private let blockCount: Int

    /// Starts the job.
    /// - Parameter slots: shared by the jobs of one run, counting `workers`: each thread holds a slot
    ///   while it takes blocks, so a job started while another runs (the next chunk of a batch) gets a
    ///   thread the moment one finds no block left in the other, and never more than `workers` run at once.
    init(count: Int, blockSize: Int = 16, workers: Int, slots: DispatchSemaphore? = nil,
         _ transform: @escaping @Sendable (Range<Int>) -> Result) {
        let blockCount = (count + blockSize - 1) / blockSize
        self.blockCount = blockCount
        results = Mutex([Result?](repeating: nil, count: blockCount))
        let threads = max(1, min(workers, blockCount))
        let runLength = (blockCount + threads - 1) / threads
        for _ in 0..<threads {
            DispatchQueue.global().async(group: group) { [self] in
                // Results are kept per thread and handed over once, so workers do not take turns at a lock.
                var done: [(Int, Result)] = []
                slots?.wait()
                while true {
                    let claim = nextClaim.wrappingAdd(1, ordering: .relaxed).oldValue
                    guard claim < threads * runLength else { break }
                    let block = Self.block(claimed: claim, threads: threads, runLength: runLength)
                    guard block < blockCount else { continue }  // the last run may be short
                    let start = block * blockSize
                    done.append((block, transform(start..<min(start + blockSize, count))))
                }
                slots?.signal()
                results.withLock { all in for (block, result) in done { all[block] = result } }
            }
        }
    }

    /// The block a thread answers for the counter's `claim`: consecutive claims go to consecutive runs
    /// of `runLength` blocks, `threads` runs in all (a block number past the job's last is skipped).
    static func block(claimed claim: Int, threads: Int, runLength: Int) -> Int {
        (claim % threads) * runLength + claim / threads
    }

    /// Waits for every block; their results in order.
    func wait() -> [Result] {
        group.wait()
        return results.withLock { $0.compactMap { $0 } }
    }
}

/// `items.map(transform)` on up to `workers` threads (blocks from a shared counter, see ``BlockJob``),
/// results in input order.
func parallelMap<T: Sendable, R: Sendable>(_ items: [T], workers: Int, _ transform: @escaping @Sendable (T) -> R) -> [R] {
    if workers <= 1 || items.count <= 1 { return items.map(transform) }
    return BlockJob(count: items.count, workers: workers) { range in range.map { transform(items[$0]) } }
        .wait().flatMap { $0 }
}
