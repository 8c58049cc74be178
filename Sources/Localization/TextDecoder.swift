/// Turns the bytes of a text file into a `String`: UTF-8 (with or without a byte-order mark), or UTF-16
/// little- or big-endian with a byte-order mark, or UTF-16 without one when the zero bytes give it away.
/// Invalid text is an error naming the line, never replaced silently.
enum TextDecoder {
    enum Encoding: Equatable {
        case utf8
        case utf16LittleEndian
        case utf16BigEndian
    }

    /// The encoding of `bytes` and the length of its byte-order mark.
    static func detect(_ bytes: [UInt8]) -> (encoding: Encoding, bomLength: Int) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (.utf8, 3) }
        if bytes.starts(with: [0xFF, 0xFE]) { return (.utf16LittleEndian, 2) }
        if bytes.starts(with: [0xFE, 0xFF]) { return (.utf16BigEndian, 2) }
        // No byte-order mark. ASCII-heavy UTF-16 has a zero in every other byte; UTF-8 text has no zero bytes.
        let sample = bytes.prefix(1024)
        let pairs = sample.count / 2
        guard pairs >= 1 else { return (.utf8, 0) }
        var evenZeros = 0
        var oddZeros = 0
        for (offset, byte) in sample.prefix(pairs * 2).enumerated() where byte == 0 {
            if offset % 2 == 0 { evenZeros += 1 } else { oddZeros += 1 }
        }
        if oddZeros * 2 >= pairs && evenZeros * 8 < pairs { return (.utf16LittleEndian, 0) }
        if evenZeros * 2 >= pairs && oddZeros * 8 < pairs { return (.utf16BigEndian, 0) }
        // Text that is mostly not ASCII (Cyrillic, CJK) has fewer zeros, but UTF-8 text has none at all:
        // zeros mostly on one side of the pairs are UTF-16's ASCII (quotes, `=`, `;`, spaces), not UTF-8.
        if oddZeros > 0 && evenZeros * 8 < oddZeros { return (.utf16LittleEndian, 0) }
        if evenZeros > 0 && oddZeros * 8 < evenZeros { return (.utf16BigEndian, 0) }
        return (.utf8, 0)
    }

    static func decode(_ bytes: [UInt8], source: String) throws(CatalogError) -> String {
        let (encoding, bomLength) = detect(bytes)
        let body = bytes[bomLength...]
        switch encoding {
        case .utf8:
            if let string = String(validating: body, as: UTF8.self) { return string }
            throw CatalogError(file: source, line: firstInvalidLine(utf8: body), message: "invalid UTF-8")
        case .utf16LittleEndian, .utf16BigEndian:
            guard body.count % 2 == 0 else {
                throw CatalogError(file: source, message: "invalid UTF-16: odd number of bytes (\(bytes.count))")
            }
            var units: [UInt16] = []
            units.reserveCapacity(body.count / 2)
            var offset = body.startIndex
            while offset < body.endIndex {
                let first = UInt16(body[offset])
                let second = UInt16(body[offset + 1])
                units.append(encoding == .utf16LittleEndian ? first | second << 8 : first << 8 | second)
                offset += 2
            }
            if let string = String(validating: units, as: UTF16.self) { return string }
            throw CatalogError(file: source, line: firstInvalidLine(utf16: units),
                               message: "invalid UTF-16: unpaired surrogate")
        }
    }

    private static func firstInvalidLine(utf8 bytes: ArraySlice<UInt8>) -> Int {
        firstInvalidLine(bytes, decoder: UTF8())
    }

    private static func firstInvalidLine(utf16 units: [UInt16]) -> Int {
        firstInvalidLine(units, decoder: UTF16())
    }

    /// The line (1-based) of the first code unit sequence `decoder` cannot decode.
    private static func firstInvalidLine<Units: Sequence, Codec: UnicodeCodec>(_ units: Units, decoder: Codec) -> Int
        where Units.Element == Codec.CodeUnit {
        var iterator = units.makeIterator()
        var decoder = decoder
        var line = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): if scalar == "\n" { line += 1 }
            case .emptyInput: return line
            case .error: return line
            }
        }
    }
}
