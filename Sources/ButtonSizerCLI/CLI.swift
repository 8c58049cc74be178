import ButtonSizer
import GlyphMetrics

/// The `buttonsizer` command line (placeholder while the commands are built).
public enum ButtonSizerCLI {
    public static func run(_ arguments: [String]) -> Int32 {
        print("buttonsizer: no commands yet")
        return 0
    }
}
