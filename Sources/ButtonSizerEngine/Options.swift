import ButtonSizer
import GlyphMetrics

/// Every option of every command, declared once (see ``Option``). To add an option: declare it here
/// with its help line, value type and commands, add it to ``all``, and read it where the request is
/// built (`MeasureRequest`, `LayoutRequest`, `RenderRequest`, or the command for run-wide options).
/// Nothing else: argv, batch JSON, the lint config, errors, help and completions follow.
public enum Options {
    static let measuring: CommandSet = [.measure, .layout, .render]
    static let laidOut: CommandSet = [.layout, .render]
    static let withFonts: CommandSet = [.measure, .layout, .render, .lint, .frames, .batch, .serve]

    // MARK: Text

    /// `--text`: the label's text (after `--` it may start with a dash).
    public static let text = Option("text", .text("TEXT"), group: .text, commands: [.measure], scope: .positional,
                                    help: "the label's text (after `--` it may start with a dash)")
    /// `--title`: the button's title ("" for none).
    public static let title = Option("title", .text("T"), required: true, group: .text, commands: laidOut,
                                     help: "the button's title (\"\" for none; or --title-runs)")
    /// `--title-runs`: the title as runs with their own font, size, weight, italic, letter-spacing (kern) and baseline-offset, as a JSON array (an attributed title; instead of --title).
    public static let titleRuns = Option("title-runs", .titleRuns, group: .text, commands: laidOut,
                                         help: "the title as runs with their own font, size, weight, italic, letter-spacing (kern) and baseline-offset, as a JSON array (an attributed title; instead of --title)")
    /// `--subtitle`: a subtitle under the title (configuration profile only).
    public static let subtitle = Option("subtitle", .text("S"), group: .text, commands: laidOut,
                                        help: "a subtitle under the title (configuration profile only)")
    /// `--state-titles`: titles of the other states (highlighted, selected, disabled in order, or STATE=T); adds the stable size.
    public static let stateTitles = Option("state-titles", .stateTitles, group: .text, commands: laidOut,
                                           help: "titles of the other states (highlighted, selected, disabled in order, or STATE=T); adds the stable size")
    /// `--width`: the widest a line may be, in points (default: no limit).
    public static let width = Option("width", .points(.nonNegativeLength, form: "W"), short: "w", default: "no limit",
                                     group: .text, commands: [.measure], help: "the widest a line may be, in points")
    /// `--lines`: the most lines; 0 is no limit (default: 1 (measure); the profile's (layout)).
    public static let lines = Option("lines", .count(minimum: 0, rule: .lineCount), default: "1 (measure); the profile's (layout)",
                                     group: .text, commands: measuring, help: "the most lines; 0 is no limit")
    /// `--line-break`: how text that does not fit wraps or truncates (NSLineBreakMode; byTruncatingTail… also accepted) (default: tail (measure); the profile's (layout)).
    public static let lineBreak = Option("line-break", .cases(LineBreakMode.self, aliases: [
            ("bywordwrapping", .wordWrapping), ("bycharwrapping", .charWrapping), ("byclipping", .clipping),
            ("bytruncatinghead", .truncatingHead), ("bytruncatingtail", .truncatingTail), ("bytruncatingmiddle", .truncatingMiddle),
        ]),
        default: "tail (measure); the profile's (layout)", group: .text, commands: measuring,
        help: "how text that does not fit wraps or truncates (NSLineBreakMode; byTruncatingTail… also accepted)")

    /// `--language`: the text's language (BCP 47): CJK fallback font, line breaking, localized forms (default: none (the device default)).
    public static let language = Option("language", ValueType(form: "TAG") { input throws(ValueProblem) in
            guard case .text(let tag) = input else { throw ValueProblem("must be a string, not \(input.shown)") }
            if let problem = languageTagProblem(tag) { throw ValueProblem("\(problem), not '\(tag)'") }
            return tag
        }, default: "none (the device default)", group: .text, commands: measuring,
        help: "the text's language (BCP 47): CJK fallback font, line breaking, localized forms")

    /// `--minimum-scale-factor`: adjustsFontSizeToFitWidth: a one-line text too wide is drawn smaller, down to this share of its size (0 < F ≤ 1), then truncated.
    public static let minimumScaleFactor = Option("minimum-scale-factor", .points(.scaleFactor, form: "F"), group: .text,
                                                  commands: measuring,
                                                  help: "adjustsFontSizeToFitWidth: a one-line text too wide is drawn smaller, down to this share of its size (0 < F ≤ 1), then truncated")

