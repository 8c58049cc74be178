internal import CMicroHTTPD
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// An HTTP/1.1 server on libmicrohttpd (`MHD_start_daemon`): a pool of polling threads (epoll), each
/// request read whole (up to a body limit) and answered by a synchronous handler on the thread that
/// read it. The handler sees plain ``HTTPRequest`` values; the C library stays inside this file.
///
/// A response with an ``HTTPResponse/stream`` goes out with chunked transfer encoding
/// (`MHD_create_response_from_callback`): each piece is sent as soon as the stream gives it, and the
/// connection's polling thread waits in the stream for the next one (its other connections wait too).
///
/// Life cycle: ``init(configuration:handler:)`` binds and starts; ``stop(waitingUpTo:)`` stops accepting
/// (`MHD_quiesce_daemon`), lets requests in flight finish for a bounded time, then stops the daemon.
public final class HTTPServer: Sendable {
    public struct Configuration: Sendable, Hashable {
        /// An IPv4 or IPv6 address literal to bind ("127.0.0.1", "::1", "0.0.0.0").
        public var host: String
        /// The port; 0 picks a free one (see ``HTTPServer/port``).
        public var port: Int
        /// Polling threads, each answering its connections' requests.
        public var threads: Int
        /// Open connections above which requests are flagged ``HTTPRequest/overConnectionLimit``;
        /// libmicrohttpd itself refuses connections past twice this (plus 16).
        public var maxConnections: Int
        /// Seconds after which an idle or slow connection is closed.
        public var requestTimeout: Int
        /// Request bodies longer than this many bytes are dropped and flagged ``HTTPRequest/bodyTooLarge``.
        public var maxBodyBytes: Int

        public init(host: String = "127.0.0.1", port: Int = 8080, threads: Int = 2, maxConnections: Int = 256,
                    requestTimeout: Int = 30, maxBodyBytes: Int = 1 << 20) {
            self.host = host
            self.port = port
            self.threads = threads
            self.maxConnections = maxConnections
            self.requestTimeout = requestTimeout
            self.maxBodyBytes = maxBodyBytes
        }
    }

    /// Why the server could not start.
    public struct StartError: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    public let configuration: Configuration
    /// The port bound (the chosen one when the configuration asked for 0).
    public let port: Int
    private let core: Core
    /// The daemon handle; only ``stop(waitingUpTo:)`` uses it after start (and takes it out).
    private let daemon: Mutex<OpaquePointer?>

    /// Binds and starts serving.
    /// - Throws: ``StartError`` for a host that is not an address literal, a port outside 0…65535, or
    ///   a daemon that cannot start (port in use, no permission).
    public init(configuration: Configuration, handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse) throws {
        guard (0...65_535).contains(configuration.port) else {
            throw StartError(description: "port \(configuration.port) is outside 0…65535")
        }
        if let problem = cmhd_load_error() { throw StartError(description: String(cString: problem)) }
        self.configuration = configuration
        let core = Core(configuration: configuration, handler: handler)
        self.core = core
        let context = Unmanaged.passUnretained(core).toOpaque()
        let limit = UInt32(clamping: configuration.maxConnections * 2 + 16)
        guard let pointer = cmhd_start(configuration.host, UInt16(configuration.port),
                                       UInt32(clamping: max(1, configuration.threads)), limit,
                                       UInt32(clamping: max(1, configuration.requestTimeout)),
                                       accessHandler, context, completedHandler, connectionHandler, context) else {
            throw StartError(description: "cannot listen on \(configuration.host) port \(configuration.port) "
                             + "(not an IP address literal, the port is taken, or no permission)")
        }
        self.port = Int(cmhd_bound_port(pointer))
        self.daemon = Mutex(pointer)
    }

    deinit { stop(waitingUpTo: 0) }

    /// Connections open now.
    public var openConnections: Int { core.openConnections.load(ordering: .relaxed) }
    /// Requests being read or answered now.
    public var requestsInFlight: Int { core.inFlight.load(ordering: .relaxed) }

