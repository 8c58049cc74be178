import ButtonSizer

/// A string compared and hashed by its exact UTF-8 bytes, for cache keys.
///
/// Swift's `String` equality is canonical equivalence: "é" (U+00E9) equals "e\u{301}", yet the two
/// can shape differently, so they must not share a cache entry. Hashing the bytes also skips the
/// Unicode normalisation `String` performs to hash non-ASCII text.
struct ExactText: Hashable, Sendable {
    let string: String

    init(_ string: String) { self.string = string }

    static func == (a: ExactText, b: ExactText) -> Bool {
        a.string.utf8.count == b.string.utf8.count && a.string.utf8.elementsEqual(b.string.utf8)
    }

    func hash(into hasher: inout Hasher) {
        let hashed: Void? = string.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if hashed == nil {
            for byte in string.utf8 { hasher.combine(byte) }
        }
        hasher.combine(string.utf8.count)
    }
}

/// A `TextRequest` as a cache key: the text by its exact bytes (see ``ExactText``).
struct RequestKey: Hashable, Sendable {
    let text: ExactText
    let font: FontSpec
    let maxWidth: Double?
    let maxLines: Int
    let lineBreakMode: LineBreakMode

    init(_ request: TextRequest) {
        text = ExactText(request.text)
        font = request.font
        maxWidth = request.maxWidth
        maxLines = request.maxLines
        lineBreakMode = request.lineBreakMode
    }
}
