import ButtonSizer
import InterfaceBuilder

/// A view's intrinsic content size per axis in points (nil: `noIntrinsicMetric`), with the text metrics its
/// baselines need.
struct IntrinsicSize: Sendable {
    var width: Double?
    var height: Double?
    /// Distance from the top to the first baseline, points (nil: the view's bottom serves as its baselines).
    var firstBaseline: Double?
    /// Distance from the last baseline to the bottom, points.
    var lastBaselineFromBottom: Double?
    /// Where the baselines stay when the view is taller or shorter than this size, as a share of its height from
    /// the top: 0.5 for a button's title centred in it (they move with its centre), 0 or 1 for one aligned to its
    /// top or bottom; nil: the first baseline keeps its distance from the top and the last from the bottom (a label's).
    var baselineAnchor: Double?
    /// Whether the height depends on the width (a wrapping label): re-measured with the solved width (§3.3).
    var wrapsText = false

    /// The baselines of one line of text centred in this size (its height set), as a button's title or a text
    /// field's text is (§3.4), placed by the control's `contentVerticalAlignment` (`nil`: centred) when it is
    /// taller: the baselines move with its centre, top or bottom. (Read from the top and from the bottom, a 46-pt
    /// button's first and last baselines were 23 pt apart on one line, and Tinode's alert, MultilineAlertView.xib,
    /// whose OK button's first baseline is its Cancel button's last, could not be laid out.)
    mutating func setCentredLineBaselines(_ line: MeasuredText, alignment: String?, scale: Double) {
        guard let height else { return }
        let top = (height - ceilToPixel(line.lineHeight, scale: scale)) / 2
        let first = top + roundToPixel(line.ascender, scale: scale)
        firstBaseline = first
        lastBaselineFromBottom = height - first
        baselineAnchor = switch alignment {
        case "top": 0
        case "bottom": 1
        default: 0.5
        }
    }
}

/// The intrinsic sizes of UIKit's views (docs/reference/auto-layout.md §3.2), text measured by the
/// injected measurer, system control sizes keyed by the document's toolsVersion.
struct IntrinsicSizes {
    let measurer: any TextMeasuring
    let document: InterfaceBuilderDocument
    let scale: Double
    let usesPlaceholders: Bool
    /// Texts that replace the document's (object id → a label's text or a button's title): another locale's,
    /// for ``DocumentSystem/setTexts(_:)``.
    var texts: [String: String] = [:]
    /// The content size category text-style fonts are at.
    var contentSize: ContentSizeCategory = .large

    /// Xcode 26 documents (toolsVersion 24xxx) store iOS 26 control metrics (§3.2: switch 63×28, slider 34).
    var isXcode26: Bool { document.isSavedByXcode26 }

    func size(of view: IBView, wrappingWidth: Double? = nil, notes: inout [String]) -> IntrinsicSize {
        var size = measured(view, wrappingWidth: wrappingWidth, notes: &notes)
        // The placeholder is what Xcode solved the stored frames with (§3.1), and so is an @IBDesignable view's
        // intrinsic size from its class's code (`<designables>`; −1 on an axis: none).
        if usesPlaceholders, let designed = document.designables[view.id] {
            size.width = designed.width >= 0 ? designed.width : nil
            size.height = designed.height >= 0 ? designed.height : nil
            size.wrapsText = false
        }
        // A view Xcode marks `ambiguous="YES"` is one whose size its constraints leave open, and Xcode's canvas
        // leaves it at its stored frame (§2.4): when reproducing Xcode's solution, that size stands in for an
        // intrinsic size on each axis that has none, as a placeholder does. The corpus' cwa
        // HomeStatisticsCardView.xib: a stack of ambiguous label views stored 157 tall, the exact sum of their
        // stored heights and spacings, holds the card's image at 157 against its 146-pt intrinsic height.
        if usesPlaceholders, view.element == "label", text(of: view).isEmpty, let frame = view.frame {
            size.width = frame.width
            size.height = frame.height
        }
        if usesPlaceholders, view.isAmbiguous, view.stack == nil, let frame = view.frame {
            if size.width == nil { size.width = frame.width }
            if size.height == nil { size.height = frame.height }
        }
        if usesPlaceholders {
            switch view.placeholderIntrinsicWidth {
            case .none?: size.width = nil
            case .points(let width)?: size.width = width
            case nil: break
            }
            switch view.placeholderIntrinsicHeight {
            case .none?: size.height = nil
            case .points(let height)?: size.height = height
            case nil: break
            }
        }
        return size
    }

