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

    /// Right-to-left pseudo-text (Android's `ar-XB`, aapt2's `PseudoMethodBidi`): every word, a run of
    /// non-whitespace characters (placeholders included), is wrapped in U+200F RIGHT-TO-LEFT MARK and
    /// U+202E RIGHT-TO-LEFT OVERRIDE before it and U+202C POP DIRECTIONAL FORMATTING and U+200F after it,
    /// so it reads mirrored and right to left while keeping its letters and length.
    /// `"Send it"` → `"\u{200F}\u{202E}Send\u{202C}\u{200F} \u{200F}\u{202E}it\u{202C}\u{200F}"`.
    public static func bidi(_ text: String) -> String {
        var output = ""
        var inWord = false
        for character in text {
            let space = character.isWhitespace
            if !inWord && !space { output += "\u{200F}\u{202E}" }
            if inWord && space { output += "\u{202C}\u{200F}" }
            inWord = !space
            output.append(character)
        }
        if inWord { output += "\u{202C}\u{200F}" }
        return output
    }

    /// Accented look-alikes of the ASCII letters, one precomposed scalar each.
    private static let accented: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars)
        let fancy = Array("áƀçðéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĻṀÑÓÞǪŔŠŢÚṼŴẊÝŽ".unicodeScalars)
        precondition(plain.count == fancy.count)
        return Dictionary(uniqueKeysWithValues: zip(plain, fancy))
    }()

    /// If a placeholder (``FormatPlaceholder``) or a markup tag starts at `index`, the index just past it.
    static func placeholderEnd(_ scalars: [Unicode.Scalar], at index: Int) -> Int? {
        if let (_, end) = FormatPlaceholder.parse(scalars, at: index) { return end }
        guard scalars[index] == "<" else { return nil }
        var end = index + 1
        if end < scalars.count, scalars[end] == "/" { end += 1 }
        let nameStart = end
        while end < scalars.count, FormatPlaceholder.isIdentifier(scalars[end]) || scalars[end] == ":" || scalars[end] == "-" {
            end += 1
        }
        guard end > nameStart else { return nil }
        // Attributes up to the closing '>', on the same tag.
        while end < scalars.count, scalars[end] != ">", scalars[end] != "<" { end += 1 }
        guard end < scalars.count, scalars[end] == ">" else { return nil }
        return end + 1
    }
}