    // MARK: Font

    /// `--font`: a family name (fontconfig) or a font file; path.ttc#2 picks a face of a collection (default: system (SF: --system-font, else its measured metrics)).
    public static let font = Option("font", .text("NAME|PATH"), short: "f", default: "system (SF: --system-font, else its measured metrics)", group: .font, commands: measuring,
                                    help: "a family name (fontconfig) or a font file; path.ttc#2 picks a face of a collection")
    /// `--size`: the point size (default: 17 (configuration: its text style)).
    public static let size = Option("size", .points(.pointSize), short: "s", default: "17 (configuration: its text style)", group: .font,
                                    commands: measuring,
                                    help: "the point size")
    /// `--weight`: 1…1000 or thin, extralight, light, regular, medium, semibold, bold, extrabold, black (default: regular (400)).
    public static let weight = Option("weight", .weight, default: "regular (400)", group: .font, commands: measuring,
                                      help: "1…1000 or thin, extralight, light, regular, medium, semibold, bold, extrabold, black")
    /// `--italic`: the italic face.
    public static let italic = Option("italic", .flag, group: .font, commands: measuring, help: "the italic face")
    /// `--letter-spacing`: points added after every grapheme cluster (kern) (default: 0).
    public static let letterSpacing = Option("letter-spacing", .points(.letterSpacing), default: "0", group: .font,
                                             commands: measuring, help: "points added after every grapheme cluster (kern)")
    /// `--no-kerning`: turns the font's kerning off.
    public static let noKerning = Option("no-kerning", .flag, group: .font, commands: measuring,
                                         help: "turns the font's kerning off")
    /// `--variations`: variable-font axis values (wght=650,wdth=90); they override the weight, italic and the automatic opsz.
    public static let variations = Option("variations", ValueType(form: "TAG=V,…") { input throws(ValueProblem) in
            guard let text = input.word else { throw ValueProblem("must be TAG=VALUE,… (wght=650,wdth=90), not \(input.shown)") }
            var settings: [String: Double] = [:]
            for entry in text.split(separator: ",", omittingEmptySubsequences: false) {
                let parts = entry.split(separator: "=", maxSplits: 1).map { $0.trimmingSpaces }
                guard parts.count == 2, parts[0].utf8.count == 4, let value = Double(parts[1]), value.isFinite else {
                    throw ValueProblem("must be TAG=VALUE,… with four-letter axis tags (wght=650,wdth=90), not '\(entry)'")
                }
                settings[parts[0]] = value
            }
            return settings
        }, group: .font, commands: measuring,
        help: "variable-font axis values (wght=650,wdth=90); they override the weight, italic and the automatic opsz")
    /// `--text-style`: a Dynamic Type text style: its size and weight at --content-size (not with --size).
    public static let textStyle = Option("text-style", .cases(TextStyle.self), group: .font, commands: measuring,
                                         help: "a Dynamic Type text style: its size and weight at --content-size (not with --size)")
    /// `--bold`: the text style's emphasized weight (.traitBold): bold for titles 1-2, semibold otherwise.
    public static let bold = Option("bold", .flag, group: .font, commands: measuring,
                                    help: "the text style's emphasized weight (.traitBold): bold for titles 1-2, semibold otherwise")
    /// `--scaled-sizes`: your measured UIFontMetrics sizes of a custom font per category (L=17,AX5=48), used with --content-size.
    public static let scaledSizes = Option("scaled-sizes", ValueType(form: "CAT=PT,…") { input throws(ValueProblem) in
            guard let text = input.word else { throw ValueProblem("must be CATEGORY=POINTS,… (L=17,AX5=48), not \(input.shown)") }
            do { return try ScaledSizes(parsing: text) } catch {
                throw ValueProblem((error as? ButtonSpecError)?.problem ?? "\(error)")
            }
        }, group: .font, commands: measuring,
        help: "your measured UIFontMetrics sizes of a custom font per category (L=17,AX5=48), used with --content-size")

    // MARK: Button

