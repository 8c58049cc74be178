import ButtonSizer
import Synchronization

/// Measures text the way CoreText does, with real fonts: HarfBuzz shaping at exact scale, kerning on,
/// fallback fonts per grapheme cluster, UAX #14 wrapping and UILabel's truncation.
///
/// Safe to share and call from many threads at once; shaping results are cached (in ems, so one
/// entry serves every point size) up to `cacheCapacity` texts.
///
/// ```swift
/// let measurer = try TextMeasurer(library: FontLibrary(scope: .hermetic))
/// let title = try measurer.measure(TextRequest(text: "Continue", font: FontSpec(name: "Inter", size: 17)))
/// title.width            // unrounded points
/// title.size(scale: 2)   // rounded up to the @2x pixel grid
/// ```
public final class TextMeasurer: TextMeasuring, Sendable {
    /// The fonts the measurer resolves families from, through fontconfig.
    public let library: FontLibrary
    /// The choices where iOS's behaviour is open: line metrics, multiline truncation, orphans, Han forms.
    public let policies: TextPolicies
    /// Whether a family lacking the requested weight or slant may use its nearest face.
    public let allowsSubstitution: Bool
    private let shaper: Shaper
    /// ICU line-break iterators, pooled per locale and opened on first need: ICU's line-break data
    /// costs milliseconds to load, and a single line without forced breaks never needs it.
    private let lineBreakers = LineBreakers()
    /// The ICU locale whose line-break rules wrap text ("en" unless the measurer was made for another).
    public let locale: String
    /// Whole results by request, the answers at each point size of a request held together
    /// (``SizedAnswers``): a repeated request (the common case in a catalog sweep) costs a hash and a
    /// lookup, and so does each size of a Dynamic Type sweep.
    private let results: BoundedCache<RequestKey, SizedAnswers>
    /// One-line answers in font units, by text and font without the size or room: a result-cache miss
    /// for another size or width of a text that fits on one line there is answered from it.
    private let scalableLines: BoundedCache<ScalableLineKey, ScalableLine>
    /// What is counted on every measure, in an object of its own: as fields of the measurer, each
    /// count added by one batch worker made the other's next read of the measurer's fields (its caches)
    /// miss its processor's cache.
    private let counts = Counts()
    /// The last resolution made or found, asked first: a run of requests usually names one font, and
    /// comparing its name costs less than hashing it. (Its lock is an object of its own for the same
    /// reason.) Every resolution is kept by the library (``FontLibrary/resolution(_:resolve:)``).
    private let lastFace = SpinLocked<(request: FaceRequest, resolution: Resolution)?>(nil)
    /// What `--font system` (`FontSpec.systemFontName`) measures with.
    public let systemFont: SystemFont
    /// The line widths of the last text set at a second width (``LineWidths``): an answer sets a
    /// wrapping title at a dozen widths in a row.
    private let lastLineWidths = SpinLocked<LineWidths?>(nil)

    /// The largest point size accepted (`ValueRule.maximumPointSize`); larger sizes are an error
    /// rather than infinite widths.
    public static let maximumPointSize = ValueRule.maximumPointSize

    /// A measurer over `library`'s fonts.
    /// - Parameters:
    ///   - library: where fonts come from; a hermetic one sees only the bundled fonts.
    ///   - policies: choices where UIKit's behaviour is open.
    ///   - allowsSubstitution: whether a family lacking the asked weight or slant may use its nearest face.
    ///   - locale: the ICU locale whose line-break rules wrap text when a request names no language
    ///     ("en", "ja", "th"…); iterators are pooled per locale.
    ///   - cacheCapacity: how many shaped texts, and how many whole results, to keep (0: no caching).
    ///   - systemFont: the system font (by default `$BUTTONSIZER_SYSTEM_FONT`, else the stand-in Inter).
    public init(library: FontLibrary = FontLibrary(scope: .hermetic), policies: TextPolicies = TextPolicies(),
                allowsSubstitution: Bool = false, locale: String = "en", cacheCapacity: Int = 20_000,
                systemFont: SystemFont = SystemFont()) throws {
        self.library = library
        self.systemFont = systemFont
        self.policies = policies
        self.allowsSubstitution = allowsSubstitution
        self.shaper = Shaper(library: library, cacheCapacity: cacheCapacity, wordCapacity: ShapedWords.configuredCapacity)
        self.results = BoundedCache(capacity: cacheCapacity)
        self.scalableLines = BoundedCache(capacity: cacheCapacity)
        try LineBreakers.validate(locale: locale)
        self.locale = locale
    }

