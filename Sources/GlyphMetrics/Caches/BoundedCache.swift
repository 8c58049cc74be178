/// A thread-safe cache that holds at most `capacity` entries (0 turns it off), looked up by a hash
/// the caller computed once: no `Hasher` (SipHash) runs on a lookup, and the caller does not build a
/// key to ask (it passes a test that compares a stored key with what it has).
///
/// The hash's high bits pick a shard, each behind its own lock, so threads measuring different texts
/// rarely wait for each other; its low bits pick the first slot of an open-addressing table (linear
/// probing over one array of hashes and entries, so a probe touches no entry until the hashes agree). Each
/// shard has two generations: new entries go into the young one; when it holds half the shard's
/// share it becomes the old one and the previous old one is dropped. A hit in the old generation is
/// copied to the young one, so entries in use survive: an approximate LRU at O(1) per operation.
/// An entry is one reference (key and value together), so moving or returning it retains once.
final class BoundedCache<Key: Equatable & Sendable, Value: Sendable>: Sendable {
    let capacity: Int
    /// Each retained once here (released in `deinit`) and used without retaining: otherwise every
    /// lookup writes the reference count of a shard that both batch workers use, in turn.
    private let shards: [Unmanaged<Shard>]
    private let shardCapacity: Int

    private final class Entry: Sendable {
        let hash: UInt64
        let key: Key
        let value: Value
        init(hash: UInt64, key: Key, value: Value) { (self.hash, self.key, self.value) = (hash, key, value) }
    }

    /// Open addressing with linear probing over one array of slots (a probe compares hashes and touches
    /// no entry until they agree). Never more than half full, so probes stay short; it starts empty,
    /// without storage (a process that measures one title touches one shard of each cache: allocating
    /// every shard's tables was 0.3M instructions of its start, #17), takes 8 slots at the first insert
    /// and doubles as it fills, so an empty or just-cleared cache costs little.
    private struct Table {
        var slots: [CacheSlot] = []
        var count = 0
        var mask: Int { slots.count - 1 }

        /// The first entry stored under `hash`, whatever its key (the caller compares it).
        func first(_ hash: UInt64) -> Entry? {
            guard count > 0 else { return nil }
            var index = Int(truncatingIfNeeded: hash) & mask
            while slots[index].hash != 0 {
                if slots[index].hash == hash, let object = slots[index].entry { return unsafeDowncast(object, to: Entry.self) }
                index = (index + 1) & mask
            }
            return nil
        }

        func find(_ hash: UInt64, _ matches: (Key) -> Bool) -> Entry? {
            guard count > 0 else { return nil }
            var index = Int(truncatingIfNeeded: hash) & mask
            while slots[index].hash != 0 {
                if slots[index].hash == hash, let object = slots[index].entry {
                    let entry = unsafeDowncast(object, to: Entry.self)
                    if matches(entry.key) { return entry }
                }
                index = (index + 1) & mask
            }
            return nil
        }

        /// Adds `entry`, or replaces the entry with an equal key.
        mutating func insert(_ entry: Entry) {
            if 2 * (count + 1) > slots.count { grow() }
            var index = Int(truncatingIfNeeded: entry.hash) & mask
            while slots[index].hash != 0 {
                if slots[index].hash == entry.hash, let object = slots[index].entry,
                   unsafeDowncast(object, to: Entry.self).key == entry.key { break }
                index = (index + 1) & mask
            }
            if slots[index].hash == 0 { count += 1 }
            slots[index] = CacheSlot(hash: entry.hash, entry: entry)
        }

        /// Doubles the table, moving the entries over (their keys are distinct: no comparisons, and no
        /// reference counting, since each is moved out of its old slot).
        private mutating func grow() {
            var old = Table(slots: Array(repeating: CacheSlot(), count: max(8, 2 * slots.count)))
            swap(&self, &old)
            count = old.count
            for oldIndex in old.slots.indices where old.slots[oldIndex].hash != 0 {
                let hash = old.slots[oldIndex].hash
                var index = Int(truncatingIfNeeded: hash) & mask
                while slots[index].hash != 0 { index = (index + 1) & mask }
                slots[index].hash = hash
                swap(&slots[index].entry, &old.slots[oldIndex].entry)
            }
        }
    }

    private struct Generations: ~Copyable {
        var young: Table
        var old: Table
    }

    private typealias Shard = SpinLocked<Generations>

    init(capacity: Int, shardCount: Int = 16) {
        guard capacity > 0 else {
            (self.shardCapacity, self.capacity, self.shards) = (0, 0, [])
            return
        }
        let shardCount = max(1, min(shardCount, capacity / 2))
        let shardCapacity = max(2, capacity / shardCount)
        self.shardCapacity = shardCapacity
        self.capacity = shardCapacity * shardCount
        self.shards = (0..<shardCount).map { _ in .passRetained(Shard(Generations(young: Table(), old: Table()))) }
    }

