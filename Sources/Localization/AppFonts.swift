#if canImport(Glibc)
import Glibc
#endif

/// The fonts an app ships: every font file (`.ttf`, `.otf`, `.ttc`) under its folders, and the `UIAppFonts`
/// ("Fonts provided by application") of its Info.plist files, each matched with the file it names. Lint measures
/// with these by default, so an app's own families (named in its storyboards) are found without `--font-dir`
/// (docs/reference/font-substitutes.md §8.1: how IB names custom fonts and lists them in UIAppFonts).
public struct AppFonts: Sendable {
    /// One `UIAppFonts` entry: the Info.plist and line that list it, the name as listed (a path inside the app
    /// bundle, usually a bare file name), and the font file found under the folders with that file name (nil: none).
    public struct Declared: Sendable, Hashable {
        /// The Info.plist that lists it.
        public var plist: String
        /// The line of its `<string>` in the Info.plist.
        public var line: Int
        /// The name as listed ("Fonts/NunitoSans-Bold.ttf").
        public var name: String
        /// The font file found for it, or nil when no file under the folders has that name.
        public var file: String?
    }

    /// The font files under the folders, sorted by path.
    public var files: [String] = []
    /// Every `UIAppFonts` entry of the Info.plist files under the folders, in the order found.
    public var declared: [Declared] = []
    /// Info.plist files that could not be read (named, with the reason).
    public var errors: [CatalogError] = []

    /// The font file extensions searched for.
    public static let extensions = [".ttf", ".otf", ".ttc"]
    /// Folders never searched for fonts: build output (the app's fonts are in its sources), CMake's among it
    /// (Provenance keeps CMake's `CMakeFiles` of its emulator cores, whose test bundles' binary Info.plists each
    /// gave a warning).
    static let skippedDirectories: Set<String> = ["build", "Build", "DerivedData", "node_modules", ".build", "CMakeFiles"]
    /// The name endings of built bundles (a framework, a resource bundle, an app, a test bundle): their Info.plist
    /// is their own, not an app's; the document search does not enter them either.
    package static let builtBundleSuffixes = [".framework", ".xcframework", ".bundle", ".app", ".xctest"]

    /// The fonts under `folders` (searched recursively, skipping hidden folders and build output); paths that
    /// are not folders are ignored (lint names them itself).
    public init(folders: [String]) {
        var plists: [String] = []
        for folder in folders where Self.isDirectory(folder) { Self.search(folder, fonts: &files, plists: &plists) }
        files.sort()
        for plist in plists.sorted() {
            do {
                for (name, line) in try Self.declaredFonts(try CatalogReader.readBytes(plist), source: plist) {
                    let base = Self.lastComponent(name)
                    let file = files.first { Self.lastComponent($0) == base }
                        ?? files.first { Self.lastComponent($0).lowercased() == base.lowercased() }
                    declared.append(Declared(plist: plist, line: line, name: name, file: file))
                }
            } catch {
                errors.append(error)
            }
        }
    }

    /// The `UIAppFonts` entries of an Info.plist (XML property list): each `<string>` of the array under that key,
    /// with its line; empty when the key is absent.
    /// - Throws: ``CatalogError`` naming `source`: not XML, not a `<plist>` of a `<dict>`, a binary property
    ///   list, or `UIAppFonts` that is not an array of strings.
    public static func declaredFonts(_ data: [UInt8], source: String) throws(CatalogError) -> [(name: String, line: Int)] {
        if data.starts(with: Array("bplist".utf8)) {
            throw CatalogError(file: source, line: nil, message: "a binary property list (convert it with `plutil -convert xml1`): its UIAppFonts are not read")
        }
        let root = try XMLReader.parse(data, source: source)
        guard root.name == "plist", let dictionary = root.elements.first, dictionary.name == "dict" else {
            throw CatalogError(file: source, line: root.line, message: "not a property list of a dictionary: its UIAppFonts are not read")
        }
        let elements = dictionary.elements
        guard let keyIndex = elements.firstIndex(where: { $0.name == "key" && $0.text == "UIAppFonts" }) else { return [] }
        guard keyIndex + 1 < elements.count, elements[keyIndex + 1].name == "array" else {
            throw CatalogError(file: source, line: elements[keyIndex].line, message: "UIAppFonts is not an array")
        }
        var fonts: [(name: String, line: Int)] = []
        for element in elements[keyIndex + 1].elements {
            guard element.name == "string" else {
                throw CatalogError(file: source, line: element.line, message: "UIAppFonts holds a <\(element.name)>, not a file name <string>")
            }
            fonts.append((element.text, element.line))
        }
        return fonts
    }

    /// `inBundle`: `folder` is inside a built bundle (a framework, a resource bundle, a test bundle…), whose
    /// Info.plist describes the bundle, not an app (Provenance's frameworks' binary ones each gave a warning):
    /// its fonts are searched, its property lists are not.
    private static func search(_ folder: String, fonts: inout [String], plists: inout [String], inBundle: Bool = false) {
        guard let directory = opendir(folder) else { return }
        var entries: [(String, Bool)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasPrefix(".") { continue }
            var status = stat()
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            guard lstat(path, &status) == 0 else { continue }
            entries.append((name, status.st_mode & S_IFMT == S_IFDIR))
        }
        closedir(directory)
        for (name, isDirectory) in entries {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            if isDirectory {
                if !skippedDirectories.contains(name) {
                    let bundle = inBundle || builtBundleSuffixes.contains { name.hasSuffix($0) }
                    search(path, fonts: &fonts, plists: &plists, inBundle: bundle)
                }
            } else if extensions.contains(where: { name.lowercased().hasSuffix($0) }) {
                fonts.append(path)
            } else if name.hasSuffix("Info.plist") && !inBundle {
                plists.append(path)
            }
        }
    }

    static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    private static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}
