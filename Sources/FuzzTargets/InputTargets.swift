import JSONText
import ButtonSizer
import ButtonLint
import ButtonSizerEngine
import GlyphMetrics
import InterfaceBuilder
import Localization
#if canImport(Glibc)
import Glibc
#endif

/// The JSON Lines request parser: every line of the input is answered (`Engine.answerLine`, as
/// `buttonsizer batch` does) with one line of JSON carrying `"line"` and `"ok"` true or false, never a
/// crash, never a raw control character or line break inside the answer.
enum BatchTarget {
    static func run(_ bytes: [UInt8]) throws(FuzzFinding) {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).prefix(64)
        for (index, raw) in lines.enumerated() {
            var line = Array(raw)
            if line.last == UInt8(ascii: "\r") { line.removeLast() }
            try check(line, lineNumber: index + 1)
        }
    }

    static func check(_ line: [UInt8], lineNumber: Int) throws(FuzzFinding) {
        let (bytes, ok) = Shared.engine.answerLine(line, lineNumber: lineNumber)
        let json = String(decoding: bytes, as: UTF8.self)
        let what = "batch line \(lineNumber) \(quoted(String(decoding: line, as: UTF8.self))) → \(quoted(json))"
        try expect(json.hasPrefix("{\"line\":\(lineNumber),\"id\":") && json.hasSuffix("}"),
                              "\(what): not an answer object")
        try expect(json.utf8.allSatisfy { $0 >= 0x20 }, "\(what): a raw control character in the answer")
        try expect(json.contains(ok ? ",\"ok\":true,\"result\":" : ",\"ok\":false,\"error\":"),
                              "\(what): \"ok\" disagrees with the answer (\(ok))")
    }
}

/// Each string-catalog parser and the lint configuration: a result whose strings name their file, or
/// a `CatalogError` (or lint error) that names the file and says what is wrong.
enum CatalogTarget {
    static let source = "fuzz/values-de/input"

    static func run(_ name: String, _ bytes: [UInt8]) throws(FuzzFinding) {
        let strings: [LocalizedString]
        do {
            switch name {
            case "xcstrings": strings = try CatalogReader.parseXCStrings(bytes, source: source)
            case "strings": strings = try CatalogReader.parseStrings(bytes, locale: "de", source: source)
            default: strings = try CatalogReader.parseAndroidXML(bytes, locale: "de", isDefaultLocale: false, source: source)
            }
        } catch {
            try expect(error.file == source && !error.message.isEmpty && error.line.map { $0 >= 1 } ?? true,
                      "\(name): an error that does not name the file and the problem: \(error)")
            return
        }
        for string in strings {
            try expect(string.source == source && string.line.map { $0 >= 1 } ?? true,
                      "\(name): \(string) does not name its file and line")
        }
    }

    /// A storyboard or xib, read by the InterfaceBuilder module: refused with an error naming the file
    /// and a line, or read into facts that are all in range (every view, constraint and problem at a line
    /// of the input, every number finite, priorities 0–1000, each view once); then every UIButton
    /// becomes a lint button or a skipped one with a reason.
    static func interfaceBuilder(_ bytes: [UInt8]) throws(FuzzFinding) {
        let path = "fuzz/Base.lproj/Main.storyboard"
        let document: InterfaceBuilderDocument
        do {
            document = try InterfaceBuilderDocument(parsing: bytes, source: path)
        } catch {
            try expect(error.file == path && !error.message.isEmpty && error.line.map { $0 >= 1 } ?? true,
                       "interfacebuilder: an error that does not name the file and the problem: \(error)")
            return
        }
        let lines = bytes.filter { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }.count + 1
        for problem in document.problems {
            try expect(problem.file == path && (problem.line.map { $0 >= 1 && $0 <= lines } ?? false) && !problem.message.isEmpty,
                       "interfacebuilder: a problem that does not name the file and a line: \(problem)")
        }
        let views = document.allViews
        try expect(Set(views.map(\.view.documentOrder)).count == views.count, "interfacebuilder: a view listed twice")
        for (view, _) in views {
            try expect(view.line >= 1 && view.line <= lines, "interfacebuilder: view \(view.id) at line \(view.line) of \(lines)")
            if let frame = view.frame {
                try expect([frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite), "interfacebuilder: frame \(frame) of \(view.id)")
            }
            for priority in [view.hugging.horizontal, view.hugging.vertical, view.compressionResistance.horizontal,
                             view.compressionResistance.vertical].compactMap({ $0 }) {
                try expect((0...1000).contains(priority), "interfacebuilder: priority \(priority) of \(view.id)")
            }
            for constraint in view.constraints {
                try expect(constraint.line >= 1 && constraint.line <= lines && constraint.owner == view.id,
                           "interfacebuilder: constraint \(constraint.id ?? "") at line \(constraint.line) of \(lines), owner \(constraint.owner)")
                try expect(constraint.multiplier.isFinite && constraint.constant.isFinite && (0...1000).contains(constraint.priority),
                           "interfacebuilder: constraint \(constraint.id ?? "") reads \(constraint.multiplier) × … + \(constraint.constant) @\(constraint.priority)")
            }
        }
        for button in document.buttons {
            try expect(button.line >= 1 && button.line <= lines, "interfacebuilder: button \(button.objectID) at line \(button.line) of \(lines)")
            try expect(button.titleKey.hasPrefix(button.objectID + "."), "interfacebuilder: key \(button.titleKey) of \(button.objectID)")
        }
        do {
            let counts = try InterfaceBuilderLint.buttonCounts(bytes, path: path)
            try expect(counts.checked + counts.skipped == document.buttons.count,
                       "interfacebuilder: \(document.buttons.count) buttons, \(counts.checked) checked + \(counts.skipped) skipped")
        } catch {
            throw FuzzFinding("interfacebuilder: read once, refused the second time: \(error)")
        }
    }

