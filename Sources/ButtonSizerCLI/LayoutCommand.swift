import ButtonLint
import ButtonSizer
import GlyphMetrics
import JSONText

/// `buttonsizer layout`: a button's intrinsic size, its size for bounds or a maximum width, the frames
/// of image, title and subtitle, truncation, the minimum width, baselines and the size trace.
enum LayoutCommand {
    static let usage = """
        usage: buttonsizer layout --title T [--subtitle S] \(FontOptions.usage) [--image WxH] [--title-size WxH]
               [--profile configuration|classic|alternative|zui|cyl|label-alignment]
               [--style plain|gray|tinted|filled|borderless|bordered|borderedTinted|borderedProminent]
               [--button-size mini|small|medium|large] [--role normal|primary] [--content-size L|AX1|…]
               [--corner-style dynamic|fixed|small|medium|large|capsule] [--corner-radius R]
               [--placement leading|trailing|top|bottom] [--padding P] [--title-padding P] [--reservation P]
               [--title-align automatic|leading|center|trailing] [--insets T,L,B,R] [--image-insets T,L,B,R]
               [--title-insets T,L,B,R] [--spacing P] [--direction row|row-reverse] [--align leading|top|leading,top|none]
               [--image-side P] [--margin P] [--halign center|left|right|fill|leading|trailing]
               [--valign center|top|bottom|fill] [--bounds WxH | --max-width W] [--line-break MODE] [--lines N]
               [--rtl] [--scale S] [--state-titles [STATE=]T,…] [--json]
        """
    static let options = FontOptions.options.union([
        "title", "subtitle", "image", "title-size", "profile", "placement", "padding", "title-padding", "reservation",
        "title-align", "insets", "image-insets", "title-insets", "spacing", "direction", "align", "image-side",
        "margin", "halign", "valign", "bounds", "max-width", "line-break", "lines", "scale", "state-titles",
        "style", "button-size", "role", "content-size", "corner-style", "corner-radius",
    ])
    static let flags = FontOptions.flags.union(["rtl", "json"])

    static func run<Out: TextOutputStream>(_ raw: [String], stdout: inout Out) throws {
        let arguments = try Arguments(raw, options: options, flags: flags)
        guard arguments.positionals.isEmpty else {
            throw UsageError("layout takes the title as --title, not as '\(arguments.positionals[0])'")
        }
        let result = try layout(arguments, measurer: try FontOptions.measurer(arguments))
        stdout.write(arguments.has("json") ? result.json.text + "\n" : result.human)
    }

    /// Everything `layout` reports, computed once for both output forms.
    struct Result {
        var spec: ButtonSpec
        var intrinsic: Size
        var size: Size
        var layout: ButtonLayout
        var report: TruncationReport
        var trace: SizeTrace
        var stable: Size?
    }

    /// One pass (``ButtonSizer/answer(_:proposal:state:glyphs:)``): each text measured once per distinct request.
    /// - Parameter glyphs: whether the lines carry their glyph runs (for `render` and previews).
    static func layout(_ arguments: Arguments, measurer: any TextMeasuring, glyphs: Bool = false) throws -> Result {
        let spec = try self.spec(arguments)
        var proposal = LayoutProposal.intrinsic
        if let bounds = arguments["bounds"] {
            guard arguments["max-width"] == nil else { throw UsageError("give --bounds or --max-width, not both") }
            proposal = .bounds(try parseSize(bounds, flag: "bounds"))
        } else if let maxWidth = try arguments.number("max-width", nonNegative: true) {
            proposal = .maxWidth(maxWidth)
        }
        let answer = try ButtonSizer(measurer: measurer).answer(spec, proposal: proposal, glyphs: glyphs)
        return Result(spec: spec, intrinsic: answer.intrinsicSize, size: answer.size, layout: answer.layout,
                      report: answer.truncation, trace: answer.trace, stable: answer.stableSize)
    }

    // MARK: - Spec from flags

    static let profiles = ["configuration", "classic", "alternative", "zui", "cyl", "label-alignment"]

