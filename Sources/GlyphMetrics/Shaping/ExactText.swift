import ButtonSizer
#if canImport(Glibc)
import Glibc
#endif

/// A quick 64-bit hash of a string's UTF-8 bytes (see ``fastHash(_:seed:)``).
func fastHash(of string: String, seed: UInt64) -> UInt64 {
    withUTF8(string) { fastHash(UnsafeRawBufferPointer($0), seed: seed) }
}

/// Lends a string's UTF-8 bytes without copying a native string (`withUTF8` needs a mutable copy).
func withUTF8<R>(_ string: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
    var string = string  // a bridged string: withUTF8 moves it into contiguous storage
    return string.withUTF8(body)
}

/// A string compared by its exact UTF-8 bytes (see ``exactlyEqual(_:_:)``), for cache keys.
struct ExactText: Equatable, Sendable {
    let string: String

    init(_ string: String) { self.string = string }

    static func == (a: ExactText, b: ExactText) -> Bool { exactlyEqual(a.string, b.string) }

    /// A quick 64-bit hash of the bytes (see ``fastHash(_:seed:)``).
    var fastHash: UInt64 { GlyphMetrics.fastHash(of: string, seed: 0x9E37_79B9_7F4A_7C15) }
}

/// A fast non-cryptographic hash of `bytes`, eight at a time, for cache keys that are hashed on
/// every lookup. Equal keys are still compared in full, so a collision costs time, never a wrong
/// answer.
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

/// A `TextRequest` without its point size and content size category, as a result-cache key (the
/// answers at each size are the entry's, ``SizedAnswers``). A lookup hashes the request once
/// (``hash(_:)``: no SipHash) and compares stored keys with the request itself (``matches(_:)``), so
/// no key is built or copied to ask; only a miss stores one. A class, so the cache reads a stored
/// key's fields in place.
final class RequestKey: Equatable, Sendable {
    let request: TextRequest

    init(_ request: TextRequest) { self.request = request }

    /// A hash of the text's bytes combined with the fields that usually tell requests apart (weight,
    /// style, spacing, kerning, width, line limit, mode, language; the font's name by its length and
    /// last bytes, which name the file or family), not the size. Fields left out or folded loosely
    /// only cost a comparison on a collision: ``matches(_:)`` compares everything but the size.
    /// `textHash` is ``textHash(_:)`` of the request's text, computed once for this and the
    /// size-free key (``ScalableLineKey/hash(_:textHash:)``).
    static func hash(_ request: TextRequest, textHash: UInt64) -> UInt64 {
        var seed = sizeFreeSeed(request)
        seed ^= (request.maxWidth ?? -1).bitPattern &* 0x85EB_CA77_C2B2_AE63
        seed ^= (UInt64(bitPattern: Int64(request.maxLines)) << 8 | request.lineBreakMode.code) &* 0x27D4_EB2F_1656_67C5
        return textHash ^ seed
    }

    /// The hash of a request's text bytes that ``hash(_:textHash:)`` and the size-free key combine
    /// with their fields.
    static func textHash(_ text: String) -> UInt64 { fastHash(of: text, seed: 0x6A09_E667_F3BC_C909) }

    /// The part of ``hash(_:)``'s seed that neither the point size nor the room (width, lines,
    /// mode) changes: spacing, weight, style, kerning, the font's name, the language.
    static func sizeFreeSeed(_ request: TextRequest) -> UInt64 {
        let font = request.font
        var seed = font.letterSpacing.bitPattern &* 0xC2B2_AE3D_27D4_EB4F
        seed ^= (UInt64(bitPattern: Int64(font.weight)) << 2 | (font.italic ? 2 : 0) | (font.kerning ? 1 : 0)) &* 0x1656_67B1_9E37_79F9
        seed ^= nameBits(font.name) &* 0xFF51_AFD7_ED55_8CCD ^ UInt64(font.variations.count)
        if let language = request.language { seed ^= nameBits(language) &* 0xC4CE_B9FE_1A85_EC53 }
        return seed
    }

    /// A name's length and its last (up to) eight bytes.
    static func nameBits(_ name: String) -> UInt64 {
        withUTF8(name) { bytes in
            var bits = UInt64(bytes.count) << 56
            if bytes.count >= 8 {
                bits ^= UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)
            } else {
                for byte in bytes { bits = bits << 8 | UInt64(byte) }
            }
            return bits
        }
    }

    /// Whether `other` asks for this at some size (`TextRequest.isSame(as:_:)`, the one definition).
    func matches(_ other: TextRequest) -> Bool { request.isSame(as: other, .anySize) }

    static func == (a: RequestKey, b: RequestKey) -> Bool { a.matches(b.request) }
}

extension LineBreakMode {
    /// A small number per mode, for hashing (hashing the raw value would run SipHash over a string).
    var code: UInt64 {
        switch self {
        case .wordWrapping: 1
        case .charWrapping: 2
        case .clipping: 3
        case .truncatingHead: 4
        case .truncatingTail: 5
        case .truncatingMiddle: 6
        }
    }
}
