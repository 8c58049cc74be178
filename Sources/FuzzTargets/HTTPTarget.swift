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
        configuration: .init(host: "127.0.0.1", port: 0, threads: 1, maxConnections: 16, readTimeout: 1,
                             connectionMemoryBytes: 8 * 1024, maxBodyBytes: 4 * 1024),
        handler: ServerTarget.service.handle)
    /// Ours (ButtonSizerService's, and 400 for body framing) and libmicrohttpd's own: 400 for a head
    /// it cannot parse, 413 for a declared body past its limit, 414 and 431 past the head's memory,
    /// 417 for an Expect it does not know, 501 for a method it does not take, 505 for another version.
    static let statuses: Set<Int> = [200, 400, 404, 405, 413, 414, 415, 417, 431, 501, 503, 505]

    static func run(_ bytes: [UInt8]) throws(FuzzFinding) {
        guard let server else { throw FuzzFinding("the HTTP server did not start") }
        let answer = final(exchange(bytes + Array("\r\n\r\n".utf8), port: server.port))
        let shown = String(decoding: bytes.prefix(200), as: UTF8.self).debugDescription
        if !answer.isEmpty {
            let line = String(decoding: answer.prefix { $0 != 13 }, as: UTF8.self)
            let words = line.split(separator: " ")
            try expect(words.count >= 2 && words[0] == "HTTP/1.1", "\(shown) → not an HTTP/1.1 answer: \(line.debugDescription)")
            let status = Int(words[1]) ?? 0
            try expect(statuses.contains(status), "\(shown) → unexpected status \(status)")
        }
        let health = exchange(Array("GET /healthz HTTP/1.1\r\nHost: fuzz\r\nConnection: close\r\n\r\n".utf8), port: server.port)
        try expect(health.starts(with: Array("HTTP/1.1 200 ".utf8)), "\(shown) → /healthz then answered \(String(decoding: health.prefix(40), as: UTF8.self).debugDescription)")
    }

    /// Sends `request` on a new connection and returns what the server sends back: up to the end of
    /// its first answer (its Content-Length or last chunk), the close, or 100 ms of silence.
    static func exchange(_ request: [UInt8], port: Int) -> [UInt8] {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return [] }
        // MSG_NOSIGNAL: the server may close before taking every byte (a 431 does).
        _ = request.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        for _ in 0..<200 where !complete(answer) {  // at most 200 reads, each within 100 ms
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { break }
            let count = recv(descriptor, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            answer += buffer[..<count]
        }
        return answer
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
