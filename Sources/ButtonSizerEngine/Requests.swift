import ButtonSizer
import GlyphMetrics
#if canImport(Glibc)
import Glibc
#endif

/// One label to measure, as `measure` and a batch `measure` line ask for it.
public struct MeasureRequest: Sendable, Hashable {
    /// The text, font and room to measure it in.
    public var text: TextRequest
    /// The screen scale sizes are rounded to (1, 2 or 3).
    public var scale: Double
    /// `adjustsFontSizeToFitWidth` with `minimumScaleFactor` (`--minimum-scale-factor`); `nil` for off.
    public var shrinking: FontShrinking?

    /// Creates a request to measure `text` at screen scale `scale` (2 by default), shrinking per `shrinking`.
    public init(text: TextRequest, scale: Double = 2, shrinking: FontShrinking? = nil) {
        self.text = text
        self.scale = scale
        self.shrinking = shrinking
    }

    /// The request the options describe: UILabel's defaults (the system font, 17 pt, one line, no width
    /// limit, truncating tail) where they are silent.
    public init(_ values: OptionValues) throws(RequestError) {
        let text: String
        if let field = values[Options.text] {
            text = field
        } else {
            guard values.positionals.count == 1, let only = values.positionals.first else {
                throw values.source == .json ? values.missing(Options.text, hint: "")
                    : .arguments(values.positionals.isEmpty ? "no TEXT given" : "give one TEXT (quote it if it has spaces)")
            }
            text = only
        }
        if values[Options.contentSize] == .all {
            throw values.invalid(Options.contentSize, "all sweeps the categories in layout only; measure takes one category")
        }
        if values[Options.contentSize] != nil && values[Options.textStyle] == nil && values[Options.scaledSizes] == nil {
            throw values.invalid(Options.contentSize, "needs --text-style or --scaled-sizes to give a size")
        }
        self.init(text: TextRequest(text: text, font: try fontSpec(values), maxWidth: values[Options.width],
                                    maxLines: values[Options.lines] ?? 1,
                                    lineBreakMode: values[Options.lineBreak] ?? .truncatingTail,
                                    language: values[Options.language]),
                  scale: values[Options.scale],
                  shrinking: values[Options.minimumScaleFactor].map { FontShrinking(minimumScaleFactor: $0) })
    }
}

/// One button to lay out, as `layout`, `render`, a batch `layout` line and a lint row ask for it.
public struct LayoutRequest: Sendable {
    /// The button to lay out: profile, content, fonts and scale.
    public var spec: ButtonSpec
    /// The size asked for: intrinsic, given bounds, or the size that fits a maximum width.
    public var proposal: LayoutProposal
    /// The layout direction the request sets (`rtl`); `nil` when it leaves it to its user (the spec's is
    /// then left to right; lint mirrors the rows of right-to-left languages).
    public var direction: LayoutDirection?
    /// Whether the narrowest width at which the title shows whole is searched for a title that already
    /// shows whole (the core's `minimumWidthWhenWhole`); lint reports it only for truncated rows.
    public var minimumWidthWhenWhole: Bool
    /// Lay the button out at a Dynamic Type content size, its fonts sized for it (a lint row of a button
    /// that sweeps content sizes); `nil`: the fonts as the spec gives them.
    public var contentSizing: ContentSizing?

    /// Creates a request for `spec` at `proposal` (the intrinsic size by default).
    public init(spec: ButtonSpec, proposal: LayoutProposal = .intrinsic, direction: LayoutDirection? = nil,
                minimumWidthWhenWhole: Bool = true, contentSizing: ContentSizing? = nil) {
        self.spec = spec
        self.proposal = proposal
        self.direction = direction
        self.minimumWidthWhenWhole = minimumWidthWhenWhole
        self.contentSizing = contentSizing
    }

    /// The spec to lay out: ``spec`` with its fonts at ``contentSizing``'s category when one is given
    /// (the title and a styled subtitle, and an attributed title's runs in a text style, take the
    /// category's size, `FontSpec.at(_:scaledSizes:field:)`; the presets that follow the category, such as
    /// the configuration's insets, follow it too).
    /// - Throws: `ButtonSpecError` when a font has neither a text style nor scaled sizes for the category.
    public func sizedSpec() throws -> ButtonSpec {
        guard let sizing = contentSizing else { return spec }
        let category = sizing.category
        var sized = spec
        sized.contentSizeCategory = category
        sized.titleFont = try spec.titleFont.at(category, scaledSizes: sizing.scaledSizes, field: "titleFont")
        // A subtitle without its own style keeps its size: only scaled fonts move.
        if let subtitle = spec.subtitleFont, subtitle.textStyle != nil {
            sized.subtitleFont = try subtitle.at(category, field: "subtitleFont")
        }
        // An attributed title's runs in a text style (those without a size of their own) follow it too.
        if var title = spec.attributedTitle {
            for index in title.runs.indices where title.runs[index].font.textStyle != nil {
                title.runs[index].font = try title.runs[index].font.at(category, field: AttributedTitle.field(index, "font"))
            }
            sized.attributedTitle = title
        }
        return sized
    }