    /// The face a `FontSpec` names — a file path (with an optional `#N` face index), a family
    /// resolved by fontconfig, or the system font — at the coordinates the spec implies for a
    /// variable font (``FontFace/coordinates(weight:italic:pointSize:explicit:)``).
    /// - Throws: ``GlyphMetricsError`` for an unknown font, a style the font lacks (unless
    ///   substitution is allowed) or a variation its axes do not allow.
    public func face(for font: FontSpec) throws -> FontFace {
        try resolve(font).face
    }

    /// The face `id` names at the design coordinates `variations` (`[tag: value]`; the others at the
    /// face's defaults, `opsz` following `size` points): the face a glyph run was measured in, for
    /// drawing it (a `GlyphRun`'s). As ``face(for:)`` does for a font named by path, without reading a name.
    /// - Throws: ``GlyphMetricsError`` for a file that cannot be opened or a variation its axes do not allow.
    public func face(_ id: FaceID, size: Double, variations: [String: Double]) throws -> FontFace {
        _ = try library.fontSetManifest()
        let base = try library.face(path: id.path, index: id.index)
        guard base.isVariable || !variations.isEmpty else { return base }
        // Weight 400 upright: a FontSpec's defaults; `variations` holds every axis the run was measured at.
        let coordinates = try base.coordinates(weight: 400, italic: false, pointSize: size, explicit: variations)
        if coordinates == base.coordinates { return base }
        return try library.face(path: base.path, index: base.faceIndex, coordinates: coordinates)
    }

    /// A spec's face (the instance) and how it was found.
    private func resolve(_ font: FontSpec) throws -> (face: FontFace, resolution: Resolution) {
        let resolution = try resolution(for: font)
        let base = resolution.face
        guard base.isVariable || !font.variations.isEmpty else { return (base, resolution) }
        // A substituted face is used as it is: its weight need not lie inside the axis.
        let weightAxis = base.axes.first { $0.tag == "wght" }
        let weight = resolution.substitution == nil ? font.weight : weightAxis.map { Int($0.clamp(Double(font.weight))) }
        let coordinates = try base.coordinates(weight: weight, italic: font.italic, pointSize: font.size,
                                               explicit: font.variations)
        if coordinates == base.coordinates { return (base, resolution) }
        return (try library.face(path: base.path, index: base.faceIndex, coordinates: coordinates), resolution)
    }

    /// Opens the system font given (`--system-font`, `$BUTTONSIZER_SYSTEM_FONT`) once, regular at 17 pt and at
    /// 20 pt (where a folder of static files changes from SF Pro Text to Display), so that a path which is not a
    /// usable SF Pro is one error before anything is measured rather than one per request. A weight the file or
    /// folder lacks is still reported by the request that asks for it. Nothing to check for the stand-in.
    /// - Throws: ``GlyphMetricsError/unreadableFont(path:reason:)`` naming the path.
    public func checkSystemFont() throws {
        guard systemFont.origin != .standIn else { return }
        for pointSize in [17, SystemFont.displayFromPointSize] {
            _ = try systemFont.face(weight: 400, italic: false, pointSize: pointSize, library: library, allowSubstitution: true)
        }
    }

