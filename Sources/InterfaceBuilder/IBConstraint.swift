/// A layout constraint as IB stores it: `first.firstAttribute (=|≤|≥) multiplier × second.secondAttribute
/// + constant` at `priority` (auto-layout.md §1.1–§1.3).
public struct IBConstraint: Sendable, Hashable {
    /// Its object id, if any.
    public var id: String?
    /// The line of its element.
    public var line: Int
    /// The view whose `<constraints>` block holds it.
    public var owner: String
    /// The first item's id: a view or a layout guide; the owner when `firstItem` is omitted.
    public var firstItem: String
    /// The first item's attribute.
    public var firstAttribute: IBLayoutAttribute
    /// `=`, `≤` or `≥`; `=` when absent.
    public var relation: IBRelation
    /// The second item's id; `nil` for a constant (no `secondAttribute`), the owner when only `secondItem` is omitted.
    public var secondItem: String?
    /// The second item's attribute, `nil` for a constant.
    public var secondAttribute: IBLayoutAttribute?
    /// `multiplier` (`"2:3"` and `"2/3"` are 2 ÷ 3); 1 when absent.
    public var multiplier: Double
    /// `constant`, in points; 0 when absent.
    public var constant: Double
    /// `priority` (1–1000); 1000 (required) when absent.
    public var priority: Double
    /// `placeholder="YES"`: removed at build time.
    public var isPlaceholder: Bool
    /// `symbolic="YES"`: the standard (system) spacing; `constant` is what Xcode used on the canvas.
    public var isSymbolic: Bool
    /// `identifier` (a debugging name), if any.
    public var identifier: String?
    /// Per-size-class constants (`<variation key="heightClass=compact" constant="30"/>`), in order.
    public var constantVariations: [IBConstantVariation]

    /// A constraint; omitted parts take IB's defaults.
    public init(id: String? = nil, line: Int, owner: String, firstItem: String, firstAttribute: IBLayoutAttribute,
                relation: IBRelation = .equal, secondItem: String? = nil, secondAttribute: IBLayoutAttribute? = nil,
                multiplier: Double = 1, constant: Double = 0, priority: Double = 1000, isPlaceholder: Bool = false,
                isSymbolic: Bool = false, identifier: String? = nil, constantVariations: [IBConstantVariation] = []) {
        self.id = id
        self.line = line
        self.owner = owner
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.isPlaceholder = isPlaceholder
        self.isSymbolic = isSymbolic
        self.identifier = identifier
        self.constantVariations = constantVariations
    }

    /// Whether `view` is one of its items.
    public func involves(_ view: String) -> Bool { firstItem == view || secondItem == view }

    /// Reads a `multiplier` as written: a ratio `a:b`, a fraction `a/b` or a decimal; `nil` when it is
    /// none of them, or divides by zero, or is not finite.
    public static func multiplier(_ text: String) -> Double? {
        for separator: Character in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: separator, omittingEmptySubsequences: false)
            guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 else { return nil }
            let value = a / b
            return value.isFinite ? value : nil
        }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }
}

/// A per-size-class constant of a constraint.
public struct IBConstantVariation: Sendable, Hashable {
    /// The traits as written (`heightClass=compact`).
    public var traits: String
    /// The constant there, in points.
    public var constant: Double

    /// A constant for the traits.
    public init(traits: String, constant: Double) {
        self.traits = traits
        self.constant = constant
    }
}

/// A constraint's relation.
public enum IBRelation: String, Sendable, Hashable, CaseIterable {
    /// `=` (absent in XML).
    case equal
    /// `≤`: `lessThanOrEqual`.
    case lessThanOrEqual
    /// `≥`: `greaterThanOrEqual`.
    case greaterThanOrEqual
}

/// A constraint attribute, as IB spells it (`baseline` is the last baseline).
public enum IBLayoutAttribute: String, Sendable, Hashable, CaseIterable {
    /// Edges that never flip.
    case left, right
    /// Direction-aware edges.
    case leading, trailing
    /// Vertical edges.
    case top, bottom
    /// Sizes.
    case width, height
    /// Centres.
    case centerX, centerY
    /// The last line's baseline (IB writes `baseline`).
    case lastBaseline = "baseline"
    /// The first line's baseline.
    case firstBaseline
    /// Edges inset by the item's layout margins.
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    /// Centres of the margin rectangle.
    case centerXWithinMargins, centerYWithinMargins

    /// Whether it lies on the horizontal axis (x positions and widths).
    public var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins: true
        default: false
        }
    }

    /// Whether it is one of the margin attributes.
    public var isMargin: Bool { rawValue.hasSuffix("Margin") || rawValue.hasSuffix("WithinMargins") }
}
