import ButtonSizer
import ButtonSizerEngine
import GlyphMetrics
import Localization
#if canImport(Glibc)
import Glibc
#endif

/// The fuzz targets: each turns arbitrary bytes into an input for one part of ButtonSizer, runs it,
/// and checks what must hold for every input. A crash or a trap is a finding; so is a broken
/// invariant, reported as a ``FuzzFinding`` (the fuzzer aborts on it, the tests record it).
///
/// `buttonsizer-fuzz` runs them under libFuzzer (`make fuzz`); `FuzzCorpusTests` replays the committed
/// corpora and past findings (`Fuzz/corpus/<target>/`) through the same functions in the normal suite.
public enum FuzzTargets {
    /// The targets by name, in the order `make fuzz` runs them.
    public static let names = ["measure", "layout", "batch", "xcstrings", "strings", "android", "lintconfig", "interfacebuilder",
                               "codetitles", "font", "server", "http", "infoplist", "solver", "frames", "screens"]

    /// Runs target `name` on `bytes`.
    /// - Throws: ``FuzzFinding`` when an invariant does not hold.
    public static func run(_ name: String, _ bytes: [UInt8]) throws(FuzzFinding) {
        switch name {
        case "measure": try MeasureTarget.run(bytes)
        case "layout": try LayoutTarget.run(bytes)
        case "batch": try BatchTarget.run(bytes)
        case "xcstrings", "strings", "android": try CatalogTarget.run(name, bytes)
        case "lintconfig": try CatalogTarget.lintConfig(bytes)
        case "interfacebuilder": try CatalogTarget.interfaceBuilder(bytes)
        case "infoplist": try CatalogTarget.infoPlist(bytes)
        case "codetitles": try CatalogTarget.codeTitles(bytes)
        case "font": try FontTarget.run(bytes)
        case "server": try ServerTarget.run(bytes)
        case "http": try HTTPTarget.run(bytes)
        case "solver": try SolverTarget.run(bytes)
        case "frames": try FramesTarget.run(bytes)
        case "screens": try ScreensTarget.run(bytes)
        default: throw FuzzFinding("unknown fuzz target '\(name)' (targets: \(names.joined(separator: ", ")))")
        }
    }
}

/// A broken invariant: what should have held, with the values that broke it.
public struct FuzzFinding: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// Reads typed choices from the front of the fuzzer's bytes; missing bytes read as zero, so every
/// input, the empty one included, is a valid program.
struct FuzzInput {
    private var bytes: ArraySlice<UInt8>

    init(_ bytes: [UInt8]) { self.bytes = bytes[...] }

    mutating func byte() -> UInt8 { bytes.popFirst() ?? 0 }

    /// Whether every byte has been read.
    var isAtEnd: Bool { bytes.isEmpty }

    mutating func bool() -> Bool { byte() & 1 == 1 }

    mutating func pick<T>(_ options: [T]) -> T { options[Int(byte()) % options.count] }

    /// Mostly ordinary lengths, often hostile ones (NaN, ±∞, negative, zero, huge, tiny), and
    /// sometimes any Double at all (raw bits).
    mutating func number() -> Double {
        let selector = byte()
        if selector == 0xFF {
            var bits: UInt64 = 0
            for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
            return Double(bitPattern: bits)
        }
        return Self.numbers[Int(selector) % Self.numbers.count]
    }

    static let numbers: [Double] = [
        0, 1, 2, 4, 6, 8, 10, 12, 16, 17, 20, 24, 32, 44, 48, 60, 64, 80, 100, 120, 200, 320, 1000,
        0.5, 13.9, 33.3, 7.25, -0.0, -1, -8, -100, .nan, .infinity, -.infinity, 1e308, -1e308,
        .greatestFiniteMagnitude, .leastNonzeroMagnitude, 1e-300, 1e15, 1e6, 9_999, 10_000, 10_001,
    ]

    /// The rest of the bytes as text; invalid UTF-8 is repaired with U+FFFD.
    mutating func text() -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        bytes = []
        return text
    }

    /// Text up to a 0 byte (or the end), then the rest stays for later reads.
    mutating func field() -> String {
        let end = bytes.firstIndex(of: 0) ?? bytes.endIndex
        let text = String(decoding: bytes[..<end], as: UTF8.self)
        bytes = bytes[min(end + 1, bytes.endIndex)...]
        return text
    }
}

/// One measurer for the whole process, hermetic (bundled fonts only), with a small cache so memory
/// stays flat over millions of inputs while the cache paths are still exercised.
enum Shared {
    static let library = FontLibrary(scope: .hermetic)
    static let measurer: TextMeasurer = try! TextMeasurer(library: library, cacheCapacity: 64)
    static let engine = Engine(measurer: measurer)
    static let fonts = ["Inter-Regular.otf", "NotoSans-Regular.ttf", "LiberationSans-Regular.ttf",
                        "NotoSansArabic-Regular.ttf", "NotoSansThai-Regular.ttf", "NotoSansCJK-Regular.ttc"]
}

func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws(FuzzFinding) {
    if !condition { throw FuzzFinding(message()) }
}
