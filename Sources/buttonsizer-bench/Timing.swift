#if canImport(Glibc)
import Glibc
#endif

/// Monotonic time in nanoseconds (`clock`: CLOCK_MONOTONIC, wall time; CLOCK_THREAD_CPUTIME_ID, the
/// calling thread's CPU time, which leaves out the time other processes ran on a loaded machine).
func nowNanoseconds(_ clock: clockid_t = CLOCK_MONOTONIC) -> UInt64 {
    var time = timespec()
    clock_gettime(clock, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/// Runs `round` once to warm up, then `rounds` times, and returns the median nanoseconds per item.
/// `round` returns a value that is accumulated into `sink`, so the work cannot be optimised away.
/// `clock` as in ``nowNanoseconds(_:)``.
func medianNanosecondsPerItem(items: Int, rounds: Int, sink: inout Double, clock: clockid_t = CLOCK_MONOTONIC,
                              _ round: () throws -> Double) rethrows -> Double {
    sink += try round()
    var perItem: [Double] = []
    for _ in 0..<rounds {
        let start = nowNanoseconds(clock)
        sink += try round()
        perItem.append(Double(nowNanoseconds(clock) - start) / Double(items))
    }
    return median(perItem)
}

/// A finished child process: wall time, CPU time (user + system, all threads) and peak resident memory.
struct ChildRun {
    var seconds: Double
    var cpuSeconds: Double
    var maxResidentKilobytes: Int
    var status: Int32
}

/// Runs `arguments[0]` (a path) with its arguments, stdin from `input` (or /dev/null), stdout and
/// stderr to /dev/null, and waits.
func runChild(_ arguments: [String], input: String? = nil) -> ChildRun {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, input ?? "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let start = nowNanoseconds()
    guard posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else {
        return ChildRun(seconds: .nan, cpuSeconds: .nan, maxResidentKilobytes: 0, status: -1)
    }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return ChildRun(seconds: Double(nowNanoseconds() - start) / 1e9,
                    cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime),
                    maxResidentKilobytes: usage.ru_maxrss, status: status)
}

/// The first line of `path` that starts with `prefix`, without the prefix (for /proc files).
func firstLine(of path: String, startingWith prefix: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 4096)
    while fgets(&buffer, Int32(buffer.count), file) != nil {
        let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if line.hasPrefix(prefix) {
            return String(line.dropFirst(prefix.count)).trimmingCharacters(in: " :\t\n")
        }
    }
    return nil
}

extension String {
    func trimmingCharacters(in set: String) -> String {
        let drop = Set(set)
        return String(self.drop { drop.contains($0) }.reversed().drop { drop.contains($0) }.reversed())
    }
}

/// Where a program is on $PATH, if anywhere.
func which(_ program: String) -> String? {
    guard let path = getenv("PATH").map({ String(cString: $0) }) else { return nil }
    for directory in path.split(separator: ":") {
        let candidate = "\(directory)/\(program)"
        if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
}

/// `value` with `digits` decimals ("n/a" when not finite).
func fixed(_ value: Double, _ digits: Int = 2) -> String {
    guard value.isFinite else { return "n/a" }
    if digits == 0 { return String(Int(value.rounded())) }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = String(rounded)
    if let dot = text.firstIndex(of: ".") {
        let decimals = text.distance(from: dot, to: text.endIndex) - 1
        if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
    } else if digits > 0 {
        text += "." + String(repeating: "0", count: digits)
    }
    return text
}

func verdict(_ ok: Bool) -> String { ok ? "met" : "NOT met" }
