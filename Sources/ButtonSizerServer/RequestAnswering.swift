/// What the service answers requests with: measuring, laying out and drawing as the command line
/// does. The server consumes it; `ButtonSizerCLI` implements it with the batch request decoding, so
/// the service, `batch` and the flags share field names, messages and result objects.
public protocol RequestAnswering: Sendable {
    /// The result object of a `"measure"` or `"layout"` request body (one JSON object), as JSON text.
    func answer(command: String, body: [UInt8]) throws(ServiceFailure) -> String
    /// A picture of a layout request body: SVG text or PNG bytes, and its content type; `guides` adds
    /// the content rectangle, the text frames and the baselines.
    func render(body: [UInt8], png: Bool, guides: Bool) throws(ServiceFailure) -> (bytes: [UInt8], contentType: String)
    /// The answer object to one line of a `/v1/batch` body (`lineNumber` counts from 1) as `batch`
    /// writes it, UTF-8 JSON text without a line end; a bad line gets its error object. The service
    /// calls it for several lines at once, from several threads.
    func batchAnswer(line: [UInt8], lineNumber: Int) -> [UInt8]
    /// The font families, as JSON text.
    func fonts() throws(ServiceFailure) -> String
    /// Whether the default font loads (the readiness check).
    func isReady() -> Bool
    /// Cache sizes and hit counts for `/metrics`.
    func cacheStatistics() -> CacheStatistics
}

/// A request refused with 400: the command line's message, and the field it is about when known.
public struct ServiceFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var field: String?

    public init(message: String, field: String? = nil) {
        self.message = message
        self.field = field
    }

    public var description: String { message }
}

/// The measurer's caches, for `/metrics`.
public struct CacheStatistics: Sendable, Hashable {
    public var shapedTexts: Int
    public var results: Int
    public var hits: Int
    public var misses: Int

    public init(shapedTexts: Int, results: Int, hits: Int, misses: Int) {
        self.shapedTexts = shapedTexts
        self.results = results
        self.hits = hits
        self.misses = misses
    }
}
