import AutoLayout
import InterfaceBuilder

/// `frames`: a storyboard or xib read by InterfaceBuilder and laid out by AutoLayout, for its design device
/// and for a 320-pt phone. A document the reader refuses is the `interfacebuilder` target's business; one it
/// reads must lay out without crashing, list every view it lays out once, with finite frames in points, and
/// report broken constraints and ambiguous views by name (an iOS document never fails; another platform's is
/// refused with a message). Lint's question of every view with an intrinsic width, how much a longer text gets
/// (`DocumentSystem.widthRoom`), has a finite answer no smaller than the view's solved width.
enum FramesTarget {
    static func run(_ bytes: [UInt8]) throws(FuzzFinding) {
        guard let document = try? InterfaceBuilderDocument(parsing: bytes, source: "fuzz/Main.storyboard") else { return }
        let layout = DocumentLayout(measurer: Shared.measurer)
        for device in [nil, LayoutDevice.named("retina4_0")] {
            let solved: SolvedDocument
            do {
                solved = try layout.solve(document, device: device)
            } catch {
                try expect(document.runtime != .iOS && !error.message.isEmpty, "frames: an iOS document refused: \(error)")
                continue
            }
            try expect(Set(solved.views.map(\.objectID)).count == solved.views.count, "frames: a view listed twice")
            let known = Set(document.allViews.map(\.view.id))
            for view in solved.views {
                try expect(known.contains(view.objectID), "frames: view \(view.objectID) is not in the document")
                let frame = view.frame
                try expect([frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite),
                           "frames: \(view.objectID) has frame \(frame)")
            }
            for id in solved.ambiguous {
                try expect(known.contains(id), "frames: ambiguous view \(id) is not in the document")
            }
            for report in solved.unsatisfiable {
                try expect(report.contains("broken"), "frames: an unsatisfiable report that names nothing: \(report)")
            }
        }
        guard let system = try? DocumentSystem(layout: layout, document: document) else { return }
        for (view, _) in document.allViews {
            guard let room = system.widthRoom(of: view.id) else { continue }
            try expect(room.width.isFinite && room.room.isFinite && room.room >= room.width, "frames: \(view.id) has width room \(room)")
        }
    }
}
