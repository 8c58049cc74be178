import Synchronization

/// Requests by route and status, a latency histogram per route and the requests in flight, written
/// in Prometheus' text exposition format (version 0.0.4).
final class ServiceMetrics: Sendable {
    /// Histogram bucket bounds in seconds.
    static let buckets: [Double] = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10]

    private struct RouteStatus: Hashable {
        var route: String
        var status: Int
    }

    private struct Latency {
        var counts = [Int](repeating: 0, count: ServiceMetrics.buckets.count)
        var sum = 0.0
        var count = 0
    }

    private struct State {
        var requests: [RouteStatus: Int] = [:]
        var latency: [String: Latency] = [:]
    }

    private let state = Mutex(State())
    let inFlight = Atomic<Int>(0)

    func record(route: String, status: Int, seconds: Double) {
        state.withLock { state in
            state.requests[RouteStatus(route: route, status: status), default: 0] += 1
            var latency = state.latency[route] ?? Latency()
            for (index, bound) in Self.buckets.enumerated() where seconds <= bound { latency.counts[index] += 1 }
            latency.sum += seconds
            latency.count += 1
            state.latency[route] = latency
        }
    }

    func text(cache: CacheStatistics) -> String {
        let snapshot = state.withLock { $0 }
        var out = "# HELP buttonsizer_requests_total Requests answered, by route and status.\n"
        out += "# TYPE buttonsizer_requests_total counter\n"
        for (key, count) in snapshot.requests.sorted(by: { ($0.key.route, $0.key.status) < ($1.key.route, $1.key.status) }) {
            out += "buttonsizer_requests_total{route=\"\(key.route)\",status=\"\(key.status)\"} \(count)\n"
        }
        out += "# HELP buttonsizer_request_duration_seconds Time from the whole request read to the response queued (a streamed batch: to its last line).\n"
        out += "# TYPE buttonsizer_request_duration_seconds histogram\n"
        for (route, latency) in snapshot.latency.sorted(by: { $0.key < $1.key }) {
            for (index, bound) in Self.buckets.enumerated() {
                out += "buttonsizer_request_duration_seconds_bucket{route=\"\(route)\",le=\"\(bound)\"} \(latency.counts[index])\n"
            }
            out += "buttonsizer_request_duration_seconds_bucket{route=\"\(route)\",le=\"+Inf\"} \(latency.count)\n"
            out += "buttonsizer_request_duration_seconds_sum{route=\"\(route)\"} \(latency.sum)\n"
            out += "buttonsizer_request_duration_seconds_count{route=\"\(route)\"} \(latency.count)\n"
        }
        out += "# HELP buttonsizer_requests_in_flight Requests being answered now.\n"
        out += "# TYPE buttonsizer_requests_in_flight gauge\n"
        out += "buttonsizer_requests_in_flight \(inFlight.load(ordering: .relaxed))\n"
        out += "# HELP buttonsizer_cache_entries Entries in the measurer's caches.\n"
        out += "# TYPE buttonsizer_cache_entries gauge\n"
        out += "buttonsizer_cache_entries{cache=\"shaped\"} \(cache.shapedTexts)\n"
        out += "buttonsizer_cache_entries{cache=\"results\"} \(cache.results)\n"
        out += "# HELP buttonsizer_cache_hit_ratio Result-cache hits over lookups since start (0 before any).\n"
        out += "# TYPE buttonsizer_cache_hit_ratio gauge\n"
        let lookups = cache.hits + cache.misses
        out += "buttonsizer_cache_hit_ratio \(lookups == 0 ? 0 : Double(cache.hits) / Double(lookups))\n"
        return out
    }
}
