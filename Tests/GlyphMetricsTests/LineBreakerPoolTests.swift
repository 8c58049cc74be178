import Dispatch
@testable import GlyphMetrics
import Synchronization
import Testing

/// ICU line-break iterators are pooled per locale, so wrapping on many threads never queues behind
/// one iterator (issue #16, item 5); the speed-up is measured in `make bench` ("batch, wrapping titles").
@Suite struct LineBreakerPoolTests {
    static let texts = ["one two three four five six", "Download the latest version", "สวัสดีครับ ขอบคุณ",
                        "ログインしてください。よろしくお願いします", "a\nb c", "Supercalifragilistic expialidocious"]

    @Test("many threads wrapping at once get the serial answers, from at most the pool's iterators")
    func concurrentEqualsSerial() throws {
        let serial = try Self.texts.map { try LineBreakers().opportunities(in: Array($0)) }
        let shared = LineBreakers()
        let results = Mutex<[Int: [LineBreakers.Opportunity]]>([:])
        let failures = Mutex<[String]>([])
        let texts = Self.texts
        DispatchQueue.concurrentPerform(iterations: 40 * texts.count) { job in
            let index = job % texts.count
            do {
                let found = try shared.opportunities(in: Array(texts[index]))
                results.withLock { r in
                    if let earlier = r[index], earlier != found { failures.withLock { $0.append("text \(index) differs") } }
                    r[index] = found
                }
            } catch {
                failures.withLock { $0.append("text \(index): \(error)") }
            }
        }
        #expect(failures.withLock { $0 } == [])
        for (index, expected) in serial.enumerated() {
            #expect(results.withLock { $0[index] } == expected, "\(texts[index])")
        }
        let open = shared.openIteratorCount(locale: "en")
        #expect(open >= 1)
        #expect(open <= LineBreakers.iteratorsPerLocale)
    }

    @Test("one thread reuses one iterator")
    func serialReuse() throws {
        let breakers = LineBreakers()
        for text in Self.texts { _ = try breakers.opportunities(in: Array(text)) }
        #expect(breakers.openIteratorCount(locale: "en") == 1)
    }

    @Test("each locale has its own iterators")
    func keyedByLocale() throws {
        let breakers = LineBreakers()
        _ = try breakers.opportunities(in: Array("ログインしてください"), locale: "ja")
        #expect(breakers.openIteratorCount(locale: "ja") == 1)
        #expect(breakers.openIteratorCount(locale: "en") == 0)
    }

    @Test("a malformed locale is an error naming the language, and ICU is never asked", arguments: ["", "../etc", "en US", String(repeating: "a", count: 65)])
    func malformedLocale(locale: String) throws {
        let problem = try #require(languageTagProblem(locale))
        #expect(throws: GlyphMetricsError.invalidArgument(name: "language", value: locale, reason: problem)) {
            try LineBreakers().opportunities(in: Array("a b"), locale: locale)
        }
    }
}
