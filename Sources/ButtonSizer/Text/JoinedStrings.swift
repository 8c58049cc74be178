/// `strings` with `separator` between them: `strings.joined(separator:)` for what every process
/// builds or prints at start (the option table, a measured text's lines, `measure`'s answer).
///
/// The standard library's `joined(separator:)` runs unspecialized, and the first time it runs the
/// Swift runtime resolves an associated conformance of `Array` by scanning every conformance
/// record in the binary (about 120,000 instructions, 2.5 % of a `buttonsizer measure` process);
/// this loop is specialized where it is compiled and needs no lookup.
/// Each piece is appended to the result in place (not `separator + string` first, a string made and freed).
package func joinedStrings(_ strings: [String], separator: String) -> String {
    var joined = strings.first ?? ""
    for string in strings.dropFirst() {
        joined += separator
        joined += string
    }
    return joined
}
