import MicroHTTP
#if canImport(Glibc)
import Glibc
#endif

/// A minimal HTTP/1.1 client over a loopback socket, so tests control connections exactly (idle
/// connections for the limit, raw bytes, no client-side retries).
struct RawResponse {
    var status: Int
    var headers: [String: String]  // lowercased names
    var body: [UInt8]
    var text: String { String(decoding: body, as: UTF8.self) }
}

struct ClientError: Error, CustomStringConvertible {
    var description: String
}

/// A connected socket to 127.0.0.1:`port`; closed on deinit.
final class Connection {
    let descriptor: Int32

    /// - Parameter source: the local address to connect from (another loopback address is another client).
    init(port: Int, from source: String? = nil) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw ClientError(description: "socket failed") }
        if let source {
            var local = sockaddr_in()
            local.sin_family = sa_family_t(AF_INET)
            local.sin_addr.s_addr = inet_addr(source)
            let bound = withUnsafePointer(to: &local) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard bound == 0 else {
                close(descriptor)
                throw ClientError(description: "cannot bind \(source)")
            }
        }
        // No test waits for a byte longer than this: a server that never answers fails, not hangs.
        var patience = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &patience, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            throw ClientError(description: "cannot connect to port \(port)")
        }
    }

    deinit { close(descriptor) }

    func send(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            // MSG_NOSIGNAL: a connection the server closed is an error here, not a SIGPIPE.
            let written = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard written > 0 else { throw ClientError(description: "write failed") }
            sent += written
        }
    }

    /// Reads until the server closes the connection, and parses the response.
    func receive() throws -> RawResponse { try parse(readToEnd(descriptor)) }

    private func parse(_ data: [UInt8]) throws -> RawResponse {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let end = (0..<max(0, data.count - 3)).first(where: { Array(data[$0..<$0 + 4]) == separator }) else {
            throw ClientError(description: "no complete response: \(String(decoding: data, as: UTF8.self))")
        }
        let head = String(decoding: data[..<end], as: UTF8.self).split(separator: "\r\n", omittingEmptySubsequences: false)
        let statusWords = head.first?.split(separator: " ") ?? []
        guard statusWords.count >= 2, let status = Int(statusWords[1]) else {
            throw ClientError(description: "bad status line \(head.first ?? "")")
        }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = String(line[line.index(after: colon)...].drop { $0 == " " })
        }
        let body = Array(data[(end + 4)...])
        return RawResponse(status: status, headers: headers,
                           body: headers["transfer-encoding"] == "chunked" ? try dechunked(body) : body)
    }

    /// Reads until `bytes` have arrived in what the server sent so far (`received` first), and
    /// returns everything read; fails if the server closes the connection first.
    func receive(until bytes: [UInt8], after received: [UInt8] = []) throws -> [UInt8] {
        var data = received
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !contains(data, bytes) {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { throw ClientError(description: "closed before \(String(decoding: bytes, as: UTF8.self))") }
            data += buffer[..<count]
        }
        return data
    }

    /// Parses a response whose first bytes were read already (by ``receive(until:after:)``).
    func receive(after received: [UInt8]) throws -> RawResponse { try parse(received + readToEnd(descriptor)) }
}

func contains(_ data: [UInt8], _ part: [UInt8]) -> Bool {
    guard data.count >= part.count else { return false }
    return (0...(data.count - part.count)).contains { Array(data[$0..<$0 + part.count]) == part }
}

/// The body of a chunked transfer encoding (RFC 9112 §7.1): hexadecimal sizes, each chunk followed by
/// CRLF, a zero-sized chunk at the end.
func dechunked(_ data: [UInt8]) throws -> [UInt8] {
    var body: [UInt8] = [], index = 0
    while true {
        guard let lineEnd = (index..<max(index, data.count - 1)).first(where: { data[$0] == 13 && data[$0 + 1] == 10 }),
              let size = Int(String(decoding: data[index..<lineEnd], as: UTF8.self).prefix { $0 != ";" }, radix: 16),
              lineEnd + 2 + size <= data.count else {
            throw ClientError(description: "bad chunked body at byte \(index)")
        }
        if size == 0 { return body }
        body += data[(lineEnd + 2)..<(lineEnd + 2 + size)]
        index = lineEnd + 2 + size + 2
    }
}

/// One request on a new connection ("Connection: close"), and its response.
func request(_ port: Int, _ method: String, _ target: String, body: [UInt8] = [], contentType: String? = "application/json",
             headers: [String] = []) throws -> RawResponse {
    let connection = try Connection(port: port)
    var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
    if let contentType, !body.isEmpty || method == "POST" { head += "Content-Type: \(contentType)\r\n" }
    if method == "POST" || !body.isEmpty { head += "Content-Length: \(body.count)\r\n" }
    for header in headers { head += header + "\r\n" }
    try connection.send(Array((head + "\r\n").utf8) + body)
    return try connection.receive()
}

func request(_ port: Int, _ method: String, _ target: String, json: String) throws -> RawResponse {
    try request(port, method, target, body: Array(json.utf8))
}

extension Connection {
    /// Whether the server has closed this connection: waits up to `seconds` for the end of file (or
    /// a reset), skipping any bytes that come first.
    func closedByServer(within seconds: Double) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = monotonicSeconds() + seconds
        while monotonicSeconds() < deadline {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(max(1, (deadline - monotonicSeconds()) * 1000))) > 0 else { continue }
            if read(descriptor, &buffer, buffer.count) <= 0 { return true }
        }
        return false
    }
}

/// Every byte until end of file (or an error).
func readToEnd(_ descriptor: Int32) -> [UInt8] {
    var data: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = read(descriptor, &buffer, buffer.count)
        if count <= 0 { break }
        data += buffer[..<count]
    }
    return data
}
