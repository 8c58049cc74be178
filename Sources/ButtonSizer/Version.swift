/// The package's version: what `buttonsizer --version`, `make install` and the server's `/healthz`
/// report. The one place it is written.
public enum ButtonSizerVersion {
    public static let string = "0.9.0"
}