    /// An Info.plist's UIAppFonts (lint's app fonts): entries at lines inside the file, or an error naming the file.
    static func infoPlist(_ bytes: [UInt8]) throws(FuzzFinding) {
        let path = "fuzz/App/Info.plist"
        let fonts: [(name: String, line: Int)]
        do {
            fonts = try AppFonts.declaredFonts(bytes, source: path)
        } catch {
            try expect(error.file == path && !error.message.isEmpty && error.line.map { $0 >= 1 } ?? true,
                       "infoplist: an error that does not name the file and the problem: \(error)")
            return
        }
        let lines = bytes.filter { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }.count + 1
        for font in fonts { try expect(font.line >= 1 && font.line <= lines, "infoplist: '\(font.name)' at line \(font.line) of \(lines)") }
    }

    /// Swift or Objective-C source (the first byte picks which): every title set in code is on a line of
    /// the file, names an identifier, and its key (if any) is text of that line; the wrappers found are
    /// identifiers.
    static func codeTitles(_ bytes: [UInt8]) throws(FuzzFinding) {
        var input = FuzzInput(bytes)
        let file = input.bool() ? "fuzz/Login.swift" : "fuzz/Login.m"
        let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
        let wrappers = CodeTitleScanner.wrappers(in: text)
        for wrapper in wrappers {
            try expect(CodeTitleScanner.isIdentifier(wrapper[...]), "codetitles: wrapper '\(wrapper)' is not an identifier")
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for found in CodeTitleScanner.scan(text, file: file, wrappers: wrappers) {
            try expect(found.file == file && found.line >= 1 && found.line <= lines.count,
                       "codetitles: \(found.property) at line \(found.line) of \(lines.count)")
            try expect(CodeTitleScanner.isIdentifier(found.property[...]), "codetitles: property '\(found.property)' is not an identifier")
            if let key = found.key, !key.contains("\\"), !key.isEmpty {
                try expect(lines[found.line - 1].contains(key), "codetitles: key '\(key)' is not on line \(found.line)")
            }
        }
    }

    static func lintConfig(_ bytes: [UInt8]) throws(FuzzFinding) {
        let path = "fuzz/lint.json"
        do {
            let buttons = try LintConfig.buttonCount(bytes, path: path)
            try expect(buttons > 0, "lint config accepted without buttons")
        } catch {
            try expect("\(error)".contains(path), "lint config: an error that does not name the file: \(error)")
        }
    }
}

/// Font loading from mutated bytes (the first byte picks the face index, the rest is the file):
/// FreeType and HarfBuzz accept the file or `FontFace` throws a `GlyphMetricsError` naming it; an
/// accepted face gives finite metrics, outlines and measurements.
enum FontTarget {
    static let path = FuzzFiles.temporaryDirectory + "/buttonsizer-fuzz-\(getpid()).font"
    /// An empty fonts directory: fallback lookups stay cheap and find nothing.
    static let emptyDirectory: String = {
        let directory = FuzzFiles.temporaryDirectory + "/buttonsizer-fuzz-\(getpid()).fonts"
        mkdir(directory, 0o755)
        return directory
    }()

    static func run(_ bytes: [UInt8]) throws(FuzzFinding) {
        let index = Int(bytes.first ?? 0) % 4 == 3 ? Int(bytes.first ?? 0) / 4 : 0
        let file = Array(bytes.dropFirst())
        // A new file each time (unlink, then create): a face still mapping the old one keeps its bytes.
        unlink(path)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw FuzzFinding("cannot create \(path)") }
        _ = file.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        try check(path: path, index: index, library: FontLibrary(scope: .hermetic, bundledDirectory: emptyDirectory))
    }

    static func check(path: String, index: Int, library: FontLibrary) throws(FuzzFinding) {
        let face: FontFace
        do {
            face = try library.face(path: path, index: index)
        } catch let error as GlyphMetricsError {
            let description = error.description
            try expect(description.contains(path) || { if case .invalidArgument = error { true } else { false } }(),
                                  "font: an error that does not name the file: \(description)")
            return
        } catch {
            throw FuzzFinding("font: unexpected error \(error)")
        }
        let metrics = face.metrics(size: 17)
        try expect(metrics.ascender.isFinite && metrics.descender.isFinite && metrics.leading.isFinite,
                              "font: metrics \(metrics) are not finite")
        for glyph in UInt32(0)..<8 {
            if let outline = try? face.outline(glyph: glyph, size: 17) {
                _ = outline
            }
        }
        let measurer: TextMeasurer
        do { measurer = try TextMeasurer(library: library, cacheCapacity: 0) } catch {
            throw FuzzFinding("font: TextMeasurer failed: \(error)")
        }
        let font = FontSpec(name: FaceID(path: path, index: Int(index)).description, size: 17)
        for (text, width, mode) in [("Hello AVA fi", nil, LineBreakMode.truncatingTail), ("Hello World", 30.0, .truncatingMiddle),
                                    ("The quick brown fox", 40.0, .wordWrapping)] as [(String, Double?, LineBreakMode)] {
            try MeasureTarget.check(TextRequest(text: text, font: font, maxWidth: width, maxLines: mode.isWrapping ? 0 : 1,
                                                lineBreakMode: mode), measurer: measurer)
        }
    }
}
