internal import CLineBreak
import Synchronization

/// UAX #14 line-break opportunities from ICU's line-break iterator (through the `CLineBreak` shim).
/// ICU iterators are not thread-safe: each breaker keeps one behind a `Mutex`.
final class LineBreaker: Sendable {
    private let iterator: Mutex<Iterator>

    /// A break opportunity before grapheme `index`; `mandatory` after a line or paragraph separator.
    struct Opportunity: Hashable, Sendable {
        var index: Int
        var mandatory: Bool
    }

    /// - Parameter locale: the ICU locale, which picks tailorings (Thai and Lao dictionaries are used
    ///   whatever the locale).
    init(locale: String = "en") throws {
        iterator = Mutex(try Iterator(locale: locale))
    }

    /// The opportunities in `graphemes`, as indices of the grapheme each break comes before
    /// (1…count). Breaks that would fall inside a grapheme cluster are dropped.
    func opportunities(in graphemes: [Character]) throws -> [Opportunity] {
        var utf16: [UInt16] = []
        var graphemeAt: [Int: Int] = [:]  // UTF-16 offset of a grapheme boundary → grapheme index
        for (index, grapheme) in graphemes.enumerated() {
            utf16.append(contentsOf: grapheme.utf16)
            graphemeAt[utf16.count] = index + 1
        }
        guard !utf16.isEmpty else { return [] }
        let breaks = try iterator.withLock { try $0.breaks(utf16) }
        return breaks.compactMap { offset, mandatory in
            graphemeAt[offset].map { Opportunity(index: $0, mandatory: mandatory) }
        }
    }

    private struct Iterator: ~Copyable {
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

/// A `LineBreaker` opened on first use (ICU loads its break rules and dictionaries then).
final class LazyLineBreaker: Sendable {
    private let locale: String
    private let breaker = Mutex<LineBreaker?>(nil)

    init(locale: String) { self.locale = locale }

    func opportunities(in graphemes: [Character]) throws -> [LineBreaker.Opportunity] {
        let opened = try breaker.withLock { slot -> LineBreaker in
            if let slot { return slot }
            let created = try LineBreaker(locale: locale)
            slot = created
            return created
        }
        return try opened.opportunities(in: graphemes)
    }
}
