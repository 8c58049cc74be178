internal import CLineBreak
import ButtonSizer
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// UAX #14 line-break opportunities from ICU's line-break iterator (through the `CLineBreak` shim),
/// for any number of threads at once.
///
/// ICU iterators are not thread-safe, and one behind one lock would make every worker that wraps
/// text wait for the others. So each locale has a small pool of iterators, each opened on first use
/// (ICU loads its break rules and dictionaries then) and kept for the next call, like HarfBuzz
/// buffers: a caller takes the first free one, and waits only when all are busy.
final class LineBreakers: Sendable {
    /// A break opportunity before grapheme `index`; `mandatory` after a line or paragraph separator.
    struct Opportunity: Hashable, Sendable {
        var index: Int
        var mandatory: Bool
    }

    /// Iterators per locale: as many workers as this wrap at once without waiting. The environment
    /// variable `BUTTONSIZER_LINE_BREAK_ITERATORS` (1…64) overrides it: `make bench` runs batch with 1,
    /// the single shared iterator this pool replaced, as its baseline.
    static let iteratorsPerLocale: Int = {
        if let text = getenv("BUTTONSIZER_LINE_BREAK_ITERATORS").map({ String(cString: $0) }),
           let count = Int(text), (1...64).contains(count) { return count }
        return 8
    }()
    /// Locales with a pool; a request for another locale past these opens an iterator for that call.
    static let maximumPooledLocales = 32

    private let pools = SpinLocked<[String: Pool]>([:])
    /// The last text asked by ``opportunities(of:locale:)``, its locale and its opportunities: a
    /// wrapping title is broken at many widths in a row (an answer's sizes and its minimum-width
    /// search), and ICU's pass over it (with the grapheme split before it) was 14 % of such an answer.
    private let last = SpinLocked<(text: String, locale: String, opportunities: [Opportunity])?>(nil)

    init() {}

    /// The opportunities in `graphemes` by `locale`'s rules, as indices of the grapheme each break
    /// comes before (1…count). Breaks that would fall inside a grapheme cluster are dropped.
    /// - Parameter locale: a BCP 47 language tag ("en", "ja", "th", "zh-Hant"…), which picks ICU's tailorings
    ///   (Thai and Lao dictionaries are used whatever the locale).
    /// - Throws: ``GlyphMetricsError`` for a malformed locale, or when ICU cannot be loaded or fails.
    func opportunities(in graphemes: [Character], locale: String = "en") throws -> [Opportunity] {
        var utf16: [UInt16] = [], ends: [Int] = []
        for grapheme in graphemes {
            utf16.append(contentsOf: grapheme.utf16)
            ends.append(utf16.count)
        }
        return try opportunities(utf16: utf16, graphemeEnds: ends, locale: locale)
    }

    /// ``opportunities(in:locale:)`` of `text`'s grapheme clusters; the last text's are kept and given again.
    /// The clusters' ends are read without making a `Character` of each cluster, and most titles (a
    /// cluster per code point, ``Unicode/Scalar/isGraphemeByItself``, as the shaper splits them) without
    /// grapheme breaking: the `Character`s and a dictionary of their ends were half of a wrapping
    /// answer's first break pass.
    func opportunities(of text: String, locale: String) throws -> [Opportunity] {
        if let known = last.withLock({ last in
            last.flatMap { exactlyEqual($0.text, text) && $0.locale == locale ? $0.opportunities : nil }
        }) { return known }
        var ends: [Int] = []
        ends.reserveCapacity(text.utf8.count)
        var offset = 0
        if text.unicodeScalars.allSatisfy(\.isGraphemeByItself) {
            for scalar in text.unicodeScalars {
                offset += UTF16.width(scalar)
                ends.append(offset)
            }
        } else {
            var index = text.startIndex
            while index < text.endIndex {
                let next = text.index(after: index)
                offset += text.utf16.distance(from: index, to: next)
                ends.append(offset)
                index = next
            }
        }
        let found = try opportunities(utf16: Array(text.utf16), graphemeEnds: ends, locale: locale)
        last.withLock { $0 = (text, locale, found) }
        return found
    }

    /// The opportunities in `utf16`, whose grapheme clusters end at the UTF-16 offsets `graphemeEnds`
    /// (ascending): each of ICU's breaks (ascending too) that falls where a cluster ends, as the index
    /// of the cluster after it.
    private func opportunities(utf16: [UInt16], graphemeEnds: [Int], locale: String) throws -> [Opportunity] {
        guard !utf16.isEmpty else { return [] }
        let breaks = try pool(for: locale).breaks(utf16)
        var found: [Opportunity] = []
        found.reserveCapacity(breaks.count)
        var ended = 0  // the clusters that end before the break
        for (offset, mandatory) in breaks {
            while ended < graphemeEnds.count && graphemeEnds[ended] < offset { ended += 1 }
            if ended < graphemeEnds.count && graphemeEnds[ended] == offset {
                found.append(Opportunity(index: ended + 1, mandatory: mandatory))
            }
        }
        return found
    }

