import ButtonSizer
import Localization

/// What lint says about one row (one title in one locale and variant): a laid-out row has its layout's
/// `LayoutStatus` (the same names, the engine's verdict), the others say why it was not laid out.
/// Worst first: `error`, the layout's problems, `missing`, `stale`, then `fits`.
public enum LintStatus: Sendable, Hashable, CaseIterable, Comparable, RawRepresentable {
    /// The row could not be laid out (the message says why).
    case error
    /// The row was laid out: its layout's status, as `LayoutStatus` describes it.
    case layout(LayoutStatus)
    /// No translation (not laid out).
    case missing
    /// A translation whose Interface Builder object is no longer in the base document (not laid out).
    case stale

    /// The title fits the button (never fails).
    public static let fits = LintStatus.layout(.fits)

    /// Every status, worst first: `error`, the layout's problems in `LayoutStatus`' order, `missing`,
    /// `stale`, `fits` (a row with nothing to report comes last).
    public static let allCases: [LintStatus] = [.error] + LayoutStatus.allCases.filter { $0 != .fits }.map(LintStatus.layout)
        + [.missing, .stale, .fits]

    /// The status's name in every output (`truncates`, `missing`): a layout status's own name.
    public var rawValue: String {
        switch self {
        case .error: "error"
        case .layout(let status): status.rawValue
        case .missing: "missing"
        case .stale: "stale"
        }
    }

    /// The status named `rawValue` (a baseline's entry).
    public init?(rawValue: String) {
        switch rawValue {
        case "error": self = .error
        case "missing": self = .missing
        case "stale": self = .stale
        default:
            guard let status = LayoutStatus(rawValue: rawValue) else { return nil }
            self = .layout(status)
        }
    }

    /// The status's place in ``allCases`` (worst first).
    var rank: Int {
        switch self {
        case .error: 0
        case .layout(.fits): LayoutStatus.allCases.count + 2
        case .layout(let status): 1 + (LayoutStatus.allCases.firstIndex(of: status) ?? 0)
        case .missing: LayoutStatus.allCases.count
        case .stale: LayoutStatus.allCases.count + 1
        }
    }

    public static func < (a: LintStatus, b: LintStatus) -> Bool { a.rank < b.rank }
}

/// When a run fails.
public struct LintGate: Sendable, Hashable {
    /// How a status counts for the exit code and in annotations: the gate's levels (a layout's
    /// `LayoutStatus.Severity` and, for rows not laid out, `notice`).
    public enum Level: String, Sendable {
        /// Fails every run.
        case error
        /// Fails a strict run.
        case warning
        /// Fails only with `failOnMissing`.
        case notice
        /// Never fails.
        case none
    }

    /// Warnings (`breaks-word`, `overflows-insets`) fail too.
    public var strict: Bool
    /// `missing` fails too.
    public var failOnMissing: Bool
    /// `missing-glyphs` is demoted to a warning: reported, failing only a strict run.
    public var allowMissingGlyphs: Bool

    /// A gate; by default only errors fail the run.
    public init(strict: Bool = false, failOnMissing: Bool = false, allowMissingGlyphs: Bool = false) {
        self.strict = strict
        self.failOnMissing = failOnMissing
        self.allowMissingGlyphs = allowMissingGlyphs
    }

    /// How `status` counts under this gate: errors fail; a layout's status as `LayoutStatus/severity`
    /// says (`breaks-word` and `overflows-insets` are warnings: they fail with `strict`; `missing-glyphs`
    /// too with ``allowMissingGlyphs``); `missing` and `stale` are notices (they fail with `failOnMissing`).
    public func level(_ status: LintStatus) -> Level {
        switch status {
        case .error: .error
        case .missing, .stale: .notice
        case .layout(.missingGlyphs) where allowMissingGlyphs: .warning
        case .layout(let layout):
            switch layout.severity {
            case .error: .error
            case .warning: .warning
            case .none: .none
            }
        }
    }

    /// How a finding with `status` is reported (annotations, SARIF, the HTML report): `error` when it
    /// fails the run under this gate, else its `level(_:)` (`warning`, `notice`, or `none` for `fits`).
    public func reported(_ status: LintStatus) -> Level {
        fails(status) ? .error : level(status)
    }

    /// Whether `finding` fails the run under this gate (baselined findings aside): as its status does,
    /// except a title that code replaces (``LintFinding/codeSets``), which fails only a strict run.
    public func fails(_ finding: LintFinding) -> Bool {
        finding.codeSets.isEmpty || strict ? fails(finding.status) : false
    }

