// swift-tools-version:6.0
import PackageDescription

// Which module may touch C:
// - CFreeType, CHarfBuzz: system-library targets (a modulemap and a shim header).
// - CPNG: system-library target for libpng's simplified API (PNG previews).
// - CLineBreak: a small C target that hides ICU's line-break iterator behind opaque handles
//   (ICU's headers clash with Foundation's bundled ICU when imported into Swift) and loads ICU
//   only when text first needs wrapping.
// - GlyphMetrics: the only Swift module that imports them.
// - ButtonSizer: pure layout math; text measurement is injected.
// - Localization: pure Swift without Foundation (its own XML and JSON readers; Glibc for file access): reads
//   string catalogs, pseudo-localizes.
// - InterfaceBuilder: pure Swift without Foundation: reads .storyboard/.xib documents into typed facts (every
//   view, constraint, font, text) and pairs documents with their translations; no layout decisions.
// - ButtonLint: the lint engine as a library (pure Swift; measurement injected, catalogs read by Localization).
//
// Who may import whom (front ends → the engine → the core, never back; DependencyRuleTests checks this
// list against the targets below and every file's imports):
// - ButtonSizer (the core), JSONText and ConstraintSolver (linear constraints with priorities, an incremental
//   simplex; no view or document vocabulary) import nothing of the package.
// - GlyphMetrics: ButtonSizer and the C targets. ButtonPreview: ButtonSizer, GlyphMetrics.
// - ButtonSizerEngine (the engine: options, typed requests, Engine.answer, typed answers and their JSON):
//   ButtonSizer, GlyphMetrics, ButtonPreview, JSONText, AutoLayout, InterfaceBuilder; never lint, the server or
//   the CLI.
// - InterfaceBuilder: Localization only (its XML reader, file reading, CatalogError and the catalogs that
//   translate a document; the XML reader is `package` API there, not public).
// - AutoLayout: ConstraintSolver, InterfaceBuilder, ButtonSizer (IB facts → a constraint system, solved; text
//   measurement injected as TextMeasuring).
// - ButtonLint: the engine, the core, GlyphMetrics, Localization, InterfaceBuilder, JSONText.
// - ButtonSizerServer: the engine, MicroHTTP, GlyphMetrics, JSONText (HTTP only; the engine answers).
// - FuzzTargets: everything but the CLI. ButtonSizerCLI (argv, help, exit codes, I/O): everything;
//   only the `buttonsizer` executable and tests link it.
let package = Package(
    name: "ButtonSizer",
    products: [
        .library(name: "ButtonSizer", targets: ["ButtonSizer"]),
        .library(name: "GlyphMetrics", targets: ["GlyphMetrics"]),
        .library(name: "ButtonPreview", targets: ["ButtonPreview"]),
        .library(name: "Localization", targets: ["Localization"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
        .library(name: "ButtonSizerEngine", targets: ["ButtonSizerEngine"]),
        // Layout goldens, a round-number fake measurer and a seeded generator for app teams' own tests.
        .library(name: "ButtonSizerTesting", targets: ["ButtonSizerTesting"]),
        .library(name: "ButtonLint", targets: ["ButtonLint"]),
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .executable(name: "buttonsizer", targets: ["buttonsizer"]),
        .executable(name: "buttonsizer-bench", targets: ["buttonsizer-bench"]),
        .executable(name: "buttonsizer-fuzz", targets: ["buttonsizer-fuzz"]),
    ],
    targets: [
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["pkg-config", "libfreetype-dev", "libfontconfig-dev"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        // libmicrohttpd's header (Debian libmicrohttpd-dev) and a loader: the library is opened with dlopen
        // when `serve` starts (see CMicroHTTPD.c), so it and GnuTLS are not loaded by every process.
        .target(
            name: "CMicroHTTPD",
            linkerSettings: [.linkedLibrary("dl")]
        ),
        // fontconfig's header (Debian libfontconfig-dev) and a loader: the library is opened with dlopen
        // when a family name is first looked up (see CFontconfig.c), so it and expat are not loaded by a
        // process that measures with font files.
        .target(
            name: "CFontconfig",
            linkerSettings: [.linkedLibrary("dl")]
        ),
        // ICU is loaded with dlopen on first use (see CLineBreak.c), so it is not linked.
        .target(
            name: "CLineBreak",
            linkerSettings: [.linkedLibrary("dl")]
        ),
        // The executable's argc/argv for the statically linked Swift runtime, kept from glibc's start-up
        // call instead of the runtime's /proc/self/maps search (see include/CProcessArguments.h).
        .target(name: "CProcessArguments"),
        .target(name: "ButtonSizer"),
        .target(
            name: "GlyphMetrics",
            dependencies: ["ButtonSizer", "CFontconfig", "CFreeType", "CHarfBuzz", "CLineBreak", "CPNG"]
        ),
        // Previews (scene, SVG, raster): pure Swift over GlyphMetrics' primitives (glyph outlines and
        // bitmaps, RGBA images and their PNG encoding, which stay there because libpng is C).
        .target(name: "ButtonPreview", dependencies: ["ButtonSizer", "GlyphMetrics"]),
        // The HTTP server primitive on libmicrohttpd: the one exception to "only GlyphMetrics imports C",
        // kept to one file (HTTPServer+MicroHTTPD.swift) and plain request/response values.
        .target(name: "MicroHTTP", dependencies: ["CMicroHTTPD"]),
        // The HTTP API (routes, errors, limits, metrics, the preview page) as request → response values;
        // requests are answered by the engine (through RequestAnswering, so tests can hold a line back).
        .target(name: "ButtonSizerServer", dependencies: ["MicroHTTP", "JSONText", "GlyphMetrics", "ButtonSizerEngine"]),
        .target(name: "JSONText"),
        // Cassowary-style incremental simplex with strict priority levels (docs/constraint-solver.md).
        .target(name: "ConstraintSolver"),
        .target(name: "ButtonSizerTesting", dependencies: ["ButtonSizer", "GlyphMetrics", "JSONText"]),
        .target(name: "Localization", dependencies: ["JSONText"]),
        // Interface Builder documents as typed facts for lint, the Auto Layout solver and screen lint; the
        // mapping of those facts to a layout request is ButtonLint's.
        .target(name: "InterfaceBuilder", dependencies: ["Localization"]),
        // Interface Builder documents laid out as UIKit's Auto Layout does (docs/auto-layout.md).
        .target(name: "AutoLayout", dependencies: ["ConstraintSolver", "InterfaceBuilder", "ButtonSizer"]),
        // The engine, the only way in: every option declared once (name, type, check, default, help,
        // commands), the typed requests the command line and JSON decode into, `Engine.answer`, the typed
        // answers and their JSON. The command line, batch, the server, lint and the fuzz targets call it.
        .target(name: "ButtonSizerEngine", dependencies: ["ButtonSizer", "GlyphMetrics", "ButtonPreview", "JSONText",
                                                            "AutoLayout", "InterfaceBuilder"]),
        // The lint engine: config, rows, checks, baselines, report formats (the CLI's lint is a thin layer);
        // a config's layout fields decode through the engine.
        .target(name: "ButtonLint", dependencies: ["ButtonSizer", "GlyphMetrics", "Localization", "InterfaceBuilder", "JSONText",
                                                   "ButtonSizerEngine"]),
        // The command line: argv, help, exit codes and I/O over the engine, lint and the server.
        .target(name: "ButtonSizerCLI", dependencies: ["ButtonSizer", "GlyphMetrics", "ButtonPreview", "Localization", "InterfaceBuilder", "JSONText",
                                                       "ButtonLint", "ButtonSizerServer", "MicroHTTP", "ButtonSizerEngine", "AutoLayout"]),
        .executableTarget(name: "buttonsizer", dependencies: ["ButtonSizerCLI", "CProcessArguments"]),
        // The benchmark shapes with HarfBuzz directly for its baseline ("floor"); its Auto Layout rows solve IB documents.
        .executableTarget(name: "buttonsizer-bench", dependencies: ["ButtonSizer", "GlyphMetrics", "CHarfBuzz", "AutoLayout",
                                                                    "InterfaceBuilder", "ButtonSizerEngine", "JSONText", "Localization"]),
        // Fuzz targets (bytes → input → invariants), run by libFuzzer in `make fuzz` and replayed over the
        // committed corpora by FuzzCorpusTests. A normal build of buttonsizer-fuzz replays files.
        .target(name: "FuzzTargets", dependencies: ["ButtonSizer", "GlyphMetrics", "Localization", "InterfaceBuilder", "ButtonLint",
                                                    "ButtonSizerServer", "MicroHTTP", "JSONText", "ButtonSizerEngine",
                                                    "ConstraintSolver", "AutoLayout"]),
        .executableTarget(name: "buttonsizer-fuzz", dependencies: ["FuzzTargets"]),
        .testTarget(name: "ButtonSizerTests", dependencies: ["ButtonSizer", "ButtonSizerTesting"]),
        .testTarget(
            name: "LocalizationTests",
            dependencies: ["Localization", "JSONText"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "GlyphMetricsTests", dependencies: ["GlyphMetrics", "ButtonSizer", "ButtonSizerTesting"]),
        .testTarget(name: "ButtonSizerCLITests", dependencies: ["ButtonSizerCLI", "GlyphMetrics", "ButtonSizer",
                                                               "ButtonSizerEngine", "JSONText", "ButtonPreview"]),
        .testTarget(name: "RenderTests", dependencies: ["ButtonSizer", "GlyphMetrics", "ButtonPreview", "ButtonSizerCLI"]),
        .testTarget(name: "FuzzTargetTests", dependencies: ["FuzzTargets", "ButtonSizerCLI", "ButtonSizerEngine", "ButtonLint",
                                                            "ButtonSizer", "GlyphMetrics", "JSONText"]),
        .testTarget(name: "ButtonSizerEngineTests", dependencies: ["ButtonSizerEngine", "ButtonSizer", "GlyphMetrics", "JSONText",
                                                                    "ButtonSizerTesting"]),
        .testTarget(name: "ServerTests",
                    dependencies: ["ButtonSizerServer", "MicroHTTP", "ButtonSizerCLI", "ButtonSizerEngine", "GlyphMetrics",
                                   "ButtonSizer", "JSONText"]),
        .testTarget(name: "ButtonSizerTestingTests", dependencies: ["ButtonSizerTesting", "ButtonSizer", "JSONText"],
                    exclude: ["__Goldens__"]),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"], exclude: ["Fixtures"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "Localization"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout", "InterfaceBuilder", "ButtonSizer", "GlyphMetrics",
                                                            "ButtonSizerTesting"]),
        .testTarget(name: "ButtonLintTests", dependencies: ["ButtonLint", "ButtonSizer", "GlyphMetrics", "Localization", "InterfaceBuilder", "JSONText",
                                                           "ButtonSizerEngine"]),
    ]
)