    private func measured(_ view: IBView, wrappingWidth: Double?, notes: inout [String]) -> IntrinsicSize {
        switch view.element {
        case "label": return label(view, wrappingWidth: wrappingWidth, notes: &notes)
        case "button": return button(view, notes: &notes)
        case "imageView":
            guard let name = view.image, let image = document.image(named: name) else { return IntrinsicSize() }
            // An SF Symbol's `<resources>` entry is its shape scaled to 128 pt on its longer side (chevron.right
            // 97 × 128, gear 128 × 122), not its size: that depends on the symbol configuration and the glyph, which
            // are not modelled. Reproducing the canvas, its stored size stands in, the size Xcode drew it at (Loop's
            // chevron.right image views are stored 10–11 wide; Element's VoiceMessageToolbarView.xib, measured only,
            // a chevron.left 12.5 × 17 in a stack, which without a size collapses to 0); else it has none.
            if image.isSystemSymbol {
                guard usesPlaceholders, let frame = view.frame else { return IntrinsicSize() }
                return IntrinsicSize(width: frame.width, height: frame.height)
            }
            return IntrinsicSize(width: image.width, height: image.height)
        // Before Xcode 26 a switch's frame is 51×31 and its alignment rect 49 wide: the frame reaches 2 pt past
        // its trailing edge (the corpus' Kickstarter SettingsPrivacySwitchCell: a 351-pt stack of a label, 12 pt
        // and a switch stores the label 290 wide and the switch at x 302; RootSystem draws the outset).
        // Xcode 26's switch is drawn 63 wide from a 61-pt alignment rect (NetNewsWire's Settings.storyboard, 24765:
        // five switches pinned to a content view's trailing margin at 20 end 18 from its edge).
        case "switch": return isXcode26 ? IntrinsicSize(width: 61, height: 28) : IntrinsicSize(width: 49, height: 31)
        // Before Xcode 26 a slider's frame is 31 tall and its alignment rect (what constraints place) 30: the
        // frame reaches 1 pt below it, and 2 pt beyond it on each side (§3.5; RootSystem draws the outset).
        case "slider": return IntrinsicSize(width: nil, height: isXcode26 ? 34 : 30)
        case "activityIndicatorView":
            let large = ["large", "whiteLarge"].contains(view.style ?? "")
            return large ? IntrinsicSize(width: 37, height: 37) : IntrinsicSize(width: 20, height: 20)
        // A progress view is 2 tall before Xcode 12 and 4 from it (iOS 14's bar), its `bar` style 2.5: unconstrained
        // ones are stored 2 at toolsVersion 13771–15702 (edX, Pocket Casts), 4 at 17701–21507 (Pocket Casts'
        // SharePublishViewController, Element), a `bar` 2.5 at 17701 (Element).
        case "progressView":
            guard (document.toolsVersion ?? 0) >= 17000 else { return IntrinsicSize(width: nil, height: 2) }
            return IntrinsicSize(width: nil, height: view.style == "bar" ? 2.5 : 4)
        case "stepper": return IntrinsicSize(width: 94, height: 32)
        // A picker view is 216 tall (§3.2; no width of its own is known): googleads-mobile-ios-examples' APIDemo
        // (Xcode 16, 23089) stores two unconstrained pickers 216 tall, and the button centred on one, whose top is
        // pinned too, stretched to 84.
        case "pickerView": return IntrinsicSize(width: nil, height: 216)
        case "pageControl":
            return IntrinsicSize(width: nil, height: 26)
        case "textView" where !view.isScrollEnabled: return textView(view, wrappingWidth: wrappingWidth, notes: &notes)
        case "textField":
            let font = fontSpec(view.font, default: .system(size: 14))
            let text = view.text ?? view.placeholder ?? ""
            guard let measured = try? measure(TextRequest(text: text, font: font), notes: &notes) else { return IntrinsicSize() }
            // A rounded-rect field is 34 tall and pads its text by 14 on each side (§3.2).
            var size = view.borderStyle == "roundedRect"
                ? IntrinsicSize(width: ceilToPixel(measured.width, scale: scale) + 28,
                                height: max(ceilToPixel(measured.lineHeight, scale: scale), 34))
                : IntrinsicSize(width: ceilToPixel(measured.width, scale: scale), height: borderlessHeight(measured.lineHeight))
            // Its baselines are its text's (§3.4: the text rect's), one line placed as a button's title is:
            // twilio/video-quickstart-ios (MIT, `10d2856`, measured only) ties a borderless system-17 field held 30
            // tall to a label's baseline and stores it 20.75 above it ((30 − 20.5) / 2 + 16); with the bottom as
            // its baseline it was placed 9 pt higher.
            size.setCentredLineBaselines(measured, alignment: view.contentVerticalAlignment, scale: scale)
            return size
        // Bars placed as views (§6.2): a navigation bar or toolbar 44 tall, a tab bar 49, a search bar 56 (64 from
        // Xcode 26); the corpus' duckduckgo TabSwitcher.storyboard pins a navigation bar's top and sides only and
        // stores it 44 tall. Search bars pinned by their top and sides only: WooCommerce's (22155, 22505) are stored
        // 56 tall; IQKeyboardManager's SpecialCase.storyboard (24127, minimal style) and GoMap's MainStoryboard
        // (24765, default style) 64.
        case "navigationBar", "toolbar": return IntrinsicSize(width: nil, height: 44)
        case "tabBar": return IntrinsicSize(width: nil, height: 49)
        case "searchBar": return IntrinsicSize(width: nil, height: isXcode26 ? 64 : 56)
        case "segmentedControl": return IntrinsicSize(width: segmentedControlWidth(view, notes: &notes), height: isXcode26 ? 33 : 32)
        default: return IntrinsicSize()
        }
    }

