import ButtonSizerEngine
import GlyphMetrics
import JSONText

/// What the service answers requests with: the engine (``ButtonSizerEngine/Engine``), or a test
/// double. The server keeps HTTP (routes, content types, limits, metrics); decoding, answering and
/// the answers' JSON are the engine's, so the service, `batch` and the command line share field
/// names, messages and result objects.
public protocol RequestAnswering: Sendable {
    /// The answer to one JSON request body for the route's `command` (measure or layout).
    func answer(json body: [UInt8], command: Command) throws(RequestError) -> Answer
    /// A picture of a layout request body; `guides` adds the content rectangle, the text frames and the baselines.
    func picture(json body: [UInt8], format: RenderRequest.Format, guides: Bool) throws(RequestError) -> Picture
    /// The answer object to one line of a `/v1/batch` body (`lineNumber` counts from 1) as `batch`
    /// writes it, UTF-8 JSON text without a line end; a bad line gets its error object. The service
    /// calls it for several lines at once, from several threads.
    func batchAnswer(line: [UInt8], lineNumber: Int) -> [UInt8]
    /// The font families (`{"families": […]}`).
    func fontFamilies() throws(RequestError) -> JSON
    /// Whether the default font loads (the readiness check).
    func isReady() -> Bool
    /// Cache sizes and hit counts for `/metrics`.
    func cacheStatistics() -> CacheStatistics
}

extension Engine: RequestAnswering where Measurer == TextMeasurer {
    /// ``Engine/answerLine(_:lineNumber:)``'s bytes.
    public func batchAnswer(line: [UInt8], lineNumber: Int) -> [UInt8] {
        answerLine(line, lineNumber: lineNumber).json
    }

    /// Whether the bundled default font loads (``Engine/defaultFontLoads``).
    public func isReady() -> Bool { defaultFontLoads }

    /// The measurer's cache sizes and hit counts.
    public func cacheStatistics() -> CacheStatistics {
        CacheStatistics(shapedTexts: measurer.cachedTextCount, results: measurer.cachedResultCount,
                        hits: measurer.resultCacheHits, misses: measurer.resultCacheMisses)
    }
}

/// The measurer's caches, for `/metrics`.
public struct CacheStatistics: Sendable, Hashable {
    /// Shaped texts cached.
    public var shapedTexts: Int
    /// Measurement results cached.
    public var results: Int
    /// Result cache hits since start.
    public var hits: Int
    /// Result cache misses since start.
    public var misses: Int

    /// The statistics as counted.
    public init(shapedTexts: Int, results: Int, hits: Int, misses: Int) {
        self.shapedTexts = shapedTexts
        self.results = results
        self.hits = hits
        self.misses = misses
    }
}
