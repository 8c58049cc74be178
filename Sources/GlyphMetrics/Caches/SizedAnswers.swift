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
        func isAnswer(at asked: AnswerSize) -> Bool { size == asked.points && contentSize == asked.category }
    }

    /// The answer at the first size asked, and those at the sizes asked since with the one-line answer
    /// they were rescaled from (a sweep's next size goes to it without looking it up).
    private let first: Answer, later: Mutex<(answers: [Answer], line: ScalableLine?)>

    /// The most sizes kept per request: one per content size category. A 13th replaces the oldest
    /// but the first.
    static let keptSizes = ContentSizeCategory.allCases.count

    /// The entry holding `measured`, the answer for `font`'s size and category.
    init(_ measured: MeasuredText, for font: FontSpec) {
        first = Answer(size: font.size, contentSize: font.contentSize, measured: measured)
        later = Mutex(([], nil))
    }

    /// The answer kept for `font`'s size and category, if any. Only valid sizes are kept, and a NaN
    /// equals nothing, so an invalid request never finds one.
    func answer(for font: FontSpec) -> MeasuredText? {
        if first.isAnswer(for: font) { return first.measured }
        return later.withLock { later in
            for answer in later.answers where answer.isAnswer(for: font) { return answer.measured }
            return nil
        }
    }

    /// The answers kept for every size and category of `sizes`, in order, read under one lock (a
    /// sweep's sizes); nil unless all are kept.
    func answers(at sizes: [AnswerSize]) -> [MeasuredText]? {
        later.withLock { later in
            var answers: [MeasuredText] = []
            answers.reserveCapacity(sizes.count)
            // A sweep asks its sizes in the order they were added: look after the last one found first.
            var next = 0
            let kept = later.answers
            for size in sizes {
                if first.isAnswer(at: size) {
                    answers.append(first.measured)
                    continue
                }
                let index = next < kept.count && kept[next].isAnswer(at: size)
                    ? next : kept.firstIndex { $0.isAnswer(at: size) }
                guard let index else { return nil }
                answers.append(kept[index].measured)
                next = index + 1
            }
            return answers
        }
    }

    /// The one-line answer a size of this request was measured or rescaled from, if any.
    var line: ScalableLine? { later.withLock { $0.line } }

    /// Keeps `measured` as the answer for `font`'s size and category, and `line` (when there is one)
    /// as the one-line answer it came from.
    func add(_ measured: MeasuredText, for font: FontSpec, line: ScalableLine?) {
        later.withLock { later in
            if later.answers.count >= Self.keptSizes - 1 { later.answers.removeFirst() }
            if later.answers.isEmpty { later.answers.reserveCapacity(Self.keptSizes - 1) }  // a sweep is coming
            later.answers.append(Answer(size: font.size, contentSize: font.contentSize, measured: measured))
            if let line { later.line = line }
        }
    }
}

/// One size of a sweep (``TextMeasurer/measure(_:contentSizes:scaledSizes:)``): a point size and the
/// content size category it came from, what tells a request's answers apart in ``SizedAnswers``.
struct AnswerSize {
    var points: Double
    var category: ContentSizeCategory?
}
