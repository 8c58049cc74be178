internal import CMicroHTTPD
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// An HTTP/1.1 server on libmicrohttpd (`MHD_start_daemon`): a pool of polling threads (`poll`), each
/// request read whole (up to a body limit) and answered by a synchronous handler on the thread that
/// read it. The handler sees plain ``HTTPRequest`` values; the C library stays inside this file.
///
/// Capacity: a connection that is still sending its head or body costs a descriptor, libmicrohttpd's
/// bookkeeping and a place in its thread's poll set, never a thread: the threads are busy only while
/// the handler answers a complete request. So the connection limit is in the thousands
/// (``Configuration/maxConnections``), and the server raises the process's soft open-file limit
/// (`RLIMIT_NOFILE`) to what that needs; where the hard limit is lower, it takes fewer connections
/// and says so in ``openFileLimit``.
///
/// A response with an ``HTTPResponse/stream`` goes out with chunked transfer encoding
/// (`MHD_create_response_from_callback`): each piece is sent as soon as the stream gives it, and the
/// connection's polling thread waits in the stream for the next one (its other connections wait too).
///
/// Hostile clients: libmicrohttpd's own limits bound the connections (``Configuration/maxConnections``,
/// ``Configuration/maxConnectionsPerClient``), the memory a request head may take, and a pause between
/// bytes (``Configuration/requestTimeout``; ``Configuration/readTimeout`` while a body is read). Its
/// timeouts restart with every byte, so a client sending one now and then would hold a connection for
/// ever: a watchdog thread closes a connection whose request is overdue (``Configuration/readTimeout``
/// for the head; for a body, that plus a second per ``Configuration/minimumBodyRate`` bytes received,
/// as Apache's mod_reqtimeout does).
///
/// Life cycle: ``init(configuration:handler:)`` binds and starts; ``startDraining()`` makes every answer
/// close its connection and tells the handler (``HTTPRequest/serverDraining``: health checks fail);
/// ``stop(waitingUpTo:)`` stops accepting (`MHD_quiesce_daemon`, the listening socket shut down so
/// connection attempts are refused, not queued), lets requests in flight finish for a bounded time,
/// then stops the daemon.
public final class HTTPServer: Sendable {
    public struct Configuration: Sendable, Hashable {
        /// An IPv4 or IPv6 address literal to bind ("127.0.0.1", "::1", "0.0.0.0").
        public var host: String
        /// The port; 0 picks a free one (see ``HTTPServer/port``).
        public var port: Int
        /// Polling threads, each answering its connections' requests.
        public var threads: Int
        /// Open connections above which requests are flagged ``HTTPRequest/overConnectionLimit``
        /// (answered 503); libmicrohttpd accepts up to ``acceptLimit(maxConnections:)`` connections and
        /// leaves further ones waiting in the listen backlog until one closes.
        public var maxConnections: Int
        /// Connections one client address may hold open (libmicrohttpd closes more at once, unanswered);
        /// 0: no limit, as behind a proxy all clients share its address.
        public var maxConnectionsPerClient: Int
        /// Seconds after which a connection that sent and received nothing is closed: a kept-alive
        /// connection between requests, or a client not reading its answer.
        public var requestTimeout: Int
        /// Seconds a new connection has to send a whole request head (a kept-alive one has
        /// ``requestTimeout`` after its previous answer), the longest pause between two pieces of a
        /// request body, and the time a body has before ``minimumBodyRate`` applies. A connection
        /// past any of them is closed without an answer.
        public var readTimeout: Int
        /// Bytes a second a request body must average once its first ``readTimeout`` seconds are over.
        public var minimumBodyRate: Int
        /// Bytes a connection's request head may take in libmicrohttpd's memory for it
        /// (`MHD_OPTION_CONNECTION_MEMORY_LIMIT`); a longer head is answered 431 by libmicrohttpd.
        public var connectionMemoryBytes: Int
        /// Request bodies longer than this many bytes are dropped and flagged ``HTTPRequest/bodyTooLarge``.
        public var maxBodyBytes: Int

        public init(host: String = "127.0.0.1", port: Int = 8080, threads: Int = 2, maxConnections: Int = 4096,
                    maxConnectionsPerClient: Int = 0, requestTimeout: Int = 30, readTimeout: Int = 10,
                    minimumBodyRate: Int = 500, connectionMemoryBytes: Int = 32 * 1024, maxBodyBytes: Int = 1 << 20) {
            self.host = host
            self.port = port
            self.threads = threads
            self.maxConnections = maxConnections
            self.maxConnectionsPerClient = maxConnectionsPerClient
            self.requestTimeout = requestTimeout
            self.readTimeout = readTimeout
            self.minimumBodyRate = minimumBodyRate
            self.connectionMemoryBytes = connectionMemoryBytes
            self.maxBodyBytes = maxBodyBytes
        }

