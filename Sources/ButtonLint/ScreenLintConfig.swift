import ButtonSizer
import JSONText

/// What `lint --screens --config CONFIG.json` takes from a lint config (docs/screen-lint.md, "The config"): the
/// development language (`defaultLocale`, the locale `Base.lproj` shows) and the `defaults` Dynamic Type sweep
/// (`"content-sizes"`), the categories every screen is re-solved at when `--content-size` is not given.
///
/// Screen lint lays each view out from its document, so the config's other fields (the `defaults`' layout
/// fields, `text-style` and `scaled-sizes`, `buttons`, `placeholders`, `placeholdersByKey`) say nothing about
/// it: they are **ignored**, each named in a note (``ignored``), so that one config serves button lint and
/// screen lint alike. The whole config is still validated as button lint validates it.
public struct ScreenLintConfig: Sendable {
    /// The development language (`en` unless the config's `defaultLocale` says otherwise).
    public var baseLocale: String
    /// The `defaults`' `"content-sizes"`, each once in the order written; empty: none given.
    public var contentSizes: [ContentSizeCategory]
    /// Each field given that screen lint does not use: its line and JSON path (`defaults.profile`).
    public var ignored: [(line: Int, path: String)]

    /// Reads and validates a lint config for `lint --screens`.
    /// - Throws: ``LintConfigError`` with every problem button lint finds in the file (it is one config), and
    ///   each item of `defaults.content-sizes` that is no category (button lint reports those only with a
    ///   button; screen lint uses them by themselves).
    public init(text: String, path: String) throws(LintConfigError) {
        let config = try LintConfig(text: text, path: path, requiresButtons: false)
        baseLocale = config.defaultLocale
        contentSizes = []
        ignored = []
        // The same text parsed without error above, so its root is an object.
        guard let members = (try? JSONReader.parse(Array(text.utf8), source: path))?.members else { return }
        for member in members {
            switch member.key {
            case "defaultLocale":
                break
            case "defaults":
                for field in member.value.members ?? [] {
                    guard field.key == "content-sizes" else {
                        ignored.append((field.value.line, "defaults.\(field.key)"))
                        continue
                    }
                    let read = LintConfig.contentSizes(field.value)
                    guard read.problems.isEmpty else {
                        throw LintConfigError(file: path, problems: read.problems.map {
                            .init(line: field.value.line, path: "defaults.content-sizes", message: $0)
                        })
                    }
                    for size in read.sizes where !contentSizes.contains(size) { contentSizes.append(size) }
                }
            case "buttons":
                if case .array(let items) = member.value.kind, items.isEmpty { continue }
                ignored.append((member.value.line, member.key))
            default:
                ignored.append((member.value.line, member.key))
            }
        }
    }

    /// One `path:line: note: …` line per ignored field, as compilers write notes.
    public func notes(path: String) -> [String] {
        ignored.map { field in
            "\(path):\(field.line): note: \(field.path): not used by lint --screens (each view is laid out from its document); ignored"
        }
    }
}
