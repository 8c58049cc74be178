import AutoLayout
import ButtonSizer
import InterfaceBuilder

/// What `buttonsizer lint --screens` asks: the app's documents, the devices and the locales to lay every
/// screen out for.
public struct ScreensRequest: Sendable {
    /// App folders and documents, as given.
    public var paths: [String]
    /// The devices (`--device`, repeatable); empty: each document's own design device.
    public var devices: [LayoutDevice]
    /// The locales to check (nil: the base locale and every locale the documents are translated into).
    public var locales: [String]?
    /// The locale of `Base.lproj` (and of a document in no `.lproj` folder).
    public var baseLocale: String
    /// The content size categories (`--content-size`): text-style fonts at each, the screen re-solved; empty: Large.
    public var contentSizes: [ContentSizeCategory]
    /// Where the app's code gives an outlet a text, from the Swift and Objective-C files found under the paths
    /// (lint passes `ScreenLint.textsSetInCode`, which reads them with Localization's `CodeTitleScanner`; the
    /// engine reads no source code itself). nil: none looked for.
    public var textsSetInCode: (@Sendable ([String]) -> [CodeText])?
    /// Where the app's code makes a table's rows size themselves (`tableView.rowHeight = UITableView.automaticDimension`),
    /// from the same files (lint passes `ScreenLint.automaticRowHeightsInCode`): such a table's cells grow to their
    /// wrapping labels whatever row height the document stores. nil: none looked for.
    public var automaticRowHeightsInCode: (@Sendable ([String]) -> [CodeText])?

    /// A place where code sets a property of an outlet: `nameLabel.text = …` in `MenuViewController` at
    /// `File.swift:148`, or `tableView.rowHeight = UITableView.automaticDimension`.
    public struct CodeText: Sendable, Hashable {
        /// The outlet property's name.
        public var property: String
        /// The type whose outlet it is (nil: unknown, as for `cell.titleLabel.text = …`, another object's).
        public var owner: String?
        /// `File.swift:148`.
        public var place: String

        /// A place where code sets `property`'s text.
        public init(property: String, owner: String?, place: String) {
            self.property = property
            self.owner = owner
            self.place = place
        }
    }

    /// A request for `paths` on `devices` in `locales` at `contentSizes`.
    public init(paths: [String], devices: [LayoutDevice] = [], locales: [String]? = nil, baseLocale: String = "en",
                contentSizes: [ContentSizeCategory] = [], textsSetInCode: (@Sendable ([String]) -> [CodeText])? = nil,
                automaticRowHeightsInCode: (@Sendable ([String]) -> [CodeText])? = nil) {
        self.paths = paths
        self.textsSetInCode = textsSetInCode
        self.automaticRowHeightsInCode = automaticRowHeightsInCode
        self.devices = devices
        self.locales = locales
        self.baseLocale = baseLocale
        self.contentSizes = contentSizes
    }

    /// Named device sets for `--device`: `smallest` is the smallest iPhone current iOS supports (retina4_7,
    /// 375×667: iPhone SE 2nd/3rd generation), `largest` the largest (retina6_9, 440×956: the 6.9" iPhones);
    /// `phones` both and the 6.1" retina6_12 between them (docs/screen-lint.md, the devices).
    public static let deviceSets: [String: [String]] = [
        "smallest": ["retina4_7"],
        "largest": ["retina6_9"],
        "phones": ["retina4_7", "retina6_12", "retina6_9"],
    ]

    /// `--device` as typed: an IB device id, `WxH` in points, or a named set (``deviceSets``).
    /// - Throws: ``RequestError`` naming `--device` when it is none of them.
    public static func devices(_ text: String) throws(RequestError) -> [LayoutDevice] {
        if let set = deviceSets[text.lowercased()] { return set.compactMap { LayoutDevice.named($0) } }
        return [try FramesRequest.device(text)]
    }
}

