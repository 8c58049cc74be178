#if canImport(Glibc)
import Glibc
#endif

/// The JSON Lines inputs of the batch rows and of the batch byte-identity test, built from the corpus.
///
/// Three inputs, because a batch of repeats measures JSON handling and cache hits, not measuring:
/// - ``distinct(_:)``: every label at every width as a measure and in every profile, nothing repeated
///   (cold throughput);
/// - ``repeated(_:count:)``: measure lines cycling through the corpus, so after the first pass every
///   line is a result-cache hit (warm throughput);
/// - ``alternating(_:count:)``: measure and layout lines in turn, the input a fixed every-other-line
///   split between two workers handles worst (one worker gets every layout);
/// - ``wrapping(_:count:)``: titles that wrap, each new, so every line goes through ICU's line breaking.
enum BatchInput {
    static let sizes = [15, 17, 20]
    static let widths = [80, 120, 200]

    /// One layout request form per profile, with parameters an app would give that profile.
    static let profiles: [(name: String, fields: String)] = [
        ("configuration", #""padding":8,"insets":[10,16,10,16]"#),
        ("classic", #""insets":[8,12,8,12],"image-insets":[0,0,0,4]"#),
        ("alternative", #""image-side":48,"margin":6"#),
        ("zui", #""spacing":6,"insets":[8,12,8,12]"#),
        ("cyl", ""),
        ("label-alignment", #""align":"leading,top","insets":[8,12,8,12]"#),
    ]

    static func measure(id: Int, _ label: Label, size: Int = 17, width: Int, extra: String = "") -> String {
        #"{"id":\#(id),"command":"measure","text":"\#(label.text.jsonEscaped)","size":\#(size),"width":\#(width)\#(extra)}"#
    }

    static func layout(id: Int, _ label: Label, profile: Int, maxWidth: Int, extra: String = "") -> String {
        let (name, fields) = profiles[profile % profiles.count]
        return #"{"id":\#(id),"command":"layout","title":"\#(label.text.jsonEscaped)","profile":"\#(name)","#
            + #""image":"20x20","max-width":\#(maxWidth)"# + (fields.isEmpty ? "" : "," + fields) + extra + "}"
    }

    /// An input: `count` lines, line `index` given by `line` (computed as written, never all held: a
    /// bench holding a million lines would inflate the child's peak memory, which Linux counts from
    /// the parent's at spawn).
    struct Input {
        var name: String
        var count: Int
        var line: (Int) -> String
    }

    /// Every label at every width, once as a measure and once in each profile: no line repeats.
    static func distinct(_ labels: [Label]) -> Input {
        let kinds = 1 + profiles.count
        return Input(name: "distinct", count: labels.count * widths.count * kinds) { index in
            let label = labels[index / (kinds * widths.count)], width = widths[(index / kinds) % widths.count]
            let kind = index % kinds
            return kind == 0 ? measure(id: index, label, width: width)
                : layout(id: index, label, profile: kind - 1, maxWidth: width + 40)
        }
    }

    /// `count` measure lines cycling through the labels at three sizes and three widths; the corpus
    /// size (1,458) is a multiple of 9, so each label always comes with the same size and width and
    /// only `labels.count` requests are distinct.
    static func repeated(_ labels: [Label], count: Int) -> Input {
        Input(name: "repeated", count: count) { index in
            measure(id: index, labels[index % labels.count], size: sizes[index % 3], width: widths[(index / 3) % 3])
        }
    }

    /// `count` lines alternating a measure and a configuration layout of the same label.
    static func alternating(_ labels: [Label], count: Int) -> Input {
        Input(name: "alternating", count: count) { index in
            let label = labels[(index / 2) % labels.count], width = widths[(index / 2) % 3]
            return index % 2 == 0 ? measure(id: index, label, width: width)
                : layout(id: index, label, profile: 0, maxWidth: width + 40)
        }
    }

    /// `count` measure lines whose titles wrap: two corpus titles and a number (every line a new text,
    /// so each one is shaped and broken by ICU), word-wrapped at 80 pt, no line limit.
    static func wrapping(_ labels: [Label], count: Int) -> Input {
        Input(name: "wrapping", count: count) { index in
            let text = labels[index % labels.count].text + " " + labels[(index * 7 + 3) % labels.count].text + " \(index)"
            return #"{"id":\#(index),"command":"measure","text":"\#(text.jsonEscaped)","size":17,"width":80,"#
                + #""lines":0,"line-break":"word"}"#
        }
    }

    /// The fixed input of the batch byte-identity test (Benchmarks/batch-fixture.jsonl): every 7th
    /// label in a varied mix of measure options and profiles, plus lines that must fail.
    static func fixture(_ labels: [Label]) -> Input {
        let measureExtras = ["", #","lines":0,"line-break":"word""#, #","line-break":"middle""#,
                             #","line-break":"head","weight":"bold""#, #","lines":2,"letter-spacing":0.5"#,
                             #","line-break":"char","lines":0,"no-kerning":true"#, #","scale":3,"weight":600"#]
        let layoutExtras = ["", #","rtl":true"#, #","line-break":"middle","halign":"leading""#,
                            #","state-titles":"highlighted=OK,Cancel""#]
        let subtitle = #","subtitle":"Subtitle text","lines":0"#  // configuration only
        var lines: [String] = []
        for (index, label) in labels.enumerated() where index % 7 == 0 {
            let step = index / 7
            lines.append(measure(id: lines.count, label, size: sizes[step % 3], width: widths[step % 3],
                                 extra: measureExtras[step % measureExtras.count]))
            lines.append(layout(id: lines.count, label, profile: step, maxWidth: widths[(step + 1) % 3],
                                extra: step % 6 == 0 ? subtitle : layoutExtras[step % layoutExtras.count]))
        }
        lines += [
            #"{"id":"no-command","text":"A"}"#,
            #"{"id":"bad-size","command":"measure","text":"A","size":-1}"#,
            #"{"id":"unknown","command":"measure","text":"A","bogus":true}"#,
            #"{"id":"no-title","command":"layout","image":"20x20"}"#,
            #"{"id":"bad-profile","command":"layout","title":"A","profile":"round"}"#,
            "not json",
            "",
        ]
        return Input(name: "fixture", count: lines.count) { lines[$0] }
    }

    /// Writes `input` to `path`, one request per line.
    static func write(_ input: Input, to path: String) {
        guard let file = fopen(path, "w") else { fatalError("cannot write \(path)") }
        for index in 0..<input.count { fputs(input.line(index) + "\n", file) }
        fclose(file)
    }
}

extension String {
    /// The string as the inside of a JSON string literal (the corpus holds no control characters).
    var jsonEscaped: String {
        var out = ""
        for character in self {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out.append(character)
            }
        }
        return out
    }
}
