import ButtonSizerEngine
import GlyphMetrics
import Synchronization

/// Objects the `buttonsizer` process keeps until it exits instead of freeing them when a command
/// returns. Freeing a measurer (its caches, fonts and their locks) costs more than measuring a title
/// (#17: about 0.6 million instructions of a 7 million instruction `measure` process), and the
/// process ends right after; the memory goes back with the process. Only `ButtonSizerCLI.run(_:)`,
/// the process's entry point, turns this on: in-process callers (tests, the fuzz targets' leak loop)
/// free everything as usual, so leak checks still see every allocation released.
enum ProcessLifetime {
    /// nil: free as usual; a list: the objects kept so far.
    private static let kept = Mutex<[any AnyObject & Sendable]?>(nil)

    /// From now on, `keep(_:)` holds what it is given until the process exits.
    static func keepUntilExit() {
        kept.withLock { $0 = $0 ?? [] }
    }

    /// `object`, held until the process exits when `keepUntilExit()` was called.
    static func keep<Object: AnyObject & Sendable>(_ object: Object) -> Object {
        kept.withLock { $0?.append(object) }
        return object
    }
}

extension ButtonSizerCLI {
    /// The command's text measurer (`OptionValues.measurer(fontDirectories:)`), kept until the
    /// process exits when it runs as the `buttonsizer` process (`ProcessLifetime`).
    static func measurer(_ values: OptionValues, fontDirectories: [String] = []) throws -> TextMeasurer {
        ProcessLifetime.keep(try values.measurer(fontDirectories: fontDirectories))
    }

    /// The engine answering the command's requests, measuring with ``measurer(_:fontDirectories:)``.
    static func engine(_ values: OptionValues) throws -> Engine<TextMeasurer> {
        Engine(measurer: try measurer(values))
    }
}
