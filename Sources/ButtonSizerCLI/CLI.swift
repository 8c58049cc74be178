import JSONText
import ButtonSizer
import ButtonSizerEngine
import GlyphMetrics
#if canImport(Glibc)
import Glibc
#endif

/// The `buttonsizer` command line. `run` is the whole contract, called by `main` and by the tests:
/// `--help` prints to stdout and exits 0; usage errors print `Error: …` and the usage line to stderr
/// and exit 64; runtime failures (an unknown font…) print one line to stderr and exit 1.
public enum ButtonSizerCLI {
    public static let exitOK: Int32 = 0
    public static let exitFailure: Int32 = 1
    public static let exitUsage: Int32 = 64

    /// Runs one command line (without the program name) and returns the exit code.
    public static func run<Out: TextOutputStream, Err: TextOutputStream>(
        _ arguments: [String], stdout: inout Out, stderr: inout Err
    ) -> Int32 {
        guard let name = arguments.first else {
            stderr.write("Error: no command given\n\(Help.topLevel)")
            return exitUsage
        }
        let rest = Array(arguments.dropFirst())
        switch name {
        case "--help", "-h":
            stdout.write(Help.topLevel)
            return exitOK
        case "--version":
            stdout.write("buttonsizer \(ButtonSizerVersion.string)\n")
            return exitOK
        case "help":
            return help(rest, stdout: &stdout, stderr: &stderr)
        case "completions" where rest == ["--help"] || rest == ["-h"]:
            stdout.write("usage: buttonsizer completions bash|zsh|fish\n\n\(Help.metaCommands[1].help); the README shows where "
                         + "each shell looks for it.\n")
            return exitOK
        case "completions":
            guard rest.count == 1, let shell = Completions.Shell(rawValue: rest[0]) else {
                stderr.write("Error: give one shell: bash, zsh or fish\nusage: buttonsizer completions bash|zsh|fish\n")
                return exitUsage
            }
            stdout.write(Completions.script(shell))
            return exitOK
        case "manpage":
            stdout.write(Help.manPage)
            return exitOK
        default:
            break
        }
        guard let command = Command(rawValue: name) else {
            let names = Command.allCases.map(\.rawValue) + Help.metaCommands.compactMap { $0.usage.split(separator: " ").first.map(String.init) }
            let error = RequestError.unknownCommand(name, suggestion: closestMatch(to: name, in: names))
            stderr.write("Error: \(error)\n\(Help.topLevel)")
            return exitUsage
        }
        // --help before `--` wins over everything else on the line (even a bad value); after `--` it is text.
        if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
            stdout.write(Help.text(command))
            return exitOK
        }
        do {
            switch command {
            case .measure: try MeasureCommand.run(rest, stdout: &stdout)
            case .layout: try LayoutCommand.run(rest, stdout: &stdout)
            case .lint: return try LintCommand.run(rest, stdout: &stdout, stderr: &stderr) ? exitOK : exitFailure
            case .frames: return try FramesCommand.run(rest, stdout: &stdout, stderr: &stderr) ? exitOK : exitFailure
            case .render: try RenderCommand.run(rest, stdout: &stdout)
            case .batch: return try BatchCommand.run(rest, stdout: &stdout, stderr: &stderr) ? exitOK : exitFailure
            case .fonts: try FontsCommand.run(rest, stdout: &stdout)
            case .serve: try ServeCommand.run(rest, stdout: &stdout, stderr: &stderr)
            }
            return exitOK
        } catch let error as RequestError {
            switch error.kind {
            case .failed:
                stderr.write("Error: \(error)\n")
                return exitFailure
            case .refusedByFont:
                // --variations names axes the font lacks: a usage error, though only the font can tell.
                stderr.write("Error: \(error)\n\(Help.usage(command))\n")
                return exitUsage
            default:
                stderr.write("Error: \(error)\n\(Help.usage(command))\n"
                             + "`buttonsizer help \(command.rawValue)` lists the options.\n")
                return exitUsage
            }
        } catch let error as Diagnostic {
            stderr.write("\(error)\n")
            return error.exitCode
        } catch {
            stderr.write("Error: \(error)\n")
            return exitFailure
        }
    }

    /// `buttonsizer help [COMMAND]`.
    static func help<Out: TextOutputStream, Err: TextOutputStream>(_ rest: [String], stdout: inout Out,
                                                                   stderr: inout Err) -> Int32 {
        guard let name = rest.first else {
            stdout.write(Help.topLevel)
            return exitOK
        }
        if rest == ["--markdown"] {  // docs/options.md's option reference
            stdout.write(Help.markdown)
            return exitOK
        }
        guard rest.count == 1, let command = Command(rawValue: name) else {
            let error = RequestError.unknownCommand(name, suggestion: closestMatch(to: name, in: Command.allCases.map(\.rawValue)))
            stderr.write("Error: \(error)\nusage: buttonsizer help [COMMAND]\n")
            return exitUsage
        }
        stdout.write(Help.text(command))
        return exitOK
    }

    /// A command's options from its command line. `--bundled-fonts-dir` takes effect here, before anything
    /// looks for the bundled fonts (it is `$BUTTONSIZER_FONTS` for the rest of the process).
    static func options(_ arguments: [String], _ command: Command) throws(RequestError) -> OptionValues {
        // The bundled-fonts option's former name (`--fonts-dir`, `--fonts-dir=DIR`), before `--`: a usage error saying which is which.
        let former = "--" + RunWideOptions.formerBundledFontsDirName
        if arguments.prefix(while: { $0 != "--" }).contains(where: { $0.prefix { $0 != "=" } == former }) {
            throw .arguments("\(former) is now --bundled-fonts-dir: it replaces the bundled fonts (Inter, Noto…); "
                             + "to add your own or an app's fonts give --font-dir DIR")
        }
        let values = try OptionValues(arguments: arguments, command: command, table: CommandLineOptions.table)
        if let directory = values[RunWideOptions.bundledFontsDir] { setenv("BUTTONSIZER_FONTS", directory, 1) }
        return values
    }

    /// Runs with the process's standard output and error, as the `buttonsizer` process: what a
    /// command measured with is kept until the process exits rather than freed (`ProcessLifetime`).
    /// Output that could not be written (a full disk, a closed pipe) is a failure, not a silent loss.
    public static func run(_ arguments: [String]) -> Int32 {
        ProcessLifetime.keepUntilExit()
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