/// A screen text's verdict in one locale on one device, worst first.
public enum ScreenStatus: String, Sendable, Hashable, CaseIterable, Comparable {
    /// The document could not be solved or the text measured (the message says why).
    case error
    /// A required constraint had to be broken to lay the screen out (the message names it, as UIKit's log does).
    case unsatisfiable
    /// The text needs more than its frame gives for its lines.
    case truncates
    /// A label limited to some lines needs more of them at its width.
    case wrapsPastLimit = "wraps-past-limit"
    /// Outside a superview that clips its subviews, or off the screen's sides.
    case clipped
    /// Its frame intersects a sibling's that it did not intersect in the base language on the same device.
    case overlaps
    /// It fits only by `minimumScaleFactor`: drawn smaller.
    case shrinks
    /// Not checked: the message says why (text set at run time, a custom class that draws itself…).
    case unchecked
    /// The text fits its frame.
    case fits

    public static func < (a: ScreenStatus, b: ScreenStatus) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// Whether the status is a failure a run reports as an error (`shrinks` and `unchecked` are notes).
    public var isFailure: Bool { self < .shrinks }
}

/// One text of one screen in one locale on one device.
public struct ScreenRow: Sendable {
    /// The verdict.
    public var status: ScreenStatus
    /// The document's path.
    public var document: String
    /// The scene's name (``ScreenScene/name``).
    public var scene: String
    /// The text and its view.
    public var text: ScreenText
    /// The locale (`*` for a text not checked in any).
    public var locale: String
    /// The device's id (`*` for a text not checked on any).
    public var device: String
    /// The content size category (`L` by default; `*` for a text not checked).
    public var contentSize: String = "L"
    /// The text shown in that locale.
    public var shown: String?
    /// The translation's file and line (nil: the base document's text is shown).
    public var translationFile: String?
    /// The translation's line.
    public var translationLine: Int?
    /// The view's frame in window coordinates, points (nil: not laid out).
    public var frame: IBRect?
    /// The text against its frame (nil when not measured).
    public var fit: TextFit?
    /// The other view of an `overlaps` row, or the clipping superview of a `clipped` one (`class id`).
    public var other: String?
    /// What the verdict means here: the width needed and given, the broken constraint, the drawn size…
    public var message: String
    /// The size trace of the view's width: the constraints on its left edge or width that hold it in this
    /// solve, strongest first (`constraint X (line N) @1000`, `id compression width @750`).
    public var trace: [String]
}

/// The answer to a ``ScreensRequest``: a row per text, locale and device, and the documents that failed.
public struct ScreensAnswer: Sendable {
    /// The rows, by document, scene, device, locale and view order.
    public var rows: [ScreenRow]
    /// Documents that could not be read or solved (the others are still answered).
    public var errors: [FramesError]
    /// Documents not for iOS, named so nothing is skipped in silence.
    public var otherPlatforms: [String]
    /// The scenes of each document, in order, with their lines.
    public var scenes: [String: [ScreenScene]]
}

/// A translation's text and where it is.
struct Translation {
    var value: String?
    var source: String
    var line: Int?
}

/// Right-to-left languages (as lint's button rows take them).
func isRightToLeftLocale(_ locale: String) -> Bool {
    let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? locale
    return ["ar", "he", "fa", "ur", "yi", "ps", "sd", "ug", "ckb", "dv"].contains(language.lowercased())
}

/// A solved document's views in window coordinates with their superviews.
struct ScreenGeometry {
    var rects: [String: IBRect] = [:]
    var parents: [String: String] = [:]
    var children: [String: [String]] = [:]
    var views: [String: SolvedView] = [:]

    init(_ solved: SolvedDocument, stored: Bool = false) {
        var stack: [(id: String, x: Double, y: Double)] = []
        for view in solved.views {
            while let last = stack.last, stack.count > view.depth { _ = last; stack.removeLast() }
            views[view.objectID] = view
            guard let frame = stored ? view.stored : view.frame else {
                stack.append((view.objectID, 0, 0))
                continue
            }
            let origin = view.depth == 0 ? (0.0, 0.0) : (stack.last.map { ($0.x, $0.y) } ?? (0, 0))
            let rect = IBRect(x: origin.0 + (view.depth == 0 ? 0 : frame.x), y: origin.1 + (view.depth == 0 ? 0 : frame.y),
                              width: frame.width, height: frame.height)
            rects[view.objectID] = rect
            if view.depth > 0, let parent = stack.last { parents[view.objectID] = parent.id; children[parent.id, default: []].append(view.objectID) }
            stack.append((view.objectID, rect.x, rect.y))
        }
    }

