/// Titles and texts an app's code gives its outlets: reads Swift and Objective-C source for a property
/// being given a title (`signupButton.setTitle(…)`, `.setAttributedTitle(…)`, `.configuration?.title =`,
/// `.titleLabel?.text =`, `.text =`, `.attributedText =`; `[self.signupButton setTitle:… forState:…]`),
/// with the localization key when the code passes a literal one: `NSLocalizedString("KEY", …)`,
/// `String(localized: "KEY")`, or the app's own one-argument wrapper of one of them
/// (`func L(_ key: String) -> String { NSLocalizedString(key, comment: "") }`,
/// `#define L(key) NSLocalizedString(key, nil)`).
///
/// A line-based reader, not a compiler: a call spread over several lines is found by its first line.
public enum CodeTitleScanner {
    /// One place where code gives a property a title or text.
    public struct Assignment: Sendable, Hashable {
        /// The property (outlet) name, without `self.` or a leading `_`.
        public var property: String
        /// The source file, as found.
        public var file: String
        /// The 1-based line.
        public var line: Int
        /// The literal localization key passed, if any.
        public var key: String?
        /// The type whose code it is: the last `class`, `struct`, `enum`, `extension` or `@implementation`
        /// declared at the start of a line above it in the file (`nil` before any); an outlet's owner
        /// class must match it.
        public var owner: String?
        /// Whether the property is reached through another object than `self` (`cell.titleLabel.text = …`):
        /// then it is that object's outlet, whose class is not ``owner`` (Loop's StatusTableViewController gives
        /// its cells' `titleLabel`s their texts).
        public var isThroughOtherObject = false
    }

    /// The calls and assignments that give a title or text, Swift's and Objective-C's, after the receiver.
    static let swiftForms = [".setTitle(", ".setAttributedTitle(", ".configuration?.title =", ".configuration!.title =",
                             ".configuration.title =", ".titleLabel?.text =", ".titleLabel!.text =", ".text =", ".attributedText =",
                             ".configuration?.attributedTitle =", ".configuration.attributedTitle ="]
    static let objectiveCForms = [" setTitle:", " setAttributedTitle:", ".titleLabel.text =", ".titleLabel.text=", ".text =", ".text="]

    /// Every assignment in the files at `paths` (the app's wrappers found first, over all of them), and
    /// an error for each file that cannot be read; the others are still read.
    public static func scan(files paths: [String]) -> (assignments: [Assignment], errors: [CatalogError]) {
        var texts: [(path: String, text: String)] = []
        var errors: [CatalogError] = []
        for path in paths {
            do {
                texts.append((path, String(decoding: try CatalogReader.readBytes(path), as: UTF8.self)))
            } catch {
                errors.append(error)
            }
        }
        let wrappers = texts.reduce(into: Set<String>()) { $0.formUnion(Self.wrappers(in: $1.text)) }
        return (texts.flatMap { scan($0.text, file: $0.path, wrappers: wrappers) }, errors)
    }

