import AutoLayout
import ButtonSizer
import Foundation
import GlyphMetrics
import InterfaceBuilder
import Testing

/// Xcode's own solution as the oracle: every corpus document (Tests/Fixtures/AutoLayoutCorpus, README there)
/// is solved for its design device and each trusted view's solved frame compared with the `<rect key="frame">`
/// Xcode stored. Root views are left out of the count (their frame is the device's, not solved).
@Suite struct CorpusTests {
    static let corpus = String(#filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast(2)
        .joined(separator: "/") + "/Fixtures/AutoLayoutCorpus"
    /// `AUTOLAYOUT_CORPUS=FOLDER` with `AUTOLAYOUT_REPORT` reports on another folder instead (an app's documents
    /// extracted outside the repository, measured with the same trust rules before they join the corpus); the
    /// ratchets are this corpus' and are not checked there.
    static let outsideCorpus = ProcessInfo.processInfo.environment["AUTOLAYOUT_CORPUS"]
    static let measurer: TextMeasurer = try! TextMeasurer(library: FontLibrary(scope: .hermetic))

    struct Row {
        var file: String
        var toolsVersion: Int
        var view: SolvedView
        var isWithin: Bool
        var worst: Double
    }

    static func rows(in corpus: String = corpus) throws -> (rows: [Row], errors: [String]) {
        let files = FileManager.default.enumerator(atPath: corpus)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
        var rows: [Row] = [], errors: [String] = []
        for file in files {
            let data = try Data(contentsOf: URL(fileURLWithPath: corpus + "/" + file))
            let document = try InterfaceBuilderDocument(parsing: Array(data), source: file)
            do {
                // At the category Xcode's canvas showed (Extra Small for Xcode 12.5–13.4), as `frames` solves by default.
                var layout = DocumentLayout(measurer: measurer, contentSize: DocumentLayout.canvasContentSize(of: document))
                layout.reproducesCanvas = true  // the canvas, as Xcode stored it
                let solved = try layout.solve(document)
                for view in solved.views where view.depth > 0 && view.isTrusted {
                    guard let stored = view.stored else { continue }
                    let worst = max(abs(view.frame.x - stored.x), abs(view.frame.y - stored.y),
                                    abs(view.frame.width - stored.width), abs(view.frame.height - stored.height))
                    // Within 1 pt, floating-point noise allowed: 198.00000000000006 solved against 196.99999999999994
                    // stored (thirds of a point on a @3x device) is a 1-pt difference.
                    rows.append(Row(file: file, toolsVersion: document.toolsVersion ?? 0, view: view, isWithin: worst <= 1 + 1e-9, worst: worst))
                }
            } catch {
                errors.append("\(file): \(error)")
            }
        }
        return (rows, errors)
    }

    /// The share of trusted views within 1 pt of Xcode's frame on x, y, width and height. A ratchet: the
    /// figure reached so far; the target is 95 % (issue 36) — raise it as the solver improves, never lower it.
    @Test func sharedWithinOnePointOfXcode() throws {
        let (rows, errors) = try Self.rows(in: Self.outsideCorpus ?? Self.corpus)
        #expect(errors.isEmpty, "\(errors)")
        let share = Double(rows.filter(\.isWithin).count) / Double(max(rows.count, 1))
        if ProcessInfo.processInfo.environment["AUTOLAYOUT_REPORT"] != nil { Self.printReport(rows) }
        guard Self.outsideCorpus == nil else { return }
        #expect(rows.count > 150)
        #expect(share >= Self.ratchet, "share within 1 pt: \(share)")
        let modern = rows.filter { $0.toolsVersion >= 17000 }
        let modernShare = Double(modern.filter(\.isWithin).count) / Double(max(modern.count, 1))
        #expect(modernShare >= Self.modernRatchet, "share within 1 pt, Xcode 12+: \(modernShare)")
    }

    /// The shares reached over the 256 documents (docs/auto-layout.md, "Measured on the corpus"): 2453 of 2578
    /// trusted views (0.9515), and 1967 of the 2056 of documents saved by Xcode 12 or later (toolsVersion ≥ 17000,
    /// 0.9567; issue 36 asks 0.95).
    static let ratchet = 0.951
    static let modernRatchet = 0.956

    /// The Xcode release of a toolsVersion (the corpus README's sequence of builds).
    static func xcode(_ toolsVersion: Int) -> String {
        switch toolsVersion {
        case ..<9000: "Xcode 6"
        case ..<11000: "Xcode 7"
        case ..<13000: "Xcode 8"
        case ..<14000: "Xcode 9"
        case ..<14800: "Xcode 10"
        case ..<17000: "Xcode 11"
        case ..<19000: "Xcode 12"
        case ..<21000: "Xcode 13"
        case ..<23000: "Xcode 14"
        case ..<23500: "Xcode 15"
        case ..<24000: "Xcode 16"
        case ..<26000: "Xcode 26"
        default: "32700.99.1234 (no version; Xcode 15 line)"
        }
    }

    static func printReport(_ rows: [Row]) {
        func table(_ title: String, _ key: (Row) -> String) {
            print("| \(title) | views | within 1 pt | share |")
            var groups: [String: (Int, Int)] = [:]
            for row in rows { groups[key(row), default: (0, 0)].0 += 1; if row.isWithin { groups[key(row), default: (0, 0)].1 += 1 } }
            for (name, counts) in groups.sorted(by: { $0.value.0 > $1.value.0 }) {
                print("| \(name) | \(counts.0) | \(counts.1) | \(String(format: "%.1f %%", 100 * Double(counts.1) / Double(counts.0))) |")
            }
        }
        let total = rows.count, within = rows.filter(\.isWithin).count
        print("ALL \(within)/\(total) = \(String(format: "%.1f %%", 100 * Double(within) / Double(total)))")
        let modern = rows.filter { $0.toolsVersion >= 17000 }
        print("Xcode 12+ \(modern.filter(\.isWithin).count)/\(modern.count)")
        let consistent = rows.filter { $0.view.storedFrameBreaks.isEmpty }
        let consistentModern = consistent.filter { $0.toolsVersion >= 17000 }
        print("stored frames that keep their required constraints: \(consistent.filter(\.isWithin).count)/\(consistent.count), Xcode 12+ \(consistentModern.filter(\.isWithin).count)/\(consistentModern.count); misses whose stored frame breaks one: \(rows.filter { !$0.isWithin && !$0.view.storedFrameBreaks.isEmpty }.count)")
        table("class", { $0.view.element })
        table("toolsVersion", { String($0.toolsVersion) })
        table("Xcode (corpus README)", { xcode($0.toolsVersion) })
        table("app", { String($0.file.prefix { $0 != "/" }) })
        table("app, Xcode 12+", { $0.toolsVersion >= 17000 ? String($0.file.prefix { $0 != "/" }) : "(before Xcode 12)" })
        let modernRows = rows.filter { $0.toolsVersion >= 17000 }
        print("Xcode 12+ by class:")
        var groups: [String: (Int, Int)] = [:]
        for row in modernRows { groups[row.view.element, default: (0, 0)].0 += 1; if row.isWithin { groups[row.view.element, default: (0, 0)].1 += 1 } }
        for (name, counts) in groups.sorted(by: { $0.value.0 > $1.value.0 }) { print("| \(name) | \(counts.0) | \(counts.1) |") }
        table("file", { $0.file })
        for row in rows.filter({ !$0.isWithin }).sorted(by: { $0.worst > $1.worst }).prefix(400) {
            let f = row.view.frame, s = row.view.stored!
            print("DIFF \(row.file):\(row.view.line) \(row.view.element) \(row.view.objectID) solved (\(f.x), \(f.y), \(f.width), \(f.height)) stored (\(s.x), \(s.y), \(s.width), \(s.height))\(row.view.storedFrameBreaks.isEmpty ? "" : " BREAKS \(row.view.storedFrameBreaks.joined(separator: "; "))")")
        }
    }
}
