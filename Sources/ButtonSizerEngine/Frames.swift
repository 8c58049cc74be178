import AutoLayout
import ButtonSizer
import InterfaceBuilder
import JSONText

/// What `buttonsizer frames` asks: the documents' paths (app folders or `.storyboard`/`.xib` files, found as lint
/// finds them), the devices to lay them out for, the locale and the content size categories.
public struct FramesRequest: Sendable {
    /// App folders and documents, as given.
    public var paths: [String]
    /// The device (`--device`): nil lays each document out for its own design device.
    public var device: LayoutDevice?
    /// More devices (`--device` repeated): each document is laid out on each, after ``device``.
    public var moreDevices: [LayoutDevice] = []
    /// The locale whose translations the labels and buttons show (`--locale`), right-to-left locales mirrored;
    /// nil: the base document's texts, left to right.
    public var locale: String?
    /// The Dynamic Type content size categories (`--content-size`): each document is laid out once per device and
    /// category, text-style fonts at the category's size (the rule `lint --screens` uses: `DocumentLayout.contentSize`);
    /// empty: each document at the category its stored frames are of (`DocumentLayout.canvasContentSize(of:)`:
    /// Large, Extra Small for Xcode 12.5–13.4), as its design device is the default device, and with its stopped
    /// activity indicators in their places in stack views as the canvas shows them
    /// (`DocumentLayout.reproducesCanvas`); with categories, as a device shows it.
    public var contentSizes: [ContentSizeCategory] = []

    /// A request for `paths` on `device`.
    public init(paths: [String], device: LayoutDevice? = nil) {
        self.paths = paths
        self.device = device
    }

    /// A request for `paths` on each of `devices` (none: each document's own) in `locale`.
    public init(paths: [String], devices: [LayoutDevice], locale: String?, contentSizes: [ContentSizeCategory] = []) {
        self.paths = paths
        self.device = devices.first
        self.moreDevices = Array(devices.dropFirst())
        self.locale = locale
        self.contentSizes = contentSizes
    }

    /// `--device` as typed: an IB device id (`retina6_1`, case-insensitive) or `WxH` in points.
    /// - Throws: ``RequestError`` naming `--device` when it is neither.
    public static func device(_ text: String) throws(RequestError) -> LayoutDevice {
        if let device = LayoutDevice.named(text) ?? LayoutDevice.custom(text) { return device }
        let known = LayoutDevice.known.map(\.id).joined(separator: ", ")
        throw RequestError(.invalidValue("--device \(text)", problem: "is neither a device id (\(known)) nor WxH in points"),
                           field: "device")
    }
}

/// One document that could not be read or solved: the others are still answered.
public struct FramesError: Error, Sendable, Hashable {
    /// The document's path.
    public var file: String
    /// The line concerned (0: the document as a whole).
    public var line: Int
    /// What went wrong.
    public var message: String
}

/// One document laid out for one device at one content size category.
public struct FramesDocument: Sendable {
    /// The document's path.
    public var file: String
    /// The content size category its text-style fonts were measured at (``storedContentSize`` unless
    /// `--content-size` asked).
    public var contentSize: ContentSizeCategory
    /// The category of the stored frames beside the solved ones, which are Xcode's for the design device at the
    /// category its canvas showed (`DocumentLayout.canvasContentSize(of:)`).
    public var storedContentSize: ContentSizeCategory
    /// The solution.
    public var solved: SolvedDocument
}

/// The answer to a ``FramesRequest``: every iOS document solved, the documents that failed, and the
/// documents of other platforms left out.
public struct FramesAnswer: Sendable {
    /// Each document as laid out, once per device and content size category, in that order within a document.
    public var laidOut: [FramesDocument]
    /// Each solved document with its path (``laidOut`` without the content size).
    public var documents: [(file: String, solved: SolvedDocument)] { laidOut.map { ($0.file, $0.solved) } }
    /// Documents that could not be read or solved.
    public var errors: [FramesError]
    /// Documents not for iOS (macOS, tvOS, watchOS): not laid out, named so nothing is skipped in silence.
    public var otherPlatforms: [String]

