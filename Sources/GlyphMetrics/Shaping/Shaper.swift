import ButtonSizer
import Synchronization

/// A text shaped into grapheme clusters: what truncation and wrapping work on.
struct ShapedText: Sendable {
    /// The text that was shaped.
    let text: String
    /// Each extended grapheme cluster of the text (never split), in order: where it ends and its advance.
    let advances: [ShapedGrapheme]
    /// The face that drew the text, where no fallback drew it.
    let primary: FontFace
    /// The fallback faces that drew some of the text, in order of first use.
    let fallbacks: [FontFace]
    /// The graphemes drawn with a .notdef glyph (no available font has them), ascending. Their
    /// advance is the .notdef glyph's, as the device draws a box.
    let missingGlyphs: [Int]
    /// The graphemes that are a tab (U+0009), ascending: their advance is 0 here, and the width
    /// moves the pen to the next stop (``TabStops``) instead. Empty for almost every text.
    let tabs: [Int]
    /// Bit `k` (0 < k < 64) set: graphemes `0..<k` shaped as their own string get the advances they
    /// have here (``keepsPrefix(_:)``). Set by the shaper where it knows so; clear where it does not.
    let cleanCuts: UInt64
    /// Bit `k` (0 < k < 64) set: the cut before grapheme `k` is clean, as in ``cleanCuts``, and the
    /// grapheme has a script of its own, so graphemes from `k` on itemize alone as they do here
    /// (``keeps(_:)``). Clear where the shaper does not know.
    let cleanStarts: UInt64
    /// Whether the text holds a line break (``hasLineBreak(_:)``), looked for once: a wrapping text is
    /// set at many widths, and each setting asked.
    let hasLineBreak: Bool

    /// The number of grapheme clusters.
    var count: Int { advances.count }

    /// Whether graphemes `0..<count` shaped as their own string get the advances they have in this
    /// text, so that their width may be read from it (truncation keeps a prefix, and measures it as its
    /// own string: ``Typesetter``). True for the whole text, and where the shaper found the cut clean:
    /// HarfBuzz shaped the graphemes on both sides in one run and marked no glyph of the cluster
    /// starting there `HB_GLYPH_FLAG_UNSAFE_TO_BREAK` (no kerning pair, ligature or contextual lookup
    /// across it: its documented promise is that the two sides shaped apart give these glyphs), or a run
    /// of another face or script starts there and neither side joins (runs are shaped apart, and only
    /// joining reads the text around a run); and the prefix itemizes alike alone (it has a grapheme
    /// with a script of its own, or no grapheme of the text has one: digits and punctuation before the
    /// first letter take its script). Only the first 64 graphemes are marked; a cut past them, or one
    /// the shaper does not know (a short run or an `opsz` instance's fallback run taken from a cache
    /// that keeps no flags), says false: the prefix is shaped.
    func keepsPrefix(_ count: Int) -> Bool {
        count == self.count || (count > 0 && count < 64 && cleanCuts & (1 << UInt64(count)) != 0)
    }

    /// Whether graphemes `range` shaped as their own string get the advances they have in
    /// this text: a kept prefix (``keepsPrefix(_:)``), or a piece from a clean start (``cleanStarts``) to
    /// the text's end or a kept prefix's end. Such a piece's first grapheme has a script of its own, so
    /// the graphemes after it resolve their scripts as here (a neutral one takes the script before it:
    /// one of the piece's own); its faces are chosen grapheme by grapheme, its runs meet where they do
    /// here, and HarfBuzz shaped both of its edges as safe to break. A wrapped line after the first is
    /// such a piece (``Typesetter``).
    func keeps(_ range: Range<Int>) -> Bool {
        let start = range.lowerBound
        if start == 0 { return keepsPrefix(range.upperBound) }
        guard start < 64, start < range.upperBound, cleanStarts & (1 << UInt64(start)) != 0 else { return false }
        return keepsPrefix(range.upperBound)
    }

    /// The last clean start inside `range` (``cleanStarts``, after its first grapheme) up to which the
    /// range is kept (``keeps(_:)``): graphemes `range` shaped as their own string are then graphemes up
    /// to it as they are here, followed by the rest shaped alone. HarfBuzz shaped no lookup across that
    /// cut, and the piece changes only the text after it (its end), so the rest alone meets the kept
    /// part as in the piece; TruncationReuseTests checks it at every cut of every label. `nil` when no
    /// grapheme inside the range (of the first 64) is such a start.
    /// (Read from the bits: a piece is kept up to a clean start only from the text's start or from a clean start of
    /// its own, and the clean starts that are also clean cuts are the prefixes it can be kept up to.)
    func lastCleanStart(in range: Range<Int>) -> Int? {
        let lower = range.lowerBound
        guard lower == 0 || (lower < 64 && cleanStarts & (1 << UInt64(lower)) != 0) else { return nil }
        let starts = cleanStarts & cleanCuts & UInt64(bitsFrom: lower + 1, to: range.upperBound)
        return starts == 0 ? nil : 63 - starts.leadingZeroBitCount
    }

    /// The faces that drew the text: the primary one first, then fallbacks in order of first use.
    var faces: [FontFace] { [primary] + fallbacks }

    /// The text's grapheme clusters (Swift's `Character`s, as ``advances`` splits it).
    var graphemes: [Character] { Array(text) }

    /// Graphemes `range` as text.
    func string(_ range: Range<Int>) -> String {
        range.isEmpty ? "" : String(text[textIndex(range.lowerBound)..<textIndex(range.upperBound)])
    }

    /// Grapheme `index` as text (one grapheme cluster).
    func grapheme(_ index: Int) -> Substring { text[textIndex(index)..<textIndex(index + 1)] }

