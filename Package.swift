// swift-tools-version:6.0
import PackageDescription

// Which module may touch C:
// - CFreeType, CHarfBuzz: system-library targets (a modulemap and a shim header).
// - CPNG: system-library target for libpng's simplified API (PNG previews).
// - CLineBreak: a small C target that hides ICU's line-break iterator behind opaque handles
//   (ICU's headers clash with Foundation's bundled ICU when imported into Swift).
// - GlyphMetrics: the only Swift module that imports them.
// - ButtonSizer: pure layout math; text measurement is injected.
let package = Package(
    name: "ButtonSizer",
    products: [
        .library(name: "ButtonSizer", targets: ["ButtonSizer"]),
        .library(name: "GlyphMetrics", targets: ["GlyphMetrics"]),
        .executable(name: "buttonsizer", targets: ["buttonsizer"]),
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
        .target(
            name: "CLineBreak",
            linkerSettings: [.linkedLibrary("icuuc")]
        ),
        .target(name: "ButtonSizer"),
        .target(
            name: "GlyphMetrics",
            dependencies: ["ButtonSizer", "CFreeType", "CHarfBuzz", "CLineBreak", "CPNG"]
        ),
        .target(name: "ButtonSizerCLI", dependencies: ["ButtonSizer", "GlyphMetrics"]),
        .executableTarget(name: "buttonsizer", dependencies: ["ButtonSizerCLI"]),
        .testTarget(name: "ButtonSizerTests", dependencies: ["ButtonSizer"]),
        .testTarget(name: "RenderTests", dependencies: ["ButtonSizer", "GlyphMetrics", "ButtonSizerCLI"]),
    ]
)
