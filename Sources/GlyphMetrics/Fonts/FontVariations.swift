/// One variation axis of a variable font (`fvar`), in design units.
public struct VariationAxis: Sendable, Hashable, CustomStringConvertible {
    /// The axis tag: "wght", "wdth", "slnt", "ital", "opsz"…
    public var tag: String
    /// The axis's smallest value, in design units (`wght` 100, `wdth` 75).
    public var minimum: Double
    /// The value the font uses when the axis is not set, in design units.
    public var defaultValue: Double
    /// The axis's largest value, in design units.
    public var maximum: Double

    /// An axis from its tag and range in design units, as `fvar` stores it (HarfBuzz `hb_ot_var_get_axis_infos`).
    public init(tag: String, minimum: Double, defaultValue: Double, maximum: Double) {
        self.tag = tag
        self.minimum = minimum
        self.defaultValue = defaultValue
        self.maximum = maximum
    }

    /// `value` limited to the axis range.
    public func clamp(_ value: Double) -> Double { min(max(value, minimum), maximum) }

    /// Whether `value` lies within the axis range, ends included.
    public func contains(_ value: Double) -> Bool { value >= minimum && value <= maximum }

    /// "wght 100…900".
    public var description: String { "\(tag) \(formatCoordinate(minimum))…\(formatCoordinate(maximum))" }
}

/// A design coordinate as text: whole numbers without ".0".
func formatCoordinate(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
}

extension FontFace {
    /// Whether the font has variation axes (`fvar`).
    public var isVariable: Bool { !axes.isEmpty }

    /// The coordinates as `tag → value`, in axis order; empty for a static font.
    public var variations: [(tag: String, value: Double)] {
        zip(axes, coordinates).map { ($0.tag, $1) }
    }

    /// The design coordinates a request implies for this (variable) face, as CoreText sets them:
    ///
    /// - `wght` = `weight` (it must lie inside the axis; outside is an error naming the range);
    /// - `ital` = 1 when `italic`, else 0; `slnt` = the axis minimum (its full lean) when `italic`,
    ///   else 0 (both clamped to the axis);
    /// - `opsz` = `pointSize` clamped to the axis (CoreText's automatic optical size);
    /// - every `explicit` setting last, overriding the rules above (unknown tags and values outside an
    ///   axis are errors naming the font's axes).
    ///
    /// Axes the request does not touch keep this face's coordinates (a named instance's, or the
    /// defaults). Pure: no C call.
    /// - Throws: ``GlyphMetricsError/invalidVariation(font:setting:reason:)``.
    public func coordinates(weight: Int?, italic: Bool, pointSize: Double,
                            explicit: [String: Double] = [:]) throws -> [Double] {
        var values = coordinates
        let axisList = axes.map(\.description).joined(separator: ", ")
        for (tag, _) in explicit where !axes.contains(where: { $0.tag == tag }) {
            throw GlyphMetricsError.invalidVariation(
                font: description, setting: tag,
                reason: axes.isEmpty ? "the font has no variation axes"
                    : "the font has no '\(tag)' axis; its axes: \(axisList)")
        }
        for (index, axis) in axes.enumerated() {
            if let value = explicit[axis.tag] {
                guard value.isFinite, axis.contains(value) else {
                    throw GlyphMetricsError.invalidVariation(
                        font: description, setting: "\(axis.tag)=\(formatCoordinate(value))",
                        reason: "outside the axis \(axis); the font's axes: \(axisList)")
                }
                values[index] = value
                continue
            }
            switch axis.tag {
            case "wght":
                guard let weight else { continue }
                guard axis.contains(Double(weight)) else {
                    throw GlyphMetricsError.invalidVariation(
                        font: description, setting: "weight \(weight)",
                        reason: "outside the font's axis \(axis)")
                }
                values[index] = Double(weight)
            case "ital": values[index] = axis.clamp(italic ? 1 : 0)
            case "slnt": values[index] = italic ? axis.minimum : axis.clamp(0)
            case "opsz": values[index] = axis.clamp(pointSize)
            default: break
            }
        }
        return values
    }

    /// Whether the coordinates for a request depend on the point size (the font has `opsz`).
    public var hasOpticalSize: Bool { axes.contains { $0.tag == "opsz" } }
}

extension FontFace {
    /// Whether this face really provides `weight` and the slant, without synthesis: a static face by
    /// its OS/2 weight (±1) and italic flags, a variable face also by its `wght` axis containing the
    /// weight and a `slnt` (negative minimum) or `ital` axis for italic.
    public func provides(weight: Int, italic: Bool) -> Bool {
        let axis = { (tag: String) in self.axes.first { $0.tag == tag } }
        let weightOK = abs(self.weight - weight) <= 1 || (axis("wght")?.contains(Double(weight)) ?? false)
        let hasSlantAxis = (axis("slnt").map { $0.minimum < 0 } ?? false) || (axis("ital").map { $0.maximum >= 1 } ?? false)
        let italicOK = italic
            ? (isItalic || hasSlantAxis)
            : (!isItalic || (axis("slnt").map { $0.contains(0) } ?? false) || (axis("ital").map { $0.contains(0) } ?? false))
        return weightOK && italicOK
    }

    /// "700 italic (Bold Italic)": the weight, slant and style name.
    public var styleDescription: String {
        GlyphMetrics.styleName(weight: Double(weight), italic: isItalic) + (styleName.isEmpty ? "" : " (\(styleName))")
    }
}
