import AutoLayout
import ButtonSizerEngine
import InterfaceBuilder
import Localization

/// `buttonsizer frames PATH… [--device ID|WxH|SET]… [--locale L] [--content-size CAT[,CAT…]|all] [--json]`: every iOS
/// document's views laid out by Auto Layout through the engine (``Engine/frames(_:)``), beside the frames Xcode stored;
/// on each device given, with a locale's translations (right-to-left locales mirrored), at each content size category
/// (text-style fonts at the category's size, as `lint --screens` lays screens out: docs/screen-lint.md).
enum FramesCommand {

    /// Writes the answer; false when a document could not be read or solved (exit 1), after answering the rest.
    static func run<Out: TextOutputStream, Err: TextOutputStream>(_ raw: [String], stdout: inout Out,
                                                                  stderr: inout Err) throws -> Bool {
        let arguments = try ButtonSizerCLI.options(raw, .frames)
        guard !arguments.positionals.isEmpty else {
            throw RequestError.arguments("name at least one app folder or .storyboard/.xib file")
        }
        let devices = try LintCommand.devices(arguments[RunWideOptions.device])
        let contentSizes = try LintCommand.contentSizes(arguments[RunWideOptions.lintContentSize])
        let locales = (arguments[RunWideOptions.lintLocale] ?? "").split(separator: ",").map(String.init)
        guard locales.count <= 1 else {
            throw RequestError(.invalidValue("--locale \(locales.joined(separator: ","))", problem: "frames lays out one locale at a time"),
                               field: "locale")
        }
        // The app's own fonts (files under its folders, its Info.plist UIAppFonts) are measured with, as lint does:
        // a label in the app's font otherwise falls back to the system font and is laid out at the wrong size.
        let appFonts = AppFonts(folders: arguments.positionals)
        stderr.write(LintCommand.appFontsReport(appFonts, command: "frames"))
        let engine = Engine(measurer: try ButtonSizerCLI.measurer(arguments, fontDirectories: appFonts.files))
        let answer = engine.frames(FramesRequest(paths: arguments.positionals, devices: devices, locale: locales.first,
                                                 contentSizes: contentSizes))
        for path in answer.otherPlatforms { stderr.write("frames: \(path): not an iOS document; not laid out\n") }
        if arguments.has(RunWideOptions.json) {
            stdout.write(answer.json + "\n")
        } else {
            stdout.write(table(answer, namesContentSize: !contentSizes.isEmpty))
            for error in answer.errors { stderr.write("\(error.file):\(error.line): error: \(error.message)\n") }
        }
        return answer.errors.isEmpty
    }

    /// A tree per document: each view indented under its superview, its solved frame, the stored one and the
    /// largest difference of the four numbers (points). The heading names the document's category when
    /// `namesContentSize` (`--content-size` given) or it is not Large (an Xcode 12.5–13.4 document's own, Extra
    /// Small); at a category other than the stored frames' the stored frame and the difference are headed
    /// `stored at L` and `difference from L` (the stored frames' category).
    static func table(_ answer: FramesAnswer, namesContentSize: Bool = false) -> String {
        var out = ""
        for document in answer.laidOut {
            let (file, solved, contentSize) = (document.file, document.solved, document.contentSize)
            let device = solved.device
            let category = namesContentSize || contentSize != .large ? ", \(contentSize.rawValue)" : ""
            out += "\(file) (\(device.id) \(number(device.width))×\(number(device.height)) @\(number(device.scale))x\(category))\n"
            let storedCategory = document.storedContentSize.rawValue
            out += contentSize == document.storedContentSize ? "  view\tclass\tline\tframe\tstored\tdifference\n"
                : "  view\tclass\tline\tframe\tstored at \(storedCategory)\tdifference from \(storedCategory)\n"
            for view in solved.views {
                let indent = String(repeating: "  ", count: view.depth + 1)
                var difference = "-"
                if let stored = view.stored {
                    let worst = max(abs(view.frame.x - stored.x), abs(view.frame.y - stored.y),
                                    abs(view.frame.width - stored.width), abs(view.frame.height - stored.height))
                    difference = number(worst)
                }
                out += "\(indent)\(view.objectID)\t\(view.viewClass)\t\(view.line)\t\(rect(view.frame))\t"
                    + "\(view.stored.map(rect) ?? "-")\t\(difference)\n"
            }
            for item in solved.unsatisfiable { out += "  unsatisfiable: \(item)\n" }
            if !solved.ambiguous.isEmpty { out += "  ambiguous: \(solved.ambiguous.joined(separator: ", "))\n" }
            for note in solved.notes { out += "  note: \(note)\n" }
        }
        return out
    }

    static func rect(_ rect: IBRect) -> String {
        "(\(number(rect.x)), \(number(rect.y)), \(number(rect.width)), \(number(rect.height)))"
    }

    /// Points to three decimals at most, without trailing zeros (Xcode's 43.666667938232422 reads 43.667).
    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
