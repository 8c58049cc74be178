import Dispatch
import Synchronization

/// `items.map(transform)` on up to `workers` threads, results in input order. Each thread takes every
/// `workers`-th item, so uneven costs spread out; results are gathered once per thread.
func parallelMap<T: Sendable, R: Sendable>(_ items: [T], workers: Int, _ transform: @Sendable (T) -> R) -> [R] {
    let threads = max(1, min(workers, items.count))
    if threads == 1 { return items.map(transform) }
    let results = Mutex([R?](repeating: nil, count: items.count))
    DispatchQueue.concurrentPerform(iterations: threads) { worker in
        var mine: [(Int, R)] = []
        for index in stride(from: worker, to: items.count, by: threads) {
            mine.append((index, transform(items[index])))
        }
        results.withLock { all in for (index, result) in mine { all[index] = result } }
    }
    return results.withLock { $0.compactMap { $0 } }
}
