import ButtonSizer
import GlyphMetrics

/// Every request option of every command, declared once (see ``Option``): what one request may give,
/// on the command line, in a batch line, a lint config or a service body. To add one: declare it here
/// with its help line, value type and commands, add it to ``all``, and read it where the request is
/// built (`MeasureRequest`, `LayoutRequest`, `RenderRequest`). Options of a whole run (fonts, output,
/// lint's and the server's settings) are the CLI's (`RunWideOptions`). Nothing else: argv, batch JSON,
/// the lint config, errors, help and completions follow.
public enum Options {
    static let measuring: CommandSet = [.measure, .layout, .render]
    static let laidOut: CommandSet = [.layout, .render]

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
    public static let letterSpacing = DefaultedOption("letter-spacing", .points(.letterSpacing), default: 0.0, group: .font,
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
    public static let profile = DefaultedOption("profile", .cases(ProfileName.self),
                                       default: ProfileName.configuration, group: .button, commands: laidOut,
                                       help: "which button: UIButton.Configuration, the classic edge-inset API, or a custom button")
    /// `--style`: the configuration factory (.plain(), .filled() …); colours only, never the size (default: plain).
    public static let style = DefaultedOption("style", .cases(ConfigurationStyle.self), default: ConfigurationStyle.plain, group: .button,
                                     commands: laidOut, help: "the configuration factory (.plain(), .filled() …); colours only, never the size")
    /// `--button-size`: buttonSize: the default insets, text styles and corner radius (default: medium).
    public static let buttonSize = DefaultedOption("button-size", .cases(ButtonSize.self), default: ButtonSize.medium, group: .button,
                                          commands: laidOut, help: "buttonSize: the default insets, text styles and corner radius")
    /// `--role`: the primary role emphasizes the title font (default: normal).
    public static let role = DefaultedOption("role", .cases(ButtonRole.self), default: ButtonRole.normal, group: .button, commands: laidOut,
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
    public static let cornerStyle = DefaultedOption("corner-style", .cases(CornerStyle.self), default: CornerStyle.dynamic, group: .button,
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
    public static let placement = DefaultedOption("placement", .cases(ImagePlacement.self), default: ImagePlacement.leading, group: .button,
                                         commands: laidOut, help: "where the image goes (configuration)")
    /// `--padding`: imagePadding between image and text (configuration) (default: 0).
    public static let padding = Option("padding", .points(.length, form: "P"), default: "0", group: .button, commands: laidOut,
                                       help: "imagePadding between image and text (configuration)")
    /// `--title-padding`: titlePadding between title and subtitle (configuration) (default: 1).
    public static let titlePadding = Option("title-padding", .points(.length, form: "P"), default: "1", group: .button,
                                            commands: laidOut, help: "titlePadding between title and subtitle (configuration)")
    /// `--reservation`: imageReservation: room kept for the image (configuration) (default: 0).
    public static let reservation = DefaultedOption("reservation", .points(.nonNegativeLength, form: "P"), default: 0.0,
                                           group: .button, commands: laidOut,
                                           help: "imageReservation: room kept for the image (configuration)")
    /// `--title-align`: titleAlignment (configuration) (default: automatic).
    public static let titleAlign = DefaultedOption("title-align", .cases(TitleAlignment.self), default: TitleAlignment.automatic, group: .button,
                                          commands: laidOut, help: "titleAlignment (configuration)")
    /// `--insets`: contentInsets (configuration, T,L,B,R = top, leading, bottom, trailing) or contentEdgeInsets (default: the button size's (configuration); 0).
    public static let insets = Option("insets", .insets, default: "the button size's (configuration); 0", group: .button,
                                      commands: laidOut,
                                      help: "contentInsets (configuration, T,L,B,R = top, leading, bottom, trailing) or contentEdgeInsets")
    /// `--image-insets`: imageEdgeInsets (classic, zui, label-alignment) (default: 0).
    public static let imageInsets = DefaultedOption("image-insets", .insets, default: EdgeInsets.zero, group: .button, commands: laidOut,
                                           help: "imageEdgeInsets (classic, zui, label-alignment)")
    /// `--title-insets`: titleEdgeInsets (classic, zui, label-alignment) (default: 0).
    public static let titleInsets = DefaultedOption("title-insets", .insets, default: EdgeInsets.zero, group: .button, commands: laidOut,
                                           help: "titleEdgeInsets (classic, zui, label-alignment)")
    /// `--spacing`: space between image and title (zui) (default: 0).
    public static let spacing = DefaultedOption("spacing", .points(.length, form: "P"), default: 0.0, group: .button, commands: laidOut,
                                       help: "space between image and title (zui)")
    /// `--direction`: image before or after the title (zui) (default: row).
    public static let direction = DefaultedOption("direction", .cases(ZUIDirection.self), default: ZUIDirection.row, group: .button,
                                         commands: laidOut, help: "image before or after the title (zui)")
    /// `--align`: which label alignments are on (label-alignment) (default: leading).
    public static let align = DefaultedOption("align", .labelAlignment, default: LabelAlignmentChoice(leading: true, top: false), group: .button, commands: laidOut,
                                     help: "which label alignments are on (label-alignment)")
    /// `--image-side`: the square image's side (alternative) (default: 64).
    public static let imageSide = DefaultedOption("image-side", .points(.nonNegativeLength, form: "P"), default: 64.0, group: .button,
                                         commands: laidOut, help: "the square image's side (alternative)")
    /// `--margin`: the margin around image and title (alternative) (default: 6).
    public static let margin = DefaultedOption("margin", .points(.length, form: "P"), default: 6.0, group: .button, commands: laidOut,
                                      help: "the margin around image and title (alternative)")
    /// `--halign`: contentHorizontalAlignment (default: center).
    public static let halign = DefaultedOption("halign", .cases(ContentHorizontalAlignment.self), default: ContentHorizontalAlignment.center, group: .button,
                                      commands: laidOut, help: "contentHorizontalAlignment")
    /// `--valign`: contentVerticalAlignment (default: center).
    public static let valign = DefaultedOption("valign", .cases(ContentVerticalAlignment.self), default: ContentVerticalAlignment.center, group: .button,
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
    /// `--height`: with `--max-width`, the bounds' height (points), as a height constraint fixes it.
    public static let height = Option("height", .points(.nonNegativeLength, form: "H"), default: "the height that fits",
                                      group: .sizing, commands: laidOut,
                                      help: "with --max-width: the bounds' height (points), as a height constraint fixes it")
    /// `--scale`: the screen scale: sizes are rounded up to its pixel grid (default: 2).
    public static let scale = DefaultedOption("scale", .scale, default: 2, group: .sizing, commands: measuring,
                                     help: "the screen scale: sizes are rounded up to its pixel grid")

    /// Every option, in help order within each group.
    public static let all: [OptionInfo] = [
        text.info, title.info, titleRuns.info, subtitle.info, stateTitles.info, width.info, lines.info, lineBreak.info, language.info, minimumScaleFactor.info,
        font.info, size.info, weight.info, italic.info, letterSpacing.info, noKerning.info, variations.info,
        textStyle.info, bold.info, contentSize.info, scaledSizes.info,
        profile.info, style.info, buttonSize.info, role.info, cornerStyle.info, cornerRadius.info, image.info, activityIndicator.info, titleSize.info, placement.info, padding.info, titlePadding.info, reservation.info,
        titleAlign.info, insets.info, imageInsets.info, titleInsets.info, spacing.info, direction.info, align.info,
        imageSide.info, margin.info, halign.info, valign.info, rtl.info,
        bounds.info, maxWidth.info, height.info, scale.info,
    ]

    /// The engine's options by command: what a request may give.
    public static let table = OptionTable(all)

    /// The request options `command` takes, in help order.
    public static func options(for command: Command) -> [OptionInfo] { table.options(for: command) }
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

/// The options of each command, from one list in help order: the engine's request options
/// (``Options/table``), or the command line's (those and the CLI's run-wide options).
public struct OptionTable: Sendable {
    /// Every option, in help order within each group.
    public let all: [OptionInfo]
    private let byCommand: [[OptionInfo]]
    private let byName: [String: [OptionInfo]]

    /// The table of `all` (in help order within each group).
    public init(_ all: [OptionInfo]) {
        self.all = all
        // Filtered once per command: batch and the server decode every request line through them.
        byCommand = Command.allCases.map { command in all.filter { $0.takenBy.contains(CommandSet(command)) } }
        byName = Dictionary(grouping: all, by: \.name)
    }

    /// The options `command` takes, in help order.
    public func options(for command: Command) -> [OptionInfo] {
        byCommand[Command.allCases.firstIndex(of: command) ?? 0]
    }

    /// The option `command` takes under `name` (a JSON field's name), or nil: the first in help order,
    /// as a search of ``options(for:)`` finds it, by one hash instead of comparing every name.
    public func option(named name: String, for command: Command) -> OptionInfo? {
        byName[name]?.first { $0.takenBy.contains(CommandSet(command)) }
    }
}
