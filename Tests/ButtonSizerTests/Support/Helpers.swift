import ButtonSizer
import Testing
import ButtonSizerTesting

let font = FontSpec(name: "Fake", size: 17)
let fake = ButtonSizer(measurer: FakeMeasurer())

/// A spec with the fake font and the given profile (scale 2 unless set).
func spec(_ title: String, image: Size? = nil, profile: ButtonProfile, scale: Double = 2,
          h: ContentHorizontalAlignment = .center, v: ContentVerticalAlignment = .center,
          direction: LayoutDirection = .leftToRight) -> ButtonSpec {
    ButtonSpec(title: title, titleFont: font, imageSize: image, profile: profile,
               contentHorizontalAlignment: h, contentVerticalAlignment: v, layoutDirection: direction, scale: scale)
}

func square(_ side: Double) -> Size { Size(width: side, height: side) }

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

/// Equal up to floating-point noise.
func close(_ a: Double?, _ b: Double?, _ tolerance: Double = 1e-9) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case (let a?, let b?): abs(a - b) <= tolerance
    default: false
    }
}

func close(_ a: Rect?, _ b: Rect?, _ tolerance: Double = 1e-9) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case (let a?, let b?):
        close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance) && close(a.width, b.width, tolerance)
            && close(a.height, b.height, tolerance)
    default: false
    }
}

func close(_ a: Size, _ b: Size, _ tolerance: Double = 1e-9) -> Bool {
    close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}
