import Synchronization

/// A thread-safe cache that holds at most `capacity` entries.
///
/// Two generations: new entries go into the young one; when it holds half the capacity it becomes
/// the old one and the previous old one is dropped. A hit in the old generation moves the entry to
/// the young one, so entries in use survive — an approximate LRU at O(1) per operation.
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    let capacity: Int
    private let generations = Mutex(Generations())

    private struct Generations: ~Copyable {
        var young: [Key: Value] = [:]
        var old: [Key: Value] = [:]
    }

    init(capacity: Int) {
        self.capacity = max(2, capacity)
    }

    subscript(key: Key) -> Value? {
        generations.withLock { g in
            if let value = g.young[key] { return value }
            guard let value = g.old.removeValue(forKey: key) else { return nil }
            Self.insert(key, value, into: &g, capacity: capacity)
            return value
        }
    }

    func store(_ value: Value, for key: Key) {
        generations.withLock { Self.insert(key, value, into: &$0, capacity: capacity) }
    }

    /// The number of entries held (never more than `capacity`).
    var count: Int { generations.withLock { $0.young.count + $0.old.count } }

    func removeAll() {
        generations.withLock { g in
            g.young.removeAll()
            g.old.removeAll()
        }
    }

    private static func insert(_ key: Key, _ value: Value, into g: inout Generations, capacity: Int) {
        if g.young.count >= capacity / 2 {
            g.old = g.young
            g.young = [:]
        }
        g.old.removeValue(forKey: key)
        g.young[key] = value
    }
}
