import ButtonLint
import ButtonSizer
import ButtonSizerEngine
import GlyphMetrics
import MicroHTTP
#if canImport(Glibc)
import Glibc
#endif

/// The options of a whole run, declared once with the engine's `Option` type: where output goes, which
/// fonts are visible, lint's inputs and gates, batch's files, the server's settings. The command line
/// takes them; a request (a batch line, a lint config, a service body) never does, and the engine does
/// not know them. Help and completions read ``CommandLineOptions/table``: the engine's request options and
/// these, one list per command.
enum RunWideOptions {
    static let withFonts: CommandSet = [.measure, .layout, .render, .lint, .frames, .batch, .serve]
    static let withFontsAndFonts = withFonts.union([.fonts])
    /// The server's own defaults, which the server flags' defaults are.
    private static let server = HTTPServer.Configuration(host: "127.0.0.1")

    // MARK: Output

    /// `--json`: print JSON instead of text.
    static let json = Option("json", .flag, short: "j", group: .output, commands: [.measure, .layout, .lint, .frames], scope: .invocation,
                                    help: "print JSON instead of text")
    /// `--output`: the picture to write; the extension picks SVG or PNG.
    static let renderOutput = Option("output", .path("FILE.svg|FILE.png"), short: "o", required: true, group: .output, commands: [.render],
                                            scope: .invocation, help: "the picture to write; the extension picks SVG or PNG")
    /// `--guides`: draw the content rectangle, the text frames and the baselines.
    static let guides = Option("guides", .flag, group: .output, commands: [.render], scope: .invocation,
                                      help: "draw the content rectangle, the text frames and the baselines")
    /// `--junit`: also write JUnit XML (one test case per string).
    static let junit = Option("junit", .path("FILE"), group: .output, commands: [.lint], scope: .invocation,
                                     help: "also write JUnit XML (one test case per string)")
    /// `--report`: also write an HTML report with a preview of every button.
    static let report = Option("report", .path("FILE.html"), group: .output, commands: [.lint], scope: .invocation,
                                      help: "also write an HTML report with a preview of every button")
    /// `--format`: what to print: a table, JSON, JUnit XML, GitHub or Xcode annotations, HTML, SARIF for code scanning (default: table).
    static let lintFormat = DefaultedOption("format", .cases(LintFormat.self), default: LintFormat.table, group: .output, commands: [.lint],
                                          scope: .invocation,
                                          help: "what to print: a table, JSON, JUnit XML, GitHub or Xcode annotations, HTML, SARIF for code scanning")
    /// `--write-baseline`: write today's failures as the accepted baseline (exit 0).
    static let writeBaseline = Option("write-baseline", .path("FILE"), group: .output, commands: [.lint],
                                             scope: .invocation, help: "write today's failures as the accepted baseline (exit 0)")
    /// `--output`: where the answers go (default: standard output).
    static let batchOutput = DefaultedOption("output", .path("FILE"), short: "o", default: "-", shown: "standard output", group: .output,
                                           commands: [.batch], scope: .invocation, help: "where the answers go")

    // MARK: Input