        /// The connections libmicrohttpd accepts for `maxConnections` (`MHD_OPTION_CONNECTION_LIMIT`):
        /// twice as many plus 16, so that a client past the limit gets a 503 it can act on rather than
        /// no answer.
        public static func acceptLimit(maxConnections: Int) -> Int { max(1, maxConnections) * 2 + 16 }

        /// The largest `maxConnections` whose ``acceptLimit(maxConnections:)`` is at most `accepted` (at least 1).
        static func maxConnections(accepting accepted: Int) -> Int { max(1, (accepted - 16) / 2) }
    }

    /// Descriptors the process keeps open beside its connections: standard streams, the listening
    /// socket, each polling thread's wake-up pipe, a font file while it is read (a
    /// `serve --hermetic` process with 2 threads holds 10, also after measuring in six scripts).
    public static let descriptorsBesideConnections = 256

    /// The process's open-file limit (`RLIMIT_NOFILE`) as the server found and left it: every
    /// connection is a descriptor, so the server raises the soft limit to what its connections need,
    /// up to the hard limit (which only a privileged process can raise).
    public struct OpenFileLimit: Sendable, Hashable {
        /// Descriptors the configured limits need: libmicrohttpd's connection limit plus
        /// ``HTTPServer/descriptorsBesideConnections``.
        public var needed: Int
        /// The soft limit before the server started.
        public var before: Int
        /// The soft limit now: `needed`, or the hard limit where that is lower, or `before` where it was higher.
        public var soft: Int
        /// The hard limit.
        public var hard: Int
        /// Whether the hard limit is below what the configuration needs, so the server takes fewer connections.
        public var capsConnections: Bool { soft < needed }

        /// Raises the soft limit to `needed` where it is lower, up to the hard limit; never lowers it.
        static func raise(to needed: Int) -> OpenFileLimit {
            var limit = rlimit()
            guard getrlimit(resourceNumber, &limit) == 0 else {
                return OpenFileLimit(needed: needed, before: needed, soft: needed, hard: needed)  // unknown: assume enough
            }
            let before = Int(clamping: limit.rlim_cur), hard = Int(clamping: limit.rlim_max)
            let wanted = min(needed, hard)
            if before < wanted {
                limit.rlim_cur = rlim_t(wanted)
                if setrlimit(resourceNumber, &limit) == 0 { return OpenFileLimit(needed: needed, before: before, soft: wanted, hard: hard) }
            }
            return OpenFileLimit(needed: needed, before: before, soft: before, hard: hard)
        }

        /// `RLIMIT_NOFILE` in the type glibc's getrlimit/setrlimit take.
        private static let resourceNumber = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    }

    /// Why the server could not start.
    public struct StartError: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The configuration as applied: ``Configuration/maxConnections`` is lowered when the open-file
    /// limit cannot hold its ``Configuration/acceptLimit(maxConnections:)`` (``openFileLimit``).
    public let configuration: Configuration
    /// The port bound (the chosen one when the configuration asked for 0).
    public let port: Int
    /// The open-file limit the server found, and what it raised it to.
    public let openFileLimit: OpenFileLimit
    private let core: Core
    /// The daemon handle; only ``stop(waitingUpTo:)`` uses it after start (and takes it out).
    private let daemon: Mutex<OpaquePointer?>
    /// The thread closing connections whose request is overdue (``Core/watch()``).
    private let watchdog: pthread_t

