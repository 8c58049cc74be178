import ButtonSizerEngine
import Foundation
import Testing

/// Who may import whom (Package.swift's header, docs/library.md): front ends → the engine → the core,
/// never back. Checked on the manifest's target dependencies and on every Swift file's `import` lines,
/// so neither the manifest nor a file can drift from the rule unnoticed.
@Suite struct DependencyRuleTests {
    static let root = String(#filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/")

    /// The allowed dependencies of each Swift library target (C targets and system libraries aside).
    static let allowed: [String: Set<String>] = [
        "ButtonSizer": [],
        "JSONText": [],
        "ConstraintSolver": [],
        "GlyphMetrics": ["ButtonSizer", "CFontconfig", "CFreeType", "CHarfBuzz", "CLineBreak", "CPNG"],
        "ButtonPreview": ["ButtonSizer", "GlyphMetrics"],
        "Localization": ["JSONText"],
        // Typed IB facts: catalogs below it (its XML reader and the translations of a document), nothing above.
        "InterfaceBuilder": ["Localization"],
        "ButtonSizerTesting": ["ButtonSizer", "GlyphMetrics", "JSONText"],
        // The engine: below every front end.
        "ButtonSizerEngine": ["ButtonSizer", "GlyphMetrics", "ButtonPreview", "JSONText", "AutoLayout", "InterfaceBuilder"],
        // IB facts → a constraint system: the solver, the IB model, the core's text measurement.
        "AutoLayout": ["ConstraintSolver", "InterfaceBuilder", "ButtonSizer"],
        "ButtonLint": ["ButtonSizer", "GlyphMetrics", "Localization", "InterfaceBuilder", "JSONText", "ButtonSizerEngine"],
        "MicroHTTP": ["CMicroHTTPD"],
        "ButtonSizerServer": ["MicroHTTP", "JSONText", "GlyphMetrics", "ButtonSizerEngine"],
        "FuzzTargets": ["ButtonSizer", "GlyphMetrics", "Localization", "InterfaceBuilder", "ButtonLint", "ButtonSizerServer", "MicroHTTP", "JSONText",
                        "ButtonSizerEngine", "ConstraintSolver", "AutoLayout"],
        "ButtonSizerCLI": ["ButtonSizer", "GlyphMetrics", "ButtonPreview", "Localization", "InterfaceBuilder", "JSONText", "ButtonLint",
                           "ButtonSizerServer", "MicroHTTP", "ButtonSizerEngine", "AutoLayout"],
    ]

    /// Modules of the toolchain and the system, which any file may import.
    static let system: Set<String> = ["Glibc", "Foundation", "FoundationXML", "Dispatch", "Synchronization", "Testing", "XCTest"]

    struct Target {
        var name: String
        var kind: String
        var dependencies: Set<String>
        var directory: String { (kind == "testTarget" ? "Tests/" : "Sources/") + name }
    }

    /// The targets of Package.swift: each `.target(`/`.executableTarget(`/`.testTarget(` call's name
    /// and the string literals of its `dependencies:` list.
    static func targets() throws -> [Target] {
        let manifest = try String(contentsOfFile: root + "/Package.swift", encoding: .utf8)
        var targets: [Target] = []
        for kind in ["target", "executableTarget", "testTarget"] {
            for piece in manifest.components(separatedBy: ".\(kind)(").dropFirst() {
                // The call's own text: up to its closing parenthesis.
                var depth = 1
                var end = piece.startIndex
                while end < piece.endIndex, depth > 0 {
                    if piece[end] == "(" { depth += 1 }
                    if piece[end] == ")" { depth -= 1 }
                    end = piece.index(after: end)
                }
                let call = String(piece[..<end])
                guard let name = literals(in: call.components(separatedBy: ",").first ?? "").first else { continue }
                var dependencies: Set<String> = []
                if let list = call.components(separatedBy: "dependencies:").dropFirst().first,
                   let close = list.firstIndex(of: "]") {
                    dependencies = Set(literals(in: String(list[..<close])))
                }
                targets.append(Target(name: name, kind: kind, dependencies: dependencies))
            }
        }
        return targets
    }

    /// The "…" literals in `text`, in order.
    static func literals(in text: String) -> [String] {
        text.components(separatedBy: "\"").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    }

    /// The modules the Swift files under `directory` import, with the first file importing each.
    static func imports(under directory: String) -> [String: String] {
        var found: [String: String] = [:]
        let base = root + "/" + directory
        guard let files = FileManager.default.enumerator(atPath: base) else { return [:] }
        for case let file as String in files where file.hasSuffix(".swift") {
            guard let text = try? String(contentsOfFile: base + "/" + file, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ").filter { !$0.hasPrefix("@") && $0 != "internal" && $0 != "public" }
                guard words.count >= 2, words[0] == "import" else { continue }
                if found[String(words[1])] == nil { found[String(words[1])] = directory + "/" + file }
            }
        }
        return found
    }

    @Test func theManifestListsEveryTarget() throws {
        let names = Set(try Self.targets().map(\.name))
        #expect(names.isSuperset(of: Self.allowed.keys))
        #expect(names.contains("ButtonSizerTests"))
    }

    @Test func libraryTargetsDependOnlyAsTheRuleAllows() throws {
        for target in try Self.targets() {
            guard let allowed = Self.allowed[target.name] else { continue }
            let extra = target.dependencies.subtracting(allowed)
            #expect(extra.isEmpty, "\(target.name) may not depend on \(extra.sorted())")
        }
    }

    @Test func onlyTheExecutableAndTestsLinkTheCommandLine() throws {
        for target in try Self.targets() where target.dependencies.contains("ButtonSizerCLI") {
            #expect(target.kind == "testTarget" || target.name == "buttonsizer", "\(target.name) links ButtonSizerCLI")
        }
    }

    @Test func theEngineImportsNoFrontEnd() throws {
        let engine = try #require(try Self.targets().first { $0.name == "ButtonSizerEngine" })
        for frontEnd in ["ButtonLint", "ButtonSizerServer", "ButtonSizerCLI", "MicroHTTP", "Localization"] {
            #expect(!engine.dependencies.contains(frontEnd))
            #expect(Self.imports(under: engine.directory)[frontEnd] == nil)
        }
    }

    /// A file may import only what its target declares (and the system): the manifest is the truth.
    @Test func everyImportIsADeclaredDependency() throws {
        var checked = 0
        for target in try Self.targets() {
            for (module, file) in Self.imports(under: target.directory)
            where !Self.system.contains(module) && module != target.name {
                checked += 1
                #expect(target.dependencies.contains(module), "\(file) imports \(module), not a dependency of \(target.name)")
            }
        }
        #expect(checked > 50)
    }

    /// Localization keeps catalogs: Interface Builder documents are read by the InterfaceBuilder module
    /// only, and the mapping of their facts to a layout request is lint's (no engine option spelled there).
    @Test func interfaceBuilderDocumentsAreReadInTheirOwnModule() throws {
        let localization = Self.root + "/Sources/Localization"
        for file in try FileManager.default.contentsOfDirectory(atPath: localization) where file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: localization + "/" + file, encoding: .utf8)
            #expect(!text.contains("InterfaceBuilder"), "Sources/Localization/\(file) names Interface Builder types")
        }
        let reader = Self.root + "/Sources/InterfaceBuilder"
        for file in try FileManager.default.contentsOfDirectory(atPath: reader) where file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: reader + "/" + file, encoding: .utf8)
            for option in ["\"max-width\"", "\"bounds\"", "\"image-insets\"", "\"title-runs\""] {
                #expect(!text.contains(option), "Sources/InterfaceBuilder/\(file) spells the engine's option \(option)")
            }
        }
    }

    /// The engine holds requests and their options; the options of a whole run (fonts, output, lint's,
    /// batch's and the server's settings), help and completions are the command line's (#35 item 1).
    @Test func noRunWideOptionLivesInTheEngine() throws {
        #expect(Options.all.allSatisfy { $0.scope != .invocation },
                "run-wide options in the engine's table: \(Options.all.filter { $0.scope == .invocation }.map(\.name))")
        let engine = Self.root + "/Sources/ButtonSizerEngine"
        for file in try FileManager.default.contentsOfDirectory(atPath: engine) where file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: engine + "/" + file, encoding: .utf8)
            #expect(!text.contains("scope: .invocation"), "Sources/ButtonSizerEngine/\(file) declares a run-wide option")
            #expect(!text.contains("enum Help") && !text.contains("enum Completions"),
                    "Sources/ButtonSizerEngine/\(file) holds the command line's help or completions")
        }
    }

    /// Every lint layout is an engine answer (#35 item 2): Sources/ButtonLint never builds the core's
    /// facade (`ButtonSizer(measurer:)`, its `answer` or a sweep of its own); the engine lays out and draws.
    @Test func lintLaysOutThroughTheEngine() throws {
        let lint = Self.root + "/Sources/ButtonLint"
        var namesTheEngine = false
        for file in try FileManager.default.contentsOfDirectory(atPath: lint) where file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: lint + "/" + file, encoding: .utf8)
            for facade in ["ButtonSizer(", "sizer.answer(", "contentSizeSweep(", "ButtonRenderer("] {
                #expect(!text.contains(facade), "Sources/ButtonLint/\(file) calls \(facade)…: lay out with the engine")
            }
            namesTheEngine = namesTheEngine || text.contains("Engine<")
        }
        #expect(namesTheEngine, "Sources/ButtonLint never names the Engine")
    }

    /// No message is read back for the field it names: errors carry it (`RequestError.field`,
    /// `leadingField`, `problem`).
    @Test func noMessageIsParsedForItsField() throws {
        for module in ["ButtonLint", "ButtonSizerCLI", "ButtonSizerServer", "ButtonSizerEngine"] {
            let directory = Self.root + "/Sources/" + module
            guard let files = FileManager.default.enumerator(atPath: directory) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOfFile: directory + "/" + file, encoding: .utf8)
                #expect(!text.contains("fieldOfMessage"), "Sources/\(module)/\(file) parses a message for its field")
                for prefix in [#"hasPrefix("--\("#, #"hasPrefix("field '"#] {
                    #expect(!text.contains(prefix), "Sources/\(module)/\(file) reads a field out of a message (\(prefix))")
                }
            }
        }
    }
}
