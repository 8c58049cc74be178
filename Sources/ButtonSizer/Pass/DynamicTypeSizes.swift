/// A user-measured size per content size category for a custom font scaled with `UIFontMetrics`
/// (`--scaled-sizes L=17,AX5=48`). Apple's scaling curve is private, so ButtonSizer never invents
/// one: only the categories given exist.
public struct ScaledSizes: Sendable, Hashable {
    /// Points per category.
    public var sizes: [ContentSizeCategory: Double]

    /// Creates the table from measured point sizes; only the categories given exist.
    public init(_ sizes: [ContentSizeCategory: Double]) {
        self.sizes = sizes
    }

    /// Parses `L=17,AX5=48` (short or UIKit names, sizes in points above 0).
    /// - Throws: ``ButtonSpecError`` naming `field` and the bad entry.
    public init(parsing text: String, field: String = "scaled-sizes") throws {
        var sizes: [ContentSizeCategory: Double] = [:]
        for entry in text.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = entry.split(separator: "=", maxSplits: 1).map { String($0).trimmingSpaces }
            guard parts.count == 2, let category = ContentSizeCategory(name: parts[0]) else {
                throw ButtonSpecError(field: field, problem: "'\(entry)' is not CATEGORY=POINTS (categories: "
                    + ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ") + ")")
            }
            guard let size = Double(parts[1]), size.isFinite, size > 0 else {
                throw ButtonSpecError(field: field, problem: "'\(entry)': the size must be a number of points above 0")
            }
            sizes[category] = size
        }
        self.sizes = sizes
    }

    /// The categories given, smallest first.
    public var categories: [ContentSizeCategory] { ContentSizeCategory.allCases.filter { sizes[$0] != nil } }
}

extension FontSpec {
    /// This font at `category` (the engine lays a request out at a content size with it): the size from ``DynamicType`` when the spec has a ``textStyle``,
    /// else from `scaledSizes`; the weight is unchanged (a style's weight does not depend on the
    /// category).
    /// - Throws: ``ButtonSpecError`` when neither gives a size for `category`.
    public func at(_ category: ContentSizeCategory, scaledSizes: ScaledSizes? = nil,
                   field: String = "font") throws -> FontSpec {
        var spec = self
        spec.size = try pointSize(at: category, scaledSizes: scaledSizes, field: field)
        spec.contentSize = category
        return spec
    }

    /// This font's point size at `category`, as ``at(_:scaledSizes:field:)`` sets it: from
    /// `scaledSizes` when given, else from ``DynamicType`` for the spec's ``textStyle``.
    /// - Throws: ``ButtonSpecError`` naming `field` when neither gives a size for `category`.
    public func pointSize(at category: ContentSizeCategory, scaledSizes: ScaledSizes? = nil,
                          field: String = "font") throws -> Double {
        if let scaledSizes {
            guard let size = scaledSizes.sizes[category] else {
                throw ButtonSpecError(field: field, problem: "the scaled sizes give no size for \(category.rawValue) "
                    + "(given: \(scaledSizes.categories.map(\.rawValue).joined(separator: ", ")))")
            }
            return size
        }
        guard let textStyle else {
            throw ButtonSpecError(field: field, problem: "a content size needs a text style or scaled sizes")
        }
        return DynamicType.metrics(textStyle, category).pointSize
    }
}

extension Substring {
    /// The text without the spaces (" " characters) at its start and end. Trimmed from each end in
    /// place: building the reversed text of the reversed text (as this once did) broke the whole text
    /// into characters twice and cost ~13,000 instructions per value, ~52,000 per batch `layout` line
    /// for its four insets, more than the rest of reading the line (docs/performance.md, issue 39).
    /// On `Substring` and `String`, not generic over `StringProtocol`: called from the engine, the generic
    /// one ran unspecialized, +5,000 instructions a value.
    package var trimmingSpaces: String {
        var text = self
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}

extension String {
    /// ``Substring/trimmingSpaces`` of the whole text.
    package var trimmingSpaces: String { self[...].trimmingSpaces }
}

/// The Dynamic Type choices of a request (`--text-style`, `--content-size`, `--bold`,
/// `--scaled-sizes`), applied to a font in one place for the CLI, batch lines and lint configs.
public struct DynamicTypeChoice: Sendable, Hashable {
    /// The Dynamic Type style (`--text-style`) the font size and weight come from; `nil` for a fixed size.
    public var textStyle: TextStyle?
    /// The content size category (`--content-size`) to size at; `nil` for L, the default.
    public var contentSize: ContentSizeCategory?
    /// The emphasized weight (`.traitBold`).
    public var bold: Bool
    /// Measured sizes of a custom font per category (`--scaled-sizes`); `nil` without them.
    public var scaledSizes: ScaledSizes?

    /// Creates the choices; nothing is applied unless given.
    public init(textStyle: TextStyle? = nil, contentSize: ContentSizeCategory? = nil, bold: Bool = false,
                scaledSizes: ScaledSizes? = nil) {
        self.textStyle = textStyle
        self.contentSize = contentSize
        self.bold = bold
        self.scaledSizes = scaledSizes
    }

    /// Whether any choice was made.
    public var isEmpty: Bool { textStyle == nil && !bold && scaledSizes == nil }

    /// `font` with the style's size and weight at the category (default L), or the scaled size.
    /// - Parameters:
    ///   - font: the font the request names.
    ///   - sizeGiven: the request named a size itself (an error with a text style or scaled sizes).
    ///   - weightGiven: the request named a weight itself (it wins over the style's).
    /// - Throws: ``ButtonSpecError`` naming the option: `text-style` with a size, `bold` without a text
    ///   style, `scaled-sizes` with a text style or without the category.
    public func apply(to font: FontSpec, sizeGiven: Bool, weightGiven: Bool) throws -> FontSpec {
        guard !isEmpty else { return font }
        let category = contentSize ?? .large
        var spec = font
        if let textStyle {
            guard !sizeGiven else {
                throw ButtonSpecError(field: "text-style", [.text("gives the size; drop "), .field("size"), .text(" (or the text style)")])
            }
            guard scaledSizes == nil else {
                throw ButtonSpecError(field: "scaled-sizes", [.text("replaces a text style's sizes; give one of "), .field("text-style"),
                                                              .text(" and "), .field("scaled-sizes")])
            }
            let metrics = DynamicType.metrics(textStyle, category, emphasized: bold)
            spec.size = metrics.pointSize
            if !weightGiven { spec.weight = metrics.weight }
            spec.textStyle = textStyle
        } else if bold {
            throw ButtonSpecError(field: "bold", [.text("is a text style's emphasized weight: give "), .field("text-style"), .text(" too")])
        }
        if let scaledSizes {
            guard !sizeGiven else {
                throw ButtonSpecError(field: "scaled-sizes", [.text("gives the size; drop "), .field("size"), .text(" (or the scaled sizes)")])
            }
            spec = try spec.at(category, scaledSizes: scaledSizes, field: "scaled-sizes")
        }
        spec.contentSize = category
        return spec
    }
}