    /// Whether grapheme `index` is whitespace (`Character.isWhitespace`: its first code point has
    /// Unicode's White_Space property; the ASCII ones are U+0009–U+000D and U+0020). Read from the
    /// code point, without making a `Character` (grapheme breaking): a wrapping text's line breaking
    /// asks about every grapheme at every width (16 % of a wrapping answer at bacb350).
    func isWhitespace(_ index: Int) -> Bool {
        let scalar = firstScalar(index)
        if scalar.isASCII { return scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) }
        return scalar.properties.isWhitespace
    }

    /// Whether grapheme `index` is a line break (`Character.isNewline`: its first code point is
    /// U+000A–U+000D, U+0085, U+2028 or U+2029).
    func isNewline(_ index: Int) -> Bool {
        switch firstScalar(index).value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// The first code point of grapheme `index`.
    private func firstScalar(_ index: Int) -> Unicode.Scalar {
        text.unicodeScalars[textIndex(index)]
    }

    /// Where grapheme `index` starts in the text (``count`` for the end).
    private func textIndex(_ index: Int) -> String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: index == 0 ? 0 : advances[index - 1].end)
    }
}

/// One grapheme cluster of a ``ShapedText``.
struct ShapedGrapheme: Sendable {
    /// The UTF-8 offset in the text just past the grapheme.
    var end: Int
    /// The advance in font units of the face that drew it, kerning included. A ligature's whole
    /// advance sits on its first grapheme, the others carry 0.
    var units: Int32
    /// The unitsPerEm of the face that drew it.
    var unitsPerEm: Int32
}

/// What besides the font and size decides how a text is shaped: its language.
struct TextStyle: Hashable, Sendable {
    /// The BCP 47 language: HarfBuzz's language (`locl` forms) and the fallback cascade.
    var language: String?
    /// The fallback order the language sets for CJK characters.
    var cascade: FallbackCascade

    init(language: String?, defaultHanForm: CJKForm) {
        self.language = language
        self.cascade = FallbackCascade(language: language, defaultHanForm: defaultHanForm)
    }
}

/// What, besides its code points, decides how a text or a run of it shapes: the one definition every
/// shaping cache keys on (whole texts, short runs, shaped words). The face stands for the file, the
/// face index and the variation coordinates (``FontFace/id``: one face per set); kerning is the one
/// feature a request turns; the language picks `locl` forms and the fallback cascade; the point size
/// counts only where the face's advances depend on it (`trak` applies, a metric font; 0 elsewhere).
/// Letter spacing is not here: it is added to shaped advances, never shaped.
struct ShapingKey: Equatable, Sendable {
    var face: Int
    var kerning: Bool
    var language: String?
    var trackingSize: Double
    /// A run's script (and so its direction); nil for a whole text, whose runs are its own.
    var script: Script?

    init(face: FontFace, kerning: Bool, pointSize: Double, language: String?, script: Script? = nil) {
        self.face = face.id
        self.kerning = kerning
        self.language = language
        self.trackingSize = face.advancesDependOnSize ? pointSize : 0
        self.script = script
    }

    /// A hash of the fields, which a key's text or code points are hashed with.
    var seed: UInt64 {
        var fields = (UInt64(bitPattern: Int64(face)) << 1 | (kerning ? 1 : 0), trackingSize.bitPattern,
                      UInt64(script?.tag ?? 0), language.map { fastHash(of: $0, seed: 2) } ?? 0)
        return withUnsafeBytes(of: &fields) { fastHash($0, seed: 1) }
    }
}

/// A run of code points shaped in one face and script (``ShapingKey``), for the run caches: short
/// runs of a longer text and shaped words (``ShapedWords``).
struct RunKey: Equatable, Sendable {
    var scalars: [UInt32]
    var shaping: ShapingKey

    /// The hash of `scalars[range]` under `seed` (``ShapingKey/seed``), as the run caches are asked.
    static func hash(_ scalars: [UInt32], _ range: Range<Int>, seed: UInt64) -> UInt64 {
        scalars.withUnsafeBufferPointer { all in
            fastHash(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: all[range])), seed: seed)
        }
    }
}

/// Which short runs of a longer text the run cache keeps (``RunKey``).
enum ShortRunKey {
    /// The longest run (in code points) kept: lone spaces and punctuation, short words between others.
    static let maximumLength = 16

    /// Whether `scalars[range]`, shaped as a run of `script` in the text `scalars`, gives the glyphs it
    /// gives in any other text where this holds (so a run cache may keep them). HarfBuzz reads the text
    /// around a run (its context) only to join the scripts with joining forms (`arabic_joining`,
    /// ``Script/hasJoiningForms``), and there only the first code point on each side that is not
    /// transparent (joining type T: marks, format controls): a run of non-joining characters only
    /// (``isNonJoining(_:)``) neither takes nor gives a joining form, whatever surrounds it; a run with
    /// joining letters whose neighbours are non-joining, or the text's ends, takes the forms it takes
    /// alone (a non-joining context code point leaves HarfBuzz's joining state where an empty context
    /// leaves it, and gives the run's last letter no other form): an Arabic word between spaces. A
    /// space's kerning with its neighbours in the same run is in the key; a run never kerns with the
    /// text outside it.
    static func shapesAlike(_ scalars: [UInt32], _ range: Range<Int>, script: Script) -> Bool {
        guard script.hasJoiningForms, !scalars[range].allSatisfy(isNonJoining) else { return true }
        return (range.lowerBound == 0 || isNonJoining(scalars[range.lowerBound - 1]))
            && (range.upperBound == scalars.count || isNonJoining(scalars[range.upperBound]))
    }

    /// Whether HarfBuzz's joining gives `scalar` joining type U and never T (Latin-1's visible code
    /// points: spaces, digits, punctuation; not the soft hyphen, a format control).
    static func isNonJoining(_ scalar: UInt32) -> Bool {
        (0x20...0x7E).contains(scalar) || ((0xA0...0xFF).contains(scalar) && scalar != 0xAD)
    }
}