    /// The siblings of `id` (not itself) whose rectangles intersect its own by more than a pixel each way.
    func intersecting(_ id: String, slack: Double) -> [String] {
        guard let rect = rects[id], let parent = parents[id] else { return [] }
        return (children[parent] ?? []).filter { other in
            guard other != id, let o = rects[other], o.width > slack, o.height > slack, rect.width > slack, rect.height > slack else { return false }
            let overlapX = min(rect.x + rect.width, o.x + o.width) - max(rect.x, o.x)
            let overlapY = min(rect.y + rect.height, o.y + o.height) - max(rect.y, o.y)
            return overlapX > slack && overlapY > slack
        }
    }

    /// The first ancestor that clips `id` (it reaches more than a pixel outside it), or `screen` when it
    /// reaches past the screen's sides; nil when neither. `drawn`, in window points, is what `id` draws when
    /// that is less than its frame (a label's glyph band: ``glyphBand(of:fit:)``); the frame otherwise.
    func clipping(_ id: String, drawn: IBRect? = nil, document: [String: IBView], screenWidth: Double, slack: Double) -> String? {
        guard let rect = drawn ?? rects[id] else { return nil }
        var current = parents[id]
        var insideScrollView = false
        while let ancestor = current {
            // A scroll view (a table, a collection) clips, but what lies outside its bounds scrolls into view.
            let scrolls = ["scrollView", "tableView", "collectionView", "textView"].contains(document[ancestor]?.element ?? "")
            insideScrollView = insideScrollView || scrolls
            if !scrolls, document[ancestor]?.clipsSubviews == true, let a = rects[ancestor],
               rect.x < a.x - slack || rect.x + rect.width > a.x + a.width + slack
                || rect.y < a.y - slack || rect.y + rect.height > a.y + a.height + slack {
                return ancestor
            }
            current = parents[ancestor]
        }
        // Past the screen's sides, unless it scrolls there (and a cell keeps its stored width: docs/auto-layout.md).
        if !insideScrollView, rect.x < -slack || rect.x + rect.width > screenWidth + slack { return "screen" }
        return nil
    }
}

/// The band of a label's frame its glyphs can reach (window points): UILabel centres its text's lines vertically
/// in its bounds (uikit-semantics), and of those lines only the first line's ascender down to the last line's
/// descender can hold ink (`fit.glyphHeight`; the last line's leading is blank). A frame taller than the lines
/// (stretched by its constraints) or lines whose leading overhangs a cell draw nothing in the margin, so only
/// this band is checked against a superview that clips (docs/screen-lint.md, "Clipped"). Across, the frame.
func glyphBand(of frame: IBRect, fit: TextFit) -> IBRect {
    let lines = min(fit.height, frame.height)
    let top = frame.y + (frame.height - lines) / 2
    return IBRect(x: frame.x, y: top, width: frame.width, height: min(fit.glyphHeight, lines))
}

extension Engine {
    /// Every text of every screen of the iOS documents under `request.paths`, each screen re-solved per
    /// (locale, device): all its texts in that locale at once (`DocumentSystem.setTexts(_:)`, right-to-left
    /// locales mirrored), each text's verdict from its solved frame (docs/screen-lint.md).
    public func screens(_ request: ScreensRequest) -> ScreensAnswer {
        let project = InterfaceBuilderProject(paths: request.paths, defaultLocale: request.baseLocale)
        var answer = ScreensAnswer(rows: [], errors: [], otherPlatforms: [], scenes: [:])
        for error in project.errors {
            answer.errors.append(FramesError(file: error.file, line: error.line ?? 0, message: error.message))
        }
        // Texts the app's code sets (`nameLabel.text = …`): the document's text is a placeholder there.
        let assignments = request.textsSetInCode?(project.sourceFiles) ?? []
        let byProperty = Dictionary(grouping: assignments, by: \.property)
        let rowHeights = Dictionary(grouping: request.automaticRowHeightsInCode?(project.sourceFiles) ?? [], by: \.property)
        for file in project.files {
            guard file.document.runtime == .iOS else {
                answer.otherPlatforms.append(file.path)
                continue
            }
            // Per outlet, the place where code sets it: the owner's own code first (`nameLabel.text = …` in its
            // class), else another object's outlet of that name (`cell.titleLabel.text = …`, whose class the
            // scanner cannot tell).
            func places(_ found: [String: [ScreensRequest.CodeText]]) -> [String: String] {
                var places: [String: String] = [:]
                for outlet in file.document.outlets {
                    let candidates = found[outlet.property ?? ""] ?? []
                    guard let place = candidates.first(where: { $0.owner != nil && $0.owner == outlet.ownerClass })
                            ?? candidates.first(where: { outlet.ownerClass == nil || $0.owner == nil }) else { continue }
                    places[outlet.destination] = place.place
                }
                return places
            }
            let setInCode = places(byProperty)
            // Tables whose rows the code sizes to their content: an outlet of the class whose code says so, or a
            // table view controller's own `tableView`.
            var selfSizingTables = places(rowHeights)
            for scene in file.document.scenes {
                guard let controller = scene.viewController, controller.element == "tableViewController",
                      let table = controller.view, let customClass = controller.customClass,
                      let found = rowHeights["tableView"]?.first(where: { $0.owner == customClass }) else { continue }
                selfSizingTables[table.id] = found.place
            }
            screens(of: file, request: request, setInCode: setInCode, selfSizingTables: selfSizingTables, into: &answer)
        }
        return answer
    }

