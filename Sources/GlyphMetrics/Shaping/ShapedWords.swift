import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The words of texts shaped before, kept per face, size where it matters, script, language and
/// kerning (``ShapingKey``), so a new title made of words seen in others ("Add to cart", "Add to
/// wishlist") is put together from them instead of shaped: a catalog's titles share many words.
///
/// Exact, not an approximation. A word is a piece of a run (one face, one script) that ends after a
/// space, or at the run's end: "Add ", "to ", "cart". HarfBuzz marks, when asked
/// (`HB_BUFFER_FLAG_PRODUCE_UNSAFE_TO_CONCAT`), each glyph whose shaping could change if the text on
/// one side of its cluster's start changed (`HB_GLYPH_FLAG_UNSAFE_TO_CONCAT`: a kerning pair, a
/// ligature or a contextual lookup that reaches across, a joining letter); two pieces both clear of
/// it where they meet join into what shaping them together gives (hb-buffer.h). So a word is kept
/// with what its sides allow: a side whose cut is clear joins any text; a side at the start or end
/// of its text joins only the start or end of another. A run takes every kept word that may stand
/// where it is; each stretch of other words between them is shaped by HarfBuzz alone (with the whole
/// text as context, as every run is) and its words are kept; a cut of a stretch inside the run that is
/// not clear has the whole run shaped instead. Scripts whose pieces are rarely clear (joining Arabic
/// letters at a cut, fonts that kern the space) keep few words and so are shaped whole, as before.
/// `ShapedWordTests` checks the identity over every corpus in the repository.
///
/// Bounded: at most ``capacity`` words of up to ``longestWord`` code points (a few MB at most, see
/// docs/text-measurement.md); thread-safe (``BoundedCache``), shared by batch and service workers.
final class ShapedWords: Sendable {
    /// How many words are kept at most by default (the cache's approximate LRU drops the oldest).
    static let capacity = 16_384
    /// The capacity measurers give their word cache: ``capacity``, or `$BUTTONSIZER_SHAPED_WORDS`
    /// (0 turns word reuse off: the benchmark's baseline of the same run).
    static let configuredCapacity: Int = {
        if let text = getenv("BUTTONSIZER_SHAPED_WORDS").map({ String(cString: $0) }), let value = Int(text), value >= 0 {
            return value
        }
        return capacity
    }()
    /// The longest word kept, in code points; longer ones are shaped in their text every time.
    static let longestWord = 32

    private let cache: BoundedCache<RunKey, Word>
    /// The shaping keys (face, script…) that shaped a run of several words since the cache was
    /// emptied. A key's first such run is shaped as before, without marking its cuts or keeping its
    /// words: HarfBuzz's marking costs ~12 % more shaping and keeping the words ~2,000 instructions,
    /// which the first title of a catalog (nothing to reuse yet, the benchmark's `firstLabel` row)
    /// would pay for nothing; a second title in the face is the sign that more will come, as
    /// ``ScalableLine`` waits for a text's second measurement. A key whose runs keep no word at all (its pieces are never clear: a font that kerns the space)
    /// stops marking cuts after ``KeyUse/trial`` runs and is shaped whole, as before.
    private let seenKeys: BoundedCache<ShapingKey, KeyUse>

    /// How a shaping key's runs of several words went: counted, not locked (an approximate count is enough).
    private final class KeyUse: Sendable {
        /// Runs shaped with their cuts marked, and words kept from them.
        let runs = Atomic<Int>(0), kept = Atomic<Int>(0)
        /// Runs after which a key that kept no word stops trying.
        static let trial = 8
        var keepsNoWords: Bool { kept.load(ordering: .relaxed) == 0 && runs.load(ordering: .relaxed) >= Self.trial }
    }
    private let counts = Counts()

    /// A word's advances and which of its sides may join other text.
    private struct Word: Sendable {
        /// Per code point of the word, the advance of the glyphs whose cluster starts there (font units).
        var units: [Int32]
        /// The code points (offsets in the word) drawn with .notdef.
        var notdef: [Int]
        /// ``Side`` bits.
        var sides: UInt8
        /// Bit `i` (1 ≤ i < ``ShapedWords/longestWord``) set: the cut before the word's code point `i`
        /// starts no HarfBuzz cluster, or was `UNSAFE_TO_BREAK`, where the word was shaped
        /// (``ShapedText/keepsPrefix(_:)``).
        var unsafeToBreak: UInt32

        /// Whether the word may stand at `range` of a text of `count` code points.
        func fits(_ range: Range<Int>, count: Int) -> Bool {
            (sides & Side.startJoins != 0 || (range.lowerBound == 0 && sides & Side.startsText != 0))
                && (sides & Side.endJoins != 0 || (range.upperBound == count && sides & Side.endsText != 0))
        }
    }

