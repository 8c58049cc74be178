/// Compact JSON written straight into UTF-8 bytes, key by key and value by value, without a tree of
/// values or a `String` in between: what ``JSON`` writes its trees with, and what a hot path (a batch
/// answer, thousands a second) writes its objects with.
///
/// It is the package's one formatter of JSON numbers and strings, so every writer of JSON agrees:
/// - a number that is whole and below 10¹⁵ in magnitude is written as an integer ("17", not "17.0"),
///   any other finite one as the shortest text that reads back as the same `Double` (Swift's
///   `description`: "0.1", "1e-07", "1000000000000000.0", "1e+16"), a non-finite one as `null`;
/// - a string escapes `"` and `\`, control characters (C0, DEL and C1: "\n", "\u001b", "\u0085") and
///   U+2028/U+2029 (line ends to JavaScript); everything else is written as it is (UTF-8).
///
/// Commas come by themselves: a key or a value after another one at the same level gets one.
///
/// ```swift
/// var writer = JSONWriter()
/// writer.beginObject()
/// writer.member("width", 64.5)
/// writer.member("fits", true)
/// writer.endObject()
/// let text = writer.text  // {"width":64.5,"fits":true}
/// ```
///
/// It owns its buffer (appending a key or a number is a bounds check and a copy, not an `Array`
/// append's uniqueness and capacity checks), so it cannot be copied: pass it `inout`.
public struct JSONWriter: ~Copyable {
    private var storage: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    /// Whether something was written at the current level, so the next key or value needs a comma.
    private var needsComma = false

