import JSONText
import ButtonSizer
import ButtonSizerRequests
import GlyphMetrics

/// The `buttonsizer` command line. `run` is the whole contract, called by `main` and by the tests:
/// `--help` prints to stdout and exits 0; usage errors print `Error: …` and the usage line to stderr
/// and exit 64; runtime failures (an unknown font…) print one line to stderr and exit 1.
public enum ButtonSizerCLI {
    public static let exitOK: Int32 = 0
    public static let exitFailure: Int32 = 1
    public static let exitUsage: Int32 = 64

    /// Usage texts are built only when shown (they are long, and every start would pay for them).
    static let commands: [(name: String, summary: String, usage: @Sendable () -> String)] = [
        ("measure", "width, height, truncation and lines of a label", { MeasureCommand.usage }),
        ("layout", "a button's size, frames, truncation and size trace", { LayoutCommand.usage }),
        ("lint", "checks every translation of the configured buttons for truncation", { LintCommand.usage }),
        ("render", "draws a laid-out button to an SVG or PNG preview", { RenderCommand.usage }),
        ("batch", "answers JSON Lines requests in order, on every core", { BatchCommand.usage }),
        ("fonts", "the font families it can resolve, bundled first", { FontsCommand.usage }),
        ("serve", "the layout service over HTTP, with a preview page", { ServeCommand.usage }),
    ]

    static var usage: String {
        "usage: buttonsizer <command> [options]\n\ncommands:\n"
            + commands.map { "  \($0.name.padding(8))  \($0.summary)" }.joined(separator: "\n")
            + "\n\n`buttonsizer <command> --help` shows a command's options."
    }

    /// Runs one command line (without the program name) and returns the exit code.
    public static func run<Out: TextOutputStream, Err: TextOutputStream>(
        _ arguments: [String], stdout: inout Out, stderr: inout Err
    ) -> Int32 {
        guard let name = arguments.first else {
            stderr.write("Error: no command given\n\(usage)\n")
            return exitUsage
        }
        if name == "--help" || name == "-h" || name == "help" {
            stdout.write(usage + "\n")
            return exitOK
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            let error = RequestError.unknownCommand(name, suggestion: closestMatch(to: name, in: commands.map(\.name)))
            stderr.write("Error: \(error)\n\(usage)\n")
            return exitUsage
        }
        let rest = Array(arguments.dropFirst())
        // --help before `--` wins over everything else on the line (even a bad value); after `--` it is text.
        if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
            stdout.write(command.usage() + "\n")
            return exitOK
        }
        do {
            switch name {
            case "measure": try MeasureCommand.run(rest, stdout: &stdout)
            case "layout": try LayoutCommand.run(rest, stdout: &stdout)
            case "lint": return try LintCommand.run(rest, stdout: &stdout, stderr: &stderr) ? exitOK : exitFailure
            case "render": try RenderCommand.run(rest, stdout: &stdout)
            case "batch": return try BatchCommand.run(rest, stdout: &stdout, stderr: &stderr) ? exitOK : exitFailure
            case "fonts": try FontsCommand.run(rest, stdout: &stdout)
            case "serve": try ServeCommand.run(rest, stdout: &stdout, stderr: &stderr)
            default: break
            }
            return exitOK
        } catch let error as RequestError {
            stderr.write("Error: \(error)\n\(command.usage())\n")
            return exitUsage
        } catch let error as GlyphMetricsError where error.isInvalidVariation {
            // --variations names axes the font lacks: a usage error, though only the font can tell.
            stderr.write("Error: \(error)\n\(command.usage())\n")
            return exitUsage
        } catch let error as Diagnostic {
            stderr.write("\(error)\n")
            return exitFailure
        } catch {
            stderr.write("Error: \(error)\n")
            return exitFailure
        }
    }

    /// Runs with the process's standard output and error. Output that could not be written (a full
    /// disk, a closed pipe) is a failure, not a silent loss.
    public static func run(_ arguments: [String]) -> Int32 {
        var out = StandardStream.output
        var err = StandardStream.error
        let code = run(arguments, stdout: &out, stderr: &err)
        if let failure = out.failure {
            err.write("Error: cannot write standard output: \(failure)\n")
            return exitFailure
        }
        return code
    }
}
