/// Checks of user input; each failure names its field.
extension ButtonSpec {
    /// The checks of ``validate()``, run until a spec's fields are found valid once.
    func checkFields() throws {
        try ValueRule.scale.check(scale, "scale")
        try checkFont(titleFont, "titleFont")
        if let subtitleFont { try checkFont(subtitleFont, "subtitleFont") }
        if let imageSize { try checkSize(imageSize, "imageSize") }
        if let titleSize { try checkSize(titleSize, "titleSize") }
        if let maxLines { try ValueRule.lineCount.check(Double(maxLines), "maxLines") }
        if let factor = titleShrinking?.minimumScaleFactor { try ValueRule.scaleFactor.check(factor, "titleShrinking.minimumScaleFactor") }
        if let attributedTitle {
            try attributedTitle.validate()
            if titleShrinking != nil {
                throw ButtonSpecError(field: "titleShrinking", problem: "does not shrink an attributedTitle (not implemented)")
            }
        }
        if let subtitle, !subtitle.isEmpty, !profile.isConfiguration {
            throw ButtonSpecError(field: "subtitle",
                                  problem: "the \(profile.name) profile has no subtitle (only configuration)")
        }
        try profile.validate()
    }
}

extension ButtonProfile {
    /// Whether it is ``configuration(_:)``: the only profile that shows a subtitle.
    var isConfiguration: Bool {
        if case .configuration = self { return true }
        return false
    }

    func validate() throws {
        // Field names are built only when a check fails (the checks take autoclosures): validation
        // runs on every layout, so the valid path must not allocate.
        func p() -> String { "profile.\(name)" }
        switch self {
        case .configuration(let c):
            try checkFinite(c.imagePadding, "\(p()).imagePadding")
            try checkFinite(c.titlePadding, "\(p()).titlePadding")
            try checkNonNegative(c.imageReservation, "\(p()).imageReservation")
            if let i = c.contentInsets {
                try checkFinite(i.top, "\(p()).contentInsets.top")
                try checkFinite(i.leading, "\(p()).contentInsets.leading")
                try checkFinite(i.bottom, "\(p()).contentInsets.bottom")
                try checkFinite(i.trailing, "\(p()).contentInsets.trailing")
            }
            if let r = c.cornerRadius { try checkNonNegative(r, "\(p()).cornerRadius") }
        case .classic(let c):
            try c.validate(p())
        case .alternative(let a):
            try checkNonNegative(a.imageSide, "\(p()).imageSide")
            try checkFinite(a.margin, "\(p()).margin")
            if let r = a.imageCornerRadius { try checkNonNegative(r, "\(p()).imageCornerRadius") }
        case .zui(let z):
            try z.classic.validate(p())
            try checkFinite(z.spacing, "\(p()).spacing")
        case .cyl:
            break
        case .labelAlignment(let l):
            try l.classic.validate(p())
        }
    }
}

extension ClassicParameters {
    func validate(_ prefix: @autoclosure () -> String) throws {
        try checkInsets(contentEdgeInsets, "\(prefix()).contentEdgeInsets")
        try checkInsets(imageEdgeInsets, "\(prefix()).imageEdgeInsets")
        try checkInsets(titleEdgeInsets, "\(prefix()).titleEdgeInsets")
        if let background = backgroundImageSize {
            try checkFinite(background.width, "\(prefix()).backgroundImageSize.width")
            try checkFinite(background.height, "\(prefix()).backgroundImageSize.height")
        }
    }
}

@inline(__always)
func checkInsets(_ insets: EdgeInsets, _ field: @autoclosure () -> String) throws {
    try checkFinite(insets.top, "\(field()).top")
    try checkFinite(insets.left, "\(field()).left")
    try checkFinite(insets.bottom, "\(field()).bottom")
    try checkFinite(insets.right, "\(field()).right")
}

extension ButtonSpec {
    /// The largest length accepted anywhere in a spec, in points: ``ValueRule/maximumLength``.
    public static let maximumLength = ValueRule.maximumLength
}

/// The one set of limits on user-supplied numbers, shared by ``ButtonSpec/validate()``, the text
/// measurer (GlyphMetrics) and the command-line and JSON front ends (ButtonSizerEngine). Each layer
/// names the field in its own spelling and its own error type; the limit and the words come from here.
public enum ValueRule: Sendable, Hashable {
    /// A length or offset in points: finite, at most ±``maximumLength``.
    case length
    /// A size or width in points: 0…``maximumLength``.
    case nonNegativeLength
    /// A font's point size: above 0, at most ``maximumPointSize``.
    case pointSize
    /// Letter spacing in points: at most ±``maximumPointSize``.
    case letterSpacing
    /// A font weight: 1…1000 (400 regular, 700 bold).
    case weight
    /// A line limit: 0 (no limit) or more.
    case lineCount
    /// A screen scale: 1, 2 or 3.
    case scale
    /// A scale factor (`minimumScaleFactor`): above 0, at most 1.
    case scaleFactor