/// A glyph placed on a line: points from the line's origin on the baseline, y growing downwards.
public struct PositionedGlyph: Sendable {
    /// The face that draws the glyph (the primary font or a fallback).
    public let face: FontFace
    /// The glyph index in `face`.
    public let glyph: UInt32
    /// The glyph origin's distance from the line origin, in points, rightwards.
    public let x: Double
    /// The glyph origin's offset from the baseline, in points, y down (0 for most glyphs).
    public let y: Double
}

/// Shapes text with HarfBuzz, splitting it into runs by font (fallback per grapheme cluster) and
/// script, and caches the result in font units, which do not depend on the point size (advances are
/// linear and unhinted), so one entry serves every size — except where the size changes the font:
/// `opsz` (another face, so another key) and `trak` that applies (the size is in the key).
final class Shaper: Sendable {
    private let library: FontLibrary
    private let cache: BoundedCache<Key, ShapedText>
    /// Short runs of a longer text (a lone space between Arabic words, "する" after katakana), shaped
    /// once per face and reused (``ShortRunKey``).
    private let shortRuns: BoundedCache<RunKey, [ShapedGlyph]>
    /// The words of texts shaped before, joined into new texts where HarfBuzz says they join unchanged.
    let words: ShapedWords
    /// A text's itemization and fallback runs from one optical-size instance of a font, for its other
    /// instances (``InstanceShaping``): a Dynamic Type sweep in an `opsz` font shapes 12 instances.
    private let instanceShapings: BoundedCache<InstanceKey, InstanceShaping>
    /// Working arrays for shaping, reused from text to text (not a cache: they hold no text between calls).
    private let scratches = ShapingScratch.Pool()

    /// What decides a text's itemization and fallback runs in any instance of a variable face: the
    /// file, its face index, weight and slant (the fallback chain's key), kerning and language.
    private struct InstanceKey: Equatable, Sendable {
        var text: ExactText
        var path: String
        var faceIndex: Int
        var weight: Int
        var italic: Bool
        var kerning: Bool
        var language: String?
    }

    /// A text itemized in one instance of a font whose instances differ in optical size (the same
    /// cmap, so the same graphemes go to the same fallbacks), with the advances of its fallback runs
    /// per scalar (0 in the instance's own runs) and their .notdef scalars: the same in every instance,
    /// since fallbacks are shaped at their default instance. Kept only when no fallback applies `trak`
    /// (whose advances depend on the size) and no fallback is another instance of the same file.
    private struct InstanceShaping: Sendable {
        let items: Itemization
        let units: [Int32]
        let notdefScalars: [Int]
    }

    /// A whole text: its bytes and how it is shaped (``ShapingKey``; an `opsz` font gets one face per
    /// clamped optical size).
    private struct Key: Equatable, Sendable {
        var text: ExactText
        var shaping: ShapingKey
    }

    /// A shaper whose caches keep up to `cacheCapacity` texts (0: none), and shaped words up to
    /// `wordCapacity` (at most ``ShapedWords/capacity``, at most `cacheCapacity`; 0: words are not reused).
    init(library: FontLibrary, cacheCapacity: Int, wordCapacity: Int = ShapedWords.capacity) {
        self.library = library
        self.cache = BoundedCache(capacity: cacheCapacity)
        self.shortRuns = BoundedCache(capacity: min(cacheCapacity, Self.shortRunCapacity))
        self.instanceShapings = BoundedCache(capacity: cacheCapacity)
        self.words = ShapedWords(capacity: min(cacheCapacity, wordCapacity))
    }

    /// How many short runs the run cache keeps at most.
    static let shortRunCapacity = 4096

    var cachedCount: Int { cache.count }
    /// How many short runs the run cache holds now.
    var shortRunCount: Int { shortRuns.count }
    var cacheCapacity: Int { cache.capacity }
    func clearCache() {
        cache.removeAll()
        shortRuns.removeAll()
        instanceShapings.removeAll()
        words.removeAll()
    }

    func shape(_ text: String, primary: FontFace, kerning: Bool, pointSize: Double, style: TextStyle) -> ShapedText {
        shapeNotingHit(text, primary: primary, kerning: kerning, pointSize: pointSize, style: style).shaped
    }

    /// ``shape(_:primary:kerning:pointSize:style:)``, and whether the cache had it (the text was shaped
    /// before in this face, at any size where the shaping is size-free).
    func shapeNotingHit(_ text: String, primary: FontFace, kerning: Bool, pointSize: Double,
                        style: TextStyle) -> (shaped: ShapedText, wasCached: Bool) {
        let exact = ExactText(text)
        // A text the primary face draws whole, with no fallback and no glyph missing, shapes alike in
        // every language the face has no language system for (``FontFace/hasLanguageSystem(for:)``;
        // the fallback cascade is the language's other use, and it is not asked): it is kept once for
        // all of them, under ``anyLanguage``. The same title in another locale (an untranslated string,
        // a name) is then not shaped again: a third of the rows of Benchmarks/lint-catalog.
        let languageFree = style.language.map { !primary.hasLanguageSystem(for: $0) } ?? false
        let textHash = exact.fastHash  // hashed once: the text's bytes are most of a key's hashing
        if languageFree {
            let shared = Key(text: exact, shaping: ShapingKey(face: primary, kerning: kerning, pointSize: pointSize,
                                                              language: Self.anyLanguage))
            if let hit = cache.value(hash: textHash ^ shared.shaping.seed, matching: { $0 == shared }) { return (hit, true) }
        }
        var key = Key(text: exact, shaping: ShapingKey(face: primary, kerning: kerning, pointSize: pointSize,
                                                       language: style.language))
        var hash = textHash ^ key.shaping.seed
        if let hit = cache.value(hash: hash, matching: { $0 == key }) { return (hit, true) }
        let shaped = shapeUncached(text, primary: primary, kerning: kerning, pointSize: pointSize, style: style)
        if languageFree && shaped.fallbacks.isEmpty && shaped.missingGlyphs.isEmpty {
            key.shaping.language = Self.anyLanguage
            hash = textHash ^ key.shaping.seed
        }
        cache.store(shaped, for: key, hash: hash)
        return (shaped, false)
    }

