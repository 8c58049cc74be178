internal import CFontconfig
internal import CFreeType
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Finds fonts by family name through fontconfig, opens font files, and keeps every face it opened,
/// so that measuring never calls fontconfig or re-opens a file.
///
/// A *hermetic* library sees only the fonts bundled in `Fonts/` (tests and CI use it, so installed
/// system fonts cannot change a result); a *system* library sees the system's fonts too, the bundled
/// ones first.
public final class FontLibrary: Sendable {
    /// Which fonts a library can see.
    public enum Scope: String, Sendable, Hashable {
        /// Only the bundled fonts.
        case hermetic
        /// The system's fontconfig configuration plus the bundled fonts.
        case system
    }

    /// A family the library can resolve, with the faces it has.
    public struct Family: Sendable, Hashable {
        /// The family name (`Inter`, `Noto Sans CJK SC`), as requests name it.
        public var name: String
        /// "400", "700 italic"…: OpenType weight, and "italic" for slanted faces.
        public var styles: [String]
        /// Whether the family comes from the bundled `Fonts/` directory.
        public var isBundled: Bool
        /// The Debian package of a hermetic set's family that is not bundled (``FontManifest``), or nil.
        public var package: String? = nil
    }

    /// Which fonts the library sees: only the bundled ones (hermetic) or the system's too.
    public let scope: Scope
    /// The directory of bundled fonts this library adds to fontconfig.
    public let bundledDirectory: String
    /// Further font directories whose families the library also finds by name (`--font-dir`), added to
    /// fontconfig with `FcConfigAppFontAddDir`, or single font files (an app's, found by lint), added with
    /// `FcConfigAppFontAddFile`.
    public let fontDirectories: [String]

    private let fontconfig: Mutex<FontconfigState>
    private let faces = Mutex<[FaceKey: FontFace]>([:])
    /// Variable-font instances opened at given coordinates (an `opsz` font has one per optical size
    /// asked), at most ``maximumOpenInstances``: the sizes a server is asked for are not bounded.
    private let instances = Mutex<[FaceKey: FontFace]>([:])

    /// The most variable-font instances kept open at once; opening one more closes the others first.
    /// Instances still in use stay alive where they are held (a cached shaping or answer); a Dynamic
    /// Type sweep needs 12 per font and weight.
    static let maximumOpenInstances = 256

    /// How many variable-font instances are open in the library now (tests check the bound).
    var openInstanceCount: Int { instances.withLock { $0.count } }
    private let families = Mutex<[FamilyKey: Result<ResolvedFamily, GlyphMetricsError>]>([:])
    private typealias ResolvedFamily = (face: FontFace, substitution: String?)
    /// The metric-compatible system font's faces, by the file that draws them and the style they measure as.
    private let metricFaces = Mutex<[MetricFaceKey: FontFace]>([:])

    private struct MetricFaceKey: Hashable, Sendable {
        var path: String
        var style: SystemFontMetrics.Style
    }
    private let fallbacks = Mutex<[FallbackKey: FallbackChain]>([:])
    /// The hermetic set's Debian files, read and checked once (see ``fontSetManifest()``).
    private let manifest = Mutex<ManifestState>(.unchecked)

    private enum ManifestState: Sendable {
        case unchecked
        case checked(FontManifest?)
        case failed(GlyphMetricsError)
    }

    /// A library over the bundled fonts in `bundledDirectory` (by default ``BundledFonts/directory``)
    /// and the fonts in `fontDirectories` (in either scope). fontconfig is set up on first use of a
    /// family name, not here.
    public init(scope: Scope, bundledDirectory: String = BundledFonts.directory, fontDirectories: [String] = []) {
        self.scope = scope
        self.bundledDirectory = bundledDirectory
        self.fontDirectories = fontDirectories
        self.fontconfig = Mutex(FontconfigState())
    }