    /// The base face (default or named instance) a spec names, kept by the library by name, weight,
    /// slant and the measurer's choices (the last one also here, asked first).
    private func resolution(for font: FontSpec) throws -> Resolution {
        let isSystem = font.name == FontSpec.systemFontName
        let key = FaceRequest(name: font.name, weight: font.weight, italic: font.italic,
                              display: Self.usesDisplayFace(font))
        if let last = lastFace.withLock({ last in last?.request == key ? last?.resolution : nil }) { return last }
        let resolution = try library.resolution(FontLibrary.ResolutionKey(
            name: key.name, weight: key.weight, italic: key.italic, display: key.display, allowsSubstitution: allowsSubstitution,
            systemFont: systemFont)) { try resolve(font, isSystem: isSystem) }
        lastFace.withLock { $0 = (key, resolution) }
        return resolution
    }

    /// The base face `font` names, found: the system font, a file by path, or a family through fontconfig.
    private func resolve(_ font: FontSpec, isSystem: Bool) throws -> Resolution {
        // A font given by path needs fontconfig only for fallbacks, which must not go quietly
        // without the hermetic set's Debian files.
        _ = try library.fontSetManifest()
        let resolution: Resolution
        if isSystem {
            let (face, substitution) = try systemFont.face(weight: font.weight, italic: font.italic, pointSize: font.size,
                                                           library: library, allowSubstitution: allowsSubstitution)
            resolution = Resolution(face: face, substitution: substitution, systemFont: systemFont.description)
        } else if font.name.contains("/") {
            // The edge: a font named by path is read into a FaceID here, once per name (the resolution is kept).
            let id = FaceID(parsing: font.name)
            let face = try library.face(path: id.path, index: id.index)
            // A file is taken as named; only a style asked for explicitly must be one it has.
            guard font.weight != 400 || font.italic else {
                return Resolution(face: face, substitution: nil, systemFont: nil)
            }
            // A weight axis checks the weight itself, naming its range (``FontFace/coordinates``).
            let weight = face.axes.contains { $0.tag == "wght" } ? face.weight : font.weight
            let (checked, substitution) = try SystemFont.check(
                face, family: font.name, weight: weight, italic: font.italic,
                allowSubstitution: allowsSubstitution, available: { [face.styleDescription] })
            resolution = Resolution(face: checked, substitution: substitution, systemFont: nil)
        } else {
            let (face, substitution) = try resolveFamily(font)
            resolution = Resolution(face: face, substitution: substitution, systemFont: nil)
        }
        return resolution
    }

    /// A family's face; when the family is not installed, its first installed metric-compatible substitute
    /// (``MetricSubstitutes``), with a note saying so. Without one, the error names the substitutes' packages.
    private func resolveFamily(_ font: FontSpec) throws -> (face: FontFace, substitution: String?) {
        do {
            return try library.resolve(family: font.name, weight: font.weight, italic: font.italic,
                                       allowSubstitution: allowsSubstitution)
        } catch GlyphMetricsError.unknownFamily(let name, let closest) {
            let substitutes = MetricSubstitutes.substitutes(for: font.name)
            for substitute in substitutes {
                guard let (face, styleNote) = try? library.resolve(family: substitute.family, weight: font.weight, italic: font.italic,
                                                                   allowSubstitution: allowsSubstitution) else { continue }
                let note = MetricSubstitutes.note(substitute.family, for: font.name)
                return (face, styleNote.map { note + "; " + $0 } ?? note)
            }
            // None installed: they come first among the closest, with their packages.
            throw GlyphMetricsError.unknownFamily(name, closest: substitutes.map {
                "\($0.family) (metric-compatible, Debian \($0.package))"
            } + closest)
        }
    }

    /// Whether `font` is the system font at a size that takes SF Pro Display where a folder of static
    /// files splits it (20 pt and up): the one way, besides `opsz`, that the size picks the face.
    static func usesDisplayFace(_ font: FontSpec) -> Bool {
        font.size >= SystemFont.displayFromPointSize && font.name.utf8.count == FontSpec.systemFontName.utf8.count
            && font.name == FontSpec.systemFontName
    }

    /// A spec's base face and the notes the output carries about it.
    private typealias Resolution = FontLibrary.Resolution