    private enum Side {
        /// The cut at the word's start was clear: any text may come before it.
        static let startJoins: UInt8 = 1
        /// The word started its text: it may start another.
        static let startsText: UInt8 = 2
        /// The cut at the word's end was clear: any text may follow it.
        static let endJoins: UInt8 = 4
        /// The word ended its text: it may end another.
        static let endsText: UInt8 = 8
    }

    /// Words reused and words shaped, for the hit rate; in an object of its own (see ``TextMeasurer``'s).
    private final class Counts: Sendable {
        let reused = Atomic<Int>(0), shaped = Atomic<Int>(0)
    }

    init(capacity: Int) {
        cache = BoundedCache(capacity: capacity)
        seenKeys = BoundedCache(capacity: min(capacity, 1024))
    }

    /// How many words the cache may hold (0: words are not reused).
    var capacity: Int { cache.capacity }
    /// How many words it holds now.
    var count: Int { cache.count }
    /// Words taken from the cache and words shaped by HarfBuzz in runs of several words, since the
    /// shaper was made.
    var reuse: (reused: Int, shaped: Int) { (counts.reused.load(ordering: .relaxed), counts.shaped.load(ordering: .relaxed)) }

    func removeAll() {
        cache.removeAll()
        seenKeys.removeAll()
    }

    /// Where the word starting at `start` of the run ending at `end` ends: after the next space
    /// followed by something else, or at `end`.
    private static func wordEnd(_ scalars: [UInt32], from start: Int, _ end: Int) -> Int {
        var index = start + 1
        while index < end && !(scalars[index - 1] == 0x20 && scalars[index] != 0x20) { index += 1 }
        return index
    }

    /// Adds the advances of the run `scalars[range]`, shaped in `face` as `shaping` says (in `language`,
    /// which HarfBuzz is given: `shaping`'s may be ``Shaper/anyLanguage``), to `units`
    /// (per scalar) and its .notdef scalars to `notdef`, from kept words where they may join and
    /// HarfBuzz for the rest, and sets bit `i` of `unsafeToBreak` (scalars 0..<64 inside the run) where a
    /// line could not end before scalar `i` with these advances (a kept word's, a shaped stretch's
    /// `UNSAFE_TO_BREAK`; a cut between pieces is clear: both sides are clear to concatenate); false
    /// (nothing added) when the run is one word, words are not kept, or this is the first run of several
    /// words in its key (``seenKeys``): the caller shapes it as before.
    ///
    /// Every kept word that may stand where it is is used; each stretch of words between them (or
    /// before the first, or after the last) is shaped alone, with the first code point of the kept word
    /// after it, so that HarfBuzz marks the cut there (a glyph is marked when a lookup reached across
    /// the start of its cluster, or would have), and its own words are kept. HarfBuzz's cost in a
    /// font with many lookups goes with the code points shaped (Inter: ~5,000 instructions each, ~5,000
    /// a call, docs/performance.md), so the kept words between two new ones are not shaped again. A
    /// stretch whose cut at either end inside the run is not clear shapes the whole run instead.
    func addAdvances(_ scalars: [UInt32], _ range: Range<Int>, face: FontFace, shaping: ShapingKey, language: String?,
                     pointSize: Double, into units: inout [Int32], notdef: inout [Int], unsafeToBreak: inout UInt64) -> Bool {
        let end = range.upperBound, count = scalars.count
        guard cache.capacity > 0, Self.wordEnd(scalars, from: range.lowerBound, end) < end else { return false }
        let seed = shaping.seed
        guard let use = seenKeys.value(hash: seed, matching: { $0 == shaping }) else {
            seenKeys.store(KeyUse(), for: shaping, hash: seed)
            return false
        }
        guard !use.keepsNoWords else { return false }
        /// The kept word at `word` if it may stand there.
        func kept(_ word: Range<Int>) -> Word? {
            guard word.count <= Self.longestWord else { return nil }
            let text = scalars[word]
            let found = cache.value(hash: RunKey.hash(scalars, word, seed: seed)) {
                $0.shaping == shaping && $0.scalars.elementsEqual(text)
            }
            return found.flatMap { $0.fits(word, count: count) ? $0 : nil }
        }
        let notdefBefore = notdef.count
        var cuts: [UInt8] = []
        var reused = 0, keptCount = 0
        /// Shapes the words `from..<to` (none kept), with the code point at `to` when a kept word starts
        /// there (its advance dropped: the kept word's is added after), and keeps their words; false when
        /// a cut inside the run at either end is not clear.
        func shapeStretch(_ from: Int, _ to: Int, _ units: inout [Int32], _ notdef: inout [Int]) -> Bool {
            let shapedEnd = to == end ? end : to + 1, notdefFrom = notdef.count
            face.addAdvances(scalars, range: from..<shapedEnd, script: shaping.script ?? .common, language: language,
                             kerning: shaping.kerning, pointSize: pointSize, into: &units, notdef: &notdef, cuts: &cuts)
            if to < end {
                units[to] = 0
                if notdef.count > notdefFrom { notdef.removeAll { $0 == to } }
            }
            guard from == range.lowerBound || cuts[0] == ClusterCut.starts,
                  to == end || cuts[to - from] == ClusterCut.starts else { return false }
            var index = from + 1
            while index < min(to, 64) {
                if Self.breakUnsafe(cuts[index - from]) { unsafeToBreak |= 1 << UInt64(index) }
                index += 1
            }
            keptCount += keepWords(scalars, from..<to, cutsFrom: from, shaping: shaping, seed: seed, units: units,
                                   notdef: notdef[notdefFrom...], cuts: cuts, count: count)
            return true
        }
        // Word by word: a kept word that may stand where it is is added; the words before it not kept
        // since the last one are shaped first (the shaping with its first code point precedes its advances).
        var start = range.lowerBound, stretch: Int? = nil, joined = true
        while start < end {
            let wordEnd = Self.wordEnd(scalars, from: start, end)
            if let word = kept(start..<wordEnd) {
                if let from = stretch {
                    guard shapeStretch(from, start, &units, &notdef) else { joined = false; break }
                    stretch = nil
                }
                for offset in word.units.indices { units[start + offset] &+= word.units[offset] }
                for offset in word.notdef { notdef.append(start + offset) }
                if start < 64 { unsafeToBreak |= UInt64(word.unsafeToBreak) << UInt64(start) }
                reused += 1
            } else if stretch == nil {
                stretch = start
            }
            start = wordEnd
        }
        if joined, let from = stretch { joined = shapeStretch(from, end, &units, &notdef) }
        if !joined {
            // A cut not clear: the whole run shaped as without the cache (its new words already kept).
            for index in range { units[index] = 0 }
            unsafeToBreak &= ~UInt64(bitsFrom: range.lowerBound, to: range.upperBound)
            notdef.removeSubrange(notdefBefore...)
            reused = 0
            face.addAdvances(scalars, range: range, script: shaping.script ?? .common, language: language,
                             kerning: shaping.kerning, pointSize: pointSize, into: &units, notdef: &notdef,
                             unsafeToBreak: &unsafeToBreak)
        }
        if reused > 0 { counts.reused.add(reused, ordering: .relaxed) }
        if use.runs.load(ordering: .relaxed) < KeyUse.trial {
            use.runs.add(1, ordering: .relaxed)
            if keptCount > 0 { use.kept.add(keptCount, ordering: .relaxed) }
        }
        return true
    }