    /// The named Debian package files a hermetic library adds to the bundled fonts
    /// (`Fonts/debian-fonts.tsv`), read and checked once: `nil` for a system library or a fonts
    /// directory without a manifest.
    /// - Throws: ``GlyphMetricsError/missingFontFile(path:package:version:problem:)`` when a listed file is
    ///   missing or has another size, so no other font silently stands in for it.
    public func fontSetManifest() throws -> FontManifest? {
        guard scope == .hermetic else { return nil }
        return try manifest.withLock { state in
            if case .unchecked = state {
                do {
                    let loaded = try FontManifest.load(directory: bundledDirectory)
                    if let problem = loaded?.firstProblem() { throw problem }
                    state = .checked(loaded)
                } catch let error as GlyphMetricsError {
                    state = .failed(error)
                }
            }
            switch state {
            case .checked(let loaded): return loaded
            case .failed(let error): throw error
            case .unchecked: return nil
            }
        }
    }

    /// The face at `path` (face `index` of a collection; fontconfig's `(instance << 16) | face` for a
    /// named instance), at `coordinates` for a variable font, opened once and then shared. Each set
    /// of coordinates is its own ``FontFace`` (its own id), so every cache keyed by face is keyed by
    /// coordinates too.
    public func face(path: String, index: Int = 0, coordinates: [Double]? = nil) throws -> FontFace {
        let key = FaceKey(path: path, index: index, coordinates: coordinates)
        return coordinates == nil ? try Self.open(key, in: faces, limit: .max)
            : try Self.open(key, in: instances, limit: Self.maximumOpenInstances)
    }

    /// The face `key` names from `opened`, else opened and kept there (emptying it first when it
    /// already holds `limit` faces).
    private static func open(_ key: FaceKey, in opened: borrowing Mutex<[FaceKey: FontFace]>,
                             limit: Int) throws -> FontFace {
        if let face = opened.withLock({ $0[key] }) { return face }
        let face = try FontFace(path: key.path, faceIndex: key.index, coordinates: key.coordinates)
        return opened.withLock { cache in
            if let existing = cache[key] { return existing }
            if cache.count >= limit { cache.removeAll() }
            cache[key] = face
            return face
        }
    }

    /// The metric-compatible system font in `weight` and slant, drawn by the bundled font file `path`:
    /// opened once per file and style (its own face, so no cache shares entries with the file's
    /// plain face), its advances and vertical metrics SF's (`SystemFontMetrics`, read from
    /// ``bundledDirectory``).
    /// - Throws: ``GlyphMetricsError/unreadableFont(path:reason:)`` for the file or the metrics table.
    func metricFace(drawnBy path: String, weight: Int, italic: Bool) throws -> FontFace {
        let key = MetricFaceKey(path: path, style: SystemFontMetrics.Style(weight: weight, italic: italic))
        if let face = metricFaces.withLock({ $0[key] }) { return face }
        let table = try SystemFontMetrics.load(directory: bundledDirectory)
        let face = try FontFace(path: path, faceIndex: 0, coordinates: nil,
                                metricFont: MetricFont(table: table, style: key.style))
        return metricFaces.withLock { $0[key, default: face] }
    }

