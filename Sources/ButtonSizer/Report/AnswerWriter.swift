/// Where an answer's JSON is written, value by value, in order. Each answer schema has one key list,
/// its `write(to:)` (``LayoutReport/write(to:)``, ``ResolvedFont/write(to:)``): the engine's byte
/// writer runs it for `--json`, batch and the service, and the type's `Encodable` conformance runs it
/// into a tree it then encodes, so the two forms cannot drift apart. A writer may be non-copyable
/// (the engine's byte buffer is, so no answer copies it).
public protocol AnswerWriter: ~Copyable {
    /// `{`: starts an object; members follow as ``key(_:)-(StaticString)`` and a value.
    mutating func beginObject()
    /// `}`: ends the object begun last.
    mutating func endObject()
    /// `[`: starts an array; values follow.
    mutating func beginArray()
    /// `]`: ends the array begun last.
    mutating func endArray()
    /// A member's key (a name in the source); its value is written next.
    mutating func key(_ key: StaticString)
    /// A member's key given at run time (an axis tag); its value is written next.
    mutating func key(_ key: String)
    /// `null`.
    mutating func null()
    /// `true` or `false`.
    mutating func bool(_ value: Bool)
    /// A number (points, a scale).
    mutating func number(_ value: Double)
    /// A whole number (an index, a weight, an offset).
    mutating func number(_ value: Int)
    /// A string.
    mutating func string(_ value: String)
}

extension AnswerWriter where Self: ~Copyable {
    mutating func field(_ key: StaticString, _ value: Double) {
        self.key(key)
        number(value)
    }

    mutating func field(_ key: StaticString, _ value: Double?) {
        self.key(key)
        if let value { number(value) } else { null() }
    }

    mutating func field(_ key: StaticString, _ value: Int) {
        self.key(key)
        number(value)
    }

    mutating func field(_ key: StaticString, _ value: Bool) {
        self.key(key)
        bool(value)
    }

    mutating func field(_ key: StaticString, _ value: String?) {
        self.key(key)
        if let value { string(value) } else { null() }
    }

    /// `{"width","height"}` in points, or `null` (``Size``'s `Codable` keys).
    public mutating func write(_ size: Size?) {
        guard let size else { return null() }
        beginObject()
        field("width", size.width)
        field("height", size.height)
        endObject()
    }

    /// `{"x","y","width","height"}` in points, or `null` (``Rect``'s `Codable` keys).
    mutating func write(_ rect: Rect?) {
        guard let rect else { return null() }
        beginObject()
        field("x", rect.x)
        field("y", rect.y)
        field("width", rect.width)
        field("height", rect.height)
        endObject()
    }

    /// ``ResolvedFont/write(to:)``'s object, or `null`.
    public mutating func write(_ font: ResolvedFont?) {
        guard let font else { return null() }
        font.write(to: &self)
    }

    /// `[{"text","offset"}]` (``MissingGlyph``'s `Codable` keys).
    public mutating func write(_ missing: [MissingGlyph]) {
        beginArray()
        for glyph in missing {
            beginObject()
            field("text", glyph.text)
            field("offset", glyph.offset)
            endObject()
        }
        endArray()
    }

    /// The `top`, `bottom`, `leading` and `trailing` members of an overflow, in points.
    mutating func writeEdges(top: Double, bottom: Double, leading: Double, trailing: Double) {
        field("top", top)
        field("bottom", bottom)
        field("leading", leading)
        field("trailing", trailing)
    }
}

extension ResolvedFont {
    /// The font's one key list: `file`, `faceIndex`, `pointSize`, `weight`, `italic`, `variations` as
    /// `{tag: value}` in axis order, `tracking`, `textStyle`, `contentSize`, `systemFont`, `substitution`.
    public func write<Writer: AnswerWriter & ~Copyable>(to out: inout Writer) {
        out.beginObject()
        out.field("file", file)
        out.field("faceIndex", faceIndex)
        out.field("pointSize", pointSize)
        out.field("weight", weight)
        out.field("italic", italic)
        out.key("variations")
        out.beginObject()
        let variations = self.variations
        for (index, setting) in variations.enumerated()
        where !variations[..<index].contains(where: { $0.tag == setting.tag }) {
            // A tag given twice keeps its first place and its last value, as a keyed container does.
            out.key(setting.tag)
            out.number(variations.last { $0.tag == setting.tag }?.value ?? setting.value)
        }
        out.endObject()
        out.field("tracking", tracking)
        out.field("textStyle", textStyle?.rawValue)
        out.field("contentSize", contentSize?.rawValue)
        out.field("systemFont", systemFont)
        out.field("substitution", substitution)
        out.endObject()
    }
}

