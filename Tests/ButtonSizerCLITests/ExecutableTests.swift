import Foundation
import Testing

/// The built `buttonsizer` executable run as a separate process, for what only a process shows: how it
/// loads ICU, where it finds its fonts.
enum Executable {
    /// `buttonsizer` beside the test runner (both are products of the same build).
    static var path: String {
        let runner = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: runner).deletingLastPathComponent().appendingPathComponent("buttonsizer").path
    }

    struct Result {
        var code: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `executable` with `arguments` in `directory`, with `environment` added to this process's.
    static func run(_ arguments: [String], executable: String = path, directory: String? = nil,
                    environment: [String: String] = [:], removing: [String] = []) throws -> Result {
        var env = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        for name in removing { env[name] = nil }
        // A file copied just before (InstallTests' installed copy) can fail to start with ETXTBSY ("Text file
        // busy") while a process another test spawns at that moment still holds the copy's write descriptor,
        // inherited before its exec closed it (seen in 1 full suite run); Go's os/exec retries the same way.
        var attempt = 0
        while true {
            attempt += 1
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.environment = env
            if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
            let out = Pipe(), err = Pipe()
            process.standardOutput = out
            process.standardError = err
            do {
                try process.run()
            } catch let error as NSError where attempt < 20 && isTextFileBusy(error) {
                Thread.sleep(forTimeInterval: 0.05)
                continue
            }
            let output = out.fileHandleForReading.readDataToEndOfFile()
            let error = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return Result(code: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
                          stderr: String(decoding: error, as: UTF8.self))
        }
    }

    private static func isTextFileBusy(_ error: NSError) -> Bool {
        let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
        return [error, underlying].contains { $0?.domain == NSPOSIXErrorDomain && $0?.code == Int(ETXTBSY) }
    }
}

@Suite struct ICUFailureTests {
    /// An ICU failure names the ICU function and ICU's reason, not "FreeType error (error 0)" (issue #16).
    /// ICU is loaded with dlopen the first time text wraps; a file that is not a library, first on
    /// LD_LIBRARY_PATH under ICU's name, makes that load fail. The name (libicuuc.so.N) is the one the
    /// system's ICU has.
    @Test func aFailedICULoadNamesICU() throws {
        let libraries = try FileManager.default.contentsOfDirectory(atPath: "/usr/lib/x86_64-linux-gnu")
        let name = try #require(libraries.first { $0.range(of: #"^libicuuc\.so\.\d+$"#, options: .regularExpression) != nil })
        let directory = NSTemporaryDirectory() + "buttonsizer-no-icu-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "not a library".write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
        let result = try Executable.run(["measure", "--hermetic", "--lines", "0", "--width", "30", "--line-break", "word",
                                         "Hello World"], environment: ["LD_LIBRARY_PATH": directory])
        #expect(result.code == 1)
        #expect(result.stderr.hasPrefix("Error: ubrk_open failed: cannot load \(name) ("), "\(result.stderr)")
        #expect(!result.stderr.contains("FreeType"))
        // The same line without wrapping never loads ICU and measures.
        let single = try Executable.run(["measure", "--hermetic", "Hello World"], environment: ["LD_LIBRARY_PATH": directory])
        #expect(single.code == 0)
    }
}