    /// The language of the whole-text cache's entries that hold in any language their face has no
    /// language system for (``shapeNotingHit(_:primary:kerning:pointSize:style:)``): empty, which no
    /// request's language is (`languageTagProblem`).
    static let anyLanguage = ""

    /// A run of graphemes in one face (its index in the itemization's `faces`) and one script.
    typealias Run = (graphemes: Range<Int>, face: Int, script: Script)

    /// A text split into runs of one font and one script, each grapheme cluster in the first font
    /// (the primary, then fontconfig's fallbacks) that has all of it.
    struct Itemization: Sendable {
        /// The text's grapheme clusters in order.
        var graphemes: [Grapheme] = []
        /// The text's code points.
        var scalars: [UInt32] = []
        /// The faces that draw the text: the primary one first, then fallbacks in order of first use.
        var faces: [FontFace] = []
        var runs: [Run] = []
        /// The index of the first grapheme with a script of its own (0 when none has one): the
        /// graphemes before it take its script (``resolveNeutralScripts(_:)``).
        var firstOwnScript = 0
        /// Bit `k` (k < 64) set: grapheme `k` has a script of its own (not neutral), before
        /// ``resolveNeutralScripts(_:)`` gives the neutral ones theirs.
        var ownScripts: UInt64 = 0

        /// One grapheme cluster of an itemized text.
        struct Grapheme {
            /// The UTF-8 offset in the text just past it.
            var end: Int
            /// The index in `scalars` of its first code point.
            var firstScalar: Int
            /// The index in `faces` of the face that draws it.
            var face: Int
            /// Its script; a neutral one (spaces, digits, marks) takes the script of the text before it.
            var script: Script
        }

        var graphemeCount: Int { graphemes.count }

        /// Each grapheme's end as a UTF-8 offset in the text.
        var graphemeEnds: [Int] { graphemes.map(\.end) }

        /// The index in `scalars` of grapheme `index`'s first code point (`scalars.count` past the last).
        func firstScalar(_ index: Int) -> Int {
            index < graphemes.count ? graphemes[index].firstScalar : scalars.count
        }

        /// The code points of graphemes `range`, as indices in `scalars`.
        func scalarRange(_ range: Range<Int>) -> Range<Int> { firstScalar(range.lowerBound)..<firstScalar(range.upperBound) }

        /// Empties every array, keeping its storage for the next text.
        mutating func removeAll() {
            graphemes.removeAll(keepingCapacity: true)
            scalars.removeAll(keepingCapacity: true)
            faces.removeAll(keepingCapacity: true)
            runs.removeAll(keepingCapacity: true)
            firstOwnScript = 0
            ownScripts = 0
        }
    }

    /// A text's itemization (``itemize(_:primary:style:into:)``) in new arrays.
    func itemize(_ text: String, primary: FontFace, style: TextStyle) -> Itemization {
        var items = Itemization()
        itemize(text, primary: primary, style: style, into: &items)
        return items
    }

    /// One pass over the text's graphemes into `items` (emptied first): their scalars, the face of each
    /// (a fallback only for a grapheme the primary font lacks, or an emoji presentation it cannot
    /// colour) and its script; then the runs.
    func itemize(_ text: String, primary: FontFace, style: TextStyle, into items: inout Itemization) {
        items.removeAll()
        let capacity = text.utf8.count
        items.graphemes.reserveCapacity(capacity)
        items.scalars.reserveCapacity(capacity)
        items.faces.append(primary)
        var chain: FallbackChain?
        var end = 0  // UTF-8 offset past the graphemes added

        func add<Scalars: Collection<Unicode.Scalar>>(_ graphemeScalars: Scalars) {
            let firstScalar = items.scalars.count
            var script = Script.common
            var first: Unicode.Scalar?
            var lacking: Unicode.Scalar?  // the first code point the primary font lacks
            var emojiScan = EmojiPresentationScan()
            for scalar in graphemeScalars {
                items.scalars.append(scalar.value)
                end += UTF8.width(scalar)
                if first == nil { first = scalar }
                if lacking == nil && !primary.hasGlyph(for: scalar) && !scalar.isInvisibleControl { lacking = scalar }
                if script.isNeutral { script = Script(of: scalar) }
                emojiScan.add(scalar)
            }
            var face = 0
            let emoji = !primary.hasColorGlyphs && emojiScan.wantsEmojiPresentation
            if let missing = lacking ?? first, lacking != nil || emoji {
                if chain == nil { chain = library.fallbackChain(for: primary, cascade: style.cascade) }
                if let fallback = chain?.face(for: graphemeScalars, missing: missing, emoji: emoji), fallback !== primary {
                    if let known = items.faces.firstIndex(where: { $0 === fallback }) {
                        face = known
                    } else {
                        face = items.faces.count
                        items.faces.append(fallback)
                    }
                }
            }
            if !script.isNeutral && items.graphemes.count < 64 { items.ownScripts |= 1 << UInt64(items.graphemes.count) }
            items.graphemes.append(Itemization.Grapheme(end: end, firstScalar: firstScalar, face: face, script: script))
        }

        // Most titles (Latin, Greek, Cyrillic, CJK, hangul syllables) are one code point per grapheme,
        // and most others (Devanagari, Thai, Vietnamese) letters with the marks after them: they skip
        // the grapheme-breaking state machine.
        var oneScalarEach = true, lettersAndMarks = true
        for scalar in text.unicodeScalars where !scalar.isGraphemeByItself {
            oneScalarEach = false
            if !scalar.isJoiningMark {
                lettersAndMarks = false
                break
            }
        }
        let scalarView = text.unicodeScalars
        if oneScalarEach {
            for scalar in scalarView { add(CollectionOfOne(scalar)) }
        } else if lettersAndMarks {
            var start = scalarView.startIndex
            while start < scalarView.endIndex {
                var next = scalarView.index(after: start)
                // Marks join what is before them, but for a soft hyphen (a control: UAX #29 GB5).
                while next < scalarView.endIndex && scalarView[next].isJoiningMark && scalarView[start] != "\u{AD}" {
                    next = scalarView.index(after: next)
                }
                add(scalarView[start..<next])
                start = next
            }
        } else {
            var start = text.startIndex
            while start < text.endIndex {
                let next = text.index(after: start)
                add(text.unicodeScalars[start..<next])
                start = next
            }
        }
        items.firstOwnScript = resolveNeutralScripts(&items.graphemes)

        var runStart = 0
        let count = items.graphemeCount
        while runStart < count {
            var runEnd = runStart + 1
            let first = items.graphemes[runStart]
            while runEnd < count && items.graphemes[runEnd].face == first.face
                    && items.graphemes[runEnd].script == first.script { runEnd += 1 }
            items.runs.append((runStart..<runEnd, first.face, first.script))
            runStart = runEnd
        }
    }

