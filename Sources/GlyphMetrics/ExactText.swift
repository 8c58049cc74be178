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

    func hash(into hasher: inout Hasher) { hasher.combine(fastHash) }

    /// A quick 64-bit hash of the bytes (see ``fastHash(_:seed:)``).
    var fastHash: UInt64 {
        var string = string  // withUTF8 may move a small or bridged string into contiguous storage
        return string.withUTF8 { GlyphMetrics.fastHash(UnsafeRawBufferPointer($0), seed: 0x9E37_79B9_7F4A_7C15) }
    }
}

/// A fast non-cryptographic hash of `bytes`, eight at a time, for cache keys that are hashed on
/// every lookup. Equal keys are still compared in full, so a collision costs time, never a wrong
/// answer; the dictionary hashes this value again with its per-process seed.
func fastHash(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
    func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return product.high ^ product.low
    }
    var state = seed ^ UInt64(bytes.count) &* 0xA076_1D64_78BD_642F
    var offset = 0
    while offset + 8 <= bytes.count {
        state = mix(state ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self), 0xE703_7ED1_A0B4_28DB)
        offset += 8
    }
    var tail: UInt64 = 0
    for index in offset..<bytes.count { tail |= UInt64(bytes[index]) << (8 * UInt64(index - offset)) }
    return mix(state ^ tail, 0x8EBC_6AF0_9C88_C6E3)
}

/// A `TextRequest` as a cache key: the text by its exact bytes (see ``ExactText``), hashed once when
/// the key is made (the cache hashes each key twice: to pick a shard, then in the shard's dictionary).
struct RequestKey: Hashable, Sendable {
    let text: ExactText
    let font: FontSpec
    let maxWidth: Double?
    let maxLines: Int
    let lineBreakMode: LineBreakMode
    let language: String?
    private let hash: Int

    init(_ request: TextRequest) {
        text = ExactText(request.text)
        font = request.font
        maxWidth = request.maxWidth
        maxLines = request.maxLines
        lineBreakMode = request.lineBreakMode
        language = request.language
        var fields: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (
            ExactText(font.name).fastHash, font.size.bitPattern, font.letterSpacing.bitPattern,
            UInt64(bitPattern: Int64(font.weight)) << 2 | (font.italic ? 2 : 0) | (font.kerning ? 1 : 0),
            (maxWidth ?? -1).bitPattern, UInt64(bitPattern: Int64(maxLines)) << 8 | UInt64(lineBreakMode.hashValue & 0xFF))
        let fieldHash = withUnsafeBytes(of: &fields) { fastHash($0, seed: 0) }
        hash = Int(bitPattern: UInt(text.fastHash ^ fieldHash))
    }

    static func == (a: RequestKey, b: RequestKey) -> Bool {
        a.hash == b.hash && a.maxLines == b.maxLines && a.maxWidth == b.maxWidth
            && a.lineBreakMode == b.lineBreakMode && a.language == b.language && a.font == b.font && a.text == b.text
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