    private struct FaceRequest: Hashable, Sendable {
        var name: String
        var weight: Int
        var italic: Bool
        /// The system font from a folder of static files: SF Pro Display (20 pt and up) or Text.
        var display: Bool
    }

    /// Measures, wraps and truncates `request.text` as UILabel would draw it. Sizes are unrounded
    /// points; `MeasuredText.size(scale:)` rounds them to the pixel grid.
    /// - Throws: ``GlyphMetricsError`` for an unknown font or an invalid size, width or line count.
    public func measure(_ request: TextRequest) throws -> MeasuredText {
        // Only valid requests are ever stored, and an invalid one (a NaN never equals itself) never
        // matches a stored key, so validation can wait for a miss.
        let textHash = RequestKey.textHash(request.text)
        let hash = RequestKey.hash(request, textHash: textHash)
        var sizes = results.value(hash: hash) { $0.matches(request) }
        if let known = sizes?.answer(for: request.font) {
            counts.hits.add(1, ordering: .relaxed)
            return known
        }
        return try answerMiss(request, textHash: textHash, hash: hash, entry: &sizes, sweeping: false)
    }

    /// Whether `request` shows its text whole (see `TextMeasuring`'s requirement): for one line under a
    /// width limit in a truncating mode, told from the text shaped whole (its width, without trailing
    /// whitespace, at the tight track where the font has one), as the typesetter
    /// decides before it truncates; a known answer is read from the result cache. Nothing is stored.
    public func showsWhole(_ request: TextRequest) throws -> Bool {
        guard request.maxLines == 1, request.lineBreakMode.isTruncating, let maxWidth = request.maxWidth,
              !Typesetter.hasNewline(request.text) else { return !(try measure(request).isTruncated) }
        let hash = RequestKey.hash(request, textHash: RequestKey.textHash(request.text))
        if let known = results.value(hash: hash, matching: { $0.matches(request) })?.answer(for: request.font) {
            return !known.isTruncated
        }
        try Self.validate(request)
        let (face, _) = try resolve(request.font)
        let typesetter = self.typesetter(request, face)
        let shaped = shaper.shape(request.text, primary: face, kerning: request.font.kerning,
                                  pointSize: request.font.size, style: typesetter.style)
        return typesetter.showsWholeOnOneLine(shaped, maxWidth: maxWidth)
    }

    /// The narrowest width limit at which `request` shows whole in its lines (see `TextMeasuring`'s
    /// requirement), as its advances add up (the typesetter's `narrowestWholeWidth`), from
    /// the text shaped whole: what the answer's intrinsic size shaped already. `nil` for one line, a text
    /// with a newline, or a mode that neither wraps nor truncates. Nothing is stored.
    public func narrowestWholeWidth(_ request: TextRequest) throws -> Double? {
        guard request.maxLines >= 2, request.lineBreakMode.isWrapping || request.lineBreakMode.isTruncating,
              !Typesetter.hasNewline(request.text) else { return nil }
        try Self.validate(request)
        let (face, _) = try resolve(request.font)
        let typesetter = self.typesetter(request, face)
        let shaped = shaper.shape(request.text, primary: face, kerning: request.font.kerning,
                                  pointSize: request.font.size, style: typesetter.style)
        return try typesetter.narrowestWholeWidth(shaped, maxLines: request.maxLines, mode: request.lineBreakMode)
    }

    /// The typesetter that sets `request` in `face`.
    private func typesetter(_ request: TextRequest, _ face: FontFace) -> Typesetter {
        Typesetter(shaper: shaper, face: face, size: request.font.size,
                   letterSpacing: request.font.letterSpacing, kerning: request.font.kerning,
                   policies: policies, lineBreakers: lineBreakers, locale: request.language ?? locale,
                   style: TextStyle(language: request.language, defaultHanForm: policies.defaultHanForm),
                   reusesShaping: shaper.cacheCapacity > 0)
    }