    /// The arrays a text is itemized and shaped in before its ``ShapedText`` is made, reused from text
    /// to text (``ShapingScratch/Pool``): shaping a text allocates only what it returns.
    struct ShapingScratch: Sendable {
        var items = Itemization()
        /// Scalar index → the advance of the glyphs whose cluster starts there, in font units.
        var units: [Int32] = []
        /// The scalars drawn with .notdef.
        var notdefScalars: [Int] = []
        /// Bit `i` set: a line may not end before scalar `i` (0..<64) with these advances, or that is not
        /// known (``ShapedText/keepsPrefix(_:)``).
        var unsafeToBreak: UInt64 = 0

        /// Idle scratches; one is used by one thread at a time, taken out while in use.
        final class Pool: Sendable {
            private let idle = SpinLocked<[ShapingScratch]>([])
            /// Scratches kept at most (one per thread shaping at once, as a rule).
            static let limit = 16
            /// A scratch whose arrays grew past this many elements (a long text) is not kept.
            static let largest = 4096

            func take() -> ShapingScratch { idle.withLock { $0.popLast() } ?? ShapingScratch() }

            /// Takes `scratch` back (emptied by its next user, keeping its storage); `scratch` is left
            /// without storage.
            func recycle(_ scratch: inout ShapingScratch) {
                guard scratch.units.capacity <= Self.largest else { return }
                idle.withLock { idle in
                    guard idle.count < Self.limit else { return }
                    idle.append(ShapingScratch())
                    swap(&idle[idle.count - 1], &scratch)  // moved, not copied: its arrays stay uniquely held
                }
            }
        }
    }

    private func shapeUncached(_ text: String, primary: FontFace, kerning: Bool, pointSize: Double,
                               style: TextStyle) -> ShapedText {
        if primary.hasOpticalSize {
            return shapeInstance(text, primary: primary, kerning: kerning, pointSize: pointSize, style: style)
        }
        var scratch = scratches.take()
        scratch.notdefScalars.removeAll(keepingCapacity: true)
        scratch.unsafeToBreak = 0
        itemize(text, primary: primary, style: style, into: &scratch.items)
        Self.zero(&scratch.units, scratch.items.scalars.count)
        for run in scratch.items.runs {
            shapeRun(run, in: scratch.items.faces[run.face], scratch.items, kerning: kerning, pointSize: pointSize, style: style,
                     units: &scratch.units, notdefScalars: &scratch.notdefScalars, unsafeToBreak: &scratch.unsafeToBreak)
        }
        let shaped = shapedText(text, scratch.items, primary: primary, units: scratch.units,
                                notdefScalars: scratch.notdefScalars, unsafeToBreak: scratch.unsafeToBreak)
        scratches.recycle(&scratch)
        return shaped
    }

    /// ``shapeUncached(_:primary:kerning:pointSize:style:)`` in an instance of an `opsz` font: the
    /// itemization and fallback runs of another instance when one shaped the text (``InstanceShaping``),
    /// else itemized and kept for the others; the instance's own runs shaped in it.
    private func shapeInstance(_ text: String, primary: FontFace, kerning: Bool, pointSize: Double,
                               style: TextStyle) -> ShapedText {
        let key = InstanceKey(text: ExactText(text), path: primary.path, faceIndex: primary.faceIndex,
                              weight: primary.weight, italic: primary.isItalic, kerning: kerning, language: style.language)
        var fields = (UInt64(bitPattern: Int64(primary.weight)) << 2 | (primary.isItalic ? 2 : 0) | (kerning ? 1 : 0),
                      UInt64(bitPattern: Int64(primary.faceIndex)), fastHash(of: primary.path, seed: 3),
                      style.language.map { fastHash(of: $0, seed: 2) } ?? 0)
        let hash = key.text.fastHash ^ withUnsafeBytes(of: &fields) { fastHash($0, seed: 4) }
        let shared = instanceShapings.value(hash: hash) { $0 == key }
        let items = shared?.items ?? itemize(text, primary: primary, style: style)
        var units = shared?.units ?? []
        if shared == nil { Self.zero(&units, items.scalars.count) }
        var notdefScalars = shared?.notdefScalars ?? []
        // An instance's prefixes are shaped, not read (``ShapedText/keepsPrefix(_:)``): the fallback runs
        // kept for the other instances keep no flags.
        var unsafeToBreak = UInt64.max
        if shared == nil {
            for run in items.runs where run.face != 0 {
                shapeRun(run, in: items.faces[run.face], items, kerning: kerning, pointSize: pointSize, style: style,
                         units: &units, notdefScalars: &notdefScalars, unsafeToBreak: &unsafeToBreak)
            }
            let fallbacks = items.faces.dropFirst()
            if !fallbacks.contains(where: { $0.advancesDependOnSize || ($0.path == primary.path && $0.faceIndex == primary.faceIndex) }) {
                instanceShapings.store(InstanceShaping(items: items, units: units, notdefScalars: notdefScalars),
                                       for: key, hash: hash)
            }
        }
        for run in items.runs where run.face == 0 {
            shapeRun(run, in: primary, items, kerning: kerning, pointSize: pointSize, style: style,
                     units: &units, notdefScalars: &notdefScalars, unsafeToBreak: &unsafeToBreak)
        }
        return shapedText(text, items, primary: primary, units: units, notdefScalars: notdefScalars,
                          unsafeToBreak: unsafeToBreak)
    }

