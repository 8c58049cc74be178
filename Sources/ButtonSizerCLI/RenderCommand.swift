import ButtonSizer
import ButtonPreview
import ButtonSizerRequests
import GlyphMetrics

/// `buttonsizer render`: lays a button out as `layout` does and draws it to an SVG or PNG file.
enum RenderCommand {
    static func run<Out: TextOutputStream>(_ raw: [String], stdout: inout Out) throws {
        let values = try ButtonSizerCLI.options(raw, .render)
        guard values.positionals.isEmpty else {
            throw RequestError.arguments("render takes the title as --title, not as '\(values.positionals[0])'")
        }
        let request = try RenderRequest(values)  // every usage error before any work
        let measurer = try ButtonSizerCLI.measurer(values)
        let result = try LayoutCommand.layout(request.layout, measurer: measurer, glyphs: true)
        let renderer = ButtonRenderer(measurer: measurer)
        let options = RenderOptions(guides: request.guides)
        let output = request.output
        switch request.format {
        case .svg:
            let svg = try renderer.svg(result.layout, options: options)
            try FileOutput.write(Array(svg.utf8), to: output)
            stdout.write("wrote \(output): SVG, \(result.size) pt\n")
        case .png:
            let scale = result.spec.scale
            let png = try renderer.png(result.layout, scale: scale, options: options)
            try FileOutput.write(png, to: output)
            let pixels = ButtonRenderer.pixelSize(of: result.layout, scale: scale)
            stdout.write("wrote \(output): PNG, \(pixels.width)×\(pixels.height) px "
                         + "(\(result.size) pt at @\(formatPoints(scale))x)\n")
        }
    }
}
