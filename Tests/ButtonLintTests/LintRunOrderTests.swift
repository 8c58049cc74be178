@testable import ButtonLint
import Localization
import Testing

/// A run puts its findings worst first, as `LintRun.findings` documents: by status (`LintStatus.allCases`:
/// error, the layout's problems, missing, stale, fits), then the most points lacking, then key, locale and
/// variant; findings equal in all of these keep the order they came in. The findings are moved into that
/// order where they lie (cycle by cycle), so every arrival order must come out the same.
@Suite struct LintRunOrderTests {
    static func finding(_ key: String, _ locale: String, _ status: LintStatus, lacking: Double? = nil,
                        variant: String? = nil, line: Int = 1) -> LintFinding {
        var finding = LintFinding(string: LocalizedString(key: key, locale: locale, value: key, variant: variant,
                                                           source: "Localizable.strings", line: line),
                                  status: status)
        finding.lacking = lacking
        return finding
    }

    /// The order the rule gives, written out by hand (the line tells each finding apart).
    static let worstFirst = [
        finding("b", "de", .error, line: 1),
        finding("a", "fr", .layout(.truncates), lacking: 40, line: 2),  // most lacking first
        finding("a", "de", .layout(.truncates), lacking: 12, line: 3),  // then by key…
        finding("b", "de", .layout(.truncates), lacking: 12, line: 4),  // …locale…
        finding("b", "fr", .layout(.truncates), lacking: 12, line: 5),
        finding("b", "fr", .layout(.truncates), lacking: 12, variant: "one", line: 6),  // …and variant
        finding("a", "de", .layout(.breaksWord), line: 7),
        finding("a", "de", .missing, line: 8),
        finding("a", "de", .stale, line: 9),
        finding("c", "de", .layout(.fits), line: 10),
        finding("c", "de", .layout(.fits), line: 11),  // equal to the one before: kept after it
    ]

    /// Arrival orders: as sorted, reversed, every rotation, and two interleavings (one long cycle, pairs swapped).
    static var arrivals: [[Int]] {
        let count = worstFirst.count
        let indices = Array(0..<count)
        var orders = [indices, indices.reversed()]
        for shift in 1..<count { orders.append(Array(indices[shift...] + indices[..<shift])) }
        orders.append(indices.filter { $0 % 2 == 1 } + indices.filter { $0 % 2 == 0 })
        orders.append(indices.map { $0 ^ 1 < count ? $0 ^ 1 : $0 })
        return orders
    }

    @Test func everyArrivalOrderComesOutWorstFirst() {
        let expected = Self.worstFirst.map(\.string.line)
        for arrival in Self.arrivals {
            // Equal findings (lines 10 and 11) keep their arrival order: the expected line order follows it.
            let equalInArrival = arrival.filter { $0 >= 9 }
            let expectedHere = expected.prefix(9) + equalInArrival.map { Self.worstFirst[$0].string.line }
            let run = LintRun(findings: arrival.map { Self.worstFirst[$0] }, uncheckedKeys: 0)
            #expect(run.findings.map(\.string.line) == Array(expectedHere), "arrival \(arrival)")
        }
    }

    @Test func noFindingsIsAnEmptyRun() {
        #expect(LintRun(findings: [], uncheckedKeys: 3).findings.isEmpty)
    }
}
