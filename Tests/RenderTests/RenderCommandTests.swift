import ButtonSizerCLI
import Foundation
import GlyphMetrics
import Testing

@Suite("buttonsizer render")
struct RenderCommandTests {
    let directory: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("render-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func run(_ arguments: [String]) -> (code: Int32, stdout: String, stderr: String) {
        var out = "", err = ""
        let code = ButtonSizerCLI.run(["render"] + arguments, stdout: &out, stderr: &err)
        return (code, out, err)
    }

    let cart = ["--hermetic", "--font", "Inter", "--title", "Add to cart", "--image", "20x20", "--padding", "8", "--insets", "10,16,10,16"]

    @Test("a PNG file that decodes to the layout's size at the scale")
    func png() throws {
        let path = directory + "/cart.png"
        let result = run(cart + ["--output", path, "--guides"])
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout == "wrote \(path): PNG, 302×82 px (151×41 pt at @2x)\n")
        let image = try PNG.decode(Array(try #require(FileManager.default.contents(atPath: path))))
        #expect(image.width == 302)
        #expect(image.height == 82)

        let scaled = run(cart + ["--output=\(path)", "--scale", "3"])
        #expect(scaled.code == 0)
        let image3 = try PNG.decode(Array(try #require(FileManager.default.contents(atPath: path))))
        #expect(image3.width == 452)  // 150.666… pt at @3x
        #expect(image3.height == 122)  // 40.666… pt at @3x
    }

    @Test("an SVG file that is well-formed XML, whatever the extension's case")
    func svg() throws {
        let path = directory + "/cart.SVG"
        let result = run(cart + ["--output", path])
        #expect(result.code == 0, "\(result.stderr)")
        let data = try #require(FileManager.default.contents(atPath: path))
        let text = try #require(String(data: data, encoding: .utf8))
        let nodes = try parseXML(text)
        #expect(nodes.filter { $0.name == "path" }.count == 9)
    }

    @Test("usage errors exit 64 and write no file", arguments: [
        (["--output", "x.gif"], "--output must end in .svg or .png"),
        (["--output", "noextension"], "--output must end in .svg or .png"),
        ([] as [String], "--output FILE.svg or FILE.png is required"),
        (["--output", "x.png", "--json"], "unknown option --json"),
        (["--output", "x.png", "--scale", "4"], "--scale must be 1, 2 or 3"),
        (["--output", "x.png", "Loose"], "render takes the title as --title"),
    ])
    func usageErrors(extra: [String], message: String) throws {
        let arguments = cart + extra.map { $0.hasPrefix("x.") || $0 == "noextension" ? directory + "/" + $0 : $0 }
        let result = run(arguments)
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("Error: "), "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.contains("usage: buttonsizer render"))
        #expect(result.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }

    @Test("runtime failures exit 1 with one line: an unknown font, an unwritable path")
    func runtimeFailures() {
        let font = run(["--hermetic", "--title", "Hi", "--font", "Nonexistent Sans", "--output", directory + "/a.png"])
        #expect(font.code == 1)
        #expect(font.stderr.hasPrefix("Error: no font family named 'Nonexistent Sans'"))
        let unwritable = run(cart + ["--output", directory + "/missing/dir/a.png"])
        #expect(unwritable.code == 1)
        #expect(unwritable.stderr == "Error: cannot write '\(directory)/missing/dir/a.png': No such file or directory\n")
    }

    @Test("--help prints the usage to stdout and exits 0; the command table lists render")
    func help() {
        let help = run(["--help"])
        #expect(help.code == 0)
        #expect(help.stdout.hasPrefix("usage: buttonsizer render --output FILE.svg|FILE.png"))
        var out = "", err = ""
        #expect(ButtonSizerCLI.run(["--help"], stdout: &out, stderr: &err) == 0)
        #expect(out.contains("  render  "))
    }
}
