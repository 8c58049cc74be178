import ButtonSizer
import ButtonSizerEngine
import GlyphMetrics
import Localization

/// Checks titles the way their buttons lay them out: every translation of every configured key, with
/// sample values in place of placeholders and every substitution case composed.
///
/// Every row is a layout request the engine answers (`Engine.layout(_:)`, at the row's content size
/// when its button sweeps them), and the HTML report's pictures are the engine's too
/// (`Engine.picture(of:format:)`). Pure: catalogs are read by `Localization`, text is measured by the
/// injected `TextMeasuring` (GlyphMetrics' `TextMeasurer` for real fonts, a fake in tests).
/// `Sendable`: ``check(_:)`` can run on many threads.
public struct Linter<Measurer: TextMeasuring>: Sendable {
    /// The buttons, development language and placeholder samples the linter checks with.
    public let config: LintConfig
    /// The engine that lays each row out, measuring with the measurer given to ``init(config:measurer:drawsPictures:)``.
    public let engine: Engine<Measurer>
    /// Whether each row's button is drawn (SVG) for the HTML report.
    public var drawsPictures: Bool
    private let fontDescriptions = FontDescriptions()

    /// A linter checking with `config`, measuring text with `measurer`; `drawsPictures`: each row's
    /// button drawn for the HTML report (drawing needs a `TextMeasurer`).
    public init(config: LintConfig, measurer: Measurer, drawsPictures: Bool = false) {
        self.config = config
        self.engine = Engine(measurer: measurer)
        self.drawsPictures = drawsPictures
    }

    /// What to check in `strings`: pseudo-locales added (each of ``LintRows/pseudoLocales`` named in
    /// `pseudoLocales`), substitutions composed, and only the configured keys.
    public func rows(_ strings: [LocalizedString], pseudoLocales: [String] = []) -> (rows: [LintRow], uncheckedKeys: Int, skippedCombinations: Int) {
        var all = strings
        for locale in pseudoLocales { all += LintRows.pseudo(strings, sourceLocale: config.defaultLocale, locale: locale) }
        let composition = LintRows.compose(all)
        // The development language's text of each (document, object, key, variant), shown beside its translations.
        func title(_ string: LocalizedString) -> TitleIdentity {
            TitleIdentity(document: string.document, object: string.object, key: string.key, variant: string.variant)
        }
        var base: [TitleIdentity: String] = [:]
        for row in composition.rows where row.string.locale == config.defaultLocale {
            if let value = row.string.value { base[title(row.string)] = base[title(row.string)] ?? value }
        }
        // Each configured row, once per content size its button sweeps (once when it sweeps none). A key's button
        // is looked for once, not once per locale: matching the config's key patterns was ~3,900 instructions a
        // row of Benchmarks/lint-catalog, and its 294 keys come in 50 locales.
        var buttonIndexes: [ButtonLookup: Int?] = [:]
        var rows: [LintRow] = []
        rows.reserveCapacity(composition.rows.count)
        for var row in composition.rows {
            if row.string.locale != config.defaultLocale { row.baseText = base[title(row.string)] }
            let lookup = ButtonLookup(key: row.string.key, document: row.string.document, object: row.string.object)
            let found = buttonIndexes[lookup] ?? config.buttonIndex(for: row.string)
            buttonIndexes[lookup] = found
            guard let index = found else { continue }
            row.button = index
            let contentSizes = config.buttons[index].contentSizes
            if contentSizes.isEmpty { rows.append(row) }
            for size in contentSizes {
                var swept = row
                swept.contentSize = size
                rows.append(swept)
            }
        }
        let unchecked = Set(strings.map(\.key)).subtracting(rows.map(\.string.key)).count
        return (rows, unchecked, composition.skipped)
    }

    /// Reads, composes and checks everything, worst first (one thread; the CLI spreads ``check(_:)``).
    public func run(_ strings: [LocalizedString], pseudoLocales: [String] = []) -> LintRun {
        let (rows, unchecked, skipped) = self.rows(strings, pseudoLocales: pseudoLocales)
        return LintRun(findings: rows.map(check), uncheckedKeys: unchecked, skippedCombinations: skipped)
    }

