import Glibc
import Localization

/// An Interface Builder document with everything that translates it.
public struct InterfaceBuilderFile: Sendable {
    /// The base document's path (`Base.lproj/Main.storyboard`), as found.
    public var path: String
    /// The base document.
    public var document: InterfaceBuilderDocument
    /// The file each locale's translations come from (`de.lproj/Main.strings`, `Main.xcstrings`, a
    /// per-locale copy `es.lproj/Main.storyboard`), in the order found; a locale may have several.
    public var localeFiles: [(locale: String, path: String)]
    /// Every translation read for the document's keys (`<ObjectID>.<property>`), with its file and line;
    /// from a per-locale copy, each button's title under its title key.
    public var translations: [LocalizedString]

    /// A document with the translations read for it (`localeFiles`: each locale's file).
    public init(path: String, document: InterfaceBuilderDocument, localeFiles: [(locale: String, path: String)],
                translations: [LocalizedString]) {
        self.path = path
        self.document = document
        self.localeFiles = localeFiles
        self.translations = translations
    }
}

/// What lint reads from the paths it is given: Interface Builder documents with their translations,
/// the other catalogs, and the files that could not be read.
public struct InterfaceBuilderProject: Sendable {
    /// The documents, in path order.
    public var files: [InterfaceBuilderFile]
    /// Catalogs that translate no document found (`Localizable.strings`), for a config to check.
    public var otherCatalogs: [String]
    /// Files that could not be read: each names the file and line. The others are still read.
    public var errors: [CatalogError]
    /// Documents found and not read, each with why: a macOS, watchOS or tvOS document, or a file named
    /// like a document that is not an Interface Builder document (an old `<archive>` xib).
    public var skippedDocuments: [(path: String, reason: String)] = []
    /// Documents read as their own that are byte for byte another document (`copy`, `of`): each is
    /// checked, its rows under its own path.
    public var identicalCopies: [(copy: String, of: String)] = []
    /// Folders given that hold no document and no catalog.
    public var emptyFolders: [String] = []
    /// The Swift and Objective-C files under the folders given, sorted by path: where titles set in code
    /// are looked for (Localization's `CodeTitleScanner`).
    public var sourceFiles: [String] = []

    /// A project of what was read elsewhere (no search).
    public init(files: [InterfaceBuilderFile], otherCatalogs: [String], errors: [CatalogError]) {
        self.files = files
        self.otherCatalogs = otherCatalogs
        self.errors = errors
    }

    /// Directory names never searched: build output, dependencies and version control.
    public static let skippedDirectories: Set<String> = ["build", "Build", "DerivedData", "Pods", "Carthage", "node_modules", "SourcePackages"]

    /// Bundles never searched: built ones (``AppFonts``' list), asset catalogs, projects, debug symbols, and
    /// localization exports (`.xcloc`, from `xcodebuild -exportLocalizations`), whose "Source Contents" are copies of
    /// the project's documents as exported (Tinode and the EU DGC verifier keep theirs in the repository), which would
    /// be checked twice.
    static let skippedBundleSuffixes = AppFonts.builtBundleSuffixes + [".xcassets", ".xcodeproj", ".xcworkspace", ".dSYM", ".xcloc"]

    /// Whether `path` names an Interface Builder document.
    public static func isDocument(_ path: String) -> Bool {
        path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
    }

