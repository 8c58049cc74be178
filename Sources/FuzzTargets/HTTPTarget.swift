import MicroHTTP
#if canImport(Glibc)
import Glibc
#endif

/// The service on the wire (issue #28): the bytes, followed by an empty line (so that most mutated
/// heads are complete and answered at once), go to a real ``HTTPServer`` on loopback with small limits
/// (an 8 KiB head, a 4 KiB body), through libmicrohttpd's parser and the server's own checks (the
/// framing of a body, the limits). What comes back is nothing (closed unanswered) or an HTTP/1.1
/// answer with a status from the set below, and afterwards the server still answers `GET /healthz`.
/// ``ServerTarget`` fuzzes the handler behind it without a socket.
enum HTTPTarget {
    static let server: HTTPServer? = try? HTTPServer(
        configuration: .init(host: "127.0.0.1", port: 0, threads: 2, maxConnections: 16, readTimeout: 1,
                             connectionMemoryBytes: 8 * 1024, maxBodyBytes: 4 * 1024),
        handler: ServerTarget.service.handle)
    /// Ours (ButtonSizerService's, and 400 for body framing) and libmicrohttpd's own: 400 for a head
    /// it cannot parse, 413 for a declared body past its limit, 414 and 431 past the head's memory,
    /// 417 for an Expect it does not know, 501 for a method it does not take, 505 for another version.
    static let statuses: Set<Int> = [200, 400, 404, 405, 413, 414, 415, 417, 431, 501, 503, 505]

    static func run(_ bytes: [UInt8]) throws(FuzzFinding) {
        guard let server else { throw FuzzFinding("the HTTP server did not start") }
        let answer = final(exchange(bytes + Array("\r\n\r\n".utf8), port: server.port).answer)
        let shown = String(decoding: bytes.prefix(200), as: UTF8.self).debugDescription
        if !answer.isEmpty {
            let line = String(decoding: answer.prefix { $0 != 13 }, as: UTF8.self)
            let words = line.split(separator: " ")
            try expect(words.count >= 2 && words[0] == "HTTP/1.1", "\(shown) → not an HTTP/1.1 answer: \(line.debugDescription)")
            let status = Int(words[1]) ?? 0
            try expect(statuses.contains(status), "\(shown) → unexpected status \(status)")
        }
        // A slow answer to the input (a large batch, under the sanitizer) may still hold a polling thread.
        let health = exchange(Array("GET /healthz HTTP/1.1\r\nHost: fuzz\r\nConnection: close\r\n\r\n".utf8), port: server.port,
                              patience: 5_000)
        try expect(health.answer.starts(with: Array("HTTP/1.1 200 ".utf8)), "\(shown) → /healthz then answered "
                   + "\(String(decoding: health.answer.prefix(40), as: UTF8.self).debugDescription) (\(health.end))")
    }

    /// Sends `request` on a new connection and returns what the server sends back: up to the end of
    /// its first answer (its Content-Length or last chunk), the close, or `patience` ms of silence;
    /// and how it ended.
    static func exchange(_ request: [UInt8], port: Int, patience: Int32 = 100) -> (answer: [UInt8], end: String) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return ([], "socket: errno \(errno)") }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        if connected != 0 && errno == EINTR {
            // libFuzzer's timer signal interrupted it; the connection goes on being made.
            var poller = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            var failure: Int32 = 0
            var size = socklen_t(MemoryLayout<Int32>.size)
            if poll(&poller, 1, 1000) > 0 && getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &failure, &size) == 0 && failure == 0 {
                connected = 0
            }
        }
        guard connected == 0 else { return ([], "connect: errno \(errno)") }
        // MSG_NOSIGNAL: the server may close before taking every byte (a 431 does).
        var sent = 0
        for _ in 0..<100 where sent < request.count {
            let count = request[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            sent += count
        }
        var answer: [UInt8] = [], end = "complete"
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        for _ in 0..<200 where !complete(answer) {  // at most 200 reads, each within `patience`
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, patience)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { end = "silent for \(patience) ms"; break }
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { end = count == 0 ? "closed" : "recv: errno \(errno)"; break }
            answer += buffer[..<count]
        }
        return (answer, end)
    }

    /// Whether `answer` holds a whole final response: its head, then Content-Length bytes or the last chunk.
    static func complete(_ received: [UInt8]) -> Bool {
        let answer = final(received)
        guard let headEnd = headEnd(answer) else { return false }
        let head = String(decoding: answer[answer.startIndex..<headEnd], as: UTF8.self).lowercased()
        if let field = head.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
           let length = Int(field.dropFirst("content-length:".count).filter { $0 != " " }) {
            return answer.endIndex >= headEnd + 4 + length
        }
        return answer.suffix(5).elementsEqual(Array("0\r\n\r\n".utf8))
    }

    /// Where the head of `answer` ends (its empty line), if it has come.
    static func headEnd(_ answer: ArraySlice<UInt8>) -> Int? {
        let end = Array("\r\n\r\n".utf8)
        guard answer.count >= 4 else { return nil }
        return (answer.startIndex...(answer.endIndex - 4)).first { answer[$0..<$0 + 4].elementsEqual(end) }
    }

    /// `answer` after any interim "100 Continue" responses (RFC 9110 §15.2: a final one follows).
    static func final(_ answer: [UInt8]) -> ArraySlice<UInt8> {
        var rest = answer[...]
        while rest.starts(with: Array("HTTP/1.1 100 ".utf8)), let end = headEnd(rest) { rest = rest[(end + 4)...] }
        return rest
    }
}