    /// Measures `request` at each of `categories` (see `TextMeasuring`'s requirement), with one
    /// result-cache lookup for all of them: the request's entry holds its answers at every size
    /// (`SizedAnswers`), so a warm sweep costs one hash and probe, and one pass over the entry.
    /// Sizes not kept yet are measured as ``measure(_:)`` would (a text that fits on one line is
    /// measured once and rescaled for the others), and kept in the entry.
    /// - Throws: `ButtonSpecError` when a category has no size; ``GlyphMetricsError`` as ``measure(_:)``.
    public func measure(_ request: TextRequest, contentSizes categories: [ContentSizeCategory],
                        scaledSizes: ScaledSizes?) throws -> [MeasuredText] {
        let sizes = try categories.map {
            AnswerSize(points: try request.font.pointSize(at: $0, scaledSizes: scaledSizes), category: $0)
        }
        // The result-cache key has no size: one hash and probe serve every size.
        let textHash = RequestKey.textHash(request.text)
        let hash = RequestKey.hash(request, textHash: textHash)
        var entry = results.value(hash: hash) { $0.matches(request) }
        if let known = entry?.answers(at: sizes) {
            counts.hits.add(known.count, ordering: .relaxed)
            return known
        }
        var answers: [MeasuredText] = []
        answers.reserveCapacity(sizes.count)
        var sized = request
        for size in sizes {
            sized.font.size = size.points
            sized.font.contentSize = size.category
            if let known = entry?.answer(for: sized.font) {
                counts.hits.add(1, ordering: .relaxed)
                answers.append(known)
            } else {
                answers.append(try answerMiss(sized, textHash: textHash, hash: hash, entry: &entry,
                                              sweeping: sizes.count > 1))
            }
        }
        return answers
    }

    /// Answers `request`, which the result cache lacks, and keeps the answer in `entry` (the
    /// request's answers at other sizes; made and stored under `hash` when nil). `sweeping`: more
    /// sizes of the text follow, so its one-line answer is worth keeping from this first measure.
    private func answerMiss(_ request: TextRequest, textHash: UInt64, hash: UInt64, entry: inout SizedAnswers?,
                            sweeping: Bool) throws -> MeasuredText {
        counts.misses.add(1, ordering: .relaxed)
        try Self.validate(request)
        var measured: MeasuredText
        // A text that fits on one line at this size and room may have been measured at another size or
        // width: its answer is rescaled. The request's entry remembers the line it was rescaled from.
        let display = Self.usesDisplayFace(request.font)
        var line = entry?.line.flatMap { $0.usesDisplayFace == display ? $0 : nil }
        var lineHash: UInt64?
        if line == nil {
            let hash = ScalableLineKey.hash(request, textHash: textHash)
            line = scalableLines.value(hash: hash) { $0.matches(request) }
            lineHash = line == nil ? hash : nil
        }
        if let line, let answer = line.answer(request) {
            counts.scalableLineAnswers.add(1, ordering: .relaxed)
            measured = answer
        } else if let whole = wholeLineFitting(request, textHash: textHash) {
            measured = whole
        } else {
            (measured, line) = try measureUncached(request, lineHash: lineHash, line: line, sweeping: sweeping)
        }
        if let entry {
            entry.add(measured, for: request.font, line: line)
        } else {
            let made = SizedAnswers(measured, for: request.font)
            results.store(made, for: RequestKey(request), hash: hash)
            entry = made
        }
        return measured
    }

    /// The answer to `request` without its width limit, when the measurer has it and it is one whole
    /// line that fits the limit: the typesetter's first case (``Typesetter/fittingWidth(_:maxWidth:)``)
    /// gives the same line under any limit it fits, so `request`'s answer is that one (issue 39 item 2:
    /// an answer measures a title unlimited for its intrinsic size, then under the width it is laid out
    /// in; a title that fits is typeset once). Nil otherwise (no limit, not kept, truncated, several lines).
    private func wholeLineFitting(_ request: TextRequest, textHash: UInt64) -> MeasuredText? {
        guard let maxWidth = request.maxWidth, !request.text.isEmpty else { return nil }
        var unlimited = request
        unlimited.maxWidth = nil
        let hash = RequestKey.hash(unlimited, textHash: textHash)
        guard let known = results.value(hash: hash, matching: { $0.matches(unlimited) })?.answer(for: unlimited.font),
              known.answersUnchanged(text: request.text, under: maxWidth) else { return nil }
        return known
    }