    deinit {
        for shard in shards { shard.release() }
    }

    /// A stored hash: never 0, which marks an empty slot.
    private static func slotHash(_ hash: UInt64) -> UInt64 { hash | 1 }

    /// The shard of `hash` (nil without shards: the cache is off).
    private func shard(_ hash: UInt64) -> Unmanaged<Shard>? {
        shards.isEmpty ? nil : shards[Int(truncatingIfNeeded: hash >> 40) % shards.count]
    }

    /// `body` run on `shard`'s generations under its lock, the shard borrowed (not retained).
    private func locked<R>(_ shard: Unmanaged<Shard>, _ body: (inout Generations) -> R) -> R {
        shard._withUnsafeGuaranteedRef { $0.withLock(body) }
    }

    /// The value stored under `hash` whose key `matches` accepts, if any.
    ///
    /// The lock is held for the probe alone: the entry found by its hash is compared after it (entries
    /// never change), so two threads asking one shard at once (both batch workers on one title) wait
    /// for each other the least. Only a hit in the old generation takes the lock again, to copy it.
    func value(hash: UInt64, matching matches: (Key) -> Bool) -> Value? {
        let hash = Self.slotHash(hash)
        guard let shard = shard(hash) else { return nil }
        let (found, isOld) = locked(shard) { g -> (Entry?, Bool) in
            if let entry = g.young.first(hash) { return (entry, false) }
            return (g.old.first(hash), true)
        }
        guard let found else { return nil }
        guard matches(found.key) else { return value(hash: hash, in: shard, matching: matches) }
        if isOld { keep(found, in: shard) }
        return found.value  // the one copy of the value, made outside the lock
    }

    /// The value whose key `matches` accepts among all entries stored under `hash`, compared under the
    /// lock: for two keys with one hash, which ``value(hash:matching:)`` does not expect.
    private func value(hash: UInt64, in shard: Unmanaged<Shard>, matching matches: (Key) -> Bool) -> Value? {
        let limit = shardCapacity / 2
        let (entry, dropped) = locked(shard) { g -> (Entry?, Table?) in
            if let entry = g.young.find(hash, matches) { return (entry, nil) }
            guard let entry = g.old.find(hash, matches) else { return (nil, nil) }
            return (entry, Self.insert(entry, into: &g, limit: limit))
        }
        _ = dropped
        return entry?.value
    }

    /// Copies `entry`, found in the old generation, to the young one, so that it survives the next turn.
    private func keep(_ entry: Entry, in shard: Unmanaged<Shard>) {
        let limit = shardCapacity / 2
        _ = locked(shard) { g -> Table? in
            g.young.first(entry.hash) === entry ? nil : Self.insert(entry, into: &g, limit: limit)
        }
    }

    /// Stores `value` for `key`, whose hash is `hash` (the one ``value(hash:matching:)`` is asked with).
    func store(_ value: Value, for key: Key, hash: UInt64) {
        let hash = Self.slotHash(hash), limit = shardCapacity / 2
        let entry = Entry(hash: hash, key: key, value: value)
        guard let shard = shard(hash) else { return }
        _ = locked(shard) { Self.insert(entry, into: &$0, limit: limit) }
    }

    /// The number of entries held (never more than `capacity`; an entry copied from the old
    /// generation to the young one counts twice until the old one is dropped).
    var count: Int {
        shards.reduce(0) { sum, shard in sum + locked(shard) { $0.young.count + $0.old.count } }
    }

    func removeAll() {
        for shard in shards {
            locked(shard) { g in
                g.young = Table()
                g.old = Table()
            }
        }
    }

    /// Adds `entry` to the young generation, which first becomes the old one when full. Returns the old
    /// generation this drops, for the caller to release after unlocking: freeing hundreds of entries
    /// is no work to do while another thread waits for the shard.
    private static func insert(_ entry: Entry, into g: inout Generations, limit: Int) -> Table? {
        guard g.young.count >= max(1, limit) else {
            g.young.insert(entry)
            return nil
        }
        var dropped = Table()
        swap(&dropped, &g.old)
        swap(&g.old, &g.young)
        g.young.insert(entry)
        return dropped
    }
}

/// One slot of a ``BoundedCache`` table: `hash` is 0 for an empty slot, else the hash of `entry`
/// (stored hashes are never 0). Not nested in the generic cache, and the entry held as a class existential, so
/// the slot array's type is one concrete type: allocating it looks up no generic metadata at run time.
private struct CacheSlot {
    var hash: UInt64 = 0
    var entry: (AnyObject & Sendable)?
}
