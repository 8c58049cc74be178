/// Which CJK face draws Han, kana, hangul and CJK punctuation that the primary font lacks.
///
/// CoreText's fallback cascade depends on the language (`CTFontCopyDefaultCascadeListForLanguages`):
/// PingFang SC for zh-Hans, PingFang TC/HK for zh-Hant/zh-HK, Hiragino for ja, Apple SD Gothic Neo for
/// ko. The hermetic set's stand-ins are the faces of Noto Sans CJK, which exist in the same five forms.
public enum CJKForm: String, Sendable, Hashable, CaseIterable {
    /// Simplified Chinese forms (zh-Hans): PingFang SC on iOS, Noto Sans CJK SC here.
    case simplifiedChinese = "SC"
    /// Traditional Chinese forms (zh-Hant, Taiwan): PingFang TC on iOS, Noto Sans CJK TC here.
    case traditionalChinese = "TC"
    /// Hong Kong forms (zh-HK): PingFang HK on iOS, Noto Sans CJK HK here.
    case hongKong = "HK"
    /// Japanese forms (ja): Hiragino on iOS, Noto Sans CJK JP here.
    case japanese = "JP"
    /// Korean forms (ko): Apple SD Gothic Neo on iOS, Noto Sans CJK KR here.
    case korean = "KR"

    /// The families tried first for CJK text in this form, best first (HK falls back to TC forms
    /// where no HK face exists, as zh-HK does on iOS).
    var families: [String] {
        switch self {
        case .hongKong: ["Noto Sans CJK HK", "Noto Sans CJK TC"]
        default: ["Noto Sans CJK \(rawValue)"]
        }
    }

    /// Every family of every form.
    static let allFamilies = Set(allCases.flatMap(\.families))

    /// The form a BCP 47 language asks for, or `nil` for a language that is not Chinese, Japanese or
    /// Korean: zh-Hans, zh-CN, zh-SG, zh → SC; zh-Hant, zh-TW → TC; zh-HK, zh-MO, zh-Hant-HK, yue → HK;
    /// ja → JP; ko → KR.
    public init?(language: String) {
        // The primary subtag is found in the bytes, and only Chinese splits the rest: splitting and lowercasing
        // every tag was ~2,900 instructions a typesetter (2 % of a catalog's lint), a split alone ~1,400.
        func isSeparator(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") }
        let bytes = language.utf8
        guard let start = bytes.firstIndex(where: { !isSeparator($0) }) else { return nil }
        let end = bytes[start...].firstIndex(where: isSeparator) ?? bytes.endIndex
        switch language[start..<end].lowercased() {
        case "ja": self = .japanese
        case "ko": self = .korean
        case "yue": self = .hongKong
        case "zh":
            let rest = language[end...].split { $0 == "-" || $0 == "_" }.map { $0.lowercased() }
            let script = rest.first { $0.count == 4 }
            let region = rest.first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
            switch (script, region) {
            case (_, "hk"?), (_, "mo"?): self = script == "hans" ? .simplifiedChinese : .hongKong
            case ("hant"?, _), (nil, "tw"?): self = .traditionalChinese
            default: self = .simplifiedChinese
            }
        default: return nil
        }
    }
}

/// The fallback order a text's language sets: which CJK form draws CJK characters.
struct FallbackCascade: Hashable, Sendable {
    /// The form the language names, or `nil` (no language, or not Chinese, Japanese or Korean).
    var languageForm: CJKForm?
    /// The form for Han characters when the language names none (``TextPolicies/defaultHanForm``).
    var defaultHanForm: CJKForm

    init(language: String?, defaultHanForm: CJKForm) {
        self.languageForm = language.flatMap(CJKForm.init(language:))
        self.defaultHanForm = defaultHanForm
    }

    /// The families tried first for `scalar`, or none when it is not a CJK character: the language's
    /// form; else kana → JP, hangul → KR, Han and CJK punctuation → the default form.
    func preferredFamilies(for scalar: Unicode.Scalar) -> [String] {
        guard let kind = CJKKind(scalar) else { return [] }
        if let languageForm { return languageForm.families }
        switch kind {
        case .kana: return CJKForm.japanese.families
        case .hangul: return CJKForm.korean.families
        case .hanOrPunctuation: return defaultHanForm.families
        }
    }

    private enum CJKKind {
        case kana, hangul, hanOrPunctuation

        init?(_ scalar: Unicode.Scalar) {
            switch scalar.value {
            case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F, 0x1B000...0x1B16F: self = .kana
            case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xFFA0...0xFFDC: self = .hangul
            case 0x2E80...0x2FDF,      // radicals
                 0x3000...0x303F,      // CJK symbols and punctuation
                 0x3100...0x312F, 0x31A0...0x31BF,  // bopomofo
                 0x3190...0x319F, 0x31C0...0x31EF, 0x3200...0x33FF,  // kanbun, strokes, enclosed, compatibility
                 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,  // ideographs
                 0xFE30...0xFE4F, 0xFF00...0xFF65, 0xFFE0...0xFFEF,  // compatibility forms, full width
                 0x20000...0x3FFFF: self = .hanOrPunctuation
            default: return nil
            }
        }
    }
}

extension Character {
    /// Whether the grapheme asks for emoji presentation: a variation selector 16, a keycap, a flag
    /// (regional indicators), a skin tone, or a first code point whose default presentation is emoji
    /// (so every emoji ZWJ sequence). Such graphemes go to a colour font first, as CoreText sends them
    /// to Apple Color Emoji. A plain ASCII character never does (checked without properties).
    var wantsEmojiPresentation: Bool {
        var scan = EmojiPresentationScan()
        for scalar in unicodeScalars { scan.add(scalar) }
        return scan.wantsEmojiPresentation
    }
}

/// ``Swift/Character/wantsEmojiPresentation`` read one code point at a time, for a loop that walks a
/// grapheme's code points anyway.
struct EmojiPresentationScan {
    private var first: Unicode.Scalar?
    private var count = 0
    private var asksForEmoji = false

    mutating func add(_ scalar: Unicode.Scalar) {
        if first == nil { first = scalar }
        count += 1
        // Variation selector 16 asks only after a character that has an emoji form (Unicode's `Emoji`: ☺, 1, #…);
        // after a letter ("A\u{FE0F}") it is an ignorable character like any other and the letter keeps its font.
        if scalar.asksForEmojiPresentation && (scalar.value != 0xFE0F || first?.properties.isEmoji == true) { asksForEmoji = true }
    }

    var wantsEmojiPresentation: Bool {
        guard let first, !(first.isASCII && count == 1) else { return false }
        return asksForEmoji || first.hasEmojiPresentation
    }
}

extension Unicode.Scalar {
    /// Whether the code point's default presentation is emoji (`Emoji_Presentation`). Below U+231A and
    /// in U+2B56–U+1EFFF no code point has it, so the common scripts skip the property lookup
    /// (`EmojiPresentationTests` checks every code point against the property).
    var hasEmojiPresentation: Bool {
        if value < 0x231A || (0x2B56..<0x1F000).contains(value) { return false }
        return properties.isEmojiPresentation
    }

    /// A code point that makes its grapheme an emoji presentation wherever it sits: variation
    /// selector 16, the keycap mark, a regional indicator (flags), a skin-tone modifier.
    var asksForEmojiPresentation: Bool {
        switch value {
        case 0xFE0F, 0x20E3, 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF: true
        default: false
        }
    }
}