    /// Binds and starts serving, first raising the soft open-file limit to what the connection limit
    /// needs (``openFileLimit``).
    /// - Throws: ``StartError`` for a host that is not an address literal, a port outside 0…65535, or
    ///   a daemon that cannot start (port in use, no permission).
    public init(configuration requested: Configuration, handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse) throws {
        guard (0...65_535).contains(requested.port) else {
            throw StartError(description: "port \(requested.port) is outside 0…65535")
        }
        if let problem = cmhd_load_error() { throw StartError(description: String(cString: problem)) }
        var configuration = requested
        var accepted = Configuration.acceptLimit(maxConnections: configuration.maxConnections)
        openFileLimit = OpenFileLimit.raise(to: accepted + Self.descriptorsBesideConnections)
        if openFileLimit.capsConnections {
            accepted = max(1, openFileLimit.soft - Self.descriptorsBesideConnections)
            configuration.maxConnections = Configuration.maxConnections(accepting: accepted)
        }
        self.configuration = configuration
        let core = Core(configuration: configuration, handler: handler)
        self.core = core
        let context = Unmanaged.passUnretained(core).toOpaque()
        let limits = cmhd_limits(threads: UInt32(clamping: max(1, configuration.threads)),
                                 connections: UInt32(clamping: accepted),
                                 connections_per_address: UInt32(clamping: max(0, configuration.maxConnectionsPerClient)),
                                 connection_memory: max(4096, configuration.connectionMemoryBytes),
                                 idle_seconds: UInt32(clamping: max(1, configuration.requestTimeout)))
        guard let pointer = cmhd_start(configuration.host, UInt16(configuration.port), limits,
                                       accessHandler, context, completedHandler, connectionHandler, context) else {
            throw StartError(description: "cannot listen on \(configuration.host) port \(configuration.port) "
                             + "(not an IP address literal, the port is taken, or no permission)")
        }
        var watchdog = pthread_t()
        guard pthread_create(&watchdog, nil, { core in
            guard let core else { return nil }
            Unmanaged<Core>.fromOpaque(core).takeRetainedValue().watch()
            return nil
        }, Unmanaged.passRetained(core).toOpaque()) == 0 else {
            Unmanaged.passUnretained(core).release()  // the thread's reference, never taken
            cmhd_stop_daemon(pointer)
            throw StartError(description: "cannot start a thread")
        }
        self.watchdog = watchdog
        self.port = Int(cmhd_bound_port(pointer))
        self.daemon = Mutex(pointer)
    }

    deinit { stop(waitingUpTo: 0) }

    /// From now on every answer closes its connection (`Connection: close`) and requests carry
    /// ``HTTPRequest/serverDraining``, so clients and load balancers move to other instances while
    /// this one still answers. ``stop(waitingUpTo:)`` does this first too.
    public func startDraining() { core.draining.store(true, ordering: .relaxed) }

    /// Connections open now.
    public var openConnections: Int { core.openConnections.load(ordering: .relaxed) }
    /// Requests being read or answered now.
    public var requestsInFlight: Int { core.inFlight.load(ordering: .relaxed) }

    /// Stops accepting connections (attempts are refused from now on), waits up to `seconds` for
    /// requests in flight to be answered, then closes every connection and stops the threads. Idempotent.
    public func stop(waitingUpTo seconds: Double) {
        guard let daemon = daemon.withLock({ slot -> OpaquePointer? in defer { slot = nil }; return slot }) else { return }
        startDraining()
        let listener = cmhd_quiesce_daemon(daemon)
        // libmicrohttpd's threads may still hold the descriptor until MHD_stop_daemon: shut down, not
        // closed, so new connections are refused at once instead of waiting in the backlog.
        if listener >= 0 { shutdown(listener, Int32(SHUT_RDWR)) }
        let deadline = monotonicSeconds() + max(0, seconds)
        while core.inFlight.load(ordering: .relaxed) > 0 && monotonicSeconds() < deadline { usleep(5_000) }
        core.watching.store(false, ordering: .relaxed)
        pthread_join(watchdog, nil)
        cmhd_stop_daemon(daemon)
        if listener >= 0 { close(listener) }
    }

    /// What the C callbacks reach through their context pointer; it lives as long as the server.
    final class Core: Sendable {
        let configuration: Configuration
        let handler: @Sendable (HTTPRequest) -> HTTPResponse
        let openConnections = Atomic<Int>(0)
        let inFlight = Atomic<Int>(0)
        let draining = Atomic<Bool>(false)
        /// Whether the watchdog goes on; ``stop(waitingUpTo:)`` ends it.
        let watching = Atomic<Bool>(true)
        /// Every open connection, from libmicrohttpd's report that it opened to the one that it closed.
        let connections = Mutex<[ObjectIdentifier: OpenConnection]>([:])

        init(configuration: Configuration, handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse) {
            self.configuration = configuration
            self.handler = handler
        }