    /// `--config`: which keys are buttons and how each is laid out (with .storyboard/.xib inputs: overrides and defaults only).
    static let config = Option("config", .path("CONFIG.json"), short: "c", group: .input, commands: [.lint], scope: .invocation,
                                      help: "which keys are buttons and how each is laid out (with .storyboard/.xib inputs: overrides and defaults only; lint --screens: its defaultLocale and defaults' content-sizes)")
    /// `--device`: the devices `frames` and `lint --screens` lay documents out for: IB device ids, WxH in points or a named
    /// set (smallest, largest, phones); repeatable (default: each document's own).
    static let device = Option("device", .text("ID|WxH|smallest|largest|phones"), repeatable: true, group: .input, commands: [.frames, .lint],
                               scope: .invocation,
                               help: "the devices to lay out for (frames, lint --screens): IB device ids (retina6_1…), WxH in points, smallest, largest or phones; repeatable; default: each document's own")
    /// `--screens`: lint every text of every screen, each screen re-solved per locale, device and content size.
    static let screens = Option("screens", .flag, group: .input, commands: [.lint], scope: .invocation,
                                help: "lint every text of every screen (labels, buttons, placeholders, segment titles), each screen re-solved per locale, device and content size (docs/screen-lint.md)")
    /// `--content-size`: `lint --screens` and `frames` at these content size categories (repeatable, comma-separated, or all).
    static let lintContentSize = Option("content-size", .text("CAT[,CAT…]|all"), repeatable: true, group: .input, commands: [.lint, .frames],
                                        scope: .invocation,
                                        help: "lint --screens, frames: re-solve each screen or document at these Dynamic Type categories, text-style fonts at their sizes (xS…AX5; repeatable or comma-separated; all: every one); default: L, or lint --screens' config's content-sizes; frames: the category of each document's stored frames (xS for Xcode 12.5–13.4)")
    /// `--list-buttons`: print the buttons lint would check, with their layout fields and translations, without laying out.
    static let listButtons = Option("list-buttons", .flag, group: .input, commands: [.lint], scope: .invocation,
                                           help: "print the buttons lint would check (fields, sources, translations) without laying out")
    /// `--calibrate`: compare the predicted base-language size of each button that hugs its title, and every view's frame as Auto Layout solves it, with the frame Xcode stored, without linting.
    static let calibrate = Option("calibrate", .flag, group: .input, commands: [.lint], scope: .invocation,
                                         help: "compare each hugging button's predicted size, and every view's Auto Layout frame, with the frame Xcode stored, without linting")
    /// `--pseudo`: also check the source strings pseudo-localized (en-XA, about 40 % longer).
    static let pseudo = Option("pseudo", .flag, group: .input, commands: [.lint], scope: .invocation,
                                      help: "also check the source strings pseudo-localized (en-XA, about 40 % longer)")
    /// `--strict`: also fail on warnings: a word broken inside (breaks-word), a title into its insets (overflows-insets).
    static let strict = Option("strict", .flag, group: .input, commands: [.lint], scope: .invocation,
                                      help: "also fail on warnings: a word broken inside (breaks-word), a title into its insets (overflows-insets)")
    /// `--locale`: only the rows of these locales (repeatable, or comma-separated: `--locale de --locale fr`).
    static let lintLocale = Option("locale", .text("L[,L…]"), repeatable: true, group: .input, commands: [.lint, .frames], scope: .invocation,
                                          help: "only the rows of these locales; repeat it or separate them with commas (frames: lay documents out in this locale's translations, right to left mirrored)")
    /// `--baseline`: failures listed here are accepted; only new ones fail.
    static let baseline = Option("baseline", .path("FILE"), group: .input, commands: [.lint], scope: .invocation,
                                        help: "failures listed here are accepted; only new ones fail")
    /// `--fail-on-missing`: exit 1 when a translation is missing.
    static let failOnMissing = Option("fail-on-missing", .flag, group: .input, commands: [.lint], scope: .invocation,
                                             help: "exit 1 when a translation is missing")
    /// `--allow-missing-glyphs`: report characters in no available font (missing-glyphs) as a warning, not a failure.
    static let allowMissingGlyphs = Option("allow-missing-glyphs", .flag, group: .input, commands: [.lint], scope: .invocation,
                                                  help: "report characters in no available font (missing-glyphs) as a warning, not a failure")
    /// `--input`: the JSON Lines requests (default: standard input).
    static let input = DefaultedOption("input", .path("FILE"), short: "i", default: "-", shown: "standard input", group: .input, commands: [.batch],
                                     scope: .invocation, help: "the JSON Lines requests")
    /// `--max-line-bytes`: a longer line is answered with an error, never held in memory (default: 67108864 (64 MiB)).
    static let maxLineBytes = DefaultedOption("max-line-bytes", .count(minimum: 1), default: LineReader.defaultMaximumLineLength, note: "64 MiB", group: .input,
                                            commands: [.batch], scope: .invocation,
                                            help: "a longer line is answered with an error, never held in memory")
    /// `--expect`: compare every answer with this golden file (exit 1 on a difference).
    static let expect = Option("expect", .path("GOLDEN.jsonl"), group: .input, commands: [.batch], scope: .invocation,
                                      help: "compare every answer with this golden file (exit 1 on a difference)")
    /// `--record`: write the answers to the --expect file instead of comparing.
    static let record = Option("record", .flag, group: .input, commands: [.batch], scope: .invocation,
                                      help: "write the answers to the --expect file instead of comparing")
    /// `--tolerance`: how far a golden number may be off: a pixel at the request's scale, nothing, or points (default: pixel).
    static let tolerance = DefaultedOption("tolerance", ValueType(form: "pixel|exact|PT", words: ["pixel", "exact"]) {
            input throws(ValueProblem) -> LayoutTolerance in
            switch input.word?.lowercased() {
            case "pixel": return .pixelGrid
            case "exact": return .exact
            default: return .points(try number(input, .nonNegativeLength))
            }
        }, default: LayoutTolerance.pixelGrid, group: .input,
                                         commands: [.batch], scope: .invocation,
                                         help: "how far a golden number may be off: a pixel at the request's scale, nothing, or points")
    /// `--workers`: threads measuring at once (default: the number of cores).
    static let workers = DefaultedOption("workers", .count(minimum: 1), default: Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), shown: "the number of cores", group: .input,
                                       commands: [.lint, .batch, .serve], scope: .invocation, help: "threads measuring at once")

    // MARK: Server

    /// `--host`: the address to bind: an IP literal (localhost is 127.0.0.1) (default: 127.0.0.1).
    static let host = DefaultedOption("host", .text("ADDRESS"), default: "127.0.0.1", group: .server, commands: [.serve],
                                    scope: .invocation, help: "the address to bind: an IP literal (localhost is 127.0.0.1)")
    /// `--port`: the TCP port; 0 picks a free one (default: 8080).
    static let port = DefaultedOption("port", .count(minimum: 0, maximum: 65_535), default: server.port, group: .server,
                                    commands: [.serve], scope: .invocation, help: "the TCP port; 0 picks a free one")
    /// `--max-body`: the largest request body, in bytes (default: the server's).
    static let maxBody = DefaultedOption("max-body", .count(minimum: 1), default: server.maxBodyBytes, shown: "the server's", group: .server, commands: [.serve],
                                       scope: .invocation, help: "the largest request body, in bytes")
    /// `--max-connections`: open connections, slow ones included, past which requests are answered 503 (default: the server's).
    static let maxConnections = DefaultedOption("max-connections", .count(minimum: 1), default: server.maxConnections, shown: "the server's", group: .server,
                                              commands: [.serve], scope: .invocation, help: "open connections, slow ones included, past which requests are answered 503")
    /// `--max-connections-per-client`: connections one client address may hold; 0: no limit, as behind a proxy (default: 0).
    static let maxConnectionsPerClient = DefaultedOption("max-connections-per-client", .count(minimum: 0), default: server.maxConnectionsPerClient,
                                                       group: .server, commands: [.serve], scope: .invocation,
                                                       help: "connections one client address may hold; 0: no limit, as behind a proxy")
    /// `--request-timeout`: seconds a connection may send and receive nothing (idle between requests) before it is closed (default: the server's).
    static let requestTimeout = DefaultedOption("request-timeout", .count(minimum: 1, form: "S"), default: server.requestTimeout, shown: "the server's",
                                              group: .server, commands: [.serve], scope: .invocation,
                                              help: "seconds a connection may send and receive nothing (idle between requests) before it is closed")
    /// `--read-timeout`: seconds a new connection has to send its request head, and the longest pause in a body (default: the server's).
    static let readTimeout = DefaultedOption("read-timeout", .count(minimum: 1, form: "S"), default: server.readTimeout, shown: "the server's",
                                           group: .server, commands: [.serve], scope: .invocation,
                                           help: "seconds a new connection has to send its request head, and the longest pause in a body")
    /// `--shutdown-delay`: seconds SIGTERM keeps answering, /healthz 503, before it stops accepting (default: 0).
    static let shutdownDelay = DefaultedOption("shutdown-delay", .count(minimum: 0, form: "S"), default: 0,
                                             group: .server, commands: [.serve], scope: .invocation,
                                             help: "seconds SIGTERM keeps answering, /healthz 503, before it stops accepting")

    // MARK: Fonts and run

    /// `--hermetic`: only the bundled fonts (tests and CI); otherwise system fonts are visible too.
    static let hermetic = Option("hermetic", .flag, group: .fonts, commands: withFontsAndFonts, scope: .invocation,
                                        help: "only the bundled fonts (tests and CI); otherwise system fonts are visible too")
    /// `--font-dir`: folders of your fonts (an app's .ttf/.otf/.ttc files): fonts are found by family name, files by path (lint and frames add their app folders' own fonts by themselves).
    static let fontDir = Option("font-dir", .path("DIR[:DIR…]"), group: .fonts, commands: withFontsAndFonts, scope: .invocation,
                                       help: "folders of your fonts (an app's .ttf/.otf/.ttc files): fonts are found by family name, files by path (lint and frames add their app folders' own fonts by themselves)")
    /// `--bundled-fonts-dir`: where the bundled fonts (Inter, Noto…) are, when not installed beside the executable: replaces them, adds none (else $BUTTONSIZER_FONTS, ../share/buttonsizer/Fonts beside the executable, the source tree).
    static let bundledFontsDir = Option("bundled-fonts-dir", .path("DIR"), group: .fonts,
                                               commands: withFontsAndFonts, scope: .invocation,
                                               help: "where the bundled fonts (Inter, Noto…) are, when not installed beside the executable: replaces them, adds none (else $BUTTONSIZER_FONTS, ../share/buttonsizer/Fonts beside the executable, the source tree)")
    /// The bundled-fonts option's name before issue 38, which people took for `--font-dir`: now a usage error saying which is which.
    static let formerBundledFontsDirName = "fonts-dir"
    /// `--system-font`: what --font system is: SF-Pro.ttf / SFNS.ttf, or a folder of static SF-Pro-Text/Display files (default: $BUTTONSIZER_SYSTEM_FONT, else SF's measured metrics drawn with Inter).
    static let systemFont = Option("system-font", .path("PATH"), default: "$BUTTONSIZER_SYSTEM_FONT, else SF's measured metrics drawn with Inter",
                                          group: .fonts, commands: withFonts, scope: .invocation,
                                          help: "what --font system is: SF-Pro.ttf / SFNS.ttf, or a folder of static SF-Pro-Text/Display files")
    /// `--allow-substitution`: use a family's nearest face when it lacks the weight or slant asked for.
    static let allowSubstitution = Option("allow-substitution", .flag, group: .fonts, commands: withFonts,
                                                 scope: .invocation,
                                                 help: "use a family's nearest face when it lacks the weight or slant asked for")

    /// Every run-wide option, in help order within each group.
    static let all: [OptionInfo] = [
        device.info, screens.info, lintContentSize.info, json.info, lintFormat.info, renderOutput.info, guides.info, junit.info, report.info, writeBaseline.info,
        batchOutput.info, config.info, listButtons.info, calibrate.info, pseudo.info, strict.info, lintLocale.info, baseline.info, failOnMissing.info, allowMissingGlyphs.info, input.info, maxLineBytes.info, expect.info, record.info, tolerance.info,
        workers.info,
        host.info, port.info, maxBody.info, maxConnections.info, maxConnectionsPerClient.info,
        requestTimeout.info, readTimeout.info, shutdownDelay.info,
        hermetic.info, fontDir.info, bundledFontsDir.info, systemFont.info, allowSubstitution.info,
    ]
}

