import ButtonLint
import ButtonSizerEngine
import Foundation
import GlyphMetrics
import InterfaceBuilder
import Testing

/// `lint --screens` on hand-built apps whose geometry is worked out below (issue 37). Widths are the
/// hermetic system font's (`buttonsizer measure --hermetic`, system 17 unless said), rounded down here; every
/// verdict has a margin of at least 12 pt, so a pixel of font difference cannot flip it.
///
/// Tests/Fixtures/ScreenLint/App (Base.lproj/Main.storyboard, retina4_7, with de and fr .strings): one
/// screen, every view pinned to the safe area 16 pt from each side, so a full-width view is 375 − 32 = 343 pt
/// wide on retina4_7 and 440 − 32 = 408 pt on retina6_9 (the safe area has no side insets in portrait):
/// - two pinned labels (leading and trailing): `pin-Lb-one` Name / Name / Nom (≤ 45) fits everywhere;
///   `pin-Lb-two` Address / Lieferadresse (103) fits, and fr “Adresse de livraison complète…” (540) is far too
///   long: truncates on both (540 > 408 by 132).
/// - two buttons in a row (system 15, no insets): `btn-Lo-ong` leading, 8 pt, `btn-Sh-ort` trailing; the short
///   one hugs (251 > 249) and resists compression at 1000 (> 750). de: “Entwurf speichern und später
///   weiterbearbeiten” (321.5) beside “Jetzt senden und archivieren” (198.1 → 199): the long one gets
///   343 − 8 − 199 = 136 (201 on 408) and truncates; the short one fits. en and fr: the short title (36, 136)
///   pushes the long one along, which still has 299 / 199 (364 / 264) for 71 / 76: fits.
/// - two hugging labels, `hug-Lb-lft` at the leading edge and `hug-Lb-rgt` at the trailing edge, with no
///   constraint between them: en 37.5 + 63.2 and fr 98.7 + 76.8 leave room; de 254.4 + 205.0 = 459.4 > 343 (by
///   117) and > 408 (by 52): both overlap, naming each other, in de only.
/// - `dev-Lb-wid`, pinned on both sides: en 380.8, de 374.3, fr 376.1: more than 343 (by ≥ 31), less than 408 (by
///   ≥ 27): truncates on retina4_7, fits on retina6_9, in every language.
@Suite struct ScreensTests {
    static let root = String(#filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/")
    static let app = root + "/Tests/Fixtures/ScreenLint/App"
    static let verdicts = root + "/Tests/Fixtures/ScreenLint/Verdicts"
    static let engine = Result { Engine(measurer: try TextMeasurer(library: FontLibrary(scope: .hermetic))) }

    static func appAnswer() throws -> ScreensAnswer {
        let devices = try ScreensRequest.devices("smallest") + ScreensRequest.devices("largest")
        return try engine.get().screens(ScreensRequest(paths: [app], devices: devices))
    }

    static func verdictsAnswer() throws -> ScreensAnswer {
        try engine.get().screens(ScreensRequest(paths: [verdicts]))
    }

    /// The failures, as `status locale device view (other)`.
    static func failures(_ answer: ScreensAnswer) -> Set<String> {
        Set(answer.rows.filter { $0.status != .fits }.map {
            "\($0.status.rawValue) \($0.locale) \($0.device) \($0.text.objectID)" + ($0.other.map { " (\($0))" } ?? "")
        })
    }

    @Test func theHandBuiltAppGivesExactlyItsVerdicts() throws {
        let answer = try Self.appAnswer()
        #expect(answer.errors.isEmpty)
        #expect(Self.failures(answer) == [
            "truncates fr retina4_7 pin-Lb-two", "truncates fr retina6_9 pin-Lb-two",
            "truncates de retina4_7 btn-Lo-ong", "truncates de retina6_9 btn-Lo-ong",
            "overlaps de retina4_7 hug-Lb-lft (label hug-Lb-rgt)", "overlaps de retina4_7 hug-Lb-rgt (label hug-Lb-lft)",
            "overlaps de retina6_9 hug-Lb-lft (label hug-Lb-rgt)", "overlaps de retina6_9 hug-Lb-rgt (label hug-Lb-lft)",
            "truncates en retina4_7 dev-Lb-wid", "truncates de retina4_7 dev-Lb-wid", "truncates fr retina4_7 dev-Lb-wid",
        ])
        // Every text of the screen in every locale on both devices: 7 texts × 3 locales × 2 devices.
        #expect(answer.rows.count == 42)
        #expect(answer.rows.filter { $0.status == .fits }.count == 31)
    }

    /// The long button is compressed to what its resistant neighbour leaves: 343 − 8 − 199 on retina4_7.
    @Test func theLongButtonGetsWhatItsNeighbourLeaves() throws {
        let row = try #require(try Self.appAnswer().rows.first { $0.locale == "de" && $0.device == "retina4_7" && $0.text.objectID == "btn-Lo-ong" })
        let frame = try #require(row.frame)
        #expect(frame.width == 136)
        #expect((row.fit?.width ?? 0) > 300)
        #expect(row.translationFile?.hasSuffix("de.lproj/Main.strings") == true)
        #expect(row.translationLine == 8)
        #expect(row.text.line == 28)  // the <button> element in the storyboard
        // The size trace: its leading pin and the 8-pt gap to its neighbour hold it (required); its own
        // compression resistance (750) does not hold: the neighbour's (1000) wins.
        #expect(row.trace.contains { $0.hasPrefix("constraint c07-bt-lda") && $0.hasSuffix("@1000") }, "\(row.trace)")
        #expect(row.trace.contains { $0.hasPrefix("constraint c08-bt-gap") }, "\(row.trace)")
        #expect(!row.trace.contains { $0.hasPrefix("btn-Lo-ong compression width") }, "\(row.trace)")
        let neighbour = try #require(try Self.appAnswer().rows.first { $0.locale == "de" && $0.device == "retina4_7" && $0.text.objectID == "btn-Sh-ort" })
        #expect(neighbour.trace.contains("btn-Sh-ort compression width @1000"), "\(neighbour.trace)")
    }

    /// Each status other than fits on the Verdicts document (Tests/Fixtures/ScreenLint/Verdicts, retina4_7, de):
    /// - `wrp-Lb-two`, 150 wide, numberOfLines 2: the de text needs 5 lines at 150 (measure -w 150 --lines 0).
    /// - `shr-Lb-fit`, 150 wide, adjustsFontSizeToFit, minimumScaleFactor 0.5: de 222.6 at 17 > 150, and at
    ///   8.5 pt about 111 < 150: shrinks, drawn between 8.5 and 17 · 150/222.6 = 11.5 pt.
    /// - `clp-Lb-ins` inside a 120-pt view that clips, 8 pt from its leading edge: de 183.7 reaches 191.7 > 120.
    /// - `uns-Lb-req`: a required width of 100 and compression resistance 1000: de 215.8 > 100 breaks one.
    /// - `txt-Fd-plc`, a 160-pt rounded field (14 pt padding a side): de placeholder 256.9 > 132.
    /// - `seg-Ct-two`, 200 pt with two segments: 100 − 12 = 88 pt each; de “Tagesübersicht anzeigen” (13 pt) 151.5.
    /// - `run-Lb-out`: an outlet with no translation (text set at run time); `txv-Vw-trm`: a text view.
    @Test func everyStatusHasItsCase() throws {
        let answer = try Self.verdictsAnswer()
        #expect(Self.failures(answer) == [
            "wraps-past-limit de retina4_7 wrp-Lb-two", "shrinks de retina4_7 shr-Lb-fit",
            "clipped de retina4_7 clp-Lb-ins (view clp-Vw-box)", "unsatisfiable de retina4_7 uns-Lb-req",
            "truncates de retina4_7 txt-Fd-plc", "truncates de retina4_7 seg-Ct-two",
            "unchecked * * run-Lb-out", "unchecked * * txv-Vw-trm",
        ])
    }

    /// Tests/Fixtures/ScreenLint/LineBreaks (retina4_7, en): two rounded text fields 160 wide (132 pt of room),
    /// system 14, whose placeholders hold a line break (written as `<string key="placeholder">` elements). A text
    /// field draws one line, which the break ends: `spc-Fd-brk` "Email⏎ " hides only a space and fits (Email is
    /// 34.5 pt); `txt-Fd-brk` "Email⏎address" does not show "address": truncates, saying so. (A placeholder
    /// like the first, in GoMap's Display.storyboard, stopped `lint --screens` with an infinite frame height.)
    @Test func aOneLineControlEndsItsLineAtALineBreak() throws {
        let answer = try Self.engine.get().screens(ScreensRequest(paths: [Self.root + "/Tests/Fixtures/ScreenLint/LineBreaks"]))
        #expect(answer.errors.isEmpty)
        let space = try #require(answer.rows.first { $0.text.objectID == "spc-Fd-brk" })
        #expect(space.status == .fits, "\(space.message)")
        #expect(space.shown == "Email\n ")
        let hidden = try #require(answer.rows.first { $0.text.objectID == "txt-Fd-brk" })
        #expect(hidden.status == .truncates)
        #expect(hidden.fit?.hiddenAfterLineBreak == true)
        #expect(hidden.message.contains("a line break ends its one line"), "\(hidden.message)")
        // The width checked is the first line's: "Email", as in the other field.
        #expect(hidden.fit?.width == space.fit?.width)
    }

    /// Tests/Fixtures/ScreenLint/Overhang (retina4_7, en): a 200 × 44 view that clips, two system-17 labels in it
    /// (line 20.29 pt = 2444/2048 × 17, leading 0, so the glyph band is the whole line):
    /// - `ovh-Lb-tal`, centred, a required height of 60: its frame runs from −8 to 52 of the box (8 pt out a side),
    ///   but UILabel centres its line in it: 60/2 ± 10.15 = 19.85 … 40.15 of the frame, 11.85 … 32.15 of the box,
    ///   more than 11 pt inside both edges: fits (the frame alone said clipped).
    /// - `ovh-Lb-cut`, its top 12 pt above the box's: its glyphs start about 12 pt above the box: clipped.
    @Test func onlyTheGlyphBandOfALabelIsClipped() throws {
        let answer = try Self.engine.get().screens(ScreensRequest(paths: [Self.root + "/Tests/Fixtures/ScreenLint/Overhang"]))
        #expect(answer.errors.isEmpty)
        #expect(Self.failures(answer) == ["clipped en retina4_7 ovh-Lb-cut (view ovh-Vw-box)"])
        let tall = try #require(answer.rows.first { $0.text.objectID == "ovh-Lb-tal" })
        #expect(tall.frame?.height == 60)  // the frame does overhang the 44-pt box
        #expect(tall.status == .fits)
    }

    /// Tests/Fixtures/ScreenLint/Attributed: attributed labels, measured as Auto Layout sized them. `atr-Lb-big`,
    /// "Wide heading" in its fragment's system 34 (201.4 wide; 104.4 in the system 17 a label without a font would
    /// have) in a 150-pt frame: truncates. `atr-Lb-spc`, the same text in system 17 wrapped at 80 pt ("Wide" /
    /// "heading") with `lineSpacing` 10: 2 × 20.29 + 10 = 50.57 pt in a 45-pt frame (without the spacing 40.6, which
    /// fits): truncates.
    @Test func anAttributedLabelIsCheckedInItsFragmentsFontAndLineSpacing() throws {
        let answer = try Self.engine.get().screens(ScreensRequest(paths: [Self.root + "/Tests/Fixtures/ScreenLint/Attributed"]))
        #expect(answer.errors.isEmpty)
        #expect(Self.failures(answer) == ["truncates en retina4_7 atr-Lb-big", "truncates en retina4_7 atr-Lb-spc"])
        let big = try #require(answer.rows.first { $0.text.objectID == "atr-Lb-big" })
        #expect(big.fit?.font == "system 34")
        let spaced = try #require(answer.rows.first { $0.text.objectID == "atr-Lb-spc" })
        #expect(spaced.fit?.lines == 2)
        #expect(abs((spaced.fit?.height ?? 0) - 50.57) < 0.01)
    }

    @Test func aShrinkingLabelSaysItsDrawnSize() throws {
        let row = try #require(try Self.verdictsAnswer().rows.first { $0.status == .shrinks })
        let size = try #require(row.fit?.drawnFontSize)
        #expect(size >= 8.5 && size <= 11.5)
        #expect(row.message.contains("drawn at"))
    }

    @Test func anUnsatisfiableRowNamesTheBrokenConstraint() throws {
        let row = try #require(try Self.verdictsAnswer().rows.first { $0.status == .unsatisfiable })
        #expect(row.message.contains("w04-un-wid") || row.message.contains("uns-Lb-req compression width"))
        #expect(row.message.contains("broken"))
    }

    @Test func uncheckedRowsSayWhy() throws {
        let rows = try Self.verdictsAnswer().rows.filter { $0.status == .unchecked }
        #expect(rows.first { $0.text.objectID == "run-Lb-out" }?.message.contains("run time") == true)
        #expect(rows.first { $0.text.objectID == "txv-Vw-trm" }?.message.contains("text view") == true)
    }

    /// Arabic mirrors the screen: the button pinned 16 pt from the leading edge ends 16 pt from the right
    /// (375 − 16 = 359) and keeps its own width, though the root's trailing margin must stay at least 20 pt
    /// beyond its trailing edge (an inequality: mirrored, it bounds the button's left edge from below, not
    /// above; turned the wrong way it stretched the button to the left margin, over 300 pt wide).
    @Test func rightToLeftMirrorsInequalities() throws {
        let row = try #require(try Self.verdictsAnswer().rows.first { $0.locale == "ar" && $0.text.objectID == "rtl-Bt-sav" })
        let frame = try #require(row.frame)
        #expect(frame.x + frame.width == 359)
        #expect(frame.width < 60)
        #expect(row.status == .fits)
    }

    /// `nrw-Bt-pls`, a custom button (no `buttonType`, no font: UIButton's own 18 pt, IBButton.defaultTitlePointSize)
    /// held 22 × 22 by its constraints, titled "+": 10.88 pt at 18 (SF's advance, ../shared/data), so the title shows
    /// whole from 11 pt (the pixel above at @2x). Its intrinsic width is the classic 30-pt minimum (B4), which is the
    /// button's size, not what its title needs: it fits, where it was once said to "need 30 pt … (system 15)"
    /// (GoMap's 22 × 22 "🔽" button, in 30 locales).
    @Test func aNarrowButtonsTitleNeedsItsOwnWidthNotTheMinimum() throws {
        let rows = try Self.verdictsAnswer().rows.filter { $0.text.objectID == "nrw-Bt-pls" }
        #expect(rows.count == 3)  // en, ar, de: no translation
        #expect(rows.allSatisfy { $0.status == .fits })
        #expect(rows.first?.fit?.width == 11)
        #expect(rows.first?.fit?.font == "system 18")
    }

    /// `dyn-Lb-sty`, 200 pt wide in the body text style: “Account settings” is 128.8 pt at Large (17 pt) and 378.7 pt
    /// at AX5 (53 pt; `measure --text-style body --content-size AX5`): fits at L, truncates at AX5, in every locale.
    @Test func textStylesGrowWithTheContentSize() throws {
        let answer = try Self.engine.get().screens(ScreensRequest(paths: [Self.verdicts], contentSizes: [.large, .accessibilityExtraExtraExtraLarge]))
        let rows = answer.rows.filter { $0.text.objectID == "dyn-Lb-sty" }
        #expect(Set(rows.map { "\($0.contentSize) \($0.status.rawValue)" }) == ["L fits", "AX5 truncates"])
        #expect(rows.count == 6)  // en, ar, de at each size
        #expect(ScreenLint.write(answer, format: .table).contains("retina4_7 AX5"))
    }

    /// `frames --locale ar`: the same mirrored frame as the screen row (359 = 375 − 16 at its right end), and the
    /// German title on two devices.
    @Test func framesInALocale() throws {
        let engine = try Self.engine.get()
        let arabic = engine.frames(FramesRequest(paths: [Self.verdicts], devices: [], locale: "ar"))
        let button = try #require(arabic.documents.first?.solved.views.first { $0.objectID == "rtl-Bt-sav" })
        #expect(button.frame.x + button.frame.width == 359)
        #expect(button.frame.width < 60)
        let devices = try ScreensRequest.devices("smallest") + ScreensRequest.devices("largest")
        let german = engine.frames(FramesRequest(paths: [Self.app], devices: devices, locale: "de"))
        #expect(german.documents.map(\.solved.device.id) == ["retina4_7", "retina6_9"])
        // The long German button gets what its neighbour leaves: 343 − 8 − 199 and 408 − 8 − 199.
        #expect(german.documents.map { $0.solved.views.first { $0.objectID == "btn-Lo-ong" }?.frame.width } == [136, 201])
    }

    /// Tests/Fixtures/ScreenLint/Cells (retina4_7, de): a table's built-in cell labels with `pointSize="0.0"`, as IB writes
    /// them when UIKit picks the size (duckduckgo's Debug.storyboard: "invalid font size '0'" before). The cell lays
    /// them out between its content view's margins: 375 − 2 × 16 = 343 pt.
    /// - default `textLabel`, body (17 pt at Large, ios-type-system): de “Mitteilungen für alle Konten, Geräte und
    ///   Gruppen” 372.8 > 343 by 29.8: truncates (at IB's canvas size, 12 pt, 277.8 would fit).
    /// - subtitle `detailTextLabel`, caption1 (12 pt): the same text, 277.8 < 343 by 65: fits (at 17 it would not).
    /// - subtitle `textLabel` “Titel” 32.9 at 17, stored 25 wide (drawn at 12 in the canvas): fits the cell's 343.
    /// - value1 “Sprache” 63.3 + 8 + “Deutsch” 63.4, far less than 343: both fit.
    /// Real apps' rules (docs/screen-lint.md, real apps) in two custom cells of the self-sizing table:
    /// - `wrp-Lb-sel`, wrapping, pinned 11 pt above and below in a cell stored 43 tall (21 for the label): de's text
    ///   takes 3 lines (60.3 pt) at 343: fits, as the cell grows (it truncated against the stored 21).
    /// - `var-Lb-fnt`, 100 pt wide, system 45 with 17 in `heightClass=regular-widthClass=compact` (an iPhone in
    ///   portrait): de “Kontostand” 87.3 at 17 fits (219.3 at 45 would not).
    /// - `rta-Lb-loc`, localized by a `localizableString` runtime attribute: `unchecked`, text set at run time.
    @Test func cellLabelsWithSizeZeroTakeUIKitsDefaults() throws {
        let cells = Self.root + "/Tests/Fixtures/ScreenLint/Cells"
        let engine = try Self.engine.get()
        let answer = engine.screens(ScreensRequest(paths: [cells]))
        #expect(answer.errors.isEmpty)
        func row(_ id: String) -> ScreenRow? { answer.rows.first { $0.locale == "de" && $0.text.objectID == id } }
        #expect(Self.failures(answer) == ["truncates de retina4_7 bas-Lb-txt", "unchecked * * rta-Lb-loc"])
        #expect(answer.rows.count == 15)
        #expect(row("wrp-Lb-sel")?.status == .fits)
        #expect(row("wrp-Lb-sel")?.fit?.lines == 3)
        #expect(row("var-Lb-fnt")?.fit?.font == "system 17")
        #expect(answer.rows.first { $0.text.objectID == "rta-Lb-loc" }?.message.contains("localizableString") == true)
        #expect(row("bas-Lb-txt")?.fit?.font == "system 17")
        #expect(row("sub-Lb-dtl")?.fit?.font == "system 12")
        #expect(row("va1-Lb-dtl")?.fit?.font == "system 17")
        #expect(row("sub-Lb-txt")?.fit?.available.width == 343)
        #expect(row("bas-Lb-txt")?.message.contains("pointSize 0") == true)
        // On a 320-pt phone the content views are 320 wide and the built-in labels keep their stored frames (bas-Lb-txt
        // 16 + 343 = 359, va1-Lb-dtl 318 + 41): the cell lays them out at run time, so they are not clipped (en's
        // reference, the stored frames, was not); de's text still truncates in 320 − 32 = 288.
        let small = engine.screens(ScreensRequest(paths: [cells], devices: try ScreensRequest.devices("retina4_0")))
        #expect(Self.failures(small) == ["truncates de retina4_0 bas-Lb-txt", "unchecked * * rta-Lb-loc"])
        // The body style grows with the content size: 23 pt at xxxL (ios-type-system's table).
        let large = engine.screens(ScreensRequest(paths: [cells], contentSizes: [.extraExtraExtraLarge]))
        #expect(large.rows.first { $0.text.objectID == "bas-Lb-txt" }?.fit?.font == "system 23")
        // frames and the intrinsic sizes read the same document without a note.
        let frames = engine.frames(FramesRequest(paths: [cells], devices: [], locale: nil))
        #expect(frames.errors.isEmpty)
        #expect(frames.documents.count == 1)
        #expect(!(frames.documents.first?.solved.notes ?? []).contains { $0.contains("font size") })
    }

    /// Tests/Fixtures/ScreenLint/Bars (retina4_7, 375 pt, de): bar items' titles against their bars' rules
    /// (docs/screen-lint.md, "Bars"; widths from `measure --hermetic`):
    /// - a tab bar controller with 4 tabs: 375 / 4 = 93.75 pt each, 2 pt free a side: 89.75 for a 10-pt medium title.
    ///   de “Einstellungen und Datenschutz” 153.2 > 89.75 (by 63): truncates; “Startseite” 48.3 fits.
    /// - the Mail screen's navigation title (17 semibold) between “Edit” on the left and an add item (24) on the right:
    ///   375 − (16 + 82.5 “Bearbeiten” + 6) − (16 + 24 + 6) = 224.5 < 292.6 de “Posteingang aller Konten und Ordner”
    ///   (by 68): truncates; en 375 − 51.2 − 46 = 277.8 for “Inbox” 43.8: fits. “Bearbeiten” itself has
    ///   375 − 32 − 8 − 24 = 311: fits.
    /// - a 375-pt toolbar with “Archive”, a 24-pt image item “Share” (its title is not drawn: `unchecked`), a flexible
    ///   space and “Delete”: 375 − 32 − 2 × 8 − 24 = 303 for the two titles; de 213.0 + 220.3: each gets 303 less the
    ///   other (82.7, 90.0): both truncate (by ≥ 130); en 57.1 + 49.3 fit.
    @Test func barItemsFollowTheirBarsRules() throws {
        let answer = try Self.engine.get().screens(ScreensRequest(paths: [Self.root + "/Tests/Fixtures/ScreenLint/Bars"]))
        #expect(answer.errors.isEmpty)
        #expect(Self.failures(answer) == [
            "truncates de retina4_7 tbi-It-set", "truncates de retina4_7 nav-It-box",
            "truncates de retina4_7 bbi-Ar-chv", "truncates de retina4_7 bbi-De-let", "unchecked * * bbi-Sh-img",
        ])
        // 4 tab bar items, a navigation title, its titled bar button item and 2 toolbar items, in en and de; the image item once.
        #expect(answer.rows.count == 17)
        let archive = try #require(answer.rows.first { $0.locale == "de" && $0.text.objectID == "bbi-Ar-chv" })
        #expect(abs((archive.fit?.available.width ?? 0) - 82.7) < 0.5)
        let tab = try #require(answer.rows.first { $0.locale == "de" && $0.text.objectID == "tbi-It-set" })
        #expect(tab.fit?.available.width == 89.75)
        #expect(tab.translationLine == 6)
        let title = try #require(answer.rows.first { $0.locale == "de" && $0.text.objectID == "nav-It-box" })
        #expect(abs((title.fit?.available.width ?? 0) - 224.5) < 0.5)
    }

    /// Tests/Fixtures/ScreenLint/Xib/Bars.xib (retina4_7): two top-level views, each with a label pinned 16 pt from
    /// both sides and “We send a code to the phone number you gave us” (380.8 pt, system 17: App's `dev-Lb-wid`).
    /// `bar-Vw-wid` is 375 × 60, the design screen's width: what holds it spans the screen, so it takes each device's
    /// width and keeps its height (375 × 60, 440 × 60): its label gets 343 (truncates by 37) and 408 pt (fits by 27).
    /// `box-Vw-nar` is 300 × 60: it keeps that size on every device, its label 268 pt: truncates on both (had it
    /// followed the device, 408 pt on retina6_9 would fit).
    @Test func aScreenWideXibViewFollowsTheDeviceAndANarrowerOneKeepsItsSize() throws {
        let devices = try ScreensRequest.devices("smallest") + ScreensRequest.devices("largest")
        let answer = try Self.engine.get().screens(ScreensRequest(paths: [Self.root + "/Tests/Fixtures/ScreenLint/Xib"], devices: devices))
        #expect(Self.failures(answer) == ["truncates en retina4_7 bar-Lb-ttl", "truncates en retina4_7 box-Lb-ttl",
                                          "truncates en retina6_9 box-Lb-ttl"])
        func frame(_ id: String, _ device: String) -> IBRect? {
            answer.rows.first { $0.text.objectID == id && $0.device == device }?.frame
        }
        #expect(frame("bar-Lb-ttl", "retina6_9")?.width == 408)
        #expect(frame("bar-Lb-ttl", "retina4_7")?.width == 343)
        #expect(frame("box-Lb-ttl", "retina6_9")?.width == 268)
    }

    /// Tests/Fixtures/ScreenLint/CodeCells: what the app's code does to a table, read from StatusViewController.swift
    /// beside the storyboard (Loop's StatusTableViewController and PredictionTableViewController do both).
    /// - `wrp-Lb-txt` wraps (numberOfLines 0) in a prototype cell stored 100 tall: 100 − 2 × 11 (the content view's
    ///   margins) = 78 pt, its bottom pinned at 750 over its 749 compression resistance; its 289 characters need 7
    ///   lines at 343 pt, 140.3 pt (`measure --hermetic --width 343 --lines 0`): truncates by 62 in that row. But
    ///   the controller sets `tableView.rowHeight = UITableView.automaticDimension` (line 6): the cell grows to the
    ///   label, so it fits.
    /// - `ttl-Lb-txt`, outlet `titleLabel` of TitleCell, pinned to both margins (343 pt): en's placeholder 475.2 pt
    ///   and de's 498.5 pt would truncate, but the controller gives it its text (`cell.titleLabel.text = …`, line 11:
    ///   another object's outlet, so not the controller's own class): unchecked, with that place.
    @Test func whatTheCodeDoesToATableIsRead() throws {
        let engine = try Self.engine.get()
        let path = Self.root + "/Tests/Fixtures/ScreenLint/CodeCells"
        let read = engine.screens(ScreensRequest(paths: [path], textsSetInCode: ScreenLint.textsSetInCode,
                                                 automaticRowHeightsInCode: ScreenLint.automaticRowHeightsInCode))
        #expect(Self.failures(read) == ["unchecked * * ttl-Lb-txt"])
        let title = try #require(read.rows.first { $0.text.objectID == "ttl-Lb-txt" })
        #expect(title.message.contains("StatusViewController.swift:11"))
        let wrapping = try #require(read.rows.first { $0.text.objectID == "wrp-Lb-txt" && $0.locale == "en" })
        #expect(wrapping.message.contains("automaticDimension at StatusViewController.swift:6"), "\(wrapping.message)")
        #expect(wrapping.fit?.lines == 7)
        // Without the code, both are false alarms.
        let blind = engine.screens(ScreensRequest(paths: [path]))
        #expect(Self.failures(blind) == ["truncates en retina4_7 wrp-Lb-txt", "truncates de retina4_7 wrp-Lb-txt",
                                         "truncates en retina4_7 ttl-Lb-txt", "truncates de retina4_7 ttl-Lb-txt"])
    }

    // MARK: Every output format

    @Test func everyFormatCarriesTheVerdicts() throws {
        let answer = try Self.appAnswer()
        let table = ScreenLint.write(answer, format: .table)
        #expect(table.contains("CheckoutViewController"))
        #expect(table.contains("4 overlaps"))
        for failure in ["truncates", "overlaps label hug-Lb-rgt"] { #expect(table.contains(failure)) }

        let json = try #require(try JSONSerialization.jsonObject(with: Data(ScreenLint.write(answer, format: .json).utf8)) as? [String: Any])
        let rows = try #require(json["rows"] as? [[String: Any]])
        #expect(rows.count == 42)
        #expect(rows.filter { $0["status"] as? String == "overlaps" }.count == 4)
        #expect(rows.filter { $0["status"] as? String == "truncates" }.count == 7)

        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(ScreenLint.write(answer, format: .sarif).utf8)) as? [String: Any])
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 11)
        #expect(Set(results.compactMap { $0["ruleId"] as? String }) == ["truncates", "overlaps"])
        // At the translation, with the view as a related location.
        let overlap = try #require(results.first { $0["ruleId"] as? String == "overlaps" })
        #expect(overlap["relatedLocations"] != nil)

        let github = ScreenLint.write(answer, format: .github).split(separator: "\n")
        // A failure with a translation is annotated there and at its view; en's dev-Lb-wid only at its view.
        #expect(github.filter { $0.hasPrefix("::error") }.count == 11)
        #expect(github.filter { $0.hasPrefix("::notice") }.count == 10)

        let html = ScreenLint.write(answer, format: .html)
        #expect(html.contains("<svg"))
        #expect(html.components(separatedBy: "<tr class=\"error\"").count - 1 == 11)
    }
}
