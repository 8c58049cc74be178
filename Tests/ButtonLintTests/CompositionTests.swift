import ButtonLint
import ButtonSizer
import ButtonSizerEngine
import Localization
import Testing

/// `.xcstrings` substitutions composed with every plural form, states, pseudo-locales.
@Suite struct CompositionTests {
    static let catalog = """
        {
          "sourceLanguage": "en",
          "strings": {
            "delete": {
              "localizations": {
                "en": {
                  "stringUnit": {"state": "translated", "value": "Delete %#@files@"},
                  "substitutions": {
                    "files": {
                      "argNum": 1, "formatSpecifier": "lld",
                      "variations": {"plural": {
                        "one": {"stringUnit": {"state": "translated", "value": "%arg file"}},
                        "other": {"stringUnit": {"state": "translated", "value": "%arg files"}}
                      }}
                    }
                  }
                },
                "de": {"stringUnit": {"state": "new", "value": "Löschen"}},
                "fr": {"stringUnit": {"state": "needs_review", "value": "Supprimer"}}
              }
            },
            "move": {
              "localizations": {
                "en": {
                  "stringUnit": {"state": "translated", "value": "Move %#@files@ to %#@folders@"},
                  "substitutions": {
                    "files": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                      "one": {"stringUnit": {"state": "translated", "value": "%arg file"}},
                      "other": {"stringUnit": {"state": "translated", "value": "%arg files"}}}}},
                    "folders": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                      "one": {"stringUnit": {"state": "translated", "value": "%arg folder"}},
                      "other": {"stringUnit": {"state": "translated", "value": "%arg folders"}}}}}
                  }
                },
                "de": {"stringUnit": {"state": "translated", "value": ""}},
                "fr": {"stringUnit": {"state": "translated", "value": "Déplacer"}}
              }
            }
          }
        }
        """

    static func run() throws -> LintRun {
        let path = try Fixture.file("Localizable.xcstrings", catalog)
        let strings = try CatalogReader.readAll(paths: [path])
        return Fixture.linter([Fixture.button(["*"], .bounds(Size(width: 120, height: 44)))]).run(strings)
    }

    /// "Delete 1 file" 15504 units = 93.6 pt fits 120 pt; "Delete 9999 files" 22692 units = 137 pt does not.
    @Test func everyPluralFormIsComposedIntoTheTemplate() throws {
        let run = try Self.run()
        let one = try #require(Fixture.finding(run, "delete", "en", variant: "substitution.files.plural.one"))
        let other = try #require(Fixture.finding(run, "delete", "en", variant: "substitution.files.plural.other"))
        #expect(one.text == "Delete 1 file")
        #expect(other.text == "Delete 9999 files")
        #expect(one.status == .fits)
        #expect(other.status == .layout(.truncates))
        #expect(other.samples == [PlaceholderSample(placeholder: "%1$lld", value: "9999")])
        // The cases are not rows of their own, and the template is not measured with "%#@files@" in it.
        #expect(!run.findings.contains { $0.string.key == "delete" && $0.string.locale == "en" && $0.string.variant == nil })
    }

    /// Two substitutions of two forms each: four rows, the last substitution varying fastest.
    @Test func combinationsOfSeveralSubstitutions() throws {
        let run = try Self.run()
        let rows = run.findings.filter { $0.string.key == "move" && $0.string.locale == "en" }
        #expect(Set(rows.compactMap(\.text)) == ["Move 1 file to 1 folder", "Move 1 file to 9999 folders",
                                                  "Move 9999 files to 1 folder", "Move 9999 files to 9999 folders"])
        #expect(rows.contains { $0.string.variant == "substitution.files.plural.one.substitution.folders.plural.other" })
    }

    @Test func newEntriesAndEmptyValuesAreMissing() throws {
        let run = try Self.run()
        #expect(Fixture.finding(run, "delete", "de")?.status == .missing)
        #expect(Fixture.finding(run, "move", "de")?.status == .missing)
    }

    @Test func needsReviewIsMeasuredAndMarked() throws {
        let run = try Self.run()
        let review = try #require(Fixture.finding(run, "delete", "fr"))
        #expect(review.status == .fits)
        #expect(review.needsReview)
        #expect(LintFormat.table.write(run, gate: LintGate()).contains("fits (needs review)"))
    }

    /// Past the cap, combinations are counted, not checked.
    @Test func theCombinationCapIsCounted() {
        let template = LocalizedString(key: "k", locale: "en", value: "%#@a@ %#@b@ %#@c@ %#@d@", source: "x")
        var strings = [template]
        for name in ["a", "b", "c", "d"] {
            for form in ["zero", "one", "few"] {  // 3⁴ = 81 combinations
                strings.append(LocalizedString(key: "k", locale: "en", value: "%arg \(name)", variant: "substitution.\(name).plural.\(form)", source: "x"))
            }
        }
        let composition = LintRows.compose(strings)
        #expect(composition.rows.count == LintRows.combinationCap)
        #expect(composition.skipped == 81 - LintRows.combinationCap)
    }

    /// Five substitutions of three forms: 3⁵ = 243 combinations, 64 checked, 179 counted.
    @Test func theSkippedCountIsTheWholeRest() {
        var strings = [LocalizedString(key: "k", locale: "en", value: "%#@a@ %#@b@ %#@c@ %#@d@ %#@e@ %#@a@", source: "x")]
        for name in ["a", "b", "c", "d", "e"] {
            for form in ["zero", "one", "few"] {
                strings.append(LocalizedString(key: "k", locale: "en", value: "%arg \(name)", variant: "substitution.\(name).plural.\(form)", source: "x"))
            }
        }
        let composition = LintRows.compose(strings)
        #expect(composition.skipped == 243 - LintRows.combinationCap)
        // "a" appears twice and is one substitution: both places show the same case.
        #expect(composition.rows.first?.string.value == "%lld a %lld b %lld c %lld d %lld e %lld a")
    }

    /// ar-XB: the source strings as mirrored right-to-left pseudo-text, laid out right to left.
    @Test func arXBRowsAreRightToLeft() throws {
        let path = try Fixture.file("en.lproj/Localizable.strings", "\"save\" = \"Save\";\n")
        let strings = try CatalogReader.readAll(paths: [path])
        let linter = Fixture.linter([Fixture.button(["save"], .bounds(Size(width: 120, height: 44)))])
        let run = linter.run(strings, pseudoLocales: ["ar-XB"])
        let pseudo = try #require(Fixture.finding(run, "save", "ar-XB"))
        #expect(pseudo.text == "\u{200F}\u{202E}Save\u{202C}\u{200F}")
        #expect(linter.isRightToLeft("ar-XB"))
        #expect(pseudo.status == .fits)
    }

    /// A locale is right to left by its language, the part before the first "-" or "_", in any case:
    /// Arabic, Hebrew, Persian, Urdu, Yiddish, Pashto, Sindhi, Uyghur, Central Kurdish, Dhivehi
    /// (CLDR's right-to-left scripts of those languages); not Arabic-like tags of other languages.
    @Test func rightToLeftLocalesAreReadByTheirLanguage() {
        let linter = Fixture.linter([])
        for locale in ["ar", "he", "fa-IR", "ur_PK", "yi", "ps", "sd", "ug", "ckb", "dv", "AR", "Ckb-IQ", "-he", "ar-XB"] {
            #expect(linter.isRightToLeft(locale), "\(locale)")
        }
        for locale in ["en", "arx", "a", "", "-", "ara", "ckbx", "de-AR", "ärx", "fr_he", "ar1"] {
            #expect(!linter.isRightToLeft(locale), "\(locale)")
        }
    }
}