/// The command line's options: the engine's request options and the run-wide ones, in help order.
enum CommandLineOptions {
    /// Every option the command line takes, by command: what help, completions and argv parsing read.
    static let table = OptionTable(Options.all + RunWideOptions.all)

    /// The options `command` takes on the command line, in help order.
    static func options(for command: Command) -> [OptionInfo] { table.options(for: command) }
}

extension OptionValues {
    /// `--font-dir DIR[:DIR…]`, each a folder.
    /// - Throws: `RequestError` naming the flag and the path that is not a folder.
    func fontDirectories() throws(RequestError) -> [String] {
        let directories = (self[RunWideOptions.fontDir] ?? "").split(separator: ":").map(String.init)
        for directory in directories {
            var status = stat()
            guard stat(directory, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR else {
                throw invalid(RunWideOptions.fontDir, "'\(directory)' is not a directory")
            }
        }
        return directories
    }

    /// The measurer the run-wide font options ask for: hermetic or system fonts, substitution allowed or
    /// not, and the families of `fontDirectories` found by name too (`serve --font-dir`).
    /// The system font is opened here, once: a bad `--system-font` is one error before any request or row.
    /// - Parameter fontDirectories: folders of fonts besides `--font-dir`'s (lint's app folders).
    func measurer(fontDirectories: [String] = []) throws -> TextMeasurer {
        try BundledFonts.checkDirectory()
        let measurer = try TextMeasurer(library: FontLibrary(scope: has(RunWideOptions.hermetic) ? .hermetic : .system,
                                                             fontDirectories: try self.fontDirectories() + fontDirectories),
                                        allowsSubstitution: has(RunWideOptions.allowSubstitution),
                                        systemFont: SystemFont(option: self[RunWideOptions.systemFont]))
        do {
            try measurer.checkSystemFont()
        } catch {
            if measurer.systemFont.origin == .option { throw invalid(RunWideOptions.systemFont, "\(error)") }
            throw RequestError.failed("$\(SystemFont.environmentVariable): \(error)")
        }
        return measurer
    }
}
