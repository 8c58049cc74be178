import ButtonSizer
import GlyphMetrics

/// A rectangle of whole device pixels: columns `minX..<maxX`, rows `minY..<maxY`.
struct PixelRect: Sendable, Hashable {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int

    var isEmpty: Bool { minX >= maxX || minY >= maxY }

    func intersection(_ other: PixelRect) -> PixelRect {
        PixelRect(minX: max(minX, other.minX), minY: max(minY, other.minY),
                  maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
    }
}

/// A dash pattern for 1-pixel lines, in pixels along the line.
struct Dash: Sendable, Hashable {
    var on: Int
    var off: Int

    func isOn(_ step: Int) -> Bool { step % (on + off) < on }
}

/// The raster primitives the PNG preview needs: anti-aliased (rounded) rectangles, 1-pixel lines and
/// coverage bitmaps, all composited source-over with straight alpha. Coordinates are device pixels,
/// pixel (x, y) covering [x, x + 1) × [y, y + 1).
extension RGBAImage {
    var bounds: PixelRect { PixelRect(minX: 0, minY: 0, maxX: width, maxY: height) }

    /// Fills a rectangle with corners rounded to `radius` (clamped to half the shorter side), edges
    /// anti-aliased: a pixel whose four corners are inside is covered (the shape is convex), an edge
    /// pixel gets the share of 4×4 samples inside.
    mutating func fillRoundedRect(minX: Double, minY: Double, maxX: Double, maxY: Double, radius: Double, color: RGBA) {
        guard maxX > minX, maxY > minY else { return }
        let r = max(0, min(radius, (maxX - minX) / 2, (maxY - minY) / 2))
        func inside(_ x: Double, _ y: Double) -> Bool {
            guard x >= minX, x <= maxX, y >= minY, y <= maxY else { return false }
            let dx = max(minX + r - x, 0, x - (maxX - r))
            let dy = max(minY + r - y, 0, y - (maxY - r))
            return dx * dx + dy * dy <= r * r
        }
        let columns = max(0, Int(minX.rounded(.down)))..<min(width, Int(maxX.rounded(.up)))
        let rows = max(0, Int(minY.rounded(.down)))..<min(height, Int(maxY.rounded(.up)))
        guard !columns.isEmpty, !rows.isEmpty else { return }
        for y in rows {
            for x in columns {
                let px = Double(x), py = Double(y)
                if inside(px, py) && inside(px + 1, py) && inside(px, py + 1) && inside(px + 1, py + 1) {
                    blend(x: x, y: y, color: color, coverage: 1)
                    continue
                }
                var hits = 0
                for sy in 0..<4 {
                    for sx in 0..<4 where inside(px + (Double(sx) + 0.5) / 4, py + (Double(sy) + 0.5) / 4) {
                        hits += 1
                    }
                }
                blend(x: x, y: y, color: color, coverage: Double(hits) / 16)
            }
        }
    }

    /// A 1-pixel horizontal line on row `y`, columns `columns`, optionally dashed.
    mutating func horizontalLine(y: Int, columns: Range<Int>, color: RGBA, dash: Dash? = nil) {
        for x in columns where dash?.isOn(x - columns.lowerBound) ?? true {
            blend(x: x, y: y, color: color, coverage: 1)
        }
    }

    /// A 1-pixel vertical line on column `x`, rows `rows`, optionally dashed.
    mutating func verticalLine(x: Int, rows: Range<Int>, color: RGBA, dash: Dash? = nil) {
        for y in rows where dash?.isOn(y - rows.lowerBound) ?? true {
            blend(x: x, y: y, color: color, coverage: 1)
        }
    }

    /// The 1-pixel outline of `rect`, drawn on its outermost pixels (inside it).
    mutating func strokeRect(_ rect: PixelRect, color: RGBA, dash: Dash? = nil) {
        guard !rect.isEmpty else { return }
        horizontalLine(y: rect.minY, columns: rect.minX..<rect.maxX, color: color, dash: dash)
        if rect.maxY - 1 > rect.minY {
            horizontalLine(y: rect.maxY - 1, columns: rect.minX..<rect.maxX, color: color, dash: dash)
        }
        if rect.maxY - rect.minY > 2 {
            verticalLine(x: rect.minX, rows: rect.minY + 1..<rect.maxY - 1, color: color, dash: dash)
            if rect.maxX - 1 > rect.minX {
                verticalLine(x: rect.maxX - 1, rows: rect.minY + 1..<rect.maxY - 1, color: color, dash: dash)
            }
        }
    }

    /// Paints `color` through a coverage bitmap (0 = none, 255 = full), or a colour glyph's own pixels,
    /// only inside `clip`.
    mutating func composite(_ bitmap: GlyphBitmap, color: RGBA, clip: PixelRect) {
        let area = clip.intersection(bounds)
        guard !area.isEmpty else { return }
        for row in 0..<bitmap.height {
            let y = bitmap.top + row
            guard y >= area.minY && y < area.maxY else { continue }
            for column in 0..<bitmap.width {
                let x = bitmap.left + column
                guard x >= area.minX && x < area.maxX else { continue }
                let coverage = bitmap.coverage[row * bitmap.width + column]
                guard coverage > 0 else { continue }
                if let colors = bitmap.colors {
                    blend(x: x, y: y, color: colors[row * bitmap.width + column], coverage: 1)
                } else {
                    blend(x: x, y: y, color: color, coverage: Double(coverage) / 255)
                }
            }
        }
    }
}
