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
}