    /// Whether a line may not end before a scalar whose shaping says `cut` (``ClusterCut``): no cluster
    /// starts there, or HarfBuzz marked it unsafe to break.
    private static func breakUnsafe(_ cut: UInt8) -> Bool {
        cut & ClusterCut.starts == 0 || cut & ClusterCut.unsafeToBreak != 0
    }

    /// Keeps the words of `scalars[shaped]`, just shaped with `cuts` (one per scalar from `cutsFrom`,
    /// past `shaped` where the shaping went on), each with the sides it may join at: a clear cut (a
    /// cluster starts there, no glyph of it unsafe), or its text's start or end. A word that may join
    /// nothing on one side is useless elsewhere and not kept. Returns how many were kept.
    @discardableResult
    private func keepWords(_ scalars: [UInt32], _ shaped: Range<Int>, cutsFrom: Int, shaping: ShapingKey, seed: UInt64,
                           units: [Int32], notdef: ArraySlice<Int>, cuts: [UInt8], count: Int) -> Int {
        func clear(_ index: Int) -> Bool { index - cutsFrom < cuts.count && cuts[index - cutsFrom] == ClusterCut.starts }
        var start = shaped.lowerBound, words = 0, kept = 0
        while start < shaped.upperBound {
            let end = Self.wordEnd(scalars, from: start, shaped.upperBound)
            defer { start = end }
            words += 1
            var sides: UInt8 = 0
            if clear(start) { sides |= Side.startJoins }
            if start == 0 { sides |= Side.startsText }
            if clear(end) { sides |= Side.endJoins }
            if end == count { sides |= Side.endsText }
            guard end - start <= Self.longestWord, sides & (Side.startJoins | Side.startsText) != 0,
                  sides & (Side.endJoins | Side.endsText) != 0 else { continue }
            var unsafeToBreak: UInt32 = 0
            for index in start + 1..<end where Self.breakUnsafe(cuts[index - cutsFrom]) {
                unsafeToBreak |= 1 << UInt32(index - start)
            }
            let word = Word(units: Array(units[start..<end]),
                            notdef: notdef.isEmpty ? [] : notdef.filter { (start..<end).contains($0) }.map { $0 - start },
                            sides: sides, unsafeToBreak: unsafeToBreak)
            cache.store(word, for: RunKey(scalars: Array(scalars[start..<end]), shaping: shaping),
                        hash: RunKey.hash(scalars, start..<end, seed: seed))
            kept += 1
        }
        counts.shaped.add(words, ordering: .relaxed)
        return kept
    }
}