        /// Starts watching `connection` (it opened), or stops (it closed).
        func watch(_ connection: OpenConnection) { connections.withLock { $0[ObjectIdentifier(connection)] = connection } }
        func forget(_ connection: OpenConnection) { connections.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(connection)) } }

        /// The watchdog: every 100 ms, shuts down the connections whose request is overdue
        /// (libmicrohttpd then closes them, unanswered), until ``watching`` turns false.
        func watch() {
            while watching.load(ordering: .relaxed) {
                usleep(100_000)
                let now = monotonicMilliseconds()
                connections.withLock { connections in
                    for connection in connections.values {
                        let due = connection.due.load(ordering: .relaxed)
                        guard due != 0 && now > due else { continue }
                        connection.due.store(0, ordering: .relaxed)
                        if connection.isOpen { shutdown(connection.socket, Int32(SHUT_RDWR)) }
                    }
                }
            }
        }
    }

    /// An open connection as the watchdog sees it: its socket, and when the request it reads is due.
    final class OpenConnection: Sendable {
        let socket: Int32
        /// The socket's inode: the descriptor is this connection's only while it names the same one.
        let inode: UInt
        /// Monotonic milliseconds by which the request head, or the body being read, must be
        /// complete; 0 while a request is answered.
        let due: Atomic<Int64>

        init(socket: Int32, due: Int64) {
            self.socket = socket
            var status = stat()
            inode = fstat(socket, &status) == 0 ? UInt(status.st_ino) : 0
            self.due = Atomic(due)
        }

        /// Whether the descriptor still names this connection's socket, not one the system has since
        /// given to another connection (should libmicrohttpd close it before reporting the close).
        var isOpen: Bool {
            var status = stat()
            return inode != 0 && fstat(socket, &status) == 0 && UInt(status.st_ino) == inode
        }
    }

    /// One request being read: its body so far. Owned by the connection's `con_cls` slot.
    final class Reading {
        var body: [UInt8] = []
        var tooLarge = false
        /// Whether the connection's timeout is the read timeout while the body comes.
        var timedByRead = false
    }
}

/// Seconds on the monotonic clock (`CLOCK_MONOTONIC`), for durations.
public func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

private func monotonicMilliseconds() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Int64(time.tv_sec) * 1000 + Int64(time.tv_nsec) / 1_000_000
}

// MARK: - C callbacks (no captures: the server's Core comes through `cls`)