    /// How many iterators are open for `locale` (for tests: one per worker that wrapped at once).
    func openIteratorCount(locale: String) -> Int {
        pools.withLock { $0[locale] }?.openCount ?? 0
    }

    private func pool(for locale: String) throws -> Pool {
        try Self.validate(locale: locale)
        return pools.withLock { pools in
            if let pool = pools[locale] { return pool }
            let pool = Pool(locale: locale, size: pools.count < Self.maximumPooledLocales ? Self.iteratorsPerLocale : 0)
            if pools.count < Self.maximumPooledLocales { pools[locale] = pool }
            return pool
        }
    }

    /// A locale must be a BCP 47 language tag (``languageTagProblem(_:)``, the one rule for languages),
    /// checked before ICU sees it.
    static func validate(locale: String) throws {
        if let problem = languageTagProblem(locale) {
            throw GlyphMetricsError.invalidArgument(name: "language", value: locale, reason: problem)
        }
    }

    /// One locale's iterators. Slots are tried in order without waiting, so a lone worker keeps
    /// reusing the first; when every slot is busy the caller waits for one, taken round robin.
    /// A pool of size 0 opens an iterator for each call.
    private final class Pool: Sendable {
        let locale: String
        private let slots: [Slot]
        private let nextBusySlot = Atomic<Int>(0)

        init(locale: String, size: Int) {
            self.locale = locale
            self.slots = (0..<size).map { _ in Slot() }
        }

        var openCount: Int { slots.reduce(0) { $0 + ($1.iterator.withLock { $0 != nil } ? 1 : 0) } }

        func breaks(_ utf16: [UInt16]) throws -> [(Int, Bool)] {
            let locale = self.locale
            func use(_ slot: inout Iterator?) throws -> [(Int, Bool)] {
                let iterator = try slot ?? Iterator(locale: locale)
                slot = iterator
                return try iterator.breaks(utf16)
            }
            guard !slots.isEmpty else { return try Iterator(locale: locale).breaks(utf16) }
            for slot in slots {
                if let found = try slot.iterator.withLockIfAvailable({ try use(&$0) }) { return found }
            }
            let index = nextBusySlot.add(1, ordering: .relaxed).oldValue % slots.count
            return try slots[index].iterator.withLock { try use(&$0) }
        }
    }

    /// A pool place: an iterator once one was needed.
    private final class Slot: Sendable {
        let iterator = Mutex<Iterator?>(nil)
    }

    /// One ICU line-break iterator, owned by one pool slot (or one call) and used under its lock.
    private final class Iterator {
        let handle: OpaquePointer

        init(locale: String) throws {
            var error = [CChar](repeating: 0, count: 128)
            guard let handle = clb_open(locale, &error, Int32(error.count)) else {
                throw GlyphMetricsError.library(LibraryError(function: "ubrk_open", icuError: Self.text(error),
                                                             locale: locale))
            }
            self.handle = handle
        }

        deinit { clb_close(handle) }

        func breaks(_ utf16: [UInt16]) throws -> [(Int, Bool)] {
            var offsets = [Int32](repeating: 0, count: utf16.count)
            var mandatory = [UInt8](repeating: 0, count: utf16.count)
            var error = [CChar](repeating: 0, count: 128)
            let count = clb_breaks(handle, utf16, Int32(utf16.count), &offsets, &mandatory, &error, Int32(error.count))
            guard count >= 0 else {
                throw GlyphMetricsError.library(LibraryError(function: "ubrk_setText", icuError: Self.text(error)))
            }
            return (0..<Int(count)).map { (Int(offsets[$0]), mandatory[$0] != 0) }
        }

        private static func text(_ buffer: [CChar]) -> String {
            String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }
}

/// Unicode's character properties as ICU has them (through the `CLineBreak` shim, which loads ICU), for
/// checking the measurer's own property lookups against an independent copy of Unicode's data.
enum ICUProperties {
    /// Whether `scalar` is a `Default_Ignorable_Code_Point` by ICU's `u_hasBinaryProperty`; nil when ICU
    /// cannot be loaded.
    static func isDefaultIgnorable(_ scalar: Unicode.Scalar) -> Bool? {
        switch clb_is_default_ignorable(Int32(bitPattern: scalar.value)) {
        case 1: true
        case 0: false
        default: nil
        }
    }
}