    /// The answer as `{"documents":[{"file","device":{…},"contentSize","storedContentSize","views":[…],"unsatisfiable",
    /// "ambiguous","notes"}],"errors":[{"file","line","message"}]}` (docs/cli.md#frames); frames in the superview's
    /// coordinates, points; `contentSize` the category's short name (`L`, `AX3`…); `stored` always Xcode's frame
    /// (design device, `storedContentSize`).
    public var json: String {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("documents")
        writer.beginArray()
        for document in laidOut {
            let solved = document.solved
            writer.beginObject()
            writer.member("file", document.file)
            writer.key("device")
            writer.beginObject()
            writer.member("id", solved.device.id)
            writer.member("width", solved.device.width)
            writer.member("height", solved.device.height)
            writer.member("scale", solved.device.scale)
            writer.endObject()
            writer.member("contentSize", document.contentSize.rawValue)
            writer.member("storedContentSize", document.storedContentSize.rawValue)
            writer.key("views")
            writer.beginArray()
            for view in solved.views {
                writer.beginObject()
                writer.member("objectID", view.objectID)
                writer.member("class", view.viewClass)
                writer.member("line", view.line)
                writer.key("frame")
                Self.write(view.frame, &writer)
                writer.key("stored")
                if let stored = view.stored { Self.write(stored, &writer) } else { writer.null() }
                writer.endObject()
            }
            writer.endArray()
            for (key, list) in [("unsatisfiable", solved.unsatisfiable), ("ambiguous", solved.ambiguous), ("notes", solved.notes)] {
                writer.key(key)
                writer.beginArray()
                for item in list { writer.string(item) }
                writer.endArray()
            }
            writer.endObject()
        }
        writer.endArray()
        writer.key("errors")
        writer.beginArray()
        for error in errors {
            writer.beginObject()
            writer.member("file", error.file)
            writer.member("line", error.line)
            writer.member("message", error.message)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        return writer.text
    }

    private static func write(_ rect: IBRect, _ writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("x", rect.x)
        writer.member("y", rect.y)
        writer.member("width", rect.width)
        writer.member("height", rect.height)
        writer.endObject()
    }
}

extension Engine {
    /// Every iOS Interface Builder document under `request.paths` laid out by Auto Layout (`DocumentLayout`,
    /// text measured by this engine's measurer, placeholder intrinsic sizes as Xcode used them). A document
    /// that cannot be read or solved is an error naming it; the others are still answered.
    public func frames(_ request: FramesRequest) -> FramesAnswer {
        let project = InterfaceBuilderProject(paths: request.paths, defaultLocale: "en")
        var answer = FramesAnswer(laidOut: [], errors: [], otherPlatforms: [])
        for error in project.errors {
            answer.errors.append(FramesError(file: error.file, line: error.line ?? 0, message: error.message))
        }
        let isRightToLeft = request.locale.map(isRightToLeftLocale) ?? false
        let devices: [LayoutDevice?] = request.device == nil && request.moreDevices.isEmpty ? [nil] : [request.device] + request.moreDevices
        for file in project.files {
            guard file.document.runtime == .iOS else {
                answer.otherPlatforms.append(file.path)
                continue
            }
            // The locale's texts for labels and buttons, by object id (`<id>.text`, the button's title key).
            var texts: [String: String] = [:]
            if let locale = request.locale {
                var byKey: [String: String] = [:]
                for string in file.translations where string.locale == locale { if let value = string.value { byKey[string.key] = value } }
                for (view, _) in file.document.allViews {
                    let key = view.element == "label" ? "\(view.id).text" : view.buttonTitle?.titleKey
                    if let key, let value = byKey[key] { texts[view.id] = value }
                }
            }
            let storedContentSize = DocumentLayout.canvasContentSize(of: file.document)
            let contentSizes = request.contentSizes.isEmpty ? [storedContentSize] : request.contentSizes
            for device in devices {
                for contentSize in contentSizes {
                    // Text-style fonts at the category's size, as a nib loads them (DocumentLayout.contentSize, the rule
                    // lint --screens uses); the system is built per category, as the intrinsic sizes all change.
                    var layout = DocumentLayout(measurer: measurer, isRightToLeft: isRightToLeft, contentSize: contentSize)
                    // Without `--content-size` the canvas is reproduced, its stopped activity indicators too.
                    layout.reproducesCanvas = request.contentSizes.isEmpty
                    do {
                        var system = try DocumentSystem(layout: layout, document: file.document, device: device)
                        answer.laidOut.append(FramesDocument(file: file.path, contentSize: contentSize,
                                                             storedContentSize: storedContentSize,
                                                             solved: texts.isEmpty ? system.solved : system.setTexts(texts)))
                    } catch {
                        let message = request.contentSizes.isEmpty ? error.message : "\(contentSize.rawValue): \(error.message)"
                        answer.errors.append(FramesError(file: file.path, line: error.line, message: message))
                    }
                }
            }
        }
        return answer
    }
}

extension Engine {
    /// How much width each of `objectIDs` gets in `document` laid out by Auto Layout for its design device at the
    /// Large text size (the base language's texts, this engine's measurer): its solved width and the most the
    /// layout gives it when its content asks for more (`WidthRoom`). Views not laid out, or without an
    /// intrinsic width, are left out. Lint sizes Interface Builder buttons by it.
    /// - Throws: ``FramesError`` naming the document when it cannot be laid out (not an iOS document).
    public func widthRooms(of document: InterfaceBuilderDocument, objectIDs: [String]) throws(FramesError) -> [String: WidthRoom] {
        let system: DocumentSystem
        do {
            system = try DocumentSystem(layout: DocumentLayout(measurer: measurer), document: document)
        } catch {
            throw FramesError(file: document.source, line: error.line, message: error.message)
        }
        var rooms: [String: WidthRoom] = [:]
        for id in objectIDs { rooms[id] = system.widthRoom(of: id) }
        return rooms
    }
}
