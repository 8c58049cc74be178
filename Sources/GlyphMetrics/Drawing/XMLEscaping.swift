/// Text made safe for XML (and HTML) content and attribute values: the five markup characters become
/// entities, and characters XML 1.0 forbids (C0 controls other than tab, LF, CR; U+FFFE, U+FFFF)
/// become U+FFFD. Used by the SVG writer, the JUnit report and the HTML report.
public func xmlEscaped(_ text: String) -> String {
    var out = ""
    out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&apos;"
        case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
        case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
            out.unicodeScalars.append("\u{FFFD}")
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out
}
