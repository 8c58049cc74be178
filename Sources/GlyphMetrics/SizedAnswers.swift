import ButtonSizer
import Synchronization

/// The result cache's entry for one request without its point size and content size category
/// (``RequestKey``): the answers at each size asked, at most ``keptSizes``. A Dynamic Type sweep asks
/// one text at 12 sizes; keeping them together costs one lookup per size, like any hit, in memory that
/// the 12 questions share, rather than 12 entries spread over the cache. A new size is added in place
/// (under the entry's lock), not stored as a new entry: no key or entry is made for it.
final class SizedAnswers: Sendable {
    private struct Answer {
        var size: Double
        var contentSize: ContentSizeCategory?
        var measured: MeasuredText
    }

    private let answers: Mutex<[Answer]>

    /// The most sizes kept per request: one per content size category. A 13th replaces the oldest.
    static let keptSizes = ContentSizeCategory.allCases.count

    /// The entry holding `measured`, the answer for `font`'s size and category.
    init(_ measured: MeasuredText, for font: FontSpec) {
        answers = Mutex([Answer(size: font.size, contentSize: font.contentSize, measured: measured)])
    }

    /// The answer kept for `font`'s size and category, if any. Only valid sizes are kept, and a NaN
    /// equals nothing, so an invalid request never finds one.
    func answer(for font: FontSpec) -> MeasuredText? {
        answers.withLock { answers in
            for answer in answers where answer.size == font.size && answer.contentSize == font.contentSize {
                return answer.measured
            }
            return nil
        }
    }

    /// Keeps `measured` as the answer for `font`'s size and category.
    func add(_ measured: MeasuredText, for font: FontSpec) {
        answers.withLock { answers in
            if answers.count >= Self.keptSizes { answers.removeFirst() }
            answers.append(Answer(size: font.size, contentSize: font.contentSize, measured: measured))
        }
    }
}