    /// A segmented control's width of its own (§3.2), points: each segment its title's width in the selected
    /// segment's font (system 13 semibold) plus 17.2, all as wide as the widest unless it apportions widths by
    /// content, and a 1-pt divider between segments. Fitted to five stored frames of controls sized by their
    /// segments alone, in two apps (measured only): AgoraIO/API-Examples (MIT, `609b7ae8`, Xcode 16, 23504) stores
    /// "layer1"…"layer4" 231 wide, "Image", "Color", "Blur", "Video" 227, "broadcaster", "audience" 189 and
    /// "dynamic", "duplicate" 153, and bryceco/GoMap's QuestBuilder.storyboard (24093.7) an apportioned "Primary",
    /// "All" 101; with SF's own advances (`../shared/data/sf-ios-advances.json`) the model gives 231.6, 226.6,
    /// 189.2, 152.9 and 100.9. A segment without a title (an image's) has no known width: nil.
    func segmentedControlWidth(_ view: IBView, notes: inout [String]) -> Double? {
        guard !view.segmentTitles.isEmpty else { return nil }
        var widths: [Double] = []
        for title in view.segmentTitles {
            guard let title, !title.isEmpty,
                  let measured = try? measure(TextRequest(text: title, font: .system(size: 13, weight: 600)), notes: &notes)
            else { return nil }
            widths.append(measured.width + 17.2)
        }
        let segments = view.apportionsSegmentWidthsByContent
            ? widths.reduce(0, +) : Double(widths.count) * (widths.max() ?? 0)
        return ceilToPixel(segments + Double(widths.count - 1), scale: scale)
    }

    /// A borderless text field's height (IB writes no `borderStyle`; §3.2 "18–22 for borderless fields"):
    /// from Xcode 12 (toolsVersion 17000) the line height ceiled to the pixel grid plus 1.5 pt: stored
    /// frames of fields sized only by it give 18.5 at system 14 (the corpus' Wikipedia WMFFindAndReplaceView,
    /// 16.71 → 17 + 1.5), 22 at system 17 (Monal MLSwitchCell, 20.29 → 20.5 + 1.5) and 23.5 at NunitoSans 16
    /// (Criptext, measured only: 21.82 → 22 + 1.5). Earlier files store the line height ceiled to whole
    /// points (21 at system 17: Monal MLAccountCell, toolsVersion 13771).
    func borderlessHeight(_ lineHeight: Double) -> Double {
        (document.toolsVersion ?? 0) >= 17000 ? ceilToPixel(lineHeight, scale: scale) + 1.5 : lineHeight.rounded(.up)
    }