    /// Stops accepting connections, waits up to `seconds` for requests in flight to be answered, then
    /// closes every connection and stops the threads. Idempotent.
    public func stop(waitingUpTo seconds: Double) {
        guard let daemon = daemon.withLock({ slot -> OpaquePointer? in defer { slot = nil }; return slot }) else { return }
        let listener = cmhd_quiesce_daemon(daemon)
        let deadline = monotonicSeconds() + max(0, seconds)
        while core.inFlight.load(ordering: .relaxed) > 0 && monotonicSeconds() < deadline { usleep(5_000) }
        cmhd_stop_daemon(daemon)
        if listener >= 0 { close(listener) }
    }

    /// What the C callbacks reach through their context pointer; it lives as long as the server.
    final class Core: Sendable {
        let configuration: Configuration
        let handler: @Sendable (HTTPRequest) -> HTTPResponse
        let openConnections = Atomic<Int>(0)
        let inFlight = Atomic<Int>(0)

        init(configuration: Configuration, handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse) {
            self.configuration = configuration
            self.handler = handler
        }
    }

    /// One request being read: its body so far. Owned by the connection's `con_cls` slot.
    final class Reading {
        var body: [UInt8] = []
        var tooLarge = false
    }
}

/// Seconds on the monotonic clock (`CLOCK_MONOTONIC`), for durations.
public func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

// MARK: - C callbacks (no captures: the server's Core comes through `cls`)

private let accessHandler: MHD_AccessHandlerCallback = { cls, connection, url, method, _, uploadData, uploadSize, slot in
    guard let cls, let connection, let slot, let uploadSize else { return .NO }
    let core = Unmanaged<HTTPServer.Core>.fromOpaque(cls).takeUnretainedValue()
    guard let state = slot.pointee else {
        // First call: the headers are in. A declared body over the limit is dropped as it arrives.
        let reading = HTTPServer.Reading()
        if let length = value(connection, .HEADER_KIND, "Content-Length").flatMap({ Int($0) }),
           length > core.configuration.maxBodyBytes {
            reading.tooLarge = true
        }
        core.inFlight.add(1, ordering: .relaxed)
        slot.pointee = Unmanaged.passRetained(reading).toOpaque()
        return .YES
    }
    let reading = Unmanaged<HTTPServer.Reading>.fromOpaque(state).takeUnretainedValue()
    if uploadSize.pointee > 0 {
        let count = uploadSize.pointee
        if !reading.tooLarge, let uploadData {
            if reading.body.count + count > core.configuration.maxBodyBytes {
                reading.tooLarge = true
                reading.body = []
            } else {
                uploadData.withMemoryRebound(to: UInt8.self, capacity: count) {
                    reading.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: count))
                }
            }
        }
        uploadSize.pointee = 0
        return .YES
    }
    let target = url.map { String(cString: $0) } ?? "/"
    let request = HTTPRequest(
        method: method.map { String(cString: $0) } ?? "GET", path: target,
        query: values(connection, .GET_ARGUMENT_KIND, lowercasingKeys: false),
        headers: values(connection, .HEADER_KIND, lowercasingKeys: true),
        body: reading.body, bodyTooLarge: reading.tooLarge,
        overConnectionLimit: core.openConnections.load(ordering: .relaxed) > core.configuration.maxConnections)
    reading.body = []
    let response = core.handler(request)
    return queue(response, on: connection, closing: request.overConnectionLimit || request.bodyTooLarge)
}

private let completedHandler: MHD_RequestCompletedCallback = { cls, _, slot, _ in
    guard let cls, let slot, let state = slot.pointee else { return }
    let core = Unmanaged<HTTPServer.Core>.fromOpaque(cls).takeUnretainedValue()
    Unmanaged<HTTPServer.Reading>.fromOpaque(state).release()
    slot.pointee = nil
    core.inFlight.subtract(1, ordering: .relaxed)
}

