import ButtonSizer
import ButtonSizerEngine
import JSONText
import Testing

/// The option table: one declaration per option decodes the command line and JSON into the same
/// typed requests, and refuses the same values with the same words, naming the option as it was spelled.
@Suite struct OptionTableTests {
    static func json(_ text: String) throws -> [JSONNode.Member] {
        try #require(try JSONReader.parse(Array(text.utf8), source: "test").members)
    }

    @Test func namesAreUniquePerCommand() {
        for command in Command.allCases {
            let names = Options.options(for: command).map(\.name)
            #expect(Set(names).count == names.count, "\(command): \(names)")
            let shorts = Options.options(for: command).compactMap(\.short)
            #expect(Set(shorts).count == shorts.count, "\(command): \(shorts)")
        }
    }

    @Test func argvAndJSONGiveTheSameMeasureRequest() throws {
        let argv = try MeasureRequest(OptionValues(arguments: ["--size", "15", "--width=80", "--line-break", "middle",
                                                                "--weight", "bold", "--scale", "3", "Continue"],
                                                    command: .measure))
        let json = try MeasureRequest(OptionValues(fields: Self.json(
            #"{"size": 15, "width": 80, "line-break": "middle", "weight": "bold", "scale": 3, "text": "Continue"}"#),
                                                   command: .measure))
        #expect(argv == json)
        #expect(argv.text.font.size == 15)
        #expect(argv.text.maxWidth == 80)
        #expect(argv.text.lineBreakMode == .truncatingMiddle)
        #expect(argv.text.font.weight == 700)
        #expect(argv.scale == 3)
    }

    @Test func layoutRequestFromJSONListsAndStrings() throws {
        let request = try LayoutRequest(OptionValues(fields: Self.json(
            #"{"title": "Add", "insets": [10, 16, 10, 16], "image": "20x20", "max-width": 120}"#), command: .layout))
        guard case .configuration(let parameters) = request.spec.profile else {
            Issue.record("expected a configuration, got \(request.spec.profile)")
            return
        }
        #expect(parameters.contentInsets == DirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16))
        #expect(request.spec.imageSize == Size(width: 20, height: 20))
        #expect(request.proposal == .maxWidth(120))
        let fixed = try LayoutRequest(OptionValues(fields: Self.json(#"{"title": "Add", "max-width": 120, "height": 44}"#),
                                                   command: .layout))
        #expect(fixed.proposal == .maxWidth(120, height: 44))
        // A height alone has no width limit to go with: an error naming the field as given.
        #expect(throws: RequestError.self) {
            try LayoutRequest(OptionValues(fields: Self.json(#"{"title": "Add", "height": 44}"#), command: .layout))
        }
    }

    /// The same bad value gets the same problem from the command line and JSON; only the spelling of
    /// the option differs.
    @Test(arguments: [
        ("size", "-1", "-1", "must be a number of points above 0 and at most 10000 (got -1)"),
        ("size", "20000", "20000", "must be a number of points above 0 and at most 10000 (got 20000)"),
        ("width", "-1", "-1", "must not be negative (got -1)"),
        ("lines", "-1", "-1", "must be 0 (no limit) or more (got -1)"),
        ("scale", "4", "4", "must be 1, 2 or 3 (got 4)"),
        ("letter-spacing", "1e7", "1e7", "must be a finite number of points from -10000 to 10000 (got 1e7)"),
        ("line-break", "midle", "\"midle\"", "must be one of word, char, clip, head, tail, middle, not 'midle' (did you mean 'middle'?)"),
    ])
    func sameProblemFromArgvAndJSON(name: String, argv: String, json: String, problem: String) throws {
        let fromArgv = #expect(throws: RequestError.self) {
            _ = try MeasureRequest(OptionValues(arguments: ["--\(name)", argv, "x"], command: .measure))
        }
        #expect(fromArgv?.kind == .invalidValue("--\(name)", problem: problem))
        #expect(fromArgv?.field == name)
        let fromJSON = #expect(throws: RequestError.self) {
            _ = try MeasureRequest(OptionValues(fields: Self.json(#"{"text": "x", "\#(name)": \#(json)}"#), command: .measure))
        }
        #expect(fromJSON?.kind == .invalidValue("field '\(name)'", problem: problem))
        #expect(fromJSON?.field == name)
    }

    /// The limits are ValueRule's, the ones ButtonSpec.validate() applies: the same problem text.
    @Test func limitsAreTheLibrarys() throws {
        var spec = ButtonSpec(title: "x", titleFont: FontSpec(name: "Inter", size: 20000))
        let library = #expect(throws: ButtonSpecError.self) { try spec.validate() }
        #expect(library?.problem == "must be a number of points above 0 and at most 10000 (got 20000)")
        spec.titleFont.size = 17
        spec.profile = .zui(ZUIParameters(spacing: 1e7))
        let spacing = #expect(throws: ButtonSpecError.self) { try spec.validate() }
        let option = #expect(throws: RequestError.self) {
            _ = try LayoutRequest(OptionValues(arguments: ["--title", "x", "--spacing", "1e7"], command: .layout))
        }
        // Both say what the limit is in the same words; each shows the value as it was given.
        #expect(spacing?.problem == "must be a finite number of points from -1000000 to 1000000 (got 10000000)")
        #expect(option?.kind == .invalidValue("--spacing", problem: "must be a finite number of points from -1000000 to 1000000 (got 1e7)"))
    }

    @Test func unknownOptionsAndFieldsSuggestTheClosest() {
        let option = #expect(throws: RequestError.self) {
            _ = try OptionValues(arguments: ["--max-widht", "3"], command: .layout)
        }
        #expect(option == .unknownOption("--max-widht", suggestion: "--max-width"))
        #expect(option?.description == "unknown option --max-widht; did you mean --max-width?")
        let field = #expect(throws: RequestError.self) {
            _ = try OptionValues(fields: Self.json(#"{"maxwidth": 3}"#), command: .layout)
        }
        #expect(field?.description == "unknown field 'maxwidth'; did you mean 'max-width'?")
        let far = #expect(throws: RequestError.self) { _ = try OptionValues(arguments: ["--zzzzzz"], command: .measure) }
        #expect(far == .unknownOption("--zzzzzz", suggestion: nil))
    }

    @Test func repeatedOptionsAreErrors() {
        let repeated = #expect(throws: RequestError.self) {
            _ = try OptionValues(arguments: ["--size", "15", "--size=16", "x"], command: .measure)
        }
        #expect(repeated?.kind == .repeated("--size"))
        #expect(repeated?.field == "size")
        let field = #expect(throws: RequestError.self) {
            _ = try OptionValues(fields: Self.json(#"{"size": 15, "size": 16}"#), command: .measure)
        }
        #expect(field?.kind == .repeated("field 'size'"))
        #expect(field?.field == "size")
    }

    @Test func afterDoubleDashEverythingIsText() throws {
        let values = try OptionValues(arguments: ["--italic", "--", "--help", "-s"], command: .measure)
        #expect(values.positionals == ["--help", "-s"])
        #expect(values.has(Options.italic))
        // A negative number is a value or a text, never an option.
        let negative = try OptionValues(arguments: ["--letter-spacing", "-1", "-5"], command: .measure)
        #expect(negative[Options.letterSpacing] == -1)
        #expect(negative.positionals == ["-5"])
    }

    @Test func runWideOptionsAreNotRequestFields() {
        // The engine knows no run-wide option; a front end's table does (the CLI's has `hermetic`).
        let hermetic = Option("hermetic", .flag, group: .fonts, commands: [.measure], scope: .invocation, help: "only bundled fonts")
        let table = OptionTable(Options.all + [hermetic.info])
        let error = #expect(throws: RequestError.self) {
            _ = try OptionValues(fields: Self.json(#"{"hermetic": true}"#), command: .measure, table: table) { _ in "applies to the whole batch" }
        }
        #expect(error?.kind == .notARequestField("hermetic", hint: "applies to the whole batch"))
        #expect(error?.field == "hermetic")
    }
}