    /// `--profile`: which button: UIButton.Configuration, the classic edge-inset API, or a custom button (default: configuration).
    public static let profile = Option("profile", .cases(ProfileName.self),
                                       default: "configuration", group: .button, commands: laidOut,
                                       help: "which button: UIButton.Configuration, the classic edge-inset API, or a custom button")
    /// `--style`: the configuration factory (.plain(), .filled() …); colours only, never the size (default: plain).
    public static let style = Option("style", .cases(ConfigurationStyle.self), default: "plain", group: .button,
                                     commands: laidOut, help: "the configuration factory (.plain(), .filled() …); colours only, never the size")
    /// `--button-size`: buttonSize: the default insets, text styles and corner radius (default: medium).
    public static let buttonSize = Option("button-size", .cases(ButtonSize.self), default: "medium", group: .button,
                                          commands: laidOut, help: "buttonSize: the default insets, text styles and corner radius")
    /// `--role`: the primary role emphasizes the title font (default: normal).
    public static let role = Option("role", .cases(ButtonRole.self), default: "normal", group: .button, commands: laidOut,
                                    help: "the primary role emphasizes the title font")
    /// `--content-size`: the Dynamic Type content size category (preferredContentSizeCategory); layout: all sweeps every category (default: L).
    public static let contentSize = Option("content-size", ValueType(
        form: "xS|S|M|L|xL|xxL|xxxL|AX1…AX5|all", words: ContentSizeCategory.allCases.map(\.rawValue) + ["all"]) { input throws(ValueProblem) in
            if input.word?.lowercased() == "all" { return ContentSizeSelection.all }
            guard let word = input.word, let category = ContentSizeCategory(name: word) else {
                let names = ContentSizeCategory.allCases.map(\.rawValue)
                throw ValueProblem("must be one of \(names.joined(separator: ", ")), a UIKit name (accessibilityMedium …) or all, "
                                   + "not \(input.shown)" + didYouMean(input.word ?? "", names + ["all"]))
            }
            return ContentSizeSelection.category(category)
        }, default: "L", group: .font, commands: measuring,
        help: "the Dynamic Type content size category (preferredContentSizeCategory); layout: all sweeps every category")
    /// `--corner-style`: how the background's corner radius follows the height (default: dynamic).
    public static let cornerStyle = Option("corner-style", .cases(CornerStyle.self), default: "dynamic", group: .button,
                                           commands: laidOut, help: "how the background's corner radius follows the height")
    /// `--corner-radius`: background.cornerRadius for --corner-style fixed (default: the style's).
    public static let cornerRadius = Option("corner-radius", .points(.nonNegativeLength, form: "R"), default: "the style's",
                                            group: .button, commands: laidOut,
                                            help: "background.cornerRadius for --corner-style fixed")
    /// `--image`: the image's size in points.
    public static let image = Option("image", .size, group: .button, commands: laidOut, help: "the image's size in points")
    /// `--activity-indicator`: showsActivityIndicator: a spinner, a square of the title's line height, takes the image's slot (configuration).
    public static let activityIndicator = Option("activity-indicator", .flag, group: .button, commands: laidOut,
                                                 help: "showsActivityIndicator: a spinner, a square of the title's line height, takes the image's slot (configuration)")
    /// `--title-size`: a fixed title frame size (CYLButton).
    public static let titleSize = Option("title-size", .size, group: .button, commands: laidOut,
                                         help: "a fixed title frame size (CYLButton)")
    /// `--placement`: where the image goes (configuration) (default: leading).
    public static let placement = Option("placement", .cases(ImagePlacement.self), default: "leading", group: .button,
                                         commands: laidOut, help: "where the image goes (configuration)")
    /// `--padding`: imagePadding between image and text (configuration) (default: 0).
    public static let padding = Option("padding", .points(.length, form: "P"), default: "0", group: .button, commands: laidOut,
                                       help: "imagePadding between image and text (configuration)")
    /// `--title-padding`: titlePadding between title and subtitle (configuration) (default: 1).
    public static let titlePadding = Option("title-padding", .points(.length, form: "P"), default: "1", group: .button,
                                            commands: laidOut, help: "titlePadding between title and subtitle (configuration)")
    /// `--reservation`: imageReservation: room kept for the image (configuration) (default: 0).
    public static let reservation = Option("reservation", .points(.nonNegativeLength, form: "P"), default: "0",
                                           group: .button, commands: laidOut,
                                           help: "imageReservation: room kept for the image (configuration)")
    /// `--title-align`: titleAlignment (configuration) (default: automatic).
    public static let titleAlign = Option("title-align", .cases(TitleAlignment.self), default: "automatic", group: .button,
                                          commands: laidOut, help: "titleAlignment (configuration)")
    /// `--insets`: contentInsets (configuration, T,L,B,R = top, leading, bottom, trailing) or contentEdgeInsets (default: the button size's (configuration); 0).
    public static let insets = Option("insets", .insets, default: "the button size's (configuration); 0", group: .button,
                                      commands: laidOut,
                                      help: "contentInsets (configuration, T,L,B,R = top, leading, bottom, trailing) or contentEdgeInsets")
    /// `--image-insets`: imageEdgeInsets (classic, zui, label-alignment) (default: 0).
    public static let imageInsets = Option("image-insets", .insets, default: "0", group: .button, commands: laidOut,
                                           help: "imageEdgeInsets (classic, zui, label-alignment)")
    /// `--title-insets`: titleEdgeInsets (classic, zui, label-alignment) (default: 0).
    public static let titleInsets = Option("title-insets", .insets, default: "0", group: .button, commands: laidOut,
                                           help: "titleEdgeInsets (classic, zui, label-alignment)")
    /// `--spacing`: space between image and title (zui) (default: 0).
    public static let spacing = Option("spacing", .points(.length, form: "P"), default: "0", group: .button, commands: laidOut,
                                       help: "space between image and title (zui)")
    /// `--direction`: image before or after the title (zui) (default: row).
    public static let direction = Option("direction", .cases(ZUIDirection.self), default: "row", group: .button,
                                         commands: laidOut, help: "image before or after the title (zui)")
    /// `--align`: which label alignments are on (label-alignment) (default: leading).
    public static let align = Option("align", .labelAlignment, default: "leading", group: .button, commands: laidOut,
                                     help: "which label alignments are on (label-alignment)")
    /// `--image-side`: the square image's side (alternative) (default: 64).
    public static let imageSide = Option("image-side", .points(.nonNegativeLength, form: "P"), default: "64", group: .button,
                                         commands: laidOut, help: "the square image's side (alternative)")
    /// `--margin`: the margin around image and title (alternative) (default: 6).
    public static let margin = Option("margin", .points(.length, form: "P"), default: "6", group: .button, commands: laidOut,
                                      help: "the margin around image and title (alternative)")
    /// `--halign`: contentHorizontalAlignment (default: center).
    public static let halign = Option("halign", .cases(ContentHorizontalAlignment.self), default: "center", group: .button,
                                      commands: laidOut, help: "contentHorizontalAlignment")
    /// `--valign`: contentVerticalAlignment (default: center).
    public static let valign = Option("valign", .cases(ContentVerticalAlignment.self), default: "center", group: .button,
                                      commands: laidOut, help: "contentVerticalAlignment")
    /// `--rtl`: right-to-left layout (the mirror image).
    public static let rtl = Option("rtl", .flag, group: .button, commands: laidOut,
                                   help: "right-to-left layout (the mirror image)")

