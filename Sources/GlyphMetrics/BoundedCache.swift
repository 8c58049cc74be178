import Synchronization

/// A thread-safe cache that holds at most `capacity` entries (0 turns it off).
///
/// Entries are spread over shards by hash, each behind its own lock, so threads measuring different
/// texts rarely wait for each other. Each shard has two generations: new entries go into the young
/// one; when it holds half the shard's share it becomes the old one and the previous old one is
/// dropped. A hit in the old generation moves the entry back to the young one, so entries in use
/// survive: an approximate LRU at O(1) per operation.
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    let capacity: Int
    private let shards: [Shard]
    private let shardCapacity: Int

    private struct Generations: ~Copyable {
        var young: [Key: Value] = [:]
        var old: [Key: Value] = [:]
    }

    private final class Shard: Sendable {
        let generations = Mutex(Generations())
    }

    init(capacity: Int, shardCount: Int = 16) {
        guard capacity > 0 else {
            (self.shardCapacity, self.capacity, self.shards) = (0, 0, [])
            return
        }
        let shardCount = max(1, min(shardCount, capacity / 2))
        self.shardCapacity = max(2, capacity / shardCount)
        self.capacity = shardCapacity * shardCount
        self.shards = (0..<shardCount).map { _ in Shard() }
    }

    private func shard(_ key: Key) -> Shard? {
        shards.isEmpty ? nil : shards[Int(UInt(bitPattern: key.hashValue) % UInt(shards.count))]
    }

    subscript(key: Key) -> Value? {
        let limit = shardCapacity
        return shard(key)?.generations.withLock { g in
            if let value = g.young[key] { return value }
            guard let value = g.old.removeValue(forKey: key) else { return nil }
            Self.insert(key, value, into: &g, capacity: limit)
            return value
        }
    }

    func store(_ value: Value, for key: Key) {
        let limit = shardCapacity
        shard(key)?.generations.withLock { Self.insert(key, value, into: &$0, capacity: limit) }
    }

    /// The number of entries held (never more than `capacity`).
    var count: Int { shards.reduce(0) { sum, shard in sum + shard.generations.withLock { $0.young.count + $0.old.count } } }

    func removeAll() {
        for shard in shards {
            shard.generations.withLock { g in
                g.young.removeAll(keepingCapacity: true)
                g.old.removeAll()
            }
        }
    }

    private static func insert(_ key: Key, _ value: Value, into g: inout Generations, capacity: Int) {
        if g.young.count >= capacity / 2 {
            g.old = g.young
            g.young = Dictionary(minimumCapacity: capacity / 2)
        }
        g.old.removeValue(forKey: key)
        g.young[key] = value
    }
}