    private func screens(of file: InterfaceBuilderFile, request: ScreensRequest, setInCode: [String: String],
                         selfSizingTables: [String: String], into answer: inout ScreensAnswer) {
        let document = file.document
        var translations: [String: [String: Translation]] = [:]
        // A development-language .strings (en.lproj beside Base.lproj) is what the base locale shows at run time.
        for string in file.translations where string.value != nil {
            translations[string.locale, default: [:]][string.key] = Translation(value: string.value, source: string.source, line: string.line)
        }
        var locales = [request.baseLocale]
        for (locale, _) in file.localeFiles where !locales.contains(locale) { locales.append(locale) }
        for locale in translations.keys.sorted() where !locales.contains(locale) { locales.append(locale) }
        if let wanted = request.locales { locales = locales.filter { wanted.contains($0) } }
        let translatedKeys = Set(translations.values.flatMap(\.keys))
        let scenes = ScreenTexts.collect(document, translatedKeys: translatedKeys, setInCode: setInCode)
        answer.scenes[file.path] = scenes.map(\.scene)
        let design = DocumentLayout.designDevice(of: document) ?? LayoutDevice.named("retina4_7")!
        let devices = request.devices.isEmpty ? [design] : request.devices
        var viewsByID: [String: IBView] = [:]
        for (view, _) in document.allViews { viewsByID[view.id] = view }
        // Constraints by the views they join, to tie a broken constraint to a view.
        var constraintsOf: [String: Set<String>] = [:]
        for (view, _) in document.allViews {
            for constraint in view.constraints {
                guard let id = constraint.id else { continue }
                constraintsOf[constraint.firstItem, default: []].insert(id)
                if let second = constraint.secondItem { constraintsOf[second, default: []].insert(id) }
            }
        }
        var barItemsByID: [String: IBBarItem] = [:]
        for item in document.barItems { barItemsByID[item.id] = item }
        // Table cells' built-in labels by cell: a value1 or value2 cell lays its two out side by side.
        var cellLabels: [String: [String]] = [:]
        for (label, role) in document.tableCellLabels { cellLabels[role.cellID, default: []].append(label) }
        // Texts not checked: one row each, for every locale and device.
        for (scene, texts) in scenes {
            for text in texts {
                guard let reason = text.uncheckedReason else { continue }
                answer.rows.append(ScreenRow(status: .unchecked, document: file.path, scene: scene.name, text: text, locale: "*",
                                             device: "*", contentSize: "*", shown: text.baseText, frame: nil, fit: nil, other: nil,
                                             message: reason, trace: []))
            }
        }
        let checked = scenes.flatMap { scene in scene.texts.filter { $0.uncheckedReason == nil }.map { (scene.scene, $0) } }
        guard !checked.isEmpty else { return }
        let contentSizes = request.contentSizes.isEmpty ? [ContentSizeCategory.large] : request.contentSizes
        for device in devices {
          for contentSize in contentSizes {
            var systems: [Bool: DocumentSystem] = [:]
            var base: SolvedDocument
            do {
                var system = try DocumentSystem(layout: DocumentLayout(measurer: measurer, usesPlaceholderIntrinsicSizes: true,
                                                                       contentSize: contentSize),
                                                document: document, device: device)
                base = system.solved
                // The development language's own .strings (en.lproj beside Base.lproj) replaces the document's texts.
                var baseTexts: [String: String] = [:]
                for (_, text) in checked where text.segment == nil && ["label", "button"].contains(text.element) {
                    if let value = translations[request.baseLocale]?[text.key]?.value, value != text.baseText { baseTexts[text.objectID] = value }
                }
                if !baseTexts.isEmpty { base = system.setTexts(baseTexts) }
                systems[false] = system
            } catch {
                answer.errors.append(FramesError(file: file.path, line: error.line, message: "\(device.id): \(error.message)"))
                continue
            }
            let baseGeometry = ScreenGeometry(base)
            let storedGeometry = ScreenGeometry(base, stored: true)
            let baseConflicts = Set(base.unsatisfiable)
            let fitting = TextFitting(measurer: measurer, document: document, scale: device.scale, contentSize: contentSize)
            for locale in locales {
                let isBase = locale == request.baseLocale
                let rtl = isRightToLeftLocale(locale)
                var shown: [String: String] = [:]
                for (_, text) in checked where text.segment == nil && ["label", "button"].contains(text.element) {
                    shown[text.objectID] = translations[locale]?[text.key]?.value ?? text.baseText ?? ""
                }
                let solved: SolvedDocument
                if isBase && !rtl {
                    solved = base
                } else {
                    if systems[rtl] == nil {
                        do {
                            systems[rtl] = try DocumentSystem(layout: DocumentLayout(measurer: measurer, isRightToLeft: rtl,
                                                                                     contentSize: contentSize),
                                                              document: document, device: device)
                        } catch {
                            answer.errors.append(FramesError(file: file.path, line: error.line, message: "\(device.id) \(locale): \(error.message)"))
                            continue
                        }
                    }
                    solved = systems[rtl]!.setTexts(shown)
                }
                let geometry = ScreenGeometry(solved)
                // The reference a change is judged against: the base language on this device, or for the base
                // language itself the frames Xcode stored (what the designer saw).
                let reference = isBase ? storedGeometry : baseGeometry
                // In the base language a conflict with the root's own frame is the document's stand-in size (a xib's
                // top-level view is resized by whatever holds it), not a finding; in a translation it is new.
                let newConflicts = solved.unsatisfiable.filter { conflict in
                    isBase ? !(conflict.contains("root ") && conflict.contains(" frame")) : !baseConflicts.contains(conflict)
                }
                let slack = 1 / device.scale
                // Views whose frame the constraints do not fix (solved so, or marked ambiguous by Xcode).
                let ambiguous = Set(solved.ambiguous).union(viewsByID.values.filter(\.isAmbiguous).map(\.id))
                for (scene, text) in checked {
                    let translation = translations[locale]?[text.key]
                    let value = translation?.value ?? text.baseText ?? ""
                    var row = ScreenRow(status: .fits, document: file.path, scene: scene.name, text: text, locale: locale,
                                        device: device.id, contentSize: contentSize.rawValue, shown: value, translationFile: translation?.source,
                                        translationLine: translation?.line, frame: geometry.rects[text.objectID], fit: nil,
                                        other: nil, message: "", trace: [])
                    if !isBase && translation == nil { row.message = "no \(locale) translation: the base text is shown; " }
                    if let item = barItemsByID[text.objectID] {
                        // A bar item's title: against its bar's fixed layout rules (docs/screen-lint.md, "Bars").
                        do {
                            let check = try barCheck(item, document: document, items: document.barItems, geometry: geometry, device: device,
                                                     fitting: fitting) { other in
                                translations[locale]?["\(other.id).title"]?.value ?? other.title
                            }
                            switch check {
                            case .unchecked(let reason):
                                row.status = .unchecked
                                row.message += reason
                            case .checked(let fit, let detail):
                                row.fit = fit
                                row.status = fit.status == .truncates ? .truncates : .fits
                                row.message += (fit.status == .truncates ? "needs \(points(fit.width)) pt, the bar gives \(points(fit.available.width)) pt"
                                                                        : "fits: needs \(points(fit.width)) pt of \(points(fit.available.width)) pt")
                                    + " (\(fit.font)\(detail.hasPrefix("medium") || detail.hasPrefix("semibold") ? " " : "; ")\(detail))"
                            }
                        } catch {
                            row.status = .error
                            row.message += "not measured: \(error)"
                        }
                        answer.rows.append(row)
                        continue
                    }
                    // The view as laid out on this device: a size-class variation's font is the one its text is drawn in
                    // (Loop's 45-pt light value labels are 42 on an iPhone in portrait).
                    let system = systems[rtl] ?? systems[false]!
                    guard let view = system.laidOutView(text.objectID),
                          let frame = geometry.rects[text.objectID] else {
                        row.status = .unchecked
                        row.message += "not laid out on \(device.id) (excluded by a size-class variation)"
                        answer.rows.append(row)
                        continue
                    }
                    row.trace = (systems[rtl] ?? systems[false]!).widthTrace(of: text.objectID)
                    // 1. A required constraint broken, that joins this view (or names it).
                    let ownConstraints = constraintsOf[text.objectID] ?? []
                    if let conflict = newConflicts.first(where: { conflict in
                        conflict.contains(text.objectID) || ownConstraints.contains { conflict.contains("constraint \($0) ") }
                    }) {
                        row.status = .unsatisfiable
                        row.message += "Unable to simultaneously satisfy constraints: \(conflict)"
                        answer.rows.append(row)
                        continue
                    }
                    // 2. The text against its frame (a table cell's built-in label: the room its cell lays it out in).
                    do {
                        var room = frame
                        var notes: [String] = []
                        if view.element == "label", let role = document.tableCellLabels[text.objectID], role.cellStyle != nil,
                           let content = geometry.parents[text.objectID].flatMap({ geometry.rects[$0] }) {
                            room = try builtInLabelRoom(view, role: role, content: content, frame: frame, fitting: fitting,
                                                        others: (cellLabels[role.cellID] ?? []).filter { $0 != text.objectID }.compactMap { system.laidOutView($0) ?? viewsByID[$0] },
                                                        text: { other in translations[locale]?["\(other.id).text"]?.value ?? other.attributedText?.text ?? other.text ?? "" })
                            notes.append("laid out by its \(role.cellStyle.map { String($0.dropFirst($0.hasPrefix("IBUITableViewCellStyle") ? 22 : 0)).lowercased() } ?? "") cell: "
                                         + "\(points(room.width)) pt between its content view's margins")
                        }
                        // A wrapping label in a self-sizing table cell: the cell grows to its lines (auto-layout §6.4), so
                        // the height the stored row gave it does not bind (duckduckgo's settings cells, openfoodfacts'
                        // Subhead labels stored at IB's canvas size). The cells keep their stored heights in the solve.
                        if view.element == "label", (view.numberOfLines ?? 1) != 1, room.height.isFinite,
                           let cell = selfSizingCell(of: text.objectID, geometry: geometry, views: viewsByID, selfSizingTables: selfSizingTables),
                           !view.constraints.contains(where: { $0.firstItem == view.id && $0.firstAttribute == .height && $0.secondItem == nil
                                                               && $0.relation == .equal && $0.priority >= 1000 }) {
                            room.height = .infinity
                            notes.append("in a self-sizing cell: it grows to the label's lines"
                                         + (cell.place.map { " (its table's rowHeight is automaticDimension at \($0))" } ?? ""))
                        }
                        if view.element == "label", view.font?.pointSize == 0, view.font?.knownTextStyle == nil {
                            notes.append("font size left to UIKit (pointSize 0): \(points(fitting.labelFont(of: view).size)) pt, chosen (docs/screen-lint.md)")
                        }
                        let fit = try self.fit(view: view, value: value, frame: room, fitting: fitting)
                        defer { if !notes.isEmpty { row.message += " (" + notes.joined(separator: "; ") + ")" } }
                        row.fit = fit
                        switch fit.status {
                        case .truncates:
                            row.status = .truncates
                            row.message += fit.hiddenAfterLineBreak
                                ? "a line break ends its one line: the text after it is not shown (the text before it needs "
                                    + "\(points(fit.width)) pt, the frame gives \(points(fit.available.width)) pt, \(fit.font))"
                                : fit.lines > 1
                                ? "needs \(points(fit.height)) pt for \(fit.lines) lines, the frame is \(points(fit.available.height)) pt tall"
                                : "needs \(points(fit.width)) pt, the frame gives \(points(fit.available.width)) pt (\(fit.font))"
                        case .wrapsPastLimit:
                            row.status = .wrapsPastLimit
                            row.message += "needs \(fit.lines) lines at \(points(fit.available.width)) pt, numberOfLines is \(view.numberOfLines ?? 1)"
                        case .shrinks:
                            row.status = .shrinks
                            row.message += "fits only drawn at \(points(fit.drawnFontSize ?? 0)) pt (\(points(fit.drawn?.width ?? 0))×\(points(fit.drawn?.height ?? 0)) pt drawn; \(fit.font))"
                        case .fits:
                            row.message += fit.lines > 1 ? "fits: \(fit.lines) lines at \(points(fit.available.width)) pt"
                                : "fits: needs \(points(fit.width)) pt of \(points(fit.available.width)) pt"
                        }
                    } catch {
                        row.status = .error
                        row.message += "not measured: \(error)"
                    }
                    let laidOutByCell = view.element == "label" && document.tableCellLabels[text.objectID]?.cellStyle != nil
                    if laidOutByCell {
                        // A cell's built-in label: the cell sets its frame at run time (to its room, above), so the stored
                        // frame, kept on a narrower phone, says nothing about clipping or overlaps (NetNewsWire's and
                        // duckduckgo's settings cells designed at 414 pt, laid out on 375).
                    } else if (row.status == .fits || row.status == .shrinks) && ambiguous.contains(text.objectID) {
                        // Where the constraints do not fix the frame, the solver's pick says nothing about overlaps.
                        row.message += " (position ambiguous: the constraints do not fix it; overlaps and clipping not checked)"
                    } else if row.status == .fits || row.status == .shrinks {
                        // 3. Clipped by a superview that clips, or off the screen's sides, where the reference was not.
                        // A label is clipped only where its glyph band leaves the clipping superview by more than a
                        // pixel (`slack`), not where blank parts of its frame do (NetNewsWire's AX3 cells).
                        let drawn = view.element == "label" ? row.fit.map { glyphBand(of: frame, fit: $0) } : nil
                        if let clip = geometry.clipping(text.objectID, drawn: drawn, document: viewsByID, screenWidth: device.width, slack: slack),
                           reference.rects[text.objectID] == nil
                            || reference.clipping(text.objectID, document: viewsByID, screenWidth: isBase ? (DocumentLayout.designDevice(of: document)?.width ?? device.width) : device.width, slack: slack) == nil {
                            row.status = .clipped
                            row.other = clip == "screen" ? "screen" : describe(clip, viewsByID)
                            row.message = (row.message.hasPrefix("no ") ? row.message.prefix { $0 != ";" } + "; " : "")
                                + (clip == "screen" ? "reaches past the screen's sides (\(points(frame.x)) to \(points(frame.x + frame.width)) of \(points(device.width)) pt)"
                                   : "outside \(describe(clip, viewsByID)), which clips its subviews")
                        } else {
                            // 4. Overlapping a sibling it did not overlap in the reference.
                            let before = Set(reference.intersecting(text.objectID, slack: slack))
                            if let other = geometry.intersecting(text.objectID, slack: slack).first(where: { !before.contains($0) && !ambiguous.contains($0) }) {
                                row.status = .overlaps
                                row.other = describe(other, viewsByID)
                                let o = geometry.rects[other]!
                                let overlapX = min(frame.x + frame.width, o.x + o.width) - max(frame.x, o.x)
                                let overlapY = min(frame.y + frame.height, o.y + o.height) - max(frame.y, o.y)
                                row.message = (row.message.hasPrefix("no ") ? row.message.prefix { $0 != ";" } + "; " : "")
                                    + "overlaps \(describe(other, viewsByID)) by \(points(overlapX))×\(points(overlapY)) pt (not in the "
                                    + (isBase ? "stored design frames" : "\(request.baseLocale) layout on \(device.id)") + ")"
                            }
                        }
                    }
                    answer.rows.append(row)
                }
            }
          }
        }
    }