    // MARK: Size and scale

    /// `--bounds`: lay out in these bounds (points) (default: the intrinsic size).
    public static let bounds = Option("bounds", .size, default: "the intrinsic size", group: .sizing, commands: laidOut,
                                      help: "lay out in these bounds (points)")
    /// `--max-width`: the size that fits this width, never wider (what sizeToFit lacks).
    public static let maxWidth = Option("max-width", .points(.nonNegativeLength, form: "W"), group: .sizing, commands: laidOut,
                                        help: "the size that fits this width, never wider (what sizeToFit lacks)")
    /// `--scale`: the screen scale: sizes are rounded up to its pixel grid (default: 2).
    public static let scale = Option("scale", .scale, default: "2", group: .sizing, commands: measuring,
                                     help: "the screen scale: sizes are rounded up to its pixel grid")

    // MARK: Output

    /// `--json`: print JSON instead of text.
    public static let json = Option("json", .flag, short: "j", group: .output, commands: [.measure, .layout, .lint, .frames], scope: .invocation,
                                    help: "print JSON instead of text")
    /// `--output`: the picture to write; the extension picks SVG or PNG.
    public static let renderOutput = Option("output", .path("FILE.svg|FILE.png"), short: "o", required: true, group: .output, commands: [.render],
                                            scope: .invocation, help: "the picture to write; the extension picks SVG or PNG")
    /// `--guides`: draw the content rectangle, the text frames and the baselines.
    public static let guides = Option("guides", .flag, group: .output, commands: [.render], scope: .invocation,
                                      help: "draw the content rectangle, the text frames and the baselines")
    /// `--junit`: also write JUnit XML (one test case per string).
    public static let junit = Option("junit", .path("FILE"), group: .output, commands: [.lint], scope: .invocation,
                                     help: "also write JUnit XML (one test case per string)")
    /// `--report`: also write an HTML report with a preview of every button.
    public static let report = Option("report", .path("FILE.html"), group: .output, commands: [.lint], scope: .invocation,
                                      help: "also write an HTML report with a preview of every button")
    /// `--format`: what to print: a table, JSON, JUnit XML, GitHub or Xcode annotations, HTML, SARIF for code scanning (default: table).
    public static let lintFormat = Option("format", .cases(LintFormat.self), default: "table", group: .output, commands: [.lint],
                                          scope: .invocation,
                                          help: "what to print: a table, JSON, JUnit XML, GitHub or Xcode annotations, HTML, SARIF for code scanning")
    /// `--write-baseline`: write today's failures as the accepted baseline (exit 0).
    public static let writeBaseline = Option("write-baseline", .path("FILE"), group: .output, commands: [.lint],
                                             scope: .invocation, help: "write today's failures as the accepted baseline (exit 0)")
    /// `--output`: where the answers go (default: standard output).
    public static let batchOutput = Option("output", .path("FILE"), short: "o", default: "standard output", group: .output,
                                           commands: [.batch], scope: .invocation, help: "where the answers go")