    /// Starts an empty buffer with room for `capacity` bytes (it grows as needed).
    public init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        storage = .allocate(capacity: self.capacity)
    }

    deinit { storage.deallocate() }

    /// The JSON written so far, as UTF-8.
    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage, count: count)) }

    /// The JSON written so far, as UTF-8 text.
    public var text: String { String(decoding: UnsafeBufferPointer(start: storage, count: count), as: UTF8.self) }

    @inline(__always)
    private mutating func reserve(_ more: Int) {
        if count + more > capacity { grow(to: count + more) }
    }

    private mutating func grow(to needed: Int) {
        let grown = max(needed, capacity * 2)
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        larger.initialize(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity = grown
    }

    @inline(__always)
    private mutating func append(_ byte: UInt8) {
        reserve(1)
        storage[count] = byte
        count += 1
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        reserve(bytes.count)
        (storage + count).initialize(from: base, count: bytes.count)
        count += bytes.count
    }

    private mutating func append(_ literal: StaticString) {
        append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    // MARK: - Structure

    /// `{`: an object's members follow, each a key and its value.
    public mutating func beginObject() {
        separate()
        append(UInt8(ascii: "{"))
        needsComma = false
    }

    /// `}`: ends the object begun last.
    public mutating func endObject() {
        append(UInt8(ascii: "}"))
        needsComma = true
    }

    /// `[`: an array's items follow, each a value.
    public mutating func beginArray() {
        separate()
        append(UInt8(ascii: "["))
        needsComma = false
    }

    /// `]`: ends the array begun last.
    public mutating func endArray() {
        append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// A member's key and its colon; the member's value is written next. The key is written as it is:
    /// a name in the source (letters, digits, `-`, `_`), which needs no escape.
    public mutating func key(_ key: StaticString) {
        // Room for the comma, the quotes, the name and the colon made once, the name copied in one go:
        // byte by byte, each with its own room check, a key cost ~110 instructions, and a layout answer
        // has ~58 (issue 39).
        let count = key.utf8CodeUnitCount
        reserve(count + 4)
        if needsComma {
            storage[self.count] = UInt8(ascii: ",")
            self.count += 1
        }
        storage[self.count] = UInt8(ascii: "\"")
        (storage + self.count + 1).initialize(from: key.utf8Start, count: count)
        storage[self.count + 1 + count] = UInt8(ascii: "\"")
        storage[self.count + 2 + count] = UInt8(ascii: ":")
        self.count += count + 3
        needsComma = false
    }

    /// A member's key (any text, escaped as a string is) and its colon; the value is written next.
    public mutating func key(_ key: String) {
        separate()
        appendString(key)
        append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// Ends one JSON Lines line ("\n"): the next value starts a new document, without a comma.
    public mutating func endLine() {
        append(UInt8(ascii: "\n"))
        needsComma = false
    }

    @inline(__always)
    private mutating func separate() {
        if needsComma { append(UInt8(ascii: ",")) }
        needsComma = true
    }

    // MARK: - Values

    /// `null`.
    public mutating func null() {
        separate()
        append("null")
    }

    /// `true` or `false`.
    public mutating func bool(_ value: Bool) {
        separate()
        append(value ? "true" : "false")
    }

    /// A number (see the type's rules: whole numbers without a fraction, non-finite ones as `null`).
    public mutating func number(_ value: Double) {
        separate()
        appendNumber(value)
    }

    /// An integer, digit by digit (as `Codable` encodes an `Int`).
    public mutating func number(_ value: Int) {
        separate()
        appendInteger(Int64(value))
    }

    /// A string, escaped (see the type's rules).
    public mutating func string(_ value: String) {
        separate()
        appendString(value)
    }

    /// A ``JSON`` value, whole.
    public mutating func value(_ json: JSON) {
        switch json {
        case .null: null()
        case .bool(let value): bool(value)
        case .number(let value): number(value)
        case .string(let value): string(value)
        case .array(let items):
            beginArray()
            for item in items { value(item) }
            endArray()
        case .object(let members):
            beginObject()
            for (name, member) in members {
                key(name)
                value(member)
            }
            endObject()
        }
    }

    // MARK: - Members

    /// `"key":value` for a number.
    public mutating func member(_ key: StaticString, _ value: Double) {
        self.key(key)
        number(value)
    }

    /// `"key":value` for a number, or `null` when it is nil.
    public mutating func member(_ key: StaticString, _ value: Double?) {
        self.key(key)
        if let value { number(value) } else { null() }
    }

    /// `"key":value` for an integer.
    public mutating func member(_ key: StaticString, _ value: Int) {
        self.key(key)
        number(value)
    }

    /// `"key":value` for a string.
    public mutating func member(_ key: StaticString, _ value: String) {
        self.key(key)
        string(value)
    }

    /// `"key":value` for a string, or `null` when it is nil.
    public mutating func member(_ key: StaticString, _ value: String?) {
        self.key(key)
        if let value { string(value) } else { null() }
    }

    /// `"key":true` or `"key":false`.
    public mutating func member(_ key: StaticString, _ value: Bool) {
        self.key(key)
        bool(value)
    }

    // MARK: - Formatting

    /// Appends `value` as a JSON number: whole numbers below 10¹⁵ without a fraction, others as the
    /// shortest text that reads back as the same `Double` (`description`'s), non-finite ones as `null`.
    private mutating func appendNumber(_ value: Double) {
        guard value.isFinite else { return append("null") }
        let magnitude = abs(value)
        if magnitude < 1e15 {
            if Self.nearestWhole(magnitude) == magnitude { return appendInteger(Int64(value)) }
            if appendShortDecimal(value, magnitude: magnitude) { return }
        }
        var text = value.description
        text.withUTF8 { append($0) }
    }

    /// The whole number nearest to `value` (0 ≤ `value` < 2⁵²): adding 2⁵² leaves no bits for a fraction,
    /// so the addition rounds; cheaper than `rounded()`, a call into the C library.
    @inline(__always)
    private static func nearestWhole(_ value: Double) -> Double { (value + 0x1p52) - 0x1p52 }

    /// Appends `value` (not whole, `magnitude` = |`value`| < 10¹⁵) as digits, a point and the fewest
    /// decimals that read back as `value`, and returns true, when it is at least 0.001 and those decimals
    /// times `value` stay below 10¹⁵; else appends nothing and returns false. This is `description`'s
    /// text without its cost: below 10¹⁵ after scaling, the scaled value rounds to the right whole
    /// number and at most one decimal with so few places lies within half a unit in the last place of
    /// `value`, so the fewest places that read back give the shortest round-trip text, which
    /// `description` writes in this range as digits, a point and decimals. JSONWriterTests compares the
    /// two over hundreds of thousands of values.
    private mutating func appendShortDecimal(_ value: Double, magnitude: Double) -> Bool {
        guard magnitude >= 0.001 else { return false }
        var scale = 1.0
        var unit: Int64 = 1
        while magnitude * scale * 10 < 1e15 {
            scale *= 10
            unit *= 10
            // Whole and below 2^53: held exactly, so the division is correctly rounded.
            let scaled = Self.nearestWhole(magnitude * scale)
            guard scaled / scale == magnitude else { continue }
            let digits = Int64(scaled)
            if value < 0 { append(UInt8(ascii: "-")) }
            appendInteger(digits / unit)
            append(UInt8(ascii: "."))
            let fraction = digits % unit
            var place = unit / 10
            while place > 0 {
                append(UInt8(ascii: "0") + UInt8(fraction / place % 10))
                place /= 10
            }
            return true
        }
        return false
    }

    /// Appends the decimal digits of `value` (with "-" when negative), as `String(value)` spells it.
    private mutating func appendInteger(_ value: Int64) {
        if value < 0 { append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        var unit: UInt64 = 1  // the place of the first digit
        while magnitude / unit >= 10 { unit *= 10 }
        while unit > 0 {
            append(UInt8(ascii: "0") + UInt8(magnitude / unit % 10))
            unit /= 10
        }
    }

    /// Appends `value` as a JSON string, escaped.
    private mutating func appendString(_ value: String) {
        // Read in place: a copy to call `withUTF8` would retain the string's storage, and a string
        // shared by every answer (a font's path) would then be retained by all workers at once.
        if value.utf8.withContiguousStorageIfAvailable({ appendString($0) }) == nil {
            var copy = value
            copy.withUTF8 { appendString($0) }
        }
    }

    /// Appends UTF-8 `text` as a JSON string: runs that need no escape are copied in one append.
    private mutating func appendString(_ text: UnsafeBufferPointer<UInt8>) {
        append(UInt8(ascii: "\""))
        var runStart = 0
        var index = 0
        let raw = UnsafeRawPointer(text.baseAddress)
        while index < text.count {
            // Eight bytes at a time while none of them can start an escape (most text).
            if let raw {
                while index + 8 <= text.count, !Self.mayNeedEscape(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
                    index += 8
                }
                guard index < text.count else { break }
            }
            let byte = text[index]
            guard Self.mayNeedEscape(byte) else {
                index += 1
                continue
            }
            var escaped: UInt32
            var width = 1
            switch byte {
            case 0xC2 where index + 1 < text.count && text[index + 1] < 0xA0:
                escaped = UInt32(text[index + 1])  // C1 controls U+0080–U+009F
                width = 2
            case 0xE2 where index + 2 < text.count && text[index + 1] == 0x80
                && (text[index + 2] == 0xA8 || text[index + 2] == 0xA9):
                escaped = text[index + 2] == 0xA8 ? 0x2028 : 0x2029  // JavaScript line ends
                width = 3
            case 0xC2, 0xE2:
                index += 1
                continue
            default:
                escaped = UInt32(byte)
            }
            append(UnsafeBufferPointer(rebasing: text[runStart..<index]))
            appendEscape(escaped)
            index += width
            runStart = index
        }
        append(UnsafeBufferPointer(rebasing: text[runStart...]))
        append(UInt8(ascii: "\""))
    }

    /// Whether any of the eight bytes of `word` is one the one-byte test flags, found with the classic
    /// bit tricks: a byte below 0x20 leaves a borrow in its top bit
    /// after subtracting 0x20 from each; a byte equal to `c` becomes zero after an exclusive or with `c`.
    @inline(__always)
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        let control = (word &- 0x20 &* ones) & ~word & highs
        return control | hasZeroByte(word ^ (0x22 &* ones)) | hasZeroByte(word ^ (0x5C &* ones))
            | hasZeroByte(word ^ (0x7F &* ones)) | hasZeroByte(word ^ (0xC2 &* ones)) | hasZeroByte(word ^ (0xE2 &* ones)) != 0
    }

    /// Whether `byte` can start something to escape (C0 controls, `"`, `\`, DEL, and the lead bytes of
    /// C1 controls and U+2028/U+2029): one bit of a 256-bit table, so ordinary text costs one test a byte.
    @inline(__always)
    private static func mayNeedEscape(_ byte: UInt8) -> Bool {
        let word: UInt64
        switch byte >> 6 {
        case 0: word = 0x0000_0004_FFFF_FFFF  // 0x00–0x1F and 0x22
        case 1: word = 0x8000_0000_1000_0000  // 0x5C and 0x7F
        case 3: word = 0x0000_0004_0000_0004  // 0xC2 and 0xE2
        default: word = 0
        }
        return word >> (byte & 63) & 1 != 0
    }

    /// `\"`, `\\`, `\n`, `\r`, `\t`, or `\u` and four lowercase hex digits.
    private mutating func appendEscape(_ scalar: UInt32) {
        append(UInt8(ascii: "\\"))
        switch scalar {
        case 0x22: append(UInt8(ascii: "\""))
        case 0x5C: append(UInt8(ascii: "\\"))
        case 0x0A: append(UInt8(ascii: "n"))
        case 0x0D: append(UInt8(ascii: "r"))
        case 0x09: append(UInt8(ascii: "t"))
        default:
            append(UInt8(ascii: "u"))
            for shift in stride(from: 12, through: 0, by: -4) {
                let digit = UInt8((scalar >> UInt32(shift)) & 0xF)
                append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
            }
        }
    }
}
