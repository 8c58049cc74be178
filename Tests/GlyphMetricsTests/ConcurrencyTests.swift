import ButtonSizer
import Dispatch
import GlyphMetrics
import Synchronization
import Testing
import ButtonSizerTesting

/// One measurer shared by many threads gives exactly the serial results, and its cache stays bounded.
@Suite struct ConcurrencyTests {
    /// A mix of requests: plain, kerned, fallback (CJK, Arabic, Thai), wrapped, truncated, several fonts.
    static let requests: [TextRequest] = {
        var rng = SplitMix64(seed: 0xC0C0_A5A5)
        let fixed = ["Hello", "AVATAR", "统计", "مرحبا", "สวัสดีครับ", "Hi 统计 שלום", "one two three four five six",
                     "Supercalifragilistic", ""]
        let texts = fixed + (0..<40).map { _ in randomText(&rng, maxPieces: 20) }
        let fonts = [FontSpec(name: "Inter", size: 17), FontSpec(name: "Noto Sans", size: 13, weight: 700),
                     Fixture.file("LiberationSans-Regular.ttf", size: 21, letterSpacing: 0.5, kerning: false)]
        var requests: [TextRequest] = []
        for (index, text) in texts.enumerated() {
            let mode = LineBreakMode.allCases[index % LineBreakMode.allCases.count]
            requests.append(TextRequest(text: text, font: fonts[index % fonts.count],
                                        maxWidth: index % 4 == 0 ? nil : Double(30 + (index * 7) % 90),
                                        maxLines: index % 3, lineBreakMode: mode))
        }
        return requests
    }()

    /// Sweeps (`measure(_:contentSizes:scaledSizes:)`) and single-size measures of the same requests on
    /// many threads fill each request's entry at once; every answer is still that of a serial measurer
    /// without caches.
    @Test func concurrentSweepsEqualSerialMeasures() throws {
        let categories = ContentSizeCategory.allCases
        let requests = Self.requests.map { request in
            var styled = request
            styled.font.textStyle = .body
            return styled
        }
        let serialMeasurer = try TextMeasurer(library: FontLibrary(scope: .hermetic), cacheCapacity: 0)
        let serial = try requests.map { request in
            try categories.map { category in
                var sized = request
                sized.font = try request.font.at(category)
                return try serialMeasurer.measure(sized)
            }
        }
        let shared = try TextMeasurer(library: FontLibrary(scope: .hermetic))
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 4 * requests.count) { job in
            let index = (job * 7919) % requests.count, category = job % categories.count
            do {
                if job % 2 == 0 {
                    if try shared.measure(requests[index], contentSizes: categories) != serial[index] {
                        failures.withLock { $0.append("sweep of request \(index) differs") }
                    }
                } else {
                    var sized = requests[index]
                    sized.font = try sized.font.at(categories[category])
                    if try shared.measure(sized) != serial[index][category] {
                        failures.withLock { $0.append("request \(index) at \(categories[category]) differs") }
                    }
                }
            } catch {
                failures.withLock { $0.append("request \(index): \(error)") }
            }
        }
        #expect(failures.withLock { $0 } == [])
    }

    @Test func concurrentResultsEqualSerialResults() throws {
        // Serial reference on its own measurer and library.
        let serialMeasurer = try TextMeasurer(library: FontLibrary(scope: .hermetic))
        let serial = try Self.requests.map { try serialMeasurer.measure($0) }
        #expect(serial.contains { $0.isTruncated })
        #expect(serial.contains { $0.lines.count > 1 })

        // Shared, cold measurer (fonts, fallback chains and cache filled concurrently).
        let shared = try TextMeasurer(library: FontLibrary(scope: .hermetic))
        let rounds = 8
        let results = Mutex<[Int: MeasuredText]>([:])
        let failures = Mutex<[String]>([])
        let requests = Self.requests
        DispatchQueue.concurrentPerform(iterations: rounds * requests.count) { job in
            // Interleave: neighbouring jobs measure different requests, every request `rounds` times.
            let index = (job * 7919) % requests.count
            do {
                let measured = try shared.measure(requests[index])
                results.withLock { r in
                    if let earlier = r[index], earlier != measured {
                        failures.withLock { $0.append("request \(index) differs between threads") }
                    }
                    r[index] = measured
                }
            } catch {
                failures.withLock { $0.append("request \(index): \(error)") }
            }
        }
        #expect(failures.withLock { $0 } == [])
        let concurrent = results.withLock { $0 }
        #expect(concurrent.count == requests.count)
        for (index, expected) in serial.enumerated() {
            #expect(concurrent[index] == expected, "request \(index) \(requests[index].text.debugDescription)")
        }
    }

    @Test func sameRequestFromManyTasks() async throws {
        let measurer = try TextMeasurer(library: Fixture.library)
        let request = TextRequest(text: "Hi 统计 שלום AVATAR", font: FontSpec(name: "Inter", size: 17), maxWidth: 70)
        let expected = try Fixture.measurer.measure(request)
        let all = try await withThrowingTaskGroup(of: MeasuredText.self) { group in
            for _ in 0..<64 { group.addTask { try measurer.measure(request) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(all.count == 64)
        #expect(all.allSatisfy { $0 == expected })
    }

    @Test(arguments: [2, 5, 16])
    func cacheStaysWithinItsCapacity(capacity: Int) throws {
        let measurer = try TextMeasurer(library: Fixture.library, cacheCapacity: capacity)
        #expect(measurer.cachedTextCount == 0)
        _ = try measurer.measure(TextRequest(text: "one", font: Fixture.inter17))
        #expect(measurer.cachedTextCount == 1)
        let overflow = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 400) { i in
            _ = try? measurer.measure(TextRequest(text: "text \(i % 150)", font: Fixture.inter17,
                                                  maxWidth: Double(20 + i % 40), lineBreakMode: .wordWrapping))
            if measurer.cachedTextCount > capacity { overflow.withLock { $0 += 1 } }
        }
        #expect(overflow.withLock { $0 } == 0)
        #expect(measurer.cachedTextCount <= capacity)
        #expect(measurer.cachedTextCount > 0)
        #expect(measurer.cachedResultCount <= capacity)
        #expect(measurer.cachedResultCount > 0)
        // A hit after eviction measures the same.
        #expect(try measurer.measure(TextRequest(text: "text 3", font: Fixture.inter17))
                == Fixture.measurer.measure(TextRequest(text: "text 3", font: Fixture.inter17)))
        measurer.clearCache()
        #expect(measurer.cachedTextCount == 0)
        #expect(measurer.cachedResultCount == 0)
    }

    /// Every cache gives the answers of no cache: off (capacity 0), cold (just cleared), warm (hit).
    @Test func cachesOffColdAndWarmAgree() throws {
        let uncached = try TextMeasurer(library: Fixture.library, cacheCapacity: 0)
        let cached = try TextMeasurer(library: Fixture.library)
        for request in Self.requests {
            let reference = try uncached.measure(request)
            #expect(uncached.cachedTextCount == 0)
            #expect(uncached.cachedResultCount == 0)
            cached.clearCache()
            let cold = try cached.measure(request)
            let warm = try cached.measure(request)
            #expect(cold == reference, "\(request.text.debugDescription)")
            #expect(warm == reference, "\(request.text.debugDescription)")
            // The same text at another size comes from the size-free shaping cache, scaled linearly.
            var larger = request
            larger.font.size *= 2
            #expect(try cached.measure(larger) == uncached.measure(larger), "\(request.text.debugDescription) ×2")
        }
    }
}