    /// Adds the advances of `run` of `items`, shaped in `face`, to `units` (per scalar), and the
    /// scalars drawn with .notdef to `notdefScalars`: from the short-run cache where it may serve, else
    /// from shaped words (``ShapedWords``) for a run of several words, else shaped; and marks in
    /// `unsafeToBreak` the scalars inside the run before which a line may not end with these advances
    /// (a short run's are not known: all of them).
    private func shapeRun(_ run: Run, in face: FontFace, _ items: Itemization, kerning: Bool, pointSize: Double,
                          style: TextStyle, units: inout [Int32], notdefScalars: inout [Int], unsafeToBreak: inout UInt64) {
        let scalarRange = items.scalarRange(run.graphemes)
        // A run shapes alike in every language its face has no language system for: the run caches
        // keep it once for all of them (``anyLanguage``), and HarfBuzz is given the run's own.
        let keyLanguage = style.language.map { face.hasLanguageSystem(for: $0) ? $0 : Self.anyLanguage }
        let shaping = ShapingKey(face: face, kerning: kerning, pointSize: pointSize, language: keyLanguage,
                                 script: run.script)
        if run.graphemes != 0..<items.graphemeCount, scalarRange.count <= ShortRunKey.maximumLength,
           ShortRunKey.shapesAlike(items.scalars, scalarRange, script: run.script) {
            let glyphs = shortRun(items.scalars, scalarRange, face: face, shaping: shaping, language: style.language,
                                  pointSize: pointSize)
            for glyph in glyphs {
                let scalar = scalarRange.lowerBound + glyph.cluster
                units[scalar] &+= glyph.xAdvance
                if glyph.glyph == 0 { notdefScalars.append(scalar) }
            }
            unsafeToBreak |= UInt64(bitsFrom: scalarRange.lowerBound + 1, to: scalarRange.upperBound)
        } else if !words.addAdvances(items.scalars, scalarRange, face: face, shaping: shaping, language: style.language,
                                     pointSize: pointSize,
                                     into: &units, notdef: &notdefScalars, unsafeToBreak: &unsafeToBreak) {
            face.addAdvances(items.scalars, range: scalarRange, script: run.script, language: style.language,
                             kerning: kerning, pointSize: pointSize, into: &units, notdef: &notdefScalars,
                             unsafeToBreak: &unsafeToBreak)
        }
        // Where a run meets another, each was shaped apart: a line may end there unless a side joins
        // (joining reads the text around a run; nothing else does).
        if run.script.hasJoiningForms {
            unsafeToBreak |= UInt64(bitsFrom: scalarRange.lowerBound, to: scalarRange.lowerBound + 1)
                | UInt64(bitsFrom: scalarRange.upperBound, to: scalarRange.upperBound + 1)
        }
    }

    /// The shaped text of `items` whose scalars advance by `units`, drawn by `primary` (in place of
    /// `items.faces[0]`, the instance it was itemized in) and `items`' fallbacks; `unsafeToBreak` marks
    /// the scalars before which a line may not end with these advances.
    private func shapedText(_ text: String, _ items: Itemization, primary: FontFace, units: [Int32],
                            notdefScalars: [Int], unsafeToBreak: UInt64) -> ShapedText {
        let faces = items.faces
        var advances: [ShapedGrapheme] = []
        advances.reserveCapacity(items.graphemeCount)
        let primaryUnitsPerEm = primary.positionUnitsPerEm
        for index in 0..<items.graphemeCount {
            var sum: Int32 = 0
            for scalar in items.scalarRange(index..<index + 1) { sum &+= units[scalar] }
            let face = items.graphemes[index].face
            advances.append(ShapedGrapheme(end: items.graphemes[index].end, units: sum,
                                           unitsPerEm: face == 0 ? primaryUnitsPerEm : faces[face].positionUnitsPerEm))
        }
        let cuts = Self.cleanCuts(items, unsafeToBreak: unsafeToBreak), lineBreak = hasLineBreak(text)
        let fallbacks = faces.count == 1 ? [] : Array(faces.dropFirst())
        // A tab is a grapheme by itself (UAX #29: a control breaks on both sides) and moves to a stop.
        var tabs: [Int] = []
        if items.scalars.contains(0x09) {
            for index in 0..<items.graphemeCount where items.scalars[items.firstScalar(index)] == 0x09 {
                tabs.append(index)
                advances[index].units = 0
            }
        }
        guard !notdefScalars.isEmpty else {
            return ShapedText(text: text, advances: advances, primary: primary, fallbacks: fallbacks, missingGlyphs: [],
                              tabs: tabs, cleanCuts: cuts.prefixes, cleanStarts: cuts.starts,
                              hasLineBreak: lineBreak)
        }
        // Line breaks and other invisible controls shape as .notdef in most fonts but are never drawn.
        // The others take no room either (TextKit's zero-advancement action for control characters);
        // a line break keeps its .notdef advance, which only a line truncated across paragraphs counts.
        var missing: [Int] = []
        for grapheme in Self.graphemes(containing: notdefScalars, items) {
            let scalars = items.scalars[items.scalarRange(grapheme..<grapheme + 1)]
            if !scalars.allSatisfy({ Unicode.Scalar($0)?.isInvisibleControl ?? false }) {
                missing.append(grapheme)
            } else if !scalars.contains(where: { Unicode.Scalar($0).map(Character.init)?.isNewline ?? false }) {
                advances[grapheme].units = 0
            }
        }
        return ShapedText(text: text, advances: advances, primary: primary, fallbacks: fallbacks, missingGlyphs: missing,
                          tabs: tabs, cleanCuts: cuts.prefixes, cleanStarts: cuts.starts,
                          hasLineBreak: lineBreak)
    }

