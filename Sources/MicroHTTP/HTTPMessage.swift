import Synchronization

/// One HTTP request as the server hands it to its handler: pure values, so a handler can be tested
/// and fuzzed without a socket.
public struct HTTPRequest: Sendable, Hashable {
    public var method: String
    /// The path without the query ("/v1/measure").
    public var path: String
    /// Query arguments ("format" → "svg").
    public var query: [String: String]
    /// Header values by lowercased name.
    public var headers: [String: String]
    /// The body; empty when it was longer than the limit (see ``bodyTooLarge``).
    public var body: [UInt8]
    /// Whether the body exceeded the server's limit (it was read and dropped, never held).
    public var bodyTooLarge: Bool
    /// Whether the request arrived while more connections were open than allowed.
    public var overConnectionLimit: Bool
    /// Whether the server is stopping (``HTTPServer/startDraining()``): it still answers, but health
    /// checks should fail so load balancers send requests elsewhere.
    public var serverDraining: Bool

    public init(method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:],
                body: [UInt8] = [], bodyTooLarge: Bool = false, overConnectionLimit: Bool = false,
                serverDraining: Bool = false) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        self.bodyTooLarge = bodyTooLarge
        self.overConnectionLimit = overConnectionLimit
        self.serverDraining = serverDraining
    }
}

/// A response: status, headers, and body bytes, or a ``stream`` of body pieces sent as they are made.
public struct HTTPResponse: Sendable, Hashable {
    public var status: Int
    /// Header names and values in order ("Content-Type", "application/json").
    public var headers: [Header]
    /// The body; empty when the response is a ``stream``.
    public var body: [UInt8]
    /// A body made while it is sent (chunked transfer encoding), or nil for ``body``.
    public var stream: HTTPBodyStream?

    public struct Header: Sendable, Hashable {
        public var name: String
        public var value: String

        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    public init(status: Int, headers: [Header] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A response whose body is sent piece by piece as `stream` makes it.
    public init(status: Int, headers: [Header] = [], stream: HTTPBodyStream) {
        self.init(status: status, headers: headers)
        self.stream = stream
    }

    /// The whole body: ``body``, or every piece of ``stream`` (which it finishes). For callers
    /// without a socket: tests and the fuzz target.
    public func completeBody() -> [UInt8] {
        guard let stream else { return body }
        var bytes: [UInt8] = []
        while let piece = stream.next() { bytes += piece }
        stream.finish()
        return bytes
    }

    /// The value of the first header named `name` (any case).
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}

/// A response body made while it is sent: the server asks ``next()`` for the next piece whenever the
/// connection can take more (the call may wait until a piece is ready) until it returns nil, then
/// calls ``finish()``, also when the client went away first.
public final class HTTPBodyStream: Sendable, Hashable {
    private let nextPiece: @Sendable () -> [UInt8]?
    private let finished: @Sendable () -> Void
    private let isFinished = Atomic<Bool>(false)

    /// - Parameters:
    ///   - next: the next piece of the body, waiting for it if need be; nil at the end.
    ///   - finish: called once when the response is over (sent whole, or abandoned).
    public init(next: @escaping @Sendable () -> [UInt8]?, finish: @escaping @Sendable () -> Void = {}) {
        nextPiece = next
        finished = finish
    }

    /// The next piece of the body (waits until it is ready), or nil when the body is complete.
    public func next() -> [UInt8]? { nextPiece() }

    /// Ends the stream: runs the `finish` action the first time, nothing after.
    public func finish() {
        if !isFinished.exchange(true, ordering: .acquiringAndReleasing) { finished() }
    }

    /// The same pieces, with `action` run after this stream's own finish action.
    public func whenFinished(_ action: @escaping @Sendable () -> Void) -> HTTPBodyStream {
        HTTPBodyStream(next: nextPiece, finish: { [self] in finish(); action() })
    }

    /// Whether both are the same stream (streams compare by identity).
    public static func == (left: HTTPBodyStream, right: HTTPBodyStream) -> Bool { left === right }
    /// Hashes the stream's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
