import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A value behind a lock for critical sections of a few dozen instructions that two threads often want
/// at the same moment: a cache shard's probe when both batch workers measure one title (#17), the pools
/// and last-used memos every measure or shaping takes.
///
/// Not `Mutex`, which on Linux (Swift 6.3) is a priority-inheritance futex: once its spin gives up,
/// the waiter blocks in the kernel (`FUTEX_LOCK_PI`), the owner then unlocks through the kernel, and the
/// lock is handed to the sleeping waiter, so the owner's next lock waits for that thread to wake up. Two
/// workers asking one shard fell into that convoy: ~10 % of a 2-worker batch's samples were in the
/// kernel's rt-mutex path. This lock is a flag: a waiter spins reading it (no writes while it is held),
/// takes it the moment it is free (no hand-off), and after a short spin yields its processor
/// (`sched_yield`) instead of sleeping, so a holder that lost its processor gets to run.
///
/// The unlock is a call the optimizer cannot see into (`unlock()`), not the inlined atomic store: Swift 6.3's
/// release build moved the retain of a class reference read under the lock past the inlined store, so another
/// thread could free the object in between (`batch --workers 2` aborted; docs/reliability.md, "A lock the
/// optimizer saw through"). A call that may release anything keeps the retain inside the lock.
///
/// `@unchecked Sendable`: `value` is read and written only inside ``withLock(_:)``, while `isLocked` is held
/// (taken with acquiring, released with releasing ordering).
final class SpinLocked<Value: ~Copyable>: @unchecked Sendable {
    private let isLocked = Atomic<Bool>(false)
    /// Only touched while `isLocked` is held, so Swift's run-time exclusivity check (a call per access) is not needed.
    @exclusivity(unchecked) private var value: Value

    /// Reads of the flag before the waiter yields its processor: a few microseconds at most, many times
    /// the critical sections this lock is meant for.
    private static var spinLimit: Int { 1_000 }

    init(_ value: consuming Value) { self.value = value }

    /// Runs `body` on the value while holding the lock.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        if !isLocked.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged { lockWhenFree() }
        defer { unlock() }
        return try body(&value)
    }

    /// Releases the lock. Never inlined: see the type's comment (a retain must not move past it).
    @inline(never) private func unlock() { isLocked.store(false, ordering: .releasing) }

    private func lockWhenFree() {
        var spins = 0
        repeat {
            if spins < Self.spinLimit { spins += 1 } else { sched_yield() }
        } while isLocked.load(ordering: .relaxed)
            || !isLocked.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged
    }
}
