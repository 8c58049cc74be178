import CHarfBuzz

/// The floor any shaping measurer pays: raw `hb_shape` of a label in its primary font at upem scale,
/// summing the advances. One HarfBuzz font per file, one buffer reused.
final class HarfBuzzFloor {
    private var fonts: [String: OpaquePointer] = [:]
    private let buffer: OpaquePointer

    init() { buffer = hb_buffer_create() }

    deinit {
        hb_buffer_destroy(buffer)
        for font in fonts.values { hb_font_destroy(font) }
    }

    private func font(_ path: String) -> OpaquePointer? {
        if let font = fonts[path] { return font }
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        let face = hb_face_create(blob, 0)
        defer { hb_face_destroy(face) }
        let upem = Int32(hb_face_get_upem(face))
        guard let font = hb_font_create(face) else { return nil }
        hb_font_set_scale(font, upem, upem)
        fonts[path] = font
        return font
    }

    /// The advance of `text` in font units.
    func advance(_ text: String, fontPath: String) -> Int {
        guard let font = font(fontPath) else { return 0 }
        hb_buffer_reset(buffer)
        var text = text
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) {
                hb_buffer_add_utf8(buffer, $0.baseAddress, Int32($0.count), 0, Int32($0.count))
            }
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return 0 }
        var sum = 0
        for index in 0..<Int(count) { sum += Int(positions[index].x_advance) }
        return sum
    }
}
