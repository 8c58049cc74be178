import ButtonSizer
import ButtonSizerEngine
import GlyphMetrics
import JSONText
import Testing

/// The engine's errors carry the option they are about, and each front end spells it (issue 25).
@Suite struct EngineTests {
    static let engine = Result { Engine(measurer: try TextMeasurer(library: FontLibrary(scope: .hermetic))) }

    static func answerLine(_ line: String) throws -> (json: String, ok: Bool) {
        let (bytes, ok) = try engine.get().answerLine(Array(line.utf8), lineNumber: 1)
        return (String(decoding: bytes, as: UTF8.self), ok)
    }

    /// The family name has a "--" in it: a field read back out of the message would be "Sans".
    @Test func aFontThatDoesNotLoadIsAboutTheFontField() throws {
        let error = #expect(throws: RequestError.self) {
            _ = try Self.engine.get().answer(json: Array(#"{"text":"x","font":"Nope--Sans"}"#.utf8), command: .measure)
        }
        #expect(error?.field == "font")
        #expect(error?.isUsage == false)
        #expect(error?.description.contains("Nope--Sans") == true)
    }

    @Test func aJSONRequestIsToldTheFieldNotTheFlag() throws {
        let error = #expect(throws: RequestError.self) {
            _ = try Self.engine.get().answer(json: Array(#"{"text":"x","text-style":"body","size":15}"#.utf8), command: .measure)
        }
        #expect(error?.description == "field 'text-style' gives the size; drop field 'size' (or the text style)")
        #expect(error?.field == "text-style")
    }

    @Test func theCommandLineIsToldTheFlag() throws {
        let values = try OptionValues(arguments: ["--text-style", "body", "-s", "15", "x"], command: .measure)
        let error = #expect(throws: RequestError.self) { _ = try MeasureRequest(values) }
        // The size as it was typed (-s), the text style as its flag.
        #expect(error?.description == "--text-style gives the size; drop -s (or the text style)")
        #expect(error?.field == "text-style")
    }

    @Test("a repeated member is an error naming it, before any member is used", arguments: [
        (#"{"id":"a","command":"measure","text":"x","id":"b","command":"layout"}"#, "id"),
        (#"{"id":"a","command":"measure","text":"x","command":"layout"}"#, "command"),
        (#"{"id":"a","command":"measure","text":"x","text":"y"}"#, "text"),
    ])
    func repeatedMembersAreErrors(line: String, member: String) throws {
        let answer = try Self.answerLine(line)
        #expect(!answer.ok)
        // The id echoed is the first one: the line is answered as written, up to the repetition.
        #expect(answer.json == #"{"line":1,"id":"a","ok":false,"error":"field '\#(member)' is given more than once"}"#)
    }

    @Test func aRouteRefusesABodyNamingAnotherCommand() throws {
        let error = #expect(throws: RequestError.self) {
            _ = try Self.engine.get().answer(json: Array(#"{"command":"layout","title":"x"}"#.utf8), command: .measure)
        }
        #expect(error?.field == "command")
    }

    @Test func aFontFileOutsideTheAllowedDirectoriesIsRefusedUnopened() throws {
        let engine = Engine(measurer: try Self.engine.get().measurer, fontDirectories: [BundledFonts.directory])
        let error = #expect(throws: RequestError.self) {
            _ = try engine.answer(json: Array(#"{"text":"x","font":"/etc/passwd"}"#.utf8), command: .measure)
        }
        #expect(error?.field == "font")
        #expect(error?.description.hasPrefix("font '/etc/passwd' is not inside the bundled fonts") == true)
    }

    /// The path checked is the path opened: the face index is read off the last `#` (FaceID) for both.
    /// Before, the check took the text before the first `#` ("<fonts>/" here, inside) while the measurer
    /// opened everything before the last one ("<fonts>/#/../…/etc/passwd").
    @Test func aFontPathIsCheckedAsTheMeasurerReadsIt() throws {
        let engine = Engine(measurer: try Self.engine.get().measurer, fontDirectories: [BundledFonts.directory])
        let name = BundledFonts.directory + "/#/../../../../../../../../etc/passwd#0"
        let error = #expect(throws: RequestError.self) {
            _ = try engine.answer(json: Array(#"{"text":"x","font":"\#(name)"}"#.utf8), command: .measure)
        }
        #expect(error?.field == "font")
        #expect(error?.description.hasPrefix("font '\(name)' is not inside the bundled fonts") == true)
    }

    /// A font named inside a nested value (a title run's `font`) is checked as a top-level one is.
    @Test func aTitleRunsFontFileOutsideTheAllowedDirectoriesIsRefused() throws {
        let engine = Engine(measurer: try Self.engine.get().measurer, fontDirectories: [BundledFonts.directory])
        let body = #"{"title-runs":[{"text":"a"},{"text":"b","font":"/etc/passwd"}]}"#
        let error = #expect(throws: RequestError.self) {
            _ = try engine.answer(json: Array(body.utf8), command: .layout)
        }
        #expect(error?.field == "title-runs")
        #expect(error?.description.hasPrefix("font '/etc/passwd' is not inside the bundled fonts") == true)
    }

    /// One decoding for argv and JSON: the same request either way, answered the same.
    @Test func argvAndJSONRequestsGetTheSameAnswer() throws {
        let engine = try Self.engine.get()
        let fromArgv = try engine.answer(Request(OptionValues(arguments: ["--title", "Add to cart", "--bounds", "80x44"],
                                                              command: .layout)))
        let fromJSON = try engine.answer(json: Array(#"{"title":"Add to cart","bounds":"80x44"}"#.utf8), command: .layout)
        #expect(fromArgv.jsonText == fromJSON.jsonText)
        #expect(fromJSON.jsonText.hasPrefix(#"{"profile":"configuration""#))
    }

    /// The example of the engine's DocC page, as written there.
    @Test func theDocumentationExampleAnswers() throws {
        let engine = Engine(measurer: try TextMeasurer(library: FontLibrary(scope: .hermetic)))
        let request = try Request(OptionValues(arguments: ["--title", "Add to cart", "--bounds", "80x44"], command: .layout))
        let json = try engine.answer(request).jsonText  // {"profile":"configuration","scale":2,…}
        #expect(json.hasPrefix(#"{"profile":"configuration","scale":2,"#))
    }
}
