import ButtonLint
import ButtonSizerEngine
import Foundation
import GlyphMetrics
import Localization
import Testing

@Suite struct RealAppProbe {
    @Test func probe() throws {
        guard let paths = ProcessInfo.processInfo.environment["SCREENS_APP"] else { return }
        let folders = paths.split(separator: ":").map(String.init)
        let fonts = AppFonts(folders: folders)
        let measurer = try TextMeasurer(library: FontLibrary(scope: .hermetic, fontDirectories: fonts.files))
        let engine = Engine(measurer: measurer)
        let devices = try (ProcessInfo.processInfo.environment["SCREENS_DEVICES"] ?? "").split(separator: ",").flatMap { try ScreensRequest.devices(String($0)) }
        let clock = ContinuousClock()
        let start = clock.now
        let answer = engine.screens(ScreensRequest(paths: folders, devices: devices, textsSetInCode: ScreenLint.textsSetInCode))
        let elapsed = clock.now - start
        let out = ProcessInfo.processInfo.environment["SCREENS_OUT"] ?? "/tmp/screens"
        try ScreenLint.write(answer, format: .json).write(toFile: out + ".json", atomically: true, encoding: .utf8)
        try ScreenLint.write(answer, format: .table).write(toFile: out + ".txt", atomically: true, encoding: .utf8)
        try ScreenLint.write(answer, format: .html).write(toFile: out + ".html", atomically: true, encoding: .utf8)
        print("elapsed", elapsed, "rows", answer.rows.count, "errors", answer.errors.count)
    }
}
