import ButtonLint
import ButtonSizerEngine
import Foundation
import Testing

/// `lint --calibrate`'s every-view comparison (``FrameCalibration``): documents solved through the engine's
/// frames path, each view's solved frame minus its stored one.
@Suite struct FrameCalibrationTests {
    static let engine = Engine(measurer: Fixture.measurer)

    /// The 1-based line of the first line of `text` containing `needle`.
    static func line(of needle: String, in text: String) -> Int? {
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) }.map { $0 + 1 }
    }

    /// A retina4_7 xib (375×667) whose root holds three views without text, so the geometry is the constraints'
    /// alone (no font involved). Worked out by hand:
    /// - `vwA`: leading 20, top 100, width 100, height 50 → (20, 100, 100, 50); stored the same: Δ 0 on every side.
    /// - `vwB`: leading 20, top = A.bottom (150) + 10 = 160, width 200, height 40 → (20, 160, 200, 40); stored 150
    ///   wide: Δwidth +50, the only side off.
    /// - `img`: an image view without image, leading 30, top 300, 10 × 10 → (30, 300, 10, 10); stored at x 30.5:
    ///   Δx −0.5, within a point.
    /// So: view 2 compared, 1 within; width differences 0 and +50 → median 25, worst 50; x differences 0, 0 →
    /// median 0. imageView 1 compared, 1 within, x median −0.5, worst 0.5. One outlier, `vwB`.
    static let handBuilt = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <objects>
            <view contentMode="scaleToFill" id="root-00-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vwA-00-001">
                        <rect key="frame" x="20" y="100" width="100" height="50"/>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vwB-00-001">
                        <rect key="frame" x="20" y="160" width="150" height="40"/>
                    </view>
                    <imageView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="img-00-001">
                        <rect key="frame" x="30.5" y="300" width="10" height="10"/>
                    </imageView>
                </subviews>
                <constraints>
                    <constraint firstItem="vwA-00-001" firstAttribute="leading" secondItem="root-00-001" secondAttribute="leading" constant="20" id="c01-00-001"/>
                    <constraint firstItem="vwA-00-001" firstAttribute="top" secondItem="root-00-001" secondAttribute="top" constant="100" id="c02-00-001"/>
                    <constraint firstItem="vwA-00-001" firstAttribute="width" constant="100" id="c03-00-001"/>
                    <constraint firstItem="vwA-00-001" firstAttribute="height" constant="50" id="c04-00-001"/>
                    <constraint firstItem="vwB-00-001" firstAttribute="leading" secondItem="root-00-001" secondAttribute="leading" constant="20" id="c05-00-001"/>
                    <constraint firstItem="vwB-00-001" firstAttribute="top" secondItem="vwA-00-001" secondAttribute="bottom" constant="10" id="c06-00-001"/>
                    <constraint firstItem="vwB-00-001" firstAttribute="width" constant="200" id="c07-00-001"/>
                    <constraint firstItem="vwB-00-001" firstAttribute="height" constant="40" id="c08-00-001"/>
                    <constraint firstItem="img-00-001" firstAttribute="leading" secondItem="root-00-001" secondAttribute="leading" constant="30" id="c09-00-001"/>
                    <constraint firstItem="img-00-001" firstAttribute="top" secondItem="root-00-001" secondAttribute="top" constant="300" id="c10-00-001"/>
                    <constraint firstItem="img-00-001" firstAttribute="width" constant="10" id="c11-00-001"/>
                    <constraint firstItem="img-00-001" firstAttribute="height" constant="10" id="c12-00-001"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    @Test func everyViewIsComparedPerClass() throws {
        let path = try Fixture.file("Hand.xib", Self.handBuilt)
        let calibration = FrameCalibration(frames: Self.engine.frames(FramesRequest(paths: [path])))
        #expect(calibration.errors.isEmpty)
        #expect(calibration.samples.count == 3)  // the root is left out
        let classes = Dictionary(uniqueKeysWithValues: calibration.classes.map { ($0.viewClass, $0) })
        let view = try #require(classes["view"])
        #expect(view.count == 2)
        #expect(view.withinTolerance == 1)
        #expect(view.width.median == 25)
        #expect(view.width.maximum == 50)
        #expect(view.x.median == 0)
        #expect(view.height.maximum == 0)
        let image = try #require(classes["imageView"])
        #expect(image.count == 1)
        #expect(image.withinTolerance == 1)
        #expect(image.x.median == -0.5)
        #expect(image.x.maximum == 0.5)
        #expect(calibration.classes.first?.viewClass == "view")  // the most views first
        let outlier = try #require(calibration.outliers.first)
        #expect(calibration.outliers.count == 1)
        #expect(outlier.objectID == "vwB-00-001")
        #expect(outlier.file == path)
        #expect(outlier.line == Self.line(of: #"id="vwB-00-001""#, in: Self.handBuilt))
        #expect(outlier.differences == [0, 0, 50, 0])
    }

    @Test func tableAndJSONNameTheViewsOff() throws {
        let path = try Fixture.file("Hand.xib", Self.handBuilt)
        let calibration = FrameCalibration(frames: Self.engine.frames(FramesRequest(paths: [path])))
        let line = try #require(Self.line(of: #"id="vwB-00-001""#, in: Self.handBuilt))
        let table = calibration.table()
        #expect(table.contains("\(path):\(line)"))
        #expect(table.contains("3 views compared, 2 within 1 pt (66.7 %)"))
        let json = try #require(JSONSerialization.jsonObject(with: Data(calibration.json().text.utf8)) as? [String: Any])
        #expect(json["compared"] as? Int == 3)
        #expect(json["withinOnePoint"] as? Int == 2)
        let outliers = try #require(json["outliers"] as? [[String: Any]])
        #expect(outliers.count == 1)
        #expect(outliers.first?["line"] as? Int == line)
        #expect((outliers.first?["difference"] as? [String: Any])?["width"] as? Int == 50)
    }

    @Test func aDocumentThatIsNotSolvedIsNamedAndTheOthersCompared() throws {
        let good = try Fixture.file("Hand.xib", Self.handBuilt)
        let bad = try Fixture.file("Broken.xib", "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>")
        let calibration = FrameCalibration(frames: Self.engine.frames(FramesRequest(paths: [good, bad])))
        #expect(calibration.samples.count == 3)
        #expect(calibration.errors.map(\.file) == [bad])
        #expect(calibration.table().contains("not solved \(bad)"))
    }

    /// A corpus document (eidolon's KeypadView.xib, Xcode 6): 15 subviews, every one `fixedFrame="YES"`, so
    /// frame-based: Auto Layout keeps their stored frames on the design device (docs/auto-layout.md). The stored
    /// frames and the classes are read here from the file itself.
    @Test func corpusDocumentKeepsItsFrameBasedViews() throws {
        let path = LintLibraryExampleTests.root + "/Tests/Fixtures/AutoLayoutCorpus/eidolon/Kiosk/Storyboards/KeypadView.xib"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let calibration = FrameCalibration(frames: Self.engine.frames(FramesRequest(paths: [path])))
        let fixed = lines.filter { $0.contains(#"fixedFrame="YES""#) }
        #expect(calibration.samples.count == fixed.count)
        #expect(calibration.untrusted == 0)
        // A view's class is its custom class when it has one, else its element.
        let counts = Dictionary(uniqueKeysWithValues: calibration.classes.map { ($0.viewClass, $0.count) })
        let expected = Dictionary(grouping: fixed) { line -> String in
            if let start = line.range(of: #"customClass=""#) { return String(line[start.upperBound...].prefix { $0 != "\"" }) }
            return String(line.drop { $0 == " " }.dropFirst().prefix { $0 != " " })
        }.mapValues(\.count)
        #expect(counts == expected)
        for sample in calibration.samples {
            // The first frame rect after the element's line is its stored frame.
            let rect = try #require(lines[sample.line...].first { $0.contains(#"<rect key="frame""#) })
            func attribute(_ name: String) -> Double? {
                rect.range(of: " \(name)=\"").flatMap { start in
                    Double(rect[start.upperBound...].prefix { $0 != "\"" })
                }
            }
            #expect([sample.stored.x, sample.stored.y, sample.stored.width, sample.stored.height]
                    == [attribute("x"), attribute("y"), attribute("width"), attribute("height")].compactMap { $0 })
        }
        #expect(calibration.withinTolerance == fixed.count)
        #expect(calibration.outliers.isEmpty)
    }
}
