import ButtonSizer
import JSONText

extension JSON {
    init(_ size: Size) {
        self = .object([("width", .number(size.width)), ("height", .number(size.height))])
    }

    init(_ rect: Rect) {
        self = .object([("x", .number(rect.x)), ("y", .number(rect.y)),
                        ("width", .number(rect.width)), ("height", .number(rect.height))])
    }

    init(_ overflow: Overflow) {
        self = .object(Self.overflowMembers(overflow))
    }

    /// `top`, `bottom`, `leading`, `trailing` in points.
    static func overflowMembers(_ overflow: Overflow) -> [(String, JSON)] {
        [("top", .number(overflow.top)), ("bottom", .number(overflow.bottom)),
         ("leading", .number(overflow.leading)), ("trailing", .number(overflow.trailing))]
    }
}