    /// A label's or text view's text: another locale's when ``texts`` has one, else the document's.
    private func text(of view: IBView) -> String {
        texts[view.id] ?? view.attributedText?.text ?? view.text ?? ""
    }

    /// UILabel: the text's size with each dimension ceiled to the pixel grid (repo rules A1–A4); a wrapping
    /// label measured at its wrapping width (§3.3).
    private func label(_ view: IBView, wrappingWidth: Double?, notes: inout [String]) -> IntrinsicSize {
        let text = text(of: view)
        let font = labelFont(view, attributed: texts[view.id] == nil)
        if text.isEmpty { return emptyLabel(font, notes: &notes) }
        let paragraph = ParagraphLines(view.attributedText?.fragments ?? [])
        let lines = view.numberOfLines ?? 1
        let wraps = lines != 1
        var request = TextRequest(text: text, font: font, maxWidth: wraps ? wrappingWidth : nil, maxLines: lines)
        if wraps { request.lineBreakMode = .wordWrapping }
        do {
            let measured = try measure(request, notes: &notes)
            let box = paragraph.lineBox(measured.lineHeight)
            let textHeight = paragraph.height(measured)
            let ascender = roundToPixel(measured.ascender + box - measured.lineHeight, scale: scale)
            let height = ceilToPixel(textHeight, scale: scale)
            // The last line's baseline lies one line box above the text's bottom, plus its ascender.
            let lastBaseline = textHeight - box + ascender
            return IntrinsicSize(width: ceilToPixel(measured.width, scale: scale), height: height,
                                 firstBaseline: ascender, lastBaselineFromBottom: height - lastBaseline, wrapsText: wraps)
        } catch {
            notes.append("label \(view.id) (line \(view.line)): text not measured (\(error)); no intrinsic size")
            return IntrinsicSize()
        }
    }

    /// A label with no text: no size of its own, but its font's baselines, one line's (Pocket Casts' AddCell.xib
    /// aligns an empty label's baseline with a label's in the same font, system 17, and stores both 21 tall at y 11.5).
    private func emptyLabel(_ font: FontSpec, notes: inout [String]) -> IntrinsicSize {
        guard let line = try? measure(TextRequest(text: " ", font: font), notes: &notes) else { return IntrinsicSize(width: 0, height: 0) }
        let ascender = roundToPixel(line.ascender, scale: scale)
        return IntrinsicSize(width: 0, height: 0, firstBaseline: ascender,
                             lastBaselineFromBottom: ceilToPixel(line.lineHeight, scale: scale) - ascender)
    }

    /// A UITextView that does not scroll: as wide as its text in one line and as tall as its text wrapped (every
    /// line with the font's leading), both inside the 5-pt line fragment padding on each side, plus the 8-pt text
    /// container insets above and below; an empty one keeps one line (UIKit's defaults: `textContainerInset`
    /// (8, 0, 8, 0), `lineFragmentPadding` 5, the system font at 12 pt when it names none). Pocket Casts'
    /// SharePublishViewController.xib stores an empty one in system 15 34 tall (8 + 17.9 + 8); Tinode's
    /// Main.storyboard (measured only) a "Private comment" pinned only at its leading edge and centre 126 wide.
    private func textView(_ view: IBView, wrappingWidth: Double?, notes: inout [String]) -> IntrinsicSize {
        let padding = 10.0, insets = 16.0
        let text = text(of: view)
        let fragment = texts[view.id] == nil ? view.attributedText?.fragments.first : nil
        let font = fontSpec(view.font ?? fragment?.font.map(Self.description), default: .system(size: 12))
        var request = TextRequest(text: text.isEmpty ? " " : text, font: font,
                                  maxWidth: wrappingWidth.map { max(0, $0 - padding) }, maxLines: 0)
        request.lineBreakMode = .wordWrapping
        do {
            let measured = try measure(request, notes: &notes)
            var oneLine = request
            oneLine.maxWidth = nil
            let width = wrappingWidth == nil ? measured.width : try measure(oneLine, notes: &notes).width
            // TextKit gives every line the font's line height with its leading (a text style's: Subhead 15 pt in
            // lines 20 apart), the last one too, where a label's last line has none: Tinode's "Private comment" in
            // Subhead is stored 36 tall, 20 + 16. As a wrapping label's, the height is measured again at the solved width.
            let pitch = measured.linePitch ?? LineSpacing.roundedPitch.pitch(lineHeight: measured.lineHeight, font: font) ?? measured.lineHeight
            let textHeight = measured.height + max(0, pitch - measured.lineHeight)
            return IntrinsicSize(width: ceilToPixel(width, scale: scale) + padding,
                                 height: ceilToPixel(textHeight, scale: scale) + insets, wrapsText: true)
        } catch {
            notes.append("text view \(view.id) (line \(view.line)): text not measured (\(error)); no intrinsic size")
            return IntrinsicSize()
        }
    }