    /// The request the options describe; throws when the title is missing or a value is refused.
    public init(_ values: OptionValues) throws(RequestError) {
        let runs = values[Options.titleRuns]
        if runs != nil, values[Options.title] != nil { throw values.conflict(Options.title, Options.titleRuns) }
        guard let title = values[Options.title] ?? runs.map({ $0.map(\.text).joined() }) else {
            throw values.missing(Options.title, hint: "\"\" for no title")
        }
        let classic = ClassicParameters(contentEdgeInsets: values[Options.insets] ?? .zero, imageEdgeInsets: values[Options.imageInsets],
                                        titleEdgeInsets: values[Options.titleInsets])
        let profile: ButtonProfile
        switch values[Options.profile] {
        case .configuration:
            // A preset (style, size, role) gives every default; each option given overrides its value.
            var parameters = ConfigurationParameters(
                style: values[Options.style], buttonSize: values[Options.buttonSize],
                imagePlacement: values[Options.placement],
                imageReservation: values[Options.reservation],
                titleAlignment: values[Options.titleAlign],
                cornerStyle: values[Options.cornerStyle], cornerRadius: values[Options.cornerRadius],
                role: values[Options.role])
            if let padding = values[Options.padding] { parameters.imagePadding = padding }
            if let padding = values[Options.titlePadding] { parameters.titlePadding = padding }
            parameters.showsActivityIndicator = values.has(Options.activityIndicator)
            if let insets = values[Options.insets] {
                parameters.contentInsets = DirectionalEdgeInsets(top: insets.top, leading: insets.left,
                                                                 bottom: insets.bottom, trailing: insets.right)
            }
            profile = .configuration(parameters)
        case .classic:
            profile = .classic(classic)
        case .alternative:
            profile = .alternative(AlternativeParameters(imageSide: values[Options.imageSide],
                                                         margin: values[Options.margin]))
        case .zui:
            profile = .zui(ZUIParameters(classic: classic, spacing: values[Options.spacing],
                                         direction: values[Options.direction]))
        case .cyl:
            profile = .cyl(CYLParameters())
        case .labelAlignment:
            let align = values[Options.align]
            profile = .labelAlignment(LabelAlignmentParameters(classic: classic, leading: align.leading, top: align.top))
        }
        if case .configuration = profile {} else if values.has(Options.activityIndicator) {
            throw values.invalid(Options.activityIndicator,
                                 "is UIButton.Configuration's showsActivityIndicator: only the configuration profile has it")
        }
        // `all` is layout's sweep: the command lays the button out once per category (LayoutCommand).
        let category = values[Options.contentSize]?.category ?? .large
        let preset = profile.defaultTitleFont(at: category)
        var spec = ButtonSpec(
            title: title, subtitle: values[Options.subtitle],
            titleFont: try fontSpec(values, default: preset),
            imageSize: values[Options.image], titleSize: values[Options.titleSize], profile: profile,
            contentHorizontalAlignment: values[Options.halign],
            contentVerticalAlignment: values[Options.valign],
            layoutDirection: values.has(Options.rtl) ? .rightToLeft : .leftToRight,
            scale: values[Options.scale], stateTitles: values[Options.stateTitles] ?? [:],
            lineBreakMode: values[Options.lineBreak], maxLines: values[Options.lines], contentSizeCategory: category)
        // Set only when given: each setter copies the spec's fields (~1,500 instructions a batch line, issue 39).
        if let language = values[Options.language] { spec.language = language }
        if let factor = values[Options.minimumScaleFactor] { spec.titleShrinking = FontShrinking(minimumScaleFactor: factor) }
        if let runs {
            if spec.titleShrinking != nil {
                throw values.invalid(Options.minimumScaleFactor, "does not shrink \(values.spelled(Options.titleRuns)) (not implemented)")
            }
            let base = spec.titleFont
            spec.attributedTitle = AttributedTitle(runs: runs.map { $0.run(in: base) })
        }
        let proposal: LayoutProposal
        switch (values[Options.bounds], values[Options.maxWidth]) {
        case (.some, .some): throw values.conflict(Options.bounds, Options.maxWidth)
        case (.some(let bounds), nil): proposal = .bounds(bounds)
        case (nil, .some(let width)): proposal = .maxWidth(width, height: values[Options.height])
        case (nil, nil): proposal = .intrinsic
        }
        if values[Options.height] != nil, values[Options.maxWidth] == nil {
            throw values.invalid(Options.height, "needs \(values.spelled(Options.maxWidth)) (with --bounds give both sides there)")
        }
        self.init(spec: spec, proposal: proposal, direction: values[Options.rtl].map { $0 ? .rightToLeft : .leftToRight })
    }