private let accessHandler: MHD_AccessHandlerCallback = { cls, connection, url, method, _, uploadData, uploadSize, slot in
    guard let cls, let connection, let slot, let uploadSize else { return .NO }
    let core = Unmanaged<HTTPServer.Core>.fromOpaque(cls).takeUnretainedValue()
    guard let state = slot.pointee else {
        // First call: the head is in. A declared body over the limit is dropped as it arrives. A body
        // is due within the read timeout (more with every piece), and a pause longer than that closes
        // the connection.
        let reading = HTTPServer.Reading()
        let declared = value(connection, .HEADER_KIND, "Content-Length")
        let length = declared.flatMap { Int($0) }
        if let length, length > core.configuration.maxBodyBytes {
            reading.tooLarge = true
        }
        let coding = value(connection, .HEADER_KIND, "Transfer-Encoding")
        let hasBody = length ?? 0 > 0 || coding != nil
        let readTimeout = max(1, core.configuration.readTimeout)
        opened(connection)?.due.store(hasBody ? monotonicMilliseconds() + Int64(readTimeout) * 1000 : 0, ordering: .relaxed)
        if hasBody {
            reading.timedByRead = true
            cmhd_set_connection_timeout(connection, UInt32(clamping: readTimeout))
        }
        core.inFlight.add(1, ordering: .relaxed)
        slot.pointee = Unmanaged.passRetained(reading).toOpaque()
        if declared != nil || coding != nil, let problem = framingProblem(connection) {
            // Answered before any of the body is read, and closed: what follows the head is not known to be a body.
            return queue(HTTPResponse(status: 400, headers: [.init("Content-Type", "application/json")],
                                      body: Array("{\"error\":\"\(problem)\",\"field\":null}\n".utf8)), on: connection, closing: true)
        }
        return .YES
    }
    let reading = Unmanaged<HTTPServer.Reading>.fromOpaque(state).takeUnretainedValue()
    if uploadSize.pointee > 0 {
        let count = uploadSize.pointee
        opened(connection)?.due.add(Int64(count) * 1000 / Int64(max(1, core.configuration.minimumBodyRate)), ordering: .relaxed)
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
    if reading.timedByRead {
        opened(connection)?.due.store(0, ordering: .relaxed)
        cmhd_set_connection_timeout(connection, UInt32(clamping: max(1, core.configuration.requestTimeout)))
    }
    let target = url.map { String(cString: $0) } ?? "/"
    let draining = core.draining.load(ordering: .relaxed)
    let request = HTTPRequest(
        method: method.map { String(cString: $0) } ?? "GET", path: target,
        query: values(connection, .GET_ARGUMENT_KIND, lowercasingKeys: false),
        headers: values(connection, .HEADER_KIND, lowercasingKeys: true),
        body: reading.body, bodyTooLarge: reading.tooLarge,
        overConnectionLimit: core.openConnections.load(ordering: .relaxed) > core.configuration.maxConnections,
        serverDraining: draining)
    reading.body = []
    let response = core.handler(request)
    return queue(response, on: connection, closing: request.overConnectionLimit || request.bodyTooLarge || draining)
}

/// The watchdog's record of `connection` (its socket context, set when it opened).
private func opened(_ connection: OpaquePointer) -> HTTPServer.OpenConnection? {
    cmhd_socket_context(connection).map { Unmanaged<HTTPServer.OpenConnection>.fromOpaque($0).takeUnretainedValue() }
}

private let completedHandler: MHD_RequestCompletedCallback = { cls, connection, slot, _ in
    guard let cls, let slot, let state = slot.pointee else { return }
    let core = Unmanaged<HTTPServer.Core>.fromOpaque(cls).takeUnretainedValue()
    // A kept-alive connection's next head is due within the idle timeout.
    if let connection {
        opened(connection)?.due.store(monotonicMilliseconds() + Int64(core.configuration.requestTimeout) * 1000,
                                          ordering: .relaxed)
    }
    Unmanaged<HTTPServer.Reading>.fromOpaque(state).release()
    slot.pointee = nil
    core.inFlight.subtract(1, ordering: .relaxed)
}

/// A connection opened (its first request head is due within the read timeout) or closed.
private let connectionHandler: MHD_NotifyConnectionCallback = { cls, connection, context, code in
    guard let cls, let connection, let context else { return }
    let core = Unmanaged<HTTPServer.Core>.fromOpaque(cls).takeUnretainedValue()
    if code == .CONNECTION_NOTIFY_STARTED {
        core.openConnections.add(1, ordering: .relaxed)
        let due = monotonicMilliseconds() + Int64(core.configuration.readTimeout) * 1000
        let opened = HTTPServer.OpenConnection(socket: cmhd_connection_socket(connection), due: due)
        core.watch(opened)
        context.pointee = Unmanaged.passRetained(opened).toOpaque()
    } else {
        core.openConnections.subtract(1, ordering: .relaxed)
        guard let pointer = context.pointee else { return }
        let closed = Unmanaged<HTTPServer.OpenConnection>.fromOpaque(pointer).takeRetainedValue()
        core.forget(closed)
        context.pointee = nil
    }
}

private func value(_ connection: OpaquePointer, _ kind: MHD_ValueKind, _ key: String) -> String? {
    cmhd_lookup_connection_value(connection, kind, key).map { String(cString: $0) }
}

/// Every value of `kind` (headers, query arguments), the later of repeated keys winning.
private func values(_ connection: OpaquePointer, _ kind: MHD_ValueKind, lowercasingKeys: Bool) -> [String: String] {
    var values: [String: String] = [:]
    for (name, value) in fields(connection, kind) { values[lowercasingKeys ? name.lowercased() : name] = value }
    return values
}

/// Every name and value of `kind`, in order, repeated names each time.
private func fields(_ connection: OpaquePointer, _ kind: MHD_ValueKind) -> [(name: String, value: String)] {
    final class Box { var fields: [(name: String, value: String)] = [] }
    let box = Box()
    let iterator: MHD_KeyValueIterator = { cls, _, key, value in
        guard let cls, let key else { return .YES }
        Unmanaged<Box>.fromOpaque(cls).takeUnretainedValue().fields.append((String(cString: key), value.map { String(cString: $0) } ?? ""))
        return .YES
    }
    withExtendedLifetime(box) {
        _ = cmhd_get_connection_values(connection, kind, iterator, Unmanaged.passUnretained(box).toOpaque())
    }
    return box.fields
}

/// Why the head does not say where its body ends, as RFC 9112 §6 requires (libmicrohttpd 0.9.75 takes
/// the first of two Content-Lengths, and a Transfer-Encoding beside one, where a proxy in front may
/// take the other: request smuggling); nil when it does.
private func framingProblem(_ connection: OpaquePointer) -> String? {
    let head = fields(connection, .HEADER_KIND)
    let lengths = Set(head.filter { $0.name.lowercased() == "content-length" }
        .flatMap { $0.value.split(separator: ",").map { $0.filter { $0 != " " } } })
    let codings = head.filter { $0.name.lowercased() == "transfer-encoding" }
        .flatMap { $0.value.split(separator: ",").map { $0.filter { $0 != " " }.lowercased() } }
    if lengths.count > 1 { return "the Content-Length fields disagree" }
    guard !codings.isEmpty else { return nil }
    if !lengths.isEmpty { return "a request may not have both Content-Length and Transfer-Encoding" }
    return codings.last == "chunked" ? nil : "Transfer-Encoding must end in chunked"
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