    /// ``ShapedText/cleanCuts``: bit `k` (0 < k < 64) where graphemes `0..<k` of `items` get these
    /// advances alone: the cut at the grapheme's first code point is not marked in `unsafeToBreak` (per
    /// scalar, 0..<64: inside a run, where no HarfBuzz cluster starts or HarfBuzz marked it; where a
    /// joining run meets another; see ``shapeRun(_:in:_:kerning:pointSize:style:units:notdefScalars:unsafeToBreak:)``),
    /// and the prefix holds the first grapheme with a script of its own (``Itemization/firstOwnScript``),
    /// as it then itemizes alike; and ``ShapedText/cleanStarts``: the clean cuts before a grapheme with a
    /// script of its own (``Itemization/ownScripts``). A text of one code point per grapheme (most
    /// titles) is read in bits.
    private static func cleanCuts(_ items: Itemization, unsafeToBreak: UInt64) -> (prefixes: UInt64, starts: UInt64) {
        var clean: UInt64 = 0  // bit k: the cut before grapheme k is not marked
        if items.scalars.count == items.graphemeCount {
            clean = UInt64(bitsFrom: 1, to: items.graphemeCount) & ~unsafeToBreak
        } else {
            for index in 1..<max(1, min(items.graphemeCount, 64)) {
                let first = items.graphemes[index].firstScalar
                guard first < 64 else { break }
                if unsafeToBreak & (1 << UInt64(first)) == 0 { clean |= 1 << UInt64(index) }
            }
        }
        return (clean & UInt64(bitsFrom: items.firstOwnScript + 1, to: items.graphemeCount), clean & items.ownScripts)
    }

    /// The glyphs of the short run `scalars[range]` in `face`, clusters counted from the run's start:
    /// from the run cache, else shaped (in its text, as every run is) and kept. Only runs that
    /// ``ShortRunKey/shapesAlike(_:_:script:)`` in any text come here, so the kept glyphs are exactly
    /// what shaping this run in another text gives. `language`: the run's, which HarfBuzz is given.
    private func shortRun(_ scalars: [UInt32], _ range: Range<Int>, face: FontFace, shaping: ShapingKey,
                          language: String?, pointSize: Double) -> [ShapedGlyph] {
        let hash = RunKey.hash(scalars, range, seed: shaping.seed)
        let run = scalars[range]
        if let known = shortRuns.value(hash: hash, matching: { $0.shaping == shaping && $0.scalars.elementsEqual(run) }) {
            return known
        }
        var glyphs = face.shape(scalars, range: range, script: shaping.script ?? .common, language: language,
                                kerning: shaping.kerning, pointSize: pointSize)
        for index in glyphs.indices { glyphs[index].cluster -= range.lowerBound }
        shortRuns.store(glyphs, for: RunKey(scalars: Array(run), shaping: shaping), hash: hash)
        return glyphs
    }

    /// Sets `array` to `count` zeros. (`Array(repeating:count:)` of `Int32` runs the stdlib's
    /// unspecialized allocation, which looks the array's type metadata up on every call; appending runs
    /// the specialized one, into the storage the array already has.)
    private static func zero(_ array: inout [Int32], _ count: Int) {
        array.removeAll(keepingCapacity: true)
        array.reserveCapacity(count)
        for _ in 0..<count { array.append(0) }
    }

    /// The grapheme indices, ascending and without repeats, that contain the scalar indices `scalars`.
    private static func graphemes(containing scalars: [Int], _ items: Itemization) -> [Int] {
        var found: [Int] = []
        for scalar in scalars.sorted() {
            // The last grapheme whose first scalar is at or before `scalar` (binary search).
            var low = 0, high = items.graphemeCount
            while low + 1 < high {
                let mid = (low + high) / 2
                if items.firstScalar(mid) <= scalar { low = mid } else { high = mid }
            }
            if found.last != low { found.append(low) }
        }
        return found
    }

    /// The glyphs of `text` on one line in visual order, positioned in points from the line's origin
    /// on the baseline, y growing downwards. For drawing previews.
    func glyphs(_ text: String, primary: FontFace, kerning: Bool, size: Double, letterSpacing: Double,
                style: TextStyle) -> [PositionedGlyph] {
        glyphs(pieces: [LinePiece(text: text)], primary: primary, kerning: kerning, size: size,
               letterSpacing: letterSpacing, style: style).glyphs
    }

