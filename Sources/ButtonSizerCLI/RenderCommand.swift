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
        let request = try renderRequest(values)  // every usage error before any work
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

    /// The request `render`'s options describe, drawn as the output file's extension says; throws without
    /// an output file ending in .svg or .png.
    static func renderRequest(_ values: OptionValues) throws(RequestError) -> RenderRequest {
        guard let output = values[RunWideOptions.renderOutput], !output.isEmpty else {
            throw values.missing(RunWideOptions.renderOutput, suffix: " FILE.svg or FILE.png", hint: "")
        }
        let name = output.split(separator: "/").last.map(String.init) ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex,
              let format = RenderRequest.Format(rawValue: name[name.index(after: dot)...].lowercased()) else {
            throw values.invalid(RunWideOptions.renderOutput, "must end in .svg or .png, not '\(output)'")
        }
        return try RenderRequest(values, format: format, guides: values.has(RunWideOptions.guides), output: output)
    }
}
