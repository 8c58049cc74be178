import ButtonSizer
import GlyphMetrics
import JSONText

/// One run of `--title-runs` as written: its text and the font fields it sets itself, named as the
/// options are (`font`, `size`, `weight`, `italic`, `letter-spacing`, `no-kerning`) plus
/// `baseline-offset`. A field it does not set comes from the title's font options (``run(in:)``).
public struct TitleRunFields: Sendable, Hashable {
    /// The run's text.
    public var text: String
    /// `font`: a family name or a font file.
    public var font: String?
    /// `size`: the point size.
    public var size: Double?
    /// `weight`: 1…1000.
    public var weight: Int?
    /// `italic`: the italic face.
    public var italic: Bool?
    /// `letter-spacing`: the run's kern, points after every character of it (its last included).
    public var letterSpacing: Double?
    /// `no-kerning`: the font's kerning off within the run.
    public var noKerning: Bool?
    /// `baseline-offset`: points the run is raised (negative: lowered) from the baseline.
    public var baselineOffset: Double

    /// The field names a run takes, in the order errors and docs/options.md list them.
    static let names = ["text", "font", "size", "weight", "italic", "letter-spacing", "no-kerning", "baseline-offset"]

    /// The run in `base` (the title's font as the options give it) with this run's fields on top.
    public func run(in base: FontSpec) -> TitleRun {
        var font = base
        if let name = self.font { font.name = name }
        if let size {
            font.size = size
            (font.textStyle, font.contentSize) = (nil, nil)  // a size of its own replaces the text style's
        }
        if let weight { font.weight = weight }
        if let italic { font.italic = italic }
        if let letterSpacing { font.letterSpacing = letterSpacing }
        if let noKerning { font.kerning = !noKerning }
        return TitleRun(text: text, font: font, baselineOffset: baselineOffset)
    }
}

extension ValueType where Value == [TitleRunFields] {
    /// A JSON array of runs (on the command line, its text): `[{"text": "Buy ", "weight": "bold"},
    /// {"text": "now", "letter-spacing": 1.5, "baseline-offset": 2}]`. Each field is checked as the
    /// option of its name is; problems name the run, 1-based.
    static var titleRuns: ValueType {
        ValueType(form: "JSON") { input throws(ValueProblem) in
            let items: [OptionInput]
            switch input {
            case .list(let list): items = list
            case .text(let text):
                let node: JSONNode
                do throws(JSONError) { node = try JSONReader.parse(Array(text.utf8), source: "title-runs") } catch {
                    throw ValueProblem("must be a JSON array of runs ([{\"text\": \"Buy \"}, …]): invalid JSON: \(error.message)")
                }
                guard case .list(let list) = OptionInput(node) else {
                    throw ValueProblem("must be a JSON array of runs ([{\"text\": \"Buy \"}, …]), not \(OptionInput(node).shown)")
                }
                items = list
            default: throw ValueProblem("must be an array of runs ([{\"text\": \"Buy \"}, …]), not \(input.shown)")
            }
            guard !items.isEmpty else { throw ValueProblem("must have at least one run") }
            return try items.enumerated().map { index, item throws(ValueProblem) in try run(item, number: index + 1) }
        }
    }

    private static func run(_ item: OptionInput, number: Int) throws(ValueProblem) -> TitleRunFields {
        guard case .object(let fields) = item else {
            throw ValueProblem("run \(number) must be an object with \"text\", not \(item.shown)")
        }
        var run = TitleRunFields(text: "", baselineOffset: 0)
        var text: String?, seen: Set<String> = []
        for (name, value) in fields {
            func field<T>(_ type: ValueType<T>) throws(ValueProblem) -> T {
                do { return try type.decode(value) } catch { throw ValueProblem("run \(number) field '\(name)' \(error.text)") }
            }
            guard seen.insert(name).inserted else { throw ValueProblem("run \(number) has field '\(name)' twice") }
            switch name {
            case "text":
                text = try field(.text("T"))
                if text?.isEmpty == true { throw ValueProblem("run \(number) field 'text' is empty") }
            case "font": run.font = try field(.text("NAME|PATH"))
            case "size": run.size = try field(.points(.pointSize))
            case "weight": run.weight = try field(.weight)
            case "italic": run.italic = try field(.flag)
            case "letter-spacing": run.letterSpacing = try field(.points(.letterSpacing))
            case "no-kerning": run.noKerning = try field(.flag)
            case "baseline-offset": run.baselineOffset = try field(.points(.length))
            default:
                throw ValueProblem("run \(number) has an unknown field '\(name)' (fields: \(TitleRunFields.names.joined(separator: ", ")))"
                                   + (name.lowercased() == "kern" ? " (the kern is 'letter-spacing', as the option)" : didYouMean(name, TitleRunFields.names)))
            }
        }
        guard let text else { throw ValueProblem("run \(number) has no field 'text'") }
        run.text = text
        return run
    }
}