    /// The largest length accepted anywhere, in points. Far beyond any screen, and small enough that
    /// sums of a few lengths (insets, spacing, sizes) can neither overflow to ±∞ nor lose the pixel
    /// grid to rounding.
    public static let maximumLength = 1_000_000.0
    /// The largest point size (and letter spacing) accepted; larger sizes are an error rather than
    /// infinite widths.
    public static let maximumPointSize = 10_000.0

    /// Whether `value` is within the rule: the test alone, which every layout runs on every number of
    /// its spec, so it builds no message.
    @inline(__always)
    func accepts(_ value: Double) -> Bool {
        switch self {
        case .length: value.isFinite && abs(value) <= Self.maximumLength
        case .nonNegativeLength: value.isFinite && abs(value) <= Self.maximumLength && value >= 0
        case .pointSize: value.isFinite && value > 0 && value <= Self.maximumPointSize
        case .letterSpacing: value.isFinite && abs(value) <= Self.maximumPointSize
        case .weight: value >= 1 && value <= 1000
        case .lineCount: value >= 0
        case .scale: PixelGrid.supportedScales.contains(value)
        case .scaleFactor: FontShrinking.accepts(value)
        }
    }

    /// What is wrong with `value` ("must not be negative"), or nil when it is within the rule.
    public func problem(_ value: Double) -> String? {
        guard !accepts(value) else { return nil }
        let length = Int(Self.maximumLength), points = Int(Self.maximumPointSize)
        switch self {
        case .length, .nonNegativeLength:
            guard value.isFinite, abs(value) <= Self.maximumLength else {
                return "must be a finite number of points from -\(length) to \(length)"
            }
            return "must not be negative"
        case .pointSize: return "must be a number of points above 0 and at most \(points)"
        case .letterSpacing: return "must be a finite number of points from -\(points) to \(points)"
        case .weight: return "must be 1…1000 (400 regular, 700 bold)"
        case .lineCount: return "must be 0 (no limit) or more"
        case .scale: return "must be 1, 2 or 3"
        case .scaleFactor: return "must be above 0 and at most 1"
        }
    }

    /// Throws ``ButtonSpecError`` naming `field` when `value` breaks the rule.
    public func check(_ value: Double, _ field: @autoclosure () -> String) throws(ButtonSpecError) {
        if !accepts(value) { throw error(value, field: field()) }
    }

    /// The error for a `value` that breaks the rule, named `field`.
    @inline(never)
    func error(_ value: Double, field: String) -> ButtonSpecError {
        ButtonSpecError(field: field, problem: "\(problem(value) ?? "") (got \(formatPoints(value)))")
    }
}

// The checks every layout runs on every number of its spec: inlined, so a valid number costs its
// comparisons (the rule is a constant and the field name an autoclosure called only on failure).

@inline(__always)
func checkFinite(_ value: Double, _ field: @autoclosure () -> String) throws {
    if !ValueRule.length.accepts(value) { throw ValueRule.length.error(value, field: field()) }
}

@inline(__always)
func checkNonNegative(_ value: Double, _ field: @autoclosure () -> String) throws {
    if !ValueRule.nonNegativeLength.accepts(value) { throw ValueRule.nonNegativeLength.error(value, field: field()) }
}

@inline(__always)
func checkSize(_ size: Size, _ field: @autoclosure () -> String) throws {
    try checkNonNegative(size.width, "\(field()).width")
    try checkNonNegative(size.height, "\(field()).height")
}

extension FontSpec {
    /// The font's first value out of range (size, letter spacing, weight), named as in Swift
    /// (`size`, `letterSpacing`, `weight`), with the ``ValueRule`` it breaks; nil when valid.
    @inline(__always)
    public var invalidValue: (field: String, value: Double, rule: ValueRule)? {
        if !ValueRule.pointSize.accepts(size) { return ("size", size, .pointSize) }
        if !ValueRule.letterSpacing.accepts(letterSpacing) { return ("letterSpacing", letterSpacing, .letterSpacing) }
        if !ValueRule.weight.accepts(Double(weight)) { return ("weight", Double(weight), .weight) }
        return nil
    }
}

extension TextRequest {
    /// The request's first value out of range (the font's, then `maxWidth`, `maxLines`) with the
    /// ``ValueRule`` it breaks; nil when valid. An infinite width is no limit, not an error.
    public var invalidValue: (field: String, value: Double, rule: ValueRule)? {
        if let invalid = font.invalidValue { return invalid }
        if let width = maxWidth, width.isNaN || width < 0 { return ("maxWidth", width, .nonNegativeLength) }
        if !ValueRule.lineCount.accepts(Double(maxLines)) { return ("maxLines", Double(maxLines), .lineCount) }
        return nil
    }
}

@inline(__always)
func checkFont(_ font: FontSpec, _ field: @autoclosure () -> String) throws {
    if let invalid = font.invalidValue { throw invalid.rule.error(invalid.value, field: "\(field()).\(invalid.field)") }
}
