import ButtonSizer
import Synchronization
import Testing

/// The Dynamic Type table checked cell by cell against the reference, typed here independently of
/// the library's table: the rows of ios-type-system.md §1 as printed there (Apple HIG › Typography ›
/// Specifications, "Dynamic Type sizes"), `size/leading` in points, columns xS S M L xL xxL xxxL AX1…AX5.
@Suite struct DynamicTypeTests {
    static let reference: [(style: String, weight: String, cells: String)] = [
        ("largeTitle", "Regular", "31/38 32/39 33/40 34/41 36/43 38/46 40/48 44/52 48/57 52/61 56/66 60/70"),
        ("title1", "Regular", "25/31 26/32 27/33 28/34 30/37 32/39 34/41 38/46 43/51 48/57 53/62 58/68"),
        ("title2", "Regular", "19/24 20/25 21/26 22/28 24/30 26/32 28/34 34/41 39/47 44/52 50/59 56/66"),
        ("title3", "Regular", "17/22 18/23 19/24 20/25 22/28 24/30 26/32 31/38 37/44 43/51 49/58 55/65"),
        ("headline", "Semibold", "14/19 15/20 16/21 17/22 19/24 21/26 23/29 28/34 33/40 40/48 47/56 53/62"),
        ("body", "Regular", "14/19 15/20 16/21 17/22 19/24 21/26 23/29 28/34 33/40 40/48 47/56 53/62"),
        ("callout", "Regular", "13/18 14/19 15/20 16/21 18/23 20/25 22/28 26/32 32/39 38/46 44/52 51/60"),
        ("subheadline", "Regular", "12/16 13/18 14/19 15/20 17/22 19/24 21/28 25/31 30/37 36/43 42/50 49/58"),
        ("footnote", "Regular", "12/16 12/16 12/16 13/18 15/20 17/22 19/24 23/29 27/33 33/40 38/46 44/52"),
        ("caption1", "Regular", "11/13 11/13 11/13 12/16 14/19 16/21 18/23 22/28 26/32 32/39 37/44 43/51"),
        ("caption2", "Regular", "11/13 11/13 11/13 11/13 13/18 15/20 17/22 20/25 24/30 29/35 34/41 40/48"),
    ]
    static let columns = ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"]
    static let weights = ["Regular": 400, "Semibold": 600, "Bold": 700]

    /// 132 cells: (style, category, size, leading).
    static let cells: [(String, String, Double, Double)] = reference.flatMap { row in
        zip(columns, row.cells.split(separator: " ")).map { column, cell in
            let parts = cell.split(separator: "/")
            return (row.style, column, Double(String(parts[0]))!, Double(String(parts[1]))!)
        }
    }

    @Test(arguments: cells)
    func pointSize(style: String, category: String, size: Double, leading: Double) throws {
        let textStyle = try #require(TextStyle(name: style))
        let contentSize = try #require(ContentSizeCategory(name: category))
        #expect(DynamicType.metrics(textStyle, contentSize).pointSize == size)
    }

    @Test(arguments: cells)
    func leading(style: String, category: String, size: Double, leading: Double) throws {
        let textStyle = try #require(TextStyle(name: style))
        let contentSize = try #require(ContentSizeCategory(name: category))
        #expect(DynamicType.metrics(textStyle, contentSize).leading == leading)
    }

    @Test(arguments: reference.map { ($0.style, $0.weight) })
    func weight(style: String, weight: String) throws {
        let textStyle = try #require(TextStyle(name: style))
        #expect(DynamicType.metrics(textStyle, .accessibilityLarge).weight == Self.weights[weight])
    }

    // Emphasized (.traitBold): Bold for largeTitle, title1, title2; Semibold for the rest (reference §1).
    @Test(arguments: [("largeTitle", "Bold"), ("title1", "Bold"), ("title2", "Bold"), ("title3", "Semibold"),
                      ("headline", "Semibold"), ("body", "Semibold"), ("callout", "Semibold"),
                      ("subheadline", "Semibold"), ("footnote", "Semibold"), ("caption1", "Semibold"),
                      ("caption2", "Semibold")])
    func emphasizedWeight(style: String, weight: String) throws {
        let textStyle = try #require(TextStyle(name: style))
        #expect(DynamicType.metrics(textStyle, emphasized: true).weight == Self.weights[weight])
    }

    @Test func theDefaultCategoryIsLarge() {
        #expect(DynamicType.metrics(.body).pointSize == 17)
    }

    // UIKit's long names, as UIContentSizeCategory spells them.
    @Test(arguments: zip(["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge",
                          "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge",
                          "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
                          "accessibilityExtraExtraExtraLarge"], columns))
    func longNamesMatchShortNames(long: String, short: String) {
        #expect(ContentSizeCategory(name: long) == ContentSizeCategory(name: short))
        #expect(ContentSizeCategory(name: long) != nil)
    }

    @Test func unknownNamesAreNil() {
        #expect(ContentSizeCategory(name: "AX6") == nil)
        #expect(TextStyle(name: "title4") == nil)
    }
}

/// `TextMeasuring`'s default sweep: one `measure(_:)` per category, in order, with the category's size.
@Suite struct DefaultSweepTests {
    /// Answers with the request's point size as its width, and keeps the requests it was asked.
    final class RecordingMeasurer: TextMeasuring {
        let requests = Mutex<[TextRequest]>([])
        var asked: [TextRequest] { requests.withLock { $0 } }
        func measure(_ request: TextRequest) throws -> MeasuredText {
            requests.withLock { $0.append(request) }
            return MeasuredText(lines: [MeasuredLine(text: request.text, width: request.font.size)], ascender: 16,
                                descender: -4, leading: 0, isTruncated: false)
        }
    }

    @Test func oneMeasurePerCategoryAtItsSize() throws {
        let measurer = RecordingMeasurer()
        var font = FontSpec(name: "Inter", size: 99, weight: 600)
        font.textStyle = .body
        let request = TextRequest(text: "Continue", font: font, maxWidth: 120, maxLines: 2, lineBreakMode: .wordWrapping)
        let answers = try measurer.measure(request, contentSizes: [.extraSmall, .large, .accessibilityExtraExtraExtraLarge])
        // body (reference table, ios-type-system.md): xS 14, L 17, AX5 53.
        #expect(answers.map(\.width) == [14, 17, 53])
        #expect(measurer.asked.map(\.font.contentSize) == [.extraSmall, .large, .accessibilityExtraExtraExtraLarge])
        // Nothing else of the request changes: not the weight, the room or the mode.
        #expect(measurer.asked.allSatisfy { $0.font.weight == 600 })
        #expect(measurer.asked.allSatisfy { $0.maxWidth == 120 })
        #expect(measurer.asked.allSatisfy { $0.maxLines == 2 })
    }

    @Test func scaledSizesGiveTheSizes() throws {
        let measurer = RecordingMeasurer()
        let request = TextRequest(text: "Continue", font: FontSpec(name: "Inter", size: 17))
        let scaled = try ScaledSizes(parsing: "L=17,AX5=48")
        #expect(try measurer.measure(request, contentSizes: scaled.categories, scaledSizes: scaled).map(\.width) == [17, 48])
        #expect(throws: ButtonSpecError.self) { try measurer.measure(request, contentSizes: [.large]) }
    }
}
