/// A device an Interface Builder document is laid out for: its IB id, portrait size, scale and the safe-area
/// insets of a full-screen root view with the status bar shown and no bars (points).
///
/// The table is docs/reference/auto-layout.md §7 (sizes: HIG; safe areas: stored IB frames where marked ✔,
/// else UYL / Hackworth / csl.cool; certainty medium unless read off stored frames).
public struct LayoutDevice: Sendable, Hashable {
    /// IB's device id (`retina6_1`…), or `WxH` for a custom size.
    public var id: String
    /// Width in points (of the orientation laid out).
    public var width: Double
    /// Height in points.
    public var height: Double
    /// Pixels per point (2 or 3): frames are rounded to 1/scale pt.
    public var scale: Double
    /// Safe-area inset at the top (status bar, notch or island), points.
    public var safeTop: Double
    /// Safe-area inset at the bottom (home indicator), points.
    public var safeBottom: Double
    /// Safe-area inset at the left and right (landscape notched phones only), points.
    public var safeSide: Double = 0

    /// A device with every field given.
    public init(id: String, width: Double, height: Double, scale: Double, safeTop: Double, safeBottom: Double, safeSide: Double = 0) {
        self.id = id
        self.width = width
        self.height = height
        self.scale = scale
        self.safeTop = safeTop
        self.safeBottom = safeBottom
        self.safeSide = safeSide
    }

    /// Whether it is an iPad (regular width and height in full screen).
    public var isPad: Bool { id.lowercased().hasPrefix("ipad") }

    /// The width size class in this orientation: regular on iPad, and on 414-pt-and-wider phones in landscape
    /// (§6.3); compact otherwise.
    public var isRegularWidth: Bool { isPad || (width > height && height >= 414) }

    /// The height size class: compact for phones in landscape.
    public var isRegularHeight: Bool { isPad || height > width }

    /// The root view's system minimum leading/trailing margin: 16 pt in compact width, 20 pt in regular width
    /// (§1.7, UYL, medium).
    public var systemMinimumSideMargin: Double { isRegularWidth ? 20 : 16 }

    /// The same device turned to landscape: width and height swapped, the top inset moved to the sides and the
    /// landscape bottom inset (§7's last column).
    public var landscape: LayoutDevice {
        var turned = self
        turned.width = max(width, height)
        turned.height = min(width, height)
        if !isPad && safeBottom > 0 {
            turned.safeSide = safeTop
            turned.safeTop = 0
            turned.safeBottom = safeTop >= 62 ? 20 : 21
        } else if !isPad {
            turned.safeTop = 0
        }
        return turned
    }

    /// Every device of §7 in portrait, by IB id.
    public static let known: [LayoutDevice] = [
        LayoutDevice(id: "retina3_5", width: 320, height: 480, scale: 2, safeTop: 20, safeBottom: 0),
        LayoutDevice(id: "retina4_0", width: 320, height: 568, scale: 2, safeTop: 20, safeBottom: 0),
        LayoutDevice(id: "retina4_7", width: 375, height: 667, scale: 2, safeTop: 20, safeBottom: 0),
        LayoutDevice(id: "retina5_5", width: 414, height: 736, scale: 3, safeTop: 20, safeBottom: 0),
        LayoutDevice(id: "retina5_9", width: 375, height: 812, scale: 3, safeTop: 44, safeBottom: 34),
        LayoutDevice(id: "retina6_1", width: 414, height: 896, scale: 2, safeTop: 48, safeBottom: 34),
        LayoutDevice(id: "retina6_5", width: 414, height: 896, scale: 3, safeTop: 44, safeBottom: 34),
        LayoutDevice(id: "retina5_4", width: 375, height: 812, scale: 3, safeTop: 50, safeBottom: 34),
        LayoutDevice(id: "retina6_0", width: 390, height: 844, scale: 3, safeTop: 47, safeBottom: 34),
        LayoutDevice(id: "retina6_7", width: 428, height: 926, scale: 3, safeTop: 47, safeBottom: 34),
        LayoutDevice(id: "retina6_12", width: 393, height: 852, scale: 3, safeTop: 59, safeBottom: 34),
        LayoutDevice(id: "retina6_72", width: 430, height: 932, scale: 3, safeTop: 59, safeBottom: 34),
        LayoutDevice(id: "retina6_3", width: 402, height: 874, scale: 3, safeTop: 62, safeBottom: 34),
        LayoutDevice(id: "retina6_9", width: 440, height: 956, scale: 3, safeTop: 62, safeBottom: 34),
        LayoutDevice(id: "ipad9_7", width: 768, height: 1024, scale: 2, safeTop: 20, safeBottom: 0),
        LayoutDevice(id: "ipad10_2", width: 810, height: 1080, scale: 2, safeTop: 20, safeBottom: 0),
        LayoutDevice(id: "ipad10_5", width: 834, height: 1112, scale: 2, safeTop: 20, safeBottom: 0),
        LayoutDevice(id: "ipad10_9rounded", width: 820, height: 1180, scale: 2, safeTop: 24, safeBottom: 20),
        LayoutDevice(id: "ipad11_0rounded", width: 834, height: 1194, scale: 2, safeTop: 24, safeBottom: 20),
        LayoutDevice(id: "ipad12_9", width: 1024, height: 1366, scale: 2, safeTop: 20, safeBottom: 0),
        LayoutDevice(id: "ipad12_9rounded", width: 1024, height: 1366, scale: 2, safeTop: 24, safeBottom: 20),
        LayoutDevice(id: "iPad13_0rounded", width: 1032, height: 1376, scale: 2, safeTop: 24, safeBottom: 20),
    ]

    /// The device IB calls `id` (case-insensitive), in landscape when `landscape`; nil for an id not in §7.
    public static func named(_ id: String, landscape: Bool = false) -> LayoutDevice? {
        guard let device = known.first(where: { $0.id.lowercased() == id.lowercased() }) else { return nil }
        return landscape ? device.landscape : device
    }

    /// `WxH` (points, e.g. `375x667`): a custom size at @2x with a 20-pt status bar when portrait; nil when the
    /// text is not two positive numbers of at most 10 000 joined by `x`.
    public static func custom(_ text: String) -> LayoutDevice? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite, width > 0, height > 0, width <= 10_000, height <= 10_000 else { return nil }
        return LayoutDevice(id: text, width: width, height: height, scale: 2, safeTop: height > width ? 20 : 0, safeBottom: 0)
    }
}
