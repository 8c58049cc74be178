import GlyphMetrics
import Testing

/// RFC 4648 §10's test vectors.
@Suite struct Base64Tests {
    @Test(arguments: [("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="),
                      ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy")])
    func rfc4648Vectors(text: String, encoded: String) {
        #expect(base64(Array(text.utf8)) == encoded)
    }
}
