import Foundation
import Testing

/// `buttonsizer frames` end to end: the engine's answer as JSON and as a table, a bad document reported by name
/// while the others are answered, `--device` and `--content-size` as typed. Expected frames are Xcode's own, read
/// from the document.
@Suite struct FramesCommandTests {
    static let keypad = LintTests.root + "/Tests/Fixtures/AutoLayoutCorpus/eidolon/Kiosk/Storyboards/KeypadView.xib"
    static let cell = LintTests.root + "/Tests/Fixtures/AutoLayoutCorpus/netnewswire/iOS/Settings/SettingsComboTableViewCell.xib"
    static let malformed = LintTests.root + "/Fuzz/corpus/interfacebuilder/malformed.xib"
    /// “Hello” in the body text style, pinned at its leading edge and top only (FramesContentSizeTests).
    static let bodyLabel = LintTests.root + "/Tests/Fixtures/FramesContentSize/BodyLabel.storyboard"

    /// The stored `<rect key="frame">` of the view `id`, read from the document's text by this test.
    static func storedFrame(_ path: String, _ id: String) throws -> [Double] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let start = try #require(text.range(of: "id=\"\(id)\""))
        let rect = try #require(text[start.upperBound...].range(of: "<rect key=\"frame\""))
        let end = try #require(text[rect.upperBound...].range(of: "/>"))
        let attributes = String(text[rect.upperBound..<end.lowerBound])
        return try ["x", "y", "width", "height"].map { name in
            let value = try #require(attributes.range(of: " \(name)=\""))
            let close = try #require(attributes[value.upperBound...].firstIndex(of: "\""))
            return try #require(Double(attributes[value.upperBound..<close]))
        }
    }

    @Test func jsonAnswersEveryDocumentAndNamesTheBadOne() throws {
        let result = CLITests.run(["frames", "--hermetic", "--json", Self.malformed, Self.keypad])
        #expect(result.code == 1)  // one document could not be read
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let errors = try #require(object["errors"] as? [[String: Any]])
        #expect(errors.count == 1)
        #expect((errors.first?["file"] as? String) == Self.malformed)
        let documents = try #require(object["documents"] as? [[String: Any]])
        #expect(documents.count == 1)
        let views = try #require(documents.first?["views"] as? [[String: Any]])
        // A frame-based keypad button (autoresizing mask) keeps the frame Xcode stored on its design size.
        let button = try #require(views.first { $0["objectID"] as? String == "KRq-4I-nGk" })
        let frame = try #require(button["frame"] as? [String: Double])
        #expect([frame["x"], frame["y"], frame["width"], frame["height"]].compactMap { $0 } == (try Self.storedFrame(Self.keypad, "KRq-4I-nGk")))
        #expect((button["class"] as? String) == "LargeKeypadButton")
    }

    /// The table shows each view's solved and stored frame; a cell's image view pinned 12 pt from its content
    /// view's leading edge and centred vertically solves to Xcode's (12, 11, 22, 22) in a 44-pt row.
    @Test func tableShowsSolvedAndStoredFrames() throws {
        let result = CLITests.run(["frames", "--hermetic", Self.cell])
        #expect(result.code == 0)
        let stored = try Self.storedFrame(Self.cell, "yiw-9t-gil")
        let shown = "(" + stored.map { String(Int($0)) }.joined(separator: ", ") + ")"
        let row = try #require(result.stdout.split(separator: "\n").first { $0.contains("yiw-9t-gil") })
        #expect(row.components(separatedBy: shown).count == 3, "\(row)")  // solved and stored, equal
    }

    @Test func deviceIsCheckedAsTyped() {
        let result = CLITests.run(["frames", "--hermetic", "--device", "retina9_9", Self.cell])
        #expect(result.code == 64)
        #expect(result.stderr.contains("--device retina9_9"))
        let custom = CLITests.run(["frames", "--hermetic", "--json", "--device", "320x568", Self.cell])
        #expect(custom.code == 0)
        #expect(custom.stdout.contains(#""device":{"id":"320x568","width":320,"height":568,"scale":2}"#))
    }

    // MARK: --content-size

    @Test func contentSizeIsCheckedAsTyped() {
        let result = CLITests.run(["frames", "--hermetic", "--content-size", "AX9", Self.bodyLabel])
        #expect(result.code == 64)
        #expect(result.stderr.contains("--content-size AX9"), "\(result.stderr)")
    }

    /// Several categories: each document answered once per category, in the order given, each JSON document
    /// naming its own.
    @Test func jsonAnswersEachDocumentOncePerCategory() throws {
        let result = CLITests.run(["frames", "--hermetic", "--json", "--content-size", "AX3", "--content-size", "L", Self.bodyLabel])
        #expect(result.code == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let documents = try #require(object["documents"] as? [[String: Any]])
        #expect(documents.compactMap { $0["contentSize"] as? String } == ["AX3", "L"])
    }

    /// `all`: every category once, in the type ramp's order (xS … AX5: ios-type-system §1's columns).
    @Test func allIsEveryCategoryInTheRampsOrder() throws {
        let result = CLITests.run(["frames", "--hermetic", "--json", "--content-size", "all", Self.bodyLabel])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let documents = try #require(object["documents"] as? [[String: Any]])
        #expect(documents.compactMap { $0["contentSize"] as? String }
                == ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"])
    }

    /// At AX3 the stored frame is still Xcode's, the one in the document (16, 40, 39, 20.5), for Large.
    @Test func storedFrameStaysXcodesAtAnotherCategory() throws {
        let result = CLITests.run(["frames", "--hermetic", "--json", "--content-size", "AX3", Self.bodyLabel])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let views = try #require((object["documents"] as? [[String: Any]])?.first?["views"] as? [[String: Any]])
        let label = try #require(views.first { $0["objectID"] as? String == "bdy-Lb-hel" })
        let stored = try #require(label["stored"] as? [String: Double])
        #expect([stored["x"], stored["y"], stored["width"], stored["height"]].compactMap { $0 } == (try Self.storedFrame(Self.bodyLabel, "bdy-Lb-hel")))
    }

    /// The table's heading names the category, and at another than Large the stored and difference columns say
    /// they are Large's.
    @Test func tableNamesTheCategoryAndTheStoredFramesOne() {
        let result = CLITests.run(["frames", "--hermetic", "--content-size", "L,AX3", Self.bodyLabel])
        #expect(result.code == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix(Self.bodyLabel) } == ["\(Self.bodyLabel) (retina4_7 375×667 @2x, L)",
                                                                     "\(Self.bodyLabel) (retina4_7 375×667 @2x, AX3)"])
        #expect(lines.filter { $0.hasPrefix("  view") } == ["  view\tclass\tline\tframe\tstored\tdifference",
                                                            "  view\tclass\tline\tframe\tstored at L\tdifference from L"])
    }

    /// A document saved by Xcode 12.5–13.4 (openfoodfacts' Settings.storyboard, toolsVersion 18122) is laid out at
    /// the Extra Small its stored frames are of (docs/auto-layout.md); another category, asked for, heads the stored
    /// and difference columns with it. A document of another Xcode (BodyLabel.storyboard) is at Large.
    @Test func aDocumentIsLaidOutAtItsCanvasCategory() throws {
        let settings = LintTests.root + "/Tests/Fixtures/AutoLayoutCorpus/openfoodfacts-ios/Sources/Views/Settings/Settings.storyboard"
        let json = CLITests.run(["frames", "--hermetic", "--json", settings, Self.bodyLabel])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let documents = try #require(object["documents"] as? [[String: Any]])
        #expect(documents.compactMap { $0["contentSize"] as? String } == ["xS", "L"])
        #expect(documents.compactMap { $0["storedContentSize"] as? String } == ["xS", "L"])
        let table = CLITests.run(["frames", "--hermetic", "--content-size", "L", settings]).stdout
        #expect(table.contains("\(settings) (retina4_7 375×667 @2x, L)\n  view\tclass\tline\tframe\tstored at xS\tdifference from xS\n"))
    }

    /// With the hermetic fonts: the label's width at AX3 is `measure --hermetic --text-style body --content-size AX3
    /// Hello`'s, ceiled to the @2x pixel grid, as a label's intrinsic width is (auto-layout §3.2).
    @Test func widthAtAX3IsMeasuresAtTheBodyStylesAX3Size() throws {
        let measured = CLITests.run(["measure", "--hermetic", "--json", "--text-style", "body", "--content-size", "AX3", "Hello"])
        let measure = try #require(try JSONSerialization.jsonObject(with: Data(measured.stdout.utf8)) as? [String: Any])
        let width = try #require(measure["width"] as? Double)
        let result = CLITests.run(["frames", "--hermetic", "--json", "--content-size", "AX3", Self.bodyLabel])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let views = try #require((object["documents"] as? [[String: Any]])?.first?["views"] as? [[String: Any]])
        let label = try #require(views.first { $0["objectID"] as? String == "bdy-Lb-hel" })
        let frame = try #require(label["frame"] as? [String: Double])
        #expect(frame["width"] == (width * 2).rounded(.up) / 2)
    }

    /// Pocket Casts' episode cell (the Xcode 15 line, stored at Large) holds a stopped activity indicator that
    /// hides when stopped in its row of icons. `frames` reproduces the canvas by default, the indicator in its place:
    /// the bookmark icon after it at its stored x, 21; as a device shows it (`--content-size L`) the hidden
    /// indicator collapses and the icon moves 16 + 5 pt back, to 0.
    @Test func theCanvasKeepsAStoppedActivityIndicatorInItsPlaceAndADeviceDoesNot() throws {
        let cell = LintTests.root + "/Tests/Fixtures/AutoLayoutCorpus/pocket-casts-ios/podcasts/EpisodeCell.xib"
        func iconX(_ arguments: [String]) throws -> Double? {
            let result = CLITests.run(["frames", "--hermetic", "--json"] + arguments + [cell])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let views = try #require((object["documents"] as? [[String: Any]])?.first?["views"] as? [[String: Any]])
            let icon = try #require(views.first { $0["objectID"] as? String == "dgh-1x-Q2P" })
            let stored = try #require(icon["stored"] as? [String: Double])
            #expect(stored["x"] == 21)
            return (icon["frame"] as? [String: Double])?["x"]
        }
        #expect(try iconX([]) == 21)
        #expect(try iconX(["--content-size", "L"]) == 0)
    }
}