    /// How `finding` counts under this gate: its status's `level(_:)`, a note (``Level/notice``)
    /// for a failing status of a title that code replaces, unless strict.
    public func level(_ finding: LintFinding) -> Level {
        let level = level(finding.status)
        return !finding.codeSets.isEmpty && !strict && (level == .error || level == .warning) ? .notice : level
    }

    /// How `finding` is reported: `error` when it fails the run, else its `level(_:)`.
    public func reported(_ finding: LintFinding) -> Level {
        fails(finding) ? .error : level(finding)
    }

    /// Whether a finding with `status` fails the run under this gate (baselined findings aside).
    public func fails(_ status: LintStatus) -> Bool {
        switch level(status) {
        case .error: true
        case .warning: strict
        case .notice: failOnMissing
        case .none: false
        }
    }
}

/// A placeholder and the sample value measured in its place.
public struct PlaceholderSample: Sendable, Hashable {
    /// The placeholder as written (`%1$@`, `%lld`, `{name}`).
    public var placeholder: String
    /// The text the placeholder was replaced with for measuring.
    public var value: String

    /// A sample: the placeholder as written and the text measured in its place.
    public init(placeholder: String, value: String) {
        self.placeholder = placeholder
        self.value = value
    }
}

/// The verdict on one row.
public struct LintFinding: Sendable {
    /// The row: key, locale, variant (a composed substitution names every case), source file and line,
    /// state; `value` is the template as the catalog has it (placeholders in).
    public var string: LocalizedString
    /// How the title did in its button: the worst problem found, or ``LintStatus/fits``.
    public var status: LintStatus
    /// The title measured: the value with every placeholder replaced by its sample.
    public var text: String?
    /// The sample each placeholder of the title was replaced with; empty for a title without placeholders.
    public var samples: [PlaceholderSample] = []
    /// The title as displayed (lines joined by "\n").
    public var displayed: String = ""
    /// The button's width (points).
    public var width: Double?
    /// Points the title lacks: the minimum width minus the width it has (truncating rows).
    public var lacking: Double?
    /// The narrowest pixel-grid width at which the title shows whole (truncating rows).
    public var minimumWidth: Double?
    /// How far the content reaches past each edge of the bounds, and which elements do.
    public var overflow: Overflow = .zero
    /// The elements (title, subtitle, image) that reach past the bounds, and by how much; empty when none does.
    public var overflowingElements: [ElementOverflow] = []
    /// The title and subtitle where they reach into the content insets, and by how much past the content
    /// rectangle (`ButtonLayout/insetOverflowingElements`); empty when they keep inside it.
    public var insetOverflowingElements: [ElementOverflow] = []
    /// Whether a line break falls inside a word (the `breaks-word` status when nothing worse happened).
    public var breaksWord = false
    /// The grapheme clusters no available font draws (shown as boxes on a device lacking the font too).
    public var missingGlyphs: [MissingGlyph] = []
    /// The title fits only with its letter spacing tightened (`allowsDefaultTighteningForTruncation`):
    /// it counts as fitting, as it shows whole on the device, and is marked so.
    public var isTightened = false
    /// The Dynamic Type content size the row was laid out at; `nil` for the configured font size.
    public var contentSize: String?
    /// Why the row could not be laid out (`status == .error`).
    public var error: String?
    /// The button drawn as SVG, for the HTML report.
    public var preview: String?
    /// Whether the row matches an entry of the baseline (a known failure).
    public var isBaselined = false
    /// The button's own file and line (an Interface Builder document) when it is not the row's source.
    public var buttonSource: String?
    /// The 1-based line of the button in ``buttonSource``.
    public var buttonLine: Int?
    /// What lint knows about the button that bears on the verdict (a width set in code, a misplaced frame).
    public var notes: [String] = []
    /// The Interface Builder document of the row's button (`LocalizedString.document`); `nil` for a catalog row.
    public var document: String? { string.document }
    /// The storyboard scene of the row's button, when it is in one.
    public var scene: String?
    /// The font the title was measured in, as ``fontDescription(requested:resolved:)`` words it
    /// ("system (SF metrics) semibold 17 pt"); `nil` when the row was not laid out.
    public var font: String?
    /// The development language's text of the same title, beside a translation; `nil` on the development
    /// language's own rows.
    public var baseText: String?
    /// Where the app's code gives the button's outlet a title of its own (`setTitle(…)` at a file and
    /// line): the document's title is then not what the user sees, and the row is a note unless strict.
    public var codeSets: [CodeSet] = []

    /// Whether the translation is marked for review (`.xcstrings` state `needs_review`).
    public var needsReview: Bool { string.state == "needs_review" }

