import ButtonSizerEngine
import GlyphMetrics

/// `buttonsizer fonts`: the families the tool can resolve, bundled first; the hermetic set's Debian
/// families name their package.
enum FontsCommand {

    static func run<Out: TextOutputStream>(_ raw: [String], stdout: inout Out) throws {
        let values = try ButtonSizerCLI.options(raw, .fonts)
        guard values.positionals.isEmpty else { throw RequestError.arguments("fonts takes no TEXT") }
        let library = FontLibrary(scope: values.has(RunWideOptions.hermetic) ? .hermetic : .system, fontDirectories: try values.fontDirectories())
        for family in try library.availableFamilies() {
            let source = family.isBundled ? "\tbundled" : family.package.map { "\t" + $0 } ?? ""
            stdout.write("\(family.name)\t\(family.styles.joined(separator: ", "))\(source)\n")
        }
    }
}