private let connectionHandler: MHD_NotifyConnectionCallback = { cls, _, _, code in
    guard let cls else { return }
    let core = Unmanaged<HTTPServer.Core>.fromOpaque(cls).takeUnretainedValue()
    if code == .CONNECTION_NOTIFY_STARTED {
        core.openConnections.add(1, ordering: .relaxed)
    } else {
        core.openConnections.subtract(1, ordering: .relaxed)
    }
}

private func value(_ connection: OpaquePointer, _ kind: MHD_ValueKind, _ key: String) -> String? {
    cmhd_lookup_connection_value(connection, kind, key).map { String(cString: $0) }
}

/// Every value of `kind` (headers, query arguments), the later of repeated keys winning.
private func values(_ connection: OpaquePointer, _ kind: MHD_ValueKind, lowercasingKeys: Bool) -> [String: String] {
    final class Box { var values: [String: String] = [:]; var lowercase = false }
    let box = Box()
    box.lowercase = lowercasingKeys
    let iterator: MHD_KeyValueIterator = { cls, _, key, value in
        guard let cls, let key else { return .YES }
        let box = Unmanaged<Box>.fromOpaque(cls).takeUnretainedValue()
        let name = String(cString: key)
        box.values[box.lowercase ? name.lowercased() : name] = value.map { String(cString: $0) } ?? ""
        return .YES
    }
    withExtendedLifetime(box) {
        _ = cmhd_get_connection_values(connection, kind, iterator, Unmanaged.passUnretained(box).toOpaque())
    }
    return box.values
}

private func queue(_ response: HTTPResponse, on connection: OpaquePointer, closing: Bool) -> MHD_Result {
    let made: OpaquePointer?
    if let stream = response.stream {
        // Size unknown: chunked transfer encoding (HTTP/1.1), or the connection closed at the end (1.0).
        let sending = Unmanaged.passRetained(Sending(stream)).toOpaque()
        made = cmhd_create_response_from_callback(UInt64.max, 16 * 1024, streamReader, sending, streamFreed)
        if made == nil { streamFreed(sending) }
    } else {
        made = response.body.withUnsafeBytes { bytes in
            cmhd_create_response_from_buffer(bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress),
                                            .RESPMEM_MUST_COPY)
        }
    }
    guard let created = made else { return .NO }
    defer { cmhd_destroy_response(created) }
    for header in response.headers { _ = cmhd_add_response_header(created, header.name, header.value) }
    if closing { _ = cmhd_add_response_header(created, "Connection", "close") }
    return cmhd_queue_response(connection, UInt32(response.status), created)
}

/// A streamed body being sent: the stream, and what is left of the piece it gave last (a piece may
/// be larger than the buffer libmicrohttpd offers).
private final class Sending {
    let stream: HTTPBodyStream
    var piece: [UInt8] = []
    var sent = 0

    init(_ stream: HTTPBodyStream) { self.stream = stream }
}

/// `MHD_ContentReaderCallback`: copies the next bytes of the stream into `buffer`, waiting on this
/// polling thread for the next piece when none is left; -1 (`MHD_CONTENT_READER_END_OF_STREAM`) at the end.
private let streamReader: MHD_ContentReaderCallback = { cls, _, buffer, capacity in
    guard let cls, let buffer else { return -2 }  // MHD_CONTENT_READER_END_WITH_ERROR
    let sending = Unmanaged<Sending>.fromOpaque(cls).takeUnretainedValue()
    while sending.sent == sending.piece.count {
        guard let piece = sending.stream.next() else { return -1 }
        sending.piece = piece
        sending.sent = 0
    }
    let count = min(capacity, sending.piece.count - sending.sent)
    sending.piece.withUnsafeBytes { bytes in
        guard let start = bytes.baseAddress else { return }
        UnsafeMutableRawPointer(buffer).copyMemory(from: start + sending.sent, byteCount: count)
    }
    sending.sent += count
    return count
}

/// `MHD_ContentReaderFreeCallback`: the response is done with (sent, or the client went away).
private let streamFreed: MHD_ContentReaderFreeCallback = { cls in
    guard let cls else { return }
    let sending = Unmanaged<Sending>.fromOpaque(cls).takeRetainedValue()
    sending.stream.finish()
}
