/// The horizontal track data of an AAT `trak` table: per track (−1 tight, 0 normal, +1 loose …),
/// a tracking value in font units at each of a list of point sizes.
///
/// Layout (Apple TrueType Reference, `trak`): header {Fixed version, uint16 format, Offset16
/// horizOffset, Offset16 vertOffset, uint16 reserved}; TrackData {uint16 nTracks, uint16 nSizes,
/// Offset32 sizeTableOffset, entries {Fixed track, uint16 nameIndex, Offset16 valuesOffset}};
/// the size table is nSizes Fixed; each entry's values are nSizes FWord. Offsets are from the table's start.
struct TrackingTable: Sendable, Hashable {
    /// Point sizes, ascending.
    let sizes: [Double]
    /// Track value → tracking in font units at each of ``sizes``.
    let tracks: [Double: [Double]]

    /// Parses `bytes`; `nil` when the table is malformed or has no horizontal data.
    init?(bytes: [UInt8]) {
        func u16(_ at: Int) -> Int? {
            at >= 0 && at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil
        }
        func u32(_ at: Int) -> Int? {
            guard let high = u16(at), let low = u16(at + 2) else { return nil }
            return high << 16 | low
        }
        func fixed(_ at: Int) -> Double? { u32(at).map { Double(Int32(bitPattern: UInt32($0))) / 65536 } }
        guard let horizontal = u16(6), horizontal > 0, let trackCount = u16(horizontal),
              let sizeCount = u16(horizontal + 2), sizeCount > 0, let sizeTable = u32(horizontal + 4) else { return nil }
        var sizes: [Double] = []
        for index in 0..<sizeCount {
            guard let size = fixed(sizeTable + 4 * index) else { return nil }
            sizes.append(size)
        }
        guard zip(sizes, sizes.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
        var tracks: [Double: [Double]] = [:]
        for index in 0..<trackCount {
            let entry = horizontal + 8 + 8 * index
            guard let track = fixed(entry), let offset = u16(entry + 6) else { return nil }
            var values: [Double] = []
            for k in 0..<sizeCount {
                guard let value = u16(offset + 2 * k) else { return nil }
                values.append(Double(Int16(truncatingIfNeeded: value)))
            }
            tracks[track] = values
        }
        self.sizes = sizes
        self.tracks = tracks
    }

    /// The tracking of `track` at `pointSize`, in font units: interpolated linearly between the two
    /// nearest sizes, the end values outside the table's sizes; `nil` when the font has no such track.
    func value(track: Double, pointSize: Double) -> Double? {
        guard let values = tracks[track] else { return nil }
        guard let upper = sizes.firstIndex(where: { $0 >= pointSize }) else { return values[values.count - 1] }
        guard upper > 0 else { return values[0] }
        let t = (pointSize - sizes[upper - 1]) / (sizes[upper] - sizes[upper - 1])
        return values[upper - 1] + t * (values[upper] - values[upper - 1])
    }
}

extension FontFace {
    /// How much tighter than normal the font's tight `trak` track (−1) is at `pointSize`, in font
    /// units per grapheme (negative); `nil` when `trak` does not apply (no `STAT`, as CoreText) or the
    /// font has no tight track, so the text cannot tighten (uikit-measured-rules A11).
    public func tighteningUnits(pointSize: Double) -> Double? {
        guard let table = trackingTable, let tight = table.value(track: -1, pointSize: pointSize) else { return nil }
        let delta = tight - (table.value(track: 0, pointSize: pointSize) ?? 0)
        return delta < 0 ? delta : nil
    }
}