    /// The glyphs of a line made of `pieces` (``MeasuredLine/pieces``), each shaped by itself as
    /// measurement shaped it (no kerning across a cut; the token in the font that has it; a piece's
    /// `tracking` added to `letterSpacing`), in visual order, positioned in points from the line's
    /// origin on the baseline, y growing downwards; and the line's advance width (the pieces' widths
    /// added). For drawing previews.
    ///
    /// Runs (split by font and script) are ordered by UAX #9's rule L2 with one level per run: the
    /// paragraph takes the direction of the line's first run with a strong script; right-to-left runs
    /// are level 1, left-to-right runs level 0 (2 in a right-to-left paragraph). So an Arabic line whose
    /// spaces fall back to another font still reads right to left. Within a run HarfBuzz gives visual
    /// order; neutral characters take their neighbours' script within their piece rather than the full
    /// bidi rules, so mixed-direction lines (digits inside Arabic) are approximate. A piece with no
    /// strong script (the token) takes the paragraph's level: it sits at the paragraph's end side.
    func glyphs(pieces: [LinePiece], primary: FontFace, kerning: Bool, size: Double, letterSpacing: Double,
                style: TextStyle) -> (glyphs: [PositionedGlyph], width: Double) {
        var runs: [(glyphs: [PositionedGlyph], width: Double, script: Script)] = []
        for piece in pieces {
            let items = itemize(piece.text, primary: primary, style: style)
            var pieceX = 0.0  // where the run starts in the piece, in logical order: tab stops count from 0
            for run in items.runs {
                let (placed, width) = place(run, items, startingAt: pieceX, kerning: kerning, size: size,
                                            letterSpacing: letterSpacing + piece.tracking, style: style)
                runs.append((placed, width, run.script))
                pieceX += width
            }
        }
        let paragraphIsRightToLeft = runs.first { !$0.script.isNeutral }?.script.isRightToLeft ?? false
        let levels = runs.map { run in
            if run.script.isNeutral { return paragraphIsRightToLeft ? 1 : 0 }
            return run.script.isRightToLeft ? 1 : (paragraphIsRightToLeft ? 2 : 0)
        }
        var placed: [PositionedGlyph] = []
        var lineX = 0.0
        for index in Self.visualOrder(levels: levels) {
            for glyph in runs[index].glyphs {
                placed.append(PositionedGlyph(face: glyph.face, glyph: glyph.glyph, x: lineX + glyph.x, y: glyph.y))
            }
            lineX += runs[index].width
        }
        return (placed, lineX)
    }

    /// One run's glyphs shaped by HarfBuzz in visual order, from x = 0, and its advance width (points).
    /// As measurement has it, invisible controls drawn as .notdef are not drawn and take no room, and
    /// a tab is not drawn and reaches the next stop (``TabStops``) from `startX`, where the run starts
    /// in its piece.
    private func place(_ run: Run, _ items: Itemization, startingAt startX: Double,
                       kerning: Bool, size: Double, letterSpacing: Double,
                       style: TextStyle) -> (glyphs: [PositionedGlyph], width: Double) {
        let scalarRange = items.scalarRange(run.graphemes)
        let face = items.faces[run.face]
        let scale = size / Double(face.positionUnitsPerEm)
        let shaped = face.shape(items.scalars, range: scalarRange, script: run.script,
                                    language: style.language, kerning: kerning, pointSize: size)
        // Letter spacing follows every grapheme, as measurement adds it: a HarfBuzz cluster (one or
        // more graphemes: "कि" is one, a ligature "fi" two) gets its graphemes' spacing after its last
        // glyph, which in a right-to-left run is on its left, before its first glyph in visual order.
        let spacing = letterSpacing == 0 ? [:] : Self.clusterSpacing(shaped, items: items, run: run.graphemes,
                                                                     letterSpacing: letterSpacing)
        let rightToLeft = run.script.isRightToLeft
        var placed: [PositionedGlyph] = []
        var penX = 0.0
        for (index, glyph) in shaped.enumerated() {
            let scalar = items.scalars[glyph.cluster]
            if scalar == 0x09 {
                penX = TabStops.next(after: startX + penX) - startX
                continue
            }
            if glyph.glyph == 0, let control = Unicode.Scalar(scalar), control.isInvisibleControl,
               !Character(control).isNewline { continue }
            let startsCluster = index == 0 || shaped[index - 1].cluster != glyph.cluster
            if rightToLeft && startsCluster { penX += spacing[glyph.cluster] ?? 0 }
            placed.append(PositionedGlyph(face: face, glyph: glyph.glyph,
                                          x: penX + Double(glyph.xOffset) * scale,
                                          y: -Double(glyph.yOffset) * scale))
            penX += Double(glyph.xAdvance) * scale
            let endsCluster = index == shaped.count - 1 || shaped[index + 1].cluster != glyph.cluster
            if !rightToLeft && endsCluster { penX += spacing[glyph.cluster] ?? 0 }
        }
        return (placed, penX)
    }

    /// The letter spacing each HarfBuzz cluster of a run carries: `letterSpacing` × the graphemes it
    /// covers (a cluster is keyed by the index of its first scalar; it ends where the next one starts).
    private static func clusterSpacing(_ glyphs: [ShapedGlyph], items: Itemization, run: Range<Int>,
                                       letterSpacing: Double) -> [Int: Double] {
        let starts = Set(glyphs.map(\.cluster)).sorted()
        var spacing: [Int: Double] = [:]
        var grapheme = run.lowerBound
        for (index, start) in starts.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1] : items.firstScalar(run.upperBound)
            var count = 0
            while grapheme < run.upperBound && items.firstScalar(grapheme) < end {
                if items.firstScalar(grapheme) >= start { count += 1 }
                grapheme += 1
            }
            spacing[start] = letterSpacing * Double(count)
        }
        return spacing
    }

    /// UAX #9 rule L2: from the highest level down to the lowest odd one, reverses every maximal
    /// sequence of runs at that level or higher. Returns run indices left to right.
    static func visualOrder(levels: [Int]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var start = 0
            while start < order.count {
                guard levels[order[start]] >= level else { start += 1; continue }
                var end = start
                while end < order.count && levels[order[end]] >= level { end += 1 }
                order[start..<end].reverse()
                start = end
            }
            level -= 1
        }
        return order
    }

    /// Common and Inherited characters (spaces, digits, punctuation, marks) take the script of the
    /// text before them, or after them at the start, so they shape in one run with their neighbours.
    /// Returns the index of the first grapheme with a script of its own, 0 when none has one.
    private func resolveNeutralScripts(_ graphemes: inout [Itemization.Grapheme]) -> Int {
        guard let firstIndex = graphemes.firstIndex(where: { !$0.script.isNeutral }) else { return 0 }
        var current = graphemes[firstIndex].script
        for index in graphemes.indices {
            if graphemes[index].script.isNeutral { graphemes[index].script = current } else { current = graphemes[index].script }
        }
        return firstIndex
    }
}