    /// This request (decoded from `values`) at content size `category`, as if `--content-size` named it:
    /// only what follows the category is worked out again (the title font, from the profile's preset and
    /// the Dynamic Type options, an attributed title's runs on it, and the spec's category, which the
    /// configuration's insets and subtitle font follow); the other options are not read again.
    /// - Throws: ``RequestError`` as ``init(_:)-(OptionValues)`` for the title font.
    func at(_ category: ContentSizeCategory, _ values: OptionValues) throws(RequestError) -> LayoutRequest {
        var one = values
        one.set(Options.contentSize, .category(category))
        var request = self
        request.spec.contentSizeCategory = category
        request.spec.titleFont = try fontSpec(one, default: spec.profile.defaultTitleFont(at: category))
        if let runs = values[Options.titleRuns] {
            let base = request.spec.titleFont
            request.spec.attributedTitle = AttributedTitle(runs: runs.map { $0.run(in: base) })
        }
        return request
    }
}

/// A Dynamic Type content size a request is laid out at: the category, and the measured sizes of a
/// custom font (`scaled-sizes`) when its title has no text style.
public struct ContentSizing: Sendable, Hashable {
    /// The content size category.
    public var category: ContentSizeCategory
    /// The title's point size per category, for a font without a text style (UIFontMetrics scaling).
    public var scaledSizes: ScaledSizes?

    /// The category, with the scaled sizes of a custom font.
    public init(_ category: ContentSizeCategory, scaledSizes: ScaledSizes? = nil) {
        self.category = category
        self.scaledSizes = scaledSizes
    }
}

/// A button to draw, as `render` asks for it.
public struct RenderRequest: Sendable {
    /// The picture's file format: SVG or PNG.
    public enum Format: String, Sendable {
        /// The picture's file format, from the output file's extension.
        case svg, png
    }

    /// The button to lay out and draw.
    public var layout: LayoutRequest
    /// The file to write (the command line's `-o`); nil when the caller takes the bytes (the service).
    public var output: String?
    /// SVG or PNG, from the output's extension.
    public var format: Format
    /// Whether to draw the content rectangle, text frames and baselines.
    public var guides: Bool

    /// A request to draw `layout` as `format`, with guides or not; `output` is where the caller writes it.
    public init(layout: LayoutRequest, format: Format, guides: Bool = false, output: String? = nil) {
        self.layout = layout
        self.format = format
        self.guides = guides
        self.output = output
    }

    /// The request the options describe, drawn as `format` (the command line picks it from its output
    /// file, the service from its query); throws for `--content-size all` (a sweep draws no one picture).
    public init(_ values: OptionValues, format: Format, guides: Bool = false, output: String? = nil) throws(RequestError) {
        if values[Options.contentSize] == .all {
            throw values.invalid(Options.contentSize, "all sweeps the categories in layout only; render draws one")
        }
        self.init(layout: try LayoutRequest(values), format: format, guides: guides, output: output)
    }
}

/// The font the options name; the default is the system font, as UIKit's (SF: `--system-font`, else its
/// measured metrics, resolved without fontconfig), at `preset`'s size (17 pt, UIKit's body size) and weight.
/// The Dynamic Type options (``DynamicTypeChoice``) and `--variations` apply on top.
func fontSpec(_ values: OptionValues, default preset: FontSpec = FontSpec(name: FontSpec.defaultFamily, size: 17))
    throws(RequestError) -> FontSpec {
    var font = FontSpec(name: values[Options.font] ?? FontSpec.defaultFamily, size: values[Options.size] ?? preset.size,
                        weight: values[Options.weight] ?? preset.weight, italic: values.has(Options.italic),
                        letterSpacing: values[Options.letterSpacing], kerning: !values.has(Options.noKerning),
                        variations: values[Options.variations] ?? [:])
    // A preset's style stays on the font (reported in JSON) unless a size of its own replaces it.
    if values[Options.size] == nil { (font.textStyle, font.contentSize) = (preset.textStyle, preset.contentSize) }
    let choice = DynamicTypeChoice(textStyle: values[Options.textStyle], contentSize: values[Options.contentSize]?.category,
                                   bold: values.has(Options.bold), scaledSizes: values[Options.scaledSizes])
    do {
        font = try choice.apply(to: font, sizeGiven: values[Options.size] != nil, weightGiven: values[Options.weight] != nil)
        return font
    } catch let error as ButtonSpecError {
        // DynamicTypeChoice names the options ("text-style", "size"); say them as the user would.
        throw RequestError(.invalidValue(values.spelled(named: error.field),
                                         problem: error.problem(spelling: values.spelled(named:))), field: error.field)
    } catch {
        throw .failed("\(error)")
    }
}
