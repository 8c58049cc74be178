import ButtonSizerEngine
import InterfaceBuilder
#if canImport(Glibc)
import Glibc
#endif

/// `screens`: a storyboard or xib checked as `lint --screens` checks an app's screens (`Engine.screens`), from a
/// folder holding it as `Base.lproj/Main.storyboard`. Every text gets a row with a message, whatever its view's
/// frame or its text (a line break in a one-line control's placeholder once stopped the run: an unbounded height
/// written as an integer); every row names an object of the document (a view, a bar item); a document that cannot
/// be checked is an error naming it, not a crash.
enum ScreensTarget {
    static func run(_ bytes: [UInt8]) throws(FuzzFinding) {
        let folder = FuzzFiles.temporaryDirectory + "/buttonsizer-fuzz-screens-\(getpid())"
        let file = folder + "/Base.lproj/Main.storyboard"
        guard mkdir(folder, 0o700) == 0 || errno == EEXIST, mkdir(folder + "/Base.lproj", 0o700) == 0 || errno == EEXIST,
              let handle = fopen(file, "wb") else { throw FuzzFinding("screens: cannot write \(file)") }
        let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, handle) }
        fclose(handle)
        defer {
            unlink(file)
            rmdir(folder + "/Base.lproj")
            rmdir(folder)
        }
        try expect(written == bytes.count, "screens: wrote \(written) of \(bytes.count) bytes")
        let answer = Shared.engine.screens(ScreensRequest(paths: [folder]))
        // The document's objects: every id in it, and the names the reader gave views without one of their own.
        let document = try? InterfaceBuilderDocument(parsing: bytes, source: file)
        let known = (document?.objectIDs ?? []).union(document?.allViews.map(\.view.id) ?? [])
        for row in answer.rows {
            try expect(!row.message.isEmpty, "screens: \(row.text.objectID) (\(row.status)) has no message")
            try expect(row.document == file && known.contains(row.text.objectID),
                       "screens: a row for '\(row.text.objectID)' in \(row.document), not an object of the document")
        }
        for error in answer.errors {
            try expect(error.file == file && !error.message.isEmpty, "screens: an error that does not name the document: \(error)")
        }
    }
}
