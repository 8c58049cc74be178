import ButtonSizer
import Synchronization

/// The result cache's entry for one request without its point size and content size category
/// (``RequestKey``): the answers at each size asked, at most ``keptSizes``. A Dynamic Type sweep asks
/// one text at 12 sizes; keeping them together costs one lookup per size, like any hit, in memory that
/// the 12 questions share, rather than 12 entries spread over the cache. The first size is read
/// without a lock (a request asked at one size, the common case, costs what it did); a new size is
/// added in place under the entry's lock, not stored as a new entry: no key or entry is made for it.
final class SizedAnswers: Sendable {
    private struct Answer {
        var size: Double
        var contentSize: ContentSizeCategory?
        var measured: MeasuredText

        func isAnswer(for font: FontSpec) -> Bool { size == font.size && contentSize == font.contentSize }
    }

    /// The answer at the first size asked, and those at the sizes asked since.
    private let first: Answer, later: Mutex<[Answer]>

    /// The most sizes kept per request: one per content size category. A 13th replaces the oldest
    /// but the first.
    static let keptSizes = ContentSizeCategory.allCases.count

    /// The entry holding `measured`, the answer for `font`'s size and category.
    init(_ measured: MeasuredText, for font: FontSpec) {
        first = Answer(size: font.size, contentSize: font.contentSize, measured: measured)
        later = Mutex([])
    }

    /// The answer kept for `font`'s size and category, if any. Only valid sizes are kept, and a NaN
    /// equals nothing, so an invalid request never finds one.
    func answer(for font: FontSpec) -> MeasuredText? {
        if first.isAnswer(for: font) { return first.measured }
        return later.withLock { later in
            for answer in later where answer.isAnswer(for: font) { return answer.measured }
            return nil
        }
    }

    /// Keeps `measured` as the answer for `font`'s size and category.
    func add(_ measured: MeasuredText, for font: FontSpec) {
        later.withLock { later in
            if later.count >= Self.keptSizes - 1 { later.removeFirst() }
            if later.isEmpty { later.reserveCapacity(Self.keptSizes - 1) }  // a sweep is coming
            later.append(Answer(size: font.size, contentSize: font.contentSize, measured: measured))
        }
    }
}