    /// UIButton through the ButtonSizer core: the classic profile with the IB insets, or a configuration.
    private func button(_ view: IBView, notes: inout [String]) -> IntrinsicSize {
        let facts = view.button
        let normal = facts?.state("normal")
        let title = buttonTitle(view)
        // A button showing only an SF Symbol is sized by the symbol, whose size is not modelled (see imageView):
        // reproducing the canvas, its stored size stands in, as a symbol image view's does.
        if title.isEmpty, usesPlaceholders, let frame = view.frame, facts?.configuration == nil,
           let symbol = (normal?.image).flatMap({ document.image(named: $0) }), symbol.isSystemSymbol {
            return IntrinsicSize(width: frame.width, height: frame.height)
        }
        let spec = buttonSpec(view, notes: &notes)
        let font = spec.titleFont
        do {
            let size = try ButtonSizer(measurer: measurer).intrinsicContentSize(spec)
            var result = IntrinsicSize(width: size.width, height: size.height)
            if !title.isEmpty, let measured = try? measure(TextRequest(text: title, font: font), notes: &notes) {
                result.setCentredLineBaselines(measured, alignment: view.contentVerticalAlignment, scale: scale)
            }
            return result
        } catch {
            notes.append("button \(view.id) (line \(view.line)): not sized (\(error)); no intrinsic size")
            return IntrinsicSize()
        }
    }

    /// A button's title: the one set for this locale, else the title Xcode exports (`buttonTitle`): a configured
    /// button's own, never the "Button" its normal state keeps from the library (OsmAnd's GpxTravelCell.xib stores
    /// two such title-less configured buttons 24 wide).
    private func buttonTitle(_ view: IBView) -> String { texts[view.id] ?? view.buttonTitle?.title ?? "" }

    /// The font a button's title is drawn in and the narrowest width (points, on the pixel grid) at which it shows
    /// whole (ButtonSizer's truncation report at `width` points: insets and image included; a classic button's 30-pt
    /// minimum width is not the title's need), nil when it does not show whole at any width or cannot be laid out.
    func buttonTitleNeed(_ view: IBView, width: Double) -> (font: FontSpec, minimumWidth: Double?) {
        var notes: [String] = []
        let spec = buttonSpec(view, notes: &notes)
        return (spec.titleFont, try? ButtonSizer(measurer: measurer).truncationReport(spec, width: width).minimumWidth)
    }