    /// Lays out one row with its button and says how it looks.
    public func check(_ row: LintRow) -> LintFinding {
        var finding = LintFinding(string: row.string, status: .missing)
        finding.contentSize = row.contentSize?.rawValue
        let button = row.button.map { config.buttons[$0] } ?? config.button(for: row.string)
        if let source = button?.source, source != row.string.source || button?.line != row.string.line {
            (finding.buttonSource, finding.buttonLine) = (source, button?.line)
        }
        finding.notes = button?.notes ?? []
        finding.scene = button?.scene
        finding.baseText = row.baseText
        finding.codeSets = button?.codeSets ?? []
        guard let value = row.string.value, let button else { return finding }
        let (text, samples) = config.samples(for: row.string.key, button: button)
            .substitute(value, pluralArguments: row.pluralArguments)
        finding.text = text
        finding.samples = samples
        var request = button.layout
        request.spec.title = text
        request.spec.layoutDirection = request.direction ?? (isRightToLeft(row.string.locale) ? .rightToLeft : .leftToRight)
        // The row's language picks CJK fallback faces, `locl` forms and ICU's line breaking, as on a device.
        request.spec.language = request.spec.language ?? row.string.locale
        // The minimum width is reported only for a truncated row: not searched for the rest.
        request.minimumWidthWhenWhole = false
        // The device's content size sizes the fonts and grows the configuration's insets at the accessibility sizes.
        request.contentSizing = row.contentSize.map { ContentSizing($0, scaledSizes: button.scaledSizes) }
        do {
            let answer: LayoutAnswer
            if drawsPictures {
                let picture = try engine.picture(of: request, format: .svg)
                answer = picture.layout.answer
                finding.preview = String(decoding: picture.bytes, as: UTF8.self)
            } else {
                answer = try engine.layout(request).answer
            }
            var layout = answer.layout
            finding.font = fontDescriptions.text(requested: request.spec.titleFont, resolved: layout.title?.font)
            // Vertical overflow is judged on the title's ink (LintInk.swift): laid out again with glyphs when needed.
            if InkOverflow.titleOverflowsVertically(layout), row.contentSize == nil || drawsPictures,
               let measurer = engine.measurer as? TextMeasurer {
                let drawn = drawsPictures ? layout : try engine.layout(request, glyphs: true).answer.layout
                let judged = InkOverflow.judged(drawn, measurer: measurer, pixel: 1 / request.spec.scale)
                layout.overflowingElements = judged.layout.overflowingElements
                layout.insetOverflowingElements = judged.layout.insetOverflowingElements
                if let note = judged.note { finding.notes.append(note) }
            }
            // An element the button's own negative edge insets move past the bounds is where the design puts it.
            if let designed = DesignedOverflow.judged(layout, request: request, bounds: answer.size, engine: engine) {
                layout.overflowingElements = designed.overflowingElements
                finding.notes.append(designed.note)
            }
            finding.width = answer.size.width
            finding.displayed = layout.title?.displayedText ?? ""
            finding.overflow = layout.overflow
            finding.overflowingElements = layout.overflowingElements
            finding.breaksWord = layout.breaksWord
            finding.missingGlyphs = layout.missingGlyphs
            finding.isTightened = layout.title?.isTightened ?? false
            if layout.isTruncated {
                finding.minimumWidth = answer.truncation.minimumWidth
                finding.lacking = answer.truncation.minimumWidth.map { $0 - answer.size.width }
            }
            finding.insetOverflowingElements = layout.insetOverflowingElements
            finding.status = .layout(LayoutStatus(layout))
        } catch {
            finding.status = .error
            finding.preview = nil
            finding.error = "\(error)"
        }
        return finding
    }

