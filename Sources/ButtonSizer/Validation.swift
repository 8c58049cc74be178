/// Checks of user input; each failure names its field.
extension ButtonSpec {
    /// Throws ``ButtonSpecError`` for the first field that cannot be laid out: a scale other than
    /// 1, 2 or 3; a negative or non-finite size; a non-positive font size; a non-finite inset,
    /// padding or spacing; a negative line limit; a subtitle on a profile that cannot show one.
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
        let p = "profile.\(name)"
        switch self {
        case .configuration(let c):
            try checkFinite(c.imagePadding, "\(p).imagePadding")
            try checkFinite(c.titlePadding, "\(p).titlePadding")
            try checkNonNegative(c.imageReservation, "\(p).imageReservation")
            let i = c.contentInsets
            for (v, n) in [(i.top, "top"), (i.leading, "leading"), (i.bottom, "bottom"), (i.trailing, "trailing")] {
                try checkFinite(v, "\(p).contentInsets.\(n)")
            }
        case .classic(let c):
            try c.validate(p)
        case .alternative(let a):
            try checkNonNegative(a.imageSide, "\(p).imageSide")
            try checkFinite(a.margin, "\(p).margin")
            if let r = a.imageCornerRadius { try checkNonNegative(r, "\(p).imageCornerRadius") }
        case .zui(let z):
            try z.classic.validate(p)
            try checkFinite(z.spacing, "\(p).spacing")
        case .cyl:
            break
        case .labelAlignment(let l):
            try l.classic.validate(p)
        }
    }
}

extension ClassicParameters {
    func validate(_ prefix: String) throws {
        for (insets, name) in [(contentEdgeInsets, "contentEdgeInsets"), (imageEdgeInsets, "imageEdgeInsets"),
                               (titleEdgeInsets, "titleEdgeInsets")] {
            for (v, side) in [(insets.top, "top"), (insets.left, "left"), (insets.bottom, "bottom"),
                              (insets.right, "right")] {
                try checkFinite(v, "\(prefix).\(name).\(side)")
            }
        }
    }
}

func checkFinite(_ value: Double, _ field: String) throws {
    guard value.isFinite else {
        throw ButtonSpecError(field: field, problem: "must be a finite number (got \(formatPoints(value)))")
    }
}

func checkNonNegative(_ value: Double, _ field: String) throws {
    try checkFinite(value, field)
    guard value >= 0 else {
        throw ButtonSpecError(field: field, problem: "must not be negative (got \(formatPoints(value)))")
    }
}

func checkSize(_ size: Size, _ field: String) throws {
    try checkNonNegative(size.width, "\(field).width")
    try checkNonNegative(size.height, "\(field).height")
}

func checkFont(_ font: FontSpec, _ field: String) throws {
    try checkFinite(font.size, "\(field).size")
    guard font.size > 0 else {
        throw ButtonSpecError(field: "\(field).size", problem: "must be positive (got \(formatPoints(font.size)))")
    }
    try checkFinite(font.letterSpacing, "\(field).letterSpacing")
}
