import ButtonSizer
import ButtonSizerEngine

/// Overflow the design puts there. A classic button's negative edge insets move its image or title past
/// its bounds on purpose: `imageEdgeInsets.left = −8` is the usual way to open a gap between image and
/// title before UIButton.Configuration (the image moves 4 pt left, past the leading edge of a button
/// that hugs its content). UIButton does not clip them, so they show where the designer placed them.
/// An element's overflow past an edge that goes away when the negative parts of the button's edge
/// insets are 0 (laid out again in the same bounds) is the insets' doing: a note, not a failure. What
/// the insets do not explain (an image taller than the button, a title pushed out by a long
/// translation) stays.
enum DesignedOverflow {
    /// `layout`'s overflowing elements without the edges its negative edge insets explain, and a note
    /// naming them; `nil` when the insets explain none (or the button is not classic, or has no negative
    /// inset). `request` laid `layout` out in `bounds` (points).
    static func judged<Measurer>(_ layout: ButtonLayout, request: LayoutRequest, bounds: Size,
                                 engine: Engine<Measurer>) -> (overflowingElements: [ElementOverflow], note: String)? {
        guard !layout.overflowingElements.isEmpty, case .classic(let params) = request.spec.profile else { return nil }
        let negative = negativeInsets(params)
        guard !negative.isEmpty else { return nil }
        var plain = request
        plain.spec.profile = .classic(withoutNegativeInsets(params))
        plain.proposal = .bounds(bounds)
        plain.minimumWidthWhenWhole = false
        // Laid out again only to compare; should that fail, the overflow stays as it is.
        guard let without = try? engine.layout(plain).answer.layout.overflowingElements else { return nil }
        let edges: [(name: String, path: WritableKeyPath<Overflow, Double>)] =
            [("top", \.top), ("bottom", \.bottom), ("leading", \.leading), ("trailing", \.trailing)]
        var kept: [ElementOverflow] = [], explained: [String] = []
        for element in layout.overflowingElements {
            let plainOverflow = without.first { $0.element == element.element }?.overflow ?? .zero
            var overflow = element.overflow
            for edge in edges where overflow[keyPath: edge.path] > 0 && plainOverflow[keyPath: edge.path] == 0 {
                explained.append("the \(element.element.rawValue) \(formatPoints(overflow[keyPath: edge.path])) pt past the \(edge.name) edge")
                overflow[keyPath: edge.path] = 0
            }
            if !overflow.isZero { kept.append(ElementOverflow(element: element.element, overflow: overflow)) }
        }
        guard !explained.isEmpty else { return nil }
        return (kept, explained.joined(separator: ", ") + ", moved there by the button's own negative edge insets ("
                + negative.joined(separator: ", ") + "): UIButton does not clip it, so it shows where the design puts it")
    }

    /// The negative parts of `params`' edge insets, as Interface Builder names them ("imageEdgeInsets.left −8").
    private static func negativeInsets(_ params: ClassicParameters) -> [String] {
        let insets = [("contentEdgeInsets", params.contentEdgeInsets), ("imageEdgeInsets", params.imageEdgeInsets),
                      ("titleEdgeInsets", params.titleEdgeInsets)]
        return insets.flatMap { name, inset in
            [("top", inset.top), ("left", inset.left), ("bottom", inset.bottom), ("right", inset.right)]
                .filter { $0.1 < 0 }.map { "\(name).\($0.0) \(formatPoints($0.1))" }
        }
    }

    /// `params` with every negative edge inset raised to 0.
    private static func withoutNegativeInsets(_ params: ClassicParameters) -> ClassicParameters {
        func raised(_ inset: EdgeInsets) -> EdgeInsets {
            EdgeInsets(top: max(0, inset.top), left: max(0, inset.left), bottom: max(0, inset.bottom), right: max(0, inset.right))
        }
        var plain = params
        plain.contentEdgeInsets = raised(params.contentEdgeInsets)
        plain.imageEdgeInsets = raised(params.imageEdgeInsets)
        plain.titleEdgeInsets = raised(params.titleEdgeInsets)
        return plain
    }
}