    // MARK: Input

    /// `--config`: which keys are buttons and how each is laid out (with .storyboard/.xib inputs: overrides and defaults only).
    public static let config = Option("config", .path("CONFIG.json"), short: "c", group: .input, commands: [.lint], scope: .invocation,
                                      help: "which keys are buttons and how each is laid out (with .storyboard/.xib inputs: overrides and defaults only)")
    /// `--device`: the device `frames` lays documents out for: an IB device id or WxH in points (default: each document's own).
    public static let device = Option("device", .text("ID|WxH|smallest|largest|phones"), group: .input, commands: [.frames, .lint],
                                      scope: .invocation,
                                      help: "the devices to lay out for (frames, lint --screens): IB device ids (retina6_1…), WxH in points, smallest, largest or phones; repeatable; default: each document's own")
    /// `--screens`: lint every text of every screen, each screen re-solved per locale, device and content size.
    public static let screens = Option("screens", .flag, group: .input, commands: [.lint], scope: .invocation,
                                       help: "lint every text of every screen (labels, buttons, placeholders, segment titles), each screen re-solved per locale, device and content size (docs/screen-lint.md)")
    /// `--content-size`: `lint --screens` at these content size categories (repeatable, comma-separated, or all).
    public static let lintContentSize = Option("content-size", .text("CAT[,CAT…]|all"), group: .input, commands: [.lint],
                                               scope: .invocation,
                                               help: "lint --screens: re-solve each screen at these Dynamic Type categories (xS…AX5; repeatable or comma-separated; all: every one); default: L")
    /// `--list-buttons`: print the buttons lint would check, with their layout fields and translations, without laying out.
    public static let listButtons = Option("list-buttons", .flag, group: .input, commands: [.lint], scope: .invocation,
                                           help: "print the buttons lint would check (fields, sources, translations) without laying out")
    /// `--calibrate`: compare the predicted base-language size of each button that hugs its title, and every view's frame as Auto Layout solves it, with the frame Xcode stored, without linting.
    public static let calibrate = Option("calibrate", .flag, group: .input, commands: [.lint], scope: .invocation,
                                         help: "compare each hugging button's predicted size, and every view's Auto Layout frame, with the frame Xcode stored, without linting")
    /// `--pseudo`: also check the source strings pseudo-localized (en-XA, about 40 % longer).
    public static let pseudo = Option("pseudo", .flag, group: .input, commands: [.lint], scope: .invocation,
                                      help: "also check the source strings pseudo-localized (en-XA, about 40 % longer)")
    /// `--strict`: also fail on warnings: a word broken inside (breaks-word), a title into its insets (overflows-insets).
    public static let strict = Option("strict", .flag, group: .input, commands: [.lint], scope: .invocation,
                                      help: "also fail on warnings: a word broken inside (breaks-word), a title into its insets (overflows-insets)")
    /// `--locale`: only the rows of these locales (repeatable, or comma-separated: `--locale de --locale fr`).
    public static let lintLocale = Option("locale", .text("L[,L…]"), group: .input, commands: [.lint, .frames], scope: .invocation,
                                          help: "only the rows of these locales; repeat it or separate them with commas (frames: lay documents out in this locale's translations, right to left mirrored)")
    /// `--baseline`: failures listed here are accepted; only new ones fail.
    public static let baseline = Option("baseline", .path("FILE"), group: .input, commands: [.lint], scope: .invocation,
                                        help: "failures listed here are accepted; only new ones fail")
    /// `--fail-on-missing`: exit 1 when a translation is missing.
    public static let failOnMissing = Option("fail-on-missing", .flag, group: .input, commands: [.lint], scope: .invocation,
                                             help: "exit 1 when a translation is missing")
    /// `--allow-missing-glyphs`: report characters in no available font (missing-glyphs) as a warning, not a failure.
    public static let allowMissingGlyphs = Option("allow-missing-glyphs", .flag, group: .input, commands: [.lint], scope: .invocation,
                                                  help: "report characters in no available font (missing-glyphs) as a warning, not a failure")
    /// `--input`: the JSON Lines requests (default: standard input).
    public static let input = Option("input", .path("FILE"), short: "i", default: "standard input", group: .input, commands: [.batch],
                                     scope: .invocation, help: "the JSON Lines requests")
    /// `--max-line-bytes`: a longer line is answered with an error, never held in memory (default: 67108864 (64 MiB)).
    public static let maxLineBytes = Option("max-line-bytes", .count(minimum: 1), default: "67108864 (64 MiB)", group: .input,
                                            commands: [.batch], scope: .invocation,
                                            help: "a longer line is answered with an error, never held in memory")
    /// `--expect`: compare every answer with this golden file (exit 1 on a difference).
    public static let expect = Option("expect", .path("GOLDEN.jsonl"), group: .input, commands: [.batch], scope: .invocation,
                                      help: "compare every answer with this golden file (exit 1 on a difference)")
    /// `--record`: write the answers to the --expect file instead of comparing.
    public static let record = Option("record", .flag, group: .input, commands: [.batch], scope: .invocation,
                                      help: "write the answers to the --expect file instead of comparing")
    /// `--tolerance`: how far a golden number may be off: a pixel at the request's scale, nothing, or points (default: pixel).
    public static let tolerance = Option("tolerance", ValueType(form: "pixel|exact|PT", words: ["pixel", "exact"]) {
            input throws(ValueProblem) -> LayoutTolerance in
            switch input.word?.lowercased() {
            case "pixel": return .pixelGrid
            case "exact": return .exact
            default: return .points(try number(input, .nonNegativeLength))
            }
        }, default: "pixel", group: .input,
                                         commands: [.batch], scope: .invocation,
                                         help: "how far a golden number may be off: a pixel at the request's scale, nothing, or points")
    /// `--workers`: threads measuring at once (default: the number of cores).
    public static let workers = Option("workers", .count(minimum: 1), default: "the number of cores", group: .input,
                                       commands: [.lint, .batch, .serve], scope: .invocation, help: "threads measuring at once")

