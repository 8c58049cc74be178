import ButtonSizer

/// A font some configured buttons name that cannot be measured with (not installed, not in `--font-dir` or the
/// app's folders, no metric-compatible substitute): reported once, with the fix, instead of an error per row.
public struct MissingFont: Sendable, Hashable {
    /// The font as the buttons name it (a family, or a file path).
    public var name: String
    /// Why it cannot be used, as the measurer says it ("no font family named 'Nunito Sans'; closest: …").
    public var problem: String
    /// Where the buttons that use it are ("Main.storyboard:45"), in config order.
    public var buttons: [String]

    /// One line: the font, why, what to do, and where it is used.
    public var message: String {
        let shown = buttons.prefix(3).joined(separator: ", ") + (buttons.count > 3 ? ", …" : "")
        return "font '\(name)' cannot be measured: \(problem). Give the folder of its .ttf/.otf files with --font-dir DIR "
            + "(an app's own fonts are found under the folders lint is given, and from their Info.plist UIAppFonts); "
            + "the \(buttons.count) button\(buttons.count == 1 ? "" : "s") using it (\(shown)) are not checked"
    }
}

extension LintButton {
    /// The fonts its titles are measured in: the title font, a subtitle font, an attributed title's runs'.
    public var fonts: [FontSpec] {
        let spec = layout.spec
        return [spec.titleFont] + (spec.subtitleFont.map { [$0] } ?? []) + (spec.attributedTitle?.runs.map(\.font) ?? [])
    }
}

extension Linter {
    /// The fonts of the configured buttons that cannot be measured with, each tried once (a one-letter text),
    /// in the order the buttons name them.
    public func missingFonts() -> [MissingFont] {
        var tried: [String: String?] = [:]  // font name → problem (nil: fine)
        var missing: [MissingFont] = []
        for button in config.buttons {
            for font in button.fonts {
                let problem: String?
                if let known = tried[font.name] {
                    problem = known
                } else {
                    do {
                        _ = try engine.measurer.measure(TextRequest(text: "x", font: font))
                        problem = nil
                    } catch {
                        // Only a font that is not there at all: a missing style is a per-row answer.
                        let text = "\(error)"
                        problem = text.hasPrefix("no font family named") || text.hasPrefix("cannot use font file") ? text : nil
                    }
                    tried[font.name] = problem
                }
                guard let problem else { continue }
                let place = button.source.map { $0 + (button.line.map { ":\($0)" } ?? "") } ?? button.keys.joined(separator: ", ")
                if let index = missing.firstIndex(where: { $0.name == font.name }) {
                    if !missing[index].buttons.contains(place) { missing[index].buttons.append(place) }
                } else {
                    missing.append(MissingFont(name: font.name, problem: problem, buttons: [place]))
                }
            }
        }
        return missing
    }
}