    /// Measures `request` from scratch; with `lineHash` (no ``ScalableLine`` for it yet), keeps its
    /// one-line answer for other sizes and widths when it has one and the text was shaped before in
    /// this face: a second size or width of a title is the sign that more will come (a sweep, a
    /// layout's widths), and a title measured once then costs nothing more. `sweeping` says more
    /// sizes come for sure (``measure(_:contentSizes:scaledSizes:)``): the line is kept at once.
    /// Returns the line kept, or `line` (the one found).
    private func measureUncached(_ request: TextRequest, lineHash: UInt64?, line: ScalableLine?,
                                 sweeping: Bool) throws -> (MeasuredText, ScalableLine?) {
        let (face, resolution) = try resolve(request.font)
        var typesetter = self.typesetter(request, face)
        let (shaped, shapedBefore) = shaper.shapeNotingHit(request.text, primary: face, kerning: request.font.kerning,
                                                            pointSize: request.font.size, style: typesetter.style)
        if shapedBefore, request.maxWidth != nil { typesetter.lineWidths = lineWidths(request.text, typesetter) }
        let lines = try typesetter.measuredLines(shaped, maxWidth: request.maxWidth ?? .infinity,
                                                 maxLines: request.maxLines, mode: request.lineBreakMode)
        let metrics = Self.lineMetrics(face, shaped, size: request.font.size, policy: policies.lineMetrics)
        var fonts = shaped.primary.fontList
        if !shaped.fallbacks.isEmpty {
            fonts.reserveCapacity(1 + shaped.fallbacks.count)
            for fallback in shaped.fallbacks { fonts.append(fallback.description) }
        }
        let missingGlyphs = shaped.missingGlyphs.map { MissingGlyph(text: shaped.string($0..<$0 + 1), offset: $0) }
        let font = resolvedFont(face, resolution, request.font)
        var line = line
        if let lineHash, shapedBefore || sweeping, let scalable = ScalableLine(shaped: shaped, face: face, font: font, spec: request.font,
                                                     fonts: fonts, missingGlyphs: missingGlyphs,
                                                     policy: policies.lineMetrics) {
            scalableLines.store(scalable, for: ScalableLineKey(request), hash: lineHash)
            line = scalable
        }
        // Several lines are spaced per the policy (D4); one line is its line height whatever the policy.
        let lineHeight = metrics.ascender - metrics.descender + metrics.leading
        let pitch = lines.lines.count > 1 ? policies.lineSpacing.pitch(lineHeight: lineHeight, font: request.font) : nil
        return (MeasuredText(
            lines: lines.lines, ascender: metrics.ascender, descender: metrics.descender, leading: metrics.leading,
            isTruncated: lines.isTruncated, fonts: fonts, font: font,
            missingGlyphs: missingGlyphs, isTightened: lines.isTightened, linePitch: pitch), line)
    }

    /// The line widths kept for `text` set by `typesetter`: the last text's when it is this one, else
    /// new ones, kept as the last.
    private func lineWidths(_ text: String, _ typesetter: Typesetter) -> LineWidths {
        lastLineWidths.withLock { last in
            if let last, last.isFor(text, typesetter) { return last }
            let made = LineWidths(text, typesetter)
            last = made
            return made
        }
    }

    /// The line metrics at `size` points: the primary face's, or with `policy` (``TextPolicies/lineMetrics``)
    /// `.tallestFont` the tallest of every face that drew the text.
    static func lineMetrics(_ face: FontFace, _ shaped: ShapedText, size: Double, policy: TextPolicies.LineMetrics) -> ScaledMetrics {
        var metrics = face.metrics(size: size)
        if policy == .tallestFont {
            for fallback in shaped.fallbacks {
                let other = fallback.metrics(size: size)
                metrics.ascender = max(metrics.ascender, other.ascender)
                metrics.descender = min(metrics.descender, other.descender)
                metrics.leading = max(metrics.leading, other.leading)
            }
        }
        return metrics
    }