    // MARK: Server

    /// `--host`: the address to bind: an IP literal (localhost is 127.0.0.1) (default: 127.0.0.1).
    public static let host = Option("host", .text("ADDRESS"), default: "127.0.0.1", group: .server, commands: [.serve],
                                    scope: .invocation, help: "the address to bind: an IP literal (localhost is 127.0.0.1)")
    /// `--port`: the TCP port; 0 picks a free one (default: 8080).
    public static let port = Option("port", .count(minimum: 0, maximum: 65_535), default: "8080", group: .server,
                                    commands: [.serve], scope: .invocation, help: "the TCP port; 0 picks a free one")
    /// `--max-body`: the largest request body, in bytes (default: the server's).
    public static let maxBody = Option("max-body", .count(minimum: 1), default: "the server's", group: .server, commands: [.serve],
                                       scope: .invocation, help: "the largest request body, in bytes")
    /// `--max-connections`: open connections, slow ones included, past which requests are answered 503 (default: the server's).
    public static let maxConnections = Option("max-connections", .count(minimum: 1), default: "the server's", group: .server,
                                              commands: [.serve], scope: .invocation, help: "open connections, slow ones included, past which requests are answered 503")
    /// `--max-connections-per-client`: connections one client address may hold; 0: no limit, as behind a proxy (default: 0).
    public static let maxConnectionsPerClient = Option("max-connections-per-client", .count(minimum: 0), default: "0",
                                                       group: .server, commands: [.serve], scope: .invocation,
                                                       help: "connections one client address may hold; 0: no limit, as behind a proxy")
    /// `--request-timeout`: seconds a connection may send and receive nothing (idle between requests) before it is closed (default: the server's).
    public static let requestTimeout = Option("request-timeout", .count(minimum: 1, form: "S"), default: "the server's",
                                              group: .server, commands: [.serve], scope: .invocation,
                                              help: "seconds a connection may send and receive nothing (idle between requests) before it is closed")
    /// `--read-timeout`: seconds a new connection has to send its request head, and the longest pause in a body (default: the server's).
    public static let readTimeout = Option("read-timeout", .count(minimum: 1, form: "S"), default: "the server's",
                                           group: .server, commands: [.serve], scope: .invocation,
                                           help: "seconds a new connection has to send its request head, and the longest pause in a body")
    /// `--shutdown-delay`: seconds SIGTERM keeps answering, /healthz 503, before it stops accepting (default: 0).
    public static let shutdownDelay = Option("shutdown-delay", .count(minimum: 0, form: "S"), default: "0",
                                             group: .server, commands: [.serve], scope: .invocation,
                                             help: "seconds SIGTERM keeps answering, /healthz 503, before it stops accepting")

