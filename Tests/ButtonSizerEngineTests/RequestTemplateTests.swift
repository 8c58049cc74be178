@testable import ButtonSizerEngine
import GlyphMetrics
import Testing

/// Batch lines that differ only in their text are read once (RequestTemplates.swift): each must be
/// answered byte for byte as a fresh engine, which has read no line before, answers it alone.
@Suite struct RequestTemplateTests {
    static func engine() throws -> Engine<TextMeasurer> { Engine(measurer: try TextMeasurer(library: FontLibrary(scope: .hermetic))) }

    static let lines = [
        #"{"id":1,"command":"layout","title":"Save","size":17,"insets":"7,12,7,12","lines":1,"line-break":"tail","max-width":200}"#,
        // The same form, another title (and a title that truncates): from line 1's request.
        #"{"id":2,"command":"layout","title":"Speichern und alle Änderungen übernehmen","size":17,"insets":"7,12,7,12","lines":1,"line-break":"tail","max-width":200}"#,
        // Another size: another form.
        #"{"id":3,"command":"layout","title":"Save","size":20,"insets":"7,12,7,12","lines":1,"line-break":"tail","max-width":200}"#,
        #"{"id":4,"command":"measure","text":"Hello","size":15}"#,
        #"{"id":5,"command":"measure","text":"Bonjour tout le monde","size":15}"#,
        // Read whole, with their errors: the title twice, a title that is not a string, an unknown field
        // after a line of the same form without it, no command.
        #"{"id":6,"command":"layout","title":"Save","title":"Twice","size":17,"insets":"7,12,7,12","lines":1,"line-break":"tail","max-width":200}"#,
        #"{"id":7,"command":"layout","title":5,"size":17,"insets":"7,12,7,12","lines":1,"line-break":"tail","max-width":200}"#,
        #"{"id":8,"command":"layout","title":"Save","size":17,"insets":"7,12,7,12","lines":1,"line-break":"tail","max-width":200,"nope":1}"#,
        #"{"id":9,"title":"Save","size":17}"#,
        // A measure line's text field in a layout line: not its text, an error as before.
        #"{"id":10,"command":"layout","title":"Save","text":"Hello","size":17}"#,
    ]

    @Test func eachLineIsAnsweredAsAFreshEngineAnswersItAlone() throws {
        let shared = try Self.engine()
        for (index, line) in Self.lines.enumerated() {
            let kept = shared.answerLine(Array(line.utf8), lineNumber: index + 1)
            let alone = try Self.engine().answerLine(Array(line.utf8), lineNumber: index + 1)
            #expect(kept.ok == alone.ok, "\(line)")
            #expect(String(decoding: kept.json, as: UTF8.self) == String(decoding: alone.json, as: UTF8.self), "\(line)")
        }
        // Kept: line 1's form (line 2 took it), line 3's and the measure form; none of the rest.
        #expect(shared.templates.count == 3)
    }
}