    /// The table cell holding `id` when UIKit sizes it to fit its content (neither the cell nor its table has a
    /// positive row height: self-sizing, auto-layout §6.4, as RootSystem's `sizesCellsToFit` reads them; or the app's
    /// code sets its table's `rowHeight` to `automaticDimension`, `selfSizingTables`: table id → that place), else nil.
    private func selfSizingCell(of id: String, geometry: ScreenGeometry, views: [String: IBView],
                                selfSizingTables: [String: String]) -> (cell: String, place: String?)? {
        var current = geometry.parents[id]
        while let ancestor = current {
            if let cell = views[ancestor], cell.element == "tableViewCell" {
                guard let table = geometry.parents[ancestor].flatMap({ views[$0] }), table.element == "tableView" else { return nil }
                if let place = selfSizingTables[table.id] { return (ancestor, place) }
                let rowHeight = cell.rowHeight.flatMap { $0 > 0 ? $0 : nil } ?? (cell.rowHeight == nil ? table.rowHeight : nil)
                return (rowHeight ?? 0) > 0 ? nil : (ancestor, nil)
            }
            current = geometry.parents[ancestor]
        }
        return nil
    }

    /// The room a table view cell gives one of its built-in labels (`textLabel`, `detailTextLabel`): the cell lays
    /// them out itself, whatever frames the document stores (IB's canvas draws a size-0 font at 12 pt), between its
    /// content view's side margins (16 pt, 20 from 414 pt wide, as the table's: auto-layout §6.4); a value1 or value2
    /// cell's two labels share that line with 8 pt between them (chosen); the cell grows to a wrapping label's lines
    /// (self-sizing), so the height is unlimited (docs/screen-lint.md, "Fonts and frames UIKit picks").
    private func builtInLabelRoom(_ view: IBView, role: IBTableCellLabel, content: IBRect, frame: IBRect, fitting: TextFitting,
                                  others: [IBView], text: (IBView) -> String) throws -> IBRect {
        let side = content.width >= 414 ? 20.0 : 16.0
        var width = content.width - 2 * side
        if role.cellStyle == "IBUITableViewCellStyleValue1" || role.cellStyle == "IBUITableViewCellStyleValue2" {
            for other in others where !other.isHidden {
                let shown = text(other)
                guard !shown.isEmpty else { continue }
                width -= try fitting.line(shown, font: fitting.labelFont(of: other), available: .infinity).width + 8
            }
        }
        return IBRect(x: content.x + side, y: frame.y, width: max(0, width), height: .infinity)
    }

