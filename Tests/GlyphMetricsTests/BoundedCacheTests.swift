import Dispatch
@testable import GlyphMetrics
import Synchronization
import Testing

/// The cache's own contract, with hashes chosen by the test: a lookup finds the entry whose key the
/// caller accepts even when another key shares its hash, and an entry in use survives turns of the
/// generations.
@Suite struct BoundedCacheTests {
    /// Two keys stored under one hash: each lookup gets its own key's value, whichever was stored first
    /// (a lookup compares the first entry with that hash outside the lock, then searches them all).
    @Test func keysSharingAHashAreToldApart() {
        let cache = BoundedCache<String, Int>(capacity: 64)
        cache.store(1, for: "one", hash: 42)
        cache.store(2, for: "two", hash: 42)
        #expect(cache.value(hash: 42) { $0 == "one" } == 1)
        #expect(cache.value(hash: 42) { $0 == "two" } == 2)
        #expect(cache.value(hash: 42) { $0 == "three" } == nil)
        #expect(cache.value(hash: 44) { $0 == "one" } == nil)  // 42 and 43 are one stored hash (the low bit is set)
    }

    /// One shard of capacity 4 (two entries per generation): an entry asked for after each store is
    /// copied out of the old generation every turn and never dropped; one not asked for is gone after
    /// two turns (four stores).
    @Test func anEntryInUseSurvives() {
        let cache = BoundedCache<Int, Int>(capacity: 4, shardCount: 1)
        func hash(_ key: Int) -> UInt64 { UInt64(key) << 8 }
        cache.store(0, for: 0, hash: hash(0))
        cache.store(1, for: 1, hash: hash(1))
        for key in 2..<10 {
            cache.store(key, for: key, hash: hash(key))
            #expect(cache.value(hash: hash(0)) { $0 == 0 } == 0, "after storing \(key)")
        }
        #expect(cache.value(hash: hash(1)) { $0 == 1 } == nil)
        #expect(cache.count <= 4)
    }

    /// Many threads storing and asking for keys that share shards (and, for a few, hashes) get only
    /// their own keys' values.
    @Test func concurrentLookupsGetTheirOwnValues() {
        let cache = BoundedCache<Int, Int>(capacity: 32, shardCount: 2)
        let wrong = Atomic(0)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for step in 0..<2_000 {
                let key = (thread * 7 + step) % 40, hash = UInt64(key % 30) << 40
                if let found = cache.value(hash: hash, matching: { $0 == key }), found != key * 3 {
                    wrong.add(1, ordering: .relaxed)
                }
                cache.store(key * 3, for: key, hash: hash)
            }
        }
        #expect(wrong.load(ordering: .relaxed) == 0)
        #expect(cache.count <= 32)
    }
}