    /// Right-to-left languages (and the `ar-XB` pseudo-locale) are laid out mirrored unless the
    /// button sets its direction.
    public func isRightToLeft(_ locale: String) -> Bool {
        // The first part between separators, its ASCII letters lowercased and packed into an integer
        // as its bytes are read: splitting the identifier, and then its part into characters to
        // lowercase it, cost ~2,000 instructions a row of a catalog's lint (issue 39).
        var language: UInt32 = 0, length = 0
        for byte in locale.utf8 {
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                if length > 0 { break } else { continue }
            }
            let lower = byte | 0x20  // ASCII letters only: other bytes land outside a…z
            guard length < 3, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lower) else { return false }
            language = language << 8 | UInt32(lower)
            length += 1
        }
        return rightToLeftLanguages.contains(language)
    }
}

/// The languages written right to left, packed as ``Linter/isRightToLeft(_:)`` reads a locale's first part.
private let rightToLeftLanguages: [UInt32] = ["ar", "he", "fa", "ur", "yi", "ps", "sd", "ug", "ckb", "dv"].map {
    $0.utf8.reduce(0) { $0 << 8 | UInt32($1) }
}

/// A title's identity across locales: its document, object, key and variant.
private struct TitleIdentity: Hashable { var document, object: String?, key: String, variant: String? }

/// What ``LintConfig/buttonIndex(for:)`` reads of a string: its key, document and object.
private struct ButtonLookup: Hashable { var key: String, document, object: String? }

/// The findings of a run and what was left out.
public struct LintRun: Sendable {
    /// Worst first, then by how many points are lacking, key, locale and variant.
    public var findings: [LintFinding]
    /// Keys of the catalogs that no button matches.
    public var uncheckedKeys: Int
    /// Substitution combinations past ``LintRows/combinationCap``.
    public var skippedCombinations: Int
    /// Baseline entries no finding matches any more: fixed, or their key is gone.
    public var nowPassing: [LintBaseline.Entry] = []
    /// Interface Builder buttons not checked (no title, a title set in code…; `--list-buttons` says why).
    public var skippedButtons = 0
    /// Interface Builder documents read (`nil`: the run read none, only catalogs).
    public var documentsRead: Int?
    /// Documents found and not read (macOS, watchOS, tvOS, not an Interface Builder document).
    public var skippedDocuments = 0
    /// Whether a config says which catalog keys are buttons; without one, the keys not checked are
    /// those of the documents' other objects.
    public var hasConfig = true

