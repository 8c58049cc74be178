import ButtonSizerCLI
import Foundation
import Testing

/// The type-system options on the command line: --text-style, --content-size, --bold, --scaled-sizes,
/// --variations, --font system / --system-font, and layout's --content-size all.
@Suite struct FontOptionTests {
    static let fixtures = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        .dropLast(2).joined(separator: "/") + "/Fixtures/Fonts"
    static let variable = fixtures + "/ButtonSizerTestVar.ttf"

    static func font(_ arguments: [String]) throws -> [String: Any] {
        try #require(try CLITests.json(arguments)["font"] as? [String: Any])
    }

    // body at AX3 is 40 pt (reference table); hb-shape Fonts/Inter-Regular.otf "Continue shopping" → 25064
    // units of 2816: 25064 × 40 / 2816 = 356.0227 pt.
    @Test func textStyleAndContentSizeGiveTheSize() throws {
        let object = try CLITests.json(["measure", "--hermetic", "--json", "--font", "Inter", "--text-style", "body", "--content-size", "AX3",
                                        "Continue shopping"])
        let width = try #require(object["width"] as? Double)
        #expect(abs(width - 25064.0 * 40 / 2816) < 1e-9)
        let font = try #require(object["font"] as? [String: Any])
        #expect(font["textStyle"] as? String == "body")
        #expect(font["contentSize"] as? String == "AX3")
        #expect(font["pointSize"] as? Double == 40)
    }

    // UIKit's long names: accessibilityExtraLarge is AX3.
    @Test func longCategoryNames() throws {
        let font = try Self.font(["measure", "--hermetic", "--json", "--text-style", "body", "--content-size",
                                  "accessibilityExtraLarge", "x"])
        #expect(font["contentSize"] as? String == "AX3")
    }

    // title1 bold at L: 28 pt Bold (reference: emphasized weight Bold for largeTitle, title1, title2).
    @Test func boldGivesTheEmphasizedWeight() throws {
        let font = try Self.font(["measure", "--hermetic", "--json", "--text-style", "title1", "--bold", "x"])
        #expect(font["weight"] as? Double == 700)
        #expect((font["file"] as? String)?.hasSuffix("Inter-Bold.otf") == true)
    }

    @Test(arguments: [
        ["--text-style", "body", "--size", "20"],
        ["--bold"],
        ["--content-size", "AX3"],
        ["--content-size", "all", "--text-style", "body"],
        ["--content-size", "AX9", "--text-style", "body"],
        ["--text-style", "title4"],
        ["--variations", "wght"],
        ["--scaled-sizes", "L=17", "--content-size", "AX5"],
    ])
    func usageErrors(arguments: [String]) {
        let result = CLITests.run(["measure", "--hermetic"] + arguments + ["x"])
        #expect(result.code == 64)
    }

    // hb-shape --variations=wght=700 --font-ptem=17 Tests/Fixtures/Fonts/ButtonSizerTestVar.ttf "Continue shopping" → 10568
    @Test func variationsSetTheAxes() throws {
        let object = try CLITests.json(["measure", "--hermetic", "--json", "--font", Self.variable, "--variations", "wght=700",
                                        "Continue shopping"])
        #expect(abs((object["width"] as? Double ?? 0) - 10568.0 * 17 / 1000) < 1e-9)
        let font = try #require(object["font"] as? [String: Any])
        #expect((font["variations"] as? [String: Double]) == ["wght": 700, "slnt": 0])
    }

    @Test func unknownAxisIsAUsageErrorNamingTheAxes() {
        let result = CLITests.run(["measure", "--hermetic", "--font", Self.variable, "--variations", "wdth=90", "x"])
        #expect(result.code == 64)
        #expect(result.stderr.contains("wght 100…900, slnt -10…0"))
    }