    /// A text's fit in its view's frame: a label's lines, a button's title against the narrowest width at which the
    /// button shows it whole, a placeholder or segment title on one line in the room the control gives it.
    private func fit(view: IBView, value: String, frame: IBRect, fitting: TextFitting) throws -> TextFit {
        switch view.element {
        case "label":
            return try fitting.label(view, text: value, size: IBSize(width: frame.width, height: frame.height))
        case "button":
            return try fitting.button(view, title: value, size: IBSize(width: frame.width, height: frame.height))
        case "textField":
            let font = fitting.font(of: view, default: .system(size: 14))
            let padding = view.borderStyle == "roundedRect" ? 28.0 : 0
            var fit = try fitting.line(value, font: font, available: frame.width - padding)
            if fit.status == .truncates, view.adjustsFontSizeToFit, let minimum = view.minimumFontSize, minimum < font.size {
                var small = font
                small.size = minimum
                if try fitting.line(value, font: small, available: frame.width - padding).status == .fits {
                    fit.status = .shrinks
                    fit.drawnFontSize = minimum
                }
            }
            return fit
        case "segmentedControl":
            // Equal segments, each title inset by 6 pt a side (docs/screen-lint.md: an assumption, medium).
            let count = max(1, view.segmentTitles.count)
            let font = fitting.font(of: view, default: .system(size: 13))
            return try fitting.line(value, font: font, available: frame.width / Double(count) - 12)
        default:
            return try fitting.line(value, font: fitting.font(of: view, default: .system(size: 17)), available: frame.width)
        }
    }
}

private func describe(_ id: String, _ views: [String: IBView]) -> String {
    guard let view = views[id] else { return id }
    return "\(view.customClass ?? view.element) \(id)"
}

/// Points with at most two decimals.
func points(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-∞" : "∞" }
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}