    /// The face of `family` in `weight` (100–900) and slant, found by fontconfig.
    ///
    /// fontconfig always returns *some* font, and in the system configuration `90-synthetic.conf`
    /// even reports the asked weight and slant for a face that lacks them (to be emboldened or
    /// slanted by the renderer). So the style is checked against the file itself: its OS/2 weight
    /// and italic flags, or its `wght`, `slnt` and `ital` axes (a variable face provides every value
    /// inside its axes; the caller sets the coordinates).
    /// - Returns: the face (the default or named instance of a variable font) and, when
    ///   `allowSubstitution` let a different style stand in, a note naming what was used.
    /// - Throws: ``GlyphMetricsError/unknownFamily(_:closest:)`` with the closest family names, or
    ///   ``GlyphMetricsError/unavailableStyle(family:requested:available:)`` when the family lacks that
    ///   weight or slant, unless `allowSubstitution` is set (then fontconfig's nearest face is used).
    public func resolve(family: String, weight: Int = 400, italic: Bool = false,
                        allowSubstitution: Bool = false) throws -> (face: FontFace, substitution: String?) {
        let key = FamilyKey(family: family.lowercased(), weight: weight, italic: italic,
                            allowSubstitution: allowSubstitution)
        if let known = families.withLock({ $0[key] }) { return try known.get() }
        // A family that is not there is remembered too: a document names its missing font once per
        // label, and each miss would otherwise ask fontconfig again and rank every family by distance.
        func find() throws -> ResolvedFamily {
            let match = try withConfig { config in
                try FontconfigState.match(config, family: family, weight: weight, italic: italic)
            }
            guard match.familyNames.contains(where: { $0.lowercased() == family.lowercased() }) else {
                throw GlyphMetricsError.unknownFamily(family, closest: closestFamilies(to: family))
            }
            let face = try self.face(path: match.path, index: match.index)
            var substitution: String?
            if !face.provides(weight: weight, italic: italic) {
                let requested = styleName(weight: Double(weight), italic: italic)
                guard allowSubstitution else {
                    let available = try withConfig { try FontconfigState.styles(of: family, in: $0) }
                    throw GlyphMetricsError.unavailableStyle(family: family, requested: requested, available: available)
                }
                substitution = "\(family) has no \(requested) face; substituted \(face.styleDescription) (\(face))"
            }
            return (face, substitution)
        }
        do {
            let found = try find()
            families.withLock { $0[key] = .success(found) }
            return found
        } catch let missing as GlyphMetricsError {
            families.withLock { $0[key] = .failure(missing) }
            throw missing
        }
    }

    /// The face of `family` in `weight` and slant: ``resolve(family:weight:italic:allowSubstitution:)``
    /// without the note.
    public func face(family: String, weight: Int = 400, italic: Bool = false,
                     allowSubstitution: Bool = false) throws -> FontFace {
        try resolve(family: family, weight: weight, italic: italic, allowSubstitution: allowSubstitution).face
    }

    /// Every family the library can resolve, bundled ones first, each group sorted by name.
    public func availableFamilies() throws -> [Family] {
        let bundled = bundledDirectory.hasSuffix("/") ? bundledDirectory : bundledDirectory + "/"
        let all = try withConfig { try FontconfigState.list($0) }
        let packages = Dictionary((try fontSetManifest())?.entries.map { ($0.path, $0.package) } ?? [],
                                  uniquingKeysWith: { first, _ in first })
        var byName: [String: Family] = [:]
        // Only faces of files that exist (no stale cache entries); a variable face lists its weight range.
        for entry in all where access(entry.path, R_OK) == 0 {
            let style = entry.style
            var family = byName[entry.family] ?? Family(name: entry.family, styles: [], isBundled: false)
            if !family.styles.contains(style) { family.styles.append(style) }
            family.isBundled = family.isBundled || entry.path.hasPrefix(bundled)
            family.package = family.package ?? packages[entry.path]
            byName[entry.family] = family
        }
        return byName.values.map { family in
            var sorted = family
            sorted.styles.sort { $0.localizedStandardOrder < $1.localizedStandardOrder }
            return sorted
        }.sorted { ($0.isBundled ? 0 : 1, $0.name) < ($1.isBundled ? 0 : 1, $1.name) }
    }

    /// The fonts fontconfig would fall back to after `face`, best first (`FcFontSort`, which prefers
    /// the face's weight and slant), opened lazily, with `cascade`'s CJK families in front for CJK text.
    /// One chain serves every instance of a variable face (they share a cmap).
    func fallbackChain(for face: FontFace, cascade: FallbackCascade) -> FallbackChain {
        if let last = lastChain.withLock({ $0 }), last.key == ChainKey(face: face.id, cascade: cascade) {
            return last.chain
        }
        let key = FallbackKey(path: face.path, index: face.faceIndex, weight: face.weight, italic: face.isItalic,
                              cascade: cascade)
        let chain = fallbackChain(key, face: face)
        lastChain.withLock { $0 = (ChainKey(face: face.id, cascade: cascade), chain) }
        return chain
    }

