/// The preview page served at `/` (HTML, CSS and plain JavaScript in the binary; no network but this server).
enum PreviewPage {
    static let contentSecurityPolicy = "default-src 'self'; img-src 'self' blob: data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'"
    static let html = "<!doctype html><title>ButtonSizer</title><p>ButtonSizer preview</p>"
}