    /// Finds and reads everything under `paths`: folders are searched recursively (skipping hidden
    /// directories, ``skippedDirectories`` and bundles such as `.xcassets` and `.xcloc` exports), files are taken
    /// as they are.
    /// A `.strings` in `xx.lproj/`, `mul.lproj/<File>.xcstrings` or `<File>.xcstrings`, and a copy
    /// `xx.lproj/<File>.storyboard` translate the document `<File>` beside them (or the only document of
    /// that name); an explicitly named document also gets the translations beside it.
    /// - Parameters:
    ///   - paths: app folders, `.storyboard`/`.xib` files and their translation files, as given.
    ///   - defaultLocale: the locale of `Base.lproj` (and of a document in no `.lproj` folder).
    public init(paths: [String], defaultLocale: String) {
        var documents: [String] = []
        var catalogs: [String] = []
        var errors: [CatalogError] = []
        for path in paths {
            var status = stat()
            guard stat(path, &status) == 0 else {
                errors.append(CatalogError(file: path, message: "no such file or folder"))
                continue
            }
            if status.st_mode & S_IFMT == S_IFDIR {
                let found = documents.count + catalogs.count
                Self.search(path, documents: &documents, catalogs: &catalogs, sources: &sourceFiles)
                if documents.count + catalogs.count == found { emptyFolders.append(path) }
            } else if Self.isDocument(path) {
                documents.append(path)
                catalogs += Self.translationsBeside(path)
            } else {
                catalogs.append(path)
            }
        }
        var seen: Set<String> = []
        documents = documents.filter { seen.insert($0).inserted }
        catalogs = catalogs.filter { seen.insert($0).inserted }

        // Documents by (folder holding the .lproj folders, name): the base one and its per-locale copies.
        struct Group { var base: String; var copies: [String] = [] }
        var groups: [String: Group] = [:]
        var order: [String] = []
        for path in documents {
            let place = Self.place(path)
            let id = place.project + "/" + place.name
            // A document in no .lproj folder beside a same-named one in an .lproj folder is no locale's
            // copy: it is its own document (it used to be dropped without a word).
            let ownDocument = place.lproj == nil && groups[id] != nil
            guard !ownDocument, var group = groups[id] else {
                let own = ownDocument ? id + "\u{0}" + path : id
                groups[own] = Group(base: path)
                order.append(own)
                continue
            }
            // The base is the document in Base.lproj, else outside any .lproj, else the development language's.
            func rank(_ lproj: String?) -> Int { lproj == "Base" ? 0 : lproj == nil ? 1 : lproj == defaultLocale ? 2 : 3 }
            if Self.place(group.base).lproj == nil {
                // The first was in no .lproj folder: it stays its own document, and so does this one's group.
                groups[id + "\u{0}" + group.base] = group
                order[order.firstIndex(of: id)!] = id + "\u{0}" + group.base
                groups[id] = Group(base: path)
                order.append(id)
                continue
            } else if rank(place.lproj) < rank(Self.place(group.base).lproj) {
                group.copies.append(group.base)
                group.base = path
            } else {
                group.copies.append(path)
            }
            groups[id] = group
        }
        let byName = Dictionary(grouping: order, by: { Self.place(groups[$0]!.base).name })
        // Catalogs to the documents they translate.
        var catalogsOf: [String: [String]] = [:]
        var other: [String] = []
        for path in catalogs {
            let place = Self.place(path)
            let isTranslation = (path.hasSuffix(".strings") && place.lproj != nil) || path.hasSuffix(".xcstrings")
            let id = place.project + "/" + place.name
            if isTranslation, groups[id] != nil {
                catalogsOf[id, default: []].append(path)
            } else if isTranslation, let only = byName[place.name], only.count == 1 {
                catalogsOf[only[0], default: []].append(path)
            } else {
                other.append(path)
            }
        }
        var files: [InterfaceBuilderFile] = []
        var contents: [[UInt8]: String] = [:]  // each document's bytes, to name identical copies
        for id in order {
            let group = groups[id]!
            let document: InterfaceBuilderDocument
            do {
                let bytes = try CatalogReader.readBytes(group.base)
                if let original = contents[bytes] { identicalCopies.append((group.base, original)) } else { contents[bytes] = group.base }
                document = try InterfaceBuilderDocument(parsing: bytes, source: group.base)
            } catch where error.message.hasPrefix(InterfaceBuilderDocument.notADocument) {
                skippedDocuments.append((group.base, error.message))
                continue
            } catch {
                errors.append(error)
                continue
            }
            if let reason = document.skipReason {
                skippedDocuments.append((group.base, reason))
                continue
            }
            // Facts the reader could not read (a number that is not one…), each left out of the document with
            // its file and line: said here, where every front end reads its errors, while the rest is laid out.
            errors += document.problems
            var file = InterfaceBuilderFile(path: group.base, document: document, localeFiles: [], translations: [])
            for path in catalogsOf[id] ?? [] {
                do {
                    let strings = try CatalogReader.read(path: path, defaultLocale: defaultLocale)
                    file.translations += strings
                    var locales: [String] = []
                    for string in strings where !locales.contains(string.locale) { locales.append(string.locale) }
                    if path.hasSuffix(".strings"), let locale = CatalogReader.appleLocale(forPath: path, defaultLocale: defaultLocale),
                       !locales.contains(locale) {
                        locales.append(locale)  // an empty file still says the locale is translated
                    }
                    file.localeFiles += locales.map { ($0, path) }
                } catch {
                    errors.append(error)
                }
            }
            for path in group.copies {
                let locale = CatalogReader.appleLocale(forPath: path, defaultLocale: defaultLocale) ?? defaultLocale
                do {
                    let copy = try InterfaceBuilderDocument(parsing: try CatalogReader.readBytes(path), source: path)
                    file.localeFiles.append((locale, path))
                    file.translations += copy.buttons.map {
                        LocalizedString(key: $0.titleKey, locale: locale, value: $0.title, source: path, line: $0.line)
                    }
                } catch {
                    errors.append(error)
                }
            }
            files.append(file)
        }
        self.files = files
        self.otherCatalogs = other
        self.errors = errors
    }