    // MARK: Fonts and run

    /// `--hermetic`: only the bundled fonts (tests and CI); otherwise system fonts are visible too.
    public static let hermetic = Option("hermetic", .flag, group: .fonts, commands: withFonts.union([.fonts]), scope: .invocation,
                                        help: "only the bundled fonts (tests and CI); otherwise system fonts are visible too")
    /// `--font-dir`: folders of your fonts (an app's .ttf/.otf/.ttc files): fonts are found by family name, files by path (lint and frames add their app folders' own fonts by themselves).
    public static let fontDir = Option("font-dir", .path("DIR[:DIR…]"), group: .fonts, commands: withFonts.union([.fonts]), scope: .invocation,
                                       help: "folders of your fonts (an app's .ttf/.otf/.ttc files): fonts are found by family name, files by path (lint and frames add their app folders' own fonts by themselves)")
    /// `--bundled-fonts-dir`: where the bundled fonts (Inter, Noto…) are, when not installed beside the executable: replaces them, adds none (else $BUTTONSIZER_FONTS, ../share/buttonsizer/Fonts beside the executable, the source tree).
    public static let bundledFontsDir = Option("bundled-fonts-dir", .path("DIR"), group: .fonts,
                                               commands: withFonts.union([.fonts]), scope: .invocation,
                                               help: "where the bundled fonts (Inter, Noto…) are, when not installed beside the executable: replaces them, adds none (else $BUTTONSIZER_FONTS, ../share/buttonsizer/Fonts beside the executable, the source tree)")
    /// The bundled-fonts option's name before issue 38, which people took for `--font-dir`: now a usage error saying which is which.
    static let formerBundledFontsDirName = "fonts-dir"
    /// `--system-font`: what --font system is: SF-Pro.ttf / SFNS.ttf, or a folder of static SF-Pro-Text/Display files (default: $BUTTONSIZER_SYSTEM_FONT, else SF's measured metrics drawn with Inter).
    public static let systemFont = Option("system-font", .path("PATH"), default: "$BUTTONSIZER_SYSTEM_FONT, else SF's measured metrics drawn with Inter",
                                          group: .fonts, commands: withFonts, scope: .invocation,
                                          help: "what --font system is: SF-Pro.ttf / SFNS.ttf, or a folder of static SF-Pro-Text/Display files")
    /// `--allow-substitution`: use a family's nearest face when it lacks the weight or slant asked for.
    public static let allowSubstitution = Option("allow-substitution", .flag, group: .fonts, commands: withFonts,
                                                 scope: .invocation,
                                                 help: "use a family's nearest face when it lacks the weight or slant asked for")