    static func spec(_ arguments: Arguments) throws -> ButtonSpec {
        guard let title = arguments["title"] else { throw UsageError("--title is required (\"\" for no title)") }
        let profileName = arguments["profile"] ?? "configuration"
        let classic = ClassicParameters(
            contentEdgeInsets: try arguments["insets"].map { try edgeInsets($0, flag: "insets") } ?? .zero,
            imageEdgeInsets: try arguments["image-insets"].map { try edgeInsets($0, flag: "image-insets") } ?? .zero,
            titleEdgeInsets: try arguments["title-insets"].map { try edgeInsets($0, flag: "title-insets") } ?? .zero)
        let profile: ButtonProfile
        switch profileName {
        case "configuration":
            // A preset (style, size, role) gives every default; each explicit flag overrides its value.
            var parameters = ConfigurationParameters(
                style: try enumValue(arguments, "style", ConfigurationStyle.self) ?? .plain,
                buttonSize: try enumValue(arguments, "button-size", ButtonSize.self) ?? .medium,
                imagePlacement: try enumValue(arguments, "placement", ImagePlacement.self) ?? .leading,
                imageReservation: try arguments.number("reservation", nonNegative: true) ?? 0,
                titleAlignment: try enumValue(arguments, "title-align", TitleAlignment.self) ?? .automatic,
                cornerStyle: try enumValue(arguments, "corner-style", CornerStyle.self) ?? .dynamic,
                cornerRadius: try arguments.number("corner-radius", nonNegative: true),
                role: try enumValue(arguments, "role", ButtonRole.self) ?? .normal)
            if let padding = try arguments.number("padding", nonNegative: true) { parameters.imagePadding = padding }
            if let padding = try arguments.number("title-padding", nonNegative: true) { parameters.titlePadding = padding }
            if let insets = try arguments["insets"].map({ try edgeInsets($0, flag: "insets") }) {
                parameters.contentInsets = DirectionalEdgeInsets(top: insets.top, leading: insets.left,
                                                                 bottom: insets.bottom, trailing: insets.right)
            }
            profile = .configuration(parameters)
        case "classic":
            profile = .classic(classic)
        case "alternative":
            profile = .alternative(AlternativeParameters(
                imageSide: try arguments.number("image-side", nonNegative: true) ?? 64,
                margin: try arguments.number("margin", nonNegative: true) ?? 6))
        case "zui":
            profile = .zui(ZUIParameters(classic: classic, spacing: try arguments.number("spacing") ?? 0,
                                         direction: try enumValue(arguments, "direction", ZUIDirection.self) ?? .row))
        case "cyl":
            profile = .cyl(CYLParameters())
        case "label-alignment":
            let align = (arguments["align"] ?? "leading").lowercased()
            let words = Set(align.split(separator: ",").map(String.init))
            guard words.isSubset(of: ["leading", "top", "none"]) else {
                throw UsageError("--align must be leading, top, leading,top or none, not '\(align)'")
            }
            profile = .labelAlignment(LabelAlignmentParameters(classic: classic, leading: words.contains("leading"),
                                                               top: words.contains("top")))
        default:
            throw UsageError("--profile must be one of \(profiles.joined(separator: ", ")), not '\(profileName)'"
                             + didYouMean(profileName, profiles))
        }
        let category = try contentSizeCategory(arguments)
        let preset = profile.defaultTitleFont(at: category)
        let font = try FontOptions.spec(arguments, defaultSize: preset.size, defaultWeight: preset.weight)
        return ButtonSpec(
            title: title, subtitle: arguments["subtitle"], titleFont: font,
            imageSize: try arguments["image"].map { try parseSize($0, flag: "image") },
            titleSize: try arguments["title-size"].map { try parseSize($0, flag: "title-size") },
            profile: profile,
            contentHorizontalAlignment: try enumValue(arguments, "halign", ContentHorizontalAlignment.self) ?? .center,
            contentVerticalAlignment: try enumValue(arguments, "valign", ContentVerticalAlignment.self) ?? .center,
            layoutDirection: arguments.has("rtl") ? .rightToLeft : .leftToRight,
            scale: try FontOptions.scale(arguments),
            stateTitles: try stateTitles(arguments["state-titles"]),
            lineBreakMode: try arguments.choice("line-break", FontOptions.lineBreakModes),
            maxLines: try arguments.integer("lines", minimum: 0),
            contentSizeCategory: category)
    }

