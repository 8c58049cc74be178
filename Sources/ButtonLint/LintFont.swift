import Synchronization
import ButtonSizer

/// The font a row was measured in, in words: the family asked for (the system font says whether it is
/// the metric stand-in or the SF file given), the weight, italic, the size in points, and for a named
/// font the file that drew it: "system (SF metrics) semibold 17 pt", "Nunito Sans bold 15 pt
/// (NunitoSans-Bold.ttf)". From what the measurement resolved (`resolved`), else what was asked for.
/// The one place rows describe their font, so font discovery can refine it.
public func fontDescription(requested: FontSpec, resolved: ResolvedFont?) -> String {
    let family: String
    if requested.name == FontSpec.systemFontName {
        let system = resolved?.systemFont ?? "metrics"
        family = "system (" + (system == "metrics" ? "SF metrics" : lastPathComponent(system)) + ")"
    } else {
        family = requested.name.contains("/") ? lastPathComponent(requested.name) : requested.name
    }
    let weight = resolved?.weight ?? requested.weight
    // Written word by word into one string: a list of words joined, and the weights' names as a
    // dictionary built at every call, cost ~6,000 instructions a row of a catalog's lint (issue 39).
    var text = family
    if weight != 400 { text += " " + weightName(weight) }
    if resolved?.italic ?? requested.italic { text += " italic" }
    text += " " + formatPoints(resolved?.pointSize ?? requested.size) + " pt"
    if requested.name != FontSpec.systemFontName, let file = resolved?.file, !requested.name.contains("/") {
        text += " (" + lastPathComponent(file) + ")"
    }
    return text
}

/// A weight's CSS-style name (400 regular, 600 semibold…), its number when between the named ones.
func weightName(_ weight: Int) -> String {
    switch weight {
    case 100: "thin"
    case 200: "extralight"
    case 300: "light"
    case 400: "regular"
    case 500: "medium"
    case 600: "semibold"
    case 700: "bold"
    case 800: "extrabold"
    case 900: "black"
    default: "weight \(weight)"
    }
}

/// The font column of the rows one linter checks: the last description made, since a button's rows
/// share their font. Describing it anew (seven appends) was ~4,300 instructions a row of a catalog's
/// lint (docs/performance.md, issue 39); comparing the two fonts with the last costs a few hundred.
final class FontDescriptions: Sendable {
    private let last = Mutex<(requested: FontSpec, resolved: ResolvedFont?, text: String)?>(nil)

    /// ``fontDescription(requested:resolved:)``.
    func text(requested: FontSpec, resolved: ResolvedFont?) -> String {
        if let known = last.withLock({ $0 }), known.requested == requested, known.resolved == resolved { return known.text }
        let text = fontDescription(requested: requested, resolved: resolved)
        last.withLock { $0 = (requested, resolved, text) }
        return text
    }
}