    /// The ButtonSizer core's spec of a button: its title, font, image and profile as the document gives them.
    private func buttonSpec(_ view: IBView, notes: inout [String]) -> ButtonSpec {
        let facts = view.button
        let normal = facts?.state("normal")
        let title = buttonTitle(view)
        // An SF Symbol's listed size is its shape at 128 pt (see imageView): not used as the image's size. A
        // configuration shows its own image (lint reads the same: the configuration's, else the normal state's).
        let configuration = facts?.configuration
        let image = (configuration?.image ?? normal?.image).flatMap { document.image(named: $0) }
            .flatMap { $0.isSystemSymbol ? nil : Size(width: $0.width, height: $0.height) }
        // An attributed title without a font of the button's own is in its first fragment's font, as a label's is.
        let fragment = texts[view.id] == nil && configuration?.title == nil ? normal?.attributedTitle?.fragments.first : nil
        // A configuration's title is in its titleFontDescription (the button's fontDescription is not used).
        let ownFont = configuration != nil ? configuration?.titleFont : view.font
        var font = fontSpec(ownFont ?? fragment?.font.map(Self.description), default: .system(size: Self.defaultButtonFontSize(facts)))
        // A named font that does not load: the system font at its size stands in (§8.1), with the note. The font
        // library remembers a family it did not find, so asking again costs a look-up, not a search.
        if font.name != FontSpec.systemFontName, (try? measurer.measure(TextRequest(text: "x", font: font))) == nil {
            _ = try? measure(TextRequest(text: "x", font: font), notes: &notes)
            font = FontSpec.system(size: font.size, weight: font.weight)
        }
        let profile: ButtonProfile
        if let configuration {
            // Its parameters as Interface Builder writes them (the strings are the core's raw values, as lint passes
            // them); one it does not know is left at UIKit's default.
            var parameters = ConfigurationParameters(
                style: configuration.style.flatMap(ConfigurationStyle.init(rawValue:)) ?? .plain,
                buttonSize: configuration.buttonSize.flatMap(ButtonSize.init(rawValue:)) ?? .medium,
                imagePlacement: configuration.imagePlacement.flatMap(ImagePlacement.init(rawValue:)) ?? .leading,
                titleAlignment: configuration.titleAlignment.flatMap(TitleAlignment.init(rawValue:)) ?? .automatic)
            if let padding = configuration.imagePadding { parameters.imagePadding = padding }
            if let padding = configuration.titlePadding { parameters.titlePadding = padding }
            if let insets = configuration.contentInsets {
                parameters.contentInsets = DirectionalEdgeInsets(top: insets.top, leading: insets.leading, bottom: insets.bottom,
                                                                 trailing: insets.trailing)
            }
            profile = .configuration(parameters)
            // Without a font of its own, the configuration's text style: body, subheadline for small and mini sizes.
            if ownFont == nil && fragment == nil { font = profile.defaultTitleFont(at: contentSize) }
        } else {
            let insets = facts?.contentEdgeInsets.map { EdgeInsets(top: $0.top, left: $0.left, bottom: $0.bottom, right: $0.right) } ?? .zero
            let imageInsets = facts?.imageEdgeInsets.map { EdgeInsets(top: $0.top, left: $0.left, bottom: $0.bottom, right: $0.right) } ?? .zero
            let titleInsets = facts?.titleEdgeInsets.map { EdgeInsets(top: $0.top, left: $0.left, bottom: $0.bottom, right: $0.right) } ?? .zero
            // A background image from `<resources>` (an asset's listed size is its size; a symbol's is not).
            let background = (normal?.backgroundImage).flatMap { document.image(named: $0) }
                .flatMap { $0.isSystemSymbol ? nil : Size(width: $0.width, height: $0.height) }
            profile = .classic(ClassicParameters(contentEdgeInsets: insets, imageEdgeInsets: imageInsets, titleEdgeInsets: titleInsets,
                                                 backgroundImageSize: background))
        }
        return ButtonSpec(title: title, subtitle: configuration?.subtitle, titleFont: font, imageSize: image, profile: profile,
                          scale: scale)
    }

    /// The title's point size when the document gives no font: a configuration's 17 (its body style), else the
    /// classic button's default (``IBButton/defaultTitlePointSize``: 18 for a custom button, 15 for a system one).
    static func defaultButtonFontSize(_ facts: IBButton?) -> Double {
        if facts?.configuration != nil { return 17 }
        return facts?.defaultTitlePointSize ?? 15
    }

