/// The commands of `buttonsizer` that take options, in the order help lists them.
public enum Command: String, CaseIterable, Sendable, Hashable {
    case measure, layout, render, lint, batch, serve, fonts

    /// One line for the command list and the top of the command's help.
    public var abstract: String {
        switch self {
        case .measure: "width, height, truncation and lines of a label"
        case .layout: "a button's size, frames, truncation and size trace"
        case .render: "draws a laid-out button to an SVG or PNG preview"
        case .lint: "checks every translation of the configured buttons for truncation"
        case .batch: "answers JSON Lines requests in order, on every core"
        case .serve: "the layout service over HTTP, with a preview page"
        case .fonts: "the font families it can resolve, bundled first"
        }
    }
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
    case text = "Text"
    case font = "Font"
    case button = "Button"
    case sizing = "Size and scale"
    case input = "Input"
    case output = "Output"
    case server = "Server"
    case fonts = "Fonts and run"
}
