import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `buttonsizer serve` as a process: it prints where it listens, and SIGTERM with a request in flight
/// lets that request finish, then exits 0.
@Suite struct ServeProcessTests {
    /// The `buttonsizer` built beside this test binary.
    static var tool: String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let path = String(decoding: buffer[..<max(0, length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/") + "/buttonsizer"
    }

    /// Starts the tool with `arguments` (through `wrapper`, a command that runs the rest of its
    /// arguments, when given), its stdout and stderr on pipes.
    static func spawn(_ arguments: [String], through wrapper: [String] = []) throws -> (pid: pid_t, stdout: Int32, stderr: Int32) {
        var out: [Int32] = [0, 0], err: [Int32] = [0, 0]
        guard pipe(&out) == 0, pipe(&err) == 0 else { throw ClientError(description: "pipe failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, out[1], 1)
        posix_spawn_file_actions_adddup2(&actions, err[1], 2)
        posix_spawn_file_actions_addclose(&actions, out[0])
        posix_spawn_file_actions_addclose(&actions, err[0])
        let command = wrapper + [tool] + arguments
        var argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, command[0], &actions, nil, &argv, environ) == 0 else {
            throw ClientError(description: "cannot start \(command[0])")
        }
        close(out[1])
        close(err[1])
        return (pid, out[0], err[0])
    }

    static func readLine(_ descriptor: Int32) -> String {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while read(descriptor, &byte, 1) == 1 && byte != UInt8(ascii: "\n") { line.append(byte) }
        return String(decoding: line, as: UTF8.self)
    }

    @Test("SIGTERM with a request in flight: the request is answered, then the process exits 0")
    func gracefulStop() throws {
        let process = try Self.spawn(["serve", "--hermetic", "--port", "0", "--workers", "2"])
        defer { close(process.stdout); close(process.stderr) }
        let banner = Self.readLine(process.stdout)
        let port = Int(banner.split(separator: ":").last?.prefix { $0.isNumber } ?? "") ?? 0
        try #require(banner.hasPrefix("listening on http://127.0.0.1:"), "banner: \(banner)")
        try #require(port > 0, "banner: \(banner)")

        // Wrapping work that takes a while (every line a new text), yet finishes well inside the
        // 10 s drain even in the sanitizer builds.
        let lines = (0..<100).map { "{\"id\":\($0),\"command\":\"measure\",\"text\":\"Download the latest version \($0)\",\"width\":60,\"lines\":0,\"line-break\":\"word\"}" }
        let body = Array(lines.joined(separator: "\n").utf8)
        let connection = try Connection(port: port)
        try connection.send(Array(("POST /v1/batch HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
                                   + "Content-Type: application/x-ndjson\r\nContent-Length: \(body.count)\r\n\r\n").utf8) + body)
        // Signal once the answer has begun (its head arrived: the server holds the request), not after a
        // fixed sleep, which a loaded machine can outrun before the server has read the request.
        let head = try connection.receive(until: Array("\r\n\r\n".utf8))
        kill(process.pid, SIGTERM)
        let response = try connection.receive(after: head)
        var status: Int32 = 0
        waitpid(process.pid, &status, 0)
        let stderr = String(decoding: readToEnd(process.stderr), as: UTF8.self)

        #expect(response.status == 200)
        #expect(response.text.split(separator: "\n").count == lines.count)
        #expect(stderr.contains("finishing 1 request(s) in flight"), "\(stderr)")
        #expect(status & 0x7f == 0)  // exited, not killed
        #expect((status >> 8) & 0xff == 0)
    }

    @Test("--shutdown-delay: after SIGTERM /healthz is 503 while requests are still answered, then the process exits 0")
    func shutdownDelay() throws {
        let process = try Self.spawn(["serve", "--hermetic", "--port", "0", "--workers", "1", "--shutdown-delay", "2"])
        defer { close(process.stdout); close(process.stderr) }
        let banner = Self.readLine(process.stdout)
        let port = Int(banner.split(separator: ":").last?.prefix { $0.isNumber } ?? "") ?? 0
        try #require(port > 0, "banner: \(banner)")
        #expect(try request(port, "GET", "/healthz").status == 200)

        kill(process.pid, SIGTERM)
        // The first line on stderr says the delay began (so the signal was handled), inside the 2 s.
        let notice = Self.readLine(process.stderr)
        let health = try request(port, "GET", "/healthz")
        let measured = try request(port, "POST", "/v1/measure", json: #"{"text":"a"}"#)
        var status: Int32 = 0
        waitpid(process.pid, &status, 0)
        #expect(notice.contains("/healthz answers 503 for 2 s"), "\(notice)")
        #expect(health.status == 503)
        #expect(measured.status == 200)
        #expect(status & 0x7f == 0)  // exited, not killed
        #expect((status >> 8) & 0xff == 0)
    }

    /// The process's soft and hard open-file limits (/proc/PID/limits); then it gets SIGTERM and is waited for.
    static func limits(of process: (pid: pid_t, stdout: Int32, stderr: Int32)) throws -> (soft: Int, hard: Int) {
        defer {
            kill(process.pid, SIGTERM)
            var status: Int32 = 0
            waitpid(process.pid, &status, 0)
        }
        let limits = try String(contentsOfFile: "/proc/\(process.pid)/limits", encoding: .utf8)
        let words = try #require(limits.split(separator: "\n").first { $0.hasPrefix("Max open files") }?.split(separator: " "))
        return (Int(words[3]) ?? -1, Int(words[4]) ?? -1)
    }

    @Test("the soft open-file limit is raised to what the default connection limit needs: 4,096 answered, 8,208 accepted, 256 more descriptors")
    func openFileLimitRaised() throws {
        // prlimit (util-linux) starts it with Linux's usual soft limit, 1,024, and a hard limit just large enough.
        let process = try Self.spawn(["serve", "--hermetic", "--port", "0", "--workers", "1"],
                                     through: ["/usr/bin/prlimit", "--nofile=1024:8464", "--"])
        defer { close(process.stdout); close(process.stderr) }
        let banner = Self.readLine(process.stdout)
        try #require(banner.hasPrefix("listening on http://127.0.0.1:"), "banner: \(banner)")
        let (soft, hard) = try Self.limits(of: process)
        // 4,096 × 2 + 16 = 8,208 connections libmicrohttpd accepts, + 256 = 8,464 descriptors.
        #expect(banner.hasSuffix("(1 workers, 4096 connections)"), "banner: \(banner)")
        #expect(soft == 8464)
        #expect(hard == 8464)
        let log = String(decoding: readToEnd(process.stderr), as: UTF8.self)
        #expect(!log.contains("open-file limit"), "\(log)")
    }

    @Test("a hard open-file limit below what the defaults need: fewer connections, and the log says why")
    func openFileLimitCapped() throws {
        let process = try Self.spawn(["serve", "--hermetic", "--port", "0", "--workers", "1"],
                                     through: ["/usr/bin/prlimit", "--nofile=1024:1200", "--"])
        defer { close(process.stdout); close(process.stderr) }
        let banner = Self.readLine(process.stdout)
        let notice = Self.readLine(process.stderr)
        let (soft, hard) = try Self.limits(of: process)
        // 1,200 − 256 = 944 connections accepted; (944 − 16) / 2 = 464 answered before 503.
        #expect(banner.hasSuffix("(1 workers, 464 connections)"), "banner: \(banner)")
        #expect(soft == 1200)
        #expect(hard == 1200)
        #expect(notice.hasPrefix("serve: the open-file limit (hard 1200, soft 1024 at start) leaves room for 464 connections, "
                                 + "not --max-connections 4096 (8464 descriptors)"), "\(notice)")
    }

    @Test("--font-dir: the directory's families are found by name (also with --hermetic) and listed")
    func fontDirectoryFamilies() throws {
        // Noto Serif Regular (Debian's fonts-noto-core, installed by `make deps`, not in the hermetic set);
        // its family name, from the font's name table: `fc-scan --format "%{family}"` prints "Noto Serif".
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("serve-font-dir-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf",
                                         toPath: directory + "/NotoSerif-Regular.ttf")
        let process = try Self.spawn(["serve", "--hermetic", "--port", "0", "--workers", "1", "--font-dir", directory])
        defer { close(process.stdout); close(process.stderr) }
        let banner = Self.readLine(process.stdout)
        let port = Int(banner.split(separator: ":").last?.prefix { $0.isNumber } ?? "") ?? 0
        try #require(port > 0, "banner: \(banner)")

        let measured = try request(port, "POST", "/v1/measure", json: #"{"text":"Serif","font":"Noto Serif"}"#)
        let fonts = try request(port, "GET", "/v1/fonts")
        kill(process.pid, SIGTERM)
        var status: Int32 = 0
        waitpid(process.pid, &status, 0)
        #expect(measured.status == 200)
        #expect(measured.text.contains("\"file\":\"\(directory)/NotoSerif-Regular.ttf\""), "\(measured.text)")
        #expect(fonts.text.contains("{\"name\":\"Noto Serif\",\"styles\":[\"400\"],\"bundled\":false}"))
    }
}