    @Test func systemFontIsTheStandInWithoutAFile() throws {
        let result = CLITests.run(["measure", "--hermetic", "--font", "system", "Hello"])
        #expect(result.stdout.contains("system font: metrics"))
        let font = try Self.font(["measure", "--hermetic", "--json", "--font", "system", "Hello"])
        #expect(font["systemFont"] as? String == "metrics")
    }

    @Test func systemFontOptionNamesTheFile() throws {
        let font = try Self.font(["measure", "--hermetic", "--json", "--font", "system", "--system-font", Self.variable,
                                  "--weight", "550", "Hello"])
        #expect(font["systemFont"] as? String == Self.variable)
        #expect(font["weight"] as? Double == 550)
    }

    // A --system-font that is no font is one error naming the option and the file, before any row or line: lint of
    // an app whose buttons use the system font prints no row, a batch of three system-font lines answers none.
    @Test func aBadSystemFontIsOneErrorBeforeAnyRow() throws {
        let bad = NSTemporaryDirectory() + "buttonsizer-not-sf-\(getpid()).ttf"
        try "not a font".write(toFile: bad, atomically: true, encoding: .utf8)
        let lint = CLITests.run(["lint", "--hermetic", "--system-font", bad, InterfaceBuilderLintTests.homeAssistant])
        #expect(lint.code == 64)
        #expect(lint.stdout.isEmpty)
        // One line: "Error: --system-font cannot use font file '<bad>': FT_New_Memory_Face failed…", then the usage.
        #expect(lint.stderr.hasPrefix("Error: --system-font cannot use font file '\(bad)'"))
        #expect(lint.stderr.components(separatedBy: bad).count == 2)

        let input = NSTemporaryDirectory() + "buttonsizer-system-lines-\(getpid()).jsonl"
        try String(repeating: #"{"command": "measure", "text": "Hi", "font": "system"}"# + "\n", count: 3)
            .write(toFile: input, atomically: true, encoding: .utf8)
        let batch = CLITests.run(["batch", "--hermetic", "--system-font", bad, "--input", input])
        #expect(batch.code == 64)
        #expect(batch.stdout.isEmpty)

        let folder = NSTemporaryDirectory() + "buttonsizer-empty-sf-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let empty = CLITests.run(["measure", "--hermetic", "--system-font", folder, "--font", "Inter", "x"])
        #expect(empty.code == 64)
        #expect(empty.stderr.contains("no SF-Pro-Text-*.otf or .ttf files in the folder"))
    }

    // docs/fonts.md's sweep: body in a 200 pt classic button first truncates at xxxL (25064 × 23 / 2816 = 204.7 pt).
    @Test func layoutSweepsEveryCategory() throws {
        let object = try CLITests.json(["layout", "--hermetic", "--json", "--font", "Inter", "--profile", "classic", "--title", "Continue shopping",
                                        "--text-style", "body", "--bounds", "200x44", "--content-size", "all"])
        let rows = try #require(object["contentSizes"] as? [[String: Any]])
        #expect(rows.count == 12)
        #expect(rows.compactMap { $0["titlePointSize"] as? Double } == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(object["firstTruncates"] as? String == "xxxL")
    }

    @Test func batchLayoutLinesSweepToo() throws {
        let input = NSTemporaryDirectory() + "buttonsizer-sweep-\(getpid()).jsonl"
        try #"{"id": 1, "command": "layout", "title": "Continue shopping", "font": "Inter", "profile": "classic", "text-style": "body", "bounds": "200x44", "content-size": "all"}"#
            .write(toFile: input, atomically: true, encoding: .utf8)
        let result = CLITests.run(["batch", "--hermetic", "--input", input])
        #expect(result.stdout.contains(#""firstTruncates":"xxxL""#))
    }

    @Test func renderRefusesAll() {
        let result = CLITests.run(["render", "--hermetic", "--title", "x", "--content-size", "all", "--output", "/tmp/x.svg"])
        #expect(result.code == 64)
    }
}