    /// `--content-size`: a UIKit category name or a short name (L, AX1 …); default large.
    static func contentSizeCategory(_ arguments: Arguments) throws -> ContentSizeCategory {
        guard let text = arguments["content-size"] else { return .large }
        guard let category = ContentSizeCategory(name: text) else {
            throw UsageError("--content-size must be one of \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")) "
                             + "or a UIKit name (accessibilityMedium …), not '\(text)'")
        }
        return category
    }

    static func enumValue<T: RawRepresentable & CaseIterable>(_ arguments: Arguments, _ flag: String,
                                                              _ type: T.Type) throws -> T? where T.RawValue == String {
        guard let text = arguments[flag] else { return nil }
        guard let value = T.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else {
            let names = T.allCases.map(\.rawValue)
            throw UsageError("--\(flag) must be one of \(names.joined(separator: ", ")), not '\(text)'" + didYouMean(text, names))
        }
        return value
    }

    /// "WxH" in points, both finite and 0 or more.
    static func parseSize(_ text: String, flag: String) throws -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw UsageError("--\(flag) must be WIDTHxHEIGHT in points, not '\(text)'") }
        return Size(width: try parseNumber(String(parts[0]), flag: flag, nonNegative: true),
                    height: try parseNumber(String(parts[1]), flag: flag, nonNegative: true))
    }

    /// "T,L,B,R" (or one number for all four) in points; negative insets are allowed, as in UIKit.
    static func edgeInsets(_ text: String, flag: String) throws -> EdgeInsets {
        let values = try text.split(separator: ",", omittingEmptySubsequences: false)
            .map { try parseNumber($0.trimmingSpaces, flag: flag) }
        switch values.count {
        case 1: return EdgeInsets(top: values[0], left: values[0], bottom: values[0], right: values[0])
        case 4: return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
        default: throw UsageError("--\(flag) must be T,L,B,R (or one number), not '\(text)'")
        }
    }

    /// "Follow,Following" gives highlighted, selected, disabled in order; "selected=Following" names the state.
    static func stateTitles(_ text: String?) throws -> [ButtonState: String] {
        guard let text else { return [:] }
        var titles: [ButtonState: String] = [:]
        let unnamed: [ButtonState] = [.highlighted, .selected, .disabled]
        for (index, item) in text.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
            if let equals = item.firstIndex(of: "="), let state = ButtonState(rawValue: String(item[..<equals])) {
                titles[state] = String(item[item.index(after: equals)...])
            } else {
                guard index < unnamed.count else {
                    throw UsageError("--state-titles takes at most three unnamed titles (highlighted, selected, disabled)")
                }
                titles[unnamed[index]] = String(item)
            }
        }
        return titles
    }
}

extension LayoutCommand.Result {
    /// The answer as the library's ``LayoutReport``.
    var layoutReport: LayoutReport {
        LayoutReport(spec: spec, intrinsicSize: intrinsic, layout: layout, stableSize: stable, truncation: report,
                     trace: trace)
    }

    /// The answer as JSON: ``LayoutReport``'s `Encodable` conformance, so the library's encoding and
    /// the command line's output are one.
    var json: JSON {
        // The encoder only fails on values whose encode(to:) throws, which LayoutReport's never does.
        (try? JSONNodeEncoder().encode(layoutReport)).map(JSON.init) ?? .null
    }

    var human: String {
        var out = "profile \(spec.profile.name) at @\(formatPoints(spec.scale))x: intrinsic size \(intrinsic) pt, "
            + "laid out in \(size) pt\n"
        if let stable { out += "stable size over state titles: \(stable) pt\n" }
        if let rect = layout.imageRect { out += "image    \(rect)\n" }
        if let rect = layout.titleRect {
            let lines = (layout.title?.lines ?? []).map(\.text).joined(separator: " ⏎ ")
            out += "title    \(rect)  \"\(lines)\"\(layout.title?.isTruncated == true ? " (truncated)" : "")"
                + "\(layout.title?.isTightened == true ? " (tightened)" : "")\n"
        }
        if let rect = layout.subtitleRect { out += "subtitle \(rect)  \"\(layout.subtitle?.displayedText ?? "")\"\n" }
        if let first = layout.firstBaseline {
            out += "baseline \(formatPoints(first)) drawn"
                + (layout.firstBaselineAnchor.map { ", \(formatPoints($0)) first-baseline anchor" } ?? "") + "\n"
        }
        if let radius = layout.cornerRadius { out += "corner radius \(formatPoints(radius))\n" }
        if let minimum = report.minimumWidth, report.isTruncated {
            out += "truncates (\(report.place?.rawValue ?? "")); fits whole from \(formatPoints(minimum)) pt wide\n"
        }
        for element in layout.overflowingElements {
            out += "overflow \(element.element.rawValue) past the bounds: \(element.overflow.description)\n"
        }
        if layout.breaksWord { out += "breaks a word between graphemes (it is wider than its line)\n" }
        for axis in [SizeTerm.Axis.width, .height] {
            let terms = trace.terms(axis)
            out += "\(axis.rawValue) = " + terms.map(\.description).joined(separator: " + ")
                + " = \(formatPoints(axis == .width ? trace.size.width : trace.size.height))\n"
        }
        return out
    }
}

extension Substring {
    var trimmingSpaces: String { String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
}
