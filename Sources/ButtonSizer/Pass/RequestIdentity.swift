#if canImport(Glibc)
import Glibc
#endif

/// How much of a ``TextRequest`` two requests must share to be one question: what a cache keyed by
/// requests leaves to the entry.
@usableFromInline package enum RequestScope: Sendable {
    /// Every field: the same answer (a layout pass's memo).
    case exact
    /// Every field but the point size and the content size category, whose answers one entry holds
    /// (the measurer's result cache).
    case anySize
    /// Also any room (width, line limit, mode): a one-line answer that serves every size and width
    /// where the text still fits (the measurer's one-line answers).
    case anySizeAndRoom
    /// Every field but the width limit: an answer without a limit that serves under one where the text
    /// shows whole on its one line (`MeasuredText.answersUnchanged(text:under:)`; a pass's memo).
    case anyWidth
}

extension TextRequest {
    /// Whether `other` asks what this request asks, within `scope`: the one definition of a request's
    /// identity that every cache key and memo of a measurement uses. The text is compared byte for
    /// byte (``exactlyEqual(_:_:)``); every other field of the request and its font is compared, the
    /// cheapest and likeliest to differ first. A field added to `TextRequest` or `FontSpec` must be
    /// decided on here (`RequestIdentityTests` lists them, so it fails until it is). A NaN never equals
    /// itself, so an invalid request never matches a stored one.
    @inlinable package func isSame(as other: TextRequest, _ scope: RequestScope) -> Bool {
        if scope != .anySizeAndRoom {
            guard maxLines == other.maxLines, scope == .anyWidth || maxWidth == other.maxWidth,
                  lineBreakMode == other.lineBreakMode else {
                return false
            }
        }
        if scope == .exact || scope == .anyWidth {
            guard font.size == other.font.size, font.contentSize == other.font.contentSize else { return false }
        }
        return exactlyEqual(text, other.text) && font.name == other.font.name && font.weight == other.font.weight
            && font.italic == other.font.italic && font.letterSpacing == other.font.letterSpacing
            && font.kerning == other.font.kerning && font.textStyle == other.font.textStyle
            && font.variations == other.font.variations && language == other.language
    }
}

/// Whether two strings have the same UTF-8 bytes. Swift's `String` equality is canonical
/// equivalence: "é" (U+00E9) equals "e\u{301}", yet the two can shape differently, so they must
/// not share a cache entry. Comparing bytes also skips the normalisation `==` may do; strings that
/// share storage (a pass's requests of one title) compare by address.
@inlinable package func exactlyEqual(_ a: String, _ b: String) -> Bool {
    guard a.utf8.count == b.utf8.count else { return false }
    let same = a.utf8.withContiguousStorageIfAvailable { x in
        b.utf8.withContiguousStorageIfAvailable { y in
            x.count == 0 || x.baseAddress == y.baseAddress || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0
        }
    }
    return (same ?? nil) ?? a.utf8.elementsEqual(b.utf8)  // a bridged string without contiguous bytes
}