    /// A run of `findings`, sorted worst first (status, then how far short, key, locale, variant).
    public init(findings: consuming [LintFinding], uncheckedKeys: Int, skippedCombinations: Int = 0) {
        // Each finding's place in the order is worked out once and their indices sorted (stably, as
        // sorting the findings was), then each finding is moved once: sorting the findings themselves
        // copied each one (some 20 fields) at every merge step and ranked both statuses at every
        // comparison (11 % of the instructions of a catalog's lint at cdcdeff).
        let places = Place.places(of: findings)
        let order = places.withUnsafeBufferPointer { places in
            places.indices.sorted { Place.precedes(places[$0], places[$1]) }
        }
        // Put in order where they are, cycle by cycle (the finding at `order[i]` goes to `i`), each moved
        // once: a second array of them was megabytes of fresh memory for a catalog, and `swapAt` copies
        // (docs/performance.md, "Lint's memory").
        findings.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var placed = [Bool](repeating: false, count: buffer.count)
            for start in buffer.indices where !placed[start] {
                let first = (base + start).move()
                var at = start
                while order[at] != start {
                    (base + at).moveInitialize(from: base + order[at], count: 1)
                    placed[at] = true
                    at = order[at]
                }
                (base + at).initialize(to: first)
                placed[at] = true
            }
        }
        self.findings = findings
        self.uncheckedKeys = uncheckedKeys
        self.skippedCombinations = skippedCombinations
    }

    /// A finding's fields that order the findings: status, how far short, key, locale, variant.
    private struct Place {
        let status: Int
        let lacking: Double
        let key, locale, variant: String

        init(_ finding: LintFinding) {
            status = LintStatus.allCases.firstIndex(of: finding.status) ?? 0
            lacking = -(finding.lacking ?? 0)
            (key, locale, variant) = (finding.string.key, finding.string.locale, finding.string.variant ?? "")
        }

        /// Each finding's place, read where the finding lies (``LintRun/summary(_:)`` says why).
        static func places(of findings: [LintFinding]) -> [Place] {
            var places: [Place] = []
            places.reserveCapacity(findings.count)
            let findings = findings.span
            for index in findings.indices { places.append(Place(findings[index])) }
            return places
        }

        /// Whether `a` comes before `b`: their fields compared in order.
        static func precedes(_ a: Place, _ b: Place) -> Bool {
            if a.status != b.status { return a.status < b.status }
            if a.lacking != b.lacking { return a.lacking < b.lacking }
            if a.key != b.key { return a.key < b.key }
            if a.locale != b.locale { return a.locale < b.locale }
            return a.variant < b.variant
        }
    }

    /// Findings that fail under `gate` and are not in the baseline.
    public func failing(_ gate: LintGate) -> [LintFinding] {
        findings.filter { gate.fails($0) && !$0.isBaselined }
    }

    /// How many findings have `status`, baselined ones included.
    public func count(_ status: LintStatus) -> Int { count { $0.status == status } }

    /// How many findings `isCounted`, counted in place (a filtered array copied each finding).
    private func count(where isCounted: (LintFinding) -> Bool) -> Int {
        findings.reduce(0) { isCounted($1) ? $0 + 1 : $0 }
    }

    /// One line: what was checked and what failed.
    public func summary(_ gate: LintGate) -> String {
        var parts = [String]()
        if let documentsRead {
            parts.append("\(documentsRead) documents read" + (skippedDocuments > 0 ? " (\(skippedDocuments) skipped: not iOS or not Interface Builder)" : ""))
        }
        parts.append("\(findings.count) strings checked")
        // Counted in one pass over the findings where they lie: `for finding in findings`, or a closure
        // called with one, copies each finding (its twenty-odd strings and arrays retained, then
        // released: ~1,100 instructions), and each pass over a catalog's findings cost 2 % of its lint.
        var errors = 0, statuses: [LintStatus: Int] = [:], review = 0, baselined = 0
        let findings = findings.span
        for index in findings.indices {
            if gate.level(findings[index]) == .error { errors += 1 }
            statuses[findings[index].status, default: 0] += 1
            if findings[index].needsReview { review += 1 }
            if findings[index].isBaselined { baselined += 1 }
        }
        func count(_ status: LintStatus) -> Int { statuses[status] ?? 0 }
        parts.append("\(errors) fail (truncate, wrap past their limit, overflow or cannot be laid out)")
        parts.append("\(count(.layout(.breaksWord))) break a word")
        if count(.layout(.overflowsInsets)) > 0 { parts.append("\(count(.layout(.overflowsInsets))) reach into their insets") }
        parts.append("\(count(.missing)) missing")
        if count(.stale) > 0 { parts.append("\(count(.stale)) stale") }
        if review > 0 { parts.append("\(review) need review") }
        parts.append(hasConfig ? "\(uncheckedKeys) keys not in the config"
                     : "\(uncheckedKeys) keys of other objects (labels, bar items, skipped buttons) not checked")
        if skippedButtons > 0 { parts.append("\(skippedButtons) buttons skipped (--list-buttons says why)") }
        if skippedCombinations > 0 { parts.append("\(skippedCombinations) substitution combinations past the cap of \(LintRows.combinationCap)") }
        if baselined > 0 || !nowPassing.isEmpty {
            parts.append("\(baselined) in the baseline, \(failing(gate).count) new")
            parts.append("\(nowPassing.count) baseline rows now pass")
        }
        return "lint: " + parts.joined(separator: ", ")
    }
}
