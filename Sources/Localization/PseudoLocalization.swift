/// Pseudo-localization: a fake translation that looks foreign and is longer, to find truncation before
/// real translations exist.
public enum PseudoLocalization {
    /// The filler that pads the text, inside the brackets.
    public static let filler: Character = "·"

    /// Pseudo-localizes `text`: ASCII letters become accented look-alikes (`a` → `á`, `S` → `Š`), the text is
    /// wrapped in brackets and padded with `filler`, ceil(0.4 × n) of them after a space, where n is the
    /// length of `text` in characters, so the result is at least 1.4 × n + 3 characters long.
    /// `"Send"` → `"[Šéñð ··]"`: 4 characters become 9.
    ///
    /// Placeholders are copied unchanged: printf-style (`%@`, `%d`, `%1$@`, `%lld`, `%.2f`, `%%`), string
    /// catalog substitutions (`%#@count@`), braces (`{name}`), and markup tags (`<b>`, `</xliff:g>`).
    /// Deterministic; the empty string stays empty.
    public static func pseudo(_ text: String) -> String {
        guard !text.isEmpty else { return "" }
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if let end = placeholderEnd(scalars, at: index) {
                output.append(contentsOf: scalars[index..<end])
                index = end
                continue
            }
            let scalar = scalars[index]
            output.append(accented[scalar] ?? scalar)
            index += 1
        }
        let padding = (text.count * 2 + 4) / 5  // ceil(0.4 × n) in integers: no floating-point edge at n = 10
        return "[" + String(output) + " " + String(repeating: filler, count: padding) + "]"
    }

    /// Accented look-alikes of the ASCII letters, one precomposed scalar each.
    private static let accented: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars)
        let fancy = Array("áƀçðéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĻṀÑÓÞǪŔŠŢÚṼŴẊÝŽ".unicodeScalars)
        precondition(plain.count == fancy.count)
        return Dictionary(uniqueKeysWithValues: zip(plain, fancy))
    }()

    /// If a placeholder starts at `index`, the index just past it.
    static func placeholderEnd(_ scalars: [Unicode.Scalar], at index: Int) -> Int? {
        switch scalars[index] {
        case "%": return printfEnd(scalars, at: index)
        case "{":
            var end = index + 1
            while end < scalars.count, isIdentifier(scalars[end]) { end += 1 }
            guard end > index + 1, end < scalars.count, scalars[end] == "}" else { return nil }
            return end + 1
        case "<":
            var end = index + 1
            if end < scalars.count, scalars[end] == "/" { end += 1 }
            let nameStart = end
            while end < scalars.count, isIdentifier(scalars[end]) || scalars[end] == ":" || scalars[end] == "-" { end += 1 }
            guard end > nameStart else { return nil }
            // Attributes up to the closing '>', on the same tag.
            while end < scalars.count, scalars[end] != ">", scalars[end] != "<" { end += 1 }
            guard end < scalars.count, scalars[end] == ">" else { return nil }
            return end + 1
        default:
            return nil
        }
    }

    private static func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", ".": true
        default: false
        }
    }

    /// `%[n$][#@name@ | flags width .precision length conversion]`, or `%%`.
    private static func printfEnd(_ scalars: [Unicode.Scalar], at start: Int) -> Int? {
        var index = start + 1
        func peek() -> Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
        func digits() { while let next = peek(), ("0"..."9").contains(next) { index += 1 } }
        if peek() == "%" { return index + 1 }
        // Positional argument `1$`.
        let afterPercent = index
        digits()
        if index > afterPercent, peek() == "$" { index += 1 } else { index = afterPercent }
        // String catalog substitution `%#@name@`.
        if peek() == "#", index + 1 < scalars.count, scalars[index + 1] == "@" {
            var end = index + 2
            while end < scalars.count, isIdentifier(scalars[end]) { end += 1 }
            guard end < scalars.count, scalars[end] == "@", end > index + 2 else { return nil }
            return end + 1
        }
        while let next = peek(), "-+ #0'".unicodeScalars.contains(next) { index += 1 }
        if peek() == "*" { index += 1 } else { digits() }
        if peek() == "." {
            index += 1
            if peek() == "*" { index += 1 } else { digits() }
        }
        while let next = peek(), "hlqLzjt".unicodeScalars.contains(next) { index += 1 }
        guard let conversion = peek(), "@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(conversion) else {
            return nil
        }
        return index + 1
    }
}