    /// Every option, in help order within each group.
    public static let all: [OptionInfo] = [
        text.info, title.info, titleRuns.info, subtitle.info, stateTitles.info, width.info, lines.info, lineBreak.info, language.info, minimumScaleFactor.info,
        font.info, size.info, weight.info, italic.info, letterSpacing.info, noKerning.info, variations.info,
        textStyle.info, bold.info, contentSize.info, scaledSizes.info,
        profile.info, style.info, buttonSize.info, role.info, cornerStyle.info, cornerRadius.info, image.info, activityIndicator.info, titleSize.info, placement.info, padding.info, titlePadding.info, reservation.info,
        titleAlign.info, insets.info, imageInsets.info, titleInsets.info, spacing.info, direction.info, align.info,
        imageSide.info, margin.info, halign.info, valign.info, rtl.info,
        bounds.info, maxWidth.info, scale.info,
        device.info, screens.info, lintContentSize.info, json.info, lintFormat.info, renderOutput.info, guides.info, junit.info, report.info, writeBaseline.info,
        batchOutput.info, config.info, listButtons.info, calibrate.info, pseudo.info, strict.info, lintLocale.info, baseline.info, failOnMissing.info, allowMissingGlyphs.info, input.info, maxLineBytes.info, expect.info, record.info, tolerance.info,
        workers.info,
        host.info, port.info, maxBody.info, maxConnections.info, maxConnectionsPerClient.info,
        requestTimeout.info, readTimeout.info, shutdownDelay.info,
        hermetic.info, fontDir.info, bundledFontsDir.info, systemFont.info, allowSubstitution.info,
    ]

    /// The options `command` takes, in help order.
    public static func options(for command: Command) -> [OptionInfo] {
        // Filtered once per command: batch and the server decode every request line through them.
        switch command {
        case .measure: measureOptions
        case .layout: layoutOptions
        case .render: renderOptions
        case .lint: lintOptions
        case .batch: batchOptions
        case .serve: serveOptions
        case .fonts: fontsOptions
        case .frames: framesOptions
        }
    }
    private static let measureOptions = all.filter { $0.takenBy.contains(.measure) }
    private static let layoutOptions = all.filter { $0.takenBy.contains(.layout) }
    private static let renderOptions = all.filter { $0.takenBy.contains(.render) }
    private static let lintOptions = all.filter { $0.takenBy.contains(.lint) }
    private static let batchOptions = all.filter { $0.takenBy.contains(.batch) }
    private static let serveOptions = all.filter { $0.takenBy.contains(.serve) }
    private static let fontsOptions = all.filter { $0.takenBy.contains(.fonts) }
    private static let framesOptions = all.filter { $0.takenBy.contains(.frames) }

    /// The option `command` takes under `name` (a JSON field's name), or nil: the first in help order,
    /// as a search of ``options(for:)`` finds it, by one hash instead of comparing every name.
    static func option(named name: String, for command: Command) -> OptionInfo? {
        byName[name]?.first { $0.takenBy.contains(CommandSet(command)) }
    }
    /// Every option by name, in help order (two commands may each have an option of the same name);
    /// built when the first JSON request is decoded.
    private static let byName = Dictionary(grouping: all, by: \.name)
}

/// `--content-size`: one category, or every one (layout's sweep).
public enum ContentSizeSelection: Sendable, Hashable {
    /// One content size category.
    case category(ContentSizeCategory)
    /// Every category, from xS to AX5 (layout's sweep).
    case all

    /// The category, or nil for `all`.
    public var category: ContentSizeCategory? {
        if case .category(let category) = self { return category }
        return nil
    }
}

/// The profiles by their command-line names.
public enum ProfileName: String, CaseIterable, Sendable {
    /// A profile named on the command line: configuration, classic, alternative, zui or cyl.
    case configuration, classic, alternative, zui, cyl
    /// UIButtonWithLabelAlignment (`label-alignment`).
    case labelAlignment = "label-alignment"
}

/// The forms `lint` writes a run in (`--format`); ButtonLint writes each (`LintFormat.write`).
public enum LintFormat: String, Sendable, CaseIterable {
    /// Columns, worst first, for people.
    case table
    /// Every finding and the summary.
    case json
    /// JUnit XML: a test suite per locale, a test case per row with `file` and `line`.
    case junit
    /// GitHub Actions workflow commands: `::error file=…,line=…,title=…::…` per row that is not `fits`.
    case github
    /// Compiler diagnostics Xcode shows in its issue navigator: `path:line:1: error: …`.
    case xcode
    /// One self-contained HTML page with every row's preview.
    case html
    /// SARIF 2.1.0 for GitHub code scanning: a rule per status, a result per row that is not `fits`.
    case sarif
}
