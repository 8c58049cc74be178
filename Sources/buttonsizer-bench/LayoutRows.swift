// The Auto Layout rows (issue 36 item 5): a real app's every document solved once, the same documents
// re-solved for 30 locales (texts changed, re-solved incrementally through DocumentSystem.setTexts, i.e. the
// solver's setConstants, not rebuilt), and the baseline of the same run: the same texts measured alone.
import AutoLayout
import ButtonSizer
import GlyphMetrics
import InterfaceBuilder

/// The IB documents under a folder of the Auto Layout corpus (Tests/Fixtures/AutoLayoutCorpus, real apps' own
/// files), their label and button ids, and each of 30 locales' texts for them.
struct LayoutCorpus {
    static let locales = 30
    var documents: [InterfaceBuilderDocument] = []
    /// Per locale, per document: object id → text.
    var texts: [[[String: String]]] = []
    /// Per document: object id → the font size the view's text is measured at in the baseline row (points).
    var sizes: [[String: Double]] = []

    /// The corpus read, and the 30 locales' texts: the benchmark's button titles (Benchmarks/corpus.tsv, 15
    /// languages); locale k takes language k mod 15, the view with ordinal j (over the corpus) its title
    /// j + 7·(k div 15) of that language, so locales 15–29 are the same languages with other titles.
    init(path: String, labels: [Label]) {
        let project = InterfaceBuilderProject(paths: [path], defaultLocale: "en")
        documents = project.files.map(\.document).filter { $0.runtime == .iOS }
        let languages = Array(Set(labels.map(\.language))).sorted()
        let titles = Dictionary(grouping: labels, by: \.language).mapValues { $0.map(\.text) }
        var ordinal = 0
        var ids: [[String]] = []
        for document in documents {
            var documentIDs: [String] = [], documentSizes: [String: Double] = [:]
            for (view, _) in document.allViews where ["label", "button"].contains(view.element) {
                documentIDs.append(view.id)
                // A size of 0 is left to UIKit (IB writes it on built-in cell labels): the default, as the rows use.
                documentSizes[view.id] = view.font?.pointSize.flatMap { $0 > 0 ? $0 : nil } ?? (view.element == "label" ? 17 : 15)
            }
            ids.append(documentIDs)
            sizes.append(documentSizes)
        }
        for locale in 0..<Self.locales {
            let language = titles[languages[locale % languages.count]] ?? []
            var perDocument: [[String: String]] = []
            ordinal = 0
            for documentIDs in ids {
                var texts: [String: String] = [:]
                for id in documentIDs {
                    texts[id] = language.isEmpty ? "" : language[(ordinal + 7 * (locale / languages.count)) % language.count]
                    ordinal += 1
                }
                perDocument.append(texts)
            }
            texts.append(perDocument)
        }
    }

    var textCount: Int { texts.first?.reduce(0) { $0 + $1.count } ?? 0 }
}

/// Median milliseconds of each row for the whole corpus (every document once; 30 locales for the re-solve and
/// the texts rows).
struct LayoutTimes {
    var solveOnce: Double
    var resolveLocales: Double
    var textsAlone: Double
}

/// (`cold`: the text caches emptied at each round's start, so every text is measured anew, as for a new locale;
/// else kept, so after the warm-up every text is an answer from the cache and the rows time the layout alone.)
func layoutTimes(_ corpus: LayoutCorpus, measurer: TextMeasurer, rounds: Int, only: Set<String>?,
                            cold: Bool) throws -> LayoutTimes {
    let layout = DocumentLayout(measurer: measurer)
    var sink = 0.0
    func milliseconds(_ round: () throws -> Double) rethrows -> Double {
        try medianNanosecondsPerItem(items: 1, rounds: rounds, sink: &sink) {
            if cold { measurer.clearCache() }
            return try round()
        } / 1e6
    }
    func wanted(_ name: String) -> Bool { only?.contains(name) ?? true }
    let solveOnce = wanted("layoutSolve") ? try milliseconds {
        var total = 0.0
        for document in corpus.documents {
            total += Double(try DocumentSystem(layout: layout, document: document).solved.views.count)
        }
        return total
    } : .nan
    var systems = try corpus.documents.map { try DocumentSystem(layout: layout, document: $0) }  // built once, not timed
    let resolveLocales = wanted("layoutResolve") ? milliseconds {
        var total = 0.0
        for locale in corpus.texts {
            for index in systems.indices { total += Double(systems[index].setTexts(locale[index]).views.count) }
        }
        return total
    } : .nan
    let textsAlone = wanted("layoutTexts") ? try milliseconds {
        var total = 0.0
        for locale in corpus.texts {
            for (index, texts) in locale.enumerated() {
                for (id, text) in texts {
                    total += try measurer.measure(TextRequest(text: text, font: .system(size: corpus.sizes[index][id] ?? 17))).width
                }
            }
        }
        return total
    } : .nan
    if sink == 42 { print("") }
    return LayoutTimes(solveOnce: solveOnce, resolveLocales: resolveLocales, textsAlone: textsAlone)
}