    /// The primary font as measured for `font` (its size, style and category), from `face` found as `resolution` says.
    private func resolvedFont(_ face: FontFace, _ resolution: Resolution, _ font: FontSpec) -> ResolvedFont {
        ResolvedFont(
            file: face.path, faceIndex: face.faceIndex, pointSize: font.size, weight: face.weight,
            italic: face.isItalic,
            variations: face.isVariable ? face.variations.map { VariationSetting(tag: $0.tag, value: $0.value) } : [],
            tracking: face.trackingUnits(pointSize: font.size) * font.size / Double(face.positionUnitsPerEm),
            textStyle: font.textStyle, contentSize: font.contentSize,
            systemFont: resolution.systemFont, substitution: resolution.substitution)
    }

    /// The advance width of `text` on one line, in points, unrounded.
    public func width(of text: String, font: FontSpec) throws -> Double {
        try measure(TextRequest(text: text, font: font, maxWidth: nil, maxLines: 0, lineBreakMode: .clipping)).width
    }

    /// The glyphs that draw `text` on one line in `font`, with fallback fonts, positioned in points
    /// from the line's origin on the baseline (y down), in visual order: runs are reordered by the
    /// direction of their script (UAX #9 rule L2), exact for single-direction lines; mixed-direction
    /// lines are approximate (neutral characters take their neighbours' script).
    /// - Parameters:
    ///   - text: one line of text.
    ///   - font: the primary font.
    ///   - language: the text's BCP 47 language (fallback cascade, `locl` forms), as in `TextRequest.language`.
    public func glyphs(for text: String, font: FontSpec, language: String? = nil) throws -> [PositionedGlyph] {
        try Self.validate(TextRequest(text: text, font: font, language: language))
        return shaper.glyphs(text, primary: try face(for: font), kerning: font.kerning, size: font.size,
                             letterSpacing: font.letterSpacing,
                             style: TextStyle(language: language, defaultHanForm: policies.defaultHanForm))
    }

    /// The glyph runs that draw a line of `pieces` in `font` (`MeasuredLine/pieces`: a truncated
    /// line's kept text, "…" and kept tail each shaped by itself, a tightened line's text at the tight
    /// track), grouped by face, with the primary face's line metrics: what `ButtonSizer` puts in a
    /// layout made for pictures. The runs' advances add up to the width the pieces were measured at.
    /// - Parameters:
    ///   - pieces: the line's pieces, as measured.
    ///   - font: the primary font.
    ///   - language: the text's BCP 47 language (fallback cascade, `locl` forms), as in `TextRequest/language`.
    public func glyphs(pieces: [LinePiece], font: FontSpec, language: String?) throws -> LineGlyphs {
        try Self.validate(TextRequest(text: pieces.map(\.text).joined(), font: font, language: language))
        let face = try face(for: font)
        let line = shaper.glyphs(pieces: pieces, primary: face, kerning: font.kerning, size: font.size,
                                 letterSpacing: font.letterSpacing,
                                 style: TextStyle(language: language, defaultHanForm: policies.defaultHanForm))
        var runs: [GlyphRun] = []
        var lastFace: FontFace?
        for glyph in line.glyphs {
            let position = Point(x: glyph.x, y: glyph.y)
            if let last = runs.indices.last, lastFace === glyph.face {
                runs[last].glyphs.append(glyph.glyph)
                runs[last].positions.append(position)
            } else {
                let variations = Dictionary(glyph.face.variations.map { ($0.tag, $0.value) }) { $1 }
                runs.append(GlyphRun(face: glyph.face.faceID, size: font.size, glyphs: [glyph.glyph],
                                     positions: [position], variations: variations))
            }
            lastFace = glyph.face
        }
        let metrics = face.metrics(size: font.size)
        return LineGlyphs(runs: runs, ascender: metrics.ascender, lineHeight: metrics.lineHeight, width: line.width)
    }