    /// Measures `request`; a named font that does not load falls back to the system font at its size, as
    /// `UIFont(name:size:)` returning nil makes a nib do (docs/reference/auto-layout.md §8.1), with a note.
    func measure(_ request: TextRequest, notes: inout [String]) throws -> MeasuredText {
        func fallback() throws -> MeasuredText {
            let note = "font \(request.font.name) not available: the system font stands in for it"
            if !notes.contains(note) { notes.append(note) }
            var fallback = request
            fallback.font = .system(size: request.font.size, weight: request.font.weight, italic: request.font.italic)
            return try measurer.measure(fallback)
        }
        // A family that did not load is remembered by the font library (its failed look-up, which ranks every
        // family name for the error message, is not made again: docs/performance.md).
        do {
            return try measurer.measure(request)
        } catch where request.font.name != FontSpec.systemFontName {
            return try fallback()
        }
    }

    /// An IB font as a font spec: the system font stand-in for system fonts and text styles (at the default
    /// content size, Large), the family for named fonts.
    /// An attributed string fragment's font as a font description: `metaFont="system"` (or `systemBold`…) is
    /// the system font, a `name` a named font.
    static func description(_ font: IBFragmentFont) -> IBFontDescription {
        let meta = font.metaFont?.lowercased()
        let isSystemName = font.postScriptName?.hasPrefix(".") ?? false
        if meta != nil || isSystemName || (font.postScriptName == nil && font.family == nil) {
            let bold = (meta ?? font.postScriptName?.lowercased() ?? "").contains("bold")
            return IBFontDescription(key: "fontDescription", line: 0, systemType: bold ? .boldSystem : .system, pointSize: font.size)
        }
        return IBFontDescription(key: "fontDescription", line: 0, postScriptName: font.postScriptName, family: font.family, pointSize: font.size)
    }

    /// The font a label's text is measured in: its font description; else, when its text is the document's
    /// attributed text (`attributed`), the first fragment's font; else its context's default (``defaultLabelFont(_:)``).
    func labelFont(_ view: IBView, attributed: Bool) -> FontSpec {
        let fragment = attributed ? view.attributedText?.fragments.first : nil
        return fontSpec(view.font ?? fragment?.font.map(Self.description), default: defaultLabelFont(view))
    }

    /// The font a label has when its document leaves the size to UIKit (`pointSize="0.0"`, or no font): UILabel's
    /// system 17, and a table view cell's built-in labels their style's text styles, which grow with the content
    /// size (docs/screen-lint.md, "Fonts UIKit picks"; not in the reference: body for a `textLabel` and a value1
    /// `detailTextLabel`, 17 pt at Large, caption1, 12 pt, for a subtitle `detailTextLabel`, chosen; value2's small
    /// key label caption1 and its value subheadline, chosen, low). IB's canvas draws a size of 0 at 12 pt, CoreText's
    /// default (duckduckgo's Debug.storyboard stores its subtitle cell's 0-pt "Title" 25 × 14.5: system 12), which
    /// is not what UIKit shows.
    func defaultLabelFont(_ view: IBView) -> FontSpec {
        guard let role = document.tableCellLabels[view.id] else { return .system(size: 17) }
        let style: TextStyle = switch (role.cellStyle, role.isDetail) {
        case ("IBUITableViewCellStyleSubtitle", true): .caption1
        case ("IBUITableViewCellStyleValue2", false): .caption1
        case ("IBUITableViewCellStyleValue2", true): .subheadline
        default: .body
        }
        return FontSpec.preferred(style, contentSize: contentSize)
    }

    func fontSpec(_ font: IBFontDescription?, default fallback: FontSpec) -> FontSpec {
        guard let font else { return fallback }
        if let style = font.knownTextStyle, let textStyle = Self.textStyles[style] {
            return FontSpec.preferred(textStyle, contentSize: contentSize)
        }
        // A size of 0 is IB's for "the size UIKit picks" (a table cell's built-in labels): the context's default size,
        // in the description's weight.
        let givenSize = font.pointSize.flatMap { $0 > 0 ? $0 : nil }
        if givenSize == nil, font.family == nil, font.postScriptName == nil {
            var spec = fallback
            switch (font.systemType, font.weight) {
            case (.boldSystem?, _): spec.weight = 700
            case (.italicSystem?, _): spec.italic = true
            case (_, nil), (_, .regular?): break
            case (_, let weight?): spec.weight = Self.weightValue(weight)
            }
            return spec
        }
        let size = givenSize ?? fallback.size
        if let family = font.family ?? font.postScriptName {
            let bold = (font.postScriptName ?? "").lowercased().contains("bold")
            return FontSpec(name: family, size: size, weight: bold ? 700 : 400)
        }
        let weight = font.weight.flatMap { $0 == .regular ? nil : Self.weightValue($0) } ?? (font.systemType == .boldSystem ? 700 : 400)
        return .system(size: size, weight: weight, italic: font.systemType == .italicSystem)
    }

