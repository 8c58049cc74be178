/// The commands of `buttonsizer` that take options, in the order help lists them (their help texts are
/// the CLI's).
public enum Command: String, CaseIterable, Sendable, Hashable {
    /// A subcommand of `buttonsizer`, named as on the command line (`measure`, `layout` …).
    case measure, layout, render, lint, frames, batch, serve, fonts
}

/// Where an option may be given.
public enum OptionScope: Sendable, Hashable {
    /// Part of one request: a flag on the command line, a field of a batch request or a lint config.
    case request
    /// Part of one request, given on the command line as the positional argument (measure's TEXT) and
    /// in JSON as a field.
    case positional
    /// For the whole run (which fonts are visible, where output goes): the command line only.
    case invocation
}

/// The sections options are listed under in help.
public enum OptionGroup: String, CaseIterable, Sendable, Hashable {
    /// The label's text and its wrapping ("Text").
    case text = "Text"
    /// The font: family, size, weight, Dynamic Type ("Font").
    case font = "Font"
    /// The button's profile and its parameters ("Button").
    case button = "Button"
    /// Bounds, maximum width and screen scale ("Size and scale").
    case sizing = "Size and scale"
    /// Files and data read ("Input").
    case input = "Input"
    /// What is printed or written ("Output").
    case output = "Output"
    /// The `serve` command's HTTP settings ("Server").
    case server = "Server"
    /// Which fonts are visible, and the system font ("Fonts and run").
    case fonts = "Fonts and run"
}