    /// `key [variant]`.
    public var label: String { string.key + (string.variant.map { " [\($0)]" } ?? "") }

    /// "set in code at File.swift:85" for a title that code replaces (the first place, then how many more:
    /// the table's status column stays narrow; JSON and SARIF list every place); `nil` otherwise.
    public var codeSetNote: String? {
        guard let first = codeSets.first else { return nil }
        let more = codeSets.count - 1
        return "set in code at \(lastPathComponent(first.file)):\(first.line)" + (more == 0 ? "" : " and \(more) more place\(more == 1 ? "" : "s")")
    }

    /// One line saying what is wrong, for annotations and JUnit.
    public var message: String {
        let shown = "“\(displayed.replacingNewlines)”"
        var parts: [String]
        switch status {
        case .error: parts = [error ?? "cannot be laid out"]
        case .missing: parts = ["missing translation"]
        case .stale: parts = ["stale: the object \(string.key.split(separator: ".").first ?? "") is no longer in the base document"]
        case .layout(.fits): parts = ["fits: \(shown)"]
        case .layout(.truncates), .layout(.wrapsPastLimit):
            parts = ["\(status.rawValue): \(shown)"]
            if let minimumWidth, let width {
                parts.append("needs \(formatPoints(minimumWidth)) pt, has \(formatPoints(width)) pt")
            }
        case .layout(.overflowsHeight), .layout(.overflowsWidth):
            parts = ["\(status.rawValue): " + overflowingElements.map { "\($0.element.rawValue) \($0.overflow)" }
                .joined(separator: "; ")]
        case .layout(.breaksWord): parts = ["breaks-word: \(shown) breaks a word wider than its line"]
        case .layout(.overflowsInsets):
            parts = ["overflows-insets: " + insetOverflowingElements.map { "\($0.element.rawValue) \($0.overflow)" }
                .joined(separator: "; ") + " into the content insets"]
        case .layout(.missingGlyphs):
            parts = ["missing-glyphs: \(shown) has characters in no available font: "
                     + missingGlyphs.map { "\($0.text) (\($0.codePoints))" }.joined(separator: ", ")]
        }
        if !samples.isEmpty {
            parts.append("samples " + samples.map { "\($0.placeholder)=\($0.value)" }.joined(separator: ", "))
        }
        if needsReview { parts.append("needs review") }
        if let codeSetNote { parts.append(codeSetNote) }
        return "\(string.key) (\(string.locale)\(string.variant.map { ", \($0)" } ?? "")): " + parts.joined(separator: "; ")
    }
}

extension String {
    /// Line breaks shown as " ⏎ ", for one-line output.
    public var replacingNewlines: String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ⏎ ")
    }

    /// Control characters written as Swift escapes (`\n`, `\r`, `\t`, `\u{1B}`), and the Unicode line
    /// and paragraph separators too, so a table row is always one line whatever a key or text holds.
    public var escapingControlCharacters: String {
        guard needsEscaping else { return self }  // most text: no character to escape
        var out = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}":
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether a character ``escapingControlCharacters`` escapes is in the text: read in its UTF-8
    /// (C0 and DEL bytes, C1 as C2 80–9F, U+2028/2029 as E2 80 A8/A9).
    /// Each byte is tested with the two before it (a C1 control's last byte after C2, U+2028/2029's
    /// after E2 80), so the text is read in place: copying its bytes into an array first cost more
    /// than the test (a table row's cells, ~700 instructions a row of a catalog's lint, issue 39).
    private var needsEscaping: Bool {
        var previous: UInt8 = 0, beforePrevious: UInt8 = 0
        for byte in utf8 {
            switch byte {
            case 0x00...0x1F, 0x7F: return true
            case 0x80...0x9F where previous == 0xC2: return true
            case 0xA8...0xA9 where previous == 0x80 && beforePrevious == 0xE2: return true
            default: (beforePrevious, previous) = (previous, byte)
            }
        }
        return false
    }
}

/// A place in the app's source where code gives a button a title: its file (as found) and 1-based line.
public struct CodeSet: Sendable, Hashable {
    /// The Swift or Objective-C file, as found.
    public var file: String
    /// The 1-based line of the assignment or call.
    public var line: Int
    /// The localization key the code passes as a literal (`NSLocalizedString("KEY", …)`), if any.
    public var key: String?

    /// A title set at `file`:`line`, from the literal localization `key` when there is one.
    public init(file: String, line: Int, key: String? = nil) {
        self.file = file
        self.line = line
        self.key = key
    }
}

/// The last component of a path (`Sources/App/Login.swift` → `Login.swift`).
func lastPathComponent(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
}