    /// IB's text styles as the measurer's, matched by case name once (a string made per font asked for was a
    /// tenth of re-solving a screen: docs/performance.md, "Screen lint").
    static let textStyles: [IBTextStyle: TextStyle] = Dictionary(uniqueKeysWithValues: IBTextStyle.allCases.compactMap { style in
        TextStyle(rawValue: "\(style)").map { (style, $0) }
    })

    /// A system font weight as a number (100–900).
    static func weightValue(_ weight: IBFontWeight) -> Int {
        switch weight {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }
}


extension InterfaceBuilderDocument {
    /// Whether Xcode 26 saved the document (toolsVersion 24xxx–25xxx, §0): its system controls have iOS 26's
    /// metrics. `32700.99.1234`, written by a build that reports no version (of the Xcode 15 line, corpus README),
    /// is not: duckduckgo's Bookmarks.storyboard of that version stores a 51 × 31 switch.
    var isSavedByXcode26: Bool { (24000..<32000).contains(toolsVersion ?? 0) }

    /// Whether Xcode 16 or later saved the document (toolsVersion 23000–31999; not `32700.99.1234`, of the
    /// Xcode 15 line).
    var isSavedByXcode16: Bool { (23000..<32000).contains(toolsVersion ?? 0) }
}

/// The line boxes an attributed label's paragraph style asks for (NSParagraphStyle): every line's box is the
/// font's line height times `lineHeightMultiple` (at least 1 here), then at least `minimumLineHeight` and at most
/// `maximumLineHeight` points, the extra above the glyphs; `lineSpacing` points come between one line and the next.
/// A label has one paragraph: where fragments differ, the largest multiple, minimum and spacing and the smallest
/// maximum apply.
struct ParagraphLines {
    var multiple = 1.0
    var minimum = 0.0
    var maximum: Double?
    var spacing = 0.0

    init(_ fragments: [IBFragment]) {
        multiple = max(1, fragments.compactMap(\.lineHeightMultiple).max() ?? 1)
        minimum = max(0, fragments.compactMap(\.minimumLineHeight).max() ?? 0)
        maximum = fragments.compactMap(\.maximumLineHeight).filter { $0 > 0 }.min()
        spacing = max(0, fragments.compactMap(\.lineSpacing).max() ?? 0)
    }

    /// The height of each line's box for a font whose line is `lineHeight` points tall.
    func lineBox(_ lineHeight: Double) -> Double {
        let box = max(lineHeight * multiple, minimum)
        return maximum.map { min(box, $0) } ?? box
    }

    /// The text's height, in points, its lines ``lineBox(_:)`` points tall each.
    ///
    /// A multiple alone stretches the measured text, its line pitch included: duckduckgo's DaxOnboarding label
    /// (system 16, multiple 1.35) is stored 26 tall, 19.09 × 1.35 = 25.8 ceiled to the pixel grid. A line height
    /// limit or spacing sets the lines one box and the spacing apart, the pitch not rounded to whole points as a
    /// plain label's is (``LineSpacing/roundedPitch``): Pocket Casts' DownloadsViewController.xib stores two lines
    /// of system 14 with `lineSpacing` 7 40.5 tall (16.71 + 7 + 16.71 = 40.42, ceiled at @2x; a rounded pitch
    /// would give 41), and duckduckgo's Onboarding.storyboard one line of system 17 (20.29) with
    /// `minimumLineHeight` 22 22 tall.
    func height(_ measured: MeasuredText) -> Double {
        let box = lineBox(measured.lineHeight)
        guard minimum > 0 || maximum != nil || spacing > 0 else {
            return measured.lineHeight > 0 ? measured.height * box / measured.lineHeight : measured.height
        }
        let count = Double(max(1, measured.lines.count))
        return count * box + (count - 1) * spacing
    }
}
