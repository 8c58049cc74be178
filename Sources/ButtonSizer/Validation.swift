/// Checks of user input; each failure names its field.
extension ButtonSpec {
    /// Throws ``ButtonSpecError`` for the first field that cannot be laid out: a scale other than
    /// 1, 2 or 3; a negative or non-finite size; a non-positive font size; a non-finite inset,
    /// padding or spacing; any length beyond ±``maximumLength`` (10⁶ points); a negative line limit; a subtitle on a profile that cannot show one.
    public func validate() throws {
        guard PixelGrid.supportedScales.contains(scale) else {
            throw ButtonSpecError(field: "scale", problem: "must be 1, 2 or 3 (got \(formatPoints(scale)))")
        }
        try checkFont(titleFont, "titleFont")
        if let subtitleFont { try checkFont(subtitleFont, "subtitleFont") }
        if let imageSize { try checkSize(imageSize, "imageSize") }
        if let titleSize { try checkSize(titleSize, "titleSize") }
        if let maxLines, maxLines < 0 {
            throw ButtonSpecError(field: "maxLines", problem: "must not be negative (got \(maxLines))")
        }
        if let subtitle, !subtitle.isEmpty, !profile.showsSubtitle {
            throw ButtonSpecError(field: "subtitle",
                                  problem: "the \(profile.name) profile has no subtitle (only configuration)")
        }
        try profile.validate()
    }
}

extension ButtonProfile {
    var showsSubtitle: Bool {
        if case .configuration = self { return true }
        return false
    }

    func validate() throws {
        // Field names are built only when a check fails (the checks take autoclosures): validation
        // runs on every layout, so the valid path must not allocate.
        let p = { "profile.\(name)" }
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
    }
}

func checkInsets(_ insets: EdgeInsets, _ field: @autoclosure () -> String) throws {
    try checkFinite(insets.top, "\(field()).top")
    try checkFinite(insets.left, "\(field()).left")
    try checkFinite(insets.bottom, "\(field()).bottom")
    try checkFinite(insets.right, "\(field()).right")
}

extension ButtonSpec {
    /// The largest length accepted anywhere in a spec, in points. Far beyond any screen, and small
    /// enough that sums of a few lengths (insets, spacing, sizes) can neither overflow to ±∞ nor lose
    /// the pixel grid to rounding.
    public static let maximumLength = 1_000_000.0
}

func checkFinite(_ value: Double, _ field: @autoclosure () -> String) throws {
    guard value.isFinite, abs(value) <= ButtonSpec.maximumLength else {
        throw ButtonSpecError(field: field(), problem: "must be a finite number of points from "
                              + "-\(Int(ButtonSpec.maximumLength)) to \(Int(ButtonSpec.maximumLength)) (got \(formatPoints(value)))")
    }
}

func checkNonNegative(_ value: Double, _ field: @autoclosure () -> String) throws {
    try checkFinite(value, field())
    guard value >= 0 else {
        throw ButtonSpecError(field: field(), problem: "must not be negative (got \(formatPoints(value)))")
    }
}

func checkSize(_ size: Size, _ field: @autoclosure () -> String) throws {
    try checkNonNegative(size.width, "\(field()).width")
    try checkNonNegative(size.height, "\(field()).height")
}

func checkFont(_ font: FontSpec, _ field: @autoclosure () -> String) throws {
    try checkFinite(font.size, "\(field()).size")
    guard font.size > 0 else {
        throw ButtonSpecError(field: "\(field()).size", problem: "must be positive (got \(formatPoints(font.size)))")
    }
    try checkFinite(font.letterSpacing, "\(field()).letterSpacing")
}
