import ButtonSizer
import ButtonPreview
import GlyphMetrics

/// `buttonsizer render`: lays a button out as `layout` does and draws it to an SVG or PNG file.
enum RenderCommand {
    static let usage = """
        usage: buttonsizer render --output FILE.svg|FILE.png [--guides] --title T [every layout option but --json]
               The format follows the extension. SVG is in points, with the title as glyph outlines; PNG is
               drawn at --scale pixels per point (default 2). --guides adds the content rectangle (dashed),
               the text frames and the baselines. `buttonsizer layout --help` lists the layout options.
        """
    static let options = LayoutCommand.options.union(["output"])
    static let flags = LayoutCommand.flags.subtracting(["json"]).union(["guides"])

    enum Format: String {
        case svg, png

        /// The format named by the file's extension (any case).
        init(path: String) throws {
            let name = path.split(separator: "/").last.map(String.init) ?? ""
            guard let dot = name.lastIndex(of: "."), dot != name.startIndex,
                  let format = Format(rawValue: name[name.index(after: dot)...].lowercased()) else {
                throw UsageError("--output must end in .svg or .png, not '\(path)'")
            }
            self = format
        }
    }

    static func run<Out: TextOutputStream>(_ raw: [String], stdout: inout Out) throws {
        let arguments = try Arguments(raw, options: options, flags: flags)
        guard arguments.positionals.isEmpty else {
            throw UsageError("render takes the title as --title, not as '\(arguments.positionals[0])'")
        }
        guard let output = arguments["output"], !output.isEmpty else {
            throw UsageError("--output FILE.svg or FILE.png is required")
        }
        let format = try Format(path: output)
        _ = try LayoutCommand.spec(arguments)  // every usage error before any work
        let measurer = try FontOptions.measurer(arguments)
        let result = try LayoutCommand.layout(arguments, measurer: measurer, glyphs: true)
        let renderer = ButtonRenderer(measurer: measurer)
        let options = RenderOptions(guides: arguments.has("guides"))
        switch format {
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
