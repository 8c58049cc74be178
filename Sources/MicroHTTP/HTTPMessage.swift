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

    public init(method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:],
                body: [UInt8] = [], bodyTooLarge: Bool = false, overConnectionLimit: Bool = false) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        self.bodyTooLarge = bodyTooLarge
        self.overConnectionLimit = overConnectionLimit
    }
}

/// A complete response: status, headers and body bytes.
public struct HTTPResponse: Sendable, Hashable {
    public var status: Int
    /// Header names and values in order ("Content-Type", "application/json").
    public var headers: [Header]
    public var body: [UInt8]

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

    /// The value of the first header named `name` (any case).
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}
