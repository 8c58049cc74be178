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
    var words = [family]
    if weight != 400 { words.append(weightName(weight)) }
    if resolved?.italic ?? requested.italic { words.append("italic") }
    words.append(formatPoints(resolved?.pointSize ?? requested.size) + " pt")
    if requested.name != FontSpec.systemFontName, let file = resolved?.file, !requested.name.contains("/") {
        words.append("(" + lastPathComponent(file) + ")")
    }
    return words.joined(separator: " ")
}

/// A weight's CSS-style name (400 regular, 600 semibold…), its number when between the named ones.
func weightName(_ weight: Int) -> String {
    let names = [100: "thin", 200: "extralight", 300: "light", 400: "regular", 500: "medium", 600: "semibold",
                 700: "bold", 800: "extrabold", 900: "black"]
    return names[weight] ?? "weight \(weight)"
}