func printLayoutRows(cold: LayoutTimes, warm: LayoutTimes, _ corpus: LayoutCorpus, rounds: Int) {
    let documents = Double(corpus.documents.count), locales = Double(LayoutCorpus.locales), n = LayoutCorpus.locales
    print("Auto Layout: a whole real app, the \(corpus.documents.count) iOS documents of Tests/Fixtures/AutoLayoutCorpus/pocket-casts-ios "
          + "(its own storyboards and xibs), \(corpus.textCount) labels and buttons, \(n) locales' texts; one core; median of \(rounds) rounds")
    print("cold: text caches emptied at each round's start (every text measured anew); warm: caches kept (layout alone)")
    print("")
    print("| measurement | cold, ms | per document | warm, ms | per document |")
    print("|---|---:|---:|---:|---:|")
    func row(_ name: String, _ a: Double, _ b: Double) {
        print("| \(name) | \(fixed(a)) | \(fixed(a / documents, 3)) | \(b.isNaN ? "–" : fixed(b)) | \(b.isNaN ? "–" : fixed(b / documents, 3)) |")
    }
    row("(a) every document built and solved once", cold.solveOnce, warm.solveOnce)
    row("(b) re-solved for \(n) locales: texts changed, `DocumentSystem.setTexts` (the solver's setConstants), not rebuilt",
        cold.resolveLocales, warm.resolveLocales)
    row("(c) baseline: the same \(n) locales' texts measured alone (system font at each view's size)", cold.textsAlone, .nan)
    print("")
    print("| target | measured | |")
    print("|---|---:|---|")
    for (name, times) in [("cold", cold), ("warm", warm)] {
        let ratio = times.resolveLocales / locales / times.solveOnce
        print("| re-solving a locale costs far less than building (≤ 0.25 × (a)), \(name) | (b)/\(n) ÷ (a) = \(fixed(ratio)) | "
              + "\(verdict(ratio <= 0.25)) |")
    }
    print("| re-solving beyond measuring the texts, cold | ((b) − (c)) / \(n) = \(fixed((cold.resolveLocales - cold.textsAlone) / locales, 3)) ms "
          + "per locale; (b)/(c) = \(fixed(cold.resolveLocales / cold.textsAlone)) | |")
    print("| a whole app solved well under a second on one core | (a) cold = \(fixed(cold.solveOnce)) ms for \(corpus.documents.count) "
          + "documents | \(verdict(cold.solveOnce < 1000)) |")
}

// MARK: Screen lint (issue 37)

/// Milliseconds for screen lint's own work on the corpus: every document on each of `devices`, built once per
/// device, then for each of 30 locales re-solved with that locale's texts (`DocumentSystem.setTexts`) and every
/// label's text checked against its solved frame (`TextFitting`, what `lint --screens` does per row), and the
/// baseline of the same run: the same texts measured alone, once per device.
struct ScreenTimes {
    var screens: Double
    var textsAlone: Double
    var rows: Int
}

func screenTimes(_ corpus: LayoutCorpus, measurer: TextMeasurer, devices: [LayoutDevice], rounds: Int) throws -> ScreenTimes {
    let layout = DocumentLayout(measurer: measurer)
    var sink = 0.0, rows = 0
    func milliseconds(_ round: () throws -> Double) rethrows -> Double {
        try medianNanosecondsPerItem(items: 1, rounds: rounds, sink: &sink) {
            measurer.clearCache()
            return try round()
        } / 1e6
    }
    let labels = corpus.documents.map { document in
        Dictionary(uniqueKeysWithValues: document.allViews.filter { $0.view.element == "label" }.map { ($0.view.id, $0.view) })
    }
    let screens = try milliseconds {
        var total = 0.0
        rows = 0
        for device in devices {
            for (index, document) in corpus.documents.enumerated() {
                guard var system = try? DocumentSystem(layout: layout, document: document, device: device) else { continue }
                let fitting = TextFitting(measurer: measurer, document: document, scale: device.scale)
                for locale in corpus.texts {
                    let solved = system.setTexts(locale[index])
                    for view in solved.views {
                        guard let label = labels[index][view.objectID], let text = locale[index][view.objectID] else { continue }
                        let fit = try fitting.label(label, text: text, size: IBSize(width: view.frame.width, height: view.frame.height))
                        total += fit.width
                        rows += 1
                    }
                }
            }
        }
        return total
    }
    let textsAlone = try milliseconds {
        var total = 0.0
        for _ in devices {
            for locale in corpus.texts {
                for (index, texts) in locale.enumerated() {
                    for (id, text) in texts {
                        total += try measurer.measure(TextRequest(text: text, font: .system(size: corpus.sizes[index][id] ?? 17))).width
                    }
                }
            }
        }
        return total
    }
    if sink == 42 { print("") }
    return ScreenTimes(screens: screens, textsAlone: textsAlone, rows: rows)
}

func printScreenRows(_ times: ScreenTimes, _ corpus: LayoutCorpus, devices: [LayoutDevice], rounds: Int) {
    let n = LayoutCorpus.locales, solves = Double(corpus.documents.count * n * devices.count)
    print("Screen lint: the corpus' \(corpus.documents.count) iOS documents × \(n) locales × \(devices.count) devices "
          + "(\(devices.map(\.id).joined(separator: ", "))), \(times.rows) label rows; one core; cold (text caches emptied "
          + "each round); median of \(rounds) rounds")
    print("")
    print("| measurement | ms | per (document, locale, device) |")
    print("|---|---:|---:|")
    print("| (s) every document built per device, re-solved per locale, every label checked against its frame | \(fixed(times.screens)) | "
          + "\(fixed(times.screens / solves, 3)) |")
    print("| (t) baseline: the same texts measured alone, once per device | \(fixed(times.textsAlone)) | \(fixed(times.textsAlone / solves, 3)) |")
    print("")
    print("| target | measured | |")
    print("|---|---:|---|")
    let ratio = times.screens / times.textsAlone
    print("| solving each (screen, locale, device) a small multiple of measuring its texts (≤ 10 ×, docs/performance.md) | (s)/(t) = \(fixed(ratio)) | "
          + "\(verdict(ratio <= 10)) |")
}

/// The screen row's devices: the smallest phone iOS supports, a 6.1" Pro and the largest (`lint --screens --device phones`).
func screenDevices() -> [LayoutDevice] {
    ["retina4_7", "retina6_12", "retina6_9"].compactMap { LayoutDevice.named($0) }
}