    /// Where a file sits: the `.lproj` folder's language (`Base`, `de`; `nil` outside one), the folder
    /// holding that `.lproj` folder (or the file's own folder), and the file's name without its extension.
    static func place(_ path: String) -> (lproj: String?, project: String, name: String) {
        var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let file = components.removeLast()
        let name = file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file
        if let folder = components.last, folder.hasSuffix(".lproj") {
            components.removeLast()
            return (String(folder.dropLast(".lproj".count)), components.joined(separator: "/"), name)
        }
        return (nil, components.joined(separator: "/"), name)
    }

    /// The catalogs beside a document named on its own: `*.lproj/<File>.strings`, `*.lproj/<File>.xcstrings`
    /// and `<File>.xcstrings` in the folder holding its `.lproj` folder (or its own folder).
    static func translationsBeside(_ path: String) -> [String] {
        let place = place(path)
        let folder = place.project.isEmpty && !path.hasPrefix("/") ? "." : place.project
        var found: [String] = []
        for entry in entries(folder) {
            let full = place.project.isEmpty && !path.hasPrefix("/") ? entry.name : folder + "/" + entry.name
            if entry.isDirectory && entry.name.hasSuffix(".lproj") {
                for suffix in [".strings", ".xcstrings"] where isFile(full + "/" + place.name + suffix) {
                    found.append(full + "/" + place.name + suffix)
                }
            } else if entry.name == place.name + ".xcstrings" {
                found.append(full)
            }
        }
        return found.sorted()
    }

    /// Every document and catalog under `folder`, sorted by path.
    private static func search(_ folder: String, documents: inout [String], catalogs: inout [String], sources: inout [String]) {
        for entry in entries(folder).sorted(by: { $0.name < $1.name }) {
            let path = folder.hasSuffix("/") ? folder + entry.name : folder + "/" + entry.name
            if entry.isDirectory {
                let bundle = skippedBundleSuffixes.contains { entry.name.hasSuffix($0) }
                if !entry.name.hasPrefix(".") && !skippedDirectories.contains(entry.name) && !bundle {
                    search(path, documents: &documents, catalogs: &catalogs, sources: &sources)
                }
            } else if isDocument(entry.name) {
                documents.append(path)
            } else if CodeTitleScanner.isSource(entry.name) {
                sources.append(path)
            } else if entry.name.hasSuffix(".xcstrings") || (entry.name.hasSuffix(".strings") && folder.hasSuffix(".lproj")) {
                catalogs.append(path)
            }
        }
    }

    /// The entries of a folder (not `.` and `..`); symbolic links to folders are not followed.
    private static func entries(_ folder: String) -> [(name: String, isDirectory: Bool)] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var result: [(String, Bool)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name == "." || name == ".." { continue }
            var status = stat()
            let isDirectory = lstat(folder + "/" + name, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
            result.append((name, isDirectory))
        }
        return result
    }

    private static func isFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }
}
