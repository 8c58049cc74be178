import ButtonSizer
#if canImport(Glibc)
import Glibc
#endif

/// A string compared and hashed by its exact UTF-8 bytes, for cache keys.
///
/// Swift's `String` equality is canonical equivalence: "é" (U+00E9) equals "e\u{301}", yet the two
/// can shape differently, so they must not share a cache entry. Hashing the bytes also skips the
/// Unicode normalisation `String` performs to hash non-ASCII text.
struct ExactText: Hashable, Sendable {
    let string: String

    init(_ string: String) { self.string = string }

    static func == (a: ExactText, b: ExactText) -> Bool {
        guard a.string.utf8.count == b.string.utf8.count else { return false }
        var a = a.string, b = b.string
        return a.withUTF8 { x in b.withUTF8 { y in x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
    }

    func hash(into hasher: inout Hasher) {
        var string = string  // withUTF8 may move a small or bridged string into contiguous storage
        string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

/// A `TextRequest` as a cache key: the text by its exact bytes (see ``ExactText``), hashed once when
/// the key is made (the cache hashes each key twice: to pick a shard, then in the shard's dictionary).
struct RequestKey: Hashable, Sendable {
    let text: ExactText
    let font: FontSpec
    let maxWidth: Double?
    let maxLines: Int
    let lineBreakMode: LineBreakMode
    private let hash: Int

    init(_ request: TextRequest) {
        text = ExactText(request.text)
        font = request.font
        maxWidth = request.maxWidth
        maxLines = request.maxLines
        lineBreakMode = request.lineBreakMode
        var hasher = Hasher()
        hasher.combine(text)
        hasher.combine(font)
        hasher.combine(maxWidth)
        hasher.combine(maxLines)
        hasher.combine(lineBreakMode)
        hash = hasher.finalize()
    }

    static func == (a: RequestKey, b: RequestKey) -> Bool {
        a.hash == b.hash && a.maxLines == b.maxLines && a.maxWidth == b.maxWidth
            && a.lineBreakMode == b.lineBreakMode && a.font == b.font && a.text == b.text
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