    /// How many shaped texts the cache holds now (never more than its capacity).
    public var cachedTextCount: Int { shaper.cachedCount }

    /// How many ``measure(_:)`` calls were answered from the result cache since the measurer was made.
    public var resultCacheHits: Int { counts.hits.load(ordering: .relaxed) }
    /// How many ``measure(_:)`` calls were computed (or failed) since the measurer was made.
    public var resultCacheMisses: Int { counts.misses.load(ordering: .relaxed) }
    /// How many result-cache misses were answered from a ``ScalableLine`` (tests check the path is taken).
    var scalableLineAnswers: Int { counts.scalableLineAnswers.load(ordering: .relaxed) }

    /// Result-cache lookups that hit and that missed (the service's metrics), and misses answered from a
    /// ``ScalableLine``.
    private final class Counts: Sendable {
        let hits = Atomic<Int>(0), misses = Atomic<Int>(0), scalableLineAnswers = Atomic<Int>(0)
    }

    /// How many requests the result cache holds now (never more than its capacity), each with its
    /// answers at up to 12 point sizes (a Dynamic Type sweep's sizes share one entry).
    public var cachedResultCount: Int { results.count }

    /// How many words of multi-word runs were put together from the shaped-word cache, and how many
    /// were shaped by HarfBuzz (and kept), since the measurer was made: the cache's hit rate is
    /// `reused / (reused + shaped)`. Single-word runs (most CJK and Thai titles) count in neither.
    public var shapedWordReuse: (reused: Int, shaped: Int) { shaper.words.reuse }

    /// Empties the shaping caches (whole texts, short runs, shaped words), the result caches and the
    /// last text's line widths (fonts stay open).
    public func clearCache() {
        shaper.clearCache()
        results.removeAll()
        scalableLines.removeAll()
        lastLineWidths.withLock { $0 = nil }
    }

    /// The request's limits are ``ValueRule``'s (the ones ``ButtonSpec/validate()`` and the command
    /// line check); the error names the value as this layer's callers know it.
    static func validate(_ request: TextRequest) throws {
        if let (field, value, rule) = request.invalidValue {
            let names = ["size": "font size", "letterSpacing": "letter spacing", "maxWidth": "width", "maxLines": "lines"]
            throw GlyphMetricsError.invalidArgument(name: names[field] ?? field, value: formatPoints(value),
                                                    reason: rule.problem(value) ?? "")
        }
        if let language = request.language, let problem = languageTagProblem(language) {
            throw GlyphMetricsError.invalidArgument(name: "language", value: language, reason: problem)
        }
    }
}

/// What is wrong with `tag` as a language (the words every front end uses), or nil when it is shaped
/// like a BCP 47 tag (`isLanguageTag(_:)`).
public func languageTagProblem(_ tag: String) -> String? {
    isLanguageTag(tag) ? nil : "must be a BCP 47 language tag: letters and digits in subtags of 1–8 joined by '-', "
        + "starting with a 2–3 letter language (en, ja, zh-Hant, zh-HK, pt-BR)"
}

/// Whether `tag` is shaped like a BCP 47 language tag (RFC 5646's syntax, not its registry): a 2–3
/// letter language, then subtags of 1–8 letters or digits joined by "-" (or "_", as in `pt_BR.lproj`).
/// Read byte by byte: a tag is ASCII, so a byte of anything else makes it none (every measured request
/// with a language is checked: splitting it into characters was 5 % of a catalog's lint at fadfabf).
func isLanguageTag(_ tag: String) -> Bool {
    var subtag = 0, length = 0  // the subtag being read (0: the language) and its letters and digits so far
    func complete() -> Bool { subtag == 0 ? (2...3).contains(length) : (1...8).contains(length) }
    for byte in tag.utf8 {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "_"):
            guard complete() else { return false }
            subtag += 1
            length = 0
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): length += 1
        case UInt8(ascii: "0")...UInt8(ascii: "9") where subtag > 0: length += 1
        default: return false
        }
    }
    return complete()
}