extension LayoutReport {
    /// The report's one key list, in the command line's order, nil values as `null` (but
    /// `titleDrawnPointSize`, there only for a shrinking title, and `titleRuns`, only for an attributed
    /// one): what `layout --json`, a batch layout line, `POST /v1/layout` and `Encodable` give.
    public func write<Writer: AnswerWriter & ~Copyable>(to out: inout Writer) {
        out.beginObject()
        out.field("profile", profile)
        out.field("scale", scale)
        out.key("intrinsicSize")
        out.write(intrinsicSize)
        out.key("size")
        out.write(size)
        out.key("stableSize")
        out.write(stableSize)
        out.key("imageRect")
        out.write(imageRect)
        out.key("titleRect")
        out.write(titleRect)
        out.key("subtitleRect")
        out.write(subtitleRect)
        out.field("imageCornerRadius", imageCornerRadius)
        out.field("cornerRadius", cornerRadius)
        out.field("displayedTitle", displayedTitle)
        out.field("displayedSubtitle", displayedSubtitle)
        out.field("truncated", truncated)
        out.field("tightened", tightened)
        out.field("truncation", truncation?.rawValue)
        out.field("minimumWidth", minimumWidth)
        out.key("lines")
        out.beginArray()
        for line in lines {
            out.beginObject()
            out.field("text", line.text)
            out.field("width", line.width)
            out.endObject()
        }
        out.endArray()
        out.field("breaksWord", breaksWord)
        out.key("overflow")
        out.beginObject()
        out.writeEdges(top: overflow.top, bottom: overflow.bottom, leading: overflow.leading, trailing: overflow.trailing)
        out.endObject()
        for (key, elements) in [("overflowingElements", overflowingElements), ("insetOverflowingElements", insetOverflowingElements)]
            as [(StaticString, [OverflowingElement])] {
            out.key(key)
            out.beginArray()
            for element in elements {
                out.beginObject()
                out.field("element", element.element)
                out.writeEdges(top: element.top, bottom: element.bottom, leading: element.leading, trailing: element.trailing)
                out.endObject()
            }
            out.endArray()
        }
        out.field("status", status.rawValue)
        out.key("baselines")
        out.beginObject()
        out.field("first", baselines.first)
        out.field("last", baselines.last)
        out.field("firstAnchor", baselines.firstAnchor)
        out.endObject()
        out.key("trace")
        out.beginArray()
        for term in trace {
            out.beginObject()
            out.field("axis", term.axis)
            out.field("term", term.term)
            out.field("points", term.points)
            out.endObject()
        }
        out.endArray()
        out.key("titleFont")
        out.write(titleFont)
        out.key("subtitleFont")
        out.write(subtitleFont)
        out.field("language", language)
        out.key("titleMissingGlyphs")
        out.write(titleMissingGlyphs)
        out.key("subtitleMissingGlyphs")
        out.write(subtitleMissingGlyphs)
        if let points = titleDrawnPointSize { out.field("titleDrawnPointSize", points) }
        if let runs = titleRuns {
            out.key("titleRuns")
            out.beginArray()
            for run in runs {  // ``Run``'s keys: the text, its width in points, font, size, weight, baseline offset
                out.beginObject()
                out.field("text", run.text)
                out.field("width", run.width)
                out.field("font", run.font)
                out.field("size", run.size)
                out.field("weight", run.weight)
                out.field("baselineOffset", run.baselineOffset)
                out.endObject()
            }
            out.endArray()
        }
        out.endObject()
    }
}

/// What an ``AnswerWriter`` is told, kept as a tree and encoded value by value: how a `write(to:)`
/// key list becomes the type's `Encodable` form for any encoder.
struct EncodedAnswer: AnswerWriter, Encodable {
    indirect enum Node: Encodable {
        case null
        case bool(Bool)
        case double(Double)
        case int(Int)
        case string(String)
        case array([Node])
        case object([(String, Node)])

        struct Name: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            switch self {
            case .null:
                var c = encoder.singleValueContainer()
                try c.encodeNil()
            case .bool(let value):
                var c = encoder.singleValueContainer()
                try c.encode(value)
            case .double(let value):
                var c = encoder.singleValueContainer()
                try c.encode(value)
            case .int(let value):
                var c = encoder.singleValueContainer()
                try c.encode(value)
            case .string(let value):
                var c = encoder.singleValueContainer()
                try c.encode(value)
            case .array(let items):
                var c = encoder.unkeyedContainer()
                for item in items { try c.encode(item) }
            case .object(let members):
                var c = encoder.container(keyedBy: Name.self)
                for (key, value) in members { try c.encode(value, forKey: Name(stringValue: key)) }
            }
        }
    }

    /// Containers begun and not yet ended: the key each is the value of, and its members (key, value)
    /// or items (nil key).
    private var open: [(key: String?, items: [(key: String?, node: Node)])] = []
    private var pendingKey: String?
    private(set) var root: Node = .null

    /// The tree `write` builds.
    init(_ write: (inout EncodedAnswer) -> Void) {
        write(&self)
    }

    private mutating func add(_ node: Node) {
        if open.isEmpty {
            root = node
        } else {
            open[open.count - 1].items.append((pendingKey, node))
        }
        pendingKey = nil
    }

    mutating func beginObject() { begin() }
    mutating func beginArray() { begin() }

    private mutating func begin() {
        open.append((pendingKey, []))
        pendingKey = nil
    }

    mutating func endObject() {
        guard let last = open.popLast() else { return }
        pendingKey = last.key
        add(.object(last.items.map { ($0.key ?? "", $0.node) }))
    }

    mutating func endArray() {
        guard let last = open.popLast() else { return }
        pendingKey = last.key
        add(.array(last.items.map(\.node)))
    }

    mutating func key(_ key: StaticString) { pendingKey = "\(key)" }
    mutating func key(_ key: String) { pendingKey = key }
    mutating func null() { add(.null) }
    mutating func bool(_ value: Bool) { add(.bool(value)) }
    mutating func number(_ value: Double) { add(.double(value)) }
    mutating func number(_ value: Int) { add(.int(value)) }
    mutating func string(_ value: String) { add(.string(value)) }

    func encode(to encoder: any Encoder) throws { try root.encode(to: encoder) }
}
