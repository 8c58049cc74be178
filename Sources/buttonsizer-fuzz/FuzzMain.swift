import FuzzTargets
#if canImport(Glibc)
import Glibc
#endif

// Two builds of one entry point.
//
// `make fuzz` builds with `-DBUTTONSIZER_FUZZING`, address sanitizer and libFuzzer's coverage
// instrumentation, and links libFuzzer without its `main` (libclang_rt.fuzzer_no_main): `main` below
// hands the command line to `LLVMFuzzerRunDriver`, which runs the target named by `$FUZZ_TARGET`.
// (`-sanitize=fuzzer` would link libFuzzer's own `main`, which clashes with the one SwiftPM gives
// every executable.)
//
// A normal build replays files instead: `buttonsizer-fuzz TARGET FILE|DIR…` runs each file through the
// target and exits 1 on a finding, to reproduce a crash file outside the fuzzer.

#if BUTTONSIZER_FUZZING
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The target for this process, read once.
let fuzzTarget: String = getenv("FUZZ_TARGET").map { String(cString: $0) } ?? ""

func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    do {
        try FuzzTargets.run(fuzzTarget, bytes)
    } catch {
        printError("FUZZ FINDING (\(fuzzTarget)): \(error)\n")
        abort()
    }
    return 0
}
#endif

/// Writes to standard error, unbuffered (a finding is followed by abort()).
func printError(_ text: String) {
    var text = text
    text.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

@main
struct FuzzMain {
    static func main() {
        #if BUTTONSIZER_FUZZING
        guard FuzzTargets.names.contains(fuzzTarget) else {
            printError("set FUZZ_TARGET to one of: \(FuzzTargets.names.joined(separator: ", "))\n")
            exit(64)
        }
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzOne($0, $1) })
        #else
        exit(replay(Array(CommandLine.arguments.dropFirst())))
        #endif
    }

    /// `leaks [N]`: the leak loops (`make leaks`); exits 1 when the live heap grows by more than
    /// 1 KiB per iteration between the early and the final sample.
    static func leaks(_ iterations: Int) -> Int32 {
        var failed = false
        func report(_ name: String, _ samples: (LeakLoop.Sample, LeakLoop.Sample)) {
            let (early, late) = samples
            let perIteration = Double(late.heapBytes - early.heapBytes) / Double(late.iterations - early.iterations)
            print("\(name): \(early)\n\(String(repeating: " ", count: name.count + 2))\(late)"
                  + "\n\(String(repeating: " ", count: name.count + 2))heap growth \(Int(perIteration)) bytes/iteration")
            if perIteration > 1024 { failed = true }
        }
        do {
            report("font open/measure/close", try LeakLoop.run(iterations: iterations, early: iterations / 10) {
                try LeakLoop.fontIteration()
            })
        } catch {
            print("font loop failed: \(error)")
            return 1
        }
        let input = LeakLoop.writeBatchInput()
        defer { unlink(input) }
        let batches = max(2, iterations / 5)
        let workers = getenv("LEAK_BATCH_WORKERS").flatMap { Int(String(cString: $0)) } ?? 2
        report("batch runs (20 lines each)", LeakLoop.run(iterations: batches, early: batches / 10) {
            LeakLoop.batchIteration(inputPath: input, workers: workers)
        })
        print(failed ? "LEAK: the heap grows" : "no growth")
        return failed ? 1 : 0
    }

    /// Runs every file named (or inside a directory named) through the target.
    static func replay(_ arguments: [String]) -> Int32 {
        if arguments.first == "leaks" { return leaks(arguments.count > 1 ? Int(arguments[1]) ?? 1000 : 1000) }
        guard let target = arguments.first, FuzzTargets.names.contains(target), arguments.count > 1 else {
            printError("usage: buttonsizer-fuzz TARGET FILE|DIR…  (targets: \(FuzzTargets.names.joined(separator: ", ")))\n"
                  + "  replays inputs; `make fuzz` builds the libFuzzer version\n")
            return 64
        }
        var failed = 0, count = 0
        for path in arguments.dropFirst() {
            for file in FuzzFiles.list(path) {
                count += 1
                guard let bytes = FuzzFiles.read(file) else {
                    printError("\(file): cannot read\n")
                    failed += 1
                    continue
                }
                do { try FuzzTargets.run(target, bytes) } catch {
                    print("\(file): FINDING: \(error)")
                    failed += 1
                }
            }
        }
        print("\(target): \(count) inputs, \(failed) findings")
        return failed == 0 ? 0 : 1
    }
}
