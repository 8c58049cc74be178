import ButtonSizer
import ButtonPreview
import ButtonSizerEngine
import GlyphMetrics

/// `buttonsizer render`: lays a button out as `layout` does and draws it to an SVG or PNG file.
enum RenderCommand {
    static func run<Out: TextOutputStream>(_ raw: [String], stdout: inout Out) throws {
        let values = try ButtonSizerCLI.options(raw, .render)
        guard values.positionals.isEmpty else {
            throw RequestError.arguments("render takes the title as --title, not as '\(values.positionals[0])'")
        }
        let request = try RenderRequest(values)  // every usage error before any work
        guard case .picture(let picture) = try ButtonSizerCLI.engine(values).answer(.render(request)) else { return }
        let output = request.output ?? ""
        try FileOutput.write(picture.bytes, to: output)
        let result = picture.layout.answer
        switch picture.format {
        case .svg:
            stdout.write("wrote \(output): SVG, \(result.size) pt\n")
        case .png:
            let scale = picture.layout.spec.scale
            let pixels = ButtonRenderer.pixelSize(of: result.layout, scale: scale)
            stdout.write("wrote \(output): PNG, \(pixels.width)×\(pixels.height) px "
                         + "(\(result.size) pt at @\(formatPoints(scale))x)\n")
        }
    }
}