    private func fallbackChain(_ key: FallbackKey, face: FontFace) -> FallbackChain {
        if let chain = fallbacks.withLock({ $0[key] }) { return chain }
        let candidates = (try? withConfig { config in
            try FontconfigState.sort(config, family: face.familyName, weight: Double(face.weight),
                                     italic: face.isItalic, keepingFamilies: CJKForm.allFamilies)
        }) ?? []
        let chain = FallbackChain(library: self, primary: face, cascade: key.cascade,
                                  candidates: candidates.filter { $0.key.path != face.path || $0.key.index & 0xFFFF != face.faceIndex })
        return fallbacks.withLock { cache in
            if let existing = cache[key] { return existing }
            cache[key] = chain
            return chain
        }
    }

    /// A font a request names (a family, a file by path or the system font) in a weight and slant,
    /// resolved to its base face, with the notes answers carry about it.
    struct Resolution: Sendable {
        var face: FontFace
        var substitution: String?
        var systemFont: String?
    }

    /// What a resolution depends on: the name, weight, slant and display face a request asks for, and
    /// the measurer's choices (substitution allowed, which system font).
    struct ResolutionKey: Hashable, Sendable {
        var name: String
        var weight: Int
        var italic: Bool
        /// The system font from a folder of static files: SF Pro Display (20 pt and up) or Text.
        var display: Bool
        var allowsSubstitution: Bool
        var systemFont: SystemFont
    }

    /// Every measurer's resolutions, kept with the faces they found: the library is the one place faces
    /// are kept, so no path is parsed and no fontconfig called again for a name already resolved.
    private let resolutions = SpinLocked<[ResolutionKey: Resolution]>([:])

    /// The resolution `key` names, made by `resolve` the first time (an error is not kept).
    func resolution(_ key: ResolutionKey, resolve: () throws -> Resolution) rethrows -> Resolution {
        if let known = resolutions.withLock({ $0[key] }) { return known }
        let made = try resolve()
        resolutions.withLock { $0[key] = made }
        return made
    }

    /// The chain asked for last, by face id: titles in a row usually fall back from one face, and
    /// comparing ids costs less than hashing the path of ``FallbackKey``. (Not a strong reference to
    /// the face: the chain holds it.)
    private let lastChain = SpinLocked<(key: ChainKey, chain: FallbackChain)?>(nil)

    private struct ChainKey: Hashable, Sendable {
        var face: Int
        var cascade: FallbackCascade
    }

    private func withConfig<T: Sendable>(_ body: @Sendable (OpaquePointer) throws -> T) throws -> T {
        let manifest = try fontSetManifest()
        return try fontconfig.withLock { state in
            let config = try state.config(scope: scope, bundledDirectory: bundledDirectory, manifest: manifest,
                                          fontDirectories: fontDirectories)
            return try body(config)
        }
    }

    private func closestFamilies(to name: String) -> [String] {
        let names = ((try? availableFamilies()) ?? []).map(\.name)
        let wanted = name.lowercased()
        return names
            .map { (name: $0, distance: editDistance(wanted, $0.lowercased())) }
            .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
            .prefix(3).map(\.name)
    }
}

struct FaceKey: Hashable, Sendable {
    var path: String
    var index: Int
    /// Design coordinates of a variable font; nil for the named or default instance.
    var coordinates: [Double]? = nil
}

private struct FallbackKey: Hashable, Sendable {
    var path: String
    var index: Int
    var weight: Int
    var italic: Bool
    var cascade: FallbackCascade
}

private struct FamilyKey: Hashable, Sendable {
    var family: String
    var weight: Int
    var italic: Bool
    var allowSubstitution: Bool
}

func styleName(weight: Double, italic: Bool) -> String {
    let number = String(Int(weight.rounded()))
    return italic ? number + " italic" : number
}

private extension String {
    /// "400" < "700" < "700 italic": numbers compare as numbers.
    var localizedStandardOrder: Double {
        let number = Double(prefix { $0.isNumber }) ?? 0
        return number + (hasSuffix("italic") ? 0.5 : 0)
    }
}

