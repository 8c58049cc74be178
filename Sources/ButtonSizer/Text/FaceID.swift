/// Which face of which font file: a file path and the face's index in it (0 unless the file is a
/// collection). A font named by path is parsed into one once, where it comes in (a request's font
/// name `path#N`, ``init(parsing:)``); runs and resolved fonts carry it as it is.
public struct FaceID: Sendable, Hashable, CustomStringConvertible {
    /// The font file.
    public var path: String
    /// The face's index in the file.
    public var index: Int

    /// The face `index` of the file at `path`.
    public init(path: String, index: Int = 0) {
        self.path = path
        self.index = index
    }

    /// A font file named as requests and answers spell it: `path`, or `path#N` for face N of a
    /// collection. The face index is the number after the last `#` (a folder may have `#` in its name);
    /// without one, or when what follows is not a number, the whole name is the path and the index 0.
    public init(parsing name: String) {
        if let hash = name.lastIndex(of: "#"), let index = Int(name[name.index(after: hash)...]) {
            self.init(path: String(name[..<hash]), index: index)
        } else {
            self.init(path: name, index: 0)
        }
    }

    /// `path`, or `path#N` for a face other than the first: how answers name a font file.
    public var description: String { index == 0 ? path : "\(path)#\(index)" }
}