    /// Whether a file is Swift or Objective-C source the scanner reads.
    public static func isSource(_ path: String) -> Bool {
        path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".mm")
    }

    /// The app's one-argument wrappers of `NSLocalizedString` / `String(localized:)` in `text`: Swift
    /// functions `func NAME(_ x: String) -> String` whose body (the next three lines) passes `x` to one of
    /// them, and Objective-C macros `#define NAME(x) NSLocalizedString(x, …)`.
    public static func wrappers(in text: String) -> Set<String> {
        var found: Set<String> = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("#define ") {
                let rest = trimmed.dropFirst("#define ".count)
                guard let open = rest.firstIndex(of: "("), let close = rest.firstIndex(of: ")"), open < close else { continue }
                let name = rest[..<open], parameter = rest[rest.index(after: open)..<close]
                guard isIdentifier(name), isIdentifier(parameter) else { continue }
                let body = rest[rest.index(after: close)...]
                if passes(String(parameter), in: body) { found.insert(String(name)) }
                continue
            }
            guard let at = find(trimmed, "func ") else { continue }
            let rest = trimmed[at.upperBound...]
            guard let open = rest.firstIndex(of: "("), let close = rest.firstIndex(of: ")"), open < close else { continue }
            let name = rest[..<open]
            let parameters = rest[rest.index(after: open)..<close]
            // One parameter of type String, returning String.
            guard isIdentifier(name), !parameters.contains(","), parameters.hasSuffix(": String"),
                  find(rest[close...], "-> String") != nil else { continue }
            let parameter = parameters.dropLast(": String".count).split(separator: " ").last.map(String.init) ?? ""
            let body = lines[index...].prefix(4).joined(separator: "\n")
            let afterSignature = body[find(body, "-> String")!.upperBound...]
            if isIdentifier(parameter[...]), passes(parameter, in: afterSignature) { found.insert(String(name)) }
        }
        return found
    }

    /// Every title or text `text` gives a property, with the literal key when there is one; `wrappers`
    /// are the app's own localization functions (``wrappers(in:)`` over all its files).
    public static func scan(_ text: String, file: String, wrappers: Set<String> = []) -> [Assignment] {
        var found: [Assignment] = []
        let objectiveC = !file.hasSuffix(".swift")
        var owner: String?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("//") || trimmed.hasPrefix("*") || trimmed.hasPrefix("/*") { continue }
            // Top-level declarations only (at the start of the line): a nested `enum` does not end its class.
            if trimmed.startIndex == line.startIndex, let declared = declaredType(trimmed) { owner = declared }
            var ends: Set<String.Index> = []  // `.titleLabel?.text =` is not `.text =` again
            for form in objectiveC ? objectiveCForms : swiftForms {
                var searchFrom = line.startIndex
                while let range = find(line[searchFrom...], form) {
                    searchFrom = range.upperBound
                    guard ends.insert(range.upperBound).inserted else { continue }
                    guard let property = receiver(line[..<range.lowerBound], objectiveC: objectiveC && form.hasPrefix(" ")) else { continue }
                    let key = literalKey(in: line[range.upperBound...], wrappers: wrappers)
                    found.append(Assignment(property: property, file: file, line: index + 1, key: key, owner: owner,
                                            isThroughOtherObject: isThroughOtherObject(line[..<range.lowerBound])))
                }
            }
        }
        return found
    }

    /// The type a line declares: `class Name`, `final class Name: …`, `extension Name`, `struct Name`,
    /// `@implementation Name`, `@interface Name (…)`, after attributes and access modifiers.
    static func declaredType(_ line: Substring) -> String? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ":" || $0 == "{" || $0 == "<" || $0 == "(" })[...]
        while let first = words.first, first.hasPrefix("@") && first != "@implementation" && first != "@interface"
            || ["public", "private", "fileprivate", "internal", "open", "final"].contains(String(first)) {
            words = words.dropFirst()
        }
        guard let keyword = words.first, ["class", "struct", "extension", "@implementation", "@interface", "enum"].contains(String(keyword)),
              words.count >= 2 else { return nil }
        let name = words[words.index(after: words.startIndex)]
        // `class func` / `class var` declare no type.
        return isIdentifier(name) && !["func", "var", "let"].contains(String(name)) ? String(name) : nil
    }

    /// The property a call or assignment is made on: the last identifier before it (`self.signupButton`,
    /// `signupButton?`, `_signupButton`, `[self.signupButton`), without a leading `_`.
    static func receiver(_ before: Substring, objectiveC message: Bool) -> String? {
        var end = before.endIndex
        while end > before.startIndex, ["?", "!"].contains(before[before.index(before: end)]) { end = before.index(before: end) }
        var start = end
        while start > before.startIndex, isIdentifierCharacter(before[before.index(before: start)]) { start = before.index(before: start) }
        var name = before[start..<end]
        if message {
            // An Objective-C message: `[receiver setTitle:`; the receiver's chain starts after '['.
            guard before[..<start].contains("[") else { return nil }
        }
        while name.first == "_" { name = name.dropFirst() }
        guard isIdentifier(name), name != "self" else { return nil }
        return String(name)
    }

    /// Whether the property a call or assignment is made on (the last identifier of `before`) is reached through
    /// another object: `cell.titleLabel`, `cell?.titleLabel`, `[cell.titleLabel`; not `titleLabel`,
    /// `self.titleLabel`, `self?.titleLabel`, `super.titleLabel`.
    static func isThroughOtherObject(_ before: Substring) -> Bool {
        var rest = before
        while let last = rest.last, last == "?" || last == "!" { rest = rest.dropLast() }
        while let last = rest.last, isIdentifierCharacter(last) { rest = rest.dropLast() }
        guard rest.last == "." else { return false }
        rest = rest.dropLast()
        while let last = rest.last, last == "?" || last == "!" { rest = rest.dropLast() }
        var start = rest.endIndex
        while start > rest.startIndex, isIdentifierCharacter(rest[rest.index(before: start)]) { start = rest.index(before: start) }
        let object = rest[start...]
        // `foo().label` or `items[0].label` end in `)` or `]`: another object too.
        return !["self", "super"].contains(String(object))
    }

    /// Where code makes a table's rows size themselves (`tableView.rowHeight = UITableView.automaticDimension`, Objective-C's
    /// `UITableViewAutomaticDimension`): the table's property as ``Assignment/property`` (`tableView`: a
    /// UITableViewController's own), its owner, file and line. A table whose rows are sized so grows each cell to its
    /// content, whatever row height the document stores (auto-layout §6.4).
    public static func automaticRowHeights(files paths: [String]) -> [Assignment] {
        var found: [Assignment] = []
        for path in paths {
            guard let bytes = try? CatalogReader.readBytes(path) else { continue }  // scan(files:) reports unreadable files
            let text = String(decoding: bytes, as: UTF8.self)
            guard text.contains("utomaticDimension") else { continue }
            var owner: String?
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                if trimmed.hasPrefix("//") || trimmed.hasPrefix("*") || trimmed.hasPrefix("/*") { continue }
                if trimmed.startIndex == line.startIndex, let declared = declaredType(trimmed) { owner = declared }
                let compact = String(trimmed.filter { $0 != " " && $0 != "\t" })
                for form in [".rowHeight=UITableView.automaticDimension", ".rowHeight=UITableViewAutomaticDimension", ".rowHeight=.automaticDimension"] {
                    guard let range = find(compact[...], form),
                          let property = receiver(compact[..<range.lowerBound], objectiveC: false) else { continue }
                    found.append(Assignment(property: property, file: path, line: index + 1, key: nil, owner: owner,
                                            isThroughOtherObject: isThroughOtherObject(compact[..<range.lowerBound])))
                    break
                }
            }
        }
        return found
    }

    /// The key of a literal localization call at the start of an argument: `NSLocalizedString("KEY"`,
    /// `NSLocalizedString(@"KEY"`, `String(localized: "KEY"`, `WRAPPER("KEY"`.
    static func literalKey(in argument: Substring, wrappers: Set<String>) -> String? {
        let calls = ["NSLocalizedString(", "String(localized: ", "String(localized:"] + wrappers.map { $0 + "(" }
        var best: (String.Index, String)?
        for call in calls {
            guard let range = find(argument, call) else { continue }
            var rest = argument[range.upperBound...].drop { $0 == " " }
            if rest.first == "@" { rest = rest.dropFirst() }
            guard rest.first == "\"", let key = quoted(rest.dropFirst()) else { continue }
            // A wrapper's name may end another identifier (`MyL(` is not `L(`).
            if range.lowerBound > argument.startIndex, isIdentifierCharacter(argument[argument.index(before: range.lowerBound)]) { continue }
            if best == nil || range.lowerBound < best!.0 { best = (range.lowerBound, key) }
        }
        return best?.1
    }

    /// The text of a string literal whose opening quote is just before `text`, its escapes undone; `nil`
    /// when it does not close on the line or interpolates.
    static func quoted(_ text: Substring) -> String? {
        var value = ""
        var escaped = false
        for character in text {
            if escaped {
                if character == "(" { return nil }  // interpolation: not a literal key
                value.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                return value
            } else {
                value.append(character)
            }
        }
        return nil
    }

    /// Whether `body` passes `parameter` as the first argument of `NSLocalizedString` or `String(localized:)`.
    static func passes(_ parameter: String, in body: Substring) -> Bool {
        for call in ["NSLocalizedString(", "String(localized: String.LocalizationValue(", "String(localized: ", "String(localized:"] {
            var from = body.startIndex
            while let range = find(body[from...], call) {
                from = range.upperBound
                let argument = body[range.upperBound...].drop { $0 == " " }
                guard argument.hasPrefix(parameter) else { continue }
                let next = argument.dropFirst(parameter.count).first
                if next == nil || !isIdentifierCharacter(next!) { return true }
            }
        }
        return false
    }

    static func isIdentifierCharacter(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isNumber
    }

    /// Whether `text` is an identifier: a letter or `_`, then letters, digits and `_`.
    public static func isIdentifier(_ text: Substring) -> Bool {
        guard let first = text.first, first == "_" || first.isLetter else { return false }
        return text.allSatisfy(isIdentifierCharacter)
    }
}

/// The first range of `needle` in `text`, compared byte by byte (UTF-8); the module has no Foundation.
private func find(_ text: some StringProtocol, _ needle: String) -> Range<String.Index>? {
    let bytes = Array(needle.utf8)
    guard let first = bytes.first else { return nil }
    let utf8 = text.utf8
    var index = utf8.startIndex
    while let start = utf8[index...].firstIndex(of: first) {
        var probe = start, matched = 0
        while matched < bytes.count, probe < utf8.endIndex, utf8[probe] == bytes[matched] {
            probe = utf8.index(after: probe)
            matched += 1
        }
        if matched == bytes.count { return start..<probe }
        index = utf8.index(after: start)
    }
    return nil
}