/// The fontconfig configuration, built on first use: one owner, destroyed in `deinit`. fontconfig
/// configurations are not safe to use from several threads, so `FontLibrary` keeps this in a `Mutex`.
struct FontconfigState: ~Copyable {
    private var handle: OpaquePointer?

    init() {}

    deinit {
        if let handle { cfc_FcConfigDestroy(handle) }
    }

    mutating func config(scope: FontLibrary.Scope, bundledDirectory: String, manifest: FontManifest?,
                         fontDirectories: [String] = []) throws -> OpaquePointer {
        if let handle { return handle }
        // fontconfig is opened here, at the first family lookup (CFontconfig.c).
        if let error = cfc_load_error() {
            throw GlyphMetricsError.library(LibraryError(function: "dlopen", message: String(cString: error)))
        }
        let config: OpaquePointer
        switch scope {
        case .hermetic:
            // Only the bundled directory, and a cache directory so fontconfig neither rescans the
            // fonts on every start nor complains that it has nowhere to write.
            guard let created = cfc_FcConfigCreate() else {
                throw GlyphMetricsError.library(LibraryError(function: "FcConfigCreate", message: "out of memory"))
            }
            let xml = "<fontconfig><dir>\(xmlEscaped(bundledDirectory))</dir>"
                + Self.manifestXML(manifest)
                + "<cachedir>\(xmlEscaped(Self.cacheDirectory(manifest)))</cachedir></fontconfig>"
            let loaded = xml.withFcString { cfc_FcConfigParseAndLoadFromMemory(created, $0, 1) }
            guard loaded != 0, cfc_FcConfigBuildFonts(created) != 0 else {
                cfc_FcConfigDestroy(created)
                throw GlyphMetricsError.invalidArgument(name: "fonts directory", value: bundledDirectory,
                                                        reason: "fontconfig cannot read it")
            }
            config = created
        case .system:
            guard let created = cfc_FcInitLoadConfigAndFonts() else {
                throw GlyphMetricsError.library(LibraryError(function: "FcInitLoadConfigAndFonts",
                                                             message: "no fontconfig configuration"))
            }
            _ = bundledDirectory.withFcString { cfc_FcConfigAppFontAddDir(created, $0) }
            config = created
        }
        for directory in fontDirectories {
            // A font file (an app's, found by lint) is added by itself; a folder with everything under it.
            var status = stat()
            let isFile = stat(directory, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
            guard directory.withFcString({ isFile ? cfc_FcConfigAppFontAddFile(config, $0) : cfc_FcConfigAppFontAddDir(config, $0) }) == 0
            else { continue }
            cfc_FcConfigDestroy(config)
            throw GlyphMetricsError.invalidArgument(name: isFile ? "font file" : "font directory", value: directory,
                                                    reason: "fontconfig cannot read it (\(isFile ? "FcConfigAppFontAddFile" : "FcConfigAppFontAddDir") failed)")
        }
        handle = config
        return config
    }

    /// `$XDG_CACHE_HOME/buttonsizer-fontconfig`, else `$HOME/.cache/…`, else `/tmp/buttonsizer-fontconfig-UID`;
    /// one subdirectory per manifest, because a cached directory scan keeps only the files accepted then.
    static func cacheDirectory(_ manifest: FontManifest?) -> String {
        func env(_ name: String) -> String? {
            getenv(name).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
        }
        let base = if let cache = env("XDG_CACHE_HOME") { cache + "/buttonsizer-fontconfig" }
            else if let home = env("HOME") { home + "/.cache/buttonsizer-fontconfig" }
            else { "/tmp/buttonsizer-fontconfig-\(getuid())" }
        return manifest.map { base + "/set-" + $0.fingerprint } ?? base
    }

    /// The manifest's files as fontconfig configuration: each file's directory is scanned, but only
    /// the listed files are accepted (`<selectfont>`), so the other fonts of those packages stay out.
    static func manifestXML(_ manifest: FontManifest?) -> String {
        guard let manifest, !manifest.entries.isEmpty else { return "" }
        var directories: [String] = []
        for entry in manifest.entries {
            let directory = String(entry.path[..<(entry.path.lastIndex(of: "/") ?? entry.path.startIndex)])
            if !directories.contains(directory) { directories.append(directory) }
        }
        return directories.map { "<dir>\(xmlEscaped($0))</dir>" }.joined()
            + "<selectfont><rejectfont>"
            + directories.map { "<glob>\(xmlEscaped($0))/*</glob>" }.joined()
            + "</rejectfont><acceptfont>"
            + manifest.entries.map { "<glob>\(xmlEscaped($0.path))</glob>" }.joined()
            + "</acceptfont></selectfont>"
    }

    struct Match {
        var path: String
        var index: Int
        var familyNames: [String]
        var weight: Double
        var italic: Bool
    }

    static func match(_ config: OpaquePointer, family: String, weight: Int, italic: Bool) throws -> Match {
        let pattern = request(family: family, weight: Double(weight), italic: italic)
        defer { cfc_FcPatternDestroy(pattern) }
        cfc_FcConfigSubstitute(config, pattern, FcMatchPattern)
        cfc_FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let matched = cfc_FcFontMatch(config, pattern, &result), result == FcResultMatch else {
            throw GlyphMetricsError.unknownFamily(family, closest: [])
        }
        defer { cfc_FcPatternDestroy(matched) }
        return try describe(matched)
    }

    /// fontconfig's fallback order for a face (`FcFontSort`): the fonts that add coverage (trimmed),
    /// plus every face of `keepingFamilies` wherever it sorts, since trimming would drop all but the first
    /// of several faces with the same characters (Noto Sans CJK JP, KR, SC, TC, HK).
    static func sort(_ config: OpaquePointer, family: String, weight: Double, italic: Bool,
                     keepingFamilies: Set<String>) throws -> [FallbackChain.Candidate] {
        let pattern = request(family: family, weight: weight, italic: italic)
        defer { cfc_FcPatternDestroy(pattern) }
        cfc_FcConfigSubstitute(config, pattern, FcMatchPattern)
        cfc_FcDefaultSubstitute(pattern)
        let trimmed = Set(sorted(config, pattern, trim: true).map(\.key))
        return sorted(config, pattern, trim: false).filter {
            trimmed.contains($0.key) || keepingFamilies.contains($0.family)
        }
    }

    private static func sorted(_ config: OpaquePointer, _ pattern: OpaquePointer, trim: Bool) -> [FallbackChain.Candidate] {
        var result = FcResultNoMatch
        guard let set = cfc_FcFontSort(config, pattern, trim ? 1 : 0, nil, &result) else { return [] }
        defer { cfc_FcFontSetSortDestroy(set) }
        var candidates: [FallbackChain.Candidate] = []
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i], let path = string(font, FC_FILE) else { continue }
            var color: FcBool = 0
            candidates.append(.init(key: FaceKey(path: path, index: Int(integer(font, FC_INDEX) ?? 0)),
                                    family: string(font, FC_FAMILY) ?? "",
                                    isColor: cfc_FcPatternGetBool(font, FC_COLOR, 0, &color) == FcResultMatch && color != 0))
        }
        return candidates
    }

    struct Listed {
        var family: String
        var path: String
        var weight: Double
        var italic: Bool
        /// A variable face's `wght` range (OpenType values), where fontconfig lists a range.
        var weightRange: ClosedRange<Double>?

        /// "700", "700 italic", "100…900" for a variable face.
        var style: String {
            guard let weightRange else { return styleName(weight: weight, italic: italic) }
            return "\(Int(weightRange.lowerBound))…\(Int(weightRange.upperBound))" + (italic ? " italic" : "")
        }
    }

    static func list(_ config: OpaquePointer, family: String? = nil) throws -> [Listed] {
        let pattern = cfc_FcPatternCreate()!
        defer { cfc_FcPatternDestroy(pattern) }
        if let family { family.withFcString { _ = cfc_FcPatternAddString(pattern, FC_FAMILY, $0) } }
        let objects = cfc_FcObjectSetCreate()!
        defer { cfc_FcObjectSetDestroy(objects) }
        for object in [FC_FAMILY, FC_FILE, FC_WEIGHT, FC_SLANT, FC_INDEX] { _ = cfc_FcObjectSetAdd(objects, object) }
        guard let set = cfc_FcFontList(config, pattern, objects) else { return [] }
        defer { cfc_FcFontSetDestroy(set) }
        var listed: [Listed] = []
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i], let name = string(font, FC_FAMILY) else { continue }
            listed.append(Listed(family: name, path: string(font, FC_FILE) ?? "",
                                 weight: cfc_FcWeightToOpenTypeDouble(double(font, FC_WEIGHT) ?? 80),
                                 italic: (integer(font, FC_SLANT) ?? 0) != FC_SLANT_ROMAN,
                                 weightRange: range(font, FC_WEIGHT).map {
                                     cfc_FcWeightToOpenTypeDouble($0.lowerBound)...cfc_FcWeightToOpenTypeDouble($0.upperBound)
                                 }))
        }
        return listed
    }

    static func styles(of family: String, in config: OpaquePointer) throws -> [String] {
        Array(Set(try list(config, family: family).map(\.style)))
            .sorted { $0.localizedStandardOrder < $1.localizedStandardOrder }
    }

    private static func request(family: String, weight: Double, italic: Bool) -> OpaquePointer {
        let pattern = cfc_FcPatternCreate()!
        family.withFcString { _ = cfc_FcPatternAddString(pattern, FC_FAMILY, $0) }
        cfc_FcPatternAddDouble(pattern, FC_WEIGHT, cfc_FcWeightFromOpenTypeDouble(weight))
        cfc_FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        // A fixed language, so the process's LANG cannot reorder fallbacks (fontconfig's default);
        // the text's own language acts through FallbackCascade.
        "en".withFcString { _ = cfc_FcPatternAddString(pattern, FC_LANG, $0) }
        return pattern
    }

    private static func describe(_ font: OpaquePointer) throws -> Match {
        guard let path = string(font, FC_FILE) else {
            throw GlyphMetricsError.library(LibraryError(function: "FcFontMatch", message: "the match has no file"))
        }
        var names: [String] = []
        while let name = string(font, FC_FAMILY, at: Int32(names.count)) { names.append(name) }
        return Match(path: path, index: Int(integer(font, FC_INDEX) ?? 0), familyNames: names,
                     weight: cfc_FcWeightToOpenTypeDouble(double(font, FC_WEIGHT) ?? 80),
                     italic: (integer(font, FC_SLANT) ?? 0) != FC_SLANT_ROMAN)
    }

    private static func string(_ pattern: OpaquePointer, _ object: String, at n: Int32 = 0) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard cfc_FcPatternGetString(pattern, object, n, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }

    private static func integer(_ pattern: OpaquePointer, _ object: String) -> Int32? {
        var value: Int32 = 0
        return cfc_FcPatternGetInteger(pattern, object, 0, &value) == FcResultMatch ? value : nil
    }

    private static func range(_ pattern: OpaquePointer, _ object: String) -> ClosedRange<Double>? {
        var range: OpaquePointer?
        var (begin, end) = (0.0, 0.0)
        guard cfc_FcPatternGetRange(pattern, object, 0, &range) == FcResultMatch, let range,
              cfc_FcRangeGetDouble(range, &begin, &end) != 0, begin <= end else { return nil }
        return begin...end
    }

    private static func double(_ pattern: OpaquePointer, _ object: String) -> Double? {
        var value: Double = 0
        if cfc_FcPatternGetDouble(pattern, object, 0, &value) == FcResultMatch { return value }
        return integer(pattern, object).map(Double.init)
    }
}

private extension String {
    /// Lends the string to fontconfig as `const FcChar8 *` (UTF-8, NUL-terminated).
    func withFcString<T>(_ body: (UnsafePointer<FcChar8>) -> T) -> T {
        withCString { $0.withMemoryRebound(to: FcChar8.self, capacity: utf8.count + 1, body) }
    }
}
